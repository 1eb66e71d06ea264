"""How a rewrite changes the way a kernel is launched: the rule, its record in the device module,
and the host IR that applies it.

A `LaunchShape` says, for one kernel, what its launches become, in one of three kinds:

  outer   the launch gains a new slowest dimension (SYCL dimension 0; the old ones move up by one,
          so their SPIR-V numbering is unchanged) of size `outer_size` -- the original launch's
          global size along SYCL dimension `outer_from`, or the constant `outer_constant` -- capped at
          `cap`, and becomes an nd_range launch with work-groups of `outer_local` x 1 x .. x `local`
          (`outer_local`: 1 when the new dimension spreads independent iterations, a reduction's
          lanes otherwise; `local` along the old fastest dimension); `local` 0: an nd_range launch,
          which keeps its own work-group, `outer_local` x (its local sizes);
  groups  the launch keeps its global range and becomes an nd_range launch with work-groups of
          1 x .. x `local`: the work-items are spread over more work-groups than the runtime's own
          choice makes (the kernel itself is unchanged);
  blocks  a two-dimensional launch (G0, G1) whose work-items each compute `rows` x `columns`
          outputs (coarsen) becomes the nd_range (1, G0 / rows, G1 / columns) in work-groups of
          (1, `row_local`, `local`): one work-item per block of outputs, none idle.  The new slowest
          dimension of size 1 is how the kernel tells this launch from the original one
          (get_work_dim() is 3), since both have two dimensions' worth of ids.
The shape applies only when the old fastest global size is a multiple of `local` (blocks: of
`columns` x `local`, and G0 of `rows` x `row_local`; `local` 0: always); otherwise the launch is
left as it was.  The
kernels rewritten for it are right for both forms (see reshape_launches, coarsen), so this choice is
the host's alone, made at run time.

Passes decide a shape with `decide` (the shape and the host call that sets the launch's range,
`plan_launch_edit`); `apply_shapes`, at the end of the pipeline, edits the host calls and records the
shapes of the kernels that did not fail later on (a failed kernel is restored as it was, so its
launches must stay as they were too: device and host change together or not at all).  The
rewritten device module records every kernel's shape as
`!sycl_lift.launch_shapes = !{!N, ...}`, `!N = !{!"kernel", !"KIND", i64 outer_from, i64
outer_constant, i64 local, i64 cap, i64 outer_local, i64 reassociated, i64 length_argument, i64
length_constant, i64 rows, i64 columns, i64 row_local}` (-1 for what is not used): the
replay launches the rewritten kernels by it (`read_shapes`, `LaunchShape.apply`), and `build`
needs nothing more than the rewritten host module, which applies it (`edit_view_call`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from lift import Constant, Instruction, LiftError, Module
from lift.edit import Names, also_from, internal_copy_text, new_block, split_block

from passes.analysis.device_model import kernel_type_name

NAMED = "sycl_lift.launch_shapes"
KINDS = ("outer", "groups", "blocks")
SHAPES = "launch-shapes"  # analysis: [(LaunchShape, LaunchEdit)], the shapes passes decided (`decide`)


@dataclass(frozen=True)
class LaunchShape:
    kernel: str
    outer_from: int = -1  # SYCL dimension of the original global range that sizes the new one
    outer_constant: int = -1
    local: int = 64
    cap: int = 65535
    outer_local: int = 1  # the work-group's extent along the new dimension (a reduction's lanes)
    reassociated: int = 0  # 1: the kernel sums floats in another order on this shape (compare with a tolerance)
    # the sum's length: the kernel's original argument that is it, or a constant (-1: not a reduction)
    length_argument: int = -1
    length_constant: int = -1
    kind: str = "outer"  # or "groups": the global range kept, only work-groups given; or "blocks"
    rows: int = 1  # blocks: outputs per work-item along SYCL dimension 0 (the launch shrinks by it)
    columns: int = 1  # ... and along the fastest dimension
    row_local: int = 1  # blocks: the work-group's extent along SYCL dimension 0
    # blocks: the kernel gets a copy of its own for this shape, launched where it applies
    # (passes.transforms.shape_copy); not part of the recorded shape
    own_copy: bool = field(default=False, compare=False)

    @property
    def keeps_work_items_together(self) -> bool:
        """Whether each work-item of the original launch stays within ONE work-group of this one: a
        `groups` launch (the kernel as it was), or an `outer` launch whose new dimension lies whole
        in every work-group (a reduction's lanes).  Kernels so launched may be fused, a barrier
        between them (passes.analysis.fusion)."""
        if self.kind == "groups":
            return True
        return (self.kind == "outer" and self.outer_local > 1 and self.outer_from < 0
                and min(self.outer_constant, self.cap) == self.outer_local)

    @property
    def splits_work_items(self) -> bool:
        """Whether the work of one original work-item is done by several work-items (a barrier must
        then order what they share)."""
        return self.kind == "outer" and self.outer_local > 1

    def work_group(self, dims: int):
        """The work-group (SYCL order) this shape gives a launch of `dims` dimensions (outer, groups),
        or how it is made from the launch's own (`local` 0)."""
        if self.kind == "groups":
            return [1] * (dims - 1) + [self.local]
        if not self.local:
            return f"{self.outer_local} x the launch's own work-group"
        return [self.outer_local] + [1] * (dims - 1) + [self.local]

    @property
    def condition(self) -> str:
        """When the host launches by this shape (the report's `when`)."""
        if not self.local:
            return "always (the launch's own work-groups)"
        return f"the fastest global size is a multiple of {self.local}"

    def apply(self, global_size: tuple, local_size: Optional[tuple]) -> Optional[tuple[tuple, tuple]]:
        """The (global, local) sizes in SYCL order a launch of (global_size, local_size) becomes, or
        None where it stays as it was (a local size given, but to blocks, whose kernels read no
        work-group position; the old fastest size not a multiple of `local`)."""
        if not global_size:
            return None
        if not self.local:  # an nd_range launch keeps its work-group
            if self.kind != "outer" or local_size is None:
                return None
            outer = global_size[self.outer_from] if self.outer_from >= 0 else self.outer_constant
            return (max(1, min(outer, self.cap)),) + tuple(global_size), (self.outer_local,) + tuple(local_size)
        if (local_size is not None and self.kind != "blocks") or global_size[-1] % self.local:
            return None  # (blocks: decided only where the kernel reads nothing a local size changes)
        if self.kind == "groups":
            return tuple(global_size), (1,) * (len(global_size) - 1) + (self.local,)
        if self.kind == "blocks":
            if len(global_size) != 2 or global_size[0] % (self.rows * self.row_local) \
                    or global_size[1] % (self.columns * self.local):
                return None
            return (1, global_size[0] // self.rows, global_size[1] // self.columns), (1, self.row_local, self.local)
        outer = global_size[self.outer_from] if self.outer_from >= 0 else self.outer_constant
        outer = max(1, min(outer, self.cap))
        return (outer,) + tuple(global_size), (self.outer_local,) + (1,) * (len(global_size) - 1) + (self.local,)

    def opencl_sizes(self, global_size: tuple, local_size: Optional[tuple]) -> Optional[tuple[tuple, tuple]]:
        """`apply` on OpenCL-order sizes (SYCL's reversed), giving OpenCL-order sizes."""
        reshaped = self.apply(tuple(reversed(global_size)), tuple(reversed(local_size)) if local_size else None)
        return (tuple(reversed(reshaped[0])), tuple(reversed(reshaped[1]))) if reshaped else None

    def metadata(self) -> str:
        numbers = ", ".join(f"i64 {getattr(self, name)}" for name in _NUMBERS)
        return f'!{{!"{self.kernel}", !"{self.kind}", {numbers}}}'


# the numbers of a shape's metadata, in order
_NUMBERS = ("outer_from", "outer_constant", "local", "cap", "outer_local", "reassociated", "length_argument",
            "length_constant", "rows", "columns", "row_local")


def write_shapes(device: Module, shapes: list[LaunchShape]) -> None:
    if shapes:
        device.add_named_metadata(NAMED, [device.add_metadata(s.metadata()) for s in shapes])


def decide(ctx, shape: LaunchShape, edit) -> None:
    """A pass's decision that `shape.kernel` (rewritten for it) is launched by `shape`, through `edit`
    (a LaunchEdit), or -- `edit` a kernel's name -- where that kernel's launches are, by the same
    shape (a fused kernel, launched in place of its last member: recorded only where that kernel's
    shape is applied)."""
    ctx.analyses.setdefault(SHAPES, []).append((shape, edit))


def decided_shapes(ctx) -> dict:
    """kernel -> the LaunchShape a pass has decided for its launches so far."""
    return {shape.kernel: shape for shape, _ in ctx.analyses.get(SHAPES, ())}


def apply_shapes(ctx) -> None:
    """Edit the host's range calls for every decided shape whose kernel has not failed, and record
    those shapes in the device module (the end of the pipeline: see the module docstring).  A host
    edit that fails fails its kernel, which is then restored as it was; since the edit may have
    changed the host half-way, pipeline.rewrite then runs again from the inputs without it.  A shape with `own_copy`
    gets its kernel's copy launched where it applies (passes.transforms.shape_copy), where the host
    allows; otherwise the kernel serves both launches and the report says why."""
    kept, copies = [], {}
    decided = ctx.analyses.get(SHAPES, ())
    for shape, edit in decided:
        if shape.kernel in ctx.failed or isinstance(edit, str):
            continue
        copy = _launch_own_copy(ctx, shape, edit) if shape.own_copy else None
        if copy is not None:
            kept.append(shape)
            copies[shape.kernel] = copy
            ctx.kernel_report(shape.kernel).setdefault("coarsen", {}).setdefault("launch", {})["kernel"] = copy
        elif ctx.kernel_step("launch-shape", shape.kernel, lambda: edit.apply(shape)):
            kept.append(shape)
    applied = {shape.kernel for shape in kept}
    kept += [shape for shape, edit in decided if isinstance(edit, str) and edit in applied]
    write_shapes(ctx.device, kept)
    from passes.transforms.shape_copy import record_copies

    record_copies(ctx.device, copies)


def _launch_own_copy(ctx, shape: LaunchShape, edit: "LaunchEdit") -> Optional[str]:
    """The copy of `shape.kernel` for its shape, launched by the host where the shape applies (the
    range call edited too); None where the host or the kernel does not allow it: then nothing is
    edited, and the report's coarsen entry says why (`copy_why`)."""
    from passes.transforms.shape_copy import copy_for_shape, launch_copy, switch_plan

    try:
        if edit.edit is not edit_view_call:
            raise LiftError("the range call is the 2025 headers' (their kernel hand-over is not rewritten)")
        plan = switch_plan(ctx.host, ctx.device, shape.kernel)
    except LiftError as e:
        ctx.kernel_report(shape.kernel).setdefault("coarsen", {})["copy_why"] = e.message
        return None
    made = []

    def step():
        made.append(copy_for_shape(ctx.device, shape.kernel, shape))
        flag = launch_copy(ctx.host, plan, made[0])
        edit.apply(shape, flag)

    return made[0] if ctx.kernel_step("launch-shape", shape.kernel, step) else None


def read_shapes(device: Module) -> dict[str, LaunchShape]:
    """kernel -> its LaunchShape, from a rewritten device module (empty: launches unchanged)."""
    out = {}
    for ref in device.metadata_operands(f"!{NAMED}") or ():
        items = device.metadata_operands(ref) or []
        if len(items) != 2 + len(_NUMBERS) or items[1][2:-1] not in KINDS:
            raise LiftError(f"malformed launch shape {ref}", device.filename)
        numbers = dict(zip(_NUMBERS, (int(x.split()[-1]) for x in items[2:])))
        out[items[0][2:-1]] = LaunchShape(items[0][2:-1], kind=items[1][2:-1], **numbers)
    return out


# --------------------------------------------------------------------------------------------------
# The host side

VIEW = {"global": 0, "local": 8, "offset": 16, "dims": 24}  # nd_range_view_v1::nd_range_view


class _Emitter:
    """Instructions placed before a call, allocas at the top of its function, fresh `reshape.*` names."""

    def __init__(self, call: Instruction):
        self.fn = call.block.function
        self.names = Names(self.fn)
        self.block = call.block
        self.index = self.block.instructions.index(call)
        self.allocas = 0

    def fresh(self, base: str) -> str:
        return "%" + self.names.fresh("reshape." + base)

    def alloca(self, base: str, text: str) -> Instruction:
        inst = self.fn.blocks[0].insert(self.allocas, f"{self.fresh(base)} = {text}")
        self.allocas += 1
        if self.block is self.fn.blocks[0]:
            self.index += 1
        return inst

    def emit(self, text: str, *values) -> Instruction:
        inst = self.block.insert(self.index, text, *values)
        self.index += 1
        return inst

    def array(self, base: str, values: list) -> Instruction:
        """A [3 x i64] on the stack holding `values` (ints or i64 IR values), zeros after them."""
        array = self.alloca(base, "alloca [3 x i64], align 8")
        for d in range(3):
            value = values[d] if d < len(values) else 0
            slot = self.emit(f"{self.fresh(base + '.at')} = getelementptr inbounds i8, ptr {{0}}, i64 {8 * d}", array)
            if isinstance(value, int):
                self.emit(f"store i64 {value}, ptr {{0}}, align 8", slot)
            else:
                self.emit("store i64 {1}, ptr {0}, align 8", slot, value)
        return array

    def sizes(self, pointer, dims: int) -> list:
        """The i64 sizes at pointer[0 .. dims - 1]."""
        out = []
        for d in range(dims):
            at = self.emit(f"{self.fresh('old.at')} = getelementptr inbounds i8, ptr {{0}}, i64 {8 * d}", pointer)
            out.append(self.emit(f"{self.fresh('old.size')} = load i64, ptr {{0}}, align 8", at))
        return out

    def reshaped(self, sizes: list, shape: "LaunchShape", old_global, flag: Optional[str] = None,
                 old_local=None) -> tuple:
        """(fits, new global array, new local array, new dimensionality) from the original global
        sizes (SYCL order) and the array that holds them; `flag`: a global i1 told `fits`
        (shape_copy); `old_local`: the launch's local sizes (an nd_range launch's, for `local` 0)."""
        new = self._reshaped(sizes, shape, old_global, old_local)
        if flag is not None:
            self.emit(f"store i1 {{0}}, ptr @{flag}, align 1", new[0])
        return new

    def _reshaped(self, sizes: list, shape: "LaunchShape", old_global, old_local=None) -> tuple:
        dims = len(sizes)
        if shape.kind == "outer" and not shape.local:  # an nd_range launch: its own work-group below the new dimension
            if old_local is None:
                raise LiftError("an nd_range shape for a launch without a local size")
            fits = Constant("true")  # (planned only where every launch of the kernel is an nd_range launch)
            outer = self._outer(sizes, shape)
            return (fits, self.array("global", [outer] + sizes),
                    self.array("local", [shape.outer_local] + self.sizes(old_local, dims)), dims + 1)
        if shape.kind == "blocks":  # G0 by rows x row_local, G1 by columns x local
            fits = None
            for size, factor in ((sizes[0], shape.rows * shape.row_local), (sizes[-1], shape.columns * shape.local)):
                rem = self.emit(f"{self.fresh('rem')} = urem i64 {{0}}, {factor}", size)
                test = self.emit(f"{self.fresh('fits')} = icmp eq i64 {{0}}, 0", rem)
                fits = test if fits is None else self.emit(f"{self.fresh('fits')} = and i1 {{0}}, {{1}}", fits, test)
            blocks = [self.emit(f"{self.fresh('blocks')} = udiv i64 {{0}}, {factor}", size)
                      for size, factor in ((sizes[0], shape.rows), (sizes[-1], shape.columns))]
            return fits, self.array("global", [1] + blocks), self.array("local", [1, shape.row_local, shape.local]), dims + 1
        rem = self.emit(f"{self.fresh('rem')} = urem i64 {{0}}, {shape.local}", sizes[-1])
        fits = self.emit(f"{self.fresh('fits')} = icmp eq i64 {{0}}, 0", rem)
        if shape.kind == "groups":
            return fits, old_global, self.array("local", [1] * (dims - 1) + [shape.local]), dims
        local = [shape.outer_local] + [1] * (dims - 1) + [shape.local]
        return fits, self.array("global", [self._outer(sizes, shape)] + sizes), self.array("local", local), dims + 1

    def _outer(self, sizes: list, shape: "LaunchShape"):
        """The new dimension's size: a launch's global size along `outer_from` or the constant,
        capped."""
        if shape.outer_from < 0:
            return max(1, min(shape.outer_constant, shape.cap))
        big = self.emit(f"{self.fresh('big')} = icmp ugt i64 {{0}}, {shape.cap}", sizes[shape.outer_from])
        return self.emit(f"{self.fresh('outer')} = select i1 {{0}}, i64 {shape.cap}, i64 {{1}}", big, sizes[shape.outer_from])


def edit_view_call(call: Instruction, view_index: int, dims: int, shape: LaunchShape, flag: Optional[str] = None) -> None:
    """Make a `handler::setNDRangeDescriptor(nd_range_view, bool)` call of a `dims`-dimensional range
    launch pass the reshaped view when the shape applies (the old fastest size a multiple of
    `local`), the old view otherwise: new arrays and view on the stack, filled from the old view's
    sizes, and a select between the two views.  Only the last step changes what the call does.
    `flag`: a global i1 that is then told whether the shape applies (shape_copy)."""
    e = _Emitter(call)
    view = call.operands[view_index]
    old_global = e.emit(f"{e.fresh('old.global')} = load ptr, ptr {{0}}, align 8", view)
    old_local = None
    if not shape.local:  # (an nd_range launch's)
        at = e.emit(f"{e.fresh('old.local.at')} = getelementptr inbounds i8, ptr {{0}}, i64 {VIEW['local']}", view)
        old_local = e.emit(f"{e.fresh('old.local')} = load ptr, ptr {{0}}, align 8", at)
    fits, new_global, new_local, new_dims = e.reshaped(e.sizes(old_global, dims), shape, old_global, flag, old_local)
    # an nd_range's offset is read whenever a local size is given: zeros, not null
    new_offset = e.array("offset", [])
    new_view = e.alloca("view", "alloca [4 x i64], align 8")
    for key, array in (("global", new_global), ("local", new_local), ("offset", new_offset)):
        slot = e.emit(f"{e.fresh('view.at')} = getelementptr inbounds i8, ptr {{0}}, i64 {VIEW[key]}", new_view)
        e.emit("store ptr {1}, ptr {0}, align 8", slot, array)
    slot = e.emit(f"{e.fresh('view.at')} = getelementptr inbounds i8, ptr {{0}}, i64 {VIEW['dims']}", new_view)
    e.emit(f"store i64 {new_dims}, ptr {{0}}, align 8", slot)
    chosen = e.emit(f"{e.fresh('chosen')} = select i1 {{0}}, ptr {{1}}, ptr {{2}}", fits, new_view, view)
    call.set_operand(view_index, chosen)


# handler::setNDRangeDescriptorPadded(range<3> global, range<3> local, id<3> offset, int dims): the
# nd_range form of the 2025 headers' padded call (exported by every 2025 libsycl)
PADDED_ND_RANGE = "_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi"


# the padded calls of the 2025 headers the pass rewrites, by their arguments: a range launch's
# (range<3>, bool, int) and an nd_range launch's (range<3> global, range<3> local, id<3> offset, int)
_PADDED_CALLS = (frozenset({"handler", "global", "dims"}), frozenset({"handler", "global", "local", "offset", "dims"}))


def edit_padded_call(call: Instruction, global_index: int, dims: int, shape: LaunchShape, flag: Optional[str] = None) -> None:
    """Make a `handler::setNDRangeDescriptorPadded` call of a `dims`-dimensional range launch
    (range<3>, bool, int: 2025 headers, sizes padded with zeros) or nd_range launch (global, local,
    offset, dims) a branch: when the shape applies, the nd_range overload with the reshaped sizes;
    otherwise the call as it was.  The branch is the last step: until then only unused values are
    added.  `flag`: as edit_view_call's.  An `invoke` (a command group that cleans up when the
    runtime throws) stays one on both sides: the new overload is invoked with the same normal and
    unwind destinations, whose phis take from it what they took from the old one."""
    e = _Emitter(call)
    module = e.fn.module
    handler = call.syntax.call_arguments[0].value
    old_global = call.operands[global_index]
    arguments = call.syntax.call_arguments
    # an nd_range launch's call (global, local, offset, dims): its local sizes, for a shape that keeps them
    old_local = arguments[2].value if len(arguments) == 5 else None
    fits, new_global, new_local, new_dims = e.reshaped(e.sizes(old_global, dims), shape, old_global, flag, old_local)
    new_offset = e.array("offset", [])
    callee = module.get_function(PADDED_ND_RANGE) or module.add_function(
        f"declare void @{PADDED_ND_RANGE}(ptr, ptr byval([3 x i64]) align 8, ptr byval([3 x i64]) align 8, "
        "ptr byval([3 x i64]) align 8, i32)\n")
    specs = [a.spec for a in callee.arguments]
    block = call.block
    at = block.instructions.index(call)
    invoked = call.opcode == "invoke"
    rest = None if invoked else split_block(block, at + 1, e.names.fresh("reshape.launched"))
    old = split_block(block, at, e.names.fresh("reshape.as_before"))
    new = new_block(e.fn, e.names.fresh("reshape.reshaped"), after=block)
    args = ", ".join(f"{spec} {{{i + 1}}}" for i, spec in enumerate(specs[1:4])) + f", {specs[4].split()[0]} {new_dims}"
    text = f"void {{0}}({specs[0]} {{4}}, {args})"
    if invoked:
        normal, unwind = call.operands[-2:]
        new.insert(0, f"invoke {text} to label {{5}} unwind label {{6}}",
                   callee, new_global, new_local, new_offset, handler, normal, unwind)
        for successor in (normal, unwind):
            also_from(successor, old, new, e.names)
    else:
        new.insert(0, f"call {text}", callee, new_global, new_local, new_offset, handler)
        new.insert(1, "br label {0}", rest)
        old.insert(len(old.instructions), "br label {0}", rest)
    block.insert(len(block.instructions), "br i1 {0}, label {1}, label {2}", fits, new, old)


# --------------------------------------------------------------------------------------------------
# Where the host sets a kernel's launch range


@dataclass(frozen=True)
class LaunchEdit:
    """The host call that sets every launch range of `kernel` (one call for all its launches), and
    the edit that makes it pass a shape's range: `apply` clones the helpers below the kernel's own
    host function first (`below`: the call stack from that function down to the helper that makes
    `call`), so that other kernels' launches through them stay as they were."""

    kernel: str
    dims: int
    below: tuple
    call: Instruction
    index: int  # the operand of `call` that holds the range
    edit: Callable

    def apply(self, shape: LaunchShape, flag: Optional[str] = None) -> None:
        """The edit (`flag`: see edit_view_call)."""
        self.edit(_own_copy(self.below, self.call, self.kernel), self.index, self.dims, shape, flag)


def plan_launch_edit(ctx, kl, dims_allowed: tuple, host_edits: bool = True, kinds: tuple = ("range",)):
    """The LaunchEdit for the linked kernel `kl`, whose launches must be launches of the `kinds`
    ("range", "nd_range": a local size the new shape replaces) without offset, of one
    dimensionality in `dims_allowed`, or why its launches cannot change."""
    launches = kl.launches
    if not launches or any(l.kind not in kinds or l.offset_symbolic or (l.offset and any(l.offset)) for l in launches):
        return f"not every launch is a{' range or nd_range' if 'nd_range' in kinds else ' range'} launch without offset"
    dims = launches[0].dims
    if dims not in dims_allowed or any(l.dims != dims for l in launches):
        return "launches of other than " + " or ".join(("one", "two", "three")[d - 1] for d in dims_allowed) + " dimensions"
    if kl.layout_error:
        return kl.layout_error
    if not host_edits:
        return "the program has several host modules, written back as they were: its launches cannot change"
    program = ctx.analyses.get("sycl-ops")
    if program is None or isinstance(program, dict):
        return "the host program was not raised in this run"
    mine = [op for op in program.launches if op.mangled and kernel_type_name(op.mangled) == kl.kernel.user_type]
    if not mine or any(op.range_call is None or op.range_call[0] is None for op in mine):
        return "the host call that sets a launch's range is not known"
    if len({op.range_call[0] for op in mine}) != 1:
        return "the launches set their ranges at different host calls"
    # where the call sits in a helper other kernels' launches go through too (-O0: one per
    # dimensionality), the helpers below the last function of this kernel's own are cloned for it;
    # a call no other kernel's launch makes (a queue shortcut inlined into main) is edited in place
    others = [op for op in program.launches if op not in mine and op.range_call is not None]
    chain = mine[0].range_call[1]
    if all(op.range_call[0] != mine[0].range_call[0] for op in others):
        below = chain[-1:]
    else:
        shared = {fn for op in others for fn, _ in op.range_call[1]}
        own = max((i for i, (fn, _) in enumerate(chain) if fn not in shared), default=None)
        if own is None:
            return "every host function on the way to the range call also launches other kernels"
        below = chain[own:]
    if any(op.range_call[1][-len(below):] != below for op in mine):
        return "the launches reach the range call through different host functions"
    call = mine[0].range_call[0][1]
    pattern = mine[0].range_call[2]
    if pattern.op in ("nd_range_view", "direct_launch"):  # handler::setNDRangeDescriptor, a queue shortcut's submit
        argument, edit = pattern.args["view"], edit_view_call
    elif pattern.op == "nd_range" and frozenset(pattern.args) in _PADDED_CALLS \
            and isinstance(pattern.args["global"], int) and call.opcode in ("call", "invoke"):
        argument, edit = pattern.args["global"], edit_padded_call  # the 2025 headers' padded range<3>
    else:
        return ("the launch's range is set by a runtime call this pass does not rewrite (the nd_range_view "
                "calls of DPC++ 2026 headers, a handler's or a queue shortcut's, and the padded range<3> calls "
                "of 2025.1-2025.2 are)")
    index = _operand_index(call, argument)
    if index is None:
        return "the range call's range argument is not a value"
    return LaunchEdit(kl.kernel.name, dims, tuple(below), call, index, edit)


def _own_copy(below: tuple, call: Instruction, kernel: str) -> Instruction:
    """The range call as the kernel's own: `below` is the call stack from the kernel's own function
    down to the helper that makes `call` (each entry: function, the call it makes); each helper
    below the first is cloned (internal, named after the kernel) and called from the copy above it.
    Returns the range call in the last copy (`call` itself when nothing is shared)."""
    site = below[0][1]
    for fn, next_site in below[1:]:
        copy = _clone_function(fn, f"{fn.name}.{kernel}")
        site.replace_uses_of(fn, copy)
        site = _counterpart(next_site, fn, copy)
    return site


def _clone_function(fn, name: str):
    """A copy of a host function under `name`, internal and outside any comdat."""
    return fn.module.add_function(internal_copy_text(fn, name))


def _counterpart(inst: Instruction, fn, copy) -> Instruction:
    """The instruction of `copy` (a clone of fn) at inst's place."""
    b = fn.blocks.index(inst.block)
    return copy.blocks[b].instructions[inst.block.instructions.index(inst)]


def _operand_index(call: Instruction, argument: int):
    value = call.syntax.call_arguments[argument].value
    for i, op in enumerate(call.operands):
        if op is value:
            return i
    return None
