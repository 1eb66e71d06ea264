"""SYCL runtime procedures that `sycl::reduction` brings in: the device queries the headers size a
reduction's launch by, the command groups they submit around the user's (a counter set to zero
before it, the result copied or combined into the user's memory after it), and the resources the
handler keeps alive for them.

Queries (`runtime_query`): `reduGetMaxWGSize`, `reduGetPreferredWGSize`,
`reduGetMaxNumConcurrentWorkGroups`, `device::has(aspect)`, `device::get_info<...>` ask the device.
Their answer is a fresh Unknown named after the call (a listing says `?7 = result of
sycl::_V1::detail::reduGetPreferredWGSize in @...`): a size computed from one is symbolic, and a
branch on one is run both ways (the engine's fork), so no fact ever rests on what one device
would answer.

Auxiliary command groups.  2026 headers call `HandlerAccess::preProcess(cgh, f)` and
`postProcess(cgh, f)`: the runtime makes a handler on the same queue, calls `f` with it, and
submits it before, respectively after, the command group of `cgh` (`aux_command_group`, option
`when`).  2025 headers do the same in header code (`reduction::withAuxHandler`): they call
`cgh.finalize()` (the user's command group is submitted there: `finalize_handler`), construct a
`handler` on the stack (`aux_handler`), fill it and finalize it; and `addCounterInit` (the
runtime sets a USM work-group counter to zero before the launch: `counter_init`).

`retain` (`handler::addReduction(shared_ptr)`): the handler keeps a copy of the shared_ptr until
the command completes, so the header's own copy going out of scope does not destroy the object
(a USM counter's deleter would otherwise free it before the launch that uses it): the use count
of the control block is incremented, as the copy would.
"""
from __future__ import annotations

from passes.host.patterns import demangle, qualified_name
from passes.host.procedures import runtime_op
from passes.host.procedures.sycl_command_group import (command_group_function, finish_command_group,
                                                       run_command_group)
from passes.host.sycl_ops import Queue, Usm
from passes.host.sycl_state import HandlerState
from passes.host.values import Ptr, Unknown


@runtime_op("runtime_query")
def runtime_query(m, p, a, site):
    """The device's answer: unknown here, named after the call that asked."""
    answer = Unknown((m.frames[-1].fn if m.frames else None, site))
    m.sycl.note_query(answer, p.name if not site or site.called_function is None
                      else qualified_name(demangle(site.called_function.name)).replace("sycl::_V1::", ""))
    return answer


def _conditional_since(m, first: int) -> None:
    """Ops recorded since index `first` inside a branch the host cannot decide (in header code,
    which the engine does not mark) happen only on some paths."""
    if m.fork_depth:
        for op in m.program.ops[first:]:
            op.conditional = True


@runtime_op("aux_command_group")
def aux_command_group(m, p, a, site):
    """preProcess / postProcess: a command group on the handler's queue, submitted before
    (`when = "before"`) or after (`"after"`) the one being recorded."""
    parent = m.sycl.handler_of(a["handler"])
    invoker, obj = command_group_function(m, a["cgf"], p.options.get("cgf_abi"))
    if parent is None or invoker is None:
        m.warn("reduction: an auxiliary command group without its handler or function")
        return None
    first = len(m.program.ops)
    h = HandlerState(m.sycl.user_function(), m.sycl.origin(site), parent.queue)
    run_command_group(m, h, invoker, obj, site)
    if p.options.get("when") == "after":
        parent.post_process.append(h)
    else:
        finish_command_group(m, h)
    _conditional_since(m, first)
    return None


@runtime_op("aux_handler")
def aux_handler(m, p, a, site):
    """handler(queue_impl, bool) constructed by header code: a command group of its own on the
    queue of the one being recorded, finalized by the header (`finalize_handler`)."""
    this = a["this"]
    if type(this) is not Ptr or this.off != 0 or this.obj.sycl is not None:
        m.warn("reduction: cannot follow a handler the header constructs")
        return None
    queue = m.sycl.op_of(m.memory.load(a["queue"], "ptr")) if type(a.get("queue")) is Ptr else None
    if not isinstance(queue, Queue):
        queue = m.sycl.handlers[-1].queue if m.sycl.handlers else None
    h = this.obj.sycl = HandlerState(m.sycl.user_function(), m.sycl.origin(site), queue)
    h.object_memory = this.obj  # where the header writes a copy's source and destination
    return None


@runtime_op("finalize_handler")
def finalize_handler(m, p, a, site):
    """handler::finalize() called by header code: the command group is submitted now (the one
    the runtime is recording, then no more when its function returns; or a header's own)."""
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        first = len(m.program.ops)
        finish_command_group(m, h)
        _conditional_since(m, first)
    m.sycl.event(a.get("sret"))
    return None


@runtime_op("counter_init")
def counter_init(m, p, a, site):
    """addCounterInit(cgh, queue, shared_ptr<int> counter): the runtime fills the counter's USM
    memory with zero bytes before the command group runs."""
    counter = a["counter"]
    pointer = m.memory.load(counter, "ptr") if type(counter) is Ptr else None
    first = len(m.program.ops)
    m.sycl.add(Usm(op="memset", bytes=m.sycl.sym(p.options.get("bytes", Unknown())),
                   pointer=m.sycl.usm_of(pointer), value=0), site)
    _conditional_since(m, first)
    return None


@runtime_op("retain")
def retain(m, p, a, site):
    """The handler keeps a copy of a shared_ptr: one more use of its control block."""
    shared = a["shared_ptr"]
    if type(shared) is not Ptr:
        return None
    control = m.memory.load(Ptr(shared.obj, shared.off + p.options.get("control", 8)), "ptr")
    if type(control) is not Ptr:
        return None
    at = Ptr(control.obj, control.off + p.options.get("use_count", 8))
    count = m.memory.load(at, "i32")
    m.memory.store(at, "i32", count + 1 if type(count) is int else Unknown())
    return None

