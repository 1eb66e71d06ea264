"""Work-item strides of memory accesses (an analysis): how many bytes apart two work-items that are
neighbours in dimension 0 (OpenCL's fastest-varying dimension, SYCL's last) address memory.

`stride(value)` is how much `value` grows when the dimension-0 work-item id grows by one: 1 for that
id itself, 0 for anything the same in both work-items (arguments, constants, loop counters, the
other dimensions' ids, loads from such addresses), and through add/sub/mul-by-constant/shl/casts/
getelementptr the sum of its parts (a min or max with something the same in both: the other's,
for all but the work-items it clamps); None when it is not a compile-time constant (`a[gid * N + k]`
with a run-time N, a value loaded from a work-item-dependent address).  A loop counter is a phi: it
is taken as 0 while its own update is computed, and the result stands only if every incoming value
agrees (so `k = k + 1` stays 0, `p = p + gid` does not).

`strided_accesses(fn, blocks)` lists the loads and stores in `blocks` whose neighbouring work-items
are neither at the same address nor next to each other: where a work-item-loop compiler that
vectorises across work-items (PoCL after `loop-barriers`) would gather instead of load a vector.
"""
from __future__ import annotations

import re
from typing import Optional

from lift import Argument, Constant, Function, Instruction
from lift.layout import Layouts
from lift.syntax import binary_operands, gep_operands, split_top_level, split_type
from passes.analysis.device_model import builtin_queries

WORK_ITEM_IDS = ("global_id", "local_id")
_SAME = ("zext", "sext", "trunc", "freeze", "bitcast", "addrspacecast", "ptrtoint", "inttoptr")
_PENDING = object()
_CLAMP = re.compile(r"llvm\.[us](min|max)\.i\d+$")


class Strides:
    def __init__(self, fn: Function):
        self.types = Layouts(fn.module)
        self.memo: dict = {}
        for q in builtin_queries(fn):
            self.memo[q.value] = (1 if q.dim == 0 else 0) if q.quantity in WORK_ITEM_IDS else 0

    def stride(self, value) -> Optional[int]:
        if isinstance(value, int) or isinstance(value, (Constant, Argument)) or not isinstance(value, Instruction):
            return 0
        known = self.memo.get(value, _PENDING)
        if known is not _PENDING:
            return known
        if value.opcode == "phi":
            result = self._phi(value)
        else:
            self.memo[value] = None  # a cycle without a phi: not a constant
            result = self._compute(value)
        self.memo[value] = result
        return result

    def _phi(self, phi: Instruction) -> Optional[int]:
        """A phi's stride: a guess (0 first, then what the first try saw) that every incoming
        value confirms; strides computed under a wrong guess are forgotten."""
        values = [v for v in phi.operands if isinstance(v, (Instruction, Argument, Constant))]
        literal = len(values) < len([v for v in phi.operands if not isinstance(v, (Instruction, Argument, Constant))])
        guesses, tried = [0], set()
        while guesses:
            guess = guesses.pop(0)
            tried.add(guess)
            self.memo[phi] = guess
            seen = {self.stride(v) for v in values} | ({0} if literal else set())
            if seen == {guess}:
                return guess
            self.memo = {k: v for k, v in self.memo.items() if not isinstance(k, Instruction) or k.opcode == "call"}
            guesses += [s for s in seen if s is not None and s not in tried and s not in guesses]
        return None

    def _compute(self, inst: Instruction) -> Optional[int]:
        op = inst.opcode
        ops = inst.operands
        if op in _SAME:
            return self.stride(ops[0]) if ops else 0
        if op in ("add", "sub", "mul", "shl"):
            operands = binary_operands(inst)
            if operands is None:
                return None
            a, b = (self.stride(v) for v in operands)
            if a is None or b is None:
                return None
            if op in ("add", "sub"):
                return a + b if op == "add" else a - b
            if a == b == 0:
                return 0
            x, y = operands
            if op == "mul":  # by a literal: scales the stride; by a run-time value: unknown
                return a * y if isinstance(y, int) else b * x if isinstance(x, int) else None
            return a << y if isinstance(y, int) else None
        if op == "getelementptr":
            return self._gep(inst)
        if op == "load":
            return 0 if ops and self.stride(ops[-1]) == 0 else None
        if op == "select":
            sides = {self.stride(v) for v in ops[1:]} if len(ops) == 3 else {None}
            return sides.pop() if len(sides) == 1 else None
        if op == "call" and _CLAMP.match(getattr(inst.called_function, "name", "") or ""):
            # umin(gid, N - 1) (uniform-wrappers' clamp): the id's stride, but for the clamped work-items
            sides = [self.stride(v) for v in ops[1:3]]
            return sum(sides) if 0 in sides and None not in sides else None
        if op in ("icmp", "fcmp") or op.startswith("f"):
            return 0 if all(self.stride(v) == 0 for v in ops) else None
        return None if ops else 0

    def _gep(self, inst: Instruction) -> Optional[int]:
        parts = gep_operands(inst)
        terms = self.types.gep_terms(parts[0], parts[2]) if parts is not None else None
        if terms is None:
            return None
        total = self.stride(parts[1])
        for index, scale in terms[1]:
            s = self.stride(index)
            if total is None or s is None:
                return None
            total += s * scale
        return total


def access_type(inst: Instruction) -> str:
    """The type a load reads or a store writes (`float`, `<4 x i32>`)."""
    text = inst.body_text
    if inst.opcode == "load":
        rest = text.split("load", 1)[1].replace("atomic", "").replace("volatile", "")
        return split_top_level(rest)[0].strip()
    rest = text.split("store", 1)[1].replace("atomic", "").replace("volatile", "")
    return split_type(split_top_level(rest)[0])[0].strip()


def access_size(types: Layouts, inst: Instruction) -> Optional[int]:
    """Bytes a load or store moves."""
    return types(access_type(inst)).size


def strided_accesses(fn: Function, blocks) -> list[tuple[Instruction, Optional[int]]]:
    """(access, stride in bytes) of every load/store in `blocks` whose dimension-0 neighbours are
    neither at the same address nor adjacent (stride None: not a compile-time constant)."""
    strides = Strides(fn)
    out = []
    for block in blocks:
        for inst in block.instructions:
            if inst.opcode not in ("load", "store") or not inst.operands:
                continue
            s = strides.stride(inst.operands[-1])
            if s is None or s not in (0, access_size(strides.types, inst), -access_size(strides.types, inst)):
                out.append((inst, s))
    return out
