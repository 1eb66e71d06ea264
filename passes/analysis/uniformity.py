"""Uniformity (an analysis): what is the same for every work-item of a work-group in a kernel.

A value is *uniform* when every work-item of a work-group that computes it gets the same result; a
block is *uniformly executed* when either every work-item of the group runs it or none does, and a
loop is *uniform* when every work-item of the group runs it the same number of times.  A uniform
loop is where OpenCL allows a work-group barrier to be added (every work-item reaches it equally
often), which `loop-barriers` uses.

The analysis is the classic divergence analysis, optimistic and run to a fixed point:
  - sources of divergence: the work-item ids (`get_global_id`, `get_local_id` and their SPIR-V
    spellings, anything not known to be uniform), loads (except reads of a by-value kernel
    parameter that nothing writes: a range DPC++ passed by value is the same for every work-item),
    allocas, atomics and calls of anything but the uniform work-group queries (`get_local_size`,
    `get_global_size`, `get_num_groups`, `get_group_id`, `get_global_offset`, `get_work_dim`) and pure LLVM
    arithmetic intrinsics; kernel parameters (other than by-value pointers) and constants are uniform;
  - data: an instruction with a divergent operand is divergent;
  - control (sync dependence): a conditional branch or switch on a divergent value makes every
    block between it and its immediate post-dominator divergently executed, and every phi where
    paths from two of its successors meet (and in the post-dominator) divergent: work-items arrive
    there along different paths;
  - temporal divergence: when such a branch leaves a loop, work-items leave it in different
    iterations, so every value the loop defines is divergent.

Assumes: a function of the device module with a body (kernels only, for uniform parameters).
Sound, not complete: what it cannot prove uniform it calls divergent.  Changes nothing.  Cost: one
walk per divergent branch over the blocks up to its post-dominator (kernels are small).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

import networkx as nx

from lift import Block, Function, GlobalVariable, Instruction, Value
from lift.ir import PURE_OPCODES
from lift.printer import number_values
from lift.graphs import Loop, cfg, natural_loops

from passes.analysis.byval_reads import find_reads
from passes.analysis.device_model import call_quantity, global_quantity

REACHED_BY_SOME = "the loop is only reached by some work-items (a branch on a work-item value before it)"
UNIFORM_QUANTITIES = frozenset({"global_size", "local_size", "num_groups", "group_id", "global_offset", "work_dim"})
# LLVM intrinsics that compute a value from their operands alone
_PURE_INTRINSICS = re.compile(
    r"llvm\.(fmuladd|fma|fabs|sqrt|minnum|maxnum|minimum|maximum|copysign|floor|ceil|trunc|rint|round|"
    r"umin|umax|smin|smax|abs|ctpop|ctlz|cttz|fshl|fshr|bswap|bitreverse|[us](add|sub|mul)\.with\.overflow)\.")
_BYVAL = re.compile(r"\bbyval\(")
_EXIT = "exit"  # the virtual node every returning block leads to, for post-dominators


@dataclass
class Uniformity:
    function: Function
    divergent: set = field(default_factory=set)  # divergent values (Instructions and Arguments)
    divergent_blocks: set = field(default_factory=set)  # blocks only some work-items of a group run
    regions: dict = field(default_factory=dict)  # divergent branch block -> (blocks before rejoining, rejoin)
    numbering: dict = field(default_factory=dict)  # unnamed values -> their printed numbers

    def label(self, block: Block) -> str:
        return block.ref(self.numbering)

    def is_uniform(self, value: Value) -> bool:
        return value not in self.divergent

    def loop_divergence(self, loop: Loop) -> Optional[str]:
        """None if every work-item of a group runs `loop` equally often, else why that is not proven."""
        for branch, (region, rejoin) in self.regions.items():
            if branch in loop.blocks and (rejoin not in loop.blocks or not region <= loop.blocks):
                return f"work-items leave the loop in different iterations (a branch on a work-item value in {self.label(branch)})"
        if loop.header in self.divergent_blocks:  # (checked second: a divergent exit also puts it there)
            return REACHED_BY_SOME
        return None


def analyse(fn: Function, loops: Optional[list[Loop]] = None) -> Uniformity:
    """`loops`: natural_loops(fn), when the caller has them already."""
    result = Uniformity(fn, numbering=number_values(fn))
    graph = cfg(fn)
    reachable = nx.descendants(graph, fn.entry) | {fn.entry}
    ipdom = _post_dominators(graph, reachable)
    loops_of: dict = {}
    for loop in natural_loops(fn) if loops is None else loops:
        for b in loop.blocks:
            loops_of.setdefault(b, []).append(loop)
    uniform_reads = _uniform_byval_reads(fn)

    work: list[Value] = []

    def diverge(value: Value) -> None:
        if value not in result.divergent:
            result.divergent.add(value)
            work.append(value)

    for arg in fn.arguments:
        if _BYVAL.search(arg.spec):  # a private copy per work-item: its address differs, its contents do not
            diverge(arg)
    for block in fn.blocks:
        for inst in block.instructions:
            if inst.has_result and _is_divergence_source(inst, uniform_reads):
                diverge(inst)

    done_branches: set = set()
    while work:
        value = work.pop()
        for user in list(value.users):
            if user.opcode in ("br", "switch"):
                block = user.block
                if block is None or block in done_branches or block not in reachable:
                    continue
                done_branches.add(block)
                rejoin = ipdom.get(block)
                reach = [_reach(s, rejoin) for s in dict.fromkeys(block.successors)]
                region = set().union(*reach)
                result.regions[block] = (region, rejoin)
                result.divergent_blocks |= region
                joins = {b for b in region if sum(b in r for r in reach) > 1}
                if isinstance(rejoin, Block):
                    joins.add(rejoin)
                for b in joins:  # work-items arrive here along different paths
                    for inst in b.instructions:
                        if inst.opcode == "phi":
                            diverge(inst)
                for loop in loops_of.get(block, ()):
                    if rejoin not in loop.blocks or not region <= loop.blocks:  # temporal divergence
                        for b in loop.blocks:
                            for inst in b.instructions:
                                if inst.has_result:
                                    diverge(inst)
            elif user.has_result and user not in uniform_reads:  # (a by-value read's address is per work-item)
                diverge(user)
    return result


def _is_divergence_source(inst: Instruction, uniform_reads: set) -> bool:
    op = inst.opcode
    if op in PURE_OPCODES:
        return False
    if op == "load":
        if inst in uniform_reads:
            return False
        source = inst.operands[-1] if inst.operands else None  # a builtin global (@__spirv_BuiltInWorkgroupSize)?
        return not (isinstance(source, GlobalVariable) and global_quantity(source.name) in UNIFORM_QUANTITIES)
    if op == "call":
        callee = inst.called_function
        if callee is None:
            return True
        quantity = call_quantity(callee.name)
        if quantity is not None:
            return quantity not in UNIFORM_QUANTITIES
        return not _PURE_INTRINSICS.match(callee.name)
    return True  # alloca, atomics, invoke, va_arg, landingpad, ...


def _uniform_byval_reads(fn: Function) -> set:
    """Loads of by-value parameters that nothing else touches (byval_reads proves it)."""
    reads = set()
    for arg in fn.arguments:
        if _BYVAL.search(arg.spec):
            found = find_reads(arg)
            if isinstance(found, list):
                reads.update(load for load, _ in found)
    return reads


def _post_dominators(graph: nx.DiGraph, reachable: set) -> dict:
    """Immediate post-dominator of each block (`_EXIT` for one that only the exit post-dominates;
    missing for blocks that never reach a return, e.g. an endless loop)."""
    reverse = nx.DiGraph()  # (not subgraph().reverse(copy=True): it deep-copies the graph's attributes, the IR)
    reverse.add_nodes_from(b for b in graph if b in reachable)
    reverse.add_edges_from((v, u) for u, v in graph.edges if u in reachable and v in reachable)
    for block in reachable:
        if not block.successors:
            reverse.add_edge(_EXIT, block)
    if _EXIT not in reverse:
        return {}
    return {b: d for b, d in nx.immediate_dominators(reverse, _EXIT).items() if b is not _EXIT}


def _reach(start: Block, rejoin) -> set:
    """Blocks reachable from `start` (itself included) before reaching `rejoin`."""
    seen: set = set()
    stack = [start]
    while stack:
        b = stack.pop()
        if b is rejoin or b in seen:
            continue
        seen.add(b)
        stack.extend(b.successors)
    return seen
