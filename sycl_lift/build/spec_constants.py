"""Native specialization constants (what DPC++'s sycl-post-link does with `-spec-const=native` for a
SPIR-V target), on sycl-lift's device IR: the reads DPC++'s front end left
(`__sycl_getScalar2020SpecConstantValue<T>(SymbolicID, &Default, RTBuffer)` and, through an sret
destination, `__sycl_getComposite2020SpecConstantValue<T>`; see passes.analysis.spec_constants)
become SPIR-V specialization constants that the runtime sets with
`urProgramSetSpecializationConstants` before it builds the image.

  - Each scalar leaf of a constant's type (T itself, or the fields of a struct and the elements of
    an array or vector, depth first) gets a SpecId, numbered from 0 over the symbolic ids in the
    order the module first reads them; every read of one symbolic id uses the same ids.
  - A leaf is read by `call spir_func L @_Z20__spirv_SpecConstanti<L>(i32 SpecId, L default)`,
    which LLVM's SPIR-V backend (SPIRVBuiltins: `__spirv_SpecConstant`, two arguments, the second
    a literal) emits as `OpSpecConstant` decorated `SpecId`.  That call is made once per leaf, in
    a function of its own (`__sycl_lift.spec_constant.<SpecId>`, internal, alwaysinline) that every
    read calls: DPC++ reads at each call site, but LLVM's backend then emits one OpSpecConstant per
    call site, all decorated with the same SpecId; with the reader the SPIR-V has exactly one per
    SpecId.  A bool (i1) is read as i8 and truncated, as DPC++ does (OpSpecConstant of an 8-bit
    integer, which the runtime sets with one byte).
  - A scalar read is replaced by its leaf reader's value; a composite read stores each leaf's value
    into the sret destination at the leaf's byte offset (padding is not written: it has no value).
  - The getter declarations go once nothing uses them.

`lower_spec_constants` returns, per symbolic id, its leaves (SpecId, byte offset, size) and the
whole default value -- what "SYCL/specialization constants" and "... default values" describe to
the runtime (sycl_lift.build.device_image), which copies `size` bytes at `offset` of the value the host
set into the spec constant `SpecId`.

Proves: every read returns the bytes the runtime was given for its leaves (the default's bytes where
nothing was set), and the leaves cover every non-padding byte of T; each leaf's default literal is
the default value's bytes at its offset.  Assumes the module is spir64 device IR with opaque pointers
(LLVM 22 reads no other) and that RTBuffer is unused (null: native images have no spec-constant
buffer, and DPC++ already omits that kernel argument).  Raises ValueError, naming the function and
the reason, for a read whose symbolic id or default cannot be read, a leaf type SPIR-V spec
constants cannot carry, or one symbolic id read with two types or defaults: the build reports it
and makes no program.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from lift import Function, Module
from lift.layout import Layouts, TypeInfo
from lift.syntax import split_type
from passes.analysis.spec_constants import SpecRead, find_read_calls, is_getter
from passes.transforms.fold_spec_constants import literal

# Itanium codes of the leaf types: `__spirv_SpecConstant(int, T)` is mangled with T's code
_MANGLED_TYPE = {"i8": "a", "i16": "s", "i32": "i", "i64": "l", "half": "Dh", "float": "f", "double": "d"}
_ALIGN = re.compile(r"\balign\s+(\d+)")
READER_PREFIX = "__sycl_lift.spec_constant."  # + SpecId: the function that reads one leaf


@dataclass(frozen=True)
class SpecConstantLeaf:
    """One scalar leaf of a (possibly composite) specialization constant."""

    id: int  # the SPIR-V SpecId given to it
    offset: int  # byte offset of the leaf inside the whole constant's value
    size: int  # bytes


@dataclass(frozen=True)
class LoweredSpecConstant:
    symbolic_id: str  # DPC++'s SymbolicID, the name the host's set_specialization_constant_impl uses
    leaves: tuple[SpecConstantLeaf, ...]
    default: bytes  # the whole default value (the specialization_id initializer's bytes)


@dataclass
class _Constant:
    """A symbolic id being lowered: its value type, its default and its leaves' types."""

    lowered: LoweredSpecConstant
    type_text: str
    leaf_types: tuple[TypeInfo, ...]


def spec_constant_function(type_text: str) -> str:
    """The name of `L __spirv_SpecConstant(int SpecId, L Default)` for leaf type `type_text`."""
    return f"_Z20__spirv_SpecConstanti{_MANGLED_TYPE[type_text]}"


def type_leaves(ti: TypeInfo, offset: int = 0):
    """(byte offset, TypeInfo) of each scalar leaf of `ti`, depth first; ValueError for a type with a
    leaf SPIR-V spec constants cannot carry."""
    if ti.kind == "struct":
        for field_offset, field in ti.fields:
            yield from type_leaves(field, offset + field_offset)
    elif ti.kind in ("array", "vector"):
        if ti.kind == "vector" and ti.elem.kind == "int" and ti.elem.bits == 1:
            raise ValueError(f"a vector of i1 ({ti.text}) has no byte per element")
        for i in range(ti.count):
            yield from type_leaves(ti.elem, offset + i * ti.elem.size)
    elif ti.text in _MANGLED_TYPE or ti.text == "i1":  # a bool (only as a scalar read, see below)
        yield offset, ti
    else:
        raise ValueError(f"a {ti.text} leaf cannot be a SPIR-V specialization constant")


def lower_spec_constants(module: Module) -> list[LoweredSpecConstant]:
    """Lower every spec-constant read of `module` in place (see the module docstring); the constants
    in SpecId order.  Every read is checked before the first is changed: on ValueError the module is
    as it was."""
    layouts = Layouts(module)
    constants: dict[str, _Constant] = {}
    planned = []
    next_id = 0
    for read in find_read_calls(module):
        where = f"{read.function.name}: specialization-constant read"
        if not isinstance(read, SpecRead):
            raise ValueError(f"{where}: {read.reason}")
        where = f"{where} of {read.name}"
        if read.default is None or len(read.default) != read.size:
            named = f" @{read.default_global.name}" if read.default_global is not None else ""
            raise ValueError(f"{where}: its default (the initializer of the specialization_id variable{named}) "
                             f"cannot be read")
        constant = constants.get(read.symbolic_id)
        if constant is None:
            try:
                leaves = list(type_leaves(layouts(read.type_text)))
            except ValueError as e:
                raise ValueError(f"{where}: {e}") from None
            if any(ti.text == "i1" for _, ti in leaves) and (read.composite or len(leaves) != 1):
                raise ValueError(f"{where}: an i1 inside {read.type_text} has no byte of its own")
            lowered = LoweredSpecConstant(read.symbolic_id, tuple(
                SpecConstantLeaf(next_id + i, offset, ti.size) for i, (offset, ti) in enumerate(leaves)), read.default)
            constant = constants[read.symbolic_id] = _Constant(lowered, read.type_text, tuple(ti for _, ti in leaves))
            next_id += len(leaves)
        elif (constant.type_text, constant.lowered.default) != (read.type_text, read.default):
            raise ValueError(f"{where}: another read of {read.symbolic_id} has type {constant.type_text} and default "
                             f"0x{constant.lowered.default.hex()}, this one {read.type_text} and 0x{read.default.hex()}")
        destination = _destination(layouts, read) if read.composite else None
        if destination is not None and not destination[1].startswith("ptr"):
            raise ValueError(f"{where}: its destination is a typed pointer ({destination[1]}), which LLVM 22 "
                             f"does not read")
        planned.append((read, constant, destination))
    lowered_before = next((name for name in module.functions if name.startswith(READER_PREFIX)), None)
    if planned and lowered_before:
        raise ValueError(f"the module has reads left and already defines @{lowered_before}: lowered twice?")
    readers: dict[int, str] = {}  # SpecId -> its leaf reader
    for read, constant, destination in planned:
        _lower_read(module, layouts, read, constant, destination, readers)
    for getter in [f for f in module.functions.values() if is_getter(f)]:  # also those whose reads were folded
        _remove_unused_declaration(module, getter)
    return [c.lowered for c in constants.values()]


def _destination(layouts: Layouts, read: SpecRead) -> tuple:
    """(pointer value, its type, its known alignment) of a composite read's sret destination."""
    argument = read.call.syntax.call_arguments[0]
    pointer_type, attributes = split_type(argument.spec)
    m = _ALIGN.search(attributes)
    return argument.value, pointer_type, int(m.group(1)) if m else layouts(read.type_text).align


def _lower_read(module: Module, layouts: Layouts, read: SpecRead, constant: _Constant, destination: Optional[tuple],
                readers: dict) -> None:
    """Replace one read by calls of its leaves' readers (and, for a composite, stores of their values
    into the destination)."""
    call = read.call
    block = call.block
    at = block.instructions.index(call)
    names = _LocalNames(call.block.function, "spec." + re.sub(r"[^\w.]", "_", read.name))
    values = []
    for leaf, ti in zip(constant.lowered.leaves, constant.leaf_types):
        reader = readers.get(leaf.id) or _leaf_reader(module, layouts, leaf, ti, constant.lowered.default, readers)
        values.append(block.insert(at, f"%{names.fresh()} = call spir_func {ti.text} @{reader}()"))
        at += 1
    if destination is None:
        call.replace_all_uses_with(values[0])
        call.erase()
        return
    pointer, pointer_type, pointer_align = destination
    for leaf, ti, value in zip(constant.lowered.leaves, constant.leaf_types, values):
        address = pointer
        if leaf.offset:
            address = block.insert(at, f"%{names.fresh()} = getelementptr inbounds i8, {pointer_type} {{0}}, "
                                       f"i64 {leaf.offset}", pointer)
            at += 1
        align = min(ti.align, _largest_power_of_two_dividing(pointer_align, leaf.offset))
        block.insert(at, f"store {ti.text} {{0}}, {pointer_type} {{1}}, align {align}", value, address)
        at += 1
    call.erase()


def _leaf_reader(module: Module, layouts: Layouts, leaf: SpecConstantLeaf, ti: TypeInfo, default: bytes,
                 readers: dict) -> str:
    """A new function that reads one leaf: the one `__spirv_SpecConstant` call of its SpecId in the
    module, so that the SPIR-V has one OpSpecConstant per SpecId however many functions read it (the
    runtime's compiler inlines it: `alwaysinline`)."""
    name = readers[leaf.id] = f"{READER_PREFIX}{leaf.id}"
    as_type = "i8" if ti.text == "i1" else ti.text  # a bool is an 8-bit spec constant
    spirv = _declare_spec_constant(module, as_type)
    default_literal = literal(layouts, as_type, default[leaf.offset:leaf.offset + leaf.size])
    body = [f"  %value = call spir_func {as_type} @{spirv}(i32 {leaf.id}, {as_type} {default_literal})"]
    if as_type != ti.text:
        body.append(f"  %bool = trunc i8 %value to {ti.text}")
    body.append(f"  ret {ti.text} {'%bool' if as_type != ti.text else '%value'}")
    module.add_function(f"define internal spir_func {ti.text} @{name}() alwaysinline {{\n" + "\n".join(body) + "\n}\n")
    return name


def _largest_power_of_two_dividing(align: int, offset: int) -> int:
    """The alignment an address `offset` bytes past one aligned to `align` is known to have."""
    while align > 1 and offset % align:
        align //= 2
    return max(align, 1)


def _declare_spec_constant(module: Module, type_text: str) -> str:
    name = spec_constant_function(type_text)
    if module.get_function(name) is None:
        module.add_function(f"declare spir_func {type_text} @{name}(i32, {type_text})\n")
    return name


class _LocalNames:
    """Fresh local value names (`base.N`) in one function."""

    def __init__(self, function: Function, base: str):
        self.base, self.n = base, 0
        self.taken = {a.name for a in function.arguments} | {b.name for b in function.blocks} | {
            i.name for b in function.blocks for i in b.instructions}

    def fresh(self) -> str:
        while f"{self.base}.{self.n}" in self.taken:
            self.n += 1
        name = f"{self.base}.{self.n}"
        self.taken.add(name)
        return name


def _remove_unused_declaration(module: Module, function: Function) -> None:
    """Take a getter's declaration out of the module once no call or other item names it (every body
    has been lifted by then: find_read_calls walked them all)."""
    if not function.is_declaration or function.users or module.items_referring_to(function):
        return
    module.items.remove(function)
    del module.functions[function.name]
    del module.globals[function.name]
    module.dirty = True
