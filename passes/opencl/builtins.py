"""What the OpenCL C writer knows about called declarations: SPIR-V and OpenCL built-ins, LLVM
intrinsics.

Device IR calls three families of declarations:

* SPIR-V built-ins as DPC++ 2025+ writes them: `_Z33__spirv_BuiltInGlobalInvocationIdi(i32 d)` (one
  function per work-item query), `_Z22__spirv_ControlBarrieriii(exec, mem, semantics)`,
  `__spirv_ocl_<math>` (the OpenCL.std extended instructions);
* OpenCL C built-ins, Itanium-mangled, as llvm-spirv writes them when it reads SPIR-V back
  (`_Z13get_global_idj`, `_Z7barrierj`, `_Z3madfff`), plus the older `@__spirv_BuiltIn*` vector globals;
* LLVM intrinsics (`llvm.fmuladd.f32`, `llvm.smax.i32`, `llvm.memcpy...`, `llvm.assume`).

`classify` names what a callee is; the writer turns each kind into C.  Mangled names are read with
cxxfilt (`max(int __vector(4), int __vector(4))`), which also gives the parameter types whose
signedness C needs to see (values are kept unsigned, see `types.c_int`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

# SPIR-V BuiltIn name -> OpenCL C work-item function taking a dimension
WORK_ITEM = {
    "GlobalInvocationId": "get_global_id",
    "GlobalSize": "get_global_size",
    "LocalInvocationId": "get_local_id",
    "WorkgroupSize": "get_local_size",
    "EnqueuedWorkgroupSize": "get_enqueued_local_size",
    "NumWorkgroups": "get_num_groups",
    "WorkgroupId": "get_group_id",
    "GlobalOffset": "get_global_offset",
}
# SPIR-V BuiltIn name -> OpenCL C function without a dimension
WORK_ITEM_SCALAR = {
    "WorkDim": "get_work_dim",
    "GlobalLinearId": "get_global_linear_id",
    "LocalInvocationIndex": "get_local_linear_id",
}
OPENCL_WORK_ITEM = set(WORK_ITEM.values()) | set(WORK_ITEM_SCALAR.values())
# readable variable names for their results: gid0, lsize1, ...
SHORT_NAMES = {
    "get_global_id": "gid", "get_global_size": "gsize", "get_local_id": "lid", "get_local_size": "lsize",
    "get_enqueued_local_size": "elsize", "get_num_groups": "ngroups", "get_group_id": "group",
    "get_global_offset": "goffset", "get_work_dim": "work_dim", "get_global_linear_id": "glinear",
    "get_local_linear_id": "llinear",
}
# functions that need OpenCL C 2.0
CL20_ONLY = {"get_enqueued_local_size", "get_global_linear_id", "get_local_linear_id", "ctz",
             "work_group_barrier"}

MATH = set("""acos acosh acospi asin asinh asinpi atan atan2 atanh atanpi atan2pi cbrt ceil copysign cos
cosh cospi erfc erf exp exp2 exp10 expm1 fabs fdim floor fma fmax fmin fmod fract frexp hypot ilogb ldexp
lgamma lgamma_r log log2 log10 log1p logb mad maxmag minmag modf nan nextafter pow pown powr remainder
remquo rint rootn round rsqrt sin sincos sinh sinpi sqrt tan tanh tanpi tgamma trunc
native_cos native_divide native_exp native_exp2 native_exp10 native_log native_log2 native_log10
native_powr native_recip native_rsqrt native_sin native_sqrt native_tan
half_cos half_divide half_exp half_exp2 half_exp10 half_log half_log2 half_log10 half_powr half_recip
half_rsqrt half_sin half_sqrt half_tan
abs abs_diff add_sat hadd rhadd clamp clz ctz mad_hi mad_sat max min mul_hi rotate sub_sat upsample
popcount mad24 mul24 degrees mix radians step smoothstep sign cross dot distance length normalize
fast_distance fast_length fast_normalize bitselect select""".split())

# LLVM intrinsic base name -> OpenCL C function (floating point; same argument types)
LLVM_FLOAT = {
    "fabs": "fabs", "sqrt": "sqrt", "floor": "floor", "ceil": "ceil", "trunc": "trunc", "rint": "rint",
    "nearbyint": "rint", "round": "round", "roundeven": "rint", "copysign": "copysign", "minnum": "fmin",
    "maxnum": "fmax", "fma": "fma", "fmuladd": "fmuladd", "exp": "exp", "exp2": "exp2", "exp10": "exp10",
    "log": "log", "log2": "log2", "log10": "log10", "pow": "pow", "sin": "sin", "cos": "cos", "tan": "tan",
    "asin": "asin", "acos": "acos", "atan": "atan", "atan2": "atan2", "sinh": "sinh", "cosh": "cosh",
    "tanh": "tanh", "ldexp": "ldexp", "powi": "pown",
}
# LLVM intrinsic base name -> (OpenCL C function, operands are signed)
LLVM_INT = {
    "smax": ("max", True), "smin": ("min", True), "umax": ("max", False), "umin": ("min", False),
    "abs": ("abs", True), "ctpop": ("popcount", False), "ctlz": ("clz", False),
}
# intrinsics that only inform the optimizer: dropped
LLVM_DROP_FULL = ("llvm.experimental.noalias.scope.decl", "llvm.invariant.start", "llvm.invariant.end",
                  "llvm.var.annotation", "llvm.ptr.annotation", "llvm.codeview.annotation",
                  "llvm.sideeffect", "llvm.donothing")


@dataclass(frozen=True)
class Callee:
    """What a called declaration is.

    kind: "work_item" (name = OpenCL function, takes a dimension), "work_item_scalar",
    "barrier" (OpenCL `barrier(flags)`), "spirv_barrier" (__spirv_ControlBarrier),
    "spirv_mem_barrier", "math" (an OpenCL function; `signed` per parameter), "llvm_float",
    "llvm_int", "llvm_bswap", "llvm_cttz", "llvm_fshl", "llvm_fshr", "llvm_expect", "memcpy", "memset",
    "atomic", "group" (see `collectives`), "drop", or "unknown"."""

    kind: str
    name: str = ""
    signed: tuple = ()  # per parameter: the C built-in takes a signed integer there


def classify(name: str) -> Callee:
    if name.startswith("llvm."):
        return _intrinsic(name)
    plain, params = demangle(name)
    m = re.fullmatch(r"__spirv_BuiltIn(\w+)", plain)
    if m:
        b = m.group(1)
        if b in WORK_ITEM:
            return Callee("work_item", WORK_ITEM[b])
        if b in WORK_ITEM_SCALAR:
            return Callee("work_item_scalar", WORK_ITEM_SCALAR[b])
        return Callee("unknown")
    if plain.startswith(("__spirv_Atomic", "__spirv_Group", "atomic_", "work_group_")):  # see collectives
        from .collectives import classify as classify_collective

        return classify_collective(plain, tuple(params)) or Callee("unknown")
    if plain == "__spirv_ControlBarrier":
        return Callee("spirv_barrier")
    if plain == "__spirv_MemoryBarrier":
        return Callee("spirv_mem_barrier")
    if plain.startswith("__spirv_ocl_"):
        base = plain[len("__spirv_ocl_"):]
        signed_prefix = None
        if base.startswith(("s_", "u_")):
            signed_prefix, base = base[0] == "s", base[2:]
        base = {"fmax_common": "max", "fmin_common": "min", "fclamp": "clamp"}.get(base, base)
        if base in MATH:
            signed = tuple(signed_prefix if signed_prefix is not None else _is_signed(p) for p in params)
            return Callee("math", base, signed)
        return Callee("unknown")
    if plain in OPENCL_WORK_ITEM:
        return Callee("work_item" if plain not in ("get_work_dim", "get_global_linear_id",
                                                   "get_local_linear_id") else "work_item_scalar", plain)
    if plain in ("barrier", "work_group_barrier"):
        return Callee("barrier", plain)
    if plain == "mem_fence":
        return Callee("mem_fence", plain)
    if plain in MATH:
        return Callee("math", plain, tuple(_is_signed(p) for p in params))
    return Callee("unknown")


def _intrinsic(name: str) -> Callee:
    parts = name.split(".")
    base = parts[1] if len(parts) > 1 else ""
    if name.startswith(LLVM_DROP_FULL) or base in ("assume", "lifetime", "dbg"):
        return Callee("drop")
    if base == "expect":
        return Callee("llvm_expect")
    if base in ("memcpy", "memset"):
        return Callee(base)
    if base in LLVM_FLOAT:
        return Callee("llvm_float", LLVM_FLOAT[base])
    if base in LLVM_INT:
        fn, signed = LLVM_INT[base]
        return Callee("llvm_int", fn, (signed,))
    if base in ("bswap", "cttz", "fshl", "fshr"):
        return Callee("llvm_" + base)
    return Callee("unknown")


def demangle(name: str) -> tuple[str, list[str]]:
    """(function name, parameter type spellings) of an Itanium-mangled name; (name, []) otherwise."""
    if not name.startswith("_Z"):
        return name, []
    try:
        import cxxfilt

        text = cxxfilt.demangle(name)
    except Exception:  # not a valid mangled name
        m = re.match(r"_Z(\d+)", name)
        if m:
            n = int(m.group(1))
            return name[m.end():m.end() + n], []
        return name, []
    if "(" not in text:
        return text, []
    fname = text[:text.index("(")]
    from lift.syntax import split_top_level

    inner = text[text.index("(") + 1:text.rindex(")")]
    params = [p.strip() for p in split_top_level(inner)] if inner.strip() not in ("", "void") else []
    return fname, params


def _is_signed(param: str) -> bool:
    """Does a demangled C parameter type hold a signed integer (`int`, `long __vector(4)`, `char`)?"""
    p = param.replace("__vector", "").strip()
    p = re.sub(r"\(\d+\)", "", p).strip()
    if "*" in p or "unsigned" in p:
        return False
    return bool(re.fullmatch(r"(signed )?(char|short|int|long|long long)", p))


def fence_flags(semantics: int) -> Optional[str]:
    """OpenCL fence flags for SPIR-V memory semantics bits (WorkgroupMemory 0x100,
    CrossWorkgroupMemory 0x200, ImageMemory 0x800), or None when none is set."""
    flags = []
    if semantics & 0x100:
        flags.append("CLK_LOCAL_MEM_FENCE")
    if semantics & 0x200:
        flags.append("CLK_GLOBAL_MEM_FENCE")
    if semantics & 0x800:
        flags.append("CLK_IMAGE_MEM_FENCE")
    return " | ".join(flags) if flags else None


def opencl_fence_flags(value: int) -> str:
    """OpenCL C barrier()/mem_fence() flag bits (1 local, 2 global, 4 image) as names."""
    names = [n for bit, n in ((1, "CLK_LOCAL_MEM_FENCE"), (2, "CLK_GLOBAL_MEM_FENCE"), (4, "CLK_IMAGE_MEM_FENCE"))
             if value & bit]
    return " | ".join(names) if names else "0"
