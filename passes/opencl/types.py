"""LLVM IR types for the OpenCL C writer (`passes.opencl.writer`): parsing type text, the spir64 data
layout, OpenCL C spellings, and literals.

`lift` keeps types as text; the writer needs them as values: to lay out structs (byte offsets of
fields, for loads through byte-offset GEPs), to pick C types, and to compare types.  This module parses
the subset of LLVM's type syntax that device IR uses -- integers, half/float/double, opaque `ptr` and
typed `T addrspace(N)*` pointers, vectors, arrays, literal and identified structs, function types --
and lays them out the way spir64's data layout does (natural alignment, 8-byte pointers, vectors
aligned to their size rounded up to a power of two, so `<3 x float>` takes 16 bytes as `float3` does).
"""
from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from typing import Optional, Union

from lift import LiftError


# --------------------------------------------------------------------------------------------------
# Type values


@dataclass(frozen=True)
class IntT:
    bits: int


@dataclass(frozen=True)
class FloatT:
    name: str  # half, bfloat, float, double, fp128, x86_fp80, ppc_fp128


@dataclass(frozen=True)
class PtrT:
    space: int
    pointee: Optional["IRType"] = None  # None: an opaque `ptr`; else a typed pointer (LLVM <= 16)


@dataclass(frozen=True)
class VecT:
    n: int
    elem: "IRType"


@dataclass(frozen=True)
class ArrT:
    n: int
    elem: "IRType"


@dataclass(frozen=True)
class StructT:
    fields: tuple
    packed: bool = False
    name: Optional[str] = None  # "%name" of an identified struct, for the C typedef's name


@dataclass(frozen=True)
class NamedT:
    """A reference to an identified struct (`%"class.sycl::_V1::range"`); `TypeTable.resolve` gives
    its body.  Kept as a reference so that recursive types parse."""

    name: str


@dataclass(frozen=True)
class FuncT:
    ret: "IRType"
    params: tuple
    vararg: bool = False


@dataclass(frozen=True)
class VoidT:
    pass


@dataclass(frozen=True)
class OtherT:
    """label, metadata, token, target(...) and anything else the writer cannot translate."""

    text: str


IRType = Union[IntT, FloatT, PtrT, VecT, ArrT, StructT, NamedT, FuncT, VoidT, OtherT]

I1, I8, I64 = IntT(1), IntT(8), IntT(64)
VOID = VoidT()

_WORD = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_NAMED = re.compile(r'%("[^"]*"|[-a-zA-Z$._0-9]+)')
_FLOATS = {"half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128"}
_OTHERS = {"label", "metadata", "token", "x86_amx", "x86_mmx", "opaque"}


class TypeTable:
    """Parses type text of one module and resolves its identified structs (cached)."""

    def __init__(self, module):
        self.module = module
        self._bodies: dict[str, IRType] = {}
        self._parsed: dict[str, IRType] = {}

    # ---- parsing
    def parse(self, text: str) -> IRType:
        """The type spelled by all of `text` (surrounding blanks allowed)."""
        cached = self._parsed.get(text)
        if cached is not None:
            return cached
        ty, end = self.parse_prefix(text, 0)
        if text[end:].strip():
            raise LiftError(f"cannot read type {text.strip()!r}")
        self._parsed[text] = ty
        return ty

    def parse_prefix(self, s: str, i: int) -> tuple[IRType, int]:
        """(type, index just past it) for the type that starts at s[i] (after blanks)."""
        i = _skip(s, i)
        if i >= len(s):
            raise LiftError(f"expected a type in {s!r}")
        c = s[i]
        if c == "<":
            if s.startswith("<{", i):
                fields, i = self._parse_list(s, i + 2, "}")
                if not s.startswith(">", i):
                    raise LiftError(f"bad packed struct type in {s!r}")
                ty: IRType = StructT(tuple(fields), packed=True)
                i += 1
            else:
                m = re.compile(r"<\s*(\d+)\s+x\s+").match(s, i)
                if not m:
                    raise LiftError(f"unsupported vector type in {s!r} (scalable vectors are not OpenCL)")
                elem, i = self.parse_prefix(s, m.end())
                i = _skip(s, i)
                if not s.startswith(">", i):
                    raise LiftError(f"bad vector type in {s!r}")
                ty, i = VecT(int(m.group(1)), elem), i + 1
        elif c == "[":
            m = re.compile(r"\[\s*(\d+)\s+x\s+").match(s, i)
            if not m:
                raise LiftError(f"bad array type in {s!r}")
            elem, i = self.parse_prefix(s, m.end())
            i = _skip(s, i)
            if not s.startswith("]", i):
                raise LiftError(f"bad array type in {s!r}")
            ty, i = ArrT(int(m.group(1)), elem), i + 1
        elif c == "{":
            fields, i = self._parse_list(s, i + 1, "}")
            ty = StructT(tuple(fields))
        elif c == "%":
            m = _NAMED.match(s, i)
            if not m:
                raise LiftError(f"bad type name in {s!r}")
            ty, i = NamedT(m.group(0)), m.end()
        else:
            m = _WORD.match(s, i)
            if not m:
                raise LiftError(f"expected a type at {s[i:i + 20]!r}")
            word, i = m.group(0), m.end()
            if re.fullmatch(r"i\d+", word):
                ty = IntT(int(word[1:]))
            elif word in _FLOATS:
                ty = FloatT(word)
            elif word == "void":
                ty = VOID
            elif word == "ptr":
                ty = PtrT(0)
                j = _skip(s, i)
                m2 = re.compile(r"addrspace\((\d+)\)").match(s, j)
                if m2:
                    ty, i = PtrT(int(m2.group(1))), m2.end()
            elif word == "target" and s.startswith("(", i):
                from lift.syntax import match_bracket

                end = match_bracket(s, i)
                ty, i = OtherT(s[m.start():end]), end
            elif word in _OTHERS:
                ty = OtherT(word)
            else:
                raise LiftError(f"unknown type {word!r}")
        # suffixes of typed-pointer IR: `T addrspace(N)*`, `T*`, and function types `R (P, ...)`
        while True:
            j = _skip(s, i)
            m = re.compile(r"addrspace\((\d+)\)\s*\*").match(s, j)
            if m:
                ty, i = PtrT(int(m.group(1)), ty), m.end()
                continue
            if s.startswith("*", j):
                ty, i = PtrT(0, ty), j + 1
                continue
            if s.startswith("(", j) and _looks_like_params(s, j):
                params, k = self._parse_list(s, j + 1, ")", allow_vararg=True)
                vararg = bool(params) and params[-1] == "..."
                ty, i = FuncT(ty, tuple(p for p in params if p != "..."), vararg), k
                continue
            return ty, i

    def _parse_list(self, s: str, i: int, close: str, allow_vararg: bool = False) -> tuple[list, int]:
        out: list = []
        i = _skip(s, i)
        if s.startswith(close, i):
            return out, i + 1
        while True:
            i = _skip(s, i)
            if allow_vararg and s.startswith("...", i):
                out.append("...")
                i += 3
            else:
                ty, i = self.parse_prefix(s, i)
                out.append(ty)
            i = _skip(s, i)
            if s.startswith(",", i):
                i += 1
                continue
            if s.startswith(close, i):
                return out, i + 1
            raise LiftError(f"bad type list in {s!r}")

    # ---- identified structs
    def resolve(self, ty: IRType) -> IRType:
        """An identified struct's body (a StructT carrying the name); other types unchanged."""
        if not isinstance(ty, NamedT):
            return ty
        body = self._bodies.get(ty.name)
        if body is None:
            if ty.name not in self.module.types:
                raise LiftError(f"unknown type {ty.name}")
            text = self.module.type_body(ty.name)
            if text is None:
                raise LiftError(f"cannot read type definition of {ty.name}")
            if text == "opaque":
                body = OtherT(f"opaque {ty.name}")
            else:
                parsed = self.parse(text)
                if not isinstance(parsed, StructT):
                    raise LiftError(f"{ty.name} is not a struct type")
                body = StructT(parsed.fields, parsed.packed, ty.name)
            self._bodies[ty.name] = body
        return body

    # ---- layout (spir64)
    def size_align(self, ty: IRType) -> tuple[int, int]:
        """(allocation size, ABI alignment) in bytes under the spir64 data layout."""
        ty = self.resolve(ty)
        if isinstance(ty, IntT):
            if ty.bits > 64:
                raise LiftError(f"i{ty.bits} has no OpenCL C type")
            n = max(1, _pow2(math.ceil(ty.bits / 8)))
            return n, n
        if isinstance(ty, FloatT):
            n = {"half": 2, "bfloat": 2, "float": 4, "double": 8}.get(ty.name)
            if n is None:
                raise LiftError(f"{ty.name} has no OpenCL C type")
            return n, n
        if isinstance(ty, PtrT):
            return 8, 8
        if isinstance(ty, VecT):
            esize, _ = self.size_align(ty.elem)
            a = _pow2(ty.n * esize)
            return a, a
        if isinstance(ty, ArrT):
            esize, ealign = self.size_align(ty.elem)
            return ty.n * esize, ealign
        if isinstance(ty, StructT):
            offsets, size, align = self._struct_layout(ty)
            return size, align
        raise LiftError(f"cannot lay out type {type_text(ty)}")

    def size(self, ty: IRType) -> int:
        return self.size_align(ty)[0]

    def field_offsets(self, ty: StructT) -> list[int]:
        return self._struct_layout(ty)[0]

    def _struct_layout(self, ty: StructT) -> tuple[list[int], int, int]:
        offsets, size, align = [], 0, 1
        for f in ty.fields:
            fsize, falign = self.size_align(f)
            if ty.packed:
                falign = 1
            size = (size + falign - 1) // falign * falign
            offsets.append(size)
            size += fsize
            align = max(align, falign)
        return offsets, (size + align - 1) // align * align, align


def _skip(s: str, i: int) -> int:
    while i < len(s) and s[i] in " \t\n":
        i += 1
    return i


def _pow2(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def _looks_like_params(s: str, j: int) -> bool:
    """`(` after a type opens a function type's parameter list only when a type (or `)`/`...`)
    follows; in instruction text a `(` after a type belongs to something else (a call's arguments
    come after the callee, so they never follow a type directly)."""
    k = _skip(s, j + 1)
    return k < len(s) and (s[k] in ")%{[<" or s.startswith("...", k) or bool(re.match(
        r"(i\d+|half|bfloat|float|double|ptr|void|fp128|x86_fp80|ppc_fp128)\b", s[k:])))


def type_text(ty: IRType) -> str:
    """LLVM spelling (for messages)."""
    if isinstance(ty, IntT):
        return f"i{ty.bits}"
    if isinstance(ty, FloatT):
        return ty.name
    if isinstance(ty, PtrT):
        if ty.pointee is None:
            return "ptr" if ty.space == 0 else f"ptr addrspace({ty.space})"
        inner = type_text(ty.pointee)
        return f"{inner}*" if ty.space == 0 else f"{inner} addrspace({ty.space})*"
    if isinstance(ty, VecT):
        return f"<{ty.n} x {type_text(ty.elem)}>"
    if isinstance(ty, ArrT):
        return f"[{ty.n} x {type_text(ty.elem)}]"
    if isinstance(ty, StructT):
        if ty.name:
            return ty.name
        body = ", ".join(type_text(f) for f in ty.fields)
        return f"<{{ {body} }}>" if ty.packed else f"{{ {body} }}"
    if isinstance(ty, NamedT):
        return ty.name
    if isinstance(ty, FuncT):
        return f"{type_text(ty.ret)} ({', '.join(type_text(p) for p in ty.params)})"
    if isinstance(ty, VoidT):
        return "void"
    return ty.text


# --------------------------------------------------------------------------------------------------
# OpenCL C spellings

VECTOR_WIDTHS = (2, 3, 4, 8, 16)
_UNSIGNED = {8: "uchar", 16: "ushort", 32: "uint", 64: "ulong"}
_SIGNED = {8: "char", 16: "short", 32: "int", 64: "long"}


def c_int(bits: int, signed: bool = False) -> str:
    """OpenCL C integer type of an LLVM iN.  Values are kept unsigned (uint, ulong, ...) so that
    C arithmetic wraps as LLVM's does; signed types appear only in casts for signed operations."""
    if bits == 1:
        return "bool"
    table = _SIGNED if signed else _UNSIGNED
    if bits not in table:
        raise LiftError(f"i{bits} has no OpenCL C type")
    return table[bits]


def c_scalar(ty: IRType, signed: bool = False) -> str:
    if isinstance(ty, IntT):
        return c_int(ty.bits, signed)
    if isinstance(ty, FloatT) and ty.name in ("half", "float", "double"):
        return ty.name
    raise LiftError(f"{type_text(ty)} has no OpenCL C scalar type")


def c_vector(ty: VecT, signed: bool = False) -> str:
    """OpenCL C vector type of an LLVM vector value.  A vector of i1 (a vector compare's result) is
    a charN whose true lanes have all bits set (-1), as OpenCL C's own vector relational results
    are: `select()` and `?:` read their most significant bit.  As a value only: LLVM packs i1 vectors
    in memory bit by bit (see `ModuleWriter.c_mem`).  A width OpenCL C lacks takes the next wider
    vector (see `c_width`)."""
    if is_bool_vector(ty):
        return f"char{c_width(ty)}"
    return f"{c_scalar(ty.elem, signed)}{c_width(ty)}"


def c_width(ty: VecT) -> int:
    """The width of the OpenCL C vector that holds `ty`'s lanes: its own where OpenCL C has it (2, 3,
    4, 8, 16), else the next wider one.  LLVM narrows a vector to the lanes a kernel uses (a
    `<7 x i32>` load of a sycl::vec<int, 16> of which lane 6 is read): the C vector's extra lanes
    hold nothing, and such a vector is read and written lane by lane (`lane_wise_memory`)."""
    if ty.n in VECTOR_WIDTHS:
        return ty.n
    wider = [w for w in VECTOR_WIDTHS if w > ty.n and w != 3]
    if not wider:
        raise LiftError(f"{type_text(ty)}: OpenCL C has vectors of up to 16 elements only")
    return wider[0]


def is_padded(ty: IRType) -> bool:
    """A vector whose C vector has more lanes than it (`c_width`)."""
    return isinstance(ty, VecT) and c_width(ty) != ty.n


def lane_wise_memory(ty: IRType) -> bool:
    """A vector that loads and stores read and write lane by lane: its C vector is wider in memory
    than LLVM's load or store (a padded one, and 3 lanes: a float3 takes 16 bytes, a <3 x float>
    store writes 12)."""
    return isinstance(ty, VecT) and ty.n not in (2, 4, 8, 16)


def is_bool_vector(ty: IRType) -> bool:
    """A vector of i1 (written as a charN of 0 and -1 lanes, see `c_vector`)."""
    return isinstance(ty, VecT) and isinstance(ty.elem, IntT) and ty.elem.bits == 1


def c_value_type(ty: IRType, signed: bool = False) -> str:
    """C type of an SSA value of a non-pointer first-class type."""
    if isinstance(ty, VecT):
        return c_vector(ty, signed)
    return c_scalar(ty, signed)


# --------------------------------------------------------------------------------------------------
# Literals

_INT_MIN64 = -(1 << 63)


def int_value(text: str, bits: int) -> int:
    """The signed value of an LLVM integer literal (`-1`, `42`, `true`)."""
    t = text.strip()
    if t == "true":
        return -1 if bits == 1 else 1
    if t == "false":
        return 0
    if t.startswith(("u0x", "s0x")):
        v = int(t[3:], 16)
        return v - (1 << bits) if t[0] == "s" and v >> (bits - 1) else v
    return int(t)


def int_literal(value: int, bits: int, signed: bool = False) -> tuple[str, int]:
    """(C text, precedence) of an iN constant whose IR value is `value` (either sign).

    Unsigned context: non-negative values print as decimals; negative ones as `(uint)-5` etc., so the
    reader sees the IR's number and C gets the same bits.  Signed context (operands of signed
    operations): `-5`.  i1 prints as true/false."""
    if bits == 1:
        return ("true" if value & 1 else "false"), 16
    mask = (1 << bits) - 1
    uval = value & mask
    sval = uval - (1 << bits) if uval >> (bits - 1) else uval
    if signed:
        if sval == _INT_MIN64:
            return "(long)0x8000000000000000UL", 15
        if sval < 0:
            return (f"{sval}L" if bits == 64 and sval < -(1 << 31) else str(sval)), 15
        return (f"{sval}L" if sval > 0x7FFFFFFF else str(sval)), 16
    if uval == sval or bits <= 16:
        return (f"{uval}UL" if uval > 0x7FFFFFFF and bits == 64 else f"{uval}U" if uval > 0x7FFFFFFF else str(uval)), 16
    if sval == _INT_MIN64:
        return "0x8000000000000000UL", 16
    return f"({c_int(bits)}){sval}", 15


def float_value(text: str, ty: FloatT) -> float:
    """The value of an LLVM floating-point literal: decimal, or hex (`0x...` holds the bits of the
    value as a double, also for float; `0xH...` a half's bits)."""
    t = text.strip()
    if t.startswith("0xH"):
        return struct.unpack("<e", int(t[3:], 16).to_bytes(2, "little"))[0]
    if t.startswith(("0xK", "0xL", "0xM", "0xR")):
        raise LiftError(f"floating-point literal {t} ({ty.name}) has no OpenCL C type")
    if t.startswith(("0x", "-0x")):
        neg = t.startswith("-")
        bits = int(t[3:] if neg else t[2:], 16)
        v = struct.unpack("<d", bits.to_bytes(8, "little"))[0]
        return -v if neg else v
    return float(t)


def float_literal(value: float, ty: FloatT) -> tuple[str, int]:
    """(C text, precedence) for a floating-point constant: the shortest decimal that reads back as
    the same value in the type (`0.25f`), INFINITY, NAN, or as_float(bits) for other NaNs."""
    name = ty.name
    if name not in ("half", "float", "double"):
        raise LiftError(f"{name} has no OpenCL C type")
    if math.isinf(value):
        text = "INFINITY" if value > 0 else "-INFINITY"
        return (text if name != "half" else f"(half){text}"), (16 if value > 0 else 15)
    if math.isnan(value):
        bits = struct.unpack("<Q", struct.pack("<d", value))[0]
        if name == "double":
            return ("NAN" if bits == 0x7FF8000000000000 else f"as_double(0x{bits:016X}UL)"), 16
        fbits = struct.unpack("<I", struct.pack("<f", value))[0]
        text = "NAN" if fbits == 0x7FC00000 else f"as_float(0x{fbits:08X}U)"
        return (text if name == "float" else f"(half){text}"), 16
    if name == "double":
        text = repr(value)
    else:
        text = None
        for p in range(1, 18):
            cand = "%.*g" % (p, value)
            if struct.unpack("<f", struct.pack("<f", float(cand)))[0] == value:
                text = cand
                break
        assert text is not None
    if "e" not in text and "." not in text and "n" not in text:
        text += ".0"
    if name == "float":
        text += "f"
    elif name == "half":
        text = f"(half){text}f"
    return text, (15 if text.startswith(("-", "(")) else 16)
