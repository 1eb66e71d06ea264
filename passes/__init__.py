"""sycl-lift's passes: read -> lift -> raise -> link -> propagate -> DAE -> write.

A pass is a small frozen dataclass with a `name`, typed options and one `apply(ctx)`; its docstring
states what it does, what it assumes and what it proves safe (modelled on xDSL's ModulePass).
Analyses (results other passes read) live on the `PassContext`, apart from rewrites.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Optional

from lift import Module

# Here rather than in pipeline.py, so that the command line can name them without importing the passes.
DEFAULT_PIPELINE = ("raise-host", "link", "propagate-ndrange", "propagate-accessors", "noalias-accessors", "loop-hints",
                    "loop-barriers", "hoist-address", "dae")
TARGETS = ("any", "cpu", "pocl", "gpu")  # the rewrite's --target: see loop-hints and loop-barriers


@dataclass
class PassContext:
    """What a pipeline works on: the host and/or device module, and the analyses passes leave."""

    host: Optional[Module] = None
    device: Optional[Module] = None
    analyses: dict[str, Any] = field(default_factory=dict)  # e.g. "sycl-program" -> raised host program
    skipped: list[dict] = field(default_factory=list)  # {"what": ..., "why": ...}: rewrites not applied
    warnings: list[str] = field(default_factory=list)

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
