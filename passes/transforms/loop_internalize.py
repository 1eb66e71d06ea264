"""Loop internalization (a pass; issue 16): the global reads that the work-items of a work-group
share are staged in local memory, one tile of the loop's iterations at a time.

In GEMM's k-loop every work-item of a row of the group reads the same A[i][k] and every one of a
column the same B[k][j]; in a transposed mat-vec (`y[j] += A[i][j] * x[i]`) all of them read the
same x[i].  Each reads it from global memory on its own.  After this pass the group loads a tile
(T iterations x the rows the group needs) once, cooperatively, between two work-group barriers, and
the iterations read it from local memory.  A tile with rows is copied row by row where that is
coalesced: the work-item at row r copies row r's iterations o, o + O, ... (o its linear id over the
other dimensions, O their size) with its own address at those iterations -- a few instructions per
element (H100: GEMM 0.167 ms against 0.189 ms with the general copy); otherwise work-item `lin`
copies elements lin, lin + group size, ... of the tile.  Where a tile with rows has at least as
many copiers as elements to copy (O >= 16: a 16 x 16 group) each copies one element or none, in
straight-line code instead of the loop (H100, the nd_range GEMMs in 16 x 16 groups: 0.213 -> 0.170
ms at N = 1024, 1.55 -> 1.21 ms at 2048).  The loop (one `analysis/tiling.py` found legal) becomes

    if (the group stages every read)              // uniform: fits in the arrays, >= 2 sharers
        for (kt = start; kt + T <= N; kt += T)    // full tiles only
            barrier; copy the tiles of [kt, kt + T); barrier
            a copy of the loop for k in [kt, kt + T), its staged loads reading local memory
        if (kt == N) leave with the tile loop's values
    the original loop from kt on (the last partial tile; all of it when the group does not stage)

A loop counting down (step -1, running while k > N) gets the mirror image: full tiles while
kt - N >= T, each the iterations kt, kt - 1, ..., kt - T + 1 in that order, element t of a tile
being iteration kt - t.

so the copy's trip count is the constant T and nothing in it branches on the staging.  The copy
is `for (t = 0; t < T; t++)` beside k (`_count_from_zero`), and on gpu it is marked to be unrolled
fully: NVIDIA's compiler unrolls it in that form only.  On gpu a copy that is one block of loads and arithmetic (a column walk's
sum) runs LOADS_AHEAD iterations per pass, their global loads first (`_issue_loads_first`): the
device compiler unrolls but does not move a load ahead of the previous iteration's sum.  A tile's rows follow the one work-item dimension the read's address
moves with (none: one row shared by the whole group), so it is as tall as the group is along it,
whatever local size the launch has: a range launch's is the runtime's choice, read at run time.
The copy of an element is the original load's address expression, cloned with the iteration and
the global id substituted (affine, so it computes what that work-item loads in that iteration).

A loop behind a guard on the work-item id (an nd_range kernel over a range rounded up: `if (j < n)`)
is reached by only some work-items, so its barriers would be illegal in general; but a group whose
last work-item along each guarded dimension passes the guard reaches it whole (the guard's terms
are `X < uniform bound` with X growing with one global id, or `X < Y` with Y growing with another:
a triangle's `j <= i`, which the group passes whole where X at its last work-item is below Y at
its first).  That test, on uniform values before
the guard, joins the staging decision: such groups stage, the group that straddles the range's end
runs the original loop.  coarsen's test that its block of rows takes a guard together (`all ==
any` of the rows' tests) counts as the rows' tests, each with the value the branch after it takes
to the loop (a kernel's `i < n` true, a wrapper's `i >= n` false): where all of them have it, so
does the test (analysis/conditions.py).

Acts for `--target gpu` only where it paid on the H100 (`PAYS`: reads the whole group shares, in
unguarded loops without a strided stream, and loops that read a block of rows or columns per
work-item -- coarsen runs first, and its GEMM k-loops get a tile per row and column they read, so
a group loads each element of A and B once per tile instead of each work-item once per row); `--enable
loop-internalize` stages every legal loop, for any target.  Not for `cpu`: with its vectorizer off (as replays check) Intel's CPU runtime ran every
staged kernel 1.9-3.2x faster, but as users run it, vectorizer on, the GEMMs ran 0.18-0.36x -- even
at group shapes that do not stage, the barriers in the kernel cost it the vector code
(benchmarks/results/loop_internalize_cpu.json); not for `pocl` (its work-item loops break on the
barriers: 0.1x on the transposed mat-vec).  One loop per kernel (the innermost legal one).

Assumes: OpenCL's work-item model (global id = group id * local size + local id + offset, every
work-item of a group exists: a range launch's ids are all below the range).  What tiling.py
checks: the staged parameters are noalias and never stored to by the kernel, the loop is uniform.
This pass checks in addition: the induction variable starts at a uniform value and steps by 1 or
-1; the loop has one entry, one back edge and one exit, whose test compares it (plus a constant)
with a uniform bound, in its normal form (`k + 1 == N`, `k + 1 < N`, `k > N`); what it computes is used after it only through the
exit block's phis of values it carries; each staged load runs in every iteration and is not in an
inner loop, and its address is pure arithmetic on the iteration, one global id and values the loop
does not change.

Proves safe: every staged element is an address some work-item of the group loads in some
iteration of the original loop (its row is a work-item of the group, its iteration is below the
bound: full tiles only), so nothing is read that the kernel did not read; nothing writes that
memory during the kernel (noalias, not stored), so the staged copy equals what the original load
returns; the tiled copy runs the same iterations in the same order with the same carried values;
the barriers are in uniform control flow (uniform start, step, bound and staging decision; behind a
guard, only groups whose every work-item passes it stage), and the first keeps a tile from being
overwritten while a work-item still reads the previous one.
"""
from __future__ import annotations

import re

from collections import Counter
from dataclasses import dataclass, field
from typing import ClassVar, Optional, Union

from lift import Argument, Block, Function, Instruction, Module, Value
from lift.edit import (Names, add_incoming, append, clone_blocks, clone_instruction, new_block, place, rename_incoming,
                       split_block)
from lift.graphs import dominates, dominator_tree
from lift.ir import PURE_OPCODES
from lift.syntax import compare_operands, phi_incoming

from passes import KernelPass, PassContext
from passes.analysis import uniformity
from passes.analysis.affine import AffineAnalysis
from passes.analysis.access_strides import strided_accesses
from passes.analysis.conditions import MIRROR, NEGATE, conjuncts
from passes.analysis.loop_model import CountedLoop, counted_loop
from passes.analysis.device_model import builtin_function, builtin_queries
from passes.analysis.tiling import LoopCandidate, internalization_candidates
from passes.transforms.launch_shape import SHAPES
from passes.transforms.loads_ahead import issue_loads_first
from passes.transforms.loop_barriers import barrier_function

TILE = 16  # iterations per tile when a staged read has rows
UNROLL_TILE_COPY = 1  # gpu: the tile's copy of the loop is marked to be unrolled fully (_count_from_zero), 0: not
LOADS_AHEAD = 8  # gpu: iterations of a tile's copy whose global loads are issued together (_issue_loads_first)
# gpu: a copy of the staged loop for the work-group of a launch the rewrite decided (_specialize), 1 to
# make it.  Off: on the H200 (two runs, docs/measurements.md "Shrunk launches") it ran 2mm's
# ScaleAccumulate 10.1-10.2x over the original against 9.0x without, but harness_gemm's GEMM 9.6-9.7x
# against 9.9-10.0x at 1024 (10.2x against 10.1x at 2048), the others within 2%
GROUP_COPY = 0
TILE_ONE_ROW = 64  # ... when every staged read is the same for the whole work-group (one row)
MAX_ROWS = 64  # work-items along a read's dimension that its local array has room for ...
# ... or, where the tiles for 64 do not fit in LOCAL_MEMORY, for the most of these that do (a group
# larger than that along a tile's dimension then runs the loop unstaged): SYR2K's 4 x 1 blocks read
# 10 rows, 40 KiB for 64, 20 KiB for 32 -- the shrunk launch's groups are 16 x 16
FEWER_ROWS = (32, 16)
LOCAL_MEMORY = 32 * 1024  # bytes of local memory OpenCL 1.2 guarantees (CL_DEVICE_LOCAL_MEM_SIZE)
WORKGROUP = 2  # SPIR-V Scope
SEQ_CST_WORKGROUP_MEMORY = 0x110  # SPIR-V MemorySemantics: SequentiallyConsistent | WorkgroupMemory
Literal = Union[int, str]


@dataclass(frozen=True)
class LoopInternalize(KernelPass):
    """Stage shared global reads of a kernel loop in local memory (see the module docstring)."""

    name: ClassVar[str] = "loop-internalize"
    target: str = "any"
    enabled: bool = False  # on for target gpu (where it pays); `--enable loop-internalize` for every target

    def kernels(self, ctx: PassContext):
        if self.target != "gpu" and not self.enabled:
            return ()
        return ((fn.name, fn) for fn in ctx.device.definitions() if fn.is_kernel)

    def apply_kernel(self, ctx: PassContext, name: str, fn: Function) -> None:
        entries = internalize(ctx.device, fn, every_shape=self.enabled,
                              loads_ahead=LOADS_AHEAD if self.target == "gpu" else 0, unroll_tiles=self.target == "gpu",
                              group_shape=decided_group(ctx, name) if self.target == "gpu" and GROUP_COPY else None)
        if entries:
            ctx.kernel_report(name)["loop_internalize"] = entries


@dataclass
class StagedLoad:
    load: Instruction
    param: Argument
    dim: Optional[int]  # the work-item dimension (SPIR-V) its rows follow; None: one row
    slice: list  # the address computation to clone, dependencies first
    element: str  # the loaded type (`float`)
    size: int  # its bytes
    iteration_fastest: bool  # the copy walks the iterations of a row first (coalesced global reads)
    own_row: bool  # each work-item can copy its own row's elements, coalesced (see _copy_tile)


@dataclass
class Plan:
    candidate: LoopCandidate
    start: Union[Value, Literal]
    bound: Union[Value, Literal]
    signed: bool
    iv_type: str
    reads: list  # StagedLoad
    tile: int
    preheader: Block  # the one block outside the loop that enters it
    exit_edge: tuple  # (latch, exit block): the loop's one way out
    carried: dict  # header phi -> its value from the back edge
    guard: Optional[list]  # GuardTerm: what a work-item must pass to reach the loop (None: no guard)
    rows: int = MAX_ROWS  # work-items along a read's dimension its local array has room for
    bound_plus: int = 0  # the iterations run below bound + bound_plus (`k + 1 <= N`: N + 1), or above it
    step: int = 1  # 1, or -1 for a loop counting down: its tiles are [kt - T + 1, kt], walked down


def internalize(module: Module, fn: Function, every_shape: bool = True, loads_ahead: int = 0,
                group_shape: Optional[tuple] = None, unroll_tiles: bool = False) -> list[dict]:
    """Internalize the innermost legal loop of kernel `fn`; one report entry per candidate loop.
    Without `every_shape`, only where it paid on the H100 (see PAYS).  `loads_ahead` > 1: the tile's
    copy of the loop issues that many iterations' global loads before their other work
    (`_issue_loads_first`).  `unroll_tiles`: a copy over a tile with rows that keeps its loads in
    place is marked to be unrolled fully (`_count_from_zero`).  `group_shape` (local sizes in SPIR-V order): the work-group a launch the
    rewrite decided has, for which the tiles get a copy of their own (`_specialize`)."""
    affine = AffineAnalysis(fn)
    uniform = uniformity.analyse(fn, affine.loops)
    candidates = internalization_candidates(fn, affine, uniform)
    if not candidates:
        return []
    entries, done = [], False
    # innermost loops first; among loops as deep, the one with the most shared reads (a loop coarsen
    # blocked has one per row and column, its fallback copy one each)
    candidates = sorted(candidates, key=lambda c: (-c.iv.loop.depth, -len(c.staged)))
    for c in candidates:
        entry = {"loop": uniform.label(c.iv.loop.header), "internalized": False}
        entries.append(entry)
        guard = None
        if c.legal_under_guard:
            guard = _group_guard(fn, c.iv.loop, uniform, affine)
            if isinstance(guard, str):
                entry["why"] = f"{c.why_not[0]}, and {guard}"
                continue
        elif not c.legal:
            entry["why"] = c.why_not[0] if c.why_not else "no read to stage"
            continue
        if done:
            entry["why"] = "another loop of this kernel is internalized (one per kernel)"
            continue
        plan = _plan(fn, c, uniform, guard)
        if not isinstance(plan, str) and not every_shape:
            plan = _pays(fn, plan, guarded=guard is not None)
        if isinstance(plan, str):
            entry["why"] = plan
            continue
        ahead, unrolled, region = _rewrite(module, fn, plan, loads_ahead, unroll_tiles)
        done = True
        if group_shape is not None:
            _specialize(fn, region, group_shape)
            entry["group_copy"] = list(group_shape)
        # parameters numbered as in the input kernel (dae runs later); rows along a SPIR-V dimension
        staged = [{"parameter": r.param.index, "rows": f"dimension {r.dim}" if r.dim is not None else "one"}
                  for r in plan.reads]
        entry.update(internalized=True, tile=plan.tile, staged=staged,
                     why="the reads are shared by the work-items of a group and nothing writes them: "
                         f"staged in local memory {plan.tile} iterations at a time")
        if ahead:
            entry["loads_ahead"] = ahead
        if unrolled:
            entry["unrolled"] = True
    return entries


# ---- a guard before the loop
@dataclass
class GuardTerm:
    """`X pred bound` must hold for a work-item to reach the loop; X grows with global id `dim`, the
    bound is uniform or grows with another global id, `bound_dim` (a triangle: `j <= i`)."""

    type: str  # of X and the bound
    predicate: str  # with X on the left and the way to the loop taken: ult, ule, slt or sle
    x: Value
    bound: Union[Value, Literal]
    dim: int
    branch: Instruction  # the guard's branch (the terms are evaluated just before it)
    slice: list  # computing X from the global id, to clone (dependencies first)
    bound_dim: Optional[int] = None
    bound_slice: list = field(default_factory=list)  # computing the bound from its global id


_BELOW = ("ult", "ule", "slt", "sle")


def _group_guard(fn: Function, loop, uniform, affine: AffineAnalysis) -> Union[list, str]:
    """The terms of the branches that decide which work-items reach the loop, when each is `X <
    bound` with X increasing in one global id and the bound uniform (an nd_range kernel's
    `if (i < n && j < m)` over a range rounded up): a work-group whose last work-item along each
    such dimension passes them all reaches the loop with every work-item, so it may stage.  Else
    why not."""
    dom = dominator_tree(fn)
    ids = _global_ids(fn)
    terms = []
    for branch_block, (region, _) in uniform.regions.items():
        if loop.header not in region:
            continue
        term = branch_block.terminator
        toward = [s for s in branch_block.successors if dominates(dom, s, loop.header)]
        if term is None or term.opcode != "br" or len(toward) != 1 or len(set(branch_block.successors)) != 2:
            return f"the branch in {uniform.label(branch_block)} is not a two-way guard of the loop"
        taken_if_true = term.operands[1] is toward[0]
        for compare, holds in conjuncts(term.operands[0], taken_if_true, _direction(toward[0], dom, loop)):
            shape = _increasing_below(compare, holds, affine, uniform)
            if isinstance(shape, str):
                return shape
            type_, predicate, x, bound, dim, bound_dim = shape
            computed = [_slice(value, set(ids.get(d, ()))) for value, d in ((x, dim), (bound, bound_dim)) if d is not None]
            why = next((c for c in computed if isinstance(c, str)), None)
            if why is not None:
                return f"a guard of the loop is computed by {why}"
            terms.append(GuardTerm(type_, predicate, x, bound, dim, term, computed[0], bound_dim,
                                   computed[1] if bound_dim is not None else []))
    # the guards dominate the loop, so they lie on one chain: outermost first, where the test of
    # the whole group (_whole_group_passes) can build on the values computed before
    blocks = {t.branch.block for t in terms}
    terms.sort(key=lambda t: -sum(dominates(dom, t.branch.block, b) for b in blocks))
    return terms or "no guard found"


def _global_ids(fn: Function) -> dict:
    """dimension -> the kernel's reads of its global id along it (one walk of the kernel)."""
    ids: dict = {}
    for q in builtin_queries(fn):
        if q.quantity == "global_id":
            ids.setdefault(q.dim, []).append(q.value)
    return ids


def _direction(block: Block, dom, loop) -> Optional[bool]:
    """The value of the condition of `block`'s conditional branch on the way to the loop; None if it
    has none."""
    term = block.terminator
    if term is None or term.opcode != "br" or len(term.operands) != 3:
        return None
    _, if_true, if_false = term.operands
    return True if dominates(dom, if_true, loop.header) else False if dominates(dom, if_false, loop.header) else None


def _increasing_below(compare, holds: bool, affine, uniform) -> Union[tuple, str]:
    """(type, predicate, X, bound, dim, bound_dim) for `X < bound`-like `compare` (== holds), the
    bound uniform (bound_dim None) or growing with another global id than X; else why not."""
    if compare is None:
        return "a guard of the loop is not a conjunction of comparisons"
    parsed = compare_operands(compare)
    if parsed is None:
        return "a guard of the loop is not a plain comparison"
    predicate, type_, (x, bound) = parsed
    if not holds:
        predicate = NEGATE[predicate]
    if not (isinstance(x, Value) and x in uniform.divergent):  # the work-item value on the left
        x, bound, predicate = bound, x, MIRROR[predicate]
    if predicate not in _BELOW:
        return "a guard of the loop is not `work-item value < uniform bound` or `<` another work-item value"
    dim = _growing_dimension(x, affine)
    if dim is None:
        return "a guard of the loop does not grow with one global id"
    if not (isinstance(bound, Value) and bound in uniform.divergent):
        return type_, predicate, x, bound, dim, None
    bound_dim = _growing_dimension(bound, affine)
    if bound_dim is None or bound_dim == dim:
        return "a guard of the loop compares two work-item values that do not grow with two different global ids"
    return type_, predicate, x, bound, dim, bound_dim


def _growing_dimension(value: Value, affine) -> Optional[int]:
    """The dimension of the one global id `value` grows with (affine, positive coefficient, nothing
    else of the work-item in it); None if not so."""
    form = affine.value(value)
    if form is None:
        return None
    dims = form.variables("global_id")
    if len(dims) != 1 or form.variables("local_id") + form.variables("group_id") + form.variables("iv") \
            or form.coefficient(dims[0]) <= 0:
        return None
    return dims[0][1]


def _whole_group_passes(emit: "_Emitter", group: "_Group", guard: list) -> Instruction:
    """Whether the group's last work-item along each guarded dimension passes every term (so all
    do: X grows with the id), computed before the guard's branch from uniform values.  A bound that
    grows with another global id is taken at the group's first work-item along that one: X at its
    largest below the bound at its least."""
    result, ids = None, _global_ids(emit.fn)
    for term in guard:
        block = term.branch.block
        at = block.instructions.index(term.branch)
        made = []

        def add(base, text, *values):
            made.append(emit.at(block, at + len(made), base, text, *values))
            return made[-1]

        def at_id(value, dim, gid, slice_):  # `value` computed again with the global id along dim = gid
            mapping: dict = {read: gid for read in ids.get(dim, ())}
            for inst in slice_:
                made.append(place(block, at + len(made), clone_instruction(
                    inst, [mapping.get(op, op) for op in inst.operands], None)))
                mapping[inst] = made[-1]
            return mapping.get(value, value)

        first = group.base(term.dim)
        last = add("lt.last", "sub i64 {0}, 1", add("lt.last", "add i64 {0}, {1}", first, group.lsz[term.dim]))
        values = [at_id(term.x, term.dim, last, term.slice)]
        least = term.bound if term.bound_dim is None else \
            at_id(term.bound, term.bound_dim, group.base(term.bound_dim), term.bound_slice)
        bound = _operand(least, values)
        passes = add("lt.passes", f"icmp {term.predicate} {term.type} {{0}}, {bound}", *values)
        result = passes if result is None else add("lt.passes", "and i1 {0}, {1}", result, passes)
    return result


# ---- where it pays
PAYS = ("on the H100 (benchmarks/results/loop_internalize_h100.json) staging paid for reads the whole "
        "work-group shares in unguarded loops whose other accesses are coalesced (column mat-vec "
        "2.0-2.8x) and in register-blocked loops (coarsen's 4 x 2 GEMMs, guarded or not: 1.06-1.75x over "
        "the blocks alone); for one row or column per work-item, tiles along a work-item dimension "
        "(GEMM) ran 0.86-1.05x, a loop with a strided stream 0.93-0.95x, a guarded column mat-vec in "
        "groups of 32 0.97x")


def _pays(fn: Function, plan: Plan, guarded: bool) -> Union[Plan, str]:
    """The plan where it pays by default (PAYS), else why not; `--enable loop-internalize` stages
    every legal loop."""
    if _register_blocked(plan):
        return plan
    if guarded:
        return "the loop is behind a guard on the work-item id, where staging did not pay by default: " + PAYS
    if any(r.dim is not None for r in plan.reads):
        return "its tiles would follow a work-item dimension, which did not pay by default: " + PAYS
    staged = {r.load for r in plan.reads}
    strided = [inst for inst, _ in strided_accesses(fn, plan.candidate.iv.loop.blocks) if inst not in staged]
    if strided:
        return "the loop has a strided memory stream, where staging did not pay by default: " + PAYS
    return plan


def _outer_product(plan: Plan) -> bool:
    """Whether the loop reads at least two staged elements of one parameter along each of two
    work-item dimensions (coarsen's block of rows and columns: a GEMM's 4 x 4), so that each staged
    value feeds several of the block's sums.  Unrolling its tile's copy paid there (H200: GEMM
    10.0 -> 12.0x at 2048), not for a block of rows alone (SYR2K's 4 x 1: 9.5 -> 8.7x;
    docs/measurements.md)."""
    along = Counter((r.param, r.dim) for r in plan.reads if r.dim is not None)
    return len({dim for (_, dim), reads in along.items() if reads >= 2}) >= 2


def _register_blocked(plan: Plan) -> bool:
    """Whether the loop reads several staged elements of one parameter per iteration (a block of
    rows or columns per work-item, as coarsen makes): its tiles serve the whole block."""
    params = [r.param for r in plan.reads]
    return len(set(params)) < len(params)


# ---- legality and the plan
def _plan(fn: Function, c: LoopCandidate, uniform, guard: Optional[list]) -> Union[Plan, str]:
    loop, iv = c.iv.loop, c.iv
    if iv.step not in (1, -1):
        return f"the induction variable steps by {iv.step}, not 1 or -1"
    iv_type = iv.phi.syntax.result_type
    if iv_type not in ("i32", "i64"):
        return f"the induction variable is an {iv_type}"
    latches = [b for b in loop.blocks if loop.header in b.successors]
    if len(latches) != 1:
        return f"the loop has {len(latches)} back edges"
    latch = latches[0]
    incoming = phi_incoming(iv.phi) or []
    starts = [v for v, b in incoming if b not in loop.blocks]
    nexts = [v for v, b in incoming if b is latch]
    if len(starts) != 1 or len(nexts) != 1 or isinstance(starts[0], str):
        return "the induction variable's start is not one value"
    start = starts[0]
    if isinstance(start, Value) and start in uniform.divergent:
        return "the loop starts at a different iteration in different work-items"
    bound = _bound(counted_loop(loop, c.analysis or AffineAnalysis(fn)), iv)
    if isinstance(bound, str):
        return bound
    limit, plus, signed = bound
    if isinstance(limit, Value) and limit in uniform.divergent:
        return "the loop's bound differs between work-items"
    dom = dominator_tree(fn)
    global_ids: dict = {}
    for q in builtin_queries(fn):
        if q.quantity == "global_id":
            if q.form != "call":
                return "the kernel reads its global id from a builtin variable"
            global_ids.setdefault(q.dim, []).append(q.value)
    reads = []
    for staged in c.staged:
        access = staged.access
        load = access.inst
        if load.opcode != "load" or access.loops[-1] is not loop:
            return f"the read of parameter {access.base.index} is in an inner loop"
        if not dominates(dom, load.block, latch):
            return f"the read of parameter {access.base.index} does not run in every iteration"
        if "addrspace(1)" not in access.base.type_text:
            return f"parameter {access.base.index} is not a global pointer"
        kinds = {v[0] for mono, _ in access.offset.terms for v in mono if v[0] != "param"}
        if kinds - {"iv", "global_id"} or len(access.offset.variables("iv")) != 1:
            return f"the address of the read of parameter {access.base.index} uses more than the iteration and global ids"
        dims = sorted({v[1] for v in access.offset.variables("global_id")})
        if len(dims) > 1:
            return f"the read of parameter {access.base.index} moves with two work-item dimensions"
        targets = {iv.phi} | {v for d in dims for v in global_ids.get(d, [])}
        address = _slice(load.operands[-1], targets, loop.blocks)
        if isinstance(address, str):
            return f"the address of the read of parameter {access.base.index} is computed by {address}"
        row_step = access.offset.coefficient(("global_id", dims[0])) if dims else 0
        # work-items next along SPIR-V dimension 0 copy next rows (rows along 0) or next iterations
        own_row = bool(dims) and (row_step if dims[0] == 0 else access.stride(iv)) == access.size
        reads.append(StagedLoad(load, access.base, dims[0] if dims else None, address, load.syntax.result_type,
                                access.size, access.stride(iv) == access.size or row_step != access.size, own_row))
    tile = TILE if any(r.dim is not None for r in reads) else TILE_ONE_ROW
    needed = {rows: sum(tile * (rows if r.dim is not None else 1) * r.size for r in reads)
              for rows in (MAX_ROWS, *FEWER_ROWS)}
    fitting = [rows for rows, size in needed.items() if size <= LOCAL_MEMORY]
    if not fitting:
        least = min(needed)
        return (f"its {len(reads)} tiles would take {needed[least] // 1024} KiB of local memory (for groups "
                f"of {least} along their dimension), more than the {LOCAL_MEMORY // 1024} KiB every OpenCL device has")
    outside = [b for b in loop.header.predecessors if b not in loop.blocks]
    if len(outside) != 1:
        return f"the loop is entered from {len(outside)} blocks"
    exits = loop.exits
    if len(exits) != 1 or exits[0][0] is not latch:
        return "the loop has more than one way out"
    carried = {}
    for phi in loop.header.instructions:
        if phi.opcode != "phi":
            break
        pairs = phi_incoming(phi) or []
        back = [v for v, b in pairs if b is latch]
        if len(pairs) != 2 or len(back) != 1:
            return "a loop-header phi is not one value from outside and one from the back edge"
        if not isinstance(back[0], Value):
            return "a value the loop carries is a literal"
        carried[phi] = back[0]
    why = _used_after(loop, exits[0], carried)
    if why:
        return why
    return Plan(c, start, limit, signed, iv_type, reads, tile, outside[0], exits[0], carried, guard, max(fitting), plus,
                iv.step)


def _used_after(loop, exit_edge: tuple, carried: dict) -> str:
    """Why a value the loop computes cannot be followed out of the tiled version: each use after
    the loop must take, from the latch, a header phi's back-edge value -- an exit-block phi, or
    any instruction after an exit block that only the latch enters (`_close` gives it a phi)."""
    latch, exit_block = exit_edge
    leaving = set(carried.values())
    only_from_latch = set(exit_block.predecessors) == {latch}
    for block in loop.blocks:
        for inst in block.instructions:
            for user in inst.users:
                if user.block in loop.blocks:
                    continue
                if user.opcode == "phi" and user.block is exit_block:
                    ok = inst in leaving and all(b is latch for v, b in (phi_incoming(user) or []) if v is inst)
                else:
                    ok = inst in leaving and only_from_latch and user.opcode != "phi"
                if not ok:
                    return f"a value the loop computes is used after it in {user.opcode}"
    return ""


def _close(emit: "_Emitter", loop, exit_edge: tuple, carried: dict) -> None:
    """An exit-block phi for each value the loop carries out to other instructions (LLVM's
    loop-closed form), so the tiled version can join its own value in."""
    latch, exit_block = exit_edge
    for value in dict.fromkeys(carried.values()):
        outside = [u for u in value.users if u.block not in loop.blocks and not (u.opcode == "phi" and u.block is exit_block)]
        if outside:
            phi = emit.at(exit_block, 0, "lt.out", f"phi {value.syntax.result_type} [ {{0}}, {{1}} ]", value, latch)
            for user in outside:
                user.replace_uses_of(value, phi)


def _bound(counted: Union[CountedLoop, str], iv) -> Union[tuple, str]:
    """(B, plus, signed) when the loop's iterations k run below B + plus (counting up) or above it
    (counting down), read from the loop model's normal form (passes.analysis.loop_model): a step of
    1 or -1 and the latch's test of `k + d` against B, `<`, `<=`, `>` or `>=` however it is written
    (`!=`, exit on `==`, operands either way)."""
    if isinstance(counted, str):
        return counted
    test = counted.test
    if counted.phi is not iv.phi:
        return "the loop's exit test is on another counter"
    if not test.at_latch:
        return "the loop tests its counter before its body (it is not rotated)"
    if f"i{test.width}" != iv.phi.syntax.result_type:
        return "the loop's exit test compares its counter in another width"
    # k + d < B is k + 1 < B + 1 - d; k + d <= B is k + 1 < B + 2 - d
    # k + d > B is k - 1 > B - 1 - d; k + d >= B is k - 1 > B - 2 - d
    plus = {"lt": 1, "le": 2, "gt": -1, "ge": -2}[test.order] - test.offset
    return test.bound, plus, test.signed


def _slice(value: Value, targets: set, inside=frozenset()) -> Union[list, str]:
    """The instructions computing `value` that must be cloned to compute it for another iteration
    or work-item (those depending on `targets`, and those in the blocks `inside`: a loop's body),
    dependencies first; or why they cannot be (not pure arithmetic)."""
    order: list = []
    state: dict = {}

    def visit(v) -> bool:
        if v in targets:
            return True
        if not isinstance(v, Instruction):
            return False
        if v in state:
            return state[v]
        state[v] = False
        needed = [visit(op) for op in v.operands if not isinstance(op, Block)]
        clone = any(needed) or v.block in inside
        if clone:
            if v.opcode == "phi" or v.opcode not in PURE_OPCODES:
                raise _Refused(f"a {v.opcode} {'in the loop' if v.block in inside else 'on the work-item id'}")
            order.append(v)
        state[v] = clone
        return clone

    try:
        visit(value)
    except _Refused as why:
        return str(why)
    return order


class _Refused(Exception):
    pass


# ---- the rewrite
class _Emitter:
    """New instructions with fresh names, each `text` after `%name = ` ({i}: values[i])."""

    def __init__(self, fn: Function):
        self.fn = fn
        self.names = Names(fn)

    def at(self, block: Block, index: int, base: str, text: str, *values) -> Instruction:
        return block.insert(index, f"%{self.names.fresh(base)} = {text}", *values)

    def end(self, block: Block, base: str, text: str, *values) -> Instruction:
        return self.at(block, len(block.instructions), base, text, *values)

    def block(self, base: str, after: Block) -> Block:
        return new_block(self.fn, self.names.fresh(base), after)

    def phi(self, block: Block, base: str, like: Value, init, init_from: Block) -> Instruction:
        """A phi of `like`'s type (`like` a phi, or an i64 value) taking `init` from `init_from`;
        its back edge (the last two operands) holds `like` until set_back."""
        values = [init_from]
        init_text = _operand(init, values)
        values.append(like)
        prefix = _phi_prefix(like) if isinstance(like, Instruction) and like.opcode == "phi" else "phi i64 "
        text = f"{prefix}[ {init_text}, {{0}} ], [ {{{len(values) - 1}}}, {{0}} ]"
        return self.end(block, base, text, *values)


def set_back(phi: Instruction, value: Value, block: Block) -> None:
    phi.set_operand(len(phi.operands) - 2, value)
    phi.set_operand(len(phi.operands) - 1, block)


def _phi_prefix(phi: Instruction) -> str:
    """`phi float ` (flags included): the phi's text before its first incoming pair."""
    text = phi.body_text
    return text[:text.index("[")]


def _operand(value, values: list) -> str:
    """`{i}` for a Value (appended to values), the literal's text otherwise."""
    if isinstance(value, Value):
        values.append(value)
        return "{%d}" % (len(values) - 1)
    return str(value)


@dataclass
class _Staging:
    read: StagedLoad
    use: Instruction  # whether the group stages it (uniform)
    rows: Optional[Instruction]  # the group's size along read.dim (None: one row)
    base: Optional[Instruction]  # the group's first global id along read.dim
    row: Optional[Instruction]  # this work-item's row: its local id along read.dim
    array: Value  # the __local array
    capacity: int


def _rewrite(module: Module, fn: Function, plan: Plan, loads_ahead: int = 0, unroll_tiles: bool = False) -> int:
    """The loop becomes: when the group stages every read, full tiles first (each: barrier, copy,
    barrier, a copy of the loop for its T iterations reading local memory), then the original
    loop for what is left: the last partial tile, or all of it when the group does not stage.
    Returns the iterations whose loads the tile's copy issues ahead (0: none, see
    `_issue_loads_first`; otherwise the copy counts from 0, `_count_from_zero`), whether the copy is
    marked to be unrolled, and the staged version (a _Staged)."""
    emit = _Emitter(fn)
    iv, loop = plan.candidate.iv.phi, plan.candidate.iv.loop
    _close(emit, loop, plan.exit_edge, plan.carried)
    group, staging, every = _group_setup(module, emit, plan)
    header, (latch, exit_block) = loop.header, plan.exit_edge
    dispatch = emit.block("lt.dispatch", after=plan.preheader)
    plan.preheader.terminator.replace_uses_of(header, dispatch)
    if plan.guard:
        every = emit.end(dispatch, "lt.every", "and i1 {0}, {1}", every, _whole_group_passes(emit, group, plan.guard))
    tile_head = emit.block("lt.tile", after=dispatch)
    append(dispatch, "br i1 {0}, label {1}, label {2}", every, tile_head, header)
    # the tile loop's state: the iteration its tile starts at, and every other value the loop carries
    state = {}
    for phi in plan.carried:
        (init,) = [v for v, b in phi_incoming(phi) if b is plan.preheader]
        state[phi] = emit.phi(tile_head, "lt.kt" if phi is iv else "lt.carried", phi, init, dispatch)
    kt = state[iv]
    values = [kt]
    if plan.bound_plus and not isinstance(plan.bound, Value):
        bound = str(int(plan.bound) + plan.bound_plus)
    elif plan.bound_plus:  # (in the tile loop's head, which every use follows)
        bound = _operand(emit.end(tile_head, "lt.bound", f"add {plan.iv_type} {{0}}, {plan.bound_plus}", plan.bound), values)
    else:
        bound = _operand(plan.bound, values)
    tile_end = emit.end(tile_head, "lt.end", f"add {plan.iv_type} {{0}}, {plan.step * plan.tile}", kt)
    if plan.step > 0:
        full = emit.end(tile_head, "lt.full", f"icmp {'sle' if plan.signed else 'ule'} {plan.iv_type} {{0}}, {bound}",
                        tile_end, *values[1:])
    else:  # kt - B iterations are left (kt >= B, in modular arithmetic: `j-- > 0` has B = -1)
        left = emit.end(tile_head, "lt.left", f"sub {plan.iv_type} {{0}}, {bound}", kt, *values[1:])
        full = emit.end(tile_head, "lt.full", f"icmp uge {plan.iv_type} {{0}}, {plan.tile}", left)
    fill = emit.block("lt.fill", after=tile_head)
    rest = emit.block("lt.rest", after=fill)
    append(tile_head, "br i1 {0}, label {1}, label {2}", full, fill, rest)
    barrier = barrier_function(module)
    barrier_text = f"call spir_func void {{0}}(i32 {WORKGROUP}, i32 {WORKGROUP}, i32 {SEQ_CST_WORKGROUP_MEMORY})"
    append(fill, barrier_text, barrier)
    copied = fill
    for s in staging:
        copied = _copy_tile(emit, copied, plan, s, kt, group)
    append(copied, barrier_text, barrier)
    clone_head, clone_latch, clones, offsets = _clone_loop(emit, plan, copied, state, tile_end, staging)
    ahead = _issue_loads_first(emit, plan, clone_head, clones, loads_ahead) if loads_ahead > 1 else 0
    append(copied, "br label {0}", clone_head)
    next_tile = emit.block("lt.next", after=clone_latch)
    append(next_tile, "br label {0}", tile_head)
    clone_latch.terminator.replace_uses_of(exit_block, next_tile)
    for phi, carried in state.items():
        set_back(carried, clones.get(plan.carried[phi], plan.carried[phi]), next_tile)
    unrolled = not ahead and bool(unroll_tiles and UNROLL_TILE_COPY and _outer_product(plan))
    if not ahead:
        loop_blocks = {clones[b] for b in plan.candidate.iv.loop.blocks}
        _count_from_zero(emit, plan, copied, clone_head, clone_latch, loop_blocks, offsets, unroll=unrolled)
    # after the full tiles: done, or on in the original loop from the tile loop's state
    done = emit.end(rest, "lt.done", f"icmp eq {plan.iv_type} {{0}}, {bound}", *values)
    append(rest, "br i1 {0}, label {1}, label {2}", done, exit_block, header)
    leaving = {value: state[phi] for phi, value in plan.carried.items()}
    for phi in [i for i in exit_block.instructions if i.opcode == "phi"]:
        from_latch = [v for v, b in phi_incoming(phi) if b is latch]
        if from_latch:
            add_incoming(phi, leaving.get(from_latch[0], from_latch[0]), rest, emit.names, "lt.phi")
    for phi in list(plan.carried):
        phi.replace_uses_of(plan.preheader, dispatch)
        add_incoming(phi, state[phi], rest, emit.names, "lt.phi")
    return ahead, unrolled, _Staged(emit, group, dispatch, tile_head, {header, exit_block})


def _count_from_zero(emit: "_Emitter", plan: Plan, entry: Block, head: Block, latch: Block, blocks: set,
                     offsets: list, unroll: bool) -> None:
    """The tile's copy of the loop (entered from `entry`, its blocks `blocks`) counts its iterations
    t = 0 .. T - 1 and tests `t < T` at its top, as `for (t = 0; t < T; t++)` does; it tested
    `k + 1 == kt + T` after each iteration.  Its tiles are read at t (they were at k - kt: `offsets`);
    k steps as it did for what the body computes from it; what leaves the loop is the header's
    values (they were the back edge's: the same values, one test later).  `unroll`: the back edge
    gets `llvm.loop.unroll.full` (the OpenCL C writer's `opencl_unroll_hint`).  NVIDIA's compiler
    unrolls the loop only in this form, marked (H200, the GEMM at 2048, benchmarks/gemm_variants.py:
    the do-while over k marked or not 0.95 ms, the `for` unmarked 0.96, marked 0.79; the
    hand-written form of the layout 0.785; docs/measurements.md "Shrunk launches").
    Same iterations, same order, same values."""
    from passes.transforms.loop_hints import add_loop_property

    ty = plan.iv_type
    term = latch.terminator
    last = term.operands[0]
    (exit_block,) = [b for b in term.operands[1:] if b is not head]
    k = next(i for i in head.instructions if i.opcode == "phi")  # a placeholder until set_back
    t = emit.at(head, 0, "lt.i", f"phi {ty} [ 0, {{0}} ], [ {{1}}, {{2}} ]", entry, k, latch)
    phis = [i for i in head.instructions if i.opcode == "phi"]
    body = split_block(head, len(phis), emit.names.fresh("lt.body"))
    if latch is head:
        latch = body
    term.erase()
    last.erase()
    t_next = emit.end(latch, "lt.i.next", f"add nuw nsw {ty} {{0}}, 1", t)
    append(latch, "br label {0}", head)
    set_back(t, t_next, latch)
    more = emit.end(head, "lt.more", f"icmp ult {ty} {{0}}, {plan.tile}", t)
    append(head, "br i1 {0}, label {1}, label {2}", more, body, exit_block)
    blocks = blocks | {body}
    for phi in phis:
        back = next(v for v, b in phi_incoming(phi) if b is latch)
        for user, i in list(back.uses) if isinstance(back, Instruction) else ():
            if user.block not in blocks:
                user.set_operand(i, phi)
    for offset in offsets:
        offset.replace_all_uses_with(t)
        offset.erase()
    if unroll:
        add_loop_property(emit.fn.module, latch.terminator, "llvm.loop.unroll.full")


def _issue_loads_first(emit: "_Emitter", plan: Plan, block: Block, mapping: dict, unroll: int) -> int:
    """Unroll the tile's copy of the loop (one block, `block`) by `unroll`, the global loads of
    those iterations first (passes.transforms.loads_ahead).  That is what a column walk needs (its
    A[i][j] reads are coalesced across work-items, but each work-item chains them through its sum):
    the rewritten ColumnMatVec on an H200, n = 4096, 0.286 -> 0.220 ms (0.214 at 32 ahead, 0.228 at
    16, 0.273 at 4), bit-identical; `#pragma unroll` alone does not reorder the loads.  Only where
    the copy's counter steps by 1 over a tile that `unroll` divides (every pass's iterations exist).
    Returns `unroll`, or 0 where the copy stays as it is."""
    iv = mapping[plan.candidate.iv.phi]
    step = mapping[plan.carried[plan.candidate.iv.phi]]
    if plan.tile % unroll or step.opcode != "add" or step.operands != [iv] or not re.search(r", 1$", step.body_text.strip()):
        return 0
    carried = {mapping[orig]: mapping[value] for orig, value in plan.carried.items() if orig is not plan.candidate.iv.phi}
    last = issue_loads_first(block, iv, carried, unroll, emit.names, "lt")
    if last is None:
        return 0
    for original, copy in list(mapping.items()):
        if copy in last:
            mapping[original] = last[copy]
    return unroll


@dataclass
class _Staged:
    """The staged version of a loop: entered from `dispatch` at `tile_head`, left for `outside`
    (the original loop's header, its exit block)."""

    emit: "_Emitter"
    group: "_Group"
    dispatch: Block
    tile_head: Block
    outside: set


def decided_group(ctx: PassContext, kernel: str) -> Optional[tuple]:
    """The work-group (local sizes in SPIR-V order) of the launch an earlier pass decided for
    `kernel` (coarsen's shrunk launch), where that launch gives one; else None."""
    for shape, _ in ctx.analyses.get(SHAPES, ()):
        if shape.kernel == kernel and shape.kind == "blocks":
            return shape.local, shape.row_local, 1
    return None


def _specialize(fn: Function, staged: _Staged, shape: tuple) -> None:
    """A copy of the staged version for work-groups of `shape`, taken when the launch's local sizes
    are those: in it the group's sizes (and the id along a dimension of size 1) are constants,
    which the device compiler folds through the tiles' indexing and copies -- a kernel that also
    serves launches of other shapes otherwise reads them at run time.  The rewrite's shrunk GEMM
    with the constants everywhere (edited by hand: benchmarks/gemm_variants.py `consts`) ran 0.84
    ms instead of 0.95 at 2048 on the H200, as a select on the launch 1.04 ms, with this copy beside
    the staged version for any group 0.93 (GROUP_COPY says why it is off)."""
    emit, group = staged.emit, staged.group
    region, todo = [], [staged.tile_head]
    while todo:  # the staged version's blocks: reached from its head without leaving it
        block = todo.pop()
        if block in region or block in staged.outside:
            continue
        region.append(block)
        todo.extend(block.successors)
    region.sort(key=fn.blocks.index)
    test = emit.block("lt.group", after=staged.dispatch)
    exact = emit.block("lt.exact", after=test)
    staged.dispatch.terminator.replace_uses_of(staged.tile_head, test)
    rename_incoming(staged.tile_head, staged.dispatch, test)
    matches = None
    for size, wanted in zip(group.lsz, shape):
        match = emit.end(test, "lt.group", f"icmp eq i64 {{0}}, {wanted}", size)
        matches = match if matches is None else emit.end(test, "lt.group", "and i1 {0}, {1}", matches, match)
    append(test, "br i1 {0}, label {1}, label {2}", matches, exact, staged.tile_head)
    mapping: dict = {}
    after = region[-1]
    for block in region:  # the copy's blocks, in the same order, after the staged version's
        after = mapping[block] = new_block(fn, emit.names.fresh("lt.g"), after=after)
    mapping[test] = exact  # (the head's phis name the test as where the version is entered from)
    constants = {v: c for v, c in zip(group.lsz, shape)}
    constants.update({lid: 0 for lid, size in zip(group.lid, shape) if size == 1})
    inside = {inst for block in region for inst in block.instructions}

    def fixed(value):  # `value` with the group's shape as constants, computed in `exact` where it changes
        if value in mapping or not isinstance(value, Instruction) or value in inside:
            return mapping.get(value, value)
        if value in constants:
            mapping[value] = emit.end(exact, "lt.c", f"add i64 0, {constants[value]}")
        elif value.opcode in PURE_OPCODES and value.opcode != "phi":
            operands = [fixed(op) for op in value.operands]
            mapping[value] = value if operands == value.operands else \
                place(exact, len(exact.instructions), clone_instruction(value, operands, None))
        else:
            mapping[value] = value
        return mapping[value]

    for inst in inside:
        for op in inst.operands:
            fixed(op)
    append(exact, "br label {0}", mapping[staged.tile_head])
    clone_blocks(region, mapping)
    for block in region:  # the ways out: the phis there take the copy's values from the copy's blocks
        for successor in set(block.successors) & staged.outside:
            for phi in [i for i in successor.instructions if i.opcode == "phi"]:
                for value, pred in list(phi_incoming(phi)):
                    if pred is block:
                        add_incoming(phi, mapping.get(value, value), mapping[block], emit.names, "lt.phi")


@dataclass
class _Group:
    """Uniform values of the work-group, computed at the top of the kernel (`add` puts the next
    one after the last)."""

    emit: _Emitter
    last: Optional[Instruction] = None
    lid: list = field(default_factory=list)  # local id per dimension
    lsz: list = field(default_factory=list)  # local size per dimension
    lin: Optional[Instruction] = None  # the linear local id
    items: Optional[Instruction] = None  # the group's size
    bases: dict = field(default_factory=dict)  # dimension -> the group's first global id
    across: dict = field(default_factory=dict)  # dimension -> (linear id over the others, their size)

    def add(self, base: str, text: str, *values) -> Instruction:
        entry = self.emit.fn.entry
        at = entry.instructions.index(self.last) + 1 if self.last is not None else 0
        self.last = self.emit.at(entry, at, base, text, *values)
        return self.last

    def builtin(self, quantity: str, dim: int) -> Instruction:
        callee = builtin_function(self.emit.fn.module, quantity)
        return self.add(f"lt.{quantity}{dim}", "call spir_func i64 {0}(i32 %d)" % dim, callee)

    def base(self, dim: int) -> Instruction:
        if dim not in self.bases:
            self.bases[dim] = self.add("lt.base", "sub i64 {0}, {1}", self.builtin("global_id", dim), self.lid[dim])
        return self.bases[dim]

    def others(self, dim: int) -> tuple:
        """(this work-item's linear id over the dimensions but `dim`, the group's size over them)."""
        if dim not in self.across:
            a, b = [d for d in range(3) if d != dim]
            inner = self.add("lt.other", "mul i64 {0}, {1}", self.lsz[a], self.lid[b])
            self.across[dim] = (self.add("lt.other", "add i64 {0}, {1}", self.lid[a], inner),
                                self.add("lt.others", "mul i64 {0}, {1}", self.lsz[a], self.lsz[b]))
        return self.across[dim]


def _group_setup(module: Module, emit: _Emitter, plan: Plan):
    """The group's uniform values and, per staged read, whether the group stages it; (group,
    staging, every)."""
    group = _Group(emit)
    group.lid = [group.builtin("local_id", d) for d in range(3)]
    group.lsz = [group.builtin("local_size", d) for d in range(3)]
    inner = group.add("lt.lin", "mul i64 {0}, {1}", group.lsz[1], group.lid[2])
    inner = group.add("lt.lin", "add i64 {0}, {1}", group.lid[1], inner)
    inner = group.add("lt.lin", "mul i64 {0}, {1}", group.lsz[0], inner)
    group.lin = group.add("lt.lin", "add i64 {0}, {1}", group.lid[0], inner)
    items = group.add("lt.items", "mul i64 {0}, {1}", group.lsz[0], group.lsz[1])
    group.items = group.add("lt.items", "mul i64 {0}, {1}", items, group.lsz[2])
    staging, every = [], None
    for read in plan.reads:
        if read.dim is None:
            rows = base = row = None
            use = group.add("lt.use", "icmp ugt i64 {0}, 1", group.items)
        else:
            rows, row, base = group.lsz[read.dim], group.lid[read.dim], group.base(read.dim)
            shared = group.add("lt.shared", "mul i64 {0}, {1}", *[group.lsz[d] for d in range(3) if d != read.dim])
            fits = group.add("lt.fits", f"icmp ule i64 {{0}}, {plan.rows}", rows)
            pays = group.add("lt.pays", "icmp ugt i64 {0}, 1", shared)
            use = group.add("lt.use", "and i1 {0}, {1}", fits, pays)
        every = use if every is None else group.add("lt.every", "and i1 {0}, {1}", every, use)
        capacity = plan.tile * (plan.rows if read.dim is not None else 1)
        array = module.add_global("__sycl_lift_tile", f"internal addrspace(3) global [{capacity} x {read.element}] "
                                                      f"undef, align {max(4, read.size)}")
        staging.append(_Staging(read, use, rows, base, row, array, capacity))
    return group, staging, every


def _slot(emit: _Emitter, block: Block, index: int, s: _Staging, row, at, tile: int) -> Instruction:
    """The address in the local array of (row, iteration `at` of the tile), inserted at `index`:
    rows side by side (a constant stride) when the work-items along dimension 0 read different
    rows (no bank conflicts), else row after row."""
    made = []

    def add(base, text, *values):
        made.append(emit.at(block, index + len(made), base, text, *values))
        return made[-1]

    if row is None:
        element = at
    elif s.read.dim == 0:
        element = add("lt.idx", "add i64 {0}, {1}", add("lt.idx", f"mul i64 {{0}}, {s.capacity // tile}", at), row)
    else:
        element = add("lt.idx", "add i64 {0}, {1}", add("lt.idx", f"mul i64 {{0}}, {tile}", row), at)
    return add("lt.slot", f"getelementptr inbounds [{s.capacity} x {s.read.element}], ptr addrspace(3) {{0}}, "
                          f"i64 0, i64 {{1}}", s.array, element)


def _copy_tile(emit: _Emitter, previous: Block, plan: Plan, s: _Staging, kt, group: _Group) -> Block:
    """Blocks after `previous` that copy one read's tile; returns the block where the copy is done.
    Where work-items next to each other can each copy their own row (`own_row`), the work-item at
    row r of the group copies row r's iterations o, o + O, ... (o: its linear id over the other
    dimensions, O: their size): its own address at another iteration, no index decomposition.
    Otherwise the work-items take the tile's elements lin, lin + items, ....  Where a tile with rows
    has at least as many copiers as elements to copy -- a 16 x 16 group, 16 iterations -- each
    copies one element or none, in straight-line code (a uniform test; the loop otherwise)."""
    tile, read = plan.tile, s.read
    own = s.rows is not None and read.own_row
    start, step = group.others(read.dim) if own else (group.lin, group.items)
    # the elements to copy: `{1}` (a value) or the literal
    values = [emit.end(previous, "lt.count", f"mul i64 {{0}}, {tile}", s.rows)] if s.rows is not None and not own else []
    limit_text = "{1}" if values else str(tile)
    head = emit.block("lt.copy", after=previous)
    body = emit.block("lt.copy.element", after=head)
    done = emit.block("lt.copy.done", after=body)
    if s.rows is None:  # one row shared by the group: straight-line copies ran the transposed
        append(previous, "br label {0}", head)  # mat-vecs 1.2x faster and 0.75x (H100): the loop stays
    else:
        once_head = emit.block("lt.copy.once", after=previous)
        once = emit.block("lt.copy.one", after=once_head)
        fits = emit.end(previous, "lt.one.each", f"icmp uge i64 {{0}}, {limit_text}", step, *values)
        append(previous, "br i1 {0}, label {1}, label {2}", fits, once_head, head)
        some = emit.end(once_head, "lt.more", f"icmp ult i64 {{0}}, {limit_text}", start, *values)
        append(once_head, "br i1 {0}, label {1}, label {2}", some, once, done)
        _copy_element(emit, once, plan, s, kt, start, own)
        append(once, "br label {0}", done)
    e = emit.phi(head, "lt.e", start, start, previous)
    more = emit.end(head, "lt.more", f"icmp ult i64 {{0}}, {limit_text}", e, *values)
    append(head, "br i1 {0}, label {1}, label {2}", more, body, done)
    _copy_element(emit, body, plan, s, kt, e, own)
    set_back(e, emit.end(body, "lt.e.next", "add i64 {0}, {1}", e, step), body)
    append(body, "br label {0}", head)
    return done


def _copy_element(emit: _Emitter, body: Block, plan: Plan, s: _Staging, kt, e, own: bool) -> None:
    """Instructions at the end of `body` that copy element `e` of a tile (see _copy_tile)."""
    tile, read = plan.tile, s.read
    if s.rows is None:
        row, at = None, e
    elif own:
        row, at = s.row, e
    elif read.iteration_fastest:
        row = emit.end(body, "lt.row", f"lshr i64 {{0}}, {tile.bit_length() - 1}", e)
        at = emit.end(body, "lt.at", f"and i64 {{0}}, {tile - 1}", e)
    else:
        # e - at * rows, not urem: LLVM turns a udiv/urem pair into one with a freeze, which
        # Oclgrind's uninitialized-value checker cannot run
        at = emit.end(body, "lt.at", "udiv i64 {0}, {1}", e, s.rows)
        row = emit.end(body, "lt.row", "sub i64 {0}, {1}", e, emit.end(body, "lt.row", "mul i64 {0}, {1}", at, s.rows))
    at_iv = emit.end(body, "lt.at", "trunc i64 {0} to i32", at) if plan.iv_type == "i32" else at
    k = emit.end(body, "lt.k", f"{'add' if plan.step > 0 else 'sub'} {plan.iv_type} {{0}}, {{1}}", kt, at_iv)
    # the original address, for iteration k and the work-item at `row` of the group (its own: as is)
    mapping: dict = {plan.candidate.iv.phi: k}
    if row is not None and not own:
        gid = emit.end(body, "lt.gid", "add i64 {0}, {1}", s.base, row)
        for q in builtin_queries(emit.fn):
            if q.quantity == "global_id" and q.dim == read.dim:
                mapping[q.value] = gid
    for inst in read.slice:
        clone = clone_instruction(inst, [mapping.get(op, op) for op in inst.operands], None)
        mapping[inst] = place(body, len(body.instructions), clone)
    value = place(body, len(body.instructions),
                  clone_instruction(read.load, [mapping.get(op, op) for op in read.load.operands], emit.names.fresh("lt.v")))
    slot = _slot(emit, body, len(body.instructions), s, row, at, tile)
    append(body, f"store {read.element} {{0}}, ptr addrspace(3) {{1}}, align {read.size}", value, slot)


def _clone_loop(emit: _Emitter, plan: Plan, entry: Block, state: dict, tile_end, staging: list):
    """A copy of the loop for one full tile: it starts from the tile loop's state, reads the staged
    values from local memory and leaves (to the latch's exit block, which the caller redirects)
    after the tile's last iteration.  Returns (its header, its latch, original -> copy, the
    iteration's offset in the tile where each staged read computes it: `k - kt`, counting down
    `kt - k`)."""
    loop, iv = plan.candidate.iv.loop, plan.candidate.iv.phi
    latch = plan.exit_edge[0]
    blocks = [b for b in emit.fn.blocks if b in loop.blocks]
    mapping: dict = {}
    after = entry
    for block in blocks:
        mapping[block] = after = emit.block("lt.iter", after=after)
    head = mapping[loop.header]
    for phi in plan.carried:
        mapping[phi] = emit.phi(head, "lt.k" if phi is iv else "lt.value", phi, state[phi], entry)
    clone_blocks(blocks, mapping)
    for phi in plan.carried:
        set_back(mapping[phi], mapping.get(plan.carried[phi], plan.carried[phi]), mapping[latch])
    # the tile's end instead of the loop's exit test
    clone_latch = mapping[latch]
    old = clone_latch.terminator
    exit_block = plan.exit_edge[1]
    old.erase()
    last = emit.end(clone_latch, "lt.last", f"icmp eq {plan.iv_type} {{0}}, {{1}}", mapping[plan.carried[iv]], tile_end)
    append(clone_latch, "br i1 {0}, label {1}, label {2}", last, exit_block, head)
    offsets = []
    for s in staging:
        load = mapping[s.read.load]
        block, index = load.block, load.block.instructions.index(load)
        k, kt = mapping[iv], state[iv]  # the iteration's place in the tile: k - kt, or kt - k counting down
        at = emit.at(block, index, "lt.t", f"sub {plan.iv_type} {{0}}, {{1}}", *((k, kt) if plan.step > 0 else (kt, k)))
        offsets.append(at)
        index += 1
        if plan.iv_type == "i32":
            at = emit.at(block, index, "lt.t", "zext i32 {0} to i64", at)
            index += 1
        slot = _slot(emit, block, index, s, s.row, at, plan.tile)
        index = block.instructions.index(slot) + 1
        staged = emit.at(block, index, "lt.staged", f"load {s.read.element}, ptr addrspace(3) {{0}}, "
                                                   f"align {s.read.size}", slot)
        load.replace_all_uses_with(staged)
        load.erase()
    return head, clone_latch, mapping, offsets
