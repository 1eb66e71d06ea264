"""Call memos: a call of a defined function that does again what an earlier call did replays that
call's recorded effects instead of running its instructions.

What a call does depends on nothing but its arguments, the memory it reads and the module (its
code, its constants): the interpreter is deterministic, and it treats objects and Unknowns by
identity only (which object a pointer is into, whether two Unknowns are the same one), never by
what they are called or when they were made.  So a call whose arguments and reads are those of a
recorded call up to a one-to-one renaming of the objects and Unknowns they show runs the same
instructions, with the same results under that renaming, as the recorded one did: it makes the
same writes and returns the same value, renamed.

Recording (`Recorder`, set as Machine.rec while a call runs for the first time): the arguments,
every read of memory that existed before the call (the cells a load, an atomic, a memcpy or a
field copy sees, whether the object has fields, before the call wrote there itself), every value
number it looks up (Machine.numbered: state outside memory, found or entered) and every write
into older memory (stores, memcpy/memset, field types), as the Memory operations the engine made,
with their objects and Unknowns named canonically: one the code can reach by itself (a global, an
`undef` constant) stands for itself, wherever it shows; any other that the arguments, an earlier
read or a value number found showed is named by when it was first seen (it is an input); an
Unknown the call made itself is `fresh` (the replay makes a new one with the same origin).  A call
under the recorded one that a record covers is replayed, and what that replay reads and writes is
the recorded call's too.  A call is not recorded -- it runs as it is, and nothing is kept -- when
anything else happens under it: a branch on an Unknown condition (forks, loop rules), a warning, a
call of a declaration other than memcpy/memmove/memset and the intrinsics without effect,
cmpxchg, byval arguments, a store through a pointer that is not a plain Ptr, a read of memory the
call wrote only in part, a pointer to one of its own stack objects left behind in older memory or
returned, or a callee run that turns out to do nothing (later calls skip it: FnInfo.decide_inert).

Replaying (`Record.match`, `Record.apply`): the arguments, the recorded reads and value numbers,
in their order, against the state as it is now, binding names to objects and Unknowns one-to-one
(a name bound to an object that another name, or the code, stands for does not match); then the
value numbers entered and the writes, through Machine.numbered and the same Memory operations (so
the write log of a fork or a loop and the write sets of loop summaries see the same writes), the
return value, and the instructions counted as the run counted them.  The engine replays only
where running could not have stopped or finished the raise part-way (Machine.memo_call: the
budget is not reached within the call, callers still build SYCL state, the call depth stays under
the limit), and the objects the run made (its stack frames) are dead once it returns: nothing
older points to them.  What is left out is only what nothing can see: the dead objects, their log
entries, and the Unknowns that did not outlive the call.
"""
from __future__ import annotations

from typing import Optional

from lift import Function
from passes.host import values
from passes.host.memory import Obj
from passes.host.values import Pieces, Ptr, Unknown, Within, Zero

MIN_STEPS = 24  # a call of fewer instructions runs faster than it is matched: not kept
MAX_RECORDS = 4  # records kept per function (argument shapes: an empty property list, a full one, ...)
MAX_FAILURES = 4  # calls that could not be recorded before a function is no longer tried


class NotReplayable(Exception):
    """What a call does cannot be recorded (see the module docstring)."""


def next_unknown_id() -> int:
    """The id the next Unknown will get (without making one)."""
    return values._UNKNOWN_IDS.__reduce__()[1][0]


class _FieldSink:
    """Stands in for an object whose fields Memory.copy_fields fills (Recorder.copy_fields)."""

    __slots__ = ("fields",)

    def __init__(self):
        self.fields: dict = {}


class Recorder:
    """What one call reads and writes, recorded as it runs (see the module docstring)."""

    def __init__(self, machine, born: int, depth: int, args: list):
        self.machine = machine
        self.born = born  # objects_made() at the call: stack objects made after it are the call's own
        self.first_unknown = next_unknown_id()  # Unknowns with an id from here on were made during the call
        self.names: dict = {}  # id(object or Unknown) -> its canonical name
        self.kept: list = []  # the objects and Unknowns named (kept alive: an id is unique only while it lives)
        self.inputs = 0  # objects and Unknowns named as inputs so far
        self.fresh: list = []  # origins of the Unknowns the call made that outlive it
        self.absolute: set = set()  # ids of the objects and Unknowns that stand for themselves
        self.written: dict = {}  # id(older object) -> [(start, end)] written by the call
        self.reads: list = []
        self.writes: list = []
        self.numbering: list = []  # the value numbers it asked for (Machine.numbered), in order
        self.undecided: list = []  # FnInfos of the callees not known to do something or nothing when called
        self.depth = depth
        self.deepest = depth
        self.marked = False  # a loop inside took a write-log mark (Memory.mark)
        self.failed = False
        try:  # (the arguments are named first: a replay binds them first)
            self.args = tuple(self.canon(a, True) for a in args)
        except NotReplayable:
            self.failed = True

    def fail(self) -> None:
        """The call is not replayable: stop recording (the calls under it may be recorded instead)."""
        self.failed = True
        if self.machine.rec is self:
            self.machine.rec = None

    def note(self, method, *args) -> None:
        """method(*args) (read, store, ...), unless the call has already proved not replayable;
        NotReplayable marks it so."""
        if not self.failed:
            try:
                method(*args)
            except NotReplayable:
                self.fail()

    # ---- naming
    def _own(self, obj) -> bool:
        return obj.serial > self.born and obj.kind == "stack"

    def _made_here(self, u) -> bool:
        return u.id >= self.first_unknown and not self.machine.is_constant(u)

    def _of_the_code(self, x) -> bool:
        """A global object or a constant Unknown: what the code reaches by itself, whatever the
        arguments (so it stands for itself even where an argument or a read shows it)."""
        return x.kind == "global" if type(x) is Obj else self.machine.is_constant(x)

    def _name(self, x, as_input: bool):
        key = id(x)
        name = self.names.get(key)
        if name is None:
            if as_input and not self._of_the_code(x):
                name = ("i", self.inputs)
                self.inputs += 1
            else:
                name = ("a", x)
                self.absolute.add(key)
            self.names[key] = name
            self.kept.append(x)
        return name

    def object_name(self, obj: Obj, as_input: bool):
        if self._own(obj):
            raise NotReplayable("a pointer to the call's own stack outlives it")
        return self._name(obj, as_input)

    def canon(self, v, as_input: bool):
        """The canonical form of value `v` (as_input: seen in an argument or a read)."""
        t = type(v)
        if t is int or v is None:
            return v
        if t is Ptr:
            return ("P", self.object_name(v.obj, as_input), v.off)
        if t is Unknown:
            if not as_input and self._made_here(v):
                name = self.names.get(id(v))
                if name is None:
                    name = self.names[id(v)] = ("f", len(self.fresh))
                    self.fresh.append(v.origin)
                    self.kept.append(v)
                return ("U", name)
            return ("U", self._name(v, as_input))
        if t is float:  # (by its bits: 0.0 and -0.0 are two values here)
            return ("F", v.hex())
        if t is bytes:
            return ("B", v)
        if t is tuple:
            return ("T",) + tuple(self.canon(x, as_input) for x in v)
        if t is Within:
            return ("W", self.object_name(v.obj, as_input), v.nullable)
        if t is Zero:
            return ("Z", v.size)
        if t is Pieces:
            return ("X", v.size, tuple((r, n, self.canon(x, as_input), c) for r, n, x, c in v.cells))
        if t is Function:
            return ("A", v)
        return self._fail(f"a value of type {t.__name__}")

    def _fail(self, why):
        raise NotReplayable(why)

    # ---- what the call sees and does
    def _wrote(self, obj, off: int, size: int) -> bool:
        """Whether the call wrote [off, off+size) of older `obj` already: all of it (True), none of
        it (False); part of it cannot be recorded."""
        ranges = self.written.get(id(obj))
        if ranges is None:
            return False
        end, hit = off + size, False
        for lo, hi in ranges:
            if lo < end and off < hi:
                if lo <= off and end <= hi:
                    return True
                hit = True
        if hit:
            raise NotReplayable("a read of memory the call wrote in part")
        return False

    def read(self, obj: Obj, off: int, size: int) -> None:
        """A load, or a memcpy's source: the cells over [off, off+size)."""
        if self._own(obj) or self._wrote(obj, off, size):
            return
        name = self.object_name(obj, False)
        cells = tuple((k, c[0], self.canon(c[1], True), c[2]) for k, c in obj.overlapping(off, size))
        self.reads.append((name, off, size, cells, obj.zero, bool(obj.fields)))

    def read_fields(self, obj: Obj, off: int, n: int) -> None:
        """Memory.copy_fields reads the field types of [off, off+n) of `obj`."""
        if self._own(obj):
            return
        name = self.object_name(obj, False)
        self.reads.append((name, off, n, _fields_over(obj, off, n)))

    def _write(self, obj: Obj, off: int, size: int, op: tuple) -> None:
        self.writes.append(op)
        self.written.setdefault(id(obj), []).append((off, off + size))

    def store(self, obj: Obj, off: int, ti, val) -> None:
        if not self._own(obj):
            self._write(obj, off, ti.size, ("store", self.object_name(obj, False), off, ti, self.canon(val, False)))

    def fill(self, obj: Obj, off: int, n: int, byte: int) -> None:
        """Memory.fill of [off, off+n) of `obj` with `byte`."""
        if not self._own(obj):
            self._write(obj, off, n, ("fill", self.object_name(obj, False), off, n, byte))

    def place(self, obj: Obj, d0: int, n: int, s0: int, pieces: list) -> None:
        """Memory.place of copied pieces (Memory.copied_pieces, taken at source offset s0)."""
        if not self._own(obj):
            name = self.object_name(obj, False)
            canon = tuple((k, size, self.canon(v, False), cty) for k, size, v, cty in pieces)
            self._write(obj, d0, n, ("place", name, d0, n, s0, canon))

    def set_fields(self, obj: Obj, items: tuple) -> None:
        if not self._own(obj) and items:
            self.writes.append(("fields", self.object_name(obj, False), items))

    def copy_fields(self, memory, so: Obj, s0: int, do: Obj, d0: int, n: int) -> None:
        """Memory.copy_fields(so, s0, do, d0, n) as it will run: what it reads and what it sets."""
        if not so.fields:
            return
        self.read_fields(so, s0, n)
        if not self._own(do):
            sink = _FieldSink()
            memory.copy_fields(so, s0, sink, d0, n)
            self.set_fields(do, tuple(sink.fields.items()))

    def intercept(self, memory, name: str, args: list) -> bool:
        """A call of the declaration `name` under the recorded call: memcpy/memmove and memset are
        made here and recorded (True: done, the call returns nothing), the intrinsics without
        effect run as they are (False); any other call is not replayable (False, failed)."""
        try:
            return self._intercept(memory, name, args)
        except NotReplayable:
            self.fail()
            return False

    def _intercept(self, memory, name: str, args: list) -> bool:
        if not name.startswith("llvm."):
            raise NotReplayable(f"calls {name}")
        base = name.split(".")[1]
        if base in ("lifetime", "dbg", "assume", "experimental", "invariant", "prefetch", "var"):
            return False
        if base not in ("memcpy", "memmove", "memset") or len(args) < 3:
            raise NotReplayable(f"calls {name}")
        dst, n = args[0], args[2]
        if type(dst) is not Ptr or type(n) is not int or not 0 < n <= (1 << 26):
            raise NotReplayable("a transfer of unknown extent")  # (Memory._havoc_unbounded's cases)
        if base == "memset":
            byte = args[1]
            if type(byte) is not int:
                raise NotReplayable("memset of an unknown byte")
            self.fill(dst.obj, dst.off, n, byte)
            memory.fill(dst, byte, n)
            return True
        src = args[1]
        if type(src) is not Ptr:
            raise NotReplayable("a copy from an unknown place")
        self.read(src.obj, src.off, n)
        pieces = memory.copied_pieces(src, n)  # (Memory.copy, made here: the pieces recorded are those placed)
        self.place(dst.obj, dst.off, n, src.off, pieces)
        self.copy_fields(memory, src.obj, src.off, dst.obj, dst.off, n)
        memory.place(dst.obj, dst.off, n, src.off, pieces)
        memory.copy_fields(src.obj, src.off, dst.obj, dst.off, n)
        return True

    def number(self, key: tuple, result, existing) -> None:
        """Machine.numbered(key, result) under the call, which finds `existing` (None: it enters
        `result`).  The numbering is state outside memory: what the lookup found is an input (a
        number some earlier computation entered is bound like an Unknown read from memory), the
        entries a replay makes it makes through Machine.numbered.  A lookup whose key holds an
        Unknown the call made itself, or which finds one, is decided by the call (nothing else
        has that Unknown): not checked on replay."""
        operands = tuple(self.canon(x, False) for x in key[2:])
        own = any(type(c) is tuple and c[1][0] == "f" for c in operands)
        if existing is None:
            found = ("miss", self.canon(result, False))
        elif self._made_here(existing):
            found, own = ("hit", self.canon(existing, False)), True
        else:
            found = ("hit", ("U", self._name(existing, True)))
        entry = ("num", key[:2] + operands, found)
        if not own:
            self.reads.append(entry)
        self.numbering.append(entry)

    def record(self, result, steps: int) -> "Record":
        """The record of the call, which returned `result` after `steps` instructions (raises
        NotReplayable where the result cannot be replayed)."""
        for info in self.undecided:
            # a callee that, run now, proves to do nothing is skipped by later calls (FnInfo.decide_inert,
            # which decides the same whenever it is asked once the callee has run): they count fewer
            # instructions than this one did
            if (info.inert if info.inert is not None else info.decide_inert()) != 0:
                raise NotReplayable("a callee that does nothing was run")
        pool = self.machine.memo_pool
        return Record(_shared(self.args, pool), _shared(self.canon(result, False), pool),
                      _shared(tuple(self.reads), pool), _shared(tuple(self.writes), pool),
                      _shared(tuple(self.numbering), pool), tuple(self.fresh), frozenset(self.absolute), steps,
                      self.deepest - self.depth, self.marked)


def _shared(x, pool: dict):
    """`x` with each tuple in it the equal one `pool` holds already, if any (records of calls with
    the same layout -- one accessor constructor per element type -- share most of their parts)."""
    if type(x) is not tuple:
        return x
    x = tuple([_shared(y, pool) for y in x])
    return pool.setdefault(x, x)


def _bound(b: "_Binding", name):
    """The Unknown a name of a value-number key stands for (a bound input, or itself)."""
    return name[1] if name[0] == "a" else b.bound.get(name)


def _fields_over(obj, off: int, n: int) -> tuple:
    end = off + n
    return tuple((o, f) for o, f in obj.fields.items() if o < end and o + f[0] > off)


class _Binding:
    """Names bound to the objects and Unknowns of the call being matched (one-to-one)."""

    __slots__ = ("bound", "taken", "absolute")

    def __init__(self, absolute: frozenset):
        self.bound: dict = {}  # input name -> object or Unknown
        self.taken: set = set()  # ids bound
        self.absolute = absolute

    def unify_name(self, name, x) -> bool:
        if name[0] == "a":
            return name[1] is x
        got = self.bound.get(name)
        if got is not None:
            return got is x
        key = id(x)
        if key in self.taken or key in self.absolute:
            return False
        self.bound[name] = x
        self.taken.add(key)
        return True

    def unify(self, c, v) -> bool:
        """Whether value `v` has the canonical form `c`, binding the names it shows first."""
        if c is None or type(c) is int:
            return type(v) is type(c) and v == c
        t, tag = type(v), c[0]
        if tag == "P":
            return t is Ptr and v.off == c[2] and self.unify_name(c[1], v.obj)
        if tag == "U":
            return t is Unknown and self.unify_name(c[1], v)
        if tag == "F":
            return t is float and v.hex() == c[1]
        if tag == "B":
            return t is bytes and v == c[1]
        if tag == "T":
            return t is tuple and len(v) == len(c) - 1 and all(self.unify(x, y) for x, y in zip(c[1:], v))
        if tag == "W":
            return t is Within and v.nullable == c[2] and self.unify_name(c[1], v.obj)
        if tag == "Z":
            return t is Zero and v.size == c[1]
        if tag == "X":
            return t is Pieces and v.size == c[1] and len(v.cells) == len(c[2]) and all(
                x[0] == y[0] and x[1] == y[1] and x[3] == y[3] and self.unify(x[2], y[2])
                for x, y in zip(c[2], v.cells))
        if tag == "A":
            return v is c[1]
        return False


class Record:
    """One recorded call (Recorder.record) and how to replay it."""

    __slots__ = ("args", "result", "reads", "writes", "numbering", "fresh", "absolute", "steps", "span", "marked")

    def __init__(self, args, result, reads, writes, numbering, fresh, absolute, steps, span, marked):
        self.args, self.result, self.reads, self.writes, self.numbering = args, result, reads, writes, numbering
        self.fresh, self.absolute, self.steps, self.span, self.marked = fresh, absolute, steps, span, marked

    def match(self, args: list, numbers: dict):
        """The binding under which `args`, memory and the value numbers (Machine.numbers) now are
        what the recorded call saw, or None."""
        if len(args) != len(self.args):
            return None
        b = _Binding(self.absolute)
        for c, v in zip(self.args, args):
            if not b.unify(c, v):
                return None
        for r in self.reads:
            name = r[0]
            if name == "num":  # a value number looked up (Recorder.number)
                key = r[1][:2] + tuple(x if type(x) is int else _bound(b, x[1]) for x in r[1][2:])
                existing = numbers.get(key)
                if r[2][0] == "miss" and existing is not None or r[2][0] == "hit" and (
                        existing is None or not b.unify(r[2][1], existing)):
                    return None
                continue
            obj = name[1] if name[0] == "a" else b.bound.get(name)
            if obj is None:
                return None
            if len(r) == 4:  # field types (Recorder.read_fields)
                if _fields_over(obj, r[1], r[2]) != r[3]:
                    return None
                continue
            _, off, size, cells, zero, has_fields = r
            if obj.zero != zero or bool(obj.fields) != has_fields:
                return None
            now = obj.overlapping(off, size)
            if len(now) != len(cells):
                return None
            for (k, c), (rk, rsize, rv, rcty) in zip(now, cells):
                if k != rk or c[0] != rsize or c[2] != rcty or not b.unify(rv, c[1]):
                    return None
        return b

    def apply(self, memory, b: _Binding, numbered, rec: Optional[Recorder] = None):
        """Make the recorded writes and value numbers (through `numbered`: Machine.numbered) under
        binding `b`; the call's value.  `rec`: the recording of a call this one is made under,
        told what the call reads (before it writes: what it read is memory as it was) and writes
        (its value numbers it is told by Machine.numbered)."""
        fresh: dict = {}

        def value(c):
            if c is None or type(c) is int:
                return c
            tag = c[0]
            if tag == "P":
                return Ptr(obj_of(c[1]), c[2])
            if tag == "U":
                name = c[1]
                if name[0] == "f":
                    u = fresh.get(name)
                    if u is None:
                        u = fresh[name] = Unknown(self.fresh[name[1]])
                    return u
                return obj_of(name)
            if tag == "F":
                return float.fromhex(c[1])
            if tag == "B":
                return c[1]
            if tag == "T":
                return tuple(value(x) for x in c[1:])
            if tag == "W":
                return Within(obj_of(c[1]), c[2])
            if tag == "Z":
                return Zero(c[1])
            if tag == "X":
                return Pieces(c[1], tuple((r, n, value(x), cty) for r, n, x, cty in c[2]))
            return c[1]  # "A": a function

        def obj_of(name):
            return name[1] if name[0] == "a" else b.bound[name]

        if rec is not None:
            for r in self.reads:
                if r[0] != "num":
                    obj = obj_of(r[0])
                    rec.note(rec.read if len(r) == 6 else rec.read_fields, obj, r[1], r[2])
        for _, key, (_, result) in self.numbering:
            numbered(key[:2] + tuple(value(x) for x in key[2:]), value(result))
        for w in self.writes:
            op, obj = w[0], obj_of(w[1])
            if op == "store":
                v = value(w[4])
                if rec is not None:
                    rec.note(rec.store, obj, w[2], w[3], v)
                memory.store_ti(obj, w[2], w[3], v)
            elif op == "fields":
                if rec is not None:
                    rec.note(rec.set_fields, obj, w[2])
                fields = obj.fields
                for k, f in w[2]:
                    fields.setdefault(k, f)
            elif op == "fill":
                if rec is not None:
                    rec.note(rec.fill, obj, w[2], w[3], w[4])
                memory.fill(Ptr(obj, w[2]), w[4], w[3])
            else:  # "place": a memcpy's cells
                _, _, d0, n, s0, pieces = w
                pieces = [(k, size, value(v), cty) for k, size, v, cty in pieces]
                if rec is not None:
                    rec.note(rec.place, obj, d0, n, s0, pieces)
                memory.place(obj, d0, n, s0, pieces)
        return value(self.result)
