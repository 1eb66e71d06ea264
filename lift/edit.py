"""Editing a function's control flow: fresh names, new blocks, placing copied instructions.

The lifted IR keeps use lists: a branch or phi that names a block is one of its users, so new
blocks take part as soon as an instruction names them.  New values get explicit names (`Names`), so
nothing else in the function is renumbered by their arrival.
"""
from __future__ import annotations

from typing import Optional

from .errors import LiftError
from .ir import Block, Function, Instruction, Value


class Names:
    """Fresh local names (without `%`) for one function: ones that no argument, block or
    instruction of it has, nor any name handed out before: `base`, or `base.1`, `base.2`, ..."""

    def __init__(self, fn: Function):
        self.taken = _local_names(fn)

    def fresh(self, base: str) -> str:
        return unique_name(base, self.taken)


def internal_copy_text(fn: Function, name: str) -> str:
    """The text of a copy of `fn` named `name`: internal, outside any comdat (so that it is this
    module's own whatever other modules define under the old name)."""
    import re

    head, brace, body = fn.render().partition("{")
    head = head.replace(f"@{fn.name}(", f"@{name}(", 1)
    head = re.sub(r"\b(linkonce_odr|weak_odr|linkonce|weak|available_externally)\b", "internal", head, count=1)
    head = re.sub(r"\s+comdat(\(\$[^)]*\))?", "", head)
    return head + brace + body


def unique_name(base: str, taken: set, separator: str = ".", first: int = 1) -> str:
    """`base`, else `base` + separator + first, first + 1, ...: the first not in `taken` (added to it)."""
    name, n = base, first
    while name in taken:
        name = f"{base}{separator}{n}"
        n += 1
    taken.add(name)
    return name


def _local_names(fn: Function) -> set:
    names = {a.name for a in fn.arguments if a.name is not None}
    for block in fn.blocks:
        if block.name is not None:
            names.add(block.name)
        names.update(i.name for i in block.instructions if i.name is not None)
    return names


def new_block(fn: Function, name: str, after: Optional[Block] = None) -> Block:
    """An empty block called `name` (fresh: see Names), placed after `after` (at the end when None)."""
    block = Block(fn, name)
    blocks = fn.blocks
    blocks.insert(blocks.index(after) + 1 if after is not None else len(blocks), block)
    fn.mark_dirty()
    return block


def split_block(block: Block, at: int, name: str) -> Block:
    """Move the instructions of `block` from index `at` on into a new block `name` (fresh: see
    Names) placed right after it, and return it; the successors' phis then name the new block.
    `block` is left without a terminator for the caller to add."""
    fn = block.function
    rest = new_block(fn, name, after=block)
    moved = block.instructions[at:]
    del block.instructions[at:]
    for inst in moved:
        inst.block = rest
    rest.instructions.extend(moved)
    for successor in rest.successors:
        rename_incoming(successor, block, rest)
    fn.mark_dirty()
    return rest


def rename_incoming(block: Block, old: Block, new: Block) -> None:
    """The phis of `block` that named predecessor `old` name `new`."""
    for inst in block.instructions:
        if inst.opcode != "phi":
            break
        inst.replace_uses_of(old, new)


def add_incoming(phi: Instruction, value, block: Block, names: "Names", base: str = "phi") -> Instruction:
    """`phi` with one more incoming pair [value, block] (value a Value or a literal's text), as a new
    instruction `%<base>` in its place; the old one is erased.  Returns the new phi."""
    from .syntax import phi_incoming

    values: list = []

    def operand(v) -> str:
        if isinstance(v, Value):
            values.append(v)
            return "{%d}" % (len(values) - 1)
        return str(v)

    pairs = [f"[ {operand(v)}, {operand(b)} ]" for v, b in phi_incoming(phi) + [(value, block)]]
    text = phi.body_text
    index = phi.block.instructions.index(phi)
    rebuilt = phi.block.insert(index, f"%{names.fresh(base)} = {text[:text.index('[')]}" + ", ".join(pairs), *values)
    phi.replace_all_uses_with(rebuilt)
    phi.erase()
    return rebuilt


def also_from(block: Block, existing: Block, added: Block, names: "Names") -> None:
    """A new predecessor `added` of `block` brings what `existing` brings: every phi of `block`
    naming `existing` gets the same value from `added` too."""
    from .syntax import phi_incoming

    for phi in [i for i in block.instructions if i.opcode == "phi"]:
        for value, pred in phi_incoming(phi) or []:
            if pred is existing:
                add_incoming(phi, value, added, names)
                break


def append(block: Block, text: str, *values: Value) -> Instruction:
    """Parse `text` (`{i}` stands for values[i], see Block.insert) and add it at the end of `block`."""
    return block.insert(len(block.instructions), text, *values)


def clone_instruction(inst: Instruction, operands: list, name: Optional[str]) -> Instruction:
    """A copy of `inst` (not in any block) with `operands` in place of its operands."""
    return Instruction(inst.opcode, list(inst.parts), list(operands), name, inst.has_result, inst.indent)


def place(block: Block, index: int, inst: Instruction) -> Instruction:
    """Insert an instruction made elsewhere (clone_instruction) at `index` of `block`."""
    inst.block = block
    block.instructions.insert(index, inst)
    block.function.mark_dirty()
    return inst


def clone_blocks(blocks: list, mapping: dict) -> list:
    """Copy the instructions of `blocks` into the blocks `mapping` gives for them (in order, after
    what those hold), except instructions `mapping` already maps; operands that `mapping` maps --
    the blocks, earlier copies, whatever the caller put there -- are replaced.  Returns the copies
    (unnamed: numbered when printed); `mapping` gains original -> copy."""
    copies = []
    for block in blocks:
        target = mapping[block]
        for inst in block.instructions:
            if inst in mapping:
                continue
            mapping[inst] = place(target, len(target.instructions), clone_instruction(inst, inst.operands, None))
            copies.append(mapping[inst])
    for copy in copies:
        for i, op in enumerate(copy.operands):
            if op in mapping:
                copy.set_operand(i, mapping[op])
    return copies


def erase_blocks(blocks: list) -> None:
    """Delete `blocks` with their instructions: a copy that turned out not to be wanted.  Nothing
    outside them may use what they define (LiftError otherwise, before anything is deleted)."""
    doomed = set(blocks)
    inside = {inst for block in blocks for inst in block.instructions}
    inside |= {rec for inst in inside for rec in inst.records}
    for value in list(doomed) + list(inside):
        outside = [u for u in value.users if u not in inside]
        if outside:
            raise LiftError(f"cannot erase block {blocks[0].name}: {outside[0].opcode} outside uses what it defines")
    for inst in inside:  # drop the operands first: the blocks use each other's values in any order
        for op in inst.operands:
            op.remove_user(inst)
        inst.operands, inst.block = [], None
    fn = blocks[0].function
    fn.blocks[:] = [b for b in fn.blocks if b not in doomed]
    fn.mark_dirty()
