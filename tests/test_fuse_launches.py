"""The host side of kernel fusion (passes.transforms.fuse_launches): programs `build` makes from a
rewrite with `--enable fuse-kernels` launch each fused chain's kernel once, hand it exactly the
arguments it keeps, and print what the original prints; where the host cannot be edited safely it is
written back byte for byte as it was and the report says why.

Needs clang and the test extra's intel-sycl-rt==2026.2.0 (as tests/test_build.py)."""
from __future__ import annotations

import json

import pytest

import lift
from conftest import SAMPLES, ir, launch_arguments, read_text

import sycl_lift
from passes import PassContext, pipeline
from passes.analysis.fusion import find_fusions
from passes.analysis.link import Link
from sycl_lift.build import build_program, run_program, timings_masked
from passes.host.sycl_ops import Wait
from passes.transforms.fuse_kernels import _events_in_use

# sample, -O level, command line, {fused kernel: launches} (and {member: launches} of members the
# program also launches outside their chain)
FUSED_PROGRAMS = [
    ("fuse_image", "O2", ["--width", "200", "--height", "120", "--frames", "3"],
     {"sycl_lift_fused_ToGray_Normalise_Gamma_Clamp": 3}),
    ("fuse_image", "O0", ["--width", "64", "--height", "48", "--frames", "2"],
     {"sycl_lift_fused_ToGray_Normalise_Gamma_Clamp": 2}),
    # the last member's kernel object is copied inside parallel_for_lambda_impl (inlined StoreLambda)
    ("fuse_stats", "O2", ["--samples", "300", "--features", "40", "--repeats", "2"],
     {"sycl_lift_fused_FeatureSum_FeatureSquares_Standardise": 2}),
    # three chains; Scale stays on its own (a host accessor follows it)
    ("fuse_blocked", "O2", ["--size", "500", "--rounds", "2"],
     {"sycl_lift_fused_Offset_Square": 2, "sycl_lift_fused_Negate_Copy": 2, "sycl_lift_fused_Smooth_Bias_Halve": 2}),
    # USM pointers
    ("usm_hints", "O0", [], {"sycl_lift_fused_RowSums_DoubleSums": 1}),
    # StoreLambda inlined into the command group's function, the kernel handed over by an invoke
    ("vectors_main", "O2", [], {"sycl_lift_fused_Axpy_ScaleOwned": 1}),
    ("math_vec", "O2", [], {"sycl_lift_fused_MathFunctor_VecSwizzle_HalfDouble": 1}),
    # Scale3D is Init3D's partner here and launched on its own elsewhere: that launch stays its own
    ("multi_launch", "O2", [], {"sycl_lift_fused_Init3D_Scale3D": 1}, {"_ZTS7Scale3D": 1}),
]


@pytest.mark.parametrize("sample,opt,args,fused,alone", [p if len(p) == 5 else (*p, {}) for p in FUSED_PROGRAMS],
                         ids=[f"{p[0]}-{p[1]}" for p in FUSED_PROGRAMS])
def test_the_built_program_launches_each_chain_once(sample, opt, args, fused, alone, tmp_path):
    host, device = ir(SAMPLES / sample / "2026.2.0" / f"host.{opt}.ll"), SAMPLES / sample / "device.ll"
    build_program(str(host), str(device), str(tmp_path / "original"))
    assert sycl_lift.main(["rewrite", str(host), str(device), "-o", str(tmp_path / "rw"), "-q", "--no-opencl",
                           "--enable", "fuse-kernels", "--build", str(tmp_path / "fused")]) == 0
    report = json.loads((tmp_path / "rw" / "report.json").read_text())
    assert {f["kernel"]: f["host"] for f in report["fusions"]} == dict.fromkeys(fused, "launches the fused kernel once per occurrence")
    # the report counts the host's launches of each fused kernel: one per place of its chain
    assert {k["name"]: k["launches"] for k in report["kernels"] if k["name"] in fused} == \
        {f["kernel"]: len(f["launches"]) for f in report["fusions"]}
    first, second = (run_program(str(tmp_path / p), args, capture_output=True, text=True, timeout=300)
                     for p in ("original", "fused"))
    assert first.returncode == second.returncode == 0, second.stderr[-2000:]
    assert "PASS" in first.stdout and timings_masked(first.stdout) == timings_masked(second.stdout)
    launches = launch_arguments(tmp_path / "fused", args)
    members = {k for f in report["fusions"] for k in f["kernels"]}
    assert {k: len(v) for k, v in launches.items() if k in members} == alone  # no member launched in a chain
    module = lift.parse_file(str(tmp_path / "rw" / "device.ll"))
    for kernel, count in fused.items():
        # once per chain, handed exactly the parameters the fused kernel keeps (the descriptors and
        # the omitted-argument mask of the image agree)
        assert launches[kernel] == [len(module.get_function(kernel).arguments)] * count


def _rewrite(sample: str, release: str = "2026.2.0", opt: str = "O2"):
    text = read_text(SAMPLES / sample / release / f"host.{opt}.ll")
    host = lift.parse_text(text, "host.ll")
    device = lift.parse_text(read_text(SAMPLES / sample / "device.ll"), "device.ll")
    return text, pipeline.rewrite(host, device, enable=("fuse-kernels",))


@pytest.mark.parametrize("sample,release,opt,why", [
    ("fuse_image", "2025.1.1", "O2", "only the DPC++ 2026 headers' kernel launches are rewritten"),
])
def test_a_host_it_cannot_edit_safely_is_written_back_as_it_was(sample, release, opt, why):
    text, result = _rewrite(sample, release, opt)
    assert result.report["fusions"] and all(f["host"].startswith("unchanged") for f in result.report["fusions"])
    assert any(s["what"].startswith("launching sycl_lift_fused_") and why in s["why"] for s in result.report["skipped"])
    assert result.host == text  # (nothing half done)


def test_an_earlier_member_launched_outside_the_chain_keeps_the_members(monkeypatch):
    """Planted: the listing says ToGray's launch %k0 is not the chain's (its occurrence names another):
    ToGray's command group could not tell a chain's launch from its own."""
    from passes.transforms import fuse_kernels

    def elsewhere(*args):
        fusions, refusals = find_fusions(*args)
        fusions[0].occurrences = [["%k9"] + fusions[0].occurrences[0][1:]]
        return fusions, refusals

    monkeypatch.setattr(fuse_kernels, "find_fusions", elsewhere)
    text, result = _rewrite("fuse_image")
    assert result.host == text
    (skip,) = [s for s in result.report["skipped"] if s["what"].startswith("launching sycl_lift_fused_")]
    assert skip["why"] == "ToGray is also launched outside the chain (%k0)"


def test_a_wait_for_an_earlier_members_event_keeps_the_members():
    """An earlier member's command group completes at once after the edit: a host that waits for
    its event (or a submission that depends on it) must keep the members' launches."""
    ctx = PassContext(host=lift.parse_text(read_text(SAMPLES / "fuse_image" / "2026.2.0" / "host.O2.ll"), "host.ll"),
                      device=lift.parse_text(read_text(SAMPLES / "fuse_image" / "device.ll"), "device.ll"))
    pipeline.RaiseHostJson().apply(ctx)
    Link().apply(ctx)
    program = ctx.analyses["sycl-ops"]
    (fusion,), _ = find_fusions(program, ctx.analyses["links"], ctx.device, ctx.analyses["sycl-program"], set())
    assert _events_in_use(program, fusion) is None
    gamma = next(op for op in program.launches if op.name == "%k2")
    last = next(op for op in program.launches if op.name == "%k3")
    program.ops.append(Wait(on=last.submit, name="%w9"))  # the chain's own last event: still fine
    assert _events_in_use(program, fusion) is None
    program.ops.append(Wait(on=gamma.submit, name="%w10"))
    assert _events_in_use(program, fusion) == "the host waits for Gamma's event (%w10)"
    program.ops[-1] = Wait(on=None, name="%w11")
    assert _events_in_use(program, fusion) == "the host waits for an event it cannot trace (%w11)"


def test_the_rewritten_host_raises_to_one_launch_of_the_fused_kernel():
    """The raise reads the edited host as the runtime does: one launch per frame of the fused kernel,
    with every member's captured arguments (the fused descriptor getter over the kept objects: their
    accessors among them), none of a member, whose command groups have no kernel."""
    _, result = _rewrite("fuse_image", opt="O0")
    ctx = PassContext(host=lift.parse_text(result.host, "host.ll"))
    pipeline.RaiseHostJson().apply(ctx)
    assert not [w for w in ctx.warnings if "cannot interpret" in str(w)]  # (a switch of cases on one line)
    launches = ctx.analyses["sycl-ops"].launches
    (launch,) = launches
    assert launch.mangled == "sycl_lift_fused_ToGray_Normalise_Gamma_Clamp"
    assert len(launch.args) == 3 + 4 + 4 + 4
    assert [a.kind for a in launch.args[-4:]] == ["scalar", "accessor", "other", "accessor"]  # Clamp's, as before
    assert [a.kind for a in launch.args].count("accessor") == 8  # two per member
    submits = [op for op in ctx.analyses["sycl-ops"].ops if type(op).__name__ == "Submit"]
    assert [s.launch is launch for s in submits] == [False, False, False, True]
