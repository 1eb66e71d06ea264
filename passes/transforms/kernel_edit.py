"""Edits the kernel transforms share: a new entry block to dispatch from, and a read of a work-item
quantity in it (coarsen, uniform_wrappers)."""
from __future__ import annotations

from lift import Block, Function, Instruction
from lift.edit import Names, append, new_block

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
