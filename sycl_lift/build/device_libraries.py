"""Device-library functions of device code, resolved as DPC++'s device libraries resolve them.
DPC++'s device IR only declares them (its device compiler links the libraries later):

  - the C math functions (`sinf`, `pow`, `fmaf`, ...; libsycl-cmath): each is the OpenCL.std builtin
    of the same name and meaning (C99 and OpenCL C agree on them).  A declaration becomes a small
    definition calling `__spirv_ocl_<name>`, which LLVM's SPIR-V backend emits as an OpenCL.std
    extended instruction;
  - `__assert_fail` (an `assert` in a kernel; libsycl-crt): it calls `__devicelib_assert_fail` with
    the work-item's global and local ids, as libsycl-crt's wrapper does.  That function stays an
    import of the SPIR-V module: OpenCL runtimes with `cl_intel_devicelib_assert` (Intel's CPU
    runtime) define it -- they print DPC++'s assertion message and abort, as a DPC++ program does.

Assumes: a declaration has the C signature (float or double arguments and result, from <cmath>;
`__assert_fail(expr, file, line, func)`).  One whose signature is not that is left alone, so the
build refuses it as unresolved.  Other device-library functions (`__devicelib_*` of complex, imf,
cstring) are not resolved here.
"""
from __future__ import annotations

import re

from passes.analysis.device_model import C_MATH_ARITY as ARITY, c_math_function

_DECLARATION = re.compile(r"^declare [^@\n]*@([a-z0-9]+)\(([^)]*)\)[^\n]*$", re.M)


def resolve_math_calls(text: str) -> tuple[str, list[str]]:
    """The device module text with its C math declarations defined; and their names."""
    resolved = []

    def define(m: re.Match) -> str:
        found = c_math_function(m.group(1))
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


ASSERT_IMPORT = "__devicelib_assert_fail"  # defined by runtimes with cl_intel_devicelib_assert
_GENERIC = "ptr addrspace(4)"
_ASSERT_DECLARATION = re.compile(
    rf"^declare [^@\n]*\bvoid @__assert_fail\({re.escape(_GENERIC)}[^,]*, {re.escape(_GENERIC)}[^,]*, i32[^,]*, "
    rf"{re.escape(_GENERIC)}[^,)]*\)[^\n]*$", re.M)
_WORK_ITEM_ID = {"global": "_Z33__spirv_BuiltInGlobalInvocationIdi", "local": "_Z32__spirv_BuiltInLocalInvocationIdi"}


def resolve_assert(text: str) -> tuple[str, list[str]]:
    """The device module text with `__assert_fail` defined by `__devicelib_assert_fail`; and
    ["__assert_fail"] when it was there."""
    if not _ASSERT_DECLARATION.search(text):
        return text, []
    ids, lines = [], []
    for kind in ("global", "local"):
        for d in range(3):
            ids.append(f"i64 %{kind}{d}")
            lines.append(f"  %{kind}{d} = call spir_func i64 @{_WORK_ITEM_ID[kind]}(i32 {d})")
    p = _GENERIC
    body = [f"define internal spir_func void @__assert_fail({p} %expr, {p} %file, i32 %line, {p} %func) {{", *lines,
            f"  call spir_func void @{ASSERT_IMPORT}({p} %expr, {p} %file, i32 %line, {p} %func, {', '.join(ids)})",
            "  ret void", "}", f"declare spir_func void @{ASSERT_IMPORT}({p}, {p}, i32, {p}{', i64' * 6})"]
    body += [f"declare spir_func i64 @{name}(i32)" for name in _WORK_ITEM_ID.values() if f"@{name}(" not in text]
    return _ASSERT_DECLARATION.sub(lambda m: "\n".join(body), text, count=1), ["__assert_fail"]


def resolve_device_library_calls(text: str) -> tuple[str, list[str]]:
    """Both of the above: the module text and the names of the functions now defined."""
    text, math = resolve_math_calls(text)
    text, assertion = resolve_assert(text)
    return text, math + assertion
