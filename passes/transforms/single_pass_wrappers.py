"""Single-pass range-rounding wrappers (a pass): when the rounded range covers the user range, each
work-item of a wrapper runs the user's kernel once, in code without the grid-stride loop.

For a `parallel_for(range)` whose range is not a multiple of 16 (and at least 1024 along the first
dimension), DPC++'s header launches a wrapper kernel over the range rounded up, and the wrapper
walks the user range with a grid-stride loop per dimension (`for (i = gid; i < N; i += G)`), so
that a rounded range CAPPED below the user range (the header caps it at the device's work-group
count times 32) is still covered.  Almost always G >= N and each work-item runs the body once, but
the compiler below cannot know it: it keeps the loops, and the loops cost the work-item
vectorizers of the CPU runtimes their vector code.  This pass versions the wrapper on that uniform
fact:

    if (G_d >= N_d and G_d < 2^63 for every strided dimension d)   // uniform
        a copy of the loop nest without its back edges
    else
        the loop nest as it was

On by default for `--target cpu` and `pocl`, for `gpu` where the wrapper has no loop of its own,
opt-in (`--enable single-pass-wrappers`) for the rest, by measurement. Intel's CPU runtime, with its
vectorizer on as users run it, timed SPIR-V against SPIR-V (replay --time, harness suite, three
runs): the loop-free wrappers ran 1.5-10x faster than DPC++'s (column statistics 2.8-10x, 2-D/3-D
stencils 3.1-3.4x, transposed mat-vecs 1.9-2.3x, USM scale/saxpy 1.5-2.1x), none slower: Intel's
vectorizer keeps a grid-stride loop as a loop. (An earlier measurement, of OpenCL C with the
vectorizer off, had seen 1.04-1.06x.) On the H100 (`--target gpu`, before coarsen existed) 2mm's
ScaleAccumulate ran 3.59x over the original (1.83x with the loop), GEMM 3.57x (3.26x), the 3-D
stencil 1.43x (1.18x), but the transposed mat-vecs 2.03x (3.71x: NVIDIA's compiler does better with
the loop there, also when only the single-pass copy is left) -- but wrappers without a loop of their
own gain there too, so `gpu` versions those only (harness suite, two runs: the 3-D
stencil's 1.40-1.45x against 1.14-1.19x, Jacobi's 1.10x against 1.06-1.07x, the others within the
A/A spread). PoCL 3.1 (Debian, harness suite, two runs): the Jacobi wrapper 4.8-5.0x (0.92-0.93x
with its loop), the 3-D stencil's 2.4x (1.0x), CentreColumns' 12.5-13x (1.3x), scale/saxpy 1.6-2.3x,
the others 0.96-1.05x -- the suite 2.42-2.51x against 2.01-2.13x without single-pass wrappers.

On PoCL it runs after loop-barriers and leaves the wrappers that got a uniform version (a barrier
in their loop, `uniform_wrappers`: the column mean and variance 8-9x) alone.

It runs after `coarsen` and leaves the wrappers coarsen rewrote alone: on the CPU targets their
grid-stride loops walk blocks of rows, and the blocked loop is what pays (Intel: GEMM's wrapper 5.2x
blocked, 3.2x single pass; 2mm's ScaleAccumulate 5.2x against 1.04x); on gpu coarsen blocks the
wrapper's single-pass copy (`single_pass_copy`, the same versioning over the whole wrapper) itself.

Assumes: OpenCL's work-item model (global id < global size).  What it matches: a loop whose normal
form (passes.analysis.loop_model) is {global_id(d), +, global_size(d)} (calls), tested at its one
latch, going round while `next < N` (unsigned, however the compare and branch are written) with N
defined before the loop nest; the nest has one entry edge
(an unconditional branch), its exit blocks take no values from it (no phis) and nothing after it
uses a value it defines.  Otherwise the report says why and the kernel is left alone.

Proves safe: in a work-item, the strided id p starts at gid_d < G_d; then p + G_d < 2 G_d <= 2^64
(no wrap) and p + G_d >= G_d >= N_d, so the back edge is not taken in the original either: the
copy runs exactly the iterations the original runs (one), with the same values.  The dispatch test
reads only launch-wide values, so every work-item takes the same version.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional, Union

from lift import Argument, Block, Constant, Function, Instruction, Value
from lift.edit import Names, append, clone_blocks, erase_blocks, new_block
from lift.graphs import dominates, dominator_tree, natural_loops
from lift.syntax import phi_incoming

from passes import KernelPass, PassContext
from passes.analysis.conditions import below, conjuncts
from passes.analysis.device_model import builtin_queries, kernel_type_name, wrapped_kernel_type, write_own_image
from passes.analysis.affine import AffineAnalysis
from passes.analysis.effects import has_effects
from passes.analysis.loop_model import loop_normal_form
from passes.transforms.kernel_edit import new_entry, read_quantity, recompute

NO_WRAP = 1 << 63  # G below this: gid + G cannot wrap around 2^64


@dataclass
class StridedLoop:
    loop: object  # lift.graphs.Loop
    dim: int
    size: Instruction  # the global_size(dim) call it steps by
    bound: Value  # N: it goes round while next < N
    latch: Block
    phi: Instruction  # the strided id p (a header phi)
    step: Instruction  # p + G, what the latch compares with N
    start: Instruction  # the global_id(dim) call p starts at


@dataclass(frozen=True)
class SinglePassWrappers(KernelPass):
    """Version range-rounding wrappers on `the rounded range covers the user range` (see the module
    docstring)."""

    name: ClassVar[str] = "single-pass-wrappers"
    ON_FOR: ClassVar[tuple] = ("cpu", "pocl")  # the targets where it paid (see above) ...
    LOOP_FREE_ON: ClassVar[tuple] = ("gpu",)  # ... and where it paid for wrappers without a loop of their own
    target: str = "any"
    enabled: bool = False  # `--enable single-pass-wrappers`: for every target

    def kernels(self, ctx: PassContext):
        if self.target not in self.ON_FOR + self.LOOP_FREE_ON and not self.enabled:
            return ()
        return ((name, kl) for name, kl in ctx.analyses.get("links", {}).items() if kl.kernel.is_wrapper)

    def apply(self, ctx: PassContext) -> None:
        super().apply(ctx)
        reports = [ctx.kernel_report(name) for name, _ in self.kernels(ctx)]
        if any(r.get("single_pass", {}).get("versioned") or r.get("coarsen", {}).get("coarsened") for r in reports):
            # the wrappers, grown by their versions, in an image of their own: the runtime then compiles
            # them only where a range is rounded, not at the program's first launch (Intel's CPU runtime:
            # 40-90 ms of start-up, sycl_lift.build.device_image)
            write_own_image(ctx.device, [f.name for f in ctx.device.definitions() if f.is_kernel
                                          and wrapped_kernel_type(kernel_type_name(f.name) or "")])

    def apply_kernel(self, ctx: PassContext, name: str, kl) -> None:
        report = ctx.kernel_report(name)
        if report.get("coarsen", {}).get("coarsened"):
            report["single_pass"] = {"versioned": False, "why": "coarsen blocked its grid-stride loop "
                                     "(blocks of rows, which pay more than a single pass)"}
        elif report.get("uniform_wrapper", {}).get("versioned"):
            report["single_pass"] = {"versioned": False, "why": "loop-barriers gave it a uniform version "
                                     "with a barrier (which pays more on PoCL than a single pass)"}
        else:
            report["single_pass"] = single_pass(kl.kernel.function, own_loops=self.enabled or self.target in self.ON_FOR)


OWN_LOOP = ("a loop of its own inside the grid-stride loops: on the H100 NVIDIA's compiler did better with "
            "the grid-stride loop there (the transposed mat-vec wrappers 3.7x against 2.0x single pass)")


def single_pass(fn: Function, own_loops: bool = True) -> dict:
    """Version `fn`'s grid-stride loop nest (the module docstring); the report entry.  Without
    `own_loops`, only a wrapper whose only loops are its grid-stride loops."""
    loops = natural_loops(fn)
    strided = strided_loops(fn)
    if not strided:
        return {"versioned": False, "why": "no grid-stride loop (global id stepping by the global size)"}
    if not own_loops and len(strided) < len(loops):
        return {"versioned": False, "why": OWN_LOOP}
    outer = min(strided, key=lambda s: s.loop.depth).loop
    region = outer.blocks
    if any(not s.loop.blocks <= region for s in strided):
        return {"versioned": False, "why": "the grid-stride loops are not one nest"}
    outside = [b for b in outer.header.predecessors if b not in region]
    if len(outside) != 1 or outside[0].terminator.opcode != "br":
        return {"versioned": False, "why": "the loop nest is entered from more than one block"}
    entry = outside[0]
    dom = dominator_tree(fn)
    if any(isinstance(v, Instruction) and not dominates(dom, v.block, entry) for s in strided for v in (s.bound, s.size)):
        return {"versioned": False, "why": "a user range bound or global size is computed inside the loop nest"}
    why = _escapes(region, outer)
    if why:
        return {"versioned": False, "why": why}
    _version(fn, entry, outer.header, region, strided)
    return {"versioned": True, "dimensions": sorted({s.dim for s in strided}),
            "why": "each work-item runs the kernel once when the rounded range covers the user range "
                   "(a uniform test); the grid-stride loops stay for a capped range"}


def strided_loops(fn: Function) -> list:
    """The function's grid-stride loops (StridedLoop): loops in normal form (loop_model) whose
    counter starts at `global_id(d)` (a call), steps by `global_size(d)` and goes round from its
    latch while its next value is below N (unsigned, i64), however the test and branch are spelled."""
    queries = {q.value: q for q in builtin_queries(fn) if q.form == "call"}
    analysis = AffineAnalysis(fn)
    found = []
    for loop in analysis.loops:
        form = loop_normal_form(loop, analysis)
        if isinstance(form, str):
            continue
        start, size, test = queries.get(form.init), queries.get(form.step), form.test
        if start is None or size is None or start.quantity != "global_id" or size.quantity != "global_size" \
                or size.dim != start.dim or not test.at_latch or test.offset is not form.step \
                or (test.predicate, test.width) != ("ult", 64) or not isinstance(test.bound, Value):
            continue
        found.append(StridedLoop(loop, start.dim, form.step, test.bound, loop.latches[0], form.phi, form.back, form.init))
    return found


def leave_after_one_pass(latch: Block, header: Block) -> None:
    """Make a copied grid-stride loop run once: its `latch` leaves instead of going round to
    `header`, whose phis become their start values."""
    term = latch.terminator
    out = next(op for op in term.operands[1:] if op is not header)
    term.erase()
    append(latch, "br label {0}", out)
    for phi in [i for i in header.instructions if i.opcode == "phi"]:
        (start,) = [v for v, b in phi_incoming(phi) if b is not latch]
        phi.replace_all_uses_with(start if isinstance(start, Value) else Constant(str(start)))
        phi.erase()


def _escapes(region: set, outer) -> str:
    """Why the nest's values would be needed after it (a phi after it, a later use), or ""."""
    for _, exit_to in outer.exits:
        if any(i.opcode == "phi" for i in exit_to.instructions):
            return "a block after the loop nest takes values from it (phi)"
    for block in region:
        for inst in block.instructions:
            if any(user.block not in region for user in inst.users if isinstance(user, Instruction)):
                return "a value the loop nest computes is used after it"
    return ""


def _version(fn: Function, entry: Block, header: Block, region: set, strided: list) -> None:
    """A dispatch block on the edge from `entry` into the nest (at `header`): the single-pass copy of
    the region when every strided dimension's global size covers its bound, the region as it was
    otherwise."""
    names = Names(fn)
    mapping = _single_pass_blocks(fn, names, [b for b in fn.blocks if b in region], strided)
    # the uniform test, in a block of its own on the edge into the nest
    dispatch = new_block(fn, names.fresh("sp.dispatch"), after=entry)
    entry.terminator.replace_uses_of(header, dispatch)
    for phi in [i for i in header.instructions if i.opcode == "phi"]:
        phi.replace_uses_of(entry, dispatch)
    covers = _covers(dispatch, names, [(s.size, s.bound) for s in sorted(strided, key=lambda s: s.dim)])
    append(dispatch, "br i1 {0}, label {1}, label {2}", covers, mapping[header], header)


def _single_pass_blocks(fn: Function, names: Names, blocks: list, strided: list) -> dict:
    """A copy of `blocks` (holding the grid-stride loops `strided`) after the last of them, in which
    the loops never go round: their latches have no back edge, their header phis are their start
    values.  Returns original -> copy."""
    mapping: dict = {}
    after = blocks[-1]
    for block in blocks:
        mapping[block] = after = new_block(fn, names.fresh("sp"), after=after)
    clone_blocks(blocks, mapping)
    for s in strided:
        leave_after_one_pass(mapping[s.latch], mapping[s.loop.header])
    return mapping


def _covers(block: Block, names: Names, sizes_and_bounds: list) -> Instruction:
    """`G >= N and G < 2^63` for every (G, N), at the end of `block`."""
    covers = None
    for size, bound in sizes_and_bounds:
        for text, values in (("icmp uge i64 {0}, {1}", (size, bound)), (f"icmp ult i64 {{0}}, {NO_WRAP}", (size,))):
            test = append(block, f"%{names.fresh('sp.covers')} = " + text, *values)
            covers = test if covers is None else append(block, f"%{names.fresh('sp.covers')} = and i1 {{0}}, {{1}}",
                                                        covers, test)
    return covers


@dataclass
class SinglePassCopy:
    """A copy of a whole wrapper without the back edges of its grid-stride loops (`blocks`, its entry
    first), taken from a new entry when the rounded range covers the user range -- what coarsen
    blocks like the kernel the wrapper wraps.  `erase` puts the wrapper back as it was."""

    blocks: list
    dispatch: Block  # the new entry
    user_ranges: dict  # d -> (N_d, its parameter_slice) where the copy proves work-items past N_d idle

    def erase(self) -> None:
        erase_blocks([self.dispatch] + self.blocks)


def single_pass_copy(fn: Function) -> Union[SinglePassCopy, str]:
    """The wrapper's single-pass copy (SinglePassCopy), or why there is none.  Safe for every grid-stride
    loop on its own (the module docstring's proof: with G_d >= N_d its back edge is never taken), so
    the whole function is copied, whatever else it holds."""
    strided = strided_loops(fn)
    if not strided:
        return "no grid-stride loop (global id stepping by the global size)"
    bounds = [parameter_slice(s.bound) for s in strided]
    if None in bounds:
        return "a user range bound of its grid-stride loops is not read from its parameters"
    names, blocks = Names(fn), list(fn.blocks)
    mapping = _single_pass_blocks(fn, names, blocks, strided)
    dispatch = new_entry(fn, names.fresh("sp.dispatch"))
    sizes = {d: read_quantity(dispatch, names, "global_size", d, "sp") for d in sorted({s.dim for s in strided})}
    tests = [(sizes[s.dim], recompute(dispatch, s.bound, slice_)) for s, slice_ in zip(strided, bounds)]
    append(dispatch, "br i1 {0}, label {1}, label {2}", _covers(dispatch, names, tests), mapping[blocks[0]], blocks[0])
    copy = [mapping[b] for b in blocks]
    ids = {s.dim: mapping[s.start] for s in strided}
    bounds_in_copy = {(s.dim, mapping.get(s.bound, s.bound)): (s.bound, slice_) for s, slice_ in zip(strided, bounds)}
    user_ranges = {d: bounds_in_copy[d, n] for d, n in _idle_past(copy[0], ids) if (d, n) in bounds_in_copy}
    return SinglePassCopy(copy, dispatch, user_ranges)


def _idle_past(entry: Block, ids: dict) -> list:
    """(d, N) for each `ids[d] < N` that a work-item must pass at `entry` (which has no effects) not
    to go to a block that only returns: past N, a work-item does nothing."""
    term = entry.terminator
    if term is None or term.opcode != "br" or len(term.operands) != 3 or any(map(has_effects, entry.instructions)):
        return []
    cond, if_true, if_false = term.operands
    returns = [[i.opcode for i in b.instructions] == ["ret"] for b in (if_true, if_false)]
    if returns[0] == returns[1]:
        return []
    found = []
    for compare, holds in conjuncts(cond, not returns[0]):
        x_n = below(compare, holds)
        found += [(d, x_n[1]) for d, gid in ids.items() if x_n is not None and x_n[0] is gid]
    return found


def parameter_slice(value) -> Optional[list]:
    """The instructions computing `value` from parameters alone (loads of a by-value parameter, which
    nothing in a wrapper writes, address arithmetic), dependencies first; None otherwise."""
    if isinstance(value, Argument) or not isinstance(value, Instruction):
        return []
    if value.opcode not in ("load", "getelementptr", "add", "mul", "shl", "zext", "trunc"):
        return None
    found: list = []
    for op in value.operands:
        sub = parameter_slice(op)
        if sub is None:
            return None
        found += [i for i in sub if i not in found]
    if value.opcode == "load" and not (isinstance(value.operands[0], Argument) or
                                       value.operands[0] in found and value.operands[0].opcode == "getelementptr"):
        return None
    return found + [value]
