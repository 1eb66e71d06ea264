"""Specialization constants on the host (issue 14): what raise-host records of
set_specialization_constant through handlers and kernel bundles, on the samples' real IR
(spec_constants, spec_bundles; their goldens are checked by test_raise.py), and what it does not
claim when a value depends on a branch or a bundle cannot be followed (real IR with one planted change)."""
from __future__ import annotations

import re
from pathlib import Path

import lift
from passes.host.patterns import detect_release, pattern_set
from passes.host.raise_host import raise_module
from passes.host.sycl_ops import GetSpecConstant, KernelBundle, SetSpecConstant, SpecConstant
from conftest import read_text

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def raise_text(text: str, name: str):
    module = lift.parse_text(text, name)
    det = detect_release(module)
    return raise_module(module, pattern_set(det.family), det)


def host_text(prog: str, release: str = "2026.2.0", opt: str = "O0") -> str:
    return read_text(SAMPLES / prog / release / f"host.{opt}.ll")


def spec_of(launch) -> dict:
    return {c.name: c.value for c in launch.spec_constants}


def test_spec_constant_text_and_json():
    taps = SpecConstant("____ZL5kTaps", "kTaps", 4, bytes([8, 0, 0, 0]))
    assert str(taps) == '"kTaps" (____ZL5kTaps) = 0x00000008 (4 bytes)'  # no type known: the bytes
    assert taps.to_json() == {"id": "____ZL5kTaps", "name": "kTaps", "size": 4, "bytes": "08000000", "type": None,
                              "value": None}
    typed = SpecConstant("____ZL5kTaps", "kTaps", 4, bytes([8, 0, 0, 0]), "int", "8")
    assert str(typed) == '"kTaps" (____ZL5kTaps) = int 8 (4 bytes)' and typed == taps  # equal: the same bytes
    assert typed.to_json()["bytes"] == "08000000" and typed.to_json()["value"] == "8"
    coeffs = SpecConstant("____ZL7kCoeffs", "kCoeffs", 8, bytes(8), "Coeffs", "{0, 0}")
    assert str(coeffs) == '"kCoeffs" (____ZL7kCoeffs) = Coeffs{0, 0} (8 bytes)'
    assert str(SpecConstant("____ZL5kGain", "kGain", 4, None, "float", None)) == '"kGain" (____ZL5kGain) = float ? (4 bytes)'
    gain = SpecConstant("____ZL5kGain", "kGain", 4, None)
    assert str(gain) == '"kGain" (____ZL5kGain) = ? (4 bytes)' and gain.to_json()["bytes"] is None
    weights = SpecConstant("____ZL8kWeights", "kWeights", 16, bytes(range(16)))
    assert str(weights).endswith('= x"000102030405060708090a0b0c0d0e0f" (16 bytes)')
    assert taps == SpecConstant("____ZL5kTaps", "kTaps", 4, b"\x08\0\0\0")  # a value: equal settings are equal


def test_handler_sets_are_listed_inside_their_command_group():
    program = raise_text(host_text("spec_constants", opt="O2"), "spec_constants.ll")
    listing = program.listing().splitlines()
    taps = next(i for i, line in enumerate(listing) if 'sycl.set_spec_constant "kTaps" (____ZL5kTaps) = int 8 (4 bytes)' in line)
    submit = max(i for i, line in enumerate(listing[:taps]) if "sycl.submit" in line)
    launch = next(i for i in range(taps, len(listing)) if "sycl.launch" in listing[i])
    assert '"Scalars"' in listing[launch] and "sycl.submit" not in " ".join(listing[submit + 1:launch])
    assert re.search(r'set_spec_constant "kGain" \(____ZL5kGain\) = float \? \(4 bytes\)', "\n".join(listing))
    ops = program.ops
    sets = [op for op in ops if isinstance(op, SetSpecConstant)]
    assert [s.constant.name for s in sets] == ["kIters", "kTaps", "kGain", "kShift", "kBase", "kCoeffs",
                                               "kWeights", "kMode", "kMode"]
    assert all(s.bundle is None for s in sets)  # the command group's own bundle: not a program object
    assert not any(isinstance(op, KernelBundle) for op in ops)


def test_a_handler_set_applies_to_its_own_launch_only():
    program = raise_text(host_text("spec_constants"), "spec_constants.ll")
    by_kernel = [(k.kernel, spec_of(k)) for k in program.launches]
    assert by_kernel[1] == ("LoopSpec", {"kIters": (16).to_bytes(4, "little")})
    assert by_kernel[2] == ("LoopLiteral", {})  # submitted after LoopSpec, by the same helper
    assert [s for k, s in by_kernel if k == "ModeStep"] == [{"kMode": b"\1\0\0\0"}, {"kMode": b"\2\0\0\0"}]
    assert "kMask" not in by_kernel[3][1]  # never set: the kernel keeps its default


def test_bundles_keep_their_own_values_and_read_backs_answer_them():
    program = raise_text(host_text("spec_bundles", opt="O2"), "spec_bundles.ll")
    bundles = [op for op in program.ops if isinstance(op, KernelBundle)]
    assert [(b.state, b.built_from) for b in bundles] == [("input", None), ("executable", bundles[0]),
                                                          ("input", None), ("executable", bundles[2])]
    launches = program.launches
    assert [k.bundle for k in launches] == [bundles[1], bundles[3], bundles[3], None]
    assert spec_of(launches[0]) == {"kFactor": b"\3\0\0\0", "kLimits": (-50).to_bytes(4, "little", signed=True) + b"2\0\0\0"}
    assert spec_of(launches[1]) == {"kFactor": None}  # from argv
    reads = [op for op in program.ops if isinstance(op, GetSpecConstant)]
    assert [(r.constant.name, r.constant.value, r.bundle) for r in reads] == [
        ("kFactor", b"\3\0\0\0", bundles[1]), ("kOffset", b"\5\0\0\0", None)]
    assert launches[0].args[1].value == 3 and launches[3].args[1].value == 5  # the read-back values, captured
    linking = program.to_json(for_linking=True)["launches"]
    assert all(entry["spec_constants_known"] for entry in linking)
    assert linking[0]["spec_constants"][1] == {"id": "____ZL7kLimits", "name": "kLimits", "size": 8,
                                               "bytes": "ceffffff32000000", "type": "Limits", "value": "{-50, 50}"}


def test_a_set_on_one_side_of_an_unknown_branch_is_not_proven():
    # build_configured's `if (limits)` made to depend on a value the program does not fix
    text = host_text("spec_bundles")
    define = text.index("define internal void @_ZL16build_configured")
    test = re.compile(r"(%\d+) = icmp ne ptr (%\d+), null").search(text, define)
    planted = (text[:test.start()] + f"%rnd = call i32 @rand()\n  {test.group(1)} = icmp ne i32 %rnd, 0"
               + text[test.end():] + "\ndeclare i32 @rand()\n")
    program = raise_text(planted, "spec_bundles-branch.ll")
    scale = program.launches[0]
    assert scale.kernel == "BundleScale"
    assert spec_of(scale) == {"kFactor": b"\3\0\0\0", "kLimits": None}  # maybe set: no value claimed
    limits = [op for op in program.ops if isinstance(op, SetSpecConstant) and op.constant.name == "kLimits"]
    assert limits and all(op.conditional for op in limits)
    unplanted = raise_text(text, "spec_bundles.ll").launches[0]
    assert spec_of(unplanted)["kLimits"] is not None


def test_a_bundle_the_raise_cannot_follow_is_marked_unknown():
    text = host_text("spec_bundles", opt="O2")
    call = re.compile(r"(call void @_ZN4sycl3_V17handler17use_kernel_bundle\S+\(ptr [^,]+), ptr [^)]+\)")
    planted, n = call.subn(r"\1, ptr null)", text, count=1)
    assert n == 1
    program = raise_text(planted, "spec_bundles-lost.ll")
    scale = program.launches[0]
    assert scale.kernel == "BundleScale" and not scale.spec_constants_known and scale.spec_constants == ()
    assert program.to_json(for_linking=True)["launches"][0]["spec_constants_known"] is False
    assert any("kernel bundle is not known" in w for w in program.warnings)
    assert program.launches[1].spec_constants_known  # the other bundle is still followed


def test_every_launch_json_has_spec_constants():
    program = raise_text(host_text("vadd"), "vadd.ll")
    for for_linking in (False, True):
        assert all(entry["spec_constants"] == [] for entry in program.to_json(for_linking)["launches"])
