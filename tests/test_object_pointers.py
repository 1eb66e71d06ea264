"""Pointers of a kernel object a range-rounding wrapper receives whole (passes.analysis.object_pointers).

samples/variants/usm_product (real DPC++ IR): a matrix product over three malloc_shared pointers,
launched over range<2>.  The kernel captures no accessor, so DPC++'s wrapper gets the user's kernel
object as one by-value argument and reads the pointers out of it (`inttoptr` of a `load i64`).  The
host proves the three allocations distinct; the proof is recorded as `!sycl_lift.noalias_members`,
and coarsen and loop-internalize block and tile the wrapper as they do its accessor spelling.  The
rewritten wrapper replays equal on PoCL, on a capped range (its grid-stride loops go round) and on a
padded one in groups of 8 x 4 (its blocked single pass, staging its tiles)."""
from __future__ import annotations

import pytest

from harness import opencl as ocl  # noqa: F401  first: it sets up the OpenCL ICD loader

import lift
from conftest import SAMPLES, ir, llvm_verify, read_text, replay_wrappers
from passes import pipeline
from passes.analysis.effects import pointer_bases
from passes.analysis.object_pointers import ObjectPointer, read_member
from sycl_lift.replay import run

FOLDER = SAMPLES / "variants" / "usm_product"
WRAPPER = "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ProductEE"


def _rewrite(device_text: str):
    host = lift.parse_file(ir(FOLDER / "host.O2.ll"))
    result = pipeline.rewrite(lift.parse_text(host.source, host.filename), lift.parse_text(device_text, "device.ll"),
                              target="gpu")
    (entry,) = [k for k in result.report["kernels"] if k["name"] == WRAPPER]
    return host, result, entry


def test_the_hosts_proof_reaches_the_wrappers_pointers_and_it_is_blocked_and_tiled():
    original_text = read_text(FOLDER / "device.ll")
    host, result, entry = _rewrite(original_text)
    marks = entry["noalias"]
    assert [(m["usm_pointer"], m["member"], m["noalias"]) for m in marks] == [(1, 8, True), (2, 16, True), (4, 32, True)]
    assert '!"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7ProductEE 8"' in result.device
    assert entry["coarsen"]["coarsened"]
    assert any(loop["internalized"] for loop in entry["loop_internalize"])
    llvm_verify(result.device)
    original = lift.parse_text(original_text, "device.ll")
    for capped, padded in (((0,), ()), ((), (0,))):
        report = replay_wrappers(host, original, result.device, "pocl", {}, capped=capped, padded=padded, local=(8, 4))
        assert run.exit_code(report) == 0, run.format_report(report)
        ran = [r for step in report["launches"] for r in step.get("runs", []) if r["wrapper"]]
        assert ran and all(r["status"] == "agree" for r in ran)


def test_a_wrapper_that_writes_its_kernel_object_gets_no_proof():
    """The same wrapper storing into its copy of the kernel object (the value it read: a change that
    computes nothing new) could change a pointer member: no member is proven, coarsen refuses."""
    text = read_text(FOLDER / "device.ll")
    read = "  %7 = load i64, ptr %6, align 8, !tbaa !12\n"
    assert text.count(read) == 1
    host, result, entry = _rewrite(text.replace(read, read + "  store i64 %7, ptr %6, align 8\n"))
    assert all(not m["noalias"] and "writes into its copy" in m["why"] for m in entry["noalias"])
    assert "sycl_lift.noalias_members" not in result.device
    assert not entry["coarsen"]["coarsened"] and "noalias" in entry["coarsen"]["why"]


@pytest.mark.parametrize("proven", [False, True])
def test_only_a_proven_member_is_a_base_of_its_own(proven):
    """Without the record a member read is "anything" (None), as any pointer loaded from memory."""
    text = read_text(FOLDER / "device.ll")
    if proven:
        text += f'\n!sycl_lift.noalias_members = !{{!9000}}\n!9000 = !{{!"{WRAPPER} 16"}}\n'
    fn = lift.parse_text(text, "device.ll").get_function(WRAPPER)
    (pointer,) = [i for i in fn.instructions() if i.opcode == "inttoptr" and read_member(i)[1] == 16]
    assert pointer_bases(pointer) == ({ObjectPointer(fn.arguments[1], 16)} if proven else {None})
