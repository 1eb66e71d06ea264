"""What the OpenCL C writer knows about called declarations: SPIR-V and OpenCL built-ins, LLVM
intrinsics.

Device IR calls three families of declarations:

* SPIR-V built-ins as DPC++ 2025+ writes them: `_Z33__spirv_BuiltInGlobalInvocationIdi(i32 d)` (one
  function per work-item query), `_Z22__spirv_ControlBarrieriii(exec, mem, semantics)`,
  `__spirv_ocl_<math>` (the OpenCL.std extended instructions);
* OpenCL C built-ins, Itanium-mangled, as llvm-spirv writes them when it reads SPIR-V back
  (`_Z13get_global_idj`, `_Z7barrierj`, `_Z3madfff`), plus the older `@__spirv_BuiltIn*` vector globals;
* LLVM intrinsics (`llvm.fmuladd.f32`, `llvm.smax.i32`, `llvm.memcpy...`, `llvm.assume`).

Atomics, work-group collectives and sub-group operations (`__spirv_Atomic*`, `__spirv_Group*`,
`__spirv_GroupNonUniformShuffle*`, `__spirv_BuiltInSubgroup*`; in typed IR their OpenCL C names) are
written with OpenCL C 3.0's functions and need optional features (FEATURES keys).  Where OpenCL C 1.2
can say the same, the call is written twice, the 3.0 form under `#if` its features' test and the 1.2
form under `#else` (`passes.opencl.values`: 32-bit atomics as `atomic_add` & co., work-group
collectives through `__local` memory, see `portable`); the rest (sub-groups, generic pointers, 64-bit
atomics, half, double) puts the whole function under `#if`, so a device without the feature builds the
rest of the program and simply lacks that kernel (see `passes.opencl.writer`).

`classify` names what a callee is; the writer turns each kind into C.  Mangled names are read with
cxxfilt (`max(int __vector(4), int __vector(4))`), which also gives the parameter types whose
signedness C needs to see (values are kept unsigned, see `types.c_int`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from passes.analysis.device_model import C_MATH_ARITY, c_math_function

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
    "get_local_linear_id": "llinear", "get_sub_group_size": "sgsize", "get_max_sub_group_size": "sgmax",
    "get_num_sub_groups": "nsubgroups", "get_enqueued_num_sub_groups": "ensubgroups", "get_sub_group_id": "subgroup",
    "get_sub_group_local_id": "sglid",
}
# functions that need OpenCL C 2.0
CL20_ONLY = {"get_enqueued_local_size", "ctz", "work_group_barrier"}
# OpenCL C 2.0's linear ids, written as the OpenCL 1.2 expressions that define them (OpenCL C 2.0,
# work-item functions), so that a kernel using them is OpenCL C 1.2
LINEAR_IDS = {
    "get_local_linear_id": "(get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) + get_local_id(0)",
    "get_global_linear_id": "((get_global_id(2) - get_global_offset(2)) * get_global_size(1) + (get_global_id(1) - "
                            "get_global_offset(1))) * get_global_size(0) + (get_global_id(0) - get_global_offset(0))",
}

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

# SPIR-V's relational instructions, which DPC++'s SYCL headers call for sycl::isgreater, isnan, ... on
# vectors (on scalars they are fcmp): the fcmp predicate of each compare, OpenCL C's function of each test
SPIRV_COMPARES = {
    "FOrdEqual": "oeq", "FOrdNotEqual": "one", "FOrdLessThan": "olt", "FOrdGreaterThan": "ogt",
    "FOrdLessThanEqual": "ole", "FOrdGreaterThanEqual": "oge", "FUnordEqual": "ueq", "FUnordNotEqual": "une",
    "FUnordLessThan": "ult", "FUnordGreaterThan": "ugt", "FUnordLessThanEqual": "ule", "FUnordGreaterThanEqual": "uge",
    "LessOrGreater": "one", "Ordered": "ord", "Unordered": "uno",
}
SPIRV_TESTS = {"IsNan": "isnan", "IsInf": "isinf", "IsFinite": "isfinite", "IsNormal": "isnormal",
               "SignBitSet": "signbit"}

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
    "spirv_compare" (name = the fcmp predicate), "spirv_test" (name = isnan, isinf, ...),
    "spirv_atomic", "spirv_group", "spirv_shuffle", "legacy_atomic", "opencl_collective",
    "generic_cast" (name = to_global, to_local or to_private), "drop", or "unknown"."""

    kind: str
    name: str = ""
    signed: tuple = ()  # per parameter: the C built-in takes a signed integer there
    features: tuple = ()  # FEATURES keys the C needs (atomics, collectives, sub-groups)


def classify(name: str) -> Callee:
    if name.startswith("llvm."):
        return _intrinsic(name)
    if re.match(r"_Z\d+__sycl_get(Scalar|Composite)2020SpecConstantValue", name):
        return Callee("spec_constant")  # written by spec_constants
    plain, params = demangle(name)
    m = re.fullmatch(r"__spirv_BuiltIn(\w+)", plain)
    if m:
        b = m.group(1)
        if b in WORK_ITEM:
            return Callee("work_item", WORK_ITEM[b])
        if b in WORK_ITEM_SCALAR:
            return Callee("work_item_scalar", WORK_ITEM_SCALAR[b])
        if b in SUB_GROUP_QUERIES:
            return Callee("work_item_scalar", SUB_GROUP_QUERIES[b], features=("sub_groups",))
        return Callee("unknown")
    collective = classify_collective(plain, params)
    if collective is not None:
        return collective
    m = re.fullmatch(r"__spirv_GenericCastToPtr(?:Explicit)?_To(Global|Local|Private)|(?:__)?to_(global|local|private)",
                     plain)
    if m:  # OpGenericCastToPtr[Explicit] (typed IR: __to_global): OpenCL C 2.0's to_global/to_local/to_private
        return Callee("generic_cast", "to_" + (m.group(1) or m.group(2)).lower())
    if plain == "__spirv_ControlBarrier":
        return Callee("spirv_barrier")
    if plain == "__spirv_MemoryBarrier":
        return Callee("spirv_mem_barrier")
    m = re.fullmatch(r"__spirv_(\w+)", plain)
    if m and m.group(1) in SPIRV_COMPARES:
        return Callee("spirv_compare", SPIRV_COMPARES[m.group(1)])
    if m and m.group(1) in SPIRV_TESTS:
        return Callee("spirv_test", SPIRV_TESTS[m.group(1)])
    if plain == "__spirv_Dot":  # OpDot: OpenCL C's dot() of two float vectors
        return Callee("math", "dot", (False, False))
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
    c_math = c_math_function(plain)
    if c_math is not None and c_math[0] in MATH:  # `sinf` of <cmath>, left declared by DPC++: OpenCL's sin
        return Callee("math", c_math[0], (False,) * C_MATH_ARITY[c_math[0]])
    if plain in SUB_GROUP_QUERIES.values():
        return Callee("work_item_scalar", plain, features=("sub_groups",))
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


# --------------------------------------------------------------------------------------------------
# Atomics, work-group collectives, sub-groups

# Optional OpenCL C features: key -> (the preprocessor test that the device has it, the extension
# pragmas it takes).  OpenCL C 3.0 defines a __opencl_c_* macro per optional feature and an
# extension's name as a macro when the device has the extension.
FEATURES = {
    "atomic_order_acq_rel": ("defined(__opencl_c_atomic_order_acq_rel)", ()),
    "atomic_order_seq_cst": ("defined(__opencl_c_atomic_order_seq_cst)", ()),
    "atomic_scope_device": ("defined(__opencl_c_atomic_scope_device)", ()),
    "atomic_scope_all_devices": ("defined(__opencl_c_atomic_scope_all_devices)", ()),
    "int64_atomics": ("defined(cl_khr_int64_base_atomics) && defined(cl_khr_int64_extended_atomics)",
                      ("cl_khr_int64_base_atomics", "cl_khr_int64_extended_atomics")),
    "float_atomics": ("defined(cl_ext_float_atomics)", ("cl_ext_float_atomics",)),
    # (Intel's compiler defines the macro under -cl-std=CL1.2 too, which has no work_group_* functions)
    "work_group_collectives": ("__OPENCL_C_VERSION__ >= 200 && defined(__opencl_c_work_group_collective_functions)", ()),
    "sub_groups": ("(defined(__opencl_c_subgroups) || defined(cl_khr_subgroups))", ("cl_khr_subgroups",)),
    "sub_group_shuffle": ("defined(cl_khr_subgroup_shuffle)", ("cl_khr_subgroup_shuffle",)),
    "sub_group_shuffle_relative": ("defined(cl_khr_subgroup_shuffle_relative)", ("cl_khr_subgroup_shuffle_relative",)),
    "generic_address_space": ("defined(__opencl_c_generic_address_space)", ()),
    "fp16": ("defined(cl_khr_fp16)", ()),
    "fp64": ("(defined(cl_khr_fp64) || defined(__opencl_c_fp64))", ()),
    "c11_atomics": ("__OPENCL_C_VERSION__ >= 200", ()),
}
# features that only OpenCL C 3.0 spells this way (2.0 has them unconditionally, but PoCL's 2.0
# mode lacks the C11 atomic functions): a program using one is built with -cl-std=CL3.0
CL30_FEATURES = {"atomic_order_acq_rel", "atomic_order_seq_cst", "atomic_scope_device",
                 "atomic_scope_all_devices", "int64_atomics", "float_atomics", "work_group_collectives",
                 "sub_groups", "sub_group_shuffle", "sub_group_shuffle_relative", "c11_atomics"}



def feature_test(features) -> str:
    """The preprocessor test that the device has every one of `features` (FEATURES keys)."""
    return " && ".join(FEATURES[f][0] for f in sorted(features))


SUB_GROUP_QUERIES = {
    "SubgroupSize": "get_sub_group_size", "SubgroupMaxSize": "get_max_sub_group_size",
    "NumSubgroups": "get_num_sub_groups", "NumEnqueuedSubgroups": "get_enqueued_num_sub_groups",
    "SubgroupId": "get_sub_group_id", "SubgroupLocalInvocationId": "get_sub_group_local_id",
}
# SPIR-V atomic instruction -> (C11-style OpenCL C operation, operands are signed)
SPIRV_ATOMICS = {
    "IAdd": ("fetch_add", None), "ISub": ("fetch_sub", None), "FAddEXT": ("fetch_add", None),
    "SMax": ("fetch_max", True), "UMax": ("fetch_max", False), "FMaxEXT": ("fetch_max", None),
    "SMin": ("fetch_min", True), "UMin": ("fetch_min", False), "FMinEXT": ("fetch_min", None),
    "And": ("fetch_and", None), "Or": ("fetch_or", None), "Xor": ("fetch_xor", None),
    "Exchange": ("exchange", None), "Load": ("load", None), "Store": ("store", None),
    "CompareExchange": ("compare_exchange", None),
}
# SPIR-V group instruction -> (OpenCL C operation suffix, operands are signed)
SPIRV_GROUP_OPS = {
    "IAdd": ("add", None), "FAdd": ("add", None), "SMin": ("min", True), "UMin": ("min", False),
    "FMin": ("min", None), "SMax": ("max", True), "UMax": ("max", False), "FMax": ("max", None),
}
GROUP_OPERATION = {0: "reduce", 1: "scan_inclusive", 2: "scan_exclusive"}  # SPIR-V GroupOperation
# C11-style atomic operation -> the OpenCL 1.2 function that does it on a 32-bit integer (load: an
# atomic_or of 0, store: an exchange whose result goes unused)
LEGACY_FORM = {"fetch_add": "atomic_add", "fetch_sub": "atomic_sub", "fetch_min": "atomic_min",
               "fetch_max": "atomic_max", "fetch_and": "atomic_and", "fetch_or": "atomic_or",
               "fetch_xor": "atomic_xor", "exchange": "atomic_xchg", "compare_exchange": "atomic_cmpxchg",
               "load": "atomic_or", "store": "atomic_xchg"}
SHUFFLES = {"Shuffle": ("sub_group_shuffle", "sub_group_shuffle"),
            "ShuffleXor": ("sub_group_shuffle_xor", "sub_group_shuffle"),
            "ShuffleDown": ("sub_group_shuffle_down", "sub_group_shuffle_relative"),
            "ShuffleUp": ("sub_group_shuffle_up", "sub_group_shuffle_relative")}
# OpenCL 1.2 atomics as llvm-spirv writes SPIR-V atomics back (typed IR): name -> operands are signed
LEGACY_ATOMICS = {"atomic_add", "atomic_sub", "atomic_xchg", "atomic_inc", "atomic_dec", "atomic_cmpxchg",
                  "atomic_min", "atomic_max", "atomic_and", "atomic_or", "atomic_xor"}
_COLLECTIVE_NAME = re.compile(r"(work_group|sub_group)_(reduce_|scan_inclusive_|scan_exclusive_)(add|min|max)"
                              r"|(work_group|sub_group)_(broadcast|any|all)"
                              r"|sub_group_shuffle(_xor|_down|_up)?")


def classify_collective(plain: str, params: list[str]) -> Optional[Callee]:
    """An atomic, group or sub-group function (SPIR-V or, in typed IR, OpenCL C), or None."""
    m = re.fullmatch(r"__spirv_Atomic(\w+)", plain)
    if m and m.group(1) in SPIRV_ATOMICS:
        op, signed = SPIRV_ATOMICS[m.group(1)]
        elem = _pointee_spelling(params[0]) if params else ""
        if signed is None:
            signed = _is_signed(elem)
        features = ("c11_atomics",)
        if "float" in elem or "double" in elem or "half" in elem:
            features += ("float_atomics",)
        if re.search(r"\blong\b", elem):
            features += ("int64_atomics",)
        return Callee("spirv_atomic", op, (signed,), features)
    m = re.fullmatch(r"__spirv_Group(\w+)", plain)
    if m and m.group(1) in SPIRV_GROUP_OPS:
        op, signed = SPIRV_GROUP_OPS[m.group(1)]
        return Callee("spirv_group", op, (signed if signed is not None else _is_signed(params[-1]),))
    if m and m.group(1) in ("Broadcast", "Any", "All"):
        return Callee("spirv_group", m.group(1).lower())
    m = re.fullmatch(r"__spirv_GroupNonUniform(\w+)", plain)
    if m and m.group(1) in SHUFFLES:
        fn, feature = SHUFFLES[m.group(1)]
        return Callee("spirv_shuffle", fn, (), ("sub_groups", feature))
    if plain in LEGACY_ATOMICS:
        return Callee("legacy_atomic", plain, (_is_signed(_pointee_spelling(params[0])) if params else False,))
    m = _COLLECTIVE_NAME.fullmatch(plain)
    if m:
        if plain.startswith("sub_group_shuffle"):
            feature = "sub_group_shuffle_relative" if plain.endswith(("_down", "_up")) else "sub_group_shuffle"
            return Callee("opencl_collective", plain, (), ("sub_groups", feature))
        signed = _is_signed(params[0]) if params else False
        scope = "sub_groups" if plain.startswith("sub_group") else "work_group_collectives"
        return Callee("opencl_collective", plain, (signed,), (scope,))
    return None


def _pointee_spelling(param: str) -> str:
    """`int volatile AS1*` -> `int`, `unsigned int*` -> `unsigned int` (a demangled pointer parameter)."""
    p = re.sub(r"\bAS\d+\b|\bvolatile\b|\bconst\b|_Atomic|\*", " ", param)
    return " ".join(p.split())


def atomic_order(semantics: int) -> Optional[str]:
    """The C11 memory order of SPIR-V memory semantics bits (None: more than one order bit)."""
    orders = {0x2: "memory_order_acquire", 0x4: "memory_order_release", 0x8: "memory_order_acq_rel",
              0x10: "memory_order_seq_cst"}
    bits = semantics & 0x1e
    if bits == 0:
        return "memory_order_relaxed"
    return orders.get(bits)


ATOMIC_SCOPES = {0: "memory_scope_all_devices", 1: "memory_scope_device", 2: "memory_scope_work_group",
                 3: "memory_scope_sub_group", 4: "memory_scope_work_item"}  # SPIR-V Scope -> OpenCL C


def order_features(order: str, scope: str) -> tuple:
    """The optional OpenCL C 3.0 features an atomic of this order and scope needs."""
    out = []
    if order in ("memory_order_acq_rel", "memory_order_acquire", "memory_order_release"):
        out.append("atomic_order_acq_rel")
    if order == "memory_order_seq_cst":
        out.append("atomic_order_seq_cst")
    if scope == "memory_scope_device":
        out.append("atomic_scope_device")
    if scope == "memory_scope_all_devices":
        out.append("atomic_scope_all_devices")
    if scope == "memory_scope_sub_group":
        out.append("sub_groups")
    return tuple(out)
