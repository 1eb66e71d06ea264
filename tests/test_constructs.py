"""SYCL 2020 device constructs through the OpenCL C writer and the replay (samples atomics_ref,
grp_algorithms, sg_ops, hier_pfwg, math_vec, red_reduction; see samples/README.md).  hier_pfwg's group-scope
pointers go through work-group-local WGCopy slots (stored as integers, loaded back in every
work-item): the writer gives them the address space of what is stored there (__local), so its C is
OpenCL C 1.2.

* Every kernel of these samples' device.ll and device.typed.ll is written as OpenCL C that builds on
  PoCL and Intel's CPU runtime.  Atomics (C11 orders and scopes) and work-group collectives have an
  OpenCL C 1.2 form under `#else` of their features' test, so their kernels run everywhere (PoCL 3.1
  has no work-group collectives); a kernel whose C needs another optional feature (sub-groups and
  their shuffles, half, double) is under `#if` the feature's test macro: each device's build has
  exactly the kernels whose features it reports (its extensions and `__opencl_c_*` features), Intel's
  has all of them, PoCL's all but SubGroupOps and HalfDouble.
* Every kernel runs from the written OpenCL C -- on Intel's CPU runtime, and on PoCL where PoCL has
  its features -- with the arguments that run DPC++'s SPIR-V on Intel's CPU runtime, and leaves the
  same buffers bit for bit.  DPC++ splits kernels by the aspects they use (fp64, fp16) into separate
  device images and `device.spv` holds one of them: kernels of another image are compared with the
  SPIR-V LLVM's backend makes of device.ll (as `sycl-lift replay` runs the original on Intel).
* The OpenCL C 1.2 forms are checked on Intel's CPU runtime too, which has every feature: the file
  built with `OpenCLProgram.portable_options` (-cl-std=CL1.2, what an OpenCL 1.2 device gets; with
  work-groups of 8 and 16 work-items and the collectives passing 3 values per round, so that rounds
  and a partial last round are exercised) leaves the same buffers as DPC++'s SPIR-V.
* `sycl-lift replay` on PoCL skips a launch whose kernel PoCL cannot run, saying which feature it
  lacks, and replays the rest.
"""
from __future__ import annotations

import functools
import re

import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import first_run, launch_inputs, plan

import lift
from conftest import SAMPLES, assert_same_buffers, ir, read_text, sample_device, uncompressed_name
from passes.opencl.builtins import FEATURES
from passes.opencl.writer import write_opencl_program

CONSTRUCTS = ("atomics_ref", "grp_algorithms", "sg_ops", "hier_pfwg", "math_vec", "red_reduction")
# kernels PoCL 3.1 cannot run: sub-groups, half (the others take their OpenCL 1.2 forms there)
POCL_LACKS = {"_ZTS11SubGroupOps": ["sub_group_shuffle", "sub_group_shuffle_relative", "sub_groups"],
              "_ZTS10HalfDouble": ["fp16"], "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10HalfDoubleEE": ["fp16"]}
# samples with atomics or work-group collectives, whose OpenCL 1.2 forms are checked on Intel
PORTABLE = ("atomics_ref", "grp_algorithms", "builtins_mix")
# Samples whose kernels the OpenCL C writer cannot write yet, and why (kept out of the OpenCL tests,
# here, in test_opencl_c.py and in test_replay.py; their raise goldens are tested):
WRITER_GAPS = {
    "images_unsupported": "images are not supported: the writer has no OpenCL C for __spirv_ImageRead/Write and "
                          "leaves the Brighten kernels out (tests/test_host_commands.py), and the raise lists "
                          "their image accessors as 'other'",
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


FILES = [ir(SAMPLES / s / f) for s in CONSTRUCTS for f in ("device.ll", "device.typed.ll")]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{uncompressed_name(p.name)}")
def test_every_kernel_builds_where_the_device_has_its_features(kind, path):
    prog = program(str(path))
    names = sorted(k.function_name for k in built(kind, str(path)).all_kernels())
    assert sorted(prog.kernels) == sorted(f.name for f in lift.parse_file(str(path)).definitions() if f.is_kernel)
    assert names == sorted(k for k in prog.kernels if runs_on(kind, prog, k))
    if kind == "intel-cpu":
        assert names == sorted(prog.kernels)


def test_requirements_are_the_constructs():
    """What each kernel needs (no OpenCL 1.2 form: left out without it) and uses where the device has
    it (else its 1.2 form) follows from what it does (device.ll)."""
    progs = [program(str(ir(SAMPLES / s / "device.ll"))) for s in CONSTRUCTS + ("builtins_mix",)]
    assert program(str(ir(SAMPLES / "hier_pfwg" / "device.ll"))).build_options == ("-cl-std=CL1.2",)  # slots resolved
    req = {k: set(v) for p in progs for k, v in p.requires.items()}
    uses = {k: set(v) for p in progs for k, v in p.uses.items()}
    assert uses["_ZTS14LocalHistogram"] >= {"c11_atomics", "atomic_order_acq_rel", "atomic_scope_device"}
    assert uses["_ZTS15GlobalHistogram"] == {"c11_atomics", "atomic_scope_device"}  # relaxed: no order feature
    assert uses["_ZTS9BlockScan"] == uses["_ZTS10BlockRange"] == uses["_ZTS11GroupTotals"] == {"work_group_collectives"}
    assert req["_ZTS11SubGroupOps"] == {"sub_groups", "sub_group_shuffle", "sub_group_shuffle_relative"}
    assert req["_ZTS10HalfDouble"] == {"fp16", "fp64"} and req["_ZTS4AxpyIdE"] == {"fp64"}
    assert set(req) == {"_ZTS11SubGroupOps", "_ZTS10HalfDouble", "_ZTS4AxpyIdE",  # atomics, collectives: none
                        "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10HalfDoubleEE",
                        "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyIdEEE"}
    assert not set(uses) & set(req)
    text = program(str(ir(SAMPLES / "atomics_ref" / "device.ll"))).source
    assert "memory_order_acq_rel, memory_scope_work_group" in text  # the local histogram's atomic_ref
    assert "memory_order_relaxed, memory_scope_device" in text
    # ... and their OpenCL 1.2 forms, under #else of the features' test
    assert "#else\n    uint i25 = sycl_atomic_add_fenced_local_uint((volatile __local uint*)" in text
    assert "atomic_add((volatile __global uint*)" in text
    assert progs[0].portable_options == ("-cl-std=CL1.2",) and progs[0].build_options == ("-cl-std=CL3.0",)


def test_pocl_lacks_only_sub_groups_and_half():
    """Every other construct kernel is in PoCL's build (and so runs in the comparison below; the
    HalfDouble launch also runs its range-rounding wrapper)."""
    lacks = {}
    for s in CONSTRUCTS + ("builtins_mix",):
        prog = program(str(ir(SAMPLES / s / "device.ll")))
        names = {k.function_name for k in built("pocl", str(ir(SAMPLES / s / "device.ll"))).all_kernels()}
        lacks.update({k: sorted(set(prog.requires[k]) - {f for f in prog.requires[k] if device_has("pocl", f)})
                      for k in set(prog.kernels) - names})
    assert lacks == POCL_LACKS


def test_reduction_kernels_need_what_their_strategies_use():
    """sycl::reduction's kernels (red_reduction): the SPIR-V generic-to-global cast DPC++ puts before
    an atomic on the result is folded back to the global pointer it came from (no to_global, no
    generic address space); llvm-spirv's `atomic_min` on float (typed IR) is a float atomic."""
    def needs(prog, kernel) -> set:  # features it requires, and those it uses where present (1.2 forms elsewhere)
        return set(prog.requires.get(kernel, ())) | set(prog.uses.get(kernel, ()))

    for form in ("device.ll", "device.typed.ll"):
        prog = program(str(ir(SAMPLES / "red_reduction" / form)))
        assert "to_global" not in prog.source and not any("generic_address_space" in v for v in prog.requires.values())
        (min_nd,) = [k for k in prog.kernels if "MinNd" in k]
        assert needs(prog, min_nd) == {"c11_atomics", "float_atomics", "atomic_scope_device", "work_group_collectives"}
        assert "atomic_fetch_min_explicit((volatile __global atomic_float*)" in prog.source
    prog = program(str(ir(SAMPLES / "red_reduction" / "device.ll")))
    for kernel in prog.kernels:  # the last work-group detection: an acq_rel atomic_ref counter
        assert ("atomic_order_acq_rel" in needs(prog, kernel)) == ("SumRange" in kernel or "MaxUsm" in kernel), kernel


@functools.lru_cache(maxsize=None)
def spirv_kernels(sample: str) -> frozenset:
    return frozenset(ocl.kernel_names(ocl.context("intel-cpu"), (SAMPLES / sample / "device.spv").read_bytes()))


@functools.lru_cache(maxsize=None)
def llvm_spirv(sample: str) -> bytes:
    return ocl.spirv_from_llvm_ir(read_text(SAMPLES / sample / "device.ll"))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("form", ["device.ll", "device.typed.ll"])
@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_kernel_matches_dpcpp_spirv(sample, kernel, form, kind):
    path = str(ir(SAMPLES / sample / form))
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
    # PoCL's mad() rounds the product (typed IR's HierScale calls it; test_opencl_c.py says more)
    unfused_mad = kind == "pocl" and "mad(" in program(path).source and "HierScale" in kernel
    assert_same_buffers(ref, got, close=(1e-3, 1e-6) if other_libm else (1e-5, 1e-6) if unfused_mad else None)


def test_replay_on_pocl_skips_what_pocl_cannot_run():
    from sycl_lift.replay import run

    host = lift.parse_file(str(ir(SAMPLES / "sg_ops" / "2026.2.0" / "host.O2.ll")))
    device = lift.parse_file(str(ir(SAMPLES / "sg_ops" / "device.ll")))
    report = run.replay(host, device, "pocl")
    assert run.exit_code(report) == 0 and report["counts"]["skipped"] == 1 and report["counts"]["failed"] == 0
    for launch in report["launches"]:
        assert launch["status"] == "skipped" and "not expressible on" in launch["why"]
        assert "needs sub_group_shuffle, sub_group_shuffle_relative, sub_groups (" in launch["why"]
        assert "(defined(__opencl_c_subgroups) || defined(cl_khr_subgroups))), which the device lacks" in launch["why"]
    assert "Traceback" not in run.format_report(report)


# (sample, kernel, work-group size: the program's, or 16 for the nd_range kernels)
PORTABLE_CASES = [(s, k, local) for s in PORTABLE for k in plan(s).kernels()
                  for local in [None] + ([16] if first_run(s, k).local_size else [])]


@pytest.mark.parametrize("form", ["device.ll", "device.typed.ll"])
@pytest.mark.parametrize("sample,kernel,local", PORTABLE_CASES, ids=[f"{s}-{k[:60]}-{n}" for s, k, n in PORTABLE_CASES])
def test_opencl12_forms_match_dpcpp_spirv_on_intel(sample, kernel, local, form):
    """The file as an OpenCL 1.2 device builds it, on Intel: every atomic and collective in its 1.2 form."""
    path = str(ir(SAMPLES / sample / form))
    prog = program(path)
    assert prog.portable_options == ("-cl-std=CL1.2",)
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, gsize, lsize = launch_inputs(params, sample, kernel)
    if local is not None:
        lsize = (local,)
        gsize = (max(gsize[0] // local, 1) * local,)
    intel = ocl.context("intel-cpu")
    options = " ".join(prog.portable_options + ("-DSYCL_LIFT_WG_CHUNK=3",))
    got = ocl.run_kernel(intel, ocl.build(intel, prog.source, options), kernel, args, gsize, lsize, params=params)
    ref = ocl.run_kernel(intel, (SAMPLES / sample / "device.spv").read_bytes(), kernel, args, gsize, lsize,
                         params=params)
    assert_same_buffers(ref, got)


def test_opencl12_forms_are_what_runs_there():
    """Under -cl-std=CL1.2 the 3.0 forms are compiled out (Intel defines the collectives' feature
    macro in 1.2 mode too): a file whose 1.2 branch is broken fails to build there, not under 3.0."""
    prog = program(str(ir(SAMPLES / "grp_algorithms" / "device.ll")))
    intel = ocl.context("intel-cpu")
    broken = prog.source.replace("sycl_wg_scratch_uint);", "sycl_wg_scratch_uint_missing);")
    assert broken != prog.source
    ocl.build(intel, broken, " ".join(prog.build_options))  # 3.0: the 1.2 branch is not compiled
    with pytest.raises(ocl.KernelError):
        ocl.build(intel, broken, " ".join(prog.portable_options))


def test_a_pointer_slot_whose_stores_disagree_holds_generic_pointers():
    """hier_pfwg's HierScale with work-item 0's private `group` pointer also stored into the WGCopy
    slot that then gets the kernel object's __local address (mutated real IR): the slot's stores
    disagree, so both are written as generic pointers and the loads read generic ones (OpenCL C 2.0);
    the kernel still leaves what LLVM's SPIR-V of the same IR leaves on Intel."""
    text = read_text(SAMPLES / "hier_pfwg" / "device.ll")
    old = ("store ptr addrspace(4) %30, ptr addrspace(3) "
           "@_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENKUlNS0_5groupILi1EEEE_clES5_WG_, align 8")
    assert text.count(old) == 1
    mutated = text.replace(old, "store ptr addrspace(4) %30, ptr addrspace(3) @WGCopy.1.0, align 8")
    prog = write_opencl_program(lift.parse_text(mutated, "mutated.ll"))
    assert prog.build_options == ("-cl-std=CL2.0",) and prog.portable_options == ()
    stores = [line.strip() for line in prog.source.splitlines() if line.strip().startswith("WGCopy_1_0 = ")]
    assert stores == ["WGCopy_1_0 = (ulong)(sycl_group_4*)&priv9;",  # generic pointers, both
                      "WGCopy_1_0 = (ulong)(anon_2*)&" + stores[1].split("&")[1]]
    assert "    uchar* p34 = (uchar*)WGCopy_1_0;" in prog.source.splitlines()
    assert "__local uchar* p35 = (__local uchar*)WGCopy_1_1;" in prog.source  # the other slot agrees
    kernel = "_ZTS9HierScale"
    params = ocl.kernel_params(sample_device("hier_pfwg"), kernel)
    args, gsize, lsize = launch_inputs(params, "hier_pfwg", kernel)
    intel = ocl.context("intel-cpu")
    ref = ocl.run_kernel(intel, ocl.spirv_from_llvm_ir(mutated), kernel, args, gsize, lsize, params=params)
    got = ocl.run_kernel(intel, ocl.build(intel, prog.source, " ".join(prog.build_options)), kernel, args, gsize,
                         lsize, params=params)
    assert_same_buffers(ref, got)
