"""`sycl-lift rewrite` on every sample pair (host IR at -O2 with the 2026.2.0 headers + device IR):
the rewritten modules verify in LLVM, and the report matches the golden written by hand from the
source (samples/<prog>/expected_rewrite.json: which kernels got which constants, which parameters
are gone)."""
from __future__ import annotations

import json

import pytest

import sycl_lift
from conftest import SAMPLES, ir, llvm_verify, read_text

PROGRAMS = sorted(p.parent.name for p in SAMPLES.glob("*/expected_rewrite.json"))
COMPARED = ("launches", "propagated", "params_before", "params_after", "omitted")


@pytest.mark.parametrize("program", PROGRAMS)
def test_rewrite_matches_golden(program, tmp_path):
    out = tmp_path / "out"
    code = sycl_lift.main(["rewrite", "-q", str(ir(SAMPLES / program / "2026.2.0" / "host.O2.ll")),
                           str(ir(SAMPLES / program / "device.ll")), "-o", str(out)])
    assert code == 0
    assert sorted(p.name for p in out.iterdir()) == ["device.ll", "host.ll", "kernels.cl", "report.json"]
    for name in ("host.ll", "device.ll"):
        llvm_verify((out / name).read_text())
    assert (out / "host.ll").read_text() == read_text(SAMPLES / program / "2026.2.0" / "host.O2.ll")
    report = json.loads((out / "report.json").read_text())
    golden = json.loads((SAMPLES / program / "expected_rewrite.json").read_text())
    assert [k["name"] for k in report["kernels"]] == [k["name"] for k in golden["kernels"]]
    for got, want in zip(report["kernels"], golden["kernels"]):
        assert {f: got[f] for f in COMPARED} == {f: want[f] for f in COMPARED}, got["name"]
        assert [m["noalias"] for m in got.get("noalias", [])] == want["noalias"], got["name"]
    # every launch found its kernels, every kernel its launches, but for kernels the golden says no
    # launch runs (red_reduction's handler::copy kernels, compiled for a path the program never takes)
    assert [u["kernel"] for u in report["unlinked"]] == [k["name"] for k in golden["kernels"] if k["launches"] == 0]


def test_rewrite_reports_what_it_did_not_do(tmp_path):
    code = sycl_lift.main(["rewrite", "-q", str(ir(SAMPLES / "multi_launch" / "2026.2.0" / "host.O2.ll")),
                           str(ir(SAMPLES / "multi_launch" / "device.ll")), "-o", str(tmp_path)])
    assert code == 0
    report = json.loads((tmp_path / "report.json").read_text())
    (skip,) = [s for s in report["skipped"] if "Scale3D" in s["what"]]
    assert "disagree" in skip["why"] and "[4, 4, 8]" in skip["why"] and "[8, 8, 16]" in skip["why"]


def test_rewrite_with_a_pass_list(tmp_path):
    """--passes like opt -passes: without dae nothing is removed, constants are still folded."""
    code = sycl_lift.main(["rewrite", "-q", "--passes", "raise-host,link,propagate-ndrange,propagate-accessors",
                           str(ir(SAMPLES / "gemm" / "2026.2.0" / "host.O2.ll")), str(ir(SAMPLES / "gemm" / "device.ll")),
                           "-o", str(tmp_path)])
    assert code == 0
    report = json.loads((tmp_path / "report.json").read_text())
    assert all(k["params_after"] == k["params_before"] for k in report["kernels"])
    assert "icmp eq i64 32, 0" in (tmp_path / "device.ll").read_text()
    assert sycl_lift.main(["rewrite", "-q", "--passes", "link,frobnicate",
                           str(ir(SAMPLES / "gemm" / "2026.2.0" / "host.O2.ll")),
                           str(ir(SAMPLES / "gemm" / "device.ll")), "-o", str(tmp_path / "x")]) == 1
    assert not (tmp_path / "x").exists()
