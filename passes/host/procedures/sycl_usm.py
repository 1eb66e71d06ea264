"""SYCL runtime procedures of unified shared memory (malloc_*, free, memcpy, memset), and the two
generic ones: `value` (returns the pattern's constant) and `none` (no effect)."""
from __future__ import annotations

from passes.host.memory import Obj
from passes.host.procedures import runtime_op
from passes.host.sycl_ops import Usm
from passes.host.values import Ptr


@runtime_op("usm_alloc")
def usm_alloc(m, p, a, site):
    op = m.sycl.add(Usm(op="malloc_" + p.options.get("kind", "device"), bytes=m.sycl.sym(a["bytes"])), site)
    return Ptr(Obj("usm", op.name, sycl=op), 0)


@runtime_op("usm_free")
def usm_free(m, p, a, site):
    m.sycl.add(Usm(op="free", pointer=m.sycl.usm_of(a["pointer"])), site)


@runtime_op("usm_memcpy")
def usm_memcpy(m, p, a, site):
    n = a["bytes"]
    m.sycl.add(Usm(op="memcpy", bytes=m.sycl.sym(n), pointer=m.sycl.usm_of(a["dest"]),
                 source=m.sycl.usm_of(a["source"])), site)
    m.memory.fill(a["dest"], None, n)  # the device wrote it: its old contents are unknown now
    m.sycl.event(a.get("sret"))


@runtime_op("usm_memset")
def usm_memset(m, p, a, site):
    m.sycl.add(Usm(op="memset", bytes=m.sycl.sym(a["bytes"]), pointer=m.sycl.usm_of(a["pointer"]),
                 value=m.sycl.sym(a["value"]) if "value" in a else None), site)
    m.sycl.event(a.get("sret"))


@runtime_op("value")
def value(m, p, a, site):
    return p.options.get("returns")


@runtime_op("none")
def none(m, p, a, site):
    return None
