"""networkx views of the IR, built on demand: CFG, dominator tree, natural loops, call graph.

They are snapshots: build them again after a rewrite.  Nodes are the IR objects themselves
(Block, Function), so a pass can go from graph to IR and back without lookups.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx

from .ir import Block, Function, Module


def cfg(fn: Function) -> nx.DiGraph:
    """Blocks and control-flow edges; the graph's `entry` attribute is the entry block."""
    g = nx.DiGraph(entry=fn.entry, function=fn.name)
    g.add_nodes_from(fn.blocks)  # nodes in block order, edges after
    for block in fn.blocks:
        for succ in block.successors:
            g.add_edge(block, succ)
    return g


def dominator_tree(fn: Function) -> nx.DiGraph:
    """Edges idom -> block for every block reachable from the entry."""
    g = cfg(fn)
    tree = nx.DiGraph(entry=fn.entry)
    if fn.entry is None:
        return tree
    for block, idom in nx.immediate_dominators(g, fn.entry).items():
        tree.add_node(block)
        if idom is not block:
            tree.add_edge(idom, block)
    return tree


def dominates(tree: nx.DiGraph, a: Block, b: Block) -> bool:
    """Does `a` dominate `b`?  Walks b's idom chain up the dominator tree (no path search)."""
    if a not in tree or b not in tree:
        return a is b
    while True:
        if b is a:
            return True
        parents = list(tree.predecessors(b))
        if not parents:
            return False
        b = parents[0]


@dataclass(eq=False)
class Loop:
    header: Block
    blocks: set = field(default_factory=set)
    latches: list = field(default_factory=list)
    parent: "Loop | None" = None

    @property
    def exits(self) -> list[tuple[Block, Block]]:
        """(inside, outside) edges leaving the loop, in the function's block order (not the set's,
        which follows object addresses: a pass that tries the exits in turn would differ from run
        to run)."""
        blocks = self.blocks
        return [(b, s) for b in self.header.function.blocks if b in blocks for s in b.successors if s not in blocks]

    @property
    def depth(self) -> int:
        return 1 + (self.parent.depth if self.parent else 0)


def natural_loops(fn: Function) -> list[Loop]:
    """Natural loops (one per header, back edges merged), outermost first, with parents set."""
    g = cfg(fn)
    if fn.entry is None:
        return []
    idom = nx.immediate_dominators(g, fn.entry)

    def dominated_by(block, header) -> bool:
        while True:
            if block is header:
                return True
            parent = idom.get(block)
            if parent is None or parent is block:
                return False
            block = parent

    loops: dict[Block, Loop] = {}
    for tail, head in g.edges:
        if tail in idom and dominated_by(tail, head):
            loop = loops.setdefault(head, Loop(head, {head}))
            loop.latches.append(tail)
            stack = [tail]
            while stack:
                b = stack.pop()
                if b not in loop.blocks:
                    loop.blocks.add(b)
                    stack.extend(p for p in g.predecessors(b) if p in idom)
    ordered = sorted(loops.values(), key=lambda lp: -len(lp.blocks))
    for i, inner in enumerate(ordered):
        for outer in reversed(ordered[:i]):
            if inner.header in outer.blocks and outer is not inner:
                inner.parent = outer
                break
    return ordered


def call_graph(module: Module) -> nx.MultiDiGraph:
    """Functions, with an edge caller -> callee per direct call site (kind="call") and per other
    reference to a function inside a body (kind="ref": address taken)."""
    g = nx.MultiDiGraph()
    for fn in module.functions.values():
        g.add_node(fn, declaration=fn.is_declaration, kernel=fn.is_kernel)
    for fn in module.definitions():
        for inst in fn.instructions():
            callee = inst.called_function
            for op in inst.operands:
                if isinstance(op, Function):
                    g.add_edge(fn, op, kind="call" if op is callee else "ref", site=inst)
    return g
