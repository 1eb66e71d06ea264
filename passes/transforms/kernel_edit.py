"""Edits the kernel transforms share: a new entry block to dispatch from, a read of a work-item
quantity in it, a value computed again there from parameters (coarsen, uniform_wrappers)."""
from __future__ import annotations

from lift import Block, Function, Instruction
from lift.edit import Names, append, clone_instruction, new_block, place

from passes.analysis.device_model import builtin_function


def new_entry(fn: Function, name: str) -> Block:
    """An empty block called `name` (fresh), first in `fn`: its new entry (the old one keeps its code)."""
    block = new_block(fn, name, after=None)
    fn.blocks.remove(block)
    fn.blocks.insert(0, block)
    return block


def read_quantity(block: Block, names: Names, quantity: str, d: int, prefix: str) -> Instruction:
    """Read the work-item `quantity` (`global_id`, `global_size`, ...) along SPIR-V dimension d, at the
    end of `block`, into a fresh `%prefix.quantity`."""
    callee = builtin_function(block.function.module, quantity)
    return append(block, f"%{names.fresh(prefix + '.' + quantity)} = call spir_func i64 {{0}}(i32 {d})", callee)


def recompute(block: Block, value, slice_: list):
    """`value` computed again at the end of `block` from `slice_` (single_pass_wrappers.parameter_slice:
    the instructions computing it from parameters alone, dependencies first); the copy of value."""
    mapping: dict = {}
    for inst in slice_:
        mapping[inst] = place(block, len(block.instructions),
                              clone_instruction(inst, [mapping.get(op, op) for op in inst.operands], None))
    return mapping.get(value, value)
