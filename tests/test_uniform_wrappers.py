"""uniform_wrappers + loop-barriers (--target pocl): a range-rounding wrapper whose loops are not
uniform gets a version in which every work-item runs the kernel once (the tail's work-items as the
last real one, without storing), kept only where one of its loops then takes a barrier.  Real DPC++
IR; the versioned wrappers replay equal to the original ones on PoCL and Intel with a tail of
work-items past the user range (the uniform version) and on a capped range (the wrapper as it was),
run clean under Oclgrind (which reports barriers some work-items miss), and a version whose
work-items compute the wrong row is caught."""
from __future__ import annotations

import re

import pytest

from harness import opencl as ocl  # noqa: F401  first: it sets up the OpenCL ICD loader

import lift
from conftest import REWRITE_RELEASE, SAMPLES, ir, llvm_verify, replay_wrappers, rewritten
from passes import pipeline
from passes.analysis.access_strides import Strides
from sycl_lift.replay import run

# harness_stats: 40 rows of 1000 columns (the wrappers' range is rounded up as DPC++ rounds it, its
# SYCL dimension 0 to a multiple of 32: a tail)
STATS = {"?2": "40", "?3": "1000"}


def _entries(report) -> dict:
    return {k["name"]: k for k in report["kernels"]}


def _entry(entries: dict, ending: str) -> dict:
    (entry,) = [e for name, e in entries.items() if name.endswith(ending)]
    return entry


def test_column_statistics_wrappers_get_a_uniform_version_with_a_barrier():
    device, report = rewritten("harness_stats", "pocl")
    entries = _entries(report)
    module = lift.parse_text(device, "device.ll")
    for kernel in ("E10ColumnMeanEE", "E14ColumnVarianceEE"):
        entry = _entry(entries, kernel)
        assert entry["uniform_wrapper"]["versioned"]
        assert [e["barrier"] for e in entry["loop_barriers"]] == [False, True]  # the original's loop, the copy's
        fn = module.get_function(next(n for n in entries if n.endswith(kernel)))
        barriers = [i for i in fn.instructions() if i.opcode == "call" and "ControlBarrier" in i.called_function.name]
        assert len(barriers) == 1 and (barriers[0].block.name or "").startswith("uw")
        stores = [i for i in fn.instructions() if i.opcode == "store" and (i.block.name or "").startswith("uw.store")]
        assert len(stores) == 1  # the variance, only where the work-item is inside the user range
    centre = _entry(entries, "E13CentreColumnsEE")  # reads and writes one buffer: a tail would read it changing
    assert not centre["uniform_wrapper"]["versioned"] and "noalias" in centre["uniform_wrapper"]["why"]
    llvm_verify(device)


@pytest.mark.parametrize("target", ["cpu", "gpu", "any"])
def test_only_for_pocl(target):
    _, report = rewritten("harness_stats", target)
    assert not any("uniform_wrapper" in k for k in report["kernels"])


def test_a_version_whose_loops_take_no_barrier_is_taken_out_again():
    """The stencil wrappers have no loop: the version would not pay and is gone, the report says so."""
    device, report = rewritten("harness_stencil", "pocl")
    module = lift.parse_text(device, "device.ll")
    left = [k for k in report["kernels"] if k.get("uniform_wrapper", {}).get("why", "").startswith("no loop")]
    assert left
    for entry in left:
        fn = module.get_function(entry["name"])
        assert not any(b.name and b.name.startswith("uw") for b in fn.blocks)
        assert not any(i.opcode == "call" and "umin" in i.called_function.name for i in fn.instructions())
    assert "llvm.umin" not in device  # nor its declaration
    llvm_verify(device)


def test_the_clamped_id_keeps_the_stride_of_the_id():
    """umin(gid, N - 1): neighbouring work-items still access neighbouring elements (but the clamped
    ones), so loop-barriers sees a loop worth a barrier."""
    module = lift.parse_text("""declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare i64 @llvm.umin.i64(i64, i64)
define spir_kernel void @k(ptr addrspace(1) %p, i64 %n) {
entry:
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %last = add i64 %n, -1
  %c = call i64 @llvm.umin.i64(i64 %gid, i64 %last)
  %twice = call i64 @llvm.umin.i64(i64 %gid, i64 %gid)
  ret void
}
""", "k.ll")
    fn = module.get_function("k")
    values = {i.name: i for i in fn.instructions() if i.name}
    strides = Strides(fn)
    assert strides.stride(values["c"]) == 1 and strides.stride(values["twice"]) is None


def _replay(sample: str, kind: str, sets: dict, shrink: bool = False, broken: bool = False) -> dict:
    host = lift.parse_file(ir(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"))
    original = lift.parse_file(ir(SAMPLES / sample / "device.ll"))
    fresh = [lift.parse_text(m.source, m.filename) for m in (host, original)]
    rewrite = pipeline.rewrite(*fresh, target="pocl")
    assert any(k.get("uniform_wrapper", {}).get("versioned") for k in rewrite.report["kernels"])
    text = rewrite.device
    if broken:  # every work-item computes the first column
        text, n = re.subn(r"(%uw\.id\S* = call i64 @llvm\.umin\.i64\(i64 %uw\.global_id\S*), i64 %uw\.last\S*\)",
                          r"\1, i64 0)", text)
        assert n
    return replay_wrappers(host, original, text, kind, sets, capped=(0,) if shrink else ())


@pytest.mark.parametrize("kind", ["pocl", "intel-cpu"])
@pytest.mark.parametrize("shrink", [False, True], ids=["tail", "capped"])
def test_uniform_wrappers_replay_equal(shrink, kind):
    report = _replay("harness_stats", kind, STATS, shrink)
    assert run.exit_code(report) == 0, run.format_report(report)
    ran = [r for step in report["launches"] for r in step.get("runs", []) if r["wrapper"]]
    assert ran and all(r["status"] == "agree" for r in ran)
    if not shrink:  # a tail of work-items past the user range, along SYCL's dimension 0 (as DPC++ rounds)
        assert all(r["global"][-1] > (40 if len(r["global"]) > 1 else 1000) for r in ran)


def test_a_uniform_version_computing_the_wrong_columns_is_caught():
    report = _replay("harness_stats", "pocl", STATS, broken=True)
    differ = [r for step in report["launches"] for r in step.get("runs", []) if r["status"] != "agree"]
    assert differ and differ[0]["wrapper"]


def test_uniform_wrappers_are_clean_under_oclgrind():
    """Oclgrind reports a barrier that some work-items of a group miss, and any access out of bounds
    (the tail's clamped ids): nothing here."""
    report = _replay("harness_stats", "oclgrind", {"?2": "4", "?3": "100"})
    assert run.exit_code(report) == 0, run.format_report(report)
    messages = "".join(r.get("device_messages", "") for step in report["launches"] for r in step.get("runs", []))
    assert messages.strip() == ""  # (the replay drops pyopencl's device probes)
