"""Conditions as conjunctions (an analysis): the comparisons whose conjunction a branch condition is,
or implies -- what the transforms that reason about guards (`if (i < n && j < m)`) read.

`conjuncts(cond, value)` splits `cond == value` over `and` / `or` and their `select` spellings
(`select a, b, false` is `a and b`, `select a, true, b` is `a or b`), as far as the split is exact or
implies the condition; whatever it cannot split stays one conjunct (None when it is not a comparison).
coarsen's test that the rows of its block agree on their guard (`all == any`) is read as every row's
guard having the value the branch after it takes to the kernel (`agree`).
"""
from __future__ import annotations

from typing import Optional

from lift import Instruction
from lift.syntax import compare_operands

NEGATE = {"eq": "ne", "ne": "eq", "ult": "uge", "uge": "ult", "ugt": "ule", "ule": "ugt",
          "slt": "sge", "sge": "slt", "sgt": "sle", "sle": "sgt"}  # the predicate of `not (a pred b)`
MIRROR = {"eq": "eq", "ne": "ne", "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule",
          "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle"}  # the predicate of `b pred a`


def conjuncts(cond, value: bool, agree: Optional[bool] = None) -> list:
    """(icmp, whether it must hold) pairs whose conjunction is `cond == value`, or implies it: coarsen's
    test that its rows agree on their guards (`all == any`) holds where every row's guard is `agree`
    (the way the branch after it goes to the loop)."""
    if isinstance(cond, Instruction) and cond.opcode == "icmp":
        rows = _all_equals_any(cond) if value and agree is not None else None
        return [c for row in rows for c in conjuncts(row, agree)] if rows is not None else [(cond, value)]
    if isinstance(cond, Instruction) and cond.opcode in ("and", "or", "select"):
        # and / `select a, b, false` with value true; or / `select a, true, b` with value false
        ops = [op for op in cond.operands]
        text = cond.body_text
        is_and = cond.opcode == "and" or (cond.opcode == "select" and text.rstrip().endswith("false"))
        is_or = cond.opcode == "or" or (cond.opcode == "select" and ", i1 true," in text)
        if len(ops) == 2 and ((is_and and value) or (is_or and not value)):
            return conjuncts(ops[0], value) + conjuncts(ops[1], value)
    return [(None, value)]


def _all_equals_any(compare: Instruction) -> Optional[list]:
    """The conditions when `compare` is `icmp eq i1 A, B` with A an `and` and B an `or` of the same
    conditions (coarsen's test that a block of rows takes a guard together), else None."""
    parsed = compare_operands(compare)
    if parsed is None or parsed[0] != "eq" or parsed[1] != "i1":
        return None
    every, some = parsed[2]

    def leaves(v, op, stop=frozenset()):
        if v not in stop and isinstance(v, Instruction) and v.opcode == op and len(v.operands) == 2:
            return leaves(v.operands[0], op, stop) + leaves(v.operands[1], op, stop)
        return [v]

    conditions = list(dict.fromkeys(leaves(some, "or")))
    if len(conditions) < 2 or set(leaves(every, "and", set(conditions))) != set(conditions):
        return None
    return conditions


def below(compare, holds: bool) -> Optional[tuple]:
    """(x, n) when `compare == holds` says `x < n` unsigned (`icmp ult x, n`, `icmp uge x, n` false,
    `icmp ugt n, x`, ...); None otherwise."""
    parsed = compare_operands(compare) if compare is not None else None
    if parsed is None:
        return None
    predicate, _, (a, b) = parsed
    predicate = predicate if holds else NEGATE[predicate]
    return (a, b) if predicate == "ult" else (b, a) if predicate == "ugt" else None
