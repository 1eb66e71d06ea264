"""networkx views of the IR, built on demand: CFG, dominator tree, natural loops, call graph.

They are snapshots: build them again after a rewrite.  Nodes are the IR objects themselves
(Block, Function), so a pass can go from graph to IR and back without lookups.  Natural loops
and immediate dominators are computed on plain dicts, without networkx, which is imported only
where a graph object is built: the host raise needs just those two, once per function it runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .ir import Block, Function, Module

if TYPE_CHECKING:
    import networkx as nx  # imported where a graph is built: it costs ~20 MB, which a raise never needs


def cfg(fn: Function) -> nx.DiGraph:
    """Blocks and control-flow edges; the graph's `entry` attribute is the entry block."""
    import networkx as nx

    g = nx.DiGraph(entry=fn.entry, function=fn.name)
    g.add_nodes_from(fn.blocks)  # nodes in block order, edges after
    for block in fn.blocks:
        for succ in block.successors:
            g.add_edge(block, succ)
    return g


def dominator_tree(fn: Function) -> nx.DiGraph:
    """Edges idom -> block for every block reachable from the entry."""
    import networkx as nx

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


def immediate_dominators(start, successors: dict) -> dict:
    """node -> its immediate dominator, for every node reachable from `start` but `start` itself
    (networkx's immediate_dominators, and the same algorithm: Cooper, Harvey and Kennedy, "A
    simple, fast dominance algorithm"), over `successors`: node -> its successors.  Without a
    graph object: networkx's leaves reference cycles behind (its dispatch caches), garbage only
    the cyclic collector frees, which a caller that turns it off for speed (the host raise, once
    per function) would accumulate."""
    order, seen = [], {start}  # postorder of a depth-first search
    stack = [(start, iter(successors.get(start, ())))]
    while stack:
        node, it = stack[-1]
        for nxt in it:
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, iter(successors.get(nxt, ()))))
                break
        else:
            order.append(node)
            stack.pop()
    number = {u: i for i, u in enumerate(order)}
    preds: dict = {}
    for u in order:
        for v in successors.get(u, ()):
            preds.setdefault(v, []).append(u)
    idom = {start: start}

    def intersect(u, v):
        while u is not v:
            while number[u] < number[v]:
                u = idom[u]
            while number[u] > number[v]:
                v = idom[v]
        return u

    order.pop()  # start
    order.reverse()
    changed = True
    while changed:
        changed = False
        for u in order:
            new = None
            for v in preds[u]:
                if v in idom:
                    new = v if new is None else intersect(v, new)
            if idom.get(u) is not new:
                idom[u] = new
                changed = True
    del idom[start]
    return idom


def natural_loops(fn: Function) -> list[Loop]:
    """Natural loops (one per header, back edges merged), outermost first, with parents set."""
    if fn.entry is None:
        return []
    successors = {b: list(dict.fromkeys(b.successors)) for b in fn.blocks}  # the CFG's edges, in block order
    idom = immediate_dominators(fn.entry, successors)
    predecessors: dict = {}
    for b, succs in successors.items():
        for s in succs:
            predecessors.setdefault(s, []).append(b)

    def dominated_by(block, header) -> bool:
        while True:
            if block is header:
                return True
            parent = idom.get(block)
            if parent is None or parent is block:
                return False
            block = parent

    loops: dict[Block, Loop] = {}
    for tail, succs in successors.items():
        for head in succs:
            if tail in idom and dominated_by(tail, head):
                loop = loops.setdefault(head, Loop(head, {head}))
                loop.latches.append(tail)
                stack = [tail]
                while stack:
                    b = stack.pop()
                    if b not in loop.blocks:
                        loop.blocks.add(b)
                        stack.extend(p for p in predecessors.get(b, ()) if p in idom)
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
    import networkx as nx

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
