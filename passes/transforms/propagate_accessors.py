"""Accessor member propagation (a pass): accessor ranges and offsets become literals or are shared.

DPC++ gives a kernel 4 arguments per accessor: pointer, access range, memory range, offset (a
local_accessor the same, with its local range as both ranges and offset 0).  The host raising
proves what they hold: a non-ranged accessor has offset 0 and access range = memory range = the
buffer's range; a ranged one its own range and offset.
  - A member that every launch gives the same compile-time constant: its reads are folded to
    literals (see byval_reads) and the parameter is left without uses for `dae`.
  - Members that are not constants but provably equal on every launch (the same SSA value or
    equality class in the host, e.g. two buffers made with one run-time range) share one
    parameter: the reads of the second go to the first.
  - A non-constant member component that provably equals a captured size_t scalar on every
    launch (`[=, N_ = n]` beside a buffer of range n: the same host value) reads the scalar's
    parameter instead, so the member is left without uses when all its components are shared.
Nothing is folded unless every use of the parameter is a read of its by-value memory: a kernel
that stores to it, passes it to a call or indexes it with a variable keeps it, and the report
says so.  Launches that disagree leave the member alone (reported too).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from passes import KernelPass, PassContext
from passes.analysis.byval_reads import find_reads, fold_reads, merge_into
from passes.analysis.link import MEMBERS, KernelLinks, disagreement


@dataclass(frozen=True)
class PropagateAccessors(KernelPass):
    """Fold constant accessor members and share provably equal ones.  Proves: a folded or shared
    parameter is only ever read, and holds that value on every launch that runs the kernel."""

    name: ClassVar[str] = "propagate-accessors"

    def kernels(self, ctx: PassContext):
        return ctx.analyses.get("links", {}).items()

    def apply_kernel(self, ctx: PassContext, name: str, kl: KernelLinks) -> None:
        propagated = ctx.propagated(name)
        if kl.layout_error is not None:
            ctx.skip(f"accessor members of {name}", kl.layout_error)
            return
        propagated["accessor_members"] += self.propagate(ctx, kl)

    def propagate(self, ctx: PassContext, kl: KernelLinks) -> int:
        kernel = kl.kernel
        changed = 0
        symbolic: dict[tuple, list] = {}  # (class per launch, parameter type) -> [(parameter, capture, member)]
        for capture, base in kl.layout():
            if kl.launches[0].args[capture].kind not in ("accessor", "local_accessor"):
                continue
            for member, slot in MEMBERS.items():
                param = kernel.parameter_of(base + slot)
                if param is None:
                    continue  # DPC++ already dropped it
                what = _describe(kernel, capture, member)
                values = {getattr(launch.args[capture], member) for launch in kl.launches}
                if None not in values and len(values) == 1:
                    reads = find_reads(param)
                    if isinstance(reads, str):
                        ctx.skip(what, reads)
                        continue
                    fold_reads(reads, values.pop())
                    changed += 1
                elif None not in values:
                    ctx.skip(what, disagreement(values))
                else:
                    classes = tuple(launch.args[capture].classes.get(member) for launch in kl.launches)
                    if None not in classes:
                        symbolic.setdefault((classes, param.spec), []).append((param, capture, member))
        scalars = kl.scalar_parameters()
        for group in symbolic.values():
            keep = group[0][0]
            if len(group) > 1 and isinstance(find_reads(keep), str):
                ctx.skip(_describe(kernel, *group[1][1:]), "the parameter it equals is not only read")
                continue
            for duplicate, capture, member in group[1:]:
                reads = find_reads(duplicate)
                if isinstance(reads, str):
                    ctx.skip(_describe(kernel, capture, member), reads)
                    continue
                merge_into(duplicate, keep)
                changed += 1
            changed += _share_with_scalars(kl, keep, *group[0][1:], scalars)
        return changed


def _describe(kernel, capture: int, member: str) -> str:
    return f"{member.replace('_', ' ')} of captured accessor {capture} of {kernel.name}"


def _share_with_scalars(kl: KernelLinks, param, capture: int, member: str, scalars: dict) -> int:
    """Reads of a non-constant member's component that equals, on every launch, a captured size_t
    scalar (`[=, N_ = n]` beside a buffer of range n) read the scalar's parameter instead; 1 when that
    leaves the member without reads (dae then drops it)."""
    reads = find_reads(param)
    if isinstance(reads, str) or not reads or not scalars:
        return 0
    shared = {}
    for _, index in reads:
        key = tuple(_component(launch.args[capture].terms.get(member), index) for launch in kl.launches)
        if None not in key and key in scalars:
            shared[index] = scalars[key]
    if not shared:
        return 0
    fold_reads([(load, index) for load, index in reads if index in shared], shared)
    return 0 if param.users else 1


def _component(terms, index: int):
    """A member's component as a symbol, None when it is a constant or not shown."""
    if terms is None or index >= len(terms) or isinstance(terms[index], int):
        return None
    return terms[index]
