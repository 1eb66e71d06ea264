"""SYCL runtime procedures of command groups that do not launch a kernel, and of their order:
handler::depends_on (the op whose event it is given), host_task (the host lambda is stored for the
runtime, never run here: it is no kernel) and the host's waits for device work (a Wait op).  handler::memcpy/memset/fill on USM pointers are
Usm ops (sycl_usm).  The accessor-based copy, fill and update_host need no runtime call: the header
sets the command-group type and the handler's source/destination fields inline, and
SyclState.finalize_command reads them when the command group ends."""
from __future__ import annotations

from passes.host.procedures import runtime_op
from passes.host.sycl_ops import Wait


@runtime_op("depends_on")
def depends_on(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.depends_on.append(m.sycl.event_op(a["event"]))


@runtime_op("host_task")
def host_task(m, p, a, site):
    h = m.sycl.handler_of(a["handler"])
    if h is not None:
        h.action = "host_task"


@runtime_op("wait")
def wait(m, p, a, site):
    """queue::wait / wait_and_throw (`queue`), event::wait (`event`), a list of events (neither).
    A call that waits is never answered from a record (passes.host.memo): each wait is listed."""
    if m.rec is not None:
        m.rec.fail()
    if a.get("queue") is not None:
        on = m.sycl.op_at(a["queue"])
    else:
        on = m.sycl.event_op(a["event"]) if a.get("event") is not None else None
    m.sycl.add(Wait(on=on), site)
