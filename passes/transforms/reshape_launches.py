"""Reshape launches (a pass): a loop of a range kernel becomes a launch dimension, host and device
together.

A kernel over `range<1>(n)` whose work-item walks a loop -- a correlation's j = i+1 .. n-1, a
mat-vec's row or column -- runs n work-items where n times more could run; nothing in the kernel
can launch more.  This pass changes both sides of the launch, as one decision per kernel, in one of
two forms (passes.analysis.loop_parallelism proves which applies):

  independent iterations (exact)
    device  the counted loop (passes.analysis.loop_model: counter j = s + c*k in iteration k = 0,
            1, .., any exit test) becomes the grid-stride loop over k = gid_D, gid_D + G_D, .. on
            the new SPIR-V dimension D (= the launch's dimensionality), iteration k running where
            the loop's own test of k - 1 says so; stores before the loop run only in work-items with
            gid_D = 0 (they ran once per work-item of the original launch); a work-item whose first
            k does not run skips the loop.  Each k runs in exactly one work-item, its own operations
            in their original order.
    host    nd_range (min(T, cap), range...) in work-groups of (1, .., `local`), T the most
            iterations a work-item runs (isl's maximum over the model's iteration set).
  a reduction (reassociates floating-point sums: `--fp-reassociate`, or `reassoc` flags in the IR)
    device  the same loop over `lanes` work-items per original one, lane 0 starting from the sum's
            initial value and the others from its identity (-0.0, 0); after the loop the lanes'
            partial sums meet in local memory (a tree, barriers between its levels: every path of
            the kernel reaches that point) and lane 0 alone goes on with the total.  A lane's
            loop of one block runs LANE_LOADS_AHEAD iterations per pass while that many are left,
            their loads first (_lane_loads_ahead): same sums, one wait for memory per pass.
    host    nd_range (lanes, range...) in work-groups of (lanes, .., neighbours): a row walk (unit
            stride in j) gets 128 lanes per row, a column walk (unit stride across work-items) 64
            lanes under 16 neighbouring columns.
  a reduction that must keep its order (float adds without `reassoc`, no `--fp-reassociate`), over
  a row walk of a one-dimensional launch
    device  unchanged.
    host    nd_range (range) in work-groups of 4 (a `groups` shape): NVIDIA's runtime puts a range
            launch's work-items in groups of 256, so 4096 rows fill 16 of the GPU's multiprocessors,
            each walking 256 rows at once through its cache; in small groups they spread over all
            of them, each multiprocessor walking few rows.  The rewritten RowMatVec on an H200
            (replay --range-local, n = 1024 / 4096 / 8192, against the runtime's choice): groups of
            1: 4.4x / 3.1x / 1.6x, 2: 4.3x / 3.2x / 2.5x, 4: 4.1x / 2.8x / 2.7x, 8: 3.9x / 2.5x /
            2.4x, 32: 1.7x at 4096 -- bit-identical; the column walk gains nothing from it (it reads
            neighbouring elements across work-items already), so it keeps its launch.
In all three, the host's runtime call that gives the launch its range (`handler::setNDRangeDescriptor`)
passes the new nd_range when the original fastest global size is a multiple of the work-group's
extent along it, tested at run time, and the original range otherwise
(passes.transforms.launch_shape).  With the original launch (G_D = 1, gid_D = 0) the kernel does
exactly what it did (no reduction step), so it is right whichever launch the host picks.  The
rewritten device module records each kernel's shape (`!sycl_lift.launch_shapes`): the replay
launches the rewritten kernels by it and compares reassociated sums within their length times
float's epsilon.

Runs after noalias-accessors (its proofs read `noalias`) and before the passes that shape work per
work-item from the raised launches (loop-hints, coarsen, loop-internalize, loop-barriers,
single-pass-wrappers), which leave the kernels it reshaped alone (`KernelPass.on_reshaped`).

Applied only where every condition holds, else the kernel and its launches stay as they were and
the report says why (`skipped`):
  - `--target gpu` (or `--enable reshape-launches`): on Intel's CPU runtime the reshaped
    correlation ran 0.45x of the original (docs/measurements.md);
  - a linked kernel (not a range-rounding wrapper) whose every launch is a `range` launch of 1 or 2
    dimensions without offset, and whose arguments map to the launches' captures -- or every launch
    an `nd_range` launch (a handler's or a queue shortcut's), for independent iterations: it keeps
    its own work-group under the new dimension (work-groups of 1 x its local sizes, LaunchShape
    `local` 0);
  - every launch sets its range through the same runtime call -- the `nd_range_view` call of DPC++
    2026 headers (a handler's, or a queue shortcut's direct submit), or the padded `range<3>` call
    of 2025.1-2025.2 (made a branch to the nd_range overload; an `invoke` stays one on both sides) --
    in a program of one host module; where that call sits in a helper other kernels' launches go
    through too (-O0), the helpers are cloned for the kernel;
  - independent iterations: T is a number -- from constants, captured scalars that are one number
    on every launch (a size from the command line under --args) and what the kernel computes from
    them (`int(cols)`: `and i64 %cols, 4294967295`) -- or a launch's global size plus a constant
    (a captured scalar the host proves equal to it), so the host can size the new dimension;
  - the loop qualifies (loop_parallelism.find_independent_loop).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import ClassVar

from lift import Argument, Constant, Instruction
from lift.syntax import phi_incoming
from lift.edit import Names, append, clone_blocks, erase_blocks, new_block, rename_incoming, split_block

from passes import LOOP_MODEL_SECONDS, RESHAPED, KernelPass, PassContext
from passes.analysis.affine import AffineAnalysis
from passes.analysis.device_model import builtin_function
from passes.analysis.link import KernelLinks, host_term
from passes.analysis.loop_model import HostFacts, integer_value
from passes.analysis.loop_parallelism import IndependentLoop, find_independent_loop
from passes.transforms.loads_ahead import issue_loads_first
from passes.transforms.launch_shape import LaunchEdit, LaunchShape, decide, plan_launch_edit
from passes.transforms.loop_barriers import barrier_function
from passes.transforms.loop_internalize import SEQ_CST_WORKGROUP_MEMORY, WORKGROUP



@dataclass(frozen=True)
class ReshapeLaunches(KernelPass):
    name: ClassVar[str] = "reshape-launches"
    target: str = "any"
    enabled: bool = False
    local: int = 64  # work-group width along the old fastest dimension
    cap: int = 65535  # the new dimension's largest size (NVIDIA's grid limit over work-groups of 1)
    fp_reassociate: bool = False  # floating-point sums may be split (--fp-reassociate)
    host_edits: bool = True  # False: the host module is written back unchanged (several translation units)

    def kernels(self, ctx: PassContext):
        if self.target != "gpu" and not self.enabled:
            return
        for name, kl in ctx.analyses.get("links", {}).items():
            if not kl.kernel.is_wrapper:
                yield name, kl

    def apply(self, ctx: PassContext) -> None:
        # the launch-shaping passes after this one assume the launches the host raised: not these
        ctx.analyses[RESHAPED] = set()
        super().apply(ctx)

    def apply_kernel(self, ctx: PassContext, name: str, kl: KernelLinks) -> None:
        plan = self._plan(ctx, kl)
        if isinstance(plan, str):
            ctx.skip(f"reshaping the launches of {name}", plan)
            return
        loop, shape, edit = plan
        dims = edit.dims
        ahead = 0
        if shape.kind == "outer":
            ahead = _rewrite_kernel(kl.kernel.function, loop, dims, shape.local, shape.outer_local if loop.reduction else 1,
                                    LANE_LOADS_AHEAD if loop.reduction else 0)
        decide(ctx, shape, edit)
        ctx.analyses[RESHAPED].add(name)
        if shape.kind == "groups":
            ctx.kernel_report(name)["reshaped"] = {
                "form": "work-groups for a row walk that keeps its order", "work_group": shape.work_group(dims),
                "when": shape.condition}
            return
        ctx.kernel_report(name)["reshaped"] = {
            "form": "reduction over work-items" if loop.reduction else "independent iterations as work-items",
            "new_dimension": dims,
            "size": f"global size of SYCL dimension {shape.outer_from}" if shape.outer_from >= 0 else shape.outer_constant,
            "work_group": shape.work_group(dims),
            "when": shape.condition,
            **({"reassociated": True} if shape.reassociated else {}),
            **({"loads_ahead": ahead} if ahead else {})}

    def _plan(self, ctx: PassContext, kl: KernelLinks):
        """(loop, shape, the host's LaunchEdit), or why the kernel is left alone."""
        edit = plan_launch_edit(ctx, kl, (1, 2), self.host_edits, kinds=("range", "nd_range"))
        if isinstance(edit, str):
            return edit
        kinds = {launch.kind for launch in kl.launches}
        if "nd_range" in kinds and kinds != {"nd_range"}:
            return "nd_range launches are reshaped where every launch of the kernel is one"
        dims = edit.dims
        started = time.perf_counter()
        loop = find_independent_loop(kl.kernel.function, dims, host_facts(kl, dims))
        ctx.analyses.setdefault(LOOP_MODEL_SECONDS, {})[kl.kernel.name] = time.perf_counter() - started
        if isinstance(loop, str):
            return loop
        if loop.reduction is not None:
            if "nd_range" in kinds:
                return "a reduction's lanes within an nd_range launch's own work-groups are not made"
            return self._reduction_plan(kl, loop, edit)
        size = _outer_size(kl, loop, dims)
        if isinstance(size, str):
            return size
        kind, value = size
        shape = LaunchShape(kl.kernel.name, local=0 if "nd_range" in kinds else self.local, cap=self.cap,
                            **({"outer_from": value} if kind == "from" else {"outer_constant": value}))
        return loop, shape, edit

    def _reduction_plan(self, kl: KernelLinks, loop: IndependentLoop, edit: LaunchEdit):
        """A reduction's lanes: along the rows of a row-major walk (unit stride in the loop's
        counter) 128 lanes per work-item of the original launch, each work-group one of them;
        otherwise (a column walk: unit stride across work-items) 64 lanes under 16 neighbouring
        work-items, which keep reading neighbouring elements (64 bytes of a row at a time).  The
        H100's best of six shapes each (benchmarks/reshape_speed.py; docs/measurements.md)."""
        r = loop.reduction
        along_rows = _walks_rows(kl.kernel.function, loop)
        if r.reassociates and not (r.allowed or self.fp_reassociate):
            if along_rows and edit.dims == 1:
                return loop, LaunchShape(kl.kernel.name, local=ROW_GROUP, kind="groups"), edit
            return ("summing floats in another order changes the result's rounding: the loop's adds carry "
                    "no reassoc flag (allow it with --fp-reassociate)")
        local, lanes = (1, ROW_LANES) if along_rows else COLUMN_GROUP
        length, constant = _sum_length(kl, loop)
        shape = LaunchShape(kl.kernel.name, outer_constant=lanes, local=local, cap=self.cap, outer_local=lanes,
                            reassociated=int(r.reassociates), length_argument=length, length_constant=constant)
        return loop, shape, edit


ROW_LANES = 128
LANE_LOADS_AHEAD = 8  # iterations of a reduction's lane loop whose loads are issued together (_lane_loads_ahead)
ROW_GROUP = 4  # work-items per group of an exact row walk's launch (module docstring)
COLUMN_GROUP = (16, 64)  # a column walk's work-group: neighbouring columns x lanes
TREE_FAN_IN = 2  # partial sums each level of the lanes' tree adds (_combine_lanes)


def _walks_rows(fn, loop: IndependentLoop) -> bool:
    """Whether the loop's loads move by one element per iteration (a row of a row-major matrix)
    rather than across work-items of dimension 0."""
    analysis = AffineAnalysis(fn)
    unit = across = 0
    for access in analysis.accesses():  # the loads that differ between work-items (not a shared vector)
        if access.is_store or access.offset is None or all(l.header is not loop.loop.header for l in access.loops) \
                or not access.offset.depends_on(("global_id", 0)):
            continue
        unit += access.offset.coefficient(("iv", loop.phi)) == access.size
        across += access.offset.coefficient(("global_id", 0)) == access.size
    return unit >= across


def host_facts(kl: KernelLinks, dims: int) -> HostFacts:
    """What the host proves about every launch of the kernel (loop_model.HostFacts): each global
    size as the one number of all launches or the scalar parameter it equals, the scalars that are
    numbers, and the host's term of each parameter and accessor member where the launches agree."""
    scalars = kl.scalar_parameters()
    sizes, size_terms = {}, {}
    for sycl in range(dims):
        spirv = dims - 1 - sycl
        numbers = {l.global_[sycl] if l.global_ else None for l in kl.launches}
        terms = tuple(l.global_terms[sycl] if l.global_terms else None for l in kl.launches)
        if len(numbers) == 1 and isinstance(number := numbers.pop(), int):
            sizes[spirv] = number
        elif terms in scalars:
            sizes[spirv] = scalars[terms]
        if len(set(terms)) == 1 and terms[0] is not None:
            size_terms[spirv] = terms[0] if isinstance(terms[0], int) else ("sym", terms[0])
    carried = kl.carried()

    def term(what):
        found = {host_term(what, carried, launch) for launch in kl.launches}
        return found.pop() if len(found) == 1 else None

    return HostFacts(sizes, kl.constant_scalars(), term, size_terms)


def _outer_size(kl: KernelLinks, loop: IndependentLoop, dims: int):
    """("constant", n) or ("from", SYCL dimension): how the host sizes the new dimension from the
    most iterations a work-item runs -- a number (constants, captured scalars of one value on every
    launch and what the kernel computes from them) or a launch's global size plus a constant (the
    grid-stride loop covers the rest) -- or why it cannot."""
    most = loop.most_iterations
    if most is None:
        return "the loop's trip count has no affine bound (the host cannot size the new dimension)"
    constant, terms = most
    known = kl.constant_scalars()
    value = constant
    for k, meaning in terms:
        number = _meaning_value(meaning, known)
        if number is None:
            value = None
            break
        value += k * number
    if value is not None:
        return "constant", max(1, value)
    if len(terms) == 1 and terms[0][0] == 1 and terms[0][1][0] == "size":
        return "from", dims - 1 - terms[0][1][1]
    return ("the loop's trip count is neither a constant nor a launch's global size (the host cannot size "
            "the new dimension)")


def _meaning_value(meaning, known: dict):
    """The number a trip-count parameter (loop_model's meaning) has on every launch, or None."""
    if meaning[0] == "size":
        return None
    value = 1
    for _, what in meaning:
        number = integer_value(what, known)
        if number is None:
            return None
        value *= number
    return value


def _sum_length(kl: KernelLinks, loop: IndependentLoop) -> tuple[int, int]:
    """(the kernel's original argument that is the sum's length, or the length as a number): -1 for
    what is not known (the replay's tolerance for a reassociated sum)."""
    most = loop.most_iterations
    if most is None:
        return -1, -1
    constant, terms = most
    if not terms:
        return -1, constant
    if len(terms) == 1 and terms[0][0] == 1 and len(terms[0][1]) == 1 and isinstance(terms[0][1][0][1], Argument):
        length = kl.kernel.original_of(terms[0][1][0][1])
        return (-1 if length is None else length), -1
    return -1, -1


# --------------------------------------------------------------------------------------------------
# The device side


def _rewrite_kernel(fn, loop: IndependentLoop, dims: int, local: int = 1, lanes: int = 1, loads_ahead: int = 0) -> int:
    """The loop over the new dimension `dims` (see the module docstring); a reduction's partial sums
    are combined in a work-group of `local` x `lanes` work-items (SPIR-V dimensions 0 and `dims`),
    and its lane loop issues the loads of `loads_ahead` iterations together where it can
    (_lane_loads_ahead).  Returns the iterations whose loads go together (0: none).

    The loop's iterations are numbered k = 0, 1, ..: iteration k has the counter j = s + c*k.  A
    work-item runs k = gid_D, gid_D + G_D, ..; whether iteration k runs is the loop's own test of
    iteration k - 1 (`_runs`; a header test asks it of k itself), so with the original launch (G_D
    = 1, gid_D = 0) the loop is exactly what it was."""
    names = Names(fn)
    module = fn.module
    counted = loop.counted
    entry = fn.blocks[0]
    at = _after_phis(entry)
    lane = entry.insert(at, f"%{names.fresh('reshape.global_id')} = call spir_func i64 {{0}}(i32 {dims})",
                        builtin_function(module, "global_id"))
    pre = _dedicated_preheader(fn, names, loop)
    term = pre.terminator
    size = pre.insert(pre.instructions.index(term), f"%{names.fresh('reshape.global_size')} = call spir_func i64 {{0}}(i32 {dims})",
                      builtin_function(module, "global_size"))
    numbering = _Numbering(counted.init, counted.step, counted.phi.syntax.result_type, counted.test)
    numbering.place_room(pre, pre.instructions.index(term), names)
    header = counted.loop.header
    latch = counted.loop.latches[0]
    old_back = counted.back
    k = header.insert(0, f"%{names.fresh('reshape.k')} = phi i64 [ {{0}}, {{1}} ], [ {{2}}, {{3}} ]", lane, pre, lane, latch)
    j = _counter_at(header, _after_phis(header), names, numbering, k)
    counted.phi.replace_all_uses_with(j)
    counted.phi.erase()
    for follower, entry_value, step in counted.followers:  # another add-recurrence: its own start and step
        value = _counter_at(header, header.instructions.index(j) + 1, names,
                            _Numbering(entry_value, step, follower.syntax.result_type, counted.test), k)
        back = next(v for v, b in phi_incoming(follower) if b in counted.loop.blocks)
        follower.replace_all_uses_with(value)
        follower.erase()
        _erase_dead(back)
    k_next = latch.insert(latch.instructions.index(latch.terminator),
                          f"%{names.fresh('reshape.next')} = add i64 {{0}}, {{1}}", k, size)
    k.set_operand(2, k_next)
    test = counted.test
    if test.at_latch:  # iteration k + G runs when the loop's test of k + G - 1 says so
        branch = latch.terminator
        more = _runs(latch, latch.instructions.index(branch), names, numbering, k_next)
        latch.insert(latch.instructions.index(branch), "br i1 {0}, label {1}, label {2}", more, header, counted.exit)
        branch.erase()
        first = pre.insert(pre.instructions.index(term), f"%{names.fresh('reshape.first')} = icmp eq i64 {{0}}, 0", lane)
        runs = _runs(pre, pre.instructions.index(term), names, numbering, lane)
        go = pre.insert(pre.instructions.index(term), f"%{names.fresh('reshape.go')} = or i1 {{0}}, {{1}}", first, runs)
        pre.insert(pre.instructions.index(term), "br i1 {0}, label {1}, label {2}", go, header, counted.exit)
        term.erase()
    else:
        _header_test(counted, names, numbering, k)
    _erase_dead(test.compare)
    _erase_dead(old_back)
    counted.phi = k
    counted.init = lane
    if loop.reduction is not None:
        _combine_lanes(fn, names, loop, pre, lane, dims, local, lanes, TREE_FAN_IN)
    for store in loop.stores_before:
        _once(fn, names, store, lane)
    if loads_ahead > 1 and test.at_latch and _lane_loads_ahead(fn, names, loop, numbering, pre, size, loads_ahead):
        return loads_ahead
    return 0


@dataclass
class _Numbering:
    """What numbers a counted loop's iterations: iteration k has the counter init + step*k (of
    `counter_type`); `room` (an i64 value before the loop) is how far past the loop's first tested
    value its test still goes on -- B - (s + d) counting up, (s + d) - B counting down, the operands
    extended as the test's signedness reads them -- so iteration k runs when |c| * k is below it
    (`inclusive`: or equal).  The distance never wraps, however far past the end a work-item's
    first k lies (a work-item of the new dimension may start there); the values themselves would."""

    init: object
    step: int
    counter_type: str
    test: object  # loop_model.IterationTest
    room: object = None
    inclusive: bool = False

    def place_room(self, block, at: int, names: Names) -> None:
        test = self.test
        width = f"i{test.width}"
        extend = "sext" if test.signed else "zext"

        def to_i64(value, type_text: str, at: int):
            if type_text == "i64":
                return value, at
            return block.insert(at, f"%{names.fresh('reshape.wide')} = {extend} {type_text} {{0}} to i64", value), at + 1

        start, start_type = _value(self.init), self.counter_type
        if start_type != width:
            cast = "trunc" if int(start_type[1:]) > test.width else extend
            start = block.insert(at, f"%{names.fresh('reshape.start')} = {cast} {start_type} {{0}} to {width}", start)
            at += 1
        start, at = to_i64(start, width, at)
        bound, at = to_i64(_value(test.bound), width, at)
        first = block.insert(at, f"%{names.fresh('reshape.first_tested')} = add i64 {{0}}, {test.offset}", start)
        operands = (bound, first) if self.step > 0 else (first, bound)
        self.room = block.insert(at + 1, f"%{names.fresh('reshape.room')} = sub i64 {{0}}, {{1}}", *operands)
        self.inclusive = test.order in ("le", "ge")


def _counter_at(block, at: int, names: Names, numbering: _Numbering, k):
    """j = s + c*k in the counter's type, placed at `at` in `block` (k an i64 value); returns j."""
    counter_type = numbering.counter_type
    value = k
    if int(counter_type[1:]) < 64:
        value = block.insert(at, f"%{names.fresh('reshape.k.narrow')} = trunc i64 {{0}} to {counter_type}", value)
        at += 1
    if numbering.step != 1:
        value = block.insert(at, f"%{names.fresh('reshape.k.scaled')} = mul {counter_type} {{0}}, {numbering.step}", value)
        at += 1
    return block.insert(at, f"%{names.fresh('reshape.j')} = add {counter_type} {{0}}, {{1}}", value, _value(numbering.init))


def _runs(block, at: int, names: Names, numbering: _Numbering, k, tested_before: bool = True):
    """`iteration k runs` as an i1 placed at `at` in `block` (k an i64 value): the loop's test of
    iteration k - 1 (k >= 1; a header test, `tested_before` False: of iteration k itself), read
    as the distance |c| * (k - 1) against the room the test leaves (_Numbering)."""
    if tested_before:
        k = block.insert(at, f"%{names.fresh('reshape.k.before')} = add i64 {{0}}, -1", k)
        at += 1
    distance = block.insert(at, f"%{names.fresh('reshape.distance')} = mul i64 {{0}}, {abs(numbering.step)}", k)
    return block.insert(at + 1, f"%{names.fresh('reshape.runs')} = icmp {'sle' if numbering.inclusive else 'slt'} "
                        "i64 {0}, {1}", distance, numbering.room)


def _header_test(counted, names: Names, numbering: _Numbering, k) -> None:
    """A header test replaced by `iteration k runs` (_runs on k itself)."""
    block = counted.test.compare.block
    branch = block.terminator
    at = block.instructions.index(branch)
    runs = _runs(block, at, names, numbering, k, tested_before=False)
    go_on = next(s for s in block.successors if s in counted.loop.blocks)
    block.insert(block.instructions.index(branch), "br i1 {0}, label {1}, label {2}", runs, go_on, counted.exit)
    branch.erase()


def _erase_dead(inst) -> None:
    """Erase `inst` and the pure values only it used, where nothing uses them any more."""
    todo = [inst]
    while todo:
        inst = todo.pop()
        if not isinstance(inst, Instruction) or inst.users or inst.block is None or inst.opcode in ("call", "store", "phi"):
            continue
        operands = list(inst.operands)
        inst.erase()
        todo.extend(operands)


def _lane_loads_ahead(fn, names: Names, loop: IndependentLoop, numbering: _Numbering, pre, stride, unroll: int) -> bool:
    """A lane's loop, one block stepping by the launch's size G along the new dimension, chains its
    loads through its partial sum: each load waits for the memory once, and a column statistic's
    lane makes rows / 64 of them one after the other.  In front of it goes a copy that runs `unroll`
    iterations per pass while all of them exist (`j + (unroll - 1) G < B`), their global loads first
    (passes.transforms.loads_ahead); the loop then runs what is left.  Every iteration is run once,
    in order, with its own operations: the sum is the one the loop computed.  False where the loop
    is not such a block (then it stays as it is)."""
    header, exit_block = loop.loop.header, loop.exit
    if len(loop.loop.blocks) != 1 or header not in header.successors or set(header.predecessors) != {pre, header}:
        return False
    phis = [i for i in header.instructions if i.opcode == "phi"]
    back = {p: next(v for v, b in phi_incoming(p) if b is header) for p in phis}
    leaving = [(phi, v) for phi in exit_block.instructions if phi.opcode == "phi"
               for v, b in phi_incoming(phi) if b is header]
    if any(isinstance(v, Instruction) and v.block is header and v not in back.values() for _, v in leaving):
        return False
    test = new_block(fn, names.fresh("reshape.ahead.test"), after=pre)
    ahead = new_block(fn, names.fresh("reshape.ahead"), after=test)
    mapping = {header: ahead, pre: test}
    clone_blocks([header], mapping)
    copied_iv = mapping[loop.phi]
    carried = {mapping[p]: mapping[v] for p, v in back.items() if p is not loop.phi}
    last = issue_loads_first(ahead, copied_iv, carried, unroll, names, "reshape.ahead", invariant=test)
    if last is None:
        erase_blocks([ahead, test])
        return False
    start = next(v for v, b in phi_incoming(loop.phi) if b is pre)
    span = append(test, f"%{names.fresh('reshape.ahead.span')} = mul i64 {{0}}, {unroll - 1}", stride)
    last_of_pass = append(test, f"%{names.fresh('reshape.ahead.last')} = add i64 {{0}}, {{1}}", start, span)
    fits = _runs(test, len(test.instructions), names, numbering, last_of_pass)
    append(test, "br i1 {0}, label {1}, label {2}", fits, ahead, header)
    leave = new_block(fn, names.fresh("reshape.ahead.exit"), after=ahead)
    step = last[mapping[back[loop.phi]]]
    term = ahead.terminator
    term.replace_uses_of(exit_block, leave)
    old_more = term.operands[0]
    at = ahead.instructions.index(term)
    next_last = ahead.insert(at, f"%{names.fresh('reshape.ahead.last')} = add i64 {{0}}, {{1}}", step, span)
    term.set_operand(0, _runs(ahead, at + 1, names, numbering, next_last))
    _erase_dead(old_more)
    left = _runs(leave, 0, names, numbering, step)
    append(leave, "br i1 {0}, label {1}, label {2}", left, header, exit_block)
    pre.terminator.replace_uses_of(header, test)
    rename_incoming(header, pre, test)
    for phi in phis:
        _rebuild_phi(phi, {}, names, extra=(last.get(mapping[back[phi]], mapping[back[phi]]), leave))
    for phi, v in leaving:
        _rebuild_phi(phi, {}, names, extra=(last.get(mapping.get(v, v), v), leave))
    fn.mark_dirty()
    return True


def _dedicated_preheader(fn, names: Names, loop: IndependentLoop):
    """The loop's preheader, a block of its own: one that also branches elsewhere gets a new block
    on its edge into the loop."""
    pre = loop.counted.preheader
    if len(pre.successors) == 1:
        return pre
    block = new_block(fn, names.fresh("reshape.preheader"), after=pre)
    block.insert(0, "br label {0}", loop.loop.header)
    pre.terminator.replace_uses_of(loop.loop.header, block)
    rename_incoming(loop.loop.header, pre, block)
    loop.counted.preheader = block
    return block


def _combine_lanes(fn, names: Names, loop: IndependentLoop, pre, lane, dims: int, local: int, lanes: int,
                   fan_in: int = 2) -> None:
    """The lanes' partial sums combined after the loop: lane 0 starts from the loop's initial value,
    the others from the sum's identity; where the launch has more than one lane (G_D > 1) they meet
    in local memory, a tree over the `lanes` per work-item along SPIR-V dimension 0 whose every level
    adds `fan_in` partial sums (both powers of two; the last level fewer where `fan_in` runs over), and lane 0 alone goes on with
    the total; with the original launch (G_D = 1) the kernel goes on at once, as it was."""
    r = loop.reduction
    module = fn.module
    ty = r.type
    entry = fn.blocks[0]
    first = entry.instructions.index(lane) + 1
    is_lane0 = entry.insert(first, f"%{names.fresh('reshape.lane0')} = icmp eq i64 {{0}}, 0", lane)
    init = r.init if not isinstance(r.init, str) else None
    if isinstance(init, Instruction):
        home = init.block
        at = _after_phis(home) if init.opcode == "phi" else home.instructions.index(init) + 1
        if home is entry and at <= entry.instructions.index(is_lane0):
            at = entry.instructions.index(is_lane0) + 1
    else:
        home, at = entry, entry.instructions.index(is_lane0) + 1
    start_value = home.insert(at, f"%{names.fresh('reshape.init')} = select i1 {{0}}, {ty} {{1}}, {ty} {r.identity}",
                              is_lane0, init if init is not None else Constant(r.init))
    _rebuild_phi(r.phi, {b: start_value for v, b in phi_incoming(r.phi) if b not in loop.loop.blocks}, names)
    exit_block = loop.exit
    if r.exit_phi is None:
        r.exit_phi = _leaving_phi(names, loop)
    exit_phi = _rebuild_phi(r.exit_phi, {b: start_value for v, b in phi_incoming(r.exit_phi) if v is not r.update}, names,
                            extra=(start_value, pre) if pre not in [b for _, b in phi_incoming(r.exit_phi)] else None)
    rest = _split_after_phis(fn, names, exit_block)
    later_uses = list(exit_phi.uses)  # what uses the sum after the loop: the total from here on
    direct = new_block(fn, names.fresh("reshape.direct"), after=exit_block)
    reduce = new_block(fn, names.fresh("reshape.reduce"), after=direct)
    done = new_block(fn, names.fresh("reshape.done"), after=reduce)
    done.insert(0, "ret void")
    size = exit_block.insert(len(exit_block.instructions),
                             f"%{names.fresh('reshape.lanes')} = call spir_func i64 {{0}}(i32 {dims})",
                             builtin_function(module, "global_size"))
    single = exit_block.insert(len(exit_block.instructions), f"%{names.fresh('reshape.single')} = icmp eq i64 {{0}}, 1", size)
    exit_block.insert(len(exit_block.instructions), "br i1 {0}, label {1}, label {2}", single, direct, reduce)
    direct.insert(0, "br label {0}", rest)
    buffer = module.add_global("__sycl_lift_partial_sums", f"internal addrspace(3) global [{local * lanes} x {ty}] undef, align 8")
    barrier = barrier_function(module)
    barrier_text = f"call spir_func void {{0}}(i32 {WORKGROUP}, i32 {WORKGROUP}, i32 {SEQ_CST_WORKGROUP_MEMORY})"
    block = reduce

    def add(text: str, *values):
        return block.insert(len(block.instructions), text, *values)

    row = add(f"%{names.fresh('reshape.row')} = call spir_func i64 {{0}}(i32 0)", builtin_function(module, "local_id")) \
        if local > 1 else None
    base = add(f"%{names.fresh('reshape.slot')} = mul i64 {{0}}, {local}", lane)
    if row is not None:
        base = add(f"%{names.fresh('reshape.slot')} = add i64 {{0}}, {{1}}", base, row)
    mine = add(f"%{names.fresh('reshape.mine')} = getelementptr inbounds [{local * lanes} x {ty}], ptr addrspace(3) {{0}}, i64 0, i64 {{1}}",
               buffer, base)
    add(f"store {ty} {{0}}, ptr addrspace(3) {{1}}, align 4", exit_phi, mine)
    add(barrier_text, barrier)
    combine = "fadd" if r.reassociates else "add"
    width = lanes
    while width > 1:  # each level: the lanes below width / fan add the fan - 1 partial sums above them
        fan = min(fan_in, width)
        width //= fan
        step = new_block(fn, names.fresh("reshape.step"), after=block)
        sync = new_block(fn, names.fresh("reshape.sync"), after=step)
        below = add(f"%{names.fresh('reshape.below')} = icmp ult i64 {{0}}, {width}", lane)
        add("br i1 {0}, label {1}, label {2}", below, step, sync)
        block = step
        total = add(f"%{names.fresh('reshape.a')} = load {ty}, ptr addrspace(3) {{0}}, align 4", mine)
        for k in range(1, fan):
            other = add(f"%{names.fresh('reshape.other')} = getelementptr inbounds {ty}, ptr addrspace(3) {{0}}, "
                        f"i64 {k * width * local}", mine)
            b = add(f"%{names.fresh('reshape.b')} = load {ty}, ptr addrspace(3) {{0}}, align 4", other)
            total = add(f"%{names.fresh('reshape.sum')} = {combine} {ty} {{0}}, {{1}}", total, b)
        add(f"store {ty} {{0}}, ptr addrspace(3) {{1}}, align 4", total, mine)
        add("br label {0}", sync)
        block = sync
        add(barrier_text, barrier)
    total = add(f"%{names.fresh('reshape.total')} = load {ty}, ptr addrspace(3) {{0}}, align 4",
                _slot_of_lane0(block, names, buffer, local, lanes, ty, row))
    add("br i1 {0}, label {1}, label {2}", is_lane0, rest, done)
    summed = rest.insert(0, f"%{names.fresh('reshape.result')} = phi {ty} [ {{0}}, {{1}} ], [ {{2}}, {{3}} ]",
                         exit_phi, direct, total, block)
    for user, i in later_uses:
        user.set_operand(i, summed)
    fn.mark_dirty()


def _slot_of_lane0(block, names: Names, buffer, local: int, lanes: int, ty: str, row):
    index = "{1}" if row is not None else "0"
    return block.insert(len(block.instructions),
                        f"%{names.fresh('reshape.first')} = getelementptr inbounds [{local * lanes} x {ty}], "
                        f"ptr addrspace(3) {{0}}, i64 0, i64 {index}", buffer, *([row] if row is not None else []))


def _after_phis(block) -> int:
    return next((i for i, inst in enumerate(block.instructions) if inst.opcode != "phi"), len(block.instructions))


def _value(v):
    """An IR value for an operand: an int literal becomes a Constant."""
    return Constant(str(v)) if isinstance(v, int) else v


def _leaving_phi(names: Names, loop: IndependentLoop) -> Instruction:
    """The sum as it leaves the loop, for an exit that uses it directly: a phi of it from the latch
    at the exit's start (LLVM's loop-closed form), which every use after the loop then reads."""
    r, latch = loop.reduction, loop.loop.latches[0]
    after = [u for u in dict.fromkeys(r.update.users) if u.block not in loop.loop.blocks]
    phi = loop.exit.insert(0, f"%{names.fresh('reshape.leaving')} = phi {r.type} [ {{0}}, {{1}} ]", r.update, latch)
    for user in after:
        user.replace_uses_of(r.update, phi)
    return phi


def _rebuild_phi(phi: Instruction, values: dict, names: Names, extra=None) -> Instruction:
    """`phi` again with the values `values` gives for some predecessors (block -> value), and one
    more incoming (value, block) when `extra`; the old phi's uses go to the new one."""
    pairs = [(values.get(b, v), b) for v, b in phi_incoming(phi)] + ([extra] if extra else [])
    block = phi.block
    texts, operands = [], []
    for value, pred in pairs:
        if isinstance(value, str):
            texts.append(f"[ {value}, {{{len(operands)}}} ]")
            operands.append(pred)
        else:
            texts.append(f"[ {{{len(operands)}}}, {{{len(operands) + 1}}} ]")
            operands += [_value(value), pred]
    new = block.insert(block.instructions.index(phi), f"%{names.fresh('reshape.phi')} = phi {phi.syntax.result_type} "
                       + ", ".join(texts), *operands)
    phi.replace_all_uses_with(new)
    phi.erase()
    return new


def _split_after_phis(fn, names: Names, block):
    """Move everything of `block` after its phis into a new block right after it (returned)."""
    return split_block(block, _after_phis(block), names.fresh("reshape.rest"))


def _once(fn, names: Names, store: Instruction, first) -> None:
    """Run `store` only in work-items whose id along the new dimension is 0: its block is split
    around it (`if (gid == 0) store; rest`)."""
    block = store.block
    at = block.instructions.index(store)
    rest = split_block(block, at + 1, names.fresh("reshape.rest"))
    block.instructions.remove(store)
    once = new_block(fn, names.fresh("reshape.once"), after=block)
    store.block = once
    once.instructions.append(store)
    once.insert(1, "br label {0}", rest)
    is_first = block.insert(len(block.instructions), f"%{names.fresh('reshape.first')} = icmp eq i64 {{0}}, 0", first)
    block.insert(len(block.instructions), "br i1 {0}, label {1}, label {2}", is_first, once, rest)
    fn.mark_dirty()
