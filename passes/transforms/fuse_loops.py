"""One walk for two loops (part of fuse-kernels): in a fused kernel, a member's loop followed by the
next member's loop over the same trip count become one loop, so the members' walks over what they
share (two column statistics over one table) read it once.

The shape it fuses (DPC++'s rotated, guarded loops, as the members' bodies leave them):

    P1: ...                          guard (`icmp eq i64 %n, 0`) -> E1 | H1
    H1: iv1 = {s, +, c}; body1; the exit test (`icmp eq (iv1 + 1), %n`) -> E1 | H1
    E1: phis of what leaves loop 1; code after it; br P2
    P2: ...                          the same guard -> E2 | H2
    H2: likewise; E2: likewise

Each loop is read in normal form (passes.analysis.loop_model: any constant step, any exit test);
the two fuse when they run the same counter values: one start and step, the same test of the same
bound, guards comparing the same values the same way.

becomes P1 (with P2's code) -> H1 (with H2's phis and body, iv2 = iv1) -> E1 (with E2's phis) ->
E2.  Each loop's body and each accumulation keep their order (each iteration of the fused loop runs
iteration k of loop 1, then iteration k of loop 2): exact.

Applied only where: both loops are one block each, counted alike and guarded alike; P2 holds only computation without effects or memory (passes.analysis.effects), so it
may run before loop 1; neither body has effects; E1's code only stores, and loop 2's body reads no
memory E1 writes (E1 now runs after loop 2): their addresses point into different kernel parameters
(pointer_bases), which the fused kernel's parameters are only where they reach different memory
(fuse_kernels shares one pointer per buffer).

Proves: the fused loop computes every value both loops computed, from the same memory contents.
"""
from __future__ import annotations

from typing import Optional

from lift import Block, Function, Instruction, Value
from lift.edit import erase_blocks, rename_incoming
from lift.syntax import compare_operands
from passes.analysis.affine import AffineAnalysis
from passes.analysis.effects import has_effects, pointer_bases
from passes.analysis.loop_model import CountedLoop, counted_loop


def fuse_loops(fn: Function) -> int:
    """Fuse every adjacent pair of loops of that shape in `fn`; how many pairs it fused."""
    fused = 0
    while True:
        pair = _next_pair(fn)
        if pair is None:
            return fused
        _fuse(*pair)
        fused += 1


class _Loop:
    """A guarded single-block counted loop: preheader, header (the whole body), exit, its normal
    form (loop_model.CountedLoop)."""

    def __init__(self, pre: Block, header: Block, exit: Block, form: CountedLoop):
        self.pre, self.header, self.exit, self.form = pre, header, exit, form
        self.iv, self.step = form.phi, form.back  # the counter and its next value

    def same_iterations(self, other: "_Loop") -> bool:
        """Both loops run the same counter values: one start, step and test, and guards that
        compare the same values the same way."""
        a, b = self.form, other.form
        guards = [compare_operands(lp.pre.terminator.operands[0]) for lp in (self, other)]
        enters = [lp.pre.terminator.operands[2] is lp.header for lp in (self, other)]
        return _same(a.init, b.init) and _same(a.bound, b.bound) and a.step == b.step \
            and (a.test.predicate, a.test.offset) == (b.test.predicate, b.test.offset) \
            and guards[0] is not None and guards[0] == guards[1] and enters[0] == enters[1]


def _same(x, y) -> bool:
    """One IR value, or one literal."""
    return x is y or not isinstance(x, Value) and not isinstance(y, Value) and x == y


def _next_pair(fn: Function) -> Optional[tuple]:
    analysis = AffineAnalysis(fn)
    loops = [lp for lp in (_shape(loop, analysis) for loop in analysis.loops if loop.blocks == {loop.header}) if lp]
    by_pre = {lp.pre: lp for lp in loops}
    for first in loops:
        term = first.exit.terminator
        if term is None or term.opcode != "br" or len(term.operands) != 1:
            continue
        second = by_pre.get(term.operands[0])
        if second is not None and first.same_iterations(second) and second.pre.predecessors == [first.exit] \
                and _movable(second.pre, (first.header, first.exit)) and _independent(first, second):
            return first, second
    return None


def _shape(loop, analysis: AffineAnalysis) -> Optional[_Loop]:
    header = loop.header
    outside = [p for p in header.predecessors if p is not header]
    if len(outside) != 1:
        return None
    pre, term = outside[0], header.terminator
    exits = [s for s in header.successors if s is not header]
    if term is None or term.opcode != "br" or len(exits) != 1 or header not in header.successors:
        return None
    exit = exits[0]
    guard = pre.terminator
    if set(exit.predecessors) != {pre, header} or guard is None or len(guard.operands) != 3 \
            or set(guard.operands[1:]) != {exit, header}:
        return None
    form = counted_loop(loop, analysis)
    if isinstance(form, str) or not form.test.at_latch or form.preheader is not pre:
        return None
    return _Loop(pre, header, exit, form)


def _movable(pre: Block, skipped: tuple) -> bool:
    """Only computation without effects and without memory before the guard (work-item queries,
    `llvm.assume`), from nothing the `skipped` blocks (loop 1 and its exit) compute: it may run
    before them."""
    for inst in pre.instructions[:-1]:
        if any(isinstance(op, Instruction) and op.block in skipped for op in inst.operands):
            return False
        if has_effects(inst) or inst.opcode in ("load", "alloca", "phi"):
            return False
    return True


def _independent(first: _Loop, second: _Loop) -> bool:
    """Neither body changes anything but its own values; loop 2 reads nothing E1's code writes (by
    what their addresses point into), and E1's code changes nothing but memory (it now runs after
    loop 2)."""
    if any(has_effects(i) for i in first.header.instructions + second.header.instructions):
        return False
    stores = [i for i in first.exit.instructions if has_effects(i)]
    if any(i.opcode != "store" for i in stores):
        return False
    written = set().union(*(pointer_bases(i.operands[-1]) for i in stores))
    read = set().union(*(pointer_bases(i.operands[-1]) for i in second.header.instructions if i.opcode == "load"))
    return None not in written and None not in read and not (written & read)


def _fuse(first: _Loop, second: _Loop) -> None:
    fn = first.header.function
    # P2's code runs before loop 1, P2's guard is P1's
    guard = second.pre.terminator
    for inst in [i for i in second.pre.instructions if i is not guard]:
        _move(inst, first.pre, len(first.pre.instructions) - 1)
    # loop 2's phis and body join loop 1's; its induction variable is loop 1's
    second.iv.replace_all_uses_with(first.iv)
    second.step.replace_all_uses_with(first.step)
    latch2 = second.header.terminator
    phis = [i for i in second.header.instructions if i.opcode == "phi" and i is not second.iv]
    body = [i for i in second.header.instructions if i.opcode != "phi" and i is not latch2 and i is not second.step]
    at = sum(1 for i in first.header.instructions if i.opcode == "phi")
    for phi in phis:
        _move(phi, first.header, at)
        at += 1
    for inst in body:
        _move(inst, first.header, len(first.header.instructions) - 1)
    rename_incoming(first.header, second.pre, first.pre)
    rename_incoming(first.header, second.header, first.header)
    # what leaves loop 2 leaves the fused loop, in E1; then E2's code after E1's
    exit_phis = [i for i in second.exit.instructions if i.opcode == "phi"]
    at = sum(1 for i in first.exit.instructions if i.opcode == "phi")
    for phi in exit_phis:
        _move(phi, first.exit, at)
        at += 1
    rename_incoming(first.exit, second.pre, first.pre)
    rename_incoming(first.exit, second.header, first.header)
    first.exit.terminator.replace_uses_of(second.pre, second.exit)
    erase_blocks([second.pre, second.header])
    fn.mark_dirty()


def _move(inst: Instruction, block: Block, index: int) -> None:
    inst.block.instructions.remove(inst)
    block.instructions.insert(index, inst)
    inst.block = block
