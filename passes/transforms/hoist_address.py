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

Only twins move.  An earlier version moved every pure computation to the earliest block its
operands allowed, and Intel's CPU runtime (vectorizer on, as users run it) went the other way:
with a GEMM-like k-loop's address arithmetic moved above the loop's entry test, its vectorizer no
longer saw that B[k][j] is consecutive across work-items and loaded it with two `vgatherqps` per
iteration instead of one vector load (its assembly, CL_CONFIG_DUMP_ASM=True): harness_2mm's
ScaleAccumulate ran 0.26-0.38x.  Merging twins only, the harness suite's kernels run 0.99-1.02x on
Intel and PoCL keeps its Jacobi gain (1.11x) and 2mm's first product no longer loses (0.93x -> 0.99x).

For every kernel a launch is linked to, pure integer and address computations (`add`, `mul`,
`getelementptr`, casts, ...; no division, which may trap, no load, no call) that compute the same
value -- the same text over the same operands, operands that are themselves such twins counting as
the same -- become one: the first of them (in dominator order) moves to the nearest common
dominator of all of them, where it is computed once, and the others use it.  Nothing without a
twin moves: moving a lone address computation up only changes where a vectorizer meets it (Intel's
lost B[k][j]'s consecutiveness that way, above).  Never out of an innermost loop (twins in different
loops are not merged), so no loop-invariant code motion happens here, and a value a phi takes (a
loop's increment) stays in its latch, so loops keep their shape.  Written as OpenCL C, a value with
several uses is one variable at its definition.  The report counts the instructions moved or merged
per kernel (`hoisted_address_arithmetic`).

Proves safe: the moved instructions have no side effect and cannot trap (and merged ones compute
the same function of the same operands); their operands dominate
the new place (it lies on the idom chain below every operand's block) and the new place dominates
every old use, so each use sees the same value.  Poison-generating flags (`nsw`, `inbounds`) may
stay: a flagged value that would be poison is only computed earlier, and is still used only on
the paths that used it before.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

import networkx as nx

from lift import Block, Constant, Function, Instruction
from lift.graphs import dominator_tree, natural_loops

from passes import KernelPass, PassContext

# integer and address arithmetic that depends on its operands alone and cannot trap
HOISTABLE = frozenset("add sub mul shl and or xor zext sext trunc getelementptr bitcast addrspacecast".split())


@dataclass(frozen=True)
class HoistAddress(KernelPass):
    """Merge equal pure integer/address computations of one innermost loop of a linked kernel at
    their nearest common dominator (see the module docstring)."""

    on_reshaped: ClassVar[bool] = True

    name: ClassVar[str] = "hoist-address"

    def kernels(self, ctx: PassContext):
        return ctx.analyses.get("links", {}).items()

    def apply_kernel(self, ctx: PassContext, name: str, kl) -> None:
        moved = hoist_address_arithmetic(kl.kernel.function)
        if moved:
            ctx.kernel_report(name)["hoisted_address_arithmetic"] = moved


def hoist_address_arithmetic(fn: Function) -> int:
    """Merge the twins among the HOISTABLE instructions of `fn` at their nearest common dominator, as
    the module docstring says; returns how many moved or merged."""
    if len(fn.blocks) < 2:
        return 0
    tree = dominator_tree(fn)
    parent = {child: idom for idom, child in tree.edges}
    innermost: dict[Block, object] = {}
    for loop in natural_loops(fn):  # outermost first: inner loops overwrite
        for b in loop.blocks:
            innermost[b] = loop
    # Twins: equal keys in one innermost loop, operands taken through their twins' first instance.
    # Dominator preorder meets an instruction's operands before it, so their groups are known.
    order = [inst for block in nx.dfs_preorder_nodes(tree, fn.entry) for inst in block.instructions
             if inst.opcode in HOISTABLE and inst.has_result and not _feeds_a_phi(inst)]
    first: dict[Instruction, Instruction] = {}
    groups: dict[tuple, list] = {}
    for inst in order:
        group = groups.setdefault((innermost.get(inst.block), _value_key(inst, first)), [])
        group.append(inst)
        first[inst] = group[0]
    changed = 0
    for group in groups.values():
        if len(group) < 2:
            continue
        keep = group[0]
        home = _common_dominator([i.block for i in group], parent)
        if home is not keep.block:
            keep.block.instructions.remove(keep)
            home.instructions.insert(len(home.instructions) - 1, keep)  # before the terminator
            keep.block = home
            changed += 1
        for twin in group[1:]:
            twin.replace_all_uses_with(keep)
            twin.erase()
            changed += 1
    if changed:
        fn.mark_dirty()
    return changed


def _common_dominator(blocks: list, parent: dict) -> Block:
    """The nearest block that dominates all of `blocks`."""
    chain = [blocks[0]]
    while chain[-1] in parent:
        chain.append(parent[chain[-1]])
    depth = {b: i for i, b in enumerate(chain)}
    deepest = 0
    for b in blocks[1:]:
        while b not in depth:
            b = parent[b]
        deepest = max(deepest, depth[b])
    return chain[deepest]


def _feeds_a_phi(inst: Instruction) -> bool:
    """A value a phi takes (a loop's `i += step`) stays where it is: the OpenCL C writer reads a
    loop's shape from it (`do { ... i += step; } while (i < n)`); moved into the loop header, the
    same loop is written as `for (;;)` with a `break`, and NVIDIA's compiler ran a grid-stride
    wrapper so written at 0.55x (harness_matvec's MvtCols wrapper on the H100)."""
    return any(user.opcode == "phi" for user in inst.users)


def _value_key(inst: Instruction, first: Optional[dict] = None) -> tuple:
    """Equal keys, equal values: the same text (opcode, types, flags) over the same operands (each
    operand through `first`, its twins' first instance, where given)."""
    first = first or {}
    return tuple(inst.parts), tuple(op.text if isinstance(op, Constant) else id(first.get(op, op))
                                     for op in inst.operands)
