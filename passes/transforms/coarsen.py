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

The launch.  On the gpu target (`--enable shrink-launches` elsewhere) a plain kernel whose every
launch is a two-dimensional range or nd_range launch without offset, set through a host call
launch_shape.plan_launch_edit can rewrite, and which reads nothing of its work-group (size,
position: an nd_range launch's work-groups are replaced), also gets its launch shrunk: the host launches the
nd_range (1, G0 / R, G1 / C) in work-groups of (1, 16, 16) where G0 is a multiple of 16 R and G1 of
16 C (tested at run time; the original launch otherwise), one work-item per block of outputs and
none idle.  The kernel tells the two launches apart by get_work_dim() (3 against 2): under the
shrunk launch its blocks' items are the global ids, their count the launch's size, and G -- what
the kernel's own reads of its global size stand for -- that size times R (or C), chosen by selects
on that launch-wide test so that the ids stay affine for loop-internalize.  Shrunk, a GEMM's
work-item takes 4 x 4 outputs (SHRUNK_COLUMNS; a kernel whose entry guard is a triangle 4 x 1).  Where
the launch is kept, its global size stays G (what the kernel reads as its range) and the
work-items past G / R return at once (whole work-groups of them, cheap).  H200 (replays, at 1024 /
2048, docs/measurements.md "Shrunk launches"): harness_gemm's GEMM 0.169 / 1.22 ms kept -> 0.117 /
0.944 ms shrunk (the hand-tuned 4 x 4 form: 0.106 / 0.78), 2mm's ScaleAccumulate 0.171 -> 0.131,
poly_gemm's range GEMM 0.171 -> 0.120; work-groups of 4 x 32, 4 x 64, 8 x 16 and 8 x 32 ran
0.6-0.9x of 16 x 16.  d is SYCL's dimension 0,
the slowest (OpenCL's last): work-items next along OpenCL's dimension 0 stay next to each other,
so coalescing and the CPU runtimes' work-item vectorization are kept.  R is a power of two (4).

DPC++'s range-rounding wrapper (launched over a range rounded up, walking the user range N with
grid-stride loops, behind a guard `gid_d < N_d`) gets the same copy with its row loop walking blocks
of rows instead: p = R * gid_d, guard `p < N_d`, p += R * G_d, rows p .. p + R - 1 -- taken when N_d
is divisible by R (p is then a multiple of R below N_d: its whole block is) and R * G_d cannot wrap;
otherwise the wrapper as it was.  That is the CPU targets' form.  On gpu (SINGLE_PASS_WRAPPERS) the
wrapper is versioned instead on `the rounded range covers the user range` (G_d >= N_d: each
work-item runs the body once, single_pass_wrappers.single_pass_copy) and its copy without the
grid-stride loops is blocked like a plain kernel, rows and columns, over the user range N_d rather
than G_d where the copy's entry proves a work-item past N_d idle (`gid_d >= N_d` returns at once):
no block of work-items then straddles N_d, and loop-internalize stages the copy's k-loop as it does
a kernel's.  H100 at N = 1100, where DPC++ runs the wrappers (it rounds 1100 to 1120;
benchmarks/results/tiling_wrapped_h100.json), over the original / the noalias-only rewrite: GEMM's
wrapper 6.65x / 1.46x (0.346 ms; 0.647 blocked 8 rows with its grid-stride loop as on the CPUs),
2mm's ScaleAccumulate's 8.03x / 3.02x (0.285; 0.573), poly_gemm's range wrapper 1.54x / 1.45x
(0.326; 0.547, slower than noalias-only).

The coarsened copy keeps the kernel's control flow and blocks once: within each block, an
instruction whose value depends on the row (its work-item id along d, an alloca: private memory is
per work-item, a store, a call that may have effects) is written R times, one per row, the others
(loads of row-independent addresses such as B[k][j], the loop counters, uniform values) once.  So
the R rows' instructions interleave at block granularity, each row's own in their original order.
Stores of a loop in the copy move to its exit when that is safe (`_sink_stores`): the rows'
accumulators then stay in registers.

On the gpu target a plain kernel (not a wrapper) is blocked along the columns too, SPIR-V's
dimension 0 (the fastest): the work-items of the first G0/C columns each take C columns j, j + G0/C,
..., j + (C - 1) G0/C -- G0/C apart, so that work-items next to each other still access memory next
to each other (coalescing; columns next to each other, j C + t, ran worse on the H100 on every
kernel: GEMM at 2 x 4 0.56x of noalias-only against 1.76x) -- under the same kind of uniform test
`G0 % C == 0`.  An instruction is
then written once per combination of the rows and columns it depends on: in GEMM's k-loop R loads
of A's rows, C loads of B's columns and R x C fmas.  A column axis that shares nothing (no loop load
independent of the column) or that a branch depends on is dropped, the rows kept (`columns_why`).

Where it pays: on by default for `--target cpu`, `pocl` and `gpu`, `--enable coarsen` for `any`;
shapes per target in FACTORS and COLUMNS, by measurement (replay speed-ups over
the original kernels, benchmarks/coarsen_factors.py, benchmarks/results/coarsen_*.json):
  - H100 (gpu): 4 rows x 2 columns (wrappers too, in their single-pass copy).  Over GEMM, 2mm's two
    products and poly_gemm's three kernels (8) the geomean over the noalias-only rewrite was 1.42x at
    4 x 1, 1.63x at 4 x 2, 1.59x at 4 x 4, 1.53x at 2 x 4, 1.48x at 8 x 2; the wrappers blocked with
    their grid-stride loop ran best with 8 rows (GEMM's 5.8-5.9x against 5.0x at 4). No shape wins
    everywhere: harness_gemm's plain GEMM runs 6.0-6.2x at 4 x 1 and 6.4x at 2 x 4 but 4.6x at 4 x 2
    (0.29 ms against 0.21 ms, whatever the work-group size), where 2mm's products run 5.6-6.6x at 4
    x 2 against 3.4-4.2x at 4 x 1.
  - Intel's CPU runtime (cpu) and PoCL: 8 rows, no columns (on Intel R = 8 ran GEMM 6.1x, ScaleAccumulate
    6.2x; 8 x 2 ran 2mm's products 0.18-0.29x: the vectorizer gives up).
On gpu, loop-internalize runs after this pass and stages what the blocked k-loops read in local
memory, a tile per row and column (see there).  The stores moved after the k-loop (`_sink_stores`)
are what makes it pay on the H100: without
them, R stores per iteration that may alias each other stay in the loop, and GEMM ran 3.1x (0.85x
of the noalias rewrite).  GEMM on PoCL: 4.9x, against 3.8x with loop-barriers' barrier instead,
so coarsen runs first and loop-barriers leaves the coarsened copies alone (their loops are reached
by only some work-items).  Kernels of one dimension and kernels whose loops share no load between
rows are not coarsened (ONE_DIMENSION, NOTHING_SHARED: measured).

A kernel whose entry block (nothing in it with effects) ends in a branch on the row -- a guard
`if (i < n)`, `if (j <= i)`, `if (i >= NI || j >= NJ) return` -- gets the branch decided for the
block of rows together where it decides alike for all R rows, and where it does not (the block
that straddles the guard) each row runs the kernel as it was, one after the other (running the
entry again is harmless: it has no effects).  That loop over one copy of the kernel as it was also
runs a work-item's own output where G is not divisible, in place of the original (a loop of one):
the kernel as it was is in the module once, and the loop's trip count is not a constant that a
device compiler unrolls into R copies -- on Intel's CPU runtime, whose JIT is part of a program's
run time, 2mm's guarded product then compiles in 30 ms instead of 43 (_KernelRows._guard).

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
... of its work-items cover 0 .. N_d - 1 exactly once, as its rows p, p + G, ... did; blocked over
N_d in its single-pass copy, the rows 0 .. N_d - 1 at offset 0, the only rows that do anything
there: a work-item past N_d leaves the copy's entry, which has no effects, for a block that only
returns), every other id unchanged; each row runs the instructions it ran before, in the same order among
themselves, on the same path (every branch is row-independent); a row-independent instruction
computes the same value for every row (its operands do not depend on the row), so computing it once
is computing it R times -- for a load too: a row-independent address that another row's store
could change would be a race between two work-items of the original.  Interleaving the rows'
accesses is one of the interleavings the original's independent work-items allowed.
"""
from __future__ import annotations

import itertools
import re

import networkx as nx
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import Block, Function, Instruction
from lift.edit import Names, append, clone_instruction, erase_blocks, new_block, place
from lift.graphs import dominates, dominator_tree, natural_loops
from lift.ir import PURE_OPCODES

from passes import KernelPass, PassContext
from passes.analysis.device_model import builtin_queries, call_quantity, sycl_dimension, work_dim_function
from passes.analysis.effects import PRIVATE, communicates, has_effects, pointer_bases
from passes.analysis.object_pointers import object_pointers
from passes.transforms.kernel_edit import new_entry, read_quantity, recompute
from passes.transforms.launch_shape import LaunchShape, decide, plan_launch_edit
from passes.transforms.single_pass_wrappers import parameter_slice, single_pass_copy, strided_loops

# rows per work-item (a power of two), per target: what ran fastest (the module docstring)
FACTORS = {"cpu": 8, "pocl": 8, "gpu": 4}
FACTOR = 4  # for `any`
SINGLE_PASS_WRAPPERS = ("gpu",)  # targets where a wrapper is blocked as the kernel it wraps (single pass)
COLUMNS = {"gpu": 2}  # columns per work-item of a plain kernel (a power of two); 1 where not listed
# targets where a coarsened kernel's launch shrinks by its factors (elsewhere `--enable
# shrink-launches`; module docstring, "The launch"): the shrunk launch's work-group (rows, columns),
# the columns per work-item then
SHRINK_ON = ("gpu",)
SHRINK_GROUP = (16, 16)
# targets where the shrunk launch of a block of rows and columns runs a copy of the kernel with the
# work-group's shape as constants (passes.transforms.shape_copy).  H200 (docs/measurements.md): the
# GEMM 10.6x -> 10.7x / 12.1x -> 12.4x over the original at 1024 / 2048, 2mm and poly_gemm 2-4%
# faster; the triangles' 4 x 1 blocks slower with it (SYRK 7.9x -> 7.3x, SYR2K 9.5x -> 8.6x): not theirs
OWN_COPY_ON = ("gpu",)
SHRUNK_COLUMNS = {"gpu": 4}
# ... but a kernel whose entry guard compares the row with the column (a triangle: `if (j <= i)`)
# takes 1: the columns of a work-item, G0/C apart, put most of a work-group's blocks across the
# diagonal, where loop-internalize cannot stage their loop (its whole group must pass the guard) and
# a block runs its outputs one by one.  H200, poly_syrk at 1024, shrunk and staged: SYRK 8.0x over
# the original at 4 x 1, 2.4x at 4 x 2, 1.5x at 4 x 4, 6.8x at 8 x 1; SYR2K 9.5x, 2.5x, 1.6x, 6.7x.
# Guards of a rectangle, whose blocks straddle only the range's edge, take the others' columns (2mm's
# first product, shrunk: 8.6x at 4 x 4, 6.8x at 4 x 2, 4.5x at 4 x 1; docs/measurements.md "Shrunk
# launches")
TRIANGLE_COLUMNS = 1
# what a work-item of a shrunk launch reads differently (global sizes are made up again from the
# launch's; global ids are the blocks'): the work-group's shape and position, which the launch's
# new work-groups change along both dimensions (an nd_range launch's local size is replaced)
_SHRINK_UNMAPPED = frozenset({"local_size", "num_groups", "local_id", "group_id"})
PAYS_ON = ("cpu", "pocl", "gpu")  # targets where it is on by default (see the module docstring)
# measured on Intel's CPU runtime (vectorizer on, harness suite): one-dimensional mat-vecs coarsened
# with rows G/R apart ran 0.25x (the active work-items crowd into the first work-groups, and the
# runtime makes few, large ones), the 3-D stencil without a loop 0.69x; GEMM-like k-loops 3.0-3.4x
ONE_DIMENSION = ("not launched over 2 or 3 dimensions (one-dimensional kernels coarsened with rows G/R "
                 "apart ran 0.25x on Intel's CPU runtime: the busy work-items crowd into a few work-groups)")
NOTHING_SHARED = ("no loop of it loads anything that is the same for all rows: nothing to share (the 3-D "
                  "stencil without a loop ran 0.69x on Intel's CPU runtime)")
_POSITION = frozenset({"local_id", "group_id"})  # what a coarsened work-item would read wrongly along d
# calls, beside those that communicate between work-items, that read positions coarsening does not remap
_UNMAPPED = re.compile(r"Image|__spirv_BuiltIn")


@dataclass(frozen=True)
class Coarsen(KernelPass):
    """Let each work-item compute FACTORS[target] rows (see the module docstring)."""

    name: ClassVar[str] = "coarsen"
    target: str = "any"
    enabled: bool = False  # `--enable coarsen`, for the target where it is not on by default (any)
    factor: Optional[int] = None  # rows per work-item; None: FACTORS' for the target
    columns: Optional[int] = None  # columns per work-item; None: COLUMNS' for the target
    host_edits: bool = True  # False: the host module is written back unchanged (several translation units)
    shrink: bool = False  # `--enable shrink-launches`: the launch shrinks by the factors on any target

    def kernels(self, ctx: PassContext):
        if not (self.enabled or self.target in PAYS_ON):
            return ()
        return ((name, kl) for name, kl in ctx.analyses.get("links", {}).items() if kl.launches)

    def apply_kernel(self, ctx: PassContext, name: str, kl) -> None:
        factor = self.factor or FACTORS.get(self.target, FACTOR)
        columns = self.columns or COLUMNS.get(self.target, 1)
        edit = self._shrink_plan(ctx, kl)
        if not isinstance(edit, str):
            columns = self.columns or SHRUNK_COLUMNS.get(self.target, columns)
        entry = coarsen(kl, factor, _noalias_params(ctx, name, kl), columns,
                        single_pass=self.target in SINGLE_PASS_WRAPPERS, shrink=not isinstance(edit, str))
        ctx.kernel_report(name)["coarsen"] = entry
        if not entry["coarsened"]:
            return
        if isinstance(edit, str):
            if self.shrink or self.target in SHRINK_ON:
                entry["launch_why"] = edit
            return
        row_local, local = SHRINK_GROUP
        shape = LaunchShape(name, kind="blocks", rows=factor, columns=entry.get("columns", 1), row_local=row_local,
                            local=local, own_copy=self.target in OWN_COPY_ON and entry.get("columns", 1) > 1)
        decide(ctx, shape, edit)
        entry["launch"] = {
            "global": f"(1, G0 / {shape.rows}, G1 / {shape.columns})", "work_group": [1, row_local, local],
            "when": f"G0 is a multiple of {shape.rows * row_local} and G1 of {shape.columns * local}"}

    def _shrink_plan(self, ctx: PassContext, kl):
        """The host's LaunchEdit that lets the launch shrink, or why it stays."""
        if not (self.shrink or self.target in SHRINK_ON):
            return "not shrunk for this target (--enable shrink-launches)"
        if kl.kernel.is_wrapper:
            return "a range-rounding wrapper walks the range it is given"
        edit = plan_launch_edit(ctx, kl, (2,), self.host_edits, kinds=("range", "nd_range"))
        if isinstance(edit, str):
            return edit
        read = {q.quantity for q in builtin_queries(kl.kernel.function) if q.dim in (0, 1)} & _SHRINK_UNMAPPED
        if read:
            return f"reads its {' and '.join(sorted(read))}, which a shrunk launch changes"
        return edit


def _noalias_params(ctx: PassContext, name: str, kl) -> set:
    """The kernel's pointer parameters that are noalias: by attribute, or proven by the host where
    the target keeps the attribute off (noalias-accessors' report entries); and the pointers of a
    kernel object it receives whole that the host proved noalias (object_pointers)."""
    fn = kl.kernel.function
    found = {a for a in fn.arguments if "noalias" in a.spec.split()} | object_pointers(fn)
    proven = {e.get("accessor", e.get("usm_pointer", e.get("local_accessor")))
              for e in ctx.kernel_report(name).get("noalias", []) if e.get("noalias")}
    if kl.layout_error is None:
        for capture, base in kl.layout():
            param = kl.kernel.parameter_of(base)
            if capture in proven and param is not None:
                found.add(param)
    return found


def coarsen(kl, factor: int, noalias: set, columns: int = 1, single_pass: bool = False, shrink: bool = False) -> dict:
    """Coarsen the linked kernel `kl` by `factor` rows (and `columns` columns, where that shares
    something) if it qualifies; its report entry.  `single_pass`: a range-rounding wrapper is
    blocked as the kernel it wraps, in its single-pass copy (see the module docstring).  `shrink`:
    the kernel (not a wrapper, launched over two dimensions) also takes the shrunk launch, which
    the caller makes the host use."""
    fn = kl.kernel.function
    dims = {launch.dims for launch in kl.launches}
    if len(dims) != 1 or None in dims or min(dims) < 2:
        return {"coarsened": False, "why": ONE_DIMENSION}
    if not (single_pass and kl.kernel.is_wrapper):
        return _coarsen(kl, fn.blocks, factor, noalias, columns, None, shrink)
    copy = single_pass_copy(fn)
    if isinstance(copy, str):
        return {"coarsened": False, "why": f"a range-rounding wrapper without a single-pass copy: {copy}"}
    entry = _coarsen(kl, copy.blocks, factor, noalias, columns, copy)
    if not entry["coarsened"]:
        copy.erase()
        return entry
    entry["why"] = ("when the rounded range covers the user range (a uniform test; otherwise the wrapper as it was), "
                    "its copy without the grid-stride loops is blocked like a kernel: " + entry["why"])
    return entry


def _coarsen(kl, blocks: list, factor: int, noalias: set, columns: int, copy, shrink: bool = False) -> dict:
    """Coarsen `blocks` of the kernel: all of them, or the blocks of `copy`, a wrapper's
    single-pass copy (single_pass_wrappers.SinglePassCopy; entry first), blocked like a kernel;
    `shrink`: for the shrunk launch too (_KernelRows.rewrite)."""
    fn = kl.kernel.function
    (n,) = {launch.dims for launch in kl.launches}
    d = n - 1  # SPIR-V's dimension of SYCL's dimension 0
    region = set(blocks)
    queries = [q for q in builtin_queries(fn) if q.value.block in region]
    position = _position(queries, d)
    if position is not None:
        return {"coarsened": False, "why": f"reads its work-group position ({position}) along the coarsened dimension"}
    ids = {q.value for q in queries if q.dim == d and q.quantity == "global_id"}
    if not ids:
        return {"coarsened": False, "why": "does not read its id along the coarsened dimension: no rows to share"}
    if copy is not None:
        rows = _KernelRows(ids, copy.user_ranges)
    else:
        rows = _wrapper_rows(fn, d, ids, queries) if kl.kernel.is_wrapper else _KernelRows(ids, {})
    if isinstance(rows, str):
        return {"coarsened": False, "why": rows}
    axes = [_Axis(d, factor, rows.sources, spread=False)]
    per_axis = [_row_dependent(blocks, axes[0].sources, rows.kept, noalias, guards=rows.entry_guards)]
    if isinstance(per_axis[0], str):
        return {"coarsened": False, "why": per_axis[0]}
    entry = {}
    if columns > 1:
        column = _columns(blocks, queries, rows, columns, noalias)
        if isinstance(column, str):
            entry["columns_why"] = column
        else:
            axes.append(column[0])
            per_axis.append(column[1])
            guard, dims_of = blocks[0].terminator, _dimensions(axes, per_axis)
            if columns > TRIANGLE_COLUMNS and dims_of(guard) and _compares_axes(guard.operands[0], dims_of):
                columns = TRIANGLE_COLUMNS
                axes[1] = _Axis(0, columns, column[0].sources, spread=True)
    sizes_read = {a: [q.value for q in queries if q.quantity == "global_size" and q.dim == axis.d]
                  for a, axis in enumerate(axes)} if shrink else None
    copy = rows.rewrite(fn, list(blocks), axes, _dimensions(axes, per_axis), sizes_read)
    entry = {"coarsened": True, "factor": factor, **({"columns": columns} if len(axes) > 1 else {}),
             "dimension": sycl_dimension(d, n), "why": rows.why(axes), **entry}
    entry["stores_after_loops"] = _sink_stores(fn, copy, noalias)
    return entry


def _columns(blocks: list, queries: list, rows, columns: int, noalias: set):
    """The column axis (SPIR-V dimension 0, the fastest: work-items next to each other stay so)
    with the instructions that depend on it, or why the kernel's columns are not coarsened."""
    if not isinstance(rows, _KernelRows):
        return "a range-rounding wrapper's columns are walked by its own grid-stride loop"
    position = _position(queries, 0)
    if position is not None:
        return f"reads its work-group position ({position}) along the columns"
    ids = {q.value for q in queries if q.dim == 0 and q.quantity == "global_id"}
    if not ids:
        return "does not read its id along the columns"
    per_column = _row_dependent(blocks, ids, rows.kept, noalias, guards=rows.entry_guards)
    if isinstance(per_column, str):
        return per_column
    return _Axis(0, columns, ids, spread=True), per_column


def _compares_axes(condition, dims_of, seen: Optional[set] = None) -> bool:
    """Whether the branch condition (through and, or, xor, select of i1) compares a value of one
    axis with a value of another: a triangle's `j <= i`, not a rectangle's `i < NI`."""
    seen = set() if seen is None else seen
    if not isinstance(condition, Instruction) or condition in seen:
        return False
    seen.add(condition)
    if condition.opcode == "icmp":
        left, right = (dims_of(op) for op in condition.operands[:2])
        return bool(left and right and left != right)
    if condition.opcode in ("and", "or", "xor", "select"):
        return any(_compares_axes(op, dims_of, seen) for op in condition.operands)
    return False


def _position(queries: list, d: int) -> Optional[str]:
    """The work-group position (local or group id) the kernel reads along d, which a coarsened
    work-item would read wrongly; None if it reads none."""
    return next((q.quantity for q in queries if q.dim == d and q.quantity in _POSITION), None)


class _Axis:
    """A dimension `d` (SPIR-V's) the copy blocks: each active work-item takes `factor` ids along
    it, read in the kernel as `sources`.  Rows (spread=False) are consecutive, item * F + t: what
    the rows share sits in registers either way; columns (spread=True) are G/F apart, item + t * G/F,
    so that work-items next to each other still access memory next to each other (coalescing, the
    CPU runtimes' work-item vectors).  `ids` are set by _KernelRows.rewrite."""

    def __init__(self, d: int, factor: int, sources: set, spread: bool):
        self.d, self.factor, self.sources, self.spread = d, factor, sources, spread
        self.shift = factor.bit_length() - 1
        self.first = self.items = None

    def id_at(self, block, names: Names, t, first=None, items=None):
        """The id of copy `t` (an int or an i64 value) of this work-item, computed in `block` (from
        `first` and `items` where given: the one-by-one loop's, see _KernelRows._guard)."""
        first = self.first if first is None else first
        items = self.items if items is None else items
        if isinstance(t, int) and t == 0:
            return first
        if self.spread:
            step = append(block, f"%{names.fresh('co.step')} = mul i64 {{0}}, {{1}}", items, t) \
                if not isinstance(t, int) else append(block, f"%{names.fresh('co.step')} = mul i64 {{0}}, {t}", items)
            return append(block, f"%{names.fresh('co.col')} = add i64 {{0}}, {{1}}", first, step)
        if isinstance(t, int):
            return append(block, f"%{names.fresh('co.row')} = add i64 {{0}}, {t}", first)
        return append(block, f"%{names.fresh('co.row')} = add i64 {{0}}, {{1}}", first, t)


EMPTY = frozenset()
SHARED = ()  # the key of the copy all rows share (a row's copy: ((axis, t), ...), see _keys)


def _dimensions(axes: list, per_axis: list):
    """dims_of: the axes (indices into `axes`) a value depends on; a source depends on its own."""
    dims: dict = {}
    for a, dependent in enumerate(per_axis):
        for inst in dependent:
            dims[inst] = dims.get(inst, EMPTY) | {a}
    for a, axis in enumerate(axes):
        for source in axis.sources:
            dims[source] = frozenset({a})
    return lambda value: dims.get(value, EMPTY)


class _KernelRows:
    """A kernel whose row (and column) is its global id along the axis: the work-items of the first
    G/F rows (and columns) take F each, the others return (the module docstring).  Along a dimension
    d of `extents` (a wrapper's single-pass copy, where a work-item past the user range N_d does
    nothing) the first N_d/F take F each instead, when N_d is divisible by F and the offset is 0: no
    block then straddles N_d (blocked over the rounded range, the wrapper's N_d of 1024 in 1056
    work-items left 32 of 528 columns of work-items running their outputs one by one: GEMM's wrapper
    0.37 ms against 0.31 ms on the H100)."""

    entry_guards = True  # a branch on the row ending the entry: decided per block of rows (_guard)
    kept = EMPTY

    def __init__(self, ids: set, extents: dict):
        self.sources, self.extents, self.guarded = ids, extents, False
        self.size_of = {}  # axis -> (G, the kernel's reads of it), where it reads G (shrunk launches only)

    @property
    def sizes(self) -> dict:
        """The kernel's reads of G along an axis -> G (shrunk launches only)."""
        return {read: size for size, reads in self.size_of.values() for read in reads}

    def why(self, axes: list) -> str:
        rows = axes[0].factor
        g = "N" if axes[0].d in self.extents else "G"  # what the rows (columns) are blocked over
        g0 = "N" if len(axes) > 1 and axes[1].d in self.extents else "G"
        block = (f"the first {g}/{rows} rows computes {rows} rows ({g} divisible by {rows}" if len(axes) == 1 else
                 f"the first {g}/{rows} rows and {g0}0/{axes[1].factor} columns computes {rows} x {axes[1].factor} outputs "
                 f"({g} divisible by {rows}, {g0}0 by {axes[1].factor}")
        user_range = "; N: the user range, past which work-items do nothing" if self.extents else ""
        return (f"each work-item of {block}; otherwise the kernel as it was){user_range}; every branch is row-independent"
                + ("" if not self.guarded else " but the guard at its entry, where a block of rows that "
                   "straddles it runs its rows one by one"))

    def rewrite(self, fn: Function, original: list, axes: list, dims_of, sizes_read: Optional[dict] = None) -> set:
        """The coarsened copy of `original` behind its dispatch; its blocks.  `sizes_read` (axis ->
        the kernel's reads of its global size along it): the copy is also entered from a shrunk
        launch (get_work_dim() one more than the kernel's dimensions, see launch_shape's blocks),
        whose work-items are all active, items the launch's size and G that times the axis'
        factor: what the kernel's own reads of G then stand for.  Selects on the launch-wide test,
        not phis, so that the ids stay affine for the passes after this one (loop-internalize)."""
        names = Names(fn)
        dispatch = _enter(fn, original[0], names.fresh("co.dispatch"))
        coarse = new_block(fn, names.fresh("co.rows"), after=original[-1])
        idle = new_block(fn, names.fresh("co.idle"), after=coarse)
        append(idle, "ret void")
        shrunk = None  # whether the launch is the shrunk one (an i1 value)
        if sizes_read is not None:
            top, dims = dispatch, 1 + max(axis.d for axis in axes)
            dispatch = new_block(fn, names.fresh("co.ranged"), after=top)
            work_dim = append(top, f"%{names.fresh('co.work_dim')} = call spir_func i32 {{0}}()", work_dim_function(fn.module))
            shrunk = append(top, f"%{names.fresh('co.shrunk')} = icmp eq i32 {{0}}, {dims + 1}", work_dim)
            append(top, "br i1 {0}, label {1}, label {2}", shrunk, coarse, dispatch)
        even = active = None
        copies: dict = {SHARED: {}}
        for a, axis in enumerate(axes):
            if axis.d in self.extents:  # blocks over the user range, from offset 0
                gid, offset = (read_quantity(dispatch, names, q, axis.d, "co") for q in ("global_id", "global_offset"))
                size = recompute(dispatch, *self.extents[axis.d])
                at_zero = append(dispatch, f"%{names.fresh('co.at0')} = icmp eq i64 {{0}}, 0", offset)
                divisible = append(dispatch, f"%{names.fresh('co.even')} = and i1 {{0}}, {{1}}",
                                   _divisible(dispatch, names, size, axis.factor), at_zero)
            else:  # (the shrunk launch's entry reads the ids itself, below)
                size = read_quantity(dispatch, names, "global_size", axis.d, "co")
                if shrunk is None:
                    gid, offset = (read_quantity(dispatch, names, q, axis.d, "co") for q in ("global_id", "global_offset"))
                divisible = _divisible(dispatch, names, size, axis.factor)
            even = divisible if even is None else append(dispatch, f"%{names.fresh('co.even')} = and i1 {{0}}, {{1}}", even, divisible)
            if shrunk is None:
                axis.items = append(coarse, f"%{names.fresh('co.items')} = lshr i64 {{0}}, {axis.shift}", size)
                item = append(coarse, f"%{names.fresh('co.item')} = sub i64 {{0}}, {{1}}", gid, offset)
            else:  # read again here, the launch's size standing for items or for G / factor
                launched, gid, offset = (read_quantity(coarse, names, q, axis.d, "co")
                                         for q in ("global_size", "global_id", "global_offset"))
                blocks = append(coarse, f"%{names.fresh('co.items')} = lshr i64 {{0}}, {axis.shift}", launched)
                axis.items = append(coarse, f"%{names.fresh('co.items')} = select i1 {{0}}, i64 {{1}}, i64 {{2}}",
                                    shrunk, launched, blocks)
                whole = append(coarse, f"%{names.fresh('co.size')} = shl i64 {{0}}, {axis.shift}", launched)
                size = append(coarse, f"%{names.fresh('co.size')} = select i1 {{0}}, i64 {{1}}, i64 {{2}}",
                              shrunk, whole, launched)
                if sizes_read[a]:
                    self.size_of[a] = (size, sizes_read[a])
                item = append(coarse, f"%{names.fresh('co.item')} = sub i64 {{0}}, {{1}}", gid, offset)
            busy = append(coarse, f"%{names.fresh('co.active')} = icmp ult i64 {{0}}, {{1}}", item, axis.items)
            active = busy if active is None else append(coarse, f"%{names.fresh('co.active')} = and i1 {{0}}, {{1}}", active, busy)
            first = item if axis.spread else append(coarse, f"%{names.fresh('co.first')} = shl i64 {{0}}, {axis.shift}", item)
            axis.first = append(coarse, f"%{names.fresh('co.row')} = add i64 {{0}}, {{1}}", first, offset)
            for t in range(axis.factor):
                key = ((a, t),)
                ident = axis.id_at(coarse, names, t)
                copies.setdefault(key, {}).update({s: ident for s in axis.sources})
        copies[SHARED].update(self.sizes)
        sources = set().union(*(axis.sources for axis in axes))
        guard = original[0].terminator if dims_of(original[0].terminator) else None
        factors = tuple(axis.factor for axis in axes)
        made = _jam(fn, names, original, idle, dims_of, factors, copies, skip=sources | {guard} | set(self.sizes))
        _remap(made, copies, dims_of)
        self.guarded = guard is not None
        if guard is not None:
            self._guard(fn, names, original, copies, dims_of, guard, axes)
        append(coarse, "br i1 {0}, label {1}, label {2}", active, copies[SHARED][original[0]], idle)
        append(dispatch, "br i1 {0}, label {1}, label {2}", even, coarse, self.one if self.guarded else original[0])
        if self.guarded:  # the one-by-one loop runs the kernel as it was: the original goes
            erase_blocks(original)
        return {copies[SHARED][b] for b in original}

    def _guard(self, fn: Function, names: Names, original: list, copies: dict, dims_of, guard, axes: list) -> None:
        """The copy's entry ends in the guard `br i1 c, A, B` with c per row: the block of rows goes
        on together when c is the same for all (all pass, or none does: every row but the straddling
        block's), else each of its rows runs the kernel as it was, one after the other (the entry
        before the guard has no effects, so running it again is harmless).

        That one-by-one loop is also where a work-item goes when G is not divisible (self.one): it
        then runs one output, its own ids, which is the kernel as it was.  One copy of the kernel
        serves both (the caller erases the original), and its trip count is a phi, not the constant
        R x C: Intel's CPU runtime unrolled the constant loop of whole kernel bodies and vectorized
        each copy: with the original kept beside it and the constant loop, the JIT compiled 2mm's
        guarded product in 43 ms, in this form 30 ms (the blocked copy alone: 22 ms, the original
        kernel 17 ms; median of 12 builds of its SPIR-V, docs/measurements.md "Built programs")."""
        shared = copies[SHARED]
        entry = shared[original[0]]
        factors = tuple(axis.factor for axis in axes)
        conds = [_copy_of(copies, guard.operands[0], key, dims_of) for key in _keys(frozenset(range(len(axes))), factors)]
        every = some = conds[0]
        for c in conds[1:]:
            every = append(entry, f"%{names.fresh('co.all')} = and i1 {{0}}, {{1}}", every, c)
            some = append(entry, f"%{names.fresh('co.any')} = or i1 {{0}}, {{1}}", some, c)
        same = append(entry, f"%{names.fresh('co.same')} = icmp eq i1 {{0}}, {{1}}", every, some)
        together = new_block(fn, names.fresh("co.together"), after=entry)
        _, if_true, if_false = guard.operands
        append(together, "br i1 {0}, label {1}, label {2}", conds[0], shared[if_true], shared[if_false])
        self.one = one = new_block(fn, names.fresh("co.one"), after=fn.blocks[-1])
        head = new_block(fn, names.fresh("co.each"), after=one)
        rows = new_block(fn, names.fresh("co.each.t"), after=head)
        nxt = new_block(fn, names.fresh("co.next"), after=rows)
        append(entry, "br i1 {0}, label {1}, label {2}", same, together, head)

        def joined(straddling, own):  # an i64 of the loop: from the straddling block, from `one`
            if isinstance(straddling, int):
                return append(head, f"%{names.fresh('co.each')} = phi i64 [ {straddling}, {{0}} ], [ {own}, {{1}} ]",
                              entry, one)
            return append(head, f"%{names.fresh('co.each')} = phi i64 [ {{0}}, {{1}} ], [ {{2}}, {{3}} ]",
                          straddling, entry, own, one)
        total = 1 << sum(axis.shift for axis in axes)
        count = joined(total, 1)
        firsts = [joined(axis.first, read_quantity(one, names, "global_id", axis.d, "co")) for axis in axes]
        spacing = [joined(axis.items, read_quantity(one, names, "global_size", axis.d, "co")) if axis.spread else None
                   for axis in axes]  # (the one output's copy 0 never reads it)
        sizes = {a: joined(size, read_quantity(one, names, "global_size", axes[a].d, "co"))
                 for a, (size, _) in self.size_of.items()}
        append(one, "br label {0}", head)
        append(head, "br label {0}", rows)
        # copy t of the block: t = (row copy, column copy) in mixed radix; (`count` stands for the
        # next t until that exists)
        t = append(rows, f"%{names.fresh('co.t')} = phi i64 [ 0, {{0}} ], [ {{1}}, {{2}} ]", head, count, nxt)
        replaced, below = {}, 0
        for a in reversed(range(len(axes))):
            axis = axes[a]
            part = t if below == 0 else append(rows, f"%{names.fresh('co.t')} = lshr i64 {{0}}, {below}", t)
            if a != 0:
                part = append(rows, f"%{names.fresh('co.t')} = and i64 {{0}}, {axis.factor - 1}", part)
            ident = axis.id_at(rows, names, part, firsts[a], spacing[a])
            replaced.update({s: ident for s in axis.sources})
            below += axis.shift
        own_sizes = {read: sizes[a] for a, (_, reads) in self.size_of.items() for read in reads}
        each = {SHARED: {**replaced, **own_sizes}}
        made = _jam(fn, names, original, nxt, lambda v: EMPTY, (), each, skip=set(replaced) | set(self.sizes))
        _remap(made, each, lambda v: EMPTY)
        append(rows, "br label {0}", each[SHARED][original[0]])
        for block in original:  # each row's return goes on to the next row
            copy = each[SHARED][block]
            if copy.terminator.opcode == "ret":
                copy.terminator.erase()
                append(copy, "br label {0}", nxt)
        t1 = append(nxt, f"%{names.fresh('co.t')} = add i64 {{0}}, 1", t)
        more = append(nxt, f"%{names.fresh('co.more')} = icmp ult i64 {{0}}, {{1}}", t1, count)
        done = new_block(fn, names.fresh("co.done"), after=nxt)
        append(done, "ret void")
        append(nxt, "br i1 {0}, label {1}, label {2}", more, rows, done)
        t.replace_uses_of(count, t1)


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
    def why(axes: list) -> str:
        factor = axes[0].factor
        return (f"its grid-stride loop along the row walks blocks of {factor} rows (user range divisible by "
                f"{factor}; otherwise the wrapper as it was); every branch is row-independent")

    def rewrite(self, fn: Function, original: list, axes: list, dims_of, sizes_read: None = None) -> set:
        """(A wrapper's launch is never shrunk: `sizes_read` is None.)"""
        (axis,) = axes
        d, factor, shift = axis.d, axis.factor, axis.shift
        names = Names(fn)
        dispatch = new_entry(fn, names.fresh("co.dispatch"))
        bound = recompute(dispatch, self.loop.bound, self.bound_slice)  # N again, in the new entry
        size, gid = (read_quantity(dispatch, names, q, d, "co") for q in ("global_size", "global_id"))
        ok = _divisible(dispatch, names, bound, factor)
        for text, value in ((f"icmp ult i64 {{0}}, {1 << (63 - shift)}", size), (f"icmp ult i64 {{0}}, {1 << 63}", bound)):
            test = append(dispatch, f"%{names.fresh('co.fits')} = " + text, value)
            ok = append(dispatch, f"%{names.fresh('co.ok')} = and i1 {{0}}, {{1}}", ok, test)
        base = append(dispatch, f"%{names.fresh('co.base')} = shl i64 {{0}}, {shift}", gid)
        stride = append(dispatch, f"%{names.fresh('co.stride')} = shl i64 {{0}}, {shift}", size)
        copies: dict = {SHARED: {i: base for i in self.ids}}
        made = _jam(fn, names, original, original[-1], dims_of, (factor,), copies, skip=self.ids, once={self.loop.phi})
        shared = copies[SHARED]
        phi, header = shared[self.loop.phi], shared[self.loop.loop.header]
        at = sum(1 for i in header.instructions if i.opcode == "phi")
        for t in range(factor):  # row t of the block: p + t, at the top of the copied header
            copies.setdefault(((0, t),), {})[self.loop.phi] = phi if t == 0 else header.insert(
                at + t - 1, f"%{names.fresh('co.row')} = add i64 {{0}}, {t}", phi)
        _remap(made, copies, dims_of)
        shared[self.loop.step].replace_uses_of(shared[self.loop.size], stride)  # p += R * G
        append(dispatch, "br i1 {0}, label {1}, label {2}", ok, shared[original[0]], original[0])
        return {shared[b] for b in original}


def _wrapper_rows(fn: Function, d: int, ids: set, queries: list):
    """The wrapper's grid-stride loop along d as _WrapperRows, or why it cannot be coarsened."""
    loops = [s for s in strided_loops(fn) if s.dim == d]
    if len(loops) != 1:
        return "a range-rounding wrapper without one grid-stride loop along the row"
    (loop,) = loops
    for gid in ids:  # the id only starts the loop and guards it (gid < N): the copy's base row does both
        for user in gid.users:
            if user is not loop.phi and not (user.opcode == "icmp" and loop.bound in user.operands):
                return "a range-rounding wrapper that uses its id along the row beyond its loop and guard"
    bound_slice = parameter_slice(loop.bound)
    if bound_slice is None:
        return "a range-rounding wrapper whose user range is not read from its parameters"
    return _WrapperRows(loop, ids, bound_slice)


def _row_dependent(blocks: list, sources: set, kept: frozenset, noalias: set, guards: bool = False):
    """The instructions of `blocks` (a kernel's, entry first) that depend on the row (computed from `sources`, not through `kept`;
    allocas, stores and calls with effects: once per row), or why `fn` cannot be coarsened.  With
    `guards`, the entry block may end in a branch on the row when nothing before it has effects
    (a guard `if (i < n)`: see _KernelRows)."""
    per_row: set = set()
    region = set(blocks)
    for inst in (i for b in blocks for i in b.instructions):
        if any("addrspace(3)" in part for part in inst.parts):
            return "uses local memory"
        if inst.opcode in ("atomicrmw", "cmpxchg", "fence"):
            return f"has an `{inst.opcode}` (work-items may communicate)"
        if inst.opcode == "call":
            callee = inst.called_function
            if callee is None or not callee.is_declaration:
                return f"calls {'@' + callee.name if callee else 'through a pointer'}, which coarsening does not look into"
            if call_quantity(callee.name) is None and (communicates(callee.name) or _UNMAPPED.search(callee.name)):
                return f"calls @{callee.name} (work-items may communicate)"
            if has_effects(inst):
                per_row.add(inst)  # effects of its own: once per row
        elif inst.opcode in ("alloca", "store") or inst.opcode not in PURE_OPCODES and inst.opcode not in (
                "load", "phi", "br", "switch", "ret", "unreachable"):
            per_row.add(inst)
        if inst.opcode == "store" and not pointer_bases(inst.operands[-1]) - {PRIVATE} <= noalias:
            return "stores through a pointer the host did not prove noalias"
    per_row |= sources
    work = list(per_row)
    while work:  # everything computed from a row-dependent value depends on the row
        for user in work.pop().users:
            if isinstance(user, Instruction) and user not in per_row and user not in kept:
                per_row.add(user)
                work.append(user)
    per_row -= sources  # (the sources themselves are replaced: see _jam)
    entry = blocks[0]
    for block in blocks:
        term = block.terminator
        if term is not None and term.opcode in ("br", "switch") and term in per_row and not (
                guards and block is entry and term.opcode == "br" and not any(map(has_effects, entry.instructions))):
            return "a branch depends on the row: the rows would take different paths"
        if term is not None and term.opcode not in ("br", "switch", "ret"):
            return f"ends a block with `{term.opcode}`"
    loops = [loop for loop in natural_loops(entry.function) if loop.header in region]
    if not any(i.opcode == "load" and i not in per_row for loop in loops for b in loop.blocks for i in b.instructions):
        return NOTHING_SHARED
    return per_row


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
        written = set().union(*(pointer_bases(i.operands[-1]) for i in stores)) if stores else set()
        if not stores or not written <= noalias or any(
                i.block in inner or not dominates(dom, i.block, latch)
                or isinstance(i.operands[-1], Instruction) and i.operands[-1].block in loop.blocks for i in stores):
            continue
        if any(i.opcode == "load" and pointer_bases(i.operands[0]) & (written | {None}) for i in body):
            continue
        if any(i.opcode == "call" and has_effects(i) for i in body):
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


def _enter(fn: Function, block: Block, name: str) -> Block:
    """An empty block called `name` that takes over the edges into `block` (which has no phis): the
    function's new entry when `block` is its entry."""
    if block is fn.entry:
        return new_entry(fn, name)
    dispatch = new_block(fn, name, after=fn.blocks[fn.blocks.index(block) - 1])
    for pred in list(block.predecessors):
        pred.terminator.replace_uses_of(block, dispatch)
    return dispatch


def _divisible(block, names: Names, value, factor: int):
    rest = append(block, f"%{names.fresh('co.rest')} = and i64 {{0}}, {factor - 1}", value)
    return append(block, f"%{names.fresh('co.even')} = icmp eq i64 {{0}}, 0", rest)


def _jam(fn: Function, names: Names, original: list, after, dims_of, factors: tuple, copies: dict,
         skip: set, once: frozenset = EMPTY) -> list:
    """The coarsened copy of `original` (the function's blocks), placed after `after`: blocks once;
    in each, its phis first, then its other instructions in order, each once per combination of the
    rows of the axes it depends on (`dims_of`; `factors`: rows per axis), into copies[key] (see
    _keys).  `skip`: instructions not copied (the row sources: `copies` holds what stands for them);
    `once`: copied once although a row source (a wrapper's strided id; the caller sets its rows).
    Returns the copies made with their key, operands still the originals': `_remap` them once
    `copies` is complete."""
    shared = copies[SHARED]
    for block in original:
        shared[block] = after = new_block(fn, names.fresh("co"), after=after)
    made = []
    for block in original:
        target = shared[block]
        phis = [i for i in block.instructions if i.opcode == "phi"]
        for group in (phis, [i for i in block.instructions if i.opcode != "phi"]):
            for inst in group:
                if inst in skip:
                    continue
                for key in _keys(EMPTY if inst in once else dims_of(inst), factors):
                    copy = place(target, len(target.instructions), clone_instruction(inst, inst.operands, None))
                    copies.setdefault(key, {})[inst] = copy
                    made.append((copy, key))
    return made


def _keys(dims: frozenset, factors: tuple):
    """The keys of the copies of something depending on the axes `dims`: one per combination of
    their rows, ((axis, t), ...) in axis order; SHARED when it depends on none (rows interleave at
    block granularity, each row's instructions in their original order)."""
    return itertools.product(*[[(a, t) for t in range(factors[a])] for a in sorted(dims)])


def _copy_of(copies: dict, value, key: tuple, dims_of):
    """`value`'s copy for the instruction copy `key` (its rows on the axes `value` depends on),
    else the shared copy; None if there is none (a parameter, a constant)."""
    dims = dims_of(value)
    own = copies.get(tuple(pair for pair in key if pair[0] in dims)) if dims else None
    found = own.get(value) if own else None
    return found if found is not None else copies[SHARED].get(value)


def _remap(made: list, copies: dict, dims_of) -> None:
    """Point the copies' operands at the copies: a row's own first, then the shared ones."""
    for copy, key in made:
        for i, op in enumerate(copy.operands):
            new = _copy_of(copies, op, key, dims_of)
            if new is not None:
                copy.set_operand(i, new)
