"""LLVM's integer, floating-point, comparison and cast instructions on interpreter values.

Each function takes the operands' `TypeInfo` and values and gives the result: a constant where the
operands are constants (integers wrap to the type's width, `float` rounds to binary32), pointer
arithmetic within one object (ptrtoint values added or subtracted), an integer comparison of one
Unknown value with itself (the same interpreter object is the same run-time value), and `Unknown`
everywhere else,
also where LLVM would give poison (a shift by the width or more, a division by zero).
"""
from __future__ import annotations

import math

from lift import Function
from lift.layout import TypeInfo
from passes.host.values import Ptr, Unknown, Within, f32, from_bytes, signed, to_bytes


def binop(op: str, ti: TypeInfo, a, b, origin):
    ta, tb = type(a), type(b)
    if ta is int and tb is int and ti.kind == "int":
        bits = ti.bits
        mask = (1 << bits) - 1
        if op == "add":
            return (a + b) & mask
        if op == "sub":
            return (a - b) & mask
        if op == "mul":
            return (a * b) & mask
        if op == "and":
            return a & b
        if op == "or":
            return a | b
        if op == "xor":
            return a ^ b
        if op == "shl":
            return (a << b) & mask if b < bits else Unknown(origin)
        if op == "lshr":
            return a >> b if b < bits else Unknown(origin)
        if op == "ashr":
            return (signed(a, bits) >> b) & mask if b < bits else Unknown(origin)
        if b == 0:
            return Unknown(origin)
        if op == "udiv":
            return a // b
        if op == "urem":
            return a % b
        sa, sb = signed(a, bits), signed(b, bits)
        if op == "sdiv":
            return int(sa / sb) & mask
        if op == "srem":
            return (sa - sb * int(sa / sb)) & mask
        return Unknown(origin)
    if ta is float and tb is float:
        try:
            r = {"fadd": lambda: a + b, "fsub": lambda: a - b, "fmul": lambda: a * b,
                 "fdiv": lambda: a / b, "frem": lambda: math.fmod(a, b)}[op]()
        except (ZeroDivisionError, KeyError, ValueError):
            return Unknown(origin)
        return f32(r) if ti.size == 4 else r
    # pointer arithmetic on ptrtoint values
    if ta is Ptr and tb is int and op in ("add", "sub"):
        return Ptr(a.obj, a.off + (signed(b, ti.bits or 64) if op == "add" else -signed(b, ti.bits or 64)))
    if ta is int and tb is Ptr and op == "add":
        return Ptr(b.obj, b.off + signed(a, ti.bits or 64))
    if op in ("add", "sub") and (ta is Within or ta is Ptr) and tb is not Ptr and tb is not Within:
        return Within(a.obj)  # an offset the IR does not fix
    if op == "add" and (tb is Within or tb is Ptr) and ta is not Ptr and ta is not Within:
        return Within(b.obj)
    if ta is Ptr and tb is Ptr and op == "sub" and a.obj is b.obj:
        return (a.off - b.off) & ((1 << (ti.bits or 64)) - 1)
    if op == "and" and (a == 0 or b == 0) and (ta is int or tb is int):
        return 0
    if op == "mul" and ((ta is int and a == 0) or (tb is int and b == 0)):
        return 0
    return Unknown(origin)


def compare(op: str, pred: str, ti: TypeInfo, a, b):
    ta, tb = type(a), type(b)
    if op == "icmp":
        if ta is int and tb is int:
            bits = ti.bits or 64
            if pred in ("slt", "sle", "sgt", "sge"):
                a, b = signed(a, bits), signed(b, bits)
            return int({"eq": a == b, "ne": a != b, "ugt": a > b, "uge": a >= b, "ult": a < b, "ule": a <= b,
                        "sgt": a > b, "sge": a >= b, "slt": a < b, "sle": a <= b}[pred])
        if pred in ("eq", "ne"):
            if (ta is Ptr and tb is int and b == 0) or (tb is Ptr and ta is int and a == 0) or \
                    (isinstance(a, Function) and tb is int and b == 0):
                return int(pred == "ne")
            if ta is Ptr and tb is Ptr:
                if a.obj is b.obj:
                    return int((a.off == b.off) == (pred == "eq"))
                return int(pred == "ne")
            if isinstance(a, Function) and isinstance(b, Function):
                return int((a is b) == (pred == "eq"))
            pointers = (Ptr, Within)
            if (ta is Within and not a.nullable and tb is int and b == 0) or \
                    (tb is Within and not b.nullable and ta is int and a == 0) or \
                    (ta in pointers and tb in pointers and a.obj is not b.obj):
                return int(pred == "ne")  # pointers into different objects (or into one and null)
        if ta is Unknown and a is b:  # one unknown value against itself (`Src[I] > Dst[I]` of equal ranges)
            return int(pred in ("eq", "uge", "ule", "sge", "sle"))
        if ta is Ptr and tb is Ptr and a.obj is b.obj:
            x, y = a.off, b.off
            return int({"ugt": x > y, "uge": x >= y, "ult": x < y, "ule": x <= y, "sgt": x > y, "sge": x >= y,
                        "slt": x < y, "sle": x <= y}.get(pred, False))
        return Unknown()
    if ta is float and tb is float:
        unordered = math.isnan(a) or math.isnan(b)
        base = pred[1:] if pred[0] in "ou" else pred
        if pred == "true":
            return 1
        if pred == "false":
            return 0
        if base == "rd":  # ord / uno
            return int(not unordered) if pred == "ord" else int(unordered)
        r = {"eq": a == b, "ne": a != b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b}.get(base)
        if r is None:
            return Unknown()
        return int(r or unordered) if pred[0] == "u" else int(r and not unordered)
    return Unknown()


def cast(op: str, src: TypeInfo, dst: TypeInfo, v):
    t = type(v)
    if op in ("ptrtoint", "inttoptr", "addrspacecast"):
        if t is int and dst.kind == "int":
            return v & ((1 << dst.bits) - 1)
        return v
    if op == "bitcast":
        if src.kind == dst.kind or t in (Ptr, Within, Unknown) or isinstance(v, Function):
            return v
        b = to_bytes(v, src.size)
        return from_bytes(b, dst) if b is not None else Unknown()
    if t is Unknown or t is Ptr or t is Within:
        if t is Unknown:
            return Unknown()
        return v if op in ("trunc", "zext", "sext") else Unknown()
    if op == "trunc" and t is int:
        return v & ((1 << dst.bits) - 1)
    if op == "zext" and t is int:
        return v
    if op == "sext" and t is int:
        return signed(v, src.bits) & ((1 << dst.bits) - 1)
    if op in ("fptrunc", "fpext") and t is float:
        return f32(v) if dst.size == 4 else v
    if op in ("fptoui", "fptosi") and t is float:
        if math.isnan(v) or math.isinf(v):
            return Unknown()
        return int(v) & ((1 << dst.bits) - 1)
    if op == "uitofp" and t is int:
        return f32(float(v)) if dst.size == 4 else float(v)
    if op == "sitofp" and t is int:
        f = float(signed(v, src.bits))
        return f32(f) if dst.size == 4 else f
    return Unknown()
