"""The device passes (link, propagate-ndrange, propagate-accessors, dae) driven by launch facts
written by hand from the sample sources (samples/*/expected.json), independent of host raising."""
from __future__ import annotations

import json

import pytest

import lift
from conftest import SAMPLES, llvm_verify, read_text
from passes import PassContext
from passes.analysis import device_model
from passes.pipeline import PASSES, make_report

DEVICE_PASSES = ["link", "propagate-ndrange", "propagate-accessors", "dae"]
PROGRAMS = sorted(p.parent.name for p in SAMPLES.glob("*/expected.json"))


def run(program: str, facts: dict | None = None, device_text: str | None = None, passes=DEVICE_PASSES):
    device = lift.parse_text(device_text or read_text(SAMPLES / program / "device.ll"), "device.ll")
    ctx = PassContext(device=device)
    ctx.analyses["sycl-program"] = facts or json.loads((SAMPLES / program / "expected.json").read_text())
    for name in passes:
        PASSES[name]().apply(ctx)
    return ctx, make_report(ctx)


def kernel(report, fragment):
    (k,) = [k for k in report["kernels"] if k["name"].endswith(fragment) or k["name"] == fragment]
    return k


@pytest.mark.parametrize("program", PROGRAMS)
def test_rewritten_device_verifies_and_metadata_is_consistent(program):
    ctx, report = run(program)
    text = ctx.device.print()
    llvm_verify(text)
    for fn in ctx.device.definitions():
        if not fn.is_kernel:
            continue
        omit = device_model.read_omit_args(fn)
        assert omit.count(False) == len(fn.arguments)
        for kind in ("kernel_arg_runtime_aligned", "kernel_arg_exclusive_ptr"):
            ref = fn.signature.metadata_attachment(kind)
            if ref is not None:
                assert len(ctx.device.metadata_operands(ref)) == len(fn.arguments)
    original = lift.parse_text(read_text(SAMPLES / program / "device.ll"))
    for k in report["kernels"]:
        before = device_model.read_omit_args(original.get_function(k["name"]))
        after_omitted = set(k["omitted"])
        assert {i for i, o in enumerate(before) if o} <= after_omitted, "DPC++'s own omissions stay"
        assert k["params_before"] - k["params_after"] == len(after_omitted) - before.count(True)


def test_vadd_offsets_fold_and_wrapper_gets_user_range():
    ctx, report = run("vadd")
    wrapper = kernel(report, "__pf_kernel_wrapperI4VAddEE")
    assert wrapper["propagated"]["global"] == [1024]
    assert wrapper["params_after"] == 3 and kernel(report, "_ZTS4VAdd")["params_after"] == 3
    text = ctx.device.print()
    assert "icmp ult i64 %7, 1024" in text  # the wrapper's bound check against the user range
    # the rounded range is not the user range: the wrapper still asks for its global size
    fn = ctx.device.get_function(wrapper["name"])
    assert any("GlobalSize" in (i.called_function.name if i.called_function else "") for i in fn.instructions())


def test_gemm_loop_bound_becomes_constant():
    ctx, report = run("gemm")
    assert kernel(report, "_ZTS4Gemm")["propagated"]["accessor_members"] == 7
    body = ctx.device.get_function("_ZTS4Gemm").render()
    assert "icmp eq i64 32, 0" in body  # K = A.get_range()[1] reaches the k-loop's guard
    assert "byval" not in body.split("{")[0]  # every range/id parameter is gone


def test_tiled_gemm_nd_range_local_size():
    ctx, report = run("tiled_gemm")
    block_sum = kernel(report, "_ZTS8BlockSum")
    assert block_sum["propagated"]["local"] == [16, 16]
    text = ctx.device.get_function("_ZTS8BlockSum").render()
    assert "WorkgroupSizei" not in text


def test_disagreeing_launches_are_not_propagated():
    ctx, report = run("multi_launch")
    wrapper = kernel(report, "__pf_kernel_wrapperI7Scale3DEE")
    assert wrapper["propagated"]["global"] is None
    assert any("Scale3D" in s["what"] and "disagree" in s["why"] for s in report["skipped"])
    bump = kernel(report, "__pf_kernel_wrapperI4BumpEE")  # two launches, same range: agreed
    assert bump["launches"] == 2 and bump["propagated"]["global"] == [64]


def test_written_byval_parameter_is_not_folded():
    device = lift.parse_text(read_text(SAMPLES / "vadd" / "device.ll"))
    fn = device.get_function("_ZTS4VAdd")
    offset = fn.arguments[1]
    fn.entry.insert(0, "store i64 7, ptr {0}, align 8", offset)
    ctx, report = run("vadd", device_text=device.print())
    k = kernel(report, "_ZTS4VAdd")
    assert k["propagated"]["accessor_members"] == 2 and k["params_after"] == 4
    assert any("_ZTS4VAdd" in s["what"] and "store" in s["why"] for s in report["skipped"])


def test_typed_pointer_ir_gets_nd_range_but_no_argument_changes():
    """After a SPIR-V round trip there is no !sycl_kernel_omit_args: sizes are still propagated
    (OpenCL builtin calls), parameters are not touched, and the report says why."""
    ctx, report = run("tiled_gemm", device_text=read_text(SAMPLES / "tiled_gemm" / "device.typed.ll"))
    block_sum = kernel(report, "_ZTS8BlockSum")
    assert block_sum["propagated"]["local"] == [16, 16]
    assert block_sum["params_after"] == block_sum["params_before"]
    assert "get_local_size" not in ctx.device.get_function("_ZTS8BlockSum").render()
    assert any("omit_args" in s["why"] for s in report["skipped"])
    llvm_verify(ctx.device.print())


def test_cleanup_pass_runs_llvm():
    ctx, report = run("gemm", passes=DEVICE_PASSES + ["cleanup"])
    body = ctx.device.get_function("_ZTS4Gemm").render()
    assert "icmp eq i64 32, 0" not in body and "mul i64 0," not in body
    llvm_verify(ctx.device.print())
