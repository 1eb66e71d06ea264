"""SYCL constructs the raiser does not model (images, samplers): their runtime calls are explained
(`unsupported` in runtime_patterns/*.toml names the construct) and reported once per construct and
function as a warning; the call's result is Unknown.  A kernel that captures an image accessor gets
that argument as `other` (SyclState.finalize), so no pass derives a fact from it."""
from __future__ import annotations

from passes.host.procedures import runtime_op


@runtime_op("unsupported")
def unsupported(m, p, a, site):
    construct = p.options.get("construct", p.name)
    m.warn(f"unsupported: {construct} in {m.sycl.user_function()} is not modelled: its objects are unknown to "
           f"the raise, and a kernel argument made from one is listed as 'other' (nothing is propagated into it)")
    return None
