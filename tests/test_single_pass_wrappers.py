"""single-pass-wrappers (on for --target cpu and pocl, for gpu without a loop of their own, opt-in elsewhere): DPC++'s range-rounding wrappers
get a version without their grid-stride loops, taken when the rounded range covers the user range;
wrappers that coarsen blocked keep their blocked loop, and on PoCL those loop-barriers gave a uniform
version keep that.  Real DPC++ IR; the rewritten
wrappers replay equal to the original ones on PoCL and Intel, on the rounded range (the single pass)
and on a range smaller than the user range (a capped range: the grid-stride loops)."""
from __future__ import annotations


import pytest

from harness import opencl as ocl  # noqa: F401  first: it sets up the OpenCL ICD loader

import lift
from conftest import REWRITE_RELEASE, SAMPLES, ir, llvm_verify, read_text, replay_wrappers, rewritten
from passes import pipeline
from sycl_lift.replay import plan as planning
from sycl_lift.replay import run
from passes.transforms.single_pass_wrappers import single_pass

ENABLED = ("single-pass-wrappers",)
SAMPLES_WITH_WRAPPERS = ["harness_gemm", "harness_stencil", "harness_stats", "harness_usm", "vadd", "struct_3d"]


def _entries(report) -> dict:
    return {k["name"]: k["single_pass"] for k in report["kernels"] if "single_pass" in k}


@pytest.mark.parametrize("sample", SAMPLES_WITH_WRAPPERS)
def test_every_wrapper_is_versioned_and_the_module_verifies(sample):
    device, report = rewritten(sample, enable=ENABLED)
    entries = _entries(report)
    assert entries and all(e["versioned"] for e in entries.values()), entries
    assert all("pf_kernel_wrapper" in name for name in entries)  # the user's kernels are left alone
    llvm_verify(device)


def test_off_for_any_unless_enabled():
    _, report = rewritten("harness_stats", "any")
    assert not _entries(report)


def test_gpu_versions_only_wrappers_without_a_loop_of_their_own():
    """The column mean and variance loop over rows inside their grid-stride loop (NVIDIA's compiler
    did better with the grid-stride loop there); CentreColumns has no loop of its own."""
    _, report = rewritten("harness_stats", "gpu")
    entries = _entries(report)
    assert sum(e["versioned"] for e in entries.values()) == 1, entries
    (centre,) = [e for n, e in entries.items() if "CentreColumns" in n]
    assert centre["versioned"]
    assert all("loop of its own" in e["why"] for n, e in entries.items() if "CentreColumns" not in n)


def test_on_for_pocl_where_loop_barriers_gave_no_uniform_version():
    """On PoCL the column mean and variance wrappers keep loop-barriers' uniform version (a barrier
    in their loop: 8-9x); CentreColumns' wrapper, which has no loop for one, gets the single pass."""
    _, report = rewritten("harness_stats", "pocl")
    kernels = {k["name"]: k for k in report["kernels"] if "pf_kernel_wrapper" in k["name"]}
    uniform = [k for n, k in kernels.items() if "ColumnMean" in n or "ColumnVariance" in n]
    (centre,) = [k for n, k in kernels.items() if "CentreColumns" in n]
    assert len(uniform) == 2 and all(k["uniform_wrapper"]["versioned"] for k in uniform)
    assert all(not k["single_pass"]["versioned"] and "uniform version" in k["single_pass"]["why"] for k in uniform)
    assert centre["single_pass"]["versioned"] and not centre["uniform_wrapper"]["versioned"]


def test_on_for_cpu():
    _, report = rewritten("harness_stats", "cpu")
    entries = _entries(report)
    assert len(entries) == 3 and all(e["versioned"] for e in entries.values()), entries


def test_wrappers_coarsen_blocked_keep_their_blocked_loop():
    """On cpu, coarsen blocks GEMM's wrapper (8 rows per step of its grid-stride loop); single-pass
    leaves it so and says why, and still versions the mat-vec wrapper coarsen refused."""
    _, report = rewritten("harness_gemm", "cpu")
    kernels = {k["name"]: k for k in report["kernels"]}
    gemm = [k for n, k in kernels.items() if "pf_kernel_wrapper" in n and "HarnessGemm" in n]
    matvec = [k for n, k in kernels.items() if "pf_kernel_wrapper" in n and "HarnessMatVec" in n]
    assert len(gemm) == 1 and gemm[0]["coarsen"]["coarsened"]
    assert not gemm[0]["single_pass"]["versioned"] and "coarsen" in gemm[0]["single_pass"]["why"]
    assert len(matvec) == 1 and matvec[0]["single_pass"]["versioned"] and not matvec[0]["coarsen"]["coarsened"]


def test_a_loop_that_is_not_grid_stride_is_left_alone_with_the_reason():
    """The wrapper's step mutated from the global size to 1: no longer a grid-stride loop."""
    module = lift.parse_text(read_text(SAMPLES / "vadd" / "device.ll"), "device.ll")
    (fn,) = [f for f in module.definitions() if f.is_kernel and "pf_kernel_wrapper" in f.name]
    (step,) = [i for i in fn.instructions() if i.opcode == "add" and any(
        getattr(op, "called_function", None) is not None and "GlobalSize" in op.called_function.name for op in i.operands)]
    size = next(i for i, op in enumerate(step.operands) if getattr(op, "called_function", None) is not None)
    step.set_operand(size, lift.Constant("1"))
    entry = single_pass(fn)
    assert not entry["versioned"] and "no grid-stride loop" in entry["why"]


def _replay(sample: str, kind: str, shrink: bool):
    host = lift.parse_file(ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / sample / "device.ll"))
    fresh = [lift.parse_text(m.source, m.filename) for m in (host, original)]
    device = pipeline.rewrite(*fresh, target="pocl" if kind == "pocl" else "cpu", enable=ENABLED).device
    assert any(r.wrapper for step in planning.build(host, original, {}).steps for r in step.runs)
    # rounded: a tail of work-items past the user range along OpenCL dimension 0 too (DPC++ rounds
    # the last one, and not at all at the samples' sizes, multiples of 32)
    return replay_wrappers(host, original, device, kind, {}, capped=(0,) if shrink else (), padded=() if shrink else (0,))


@pytest.mark.parametrize("kind", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("shrink", [False, True], ids=["rounded", "capped"])
@pytest.mark.parametrize("sample", ["harness_gemm", "harness_stencil", "harness_stats", "vadd"])
def test_rewritten_wrappers_replay_equal(sample, shrink, kind):
    report = _replay(sample, kind, shrink)
    assert run.exit_code(report) == 0, run.format_report(report)
    ran = [r for step in report["launches"] for r in step.get("runs", []) if r["wrapper"]]
    assert ran and all(r["status"] == "agree" for r in ran)


def test_a_grid_stride_loop_tested_the_other_way_round_is_versioned_and_replays_equal():
    """vadd's wrapper with its latch written `br (next >= N), exit, header` (the same loop, read in
    normal form by the loop model): versioned, and on PoCL the rewrite agrees with that original on
    a capped range (the grid-stride loop goes round) and a padded one (the single pass)."""
    text = read_text(SAMPLES / "vadd" / "device.ll")
    latch = "  %27 = icmp ult i64 %26, %8\n  br i1 %27, label %18, label %28, !llvm.loop !15"
    assert text.count(latch) == 1
    text = text.replace(latch, "  %27 = icmp uge i64 %26, %8\n  br i1 %27, label %28, label %18, !llvm.loop !15")
    original = lift.parse_text(text, "device.ll")
    (fn,) = [f for f in original.definitions() if f.is_kernel and "pf_kernel_wrapper" in f.name]
    assert single_pass(lift.parse_text(text, "device.ll").get_function(fn.name))["versioned"]
    host = lift.parse_file(ir(SAMPLES / "vadd" / REWRITE_RELEASE / "host.O2.ll"))
    fresh = lift.parse_text(host.source, host.filename), lift.parse_text(text, "device.ll")
    rewritten_text = pipeline.rewrite(*fresh, target="pocl", enable=ENABLED).device
    llvm_verify(rewritten_text)
    for capped, padded in (((0,), ()), ((), (0,))):
        report = replay_wrappers(host, original, rewritten_text, "pocl", {}, capped=capped, padded=padded)
        assert run.exit_code(report) == 0, run.format_report(report)
        ran = [r for step in report["launches"] for r in step.get("runs", []) if r["wrapper"]]
        assert ran and all(r["status"] == "agree" for r in ran)
