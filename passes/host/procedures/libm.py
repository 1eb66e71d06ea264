"""Floating-point math procedures whose results are exact: square root, absolute value, rounding to
an integer value, minimum/maximum and copysign, as LLVM intrinsics (`llvm.sqrt.f32`) and as libm
functions (`sqrtf`, `fabs`, ...), for float and double.  (A correctly rounded square root of a float
is the double square root rounded to float: double has more than twice float's precision.)  The
transcendental functions (exp, log, sin, ...) are not modelled: libm's last bit is its own.

With concrete arguments the result is computed; otherwise it is an Unknown numbered like the
engine's casts (Machine.numbered), so `sqrt(n)` of one unknown `n` is one value wherever and however
often the host computes it (a loop's iterations then capture the same value).  None writes memory.
"""
from __future__ import annotations

import math

from passes.host.procedures import intrinsic, library
from passes.host.values import Unknown, f32

UNARY = {"sqrt": math.sqrt, "fabs": abs, "floor": math.floor, "ceil": math.ceil, "trunc": math.trunc,
         "round": lambda x: math.floor(abs(x) + 0.5) * (1 if x >= 0 else -1),  # halfway cases away from zero
         "rint": round, "nearbyint": round, "roundeven": round}  # (Python rounds halfway cases to even)
BINARY = {"minnum": min, "maxnum": max, "fmin": min, "fmax": max, "copysign": math.copysign}


def evaluate(m, base: str, args: list, is_float: bool):
    """`base` applied to `args` (rounded to float when `is_float`), or a numbered Unknown."""
    function = UNARY.get(base) or BINARY[base]
    arity = 1 if base in UNARY else 2
    values = args[:arity]
    if all(type(v) is float for v in values):
        if any(math.isnan(v) or math.isinf(v) for v in values) or (base == "sqrt" and values[0] < 0):
            return Unknown()  # (NaN and infinities: no size is made of them)
        result = float(function(*values))
        return f32(result) if is_float else result
    if all(type(v) in (float, Unknown) for v in values) and any(type(v) is Unknown for v in values):
        return m.numbered((base, "float" if is_float else "double", *values), Unknown())
    return Unknown()


def _intrinsic(m, name, args, rty):
    return evaluate(m, name.split(".")[1], args, rty == "float")


intrinsic(*UNARY, *(b for b in BINARY if b not in ("fmin", "fmax")))(_intrinsic)


def _libm(base: str, is_float: bool):
    def procedure(m, args, rty, site):
        return evaluate(m, base, args, is_float)
    return procedure


for _base in ("sqrt", "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint", "fmin", "fmax", "copysign"):
    library(_base)(_libm(_base, False))
    library(_base + "f")(_libm(_base, True))
