"""Specialization constants on the device side: the reads DPC++'s front end leaves in the kernels
(`__sycl_getScalar2020SpecConstantValue` / `...Composite...`), folded by `fold-spec-constants` where
every launch proves one value, written as build-time macros by the OpenCL C writer where not, and
bound to the launches' values by the replay (passes/analysis/spec_constants.py,
passes/transforms/fold_spec_constants.py, passes/opencl/spec_constants.py)."""
from __future__ import annotations

import struct

import lift
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
