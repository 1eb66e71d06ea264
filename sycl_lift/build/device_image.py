"""The device image of a built program: what DPC++'s sycl-post-link and SPIR-V translator make of the
device module for a SPIR-V (JIT) target, done on sycl-lift's device IR.

  - specialization-constant reads left in the kernels (DPC++'s front end leaves
    `__sycl_get{Scalar,Composite}2020SpecConstantValue`; `fold-spec-constants` folds the ones the
    host proves) become native SPIR-V spec constants (sycl_lift.build.spec_constants), described to
    the runtime in "SYCL/specialization constants" and "... default values", so that
    `set_specialization_constant` reaches them as it does in a DPC++ program;
  - each kernel's `!sycl_kernel_omit_args` (DPC++'s own dead-argument elimination, and `dae`'s)
    becomes its "SYCL/kernel param opt" property, by which the runtime skips the omitted arguments;
  - C math functions the kernels call (`sinf`, `pow`, ...) become the OpenCL.std builtins, and an
    `assert`'s `__assert_fail` calls `__devicelib_assert_fail`, as DPC++'s device libraries make them
    (sycl_lift.build.device_libraries);
  - the module becomes SPIR-V through LLVM's backend (sycl_lift.spirv, in a fresh process);
  - one image per module, as DPC++ makes one per translation unit, except where the rewrite names
    kernels for an image of their own (`!sycl_lift.own_image`: the range-rounding wrappers, once
    single-pass-wrappers has versioned them): those go into a second image.  The runtime builds
    (JIT-compiles) an image when one of its kernels is first launched, so a program whose ranges
    need no rounding never pays for compiling its wrappers (`make_device_images`).

Assumes: the module is spir64 DPC++ device IR (or sycl-lift's rewrite of it).  Refuses, with the
reason, a module whose kernels call a function that is only declared and is neither a SPIR-V builtin
nor a device-library function build resolves (device_libraries: C math, assert) -- a program built without it would fail when the runtime builds the
image.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Union

from lift import Module
from passes.analysis.device_model import read_omit_args, read_own_image
from sycl_lift.build.device_libraries import resolve_device_library_calls

# property types of the runtime's image description (sycl_property_type)
PROPERTY_UINT32, PROPERTY_BYTE_ARRAY, PROPERTY_STRING = 1, 2, 3
KERNEL_PARAM_OPT = "SYCL/kernel param opt"
SPEC_CONSTANTS = "SYCL/specialization constants"
SPEC_CONSTANT_DEFAULTS = "SYCL/specialization constants default values"
SPEC_CONSTANT_GETTER = "2020SpecConstantValue"  # __sycl_get{Scalar,Composite}2020SpecConstantValue<T>


class DeviceImageError(Exception):
    """The device module cannot become a device image; the message says why."""


@dataclass(frozen=True)
class Property:
    """One named value of a property set: an int is a UINT32, bytes a BYTE_ARRAY (the runtime reads
    an 8-byte little-endian size in bits before the bytes: `byte_array` adds it), str a STRING."""

    name: str
    value: Union[int, bytes, str]

    @property
    def type(self) -> int:
        return {int: PROPERTY_UINT32, bytes: PROPERTY_BYTE_ARRAY, str: PROPERTY_STRING}[type(self.value)]


def byte_array(data: bytes, bits: int | None = None) -> bytes:
    """A BYTE_ARRAY property value: the size in bits (8 bytes, little-endian), then the data."""
    return (len(data) * 8 if bits is None else bits).to_bytes(8, "little") + data


def omitted_argument_mask(omitted: list[bool]) -> bytes:
    """A kernel's "SYCL/kernel param opt" value: the argument count in bits, then one bit per
    original argument, least significant bit first, set where the argument was removed."""
    bits = bytearray((len(omitted) + 7) // 8)
    for i, gone in enumerate(omitted):
        if gone:
            bits[i // 8] |= 1 << (i % 8)
    return byte_array(bytes(bits), bits=len(omitted))


@dataclass(frozen=True)
class DeviceImage:
    spirv: bytes
    kernels: tuple[str, ...]  # one offload entry per kernel: the names the host's integration header uses
    property_sets: dict = field(default_factory=dict)  # set name -> tuple[Property, ...]
    compile_options: str = ""
    link_options: str = ""


# declarations LLVM's SPIR-V backend turns into instructions or OpenCL.std calls
_BUILTIN = re.compile(r"llvm\.|.*__spirv_")


def unresolved_functions(module: Module) -> list[str]:
    """Functions the module declares but does not define and the SPIR-V backend does not know."""
    return [f.name for f in module.functions.values() if f.is_declaration and not _BUILTIN.match(f.name)]


def kernel_param_opt(module: Module) -> tuple[Property, ...]:
    """One property per kernel that omits any argument (none at all: the runtime keeps every argument)."""
    props = []
    for fn in module.definitions():
        if fn.is_kernel:
            omitted = read_omit_args(fn)
            if omitted and any(omitted):
                props.append(Property(fn.name, omitted_argument_mask(omitted)))
    return tuple(props)


def spec_constant_properties(lowered) -> dict:
    """The two spec-constant property sets of the lowered constants: per symbolic id, its leaves'
    (SpecId, offset, size) as three little-endian u32 each, and its default value's bytes."""
    if not lowered:
        return {}
    ids, defaults = [], []
    for c in lowered:
        triples = b"".join(v.to_bytes(4, "little") for leaf in c.leaves for v in (leaf.id, leaf.offset, leaf.size))
        ids.append(Property(c.symbolic_id, byte_array(triples)))
        defaults.append(Property(c.symbolic_id, byte_array(c.default)))
    return {SPEC_CONSTANTS: tuple(ids), SPEC_CONSTANT_DEFAULTS: tuple(defaults)}


def make_device_images(device: Module) -> list[DeviceImage]:
    """The device images of `device` (which is changed: its spec-constant reads are lowered): one, or
    two where the module names kernels for an image of their own (device_model.write_own_image) beside
    others and reads no specialization constant (each image would need the constants its own kernels
    read: not split)."""
    from sycl_lift.spirv import spirv_from_llvm_ir

    kernels = [f.name for f in device.definitions() if f.is_kernel]
    if not kernels:
        raise DeviceImageError("the device module defines no kernel (spir_kernel)")
    property_sets = {}
    spec_constants = any(f.is_declaration and SPEC_CONSTANT_GETTER in f.name for f in device.functions.values())
    if spec_constants:
        from sycl_lift.build.spec_constants import lower_spec_constants

        try:
            property_sets.update(spec_constant_properties(lower_spec_constants(device)))
        except ValueError as e:
            raise DeviceImageError(f"specialization constants cannot be lowered: {e}") from e
    params = kernel_param_opt(device)
    text, resolved = resolve_device_library_calls(device.print())
    unresolved = [name for name in unresolved_functions(device) if name not in resolved]
    if unresolved:
        raise DeviceImageError(f"the device code calls {unresolved[0]}, which it only declares and which is no "
                               f"SPIR-V builtin, C math function or assert (a DPC++ device-library function that build "
                               f"does not resolve)")
    apart = [k for k in read_own_image(device) if k in kernels]
    groups = [kernels] if not apart or len(apart) == len(kernels) or spec_constants else \
        [[k for k in kernels if k not in apart], apart]
    images = []
    for group in groups:
        own = text if len(groups) == 1 else _without_kernels(text, [k for k in kernels if k not in group])
        try:
            spirv = spirv_from_llvm_ir(own)
        except ValueError as e:
            raise DeviceImageError(f"LLVM's SPIR-V backend cannot translate the device module: {e}") from e
        mine = tuple(p for p in params if p.name in group)
        images.append(DeviceImage(spirv, tuple(group), {**property_sets, **({KERNEL_PARAM_OPT: mine} if mine else {})}))
    return images


def _without_kernels(text: str, others: list) -> str:
    """The module text without the kernels `others` and what only they use: those made internal,
    then LLVM's global dead-code elimination."""
    from passes.llvm_passes import run_llvm_passes

    def internalize(module) -> None:
        for name in others:
            module.get_function(name).linkage = "internal"

    return run_llvm_passes(text, ["globaldce"], internalize)
