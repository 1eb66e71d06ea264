"""Loop-internalization candidates (an analysis; issue 16, item 2's legality half): the kernel loops
whose global reads a work-group could stage in local memory, one tile per iteration block, and for
the others why not.

A loop is a candidate when
  - it has an induction variable (affine.AffineAnalysis) that addresses the reads it would stage;
  - it reads, through a kernel pointer parameter, an address that moves with that variable and does
    NOT depend on some work-item dimension while depending on another: the work-items along the
    first dimension read the same element (temporal reuse: GEMM's A[i][k] for all j, B[k][j] for
    all i);
  - nothing the kernel stores goes to a staged parameter and the parameter is `noalias` (the host
    proved no other accessor reaches its memory: noalias-accessors), so a staged copy cannot go stale;
  - every work-item of a group runs the loop equally often (uniformity.loop_divergence): the two
    group barriers each tile needs are legal only there.  Real nd_range kernels round the global
    range up and guard the body with `if (i < n && j < m)`; their loop fails this test alone
    (`legal_under_guard`), and loop-internalize stages it in the groups that pass the guard whole.
What the launch must also give (a known work-group size, a range the tile divides) is the
transformation's to check against the raised launch.

Assumes: the kernel's accesses are as affine.py reads them.  Changes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from lift import Function
from passes.analysis import uniformity
from passes.analysis.affine import AffineAnalysis, InductionVariable, MemoryAccess
from passes.analysis.device_model import builtin_queries
from passes.analysis.effects import pointer_bases


@dataclass
class StagedRead:
    access: MemoryAccess
    shared_along: tuple  # SPIR-V dimensions whose work-items read the same element


@dataclass
class LoopCandidate:
    kernel: Function
    iv: InductionVariable
    staged: list = field(default_factory=list)  # StagedRead
    why_not: list = field(default_factory=list)  # empty: legal as far as the kernel goes
    analysis: Optional[AffineAnalysis] = None  # the kernel's, where the candidate was found

    @property
    def legal_under_guard(self) -> bool:
        """Legal for the work-groups whose work-items all take the guard's way to the loop."""
        return bool(self.staged) and self.why_not == [uniformity.REACHED_BY_SOME]

    @property
    def legal(self) -> bool:
        return bool(self.staged) and not self.why_not


def internalization_candidates(fn: Function, analysis: Optional[AffineAnalysis] = None,
                               uniform: Optional[uniformity.Uniformity] = None) -> list[LoopCandidate]:
    """One entry per induction variable of the kernel's loops, innermost loops first (`analysis`,
    `uniform`: the kernel's, when the caller has them already)."""
    analysis = analysis or AffineAnalysis(fn)
    uniform = uniform or uniformity.analyse(fn, analysis.loops)
    accesses = analysis.accesses()
    # what the kernel's stores may write: the parameters their addresses come from (an address
    # that is not affine -- a phi over rows, a select -- still has its bases)
    stored = set().union(*[pointer_bases(a.inst.operands[-1]) for a in accesses if a.is_store])
    unknown_stores = None in stored  # a pointer from memory or a global: it may reach anything
    dims = sorted({q.dim for q in builtin_queries(fn)})  # the kernel's work-item dimensions
    out = []
    for iv in sorted(analysis.induction.values(), key=lambda iv: -iv.loop.depth):
        candidate = LoopCandidate(fn, iv, analysis=analysis)
        var = ("iv", iv.phi)
        for access in accesses:
            if access.is_store or access.base is None or access.offset is None or iv.loop not in access.loops:
                continue
            if not access.offset.depends_on(var):
                continue
            shared = tuple(d for d in dims if not access.depends_on_work_item(d))
            if shared:  # else no reuse across the work-items of a group
                candidate.staged.append(StagedRead(access, shared))
        if not candidate.staged:
            candidate.why_not.append("no read in the loop is shared by the work-items along a dimension")
        for read in candidate.staged:
            param = read.access.base
            if param in stored:
                candidate.why_not.append(f"parameter {param.index} is read in the loop and also written by the kernel")
            elif "noalias" not in param.spec.split():
                candidate.why_not.append(f"parameter {param.index} is not noalias: another pointer may write its memory")
        if unknown_stores:
            candidate.why_not.append("the kernel stores through a pointer that is not one of its parameters")
        divergence = uniform.loop_divergence(iv.loop)
        if divergence:
            candidate.why_not.append(divergence)
        candidate.why_not = list(dict.fromkeys(candidate.why_not))
        out.append(candidate)
    return out
