"""SYCL runtime procedures: queues, buffers, accessors and local accessors.

Each is the meaning of one `op` of runtime_patterns/*.toml: it reads its operands (named by the
pattern's roles) from the interpreter state, records the op and binds it to the C++ object."""
from __future__ import annotations

from passes.host.memory import Obj
from passes.host.patterns import demangle, enum_value
from passes.host.procedures import runtime_op
from passes.host.sycl_ops import Accessor, Buffer, LocalAccessor, Queue
from passes.host.sycl_state import type_name
from passes.host.values import Ptr, Unknown, describe, host_memory


@runtime_op("queue")
def queue(m, p, a, site):
    q = m.sycl.add(Queue(in_order=property_flag(m, a.get("props"), "in_order_bit")), site)
    m.sycl.bind(a["this"], q)


def property_flag(m, props, bit: str):
    """A data-less property (no_init, in_order, ...) of a property_list: its bit in the list's
    bitset ([layout] property_list); None when the list or the bit is unknown."""
    pl = m.layout.get("property_list")
    if not pl or bit not in pl or type(props) is not Ptr:
        return None
    bits = m.memory.load(Ptr(props.obj, props.off + pl.get("bitset", 0)), "i64")
    return bool(bits >> pl[bit] & 1) if type(bits) is int else None


@runtime_op("buffer")
def buffer(m, p, a, site):
    this = a["this"]
    host = a.get("host_ptr", 0)  # buffer(range) has none
    b = Buffer(host_pointer=describe(host) if host != 0 else "none", host_memory=host_memory(host),
               bytes=m.sycl.sym(a["bytes"]))
    t = m.sycl.header_info(this, "buffer_template")
    if t:
        b.element = type_name(t.get("element"))
        b.dims = enum_value(t.get("dims", ""))
    m.sycl.add(b, site)
    m.sycl.bind(this, b)


@runtime_op("buffer_info")
def buffer_info(m, p, a, site):
    b = m.sycl.op_of(a["buffer"])
    if not isinstance(b, Buffer):
        return
    dims = a.get("dims")
    if type(dims) is int:
        b.dims = dims
    if "elem_size" in a and type(a["elem_size"]) is int:
        b.elem_size = a["elem_size"]
    name = m.memory.cstring(a.get("type_name"))
    typeinfo = demangle("_ZTS" + name.lstrip("*")) if name else ""
    if typeinfo.startswith("typeinfo name for "):
        b.element = typeinfo[len("typeinfo name for "):]
    if b.dims and b.range is None:  # a sub-buffer announces itself with its parent's impl: keep the parent's range
        b.range = m.sycl.range_value("range", m.sycl.sizes(a.get("range"), b.dims))


@runtime_op("accessor")
def accessor(m, p, a, site):
    this = a["this"]
    dims = a["dims"] if type(a["dims"]) is int else None
    mode = m.patterns.enum("access_mode", a["mode"])
    no_init = bool(property_flag(m, a.get("props"), "no_init_bit"))
    placeholder = a.get("placeholder")
    buffer = m.sycl.op_of(a["buffer"])
    acc = Accessor(buffer=buffer if isinstance(buffer, Buffer) else None,
                   mode=mode, dims=dims, no_init=no_init,
                   placeholder=bool(placeholder & 1) if type(placeholder) is int else not m.sycl.handlers,
                   offset=m.sycl.range_value("id", m.sycl.sizes(a["offset"], dims)),
                   access_range=m.sycl.range_value("range", m.sycl.sizes(a["access_range"], dims)),
                   memory_range=m.sycl.range_value("range", m.sycl.sizes(a["memory_range"], dims)))
    if type(a.get("elem_size")) is int:
        acc.elem_size = a["elem_size"]
    sub_buffer = a.get("sub_buffer")
    if type(sub_buffer) is int:  # a sub-buffer passes its parent's impl, so only this tells them apart
        acc.sub_buffer_offset = m.sycl.sym(a.get("sub_buffer_offset")) if sub_buffer & 1 else 0
    t = m.sycl.header_info(this, "accessor_template")
    if t:  # accessor<T, Dims, Mode, Target>, when its constructor was not inlined
        acc.element = type_name(t.get("element"))
        acc.mode = acc.mode or m.patterns.enum("access_mode", enum_value(t.get("mode", "")))
        acc.target = m.patterns.enum("access_target", enum_value(t.get("target", "")))
    if acc.element is None and acc.buffer is not None:
        acc.element = acc.buffer.element  # accessor<T> of a buffer<T>
    m.sycl.add(acc, site)
    m.sycl.bind(this, acc)


@runtime_op("accessor_query")
def accessor_query(m, p, a, site):
    """AccessorBaseHost getters whose answer the raised accessor knows."""
    acc = m.sycl.op_at(a["accessor"])
    what = p.options.get("query")
    if not isinstance(acc, Accessor):
        return None
    if what == "placeholder":
        return int(acc.placeholder)
    r = {"access_range": acc.access_range, "memory_range": acc.memory_range, "offset": acc.offset}.get(what)
    if r is None:
        return None
    obj = Obj("runtime", f"{acc.name}.{what}", zero=True)
    for i, v in enumerate(list(r.values) + [1 if what != "offset" else 0] * (3 - r.dims)):
        m.memory.store(Ptr(obj, 8 * i), "i64", m.sycl.value(v) if type(v) is not float else Unknown())
    return Ptr(obj, 0)


@runtime_op("local_accessor")
def local_accessor(m, p, a, site):
    this = a["this"]
    dims = a["dims"] if type(a["dims"]) is int else None
    la = LocalAccessor(elem_size=a.get("elem_size") if type(a.get("elem_size")) is int else None, dims=dims,
                       range=m.sycl.range_value("range", m.sycl.sizes(a["range"], dims)))
    t = m.sycl.header_info(this, "local_accessor_template")
    if t:
        la.element = type_name(t.get("element"))
    m.sycl.add(la, site)
    m.sycl.bind(this, la)


@runtime_op("bind_accessor")
def bind_accessor(m, p, a, site):
    acc = m.sycl.op_at(a["accessor"])
    h = m.sycl.handler_of(a["handler"])
    if isinstance(acc, Accessor):
        target = m.patterns.enum("access_target", a.get("target"))
        acc.target = target or acc.target
        if acc.target in ("image", "host_image", "image_array"):
            # images are not modelled: an image accessor's constructor passes pitches, not ranges
            acc.access_range = acc.memory_range = acc.offset = None
        if h is not None:
            h.requirements.append(acc)
