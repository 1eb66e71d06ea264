"""sycl-lift replay tells a wrong rewrite from wrong inputs: a kernel that writes or reads outside its
memory is "out of bounds" (exit 2, guard zones around every memory), a wrong value "differ"
(exit 1); padding lanes are not compared; `--time` also times the whole launch sequence."""
from __future__ import annotations

import re

import numpy as np
import pytest

from harness import opencl as ocl  # noqa: F401  (first: sets up the OpenCL ICD loader)

import lift
from conftest import REWRITE_RELEASE, SAMPLES, ir, read_text

from passes import pipeline
from sycl_lift.replay import run
from sycl_lift.replay.guarded import guard_bytes
from sycl_lift.replay.plan import element_dtype
from sycl_lift.replay.session import Session

VADD_STORE_BASE = "getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 0"
VADD_LOAD_BASE = "getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 0"


def vadd():
    host = ir(SAMPLES / "vadd" / REWRITE_RELEASE / "host.O2.ll")
    device = ir(SAMPLES / "vadd" / "device.ll")
    return lift.parse_text(read_text(host), str(host)), lift.parse_text(read_text(device), str(device))


def planted(old: str, new: str) -> str:
    """vadd's default rewrite with one edit in the VAdd kernel (the edit must apply exactly once)."""
    rewritten = pipeline.rewrite(*vadd(), target="pocl").device
    head, kernel = rewritten.split("@_ZTS4VAdd(", 1)
    assert kernel.count(old) == 1, "the rewritten VAdd kernel no longer has the form this test edits"
    return head + "@_ZTS4VAdd(" + kernel.replace(old, new, 1)


def vadd_run(report: dict) -> dict:
    return next(r for launch in report["launches"] for r in launch["runs"] if r["kernel"] == "_ZTS4VAdd")


def test_a_store_past_the_end_is_out_of_bounds():
    text = planted(VADD_STORE_BASE, "getelementptr float, ptr addrspace(1) %0, i64 8")
    report = run.replay(*vadd(), "pocl", rewritten_text=text)
    assert run.exit_code(report) == 2 and report["counts"]["out_of_bounds"] == 1, run.format_report(report)
    outside = vadd_run(report)["outside"]
    # the last 8 work-items write the 8 floats after the 1024 of the output buffer
    assert outside == [{"memory": "%b2", "version": "rewritten", "access": "writes", "bytes": [4096, 4127],
                        "element_bytes": 4}]
    assert "writes outside %b2 in rewritten at bytes 4096..4127" in run.format_report(report)


def test_a_load_past_the_end_is_out_of_bounds():
    text = planted(VADD_LOAD_BASE, "getelementptr float, ptr addrspace(1) %1, i64 8")
    report = run.replay(*vadd(), "pocl", rewritten_text=text)
    assert run.exit_code(report) == 2, run.format_report(report)
    assert vadd_run(report)["outside"] == [{"memory": "%b0", "version": "rewritten", "access": "reads"}]


def test_a_wrong_value_differs():
    report = run.replay(*vadd(), "pocl", rewritten_text=planted("fadd float", "fsub float"))
    assert run.exit_code(report) == 1 and report["counts"]["differ"] == 1, run.format_report(report)
    assert "outside" not in vadd_run(report) and vadd_run(report)["differences"][0]["memory"] == "%b2"


def test_the_unchanged_rewrite_agrees_and_the_program_is_timed():
    report = run.replay(*vadd(), "pocl", timing={"repeat": 2, "rounds": 2})
    assert run.exit_code(report) == 0 and report["counts"]["agree"] == 1, run.format_report(report)
    program = report["timing"]["program"]
    assert program["launches"] == 1 and program["original_ms"] > 0 and program["rewritten_ms"] > 0
    assert "time program (1 launches in program order)" in run.format_report(report)


def test_a_vec3_element_has_one_padding_lane():
    assert element_dtype("sycl::_V1::vec<float, 3>") == ("float32", 4, 1)
    assert element_dtype("sycl::_V1::vec<int, 4>") == ("int32", 4, 0)
    elements = np.arange(8, dtype=np.float32)  # two vec<float, 3>: lanes 3 and 7 are padding
    assert Session.observable(elements, 4, (0, 1, 2)).tolist() == [0, 1, 2, 4, 5, 6]


def test_the_padding_of_a_struct_element_is_not_compared():
    from sycl_lift.replay.plan import struct_field_bytes

    module = lift.parse_text('target triple = "spir64-unknown-unknown"\n'
                             '%struct.Sample = type { i8, float, [2 x i16], double }\n', "types.ll")
    # i8 at 0, float at 4, i16s at 8 and 10, double at 16: bytes 1-3 and 12-15 are padding
    assert struct_field_bytes(module, "Sample", 24) == (0, 4, 5, 6, 7, 8, 9, 10, 11, *range(16, 24))
    assert struct_field_bytes(module, "Sample", 32) is None  # not the size the host has: not this type
    assert struct_field_bytes(module, "Other", 24) is None
    raw = np.arange(48, dtype=np.uint8)
    assert Session.observable(raw, 24, struct_field_bytes(module, "Sample", 24)).size == 2 * 17


@pytest.mark.parametrize("nbytes, align, expected", [(1, 128, 4096), (256, 128, 65536), (100_000_000, 512, 1 << 20),
                                                     (16, 4096 + 512, 4096 + 512)])
def test_guards_are_aligned_and_bounded(nbytes, align, expected):
    assert guard_bytes(nbytes, align) == expected


def test_defaulted_values_are_named_where_a_launch_goes_out_of_bounds():
    # gram_schmidt sizes its buffers from std::vector lengths the raise cannot relate to the m and n
    # it reads from argv: with the replay's defaults its kernels index past the buffers' ends
    host = ir(SAMPLES / "gram_schmidt" / REWRITE_RELEASE / "host.O2.ll")
    device = ir(SAMPLES / "gram_schmidt" / "device.ll")
    report = run.replay(lift.parse_text(read_text(host), str(host)), lift.parse_text(read_text(device), str(device)),
                        "pocl", against_self=True)
    assert run.exit_code(report) == 2 and report["counts"]["differ"] == 0, run.format_report(report)
    bad = [launch for launch in report["launches"] if launch["status"] == "out of bounds"]
    assert bad and all(launch["defaulted"] for launch in bad) and report["error"] is None
    assert re.search(r"with values the replay chose: \?\d+", run.format_report(report))


def test_launches_that_see_other_specialization_constants_each_get_their_build():
    # ModeStep is launched with kMode 1 and then 2: two bindings, each launch replayed with its own
    from sycl_lift.replay import plan as planning

    host = ir(SAMPLES / "spec_constants" / REWRITE_RELEASE / "host.O2.ll")
    device = ir(SAMPLES / "spec_constants" / "device.ll")
    plan = planning.build(lift.parse_text(read_text(host), str(host)), lift.parse_text(read_text(device), str(device)))
    mode_steps = [s for s in plan.launches if s.label == "ModeStep"]
    assert len(mode_steps) == 2 and not plan.skipped
    first, second = ({run.binding for run in s.runs} for s in mode_steps)
    assert len(first) == len(second) == 1 and first != second
    values = [plan.spec_constants[b] for b in (*first, *second)]
    assert values[0] != values[1] and len(plan.spec_constants) == 2


def test_within_a_tolerance_the_largest_error_is_reported():
    # each sum scaled by the float after 1.0: within --tolerance 1e-3, and the error is printed
    text = planted("%13 = fadd float %10, %12", "%sum = fadd float %10, %12\n  %13 = fmul float %sum, 0x3FF0000020000000")
    report = run.replay(*vadd(), "pocl", rewritten_text=text, tolerance=1e-3)
    assert run.exit_code(report) == 0, run.format_report(report)
    largest = report["largest_error"]
    assert largest["memory"] == "%b2" and largest["version"] == "rewritten" and 5e-8 < largest["relative"] < 2.5e-7
    assert "largest difference of floats compared within a tolerance" in run.format_report(report)
    exact = run.replay(*vadd(), "pocl", rewritten_text=text)
    assert run.exit_code(exact) == 1 and exact["largest_error"] is None


@pytest.mark.parametrize("label, covered", [
    ("0 of the loop in F", [0]), ("1, 2, 3, ... of the loop in F", [1, 2, 3, 4, 5]),
    ("1, 3, 5, ... of the loop in F", [1, 3, 5]), ("2, 4, 6, ... of the loop in F", [2, 4]),
    ("0, 2, 4, 6, ... of the loop in F", [0, 2, 4])])
def test_iteration_labels(label, covered):
    from sycl_lift.replay.plan import covers

    assert [t for t in range(6) if covers(label, t)] == covered


def test_a_loop_of_unknown_trip_count_is_replayed_for_the_iterations_asked():
    # time_loop alternates two states: iteration 0, then the odd and the even iterations' launches
    from sycl_lift.replay import plan as planning

    host = ir(SAMPLES / "time_loop" / REWRITE_RELEASE / "host.O2.ll")
    device = ir(SAMPLES / "time_loop" / "device.ll")
    plan = planning.build(lift.parse_text(read_text(host), str(host)), lift.parse_text(read_text(device), str(device)))
    listed = [(s.name, s.iterations.split(" of ")[0] if s.iterations else None) for s in plan.launches]
    planning.repeat_loops(plan, 5)
    order = [s.name for s in plan.launches]
    by_label = {}
    for name, label in listed:
        by_label.setdefault(label, []).append(name)
    first, odd, even = by_label["0"], by_label["1, 3, 5, ..."], by_label["2, 4, 6, ..."]
    after = [name for name, label in listed if label is None]
    assert order == first + odd + even + odd + even + after
    assert plan.launches[len(first)].label.endswith("[iteration 1]")
