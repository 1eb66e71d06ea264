"""uniformity + loop-barriers: a work-group barrier goes into a kernel loop only where every
work-item of a group provably runs the loop equally often, and only for --target pocl.

The small kernels below are synthetic spir64 IR written for the analysis (each isolates one way a
loop can be divergent); the samples and benchmark programs are real DPC++ output."""
from __future__ import annotations

from pathlib import Path

import pytest

import lift
from lift.graphs import natural_loops
from passes import PassContext, pipeline
from passes.transforms.loop_barriers import LoopBarriers
from passes.analysis.uniformity import analyse

from conftest import llvm_verify, rewritten

PROGRAMS = Path(__file__).resolve().parent.parent / "benchmarks" / "programs"

HEAD = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%range = type { [1 x i64] }

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32)
declare spir_func void @helper(ptr addrspace(1))

"""


def kernel(body: str, params: str = "ptr addrspace(1) %out, i64 %n", declare: str = "") -> lift.Module:
    return lift.parse_text(HEAD + declare + f"define spir_kernel void @k({params}) {{\n{body}}}\n", "k.ll")


# one loop `for (i = 0; i != BOUND; ++i) out[i] += 1` with the bound and what comes before it open
LOOP = """entry:
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
{before}  br label %loop
loop:
  %i = phi i64 [ 0, %{pre} ], [ %next, %latch ]
  %p = getelementptr float, ptr addrspace(1) %out, i64 %i
  %v = load float, ptr addrspace(1) %p
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %p
{inside}  br label %latch
latch:
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, {bound}
  br i1 %done, label %exit, label %loop
exit:
  ret void
"""


def loop_kernel(bound="%n", before="", pre="entry", inside="", params="ptr addrspace(1) %out, i64 %n", declare=""):
    return kernel(LOOP.format(bound=bound, before=before, pre=pre, inside=inside), params, declare)


def only_loop_verdict(module: lift.Module):
    fn = module.get_function("k")
    (loop,) = natural_loops(fn)
    return analyse(fn).loop_divergence(loop)



def test_a_loop_with_a_parameter_bound_is_uniform():
    assert only_loop_verdict(loop_kernel("%n")) is None


def test_a_loop_with_a_constant_bound_is_uniform():
    assert only_loop_verdict(loop_kernel("512")) is None


def test_a_loop_bounded_by_the_work_group_size_is_uniform():
    before = "  %t = call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 0)\n"
    assert only_loop_verdict(loop_kernel("%t", before)) is None


def test_a_loop_bounded_by_the_work_item_id_is_not():
    assert "different iterations" in only_loop_verdict(loop_kernel("%gid"))


def test_a_loop_bounded_by_a_value_from_memory_is_not():
    before = "  %m = load i64, ptr addrspace(1) %out\n"
    assert "different iterations" in only_loop_verdict(loop_kernel("%m", before))


def test_a_by_value_range_that_nothing_writes_is_uniform():
    params = "ptr addrspace(1) %out, ptr byval(%range) align 8 %r"
    before = "  %m = load i64, ptr %r, align 8\n"
    assert only_loop_verdict(loop_kernel("%m", before, params=params)) is None


def test_a_by_value_range_the_kernel_writes_is_not():
    params = "ptr addrspace(1) %out, ptr byval(%range) align 8 %r"
    before = "  store i64 %gid, ptr %r, align 8\n  %m = load i64, ptr %r, align 8\n"
    assert only_loop_verdict(loop_kernel("%m", before, params=params)) is not None


def test_a_loop_under_a_work_item_condition_is_not():
    before = "  %in = icmp ult i64 %gid, %n\n  br i1 %in, label %guarded, label %exit\nguarded:\n"
    assert "only reached by some work-items" in only_loop_verdict(loop_kernel("%n", before, pre="guarded"))


def test_a_loop_after_a_work_item_early_return_is_not():
    before = ("  %first = icmp eq i64 %gid, 0\n  br i1 %first, label %early, label %go\n"
              "early:\n  ret void\ngo:\n")
    assert "only reached by some work-items" in only_loop_verdict(loop_kernel("%n", before, pre="go"))


def test_a_loop_after_a_uniform_condition_is_uniform():
    before = "  %some = icmp ugt i64 %n, 4\n  br i1 %some, label %go, label %exit\ngo:\n"
    assert only_loop_verdict(loop_kernel("%n", before, pre="go")) is None


def test_a_work_item_branch_that_rejoins_inside_the_loop_keeps_it_uniform():
    inside = ("  %odd = icmp eq i64 %gid, %i\n  br i1 %odd, label %then, label %latch\n"
              "then:\n  store float 0.0, ptr addrspace(1) %p\n")
    assert only_loop_verdict(loop_kernel("%n", inside=inside)) is None


def test_a_work_item_break_out_of_the_loop_is_not():
    inside = "  %stop = icmp eq i64 %gid, %i\n  br i1 %stop, label %exit, label %latch\nlatch0:\n"
    assert "different iterations" in only_loop_verdict(loop_kernel("%n", inside=inside))


def test_a_value_that_depends_on_a_divergent_exit_is_divergent():
    """Work-items that leave a loop in different iterations carry different induction values out."""
    inside = "  %stop = icmp eq i64 %gid, %i\n  br i1 %stop, label %exit, label %latch\nlatch0:\n"
    fn = loop_kernel("%n", inside=inside).get_function("k")
    u = analyse(fn)
    i = next(inst for inst in fn.instructions() if inst.name == "i")
    assert not u.is_uniform(i)


# --------------------------------------------------------------------------------------------------
# the pass


def run_pass(module: lift.Module, target: str = "pocl") -> PassContext:
    ctx = PassContext(device=module)
    LoopBarriers(target=target).apply(ctx)
    return ctx


def test_the_barrier_goes_at_the_top_of_a_uniform_loop_and_llvm_verifies_it():
    module = loop_kernel("%n")
    ctx = run_pass(module)
    text = module.print()
    llvm_verify(text)
    loop = text[text.index("\nloop:"):text.index("\nlatch:")]
    assert loop.splitlines()[3].strip().startswith("call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 0)")
    assert "declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32) convergent" in text
    assert ctx.kernel_report("k")["loop_barriers"][0]["barrier"] is True


def test_no_barrier_for_a_divergent_loop_and_the_report_says_why():
    module = loop_kernel("%gid")
    ctx = run_pass(module)
    assert "ControlBarrier" not in module.print()
    (entry,) = ctx.kernel_report("k")["loop_barriers"]
    assert entry["barrier"] is False and "different iterations" in entry["why"]


def test_no_barrier_in_a_loop_that_calls_a_function():
    inside = "  call spir_func void @helper(ptr addrspace(1) %out)\n"
    module = loop_kernel("%n", inside=inside)
    ctx = run_pass(module)
    assert "ControlBarrier" not in module.print()
    assert "calls a function" in ctx.kernel_report("k")["loop_barriers"][0]["why"]


@pytest.mark.parametrize("target", ["any", "cpu", "gpu"])
def test_other_targets_get_no_barrier(target):
    module = loop_kernel("%n")
    ctx = run_pass(module, target)
    assert "ControlBarrier" not in module.print() and "loop_barriers" not in ctx.kernel_report("k")


def test_benchmark_kernels_get_barriers_where_expected():
    """The specialised GEMM k-loop (512 iterations) is uniform and gets one; the tiled GEMM's
    inner tile loop is uniform too, but runs a constant 16 times: left to PoCL's unroller (no
    barrier; and no llvm.loop.unroll.full either, in a kernel with barriers: loop-hints); the
    range-rounding wrappers' loops run only for work-items inside the user's range."""
    # (BenchGemm is coarsened: its k-loop as it was gets the barrier, coarsen's copy, reached only by
    # the work-items that have rows, none)
    for program, kernel, expected in [("bench_gemm", "_ZTS9BenchGemm", [True, False]),
                                      ("bench_tiled", "_ZTS10BenchTiled", [False])]:
        folder = PROGRAMS / program
        result = pipeline.rewrite(lift.parse_file(folder / "host.O2.ll"), lift.parse_file(folder / "device.ll"),
                                  target="pocl")
        llvm_verify(result.device)
        for entry in result.report["kernels"]:
            barriers = [e["barrier"] for e in entry.get("loop_barriers", [])]
            if entry["name"] == kernel:
                assert barriers == expected
                if not any(expected):
                    assert "unrolls it whole" in entry["loop_barriers"][0]["why"]
                    assert entry["loop_hints"] and all(h["hint"] is None and "kernel with barriers" in h["why"]
                                                       for h in entry["loop_hints"])
            elif "__pf_kernel_wrapper" in entry["name"]:
                assert not any(barriers)


def test_sample_wrappers_without_a_uniform_version_get_no_barriers():
    """(they store through a buffer they read, or have no loop: see test_uniform_wrappers)"""
    for sample in ("gemm", "jacobi", "vadd", "usm_saxpy"):
        for entry in rewritten(sample, "pocl")[1]["kernels"]:
            if "__pf_kernel_wrapper" in entry["name"] or "RoundedRange" in entry["name"]:
                assert not any(e["barrier"] for e in entry.get("loop_barriers", [])), (sample, entry["name"])


def test_a_phi_of_constants_chosen_by_a_work_item_branch_is_divergent():
    before = ("  %first = icmp eq i64 %gid, 0\n  br i1 %first, label %a, label %b\n"
              "a:\n  br label %join\nb:\n  br label %join\n"
              "join:\n  %m = phi i64 [ 8, %a ], [ 16, %b ]\n")
    assert "different iterations" in only_loop_verdict(loop_kernel("%m", before, pre="join"))


def test_the_same_phi_after_a_uniform_branch_is_uniform():
    before = ("  %big = icmp ugt i64 %n, 100\n  br i1 %big, label %a, label %b\n"
              "a:\n  br label %join\nb:\n  br label %join\n"
              "join:\n  %m = phi i64 [ 8, %a ], [ 16, %b ]\n")
    assert only_loop_verdict(loop_kernel("%m", before, pre="join")) is None


def test_a_loop_with_a_barrier_of_its_own_is_left_alone():
    inside = "  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)\n"
    module = loop_kernel("%n", inside=inside, declare="declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)\n")
    ctx = run_pass(module)
    assert module.print().count("ControlBarrieriii(i32 2") == 1
    assert ctx.kernel_report("k")["loop_barriers"][0]["why"] == "the loop has a work-group barrier already"


# ---- access strides: a barrier only where the interchanged work-item loop reads neighbours' data

STRIDED = """entry:
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %row = mul i64 %gid, %n
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %at = add i64 %row, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %at
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  %v = load float, ptr addrspace(1) %p, align 4
  store float %v, ptr addrspace(1) %q, align 4
  %k1 = add i64 %k, 1
  %done = icmp eq i64 %k1, 16
  br i1 %done, label %exit, label %loop
exit:
  ret void
"""


def test_strides_follow_the_work_item_id_through_arithmetic_and_geps():
    from passes.analysis.access_strides import Strides, strided_accesses

    fn = kernel(STRIDED).get_function("k")
    s = Strides(fn)
    by_name = {i.name: i for i in fn.instructions() if i.name}
    assert s.stride(by_name["gid"]) == 1 and s.stride(by_name["k"]) == 0
    assert s.stride(by_name["row"]) is None  # gid * n: a run-time multiple
    assert s.stride(by_name["q"]) == 4 and s.stride(by_name["p"]) is None
    (loop,) = natural_loops(fn)
    assert [(i.opcode, st) for i, st in strided_accesses(fn, loop.blocks)] == [("load", None)]
    unit = kernel(STRIDED.replace("%row = mul i64 %gid, %n", "%row = shl i64 %gid, 1")).get_function("k")
    (loop,) = natural_loops(unit)
    assert [(i.opcode, st) for i, st in strided_accesses(unit, loop.blocks)] == [("load", 8)]  # 2 floats apart
    scaled = kernel(STRIDED.replace("%row = mul i64 %gid, %n", "%row = mul i64 %gid, 3")).get_function("k")
    (loop,) = natural_loops(scaled)
    assert [(i.opcode, st) for i, st in strided_accesses(scaled, loop.blocks)] == [("load", 12)]


def test_no_barrier_where_neighbouring_work_items_read_a_row_apart():
    """harness_gemm: GEMM's k-loop reads a[i][k] (same for neighbours), b[k][j] and c[i][j] (adjacent):
    barrier; the matrix-vector product's k-loop reads a[row][k], a row apart: none (it ran 0.45x)."""
    _, report = rewritten("harness_gemm", "pocl")
    decisions = {k["name"]: k.get("loop_barriers", []) for k in report["kernels"]}
    gemm = [d for name, d in decisions.items() if name.endswith("11HarnessGemm")]
    matvec = [d for name, d in decisions.items() if name.endswith("13HarnessMatVec")]
    assert [e["barrier"] for e in gemm[0]] == [True, False]  # the k-loop; coarsen's copy (some work-items)
    assert "only reached by some work-items" in gemm[0][1]["why"]
    assert [e["barrier"] for e in matvec[0]] == [False] and "apart" in matvec[0][0]["why"]
