"""LLVM intrinsic procedures: memory transfers, integer min/max/abs, arithmetic with overflow,
bit counts (ctpop, ctlz, cttz) and byte swaps, fused multiply-add; hints and markers (lifetime, assume, expect, ...) have no effect or pass their
first argument through.  Anything else is Unknown.
"""
from __future__ import annotations

from passes.host.procedures import intrinsic
from passes.host.values import Unknown, f32, signed


@intrinsic("memcpy", "memmove")
def memcpy(m, name, a, rty):
    m.memory.copy(a[0], a[1], a[2])
    return None


@intrinsic("memset")
def memset(m, name, a, rty):
    m.memory.fill(a[0], a[1], a[2])
    return None


@intrinsic("lifetime", "dbg", "assume", "experimental", "invariant", "prefetch", "trap", "stackrestore", "var")
def no_effect(m, name, a, rty):
    return None


@intrinsic("expect", "launder", "strip", "threadlocal", "ssa", "annotation")
def first_argument(m, name, a, rty):
    return a[0] if a else None


@intrinsic("umax", "umin", "smax", "smin", "abs")
def min_max_abs(m, name, a, rty):
    if not all(type(x) is int for x in a[:2]):
        result = Unknown()
        m.sycl.note_query(result, None, a[:2])  # min(n, the device's preferred size) rests on that answer
        return result
    base = name.split(".")[1]
    bits = m.types(rty).bits if rty else 64
    x, y = a[0], a[1]
    if base == "umax":
        return max(x, y)
    if base == "umin":
        return min(x, y)
    sx, sy = signed(x, bits), signed(y, bits)
    if base == "smax":
        return max(sx, sy) & ((1 << bits) - 1)
    if base == "smin":
        return min(sx, sy) & ((1 << bits) - 1)
    return abs(sx) & ((1 << bits) - 1)


@intrinsic("uadd", "sadd", "usub", "ssub", "umul", "smul")
def with_overflow(m, name, a, rty):
    """llvm.umul.with.overflow.i64 and friends -> (result, overflowed)."""
    if ".with.overflow." not in name or not all(type(x) is int for x in a[:2]):
        return Unknown()
    op = name.split(".")[1]
    bits = int(name.rsplit(".i", 1)[1]) if ".i" in name else 64
    x, y = a[0], a[1]
    if op.startswith("s"):
        x, y = signed(x, bits), signed(y, bits)
    r = {"uadd": x + y, "sadd": x + y, "usub": x - y, "ssub": x - y, "umul": x * y, "smul": x * y}[op]
    lo = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if op.startswith("s") else (0, (1 << bits) - 1)
    return (r & ((1 << bits) - 1), int(not lo[0] <= r <= lo[1]))


def _int_width(name: str) -> int:
    """The integer width of an overloaded intrinsic's name (llvm.ctpop.i64 -> 64); 0 for a vector."""
    suffix = name.rsplit(".", 1)[-1]
    return int(suffix[1:]) if suffix[:1] == "i" and suffix[1:].isdigit() else 0


@intrinsic("ctpop", "ctlz", "cttz", "bswap")
def bit_count(m, name, a, rty):
    """llvm.ctpop/ctlz/cttz (a zero input with is_zero_poison true is poison: Unknown) and bswap."""
    bits = _int_width(name)
    if not bits or type(a[0]) is not int:
        return Unknown()
    x, base = a[0] & ((1 << bits) - 1), name.split(".")[1]
    if base == "ctpop":
        return bin(x).count("1")
    if base == "bswap":
        return int.from_bytes(x.to_bytes(bits // 8, "little"), "big") if bits % 8 == 0 else Unknown()
    if x == 0:
        return Unknown() if len(a) > 1 and a[1] == 1 else bits
    return bits - x.bit_length() if base == "ctlz" else (x & -x).bit_length() - 1


@intrinsic("fmuladd", "fma")
def fmuladd(m, name, a, rty):
    if not all(type(x) is float for x in a[:3]):
        return Unknown()
    r = a[0] * a[1] + a[2]
    return f32(r) if rty == "float" else r


@intrinsic("is")
def is_constant(m, name, a, rty):
    """llvm.is.constant / llvm.is.fpclass: the host build never relies on them being true."""
    return 0
