"""SYCL runtime procedures of unified shared memory (malloc_*, free, memcpy, memset, fill, prefetch,
mem_advise), and the two generic ones: `value` (returns the pattern's constant) and `none` (no
effect).

memcpy, memset and fill are the queue shortcuts or, given a `handler` operand, the command group's
action (handler::memcpy, handler::memset, handler::fill on a pointer).  prefetch and mem_advise are
hints on a pointer's bytes (they change no data): op `usm_memset` with the pattern option
`usm_op = "prefetch"` or `"mem_advise"` records them as that USM operation, with the same operands
(`pointer`, `bytes`; mem_advise's advice as `value`), queue member or command-group action alike."""
from __future__ import annotations

from lift import LiftError
from passes.host.memory import Obj
from passes.host.procedures import runtime_op
from passes.host.sycl_ops import Usm
from passes.host.values import Ptr


@runtime_op("usm_alloc")
def usm_alloc(m, p, a, site):
    """malloc_device/host/shared (`kind` option), or sycl::malloc(bytes, q, usm::alloc) whose kind
    is the `kind` operand ([enums.usm_alloc]; a kind the host does not make constant: `malloc`)."""
    if "kind" in a:
        kind = m.patterns.enum("usm_alloc", a["kind"])
        name = "malloc_" + kind if kind in ("device", "host", "shared") else "malloc"
    else:
        name = "malloc_" + p.options.get("kind", "device")
    op = m.sycl.add(Usm(op=name, bytes=m.sycl.sym(a["bytes"])), site)
    return Ptr(Obj("usm", op.name, sycl=op), 0)


@runtime_op("usm_free")
def usm_free(m, p, a, site):
    m.sycl.add(Usm(op="free", pointer=m.sycl.usm_of(a["pointer"])), site)


@runtime_op("usm_memcpy")
def usm_memcpy(m, p, a, site):
    n = a["bytes"]
    op = m.sycl.add(Usm(op="memcpy", bytes=m.sycl.sym(n), pointer=m.sycl.usm_of(a["dest"]),
                        source=m.sycl.usm_of(a["source"])), site)
    m.memory.fill(a["dest"], None, n)  # the device wrote it: its old contents are unknown now
    _command_group_action(m, a, op)
    m.sycl.event(a.get("sret"), op)


POINTER_OPS = ("memset", "prefetch", "mem_advise")  # what `usm_memset` records (its `usm_op` option)


@runtime_op("usm_memset")
def usm_memset(m, p, a, site):
    """memset, or (option `usm_op`) prefetch / mem_advise: an operation on `bytes` bytes at `pointer`
    (the hints move or describe memory, they write no data)."""
    what = p.options.get("usm_op", "memset")
    if what not in POINTER_OPS:
        raise LiftError(f'[[call]] name = "{p.name}": usm_op {what!r} is not one of {", ".join(POINTER_OPS)}',
                        m.patterns.path)
    op = m.sycl.add(Usm(op=what, bytes=m.sycl.sym(a["bytes"]), pointer=m.sycl.usm_of(a["pointer"]),
                        value=m.sycl.sym(a["value"]) if "value" in a else None), site)
    _command_group_action(m, a, op)
    m.sycl.event(a.get("sret"), op)


def _command_group_action(m, a, op) -> None:
    h = m.sycl.handler_of(a.get("handler"))
    if h is not None:
        h.action = op


@runtime_op("usm_fill")
def usm_fill(m, p, a, site):
    """handler::fill(ptr, pattern, count) -> fill_impl(ptr, &pattern, sizeof(pattern), count)."""
    size, count = a["pattern_size"], a["count"]
    nbytes = m.sycl.sym(size * count) if type(size) is int and type(count) is int else None
    op = m.sycl.add(Usm(op="fill", bytes=nbytes, pointer=m.sycl.usm_of(a["pointer"]),
                        value=_pattern_value(m, a["pattern"], size)), site)
    m.memory.fill(a["pointer"], None, size * count if nbytes is not None else None)
    _command_group_action(m, a, op)


def _pattern_value(m, pattern, size):
    """The fill pattern as the scalar the program stored there (an int or a float), else None."""
    if type(pattern) is not Ptr or type(size) is not int:
        return None
    cell = pattern.obj.cells.get(pattern.off)
    tyt = cell[2] if cell is not None and cell[0] == size else None
    ti = m.types(tyt) if tyt not in (None, "bytes", "?") else None
    if ti is None or ti.kind not in ("int", "float"):
        return None
    v = m.memory.load(pattern, tyt)
    return v if type(v) in (int, float) else None


@runtime_op("value")
def value(m, p, a, site):
    return p.options.get("returns")


@runtime_op("none")
def none(m, p, a, site):
    return None
