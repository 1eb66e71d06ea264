"""SYCL 2020 device constructs through the OpenCL C writer and the replay (samples atomics_ref,
grp_algorithms, sg_ops, hier_pfwg, math_vec, red_reduction; see samples/README.md).

* Every kernel of these samples' device.ll and device.typed.ll is written as OpenCL C that builds on
  PoCL and Intel's CPU runtime.  A kernel whose C needs an optional OpenCL C feature (C11 atomics'
  orders and scopes, work-group collectives, sub-groups and their shuffles, half, double) is under
  `#if` the feature's test macro: each device's build has exactly the kernels whose features it
  reports (its extensions and `__opencl_c_*` features), Intel's has all of them.
* Every kernel runs from the written OpenCL C -- on Intel's CPU runtime, and on PoCL where PoCL has
  its features -- with the arguments that run DPC++'s SPIR-V on Intel's CPU runtime, and leaves the
  same buffers bit for bit.  DPC++ splits kernels by the aspects they use (fp64, fp16) into separate
  device images and `device.spv` holds one of them: kernels of another image are compared with the
  SPIR-V LLVM's backend makes of device.ll (as `sycl-lift replay` runs the original on Intel).
* `sycl-lift replay` on PoCL skips a launch whose kernel PoCL cannot run, saying which feature it
  lacks, and replays the rest.
"""
from __future__ import annotations

import functools
import re

import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import launch_inputs, plan

import lift
from conftest import SAMPLES, assert_same_buffers, sample_device
from passes.opencl.builtins import FEATURES
from passes.opencl.writer import write_opencl_program

CONSTRUCTS = ("atomics_ref", "grp_algorithms", "sg_ops", "math_vec", "red_reduction")
# Samples whose kernels the OpenCL C writer cannot write yet, and why (kept out of the OpenCL tests,
# here, in test_opencl_c.py and in test_replay.py; their raise goldens are tested):
WRITER_GAPS = {
    "hier_pfwg": "DPC++'s hierarchical lowering shares group-scope pointers through work-group-local "
                 "WGCopy slots (stored as integers, loaded back in every work-item): the writer gives the "
                 "reloaded pointers the wrong address space and pointee type (invalid C), and the constant "
                 "expressions of those slots hit the unhashable-CExprNode crash fixed on branch isolation",
}
KINDS = ("pocl", "intel-cpu")
CASES = [(s, k) for s in CONSTRUCTS for k in plan(s).kernels()]


@functools.lru_cache(maxsize=None)
def program(path: str):
    return write_opencl_program(lift.parse_file(path))


@functools.lru_cache(maxsize=None)
def built(kind: str, path: str):
    prog = program(path)
    return ocl.build(ocl.context(kind), prog.source, " ".join(prog.build_options))


@functools.lru_cache(maxsize=None)
def device_macros(kind: str) -> frozenset:
    """The extension and optional-feature macros the device reports (what its compiler defines)."""
    dev = ocl.context(kind).devices[0]
    names = set(dev.extensions.split())
    try:
        names |= {f.name for f in dev.opencl_c_features}
    except Exception:  # an OpenCL 1.2 device
        pass
    return frozenset(names)


def device_has(kind: str, feature: str) -> bool:
    """Evaluate FEATURES[feature]'s test on what the device reports (every device here takes -cl-std=CL3.0)."""
    test = FEATURES[feature][0]
    test = re.sub(r"defined\((\w+)\)", lambda m: str(m.group(1) in device_macros(kind)), test)
    test = test.replace("__OPENCL_C_VERSION__ >= 200", "True").replace("&&", " and ").replace("||", " or ")
    return eval(test)  # noqa: S307 -- True/False/and/or/parentheses only


def runs_on(kind: str, prog, kernel: str) -> bool:
    return all(device_has(kind, f) for f in prog.requires.get(kernel, ()))


FILES = [SAMPLES / s / f for s in CONSTRUCTS for f in ("device.ll", "device.typed.ll")]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_kernel_builds_where_the_device_has_its_features(kind, path):
    prog = program(str(path))
    names = sorted(k.function_name for k in built(kind, str(path)).all_kernels())
    assert sorted(prog.kernels) == sorted(f.name for f in lift.parse_file(str(path)).definitions() if f.is_kernel)
    assert names == sorted(k for k in prog.kernels if runs_on(kind, prog, k))
    if kind == "intel-cpu":
        assert names == sorted(prog.kernels)


def test_requirements_are_the_constructs():
    """What each kernel needs follows from what it does (device.ll)."""
    req = {k: set(v) for s in CONSTRUCTS for k, v in program(str(SAMPLES / s / "device.ll")).requires.items()}
    assert req["_ZTS14LocalHistogram"] >= {"c11_atomics", "atomic_order_acq_rel", "atomic_scope_device"}
    assert req["_ZTS15GlobalHistogram"] == {"c11_atomics", "atomic_scope_device"}  # relaxed: no order feature
    assert req["_ZTS9BlockScan"] == req["_ZTS10BlockRange"] == {"work_group_collectives"}
    assert req["_ZTS11SubGroupOps"] == {"sub_groups", "sub_group_shuffle", "sub_group_shuffle_relative"}
    assert req["_ZTS10HalfDouble"] == {"fp16", "fp64"} and req["_ZTS4AxpyIdE"] == {"fp64"}
    assert "_ZTS4AxpyIfE" not in req and "_ZTS11MathFunctor" not in req and "_ZTS10VecSwizzle" not in req
    text = program(str(SAMPLES / "atomics_ref" / "device.ll")).source
    assert "memory_order_acq_rel, memory_scope_work_group" in text  # the local histogram's atomic_ref
    assert "memory_order_relaxed, memory_scope_device" in text


def test_reduction_kernels_need_what_their_strategies_use():
    """sycl::reduction's kernels (red_reduction): the SPIR-V generic-to-global cast DPC++ puts before
    an atomic on the result is folded back to the global pointer it came from (no to_global, no
    generic address space); llvm-spirv's `atomic_min` on float (typed IR) is a float atomic."""
    for form in ("device.ll", "device.typed.ll"):
        prog = program(str(SAMPLES / "red_reduction" / form))
        assert "to_global" not in prog.source and not any("generic_address_space" in v for v in prog.requires.values())
        (min_nd,) = [k for k in prog.kernels if "MinNd" in k]
        assert set(prog.requires[min_nd]) == {"c11_atomics", "float_atomics", "atomic_scope_device",
                                              "work_group_collectives"}
        assert "atomic_fetch_min_explicit((volatile __global atomic_float*)" in prog.source
    req = program(str(SAMPLES / "red_reduction" / "device.ll")).requires
    for kernel, features in req.items():  # the last work-group detection: an acq_rel atomic_ref counter
        assert ("atomic_order_acq_rel" in features) == ("SumRange" in kernel or "MaxUsm" in kernel), kernel


@functools.lru_cache(maxsize=None)
def spirv_kernels(sample: str) -> frozenset:
    return frozenset(ocl.kernel_names(ocl.context("intel-cpu"), (SAMPLES / sample / "device.spv").read_bytes()))


@functools.lru_cache(maxsize=None)
def llvm_spirv(sample: str) -> bytes:
    return ocl.spirv_from_llvm_ir((SAMPLES / sample / "device.ll").read_text())


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("form", ["device.ll", "device.typed.ll"])
@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_kernel_matches_dpcpp_spirv(sample, kernel, form, kind):
    path = str(SAMPLES / sample / form)
    prog = program(path)
    if kernel not in prog.kernels:  # device.typed.ll is DPC++'s device.spv read back: one aspect image
        assert form == "device.typed.ll" and kernel not in spirv_kernels(sample)
        return
    if not runs_on(kind, prog, kernel):  # not expressible on this device: absent from its build, not an error
        assert kernel not in {k.function_name for k in built(kind, path).all_kernels()}
        return
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, gsize, lsize = launch_inputs(params, sample, kernel)
    intel = ocl.context("intel-cpu")
    reference = (SAMPLES / sample / "device.spv").read_bytes() if kernel in spirv_kernels(sample) else llvm_spirv(sample)
    ref = ocl.run_kernel(intel, reference, kernel, args, gsize, lsize, params=params)
    got = ocl.run_kernel(ocl.context(kind), built(kind, path), kernel, args, gsize, lsize, params=params)
    # PoCL's exp/log/pow are other implementations (within OpenCL's ulp bounds), its native_* of
    # implementation-defined accuracy: MathFunctor's buffers there are close, not equal
    other_libm = kind == "pocl" and "MathFunctor" in kernel
    assert_same_buffers(ref, got, close=(1e-3, 1e-6) if other_libm else None)


def test_replay_on_pocl_skips_what_pocl_cannot_run():
    from passes.replay import run

    host = lift.parse_file(str(SAMPLES / "grp_algorithms" / "2026.2.0" / "host.O2.ll"))
    device = lift.parse_file(str(SAMPLES / "grp_algorithms" / "device.ll"))
    report = run.replay(host, device, "pocl")
    assert run.exit_code(report) == 0 and report["counts"]["skipped"] == 2 and report["counts"]["failed"] == 0
    for launch in report["launches"]:
        assert launch["status"] == "skipped" and "not expressible on" in launch["why"]
        assert "work_group_collectives (defined(__opencl_c_work_group_collective_functions))" in launch["why"]
    assert "Traceback" not in run.format_report(report)
