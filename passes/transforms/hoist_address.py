"""Hoist address arithmetic (a pass): keep propagated constants from costing a kernel its vector code.

Propagation makes index expressions that differed in the original kernel equal.  A Jacobi sweep
loads `in[i][j]` on its border path and stores `out[i][j]` after the join; DPC++'s IR computes
the store's row offset from the output accessor's range (`i * out_range[1]`) and the load's from
the input's (`i * in_range[1]`).  Once both ranges are read from one shared parameter, the join
recomputes a value that both branches already have, and the OpenCL compiler's GVN-PRE replaces it
with a phi of the two branch copies.  The store's address is then a phi, which LLVM's loop
vectoriser cannot prove consecutive across work-items: PoCL vectorised the store as a masked
scatter and the rewritten kernel ran 0.52x of the original (harness_stencil's Jacobi2DSweep,
1024x1024, PoCL 3.1).  Computed once, above the branch, the value is available everywhere, GVN
only reuses it, and the store stays a plain vector store (1.1x).

Not for `--target cpu`: Intel's CPU runtime, vectorizer on as users run it, goes the other way.
With the k-loop's address arithmetic moved above the loop's entry test, its vectorizer no longer
sees that B[k][j] is consecutive across work-items and loads it with two `vgatherqps` per
iteration instead of one vector load (its assembly, CL_CONFIG_DUMP_ASM=True): harness_2mm's
ScaleAccumulate ran 0.26-0.38x in three runs (with propagation; 0.85-0.99x without this pass).

For every kernel a launch is linked to, each pure integer or address computation (`add`, `mul`,
`getelementptr`, casts, ...; no division, which may trap, no load, no call) moves up the
dominator tree to the earliest block where its operands are defined -- but never out of its
innermost loop, so no loop-invariant code motion happens here, and never when a phi takes it (a
loop's increment stays in its latch), so loops keep their shape.
Instructions are visited in dominator-tree order, so a chain of them moves together, and equal
instructions that land in one block become one (the same text over the same operands): written as
OpenCL C, a value with several uses is one variable at its definition, where a single-use value
would be written into each use again.  The report counts the instructions moved or merged per
kernel (`hoisted_address_arithmetic`).

Proves safe: the moved instructions have no side effect and cannot trap (and merged ones compute
the same function of the same operands); their operands dominate
the new place (it lies on the idom chain below every operand's block) and the new place dominates
every old use, so each use sees the same value.  Poison-generating flags (`nsw`, `inbounds`) may
stay: a flagged value that would be poison is only computed earlier, and is still used only on
the paths that used it before.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import networkx as nx

from lift import Block, Constant, Function, Instruction
from lift.graphs import dominator_tree, natural_loops

from passes import KernelPass, PassContext

# integer and address arithmetic that depends on its operands alone and cannot trap
HOISTABLE = frozenset("add sub mul shl and or xor zext sext trunc getelementptr bitcast addrspacecast".split())


@dataclass(frozen=True)
class HoistAddress(KernelPass):
    """Move pure integer/address arithmetic of linked kernels to the earliest block of its innermost
    loop where its operands are available (see the module docstring)."""

    name: ClassVar[str] = "hoist-address"
    target: str = "any"

    def kernels(self, ctx: PassContext):
        if self.target == "cpu":
            return ()
        return ctx.analyses.get("links", {}).items()

    def apply_kernel(self, ctx: PassContext, name: str, kl) -> None:
        moved = hoist_address_arithmetic(kl.kernel.function)
        if moved:
            ctx.kernel_report(name)["hoisted_address_arithmetic"] = moved


def hoist_address_arithmetic(fn: Function) -> int:
    """Hoist the HOISTABLE instructions of `fn` and merge equal ones, as the module docstring says;
    returns how many moved or merged."""
    if len(fn.blocks) < 2:
        return 0
    tree = dominator_tree(fn)
    parent = {child: idom for idom, child in tree.edges}
    innermost: dict[Block, object] = {}
    for loop in natural_loops(fn):  # outermost first: inner loops overwrite
        for b in loop.blocks:
            innermost[b] = loop
    # Equal instructions have the same earliest block (it depends on their operands and loop only),
    # so a table per block finds every twin.
    computed: dict[Block, dict[tuple, Instruction]] = {}
    changed = 0
    for block in nx.dfs_preorder_nodes(tree, fn.entry):  # dominators before the blocks they dominate
        for inst in list(block.instructions):
            if inst.opcode not in HOISTABLE or not inst.has_result or _feeds_a_phi(inst):
                continue
            target = _earliest_block(inst, block, parent, innermost)
            twin = computed.setdefault(target, {}).setdefault(_value_key(inst), inst)
            if twin is not inst:
                inst.replace_all_uses_with(twin)
                inst.erase()
                changed += 1
            elif target is not block:
                block.instructions.remove(inst)
                target.instructions.insert(len(target.instructions) - 1, inst)  # before the terminator
                inst.block = target
                changed += 1
    if changed:
        fn.mark_dirty()
    return changed


def _feeds_a_phi(inst: Instruction) -> bool:
    """A value a phi takes (a loop's `i += step`) stays where it is: the OpenCL C writer reads a
    loop's shape from it (`do { ... i += step; } while (i < n)`); moved into the loop header, the
    same loop is written as `for (;;)` with a `break`, and NVIDIA's compiler ran a grid-stride
    wrapper so written at 0.55x (harness_matvec's MvtCols wrapper on the H100)."""
    return any(user.opcode == "phi" for user in inst.users)


def _value_key(inst: Instruction) -> tuple:
    """Equal keys, equal values: the same text (opcode, types, flags) over the same operands."""
    return tuple(inst.parts), tuple(op.text if isinstance(op, Constant) else id(op) for op in inst.operands)


def _earliest_block(inst: Instruction, block: Block, parent: dict, innermost: dict) -> Block:
    """The highest block on `block`'s idom chain, in `block`'s innermost loop, below every block
    that defines an operand of `inst`."""
    defined_in = {op.block for op in inst.operands if isinstance(op, Instruction)}
    loop = innermost.get(block)
    target = block
    while target not in defined_in:
        up = parent.get(target)
        if up is None or innermost.get(up) is not loop:
            break
        target = up
    return target
