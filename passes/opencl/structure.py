"""Structured control flow from a function's CFG, for the OpenCL C writer.

The algorithm is Ramsey's "Beyond Relooper" (ICFP 2022) translated to C.  On the dominator tree:

* a block that heads a natural loop becomes `for (;;) { ... }`; an edge back to the header is
  `continue` (nothing at the end of the body);
* a block's dominator-tree children that are *merge points* (two or more forward predecessors) are
  placed after the block's own code, in reverse postorder, so that every branch to them is a forward
  jump to "what follows": nothing when it is the next statement anyway, `break` when it is what
  follows the innermost loop;
* the blocks outside a loop that the loop's blocks dominate (its exits) are placed right after the
  loop statement, so the loop's first exit is reached with `break`;
* any other child is emitted in place, inside the `if` arm that branches to it.

A small merge point that only falls into one other block (the `else` of a condition written with
`||`, which each failing test branches to) is written again in each arm that branches to it, like
LLVM's tail duplication: C has no way to jump past it to the block after, except `goto`.

Two-way branches become `if`/`else`, switches an `if`/`else if` chain (a C `switch` would capture
`break`).  PHIs are assigned on each edge, just before the jump (the writer's `edge_copies`).  A jump
the rules cannot express (a branch into an irreducible cycle, a jump out of two loops at once) becomes
a `goto` to a label before its target: the samples' kernels never need one.

Assumes: only blocks reachable from the entry are emitted; branch conditions have no side effects.
"""
from __future__ import annotations

from typing import Optional

import networkx as nx

from lift import Block
from lift.graphs import natural_loops

from .ast import Break, Continue, Goto, If, Label, Loop, Stmt

DUPLICATE_LIMIT = 6  # instructions (with the branch) of a merge point written again in each arm


class Structurer:
    """Builds the statement tree of one function.  `writer` supplies the code of a block
    (`block_code`), branch conditions (`branch_condition`), switch conditions (`case_condition`),
    returns (`return_stmt`) and phi copies for an edge (`edge_copies`)."""

    def __init__(self, fn, writer, rpo: list[Block]):
        self.fn = fn
        self.writer = writer
        self.rpo = rpo
        self.order = {b: i for i, b in enumerate(rpo)}
        g = nx.DiGraph()
        g.add_nodes_from(rpo)
        for b in rpo:
            for s in b.successors:
                if s in self.order:
                    g.add_edge(b, s)
        self.graph = g
        self.idom = nx.immediate_dominators(g, rpo[0])
        self.children: dict[Block, list[Block]] = {b: [] for b in rpo}
        for b, d in self.idom.items():
            if d is not b:
                self.children[d].append(b)
        for kids in self.children.values():
            kids.sort(key=self.order.__getitem__)
        self.loops = {lp.header: lp.blocks for lp in natural_loops(fn)}  # header -> its blocks
        self.followers: dict[Block, list[Block]] = {h: [] for h in self.loops}
        self.follower_of: dict[Block, Block] = {}
        for y in rpo:
            d = self.idom.get(y)
            if d is None or d is y:
                continue
            outer = None  # the outermost loop holding y's dominator but not y
            for h, blocks in self.loops.items():
                if d in blocks and y not in blocks and (outer is None or len(blocks) > len(self.loops[outer])):
                    outer = h  # nested loops are subsets of each other: the largest is outermost
            if outer is not None:
                self.followers[outer].append(y)
        for h, fol in self.followers.items():
            fol.sort(key=self.order.__getitem__)
            # An exit whose code ends the function (an early return) can stay where it is branched
            # to, inside the loop; keep one follower -- the `break` target -- and prefer the exit
            # taken from a latch (the loop's normal end) among such exits.
            ending = [y for y in fol if not self.is_merge(y) and self._self_contained(y)]
            if ending and len(ending) == len(fol):
                latches = [p for p in self.graph.predecessors(h) if p in self.loops[h]]
                keep = [y for y in fol if any(p in latches for p in self.graph.predecessors(y))] or fol[-1:]
                ending = [y for y in ending if y is not keep[0]]
            fol[:] = [y for y in fol if y not in ending]
            for y in fol:
                self.follower_of[y] = h

    # ---- analysis
    def dominates(self, a: Block, b: Block) -> bool:
        while True:
            if a is b:
                return True
            d = self.idom.get(b)
            if d is None or d is b:
                return False
            b = d

    def _self_contained(self, y: Block) -> bool:
        """Do the blocks y dominates branch only among themselves (their code ends in returns)?"""
        sub, stack = set(), [y]
        while stack:
            b = stack.pop()
            sub.add(b)
            stack.extend(self.children[b])
        return all(s in sub for b in sub for s in self.graph.successors(b))

    def is_back(self, x: Block, y: Block) -> bool:
        return y in self.loops and self.dominates(y, x)

    def is_merge(self, y: Block) -> bool:
        forward = [p for p in self.graph.predecessors(y) if not self.is_back(p, y)]
        return len(forward) >= 2

    def duplicated(self, y: Block) -> bool:
        """A merge point written in each arm that branches to it: a few instructions, no call (a
        barrier must stay where every work-item meets it), one successor, dominating nothing, in
        no loop's bookkeeping."""
        if y in self.loops or y in self.follower_of or self.children[y] or not self.is_merge(y):
            return False
        succ = list(self.graph.successors(y))
        return (len(succ) == 1 and succ[0] is not y and len(y.instructions) <= DUPLICATE_LIMIT
                and y.terminator is not None and y.terminator.opcode == "br"
                and not any(i.opcode in ("call", "invoke") for i in y.instructions))

    # ---- translation
    def build(self) -> list[Stmt]:
        return self.do_tree(self.rpo[0], None, [])

    def do_tree(self, x: Block, ft: Optional[Block], loops: list) -> list[Stmt]:
        """Code for x and the blocks it dominates; `ft` is the block that runs after this code
        falls off its end; `loops` the enclosing C loops as (header, block reached by `break`)."""
        out: list[Stmt] = [Label(self.label_name(x))]  # kept only if a goto needs it
        kids = [k for k in self.children[x] if k not in self.follower_of]
        merges = [k for k in kids if self.is_merge(k) and not self.duplicated(k)]
        if x in self.loops:
            fol = self.followers[x]
            brk = fol[0] if fol else ft
            body = self.node_within(x, merges, x, loops + [(x, brk)])
            out.append(Loop(body, unroll=self.unroll_hint(x)))
            for i, y in enumerate(fol):
                out += self.do_tree(y, fol[i + 1] if i + 1 < len(fol) else ft, loops)
            return out
        return out + self.node_within(x, merges, ft, loops)

    def unroll_hint(self, header: Block) -> Optional[int]:
        """1 when a back edge's `!llvm.loop` metadata says llvm.loop.unroll.disable, 0 (unroll fully)
        when it says llvm.loop.unroll.full (loop-hints puts both there), so the C loop gets
        `opencl_unroll_hint(1)` or `opencl_unroll_hint`."""
        from passes.transforms.loop_hints import unroll_disabled, unroll_full

        latches = [p for p in self.graph.predecessors(header) if self.is_back(p, header)]
        if any(unroll_disabled(self.fn.module, latch.terminator) for latch in latches):
            return 1
        return 0 if any(unroll_full(self.fn.module, latch.terminator) for latch in latches) else None

    def node_within(self, x: Block, merges: list, ft: Optional[Block], loops: list) -> list[Stmt]:
        if merges:
            last = merges[-1]
            return self.node_within(x, merges[:-1], last, loops) + self.do_tree(last, ft, loops)
        out = self.writer.block_code(x)
        term = x.terminator
        op = term.opcode if term is not None else None
        if op == "br":
            succ = self.writer.successors(x)
            if len(succ) == 1 or succ[0] is succ[1]:
                out += self.do_branch(x, succ[0], ft, loops)
            else:
                cond = self.writer.branch_condition(x)
                out.append(If(cond, self.do_branch(x, succ[0], ft, loops), self.do_branch(x, succ[1], ft, loops)))
        elif op == "switch":
            default, groups = self.writer.switch_groups(x)
            tail = self.do_branch(x, default, ft, loops)
            for target, cond in reversed(groups):
                tail = [If(cond, self.do_branch(x, target, ft, loops), tail)]
            out += tail
        elif op == "ret":
            out.append(self.writer.return_stmt(x))
        elif op == "unreachable":
            out.append(self.writer.unreachable_stmt(x))
        else:
            raise self.writer.error(term if term is not None else x, f"unsupported terminator {op}")
        return out

    def do_branch(self, x: Block, y: Block, ft: Optional[Block], loops: list) -> list[Stmt]:
        copies = self.writer.edge_copies(x, y)
        if not self.is_back(x, y) and self.duplicated(y):
            (after,) = self.graph.successors(y)
            return copies + self.writer.block_code(y) + self.do_branch(y, after, ft, loops)
        if self.is_back(x, y) or self.is_merge(y) or y in self.follower_of or self.idom.get(y) is not x:
            return copies + self.jump(y, ft, loops)
        return copies + self.do_tree(y, ft, loops)

    def jump(self, y: Block, ft: Optional[Block], loops: list) -> list[Stmt]:
        if y is ft:
            return []
        if loops and loops[-1][0] is y:
            return [Continue()]
        if loops and loops[-1][1] is y:
            return [Break()]
        return [Goto(self.label_name(y))]

    def label_name(self, b: Block) -> str:
        return self.writer.label_name(b)


def strip_unused_labels(stmts: list, used: set) -> list:
    """Drop the Label statements nobody jumps to (do_tree puts one before every block)."""
    out = []
    for s in stmts:
        if isinstance(s, Label) and s.label not in used:
            continue
        if isinstance(s, If):
            s.then = strip_unused_labels(s.then, used)
            s.els = strip_unused_labels(s.els, used)
        elif isinstance(s, Loop):
            s.body = strip_unused_labels(s.body, used)
        out.append(s)
    return out
