"""loop-hints: a loop whose trip count became a large constant stays rolled on CPU targets, and is
left to the compiler on GPU targets; the OpenCL C says so with opencl_unroll_hint(1)."""
from __future__ import annotations

import re
from pathlib import Path

import lift
from conftest import llvm_verify
from passes import pipeline
from passes.opencl.writer import write_opencl

PROGRAMS = Path(__file__).resolve().parent.parent / "benchmarks" / "programs"


def rewrite(program: str, target: str):
    folder = PROGRAMS / program
    return pipeline.rewrite(lift.parse_file(folder / "host.O2.ll"), lift.parse_file(folder / "device.ll"),
                            target=target)


def kernel_entry(report, name):
    (entry,) = [k for k in report["kernels"] if k["name"] == name]
    return entry


def test_gemm_k_loop_stays_rolled_for_cpu():
    result = rewrite("bench_gemm", "cpu")
    hints = kernel_entry(result.report, "_ZTS9BenchGemm")["loop_hints"]
    assert [h["trip_count"] for h in hints] == [512] and hints[0]["hint"] == "llvm.loop.unroll.disable"
    llvm_verify(result.device)
    assert '!"llvm.loop.unroll.disable"' in result.device
    source = write_opencl(lift.parse_text(result.device))
    kernel = source[source.index("__kernel void _ZTS9BenchGemm"):]
    assert "__attribute__((opencl_unroll_hint(1)))" in kernel[:kernel.index("\n}\n")]


def test_gpu_target_leaves_the_loop_to_the_compiler():
    result = rewrite("bench_gemm", "gpu")
    hints = kernel_entry(result.report, "_ZTS9BenchGemm")["loop_hints"]
    assert [h["hint"] for h in hints] == [None]
    assert "llvm.loop.unroll.disable" not in result.device
    # the only unroll hints are those of loop-internalize's tile loops (`for (t = 0; t < 16; t++)`)
    source = write_opencl(lift.parse_text(result.device))
    hinted = re.findall(r"__attribute__\(\(opencl_unroll_hint[^)]*\)\)\n\s*(.*)\n", source)
    assert hinted and set(hinted) == {"while (lt_i < 16) {"}


def test_any_target_warns_about_gpus():
    hints = kernel_entry(rewrite("bench_gemm", "any").report, "_ZTS9BenchGemm")["loop_hints"]
    assert "--target gpu" in hints[0]["why"]


def test_trip_count_is_bound_over_step():
    """The tiled GEMM's tile loop runs to 512 in steps of the (propagated) work-group size 16:
    32 trips, short enough to leave alone."""
    entry = kernel_entry(rewrite("bench_tiled", "cpu").report, "_ZTS10BenchTiled")
    assert entry["propagated"]["local"] == [16, 16]
    assert "loop_hints" not in entry
