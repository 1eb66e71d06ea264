"""coarsen: each work-item of a GEMM-like kernel computes 4 rows (on by default for --target cpu and
pocl, --enable coarsen elsewhere).  Real DPC++ IR; the coarsened kernels replay equal to the
original ones on PoCL and Intel (on a global size divisible by 4: the coarsened version; not
divisible: the kernel as it was), run clean under Oclgrind, and every kernel left alone says why."""
from __future__ import annotations

import dataclasses
import re

import pytest

from harness import opencl as ocl  # noqa: F401  first: it sets up the OpenCL ICD loader

import lift
from conftest import REWRITE_RELEASE, SAMPLES, llvm_verify, rewritten
from test_loop_internalize import PROBE  # pyopencl's device probe, which Oclgrind reports
from passes import pipeline
from passes.replay import plan as planning
from passes.replay import run
from passes.transforms.coarsen import FACTOR, NOTHING_SHARED, ONE_DIMENSION

ENABLED = ("coarsen",)


def _entries(report) -> dict:
    return {k["name"]: k["coarsen"] for k in report["kernels"] if "coarsen" in k}


def _entry(entries: dict, ending: str) -> dict:
    (entry,) = [e for name, e in entries.items() if name.endswith(ending)]
    return entry


@pytest.mark.parametrize("target", ["cpu", "pocl"])
def test_gemm_like_kernels_are_coarsened_for_cpu_targets_and_the_module_verifies(target):
    device, report = rewritten("harness_gemm", target)
    entries = _entries(report)
    gemm = _entry(entries, "E11HarnessGemm")
    assert gemm["coarsened"] and gemm["factor"] == FACTOR and gemm["dimension"] == 0
    wrapper = _entry(entries, "E11HarnessGemmEE")  # DPC++'s range-rounding wrapper around it
    assert wrapper["coarsened"] and "grid-stride loop along the row" in wrapper["why"]
    assert _entry(entries, "E13HarnessMatVec")["why"] == ONE_DIMENSION
    llvm_verify(device)


def test_off_for_gpu_unless_enabled():
    _, report = rewritten("harness_gemm", "gpu")
    assert not _entries(report)
    _, report = rewritten("harness_gemm", "gpu", enable=ENABLED)
    assert _entry(_entries(report), "E11HarnessGemm")["coarsened"]


@pytest.mark.parametrize("sample,kernel,why", [
    ("harness_stencil", "_ZTS13Jacobi2DSweep", "a branch depends on the row"),  # its boundary guard
    ("harness_stencil", "_ZTS14Stencil3DSweep", NOTHING_SHARED),  # no loop
    ("harness_stats", "E13CentreColumns", "did not prove noalias"),
    ("harness_local", "_ZTS11TiledMatMul", "reads its work-group position (local_id)"),
    ("poly_syrk", "E9SyrkLower", "a branch depends on the row"),  # j <= i
])
def test_kernels_left_alone_say_why(sample, kernel, why):
    device, report = rewritten(sample, "cpu")
    entry = _entry(_entries(report), kernel)
    assert not entry["coarsened"] and why in entry["why"]
    fn = lift.parse_text(device, "device.ll").get_function(next(n for n in _entries(report) if n.endswith(kernel)))
    assert not any(b.name and b.name.startswith("co.") for b in fn.blocks)  # untouched


def test_the_rows_share_what_does_not_depend_on_them():
    """In the coarsened k-loop of the GEMM: one load of B[k][j] for the 4 rows, 4 loads of A's rows,
    4 fmas, 4 stores; the counter once."""
    device, report = rewritten("harness_gemm", "cpu")
    name = next(n for n in _entries(report) if n.endswith("E11HarnessGemm"))
    fn = lift.parse_text(device, "device.ll").get_function(name)
    (loop,) = [b for b in fn.blocks if (b.name or "").startswith("co") and b in b.terminator.operands]  # the copy's k-loop
    ops = [i.opcode for i in loop.instructions]
    fmas = [i for i in loop.instructions if i.called_function is not None and "fmuladd" in i.called_function.name]
    assert ops.count("load") == FACTOR + 1 and len(fmas) == FACTOR and ops.count("store") == FACTOR
    assert ops.count("phi") == FACTOR + 1  # 4 accumulators, 1 counter


def _replay(sample: str, device: str, sets: dict, broken: bool = False) -> dict:
    host = lift.parse_file(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll")
    original = lift.parse_file(SAMPLES / sample / "device.ll")
    rewrite = pipeline.rewrite(lift.parse_text(host.source, "host.ll"), lift.parse_text(original.source, "device.ll"),
                               target="pocl" if device == "pocl" else "cpu")
    assert any(e["coarsened"] for e in _entries(rewrite.report).values())
    text = rewrite.device
    if broken:  # the second row of each work-item made a copy of its third: rows computed twice, rows missed
        text, n = re.subn(r"(%co\.row\.1 = add i64 %co\.row), 1\b", r"\1, 2", text)
        assert n
    return run.replay(host, original, device, text, sets=sets)


# (sample, sizes): harness_gemm at 20 (divisible by 4: 5 of 20 rows of work-items compute) and 22
# (not: the kernel as it was); harness_2mm's ScaleAccumulate at 24
CASES = [("harness_gemm", {"?2": "20"}), ("harness_gemm", {"?2": "22"}),
         ("harness_2mm", {"?2": "24", "?3": "24", "?5": "24", "?7": "24", "?10": "24", "?13": "24"})]


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("sample,sets", CASES)
def test_coarsened_kernels_replay_equal(sample, sets, device):
    report = run.exit_code(_replay(sample, device, sets))
    assert report == 0


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
def test_the_replay_sees_the_coarsened_rows(device):
    """A coarsened kernel whose rows are wrong disagrees: the replay runs the coarsened version."""
    report = _replay("harness_gemm", device, {"?2": "20"}, broken=True)
    assert run.exit_code(report) == 1
    differ = [r for step in report["launches"] for r in step.get("runs", []) if r["status"] != "agree"]
    assert differ and differ[0]["kernel"].endswith("E11HarnessGemm")  # (later launches read its output)


def _replay_wrappers(sample: str, kind: str, sets: dict, shrink: bool, broken: bool = False) -> dict:
    """Replay with the wrappers' global range as the plan has it (rounded up: one block of rows per
    work-item) or cut to a third (capped: the grid-stride loop walks several blocks)."""
    host = lift.parse_file(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll")
    original = lift.parse_file(SAMPLES / sample / "device.ll")
    fresh = [lift.parse_text(m.source, m.filename) for m in (host, original)]
    rewrite = pipeline.rewrite(*fresh, target="pocl" if kind == "pocl" else "cpu")
    assert any(e["coarsened"] for name, e in _entries(rewrite.report).items() if "pf_kernel_wrapper" in name)
    text = rewrite.device
    if broken:  # blocks of rows that overlap: rows computed twice
        text, n = re.subn(r"(%co\.base = shl i64 %co\.global_id), 2\b", r"\1, 1", text)
        assert n
    plan = planning.build(host, original, sets)
    if shrink:
        for step in plan.steps:
            step.runs = [dataclasses.replace(r, global_size=tuple(max(1, g // 3) for g in r.global_size))
                         if r.wrapper else r for r in step.runs]
    versions = run.make_versions(plan, kind, original, text, False)
    return run.execute(plan, versions, kind)


@pytest.mark.parametrize("device", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("shrink", [False, True], ids=["rounded", "capped"])
@pytest.mark.parametrize("sample,sets", [CASES[0], CASES[2]])
def test_coarsened_wrappers_replay_equal(sample, sets, shrink, device):
    report = _replay_wrappers(sample, device, sets, shrink)
    assert run.exit_code(report) == 0, run.format_report(report)
    assert any(r["wrapper"] and r["status"] == "agree" for step in report["launches"] for r in step.get("runs", []))


def test_the_replay_sees_the_coarsened_wrapper():
    report = _replay_wrappers("harness_gemm", "pocl", CASES[0][1], shrink=False, broken=True)
    differ = [r for step in report["launches"] for r in step.get("runs", []) if r["status"] != "agree"]
    assert differ and differ[0]["wrapper"] and differ[0]["kernel"].endswith("E11HarnessGemmEE")


def test_coarsened_kernels_are_clean_under_oclgrind():
    report = _replay("harness_gemm", "oclgrind", {"?2": "8"})
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert PROBE.sub("", messages).strip() == ""
