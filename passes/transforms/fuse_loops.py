"""One walk for two loops (part of fuse-kernels): in a fused kernel, a member's loop followed by the
next member's loop over the same trip count become one loop, so the members' walks over what they
share (two column statistics over one table) read it once.

The shape it fuses (DPC++'s rotated, guarded loops, as the members' bodies leave them):

    P1: ...                          guard `icmp eq i64 %n, 0` -> E1 | H1
    H1: iv1 = phi [0, P1] [iv1 + 1, H1]; body1; `icmp eq (iv1 + 1), %n` -> E1 | H1
    E1: phis of what leaves loop 1; code after it; br P2
    P2: ...                          guard `icmp eq i64 %n, 0` -> E2 | H2   (the same %n)
    H2: likewise; E2: likewise

becomes P1 (with P2's code) -> H1 (with H2's phis and body, iv2 = iv1) -> E1 (with E2's phis) ->
E2.  Each loop's body and each accumulation keep their order (each iteration of the fused loop runs
iteration k of loop 1, then iteration k of loop 2): exact.

Applied only where: both loops are one block each with that induction variable and guard over the
same value; P2 holds only computation without effects or memory (passes.analysis.effects), so it
may run before loop 1; neither body has effects; E1's code only stores, and loop 2's body reads no
memory E1 writes (E1 now runs after loop 2): their addresses point into different kernel parameters
(pointer_bases), which the fused kernel's parameters are only where they reach different memory
(fuse_kernels shares one pointer per buffer).

Proves: the fused loop computes every value both loops computed, from the same memory contents.
"""
from __future__ import annotations

from typing import Optional

from lift import Block, Function, Instruction
from lift.edit import erase_blocks, rename_incoming
from lift.graphs import natural_loops
from lift.syntax import binary_operands, compare_operands, phi_incoming
from passes.analysis.effects import has_effects, pointer_bases


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
    """A guarded single-block loop: preheader, header (the whole body), exit, induction variable,
    its increment, the trip count."""

    def __init__(self, pre: Block, header: Block, exit: Block, iv: Instruction, step: Instruction, n):
        self.pre, self.header, self.exit, self.iv, self.step, self.n = pre, header, exit, iv, step, n


def _next_pair(fn: Function) -> Optional[tuple]:
    loops = [lp for lp in (_shape(loop) for loop in natural_loops(fn) if loop.blocks == {loop.header}) if lp]
    by_pre = {lp.pre: lp for lp in loops}
    for first in loops:
        term = first.exit.terminator
        if term is None or term.opcode != "br" or len(term.operands) != 1:
            continue
        second = by_pre.get(term.operands[0])
        if second is not None and second.n is first.n and second.pre.predecessors == [first.exit] \
                and _movable(second.pre, (first.header, first.exit)) and _independent(first, second):
            return first, second
    return None


def _shape(loop) -> Optional[_Loop]:
    header = loop.header
    outside = [p for p in header.predecessors if p is not header]
    if len(outside) != 1:
        return None
    pre, term = outside[0], header.terminator
    exits = [s for s in header.successors if s is not header]
    if term is None or term.opcode != "br" or len(exits) != 1 or header not in header.successors:
        return None
    exit = exits[0]
    if set(exit.predecessors) != {pre, header} or pre.terminator is None or set(pre.terminator.operands[1:]) != {exit, header}:
        return None
    for phi in (i for i in header.instructions if i.opcode == "phi"):
        incoming = phi_incoming(phi)
        if incoming is None or {b for _, b in incoming} != {pre, header}:
            return None
        start = [v for v, b in incoming if b is pre]
        step = [v for v, b in incoming if b is header][0]
        if start != [0] or not isinstance(step, Instruction) or step.opcode != "add" or binary_operands(step) != [phi, 1]:
            continue
        n = _equal_to(term.operands[0], step)  # the latch: `icmp eq (iv + 1), n`
        if n is not None and _equal_to(pre.terminator.operands[0], 0) is n and \
                term.operands[1] is exit and pre.terminator.operands[1] is exit:
            return _Loop(pre, header, exit, phi, step, n)
    return None


def _equal_to(cond, value):
    """x where `cond` is `icmp eq value, x` or `icmp eq x, value` (value an instruction or the
    literal 0), else None."""
    if not isinstance(cond, Instruction) or cond.opcode != "icmp":
        return None
    parts = compare_operands(cond)
    if parts is None or parts[0] != "eq" or parts[1] != "i64":
        return None
    a, b = parts[2]
    same = (lambda x: x is value) if isinstance(value, Instruction) else (lambda x: isinstance(x, int) and x == value)  # noqa: E731
    return b if same(a) else a if same(b) else None


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
