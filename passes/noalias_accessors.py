"""No-alias accessors (a pass): an accessor's pointer parameter gets `noalias` when the host proves
no other accessor of the launch reaches the same buffer.

A kernel cannot see which buffers its accessors are of, so every compiler must assume that a store
through one accessor pointer may change what another one reads: it reloads values and cannot
vectorise or reorder freely.  The host program says more: each accessor is made from one buffer
object, and buffers made by separate constructor calls are separate memory objects (a SYCL buffer
owns its memory for its lifetime; a sub-buffer shares its parent's runtime object, so the host
raising sees it as the parent).  DPC++ itself marks the parameters `noalias` only when the user
writes [[intel::kernel_args_restrict]].

For every linked kernel whose captured arguments map to its parameters (see link), the pointer
parameter of captured accessor A gets the LLVM attribute `noalias` (OpenCL C: `restrict`) when, on
EVERY launch that runs the kernel:
  - A's buffer is known, and
  - every other accessor of the launch is of a different known buffer, or both are read-only
    (LLVM's `noalias` only constrains memory that is written during the call).
Everything else the kernel can reach is other memory: USM allocations, local and private memory,
device globals are not buffer memory.  The report lists what was marked and why the rest was not.

Proves safe: no memory location written while the kernel runs is reached through A's pointer and
through a pointer not based on it -- the condition LLVM's `noalias` states.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from lift.syntax import split_type

from . import ModulePass, PassContext
from .link import KernelLinks, Launch


@dataclass(frozen=True)
class NoAliasAccessors(ModulePass):
    """Mark accessor pointer parameters `noalias` where the host proves their buffers distinct
    (see the module docstring)."""

    name: ClassVar[str] = "noalias-accessors"

    def apply(self, ctx: PassContext) -> None:
        for name, kl in ctx.analyses.get("links", {}).items():
            if kl.layout_error is not None or not kl.launches:
                continue
            entries = self.mark(kl)
            if entries:
                ctx.kernel_report(name)["noalias"] = entries

    def mark(self, kl: KernelLinks) -> list[dict]:
        entries = []
        for capture, base in kl.layout():
            if kl.launches[0].args[capture].kind != "accessor":
                continue
            param = kl.kernel.parameter_of(base)  # an accessor's first argument is its pointer
            if param is None or "*" not in param.type_text and not param.type_text.startswith("ptr"):
                continue
            why_not = next((w for w in (_shared_buffer(launch, capture) for launch in kl.launches) if w), None)
            if why_not is None and "noalias" not in param.spec.split():
                ty, attributes = split_type(param.spec)
                param.spec = f"{ty} noalias {attributes}".rstrip()
                param.function.mark_dirty()
            entries.append({"accessor": capture, "noalias": why_not is None,
                            "why": why_not or "on every launch, no other accessor reaches its buffer (or both only read)"})
        return entries


def _shared_buffer(launch: Launch, capture: int) -> Optional[str]:
    """Why accessor `capture` of `launch` may share memory with another accessor, None if it cannot."""
    mine = launch.args[capture]
    if mine.buffer is None:
        return "the host does not show which buffer the accessor is of"
    for other_index, other in enumerate(launch.args):
        if other_index == capture or other.kind != "accessor":
            continue
        both_read = mine.mode == "read" and other.mode == "read"
        if other.buffer is None and not both_read:
            return f"the host does not show which buffer accessor {other_index} is of"
        if other.buffer == mine.buffer and not both_read:
            return f"accessor {other_index} is of the same buffer and one of them writes"
    return None
