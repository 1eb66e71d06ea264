"""Specialization-constant reads (an analysis): where a device module reads SYCL 2020
specialization constants, and what each one's default is.

DPC++'s front end turns `kernel_handler::get_specialization_constant<S>()` into a call of
  `T __sycl_getScalar2020SpecConstantValue<T>(const char *SymbolicID, const void *Default, const void *RTBuffer)`
or, for a struct, array or vector,
  `void __sycl_getComposite2020SpecConstantValue<T>(T *sret, const char *SymbolicID, const void *Default, const void *RTBuffer)`.
SymbolicID is a constant C string (`____ZL5kTaps`: the unique stable id of the `specialization_id`
variable, the same string the host passes to `set_specialization_constant_impl`), Default points
to the `specialization_id` global, whose initializer holds the default value; RTBuffer is null
when the device image uses native (SPIR-V) specialization constants -- as the device compiler in
libsycl-jit makes them -- and the kernel's spec-constant buffer argument is already omitted
(`!sycl_kernel_omit_args`).  Until sycl-post-link runs, these calls are declarations.

`find_reads(module)` lists every such call with its id, its value's type and size, and its default
bytes (little-endian, as the host memory holds the value, read with the host interpreter's constant
reader); `find_read_calls(module)` also the calls whose id cannot be read, with the reason;
`kernels_reaching(module)` says which
kernels can execute a function.  Changes nothing.

`typed_value(layout, bytes, cxx_type)` writes a value as its type says (`int 8`, `float 0.5`,
`Coeffs{2.5, 7}`): the device IR names the C++ type (the getter's template argument, `SpecRead.
cxx_type`); the host IR only its LLVM type (the `set_specialization_constant` argument's stack
slot), where an integer is shown signed and a struct by its LLVM name.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from lift import Function, GlobalVariable, Instruction, Module
from lift.layout import Layouts, TypeInfo

_READ = re.compile(r"_Z\d+__sycl_get(Scalar|Composite)2020SpecConstantValue")
_SRET = re.compile(r"sret\((.*)\)")
_C_STRING = re.compile(r'c"((?:[^"\\]|\\[0-9A-Fa-f]{2})*)"')


@dataclass
class SpecRead:
    call: Instruction
    symbolic_id: str
    default_global: Optional[GlobalVariable]  # the `specialization_id` variable
    composite: bool  # the value is written through the call's sret pointer (its first argument)
    type_text: str  # the value's LLVM type
    size: int  # bytes
    default: Optional[bytes]  # the initializer's bytes; None when it cannot be read
    cxx_type: Optional[str] = None  # the value's C++ type: the getter's template argument (`unsigned int`, `Coeffs`)

    @property
    def name(self) -> str:
        """The C++ name of the `specialization_id` (`kTaps`), or the symbolic id."""
        return cxx_name(self.symbolic_id)

    @property
    def function(self) -> Function:
        return self.call.block.function



def cxx_name(symbolic_id: str) -> str:
    """`____ZL5kTaps` -> `kTaps` (passes.host.patterns.spec_constant_name), else the symbolic id."""
    from passes.host.patterns import spec_constant_name

    return spec_constant_name(symbolic_id) or symbolic_id


_INTEGER_NAMES = {1: "bool", 8: "char", 16: "short", 32: "int", 64: "long"}
_STRUCT_NAME = re.compile(r'%"?(?:struct|class|union)\.(.+?)(?:\.\d+)?"?$')


def typed_value(layout: TypeInfo, value: Optional[bytes], cxx_type: Optional[str] = None) -> tuple:
    """(type name, value text) of a specialization constant's bytes: ("int", "8"), ("Coeffs",
    "{2.5, 7}"), ("float", None) for an unknown value; the text None too when the bytes do not fit
    the layout.  `cxx_type` (from the device IR) names the type and says whether it is unsigned."""
    # (the demangler writes template arguments as literals: `std::array<int, 4ul>`)
    type_name = re.sub(r"\bsycl::_V1::", "sycl::", re.sub(r"\b(\d+)(?:ull|ul|ll|u|l)\b", r"\1", cxx_type)) \
        if cxx_type else _llvm_type_name(layout)
    if value is None or len(value) != layout.size or layout.kind == "other":
        return type_name, None
    return type_name, _value_text(layout, value, cxx_type is not None and "unsigned" in cxx_type)


def typed_text(type_name: Optional[str], text: Optional[str]) -> Optional[str]:
    """`int 8`, `Coeffs{2.5, 7}`, `float ?`: a typed value as a reader reads it (None untyped)."""
    if type_name is None:
        return None
    if text is None:
        return f"{type_name} ?"
    return f"{type_name}{text}" if text.startswith("{") else f"{type_name} {text}"


def _llvm_type_name(layout: TypeInfo) -> str:
    if layout.kind == "int":
        return _INTEGER_NAMES.get(layout.bits, f"i{layout.bits}")
    if layout.kind == "struct":
        m = _STRUCT_NAME.match(layout.text)
        return m.group(1) if m else "struct"
    if layout.kind in ("array", "vector"):
        return f"{_llvm_type_name(layout.elem)}[{layout.count}]"
    return layout.text


def _value_text(layout: TypeInfo, data: bytes, unsigned: bool = False) -> str:
    import struct

    if layout.kind == "int":
        number = int.from_bytes(data, "little", signed=not unsigned and layout.bits > 1)
        return ("true" if number else "false") if layout.bits == 1 else str(number)
    if layout.kind == "float" and layout.size in (2, 4, 8):
        code = {2: "<e", 4: "<f", 8: "<d"}[layout.size]
        number = struct.unpack(code, data)[0]
        # the fewest digits that give the same bits back (0.1f is 0.1, not 0.100000001490116)
        return next(text for digits in range(1, 18) for text in [f"{number:.{digits}g}"]
                    if struct.pack(code, float(text)) == data or number != number)
    if layout.kind == "struct":
        if len(layout.fields) == 1 and layout.fields[0][1].kind == "array":  # std::array: its elements
            return _value_text(layout.fields[0][1], data)
        return "{" + ", ".join(_value_text(f, data[off:off + f.size]) for off, f in layout.fields) + "}"
    if layout.kind in ("array", "vector"):
        step = layout.elem.size
        return "{" + ", ".join(_value_text(layout.elem, data[i * step:(i + 1) * step], unsigned)
                               for i in range(layout.count)) + "}"
    return "0x" + data[::-1].hex()


def c_string(global_: GlobalVariable) -> Optional[str]:
    """The text of a global `[N x i8] c"...\\00"` (without the terminating NUL)."""
    m = _C_STRING.search(global_.text)
    if m is None:
        return None
    raw = re.sub(r"\\([0-9A-Fa-f]{2})", lambda h: chr(int(h.group(1), 16)), m.group(1))
    return raw.split("\0", 1)[0]


def _constants(module: Module):
    """The host interpreter's reader of constant initializers, for `module` (one per module: it
    keeps the globals it has read)."""
    from passes.host.constants import Constants
    from passes.host.memory import Memory

    types = Layouts(module)
    return Constants(module, types, Memory(types), lambda _message: None)


@dataclass
class UnreadableRead:
    """A call of a spec-constant getter whose symbolic id or value type cannot be read."""
    call: Instruction
    reason: str

    @property
    def function(self) -> Function:
        return self.call.block.function


def is_getter(function: Optional[Function]) -> bool:
    """Is `function` one of DPC++'s `__sycl_get{Scalar,Composite}2020SpecConstantValue<T>`?"""
    return function is not None and _READ.match(function.name) is not None


def find_reads(module: Module) -> list[SpecRead]:
    """Every specialization-constant read in the module's function definitions (calls whose id is
    not a constant are left out: `find_read_calls` lists them too)."""
    return [r for r in find_read_calls(module) if isinstance(r, SpecRead)]


def find_read_calls(module: Module) -> list:
    """Every call of a spec-constant getter in the module's function definitions, in module order:
    a SpecRead, or an UnreadableRead saying why it is none."""
    constants = _constants(module)
    reads = (read_or_reason(module, inst, constants) for fn in module.definitions() for inst in fn.instructions()
             if inst.opcode == "call")
    return [r for r in reads if r is not None]


def spec_read(module: Module, inst: Instruction, constants=None) -> Optional[SpecRead]:
    """The read `inst` is (None when it is no spec-constant read, or one whose id is not a constant).
    `constants`: the module's initializer reader, when the caller asks about several reads."""
    read = read_or_reason(module, inst, constants)
    return read if isinstance(read, SpecRead) else None


def read_or_reason(module: Module, inst: Instruction, constants=None):
    """The SpecRead `inst` is; an UnreadableRead when it calls a getter but its symbolic id or value
    type cannot be read; None when it calls no getter."""
    m = _READ.match(inst.called_function.name) if inst.called_function is not None else None
    if m is None:
        return None
    composite = m.group(1) == "Composite"
    args = inst.syntax.call_arguments
    sret = _SRET.search(args[0].spec) if composite and args else None
    ids = args[1:] if composite else args
    id_global = _through_casts(ids[0].value) if len(ids) >= 2 else None
    if composite and sret is None:
        return UnreadableRead(inst, "the composite read has no sret destination as its first argument")
    if not isinstance(id_global, GlobalVariable):
        return UnreadableRead(inst, "its symbolic id (the SymbolicID argument) is not a constant global")
    symbolic_id = c_string(id_global)
    type_text = sret.group(1) if sret else inst.syntax.result_type
    if symbolic_id is None:
        return UnreadableRead(inst, f"its symbolic id @{id_global.name} is no constant C string")
    if not type_text:
        return UnreadableRead(inst, "the type of its value cannot be read")
    constants = constants or _constants(module)
    default = _default_global(module, _through_casts(ids[1].value))
    size = constants.types(type_text).size
    default_bytes = constants.global_value(default).obj.read_bytes(0, size) if default is not None else None
    return SpecRead(inst, symbolic_id, default, composite, type_text, size, default_bytes,
                    _template_argument(inst.called_function.name))


def _template_argument(symbol: str) -> Optional[str]:
    """`int` of `__sycl_getScalar2020SpecConstantValue<int>(...)`."""
    from passes.host.patterns import demangle, qualified_name, template_args

    args = template_args(qualified_name(demangle(symbol)))
    return args[0] if args else None


def _through_casts(value):
    """The value a pointer cast chain starts from (typed-pointer IR casts the id and the default to
    i8 addrspace(4)* in instructions: `bitcast`, `addrspacecast`, a GEP to element 0)."""
    for _ in range(8):
        if not isinstance(value, Instruction) or not value.operands:
            return value
        if value.opcode in ("bitcast", "addrspacecast") or (
                value.opcode == "getelementptr" and len(value.operands) == 1):  # all indices literal
            value = value.operands[0]
        else:
            return value
    return value


def _default_global(module: Module, value) -> Optional[GlobalVariable]:
    """The global a Default operand names: itself, or the one inside its addrspacecast constant."""
    if isinstance(value, GlobalVariable):
        return value
    m = re.search(r"@(\"[^\"]+\"|[-\w$.]+)", value.ref() if value is not None else "")
    g = module.globals.get(m.group(1).strip('"')) if m else None
    return g if isinstance(g, GlobalVariable) else None


def kernels_reaching(module: Module) -> dict[Function, set]:
    """function -> the names of the kernels that can execute it (through direct calls)."""
    import networkx as nx

    calls = nx.DiGraph((a, b) for a, b, kind in module.call_graph().edges(data="kind") if kind == "call")
    reach: dict = {}
    for kernel in (f for f in module.definitions() if f.is_kernel):
        below = nx.descendants(calls, kernel) if kernel in calls else set()
        for fn in below | {kernel}:
            reach.setdefault(fn, set()).add(kernel.name)
    return reach
