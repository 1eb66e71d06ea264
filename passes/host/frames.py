"""What the host interpreter keeps per function and per call, and the signals its runs end with.

`FnInfo`: one function's decoded blocks and the CFG facts the rules for Unknown branches need
(blocks that never return, loops, post-dominators, where SYCL state can still be built), computed
when first asked for; whether the function does nothing (`decide_inert`), its parameter spills
(`binding`), its leaf code and select model.  `Frame` / `LeafFrame`: one call's values and loop
bookkeeping.  `Fork`: a branch on an Unknown condition.  `LoopFence`: where one summary iteration
of a loop ends.  `Stop` (the budget is spent), `Finished` (nothing left can build SYCL state),
`RETURN`, `RUN`, `END`: how a run, a call or a path ends.
"""
from __future__ import annotations

from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Optional


from lift import Block, Function
from lift.graphs import immediate_dominators, natural_loops
from passes.host.summaries import select_model

if TYPE_CHECKING:
    from passes.host.engine import Machine

NO_BLOCKS = frozenset()  # (a function's block sets are mostly empty: one for all)
NO_HEADER = (None, MappingProxyType({}))  # Machine.header_of of a function that is no recognised header
NO_LOOPS = MappingProxyType({})  # the loop bookkeeping of a frame whose function has no loops (read-only)


def _backward_closure(sources: dict, seeds: list) -> set:
    """The seeds and everything that leads to one of them (`sources`: node -> its predecessors:
    a function's callers, a block's predecessors)."""
    found, stack = set(seeds), list(seeds)
    while stack:
        for f in sources.get(stack.pop(), ()):
            if f not in found:
                found.add(f)
                stack.append(f)
    return found


class FnInfo:
    """What the machine knows about one function: decoded blocks, and the CFG facts the rules for
    Unknown branches need (computed when first asked for)."""

    def __init__(self, machine: "Machine", fn: Function):
        self.machine = machine
        self.fn = fn
        self.blocks = fn.blocks
        self.arguments = fn.arguments
        self.user = machine.user_fn(fn)
        self.header = machine.header_of(fn)  # (header pattern, template arguments) or (None, {})
        self.code: dict = {}  # block -> (phis, handlers, operands): Machine.decode_block
        self._ipdom = None
        self._after = machine.builds_after  # call site -> builds_after (one dict for all functions)
        self._builds = machine.loops_build  # loop header -> whether the loop can build SYCL state (likewise)
        self.inert = None  # decide_inert
        # one block without successors: no branch, loop, phi, fork or fence (Machine.call runs it)
        self.single = len(self.blocks) == 1 and not self.blocks[0].successors
        # a single block's (handlers, operands) once it has run and is a leaf (no call: see
        # Machine.call's leaf path); None until then, or for good when it is no leaf
        self.leaf = None
        # recorded calls (passes.host.memo); None: not recorded (any more)
        self.memo: Optional[list] = [] if machine.replay_calls else None
        self.memo_failures = 0
        self.memo_made = self.memo_hits = 0  # records made, calls replayed

    def _reaching(self, seeds) -> set:
        """The seeds and every block from which one of them can be reached."""
        if not seeds:
            return NO_BLOCKS
        preds: dict = {}
        for b in self.blocks:
            for s in b.successors:
                preds.setdefault(s, []).append(b)
        return _backward_closure(preds, seeds)

    # (cached_property: computed when first asked for, then a plain attribute -- they are asked
    # for at every block)

    @cached_property
    def doomed(self) -> set:
        """Blocks from which no path returns (they throw, abort or are unreachable)."""
        live = self._reaching([b for b in self.blocks if b.instructions and b.instructions[-1].opcode == "ret"])
        return {b for b in self.blocks if b not in live} or NO_BLOCKS

    @cached_property
    def loops(self) -> dict:
        """header -> Loop, and block -> innermost Loop (under the key ("in", block))."""
        loops: dict = {}
        if self._has_back_edge():
            for loop in natural_loops(self.fn):  # outermost first: inner loops overwrite
                loops[loop.header] = loop
                for b in loop.blocks:
                    loops[("in", b)] = loop
        return loops

    def _has_back_edge(self) -> bool:
        color: dict = {}
        entry = self.fn.entry
        stack = [(entry, iter(entry.successors))]
        color[entry] = 1
        while stack:
            b, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                color[b] = 2
                stack.pop()
            elif color.get(nxt) == 1:
                return True
            elif nxt not in color:
                color[nxt] = 1
                stack.append((nxt, iter(nxt.successors)))
        return False

    def ipdom(self, block: Block) -> Optional[Block]:
        """The immediate post-dominator (None: the function's exit)."""
        if self._ipdom is None:
            exit_node = "exit"
            reverse: dict = {exit_node: []}  # the reverse CFG, from a node standing for the return
            doomed = self.doomed  # paths that throw or abort do not count, nor do unwind edges
            for b in self.blocks:
                if b in doomed:
                    continue
                reverse.setdefault(b, [])
                for s in normal_successors(b):
                    if s not in doomed and b not in reverse.setdefault(s, []):
                        reverse[s].append(b)
                if b.instructions and b.instructions[-1].opcode == "ret":
                    reverse[exit_node].append(b)
            self._ipdom = immediate_dominators(exit_node, reverse)
        d = self._ipdom.get(block)
        return d if isinstance(d, Block) else None

    def builds_sycl(self, loop) -> bool:
        """Whether a call in the loop can build SYCL state, directly or through an indirect call
        where those may (a stage held in a std::function, a virtual method): Machine.may_build_call."""
        if loop.header not in self._builds:
            self._builds[loop.header] = any(self.machine.may_build_call(i) for b in loop.blocks
                                            for i in b.instructions)
        return self._builds[loop.header]

    def _reaching_calls(self, wanted) -> set:
        """Blocks from which an instruction `wanted` accepts can be reached."""
        return self._reaching([b for b in self.blocks if any(wanted(i) for i in b.instructions)])

    @cached_property
    def may_build(self) -> set:
        """Blocks from which a call that builds SYCL state, or an indirect call (which might), can be
        reached: past them, this function can do nothing the raised program needs."""
        return self._reaching_calls(self.machine.may_build_call)

    def builds_after(self, site) -> bool:
        """Whether, once the call `site` returns, this function can still reach a call that builds
        SYCL state (or an indirect call)."""
        r = self._after.get(site)
        if r is None:
            block = site.block
            rest = block.instructions[block.instructions.index(site) + 1:]
            r = self._after[site] = (any(self.machine.may_build_call(i) for i in rest)
                                     or any(s in self.may_build for s in normal_successors(block)))
        return r

    @cached_property
    def spills(self):
        """The parameter spills the engine binds at the call instead of running them
        (passes.host.decode: Decoder.parameter_spills)."""
        loops = self.loops
        return self.machine.decoder.parameter_spills(self.fn, {key[1] for key in loops if type(key) is tuple})

    def decide_inert(self):
        """Set and return `inert`: how deep the calls of a function that does nothing go (1: it calls
        nothing), 0 when it does something, None while that is not known yet (its block, or a
        callee's, has not been decoded: it is decoded when it first runs, and deciding must not
        decode it earlier -- decoding can warn).  A function does nothing when its one block holds
        only constant getelementptrs, calls (direct, no byval argument) of functions that do
        nothing, and `ret void` (after its parameter spills: FnInfo.spills): running it changes no
        memory, makes no object, records nothing and warns of nothing; its only effects are on its
        own frame.  (Header code at -O0: allocators' constructors and destructors, empty bases.)"""
        self.inert = 0  # (while deciding: a recursive call does something)
        blocks = self.blocks
        if len(blocks) != 1 or blocks[0].successors:
            return 0
        code = self.code.get(blocks[0])
        if code is None:
            self.inert = None
            return None
        depth = 1
        for h, d in zip(code[1], code[2]):
            op = h.__name__
            if op in ("_op_gep_constant", "_op_nop") or op == "_op_ret" and d is None:
                continue
            if op != "_op_call" or d[1] is None or d[1].is_declaration or d[4] is not None:
                return 0
            callee = self.machine.infos.get(d[1])
            inner = None if callee is None else callee.inert if callee.inert is not None else callee.decide_inert()
            if not inner:  # it does something (0), or it is not known yet (None)
                self.inert = inner
                return inner
            depth = max(depth, inner + 1)
        self.inert = depth
        return depth

    @cached_property
    def binding(self) -> tuple:
        """How a call fills its frame's values (Machine.call): (the arguments that an instruction
        left to run reads, as (argument, position)), (each parameter spill's load, the value stored
        into its slot, that value's position among the arguments (-1: an earlier spill's load), the
        load's TypeInfo)).  At -O0 an argument's one user is its spill store, which never runs
        (FnInfo.spills): nothing looks the argument up, so it is not put in the frame (the
        spills read it from the call's arguments directly)."""
        spills = self.spills
        skipped = set(spills.skipped)
        position = {a: i for i, a in enumerate(self.arguments)}
        kept = tuple((a, i) for i, a in enumerate(self.arguments) if any(u not in skipped for u in a.users))
        loads = tuple((load, source, position.get(source, -1), ti) for load, source, ti, _ in spills.loads)
        return kept, loads

    def leaf_code(self, code) -> Optional[tuple]:
        """(handlers, operands) of a single block whose instructions only compute values, read and
        write memory and return (LEAF_OPS): no call, so nothing it runs asks for the frame stack
        or the header calls in progress (Machine.frames, Machine.headers: only procedures and
        callers_build read them) and it never forks, loops or fences.  None otherwise."""
        _, handlers, operands = code
        if all(h.__name__ in LEAF_OPS for h in handlers):
            self.leaf = (handlers, operands)
        return self.leaf

    @cached_property
    def model(self):
        """The SelectModel Machine.call runs this function by (passes.host.summaries: std::min and
        std::max at -O0), or None: it runs as it is."""
        return select_model(self.machine, self)

    @cached_property
    def relevant(self) -> set:
        """Blocks from which a call that builds SYCL state can be reached."""
        return self._reaching_calls(self.machine.is_relevant_call)


def normal_successors(block: Block) -> list:
    term = block.instructions[-1] if block.instructions else None
    if term is not None and term.opcode == "invoke":
        return [op for op in term.operands if isinstance(op, Block)][:1]
    return block.successors


class Fork:
    """A branch on an Unknown condition: its viable sides and where they meet again (None: never)."""

    __slots__ = ("sides", "join")

    def __init__(self, sides, join):
        self.sides, self.join = sides, join


NOT_SUMMARIZING = frozenset()  # the loops being summarized in a frame whose function has none


# the operations whose handlers read and write only the frame's `fn`, `env`, `prov` and `ret`
# (and memory): what a leaf callee runs on a LeafFrame (Machine.call)
LEAF_OPS = frozenset({"_op_nop", "_op_unknown", "_op_end", "_op_alloca", "_op_load", "_op_store",
                      "_op_store_spilled", "_op_gep", "_op_gep_constant", "_op_bin", "_op_cmp", "_op_cast",
                      "_op_select", "_op_ret", "_op_extractvalue", "_op_insertvalue", "_op_extractelement",
                      "_op_insertelement", "_op_shuffle", "_op_unary", "_op_atomicrmw", "_op_cmpxchg"})


class LeafFrame:
    """The frame of a leaf callee (FnInfo.leaf_code): the parts of a Frame its handlers use."""

    __slots__ = ("fn", "env", "prov", "ret")
    one_sided = False  # (a leaf has no branch)

    def __init__(self, fn, env):
        self.fn, self.env, self.prov, self.ret = fn, env, {}, None


class Frame:
    __slots__ = ("fn", "info", "env", "user", "depth", "open_paths", "loops", "visits", "site", "prov", "ret",
                 "sampled", "fence", "summarizing", "loop_ops", "entry_phis", "callers_build", "one_sided")

    def __init__(self, fn, info, depth, user, env):
        self.fn, self.info, self.depth, self.user, self.site, self.env = fn, info, depth, user, None, env
        self.open_paths = 0  # undecided branches followed on one side (user code: ops are conditional)
        if info.loops:  # (only loop_bookkeeping, choose and one_iteration write these, for loops)
            self.loops: dict = {}  # loop header -> log position at entry
            # loop header -> (SYCL ops recorded, memory objects made, instructions run, SYCL state to roll
            # back to or None, heap blocks made) at its latest entry
            self.loop_ops: dict = {}
            self.entry_phis: dict = {}  # loop header -> its phi values at its latest entry
            self.sampled: dict = {}  # loop header -> True while in the one iteration run of a loop of unknown count
            self.summarizing: set = set()  # headers of the loops being summarized
            self.visits: dict = {}  # block -> times entered (what the loop rules count; only they read it)
        else:
            self.loops = self.loop_ops = self.entry_phis = self.sampled = self.visits = NO_LOOPS
            self.summarizing = NOT_SUMMARIZING
        self.prov: dict = {}  # load instruction -> (obj, offset, size) it read (for type transfer)
        self.ret = None
        self.fence = None  # LoopFence while a loop's summary iteration runs: where that iteration ends
        self.callers_build = None  # whether a caller can still build SYCL state after its call (Machine.finished)
        self.one_sided = False  # an undecided branch was followed on one side only (Machine.fork): its number result is not known


class LoopFence:
    """Where one summary iteration of a loop ends: back at its header, or anywhere outside it."""

    __slots__ = ("loop", "entered")

    def __init__(self, loop):
        self.loop, self.entered = loop, False

    def reached(self, block) -> bool:
        if block is self.loop.header and not self.entered:
            self.entered = True
            return False
        return block is self.loop.header or block not in self.loop.blocks


class Stop(Exception):
    """The instruction budget is spent."""


class Finished(Exception):
    """Nothing the program still does can build SYCL state (Machine.finished)."""


class _Return:
    pass


RETURN = _Return()


RUN = _Return()  # Machine.memo_call: no replay, the call runs as usual


END = object()  # an operation's result: the path ends here (unreachable, resume, ...)
