"""SPIR-V atomics and work-group collectives as OpenCL C, for the OpenCL C writer.

    __spirv_AtomicIAdd(p, scope, semantics, v)   ->  atomic_add((volatile __global uint*)p, v)
    __spirv_GroupIAdd(Workgroup, Reduce, x)       ->  work_group_reduce_add(x)
    __spirv_GroupSMax(Workgroup, ExclusiveScan, x) -> as_uint(work_group_scan_exclusive_max(as_int(x)))

Atomics (`__spirv_Atomic*` on a 32-bit integer in global or local memory): a relaxed read-modify-
write (no ordering bit in the semantics; SYCL's default `memory_order::relaxed`) is OpenCL 1.2's
`atomic_<op>`, which is atomic for every work-item of the device -- at least the scope asked for.
Anything else (an acquire/release/seq_cst order, a load or store, a generic pointer) is OpenCL C 2.0's
`atomic_<op>_explicit` on the object as `atomic_int`/`atomic_uint`, with the SPIR-V memory order and
scope mapped one for one (Device -> memory_scope_device, Workgroup -> memory_scope_work_group, ...).
A compare-exchange with an order, 64-bit and floating-point atomics are refused (LiftError).

Collectives (`__spirv_Group<Op>` with Workgroup scope; operation Reduce, InclusiveScan or
ExclusiveScan; IAdd/FAdd, SMin/UMin/FMin, SMax/UMax/FMax on 32- and 64-bit integers, float and
double; `__spirv_GroupBroadcast` with a scalar local id) are written as small helper functions of
OpenCL C 1.2, not as OpenCL C 2.0's `work_group_reduce_add` & co.: PoCL (3.x, pthread) accepts
those names under `-cl-std=CL2.0` but its kernel library has no definitions (the build fails at
link time), and under `-cl-std=CL3.0` it does not claim `__opencl_c_work_group_collective_functions`;
Oclgrind has no OpenCL C 3.0.  A helper walks the work-group's values in linear local-id order
(SYCL's linear id: OpenCL dimension 0 fastest), `SYCL_LIFT_WG_CHUNK` at a time through a `__local`
array the kernel declares, so it works for any work-group size, is deterministic, and combines
float values in local-id order (exact wherever the sum is; SYCL leaves the order unspecified).
Sub-group scope and the KHR operations (multiply, bitwise, logical) are refused.

IR read back from SPIR-V (llvm-spirv) calls the OpenCL C names instead (`atomic_add(int volatile
AS1*, int)`, `work_group_scan_exclusive_add(unsigned int)`): the same translations, with the
signedness the mangled parameter types give.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional

from .ast import cast, call, lit
from .decode import Lit, Opnd
from .pointers import GENERIC, QUAL
from .types import FloatT, IntT, VecT, c_int, c_value_type, int_value, type_text

# __spirv_Atomic<Op> -> (OpenCL 1.2 function, OpenCL 2.0 C11-style function, operands signed)
ATOMIC_RMW = {
    "IAdd": ("atomic_add", "atomic_fetch_add_explicit", False),
    "ISub": ("atomic_sub", "atomic_fetch_sub_explicit", False),
    "SMin": ("atomic_min", "atomic_fetch_min_explicit", True),
    "UMin": ("atomic_min", "atomic_fetch_min_explicit", False),
    "SMax": ("atomic_max", "atomic_fetch_max_explicit", True),
    "UMax": ("atomic_max", "atomic_fetch_max_explicit", False),
    "And": ("atomic_and", "atomic_fetch_and_explicit", False),
    "Or": ("atomic_or", "atomic_fetch_or_explicit", False),
    "Xor": ("atomic_xor", "atomic_fetch_xor_explicit", False),
    "Exchange": ("atomic_xchg", "atomic_exchange_explicit", False),
}
ATOMIC_OTHER = {"IIncrement", "IDecrement", "CompareExchange", "Load", "Store"}
# SPIR-V Scope -> OpenCL C memory_scope
SCOPES = {0: "memory_scope_all_svm_devices", 1: "memory_scope_device", 2: "memory_scope_work_group",
          3: "memory_scope_sub_group", 4: "memory_scope_work_item"}
ORDER_BITS = ((0x10, "memory_order_seq_cst"), (0x8, "memory_order_acq_rel"), (0x4, "memory_order_release"),
              (0x2, "memory_order_acquire"))
# __spirv_Group<Op> -> (OpenCL work-group operation, operands signed)
GROUP_OPS = {"IAdd": ("add", False), "FAdd": ("add", False), "SMin": ("min", True), "UMin": ("min", False),
             "FMin": ("min", False), "SMax": ("max", True), "UMax": ("max", False), "FMax": ("max", False)}
# SPIR-V GroupOperation -> its OpenCL C spelling (work_group_<this>_add)
GROUP_OPERATIONS = {0: "reduce", 1: "scan_inclusive", 2: "scan_exclusive"}
WORKGROUP = 2


# OpenCL C 1.2 atomic function -> __spirv_Atomic<Op> it is (signedness from the parameters)
OPENCL_ATOMICS = {"atomic_add": "IAdd", "atomic_sub": "ISub", "atomic_min": "UMin", "atomic_max": "UMax",
                  "atomic_and": "And", "atomic_or": "Or", "atomic_xor": "Xor", "atomic_xchg": "Exchange",
                  "atomic_inc": "IIncrement", "atomic_dec": "IDecrement", "atomic_cmpxchg": "CompareExchange"}
OPENCL_GROUP = re.compile(r"work_group_(reduce|scan_inclusive|scan_exclusive)_(add|min|max)|work_group_broadcast")


def classify(plain: str, params: tuple = ()):
    """The builtins.Callee of a SPIR-V atomic or group function, or of the OpenCL C function such IR
    calls after a round trip through SPIR-V (demangled name and parameter types), else None."""
    from .builtins import Callee

    signed = bool(params) and "unsigned" not in params[0] and re.search(r"\b(int|long|char|short)\b", params[0])
    if plain in OPENCL_ATOMICS:
        op = OPENCL_ATOMICS[plain]
        return Callee("cl_atomic", op.replace("U", "S", 1) if signed and op in ("UMin", "UMax") else op)
    m = OPENCL_GROUP.fullmatch(plain)
    if m:
        if not m.group(1):
            return Callee("cl_group", "Broadcast")
        name = {"add": "IAdd", "min": "SMin" if signed else "UMin", "max": "SMax" if signed else "UMax"}[m.group(2)]
        if params and params[0] in ("float", "double"):
            name = "F" + name[1:] if name != "IAdd" else "FAdd"
        operation = next(k for k, v in GROUP_OPERATIONS.items() if v == m.group(1))
        return Callee("cl_group", f"{name}:{operation}")
    m = re.fullmatch(r"__spirv_Atomic(\w+)", plain)
    if m and (m.group(1) in ATOMIC_RMW or m.group(1) in ATOMIC_OTHER):
        return Callee("atomic", m.group(1))
    m = re.fullmatch(r"__spirv_Group(\w+)", plain)
    if m and (m.group(1) in GROUP_OPS or m.group(1) == "Broadcast"):
        return Callee("group", m.group(1))
    return None


def call_expr(fw, inst, d, kind):
    """The C expression of an atomic or group call `inst` (decoded `d`) in FunctionWriter `fw`."""
    if kind.kind == "atomic":
        return _atomic(fw, inst, d, kind.name)
    if kind.kind == "cl_atomic":  # OpenCL C's relaxed device-wide atomics: as SPIR-V's relaxed ones
        relaxed = [_known(1), _known(0)]
        ops = d.ops[:1] + relaxed + ([_known(0)] if kind.name == "CompareExchange" else []) + d.ops[1:]
        if kind.name == "CompareExchange":  # (p, cmp, value) -> SPIR-V's (p, scope, eq, neq, value, cmp)
            ops = ops[:4] + [d.ops[2], d.ops[1]]
        return _atomic(fw, inst, replace(d, ops=ops), kind.name)
    if kind.kind == "cl_group":
        op, _, operation = kind.name.partition(":")
        ops = [_known(WORKGROUP)] + ([_known(int(operation))] if operation else []) + list(d.ops)
        return _group(fw, inst, replace(d, ops=ops), op)
    return _group(fw, inst, d, kind.name)


def _known(value: int) -> Opnd:
    """A constant i32 operand the OpenCL C form implies (a scope, semantics, group operation)."""
    return Opnd(IntT(32), Lit(str(value)))


def _constant(fw, inst, o, what: str) -> int:
    v = fw.R(o.v)
    if not isinstance(v, Lit):
        raise fw.error(inst, f"{what} is not a constant")
    return int_value(v.text, 32)


def _order(semantics: int) -> Optional[str]:
    """The C11 memory order of SPIR-V memory semantics; None for relaxed."""
    return next((name for bit, name in ORDER_BITS if semantics & bit), None)


def _atomic(fw, inst, d, op: str):
    ptr = d.ops[0]
    scope = _constant(fw, inst, d.ops[1], "the atomic's memory scope")
    semantics = _constant(fw, inst, d.ops[2], "the atomic's memory semantics")
    value_ty = d.ops[-1].ty if op == "Store" else d.ty
    if not (isinstance(value_ty, IntT) and value_ty.bits == 32):
        raise fw.error(inst, f"__spirv_Atomic{op} on {type_text(value_ty)}: only 32-bit integer atomics "
                             f"have an OpenCL C translation here")
    if scope not in SCOPES:
        raise fw.error(inst, f"__spirv_Atomic{op} with unknown memory scope {scope}")
    form = fw.form(ptr.v)
    space = form.space
    if space not in (1, 3, GENERIC):
        raise fw.error(inst, f"__spirv_Atomic{op} on {QUAL[space].strip() or 'private'} memory has no OpenCL C translation")
    signed = ATOMIC_RMW.get(op, ("", "", False))[2]
    ctype = c_int(32, signed)
    order = _order(semantics)
    if op == "CompareExchange":
        unequal = _constant(fw, inst, d.ops[3], "the compare-exchange's unequal semantics")
        if order or _order(unequal) or space == GENERIC:
            raise fw.error(inst, "an ordered or generic-pointer compare-exchange has no OpenCL C translation here")
        target = cast(f"volatile {QUAL[space]}{ctype}*", fw.ptr_value(form, IntT(32)))
        return call("atomic_cmpxchg", target, fw.builtin_arg(d.ops[5]), fw.builtin_arg(d.ops[4]))
    legacy = order is None and space != GENERIC and op not in ("Load", "Store")
    if legacy:
        target = cast(f"volatile {QUAL[space]}{ctype}*", fw.ptr_value(form, IntT(32)))
        if op in ("IIncrement", "IDecrement"):
            return call("atomic_inc" if op == "IIncrement" else "atomic_dec", target)
        value = fw.builtin_arg(d.ops[3], signed=signed)
        e = call(ATOMIC_RMW[op][0], target, value)
        return fw.unsigned_result(e, d.ty) if signed else e
    fw.mw.need_cl20 = True
    if space == GENERIC:
        fw.mw.need_generic = True
    target = cast(f"volatile {QUAL[space]}atomic_{ctype}*", fw.ptr_value(form, IntT(32)))
    tail = (lit(order or "memory_order_relaxed"), lit(SCOPES[scope]))
    if op == "Load":
        return call("atomic_load_explicit", target, *tail)
    if op == "Store":
        return call("atomic_store_explicit", target, fw.builtin_arg(d.ops[3]), *tail)
    if op in ("IIncrement", "IDecrement"):
        return call("atomic_fetch_add_explicit" if op == "IIncrement" else "atomic_fetch_sub_explicit",
                    target, lit("1u"), *tail)
    e = call(ATOMIC_RMW[op][1], target, fw.builtin_arg(d.ops[3], signed=signed), *tail)
    return fw.unsigned_result(e, d.ty) if signed else e


def _group(fw, inst, d, op: str):
    scope = _constant(fw, inst, d.ops[0], "the group operation's execution scope")
    if scope != WORKGROUP:
        raise fw.error(inst, f"__spirv_Group{op} with execution scope {scope}: only work-group collectives "
                             f"have an OpenCL C translation here")
    if not fw.is_kernel:
        raise fw.error(inst, f"__spirv_Group{op} outside a kernel: its __local scratch array can only be "
                             f"declared in the kernel")
    ty = d.ty
    if not (isinstance(ty, IntT) and ty.bits in (32, 64) or isinstance(ty, FloatT) and ty.name in ("float", "double")):
        raise fw.error(inst, f"__spirv_Group{op} on {type_text(ty)}: only 32/64-bit integers, float and "
                             f"double are supported")
    for o in d.ops:
        if isinstance(o.ty, FloatT):
            fw._float_op(o.ty, "call")
    if op == "Broadcast":
        value, local_id = d.ops[1], d.ops[2]
        if isinstance(local_id.ty, VecT):
            raise fw.error(inst, "__spirv_GroupBroadcast with a vector local id is not supported")
        ctype = c_value_type(ty)
        helper = fw.mw.collective_helper(f"sycl_wg_broadcast_{ctype}", _broadcast_source(ctype))
        return call(helper, fw.builtin_arg(value), cast("size_t", fw.val(local_id)), _scratch(fw, ctype))
    operation = _constant(fw, inst, d.ops[1], "the group operation")
    if operation not in GROUP_OPERATIONS:
        raise fw.error(inst, f"__spirv_Group{op} with group operation {operation} (clustered or partitioned) "
                             f"has no OpenCL C translation")
    name, signed = GROUP_OPS[op]
    ctype = c_value_type(ty, signed)
    helper = fw.mw.collective_helper(f"sycl_wg_{name}_{ctype}", _combine_source(name, ctype, isinstance(ty, FloatT)))
    e = call(helper, fw.builtin_arg(d.ops[2], signed=signed), lit(str(operation)), _scratch(fw, ctype))
    return fw.unsigned_result(e, ty) if signed else e


def _scratch(fw, ctype: str):
    """The kernel's `__local ctype` scratch array for collectives (declared once per kernel)."""
    name = fw.mw.collective_scratch(ctype)
    decl = f"__local {ctype} {name}[SYCL_LIFT_WG_CHUNK];"
    uses = fw.mw.local_uses.setdefault(fw, [])
    if decl not in uses:
        uses.append(decl)
    return lit(name)


CHUNK_DEFINE = """#ifndef SYCL_LIFT_WG_CHUNK
#define SYCL_LIFT_WG_CHUNK 256  // work-group collectives pass values through __local memory this many at a time
#endif
#define SYCL_LIFT_LOCAL_LINEAR_ID ((get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) + get_local_id(0))
"""


def _combine_source(name: str, ctype: str, is_float: bool) -> str:
    """A reduce (kind 0) / inclusive (1) / exclusive (2) scan helper for `name` in add, min, max."""
    combine = {"add": "a + b", "min": "min(a, b)" if not is_float else "fmin(a, b)",
               "max": "max(a, b)" if not is_float else "fmax(a, b)"}[name]
    identity = _identity(name, ctype, is_float)
    return f"""// work-group {name}: kind 0 reduce, 1 inclusive scan, 2 exclusive scan, in linear local-id order
static {ctype} sycl_wg_{name}_{ctype}({ctype} x, uint kind, __local {ctype}* scratch)
{{
    const size_t n = get_local_size(0) * get_local_size(1) * get_local_size(2), me = SYCL_LIFT_LOCAL_LINEAR_ID;
    {ctype} total = {identity}, before = {identity};
    for (size_t base = 0; base < n; base += SYCL_LIFT_WG_CHUNK) {{
        if (me >= base && me - base < SYCL_LIFT_WG_CHUNK)
            scratch[me - base] = x;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (size_t k = 0; k < SYCL_LIFT_WG_CHUNK && base + k < n; k++) {{
            if (base + k == me)
                before = total;
            const {ctype} a = total, b = scratch[k];
            total = base + k == 0 ? b : {combine};
        }}
        barrier(CLK_LOCAL_MEM_FENCE);
    }}
    if (kind == 0)
        return total;
    const {ctype} a = before, b = x;
    return kind == 2 ? before : me == 0 ? x : {combine};
}}
"""


def _broadcast_source(ctype: str) -> str:
    return f"""// work-group broadcast of the value of the work-item with linear local id `id`
static {ctype} sycl_wg_broadcast_{ctype}({ctype} x, size_t id, __local {ctype}* scratch)
{{
    if (SYCL_LIFT_LOCAL_LINEAR_ID == id)
        scratch[0] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    const {ctype} r = scratch[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    return r;
}}
"""


def _identity(name: str, ctype: str, is_float: bool) -> str:
    if name == "add":
        return "0"
    if is_float:
        return "INFINITY" if name == "min" else "-INFINITY"
    limits = {"uint": ("UINT_MAX", "0"), "int": ("INT_MAX", "INT_MIN"), "ulong": ("ULONG_MAX", "0"),
              "long": ("LONG_MAX", "LONG_MIN")}[ctype]
    return limits[0] if name == "min" else limits[1]
