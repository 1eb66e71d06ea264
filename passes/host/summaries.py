"""Defined functions the engine runs as a summary instead of instruction by instruction.

`select_model(machine, fn)` recognises, from a function's IR, a function of two pointer arguments
that compares the values they point to and returns one of the two pointers: `std::min`,
`std::max` of a scalar at -O0 (`if (b < a) return b; return a;`: both parameters spilled into
allocas, the result passed through a third one, a branch on the comparison).  Run as they are,
such calls fork on every Unknown comparison (the host reference code of an image filter clamps
every pixel index with them: 17,520 forks in one module).  `Machine.call` runs a recognised
function by its `SelectModel` (Machine.run_select) instead, which does what running it does, as
the rest of the raise sees it:

- the same loads of the two values (in the same order, noted by a recording call alike), the same
  comparison (passes.host.arith.compare): a decided one returns the pointer its side returns;
- an undecided one returns what the fork's merge makes of the return slot -- the pointer itself
  where both sides return the same one, else passes.host.values.join of the two as
  passes.host.memory.joined_cell joins a pointer cell (a pointer into one object stays one,
  `Within`; else Unknown) --, and fails a call being recorded, as a fork does; beyond the fork
  depth limit it warns and takes the first side, as Machine.fork does;
- the instructions counted are those the run counts on that path (both sides when undecided), and
  the raise can end at its entry as at a run's (Machine.finished).

What is left out is only what nothing can see after the call returns: its stack slots (dead), the
writes into them, and the Unknowns the dead values were.
"""
from __future__ import annotations

from typing import Optional

from lift import Argument, Block
from passes.host.values import K

SCALARS = ("int", "float", "ptr")  # what the compared values may be (one value each, not a tuple)
MAX_BLOCKS = 8  # a function with more blocks is not looked at (std::min/max at -O0: 4)


class SelectModel:
    """A recognised select-like function (see the module docstring).

    `loads`: (argument index, load instruction, TypeInfo) of each load through an argument, in
    program order; `compare`: (op, predicate, TypeInfo, index into `loads` of the left operand, of
    the right one); `sides`: the argument index returned when the comparison is true, when false;
    `steps`: the instructions a run counts (true side, false side, both sides: undecided, first
    side only: beyond the fork depth limit); `ret`: a return instruction (an origin)."""

    __slots__ = ("loads", "compare", "sides", "steps", "ret")

    def __init__(self, loads, compare, sides, steps, ret):
        self.loads, self.compare, self.sides, self.steps, self.ret = loads, compare, sides, steps, ret


class _NotSelect(Exception):
    pass


def select_model(machine, info) -> Optional[SelectModel]:
    """The SelectModel of the function of `info` (passes.host.engine.FnInfo), or None when it is
    not such a function."""
    fn = info.fn
    args = fn.arguments
    if len(args) != 2:
        return None
    blocks = fn.blocks
    if not 2 < len(blocks) <= MAX_BLOCKS:
        return None
    try:
        return _recognise(machine, info, fn, blocks)
    except (_NotSelect, ValueError, IndexError, KeyError, AttributeError, TypeError):
        return None
    except Exception as exc:  # (a LiftError while decoding: the function runs as it is and reports it)
        if type(exc).__name__ == "LiftError":
            return None
        raise


def _recognise(machine, info, fn, blocks) -> SelectModel:
    skipped = set(info.spills.skipped)  # (what the engine leaves out and does not count)
    decoder = machine.decoder
    position = {a: i for i, a in enumerate(fn.arguments)}

    def counted(block) -> int:
        n = 0
        for inst in block.instructions:
            if inst.opcode == "phi":
                raise _NotSelect()
            if inst not in skipped:
                n += 1
        return n

    slots: dict = {}  # alloca -> what was stored there (a symbol), per path
    env: dict = {}  # instruction -> its symbol: ("arg", i), ("value", index into loads), ("cmp",)
    loads: list = []
    compare = None

    def symbol(v):
        if type(v) is K or isinstance(v, Block):
            raise _NotSelect()
        if isinstance(v, Argument):
            i = position.get(v)
            if i is None:
                raise _NotSelect()
            return ("arg", i)
        s = env.get(v)
        if s is None:
            raise _NotSelect()
        return s

    def run(block, slots, allow_branch):
        """(the symbol returned, instructions counted, the block that returns) from `block` on
        the straight path; at the one conditional branch: ("branch", true block, false block)."""
        nonlocal compare
        steps = 0
        seen = set()
        while True:
            if block in seen:
                raise _NotSelect()
            seen.add(block)
            steps += counted(block)
            for inst in block.instructions:
                op, d = decoder.decode(inst)
                if op == "alloca":
                    if d[3] is not None:
                        raise _NotSelect()
                    env[inst] = ("slot", inst)
                    slots[inst] = None
                elif op == "store":
                    _, v, p = d
                    target = symbol(p)
                    if target[0] != "slot":
                        raise _NotSelect()
                    slots[target[1]] = symbol(v)
                elif op == "load":
                    _, ti, p = d
                    source = symbol(p)
                    if source[0] == "slot":
                        value = slots.get(source[1])
                        if value is None or ti.kind != "ptr":
                            raise _NotSelect()
                        env[inst] = value
                    elif source[0] == "arg" and allow_branch and compare is None and ti.kind in SCALARS:
                        loads.append((source[1], inst, ti))
                        env[inst] = ("value", len(loads) - 1)
                    else:
                        raise _NotSelect()
                elif op == "cmp":
                    _, cop, pred, ti, x, y = d
                    sx, sy = symbol(x), symbol(y)
                    if compare is not None or not allow_branch or sx[0] != "value" or sy[0] != "value":
                        raise _NotSelect()
                    compare = (cop, pred, ti, sx[1], sy[1])
                    env[inst] = ("cmp",)
                elif op == "br":
                    _, c, t, f = d
                    if not allow_branch or symbol(c) != ("cmp",) or t is f:
                        raise _NotSelect()
                    return ("branch", t, f), steps, None
                elif op == "jump":
                    block = d
                    break
                elif op == "ret":
                    if d is None:
                        raise _NotSelect()
                    r = symbol(d)
                    if r[0] != "arg" or not allow_branch and len(seen) != 2:  # (a side: its block, then the return)
                        raise _NotSelect()
                    return r, steps, inst
                else:
                    raise _NotSelect()
            else:
                raise _NotSelect()  # (a block without a terminator)

    head, entry_steps, _ = run(blocks[0], slots, True)
    if head[0] != "branch" or compare is None:
        raise _NotSelect()
    _, t, f = head
    # each side from the slots as the entry left them; they must meet in one return block
    rt, st, ret_t = run(t, dict(slots), False)
    rf, sf, ret_f = run(f, dict(slots), False)
    if ret_t is not ret_f:  # (where the sides meet: the return block, after one block each)
        raise _NotSelect()
    # a run of both sides counts each side's own blocks and the join (the return block) once
    join = counted(ret_t.block)
    steps = (entry_steps + st, entry_steps + sf, entry_steps + st + sf - join, entry_steps + st)
    return SelectModel(tuple(loads), compare, (rt[1], rf[1]), steps, ret_t)
