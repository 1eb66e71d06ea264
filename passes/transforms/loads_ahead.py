"""Loads issued ahead: a one-block loop runs several iterations per pass, their global loads first.

A work-item that chains its loads through a running sum (`sum += A[k * n + c]`) waits for each load
before it asks for the next one: on a GPU that is a full memory latency per iteration.  NVIDIA's
compiler unrolls such a loop where it can count its trips, but does not move one iteration's load
above the previous iteration's add; with the loads of `unroll` iterations written first the
work-item waits once per `unroll` loads.  Used by loop-internalize (a tile's copy of a column walk)
and reshape-launches (a reduction's lane loop); measured where they are.

`issue_loads_first` rewrites the loop block in place: each iteration's instructions keep their
order and operands -- the carried values pass from copy to copy as they passed from iteration to
iteration -- so every value is the one the loop computed; only loads move earlier, and nothing in
the block writes memory.  The counter then steps by `unroll` times its step; the caller decides
that the iterations a pass runs all exist (a tile that `unroll` divides, or a test before the pass).
"""
from __future__ import annotations

import re
from typing import Optional

from lift import Instruction
from lift.edit import Names, clone_instruction, place
from lift.ir import PURE_OPCODES
from lift.syntax import phi_incoming

from passes.analysis.device_model import AHEAD_METADATA

# calls the loop may hold and still have its loads moved ahead (arithmetic, no memory effect)
ARITHMETIC_CALLS = ("llvm.fmuladd.", "llvm.fma.")


def issue_loads_first(block, iv: Instruction, carried: dict, unroll: int, names: Names, base: str,
                      invariant=None) -> Optional[dict]:
    """Unroll the one-block loop `block` by `unroll`, the global loads of those iterations first.

    `iv`: the loop's counter, a phi of `block` whose back-edge value is `add iv, S` (S a constant or
    a value from outside the loop); `carried`: the block's other phis -> their back-edge values.
    Only where the block's work is loads and arithmetic (no store; no call but ARITHMETIC_CALLS), at
    least one load reads global memory, no load's address depends on a value the loop carries, and
    nothing outside the block uses what it computes but the carried values (their uses outside
    then take the pass's last value).  Returns {value of the block: its copy in the pass's last
    iteration} (the new counter step under the old step's key) for what the caller keeps of the
    loop's values, or None where the block stays as it was.  New names start with `base`; a stride
    that is a value is scaled (S * u) at the end of `invariant`, a block before the loop that the
    caller gives (none given: only constant strides)."""
    term = block.terminator
    step = next((v for v, b in phi_incoming(iv) if b is block), None)
    if unroll < 2 or block not in block.successors or not isinstance(step, Instruction) or step.block is not block \
            or step.opcode != "add" or step.operands[:1] != [iv] or len(step.operands) > 2:
        return None
    stride = step.operands[1] if len(step.operands) == 2 else _literal(step)
    if stride is None or not isinstance(stride, int) and (invariant is None or getattr(stride, "block", None) is block):
        return None
    exit_test = term.operands[0] if term.operands and isinstance(term.operands[0], Instruction) else None
    phis = [i for i in block.instructions if i.opcode == "phi"]
    if set(phis) != {iv} | set(carried):
        return None
    test = _test_chain(exit_test, block, step)
    body = [i for i in block.instructions if i.opcode != "phi" and i not in test and i is not step and i is not term]
    dead = [i for i in body if i.opcode in PURE_OPCODES and not i.users]
    body = [i for i in body if i not in dead]
    for inst in body:
        if inst.opcode == "call":
            callee = inst.called_function
            if callee is None or not callee.name.startswith(ARITHMETIC_CALLS):
                return None
        elif inst.opcode != "load" and inst.opcode not in PURE_OPCODES:
            return None
    inside = set(block.instructions)
    passed_on = set(carried.values())
    if any(u not in inside for inst in body if inst not in passed_on for u in inst.users):
        return None
    ahead: set = set()  # the global loads and what their addresses are computed from, in the block
    work = [i for i in body if i.opcode == "load" and "addrspace(1)" in i.body_text]
    if not work:
        return None
    while work:
        inst = work.pop()
        if inst in ahead:
            continue
        ahead.add(inst)
        for op in inst.operands:
            if op in carried or op is step:
                return None
            if op in body:
                work.append(op)
    ty = step.syntax.result_type
    at = max(block.instructions.index(p) for p in phis) + 1

    def scaled(u: int):
        """S * u: a literal's text, or a value at the end of `invariant` (before its branch)."""
        if isinstance(stride, int):
            return f"{u * stride}"
        if u == 1:
            return stride
        index = len(invariant.instructions) - (invariant.terminator is not None)
        return invariant.insert(index, f"%{names.fresh(base + '.stride')} = mul {ty} {{0}}, {u}", stride)

    def plus(value, amount) -> tuple[str, list]:
        return (f"add {ty} {{0}}, {amount}", [value]) if isinstance(amount, str) else (f"add {ty} {{0}}, {{1}}", [value, amount])

    counters = [iv]
    for u in range(1, unroll):
        text, operands = plus(iv, scaled(u))
        counters.append(block.insert(at, f"%{names.fresh(base + '.k')} = {text}", *operands))
        at += 1
    copies = [dict() for _ in range(unroll)]
    # the loads ahead say so (AHEAD_METADATA): the OpenCL C writer then keeps them statements of their own
    marker = f", !{AHEAD_METADATA} {block.function.module.add_metadata('!{}')}"
    for first in (True, False):  # the loads of every iteration, then the rest of each in order
        for u in range(unroll):
            given = {iv: counters[u]}
            if u and not first:  # (the loads ahead read no carried value)
                given.update({phi: copies[u - 1][value] for phi, value in carried.items()})
            for inst in body:
                if (inst in ahead) != first:
                    continue
                operands = [copies[u].get(op, given.get(op, op)) for op in inst.operands]
                copy = clone_instruction(inst, operands, None)
                if first and inst.opcode == "load":
                    copy.parts[-1] += marker
                copies[u][inst] = place(block, at, copy)
                at += 1
    text, operands = plus(iv, scaled(unroll))
    new_step = block.insert(block.instructions.index(step), f"%{names.fresh(base + '.next')} = {text}", *operands)
    step.replace_all_uses_with(new_step)
    for value in carried.values():
        value.replace_all_uses_with(copies[-1][value])
    step.erase()
    for inst in reversed(body + dead):
        inst.erase()
    return {**copies[-1], step: new_step}


def _test_chain(exit_test, block, step) -> set:
    """The exit test and the arithmetic of the block only it uses (`k_next - 1`, scaled, compared):
    computed once per pass from the counter's step, not per iteration."""
    chain = set()
    work = [exit_test] if isinstance(exit_test, Instruction) and exit_test.block is block else []
    while work:
        inst = work.pop()
        if inst in chain or inst is step or inst.opcode == "phi" or inst.opcode not in PURE_OPCODES:
            continue
        if inst is not exit_test and any(u not in chain for u in inst.users):
            continue
        chain.add(inst)
        work.extend(op for op in inst.operands if isinstance(op, Instruction) and op.block is block)
    return chain


def _literal(step: Instruction) -> Optional[int]:
    """The constant S of `add iv, S` (the text's last operand), or None."""
    found = re.search(r", (-?\d+)$", step.body_text.strip())
    return int(found.group(1)) if found else None
