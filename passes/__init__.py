"""sycl-lift's passes: read -> lift -> raise -> link -> propagate -> DAE -> write.

A pass is a small frozen dataclass with a `name`, typed options and one `apply(ctx)`; its docstring
states what it does, what it assumes and what it proves safe (modelled on xDSL's ModulePass).
Analyses (results other passes read) live on the `PassContext`, apart from rewrites.

Kernels are isolated from each other: a pass whose work is per kernel is a `KernelPass`, and its
`apply` runs `apply_kernel` once per kernel through `PassContext.kernel_step`, the one place where a
failure of one kernel's step is caught.  Any exception there (unsupported input or an internal error)
marks that kernel failed (`ctx.failed`: which step, why); later passes leave it alone, and the
pipeline puts the kernel's original IR back (`pipeline.restore_failed`), so the other kernels are
still rewritten and the failed one is exactly as it was.
"""
from __future__ import annotations

import os
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable, Optional

from lift import LiftError, Module

# Here rather than in pipeline.py, so that the command line can name them without importing the passes.
DEFAULT_PIPELINE = ("raise-host", "link", "fold-spec-constants", "propagate-ndrange", "propagate-accessors", "noalias-accessors",
                    "reshape-launches", "loop-hints", "coarsen", "loop-internalize", "loop-barriers", "single-pass-wrappers",
                    "hoist-address", "dae", "fuse-kernels")
TARGETS = ("any", "cpu", "pocl", "gpu")  # the rewrite's --target: see loop-hints and loop-barriers
RESHAPED = "reshaped-kernels"  # analysis: the kernels reshape-launches changed the launches of
LOOP_MODEL_SECONDS = "loop-model-seconds"  # analysis: kernel -> seconds the loop model took (--time-passes)
# target-gated passes that the rewrite's --enable turns on for any target, and shrink-launches: coarsen's
# kernels launched one work-item per block of outputs (on for gpu; passes/transforms/coarsen.py)
OPT_IN = ("loop-internalize", "single-pass-wrappers", "coarsen", "reshape-launches", "fuse-kernels", "shrink-launches")


@dataclass
class PassContext:
    """What a pipeline works on: the host and/or device module, and the analyses passes leave."""

    host: Optional[Module] = None
    device: Optional[Module] = None
    analyses: dict[str, Any] = field(default_factory=dict)  # e.g. "sycl-program" -> raised host program
    skipped: list[dict] = field(default_factory=list)  # {"what": ..., "why": ...}: rewrites not applied
    warnings: list[str] = field(default_factory=list)
    failed: dict[str, dict] = field(default_factory=dict)  # kernel -> failure_entry(step, exc)
    # long passes report how far they are: progress(what, done, total) (the command line draws a bar)
    progress: Optional[Callable[[str, int, int], None]] = None

    def kernel_step(self, step: str, kernel: str, work) -> bool:
        """Run `work()`, one step (a pass) on one kernel; False when it failed.  The one last-resort
        catch of a kernel's step: whatever it raises is recorded in `failed`, never propagated."""
        try:
            work()
            return True
        except Exception as exc:  # noqa: BLE001 - isolation: every failure stays with its kernel
            self.failed[kernel] = failure_entry(step, exc)
            return False

    def skip(self, what: str, why: str) -> None:
        self.skipped.append({"what": what, "why": why})

    def kernel_report(self, kernel: str) -> dict:
        """The report entry passes fill in for one kernel (see pipeline.make_report)."""
        reports = self.analyses.setdefault("kernel-reports", {})
        return reports.setdefault(kernel, {})

    def propagated(self, kernel: str) -> dict:
        """What was propagated into a kernel: ND-ranges and the count of accessor members."""
        return self.kernel_report(kernel).setdefault(
            "propagated", {"global": None, "local": None, "offset": None, "accessor_members": 0})


@dataclass(frozen=True)
class ModulePass:
    name: ClassVar[str] = ""

    def apply(self, ctx: PassContext) -> None:  # pragma: no cover - the interface
        raise NotImplementedError


@dataclass(frozen=True)
class KernelPass(ModulePass):
    """A pass whose work is one kernel at a time: `kernels(ctx)` names them (with whatever the pass
    needs about each), `apply_kernel` rewrites one.  Each runs isolated (see the module docstring)."""

    def kernels(self, ctx: PassContext) -> Iterable[tuple[str, Any]]:  # pragma: no cover - the interface
        raise NotImplementedError

    def apply_kernel(self, ctx: PassContext, name: str, item: Any) -> None:  # pragma: no cover
        raise NotImplementedError

    # whether it also rewrites kernels whose launches reshape-launches changed (the passes that
    # reason from the raised launches' ranges do not: those are no longer the ranges the kernel runs on)
    on_reshaped: ClassVar[bool] = False

    def apply(self, ctx: PassContext) -> None:
        reshaped = ctx.analyses.get(RESHAPED, ())
        for name, item in list(self.kernels(ctx)):
            if name not in ctx.failed and (self.on_reshaped or name not in reshaped):
                ctx.kernel_step(self.name, name, lambda: self.apply_kernel(ctx, name, item))


def define_location(fn) -> str:
    """`file:line:col` of a function's `define` in its module's text: where a kernel's diagnostic points."""
    from lift.errors import position

    line, col = position(fn.src, fn.own_start)
    return f"{fn.module.filename}:{line}:{col}"


def debugging() -> bool:
    """SYCL_LIFT_DEBUG=1 (or the command line's --debug): internal errors carry their traceback."""
    return os.environ.get("SYCL_LIFT_DEBUG", "") not in ("", "0")


def failure_reason(exc: BaseException) -> tuple[str, bool]:
    """(why, internal) for an exception: a LiftError (unsupported or malformed input) says where and
    what; anything else is an internal error, named by its type and text."""
    if isinstance(exc, LiftError):
        return str(exc), False
    return f"internal error: {type(exc).__name__}: {exc}", True


def failure_entry(step: str, exc: BaseException) -> dict:
    """The report entry of a failed kernel step: {"step", "why", "internal"} (+ "traceback" when
    debugging)."""
    why, internal = failure_reason(exc)
    entry = {"step": step, "why": why, "internal": internal}
    if internal and debugging():
        entry["traceback"] = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return entry
