"""Printing a function that a pass changed.

Unchanged items print as their original text (see `lift.ir.Item.render`); this module is only for
functions marked dirty.  Unnamed values are renumbered in definition order (arguments, blocks,
results), as LLVM's slot tracker does, so that deleting an instruction or a parameter still gives a
consistent `%0, %1, ...` sequence.  Instructions print from their own text with operands re-rendered,
so an untouched instruction prints exactly as it was unless a number it mentions moved.
"""
from __future__ import annotations

from .ir import TERMINATORS, Block, Function

_PREDS_COLUMN = 50  # where LLVM's AsmWriter puts `; preds = ...` after a block label


def number_values(fn: Function) -> dict:
    numbering: dict = {}
    n = 0
    for arg in fn.arguments:
        if arg.name is None:
            numbering[arg] = n
            n += 1
    for block in fn.blocks:
        if block.name is None:
            numbering[block] = n
            n += 1
        for inst in block.instructions:
            if inst.has_result and inst.name is None:
                numbering[inst] = n
                n += 1
    return numbering


def label_line(block: Block, numbering: dict) -> str:
    """`name:` padded, then `; preds = ...`; the original line is kept when it already says that."""
    label = block.name if block.name is not None else str(numbering[block])
    # one entry per edge, newest use first, as LLVM lists them (a switch may name a block twice)
    preds = [u.block for u in reversed(block.users) if u.opcode in TERMINATORS and u.block is not None]
    new = f"{label}:"
    if preds:
        new = new.ljust(_PREDS_COLUMN) if len(new) < _PREDS_COLUMN else new + " "
        new += "; preds = " + ", ".join(p.ref(numbering) for p in preds)
    old = block.label_line
    if old is not None and _same_label(old, new):
        return old
    return new


def _same_label(old: str, new: str) -> bool:
    """Same label and the same set of predecessors (LLVM lists them in use-list order)."""
    old_label, _, old_preds = old.partition(";")
    new_label, _, new_preds = new.partition(";")
    def preds(comment: str) -> list[str]:
        return sorted(p.strip() for p in comment.partition("=")[2].split(","))

    return old_label.strip() == new_label.strip() and preds(old_preds) == preds(new_preds)


def render_function(fn: Function) -> str:
    numbering = number_values(fn) if not fn.is_declaration else {}
    out = [fn.signature.render(numbering)]
    if fn.is_declaration:
        return out[0]
    for i, block in enumerate(fn.blocks):
        if i > 0:
            out.append("\n" + label_line(block, numbering) + "\n")
        elif block.name is not None:
            out.append(f"{block.name}:\n")
        for inst in block.instructions:
            for rec in inst.records:
                out.append(rec.render(numbering) + "\n")
            out.append(inst.render(numbering) + "\n")
    out.append("}\n")
    return "".join(out)
