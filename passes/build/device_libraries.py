"""The C math functions of device code, resolved as DPC++'s device library (libsycl-cmath) resolves
them: `sinf`, `pow`, `fmaf`, ... called from a kernel are only declared in DPC++'s device IR (the
device compiler links its device libraries later), and each is the OpenCL.std builtin of the same
name and meaning (C99 and OpenCL C agree on them).  A declaration becomes a small definition calling
`__spirv_ocl_<name>`, which LLVM's SPIR-V backend emits as an OpenCL.std extended instruction.

Assumes: the declaration has the C signature (float or double arguments and result; DPC++ takes
them from <cmath>).  A declaration whose signature is not that is left alone, so the build refuses it
as unresolved.  Other device-library functions (`__assert_fail`, `__devicelib_*`, complex, imf) are
not resolved here.
"""
from __future__ import annotations

import re

_UNARY = ("sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh exp exp2 expm1 log log2 log10 log1p "
          "sqrt cbrt fabs floor ceil trunc round rint erf erfc tgamma lgamma logb").split()
_BINARY = "atan2 pow fmod fmin fmax hypot copysign fdim nextafter remainder".split()
_TERNARY = ["fma"]
ARITY = {**{n: 1 for n in _UNARY}, **{n: 2 for n in _BINARY}, **{n: 3 for n in _TERNARY}}
_DECLARATION = re.compile(r"^declare [^@\n]*@([a-z0-9]+)\(([^)]*)\)[^\n]*$", re.M)


def _c_function(name: str) -> tuple[str, str] | None:
    """(builtin base name, IR type) of a C math function name: `sinf` -> (sin, float), `sin` -> (sin, double)."""
    if name in ARITY:
        return name, "double"
    if name.endswith("f") and name[:-1] in ARITY:
        return name[:-1], "float"
    return None


def resolve_math_calls(text: str) -> tuple[str, list[str]]:
    """The device module text with its C math declarations defined; and their names."""
    resolved = []

    def define(m: re.Match) -> str:
        found = _c_function(m.group(1))
        if found is None:
            return m.group(0)
        base, ty = found
        params = [p.split()[0] for p in m.group(2).split(",") if p.strip()]
        if params != [ty] * ARITY[base] or not re.match(rf"declare [^@]*\b{ty} @", m.group(0)):
            return m.group(0)
        builtin = f"__spirv_ocl_{base}"
        mangled = f"_Z{len(builtin)}{builtin}{(ty[0]) * ARITY[base]}"
        args = ", ".join(f"{ty} %{i}" for i in range(ARITY[base]))
        resolved.append(m.group(1))
        declared = f"@{mangled}(" in text
        return (f"define internal spir_func {ty} @{m.group(1)}({args}) {{\n"
                f"  %r = call spir_func {ty} @{mangled}({args})\n  ret {ty} %r\n}}"
                + ("" if declared else f"\ndeclare spir_func {ty} @{mangled}({', '.join([ty] * ARITY[base])})"))

    return _DECLARATION.sub(define, text), resolved
