"""Native specialization-constant lowering for `sycl-lift build` (sycl_lift/build/spec_constants.py) on
the real device IR of samples/spec_constants and samples/spec_bundles: what is left of the reads,
what LLVM's SPIR-V backend makes of them (the SPIR-V's words), the leaves and defaults against the
samples' sources, and kernels run on Intel's OpenCL CPU runtime with the spec constants set through
clSetProgramSpecializationConstant as the SYCL runtime sets them (leaf by leaf, from the value's
bytes at each leaf's offset)."""
from __future__ import annotations

import struct
import warnings

import numpy as np
import pytest

from harness import opencl as ocl  # first: it sets up the OpenCL ICD loader

import lift
from conftest import SAMPLES, llvm_verify, read_text
from passes.analysis.spec_constants import find_reads
from sycl_lift.build.spec_constants import lower_spec_constants

OP_DECORATE, DECORATION_SPEC_ID = 71, 1
OP_SPEC_CONSTANT_TRUE, OP_SPEC_CONSTANT_FALSE, OP_SPEC_CONSTANT = 48, 49, 50


def fresh_device(sample: str) -> lift.Module:
    """A module of its own (lowering edits it)."""
    return lift.parse_text(read_text(SAMPLES / sample / "device.ll"), f"{sample}/device.ll")


def lowered(sample: str):
    module = fresh_device(sample)
    constants = lower_spec_constants(module)
    return module.print(), constants


def spec_constants_in(spv: bytes) -> dict:
    """SpecId -> [(opcode, literal words)] of the OpSpecConstant* instructions decorated with it."""
    words = struct.unpack(f"<{len(spv) // 4}I", spv)
    spec_ids, constants = {}, {}
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if opcode == OP_DECORATE and words[i + 2] == DECORATION_SPEC_ID:
            spec_ids.setdefault(words[i + 1], []).append(words[i + 3])
        elif opcode in (OP_SPEC_CONSTANT_TRUE, OP_SPEC_CONSTANT_FALSE, OP_SPEC_CONSTANT):
            constants[words[i + 2]] = (opcode, words[i + 3:i + count])
        i += count
    found = {}
    for target, ids in spec_ids.items():
        assert target in constants, f"SpecId {ids} decorates %{target}, which is no OpSpecConstant"
        for spec_id in ids:
            found.setdefault(spec_id, []).append(constants[target])
    return found


# each specialization_id of the sources, by hand from samples/*/*.cpp: its symbolic id (internal
# linkage: "____" + the mangled name), leaves (offset, size) and default bytes (little-endian)
EXPECTED = {
    "spec_constants": {
        "____ZL6kIters": ([(0, 4)], struct.pack("<i", 1)),
        "____ZL5kTaps": ([(0, 4)], struct.pack("<i", 2)),
        "____ZL5kGain": ([(0, 4)], struct.pack("<f", 1.0)),
        "____ZL5kMask": ([(0, 4)], struct.pack("<I", 0xFF)),
        "____ZL6kShift": ([(0, 2)], struct.pack("<h", 0)),
        "____ZL5kBase": ([(0, 8)], struct.pack("<q", 0)),
        "____ZL7kCoeffs": ([(0, 4), (4, 4)], struct.pack("<fi", 1.0, 0)),  # Coeffs{float scale; int bias}
        "____ZL8kWeights": ([(0, 4), (4, 4), (8, 4), (12, 4)], struct.pack("<4i", 0, 0, 0, 0)),  # std::array<int, 4>
        "____ZL5kMode": ([(0, 4)], struct.pack("<i", 0)),
    },
    "spec_bundles": {
        "____ZL7kFactor": ([(0, 4)], struct.pack("<i", 1)),
        "____ZL7kLimits": ([(0, 4), (4, 4)], struct.pack("<ii", -1000, 1000)),  # Limits{int lo; int hi}
        "____ZL7kOffset": ([(0, 4)], struct.pack("<i", 0)),
    },
}


@pytest.mark.parametrize("sample", sorted(EXPECTED))
def test_leaves_and_defaults_follow_the_source(sample):
    _, constants = lowered(sample)
    got = {c.symbolic_id: ([(leaf.offset, leaf.size) for leaf in c.leaves], c.default) for c in constants}
    assert got == EXPECTED[sample]
    # SpecIds: 0, 1, 2, ... over the leaves, in the order the module first reads each symbolic id
    first_read = list(dict.fromkeys(r.symbolic_id for r in find_reads(fresh_device(sample))))
    assert [c.symbolic_id for c in constants] == first_read
    assert [leaf.id for c in constants for leaf in c.leaves] == list(range(sum(len(c.leaves) for c in constants)))


@pytest.mark.parametrize("sample", sorted(EXPECTED))
def test_every_read_becomes_one_spec_constant_per_leaf(sample):
    before = read_text(SAMPLES / sample / "device.ll")
    assert "2020SpecConstantValue" in before
    text, constants = lowered(sample)
    assert "2020SpecConstantValue" not in text  # no read left, and their declarations are gone
    llvm_verify(text)
    found = spec_constants_in(ocl.spirv_from_llvm_ir(text))
    leaves = {leaf.id: (c, leaf) for c in constants for leaf in c.leaves}
    assert sorted(found) == sorted(leaves)
    for spec_id, (c, leaf) in leaves.items():
        # one OpSpecConstant per SpecId, whatever the number of kernels reading it (kTaps: Scalars and
        # its range-rounding wrapper), holding the default's bytes at the leaf's offset
        [(opcode, literal)] = found[spec_id]
        default = c.default[leaf.offset:leaf.offset + leaf.size]
        assert opcode == OP_SPEC_CONSTANT
        assert b"".join(w.to_bytes(4, "little") for w in literal)[:leaf.size] == default, c.symbolic_id


def test_lowering_twice_changes_nothing_the_second_time():
    module = fresh_device("spec_bundles")
    assert len(lower_spec_constants(module)) == 3
    text = module.print()
    assert lower_spec_constants(module) == [] and module.print() == text


def test_getters_whose_reads_were_all_folded_are_removed_too():
    # a rewrite folds every read the host proves (fold-spec-constants); the getters' declarations
    # stay behind unused, and build would refuse them as device-library functions
    from passes.transforms.fold_spec_constants import bind_spec_constants

    module = fresh_device("spec_bundles")
    assert bind_spec_constants(module, {}) == []  # every read replaced by its default
    assert "2020SpecConstantValue" in module.print()
    assert lower_spec_constants(module) == []
    text = module.print()
    assert "2020SpecConstantValue" not in text
    llvm_verify(text)


READ_OF_KTAPS = ("ptr addrspace(4) noundef @__usid_str.3, ptr addrspace(4) noundef addrspacecast "
                 "(ptr addrspace(1) @_ZL5kTaps to ptr addrspace(4))")


@pytest.mark.parametrize("planted, reason", [
    # the symbolic id is no constant string: null instead of @__usid_str.3
    (READ_OF_KTAPS.replace("@__usid_str.3", "null"), "symbolic id"),
    # the default is no specialization_id variable
    (READ_OF_KTAPS.replace("addrspacecast (ptr addrspace(1) @_ZL5kTaps to ptr addrspace(4))", "null"), "default"),
    # one read of kTaps whose default is kMask's: two defaults for one symbolic id
    (READ_OF_KTAPS.replace("@_ZL5kTaps", "@_ZL5kMask"), "another read of ____ZL5kTaps"),
])
def test_a_read_that_cannot_be_lowered_is_refused_with_the_function_and_why(planted, reason):
    text = read_text(SAMPLES / "spec_constants" / "device.ll")
    at = text.rindex(READ_OF_KTAPS)  # the last read of kTaps: in the Scalars kernel
    module = lift.parse_text(text[:at] + planted + text[at + len(READ_OF_KTAPS):], "device.ll")
    before = module.print()
    with pytest.raises(ValueError, match=reason) as raised:
        lower_spec_constants(module)
    assert str(raised.value).startswith("_ZTS7Scalars: specialization-constant read")
    assert module.print() == before  # every read is checked before any is changed


# ---- execution on Intel's OpenCL CPU runtime


@pytest.fixture(scope="module")
def spec_program():
    """(context, SPIR-V, lowered module, {symbolic id: LoweredSpecConstant}) of spec_constants."""
    module = fresh_device("spec_constants")
    constants = {c.symbolic_id: c for c in lower_spec_constants(module)}
    return ocl.context("intel-cpu"), ocl.spirv_from_llvm_ir(module.print()), module, constants


def built(spec_program, values: dict):
    """The program with `values` (symbolic id -> the whole value's bytes, as the host holds it) set
    as the SYCL runtime sets them: each leaf's bytes through clSetProgramSpecializationConstant."""
    ctx, spv, _, constants = spec_program
    cl = ocl._cl()
    program = cl.Program(ctx, spv)
    for symbolic_id, value in values.items():
        for leaf in constants[symbolic_id].leaves:
            # pyopencl's Program keeps the cl_program in _get_prg(), which wraps the OpenCL call
            program._get_prg().set_specialization_constant(
                leaf.id, np.frombuffer(value[leaf.offset:leaf.offset + leaf.size], np.uint8))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", cl.CompilerWarning)  # the runtime's build log
        return program.build()


N, WG = 64, 16


def run_scalars(spec_program, values: dict):
    _, _, module, _ = spec_program
    params = ocl.kernel_params(module, "_ZTS7Scalars")
    s, g = np.zeros(N, np.int64), np.zeros(N, np.float32)
    return ocl.run_kernel(spec_program[0], built(spec_program, values), "_ZTS7Scalars", [s, (0,), g, (0,)], (N,),
                          params=params)


def test_scalar_kernel_sees_the_defaults_when_nothing_is_set(spec_program):
    s, g = run_scalars(spec_program, {})
    k = np.arange(N, dtype=np.int64)
    # s[i] = kBase + (k & kMask) * kTaps + (k << kShift); g[i] = kGain * (i % 7), with the defaults
    assert (s == 0 + (k & 0xFF) * 2 + (k << 0)).all()
    assert (g == np.float32(1.0) * (k % 7).astype(np.float32)).all()


def test_scalar_kernel_sees_the_values_the_host_sets(spec_program):
    values = {"____ZL5kTaps": struct.pack("<i", 8), "____ZL5kBase": struct.pack("<q", 1 << 40),
              "____ZL6kShift": struct.pack("<h", 3), "____ZL5kGain": struct.pack("<f", 2.5),
              "____ZL5kMask": struct.pack("<I", 0x7)}
    s, g = run_scalars(spec_program, values)
    k = np.arange(N, dtype=np.int64)
    assert (s == (1 << 40) + (k & 0x7) * 8 + (k << 3)).all()
    assert (g == np.float32(2.5) * (k % 7).astype(np.float32)).all()


@pytest.mark.parametrize("coeffs, weights, set_by_host", [
    ((1.0, 0), (0, 0, 0, 0), False),  # the defaults, Coeffs{1.0f, 0} and {0, 0, 0, 0}: nothing set
    ((2.5, 7), (1, 2, 3, 4), True),  # what the program sets
])
def test_composite_kernel_sees_every_leaf_at_its_offset(spec_program, coeffs, weights, set_by_host):
    ctx, _, module, _ = spec_program
    values = {"____ZL7kCoeffs": struct.pack("<fi", *coeffs), "____ZL8kWeights": struct.pack("<4i", *weights)}
    x = (np.arange(N) % 13 - 4).astype(np.float32)
    c = np.zeros(N, np.float32)
    params = ocl.kernel_params(module, "_ZTS9Composite")
    c, _ = ocl.run_kernel(ctx, built(spec_program, values if set_by_host else {}), "_ZTS9Composite",
                          [c, (0,), x, (0,)], (N,), (WG,), params=params)
    # c[i] = co.scale * x[i] + (co.bias + w[local id % 4])
    local = np.arange(N) % WG % 4
    expected = np.float32(coeffs[0]) * x + (coeffs[1] + np.array(weights)[local]).astype(np.float32)
    assert (c == expected).all()
