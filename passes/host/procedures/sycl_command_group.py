"""SYCL runtime procedures of command groups: submit, and what a handler is told (kernel name,
ND-range, kernel object and argument descriptors, kernel info), and direct launches.

`submit` does what the runtime does: it makes a handler, calls the command-group function with it
and turns what the handler was told into a launch (SyclState.finalize)."""
from __future__ import annotations

from lift import Function
from passes.host.memory import Obj
from passes.host.patterns import class_template_args, demangle, qualified_name
from passes.host.procedures import runtime_op
from passes.host.sycl_ops import Queue, Submit
from passes.host.sycl_state import HandlerState, KernelInfoState
from passes.host.values import Ptr


@runtime_op("submit")
def submit(m, p, a, site):
    queue = m.sycl.op_at(a["queue"])
    cgf = a["cgf"]
    abi = p.options.get("cgf_abi")
    lay = m.layout.get("std_function" if abi == "std_function" else "type_erased_cgfo", {})
    if type(cgf) is not Ptr:
        m.warn("submit: the command-group function is unknown")
        return None
    invoker = m.memory.load(Ptr(cgf.obj, cgf.off + lay.get("invoker", 8)), "ptr")
    if abi == "std_function":
        obj = cgf
    else:
        obj = m.memory.load(Ptr(cgf.obj, cgf.off + lay.get("object", 0)), "ptr")
    name = "?"
    if isinstance(invoker, Function):
        targs = class_template_args(qualified_name(demangle(invoker.name)))
        name = targs[-1] if targs else qualified_name(demangle(invoker.name))
    function = m.sycl.user_function()
    sub = m.sycl.add(Submit(queue=queue if isinstance(queue, Queue) else None, cgf=name, function=function), site)
    h = HandlerState(function, sub.origin)
    hobj = h.object_memory = Obj("runtime", "handler", zero=True, sycl=h)
    m.sycl.handlers.append(h)
    try:
        if isinstance(invoker, Function):
            m.call(invoker, [obj, Ptr(hobj, 0)], site)
        else:
            m.warn("submit: cannot find the command-group function the runtime would call")
    finally:
        m.sycl.handlers.pop()
    sub.requirements = h.requirements
    sub.depends_on = h.depends_on
    launch = m.sycl.finalize(h, queue)
    action = m.sycl.finalize_command(h)
    if launch is not None:
        launch.submit = sub
        sub.launch = launch
    sub.action = action
    if launch is not None and action is not None:
        # a command group holds one action: seeing a kernel and another one means each was
        # recorded on its own side of a branch the raise could not decide (handler::fill on a
        # pointer launches a kernel on Level Zero and calls the runtime elsewhere)
        launch.conditional = action.conditional = True
    m.sycl.event(a.get("sret"), sub)


@runtime_op("kernel_name")
def kernel_name(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.kernel_name = m.memory.cstring(a["name"], a.get("name_length"))


@runtime_op("nd_range")
def nd_range(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    dims = a["dims"] if "dims" in a else p.options.get("dims")
    if h is None or type(dims) is not int:
        return
    h.nd = (m.sycl.sizes(a["global"], dims), m.sycl.sizes(a.get("local"), dims), m.sycl.sizes(a.get("offset"), dims))


@runtime_op("nd_range_view")
def nd_range_view(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.nd = m.sycl.view(a["view"])


@runtime_op("kernel_args")
def kernel_args(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is None:
        return
    h.object = a["object"]
    vec = a["descs"]
    lay = m.layout.get("std_vector", {"begin": 0, "end": 8})
    kd = m.layout.get("kernel_param_desc", {})
    if type(vec) is Ptr:
        begin = m.memory.load(Ptr(vec.obj, vec.off + lay["begin"]), "ptr")
        end = m.memory.load(Ptr(vec.obj, vec.off + lay["end"]), "ptr")
        if type(begin) is Ptr and type(end) is Ptr and begin.obj is end.obj:
            size = kd.get("size", 12)
            h.descs = [m.sycl.desc_at(Ptr(begin.obj, off)) for off in range(begin.off, end.off, size)]


@runtime_op("kernel_func_info")
def kernel_func_info(m, p, a, site):
    """The kernel object and its descriptor getter in one call (2025.3's handler::setKernelInfo)."""
    h = m.sycl.handler_of(a["handler"])
    if h is None:
        return
    h.object = a["object"]
    n, getter = a.get("num_params"), a.get("param_desc_getter")
    h.info = KernelInfoState(None, n if type(n) is int else None, getter if isinstance(getter, Function) else None)


@runtime_op("kernel_func")
def kernel_func(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.object = a["object"]


@runtime_op("kernel_info")
def kernel_info(m, p, a, site):
    info = a["info"]
    lay = m.layout.get("compile_time_kernel_info", {})
    st = KernelInfoState(None, None, None)
    if type(info) is Ptr:
        at = lambda k, t: m.memory.load(Ptr(info.obj, info.off + lay[k]), t) if k in lay else None  # noqa: E731
        st.name = m.memory.cstring(at("name", "ptr"), at("name_length", "i64"))
        n = at("num_params", "i32")
        st.num_params = n if type(n) is int else None
        g = at("param_desc_getter", "ptr")
        st.getter = g if isinstance(g, Function) else None
    return Ptr(Obj("runtime", "DeviceKernelInfo", zero=True, sycl=st), 0)


@runtime_op("set_kernel_info")
def set_kernel_info(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    st = m.sycl.op_of(a["info"])
    if h is not None and isinstance(st, KernelInfoState):
        h.info = st


@runtime_op("set_type")
def set_type(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None and type(a["type"]) is int:
        h.cg_type = a["type"]


@runtime_op("get_type")
def get_type(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    return h.cg_type if h is not None else None


@runtime_op("direct_launch")
def direct_launch(m, p, a, site):
    queue = m.sycl.op_at(a["queue"])
    holder = a["kernel"]
    h = HandlerState(m.sycl.user_function(), m.sycl.origin(site))
    h.nd = m.sycl.view(a["view"])
    st = m.sycl.op_of(a["info"])
    h.info = st if isinstance(st, KernelInfoState) else None
    h.object = m.sycl.virtual_call(holder, "getPtr")
    h.holder = holder
    launch = m.sycl.finalize(h, queue)
    if launch is None:
        m.warn("direct launch: cannot find the kernel object")
    m.sycl.event(a.get("sret"), launch)
