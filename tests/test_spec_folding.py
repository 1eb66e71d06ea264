"""Specialization constants on the device side: the reads DPC++'s front end leaves in the kernels
(`__sycl_getScalar2020SpecConstantValue` / `...Composite...`), folded by `fold-spec-constants` where
every launch proves one value, written as build-time macros by the OpenCL C writer where not, and
bound to the launches' values by the replay (passes/analysis/spec_constants.py,
passes/transforms/fold_spec_constants.py, passes/opencl/spec_constants.py)."""
from __future__ import annotations

import functools
import struct

import pytest

import lift
from conftest import SAMPLES, ir, llvm_verify, read_text
from passes import pipeline
from passes.analysis.spec_constants import find_reads
from lift.layout import Layouts
from passes.analysis.spec_constants import cxx_name
from passes.transforms.fold_spec_constants import literal

DEVICE_HEADER = 'target triple = "spir64-unknown-unknown"\n'


def layouts() -> Layouts:
    return Layouts(lift.parse_text(DEVICE_HEADER, "types.ll"))


def test_literals_are_the_bytes_the_host_wrote():
    types = layouts()
    assert literal(types, "i32", (8).to_bytes(4, "little")) == "8"
    assert literal(types, "i32", (-3).to_bytes(4, "little", signed=True)) == "-3"
    assert literal(types, "i16", bytes([0xff, 0x7f])) == str(0x7fff)
    assert literal(types, "i64", (1 << 40).to_bytes(8, "little")) == str(1 << 40)
    assert literal(types, "i1", b"\x01") == "1"
    # floats: LLVM's exact hexadecimal form (a float as the double of the same value)
    gain = struct.pack("<f", 1.5)
    assert literal(types, "float", gain) == "0x" + struct.pack(">d", 1.5).hex().upper()
    third = struct.pack("<f", 1 / 3)
    bits = int(literal(types, "float", third), 16)
    assert struct.unpack("<d", bits.to_bytes(8, "little"))[0] == struct.unpack("<f", third)[0]
    assert literal(types, "double", struct.pack("<d", -2.25)) == "0x" + struct.pack(">d", -2.25).hex().upper()
    assert literal(types, "half", bytes([0x00, 0x3e])) == "0xH3E00"
    assert literal(types, "<2 x i32>", (1).to_bytes(4, "little") + (2).to_bytes(4, "little")) == "<i32 1, i32 2>"
    assert literal(types, "%struct.Missing", b"\0" * 4) is None


def test_the_cxx_name_is_read_from_the_symbolic_id():
    assert cxx_name("____ZL5kTaps") == "kTaps"
    assert cxx_name("____ZN6params4gainE") == "params::gain"
    assert cxx_name("no_mangled_name_here") == "no_mangled_name_here"


# ---- on the samples (samples/spec_constants, samples/spec_bundles: real DPC++ IR)





def le(value: int, size: int) -> str:
    return value.to_bytes(size, "little", signed=value < 0).hex()


def f32(value: float) -> str:
    return struct.pack("<f", value).hex()


@functools.lru_cache(maxsize=None)
def rewrite(sample: str, release: str = "2026.2.0", opt: str = "O2"):
    host = lift.parse_file(str(ir(SAMPLES / sample / release / f"host.{opt}.ll")))
    device = lift.parse_file(str(ir(SAMPLES / sample / "device.ll")))
    return pipeline.rewrite(host, device)


def folded(result, kernel_type: str) -> dict:
    """symbolic-id name -> folded bytes, of the user kernel (not its range-rounding wrapper)."""
    return {name: entry["bytes"] for name, entry in folded_entries(result, kernel_type).items()}


def folded_entries(result, kernel_type: str) -> dict:
    """symbolic-id name -> its report entry (bytes, type, value), of the user kernel."""
    found = [k for k in result.report["kernels"] if k["name"].endswith(kernel_type) and "wrapper" not in k["name"]]
    assert len(found) == 1, kernel_type
    return found[0].get("spec_constants", {})


def skipped(result, name: str) -> list[str]:
    return [s["why"] for s in result.report["skipped"] if s["what"].startswith(f"specialization constant {name} ")]


@pytest.mark.parametrize("release,opt", [("2026.2.0", "O2"), ("2025.1.1", "O0")])
def test_constants_the_host_proves_are_folded_and_nothing_else(release, opt):
    # values from samples/spec_constants/spec_constants.cpp
    result = rewrite("spec_constants", release, opt)
    llvm_verify(result.device)
    assert folded(result, "8LoopSpec") == {"kIters": le(4 * 4, 4)}  # trip_count(4), computed on the host
    assert folded(result, "7Scalars") == {"kTaps": le(4 * 2, 4), "kShift": le(3, 2), "kBase": le(1 << 40, 8),
                                          "kMask": le(0xFF, 4)}  # kMask: never set, its default
    assert folded(result, "9Composite") == {"kCoeffs": f32(2.5) + le(7, 4), "kWeights": "".join(le(i, 4) for i in (1, 2, 3, 4))}
    assert folded(result, "8ModeStep") == {}
    # beside the bytes, each value as its C++ type says (the device IR's getter names it)
    typed = {name: (e["type"], e["value"]) for k in ("7Scalars", "9Composite") for name, e in folded_entries(result, k).items()}
    assert typed == {"kTaps": ("int", "8"), "kShift": ("short", "3"), "kBase": ("long", str(1 << 40)),
                     "kMask": ("unsigned int", "255"), "kCoeffs": ("Coeffs", "{2.5, 7}"),
                     "kWeights": ("std::array<int, 4>", "{1, 2, 3, 4}")}
    assert any("not prove" in why for why in skipped(result, "kGain"))  # from argv
    assert any("different values: int 1 vs int 2" in why for why in skipped(result, "kMode"))  # 1 and 2 in a loop
    # what is left to read at run time: exactly the two constants that were not folded
    left = {r.name for r in find_reads(lift.parse_text(result.device, "rewritten.ll"))}
    assert left == {"kGain", "kMode"}


def test_bundles_fold_what_their_build_set_and_not_what_argv_chose():
    result = rewrite("spec_bundles")
    llvm_verify(result.device)
    assert folded(result, "11BundleScale") == {"kFactor": le(3, 4), "kLimits": le(-50, 4) + le(50, 4)}
    assert folded(result, "11HandlerRead") == {"kOffset": le(5, 4)}
    offset = folded(result, "12BundleOffset")
    assert "kFactor" not in offset  # run_factor comes from argv
    assert any("not prove" in why for why in skipped(result, "kFactor"))


def test_a_spec_constant_call_the_raise_does_not_model_stops_every_fold(tmp_path):
    # the same program, its runtime call renamed into one no pattern explains: what it sets is
    # unknown, so no read may take the value the raise saw (nor the default)
    host = read_text(SAMPLES / "spec_constants" / "2026.2.0" / "host.O2.ll")
    old = "_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm"
    assert old in host
    planted = host.replace(old, "_ZN4sycl3_V16detail19kernel_bundle_plain33set_specialization_constant_impl2EPKcPvm")
    result = pipeline.rewrite(lift.parse_text(planted, "planted.ll"),
                              lift.parse_file(str(ir(SAMPLES / "spec_constants" / "device.ll"))))
    assert all(not k.get("spec_constants") for k in result.report["kernels"])
    assert any("does not model" in s["why"] for s in result.report["skipped"])


def test_unfolded_reads_are_build_time_macros_over_the_defaults():
    from passes.opencl.writer import write_opencl_program

    program = write_opencl_program(lift.parse_file(str(ir(SAMPLES / "spec_constants" / "device.ll"))))
    assert not program.failed
    source = program.source
    assert "#define SYCL_SPEC_kMask 0xff, 0x00, 0x00, 0x00" in source  # kMask{0xffu}
    assert "#define SYCL_SPEC_kCoeffs " + ", ".join(f"0x{b:02x}" for b in struct.pack("<fi", 1.0, 0)) in source
    rewritten = write_opencl_program(lift.parse_text(rewrite("spec_constants").device, "rewritten.ll")).source
    assert "SYCL_SPEC_kMode" in rewritten and "SYCL_SPEC_kIters" not in rewritten


def test_the_replay_catches_a_fold_with_another_value_than_the_host_sets():
    # fold LoopSpec's trip count with 17 where the host sets 16: the replay, which runs the original
    # with the host's values bound, must see the difference (and the true fold agrees)
    from harness import opencl  # noqa: F401  (sets up the OpenCL ICD loader)
    from passes import PassContext
    from passes.pipeline import PASSES
    from sycl_lift.replay import run

    def rewritten(trip_count: int) -> str:
        ctx = PassContext(host=lift.parse_file(str(ir(SAMPLES / "spec_constants" / "2026.2.0" / "host.O2.ll"))),
                          device=lift.parse_file(str(ir(SAMPLES / "spec_constants" / "device.ll"))))
        PASSES["raise-host"]().apply(ctx)
        for launch in ctx.analyses["sycl-program"]["launches"]:
            for sc in launch["spec_constants"]:
                if sc["name"] == "kIters":
                    assert sc["bytes"] == le(16, 4)
                    sc["bytes"] = le(trip_count, 4)
        for name in ("link", "fold-spec-constants"):
            PASSES[name]().apply(ctx)
        return ctx.device.print()

    host = lift.parse_file(str(ir(SAMPLES / "spec_constants" / "2026.2.0" / "host.O2.ll")))
    device = lift.parse_file(str(ir(SAMPLES / "spec_constants" / "device.ll")))
    good = run.replay(host, device, "pocl", rewritten(16))
    assert run.exit_code(good) == 0 and good["counts"]["agree"] == 7  # ModeStep twice, with kMode 1 and 2
    bad = run.replay(host, device, "pocl", rewritten(17))
    assert run.exit_code(bad) == 1 and bad["first_difference"]["launch"] == "%k1"  # LoopSpec
