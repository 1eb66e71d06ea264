"""Fusing kernels that reshape-launches reshaped (passes.analysis.fusion's launch shape condition,
passes.transforms.fuse_kernels' barrier between members): reshape_colstats' ColMean and ColStdDev,
each a column sum spread over 64 lanes in one work-group, become one kernel launched by their shape,
a work-group barrier between the mean's store and the deviation's read of it.

The replay and the program `build` makes agree with the original where the shape applies and where
it does not; Oclgrind finds no data race in the fused kernel, and finds the one the barrier prevents
when it is taken out.  `build` needs clang and the test extra's intel-sycl-rt==2026.2.0 (as
tests/test_build.py)."""
from __future__ import annotations

import dataclasses
import json
import re

import llvmlite.binding as llvm
import pytest

import lift
from conftest import SAMPLES, launch_arguments, read_text, run_cli

from passes import PassContext, pipeline
from passes.analysis.effects import pointer_bases
from passes.analysis.fusion import find_fusions
from passes.analysis.link import Link
from sycl_lift.replay import run
from passes.transforms.fuse_kernels import SEAM_MEMORY, fused_name
from passes.transforms.launch_shape import LaunchShape, read_shapes

MEAN, DEVIATION = "_ZTS7ColMean", "_ZTS9ColStdDev"
FUSED = fused_name((MEAN, DEVIATION))
FITS = ("--rows", "256", "--cols", "128", "--iterations", "2")  # 128 columns: groups of 16 fit
RAGGED = ("--rows", "96", "--cols", "40", "--iterations", "2")  # 40 columns: the original launch


def colstats():
    host = lift.parse_text(read_text(SAMPLES / "reshape_colstats" / "2026.2.0" / "host.O2.ll"), "host.ll")
    return host, lift.parse_text(read_text(SAMPLES / "reshape_colstats" / "device.ll"), "device.ll")


@pytest.fixture(scope="module")
def fused():
    return pipeline.rewrite(*colstats(), target="gpu", fp_reassociate=True, enable=("fuse-kernels",))


def test_members_fuse_only_when_reshaped_alike_with_each_work_item_in_one_group():
    ctx = PassContext(*colstats())
    pipeline.RaiseHostJson().apply(ctx)
    Link().apply(ctx)
    args = (ctx.analyses["sycl-ops"], ctx.analyses["links"], ctx.device, ctx.analyses["sycl-program"], set())
    lanes = LaunchShape(MEAN, outer_constant=64, local=16, outer_local=64, reassociated=1)
    alike = {MEAN: lanes, DEVIATION: dataclasses.replace(lanes, kernel=DEVIATION, length_argument=4)}
    (fusion,), refusals = find_fusions(*args, alike)
    assert refusals == [] and fusion.shape == lanes and fusion.intermediates == []
    _, (refusal,) = find_fusions(*args, {MEAN: lanes})
    assert refusal.why == f"{MEAN} is launched reshaped (outer) and {DEVIATION} is not: one launch cannot serve both"
    wider = {MEAN: lanes, DEVIATION: dataclasses.replace(lanes, kernel=DEVIATION, local=32)}
    assert find_fusions(*args, wider)[1][0].why.endswith("is launched reshaped (outer) and _ZTS9ColStdDev otherwise: "
                                                       "one launch cannot serve both")
    # a loop's independent iterations spread over work-groups of one: no barrier orders them
    spread = {k: LaunchShape(k, outer_constant=1024) for k in (MEAN, DEVIATION)}
    fusions, (refusal,) = find_fusions(*args, spread)
    assert fusions == [] and "spreads over several work-groups" in refusal.why


def test_the_fused_kernel_meets_at_a_barrier_and_is_launched_by_the_members_shape(fused):
    llvm.parse_assembly(fused.device).verify()
    llvm.parse_assembly(fused.host).verify()
    (entry,) = fused.report["fusions"]
    assert entry["kernel"] == FUSED and entry["host"] == "launches the fused kernel once per occurrence"
    assert entry["intermediates"] == []
    assert entry["launched"] == {"work_group": [64, 16], "barrier_between_members": True}
    device = lift.parse_text(fused.device, "device.ll")
    fn = device.get_function(FUSED)
    second = next(b for b in fn.blocks if b.name == "m1.entry")
    assert re.fullmatch(rf"call spir_func void @\S+\(i32 2, i32 2, i32 {SEAM_MEMORY}\)", second.instructions[0].body_text)
    # the mean's pointer, written by ColMean's lane 0 and read by every lane of ColStdDev, is not noalias
    used = {}
    for inst in fn.instructions():
        if inst.opcode in ("load", "store") and "addrspace(1)" in inst.body_text:
            for base in pointer_bases(inst.operands[-1]):
                used.setdefault(base, set()).add(inst.opcode)
    assert sorted(map(sorted, used.values())) == [["load"], ["load", "store"], ["store"]]
    assert {"noalias" in a.spec for a, how in used.items() if how == {"load", "store"}} == {False}
    assert {"noalias" in a.spec for a, how in used.items() if len(how) == 1} == {True}
    shapes = read_shapes(device)
    assert dataclasses.replace(shapes[FUSED], kernel=MEAN) == shapes[MEAN]


def test_the_replay_runs_the_fused_kernel_reshaped_and_agrees(fused):
    for args, shaped in ((FITS, True), (RAGGED, False)):
        args = args[:-1] + ("1",)  # one iteration: the launches the rewrite's raise fused
        report = run.replay(*colstats(), "pocl", fused.device, program_args=args)
        assert report["counts"]["differ"] == 0 and report["counts"]["agree"] == report["counts"]["replayed"] == 2
        (entry,) = report["fusions"]
        assert entry["kernel"] == FUSED
        # the lanes of 16 neighbouring columns in each work-group, where 16 divides the columns
        assert entry.get("reshaped") == ({"global": [int(args[3]), 64], "local": [16, 64]} if shaped else None)
        if shaped:  # compared within the sums' tolerance: the lanes add in another order
            assert report["comparison"].startswith("tolerance ")


def test_a_replay_of_more_iterations_than_the_rewrite_fused_says_which_run_unfused(fused):
    """The rewrite (no --args) fused the launches of one iteration of the harness's loop; replayed
    for two, the second pair runs unfused and a note says so.  Rewritten for the same command line,
    both pairs run fused."""
    report = run.replay(*colstats(), "pocl", fused.device, program_args=FITS)
    assert report["counts"]["differ"] == 0 and [f["launches"] for f in report["fusions"]] == [["%k0", "%k1"]]
    assert "%k2 %k3: run unfused (the rewrite fused %k0 %k1 of its own listing; a rewrite made with the replay's " \
           "--args fuses these too)" in report["notes"]
    again = pipeline.rewrite(*colstats(), target="gpu", fp_reassociate=True, enable=("fuse-kernels",), program_args=FITS)
    report = run.replay(*colstats(), "pocl", again.device, program_args=FITS)
    assert report["counts"]["differ"] == 0
    assert [f["launches"] for f in report["fusions"]] == [["%k0", "%k1"], ["%k2", "%k3"]]
    assert not any("run unfused" in n for n in report["notes"])


def test_a_member_launched_outside_its_chain_is_no_unfused_chain():
    """multi_launch launches Scale3D after its chain with Init3D too: that launch is its own, and the
    replay does not call it a chain the rewrite left unfused."""
    def pair():  # (the rewrite edits the modules it is given)
        return (lift.parse_text(read_text(SAMPLES / "multi_launch" / "2026.2.0" / "host.O2.ll"), "host.ll"),
                lift.parse_text(read_text(SAMPLES / "multi_launch" / "device.ll"), "device.ll"))

    result = pipeline.rewrite(*pair(), enable=("fuse-kernels",))
    report = run.replay(*pair(), "pocl", result.device)
    assert report["counts"]["differ"] == 0 and [f["launches"] for f in report["fusions"]] == [["%k0", "%k1"]]
    assert not any("run unfused" in n for n in report["notes"])


def test_oclgrind_finds_no_race_and_finds_the_one_without_the_barrier(fused):
    args = ("--rows", "64", "--cols", "32", "--iterations", "1")
    planted = re.sub(rf"\n  call spir_func void @\S+\(i32 2, i32 2, i32 {SEAM_MEMORY}\)", "", fused.device)
    assert planted != fused.device
    for text, clean in ((fused.device, True), (planted, False)):
        report = run.replay(*colstats(), "oclgrind", text, program_args=args)
        messages = "".join(r.get("device_messages", "") for launch in report["launches"] for r in launch["runs"])
        assert report["counts"]["differ"] == 0
        assert ("data race" not in messages) == clean, messages[-2000:]


def test_the_built_program_runs_the_fused_kernel_reshaped(tmp_path):
    from sycl_lift.build import build_program, run_program, timings_masked

    host, device = (SAMPLES / "reshape_colstats" / "2026.2.0" / "host.O2.ll.xz", SAMPLES / "reshape_colstats" / "device.ll")
    build_program(str(host), str(device), str(tmp_path / "original"))
    r = run_cli("rewrite", str(host), str(device), "--target", "gpu", "--fp-reassociate", "--enable", "fuse-kernels",
                "-o", str(tmp_path / "rw"), "--build", str(tmp_path / "fused"))
    assert r.returncode == 0, r.stderr
    assert json.loads((tmp_path / "rw" / "report.json").read_text())["fusions"][0]["kernel"] == FUSED
    module = lift.parse_file(str(tmp_path / "rw" / "device.ll"))
    for args, dims in ((FITS, "2"), (RAGGED, "1")):
        done = [run_program(str(tmp_path / p), list(args), capture_output=True, text=True, timeout=300,
                            env={"SYCL_UR_TRACE": "2"}) for p in ("original", "fused")]
        assert all(d.returncode == 0 for d in done), done[1].stderr[-2000:]
        outputs = [timings_masked("\n".join(l for l in d.stdout.splitlines() if l.startswith("reshape-colstats")))
                   for d in done]
        assert "PASS" in outputs[1] and outputs[0] == outputs[1]
        trace = done[1].stdout + done[1].stderr
        dims_launched = re.findall(r"<--- urEnqueueKernelLaunch\w*\(.*?\.workDim = (\d)", trace)
        assert dims_launched == [dims, dims]  # one launch per iteration, reshaped where 16 divides the columns
        assert launch_arguments(tmp_path / "fused", args) == {FUSED: [len(module.get_function(FUSED).arguments)] * 2}


# ---- reshape_rowstats: a row walk's lanes (128 per row, a work-group each), layers in a loop

ROW_ARGS = ("rows=64", "cols=300", "layers=3")


def rowstats():
    host = lift.parse_text(read_text(SAMPLES / "reshape_rowstats" / "2026.2.0" / "host.O2.ll"), "host.ll")
    return host, lift.parse_text(read_text(SAMPLES / "reshape_rowstats" / "device.ll"), "device.ll")


def test_row_walks_fuse_reshaped_for_the_command_line_and_unreshaped_without_it(tmp_path):
    """With the command line the raise proves the tensors apart from the statistics (noalias), the
    row walks are reshaped alike and fuse with a barrier between them, one fused launch per layer;
    without it the tensors' host memory is not known, nothing is reshaped, and the row walks fuse
    as they are (no barrier)."""
    from sycl_lift.build import build_program, run_program, traced_launches

    fused = fused_name(("_ZTS7RowMean", "_ZTS11RowVariance"))
    shaped = pipeline.rewrite(*rowstats(), target="gpu", fp_reassociate=True, enable=("fuse-kernels",),
                              program_args=ROW_ARGS)
    (entry,) = shaped.report["fusions"]
    assert entry["launched"] == {"work_group": [128, 1], "barrier_between_members": True}
    assert entry["launches"] == [["%k0", "%k1"], ["%k3", "%k4"], ["%k6", "%k7"]]
    report = run.replay(*rowstats(), "pocl", shaped.device, program_args=ROW_ARGS)
    assert report["counts"]["differ"] == 0 and report["counts"]["agree"] == report["counts"]["replayed"] == 9
    assert [f["reshaped"] for f in report["fusions"]] == [{"global": [64, 128], "local": [1, 128]}] * 3
    plain = pipeline.rewrite(*rowstats(), target="gpu", fp_reassociate=True, enable=("fuse-kernels",))
    (entry,) = plain.report["fusions"]
    assert "launched" not in entry and entry["launches"] == [["%k0", "%k1"], ["%k3", "%k4"]]
    assert fused in plain.device and f"i32 {SEAM_MEMORY})" not in plain.device
    # the built programs: the original, and the rewrite for the command line (it refuses others)
    host = SAMPLES / "reshape_rowstats" / "2026.2.0" / "host.O2.ll.xz"
    build_program(str(host), str(SAMPLES / "reshape_rowstats" / "device.ll"), str(tmp_path / "original"))
    (tmp_path / "host.ll").write_text(shaped.host)
    (tmp_path / "device.ll").write_text(shaped.device)
    build_program(str(tmp_path / "host.ll"), str(tmp_path / "device.ll"), str(tmp_path / "shaped"))
    done = [run_program(str(tmp_path / p), list(ROW_ARGS), capture_output=True, text=True, timeout=300)
            for p in ("original", "shaped")]
    assert all(d.returncode == 0 for d in done), done[1].stderr[-2000:]
    from sycl_lift.build import timings_masked

    assert "PASS" in done[1].stdout and timings_masked(done[0].stdout) == timings_masked(done[1].stdout)
    launches, _ = traced_launches(str(tmp_path / "shaped"), list(ROW_ARGS))
    assert {k: len(v) for k, v in launches.items()} == {fused: 3, "_ZTS11Standardise": 3}
