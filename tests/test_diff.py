"""`sycl-lift diff`: the same program compiled with two DPC++ header releases is SYCL-equivalent
(runtime-level changes listed apart), and an edited kernel shows exactly its change."""
from __future__ import annotations

import json

import pytest

import sycl_lift
from conftest import SAMPLES, ir, read_text

PROGRAMS = sorted(p.parent.name for p in SAMPLES.glob("*/expected.json"))
VARIANTS = SAMPLES / "variants"


def diff_json(capsys, *files):
    code = sycl_lift.main(["diff", "--json", *map(str, files)])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("program", PROGRAMS)
def test_two_releases_are_sycl_equivalent(program, capsys):
    old, new = (ir(SAMPLES / program / r / "host.O2.ll") for r in ("2025.2.2", "2026.2.0"))
    device = ir(SAMPLES / program / "device.ll")
    code, result = diff_json(capsys, old, device, new, device)
    assert code == 0 and result["sycl_equivalent"] and result["sycl"] == []
    assert "DPC++ release 2025.2.2 -> 2026.2.0" in result["runtime"]
    assert any("extractArgsAndReqsFromLambda" in c for c in result["runtime"])  # gone in 2026
    assert result["functions"]["changed"] or result["functions"]["added"]


def test_o0_against_o2_is_sycl_equivalent(capsys):
    code, result = diff_json(capsys, ir(SAMPLES / "jacobi" / "2025.1.1" / "host.O0.ll"),
                             ir(SAMPLES / "jacobi" / "2026.2.0" / "host.O2.ll"))
    assert code == 0 and result["sycl"] == []


def test_another_local_size_shows_exactly_that(capsys):
    code, result = diff_json(capsys, ir(SAMPLES / "tiled_gemm" / "2026.2.0" / "host.O2.ll"),
                             ir(SAMPLES / "tiled_gemm" / "device.ll"),
                             ir(VARIANTS / "tiled_gemm_local8" / "host.O2.ll"), ir(VARIANTS / "tiled_gemm_local8" / "device.ll"))
    assert code == 1
    assert result["sycl"] == [
        "launch 0 (TiledGemm): local [16, 16] -> [8, 8]",
        "launch 0 (TiledGemm): argument 1 (local_accessor) access_range [16, 16] -> [8, 8]",
        "launch 0 (TiledGemm): argument 2 (local_accessor) access_range [16, 16] -> [8, 8]",
        "launch 1 (BlockSum): local [16, 16] -> [8, 8]",
        "launch 1 (BlockSum): argument 0 (local_accessor) access_range [256] -> [64]",
        # the per-group sums: one per work-group, so their buffer grows with smaller groups
        "launch 1 (BlockSum): argument 2 (accessor) buffer_range [4, 2] -> [8, 4]",
        "launch 1 (BlockSum): argument 2 (accessor) access_range [4, 2] -> [8, 4]",
        "buffer 3: element=float dims=2 range=[4, 2] -> element=float dims=2 range=[8, 4]",
    ]
    assert result["runtime"] == []  # same release: nothing changed below SYCL but the code


def test_an_extra_accessor_shows_exactly_that(capsys):
    code, result = diff_json(capsys, ir(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll"), ir(SAMPLES / "vadd" / "device.ll"),
                             ir(VARIANTS / "vadd_extra_accessor" / "host.O2.ll"),
                             ir(VARIANTS / "vadd_extra_accessor" / "device.ll"))
    assert code == 1
    sycl = result["sycl"]
    assert sycl[0] == ("launch 0 (VAdd): argument 3 added: kind=accessor mode=read buffer_range=[1024] "
                       "access_range=[1024] offset=[0]")
    assert sycl[1] == "buffer 3: none -> element=float dims=1 range=[1024]"
    assert len(sycl) == 6 and all(s.startswith("kernel ") for s in sycl[2:])  # 2 kernels x params, omitted
    assert any(name.endswith("_ZTS4VAdd") for name in result["functions"]["changed"])


def test_device_only_and_text_output(capsys):
    code = sycl_lift.main(["diff", str(ir(SAMPLES / "vadd" / "device.ll")),
                           str(ir(VARIANTS / "vadd_extra_accessor" / "device.ll"))])
    out = capsys.readouterr().out
    assert code == 1 and out.startswith("SYCL program: DIFFERS (4 change(s))")
    assert sycl_lift.main(["diff", str(ir(SAMPLES / "vadd" / "device.ll")), str(ir(SAMPLES / "vadd" / "device.ll"))]) == 0


def test_errors_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.ll"
    bad.write_text("define void @f() {\n  ret void\n")
    assert sycl_lift.main(["diff", str(bad), str(ir(SAMPLES / "vadd" / "device.ll"))]) == 2
    assert capsys.readouterr().err.startswith(f"{bad}:3:1: ")
    assert sycl_lift.main(["diff", str(ir(SAMPLES / "vadd" / "device.ll")),
                           str(ir(SAMPLES / "vadd" / "2026.2.0" / "host.O2.ll"))]) == 2
    assert "not the same kind" in capsys.readouterr().err


def test_another_specialization_constant_value_shows_exactly_that(capsys, tmp_path):
    # spec_constants sets kTaps = taps_for(4) = 8; the same program setting 9 (the stored
    # constant before the set_specialization_constant_impl call changed in the real IR)
    host = ir(SAMPLES / "spec_constants" / "2026.2.0" / "host.O2.ll")
    text = read_text(host)
    assert text.count("store i32 8, ptr %13, align 4") == 1
    changed = tmp_path / "host.O2.ll"
    changed.write_text(text.replace("store i32 8, ptr %13, align 4", "store i32 9, ptr %13, align 4"))
    code, result = diff_json(capsys, host, changed)
    assert code == 1
    assert len(result["sycl"]) == 1 and result["sycl"][0].startswith("launch 3 (Scalars): spec_constants")
    assert "'bytes': '08000000'" in result["sycl"][0] and "'bytes': '09000000'" in result["sycl"][0]


@pytest.mark.parametrize("release", ["2025.1.1", "2025.2.2", "2026.0.0", "2026.2.0"])
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_reduction_is_the_same_program_at_every_release_and_level(release, opt, capsys):
    """sycl::reduction is made of different runtime calls per release (2025: withAuxHandler in the
    headers, addCounterInit; 2026: preProcess/postProcess) and optimisation level; the launches,
    their arguments and the helper commands are the same.  (At 2025 -O2 a shared_ptr count's branch
    on __libc_single_threaded once made the SumNdUsm kernel object's captures Unknown.)"""
    device = ir(SAMPLES / "red_reduction" / "device.ll")
    old = ir(SAMPLES / "red_reduction" / release / f"host.{opt}.ll")
    new = ir(SAMPLES / "red_reduction" / "2026.2.0" / "host.O2.ll")
    code, result = diff_json(capsys, old, device, new, device)
    assert code == 0 and result["sycl_equivalent"] and result["sycl"] == []
