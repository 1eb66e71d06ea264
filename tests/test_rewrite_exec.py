"""Differential execution: every kernel of every sample, ORIGINAL DPC++ SPIR-V (device.spv) vs the
REWRITTEN device IR compiled by LLVM's SPIR-V backend, on Intel's OpenCL CPU runtime, and vs the
rewritten kernels.cl on Intel's runtime and on PoCL, with the same random inputs.  The rewritten kernel gets the argument list that the report says is left (DAE
removes parameters; `omitted` lists original argument indices), and its buffers must come out bit
for bit the same."""
from __future__ import annotations

import functools

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader
from harness.sample_launches import CASES, SAMPLES as PROGRAMS, build_args, first_run, launch_inputs

import lift
from conftest import SAMPLES, kept_arguments, read_text, rewritten, sample_device
from test_constructs import runs_on

@functools.lru_cache(maxsize=None)
def rewritten_spirv(sample: str, target: str = "any") -> bytes:
    return ocl.spirv_from_llvm_ir(rewritten(sample, target)[0])


@functools.lru_cache(maxsize=None)
def rewritten_opencl(sample: str, target: str = "any"):
    """kernels.cl of the rewritten device module: (source, build options)."""
    from passes.opencl.writer import write_opencl_program

    program = write_opencl_program(lift.parse_text(rewritten(sample, target)[0], "rewritten device.ll"))
    return program.source, " ".join(program.build_options), program


@pytest.fixture(scope="module")
def intel():
    return ocl.context("intel-cpu")


@functools.lru_cache(maxsize=None)
def pocl():
    return ocl.context("pocl")


def test_launches_agree_with_the_propagated_constants():
    """The inputs must be what the host launches, or a specialised kernel would be run wrongly."""
    checked = 0
    for sample in PROGRAMS:
        _, report = rewritten(sample)
        for k in report["kernels"]:
            run = first_run(sample, k["name"])
            if k["propagated"]["global"] is not None:
                launched = run.args[0].value if run.wrapper else tuple(reversed(run.global_size))  # the user range
                assert tuple(k["propagated"]["global"]) == tuple(launched), (sample, k["name"])
                checked += 1
            if k["propagated"]["local"] is not None:
                assert tuple(k["propagated"]["local"]) == tuple(reversed(run.local_size)), (sample, k["name"])
    assert checked >= 9


@pytest.mark.parametrize("sample,kernel", CASES, ids=[f"{s}-{k[:60]}" for s, k in CASES])
def test_rewritten_kernel_computes_the_same(intel, sample, kernel):
    text, report = rewritten(sample)
    params = ocl.kernel_params(sample_device(sample), kernel)
    args, gsize, lsize = launch_inputs(params, sample, kernel)
    want = ocl.run_kernel(intel, (SAMPLES / sample / "device.spv").read_bytes(), kernel, args, gsize, lsize,
                          params=params)
    new_params = ocl.kernel_params(lift.parse_text(text), kernel)
    kept = kept_arguments(sample, kernel, args, report)
    for target_spirv in (rewritten_spirv(sample), rewritten_spirv(sample, "pocl")):  # pocl: with loop barriers
        got = ocl.run_kernel(intel, target_spirv, kernel, kept, gsize, lsize, params=new_params)
        assert len(want) == len(got)
        for i, (w, g) in enumerate(zip(want, got)):
            assert w.tobytes() == g.tobytes(), f"buffer {i}: {np.count_nonzero(w != g)} elements differ"
    # and the rewritten kernel as OpenCL C (kernels.cl), on Intel's runtime and on PoCL, and rewritten
    # for PoCL (--target pocl: work-group barriers in uniform loops) on PoCL
    for ctx, target in ((intel, "any"), (pocl(), "any"), (pocl(), "pocl")):
        source, options, program = rewritten_opencl(sample, target)
        assert [k["omitted"] for k in rewritten(sample, target)[1]["kernels"]] == [k["omitted"] for k in report["kernels"]]
        built = ocl.build(ctx, source, options)
        if not runs_on(ocl.device_kind(ctx), program, kernel):  # needs an optional feature the device lacks
            assert kernel not in [k.function_name for k in built.all_kernels()]
            continue
        got = ocl.run_kernel(ctx, built, kernel, kept, gsize, lsize, params=new_params)
        for i, (w, g) in enumerate(zip(want, got)):
            assert w.tobytes() == g.tobytes(), f"kernels.cl --target {target} on {ocl.device_kind(ctx)}: buffer {i} differs"


def test_the_pocl_target_really_adds_barriers_to_sample_kernels():
    """So that the PoCL runs above check kernels with added barriers (and Oclgrind checks them too)."""
    with_barriers = sorted(k["name"] for s in PROGRAMS for k in rewritten(s, "pocl")[1]["kernels"]
                           if any(e["barrier"] for e in k.get("loop_barriers", [])))
    assert "_ZTS6SumAll" in with_barriers and any(k.endswith("HarnessGemm") for k in with_barriers), with_barriers


def test_some_kernels_really_lost_parameters():
    lost = sum(k["params_before"] - k["params_after"] for s in PROGRAMS for k in rewritten(s)[1]["kernels"])
    assert lost >= 60


def test_equal_runtime_ranges_share_one_parameter(intel):
    """samples/variants/runtime_pair: two buffers made with the same run-time size.  Their memory
    ranges are not constants, but provably equal: the second accessor reads the first one's
    parameter, its own is removed, and the kernel still computes the same."""
    from harness.sample_launches import Launch

    sample, kernel = "variants/runtime_pair", "_ZTS7PairAdd"
    text, report = rewritten(sample)
    (entry,) = [k for k in report["kernels"] if k["name"] == kernel]
    assert entry["propagated"]["global"] is None  # the size is only known at run time
    assert 6 in entry["omitted"] and 2 not in entry["omitted"]  # Y's memory range goes, X's stays
    params = ocl.kernel_params(sample_device(sample), kernel)
    args = build_args(params, Launch((32, 48), [((32, 48), np.float32)] * 2), seed=11)
    spirv_in = ocl.spirv_from_llvm_ir(read_text(SAMPLES / sample / "device.ll"))
    want = ocl.run_kernel(intel, spirv_in, kernel, args, (48, 32), params=params)
    kept = kept_arguments(sample, kernel, args, report)
    got = ocl.run_kernel(intel, rewritten_spirv(sample), kernel, kept, (48, 32),
                         params=ocl.kernel_params(lift.parse_text(text), kernel))
    assert [w.tobytes() for w in want] == [g.tobytes() for g in got]
