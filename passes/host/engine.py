"""The engine of the host interpreter: executes LLVM IR instructions over the memory model.

`Machine` runs the host program from `main` (see passes.host.raise_host for the rules): it decodes
each block once (passes.host.decode), gives LLVM instructions their meaning (`_op_*`, with
passes.host.arith for the arithmetic), follows calls into defined functions, and hands calls to
declarations to the procedures (passes.host.procedures: intrinsics, libc/libstdc++, and the SYCL
runtime through the release's pattern set).  Branches on Unknown conditions fork and merge
(`fork`), loops of unknown trip count are left with what they wrote made Unknown
(`leave_loop_uncertain`).  `FnInfo` caches the per-function CFG facts those rules need, the
parameter spills a call binds instead of running (passes.host.decode), whether the function
does nothing at all (`decide_inert`: then a call to it is not run), and its recorded calls: a call
that does again what a recorded one did replays that call's writes and value instead of running
(`memo_call`, passes.host.memo).
"""
from __future__ import annotations

import bisect
import gc
import re
from collections import Counter
from functools import cached_property
from types import MappingProxyType
from typing import Optional

from lift import Block, Function, GlobalVariable, Instruction, LiftError, Module
from lift.body import global_references
from lift.graphs import immediate_dominators, natural_loops
from lift.layout import Layouts
from passes.host import procedures
from passes.host.arith import binop, cast, compare
from passes.host.constants import Constants
from passes.host.decode import Decoder
from passes.host.memo import MAX_FAILURES, MAX_RECORDS, MIN_STEPS, NotReplayable, Recorder, next_unknown_id
from passes.host.memory import SCALAR_KINDS, Memory, Obj, cell_value, counterparts, objects_made, renamed_arm, snap_value
from passes.host.memory import joined_cell
from passes.host.patterns import PROGRAM_OPS, PatternSet, class_template_args, demangle, qualified_name
from passes.host.summaries import select_model
from passes.host.sycl_ops import SyclProgram, same_ops
from passes.host.sycl_state import SyclState
from passes.host.values import K, Ptr, Unknown, Within, Zero, same, widen
from passes.host.values import join as join_values

HEADER_PREFIXES = ("sycl::", "std::", "__gnu_cxx::", "cl::sycl::", "__cxxabiv1::")
# what a function that only reads memory and frees blocks may do (Machine.frees_only)
READS_ONLY_OPCODES = frozenset(("load", "getelementptr", "icmp", "fcmp", "br", "switch", "phi", "select", "ret",
                                "bitcast", "ptrtoint", "inttoptr", "zext", "sext", "trunc", "add", "sub", "mul",
                                "and", "or", "xor", "shl", "lshr", "ashr"))
FREE_FUNCTIONS = frozenset(("free", "_ZdlPv", "_ZdlPvm", "_ZdaPv", "_ZdaPvm", "_ZdlPvSt11align_val_t",
                            "_ZdlPvmSt11align_val_t", "_ZdaPvSt11align_val_t", "_ZdaPvmSt11align_val_t"))
NO_EFFECT_INTRINSICS = ("llvm.lifetime.", "llvm.dbg.", "llvm.assume", "llvm.experimental.noalias.scope.decl")
_GLOBAL_REFERENCE = re.compile(r'@("[^"]+"|[-\w$.]+)')  # functions named in a global's initializer (vtables)


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


def _add_caller(callers: dict, callee, fn) -> None:
    """Note that `fn` calls `callee` (callers: callee -> list of its callers, each once: call_graph
    reads one function's calls at a time, so a repeat is the list's last entry)."""
    known = callers.get(callee)
    if known is None:
        callers[callee] = [fn]
    elif known[-1] is not fn:
        known.append(fn)


NO_BLOCKS = frozenset()  # (a function's block sets are mostly empty: one for all)
NO_HEADER = (None, MappingProxyType({}))  # Machine.header_of of a function that is no recognised header
NO_LOOPS = MappingProxyType({})  # the loop bookkeeping of a frame whose function has no loops (read-only)


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
        """Whether a call in the loop can build SYCL state."""
        if loop.header not in self._builds:
            self._builds[loop.header] = any(self.machine.is_relevant_call(i) for b in loop.blocks
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


SUMMARY_PASSES = 4  # summary iterations of one loop before everything its body wrote to is Unknown


# which iterations of a loop of unknown trip count a run of its body stands for (any_iteration)
FIRST_ITERATION, LATER_ITERATIONS, ODD_ITERATIONS, EVEN_ITERATIONS = "0", "1, 2, 3, ...", "1, 3, 5, ...", "2, 4, 6, ..."


def iterations_text(labels: list) -> Optional[str]:
    """The iterations runs with these labels stand for together; None for every iteration."""
    covered = set(labels)
    if {ODD_ITERATIONS, EVEN_ITERATIONS} <= covered:
        covered = covered - {ODD_ITERATIONS, EVEN_ITERATIONS} | {LATER_ITERATIONS}
    if {FIRST_ITERATION, LATER_ITERATIONS} <= covered:
        return None
    if len(covered) == 2:  # the first and the odd or the even ones
        return "0, " + (ODD_ITERATIONS if ODD_ITERATIONS in covered else EVEN_ITERATIONS)
    return covered.pop()


def _numbers_unknown(fr: Frame, phis: list) -> list:
    """Phi values with every non-pointer widened to Unknown (a counter), pointers as they are."""
    return [(inst, v if type(v) is Ptr else widen(v, (fr.fn, inst))) for inst, v in phis]


class Stop(Exception):
    """The instruction budget is spent."""


class Finished(Exception):
    """Nothing the program still does can build SYCL state (Machine.finished)."""


class _Return:
    pass


RETURN = _Return()
RUN = _Return()  # Machine.memo_call: no replay, the call runs as usual
SELECT_ARGUMENTS = (Ptr, Within, Unknown, int)  # what Machine.run_select takes (a spill reloads them as they are)


PROGRESS_STEPS = 100_000


def _with_stack_room(run):
    """run(), from a Python frame that reserves STACK_ROOM words of CPython's data stack.

    The interpreter recurses in Python (a call runs its callee's blocks), and CPython 3.11 and 3.12
    keep frames in chunks of 16 KB that they map when a call does not fit and unmap as soon as the
    first frame in the chunk returns: a program whose calls go back and forth across a chunk's
    boundary maps and unmaps memory at every call (python/cpython#142183, fixed in 3.13 and 3.14 by
    keeping one chunk).  The benchmark's -O0 module made 190,000 such pairs, 1.3 s of system time.
    A frame too big for the current chunk gets a new chunk of its own size rounded up to a power
    of two, and what runs under it uses the rest: a frame of STACK_ROOM words, made once per raise,
    gives the raise a chunk of twice that.  (Only the pages the frames use are touched.)"""
    return run()


STACK_ROOM = 1 << 17  # words: 1 MiB, the frames of some hundreds of nested interpreted calls
_with_stack_room.__code__ = _with_stack_room.__code__.replace(
    co_stacksize=_with_stack_room.__code__.co_stacksize + STACK_ROOM)
END = object()  # an operation's result: the path ends here (unreachable, resume, ...)


def _two_values(fr, x, y) -> tuple:
    """The values of a binary instruction's two decoded operands in frame `fr` (Machine.get twice,
    written out: the hottest path of the interpreter)."""
    env = fr.env
    if type(x) is K:
        a = x.v
    else:
        a = env.get(x)
        if a is None:
            a = Unknown((fr.fn, x))
    if type(y) is K:
        b = y.v
    else:
        b = env.get(y)
        if b is None:
            b = Unknown((fr.fn, y))
    return a, b


class Machine:
    """The abstract machine: executes host IR over `Memory`, records SYCL ops in `program`.

    Per function, `FnInfo` caches decoded blocks and the CFG facts the branch rules need; the
    `_op_*` methods give LLVM instructions their meaning; calls to declarations go to
    passes.host.procedures; `sycl` is the SYCL side of the state (passes.host.sycl_state)."""

    # an alternating loop's iterations from each state are those of the trial that showed it
    # alternates, kept (False: undone and run again, as they ran -- the same ops, memory and values)
    keep_trials = True

    def __init__(self, module: Module, patterns: PatternSet, program: SyclProgram, budget: int = 3_000_000,
                 loop_limit: int = 256, max_depth: int = 96, progress=None, replay_calls: bool = True,
                 command_line: Optional[tuple] = None):
        self.module, self.patterns, self.program = module, patterns, program
        # main's argv when the user gave the command line (argv[0] first); None: argc and argv Unknown
        self.command_line = command_line
        self.types = Layouts(module)
        self.memory = Memory(self.types)
        self.consts = Constants(module, self.types, self.memory, self.warn)
        self.decoder = Decoder(self.consts, self.types)
        self.budget, self.loop_limit, self.max_depth = budget, loop_limit, max_depth
        # a user loop that cannot build SYCL state (data initialisation, parsing) is summarized after
        # this many iterations instead of being run to its end: what it computes is not a SYCL fact
        # (header code keeps loop_limit: its byte loops copy SYCL objects)
        self.plain_loop_limit = 16
        self.plain_loop_steps = 2_000
        self.steps = 0
        self.stats: Counter = Counter()  # how the interpretation went (tests and benchmarks read it)
        self.progress = progress  # progress("raising", steps, budget), every PROGRESS_STEPS instructions
        self.checkpoint_at = min(budget, PROGRESS_STEPS)  # when run_blocks looks up (at_checkpoint)
        self.frames: list = []
        self.infos: dict = {}
        self.handlers: dict = {}  # operation name -> its _op_ method (decode_block)
        self.fork_depth = 0
        self.max_forks = 12
        self.failed_in = None
        self.open_paths = 0  # user-code branches being explored or followed on one side
        self.headers: list = []  # (this Ptr, HeaderPattern, template args) of header calls in progress
        self.warned: set = set()
        self._relevant_fns = None
        self._may_build_fns = None
        self._call_graph = None
        self._address_taken: set = set()  # functions whose address the program takes (see call_graph)
        self.layout = patterns.layout
        self._user: dict = {}
        self._header: dict = {}
        self.builds_after: dict = {}  # FnInfo.builds_after, for every function
        self.loops_build: dict = {}  # FnInfo.builds_sycl, likewise
        self._runtime: dict = {}
        self.sycl = SyclState(self)
        self.numbers: dict = {}  # value numbering of arithmetic on Unknowns (see numbered)
        self.casts: dict = {}  # Unknown id -> (op, [its Unknown operand]) of the casts numbered
        self.definitions: dict = {}  # Unknown id -> (op, a, b, type) of the binary operation that made it
        self.replay_calls = replay_calls  # whether calls are recorded and replayed (passes.host.memo)
        self.rec: Optional[Recorder] = None  # while a call is recorded
        self.memo_pool: dict = {}  # the parts of records, each once (passes.host.memo._shared)
        self._reads_or_frees: dict = {}  # Function -> reads_or_frees(it)
        self._frees_only: dict = {}  # Function -> frees_only(it)
        self.constant_unknowns: tuple = ([], [])  # id ranges (starts, ends) of the Unknowns decoding made

    def run(self) -> None:
        collecting = gc.isenabled()
        # the machine allocates a lot and frees little: the cyclic collector would scan everything
        # again and again for nothing; at_checkpoint collects the young generations instead (what
        # was allocated since its last time: the SYCL state of rolled-back summary passes, handler
        # versions -- their objects refer to each other), which costs little; what existed before
        # (the lifted module) is set aside meanwhile (gc.freeze), not scanned each time
        gc.disable()
        gc.freeze()
        try:
            _with_stack_room(self._run)
        except RecursionError:
            self.warn("the host program nests calls too deeply to follow: the raised program may be incomplete")
        except LiftError:
            raise
        except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError) as exc:
            # IR the machine does not understand (a bug or an unexpected construct): keep what was
            # raised so far, say where it stopped
            where = f" in @{self.failed_in}" if self.failed_in else ""
            self.warn(f"stopped interpreting{where} ({type(exc).__name__}: {exc}): the raised program may be incomplete")
        finally:
            gc.unfreeze()
            if collecting:
                gc.enable()

    def _run(self) -> None:
        roots = self.roots()
        if not roots:
            self.warn("no main function and no other host function to start from")
        for fn in roots:
            try:
                self.call(fn, self.root_arguments(fn), None)
            except Stop:
                self.warn(f"stopped after {self.budget} instructions: the raised program may be incomplete")
                return
            except Finished:
                return

    def frees_only(self, fn: Function) -> bool:
        """Whether `fn` only reads memory and frees blocks -- operator delete, free -- itself or through
        callees that do the same, and returns nothing: the destruction of a container (a std::map's
        `_Rb_tree::_M_erase`, a string's `_M_dispose`).  A call of it changes nothing the raise models
        (a freed block is dead), so it is not run: on a container whose memory a merge made Unknown,
        running it forked at every node it might have (25,773 undecided branches for one std::map).
        (A function called while deciding counts as freeing only: recursion does what the body does.)"""
        known = self._frees_only.get(fn)
        if known is None:  # (parsing the return type is not cheap: it is called for every call made)
            known = self._frees_only[fn] = self.reads_or_frees(fn) and fn.signature.return_type == "void"
        return known

    def reads_or_frees(self, fn: Function) -> bool:
        """Whether `fn` does nothing but read memory, compute and free blocks (whatever it returns:
        `_Rb_tree::_S_right` at -O0, called by `_M_erase`)."""
        known = self._reads_or_frees.get(fn)
        if known is None:
            self._reads_or_frees[fn] = True  # (while deciding)
            known = self._reads_or_frees[fn] = all(self._reads_or_frees_instruction(inst)
                                               for block in fn.blocks for inst in block.instructions)
        return known

    def _reads_or_frees_instruction(self, inst: Instruction) -> bool:
        if inst.opcode in READS_ONLY_OPCODES:
            return True
        if inst.opcode != "call":
            return False
        callee = inst.called_function
        if callee is None:
            return False
        if callee.is_declaration:
            return callee.name in FREE_FUNCTIONS or callee.name.startswith(NO_EFFECT_INTRINSICS)
        return self.reads_or_frees(callee)

    def root_arguments(self, fn: Function) -> list:
        """The arguments a root is called with: Unknown, but `main`'s argc and argv when the command
        line is given (argv: an array of pointers to the NUL-terminated arguments, then a null
        pointer, as the C runtime lays them out; envp stays Unknown)."""
        args = [Unknown((fn, a)) for a in fn.arguments]
        if self.command_line is None or fn.name != "main" or len(args) < 2:
            return args
        strings = []
        for i, text in enumerate(self.command_line):
            data = text.encode() + b"\0"
            string = Obj("argv", f"argv[{i}]")
            string._put(0, len(data), data, "bytes")
            strings.append(Ptr(string, 0))
        array = Obj("argv", "argv", zero=True)  # (zero: the null pointer that ends it)
        for i, string in enumerate(strings):
            array.write(8 * i, 8, string, "ptr")
        args[:2] = [len(strings), Ptr(array, 0)]
        return args

    def roots(self) -> list:
        main = self.module.get_function("main")
        if main is not None and not main.is_declaration:
            return [main]
        rel = self.relevant_fns()
        return [f for f in self.module.definitions() if f in rel and self.is_user(f)
                and "internal" not in f.signature.prefix and "private" not in f.signature.prefix]

    def warn(self, message: str) -> None:
        if self.rec is not None:
            self.rec.fail()
        if message not in self.warned:
            self.warned.add(message)
            self.program.warnings.append(message)

    def is_user(self, fn: Function) -> bool:
        return not fn.name.startswith("llvm.") and not qualified_name(demangle(fn.name)).startswith(HEADER_PREFIXES)

    def user_fn(self, fn: Function) -> bool:
        u = self._user.get(fn)
        if u is None:
            u = self._user[fn] = self.is_user(fn)
        return u

    def header_of(self, fn: Function):
        """(header pattern, picked template arguments) when `fn` is a recognised header function."""
        r = self._header.get(fn)
        if r is None:
            r = NO_HEADER
            q = qualified_name(demangle(fn.name))
            if q.startswith("sycl::") and self.patterns.headers:
                h = self.patterns.header(q)
                if h is not None:
                    targs = class_template_args(q)
                    r = (h, {role: targs[i] for role, i in h.template_args.items() if -len(targs) <= i < len(targs)})
            self._header[fn] = r
        return r

    def runtime_pattern(self, fn: Function):
        """(the pattern of the runtime function `fn` or None, its demangled name); asked once per function."""
        r = self._runtime.get(fn)
        if r is None:
            name = demangle(fn.name)
            r = self._runtime[fn] = (self.patterns.match(name) if self.patterns.is_runtime(name) else None, name)
        return r

    def relevant_fns(self) -> set:
        """Functions from which a runtime call building SYCL state is reachable by direct calls."""
        if self._relevant_fns is None:
            callers, seeds, _ = self.call_graph()
            self._relevant_fns = _backward_closure(callers, seeds)
        return self._relevant_fns

    def may_build_fns(self) -> set:
        """Functions from which a call building SYCL state or an indirect call (a virtual call, a
        function pointer) is reachable by direct calls."""
        if self._may_build_fns is None:
            callers, seeds, indirect = self.call_graph()
            self._may_build_fns = _backward_closure(callers, seeds + (indirect if self.indirect_may_build() else []))
        return self._may_build_fns

    def indirect_may_build(self) -> bool:
        """Whether an indirect call can build SYCL state at all: some user function whose address is
        taken (a virtual method in a vtable, a function pointer) builds it."""
        relevant = self.relevant_fns()
        return any(f in relevant and self.user_fn(f) for f in self._address_taken)

    def call_graph(self) -> tuple:
        """(callee -> its direct callers (a list), declarations that build SYCL state, user functions with an
        indirect call) over what the roots can reach, directly or through a function whose address is taken
        (vtables, function pointers): lifting the rest would be wasted."""
        if self._call_graph is None:
            callers: dict = {}
            seeds, indirect = [], []
            main = self.module.get_function("main")
            todo = [main] if main is not None and not main.is_declaration else list(self.module.definitions())
            seen, scanned = set(todo), set()
            self._address_taken = set()

            def reach(fn, by_address=False):
                if by_address:
                    self._address_taken.add(fn)
                if fn not in seen:
                    seen.add(fn)
                    todo.append(fn)

            def refer(v, c):  # an operand: a function's address taken, or a global's initializer read
                if isinstance(v, Function) and v is not c:  # (it may be called through the address)
                    reach(v, by_address=True)
                elif isinstance(v, GlobalVariable) and v not in scanned:
                    scanned.add(v)
                    for name in _GLOBAL_REFERENCE.findall(v.text):
                        f = self.module.get_function(name.strip('"'))
                        if f is not None:
                            reach(f, by_address=True)

            while todo:
                fn = todo.pop()
                if fn.is_declaration:
                    p, _ = self.runtime_pattern(fn)
                    if p is not None and p.op in PROGRAM_OPS:
                        seeds.append(fn)
                    continue
                if not fn.is_lifted and self.scan_references(fn, callers, reach, refer, indirect):
                    continue
                for inst in fn.instructions():
                    c = inst.called_function
                    if c is not None:
                        _add_caller(callers, c, fn)
                        reach(c)
                    elif inst.opcode in ("call", "invoke") and "asm " not in inst.body_text and self.user_fn(fn):
                        if not indirect or indirect[-1] is not fn:  # (a virtual call in user code; the
                            indirect.append(fn)  # library's own, in destructors and std::function, are not counted)
                    for v in inst.operands:
                        refer(v, c)
            self._call_graph = (callers, seeds, indirect)
        return self._call_graph

    def scan_references(self, fn: Function, callers: dict, reach, refer, indirect: list) -> bool:
        """call_graph's reading of one function from its text (lift.body.global_references), for
        the many functions the raise never runs: lifting them would cost time and memory for
        nothing.  A call's callee is the first function named before `(` on its line, as
        Instruction.called_function reads it; a user function's call without one and without
        `asm ` is an indirect call, as call_graph counts them.  False, nothing done, where the text
        does not settle that: a user function's invoke without a callee (its text, where `asm `
        would be looked for, goes on over the next lines): that function is lifted and read as it
        is.  (A body the raise does not run is not checked: its errors are the lifter's, reported
        by whatever lifts it.)"""
        user = self.user_fn(fn)
        lines, calls_indirectly = [], False
        for opcode, refs, text in global_references(fn):
            operands = [self.module.global_named(name) for name, _ in refs]
            callee = next((v for v, (_, called) in zip(operands, refs) if called and isinstance(v, Function)), None)
            if callee is None and user and opcode in ("call", "invoke") and "asm " not in text:
                if opcode == "invoke":
                    return False
                calls_indirectly = True
            lines.append((callee, operands))
        for callee, operands in lines:
            if callee is not None:
                _add_caller(callers, callee, fn)
                reach(callee)
            for v in operands:
                refer(v, callee)
        if calls_indirectly:
            indirect.append(fn)
        return True

    def may_build_call(self, inst: Instruction) -> bool:
        """A call that builds SYCL state, or an indirect call, which might (directly or not)."""
        if inst.opcode not in ("call", "invoke"):
            return False
        c = inst.called_function
        if c is None:
            return "asm " not in inst.body_text and self.user_fn(inst.block.function) and self.indirect_may_build()
        if c.is_declaration:
            return self.is_relevant_call(inst)
        return c in self.may_build_fns()

    def finished(self, fr: Frame, block) -> bool:
        """Nothing left to raise: `block` and everything the callers do after their calls return can
        reach no call that builds SYCL state (nor an indirect one).  Asked outside undecided branches
        and loop summaries only, where the current path is the only one left to run."""
        if self.fork_depth or block in fr.info.may_build:
            return False
        return not self.callers_build(fr) and fr.fence is None

    def callers_build(self, fr: Frame) -> bool:
        """Whether a caller of `fr` can still build SYCL state once its call returns (or is a
        runtime call's procedure, e.g. submit, with work left after it, or runs a loop summary).
        The callers do not change while `fr` runs: asked once per frame, from the caller's answer."""
        if fr.callers_build is None:
            fr.callers_build = fr.depth > 0 and self.builds_after_call(self.frames[fr.depth - 1])
        return fr.callers_build

    def builds_after_call(self, caller: Frame) -> bool:
        """Whether `caller`, or one of its callers, can still build SYCL state once the call it is
        making (at caller.site) returns: callers_build of the callee's frame."""
        site = caller.site
        return (self.callers_build(caller) or caller.fence is not None or site is None
                or site.called_function is None or site.called_function.is_declaration
                or caller.info.builds_after(site))

    def is_relevant_call(self, inst: Instruction) -> bool:
        c = inst.called_function
        if c is None:
            return False
        if c.is_declaration:
            p, _ = self.runtime_pattern(c)
            return p is not None and p.op in PROGRAM_OPS
        return c in self.relevant_fns()

    def info(self, fn: Function) -> FnInfo:
        i = self.infos.get(fn)
        if i is None:
            i = self.infos[fn] = FnInfo(self, fn)
        return i

    def unknown(self, fr, inst) -> Unknown:
        return Unknown((fr.fn if fr else None, inst))

    def call(self, fn: Function, args: list, site, result_type: Optional[str] = None, memo: bool = True):
        if fn.is_declaration:
            return self.external(fn, args, site, result_type)
        frames = self.frames
        depth = len(frames)
        if depth >= self.max_depth:
            self.warn(f"call depth limit reached in @{fn.name}")
            return Unknown()
        info = self.infos.get(fn) or self.info(fn)
        inert = info.inert
        if inert is None:
            inert = info.decide_inert()
            if inert is None and self.rec is not None:
                # (not known yet whether it does anything: Recorder.record asks again)
                self.rec.undecided.append(info)
        runs_nothing = inert and depth + inert <= self.max_depth
        if depth and (runs_nothing or self.frees_only(fn)):
            # nothing to run (FnInfo.inert, or it only frees); what its entry would ask (run_blocks):
            # is the raise finished there?  (Its own callees would get the same answer: their callers build.)
            if not self.fork_depth and not frames[-1].callers_build and not self.builds_after_call(frames[-1]):
                raise Finished()
            if runs_nothing and self.rec is not None and depth + inert > self.rec.deepest:
                self.rec.deepest = depth + inert  # (how deep it would go: a replay must not reach the limit)
            return None
        if depth and info.model is not None:
            r = self.run_select(fn, info.model, args)
            if r is not RUN:
                return r
        if depth and memo:
            rec = self.rec
            if rec is not None and depth > rec.deepest:
                rec.deepest = depth
            if info.memo is not None:
                r = self.memo_call(fn, info, args, site, result_type)
                if r is not RUN:
                    return r

        kept, loads = info.binding
        n = len(args)
        env = {a: args[i] for a, i in kept if i < n} if kept else {}
        for load, source, i, ti in loads:  # what the parameter spills' loads would read
            v = (args[i] if i < n else None) if i >= 0 else env.get(source)
            if v is None:
                v = Unknown((fn, source))
            tv = type(v)  # (a pointer or an Unknown reads back as itself: Memory.reloaded's usual case)
            env[load] = v if tv is Ptr or tv is Unknown else self.memory.reloaded(v, ti, (fn, load))
        leaf = info.leaf
        if leaf is not None and depth:
            # A leaf callee (FnInfo.leaf_code) that has run before: what the single-block path
            # below does, without pushing a Frame or its header call (nothing it runs reads them)
            # -- the same checkpoint, the same question whether the raise is finished at its entry
            # (its block reaches no call: `finished` asks only whether the callers build), the same
            # handlers on the same values, steps counted alike.
            fr = LeafFrame(fn, env)
            handlers, operands = leaf
            r = None
            try:
                if self.steps > self.checkpoint_at:
                    self.at_checkpoint()
                if not self.fork_depth and not frames[-1].callers_build and not self.builds_after_call(frames[-1]):
                    raise Finished()
                for h, d in zip(handlers, operands):
                    r = h(fr, d)
                    if r is not None:
                        break
            except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError):
                self.failed_in = self.failed_in or fn.name  # (as below)
                raise
            self.steps += len(handlers)
            return fr.ret if r is RETURN else Unknown()
        fr = Frame(fn, info, depth, info.user, env)
        if depth and frames[-1].callers_build:  # (then so does this frame's: callers_build)
            fr.callers_build = True
        header = None
        h = info.header[0]
        if h is not None and args:
            this_i = h.args.get("this", 0)
            header = (args[this_i] if this_i < len(args) else None, h, info.header[1])
            self.headers.append(header)
        frames.append(fr)
        try:
            if not (info.single and depth):
                kind, value, _ = self.run_blocks(fr, info.blocks[0], None, None)  # from the entry block
                return value if kind == "ret" else Unknown()
            # A callee of one block without successors (FnInfo.single; the most common call at
            # -O0: getters, accessors, constructors): what run_blocks does at that block, written
            # out here -- no stop, fence, loop, phi or fork; the block returns or ends the path.
            block = info.blocks[0]
            if self.steps > self.checkpoint_at:
                self.at_checkpoint()
            if block not in info.relevant:
                callers = fr.callers_build
                if callers is None:
                    callers = self.callers_build(fr)
                if not callers and self.finished(fr, block):
                    raise Finished()
            code = info.code.get(block)
            if code is None:
                code = info.code[block] = self.decode_block(block)
                info.leaf_code(code)
            _, handlers, operands = code
            r = None
            for h, d in zip(handlers, operands):
                r = h(fr, d)
                if r is not None:
                    break
            self.steps += len(handlers)
            return fr.ret if r is RETURN else Unknown()
        except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError):
            self.failed_in = self.failed_in or fn.name  # the innermost function, for the warning
            raise
        finally:
            frames.pop()
            if header is not None:  # (the newest: calls nest)
                self.headers.pop()
            if fr.loops:
                self.memory.untrack(len(fr.loops))
            self.open_paths -= fr.open_paths

    def run_select(self, fn: Function, model, args: list):
        """A call of a select-like function (FnInfo.model, passes.host.summaries) by its model: what
        running it does, without its stack slots or a fork when the comparison is undecided."""
        n = len(args)
        if n != 2 or any(type(a) not in SELECT_ARGUMENTS for a in args):
            return RUN  # (what the parameter spills would reload differently: run as it is)
        frames = self.frames
        if self.steps > self.checkpoint_at:
            self.at_checkpoint()
        if not self.fork_depth and not frames[-1].callers_build and not self.builds_after_call(frames[-1]):
            raise Finished()  # (as the run's entry block would ask: it reaches no call)
        rec = self.rec
        if rec is not None and len(frames) > rec.deepest:
            rec.deepest = len(frames)
        values = []
        for i, inst, ti in model.loads:  # (_op_load, through an argument)
            ptr = args[i]
            if type(ptr) is Ptr:
                obj, off = ptr.obj, ptr.off
                if rec is not None:
                    rec.note(rec.read, obj, off, ti.size)
                c = obj.cells.get(off)
                if c is not None and c[0] == ti.size and ti.kind in SCALAR_KINDS:
                    values.append(Memory.convert(c[1], ti))
                else:
                    values.append(self.memory.load_ti(ptr, ti, (fn, inst)))
            else:
                values.append(Unknown((fn, inst)))
        op, pred, ti, x, y = model.compare
        c = compare(op, pred, ti, values[x], values[y])
        sides = [args[i] for i in model.sides]
        if type(c) is int:
            self.steps += model.steps[0 if c & 1 else 1]
            return sides[0 if c & 1 else 1]
        if rec is not None:  # (Machine.choose)
            rec.fail()
        self.stats["calls modelled undecided"] += 1
        if self.fork_depth >= self.max_forks:  # (Machine.fork: the first side)
            self.warn(f"undecided branches nested too deeply in {qualified_name(demangle(fn.name))}: "
                      "followed one side")
            self.steps += model.steps[3]
            v = sides[0]
            return Unknown((fn, model.ret)) if type(v) in (int, float) else v
        self.steps += model.steps[2]
        a, b = sides  # the return slot merged (Memory.merge_memory): the pointer, or what joined_cell makes
        return a if same(a, b) else joined_cell([(a, "ptr"), (b, "ptr")])[0]

    def memo_call(self, fn: Function, info: FnInfo, args: list, site, result_type):
        """A call of `fn` that a recorded call of it covers (passes.host.memo): its effects replayed;
        otherwise the call runs, recorded for later calls (its value returned), or, where it is
        not recorded (under a call being recorded, or its calls rarely record or repeat), RUN:
        Machine.call runs it itself (a Python frame less: deep recursions of the host program come
        close to Python's limit).  A replay is made only where running could not have stopped (the
        budget), cut (the call depth) or finished the raise part-way: its callers build SYCL state
        after it, so no block under it asks `finished`."""
        depth = len(self.frames)
        records = info.memo
        rec = self.rec  # (a call being recorded: what a replay under it reads and writes is its too)
        for i, record in enumerate(records):
            if self.steps + record.steps > self.budget or depth + record.span >= self.max_depth:
                continue
            binding = record.match(args, self.numbers)
            if binding is None:
                continue
            caller = self.frames[-1]
            if not (caller.callers_build or self.builds_after_call(caller)):
                return RUN
            result = record.apply(self.memory, binding, self.numbered, rec)
            if rec is not None:
                rec.deepest = max(rec.deepest, depth + record.span)
                rec.marked = rec.marked or record.marked
            info.memo_hits += 1
            if i:  # (the records that match most often come first)
                records[i - 1], records[i] = record, records[i - 1]
            if record.marked:  # (what the loops' Memory.mark left: every object older than the call)
                self.memory.mark_serial = objects_made()
            self.steps += record.steps
            self.stats["calls replayed"] += 1
            if self.steps > self.checkpoint_at:
                self.at_checkpoint()
            return result
        if rec is not None or info.memo_failures >= MAX_FAILURES + info.memo_made or len(records) >= MAX_RECORDS and \
                info.memo_hits < info.memo_made:  # (its calls fail to record more often than not, or do
            return RUN  # not repeat often enough to record more)
        rec = Recorder(self, objects_made(), depth, args)  # (one recording at a time)
        if not rec.failed:
            self.rec = rec
        info.memo_failures += 1  # (until it succeeds: a recursion does not start a recording at every level)
        steps = self.steps
        try:
            result = self.call(fn, args, site, result_type, False)
        finally:
            self.rec = None
        record = None
        if not rec.failed:
            try:
                record = rec.record(result, self.steps - steps)
            except NotReplayable:
                pass
        if record is None:
            if info.memo_failures >= MAX_FAILURES and not info.memo:
                info.memo = None
        elif record.steps < MIN_STEPS:
            info.memo = None  # (matching would cost more than running)
        else:
            info.memo_failures -= 1
            info.memo_made += 1
            if len(records) >= MAX_RECORDS:
                records.pop()  # (the one matched least lately)
            records.append(record)
        return result

    def run_blocks(self, fr: Frame, block, prev, stop, phis_at_entry=None):
        """Execute from `block` (entered from `prev`) until the function returns ("ret", value),
        the path ends ("end"), or control reaches `stop` ("join", predecessor, phi values there)."""
        info = fr.info
        root = fr.depth == 0
        overrides = phis_at_entry
        relevant, loops, visits = info.relevant, info.loops, fr.visits  # (computed once per function)
        while True:
            if block is stop:
                return "join", prev, overrides if overrides is not None else self.phis_on_entry(fr, block, prev)
            if fr.fence is not None and fr.fence.reached(block):
                # one summary iteration is done (see summarize_loop); back at the header: its phis
                back = self.phis_on_entry(fr, block, prev) if block is fr.fence.loop.header else None
                return "end", prev, back
            if self.steps > self.checkpoint_at:
                self.at_checkpoint()
            if block not in relevant:
                if root and block not in info.may_build:
                    return "ret", Unknown(), None  # main cannot build SYCL state any more: stop here
                callers = fr.callers_build  # (what `finished` asks first, cached in the frame: most frames' callers build)
                if callers is None:
                    callers = self.callers_build(fr)
                if not callers and self.finished(fr, block):
                    raise Finished()
            if loops:
                n = visits.get(block, 0) + 1
                visits[block] = n
                nxt = self.loop_bookkeeping(fr, prev, block, n)
                if type(nxt) is Fork:  # a loop cut short may have stopped at any of its exits
                    r = self.fork(fr, block, nxt, stop)
                    if r is None:
                        return "end", None, None
                    if r[0] == "ret":
                        return r
                    _, prev, block, overrides = r
                    continue
                if nxt is not None:
                    prev, block = nxt
                    overrides = None
                    continue
            code = info.code.get(block)  # (block_code, written out)
            if code is None:
                code = info.code[block] = self.decode_block(block)
            phis, handlers, operands = code
            if phis:
                vals = overrides if overrides is not None else self.phis_on_entry(fr, block, prev)
                for inst, v in vals:
                    fr.env[inst] = v
            if loops and prev is not None and block in fr.loop_ops and visits.get(block) == 1:
                fr.entry_phis[block] = vals if phis else []  # a loop entered from outside: its phis there
            overrides = None
            r = None
            for h, d in zip(handlers, operands):
                r = h(fr, d)
                if r is not None:
                    break
            self.steps += len(handlers) + len(phis)
            if r is RETURN:
                return "ret", fr.ret, None
            if type(r) is Fork:
                r = self.fork(fr, block, r, stop)
                if r is None:
                    return "end", None, None
                if r[0] == "ret":
                    return r
                _, prev, block, overrides = r
                continue
            if r is None or r is END:
                return "end", None, None
            prev, block = block, r

    def at_checkpoint(self) -> None:
        """Every so many instructions: stop when the budget is spent, else tell `progress`, and free
        what has become garbage in reference cycles since the last time (see `run`)."""
        if self.steps > self.budget:
            raise Stop()
        if self.progress is not None:
            self.progress("raising", self.steps, self.budget)
        gc.collect(1)
        self.checkpoint_at = min(self.budget, self.steps + PROGRESS_STEPS)

    def phis_on_entry(self, fr, block, prev) -> list:
        return [(inst, self.phi_value(fr, inst, d, prev)) for inst, d in self.block_code(fr, block)[0]]

    def loop_bookkeeping(self, fr: Frame, prev, block, visits: int):
        loops = fr.info.loops
        if prev is not None and fr.loops:  # leaving loops
            for header in list(fr.loops):
                loop = loops[header]
                if prev in loop.blocks and block not in loop.blocks:
                    del fr.loops[header]
                    self.memory.untrack(1)
                    self.end_sample(fr, header)
        loop = loops.get(block)
        if loop is not None and block is loop.header:
            if prev is None or prev not in loop.blocks:
                if block not in fr.loops:
                    if self.rec is not None:
                        self.rec.marked = True
                    fr.loops[block] = self.memory.mark()
                    # (a loop that builds SYCL state also keeps what undoes its ops: any_iteration)
                    entry = self.sycl.checkpoint() if fr.user and fr.info.builds_sycl(loop) else None
                    fr.loop_ops[block] = (len(self.program.ops), objects_made(), self.steps, entry,
                                          self.memory.heap_objects)
                    self.memory.tracking += 1
                fr.visits[block] = 1
            elif self.long_enough(fr, loop, visits):
                exits = [(i, o) for i, o in loop.exits if o not in fr.info.doomed] or loop.exits
                if exits:
                    inside, outside = sorted(exits, key=lambda e: e[0] is not block)[0]
                    self.leave_loop_uncertain(fr, loop)
                    if fr.info.builds_sycl(loop):
                        self.warn(f"loop in {qualified_name(demangle(fr.fn.name))} cut after {self.loop_limit} "
                                  "iterations: SYCL operations of later iterations are missing")
                    targets = list(dict.fromkeys(o for _, o in exits))
                    return Fork(targets, fr.info.ipdom(block)) if len(targets) > 1 else (inside, outside)
        return None

    def long_enough(self, fr: Frame, loop, visits: int) -> bool:
        """Whether to stop running `loop` iteration by iteration and leave it as if its trip count
        were unknown (leave_loop_uncertain: what it writes becomes Unknown): after `loop_limit` visits
        of its header; a user loop that cannot build SYCL state (data initialisation, a host
        reference computation, a result check) after `plain_loop_limit` visits or
        `plain_loop_steps` instructions, whichever comes first -- what it computes is no SYCL
        fact, and with sizes from a command line its nests would run for millions of instructions."""
        if not fr.user or fr.info.builds_sycl(loop):
            return visits > self.loop_limit
        return visits > self.plain_loop_limit or self.steps - fr.loop_ops[loop.header][2] > self.plain_loop_steps

    def leave_loop_uncertain(self, fr: Frame, loop) -> None:
        """Leave `loop` without knowing how often it runs: what it wrote, what any further iteration
        can write (summarize_loop, for loops that build no SYCL state) and what it computed is Unknown."""
        if self.rec is not None:
            self.rec.fail()
        self.end_sample(fr, loop.header)
        if loop.header not in fr.summarizing and not fr.info.builds_sycl(loop):
            self.summarize_loop(fr, loop)
        pos = fr.loops.pop(loop.header, None)
        if pos is not None:
            self.memory.havoc_since(pos)
            self.memory.untrack(1)
        env = fr.env
        for b in loop.blocks:
            for inst in b.instructions:
                if inst in env:
                    env[inst] = Unknown((fr.fn, inst))

    def summarize_loop(self, fr: Frame, loop, passes: int = 0, phis: Optional[list] = None) -> None:
        """Make Unknown whatever some further iteration of `loop` can write.  A summary iteration runs
        the body once from the header with its phis widened (a pointer stays in its object, anything
        else is Unknown) and every branch followed; what it changes (writes with another value than
        it held) becomes Unknown, so the next pass sees loop-carried memory (an -O0 counter in an
        alloca) as Unknown too.  The phis a pass brings back to the header are joined into the next
        pass's (a pointer swapped with another is Unknown, not one of them).  Passes repeat until
        one changes nothing new -- in objects older than the pass: what it writes into objects it
        makes itself (the buffers, handlers, events of an iteration) is no loop-carried state, the
        next iteration makes its own, and what reaches them from older objects is counted there;
        after SUMMARY_PASSES, every object written to is Unknown as a
        whole.  A store through a pointer the loop moves (`a[i]`) hits `Within(a)`: all of `a` is
        Unknown, nothing else is.  `phis`: the header's phi values to start from (default: as the
        header was last entered)."""
        mem = self.memory
        code = self.block_code(fr, loop.header)
        start = phis if phis is not None else [(inst, fr.env.get(inst)) for inst, _ in code[0]]
        phis = [(inst, widen(v, (fr.fn, inst))) for inst, v in start]
        seen: set = set()
        born = objects_made()  # stack objects made from here on are callee frames (dead) or fresh per iteration
        # inside another loop's summary, one pass, then all it wrote is Unknown: nested summaries
        # would otherwise multiply (SUMMARY_PASSES ** depth runs of the innermost body)
        nested = not passes and len(mem.write_sets) > 0
        for _ in range(passes or (1 if nested else SUMMARY_PASSES)):
            self.stats["summary passes"] += 1
            log = mem.open_write_set(born)
            fresh = objects_made()  # objects made by this pass: a later iteration makes its own
            try:
                back = self.one_iteration(fr, loop, phis)
            finally:
                mem.close_write_set()
            written = {loc: v for loc, v in mem.changed(log).items() if loc[0].kind != "stack" or loc[0].serial <= born}
            mem.havoc_cells(written)
            joined = phis if back is None else [  # an Unknown phi is as wide as it gets: it stays
                (inst, v if type(v) is Unknown else join_values(v, w, (fr.fn, inst))) for (inst, v), (_, w) in zip(phis, back)]
            # what this pass wrote into its own new objects (buffers, heap blocks of this iteration) is
            # no loop-carried state: the next pass makes new ones, so it does not count as news
            carried = {loc for loc in written if loc[0].serial <= fresh}
            if (carried <= seen and all(same(v, w) for (_, v), (_, w) in zip(phis, joined))) or passes:
                break
            seen |= carried
            phis = joined
        else:  # no fixpoint within the passes (a nested summary's one pass included): all written is Unknown
            self.stats["summaries without fixpoint"] += not nested
            for obj in {o for o, _, _ in seen}:
                mem.havoc_object(obj)
            for inst, _ in phis:
                fr.env[inst] = Unknown((fr.fn, inst))

    def one_iteration(self, fr: Frame, loop, phis: list) -> Optional[list]:
        """Run the body of `loop` once from its header with these phi values, following every
        undecided branch, up to the back edge or an exit; the phis it brings back to the header
        (None when it never gets back)."""
        outer_fence, outer_loops = fr.fence, set(fr.loops)
        fr.fence = LoopFence(loop)
        fr.summarizing.add(loop.header)
        try:
            return self.run_blocks(fr, loop.header, None, None, phis)[2]
        finally:
            fr.fence = outer_fence
            fr.summarizing.discard(loop.header)
            for header in [h for h in fr.loops if h not in outer_loops]:  # inner loops left through a break
                del fr.loops[header]
                self.memory.untrack(1)
                self.end_sample(fr, header)

    def block_code(self, fr: Frame, block):
        """A block decoded once (decode_block)."""
        return self.block_code_of(fr.info, block)

    def block_code_of(self, info: FnInfo, block):
        code = info.code.get(block)
        if code is None:
            code = info.code[block] = self.decode_block(block)
        return code

    def any_iteration(self, fr: Frame, loop, at) -> None:
        """A loop that builds SYCL state and runs an unknown number of times, after the iterations
        run so far: record the SYCL operations of iterations that together cover ANY further one,
        as conditional.  If the loop alternates between two states (alternation: buffers swapped
        back and forth, with what else it changes made Unknown), one iteration from each of them
        (the two of the trial that showed it alternates, kept: `keep_trials`); otherwise one from
        a loop summary (summarize_loop, run dry: whatever an iteration may change is Unknown).  So
        a launch whose range shrinks with the iteration count is listed with what holds on every
        later iteration, and swapped buffers in both orientations, beside what the first iteration
        got.  An iteration that records exactly what an earlier one did (the usual timed loop)
        adds nothing and is dropped."""
        mem = self.memory
        first, born, _, entry, heap = fr.loop_ops.get(
            loop.header, (len(self.program.ops), objects_made(), self.steps, None, mem.heap_objects))
        # the header's phis for the next iteration: from the latch we stand at, or as just entered
        if at is loop.header:
            phis = [(inst, fr.env.get(inst)) for inst, _ in self.block_code(fr, at)[0]]
        else:
            phis = self.phis_on_entry(fr, loop.header, at)
        checkpoint = self.sycl.checkpoint()
        runs = [(first, checkpoint[0], [FIRST_ITERATION])]  # the SYCL ops of the iterations run so far
        made = mem.heap_objects - heap  # heap blocks the iterations so far made (alternation's first guess)
        havoc, states, kept = self.alternation(fr, loop, born, _numbers_unknown(fr, phis), checkpoint, runs, made)
        if kept is not None:
            runs = kept
        else:
            if havoc is None:
                self.summarize_loop(fr, loop, phis=phis)
                phis = [(inst, fr.env.get(inst)) for inst, _ in phis]  # as the summary left them
            self.sycl.rollback(checkpoint)
            fr.open_paths += 1
            self.open_paths += 1
            try:
                if havoc is None:
                    self.summarize_loop(fr, loop, passes=1, phis=phis)
                    self.keep_if_new(runs, checkpoint, LATER_ITERATIONS)
                else:  # (keep_trials off: the trial's iterations run again, as they ran)
                    phis = _numbers_unknown(fr, phis)
                    for label in (ODD_ITERATIONS, EVEN_ITERATIONS) if states == 2 else (LATER_ITERATIONS,):
                        mem.havoc_cells(havoc)
                        mark = self.sycl.checkpoint()
                        self.stats["alternating iterations run again"] += 1
                        phis = _numbers_unknown(fr, self.one_iteration(fr, loop, phis) or phis)
                        self.keep_if_new(runs, mark, label)
            finally:
                fr.open_paths -= 1
                self.open_paths -= 1
        ops = self.program.ops
        n = len(ops) - first
        if entry is not None and len(runs) == 1 and iterations_text(runs[0][2]) is None and n \
                and first >= n and same_ops(ops[first - n:first], ops[first:]):
            # every iteration repeats what the host did just before the loop (a first iteration the
            # compiler peeled off): those ops stand for the loop's too
            self.sycl.rollback(entry)
            return
        where = f"of the loop in {qualified_name(demangle(fr.fn.name))}"
        for start, end, labels in runs:
            text = iterations_text(labels)
            for op in self.program.ops[start:end] if text else ():
                op.iterations.append(f"{text} {where}")

    def keep_if_new(self, runs: list, mark: tuple, label: str) -> None:
        """Drop the SYCL ops recorded since `mark` when an earlier run recorded the same (that run
        then stands for the iterations `label` names too)."""
        ops = self.program.ops
        latest = ops[mark[0]:]
        for a, b, labels in runs:
            if same_ops(ops[a:b], latest):
                self.sycl.rollback(mark)
                labels.append(label)
                return
        runs.append((mark[0], len(ops), [label]))

    def alternation(self, fr: Frame, loop, born: int, phis: list, checkpoint: tuple, runs: list, made: int) -> tuple:
        """Does the loop alternate between the state it had at its entry (S0) and the one it has now
        (S1), once what else it changes is made Unknown?  Trial iterations from S1 and from there
        (`phis`: numbers Unknown, pointers as they are) must bring every pointer phi and every
        object that existed at the entry back to S0, then to S1, except for the cells returned (to
        be made Unknown: an event list that grows, a counter kept in memory -- what the failed
        trials changed).  Then iterations from S1 and S0, with those cells Unknown, cover every
        later one.  Returns (the cells to make Unknown, how many states to run from: 1 when S1
        differs from S0 in nothing else, the runs kept), or (None, 0, None) when it does not
        alternate.  Each trial runs as any_iteration runs the iterations after the first (SYCL
        state as at `checkpoint`, their ops conditional), so the two iterations of the trial that
        succeeds are those iterations (one state: its first): with `keep_trials` they are kept --
        memory and SYCL state as they left them, and the runs kept are `runs` (any_iteration's
        list) with theirs added (keep_if_new) --; otherwise, and for the trials that fail, undone.
        Heap blocks are numbered (`new#N`) as when those iterations run again after the trial: a
        trial's from after the blocks its own two iterations make, guessed from the last trial's
        (the first trial: `made`, the blocks of the iterations so far each); when the guess is wrong
        the trial is undone and its iterations run again."""
        entry, pos = fr.entry_phis.get(loop.header), fr.loops.get(loop.header)
        if entry is None or pos is None:
            return None, 0, None
        mem = self.memory
        now = mem.mark()
        pointers = [i for i, (_, v) in enumerate(phis) if type(v) is Ptr]
        moved = any(type(entry[i][1]) is Ptr and not same(entry[i][1], phis[i][1]) for i in pointers)
        first_changes = mem.differs(pos, born)  # S1 against S0
        if not moved and not mem.swapped(first_changes, born):
            return None, 0, None  # nothing swapped between two older objects: the summary does as well
        havoc: set = set()
        made = (made, made)  # heap blocks each iteration of the last trial made (the guess for this trial's)
        fr.open_paths += 1
        self.open_paths += 1
        try:
            for _ in range(3):
                self.sycl.rollback(checkpoint)
                mem.havoc_cells(havoc)
                count = mem.heap_objects
                mem.heap_objects = count + made[0] + made[1]
                mark = self.sycl.checkpoint()
                self.stats["alternation trial iterations"] += 1
                back = self.one_iteration(fr, loop, phis)  # S1 -> S2, which should be S0
                odd = mem.heap_objects - count - made[0] - made[1]
                kept = [(a, b, list(labels)) for a, b, labels in runs]
                self.keep_if_new(kept, mark, ODD_ITERATIONS)
                differs = set(mem.differs(pos, born))
                even = None
                if back is not None and all(same(back[i][1], entry[i][1]) for i in pointers) and differs <= havoc:
                    middle = len(mem.log)
                    mem.havoc_cells(havoc)
                    mark = self.sycl.checkpoint()
                    self.stats["alternation trial iterations"] += 1
                    again = self.one_iteration(fr, loop, _numbers_unknown(fr, back))  # S2 -> S3, should be S1
                    even = mem.heap_objects - count - made[0] - made[1] - odd
                    differs = set(mem.differs(now, born))
                    if again is not None and all(same(again[i][1], phis[i][1]) for i in pointers) \
                            and differs <= havoc:
                        two = any(not same(entry[i][1], phis[i][1]) for i in pointers) or first_changes.keys() - havoc
                        if not self.keep_trials or made != (odd, even):
                            mem.heap_objects = count + odd + even  # (undone, as a trial that fails)
                            return havoc, 2 if two else 1, None
                        if two:
                            self.keep_if_new(kept, mark, EVEN_ITERATIONS)
                        else:  # one state: the trial's first iteration stands for every later one
                            self.sycl.rollback(mark)
                            mem.undo(middle)
                            mem.heap_objects = count + made[0] + made[1] + odd
                            for _, _, labels in kept:
                                labels[:] = [LATER_ITERATIONS if x == ODD_ITERATIONS else x for x in labels]
                        now = None  # (kept: not undone)
                        return havoc, 2 if two else 1, kept
                mem.heap_objects = count + odd + (even or 0)
                made = (odd, odd if even is None else even)
                havoc |= differs
                mem.undo(now)
            return None, 0, None
        finally:
            fr.open_paths -= 1
            self.open_paths -= 1
            if now is not None:
                mem.undo(now)

    def end_sample(self, fr: Frame, header) -> None:
        if fr.sampled.get(header):
            fr.sampled[header] = False
            fr.open_paths -= 1
            self.open_paths -= 1

    def choose(self, fr: Frame, block: Block, succs: list):
        """A branch whose condition is Unknown: the one viable side, the exit of a loop whose trip
        count is unknown, or a Fork of the sides."""
        if self.rec is not None:
            self.rec.fail()
        info = fr.info
        viable = [s for s in dict.fromkeys(succs) if s not in info.doomed] or list(dict.fromkeys(succs))
        if len(viable) == 1:
            return viable[0]
        loop = info.loops.get(("in", block)) if info.loops else None
        if loop is not None and (block is loop.header or block in loop.latches):
            outside = [s for s in viable if s not in loop.blocks]
            if outside and len(outside) < len(viable):  # the loop's own test: how often it runs is unknown
                inside = [s for s in viable if s in loop.blocks]
                if loop.header in fr.summarizing:
                    return inside[0]  # a summary iteration: the body is what it is for
                # the body has not run yet: the test at the header on entry (a latch that is also the
                # header -- a one-block loop with its test at the bottom -- has run the body already)
                first = block is loop.header and fr.visits.get(block) == 1 and block not in loop.latches
                if info.builds_sycl(loop):
                    if first and loop.header not in fr.sampled:
                        # run the first iteration as it is, its SYCL operations conditional; then below
                        fr.sampled[loop.header] = True
                        fr.open_paths += 1
                        self.open_paths += 1
                        return inside[0]
                    self.warn(f"a loop in {qualified_name(demangle(fr.fn.name))} runs an unknown number of times: "
                              "its SYCL operations are listed as conditional, for the first and for any later iteration")
                    self.any_iteration(fr, loop, block)
                self.leave_loop_uncertain(fr, loop)
                # the loop may have stopped at any of its exits (a `return` or `break` in the body too)
                exits = list(dict.fromkeys(o for _, o in loop.exits if o not in info.doomed)) or outside
                return exits[0] if len(exits) == 1 else Fork(exits, info.ipdom(block))
        return Fork(viable, info.ipdom(block))

    def fork(self, fr: Frame, block: Block, f: "Fork", stop):
        """Run every side of an undecided branch up to where they meet again (or to the return, or
        to `stop`, the join of an enclosing fork) and merge: memory, phis and the return value keep
        a value only where all sides agree.  Ops created meanwhile in user code are conditional.
        Returns ("go", predecessor, block, phi values), ("ret", value, None), or None when every
        side dies (throws, aborts)."""
        join = f.join if f.join is not None else stop
        if self.fork_depth >= self.max_forks:
            rel = [s for s in f.sides if s in fr.info.relevant]
            pick = rel[0] if rel else f.sides[0]
            self.warn(f"undecided branches nested too deeply in {qualified_name(demangle(fr.fn.name))}: "
                      "followed one side")
            if fr.user:
                self.open_paths += 1  # stays open: the rest of this call is conditional
                fr.open_paths += 1
            fr.one_sided = True
            return "go", block, pick, None
        self.stats["forks"] += 1
        self.fork_depth += 1
        self.memory.tracking += 1
        if fr.user:
            self.open_paths += 1
        start = self.memory.mark()
        arms = []  # (kind, predecessor or return value, phis, final cells, cells before)
        births = []  # per arm: (objects_made() before it ran, after): the objects it made
        heap_before = self.memory.heap_objects
        last_kept = False
        try:
            for i, side in enumerate(f.sides):
                born = objects_made()
                kind, x, phis = self.run_blocks(fr, side, block, join)
                entries = self.memory.log[start:]
                final = {(o, off, n): cell_value(o, off, n) for o, off, n, _ in entries}
                pre: dict = {}
                for o, off, n, snap in entries:
                    pre.setdefault((o, off, n), snap_value(snap, off, n))
                if kind != "end":
                    arms.append((kind, x, phis, final, pre))
                    births.append((born, objects_made()))
                last_kept = kind != "end" and i == len(f.sides) - 1
                if not last_kept:
                    self.memory.undo(start)
        finally:
            self.fork_depth -= 1
            self.memory.untrack(1)
            if fr.user:
                self.open_paths -= 1
        if not arms:
            return None
        joined = [i for i, a in enumerate(arms) if a[0] == "join"]
        if joined and len(joined) < len(arms):  # some sides returned early: continue with the others
            if last_kept and arms[-1][0] != "join":
                self.memory.undo_to_pre(arms[-1])
                last_kept = False
            arms, births = [arms[i] for i in joined], [births[i] for i in joined]
        # an allocation each side made for the same purpose is one object from here on (see
        # counterparts): pointers to it join into it, what the sides wrote into it is merged
        objects = counterparts(arms, births) if self.memory.heap_objects != heap_before else None
        if objects:
            arms = [renamed_arm(a, objects) for a in arms]
        self.memory.merge_memory(arms, last_kept)
        if arms[0][0] == "ret":  # a pointer into one object on every side (or null) stays one
            v = arms[0][1]
            for other in arms[1:]:
                v = join_values(v, other[1], (fr.fn, None))
            return "ret", v, None
        join_phis = []
        for idx, (inst, v) in enumerate(arms[0][2]):
            for other in arms[1:]:  # a pointer into one object on every side stays one (Within)
                v = join_values(v, other[2][idx][1], (fr.fn, inst))
            join_phis.append((inst, v))
        return "go", arms[-1][1], join, join_phis

    def phi_value(self, fr, inst, d, prev):
        incoming, _ = d
        for v, b in incoming:
            if b is prev:
                return self.get(fr, v)
        return Unknown((fr.fn, inst))

    def get(self, fr, op):
        if type(op) is K:
            return op.v
        v = fr.env.get(op)
        if v is None:
            return Unknown((fr.fn, op))
        return v

    def decode_block(self, block: Block):
        """(phis as (instruction, incoming), the handlers of the other instructions, their decoded
        operands): two tuples side by side rather than a pair per instruction (less memory)."""
        first = next_unknown_id()
        try:
            return self._decode_block(block)
        finally:  # the Unknowns decoding made are constants (`undef`): which, passes.host.memo asks
            last = next_unknown_id()
            if last > first:
                self.constant_unknowns[0].append(first)
                self.constant_unknowns[1].append(last)

    def is_constant(self, u: Unknown) -> bool:
        """Whether Unknown `u` is a constant of the code (an `undef` operand, a global's initializer)."""
        starts, ends = self.constant_unknowns
        i = bisect.bisect_right(starts, u.id) - 1
        return i >= 0 and u.id < ends[i]

    def _decode_block(self, block: Block):
        phis, body, operands = [], [], []
        handlers = self.handlers
        spills = self.info(block.function).spills
        for inst in block.instructions:
            if inst in spills.skipped:  # (bound when the call starts: FnInfo.spills)
                continue
            try:
                op, d = self.decoder.decode(inst)
            except (ValueError, IndexError, KeyError, AttributeError, LiftError) as exc:
                self.warn(f"cannot interpret `{inst.body_text[:80]}` in @{block.function.name}: {exc}")
                op, d = ("end", None) if inst.is_terminator else ("unknown", inst)
            if inst.opcode == "phi":
                phis.append((inst, d))
            else:
                field = spills.field(d[1]) if op == "store" and spills.loads else None
                if field is not None:  # a parameter's value stored elsewhere
                    op, d = "store_spilled", (field, d)
                h = handlers.get(op)
                if h is None:  # one bound method per operation, not one per instruction
                    h = handlers[op] = getattr(self, "_op_" + op)
                body.append(h)
                operands.append(d)
        return tuple(phis), tuple(body), tuple(operands)

    def _op_nop(self, fr, d):
        return None

    def _op_unknown(self, fr, inst):
        if inst is not None and inst.has_result:
            fr.env[inst] = Unknown((fr.fn, inst))
        return None

    def _op_end(self, fr, d):
        return END

    def _op_alloca(self, fr, d):
        inst, field, private, _ = d
        obj = Obj("stack", inst, False, None, private)  # (labelled by its alloca: Obj.label)
        if field is not None:
            obj.fields[0] = field
        fr.env[inst] = Ptr(obj, 0)
        return None

    # The handlers below look operands up as `get` does, written out: they run millions of times.

    def _op_load(self, fr, d):
        inst, ti, p = d
        ptr = p.v if type(p) is K else fr.env.get(p)
        if ptr is None:
            ptr = Unknown((fr.fn, p))
        if type(ptr) is Ptr:
            obj, off = ptr.obj, ptr.off
            if self.rec is not None:
                self.rec.note(self.rec.read, obj, off, ti.size)
            c = obj.cells.get(off)
            if c is not None and c[0] == ti.size and ti.kind in SCALAR_KINDS:  # one cell, exactly: Memory.load's first case
                fr.env[inst] = Memory.convert(c[1], ti)
            else:
                fr.env[inst] = self.memory.load_ti(ptr, ti, (fr.fn, inst))
            if obj.fields:
                fr.prov[inst] = (obj, off, ti.size)
        else:
            fr.env[inst] = Unknown((fr.fn, inst))
        return None

    def _op_store(self, fr, d):
        ti, v, p = d
        env = fr.env
        ptr = p.v if type(p) is K else env.get(p)
        if ptr is None:
            ptr = Unknown((fr.fn, p))
        val = v.v if type(v) is K else env.get(v)
        if val is None:
            val = Unknown((fr.fn, v))
        rec = self.rec
        if rec is not None:
            if type(ptr) is Ptr:
                rec.note(rec.store, ptr.obj, ptr.off, ti, val)
            else:
                rec.fail()
        if type(ptr) is Ptr:
            self.memory.store_ti(ptr.obj, ptr.off, ti, val)  # (Memory.store_at's case for a Ptr)
        else:
            self.memory.store_at(ptr, ti, val)
        if type(ptr) is Ptr and type(v) is Instruction:
            src = fr.prov.get(v)
            if src is not None:
                if rec is not None:
                    rec.note(rec.copy_fields, self.memory, src[0], src[1], ptr.obj, ptr.off, src[2])
                self.memory.copy_fields(src[0], src[1], ptr.obj, ptr.off, src[2])
        return None

    def _op_store_spilled(self, fr, d):
        """A store of what a parameter spill's load read (FnInfo.spills: the load is not run): the
        store, and the slot's declared field carried to where it lands, as _op_store carries a
        load's provenance (Memory.copy_fields of the whole slot: its one field)."""
        field, d = d
        self._op_store(fr, d)
        p = d[2]
        ptr = p.v if type(p) is K else fr.env.get(p)
        if type(ptr) is Ptr:
            if self.rec is not None:
                self.rec.note(self.rec.set_fields, ptr.obj, ((ptr.off, field),))
            ptr.obj.fields.setdefault(ptr.off, field)
        return None

    def _op_gep(self, fr, d):
        inst, src_t, base, idx = d
        fr.env[inst] = self.consts.gep_value(src_t, self.get(fr, base), [self.get(fr, i) for i in idx])
        return None

    def _op_gep_constant(self, fr, d):
        """getelementptr with constant indices, decoded to one byte offset (Constants.gep_offset; None:
        not a pointer): Constants.gep_value's result without redoing the arithmetic."""
        inst, base, offset = d
        b = base.v if type(base) is K else fr.env.get(base)
        if type(b) is Ptr:
            fr.env[inst] = Unknown() if offset is None else Ptr(b.obj, b.off + offset)
        elif type(b) is Within:
            fr.env[inst] = b
        else:
            fr.env[inst] = Unknown()
        return None

    def _op_bin(self, fr, d):
        inst, op, tyt, ti, x, y = d
        a, b = _two_values(fr, x, y)
        if type(a) is tuple and type(b) is tuple:
            fr.env[inst] = tuple(binop(op, ti.elem, p, q, (fr.fn, inst)) for p, q in zip(a, b))
        else:
            fr.env[inst] = self.numbered((op, tyt, a, b), binop(op, ti, a, b, (fr.fn, inst)))
        return None

    def numbered(self, key: tuple, result):
        """Value numbering of pure integer arithmetic on Unknowns: the same operation on the same
        operands (constants, or Unknowns by identity) gives the same Unknown, so a size computed
        twice from one input (`round_up(n, wg)` in two iterations) is recognisably one value."""
        if type(result) is not Unknown or any(type(v) not in (int, Unknown) for v in key[2:]):
            return result
        # (the key holds the Unknowns themselves: they compare and hash by identity)
        if self.rec is not None:  # (what a replay must find and make: passes.host.memo)
            self.rec.note(self.rec.number, key, result, self.numbers.get(key))
        result = self.numbers.setdefault(key, result)
        if len(key) == 4:  # for linear range arithmetic (SyclState.linear)
            self.definitions.setdefault(result.id, (key[0], key[2], key[3], key[1]))
        elif type(result) is Unknown and type(key[2]) is Unknown:  # a cast (SyclState: queries, expressions)
            self.casts.setdefault(result.id, (key[0], [key[2]]))
        return result

    def _op_cmp(self, fr, d):
        inst, op, pred, ti, x, y = d
        a, b = _two_values(fr, x, y)
        if type(a) is tuple and type(b) is tuple:
            fr.env[inst] = tuple(compare(op, pred, ti.elem, p, q) for p, q in zip(a, b))
        else:
            fr.env[inst] = compare(op, pred, ti, a, b)
        return None

    def _op_cast(self, fr, d):
        inst, op, src, dst, to, x = d
        if type(x) is K:  # (self.get, written out)
            v = x.v
        else:
            v = fr.env.get(x)
            if v is None:
                v = Unknown((fr.fn, x))
        if type(v) is tuple:
            fr.env[inst] = tuple(cast(op, src.elem, dst.elem if dst.elem else dst, e) for e in v)
        else:
            result = cast(op, src, dst, v)
            if type(result) is Unknown and result.origin is None:
                result.origin = (fr.fn, inst)  # (the listing names where a cast of an input was made)
            fr.env[inst] = self.numbered((op, to, v), result)
        return None

    def _op_select(self, fr, d):
        inst, c, a, b = d
        cv, av, bv = self.get(fr, c), self.get(fr, a), self.get(fr, b)
        if type(cv) is int:
            fr.env[inst] = av if cv & 1 else bv
        elif type(cv) is tuple and type(av) is tuple and type(bv) is tuple:
            fr.env[inst] = tuple(x if (type(k) is int and k) else y if type(k) is int else Unknown()
                                 for k, x, y in zip(cv, av, bv))
        else:  # either: the value when they are the same, a pointer into one object (or null) stays one
            fr.env[inst] = join_values(av, bv, (fr.fn, inst))
        return None

    def _op_jump(self, fr, target):
        return target

    def _op_br(self, fr, d):
        inst, c, t, f = d
        cv = c.v if type(c) is K else fr.env.get(c)  # (self.get, written out: None is no int either)
        if type(cv) is int:
            return t if cv & 1 else f
        if cv is None:
            cv = Unknown((fr.fn, c))
        return self.choose(fr, inst.block, [t, f])

    def _op_switch(self, fr, d):
        inst, v, default, cases = d
        val = self.get(fr, v)
        if type(val) is int:
            for c, b in cases:
                if self.get(fr, c) == val:
                    return b
            return default
        return self.choose(fr, inst.block, [default] + [b for _, b in cases])

    def _op_ret(self, fr, v):
        if v is None:
            fr.ret = None
        elif type(v) is K:  # (self.get, written out)
            fr.ret = v.v
        else:
            r = fr.env.get(v)
            fr.ret = r if r is not None else Unknown((fr.fn, v))
        if fr.one_sided and type(fr.ret) in (int, float):  # what the side not taken would return is not known
            fr.ret = Unknown((fr.fn, v))
        return RETURN

    def _op_extractvalue(self, fr, d):
        inst, v, idx = d
        val = self.get(fr, v)
        for i in idx:
            if type(val) is Zero:
                val = 0
                break
            val = val[i] if type(val) is tuple and i < len(val) else Unknown((fr.fn, inst))
        fr.env[inst] = val
        return None

    def _op_insertvalue(self, fr, d):
        inst, (tyt, agg), elt, idx = d
        val = self.get(fr, agg)
        ti = self.types(tyt)
        n = len(ti.fields) if ti.kind == "struct" else ti.count
        base = list(val) if type(val) is tuple else [Unknown() for _ in range(n)]
        if len(idx) == 1 and idx[0] < len(base):
            base[idx[0]] = self.get(fr, elt)
            fr.env[inst] = tuple(base)
        else:
            fr.env[inst] = Unknown((fr.fn, inst))
        return None

    def _op_extractelement(self, fr, d):
        inst, v, i = d
        val, iv = self.get(fr, v), self.get(fr, i)
        fr.env[inst] = val[iv] if type(val) is tuple and type(iv) is int and iv < len(val) else Unknown((fr.fn, inst))
        return None

    def _op_insertelement(self, fr, d):
        inst, n, v, e, i = d
        val, ev, iv = self.get(fr, v), self.get(fr, e), self.get(fr, i)
        base = list(val) if type(val) is tuple else [Unknown() for _ in range(n)]
        if type(iv) is int and iv < len(base):
            base[iv] = ev
            fr.env[inst] = tuple(base)
        else:
            fr.env[inst] = Unknown((fr.fn, inst))
        return None

    def _op_shuffle(self, fr, d):
        inst, a, b, m = d
        av, bv, mv = self.get(fr, a), self.get(fr, b), self.get(fr, m)
        if type(av) is tuple and type(bv) is not tuple:  # `poison`/`undef` as the unused second vector
            bv = tuple(Unknown() for _ in av)
        if type(av) is tuple and type(mv) is tuple:
            both = av + bv
            fr.env[inst] = tuple(both[k] if type(k) is int and k < len(both) else Unknown() for k in mv)
        else:
            fr.env[inst] = Unknown((fr.fn, inst))
        return None

    def _op_unary(self, fr, d):
        inst, op, tyt, v = d
        val = self.get(fr, v)
        if op == "fneg":
            fr.env[inst] = -val if type(val) is float else Unknown((fr.fn, inst))
        else:
            fr.env[inst] = val
        return None

    def _op_atomicrmw(self, fr, d):
        inst, kind, p, tyt, v = d
        ptr, val = self.get(fr, p), self.get(fr, v)
        ti = self.types(tyt)
        rec = self.rec
        if rec is not None:  # (a load and a store of one place: recorded as such)
            if type(ptr) is Ptr:
                rec.note(rec.read, ptr.obj, ptr.off, ti.size)
            else:
                rec.fail()
        old = self.memory.load(ptr, tyt, (fr.fn, inst))
        new = {"xchg": lambda: val}.get(kind, lambda: binop({"add": "add", "sub": "sub", "and": "and", "or": "or",
                                                              "xor": "xor"}.get(kind, "?"), ti, old, val,
                                                             (fr.fn, inst)))()
        if rec is not None and type(ptr) is Ptr:
            rec.note(rec.store, ptr.obj, ptr.off, ti, new)
        self.memory.store(ptr, tyt, new)
        fr.env[inst] = old
        return None

    def _op_cmpxchg(self, fr, d):
        inst, p, tyt, c, n = d
        if self.rec is not None:
            self.rec.fail()
        ptr = self.get(fr, p)
        old = self.memory.load(ptr, tyt, (fr.fn, inst))
        cv, nv = self.get(fr, c), self.get(fr, n)
        if same(old, cv):
            self.memory.store(ptr, tyt, nv)
            fr.env[inst] = (old, 1)
        elif type(old) in (int, float) and type(cv) in (int, float):
            fr.env[inst] = (old, 0)
        else:
            self.memory.store(ptr, tyt, Unknown())
            fr.env[inst] = (old, Unknown())
        return None

    def _op_call(self, fr, d):
        inst, callee, spec, args, byvals, rty, normal = d
        target = callee
        if target is None:
            tv = self.get(fr, spec) if spec is not None else None
            target = tv if isinstance(tv, Function) else None
        env, vals = fr.env, []
        for op in args:  # (self.get, written out)
            if type(op) is K:
                vals.append(op.v)
            else:
                v = env.get(op)
                vals.append(v if v is not None else Unknown((fr.fn, op)))
        if byvals is not None and target is not None and not target.is_declaration:
            if self.rec is not None:
                self.rec.fail()
            for i, byval in enumerate(byvals):
                v = vals[i]
                if byval is not None and type(v) is Ptr:
                    n = self.types(byval).size  # the callee gets its own copy
                    tmp = Obj("stack", f"byval:{target.name}")
                    self.memory.copy(Ptr(tmp, 0), v, n)
                    vals[i] = Ptr(tmp, 0)
        if target is None:
            result = Unknown((fr.fn, inst))
        else:
            fr.site = inst
            result = self.call(target, vals, inst, rty)
        if inst.has_result:
            fr.env[inst] = result if result is not None else Unknown((fr.fn, inst))
        return normal

    def external(self, fn: Function, args: list, site, rty):
        name = fn.name
        rec = self.rec
        if rec is not None and not rec.failed and rec.intercept(self.memory, name, args):
            return None  # (a memcpy or memset, made and recorded)
        if name.startswith("llvm."):
            return procedures.call_intrinsic(self, name, args, rty)
        p, dem = self.runtime_pattern(fn)
        if p is not None:
            return procedures.call_runtime(self, p, args, site, rty)
        if self.patterns.is_runtime(dem):
            self.program.unexplained[dem] = self.program.unexplained.get(dem, 0) + 1
            return Unknown((self.frames[-1].fn if self.frames else None, site))
        return procedures.call_library(self, name, args, rty, site)
