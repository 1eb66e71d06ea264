"""SYCL runtime procedures of command groups that do not launch a kernel, and of their order:
handler::depends_on (the op whose event it is given) and host_task (the host lambda is stored for
the runtime, never run here: it is no kernel).  handler::memcpy/memset/fill on USM pointers are
Usm ops (sycl_usm).  The accessor-based copy, fill and update_host need no runtime call: the header
sets the command-group type and the handler's source/destination fields inline, and
SyclState.finalize_command reads them when the command group ends."""
from __future__ import annotations

from passes.host.procedures import runtime_op


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
