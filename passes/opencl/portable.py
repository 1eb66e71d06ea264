"""OpenCL C 1.2 forms of atomics and work-group collectives, for devices without OpenCL C 3.0's
optional features (PoCL 3.1 has no work-group collectives; Oclgrind is an OpenCL 1.2 device).

The writer (`passes.opencl.values`) writes such an operation twice: its OpenCL C 3.0 form under
`#if` the features' test, and the form made here under `#else`.  This module only makes text: the
helper functions (each `(name, lines)`, declared once per file by `ModuleWriter.helper`) and the
names of the `__local` scratch arrays they take.

Work-group collectives (`sycl_wg_<op>_<type>`: reduce, inclusive and exclusive scan with `+`, `min`
or `max`; `sycl_wg_broadcast_<type>`; any/all are a max/min of `x != 0`).  The values pass through a
`__local` array of `SYCL_LIFT_WG_CHUNK` elements (256 unless the build defines it) that the kernel
declares (OpenCL C allows `__local` variables only at kernel scope) and passes to the helper, one
chunk of work-items at a time in linear local-id order (SYCL's: OpenCL dimension 0 fastest), so
every work-group size works.  In each chunk the first work-item folds the chunk's values in place
(inclusive prefixes, left to right); every work-item then reads its own prefix and the chunk's total.
Every work-item therefore gets the same reduction, and the results do not depend on timing.  A float
sum is combined in a fixed order, `((x0 + x1) + x2) ...` within a chunk and chunk totals after one
another; SYCL leaves that order open, so a device's own work_group_reduce_add may round differently.
Like OpenCL C's collectives (and SYCL's group algorithms), a helper must be reached by every work-item
of the work-group in uniform control flow: it has barriers.  It ends with a barrier, so the next
collective may reuse the scratch array at once.

Atomics on 32-bit integers are OpenCL 1.2's `atomic_add` & co. (`builtins.LEGACY_FORM`).  Those are
relaxed and atomic for every work-item of the device, so they serve every scope up to device scope
(an all-devices atomic has no 1.2 form).  OpenCL 1.2 has no memory orders: an acquire, release,
acq_rel or seq_cst atomic becomes a helper (`sycl_<function>_fenced_<space>_<type>`) with
`mem_fence` on both sides, the strongest ordering a work-item can ask for in 1.2.  A float add, min
or max is a compare-and-swap loop on the float's bits (`sycl_atomic_<op>_<space>_float`), fenced the
same way when ordered.
"""
from __future__ import annotations

from .builtins import LINEAR_IDS

CHUNK = "SYCL_LIFT_WG_CHUNK"
CHUNK_DEFINE = ("SYCL_LIFT_WG_CHUNK", [
    "#ifndef SYCL_LIFT_WG_CHUNK",
    "#define SYCL_LIFT_WG_CHUNK 256  // work-group collectives without OpenCL C 3.0: values per round",
    "#endif"])
LINEAR_ID = LINEAR_IDS["get_local_linear_id"]
FENCE = "mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE)"
SPACE_NAMES = {1: "global", 3: "local"}
_IS_FLOAT = {"half", "float", "double"}
_LIMITS = {"uint": ("UINT_MAX", "0"), "int": ("INT_MAX", "INT_MIN"), "ulong": ("ULONG_MAX", "0"),
           "long": ("LONG_MAX", "LONG_MIN")}


def scratch_name(ctype: str) -> str:
    """The kernel's `__local` array for the collectives on `ctype` values."""
    return f"sycl_wg_scratch_{ctype}"


def combine(op: str, ctype: str, a: str, b: str) -> str:
    if op == "add":
        return f"{a} + {b}"
    return f"{'f' if ctype in _IS_FLOAT else ''}{op}({a}, {b})"


def identity(op: str, ctype: str) -> str:
    if op == "add":
        return "0"
    if ctype in _IS_FLOAT:
        return "INFINITY" if op == "min" else "-INFINITY"
    return _LIMITS[ctype][0 if op == "min" else 1]


def scan(op: str, ctype: str) -> tuple[str, list]:
    """The helper for reduce (kind 0), inclusive scan (1) and exclusive scan (2) with `op`."""
    name = f"sycl_wg_{op}_{ctype}"
    step = lambda a, b: combine(op, ctype, a, b)  # noqa: E731
    return name, [
        f"// work-group reduce (kind 0), inclusive (1) or exclusive (2) scan with {op} in OpenCL C 1.2:",
        f"// SYCL_LIFT_WG_CHUNK values at a time through __local memory, in linear local-id order",
        f"static {ctype} {name}({ctype} x, uint kind, __local {ctype}* scratch)",
        "{",
        "    const size_t n = get_local_size(0) * get_local_size(1) * get_local_size(2);",
        f"    const size_t me = {LINEAR_ID};",
        f"    {ctype} carry = {identity(op, ctype)}, mine = {identity(op, ctype)};  // earlier chunks; this item's scan",
        f"    for (size_t base = 0; base < n; base += {CHUNK}) {{",
        f"        const size_t m = min(n - base, (size_t){CHUNK});",
        "        const bool here = me >= base && me - base < m;",
        "        if (here)",
        "            scratch[me - base] = x;",
        "        barrier(CLK_LOCAL_MEM_FENCE);",
        "        if (me == base) {  // the chunk's first work-item: inclusive prefixes, in place",
        "            for (size_t k = 1; k < m; k++)",
        f"                scratch[k] = {step('scratch[k - 1]', 'scratch[k]')};",
        "        }",
        "        barrier(CLK_LOCAL_MEM_FENCE);",
        "        if (here && kind == 1)",
        f"            mine = base == 0 ? scratch[me - base] : {step('carry', 'scratch[me - base]')};",
        "        else if (here && me > base)",
        f"            mine = base == 0 ? scratch[me - base - 1] : {step('carry', 'scratch[me - base - 1]')};",
        "        else if (here)",
        "            mine = carry;  // exclusive scan of the chunk's first item: everything before it",
        f"        carry = base == 0 ? scratch[m - 1] : {step('carry', 'scratch[m - 1]')};",
        "        barrier(CLK_LOCAL_MEM_FENCE);",
        "    }",
        "    return kind == 0 ? carry : mine;",
        "}"]


def broadcast(ctype: str) -> tuple[str, list]:
    name = f"sycl_wg_broadcast_{ctype}"
    return name, [
        "// work-group broadcast of the value of the work-item with linear local id `id`, in OpenCL C 1.2",
        f"static {ctype} {name}({ctype} x, size_t id, __local {ctype}* scratch)",
        "{",
        f"    if ({LINEAR_ID} == id)",
        "        scratch[0] = x;",
        "    barrier(CLK_LOCAL_MEM_FENCE);",
        f"    const {ctype} r = scratch[0];",
        "    barrier(CLK_LOCAL_MEM_FENCE);",
        "    return r;",
        "}"]


def fenced_atomic(function: str, space: int, ctype: str, n_values: int) -> tuple[str, list]:
    """`function` (atomic_add, atomic_cmpxchg, ...) with mem_fence before and after: an ordered atomic."""
    q = SPACE_NAMES[space]
    name = f"sycl_{function}_fenced_{q}_{ctype}"
    values = ["v", "w"][:n_values]
    params = "".join(f", {ctype} {v}" for v in values)
    return name, [
        f"// {function} ordered as an acquire-release atomic: OpenCL C 1.2's atomics are relaxed",
        f"static {ctype} {name}(volatile __{q} {ctype}* p{params})",
        "{",
        f"    {FENCE};",
        f"    const {ctype} old = {function}(p{''.join(', ' + v for v in values)});",
        f"    {FENCE};",
        "    return old;",
        "}"]


def float_atomic(op: str, space: int, fenced: bool) -> tuple[str, list]:
    """A float atomic add/min/max as a compare-and-swap loop on the float's bits (atomic_cmpxchg)."""
    q = SPACE_NAMES[space]
    name = f"sycl_atomic_{op}_{q}_float" + ("_fenced" if fenced else "")
    fence = [f"    {FENCE};"] if fenced else []
    return name, [
        f"// atomic float {op} in OpenCL C 1.2: compare-and-swap on the bits; returns the value before",
        f"static float {name}(volatile __{q} float* p, float v)",
        "{",
        f"    volatile __{q} uint* bits = (volatile __{q} uint*)p;",
        *fence,
        "    uint old = atomic_or(bits, 0u);",
        "    for (;;) {",
        f"        const uint seen = atomic_cmpxchg(bits, old, as_uint({combine(op, 'float', 'as_float(old)', 'v')}));",
        "        if (seen == old)",
        "            break;",
        "        old = seen;",
        "    }",
        *fence,
        "    return as_float(old);",
        "}"]
