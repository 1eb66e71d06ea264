"""SYCL runtime procedures of command groups: submit, and what a handler is told (kernel name,
ND-range, kernel object and argument descriptors, kernel info), and direct launches.

`submit` does what the runtime does: it makes a handler, calls the command-group function with it
and turns what the handler was told into a launch (SyclState.finalize).  What a handler is told is
kept per path (HandlerState.tell): when header code branches on a device query and tells the
handler a different kernel on each side (a reduction's work-group counter in a buffer or in USM),
the command group ends in one conditional launch per kernel (`finish_command_group`).  The pieces
are shared with the auxiliary command groups of passes.host.procedures.sycl_reduction."""
from __future__ import annotations

from dataclasses import fields

from lift import Function
from passes.host.memory import Obj
from passes.host.patterns import class_template_args, demangle, qualified_name
from passes.host.procedures import runtime_op
from passes.host.sycl_ops import KernelArg, Op, Queue, RangeValue, Submit, Sym
from passes.host.sycl_state import HandlerState, KernelInfoState
from passes.host.values import Ptr


@runtime_op("submit")
def submit(m, p, a, site):
    queue = m.sycl.op_at(a["queue"])
    queue = queue if isinstance(queue, Queue) else None
    function = m.sycl.user_function()
    invoker, obj = command_group_function(m, a["cgf"], p.options.get("cgf_abi"))
    if invoker is None:
        m.warn("submit: the command-group function is unknown")
        return None
    sub = m.sycl.add(Submit(queue=queue, cgf=command_group_name(invoker), function=function), site)
    h = HandlerState(function, sub.origin, queue)
    m.sycl.handlers.append(h)
    try:
        run_command_group(m, h, invoker, obj, site)
    finally:
        m.sycl.handlers.pop()
    sub.requirements = h.requirements
    sub.depends_on = h.depends_on
    launches = finish_command_group(m, h)
    launch = launches[0] if launches else None
    action = h.action_op
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


def command_group_function(m, cgf, abi):
    """The invoker the runtime calls and the object it calls it with, for a std::function or a
    type_erased_cgfo_ty `cgf` (see [layout] of the pattern set); (None, None) when unknown."""
    lay = m.layout.get("std_function" if abi == "std_function" else "type_erased_cgfo", {})
    if type(cgf) is not Ptr:
        return None, None
    invoker = m.memory.load(Ptr(cgf.obj, cgf.off + lay.get("invoker", 8)), "ptr")
    obj = cgf if abi == "std_function" else m.memory.load(Ptr(cgf.obj, cgf.off + lay.get("object", 0)), "ptr")
    return invoker, obj


def command_group_name(invoker) -> str:
    if not isinstance(invoker, Function):
        return "?"
    targs = class_template_args(qualified_name(demangle(invoker.name)))
    return targs[-1] if targs else qualified_name(demangle(invoker.name))


def run_command_group(m, h: HandlerState, invoker, obj, site) -> None:
    """Call the command-group function with a new handler, as the runtime does."""
    hobj = h.object_memory = Obj("runtime", "handler", zero=True, sycl=h)
    h.first_op = len(m.program.ops)
    if isinstance(invoker, Function):
        m.call(invoker, [obj, Ptr(hobj, 0)], site)
    else:
        m.warn("submit: cannot find the command-group function the runtime would call")


def finish_command_group(m, h: HandlerState) -> list:
    """What the runtime does when a command group ends: its launch, then the command groups it
    post-processes.  Nothing when the header finalized it already.  When undecided branches told
    the handler different kernels, one launch per version, each conditional; a version whose
    launch repeats an earlier one's (the same kernel reached on two paths, with what each path
    made for it alike) adds nothing."""
    launches = h.launches
    if not h.finalized:
        h.finalized = True
        versions = h.versions_at_end(m)
        start = h.first_op
        for version in versions:
            h.adopt(version)
            mark = m.sycl.checkpoint()
            launch = m.sycl.finalize(h, h.queue)
            if h.action_op is None:  # a copy, fill, update_host, USM command or host_task: the first path's
                h.action_op = m.sycl.finalize_command(h)
            if launch is None:
                continue
            if any(_shape(m, other, start) == _shape(m, launch, start) for other in launches):
                own = _made_for(m, launch, start)
                m.sycl.rollback(mark)
                _forget(m, h, own - set().union(*(_made_for(m, other, start) for other in launches)))
                continue
            launch.conditional = launch.conditional or len(versions) > 1
            launches.append(launch)
        if len(launches) > 1:  # what only some of the paths made for their kernel is conditional too
            made = [_made_for(m, launch, start) for launch in launches]
            only_some = set().union(*made) - set.intersection(*made)
            for op in m.program.ops[start:]:
                if id(op) in only_some:
                    op.conditional = True
    for aux in h.post_process:
        finish_command_group(m, aux)
    h.post_process = []
    return launches


def _made_for(m, launch, start: int) -> set:
    """ids of the ops of the command group (recorded from index `start`) that `launch` captures:
    accessors and their buffers, local accessors, USM allocations."""
    made = {id(op) for op in m.program.ops[start:]}
    used = set()
    for arg in launch.args:
        for op in (arg.accessor, arg.accessor.buffer if arg.accessor else None, arg.local_accessor, arg.usm):
            if op is not None and id(op) in made:
                used.add(id(op))
    return used


def _forget(m, h: HandlerState, ids: set) -> None:
    """Drop ops a path made only for a launch that repeats another path's (the accessor, buffer and
    local accessor of its own work-group counter): the program makes them once."""
    if ids:
        m.program.ops[:] = [op for op in m.program.ops if id(op) not in ids]
        h.requirements[:] = [acc for acc in h.requirements if id(acc) not in ids]


_NOT_SHAPE = ("origin", "name", "conditional", "iterations", "path", "submit", "host_pointer", "host_memory")


def _shape(m, value, start: int):
    """A launch as a comparable value: ops its command group made (from index `start`) by what
    they are, not which they are (each path made its own counter buffer over its own host int),
    older ops by identity."""
    if isinstance(value, Op):
        if not any(op is value for op in m.program.ops[start:]):
            return ("op", id(value))
        return (type(value),) + tuple(_shape(m, getattr(value, f.name), start) for f in fields(value)
                                      if f.name not in _NOT_SHAPE)
    if isinstance(value, RangeValue):
        return ("range", value.kind, _shape(m, value.values, start))
    if isinstance(value, KernelArg):
        return ("arg",) + tuple(_shape(m, getattr(value, f.name), start) for f in fields(value))
    if isinstance(value, (list, tuple)):
        return tuple(_shape(m, v, start) for v in value)
    if isinstance(value, Sym):
        return ("sym", id(value))
    return value


@runtime_op("kernel_name")
def kernel_name(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.tell(m, kernel_name=m.memory.cstring(a["name"], a.get("name_length")))


@runtime_op("nd_range")
def nd_range(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    dims = a["dims"] if "dims" in a else p.options.get("dims")
    if h is None or type(dims) is not int:
        return
    h.tell(m, nd=(m.sycl.sizes(a["global"], dims), m.sycl.sizes(a.get("local"), dims),
                  m.sycl.sizes(a.get("offset"), dims)), range_call=_range_call(m, p, site))


@runtime_op("nd_range_view")
def nd_range_view(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.tell(m, nd=m.sycl.view(a["view"]), range_call=_range_call(m, p, site))


def _range_call(m, pattern, site) -> tuple:
    """The call that gives a launch its ranges, the calls it is made through (function, call in it)
    and its pattern (Launch.range_call)."""
    return ((m.frames[-1].fn, site) if m.frames else None,
            tuple((fr.fn, getattr(fr, "site", None)) for fr in m.frames), pattern)


@runtime_op("kernel_args")
def kernel_args(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is None:
        return
    vec = a["descs"]
    lay = m.layout.get("std_vector", {"begin": 0, "end": 8})
    kd = m.layout.get("kernel_param_desc", {})
    if type(vec) is Ptr:
        begin = m.memory.load(Ptr(vec.obj, vec.off + lay["begin"]), "ptr")
        end = m.memory.load(Ptr(vec.obj, vec.off + lay["end"]), "ptr")
        if type(begin) is Ptr and type(end) is Ptr and begin.obj is end.obj:
            size = kd.get("size", 12)
            h.tell(m, descs=[m.sycl.desc_at(Ptr(begin.obj, off)) for off in range(begin.off, end.off, size)])
    h.tell(m, object=a["object"])


@runtime_op("kernel_func_info")
def kernel_func_info(m, p, a, site):
    """The kernel object and its descriptor getter in one call (2025.3's handler::setKernelInfo)."""
    h = m.sycl.handler_of(a["handler"])
    if h is None:
        return
    n, getter = a.get("num_params"), a.get("param_desc_getter")
    h.tell(m, object=a["object"],
           info=KernelInfoState(None, n if type(n) is int else None, getter if isinstance(getter, Function) else None))


@runtime_op("kernel_func")
def kernel_func(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.tell(m, object=a["object"])


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
        h.tell(m, info=st)


@runtime_op("set_type")
def set_type(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None and type(a["type"]) is int:
        h.tell(m, cg_type=a["type"])


@runtime_op("get_type")
def get_type(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    return h.now(m).get("cg_type", 0) if h is not None else None


@runtime_op("direct_launch")
def direct_launch(m, p, a, site):
    queue = m.sycl.op_at(a["queue"])
    holder = a["kernel"]
    h = HandlerState(m.sycl.user_function(), m.sycl.origin(site))
    h.nd = m.sycl.view(a["view"])
    h.range_call = _range_call(m, p, site)  # the view it passes is the launch's range (launch_shape edits it)
    st = m.sycl.op_of(a["info"])
    h.info = st if isinstance(st, KernelInfoState) else None
    h.object = m.sycl.virtual_call(holder, "getPtr")
    h.holder = holder
    launch = m.sycl.finalize(h, queue)
    if launch is None:
        m.warn("direct launch: cannot find the kernel object")
    m.sycl.event(a.get("sret"), launch)
