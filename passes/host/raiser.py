"""raise-host: turn the SYCL runtime calls of DPC++ host IR into SYCL operations (passes.host.sycl_ops).

How.  The host program is executed abstractly from `main`, instruction by instruction, over a byte
model of memory: header code (inlined or not: constructors, handler::StoreLambda, queue shortcuts,
std::function and type_erased_cgfo_ty invokers) runs as written, so what reaches a runtime call is
what the real runtime would receive.  Calls into libsycl (declarations) are looked up in the
release's pattern set (passes.host.patterns): a pattern says which argument is the buffer, the range, the
command-group function, ...; the matching operation below reads those operands from the abstract
state and records a SYCL op.  `submit` does what the runtime does: it makes a handler, calls the
command-group function with it, and turns what the handler was told (kernel object, kernel
name, kernel_signatures descriptors, ranges) into a kernel launch whose captured arguments are read
from the kernel object at the descriptors' offsets.

Values are constants (ints, floats), pointers (object + offset), functions, or `Unknown`: a value
the IR does not fix (program input, runtime results, memory nobody wrote).  An Unknown keeps its
identity through copies, so two ranges built from the same SSA value are recognisably equal.

What it assumes, and what keeps it safe:
- Exceptions are not thrown: invoke continues at its normal destination; a path that can only end
  in `unreachable`/`resume` (a throw, an abort) is never taken by choice, and reaching one ends
  the call.
- A branch on an Unknown condition runs every side up to where they meet again (their immediate
  post-dominator, or the return), undoing memory in between, and merges: a memory byte, a phi or
  a return value keeps a value only where all sides agree, else it becomes Unknown.  So a value
  that depends on the branch is never reported as a constant.  SYCL ops created on such a side in
  user code are marked `conditional`.  Deeper than `max_forks` nested branches, one side is
  followed (warning).
- A loop whose own test (header or latch) is Unknown, or whose header is visited more than
  `loop_limit` times in one call, is left through an exit; what the loop wrote and computed
  becomes Unknown (warning when the loop can still build SYCL state).
- Runtime functions without a pattern return Unknown and are reported (`unexplained`).
- Indirect calls through Unknown pointers return Unknown; recursion deeper than `max_depth` is cut.
- Interpretation stops after `budget` instructions (warning), and once `main` can no longer reach
  a call that builds SYCL state.
Nothing is rewritten: the result is the analysis ctx.analyses["sycl-program"].
"""
from __future__ import annotations

import bisect
import math
import re
import struct
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import Argument, Block, Constant, Function, GlobalVariable, Instruction, LiftError, Module
from lift.ir import Alias
from lift.syntax import match_bracket, split_top_level, type_end

from passes import ModulePass, PassContext
from passes.host.patterns import (PROGRAM_OPS, Detection, PatternSet, class_template_args, demangle, enum_value,
                       qualified_name, template_args)
from passes.host.sycl_ops import (Accessor, Buffer, KernelArg, Launch, LocalAccessor, Queue, Submit, Sym, SyclProgram,
                       Usm)

_SENT = re.compile(r"\x00(\d+)\x00")
HEADER_PREFIXES = ("sycl::", "std::", "__gnu_cxx::", "cl::sycl::", "__cxxabiv1::")


# ==================================================================================================
# values


class Unknown:
    """A value the IR does not determine; `origin` is (function, IR value) for reports."""

    __slots__ = ("id", "origin")
    counter = 0

    def __init__(self, origin=None):
        Unknown.counter += 1
        self.id = Unknown.counter
        self.origin = origin

    def __repr__(self):
        return f"<?{self.id}>"


class Ptr:
    """A pointer into an abstract memory object."""

    __slots__ = ("obj", "off")

    def __init__(self, obj: "Obj", off: int = 0):
        self.obj = obj
        self.off = off

    def __eq__(self, other):
        return type(other) is Ptr and other.obj is self.obj and other.off == self.off

    def __hash__(self):
        return hash((id(self.obj), self.off))

    def __repr__(self):
        return f"<ptr {self.obj.label}+{self.off}>"


class Pieces:
    """An integer loaded from memory that holds several things (a float and an int, say): the
    cells it covers, (offset, size, value, type) relative to its start.  Stored back, it restores
    them; any arithmetic on it gives Unknown.  O2 code copies small structs this way."""

    __slots__ = ("size", "cells")

    def __init__(self, size, cells):
        self.size, self.cells = size, cells


class Scalars:
    """Call arguments that together are one small aggregate (range<2> passed as two i64)."""

    __slots__ = ("values",)

    def __init__(self, values):
        self.values = values


class K:
    """A decoded operand that is a constant (literal, global address, function)."""

    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


class Zero:
    """zeroinitializer of an aggregate, `size` bytes."""

    __slots__ = ("size",)

    def __init__(self, size):
        self.size = size


# ==================================================================================================
# types: sizes and layouts (x86-64 data layout)


class TypeInfo:
    __slots__ = ("kind", "size", "align", "bits", "elem", "count", "fields", "text")

    def __init__(self, kind, size, align, text, bits=0, elem=None, count=0, fields=()):
        self.kind, self.size, self.align, self.text = kind, size, align, text
        self.bits, self.elem, self.count, self.fields = bits, elem, count, fields


def _pow2(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


class Types:
    def __init__(self, module: Module):
        self.module = module
        self.cache: dict = {}

    def __call__(self, text: str) -> TypeInfo:
        t = self.cache.get(text)
        if t is None:
            t = self.cache[text] = self._parse(text.strip())
        return t

    def _parse(self, t: str) -> TypeInfo:
        if t.startswith("%"):
            body = self.module.type_body(t)
            if body is None or body == "opaque":
                return TypeInfo("other", 0, 1, t)
            info = self._parse(body)
            info.text = t
            return info
        if t.startswith("<{") or t.startswith("{"):
            packed = t.startswith("<{")
            inner = t[2:-2] if packed else t[1:-1]
            fields, off, align = [], 0, 1
            for ft in (x.strip() for x in split_top_level(inner)):
                fi = self(ft)
                if not packed:
                    off = -(-off // fi.align) * fi.align
                    align = max(align, fi.align)
                fields.append((off, fi))
                off += fi.size
            size = -(-off // align) * align
            return TypeInfo("struct", size, align, t, fields=tuple(fields))
        m = re.fullmatch(r"([\[<])\s*(\d+)\s+x\s+(.*?)\s*[\]>]", t, re.S)
        if m:
            elem = self(m.group(3))
            n = int(m.group(2))
            if m.group(1) == "[":
                return TypeInfo("array", elem.size * n, elem.align, t, elem=elem, count=n)
            size = elem.size * n
            return TypeInfo("vector", size, _pow2(max(size, 1)), t, elem=elem, count=n)
        m = re.fullmatch(r"i(\d+)", t)
        if m:
            bits = int(m.group(1))
            size = _pow2(max(1, -(-bits // 8)))
            return TypeInfo("int", size, min(size, 16), t, bits=bits)
        if t in ("float", "double", "half", "bfloat"):
            size = {"float": 4, "double": 8, "half": 2, "bfloat": 2}[t]
            return TypeInfo("float", size, size, t, bits=size * 8)
        if t in ("x86_fp80", "fp128", "ppc_fp128"):
            return TypeInfo("float", 16, 16, t, bits=128)
        if t.startswith("ptr"):
            return TypeInfo("ptr", 8, 8, t, bits=64)
        return TypeInfo("other", 0, 1, t)


# ==================================================================================================
# memory


class Obj:
    """An abstract memory object: byte-addressed cells (offset -> (size, value, type text)).

    `zero`: bytes nobody wrote read as 0 (globals, runtime objects) rather than Unknown.
    `fields`: declared field types (offset -> (size, type text)) from allocas, globals and copies,
    used to tell a captured `float` from a captured struct.  `sycl`: the op a runtime handle is."""

    __slots__ = ("kind", "label", "cells", "keys", "zero", "fields", "sycl")

    def __init__(self, kind: str, label: str, zero: bool = False, sycl=None):
        self.kind, self.label, self.zero, self.sycl = kind, label, zero, sycl
        self.cells: dict = {}
        self.keys: list = []
        self.fields: dict = {}

    def __repr__(self):
        return f"<obj {self.label}>"

    # ---- raw cells
    def overlapping(self, off: int, size: int) -> list:
        keys, end = self.keys, off + size
        i = bisect.bisect_right(keys, off) - 1
        if i < 0:
            i = 0
        out = []
        while i < len(keys) and keys[i] < end:
            k = keys[i]
            c = self.cells[k]
            if k + c[0] > off:
                out.append((k, c))
            i += 1
        return out

    def read_bytes(self, off: int, size: int) -> Optional[bytes]:
        """The bytes at [off, off+size) when all are concrete, else None."""
        out, pos, end = bytearray(), off, off + size
        for k, (csize, val, cty) in self.overlapping(off, size):
            if k > pos:
                if not self.zero:
                    return None
                out += bytes(k - pos)
                pos = k
            b = _to_bytes(val, csize)
            if b is None:
                return None
            piece = b[pos - k:min(end, k + csize) - k]
            out += piece
            pos += len(piece)
        if pos < end:
            if not self.zero:
                return None
            out += bytes(end - pos)
        return bytes(out)

    def clear(self, off: int, size: int) -> None:
        """Remove what overlaps [off, off+size), keeping the parts of cells outside it."""
        end = off + size
        for k, (csize, val, cty) in self.overlapping(off, size):
            del self.cells[k]
            self.keys.pop(bisect.bisect_left(self.keys, k))
            b = _to_bytes(val, csize)
            if k < off:
                self._put(k, off - k, b[:off - k] if b is not None else Unknown(), "bytes" if b is not None else "?")
            if k + csize > end:
                n = k + csize - end
                self._put(end, n, b[end - k:] if b is not None else Unknown(), "bytes" if b is not None else "?")

    def _put(self, off, size, val, cty):
        if off not in self.cells:
            bisect.insort(self.keys, off)
        self.cells[off] = (size, val, cty)

    def write(self, off: int, size: int, val, cty: str) -> None:
        c = self.cells.get(off)
        if c is not None and c[0] == size:  # cells never overlap: an exact hit is the whole story
            self.cells[off] = (size, val, cty)
            return
        self.clear(off, size)
        self._put(off, size, val, cty)


def _to_bytes(val, size: int) -> Optional[bytes]:
    t = type(val)
    if t is int:
        return (val & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    if t is float:
        if size == 4:
            return struct.pack("<f", _f32(val))
        if size == 8:
            return struct.pack("<d", val)
        return None
    if t is bytes:
        return val if len(val) == size else None
    return None


def _f32(x: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except (OverflowError, struct.error):
        return math.copysign(math.inf, x) if not math.isnan(x) else x


def _from_bytes(b: bytes, ti: TypeInfo):
    if ti.kind == "int":
        return int.from_bytes(b[:ti.size], "little") & ((1 << ti.bits) - 1)
    if ti.kind == "float":
        if ti.size == 4:
            return struct.unpack("<f", b[:4])[0]
        if ti.size == 8:
            return struct.unpack("<d", b[:8])[0]
        return Unknown()
    if ti.kind == "ptr":
        return 0 if not any(b) else Unknown()
    return Unknown()


# ==================================================================================================
# per-function static facts (computed on demand)


class FnInfo:
    """What the machine knows about one function: decoded blocks, and the CFG facts the rules for
    Unknown branches need (computed when first asked for)."""

    def __init__(self, machine: "Machine", fn: Function):
        self.machine = machine
        self.fn = fn
        self.blocks = fn.blocks
        self.code: dict = {}  # block -> (phis, body)
        self._doomed = None
        self._loops = None
        self._ipdom = None
        self._relevant = None
        self._builds: dict = {}  # loop header -> whether the loop can build SYCL state

    def _reaching(self, seeds) -> set:
        """The seeds and every block from which one of them can be reached."""
        preds: dict = {}
        for b in self.blocks:
            for s in b.successors:
                preds.setdefault(s, []).append(b)
        found, stack = set(seeds), list(seeds)
        while stack:
            for p in preds.get(stack.pop(), ()):
                if p not in found:
                    found.add(p)
                    stack.append(p)
        return found

    @property
    def doomed(self) -> set:
        """Blocks from which no path returns (they throw, abort or are unreachable)."""
        if self._doomed is None:
            live = self._reaching([b for b in self.blocks if b.instructions and b.instructions[-1].opcode == "ret"])
            self._doomed = {b for b in self.blocks if b not in live}
        return self._doomed

    @property
    def loops(self) -> dict:
        """header -> Loop, and block -> innermost Loop (under the key ("in", block))."""
        if self._loops is None:
            self._loops = {}
            if self._has_back_edge():
                from lift.graphs import natural_loops

                for loop in natural_loops(self.fn):  # outermost first: inner loops overwrite
                    self._loops[loop.header] = loop
                    for b in loop.blocks:
                        self._loops[("in", b)] = loop
        return self._loops

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
            import networkx as nx

            g = nx.DiGraph()
            exit_node = "exit"
            g.add_node(exit_node)
            doomed = self.doomed  # paths that throw or abort do not count, nor do unwind edges
            for b in self.blocks:
                if b in doomed:
                    continue
                g.add_node(b)
                for s in normal_successors(b):
                    if s not in doomed:
                        g.add_edge(s, b)
                if b.instructions and b.instructions[-1].opcode == "ret":
                    g.add_edge(exit_node, b)
            self._ipdom = nx.immediate_dominators(g, exit_node)
        d = self._ipdom.get(block)
        return d if isinstance(d, Block) else None

    def builds_sycl(self, loop) -> bool:
        """Whether a call in the loop can build SYCL state."""
        if loop.header not in self._builds:
            self._builds[loop.header] = any(self.machine.is_relevant_call(i) for b in loop.blocks
                                            for i in b.instructions)
        return self._builds[loop.header]

    @property
    def relevant(self) -> set:
        """Blocks from which a call that builds SYCL state can be reached."""
        if self._relevant is None:
            m = self.machine
            self._relevant = self._reaching([b for b in self.blocks if any(m.is_relevant_call(i)
                                                                           for i in b.instructions)])
        return self._relevant


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


_UNSET = ("unset",)
_MIXED = ("mixed",)


def _cell_value(obj: "Obj", off: int, n: int):
    """What memory holds at exactly [off, off+n): (value, type), _UNSET, or _MIXED."""
    c = obj.cells.get(off)
    if c is not None and c[0] == n:
        return (c[1], c[2])
    return _snap_value(obj.overlapping(off, n), off, n)


def _snap_value(snap, off, n):
    if not snap:
        return _UNSET
    if len(snap) == 1 and snap[0][0] == off and snap[0][1][0] == n:
        c = snap[0][1]
        return (c[1], c[2])
    return _MIXED


def _same_cell(a, b) -> bool:
    if a is _MIXED or b is _MIXED:
        return False
    if a is _UNSET or b is _UNSET:
        return a is b
    return _same(a[0], b[0])


class Frame:
    __slots__ = ("fn", "info", "env", "user", "depth", "open_paths", "loops", "visits", "site", "prov", "ret",
                 "sampled")

    def __init__(self, fn, info, depth, user, site):
        self.fn, self.info, self.depth, self.user, self.site = fn, info, depth, user, site
        self.env: dict = {}
        self.open_paths = 0  # undecided branches followed on one side (user code: ops are conditional)
        self.loops: dict = {}  # loop header -> log position at entry
        self.visits: dict = {}
        self.prov: dict = {}  # load instruction -> (obj, offset, size) it read (for type transfer)
        self.ret = None
        self.sampled: dict = {}  # loop header -> True while in the one iteration run of a loop of unknown count


class _Stop(Exception):
    """The instruction budget is spent."""


class _Return:
    pass


RETURN = _Return()


@dataclass
class KernelInfoState:
    """What getDeviceKernelInfo was given: the kernel's name and its descriptor getter."""

    name: Optional[str]
    num_params: Optional[int]
    getter: Optional[Function]


class HandlerState:
    """What a command group told its handler."""

    def __init__(self, function: str, origin: list):
        self.function, self.origin = function, origin
        self.kernel_name = None
        self.info: Optional[KernelInfoState] = None
        self.object = None  # Ptr to the kernel lambda
        self.descs = None  # [(kind, info, offset)]
        self.nd = None  # (global, local, offset) lists
        self.cg_type = 0
        self.requirements: list = []
        self.holder = None  # the HostKernelRef of a direct launch


# ==================================================================================================
# the machine


class Machine:
    """The abstract machine: executes host IR over Obj memory, records SYCL ops in `program`.

    Per function, `FnInfo` caches decoded blocks and the CFG facts the branch rules need; the
    `_op_*` methods give LLVM instructions their meaning and the `_rt_*` methods the pattern ops
    (one per `op` name of runtime_patterns/*.toml)."""

    def __init__(self, module: Module, patterns: PatternSet, program: SyclProgram, budget: int = 3_000_000,
                 loop_limit: int = 256, max_depth: int = 96):
        self.module, self.patterns, self.program = module, patterns, program
        self.types = Types(module)
        self.budget, self.loop_limit, self.max_depth = budget, loop_limit, max_depth
        self.steps = 0
        self.frames: list = []
        self.infos: dict = {}
        self.globals: dict = {}
        self.log: list = []  # (obj, off, size, cells before) written while a loop or a fork is tracked
        self.tracking = 0
        self.fork_depth = 0
        self.max_forks = 12
        self.heap_objects = 0
        self.failed_in = None
        self.open_paths = 0  # user-code branches being explored or followed on one side
        self.handlers: list = []  # HandlerState stack (command groups being recorded)
        self.headers: list = []  # (this Ptr, HeaderPattern, template args) of header calls in progress
        self.syms: dict = {}
        self.warned: set = set()
        self._relevant_fns = None
        self.layout = patterns.layout
        self._user: dict = {}
        self._header: dict = {}
        self.handle = self.layout.get("handle", {"impl": 0, "control": 8})

    # ---- entry
    def run(self) -> None:
        import gc

        collecting = gc.isenabled()
        gc.disable()  # the machine allocates a lot and frees little: the cyclic collector only costs time
        try:
            self._run()
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
            if collecting:
                gc.enable()

    def _run(self) -> None:
        roots = self.roots()
        if not roots:
            self.warn("no main function and no other host function to start from")
        for fn in roots:
            try:
                self.call(fn, [Unknown((fn, a)) for a in fn.arguments], None)
            except _Stop:
                self.warn(f"stopped after {self.budget} instructions: the raised program may be incomplete")
                return

    def roots(self) -> list:
        main = self.module.get_function("main")
        if main is not None and not main.is_declaration:
            return [main]
        rel = self.relevant_fns()
        return [f for f in self.module.definitions() if f in rel and self.is_user(f)
                and "internal" not in f.signature.prefix and "private" not in f.signature.prefix]

    def warn(self, message: str) -> None:
        if message not in self.warned:
            self.warned.add(message)
            self.program.warnings.append(message)

    # ---- classification
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
            r = (None, {})
            q = qualified_name(demangle(fn.name))
            if q.startswith("sycl::") and self.patterns.headers:
                h = self.patterns.header(q)
                if h is not None:
                    targs = class_template_args(q)
                    r = (h, {role: targs[i] for role, i in h.template_args.items() if -len(targs) <= i < len(targs)})
            self._header[fn] = r
        return r

    def runtime_pattern(self, fn: Function):
        name = demangle(fn.name)
        if not self.patterns.is_runtime(name):
            return None, name
        return self.patterns.match(name), name

    def relevant_fns(self) -> set:
        """Functions from which a runtime call building SYCL state is reachable by direct calls."""
        if self._relevant_fns is None:
            callers: dict = {}
            seeds = []
            main = self.module.get_function("main")
            todo = [main] if main is not None and not main.is_declaration else list(self.module.definitions())
            seen = set(todo)
            while todo:  # only what the roots can call (lifting the rest would be wasted)
                fn = todo.pop()
                if fn.is_declaration:
                    p, _ = self.runtime_pattern(fn)
                    if p is not None and p.op in PROGRAM_OPS:
                        seeds.append(fn)
                    continue
                for inst in fn.instructions():
                    c = inst.called_function
                    if c is not None:
                        callers.setdefault(c, set()).add(fn)
                        if c not in seen:
                            seen.add(c)
                            todo.append(c)
            rel, stack = set(seeds), list(seeds)
            while stack:
                for f in callers.get(stack.pop(), ()):
                    if f not in rel:
                        rel.add(f)
                        stack.append(f)
            self._relevant_fns = rel
        return self._relevant_fns

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

    # ---- memory helpers
    def load(self, ptr, tyt: str, origin=None):
        ti = self.types(tyt)
        if type(ptr) is not Ptr:
            return Unknown(origin)
        if ti.kind in ("struct", "array", "vector"):
            if ti.kind == "struct":
                return tuple(self.load(Ptr(ptr.obj, ptr.off + o), f.text, origin) for o, f in ti.fields)
            return tuple(self.load(Ptr(ptr.obj, ptr.off + i * ti.elem.size), ti.elem.text, origin)
                         for i in range(ti.count))
        obj, off, size = ptr.obj, ptr.off, ti.size
        c = obj.cells.get(off)
        if c is not None and c[0] == size:
            return self._convert(c[1], ti)
        b = obj.read_bytes(off, size)
        if b is None:
            return self._pieces(obj, off, size, origin) if ti.kind == "int" else Unknown(origin)
        return _from_bytes(b, ti)

    @staticmethod
    def _pieces(obj: Obj, off: int, size: int, origin):
        """A wide integer load over several cells: keep them (see Pieces)."""
        out, pos, end = [], off, off + size
        for k, (csize, val, cty) in obj.overlapping(off, size):
            if k > pos:
                out.append((pos - off, k - pos, bytes(k - pos) if obj.zero else Unknown(), "bytes" if obj.zero else "?"))
            lo, hi = max(k, off), min(k + csize, end)
            if lo == k and hi == k + csize:
                out.append((k - off, csize, val, cty))
            else:
                b = _to_bytes(val, csize)
                out.append((lo - off, hi - lo, b[lo - k:hi - k] if b is not None else Unknown(),
                            "bytes" if b is not None else "?"))
            pos = hi
        if pos < end:
            out.append((pos - off, end - pos, bytes(end - pos) if obj.zero else Unknown(), "bytes" if obj.zero else "?"))
        if len(out) == 1 or all(type(c[2]) is Unknown for c in out):
            return Unknown(origin)
        return Pieces(size, tuple(out))

    @staticmethod
    def _convert(val, ti: TypeInfo):
        t = type(val)
        if t is int:
            if ti.kind == "float":
                return _from_bytes(_to_bytes(val, ti.size), ti)
            return val & ((1 << ti.bits) - 1) if ti.kind == "int" else val
        if t is float:
            if ti.kind == "int":
                b = _to_bytes(val, ti.size)
                return int.from_bytes(b, "little") if b is not None else Unknown()
            return val
        if t is bytes:
            return _from_bytes(val, ti)
        return val

    def store(self, ptr, tyt: str, val) -> None:
        if type(ptr) is not Ptr:
            return
        ti = self.types(tyt)
        self.store_ti(ptr.obj, ptr.off, ti, val)

    def store_ti(self, obj: Obj, off: int, ti: TypeInfo, val) -> None:
        if type(val) is Zero or (ti.kind in ("struct", "array", "vector") and type(val) is not tuple):
            n = ti.size
            if type(val) is bytes and len(val) == n:
                self._log(obj, off, n)
                obj.write(off, n, val, "bytes")
                return
            self._log(obj, off, n)
            if type(val) is Zero:
                obj.write(off, n, bytes(n), "bytes")
            else:
                obj.clear(off, n)
                obj.write(off, n, val if type(val) is Unknown else Unknown(), "?")
            return
        if ti.kind == "struct":
            for (o, f), v in zip(ti.fields, val):
                self.store_ti(obj, off + o, f, v)
            return
        if ti.kind in ("array", "vector"):
            for i, v in enumerate(val):
                self.store_ti(obj, off + i * ti.elem.size, ti.elem, v)
            return
        if ti.size == 0:
            return
        if self.tracking:
            self.log.append((obj, off, ti.size, obj.overlapping(off, ti.size)))
        if type(val) is Pieces and val.size == ti.size:
            obj.clear(off, ti.size)
            for rel, n, v, cty in val.cells:
                obj._put(off + rel, n, v, cty)
            return
        obj.write(off, ti.size, val, ti.text)

    def _log(self, obj, off, n):
        if self.tracking:
            self.log.append((obj, off, n, obj.overlapping(off, n)))

    def copy(self, dst, src, n) -> None:
        """memcpy/memmove: cells (and declared field types) of [src, src+n) to dst."""
        if type(dst) is not Ptr or type(n) is not int or n <= 0 or n > (1 << 26):
            return
        if type(src) is not Ptr:
            self._log(dst.obj, dst.off, n)
            dst.obj.clear(dst.off, n)
            dst.obj.write(dst.off, n, Unknown(), "?")
            return
        so, s0, d0 = src.obj, src.off, dst.off
        pieces, pos, end = [], s0, s0 + n
        for k, (csize, val, cty) in so.overlapping(s0, n):
            if k > pos:
                pieces.append((pos, k - pos, bytes(k - pos) if so.zero else Unknown(), "bytes" if so.zero else "?"))
                pos = k
            if k >= s0 and k + csize <= end:
                pieces.append((k, csize, val, cty))
            else:
                b = _to_bytes(val, csize)
                lo, hi = max(k, s0), min(k + csize, end)
                pieces.append((lo, hi - lo, b[lo - k:hi - k] if b is not None else Unknown(),
                               "bytes" if b is not None else "?"))
            pos = min(k + csize, end)
        if pos < end:
            pieces.append((pos, end - pos, bytes(end - pos) if so.zero else Unknown(), "bytes" if so.zero else "?"))
        self._log(dst.obj, d0, n)
        dst.obj.clear(d0, n)
        for k, size, val, cty in pieces:
            dst.obj._put(d0 + k - s0, size, val, cty)
        self.copy_fields(so, s0, dst.obj, d0, n)

    def copy_fields(self, so: Obj, s0: int, do: Obj, d0: int, n: int) -> None:
        if not so.fields:
            return
        for o, (size, tyt) in list(so.fields.items()):
            if o + size <= s0 or o >= s0 + n:
                continue
            self._transfer(o, size, tyt, s0, n, do, d0)

    def _transfer(self, o, size, tyt, s0, n, do, d0):
        if o >= s0 and o + size <= s0 + n:
            do.fields.setdefault(d0 + o - s0, (size, tyt))
            return
        ti = self.types(tyt)  # partly copied: transfer the sub-fields that are copied whole
        if ti.kind == "struct":
            for fo, f in ti.fields:
                if o + fo + f.size > s0 and o + fo < s0 + n:
                    self._transfer(o + fo, f.size, f.text, s0, n, do, d0)
        elif ti.kind == "array" and ti.count <= 64:
            for i in range(ti.count):
                e = o + i * ti.elem.size
                if e + ti.elem.size > s0 and e < s0 + n:
                    self._transfer(e, ti.elem.size, ti.elem.text, s0, n, do, d0)

    def field_type(self, obj: Obj, off: int, size: int) -> Optional[str]:
        """The declared type of the `size` bytes at `off`, when a field (or sub-field) is exactly that."""
        for o, (fsize, tyt) in obj.fields.items():
            if o <= off < o + fsize:
                return self._sub_field(tyt, off - o, size)
        return None

    def _sub_field(self, tyt: str, rel: int, size: int) -> Optional[str]:
        ti = self.types(tyt)
        if rel == 0 and ti.size == size:
            inner = ti.fields[0][1] if ti.kind == "struct" and ti.fields else ti.elem if ti.kind == "array" else None
            if inner is not None and inner.size == size:  # { float } is a float
                return self._sub_field(inner.text, 0, size)
            return tyt
        if ti.kind == "struct":
            for fo, f in ti.fields:
                if fo <= rel < fo + f.size:
                    return self._sub_field(f.text, rel - fo, size)
        elif ti.kind == "array" and ti.elem.size:
            return self._sub_field(ti.elem.text, rel % ti.elem.size, size)
        return None

    def fill(self, dst, byte, n) -> None:
        if type(dst) is not Ptr or type(n) is not int or n <= 0 or n > (1 << 26):
            return
        self._log(dst.obj, dst.off, n)
        dst.obj.clear(dst.off, n)
        if type(byte) is int:
            dst.obj._put(dst.off, n, bytes([byte & 0xFF]) * n, "bytes")
        else:
            dst.obj._put(dst.off, n, Unknown(), "?")

    def cstring(self, ptr, length=None) -> Optional[str]:
        if type(ptr) is not Ptr:
            return None
        out = bytearray()
        limit = length if type(length) is int else 4096
        for i in range(limit):
            b = ptr.obj.read_bytes(ptr.off + i, 1)
            if b is None:
                return None
            if b == b"\0" and length is None:
                break
            out += b
        return out.decode("utf-8", "replace")

    # ---- globals
    def global_value(self, g):
        if isinstance(g, Function):
            return g
        if isinstance(g, Alias):
            m = re.search(r"@(\"[^\"]+\"|[-\w$.]+)\s*$", g.text.split(",")[-1].strip())
            target = self.module.globals.get(m.group(1).strip('"')) if m else None
            return self.global_value(target) if target is not None and target is not g else Unknown()
        obj = self.globals.get(g.name)
        if obj is None:
            saved, self.tracking = self.tracking, 0  # an initializer is not a write a fork could undo
            try:
                obj = self.globals[g.name] = self._make_global(g)
            finally:
                self.tracking = saved
        return Ptr(obj, 0)

    def _make_global(self, g: GlobalVariable) -> Obj:
        obj = Obj("global", g.name)
        text = g.text.split("=", 1)[1] if "=" in g.text else ""
        m = re.search(r"\b(global|constant)\b", text)
        if m is None or re.search(r"\bexternal\b", text[:m.start()]):
            if g.name.startswith("_ZTI"):  # std::type_info of a C++ type: {vptr, const char *name}
                name = Obj("global", g.name + ".name", zero=True)
                name._put(0, len(g.name) - 3, g.name[4:].encode() + b"\0", "bytes")
                obj.write(8, 8, Ptr(name, 0), "ptr")
            return obj
        obj.zero = True
        rest = text[m.end():]
        try:
            end = type_end(rest)
            tyt, init = rest[:end].strip(), split_top_level(rest[end:])[0].strip()
            ti = self.types(tyt)
            val = self.parse_const(tyt, init, None)
            self.store_ti(obj, 0, ti, val)
            if ti.kind in ("struct", "int", "float", "ptr"):
                obj.fields[0] = (ti.size, tyt)
        except (ValueError, IndexError, AttributeError, struct.error, OverflowError) as exc:
            self.warn(f"cannot read the initializer of @{g.name}: {exc}")
            obj.zero = False
        return obj

    # ---- constants
    def parse_const(self, tyt: str, text: str, inst: Optional[Instruction]):
        """The value of constant `text` of type `tyt`; sentinels refer to `inst`'s operands."""
        t = text.strip()
        ti = self.types(tyt) if tyt else None
        m = _SENT.fullmatch(t)
        if m:
            return self.operand_value(inst.operands[int(m.group(1))])
        if t in ("null", "none"):
            return 0
        if t == "true":
            return 1
        if t == "false":
            return 0
        if t in ("undef", "poison"):
            return Unknown()
        if t == "zeroinitializer":
            if ti is None:
                return 0
            if ti.kind == "int" or ti.kind == "ptr":
                return 0
            if ti.kind == "float":
                return 0.0
            return Zero(ti.size)
        if t.startswith("@"):
            name = t[1:].strip('"')
            g = self.module.globals.get(name)
            return self.global_value(g) if g is not None else Unknown()
        if t.startswith('c"'):
            return _c_string(t[2:-1])
        if t[0] in "{[<":
            inner_open = 2 if t.startswith("<{") else 1
            inner = t[inner_open:-inner_open]
            if ti is None:
                return Unknown()
            elems = [x.strip() for x in split_top_level(inner)]
            if ti.kind == "struct":
                tys = [f.text for _, f in ti.fields]
            elif ti.kind in ("array", "vector"):
                tys = [ti.elem.text] * len(elems)
            else:
                return Unknown()
            out = []
            for et, piece in zip(tys, elems):
                end = type_end(piece)
                out.append(self.parse_const(et, piece[end:].strip(), inst))
            return tuple(out)
        if re.fullmatch(r"-?\d+", t):
            v = int(t)
            return v & ((1 << ti.bits) - 1) if ti is not None and ti.kind == "int" else v
        if re.fullmatch(r"[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?|[-+]?(inf|nan)", t):
            v = float(t)
            return _f32(v) if tyt == "float" else v
        if re.fullmatch(r"0x[0-9A-Fa-f]{16}", t):
            v = struct.unpack("<d", int(t, 16).to_bytes(8, "little"))[0]
            return _f32(v) if tyt == "float" else v
        word = re.match(r"[a-z_]+", t)
        if word:
            return self._const_expr(word.group(), t, tyt, inst)
        return Unknown()

    def _const_expr(self, word: str, t: str, tyt: str, inst):
        if word in ("dso_local_equivalent", "no_cfi"):
            return self.parse_const(tyt, t[len(word):], inst)
        if word == "splat":
            inner = t[t.index("(") + 1:t.rindex(")")]
            end = type_end(inner)
            v = self.parse_const(inner[:end], inner[end:], inst)
            ti = self.types(tyt)
            return tuple([v] * ti.count) if ti.kind == "vector" else Unknown()
        m = re.match(r"[a-z_]+((\s+(inbounds|nuw|nusw|inrange\([^)]*\)))*)\s*\(", t)
        if m is None:
            return Unknown()
        open_at = m.end() - 1
        body = t[open_at + 1:match_bracket(t, open_at) - 1]
        if word == "getelementptr":
            pieces = [x.strip() for x in split_top_level(body)]
            src_t = pieces[0]
            base = self._typed_const(pieces[1], inst)
            idx = [self._typed_const(p, inst) for p in pieces[2:]]
            return self.gep_value(src_t, base, idx)
        if word in ("bitcast", "addrspacecast", "ptrtoint", "inttoptr"):
            inner = body[:body.rindex(" to ")]
            return self._typed_const(inner, inst)
        return Unknown()

    def _typed_const(self, piece: str, inst):
        piece = re.sub(r"^(inrange\([^)]*\)\s*)", "", piece.strip())
        end = type_end(piece)
        rest = piece[end:].strip()
        rest = re.sub(r"^(inrange\([^)]*\)\s*)", "", rest)
        return self.parse_const(piece[:end].strip(), rest, inst)

    def gep_value(self, src_t: str, base, indices: list):
        """Address arithmetic of getelementptr with evaluated indices."""
        if type(base) is not Ptr:
            return Unknown()
        off = base.off
        ti = self.types(src_t)
        for n, idx in enumerate(indices):
            if type(idx) is not int:
                return Unknown()
            if n == 0:
                off += _signed(idx, 64) * ti.size
                continue
            if ti.kind == "struct":
                fo, ti = ti.fields[idx]
                off += fo
            elif ti.kind in ("array", "vector"):
                ti = ti.elem
                off += _signed(idx, 64) * ti.size
            else:
                return Unknown()
        return Ptr(base.obj, off)

    def operand_value(self, v):
        if isinstance(v, Function):
            return v
        if isinstance(v, (GlobalVariable, Alias)):
            return self.global_value(v)
        if isinstance(v, Constant):
            return self.parse_const("", v.text, None)
        return Unknown()

    # ---- calls
    def call(self, fn: Function, args: list, site, result_type: Optional[str] = None):
        if fn.is_declaration:
            return self.external(fn, args, site, result_type)
        if len(self.frames) >= self.max_depth:
            self.warn(f"call depth limit reached in @{fn.name}")
            return Unknown()
        info = self.info(fn)
        fr = Frame(fn, info, len(self.frames), self.user_fn(fn), None)
        for a, v in zip(fn.arguments, args):
            fr.env[a] = v
        header = None
        h, picked = self.header_of(fn)
        if h is not None and args:
            this_i = h.args.get("this", 0)
            header = (args[this_i] if this_i < len(args) else None, h, picked)
            self.headers.append(header)
        self.frames.append(fr)
        try:
            return self.run_frame(fr)
        except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError):
            self.failed_in = self.failed_in or fn.name  # the innermost function, for the warning
            raise
        finally:
            self.frames.pop()
            if header is not None:
                self.headers.remove(header)
            if fr.loops:
                self.untrack(len(fr.loops))
            self.open_paths -= fr.open_paths

    def run_frame(self, fr: Frame):
        kind, value, _ = self.run_blocks(fr, fr.fn.entry, None, None)
        return value if kind == "ret" else Unknown()

    def run_blocks(self, fr: Frame, block, prev, stop, phis_at_entry=None):
        """Execute from `block` (entered from `prev`) until the function returns ("ret", value),
        the path ends ("end"), or control reaches `stop` ("join", predecessor, phi values there)."""
        info = fr.info
        root = fr.depth == 0
        overrides = phis_at_entry
        while True:
            if block is stop:
                return "join", prev, overrides if overrides is not None else self.phis_on_entry(fr, block, prev)
            if self.steps > self.budget:
                raise _Stop()
            if root and block not in info.relevant:
                return "ret", Unknown(), None  # main cannot build SYCL state any more: stop here
            n = fr.visits.get(block, 0) + 1
            fr.visits[block] = n
            if info.loops:
                nxt = self.loop_bookkeeping(fr, prev, block, n)
                if nxt is not None:
                    prev, block = nxt
                    overrides = None
                    continue
            code = info.code.get(block)
            if code is None:
                code = info.code[block] = self.decode_block(block)
            phis, body = code
            if phis:
                vals = overrides if overrides is not None else self.phis_on_entry(fr, block, prev)
                for inst, v in vals:
                    fr.env[inst] = v
            overrides = None
            r = None
            for h, d in body:
                r = h(fr, d)
                if r is not None:
                    break
            self.steps += len(body) + len(phis)
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
            if r is None or r is _END:
                return "end", None, None
            prev, block = block, r

    def phis_on_entry(self, fr, block, prev) -> list:
        code = fr.info.code.get(block)
        if code is None:
            code = fr.info.code[block] = self.decode_block(block)
        return [(inst, self.phi_value(fr, inst, d, prev)) for inst, d in code[0]]

    # ---- loops
    def loop_bookkeeping(self, fr: Frame, prev, block, visits: int):
        loops = fr.info.loops
        if prev is not None and fr.loops:  # leaving loops
            for header in list(fr.loops):
                loop = loops[header]
                if prev in loop.blocks and block not in loop.blocks:
                    del fr.loops[header]
                    self.untrack(1)
                    self.end_sample(fr, header)
        loop = loops.get(block)
        if loop is not None and block is loop.header:
            if prev is None or prev not in loop.blocks:
                if block not in fr.loops:
                    fr.loops[block] = len(self.log)
                    self.tracking += 1
                fr.visits[block] = 1
            elif visits > self.loop_limit:
                exits = [(i, o) for i, o in loop.exits if o not in fr.info.doomed] or loop.exits
                if exits:
                    inside, outside = sorted(exits, key=lambda e: e[0] is not block)[0]
                    self.leave_loop_uncertain(fr, loop)
                    if fr.info.builds_sycl(loop):
                        self.warn(f"loop in {qualified_name(demangle(fr.fn.name))} cut after {self.loop_limit} "
                                  "iterations: SYCL operations of later iterations are missing")
                    return inside, outside
        return None

    def leave_loop_uncertain(self, fr: Frame, loop) -> None:
        """Leave `loop` without knowing how often it runs: what it wrote and computed is Unknown."""
        self.end_sample(fr, loop.header)
        pos = fr.loops.pop(loop.header, None)
        if pos is not None:
            self.havoc_since(pos)
            self.untrack(1)
        env = fr.env
        for b in loop.blocks:
            for inst in b.instructions:
                if inst in env:
                    env[inst] = Unknown((fr.fn, inst))

    def end_sample(self, fr: Frame, header) -> None:
        if fr.sampled.get(header):
            fr.sampled[header] = False
            fr.open_paths -= 1
            self.open_paths -= 1

    def untrack(self, n: int) -> None:
        self.tracking -= n
        if self.tracking == 0:
            self.log.clear()

    def havoc_since(self, pos: int) -> None:
        for obj, off, size, _ in self.log[pos:]:
            c = obj.cells.get(off)
            if c is not None and c[0] == size:
                obj.cells[off] = (size, Unknown(), "?")
            else:
                obj.clear(off, size)
                obj._put(off, size, Unknown(), "?")

    # ---- branches on Unknown conditions
    def choose(self, fr: Frame, block: Block, succs: list):
        """A branch whose condition is Unknown: the one viable side, the exit of a loop whose trip
        count is unknown, or a Fork of the sides."""
        info = fr.info
        viable = [s for s in dict.fromkeys(succs) if s not in info.doomed] or list(dict.fromkeys(succs))
        if len(viable) == 1:
            return viable[0]
        loop = info.loops.get(("in", block)) if info.loops else None
        if loop is not None and (block is loop.header or block in loop.latches):
            outside = [s for s in viable if s not in loop.blocks]
            if outside and len(outside) < len(viable):  # the loop's own test: how often it runs is unknown
                inside = [s for s in viable if s in loop.blocks]
                first = block is loop.header and fr.visits.get(block) == 1  # the body has not run yet
                if first and loop.header not in fr.sampled and info.builds_sycl(loop):
                    # run one iteration so its SYCL operations are seen (as conditional), then leave
                    fr.sampled[loop.header] = True
                    fr.open_paths += 1
                    self.open_paths += 1
                    self.warn(f"a loop in {qualified_name(demangle(fr.fn.name))} runs an unknown number of times: "
                              "its SYCL operations are listed once, as conditional")
                    return inside[0]
                self.leave_loop_uncertain(fr, loop)
                return outside[0]
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
            return "go", block, pick, None
        self.fork_depth += 1
        self.tracking += 1
        if fr.user:
            self.open_paths += 1
        start = len(self.log)
        arms = []  # (kind, predecessor or return value, phis, final cells, cells before)
        last_kept = False
        try:
            for i, side in enumerate(f.sides):
                kind, x, phis = self.run_blocks(fr, side, block, join)
                entries = self.log[start:]
                final = {(o, off, n): _cell_value(o, off, n) for o, off, n, _ in entries}
                pre: dict = {}
                for o, off, n, snap in entries:
                    pre.setdefault((o, off, n), _snap_value(snap, off, n))
                if kind != "end":
                    arms.append((kind, x, phis, final, pre))
                last_kept = kind != "end" and i == len(f.sides) - 1
                if not last_kept:
                    self.undo(start)
        finally:
            self.fork_depth -= 1
            self.untrack(1)
            if fr.user:
                self.open_paths -= 1
        if not arms:
            return None
        joined = [a for a in arms if a[0] == "join"]
        if joined and len(joined) < len(arms):  # some sides returned early: continue with the others
            if last_kept and arms[-1][0] != "join":
                self.undo_to_pre(arms[-1])
                last_kept = False
            arms = joined
        self.merge_memory(arms, last_kept)
        if arms[0][0] == "ret":
            vals = [a[1] for a in arms]
            return "ret", vals[0] if all(_same(vals[0], v) for v in vals[1:]) else Unknown((fr.fn, None)), None
        join_phis = []
        for idx, (inst, v) in enumerate(arms[0][2]):
            vals = [a[2][idx][1] for a in arms]
            join_phis.append((inst, v if all(_same(v, w) for w in vals[1:]) else Unknown((fr.fn, inst))))
        return "go", arms[-1][1], join, join_phis

    def undo_to_pre(self, arm) -> None:
        """Put back, for the locations an arm wrote, what they held before the fork."""
        for key, value in arm[4].items():
            self._restore_value(key, value)

    def merge_memory(self, arms, last_kept: bool) -> None:
        """Memory holds the last arm's state (last_kept) or the state before the fork; make every
        location an arm wrote hold the value all arms agree on, else Unknown."""
        current = arms[-1][3] if last_kept else {}
        pre_all: dict = {}
        for arm in arms:
            for k, v in arm[4].items():
                pre_all.setdefault(k, v)
        keys = set()
        for arm in arms:
            keys.update(arm[3])
        for key in keys:
            values = [a[3].get(key, pre_all.get(key, _MIXED)) for a in arms]
            if all(_same_cell(values[0], v) for v in values[1:]):
                if key not in current:  # memory holds the value from before the fork here
                    self._restore_value(key, values[0])
                continue
            obj, off, n = key
            self._log(obj, off, n)
            obj.clear(off, n)
            obj._put(off, n, Unknown(), "?")

    def _restore_value(self, key, value) -> None:
        """Make the cell at `key` hold `value` (a _cell_value result)."""
        obj, off, n = key
        if value is _MIXED:
            return
        self._log(obj, off, n)
        obj.clear(off, n)
        if value is not _UNSET:
            obj._put(off, n, value[0], value[1])

    def undo(self, pos: int) -> None:
        """Put memory back as it was when the log had `pos` entries."""
        log = self.log
        for i in range(len(log) - 1, pos - 1, -1):
            obj, off, n, snap = log[i]
            lo = min([off] + [k for k, _ in snap])
            hi = max([off + n] + [k + c[0] for k, c in snap])
            obj.clear(lo, hi - lo)
            for k, c in snap:
                obj._put(k, c[0], c[1], c[2])
        del log[pos:]

    # ---- phis
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

    # ---- decoding
    def decode_block(self, block: Block):
        phis, body = [], []
        for inst in block.instructions:
            try:
                h, d = self.decode(inst)
            except (ValueError, IndexError, KeyError, AttributeError, LiftError) as exc:
                self.warn(f"cannot interpret `{inst.body_text[:80]}` in @{block.function.name}: {exc}")
                h, d = (self._op_end, None) if inst.is_terminator else (self._op_unknown, inst)
            if inst.opcode == "phi":
                phis.append((inst, d))
            else:
                body.append((h, d))
        return phis, body

    def operand(self, inst, piece: str, tyt: str):
        piece = piece.strip()
        m = _SENT.fullmatch(piece)
        if m:
            v = inst.operands[int(m.group(1))]
            if isinstance(v, (Instruction, Argument, Block)):
                return v
            return K(self.operand_value(v))
        return K(self.parse_const(tyt, piece, inst))

    def typed(self, inst, piece: str):
        """(type text, operand) of "T V" (text after a value reference, e.g. an ordering, is dropped)."""
        piece = piece.strip()
        end = type_end(piece)
        tyt, value = piece[:end].strip(), piece[end:].strip()
        m = _SENT.match(value)
        return tyt, self.operand(inst, m.group() if m else value, tyt)

    def decode(self, inst: Instruction):
        op = inst.opcode
        flat = _METADATA.sub("", inst.syntax.flat)
        rest = flat[len(op):] if flat.startswith(op) else flat.split(None, 1)[1] if " " in flat else ""
        if op in ("call", "invoke"):
            return self._decode_call(inst)
        if op == "phi":
            rest = _skip(rest, _FLAGS)
            end = type_end(rest)
            tyt = rest[:end].strip()
            incoming = []
            for pair in split_top_level(rest[end:]):
                inner = pair.strip()[1:-1]
                v, b = split_top_level(inner)
                incoming.append((self.operand(inst, v, tyt), self.operand(inst, b, "label")))
            return None, (incoming, None)
        if op == "alloca":
            rest = _skip(rest, ("inalloca",))
            pieces = [p.strip() for p in split_top_level(rest)]
            count = None
            if len(pieces) > 1 and not pieces[1].startswith(("align", "addrspace")):
                count = self.typed(inst, pieces[1])[1]
            return self._op_alloca, (inst, pieces[0], count)
        if op == "load":
            rest = _skip(rest, ("atomic", "volatile"))
            pieces = split_top_level(rest)
            tyt = pieces[0].strip()
            _, p = self.typed(inst, _strip_ordering(pieces[1]))
            return self._op_load, (inst, tyt, p)
        if op == "store":
            rest = _skip(rest, ("atomic", "volatile"))
            pieces = split_top_level(rest)
            tyt, v = self.typed(inst, pieces[0])
            _, p = self.typed(inst, _strip_ordering(pieces[1]))
            return self._op_store, (tyt, v, p)
        if op == "getelementptr":
            rest = _skip(rest, ("inbounds", "nuw", "nusw", "inrange"))
            pieces = [p.strip() for p in split_top_level(rest)]
            src_t = pieces[0]
            _, base = self.typed(inst, pieces[1])
            idx = [self.typed(inst, re.sub(r"^inrange\([^)]*\)\s*", "", p))[1] for p in pieces[2:]]
            return self._op_gep, (inst, src_t, base, idx)
        if op in _BINOPS:
            rest = _skip(rest, _FLAGS)
            a, b = split_top_level(rest)
            tyt, x = self.typed(inst, a)
            return self._op_bin, (inst, op, tyt, x, self.operand(inst, b, tyt))
        if op in ("icmp", "fcmp"):
            rest = _skip(rest, _FLAGS + ("samesign",))
            pred, rest = rest.strip().split(None, 1)
            a, b = split_top_level(rest)
            tyt, x = self.typed(inst, a)
            return self._op_cmp, (inst, op, pred, tyt, x, self.operand(inst, b, tyt))
        if op in _CASTS:
            rest = _skip(rest, ("nneg", "nuw", "nsw"))
            at = rest.rindex(" to ")
            tyt, v = self.typed(inst, rest[:at])
            return self._op_cast, (inst, op, tyt, v, rest[at + 4:].split(",")[0].strip())
        if op == "select":
            rest = _skip(rest, _FLAGS)
            c, a, b = split_top_level(rest)
            return self._op_select, (inst, self.typed(inst, c)[1], self.typed(inst, a)[1], self.typed(inst, b)[1])
        if op == "br":
            pieces = split_top_level(rest)
            if len(pieces) == 1:
                return self._op_jump, self.typed(inst, pieces[0])[1]
            return self._op_br, (inst, self.typed(inst, pieces[0])[1], self.typed(inst, pieces[1])[1],
                                 self.typed(inst, pieces[2])[1])
        if op == "switch":
            head, _, table = rest.partition("[")
            tyt, v = self.typed(inst, split_top_level(head)[0])
            default = self.typed(inst, split_top_level(head)[1])[1]
            cases = []
            for line in table.rsplit("]", 1)[0].strip().splitlines():
                line = line.strip()
                if line:
                    c, b = split_top_level(line)
                    cases.append((self.typed(inst, c)[1], self.typed(inst, b)[1]))
            return self._op_switch, (inst, v, default, cases)
        if op == "ret":
            r = rest.strip()
            return self._op_ret, (None if r == "void" else self.typed(inst, r)[1])
        if op == "extractvalue":
            pieces = split_top_level(rest)
            tyt, v = self.typed(inst, pieces[0])
            return self._op_extractvalue, (inst, v, [int(p) for p in pieces[1:]])
        if op == "insertvalue":
            pieces = split_top_level(rest)
            return self._op_insertvalue, (inst, self.typed(inst, pieces[0]), self.typed(inst, pieces[1])[1],
                                          [int(p) for p in pieces[2:]])
        if op == "extractelement":
            a, b = split_top_level(rest)
            return self._op_extractelement, (inst, self.typed(inst, a)[1], self.typed(inst, b)[1])
        if op == "insertelement":
            a, b, c = split_top_level(rest)
            tyt, v = self.typed(inst, a)
            return self._op_insertelement, (inst, self.types(tyt).count, v, self.typed(inst, b)[1],
                                            self.typed(inst, c)[1])
        if op == "shufflevector":
            a, b, m = split_top_level(rest)
            return self._op_shuffle, (inst, self.typed(inst, a)[1], self.typed(inst, b)[1], self.typed(inst, m)[1])
        if op in ("freeze", "fneg"):
            tyt, v = self.typed(inst, _skip(rest, _FLAGS))
            return self._op_unary, (inst, op, tyt, v)
        if op == "atomicrmw":
            rest = _skip(rest, ("volatile",))
            kind, rest = rest.strip().split(None, 1)
            p, v = split_top_level(rest)[:2]
            tyt, val = self.typed(inst, _strip_ordering(v))
            return self._op_atomicrmw, (inst, kind, self.typed(inst, p)[1], tyt, val)
        if op == "cmpxchg":
            rest = _skip(rest, ("weak", "volatile"))
            p, c, n = split_top_level(rest)[:3]
            tyt, cv = self.typed(inst, c)
            return self._op_cmpxchg, (inst, self.typed(inst, p)[1], tyt, cv,
                                      self.typed(inst, _strip_ordering(n))[1])
        if op in ("unreachable", "resume", "indirectbr", "callbr", "catchswitch", "catchret", "cleanupret"):
            return self._op_end, None
        if op in ("fence",) or op.startswith("#"):
            return self._op_nop, None
        return self._op_unknown, inst

    def _decode_call(self, inst: Instruction):
        syn = inst.syntax
        callee = inst.called_function
        spec = None
        if callee is None:
            for i, v in enumerate(inst.operands):
                if inst.parts[i + 1].startswith("("):
                    spec = v if isinstance(v, (Instruction, Argument)) else K(self.operand_value(v))
                    break
        args = []
        for a in syn.call_arguments:
            tyt = a.type_text
            v = a.value
            if isinstance(v, Constant):
                op = K(self.parse_const(tyt, v.text, inst))
            elif isinstance(v, (Instruction, Argument)):
                op = v
            else:
                op = K(self.operand_value(v))
            byval = None
            if "byval(" in a.spec:
                m = re.search(r"byval\((.*)\)", a.spec)
                byval = m.group(1) if m else None
                if byval:
                    byval = byval[:type_end(byval)]
            args.append((op, byval))
        normal = None
        if inst.opcode == "invoke":
            blocks = [v for v in inst.operands if isinstance(v, Block)]
            normal = blocks[0] if blocks else None
        return self._op_call, (inst, callee, spec, args, syn.result_type, normal)

    # ---- instruction semantics (each returns None, a Block to go to, RETURN, or _END)
    def _op_nop(self, fr, d):
        return None

    def _op_unknown(self, fr, inst):
        if inst is not None and inst.has_result:
            fr.env[inst] = Unknown((fr.fn, inst))
        return None

    def _op_end(self, fr, d):
        return _END

    def _op_alloca(self, fr, d):
        inst, tyt, count = d
        obj = Obj("stack", f"{fr.fn.name}:{inst.name or '?'}")
        ti = self.types(tyt)
        if ti.kind in ("struct", "int", "float", "ptr") and ti.size:
            obj.fields[0] = (ti.size, tyt)
        fr.env[inst] = Ptr(obj, 0)
        return None

    def _op_load(self, fr, d):
        inst, tyt, p = d
        ptr = self.get(fr, p)
        v = self.load(ptr, tyt, (fr.fn, inst))
        fr.env[inst] = v
        if type(ptr) is Ptr and ptr.obj.fields:
            fr.prov[inst] = (ptr.obj, ptr.off, self.types(tyt).size)
        return None

    def _op_store(self, fr, d):
        tyt, v, p = d
        ptr = self.get(fr, p)
        val = self.get(fr, v)
        self.store(ptr, tyt, val)
        if type(ptr) is Ptr and type(v) is Instruction:
            src = fr.prov.get(v)
            if src is not None:
                self.copy_fields(src[0], src[1], ptr.obj, ptr.off, src[2])
        return None

    def _op_gep(self, fr, d):
        inst, src_t, base, idx = d
        fr.env[inst] = self.gep_value(src_t, self.get(fr, base), [self.get(fr, i) for i in idx])
        return None

    def _op_bin(self, fr, d):
        inst, op, tyt, x, y = d
        a, b = self.get(fr, x), self.get(fr, y)
        ti = self.types(tyt)
        if type(a) is tuple and type(b) is tuple:
            fr.env[inst] = tuple(_binop(op, ti.elem, p, q, (fr.fn, inst)) for p, q in zip(a, b))
        else:
            fr.env[inst] = _binop(op, ti, a, b, (fr.fn, inst))
        return None

    def _op_cmp(self, fr, d):
        inst, op, pred, tyt, x, y = d
        a, b = self.get(fr, x), self.get(fr, y)
        ti = self.types(tyt)
        if type(a) is tuple and type(b) is tuple:
            fr.env[inst] = tuple(_compare(op, pred, ti.elem, p, q) for p, q in zip(a, b))
        else:
            fr.env[inst] = _compare(op, pred, ti, a, b)
        return None

    def _op_cast(self, fr, d):
        inst, op, tyt, x, to = d
        v = self.get(fr, x)
        src, dst = self.types(tyt), self.types(to)
        if type(v) is tuple:
            fr.env[inst] = tuple(_cast(op, src.elem, dst.elem if dst.elem else dst, e) for e in v)
        else:
            fr.env[inst] = _cast(op, src, dst, v)
        return None

    def _op_select(self, fr, d):
        inst, c, a, b = d
        cv, av, bv = self.get(fr, c), self.get(fr, a), self.get(fr, b)
        if type(cv) is int:
            fr.env[inst] = av if cv & 1 else bv
        elif type(cv) is tuple and type(av) is tuple and type(bv) is tuple:
            fr.env[inst] = tuple(x if (type(k) is int and k) else y if type(k) is int else Unknown()
                                 for k, x, y in zip(cv, av, bv))
        else:
            fr.env[inst] = av if _same(av, bv) else Unknown((fr.fn, inst))
        return None

    def _op_jump(self, fr, target):
        return target

    def _op_br(self, fr, d):
        inst, c, t, f = d
        cv = self.get(fr, c)
        if type(cv) is int:
            return t if cv & 1 else f
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
        fr.ret = None if v is None else self.get(fr, v)
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
        if type(av) is tuple and type(bv) is tuple and type(mv) is tuple:
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
        old = self.load(ptr, tyt, (fr.fn, inst))
        ti = self.types(tyt)
        new = {"xchg": lambda: val}.get(kind, lambda: _binop({"add": "add", "sub": "sub", "and": "and", "or": "or",
                                                              "xor": "xor"}.get(kind, "?"), ti, old, val,
                                                             (fr.fn, inst)))()
        self.store(ptr, tyt, new)
        fr.env[inst] = old
        return None

    def _op_cmpxchg(self, fr, d):
        inst, p, tyt, c, n = d
        ptr = self.get(fr, p)
        old = self.load(ptr, tyt, (fr.fn, inst))
        cv, nv = self.get(fr, c), self.get(fr, n)
        if _same(old, cv):
            self.store(ptr, tyt, nv)
            fr.env[inst] = (old, 1)
        elif type(old) in (int, float) and type(cv) in (int, float):
            fr.env[inst] = (old, 0)
        else:
            self.store(ptr, tyt, Unknown())
            fr.env[inst] = (old, Unknown())
        return None

    def _op_call(self, fr, d):
        inst, callee, spec, args, rty, normal = d
        target = callee
        if target is None:
            tv = self.get(fr, spec) if spec is not None else None
            target = tv if isinstance(tv, Function) else None
        vals = []
        for op, byval in args:
            v = self.get(fr, op)
            if byval is not None and type(v) is Ptr and target is not None and not target.is_declaration:
                n = self.types(byval).size  # the callee gets its own copy
                tmp = Obj("stack", f"byval:{target.name}")
                self.copy(Ptr(tmp, 0), v, n)
                v = Ptr(tmp, 0)
            vals.append(v)
        if target is None:
            result = Unknown((fr.fn, inst))
        else:
            fr.site = inst
            result = self.call(target, vals, inst, rty)
        if inst.has_result:
            fr.env[inst] = result if result is not None else Unknown((fr.fn, inst))
        return normal

    # ---- calls to declarations
    def external(self, fn: Function, args: list, site, rty):
        name = fn.name
        if name.startswith("llvm."):
            return self.intrinsic(name, args, rty)
        p, dem = self.runtime_pattern(fn)
        if p is not None:
            return self.runtime(p, args, site, rty)
        if self.patterns.is_runtime(dem):
            self.program.unexplained[dem] = self.program.unexplained.get(dem, 0) + 1
            return Unknown((self.frames[-1].fn if self.frames else None, site))
        return self.libc(name, args, rty, site)

    def intrinsic(self, name: str, a: list, rty):
        base = name.split(".")[1] if "." in name else name
        if base in ("memcpy", "memmove"):
            self.copy(a[0], a[1], a[2])
            return None
        if base == "memset":
            self.fill(a[0], a[1], a[2])
            return None
        if base in ("lifetime", "dbg", "assume", "experimental", "invariant", "prefetch", "trap", "stackrestore",
                    "var"):
            return None
        if base in ("expect", "launder", "strip", "threadlocal", "ssa", "annotation"):
            return a[0] if a else None
        if base in ("umax", "umin", "smax", "smin", "abs") and all(type(x) is int for x in a[:2]):
            bits = self.types(rty).bits if rty else 64
            x, y = a[0], a[1]
            if base == "umax":
                return max(x, y)
            if base == "umin":
                return min(x, y)
            sx, sy = _signed(x, bits), _signed(y, bits)
            if base == "smax":
                return max(sx, sy) & ((1 << bits) - 1)
            if base == "smin":
                return min(sx, sy) & ((1 << bits) - 1)
            return abs(sx) & ((1 << bits) - 1)
        if ".with.overflow." in name and all(type(x) is int for x in a[:2]):
            op = name.split(".")[1]  # llvm.umul.with.overflow.i64 -> (result, overflowed)
            bits = int(name.rsplit(".i", 1)[1]) if ".i" in name else 64
            x, y = a[0], a[1]
            if op.startswith("s"):
                x, y = _signed(x, bits), _signed(y, bits)
            r = {"uadd": x + y, "sadd": x + y, "usub": x - y, "ssub": x - y, "umul": x * y, "smul": x * y}.get(op)
            if r is None:
                return Unknown()
            lo = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if op.startswith("s") else (0, (1 << bits) - 1)
            return (r & ((1 << bits) - 1), int(not lo[0] <= r <= lo[1]))
        if base in ("fmuladd", "fma") and all(type(x) is float for x in a[:3]):
            r = a[0] * a[1] + a[2]
            return _f32(r) if rty == "float" else r
        if base == "is":
            return 0
        return Unknown()

    def libc(self, name: str, a: list, rty, site):
        if name in ("_Znwm", "_Znam", "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t", "malloc", "calloc",
                    "aligned_alloc", "__cxa_allocate_exception", "_ZnwmRKSt9nothrow_t"):
            self.heap_objects += 1
            obj = Obj("heap", f"new#{self.heap_objects}", zero=(name == "calloc"))
            return Ptr(obj, 0)
        if name in ("memcpy", "memmove"):
            self.copy(a[0], a[1], a[2])
            return a[0]
        if name == "memset":
            self.fill(a[0], a[1], a[2])
            return a[0]
        if name == "__cxa_guard_acquire":  # function-local statics: initialise on first use
            g = self.load(a[0], "i8") if a else None
            return 1 if g == 0 else 0 if type(g) is int else Unknown()
        if name == "__cxa_guard_release":
            self.store(a[0], "i8", 1)
            return None
        if name == "strlen":
            s = self.cstring(a[0])
            return len(s.encode()) if s is not None else Unknown()
        if rty and rty != "void":
            return Unknown((self.frames[-1].fn if self.frames else None, site))
        return None

    # ==============================================================================================
    # runtime operations (one method per pattern op; see runtime_patterns/*.toml)

    def runtime(self, p, args: list, site, rty):
        a = {}
        for role, i in p.args.items():  # an index, or a list of indices: a small range/id passed as scalars
            if isinstance(i, list):
                a[role] = Scalars(tuple(args[j] if j < len(args) else Unknown() for j in i))
            else:
                a[role] = args[i] if i < len(args) else None
        method = getattr(self, "_rt_" + p.op)
        result = method(p, a, site)
        if result is None and rty and rty != "void":
            return Unknown((self.frames[-1].fn if self.frames else None, site))
        return result

    def origin(self, site) -> list:
        """The runtime call, then the user call site that led to it."""
        out = []
        if self.frames and site is not None:
            out.append((self.frames[-1].fn, site))
        user = self.user_frame()
        if user is not None and user.site is not None and (not out or out[0][1] is not user.site):
            out.append((user.fn, user.site))
        return out

    def user_frame(self) -> Optional[Frame]:
        for fr in reversed(self.frames):
            if fr.user:
                return fr
        return None

    def user_function(self) -> str:
        fr = self.user_frame()
        return qualified_name(demangle(fr.fn.name)) if fr else "?"

    def conditional(self) -> bool:
        return self.open_paths > 0

    def add(self, op, site):
        op.origin = self.origin(site)
        op.conditional = self.conditional()
        return self.program.add(op)

    def bind(self, this, op) -> None:
        """A runtime constructor stores the impl (shared_ptr: pointer, control block) into `this`."""
        if type(this) is not Ptr:
            return
        handle = Obj("runtime", f"{type(op).__name__}:{getattr(op, 'name', '')}", zero=True, sycl=op)
        control = Obj("runtime", "control-block", zero=True)
        self.store(Ptr(this.obj, this.off + self.handle["impl"]), "ptr", Ptr(handle, 0))
        self.store(Ptr(this.obj, this.off + self.handle["control"]), "ptr", Ptr(control, 0))

    def op_of(self, value):
        """The op behind an impl pointer."""
        return value.obj.sycl if type(value) is Ptr else None

    def op_at(self, obj_ptr):
        """The op of a SYCL object (queue, accessor, ...) given a pointer to the object."""
        if type(obj_ptr) is not Ptr:
            return None
        return self.op_of(self.load(Ptr(obj_ptr.obj, obj_ptr.off + self.handle["impl"]), "ptr"))

    def sym(self, v):
        """An op-level scalar: int/float as is, anything else a Sym (one per Unknown)."""
        if type(v) in (int, float):
            return v
        key = v.id if type(v) is Unknown else id(v)
        s = self.syms.get(key)
        if s is None:
            s = self.syms[key] = Sym(len(self.syms) + 1, _describe(v))
            self.program.symbols.append(s)
        return s

    def sizes(self, ptr, n) -> Optional[list]:
        """The first n size_t of a range/id: in memory at `ptr`, or passed as scalars."""
        if type(n) is not int or not 0 < n <= 3:
            return None
        if type(ptr) is Scalars:
            return [self.sym(v) for v in ptr.values[:n]] if len(ptr.values) >= n else None
        if type(ptr) is not Ptr:
            return None
        return [self.sym(self.load(Ptr(ptr.obj, ptr.off + 8 * i), "i64")) for i in range(n)]

    def range_value(self, kind: str, values):
        return self.program.range_value(kind, values) if values is not None else None

    def header_info(self, this, op: str) -> dict:
        for hthis, h, picked in reversed(self.headers):
            if h.op == op and (this is None or hthis == this):
                return picked
        return {}

    # ---- queues, buffers, accessors
    def _rt_queue(self, p, a, site):
        q = self.add(Queue(), site)
        self.bind(a["this"], q)

    def _rt_buffer(self, p, a, site):
        this = a["this"]
        host = a.get("host_ptr", 0)  # buffer(range) has none
        b = Buffer(host_pointer=_describe(host) if host != 0 else "none", host_memory=_host_memory(host),
                   bytes=self.sym(a["bytes"]))
        t = self.header_info(this, "buffer_template")
        if t:
            b.element = _type_name(t.get("element"))
            b.dims = enum_value(t.get("dims", ""))
        self.add(b, site)
        self.bind(this, b)

    def _rt_buffer_info(self, p, a, site):
        b = self.op_of(a["buffer"])
        if not isinstance(b, Buffer):
            return
        dims = a.get("dims")
        if type(dims) is int:
            b.dims = dims
        if "elem_size" in a and type(a["elem_size"]) is int:
            b.elem_size = a["elem_size"]
        name = self.cstring(a.get("type_name"))
        typeinfo = demangle("_ZTS" + name.lstrip("*")) if name else ""
        if typeinfo.startswith("typeinfo name for "):
            b.element = typeinfo[len("typeinfo name for "):]
        if b.dims:
            b.range = self.range_value("range", self.sizes(a.get("range"), b.dims))

    def _rt_accessor(self, p, a, site):
        this = a["this"]
        dims = a["dims"] if type(a["dims"]) is int else None
        mode = self.patterns.enum("access_mode", a["mode"])
        props = a.get("props")
        no_init = False
        pl = self.layout.get("property_list")
        if pl and type(props) is Ptr:
            bits = self.load(Ptr(props.obj, props.off + pl.get("bitset", 0)), "i64")
            no_init = type(bits) is int and bool(bits >> pl.get("no_init_bit", 4) & 1)
        placeholder = a.get("placeholder")
        buffer = self.op_of(a["buffer"])
        acc = Accessor(buffer=buffer if isinstance(buffer, Buffer) else None,
                       mode=mode, dims=dims, no_init=no_init,
                       placeholder=bool(placeholder & 1) if type(placeholder) is int else not self.handlers,
                       offset=self.range_value("id", self.sizes(a["offset"], dims)),
                       access_range=self.range_value("range", self.sizes(a["access_range"], dims)),
                       memory_range=self.range_value("range", self.sizes(a["memory_range"], dims)))
        t = self.header_info(this, "accessor_template")
        if t:  # accessor<T, Dims, Mode, Target>, when its constructor was not inlined
            acc.element = _type_name(t.get("element"))
            acc.mode = acc.mode or self.patterns.enum("access_mode", enum_value(t.get("mode", "")))
            acc.target = self.patterns.enum("access_target", enum_value(t.get("target", "")))
        if acc.element is None and acc.buffer is not None:
            acc.element = acc.buffer.element  # accessor<T> of a buffer<T>
        self.add(acc, site)
        self.bind(this, acc)

    def _rt_accessor_query(self, p, a, site):
        """AccessorBaseHost getters whose answer the raised accessor knows."""
        acc = self.op_at(a["accessor"])
        what = p.options.get("query")
        if not isinstance(acc, Accessor):
            return None
        if what == "placeholder":
            return int(acc.placeholder)
        r = {"access_range": acc.access_range, "memory_range": acc.memory_range, "offset": acc.offset}.get(what)
        if r is None:
            return None
        obj = Obj("runtime", f"{acc.name}.{what}", zero=True)
        for i, v in enumerate(list(r.values) + [1 if what != "offset" else 0] * (3 - r.dims)):
            self.store(Ptr(obj, 8 * i), "i64", v if type(v) is int else Unknown())
        return Ptr(obj, 0)

    def _rt_local_accessor(self, p, a, site):
        this = a["this"]
        dims = a["dims"] if type(a["dims"]) is int else None
        la = LocalAccessor(elem_size=a.get("elem_size") if type(a.get("elem_size")) is int else None, dims=dims,
                           range=self.range_value("range", self.sizes(a["range"], dims)))
        t = self.header_info(this, "local_accessor_template")
        if t:
            la.element = _type_name(t.get("element"))
        self.add(la, site)
        self.bind(this, la)

    def _rt_bind_accessor(self, p, a, site):
        acc = self.op_at(a["accessor"])
        h = self.handler_of(a["handler"])
        if isinstance(acc, Accessor):
            target = self.patterns.enum("access_target", a.get("target"))
            acc.target = target or acc.target
            if h is not None:
                h.requirements.append(acc)

    # ---- command groups
    def handler_of(self, ptr) -> Optional[HandlerState]:
        return ptr.obj.sycl if type(ptr) is Ptr and isinstance(ptr.obj.sycl, HandlerState) else None

    def _rt_submit(self, p, a, site):
        queue = self.op_at(a["queue"])
        cgf = a["cgf"]
        abi = p.options.get("cgf_abi")
        lay = self.layout.get("std_function" if abi == "std_function" else "type_erased_cgfo", {})
        if type(cgf) is not Ptr:
            self.warn("submit: the command-group function is unknown")
            return None
        invoker = self.load(Ptr(cgf.obj, cgf.off + lay.get("invoker", 8)), "ptr")
        if abi == "std_function":
            obj = cgf
        else:
            obj = self.load(Ptr(cgf.obj, cgf.off + lay.get("object", 0)), "ptr")
        name = "?"
        if isinstance(invoker, Function):
            targs = class_template_args(qualified_name(demangle(invoker.name)))
            name = targs[-1] if targs else qualified_name(demangle(invoker.name))
        function = self.user_function()
        sub = self.add(Submit(queue=queue if isinstance(queue, Queue) else None, cgf=name, function=function), site)
        h = HandlerState(function, sub.origin)
        hobj = Obj("runtime", "handler", zero=True, sycl=h)
        self.handlers.append(h)
        try:
            if isinstance(invoker, Function):
                self.call(invoker, [obj, Ptr(hobj, 0)], site)
            else:
                self.warn("submit: cannot find the command-group function the runtime would call")
        finally:
            self.handlers.pop()
        sub.requirements = h.requirements
        launch = self.finalize(h, queue)
        if launch is not None:
            launch.submit = sub
            sub.launch = launch
        self.event(a.get("sret"))

    def event(self, sret) -> None:
        if type(sret) is Ptr:
            self.store(sret, "ptr", Ptr(Obj("runtime", "event", zero=True), 0))

    def _rt_kernel_name(self, p, a, site):
        h = self.handler_of(a["handler"])
        if h is not None:
            h.kernel_name = self.cstring(a["name"], a.get("name_length"))

    def _rt_nd_range(self, p, a, site):
        h = self.handler_of(a["handler"])
        dims = a["dims"] if "dims" in a else p.options.get("dims")
        if h is None or type(dims) is not int:
            return
        h.nd = (self.sizes(a["global"], dims), self.sizes(a.get("local"), dims), self.sizes(a.get("offset"), dims))

    def _rt_nd_range_view(self, p, a, site):
        h = self.handler_of(a["handler"])
        if h is not None:
            h.nd = self.view(a["view"])

    def view(self, v):
        lay = self.layout.get("nd_range_view", {})
        if type(v) is not Ptr:
            return None
        get = lambda k: self.load(Ptr(v.obj, v.off + lay.get(k, 0)), "ptr" if k != "dims" else "i64")  # noqa: E731
        dims = get("dims")
        if type(dims) is not int:
            return None
        fields = (get(k) for k in ("global", "local", "offset"))
        return tuple(self.sizes(f, dims) if type(f) is Ptr else None for f in fields)

    def _rt_kernel_args(self, p, a, site):
        h = self.handler_of(a["handler"])
        if h is None:
            return
        h.object = a["object"]
        vec = a["descs"]
        lay = self.layout.get("std_vector", {"begin": 0, "end": 8})
        kd = self.layout.get("kernel_param_desc", {})
        if type(vec) is Ptr:
            begin = self.load(Ptr(vec.obj, vec.off + lay["begin"]), "ptr")
            end = self.load(Ptr(vec.obj, vec.off + lay["end"]), "ptr")
            if type(begin) is Ptr and type(end) is Ptr and begin.obj is end.obj:
                size = kd.get("size", 12)
                h.descs = [self.desc_at(Ptr(begin.obj, off)) for off in range(begin.off, end.off, size)]

    def desc_at(self, ptr) -> tuple:
        kd = self.layout.get("kernel_param_desc", {})
        return tuple(self.load(Ptr(ptr.obj, ptr.off + kd.get(f, i * 4)), "i32")
                     for i, f in enumerate(("kind", "info", "offset")))

    def _rt_kernel_func_info(self, p, a, site):
        """The kernel object and its descriptor getter in one call (2025.3's handler::setKernelInfo)."""
        h = self.handler_of(a["handler"])
        if h is None:
            return
        h.object = a["object"]
        n, getter = a.get("num_params"), a.get("param_desc_getter")
        h.info = KernelInfoState(None, n if type(n) is int else None, getter if isinstance(getter, Function) else None)

    def _rt_kernel_func(self, p, a, site):
        h = self.handler_of(a["handler"])
        if h is not None:
            h.object = a["object"]

    def _rt_kernel_info(self, p, a, site):
        info = a["info"]
        lay = self.layout.get("compile_time_kernel_info", {})
        st = KernelInfoState(None, None, None)
        if type(info) is Ptr:
            at = lambda k, t: self.load(Ptr(info.obj, info.off + lay[k]), t) if k in lay else None  # noqa: E731
            st.name = self.cstring(at("name", "ptr"), at("name_length", "i64"))
            n = at("num_params", "i32")
            st.num_params = n if type(n) is int else None
            g = at("param_desc_getter", "ptr")
            st.getter = g if isinstance(g, Function) else None
        return Ptr(Obj("runtime", "DeviceKernelInfo", zero=True, sycl=st), 0)

    def _rt_set_kernel_info(self, p, a, site):
        h = self.handler_of(a["handler"])
        st = self.op_of(a["info"])
        if h is not None and isinstance(st, KernelInfoState):
            h.info = st

    def _rt_set_type(self, p, a, site):
        h = self.handler_of(a["handler"])
        if h is not None and type(a["type"]) is int:
            h.cg_type = a["type"]

    def _rt_get_type(self, p, a, site):
        h = self.handler_of(a["handler"])
        return h.cg_type if h is not None else None

    def _rt_direct_launch(self, p, a, site):
        queue = self.op_at(a["queue"])
        holder = a["kernel"]
        h = HandlerState(self.user_function(), self.origin(site))
        h.nd = self.view(a["view"])
        st = self.op_of(a["info"])
        h.info = st if isinstance(st, KernelInfoState) else None
        h.object = self.virtual_call(holder, "getPtr")
        h.holder = holder
        launch = self.finalize(h, queue)
        if launch is None:
            self.warn("direct launch: cannot find the kernel object")
        self.event(a.get("sret"))

    def virtual_call(self, obj_ptr, method: str):
        """Call virtual `method` of the object at obj_ptr, found by name in its vtable."""
        if type(obj_ptr) is not Ptr:
            return None
        vt = self.load(obj_ptr, "ptr")
        if type(vt) is not Ptr:
            return None
        for k in sorted(vt.obj.cells):
            v = vt.obj.cells[k][1]
            if isinstance(v, Function) and qualified_name(demangle(v.name)).endswith("::" + method):
                return self.call(v, [obj_ptr], None, "ptr")
        return None

    def finalize(self, h: HandlerState, queue) -> Optional[Launch]:
        """What the runtime does at the end of a command group: the kernel launch, if any."""
        if h.object is None and h.info is None:
            return None
        name = (h.info.name if h.info and h.info.name else None) or h.kernel_name
        descs = h.descs if h.descs is not None else self.descs_from_info(h.info)
        obj = h.object if type(h.object) is Ptr else None
        holder = h.holder or (Ptr(obj.obj, 0) if obj is not None else None)
        kind = self.kernel_kind(holder)
        glob, local, offset = h.nd if h.nd else (None, None, None)
        if kind is None:
            kind = "nd_range" if local else "range"
        args = [self.kernel_arg(obj, d) for d in (descs or [])]
        if descs is None:
            self.warn(f"kernel {name or '?'}: no kernel_signatures descriptors reached the runtime")
        launch = Launch(kernel=_kernel_display(name), mangled=name, kind=kind,
                        global_range=self.range_value("range", glob),
                        local_range=self.range_value("range", local) if local else None,
                        offset=self.range_value("id", offset) if offset else None,
                        function=h.function, args=args, queue=queue if isinstance(queue, Queue) else None)
        launch.origin = h.origin
        launch.conditional = self.conditional()
        return self.program.add(launch)

    def descs_from_info(self, st: Optional[KernelInfoState]) -> Optional[list]:
        if st is None or st.getter is None or st.num_params is None:
            return None
        rty = st.getter.signature.return_type
        out = []
        for i in range(st.num_params):
            r = self.call(st.getter, [i], None, rty)
            tmp = Obj("stack", "param-desc", zero=True)
            self.store(Ptr(tmp, 0), rty, r)
            out.append(self.desc_at(Ptr(tmp, 0)))
        return out

    def kernel_kind(self, holder) -> Optional[str]:
        if type(holder) is not Ptr:
            return None
        vt = self.load(holder, "ptr")
        if type(vt) is not Ptr or not vt.obj.label.startswith("_ZTV"):
            return None
        cls = demangle(vt.obj.label)
        cls = cls[len("vtable for "):] if cls.startswith("vtable for ") else cls
        h = self.patterns.header(cls, vtable=True)
        if h is None or h.op != "kernel_holder":
            return None
        targs = template_args(cls)
        i = h.template_args.get("item", -2)
        if not -len(targs) <= i < len(targs):
            return None
        return self.patterns.launch_kind(targs[i])

    def kernel_arg(self, obj, desc) -> KernelArg:
        kind_n, info, offset = desc
        kind = self.patterns.enum("param_kind", kind_n) or "other"
        off = offset if type(offset) is int else -1
        if obj is None or off < 0:
            return KernelArg("other", off)
        at = Ptr(obj.obj, obj.off + off)
        if kind == "accessor":
            op = self.op_at(at)
            if isinstance(op, LocalAccessor):
                return KernelArg("local_accessor", off, local_accessor=op)
            if isinstance(op, Accessor):
                return KernelArg("accessor", off, accessor=op)
            return KernelArg("other", off)
        if kind == "pointer":
            v = self.load(at, "ptr")
            usm = self.usm_of(v)
            return KernelArg("usm_pointer", off, size=8, usm=usm)
        if kind == "std_layout" and type(info) is int:
            tyt = self.field_type(obj.obj, at.off, info)
            if tyt is None:  # no declared type reached the copy: a single scalar store says what it is
                c = obj.obj.cells.get(at.off)
                tyt = c[2] if c is not None and c[0] == info and c[2] not in ("bytes", "?") else None
            ti = self.types(tyt) if tyt else None
            if ti is not None and ti.kind in ("int", "float") and ti.size == info:
                v = self.load(at, tyt)
                if ti.kind == "int" and type(v) is int:
                    v = _signed(v, ti.bits) if ti.bits > 1 else v
                return KernelArg("scalar", off, size=info, value=self.sym(v), type=tyt)
            return KernelArg("other", off, size=info, type=tyt)
        return KernelArg("other", off)

    # ---- USM
    def usm_of(self, ptr) -> Optional[Usm]:
        return ptr.obj.sycl if type(ptr) is Ptr and isinstance(ptr.obj.sycl, Usm) else None

    def _rt_usm_alloc(self, p, a, site):
        op = self.add(Usm(op="malloc_" + p.options.get("kind", "device"), bytes=self.sym(a["bytes"])), site)
        return Ptr(Obj("usm", op.name, sycl=op), 0)

    def _rt_usm_free(self, p, a, site):
        self.add(Usm(op="free", pointer=self.usm_of(a["pointer"])), site)

    def _rt_usm_memcpy(self, p, a, site):
        n = a["bytes"]
        self.add(Usm(op="memcpy", bytes=self.sym(n), pointer=self.usm_of(a["dest"]),
                     source=self.usm_of(a["source"])), site)
        self.fill(a["dest"], None, n)  # the device wrote it: its old contents are unknown now
        self.event(a.get("sret"))

    def _rt_usm_memset(self, p, a, site):
        self.add(Usm(op="memset", bytes=self.sym(a["bytes"]), pointer=self.usm_of(a["pointer"]),
                     value=self.sym(a["value"]) if "value" in a else None), site)
        self.event(a.get("sret"))

    def _rt_value(self, p, a, site):
        return p.options.get("returns")

    def _rt_none(self, p, a, site):
        return None


_END = object()
_METADATA = re.compile(r"(,\s*![-\w.]+\s+(![-\w.]+|!\{[^{}]*\}))+\s*$")  # `, !tbaa !5, !llvm.loop !9`
_FLAGS = ("nuw", "nsw", "exact", "disjoint", "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")
_BINOPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv frem".split())
_CASTS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast "
                   "addrspacecast".split())


def _skip(rest: str, words) -> str:
    rest = rest.strip()
    while True:
        m = re.match(r"([a-z_]+)(\([^)]*\))?\s+", rest)
        if not m or m.group(1) not in words:
            return rest
        rest = rest[m.end():]


def _strip_ordering(piece: str) -> str:
    """`ptr %p acquire` -> `ptr %p` (atomic orderings and sync scopes after the pointer)."""
    return re.sub(r"\s+(syncscope\([^)]*\)\s*)?(unordered|monotonic|acquire|release|acq_rel|seq_cst)\s*$", "",
                  piece.strip())


def _c_string(body: str) -> bytes:
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 2 < len(body) + 1 and re.match(r"[0-9A-Fa-f]{2}", body[i + 1:i + 3]):
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        elif c == "\\" and body[i + 1:i + 2] == "\\":
            out.append(0x5C)
            i += 2
        else:
            out += c.encode()
            i += 1
    return bytes(out)


def _signed(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _same(a, b) -> bool:
    if a is b:
        return True
    ta = type(a)
    if ta is not type(b) or ta is Unknown:
        return False
    if ta is Pieces:
        return a.size == b.size and len(a.cells) == len(b.cells) and all(
            x[:2] == y[:2] and _same(x[2], y[2]) for x, y in zip(a.cells, b.cells))
    if ta is tuple:
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def _binop(op: str, ti: TypeInfo, a, b, origin):
    ta, tb = type(a), type(b)
    if ta is int and tb is int and ti.kind == "int":
        bits = ti.bits
        mask = (1 << bits) - 1
        if op == "add":
            return (a + b) & mask
        if op == "sub":
            return (a - b) & mask
        if op == "mul":
            return (a * b) & mask
        if op == "and":
            return a & b
        if op == "or":
            return a | b
        if op == "xor":
            return a ^ b
        if op == "shl":
            return (a << b) & mask if b < bits else Unknown(origin)
        if op == "lshr":
            return a >> b if b < bits else Unknown(origin)
        if op == "ashr":
            return (_signed(a, bits) >> b) & mask if b < bits else Unknown(origin)
        if b == 0:
            return Unknown(origin)
        if op == "udiv":
            return a // b
        if op == "urem":
            return a % b
        sa, sb = _signed(a, bits), _signed(b, bits)
        if op == "sdiv":
            return int(sa / sb) & mask
        if op == "srem":
            return (sa - sb * int(sa / sb)) & mask
        return Unknown(origin)
    if ta is float and tb is float:
        try:
            r = {"fadd": lambda: a + b, "fsub": lambda: a - b, "fmul": lambda: a * b,
                 "fdiv": lambda: a / b, "frem": lambda: math.fmod(a, b)}[op]()
        except (ZeroDivisionError, KeyError, ValueError):
            return Unknown(origin)
        return _f32(r) if ti.size == 4 else r
    # pointer arithmetic on ptrtoint values
    if ta is Ptr and tb is int and op in ("add", "sub"):
        return Ptr(a.obj, a.off + (_signed(b, ti.bits or 64) if op == "add" else -_signed(b, ti.bits or 64)))
    if ta is int and tb is Ptr and op == "add":
        return Ptr(b.obj, b.off + _signed(a, ti.bits or 64))
    if ta is Ptr and tb is Ptr and op == "sub" and a.obj is b.obj:
        return (a.off - b.off) & ((1 << (ti.bits or 64)) - 1)
    if op == "and" and (a == 0 or b == 0) and (ta is int or tb is int):
        return 0
    if op == "mul" and ((ta is int and a == 0) or (tb is int and b == 0)):
        return 0
    return Unknown(origin)


def _compare(op: str, pred: str, ti: TypeInfo, a, b):
    ta, tb = type(a), type(b)
    if op == "icmp":
        if ta is int and tb is int:
            bits = ti.bits or 64
            if pred in ("slt", "sle", "sgt", "sge"):
                a, b = _signed(a, bits), _signed(b, bits)
            return int({"eq": a == b, "ne": a != b, "ugt": a > b, "uge": a >= b, "ult": a < b, "ule": a <= b,
                        "sgt": a > b, "sge": a >= b, "slt": a < b, "sle": a <= b}[pred])
        if pred in ("eq", "ne"):
            if (ta is Ptr and tb is int and b == 0) or (tb is Ptr and ta is int and a == 0) or \
                    (isinstance(a, Function) and tb is int and b == 0):
                return int(pred == "ne")
            if ta is Ptr and tb is Ptr:
                if a.obj is b.obj:
                    return int((a.off == b.off) == (pred == "eq"))
                return int(pred == "ne")
            if isinstance(a, Function) and isinstance(b, Function):
                return int((a is b) == (pred == "eq"))
        if ta is Ptr and tb is Ptr and a.obj is b.obj:
            x, y = a.off, b.off
            return int({"ugt": x > y, "uge": x >= y, "ult": x < y, "ule": x <= y, "sgt": x > y, "sge": x >= y,
                        "slt": x < y, "sle": x <= y}.get(pred, False))
        return Unknown()
    if ta is float and tb is float:
        unordered = math.isnan(a) or math.isnan(b)
        base = pred[1:] if pred[0] in "ou" else pred
        if pred == "true":
            return 1
        if pred == "false":
            return 0
        if base == "rd":  # ord / uno
            return int(not unordered) if pred == "ord" else int(unordered)
        r = {"eq": a == b, "ne": a != b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b}.get(base)
        if r is None:
            return Unknown()
        return int(r or unordered) if pred[0] == "u" else int(r and not unordered)
    return Unknown()


def _cast(op: str, src: TypeInfo, dst: TypeInfo, v):
    t = type(v)
    if op in ("ptrtoint", "inttoptr", "addrspacecast"):
        if t is int and dst.kind == "int":
            return v & ((1 << dst.bits) - 1)
        return v
    if op == "bitcast":
        if src.kind == dst.kind or t in (Ptr, Unknown) or isinstance(v, Function):
            return v
        b = _to_bytes(v, src.size)
        return _from_bytes(b, dst) if b is not None else Unknown()
    if t is Unknown or t is Ptr:
        return Unknown() if t is Ptr and op not in ("trunc", "zext", "sext") else v if t is Ptr else Unknown()
    if op == "trunc" and t is int:
        return v & ((1 << dst.bits) - 1)
    if op == "zext" and t is int:
        return v
    if op == "sext" and t is int:
        return _signed(v, src.bits) & ((1 << dst.bits) - 1)
    if op in ("fptrunc", "fpext") and t is float:
        return _f32(v) if dst.size == 4 else v
    if op in ("fptoui", "fptosi") and t is float:
        if math.isnan(v) or math.isinf(v):
            return Unknown()
        return int(v) & ((1 << dst.bits) - 1)
    if op == "uitofp" and t is int:
        return _f32(float(v)) if dst.size == 4 else float(v)
    if op == "sitofp" and t is int:
        f = float(_signed(v, src.bits))
        return _f32(f) if dst.size == 4 else f
    return Unknown()


def _describe(v) -> str:
    """Text for a value in a listing: where an Unknown comes from, or what a pointer points to."""
    if type(v) is Unknown and v.origin and v.origin[1] is not None:
        fn, val = v.origin
        from lift.printer import number_values

        where = f" in @{fn.name}" if fn is not None else ""
        if isinstance(val, Instruction):
            callee = val.called_function
            if callee is not None:
                return f"result of {qualified_name(demangle(callee.name))}{where}"
            if val.name is not None:
                return f"%{val.name}{where}"
            try:
                return f"{val.ref(number_values(fn))}{where}" if fn is not None else f"{val.opcode} result"
            except (LiftError, KeyError):
                return f"{val.opcode} result{where}"
        if isinstance(val, Argument):
            return f"argument {val.index}{where}"
        return f"unknown{where}"
    if type(v) is Ptr:
        return f"{v.obj.kind} {v.obj.label}" + (f"+{v.off}" if v.off else "")
    if type(v) is Unknown:
        return "unknown"
    return str(v)


def _host_memory(v) -> Optional[str]:
    """Which host allocation a pointer is into ("heap new#1"), "" for a null pointer, None if unknown."""
    if type(v) is Ptr:
        return f"{v.obj.kind} {v.obj.label}"
    if type(v) is int and v == 0:
        return ""
    return None


def _type_name(t: Optional[str]) -> Optional[str]:
    return t.strip() if t else None


def _kernel_display(mangled: Optional[str]) -> Optional[str]:
    """`VAdd` from `_ZTS4VAdd`; None for an unnamed lambda (or no name)."""
    if not mangled:
        return None
    d = demangle(mangled)
    if d.startswith("typeinfo name for "):
        d = d[len("typeinfo name for "):]
    elif d == mangled:
        return mangled
    if re.search(r"\{(lambda|unnamed)[^{}]*\}$", d):
        return None
    return d.lstrip(":")


# ==================================================================================================
# the pass


def raise_module(module: Module, patterns: PatternSet, detection: Optional[Detection] = None,
                 budget: int = 3_000_000) -> SyclProgram:
    """Raise one host module with a pattern set (see RaiseHost)."""
    program = SyclProgram(release=detection.release if detection else "?", patterns=patterns.name)
    if detection is not None:
        program.warnings.extend(detection.warnings)
    Machine(module, patterns, program, budget=budget).run()
    return program


@dataclass(frozen=True)
class RaiseHost(ModulePass):
    """Raise the SYCL runtime calls of `ctx.host` into SYCL operations.

    Result: ctx.analyses["sycl-program"] (a passes.sycl_ops.SyclProgram) and
    ctx.analyses["sycl-release"] (the passes.patterns.Detection).  The host module is not changed.

    `patterns` names a pattern set (a family such as "2025", or a .toml path); by default the
    set of the release detected from the module.  `release` picks the set of a release instead.

    Assumes DPC++ host IR whose runtime calls the pattern set describes; what it cannot determine
    stays symbolic (Sym) or is reported (warnings, program.unexplained), never guessed.  See the
    module docstring for how branches on unknown values, loops and exceptions are treated.
    """

    name: ClassVar[str] = "raise-host"
    patterns: Optional[str] = None
    release: Optional[str] = None
    budget: int = 3_000_000

    def apply(self, ctx: PassContext) -> None:
        if ctx.host is None:
            raise LiftError("raise-host needs a host module")
        from passes.host.patterns import choose_patterns

        pset, det, warnings = choose_patterns(ctx.host, self.patterns, self.release)
        det.warnings = warnings  # the detection's own and those of choosing --release
        program = raise_module(ctx.host, pset, det, self.budget)
        ctx.analyses["sycl-program"] = program
        ctx.analyses["sycl-release"] = det
        ctx.warnings.extend(program.warnings)


def summarize_raise(module: Module, patterns: PatternSet) -> str:
    """One line about what raising `module` with `patterns` finds (for pattern-set comparisons)."""
    program = raise_module(module, patterns)
    kernels = ", ".join(k.kernel or "<unnamed>" for k in program.launches)
    text = (f"{len(program.launches)} launch(es)" + (f" [{kernels}]" if kernels else "")
            + f", {len(program.buffers)} buffer(s), {len(program.usm)} USM op(s)")
    if program.unexplained:
        text += f", {sum(program.unexplained.values())} unexplained runtime call(s) executed"
    return text


# ==================================================================================================
# command line: sycl-lift raise HOST.ll [--json] [-o OUT]


def cmd_raise(args) -> int:
    """Raise the SYCL runtime calls of a host module to SYCL operations."""
    import json

    import lift
    from sycl_lift import EXIT_OK, write_output

    module = lift.parse_file(args.input)
    ctx = PassContext(host=module)
    RaiseHost(patterns=args.patterns, release=args.release).apply(ctx)
    program: SyclProgram = ctx.analyses["sycl-program"]
    if not args.quiet:
        import sys

        for w in program.warnings:
            sys.stderr.write(f"{module.filename}: warning: {w}\n")
    if args.json:
        text = json.dumps(program.to_json(), indent=2) + "\n"
    else:
        text = program.listing(f"sycl-lift raise {module.filename}")
    write_output(args.output, text)
    return EXIT_OK
