"""Thread coarsening (a pass; issue 16 item 3): each work-item computes R rows of outputs.

In GEMM (`C[i][j] += A[i][k] * B[k][j]`) every work-item loads B[k][j] once per iteration for one
fma, and its k-loop is one chain of dependent fmas.  After this pass a work-item computes rows
i0 .. i0 + R - 1 of its column together: one iteration loads B[k][j] once for R fmas (R
independent chains, R accumulators in registers), which is where the CPU's and the GPU's time per
element goes.  The kernel becomes

    if (G % R != 0) the kernel as it was                  // uniform: G = the global size along d
    else if (item = gid_d - offset_d < G / R)             // the first G / R rows of work-items
        the kernel with every row-dependent instruction repeated R times, for rows
        offset_d + item * R + t, t = 0 .. R - 1 (interleaved: see below)
    else return                                           // the other work-items have no rows left

The launch is not changed: its global size stays G (what the kernel reads as its range) and the
work-items past G / R return at once (whole work-groups of them, cheap).  d is SYCL's dimension 0,
the slowest (OpenCL's last): work-items next along OpenCL's dimension 0 stay next to each other,
so coalescing and the CPU runtimes' work-item vectorization are kept.  R is a power of two (4).

DPC++'s range-rounding wrapper (launched over a range rounded up, walking the user range N with
grid-stride loops, behind a guard `gid_d < N_d`) gets the same copy with its row loop walking
blocks of rows instead: p = R * gid_d, guard `p < N_d`, p += R * G_d, rows p .. p + R - 1 -- taken
when N_d is divisible by R (p is then a multiple of R below N_d: its whole block is) and R * G_d
cannot wrap; otherwise the wrapper as it was.

The coarsened copy keeps the kernel's control flow and blocks once: within each block, an
instruction whose value depends on the row (its work-item id along d, an alloca: private memory is
per work-item, a store, a call that may have effects) is written R times, one per row, the others
(loads of row-independent addresses such as B[k][j], the loop counters, uniform values) once.  So
the R rows' instructions interleave at block granularity, each row's own in their original order.
Stores of a loop in the copy move to its exit when that is safe (`_sink_stores`): the rows'
accumulators then stay in registers.

Where it pays: on by default for `--target cpu`, `pocl` and `gpu`, `--enable coarsen` for `any`.
Replay speed-ups over the original kernels at the harness suite's sizes (1024; benchmarks/results/
coarsen_*.json, benchmarks/coarsen_factors.py): on the H100, GEMM 6.2x against 3.7x for the noalias
rewrite without coarsening, its range-rounding wrapper 4.9x (3.3x), 2mm's ScaleAccumulate 4.3x
(3.6x) and its wrapper 5.7x (1.8x); on Intel's CPU runtime (vectorizer on) GEMM 2.8-3.4x and
ScaleAccumulate 3.0-3.9x over four runs, their wrappers 2.8-3.5x, all 1.0x without coarsening;
GEMM on PoCL 4.9x, against 3.8x with loop-barriers' barrier instead (at 512: 4.0x against 1.3x), so
coarsen runs first and loop-barriers leaves the coarsened copies alone (their loops are reached by
only some work-items).  R = 4: on Intel R = 2 gave 1.9-2.1x and R = 8 3.0x; on the H100 R = 8
ran GEMM 4.0x, the others as R = 4 or slightly better.  The stores moved after the k-loop
(`_sink_stores`) are what makes it pay on the H100: without them, R stores per iteration that may
alias each other stay in the loop, and GEMM ran 3.1x (0.85x of the noalias rewrite).  Kernels of
one dimension and kernels whose loops share no load between rows are not coarsened (ONE_DIMENSION,
NOTHING_SHARED: measured).

A kernel whose entry block (nothing in it with effects) ends in a branch on the row -- a guard
`if (i < n)`, `if (j <= i)`, `if (i >= NI || j >= NJ) return` -- gets the branch decided for the
block of rows together where it decides alike for all R rows, and where it does not (the block
that straddles the guard) each row runs the kernel as it was, one after the other (running the
entry again is harmless: it has no effects).

Acts only where every other conditional branch and switch tests a row-independent value (the R rows
take the same path: GEMM's k-loop; in a wrapper, every use of the id along d is its row loop's start
or its guard, and the wrapper's guard is rewritten with the loop, not decided as above), some loop loads a row-independent value (B[k][j]: the
reuse), the kernel is linked to launches of 2 or 3 dimensions, it does not read its work-group
position along d (local or group id), calls no barrier, atomic, group or sub-group operation and no
function with a body (SPIR-V builtins and LLVM intrinsics only), uses no local memory, and every
pointer parameter it stores through is noalias by the host's proof.  Otherwise the report says why
and the kernel is left alone.

Assumes: the kernel is free of data races, as SYCL requires (unsynchronized accesses of distinct
work-items to one location, one of them a write, are undefined); a wrapper's by-value range
parameter is only read (it is re-read in the dispatch; a store through it is refused like any
store through a pointer not proven noalias).  Proves safe: the active work-items together cover
rows offset_d .. offset_d + G - 1 exactly once (G divisible by R; a wrapper's blocks p, p + R * G,
... of its work-items cover 0 .. N_d - 1 exactly once, as its rows p, p + G, ... did), every
other id unchanged; each row runs the instructions it ran before, in the same order among
themselves, on the same path (every branch is row-independent); a row-independent instruction
computes the same value for every row (its operands do not depend on the row), so computing it once
is computing it R times -- for a load too: a row-independent address that another row's store
could change would be a race between two work-items of the original.  Interleaving the rows'
accesses is one of the interleavings the original's independent work-items allowed.
"""
from __future__ import annotations

import re

import networkx as nx
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import Argument, Function, Instruction
from lift.edit import Names, append, clone_instruction, new_block, place
from lift.graphs import dominates, dominator_tree, natural_loops
from lift.ir import PURE_OPCODES

from passes import KernelPass, PassContext
from passes.analysis.device_model import builtin_queries, call_quantity, sycl_dimension

# rows per work-item (a power of two), per target: what ran fastest (the module docstring)
FACTORS = {"cpu": 8, "pocl": 8, "gpu": 4}
FACTOR = 4  # for `any`
PAYS_ON = ("cpu", "pocl", "gpu")  # targets where it is on by default (see the module docstring)
# measured on Intel's CPU runtime (vectorizer on, harness suite): one-dimensional mat-vecs coarsened
# with rows G/R apart ran 0.25x (the active work-items crowd into the first work-groups, and the
# runtime makes few, large ones), the 3-D stencil without a loop 0.69x; GEMM-like k-loops 3.0-3.4x
ONE_DIMENSION = ("not launched over 2 or 3 dimensions (one-dimensional kernels coarsened with rows G/R "
                 "apart ran 0.25x on Intel's CPU runtime: the busy work-items crowd into a few work-groups)")
NOTHING_SHARED = ("no loop of it loads anything that is the same for all rows: nothing to share (the 3-D "
                  "stencil without a loop ran 0.69x on Intel's CPU runtime)")
PRIVATE = "private"  # what an alloca points into (see _bases)
_BUILTINS = {"global_id": "_Z33__spirv_BuiltInGlobalInvocationIdi", "global_size": "_Z25__spirv_BuiltInGlobalSizei",
             "global_offset": "_Z27__spirv_BuiltInGlobalOffseti"}
_POSITION = frozenset({"local_id", "group_id"})  # what a coarsened work-item would read wrongly along d
# calls that communicate between work-items or read positions coarsening does not remap
_COMMUNICATES = re.compile(r"Barrier|Atomic|Group|Subgroup|SubGroup|Image|__spirv_BuiltIn|work_group|sub_group")
_PURE_CALL = re.compile(r"^(llvm\.(?!mem|lifetime|experimental|stack|trap|debugtrap)|_Z\d+__spirv_ocl_(?!printf)"
                        r"|_Z\d+__spirv_GenericCastToPtr|_Z\d+__sycl_get\w*SpecConstantValue)")


@dataclass(frozen=True)
class Coarsen(KernelPass):
    """Let each work-item compute FACTORS[target] rows (see the module docstring)."""

    name: ClassVar[str] = "coarsen"
    target: str = "any"
    enabled: bool = False  # `--enable coarsen`, for the target where it is not on by default (any)
    factor: Optional[int] = None  # rows per work-item; None: FACTORS' for the target

    def kernels(self, ctx: PassContext):
        if not (self.enabled or self.target in PAYS_ON):
            return ()
        return ((name, kl) for name, kl in ctx.analyses.get("links", {}).items() if kl.launches)

    def apply_kernel(self, ctx: PassContext, name: str, kl) -> None:
        factor = self.factor or FACTORS.get(self.target, FACTOR)
        ctx.kernel_report(name)["coarsen"] = coarsen(kl, factor, _noalias_params(ctx, name, kl))


def _noalias_params(ctx: PassContext, name: str, kl) -> set:
    """The kernel's pointer parameters that are noalias: by attribute, or proven by the host where
    the target keeps the attribute off (noalias-accessors' report entries)."""
    fn = kl.kernel.function
    found = {a for a in fn.arguments if "noalias" in a.spec.split()}
    proven = {e.get("accessor", e.get("usm_pointer", e.get("local_accessor")))
              for e in ctx.kernel_report(name).get("noalias", []) if e.get("noalias")}
    if kl.layout_error is None:
        for capture, base in kl.layout():
            param = kl.kernel.parameter_of(base)
            if capture in proven and param is not None:
                found.add(param)
    return found


def coarsen(kl, factor: int, noalias: set) -> dict:
    """Coarsen the linked kernel `kl` by `factor` rows if it qualifies; its report entry."""
    fn = kl.kernel.function
    dims = {launch.dims for launch in kl.launches}
    if len(dims) != 1 or None in dims or min(dims) < 2:
        return {"coarsened": False, "why": ONE_DIMENSION}
    (n,) = dims
    d = n - 1  # SPIR-V's dimension of SYCL's dimension 0
    queries = builtin_queries(fn)
    position = next((q for q in queries if q.dim == d and q.quantity in _POSITION), None)
    if position is not None:
        return {"coarsened": False, "why": f"reads its work-group position ({position.quantity}) along the coarsened dimension"}
    ids = {q.value for q in queries if q.dim == d and q.quantity == "global_id"}
    if not ids:
        return {"coarsened": False, "why": "does not read its id along the coarsened dimension: no rows to share"}
    rows = _wrapper_rows(fn, d, ids, queries) if kl.kernel.is_wrapper else _KernelRows(ids)
    if isinstance(rows, str):
        return {"coarsened": False, "why": rows}
    per_row = _row_dependent(fn, rows.sources, rows.kept, noalias, guards=rows.entry_guards)
    if isinstance(per_row, str):
        return {"coarsened": False, "why": per_row}
    copy = rows.rewrite(fn, d, factor, per_row)
    return {"coarsened": True, "factor": factor, "dimension": sycl_dimension(d, n), "why": rows.why(factor),
            "stores_after_loops": _sink_stores(fn, copy, noalias)}


class _KernelRows:
    """A kernel whose row is its global id along d: the work-items of the first G/R rows take R rows
    each, the others return (the module docstring)."""

    entry_guards = True  # a branch on the row ending the entry: decided per block of rows (_guard)

    def __init__(self, ids: set):
        self.sources, self.kept, self.guarded = ids, frozenset(), False

    def why(self, factor: int) -> str:
        return (f"each work-item of the first G/{factor} rows computes {factor} rows (G divisible by {factor}; "
                f"otherwise the kernel as it was); every branch is row-independent"
                + ("" if not self.guarded else " but the guard at its entry, where a block of rows that "
                   "straddles it runs its rows one by one"))

    def rewrite(self, fn: Function, d: int, factor: int, per_row: set) -> set:
        names, original = Names(fn), list(fn.blocks)
        dispatch = _new_entry(fn, names)
        coarse = new_block(fn, names.fresh("co.rows"), after=original[-1])
        idle = new_block(fn, names.fresh("co.idle"), after=coarse)
        append(idle, "ret void")
        size, gid, offset = (_query(dispatch, names, fn, q, d) for q in ("global_size", "global_id", "global_offset"))
        even = _divisible(dispatch, names, size, factor)
        shift = factor.bit_length() - 1
        rows = append(coarse, f"%{names.fresh('co.items')} = lshr i64 {{0}}, {shift}", size)
        item = append(coarse, f"%{names.fresh('co.item')} = sub i64 {{0}}, {{1}}", gid, offset)
        active = append(coarse, f"%{names.fresh('co.active')} = icmp ult i64 {{0}}, {{1}}", item, rows)
        first = append(coarse, f"%{names.fresh('co.first')} = shl i64 {{0}}, {shift}", item)
        first = append(coarse, f"%{names.fresh('co.row')} = add i64 {{0}}, {{1}}", first, offset)
        row_ids = [first] + [append(coarse, f"%{names.fresh('co.row')} = add i64 {{0}}, {t}", first)
                             for t in range(1, factor)]
        guard = original[0].terminator if original[0].terminator in per_row else None
        per_copy = [{i: row_ids[t] for i in self.sources} for t in range(factor)]
        shared, made = _jam(fn, names, original, idle, per_row, factor, skip=self.sources | {guard}, per_copy=per_copy)
        _remap(made, shared, per_copy)
        self.guarded = guard is not None
        if guard is not None:
            self._guard(fn, names, original, shared, per_copy, guard, first, factor)
        append(coarse, "br i1 {0}, label {1}, label {2}", active, shared[original[0]], idle)
        append(dispatch, "br i1 {0}, label {1}, label {2}", even, coarse, original[0])
        return {shared[b] for b in original}


    def _guard(self, fn: Function, names: Names, original: list, shared: dict, per_copy: list, guard,
               first, factor: int) -> None:
        """The copy's entry ends in the guard `br i1 c, A, B` with c per row: the block of rows goes
        on together when c is the same for all (all pass, or none does: every row but the straddling
        block's), else each of its rows runs the kernel as it was, one after the other (the entry
        before the guard has no effects, so running it again is harmless)."""
        entry = shared[original[0]]
        conds = [per_copy[t][guard.operands[0]] for t in range(factor)]
        every = some = conds[0]
        for c in conds[1:]:
            every = append(entry, f"%{names.fresh('co.all')} = and i1 {{0}}, {{1}}", every, c)
            some = append(entry, f"%{names.fresh('co.any')} = or i1 {{0}}, {{1}}", some, c)
        same = append(entry, f"%{names.fresh('co.same')} = icmp eq i1 {{0}}, {{1}}", every, some)
        together = new_block(fn, names.fresh("co.together"), after=entry)
        _, if_true, if_false = guard.operands
        append(together, "br i1 {0}, label {1}, label {2}", conds[0], shared[if_true], shared[if_false])
        rows = new_block(fn, names.fresh("co.each"), after=fn.blocks[-1])
        nxt = new_block(fn, names.fresh("co.next"), after=rows)
        append(entry, "br i1 {0}, label {1}, label {2}", same, together, rows)
        # (`first` stands in for the next row's t until that exists)
        t = append(rows, f"%{names.fresh('co.t')} = phi i64 [ 0, {{0}} ], [ {{1}}, {{2}} ]", entry, first, nxt)
        row = append(rows, f"%{names.fresh('co.row')} = add i64 {{0}}, {{1}}", first, t)
        each, made = _jam(fn, names, original, nxt, set(), 1, skip=self.sources, per_copy=[{}],
                          replaced={i: row for i in self.sources})
        _remap(made, each, [{}])
        append(rows, "br label {0}", each[original[0]])
        for block in original:  # each row's return goes on to the next row
            copy = each[block]
            if copy.terminator.opcode == "ret":
                copy.terminator.erase()
                append(copy, "br label {0}", nxt)
        t1 = append(nxt, f"%{names.fresh('co.t')} = add i64 {{0}}, 1", t)
        more = append(nxt, f"%{names.fresh('co.more')} = icmp ult i64 {{0}}, {factor}", t1)
        done = new_block(fn, names.fresh("co.done"), after=nxt)
        append(done, "ret void")
        append(nxt, "br i1 {0}, label {1}, label {2}", more, rows, done)
        t.replace_uses_of(first, t1)


class _WrapperRows:
    """A range-rounding wrapper, whose row is the strided id p of its grid-stride loop along d
    (`for (p = gid; p < N; p += G)`, entered behind the guard `gid < N`): the copy walks
    p = R * gid, p < N, p += R * G, and each p stands for rows p .. p + R - 1, all below N when N is
    divisible by R (p is a multiple of R below N); R * G must not wrap (a uniform test)."""

    entry_guards = False  # its guard `gid < N` is rewritten with the loop (the base row), not decided per block

    def __init__(self, loop, ids: set, bound_slice: list):
        self.loop, self.ids, self.bound_slice = loop, ids, bound_slice
        self.sources, self.kept = {loop.phi}, frozenset({loop.step})

    @staticmethod
    def why(factor: int) -> str:
        return (f"its grid-stride loop along the row walks blocks of {factor} rows (user range divisible by "
                f"{factor}; otherwise the wrapper as it was); every branch is row-independent")

    def rewrite(self, fn: Function, d: int, factor: int, per_row: set) -> set:
        names, original = Names(fn), list(fn.blocks)
        dispatch = _new_entry(fn, names)
        mapping: dict = {}
        for inst in self.bound_slice:  # N again, in the new entry (it reads only parameters; dependencies first)
            mapping[inst] = place(dispatch, len(dispatch.instructions),
                                  clone_instruction(inst, [mapping.get(op, op) for op in inst.operands], None))
        bound = mapping.get(self.loop.bound, self.loop.bound)
        size, gid = (_query(dispatch, names, fn, q, d) for q in ("global_size", "global_id"))
        shift = factor.bit_length() - 1
        ok = _divisible(dispatch, names, bound, factor)
        for text, value in ((f"icmp ult i64 {{0}}, {1 << (63 - shift)}", size), (f"icmp ult i64 {{0}}, {1 << 63}", bound)):
            test = append(dispatch, f"%{names.fresh('co.fits')} = " + text, value)
            ok = append(dispatch, f"%{names.fresh('co.ok')} = and i1 {{0}}, {{1}}", ok, test)
        base = append(dispatch, f"%{names.fresh('co.base')} = shl i64 {{0}}, {shift}", gid)
        stride = append(dispatch, f"%{names.fresh('co.stride')} = shl i64 {{0}}, {shift}", size)
        per_copy: list = [{} for _ in range(factor)]
        shared, made = _jam(fn, names, original, original[-1], per_row, factor, skip=self.ids, per_copy=per_copy,
                            replaced={i: base for i in self.ids})
        phi, header = shared[self.loop.phi], shared[self.loop.loop.header]
        at = sum(1 for i in header.instructions if i.opcode == "phi")
        for t in range(factor):  # row t of the block: p + t, at the top of the copied header
            per_copy[t][self.loop.phi] = phi if t == 0 else header.insert(
                at + t - 1, f"%{names.fresh('co.row')} = add i64 {{0}}, {t}", phi)
        _remap(made, shared, per_copy)
        shared[self.loop.step].replace_uses_of(shared[self.loop.size], stride)  # p += R * G
        append(dispatch, "br i1 {0}, label {1}, label {2}", ok, shared[original[0]], original[0])
        return {shared[b] for b in original}


def _wrapper_rows(fn: Function, d: int, ids: set, queries: list):
    """The wrapper's grid-stride loop along d as _WrapperRows, or why it cannot be coarsened."""
    from passes.transforms.single_pass_wrappers import strided_loop

    calls = {q.value: q for q in queries if q.form == "call"}
    loops = [s for s in (strided_loop(loop, calls) for loop in natural_loops(fn)) if s is not None and s.dim == d]
    if len(loops) != 1:
        return "a range-rounding wrapper without one grid-stride loop along the row"
    (loop,) = loops
    for gid in ids:  # the id only starts the loop and guards it (gid < N): the copy's base row does both
        for user in gid.users:
            if user is not loop.phi and not (user.opcode == "icmp" and loop.bound in user.operands):
                return "a range-rounding wrapper that uses its id along the row beyond its loop and guard"
    bound_slice = _parameter_slice(loop.bound)
    if bound_slice is None:
        return "a range-rounding wrapper whose user range is not read from its parameters"
    return _WrapperRows(loop, ids, bound_slice)


def _parameter_slice(value) -> Optional[list]:
    """The instructions computing `value` from parameters alone (loads of a by-value parameter, which
    nothing in a wrapper writes, address arithmetic), dependencies first; None otherwise."""
    if isinstance(value, Argument) or not isinstance(value, Instruction):
        return []
    if value.opcode not in ("load", "getelementptr", "add", "mul", "shl", "zext", "trunc"):
        return None
    found: list = []
    for op in value.operands:
        sub = _parameter_slice(op)
        if sub is None:
            return None
        found += [i for i in sub if i not in found]
    if value.opcode == "load" and not (isinstance(value.operands[0], Argument) or
                                       value.operands[0] in found and value.operands[0].opcode == "getelementptr"):
        return None
    return found + [value]


def _row_dependent(fn: Function, sources: set, kept: frozenset, noalias: set, guards: bool = False):
    """The instructions of `fn` that depend on the row (computed from `sources`, not through `kept`;
    allocas, stores and calls with effects: once per row), or why `fn` cannot be coarsened.  With
    `guards`, the entry block may end in a branch on the row when nothing before it has effects
    (a guard `if (i < n)`: see _KernelRows)."""
    per_row: set = set()
    for inst in fn.instructions():
        if any("addrspace(3)" in part for part in inst.parts):
            return "uses local memory"
        if inst.opcode in ("atomicrmw", "cmpxchg", "fence"):
            return f"has an `{inst.opcode}` (work-items may communicate)"
        if inst.opcode == "call":
            callee = inst.called_function
            if callee is None or not callee.is_declaration:
                return f"calls {'@' + callee.name if callee else 'through a pointer'}, which coarsening does not look into"
            if call_quantity(callee.name) is None and _COMMUNICATES.search(callee.name):
                return f"calls @{callee.name} (work-items may communicate)"
            if _has_effects(inst):
                per_row.add(inst)  # effects of its own: once per row
        elif inst.opcode in ("alloca", "store") or inst.opcode not in PURE_OPCODES and inst.opcode not in (
                "load", "phi", "br", "switch", "ret", "unreachable"):
            per_row.add(inst)
        if inst.opcode == "store" and not _bases(inst.operands[-1]) - {PRIVATE} <= noalias:
            return "stores through a pointer the host did not prove noalias"
    per_row |= sources
    work = list(per_row)
    while work:  # everything computed from a row-dependent value depends on the row
        for user in work.pop().users:
            if isinstance(user, Instruction) and user not in per_row and user not in kept:
                per_row.add(user)
                work.append(user)
    per_row -= sources  # (the sources themselves are replaced: see _jam)
    entry = fn.blocks[0]
    for block in fn.blocks:
        term = block.terminator
        if term is not None and term.opcode in ("br", "switch") and term in per_row and not (
                guards and block is entry and term.opcode == "br" and not any(map(_has_effects, entry.instructions))):
            return "a branch depends on the row: the rows would take different paths"
        if term is not None and term.opcode not in ("br", "switch", "ret"):
            return f"ends a block with `{term.opcode}`"
    if not any(i.opcode == "load" and i not in per_row for loop in natural_loops(fn) for b in loop.blocks
               for i in b.instructions):
        return NOTHING_SHARED
    return per_row


def _has_effects(inst: Instruction) -> bool:
    """Whether running `inst` again could change anything: a store, or a call of anything but a
    work-item query or a pure builtin."""
    if inst.opcode == "call":
        callee = inst.called_function
        return callee is None or call_quantity(callee.name) is None and not _PURE_CALL.search(callee.name)
    return inst.opcode in ("store", "atomicrmw", "cmpxchg", "fence")


def _bases(pointer, seen=None) -> set:
    """What a pointer may point into: parameters, PRIVATE (an alloca), or None (anything else)."""
    seen = set() if seen is None else seen
    if pointer in seen:
        return set()
    seen.add(pointer)
    if isinstance(pointer, Argument):
        return {pointer}
    if isinstance(pointer, Instruction):
        if pointer.opcode == "alloca":
            return {PRIVATE}
        if pointer.opcode in ("getelementptr", "bitcast", "addrspacecast"):
            return _bases(pointer.operands[0], seen)
        if pointer.opcode in ("phi", "select"):
            return set().union(*(_bases(v, seen) for v in pointer.operands[1 if pointer.opcode == "select" else 0:]
                                 if not hasattr(v, "instructions")))
    return {None}


def _sink_stores(fn: Function, blocks: set, noalias: set) -> int:
    """Move the stores of each loop among `blocks` (the coarsened copy) to a block on its exit edge
    when they run once per iteration at addresses the loop does not change, into noalias parameters
    that no load in the loop reads, and nothing else in the loop has effects: the memory after the
    loop is the same (its last iteration's stores, in their order) and nothing in the loop could
    see the difference.  Returns how many moved.  Why: with R rows, a k-loop stores R accumulators
    into one output parameter each iteration; the OpenCL compilers keep a single row's
    accumulator in a register (noalias), but not R stores that may alias each other."""
    names, dom, moved = Names(fn), dominator_tree(fn), 0
    loops = natural_loops(fn)
    for loop in loops:
        exits = loop.exits
        if not loop.blocks <= blocks or len(loop.latches) != 1 or len(exits) != 1 or exits[0][0] is not loop.latches[0]:
            continue
        latch, out = exits[0]
        inner = set().union(*(l.blocks for l in loops if l.header in loop.blocks and l.header is not loop.header))
        body = [i for b in loop.blocks for i in b.instructions]
        stores = [i for i in body if i.opcode == "store"]
        written = set().union(*(_bases(i.operands[-1]) for i in stores)) if stores else set()
        if not stores or not written <= noalias or any(
                i.block in inner or not dominates(dom, i.block, latch)
                or isinstance(i.operands[-1], Instruction) and i.operands[-1].block in loop.blocks for i in stores):
            continue
        if any(i.opcode == "load" and _bases(i.operands[0]) & (written | {None}) for i in body):
            continue
        if any(i.opcode == "call" and _has_effects(i) for i in body):
            continue
        sunk = new_block(fn, names.fresh("co.sunk"), after=latch)
        latch.terminator.replace_uses_of(out, sunk)
        for phi in [i for i in out.instructions if i.opcode == "phi"]:
            phi.replace_uses_of(latch, sunk)
        depth = {b: len(nx.ancestors(dom, b)) for b in {i.block for i in stores}}
        for store in sorted(stores, key=lambda i: (depth[i.block], i.block.instructions.index(i))):
            place(sunk, len(sunk.instructions), clone_instruction(store, store.operands, None))
            store.erase()
        append(sunk, "br label {0}", out)
        moved += len(stores)
    return moved


def _new_entry(fn: Function, names: Names):
    """An empty block, first in `fn`: its new entry (the old one keeps its code)."""
    block = new_block(fn, names.fresh("co.dispatch"), after=None)
    fn.blocks.remove(block)
    fn.blocks.insert(0, block)
    return block


def _query(block, names: Names, fn: Function, quantity: str, d: int):
    callee = fn.module.get_function(_BUILTINS[quantity]) or fn.module.add_function(
        f"declare spir_func i64 @{_BUILTINS[quantity]}(i32)\n")
    return append(block, f"%{names.fresh('co.' + quantity)} = call spir_func i64 {{0}}(i32 {d})", callee)


def _divisible(block, names: Names, value, factor: int):
    rest = append(block, f"%{names.fresh('co.rest')} = and i64 {{0}}, {factor - 1}", value)
    return append(block, f"%{names.fresh('co.even')} = icmp eq i64 {{0}}, 0", rest)


def _jam(fn: Function, names: Names, original: list, after, per_row: set, factor: int, skip: set,
         per_copy: list, replaced: Optional[dict] = None) -> tuple[dict, list]:
    """The coarsened copy of `original` (the function's blocks), placed after `after`: blocks once;
    in each, its phis first, then its other instructions in order, a row-dependent one once per row
    (`_interleaved`: into per_copy[t]), the rest once.  `skip`: instructions not copied (the row
    sources: per_copy[t] or `replaced` stand for them).  Returns (original -> shared copy, the copies
    made with their row), operands still the originals': `_remap` them once per_copy is complete."""
    shared: dict = dict(replaced or {})
    for block in original:
        shared[block] = after = new_block(fn, names.fresh("co"), after=after)
    made = []
    for block in original:
        target = shared[block]
        phis = [i for i in block.instructions if i.opcode == "phi"]
        for group in (phis, [i for i in block.instructions if i.opcode != "phi"]):
            for inst, t in _interleaved(group, per_row, factor):
                if inst in skip:
                    continue
                copy = place(target, len(target.instructions), clone_instruction(inst, inst.operands, None))
                (shared if t is None else per_copy[t])[inst] = copy
                made.append((copy, t))
    return shared, made


def _remap(made: list, shared: dict, per_copy: list) -> None:
    """Point the copies' operands at the copies: row t's own first, then the shared ones."""
    for copy, t in made:
        for i, op in enumerate(copy.operands):
            new = per_copy[t].get(op) if t is not None else None
            new = new if new is not None else shared.get(op)
            if new is not None:
                copy.set_operand(i, new)


def _interleaved(instructions: list, per_row: set, factor: int):
    """(instruction, row) in the copy's order: a row-dependent instruction once per row t, the
    others once (row None)."""
    for inst in instructions:
        if inst in per_row:
            yield from ((inst, t) for t in range(factor))
        else:
            yield inst, None
