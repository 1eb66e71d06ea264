"""SYCL constructs the raiser does not model (images, samplers): their runtime calls are explained
(`unsupported` in runtime_patterns/*.toml names the construct) and reported once per construct and
function as a warning; the call's result is Unknown.  A kernel that captures an image accessor gets
that argument as `other` (SyclState.finalize), so no pass derives a fact from it."""
from __future__ import annotations

from passes.host.procedures import runtime_op


@runtime_op("unsupported")
def unsupported(m, p, a, site):
    construct = p.options.get("construct", p.name)
    user = m.sycl.user_frame()
    m.warn(f"unsupported: {construct} in ", user.fn if user else "?", " is not modelled: kernel arguments made from "
           "one are listed as 'other' (not propagated)")
    return None
