"""Reshape launches (a pass): a loop of a range kernel becomes a launch dimension, host and device
together.

A kernel over `range<1>(n)` whose work-item walks a loop -- a correlation's j = i+1 .. n-1, a
mat-vec's row or column -- runs n work-items where n times more could run; nothing in the kernel
can launch more.  This pass changes both sides of the launch, as one decision per kernel, in one of
two forms (passes.analysis.loop_parallelism proves which applies):

  independent iterations (exact)
    device  `for (j = lo; j < B; ++j)` becomes the grid-stride loop `for (j = lo + gid_D; j < B;
            j += G_D)` over the new SPIR-V dimension D (= the launch's dimensionality); stores before
            the loop run only in work-items with gid_D = 0 (they ran once per work-item of the
            original launch); a work-item whose first j is past B skips the loop.  Each j runs in
            exactly one work-item, its own operations in their original order.
    host    nd_range (min(B, cap), range...) in work-groups of (1, .., `local`).
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
    dimensions without offset, and whose arguments map to the launches' captures;
  - every launch sets its range through the same runtime call -- the `nd_range_view` call of DPC++
    2026 headers (a handler's, or a queue shortcut's direct submit), or the padded `range<3>` call
    of 2025.1-2025.2 (made a branch to the nd_range overload; not an `invoke`) -- in a program of one
    host module; where that call sits in a helper other kernels' launches go through too (-O0), the
    helpers are cloned for the kernel;
  - independent iterations: the loop bound B is a constant, a captured scalar that every launch's
    global size along one dimension equals (the host's symbols), or a captured scalar that is one
    number on every launch (a size from the command line under --args) or what the kernel computes
    from such scalars before the loop (`int(cols)`: `and i64 %cols, 4294967295`), so the host can
    size the new dimension;
  - the loop qualifies (loop_parallelism.find_independent_loop).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from lift import Argument, Constant, Instruction
from lift.syntax import binary_operands, phi_incoming
from lift.edit import Names, append, clone_blocks, erase_blocks, new_block, rename_incoming, split_block

from passes import RESHAPED, KernelPass, PassContext
from passes.analysis.affine import AffineAnalysis
from passes.analysis.device_model import builtin_function
from passes.analysis.link import KernelLinks
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
                "when": f"the fastest global size is a multiple of {shape.local}"}
            return
        ctx.kernel_report(name)["reshaped"] = {
            "form": "reduction over work-items" if loop.reduction else "independent iterations as work-items",
            "new_dimension": dims,
            "size": f"global size of SYCL dimension {shape.outer_from}" if shape.outer_from >= 0 else shape.outer_constant,
            "work_group": shape.work_group(dims),
            "when": f"the fastest global size is a multiple of {shape.local}",
            **({"reassociated": True} if shape.reassociated else {}),
            **({"loads_ahead": ahead} if ahead else {})}

    def _plan(self, ctx: PassContext, kl: KernelLinks):
        """(loop, shape, the host's LaunchEdit), or why the kernel is left alone."""
        edit = plan_launch_edit(ctx, kl, (1, 2), self.host_edits)
        if isinstance(edit, str):
            return edit
        dims = edit.dims
        size_params = _size_parameters(kl, dims)
        loop = find_independent_loop(kl.kernel.function, dims, size_params)
        if isinstance(loop, str):
            return loop
        if loop.reduction is not None:
            return self._reduction_plan(kl, loop, edit)
        bound = loop.bound
        if isinstance(bound, int):
            shape = LaunchShape(kl.kernel.name, outer_constant=bound, local=self.local, cap=self.cap)
        elif isinstance(bound, Argument) and bound in size_params.values():
            spirv = next(d for d, p in size_params.items() if p is bound)
            shape = LaunchShape(kl.kernel.name, outer_from=dims - 1 - spirv, local=self.local, cap=self.cap)
        elif (known := integer_value(bound, kl.constant_scalars())) is not None:
            shape = LaunchShape(kl.kernel.name, outer_constant=known, local=self.local, cap=self.cap)
        else:
            return "the loop's bound is neither a constant nor a launch's global size (the host cannot size the new dimension)"
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
        length = kl.kernel.original_of(loop.bound) if isinstance(loop.bound, Argument) else None
        shape = LaunchShape(kl.kernel.name, outer_constant=lanes, local=local, cap=self.cap, outer_local=lanes,
                            reassociated=int(r.reassociates), length_argument=-1 if length is None else length,
                            length_constant=loop.bound if isinstance(loop.bound, int) else -1)
        return loop, shape, edit


# integer operations integer_value folds: opcode -> (a, b) -> result, before wrapping to the width
_FOLDS = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
          "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
          "shl": lambda a, b: a << b, "lshr": lambda a, b: a >> b}
_MIN_MAX = {"llvm.umax.": max, "llvm.umin.": min}


def integer_value(value, known: dict):
    """The integer a kernel value has on every launch: a literal, a parameter in `known` (captured
    scalars that are one number on every launch), or integer arithmetic, casts and unsigned
    min/max of such values computed in the kernel; None otherwise."""
    if isinstance(value, int):
        return value
    if isinstance(value, Constant):
        return int(value.text) if value.text.lstrip("-").isdigit() else None
    if isinstance(value, Argument):
        return known.get(value)
    if not isinstance(value, Instruction):
        return None
    width = value.syntax.result_type or ""
    bits = int(width[1:]) if width[:1] == "i" and width[1:].isdigit() else None
    if bits is None:
        return None
    op = value.opcode
    if op in _FOLDS:
        operands = binary_operands(value)
        args = [integer_value(o, known) for o in operands] if operands else [None]
        if None in args or (op in ("shl", "lshr") and args[1] >= bits):  # (a shift by the width or more: poison)
            return None
        return _FOLDS[op](*args) % (1 << bits)
    if op in ("zext", "trunc"):  # (values are kept unsigned: zext keeps them, trunc wraps them)
        inner = integer_value(value.operands[0], known)
        return None if inner is None else inner % (1 << bits)
    callee = value.called_function
    fold = next((f for prefix, f in _MIN_MAX.items() if callee is not None and callee.name.startswith(prefix)), None)
    if fold is not None:
        args = [integer_value(a.value, known) for a in value.syntax.call_arguments]
        return None if None in args or not args else fold(args)
    return None


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


def _size_parameters(kl: KernelLinks, dims: int) -> dict:
    """SPIR-V dimension -> the scalar parameter every launch's global size along it equals."""
    scalars = kl.scalar_parameters()
    found = {}
    for sycl in range(dims):
        terms = tuple(l.global_terms[sycl] if l.global_terms else None for l in kl.launches)
        if terms in scalars:
            found[dims - 1 - sycl] = scalars[terms]
    return found


# --------------------------------------------------------------------------------------------------
# The device side


def _rewrite_kernel(fn, loop: IndependentLoop, dims: int, local: int = 1, lanes: int = 1, loads_ahead: int = 0) -> int:
    """The loop over the new dimension `dims` (see the module docstring); a reduction's partial sums
    are combined in a work-group of `local` x `lanes` work-items (SPIR-V dimensions 0 and `dims`),
    and its lane loop issues the loads of `loads_ahead` iterations together where it can
    (_lane_loads_ahead).  Returns the iterations whose loads go together (0: none)."""
    names = Names(fn)
    module = fn.module
    entry = fn.blocks[0]
    at = _after_phis(entry)
    lane = entry.insert(at, f"%{names.fresh('reshape.global_id')} = call spir_func i64 {{0}}(i32 {dims})",
                        builtin_function(module, "global_id"))
    pre = _dedicated_preheader(fn, names, loop)
    term = pre.terminator
    index = pre.instructions.index(term)
    size = pre.insert(index, f"%{names.fresh('reshape.global_size')} = call spir_func i64 {{0}}(i32 {dims})",
                      builtin_function(module, "global_size"))
    start = pre.insert(index + 1, f"%{names.fresh('reshape.start')} = add i64 {{0}}, {{1}}", _value(loop.init), lane)
    cmp = "slt" if loop.signed else "ult"
    go = pre.insert(index + 2, f"%{names.fresh('reshape.go')} = icmp {cmp} i64 {{0}}, {{1}}", start, _value(loop.bound))
    pre.insert(index + 3, "br i1 {0}, label {1}, label {2}", go, loop.loop.header, loop.exit)
    term.erase()
    loop.phi = _rebuild_phi(loop.phi, {pre: start}, names)
    latch = loop.step.block
    step = latch.insert(latch.instructions.index(loop.step),
                        f"%{names.fresh('reshape.next')} = add i64 {{0}}, {{1}}", loop.phi, size)
    loop.step.replace_all_uses_with(step)
    loop.step.erase()
    branch = latch.terminator
    more = latch.insert(latch.instructions.index(branch),
                        f"%{names.fresh('reshape.more')} = icmp {cmp} i64 {{0}}, {{1}}", step, _value(loop.bound))
    latch.insert(latch.instructions.index(branch), "br i1 {0}, label {1}, label {2}", more, loop.loop.header, loop.exit)
    branch.erase()
    loop.compare.erase()
    if loop.reduction is not None:
        _combine_lanes(fn, names, loop, pre, lane, dims, local, lanes, TREE_FAN_IN)
    for store in loop.stores_before:
        _once(fn, names, store, lane)
    if loads_ahead > 1 and _lane_loads_ahead(fn, names, loop, pre, size, loads_ahead):
        return loads_ahead
    return 0


def _lane_loads_ahead(fn, names: Names, loop: IndependentLoop, pre, stride, unroll: int) -> bool:
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
    cmp = "slt" if loop.signed else "ult"
    start = next(v for v, b in phi_incoming(loop.phi) if b is pre)
    span = append(test, f"%{names.fresh('reshape.ahead.span')} = mul i64 {{0}}, {unroll - 1}", stride)
    fits = append(test, f"%{names.fresh('reshape.ahead.fits')} = icmp {cmp} i64 {{0}}, {{1}}",
                  append(test, f"%{names.fresh('reshape.ahead.last')} = add i64 {{0}}, {{1}}", start, span), _value(loop.bound))
    append(test, "br i1 {0}, label {1}, label {2}", fits, ahead, header)
    leave = new_block(fn, names.fresh("reshape.ahead.exit"), after=ahead)
    step = last[mapping[back[loop.phi]]]
    term = ahead.terminator
    term.replace_uses_of(exit_block, leave)
    more = term.operands[0]
    more.replace_uses_of(step, ahead.insert(ahead.instructions.index(more),
                                            f"%{names.fresh('reshape.ahead.last')} = add i64 {{0}}, {{1}}", step, span))
    left = append(leave, f"%{names.fresh('reshape.ahead.left')} = icmp {cmp} i64 {{0}}, {{1}}", step, _value(loop.bound))
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
    pre = loop.preheader
    if len(pre.successors) == 1:
        return pre
    block = new_block(fn, names.fresh("reshape.preheader"), after=pre)
    block.insert(0, "br label {0}", loop.loop.header)
    pre.terminator.replace_uses_of(loop.loop.header, block)
    rename_incoming(loop.loop.header, pre, block)
    loop.preheader = block
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
