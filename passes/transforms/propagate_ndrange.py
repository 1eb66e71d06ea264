"""Constant ND-range propagation (a pass): work-item size queries become literals.

For a linked kernel, every launch that runs it says what the ND-range is:
  - `single_task`: global = local = {1}, offset {0};
  - `parallel_for(range)` running the kernel itself: global = the range, offset = the launch offset
    or 0; the local size is chosen by the runtime, so it is NOT known;
  - `parallel_for(nd_range)`: global, local and offset as given;
  - a range-rounding wrapper runs on a range the runtime rounded up: its global size is NOT the
    user range.  What it does know is the user range itself, which it receives as its first
    argument; that argument's reads become the launch's global range.
A quantity is replaced only when EVERY launch gives the same compile-time constant (otherwise the
report says which launches disagree or why the value is unknown).  Queries: global size, local
size, number of groups (global / local, when divisible), global offset; for SPIR-V dimensions past
the launch's dimensionality the sizes are 1 and ids/offsets 0.

SPIR-V dimension d is SYCL dimension (dims - 1 - d).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import Constant

from passes import KernelPass, PassContext
from passes.analysis.byval_reads import find_reads, fold_reads
from passes.analysis.device_model import sycl_dimension
from passes.analysis.link import KernelLinks, Launch, agree

UNUSED_DIMENSION = {"global_size": 1, "local_size": 1, "num_groups": 1, "global_offset": 0, "global_id": 0,
                    "local_id": 0, "group_id": 0}


def launch_ranges(kl: KernelLinks, launch: Launch) -> dict[str, tuple[Optional[tuple], str]]:
    """quantity -> (constant SYCL-order values or None, why unknown) for one launch of a kernel."""
    dims = launch.dims
    zeros = tuple(0 for _ in range(dims)) if dims is not None else None
    if kl.kernel.is_wrapper:
        why = "range-rounding wrapper: it runs on a range rounded up at run time"
        return {"global": (None, why), "local": (None, why), "offset": (None, why)}
    if launch.kind == "single_task":
        return {"global": ((1,), ""), "local": ((1,), ""), "offset": ((0,), "")}
    offset = launch.offset if launch.offset is not None else (None if launch.offset_symbolic else zeros)
    if launch.kind == "range":
        return {"global": (launch.global_, "global range not a compile-time constant"),
                "local": (None, "local size chosen by the runtime for a range launch"),
                "offset": (offset, "offset not a compile-time constant")}
    return {"global": (launch.global_, "global range not a compile-time constant"),
            "local": (launch.local, "local range not a compile-time constant"),
            "offset": (offset, "offset not a compile-time constant")}


def agreed(kl: KernelLinks, quantity: str) -> tuple[Optional[tuple], str]:
    """The value every launch gives, or None and why."""
    return agree(launch_ranges(kl, launch)[quantity] for launch in kl.launches)


@dataclass(frozen=True)
class PropagateNDRange(KernelPass):
    """Replace work-item size queries of linked kernels by the constants all their launches agree
    on.  Proves: each replaced query returns that constant on every launch that runs the kernel."""

    name: ClassVar[str] = "propagate-ndrange"

    def kernels(self, ctx: PassContext):
        return ctx.analyses.get("links", {}).items()

    def apply_kernel(self, ctx: PassContext, name: str, kl: KernelLinks) -> None:
        propagated = ctx.propagated(name)
        facts = {q: agreed(kl, q) for q in ("global", "local", "offset")}
        dims = {launch.dims for launch in kl.launches}
        dims = dims.pop() if len(dims) == 1 else None  # unknown or disagreeing: no dimension facts
        used = set()
        for query in kl.kernel.queries:
            value = self.query_value(query.quantity, query.dim, dims, facts)
            if value is None:
                continue
            query.value.replace_all_uses_with(Constant(str(value)))
            load = query.value.operands[0] if query.form == "spirv-global" else None
            query.value.erase()
            if load is not None and not load.users:
                load.erase()
            used.update(self.sources(query.quantity))
        if kl.kernel.is_wrapper:  # it checks the user range, not the (rounded) global range
            facts["global"] = agreed_user_range(kl)
            used |= self.fold_user_range(ctx, kl, *facts["global"])
        for quantity in ("global", "local", "offset"):
            value, why = facts[quantity]
            if quantity in used and value is not None:
                propagated[quantity] = list(value)
            elif why and self.reads(kl, quantity) and not kl.kernel.is_wrapper:
                ctx.skip(f"{quantity} range of {name}", why)
        kl.kernel.queries = [q for q in kl.kernel.queries if q.value.block is not None]

    @staticmethod
    def sources(quantity: str) -> set:
        return {"global_size": {"global"}, "local_size": {"local"}, "num_groups": {"global", "local"},
                "global_offset": {"offset"}}.get(quantity, set())

    @staticmethod
    def reads(kl: KernelLinks, quantity: str) -> bool:
        """Does the kernel read this range at all (so that not knowing it is worth reporting)?"""
        return any(quantity in PropagateNDRange.sources(q.quantity) for q in kl.kernel.queries)

    @staticmethod
    def query_value(quantity: str, dim: int, dims: Optional[int], facts) -> Optional[int]:
        if dims is None:
            return None
        if dim >= dims:
            return UNUSED_DIMENSION.get(quantity) if dim < 3 else None
        d = sycl_dimension(dim, dims)
        glob, local, offset = (facts[q][0] for q in ("global", "local", "offset"))
        if quantity == "global_size" and glob is not None:
            return glob[d]
        if quantity == "local_size" and local is not None:
            return local[d]
        if quantity == "global_offset" and offset is not None:
            return offset[d]
        if quantity == "num_groups" and glob is not None and local is not None and local[d] and glob[d] % local[d] == 0:
            return glob[d] // local[d]
        return None

    @staticmethod
    def fold_user_range(ctx: PassContext, kl: KernelLinks, value: Optional[tuple], why: str) -> set:
        """The wrapper's first argument is the user range: fold its reads to `value`, the launch range."""
        param = kl.kernel.parameter_of(0) if kl.layout_error is None else None
        if param is None:
            return set()
        if value is None:
            ctx.skip(f"user range of {kl.kernel.name}", why)
            return set()
        reads = find_reads(param)
        if isinstance(reads, str):
            ctx.skip(f"user range of {kl.kernel.name}", reads)
            return set()
        fold_reads(reads, value)
        return {"global"}


def agreed_user_range(kl: KernelLinks) -> tuple[Optional[tuple], str]:
    return agree((launch.global_, "global range not a compile-time constant") for launch in kl.launches)
