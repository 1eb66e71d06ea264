"""The engine of the host interpreter: executes LLVM IR instructions over the memory model.

`Machine` runs the host program from `main` (see passes.host.raise_host for the rules): it decodes
each block once (passes.host.decode), gives LLVM instructions their meaning (`_op_*`, with
passes.host.arith for the arithmetic), follows calls into defined functions, and hands calls to
declarations to the procedures (passes.host.procedures: intrinsics, libc/libstdc++, and the SYCL
runtime through the release's pattern set).  What is not the engine itself lives beside it, as
mixins of `Machine`, the way exploration techniques sit beside a symbolic engine:

    frames.py   per function (FnInfo: CFG facts, inertness, spills) and per call (Frame), the signals
    reach.py    which code can still build SYCL state: what runs at all, when a run is finished
    loops.py    counted and summarized loops, alternating loops, loop exits
    forks.py    branches on Unknown conditions: both sides, merged where they meet
    calls.py    calls answered without running: replayed records (passes.host.memo), select models
"""
from __future__ import annotations

import bisect
import gc
from collections import Counter
from typing import Optional

from lift import Block, Function, Instruction, LiftError, Module
from lift.layout import Layouts
from passes.host import procedures
from passes.host.arith import binop, cast, compare
from passes.host.constants import Constants
from passes.host.decode import Decoder
from passes.host.memo import Recorder, next_unknown_id
from passes.host.memory import SCALAR_KINDS, Memory, Obj
from passes.host.patterns import PatternSet, class_template_args, demangle, qualified_name
from passes.host.sycl_ops import SyclProgram
from passes.host.sycl_state import SyclState
from passes.host.values import K, Ptr, Unknown, Within, Zero, same
from passes.host.values import join as join_values
from passes.host.calls import ModelledCalls, ReplayedCalls
from passes.host.forks import Forks
from passes.host.frames import END, Finished, FnInfo, Fork, Frame, LeafFrame, NO_HEADER, RETURN, RUN, Stop
from passes.host.loops import LoopRules
from passes.host.reach import Reach

HEADER_PREFIXES = ("sycl::", "std::", "__gnu_cxx::", "cl::sycl::", "__cxxabiv1::")


PROGRESS_STEPS = 100_000
SYCL_LOOP_LIMIT_WITH_ARGS = 4096  # iterations of a user loop that builds SYCL state, run one by one under --args


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


class Machine(Reach, LoopRules, Forks, ReplayedCalls, ModelledCalls):
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
        # a user loop that builds SYCL state: with the command line given its iterations are exact,
        # each listed, up to many more of them (within the instruction budget: loops.long_enough)
        self.sycl_loop_limit = loop_limit if command_line is None else max(loop_limit, SYCL_LOOP_LIMIT_WITH_ARGS)
        self.plain_loop_steps = 2_000
        self.steps = 0
        self.stats: Counter = Counter()  # how the interpretation went (tests and benchmarks read it)
        self.progress = progress  # progress("raising", steps, budget), every PROGRESS_STEPS instructions
        self.checkpoint_at = min(budget, PROGRESS_STEPS)  # when run_blocks looks up (at_checkpoint)
        self.frames: list = []
        self.infos: dict = {}
        self.handlers: dict = {}  # operation name -> its _op_ method (decode_block)
        self.fork_depth = 0
        self.fork_path: list = []  # (branch, side) of the undecided branches being run (sycl_ops.Op.path)
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
        self._runs_user: dict = {}  # Reach.runs_user_code, likewise
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
            failed = self.module.get_function(self.failed_in) if self.failed_in else None
            self.warn("stopped interpreting", *((" in ", failed) if failed else ()),
                      f" ({type(exc).__name__}: {exc}): the raised program may be incomplete")
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

    def warn(self, *parts) -> None:
        """Record a warning once.  `parts`: its text, and the Functions it names in between, which
        the printer writes short or, with --verbose, in full (passes.names)."""
        from passes.names import Named, function_name

        message = Named(*(function_name(p.name) if isinstance(p, Function) else p for p in parts))
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
            self.warn("call depth limit reached in ", fn)
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


    def block_code(self, fr: Frame, block):
        """A block decoded once (decode_block)."""
        return self.block_code_of(fr.info, block)

    def block_code_of(self, info: FnInfo, block):
        code = info.code.get(block)
        if code is None:
            code = info.code[block] = self.decode_block(block)
        return code


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
                self.warn(f"cannot interpret `{inst.body_text[:80]}` in ", block.function, f": {exc}")
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
