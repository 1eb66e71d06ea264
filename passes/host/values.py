"""The values of the host interpreter.

Constants are Python ints (integers of any width, kept unsigned) and floats; besides them:
`Unknown` (a value the IR does not fix: program input, runtime results, memory nobody wrote; it keeps
its identity through copies, so two ranges built from the same SSA value are recognisably equal),
`Ptr` (an object of the memory model and an offset), `Function` objects of the lifted module,
tuples for aggregates and vectors, `Pieces` (an integer loaded over several memory cells), `Zero`
(an aggregate zeroinitializer), `Scalars` (small aggregates passed as separate call arguments) and
`K` (a decoded constant operand).  The helpers convert between values and bytes and describe values
for listings.
"""
from __future__ import annotations

import itertools
import math
import re
import struct
from typing import TYPE_CHECKING, Optional

from lift import Argument, Instruction, LiftError
from passes.host.patterns import demangle, qualified_name

if TYPE_CHECKING:
    from lift.layout import TypeInfo
    from passes.host.memory import Obj


_UNKNOWN_IDS = itertools.count(1)  # (not a class attribute: see passes.host.memory.SERIALS)


class Unknown:
    """A value the IR does not determine; `origin` is (function, IR value) for reports."""

    __slots__ = ("id", "origin")

    def __init__(self, origin=None):
        self.id = next(_UNKNOWN_IDS)
        self.origin = origin

    def __repr__(self):
        return f"<?{self.id}>"


class Ptr:
    """A pointer into an abstract memory object."""

    __slots__ = ("obj", "off")

    def __init__(self, obj: "Obj", off: int = 0):
        self.obj = obj
        self.off = off

    def __eq__(self, other):
        return type(other) is Ptr and other.obj is self.obj and other.off == self.off

    def __hash__(self):
        return hash((id(self.obj), self.off))

    def __repr__(self):
        return f"<ptr {self.obj.label}+{self.off}>"


class Within:
    """A pointer into a known object at an offset the IR does not fix (`a[i]` for an unknown `i`, a
    pointer that differs between the sides of a branch, a loop's pointer induction variable), or,
    when `nullable`, possibly null instead (a std::vector's data after a resize to an unknown size).
    Loads through it are Unknown; a store through it can change any byte of the object."""

    __slots__ = ("obj", "nullable")

    def __init__(self, obj: "Obj", nullable: bool = False):
        self.obj, self.nullable = obj, nullable

    def __eq__(self, other):
        return type(other) is Within and other.obj is self.obj and other.nullable == self.nullable

    def __hash__(self):
        return hash((id(self.obj), self.nullable))

    def __repr__(self):
        return f"<ptr {self.obj.label}+?{' or null' if self.nullable else ''}>"


def _is_null(v) -> bool:
    return (type(v) is int and v == 0) or (type(v) is bytes and len(v) == 8 and not any(v))


def join(a, b, origin=None):
    """One value for two that may differ (the sides of a branch, iterations of a loop): the value
    when they are the same; a pointer somewhere into the object when both point into one object
    (or one of them is null: then a nullable one, "that object or null", which keeps the object's
    identity: a std::vector's data of a run-time size, operator new's result or null); else Unknown.
    (Pointers into two objects are Unknown: neither may be claimed.  Where the two are the one
    allocation made on either side of a branch, a fork's merge first renames one into the other:
    passes.host.memory.counterparts.)"""
    if same(a, b):
        return a
    pointers = (Ptr, Within)
    if type(a) in pointers and type(b) in pointers and a.obj is b.obj:
        return Within(a.obj, getattr(a, "nullable", False) or getattr(b, "nullable", False))
    if type(a) in pointers and _is_null(b):
        return Within(a.obj, True)
    if type(b) in pointers and _is_null(a):
        return Within(b.obj, True)
    return Unknown(origin)


def renamed(v, objects: dict):
    """`v` with its pointers into the objects of `objects` (old -> new) pointing into the new ones,
    at the same offsets (aggregates and Pieces element by element)."""
    t = type(v)
    if t is Ptr:
        new = objects.get(v.obj)
        return v if new is None else Ptr(new, v.off)
    if t is Within:
        new = objects.get(v.obj)
        return v if new is None else Within(new, v.nullable)
    if t is tuple:
        return tuple(renamed(x, objects) for x in v)
    if t is Pieces:
        return Pieces(v.size, tuple((o, n, renamed(x, objects), c) for o, n, x, c in v.cells))
    return v


def widen(v, origin=None):
    """What a loop-carried value may be in some iteration: a pointer stays in its object."""
    return Within(v.obj) if type(v) in (Ptr, Within) else Unknown(origin)


class Pieces:
    """An integer loaded from memory that holds several things (a float and an int, say): the
    cells it covers, (offset, size, value, type) relative to its start.  Stored back, it restores
    them; any arithmetic on it gives Unknown.  O2 code copies small structs this way."""

    __slots__ = ("size", "cells")

    def __init__(self, size, cells):
        self.size, self.cells = size, cells


class Scalars:
    """Call arguments that together are one small aggregate (range<2> passed as two i64)."""

    __slots__ = ("values",)

    def __init__(self, values):
        self.values = values


class K:
    """A decoded operand that is a constant (literal, global address, function)."""

    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


class Zero:
    """zeroinitializer of an aggregate, `size` bytes."""

    __slots__ = ("size",)

    def __init__(self, size):
        self.size = size



MAX_VALUE_BYTES = 1 << 26  # a cell holding one value wider than this is not turned into bytes


def to_bytes(val, size: int) -> Optional[bytes]:
    """The little-endian bytes of a cell's value, None where they are not concrete or the cell is
    huge (a store of a big aggregate's zeroinitializer: its bytes are not materialised)."""
    t = type(val)
    if size > MAX_VALUE_BYTES:
        return None
    if t is int:
        return (val & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    if t is float:
        if size == 4:
            return struct.pack("<f", f32(val))
        if size == 8:
            return struct.pack("<d", val)
        return None
    if t is bytes:
        return val if len(val) == size else None
    return None


def f32(x: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except (OverflowError, struct.error):
        return math.copysign(math.inf, x) if not math.isnan(x) else x


def from_bytes(b: bytes, ti: TypeInfo):
    if ti.kind == "int":
        return int.from_bytes(b[:ti.size], "little") & ((1 << ti.bits) - 1)
    if ti.kind == "float":
        if ti.size == 4:
            return struct.unpack("<f", b[:4])[0]
        if ti.size == 8:
            return struct.unpack("<d", b[:8])[0]
        return Unknown()
    if ti.kind == "ptr":
        return 0 if not any(b) else Unknown()
    return Unknown()


def c_string(body: str) -> bytes:
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 2 < len(body) + 1 and re.match(r"[0-9A-Fa-f]{2}", body[i + 1:i + 3]):
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        elif c == "\\" and body[i + 1:i + 2] == "\\":
            out.append(0x5C)
            i += 2
        else:
            out += c.encode()
            i += 1
    return bytes(out)


def signed(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def same(a, b) -> bool:
    if a is b:
        return True
    ta = type(a)
    if ta is not type(b) or ta is Unknown:
        return False
    if ta is Pieces:
        return a.size == b.size and len(a.cells) == len(b.cells) and all(
            x[:2] == y[:2] and same(x[2], y[2]) for x, y in zip(a.cells, b.cells))
    if ta is tuple:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b



def describe(v) -> str:
    """Text for a value in a listing: where an Unknown comes from, or what a pointer points to."""
    if type(v) is Unknown and v.origin and v.origin[1] is not None:
        fn, val = v.origin
        from lift.printer import number_values

        where = f" in @{fn.name}" if fn is not None else ""
        if isinstance(val, Instruction):
            callee = val.called_function
            if callee is not None:
                return f"result of {qualified_name(demangle(callee.name))}{where}"
            if val.name is not None:
                return f"%{val.name}{where}"
            try:
                return f"{val.ref(number_values(fn))}{where}" if fn is not None else f"{val.opcode} result"
            except (LiftError, KeyError):
                return f"{val.opcode} result{where}"
        if isinstance(val, Argument):
            return f"argument {val.index}{where}"
        return f"unknown{where}"
    if type(v) is Ptr:
        return f"{v.obj.kind} {v.obj.label}" + (f"+{v.off}" if v.off else "")
    if type(v) is Within:
        return f"{v.obj.kind} {v.obj.label}+?" + (" or null" if v.nullable else "")
    if type(v) is Unknown:
        return "unknown"
    return str(v)


def host_memory(v) -> Optional[str]:
    """Which host allocation a pointer is into ("heap new#1"), "" for a null pointer, None if unknown."""
    if type(v) is Ptr or type(v) is Within:
        return f"{v.obj.kind} {v.obj.label}"
    if type(v) is int and v == 0:
        return ""
    return None
