"""The memory model of the host interpreter: abstract objects of byte-addressed cells, and the
write log that lets a branch on an unknown condition be run side by side and merged.

An `Obj` is one allocation (a stack slot, a global, a heap block, a USM block, a runtime object):
cells map an offset to (size, value, type text) and never overlap; a read over several cells gives
their bytes when all are concrete, else `Pieces` or `Unknown`.  `zero` objects read unwritten bytes as
0 (globals, runtime objects), others as Unknown.  `fields` keeps the declared types of what was
allocated or copied there, so a captured `float` can be told from a captured struct.

`Memory` loads and stores typed values, copies and fills ranges (memcpy/memset keep cell values and
field types), and while `tracking` (inside a loop or an undecided branch) logs what each write
overwrote, so the engine can undo a branch's writes (`undo`), forget what a loop of unknown trip
count wrote (`havoc_since`) and merge the sides of a branch (`merge_memory`: a location keeps a
value only where every side agrees).
"""
from __future__ import annotations

import bisect
from typing import Optional

from lift.layout import Layouts, TypeInfo
from passes.host.values import Pieces, Ptr, Unknown, Within, Zero, from_bytes, join, renamed, same, to_bytes

SCALAR_KINDS = frozenset(("int", "float", "ptr", "other"))  # what Memory.load reads as one value, not a tuple
OBJECT_SPAN = 1 << 40  # more bytes than any object has, either side of its start
WHOLE_SPAN = 2 * OBJECT_SPAN  # (the size of a cell that covers an object whole)


class _Serials:
    """How many objects have been made (Obj.serial: an object's serial tells whether it existed at
    some point).  Counted in an instance, not in a class attribute of Obj: setting a class's
    attribute discards what CPython's specializing interpreter learnt about the class, so every
    object made would slow down the next accesses to every object's cells."""

    __slots__ = ("made",)

    def __init__(self):
        self.made = 0


SERIALS = _Serials()


def objects_made() -> int:
    """The serial of the newest object (0: none yet)."""
    return SERIALS.made


class Obj:
    """An abstract memory object: byte-addressed cells (offset -> (size, value, type text)).

    `zero`: bytes nobody wrote read as 0 (globals, runtime objects) rather than Unknown.
    `fields`: declared field types (offset -> (size, type text)) from allocas, globals and copies,
    used to tell a captured `float` from a captured struct.  `sycl`: the op a runtime handle is.
    `private`: a stack slot that only its own frame's loads and stores can reach (an alloca whose
    address is used by nothing else, passes.host.decode.is_private_alloca): see Memory.mark."""

    __slots__ = ("kind", "_label", "cells", "keys", "zero", "fields", "sycl", "serial", "private")

    def __init__(self, kind: str, label, zero: bool = False, sycl=None, private: bool = False):
        self.kind, self._label, self.zero, self.sycl, self.private = kind, label, zero, sycl, private
        serial = SERIALS.made + 1
        SERIALS.made = self.serial = serial
        self.cells: dict = {}
        self.keys: list = []
        self.fields: dict = {}

    @property
    def label(self) -> str:
        """What the object is, as listings name it; a stack slot is given as its alloca and named
        `function:value` when asked (rarely: a string per alloca would cost a big module megabytes)."""
        label = self._label
        if type(label) is str:
            return label
        fn = label.block.function
        if label.name is not None:
            return f"{fn.name}:{label.name}"
        # an unnamed alloca (-O2 drops the names): its number, as the IR prints it, so that two
        # slots of one function (two arrays on main's stack) are told apart by what they are called
        # (passes.host.values.host_memory: buffers over memory with the same name may alias)
        return f"{fn.name}:%{_numbering(fn).get(label, '?')}"

    def __repr__(self):
        return f"<obj {self.label}>"

    # ---- raw cells
    def overlapping(self, off: int, size: int) -> list:
        c = self.cells.get(off)
        if c is not None and c[0] == size:  # cells never overlap: an exact hit is all there is
            return [(off, c)]
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

    def read_bytes(self, off: int, size: int, gaps_zero: bool = False) -> Optional[bytes]:
        """The bytes at [off, off+size) when all are concrete, else None; `gaps_zero`: bytes never
        written (a struct's padding) read as zeros."""
        out, pos, end = bytearray(), off, off + size
        for k, (csize, val, cty) in self.overlapping(off, size):
            if k > pos:
                if not (self.zero or gaps_zero):
                    return None
                out += bytes(k - pos)
                pos = k
            if val == 0 and type(val) is int:  # (a zero cell of any size, without its bytes)
                piece = bytes(min(end, k + csize) - pos)
            else:
                b = to_bytes(val, csize)
                if b is None:
                    return None
                piece = b[pos - k:min(end, k + csize) - k]
            out += piece
            pos += len(piece)
        if pos < end:
            if not (self.zero or gaps_zero):
                return None
            out += bytes(end - pos)
        return bytes(out)

    def clear(self, off: int, size: int) -> None:
        """Remove what overlaps [off, off+size), keeping the parts of cells outside it."""
        end = off + size
        hit = self.overlapping(off, size)
        if not hit:
            return
        cells, keys = self.cells, self.keys
        if len(hit) == len(keys):  # every cell overlaps (an object made Unknown whole): none stays
            cells.clear()
            keys.clear()
        else:
            for k, _ in hit:
                del cells[k]
                keys.pop(bisect.bisect_left(keys, k))
        # the parts outside [off, end): of the first cell hit before it, of the last one after it
        # (put back after the removals, as when each cell's parts were put back right after its
        # own removal: a part never overlaps another cell hit)
        for k, (csize, val, cty) in hit:
            if (k < off or k + csize > end) and val == 0 and type(val) is int:  # zero either side, however big
                if k < off:
                    self._put(k, off - k, 0, cty)
                if k + csize > end:
                    self._put(end, k + csize - end, 0, cty)
            elif k < off or k + csize > end:
                b = to_bytes(val, csize)
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
        cells = self.cells
        c = cells.get(off)
        if c is not None and c[0] == size:  # cells never overlap: an exact hit is the whole story
            cells[off] = (size, val, cty)
            return
        keys = self.keys
        if not keys:  # the first write (a new stack slot): nothing to clear, nothing to sort
            cells[off] = (size, val, cty)
            keys.append(off)
            return
        if c is None:  # a new field between others (a constructor's stores): clear has nothing to cut
            i = bisect.bisect_right(keys, off)
            if (i == 0 or keys[i - 1] + cells[keys[i - 1]][0] <= off) and (i == len(keys) or off + size <= keys[i]):
                keys.insert(i, off)
                cells[off] = (size, val, cty)
                return
        self.clear(off, size)
        self._put(off, size, val, cty)


_NUMBERED: list = [None, None]  # (function, its value numbering): the last one asked for


def _numbering(fn) -> dict:
    if _NUMBERED[0] is not fn:
        from lift.printer import number_values

        _NUMBERED[:] = [fn, number_values(fn)]
    return _NUMBERED[1]


UNSET = ("unset",)
MIXED = ("mixed",)


def cell_value(obj: "Obj", off: int, n: int):
    """What memory holds at exactly [off, off+n): (value, type), UNSET, or MIXED."""
    c = obj.cells.get(off)
    if c is not None and c[0] == n:
        return (c[1], c[2])
    return snap_value(obj.overlapping(off, n), off, n)


def _restore(obj: "Obj", off: int, n: int, snap: list) -> None:
    """Put back what a log entry saved: the cells [off, off+n) overlapped before a write."""
    cells = obj.cells
    c = cells.get(off)
    if c is not None and c[0] == n:  # one cell there now, exactly (cells never overlap): it is all clear removes
        if not snap:  # (a new cell: it goes)
            del cells[off]
            keys = obj.keys
            keys.pop(bisect.bisect_left(keys, off))
            return
        if len(snap) == 1 and snap[0][0] == off and snap[0][1][0] == n:  # (a cell overwritten: the old one back)
            cells[off] = snap[0][1]
            return
    lo = min([off] + [k for k, _ in snap])
    hi = max([off + n] + [k + c[0] for k, c in snap])
    obj.clear(lo, hi - lo)
    for k, c in snap:
        obj._put(k, c[0], c[1], c[2])


def _leaves(cells: list) -> list:
    """Cells as (offset, size, value), a vector or struct value split into its elements."""
    out = []
    for k, (size, val, _) in cells:
        if type(val) is tuple and val and size % len(val) == 0:
            width = size // len(val)
            out.extend((k + i * width, width, v) for i, v in enumerate(val))
        else:
            out.append((k, size, val))
    return out


def _same_cells(a: list, b: list) -> bool:
    la, lb = _leaves(a), _leaves(b)
    return len(la) == len(lb) and all(x[0] == y[0] and x[1] == y[1] and same(x[2], y[2]) for x, y in zip(la, lb))


def snap_value(snap, off, n):
    if not snap:
        return UNSET
    if len(snap) == 1 and snap[0][0] == off and snap[0][1][0] == n:
        c = snap[0][1]
        return (c[1], c[2])
    # several cells, or part of a bigger one (a 16-byte zeroinitializer under an 8-byte pointer):
    # their bytes, when every byte of [off, off+n) is known
    out, pos = bytearray(), off
    for k, (size, val, _) in snap:
        b = to_bytes(val, size) if k <= pos else None
        if b is None:
            return MIXED
        piece = b[pos - k:min(off + n, k + size) - k]
        out += piece
        pos += len(piece)
    return (bytes(out), "bytes") if pos == off + n else MIXED


def same_cell(a, b) -> bool:
    if a is MIXED or b is MIXED:
        return False
    if a is UNSET or b is UNSET:
        return a is b
    return same(a[0], b[0])


def joined_cell(values) -> tuple:
    """(value, type) for a location whose sides differ: a pointer into one object stays one (Within,
    see passes.host.values.join) when every side holds a whole pointer-sized cell there."""
    if all(type(v) is tuple and len(v) == 2 for v in values):  # (not UNSET or MIXED)
        joined = values[0][0]
        for v in values[1:]:
            joined = join(joined, v[0])
        if type(joined) is Within:
            return joined, "ptr"
    return Unknown(), "?"


def arm_cells(arms: list) -> list:
    """(location, what each side of a fork holds there) for every location a side wrote: the
    side's final cell, else what the location held before the fork (MIXED where no side knows).
    In log order, not a set's (object addresses): overlapping locations are restored or joined in
    turn, and the last one decides the cells they share."""
    pre_all: dict = {}
    for arm in arms:
        for k, v in arm[4].items():
            pre_all.setdefault(k, v)
    keys: dict = {}
    for arm in arms:
        keys.update(dict.fromkeys(arm[3]))
    return [(key, [a[3].get(key, pre_all.get(key, MIXED)) for a in arms]) for key in keys]


def counterparts(arms: list, births: list) -> dict:
    """Heap objects that the sides of a fork each made for the same purpose, as one object:
    {object: the one it is renamed into}.

    The code between an undecided branch and where its sides meet again runs once per side, so an
    allocation there (a std::vector's operator new after `n = argc > 1 ? strtoul(...) : 1024`) makes
    an object per side, and where the sides meet a pointer to one side's object would meet a pointer
    to the other's: two objects, Unknown.  But only one side runs: the objects that the same
    location holds on every side (a phi, a memory cell, the return value) are one allocation, "the
    block made on whichever side ran".  Each side's object is renamed into the last side's (whose
    cells memory still holds when the last side is kept), and the merge then joins what the sides
    wrote into it like any location.  Renaming is one-to-one per side -- an object is never joined
    with another of its own side, nor with one made before the fork -- so two distinct objects after
    the merge are distinct on every path (which is what noalias is proven from).

    `arms`: the fork's sides as Engine.fork keeps them ((kind, predecessor or return value, phis,
    final cells, cells before)); `births[i]`: (objects_made() before side i ran, after)."""
    def side_of(obj) -> Optional[int]:
        if obj.kind != "heap" or obj.sycl is not None:
            return None
        for i, (lo, hi) in enumerate(births):
            if lo < obj.serial <= hi:
                return i
        return None

    group: dict = {}  # object -> its group: {side: object}, shared by the group's members

    def offer(values) -> None:
        """The values one location holds on the sides (None: not a whole value there)."""
        seen = []
        for v in values:
            if type(v) is Ptr or type(v) is Within:
                i = side_of(v.obj)
                if i is not None:
                    seen.append((i, v.obj))
        for (i, a), (j, b) in zip(seen, seen[1:]):
            if i == j or a.zero != b.zero:
                continue
            ga, gb = group.get(a) or {i: a}, group.get(b) or {j: b}
            if ga is gb or ga.keys() & gb.keys():  # already one, or two objects of one side
                continue
            ga.update(gb)
            for o in ga.values():
                group[o] = ga

    if len(arms) < 2:
        return {}
    for idx in range(len(arms[0][2] or ())):
        offer([a[2][idx][1] for a in arms])
    for _, cells in arm_cells(arms):
        offer([c[0] if len(c) == 2 else None for c in cells])
    if arms[0][0] == "ret":
        offer([a[1] for a in arms])
    out = {}
    for obj, members in group.items():
        into = members[max(members)]
        if obj is not into:
            out[obj] = into
            for off, f in obj.fields.items():
                into.fields.setdefault(off, f)
    return out


def renamed_arm(arm: tuple, objects: dict) -> tuple:
    """A fork's side (see counterparts) with its objects renamed: its values, and the locations it
    wrote."""
    def cell(c):
        return (renamed(c[0], objects), c[1]) if len(c) == 2 else c

    def key(k):
        return (objects.get(k[0], k[0]), k[1], k[2])

    kind, x, phis, final, pre = arm[:5]
    return (kind, renamed(x, objects) if kind == "ret" else x,
            [(inst, renamed(v, objects)) for inst, v in phis] if phis else phis,
            {key(k): cell(v) for k, v in final.items()}, {key(k): cell(v) for k, v in pre.items()}) + tuple(arm[5:])


HEADER_STATIC_GUARDS = ("_ZGVZN4sycl", "_ZGVZNK4sycl")  # guard variables of function-local statics of sycl::


def is_header_static_guard(obj: Obj) -> bool:
    """Whether `obj` is the guard of a function-local static in SYCL header code (a kernel's
    DeviceKernelInfo).  Where the sides of a branch disagree on it (one initialised the static, the
    other did not), it is merged as clear rather than Unknown: the next use initialises the static
    again, which gives what every side holds (its initialiser is a pure function of constants and
    nothing writes it afterwards).  Unknown, it would send the next use down a path that reads the
    static's merged, Unknown value."""
    return obj.kind == "global" and type(obj._label) is str and obj._label.startswith(HEADER_STATIC_GUARDS)


def forgotten_cell(obj: Obj, size: int) -> tuple:
    """(size, value, type) of a location whose value a loop summary or an alternation forgets:
    Unknown, except a header static's guard, which becomes clear (is_header_static_guard: the next
    use initialises the static again, to what it held; Unknown, the kernel's DeviceKernelInfo read
    back Unknown and its launch lost its arguments)."""
    return (size, 0, f"i{8 * size}") if is_header_static_guard(obj) else (size, Unknown(), "?")


class Memory:
    """Typed access to `Obj` memory, and the write log (see the module docstring)."""

    def __init__(self, types: Layouts):
        self.types = types
        self.log: list = []  # (obj, off, size, cells before) written while a loop or a fork is tracked
        self.tracking = 0
        self.mark_serial = 0  # objects_made() when the newest mark was taken (see mark)
        self.write_sets: list = []  # {(obj, off, size): value before} being collected (loop summaries): every write adds to each
        self.write_borns: list = []  # per write set, objects_made() when its summary began (see open_write_set)
        self.heap_objects = 0

    def allocate_heap(self, zero: bool) -> Ptr:
        """A new heap block (operator new, malloc, ...): a distinct object whatever its size."""
        self.heap_objects += 1
        return Ptr(Obj("heap", f"new#{self.heap_objects}", zero=zero), 0)

    def load(self, ptr, tyt: str, origin=None):
        return self.load_ti(ptr, self.types(tyt), origin)

    def load_ti(self, ptr, ti: TypeInfo, origin=None):
        """`load` of a type already looked up (the engine decodes each instruction's types once)."""
        if type(ptr) is not Ptr:
            return Unknown(origin)
        if ti.kind in ("struct", "array", "vector"):
            if ti.kind == "struct":
                return tuple(self.load_ti(Ptr(ptr.obj, ptr.off + o), f, origin) for o, f in ti.fields)
            return tuple(self.load_ti(Ptr(ptr.obj, ptr.off + i * ti.elem.size), ti.elem, origin)
                         for i in range(ti.count))
        obj, off, size = ptr.obj, ptr.off, ti.size
        c = obj.cells.get(off)
        if c is not None and c[0] == size:
            return self.convert(c[1], ti)
        b = obj.read_bytes(off, size)
        if b is None:
            return self._pieces(obj, off, size, origin) if ti.kind == "int" else Unknown(origin)
        return from_bytes(b, ti)

    def reloaded(self, val, ti: TypeInfo, origin=None):
        """What a load of scalar type `ti` reads right after a store of `val` as `ti` into a fresh
        private stack slot (the engine's shortcut for -O0 parameter spills, passes.host.decode:
        Decoder.parameter_spills): the value as `convert` reads the cell back, or, for the values a
        store splits into cells (Pieces, Zero), what the store and the load themselves give."""
        if type(val) is Pieces or type(val) is Zero:
            slot = Obj("stack", "spill", private=True)
            self.store_ti(slot, 0, ti, val)
            return self.load_ti(Ptr(slot, 0), ti, origin)
        return self.convert(val, ti)

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
                b = to_bytes(val, csize)
                out.append((lo - off, hi - lo, b[lo - k:hi - k] if b is not None else Unknown(),
                            "bytes" if b is not None else "?"))
            pos = hi
        if pos < end:
            out.append((pos - off, end - pos, bytes(end - pos) if obj.zero else Unknown(), "bytes" if obj.zero else "?"))
        # (unknown values written there are kept: two i32 captures copied as one i64 stay themselves)
        if len(out) == 1 or all(type(c[2]) is Unknown and c[3] == "?" for c in out):
            return Unknown(origin)
        return Pieces(size, tuple(out))

    @staticmethod
    def convert(val, ti: TypeInfo):
        """A cell's value read back as `ti` (the cell is exactly ti's size)."""
        t = type(val)
        if t is int:
            if ti.kind == "float":
                return from_bytes(to_bytes(val, ti.size), ti)
            return val & ((1 << ti.bits) - 1) if ti.kind == "int" else val
        if t is float:
            if ti.kind == "int":
                b = to_bytes(val, ti.size)
                return int.from_bytes(b, "little") if b is not None else Unknown()
            return val
        if t is bytes:
            return from_bytes(val, ti)
        return val

    def havoc_object(self, obj: Obj) -> None:
        """Any byte of `obj` may have changed: one Unknown cell over all of it (logged like a write)."""
        self._log(obj, -OBJECT_SPAN, 2 * OBJECT_SPAN)
        obj.clear(-OBJECT_SPAN, 2 * OBJECT_SPAN)
        obj._put(-OBJECT_SPAN, 2 * OBJECT_SPAN, Unknown(), "?")

    def store(self, ptr, tyt: str, val) -> None:
        self.store_at(ptr, self.types(tyt), val)

    def store_at(self, ptr, ti: TypeInfo, val) -> None:
        """`store` of a type already looked up."""
        if type(ptr) is not Ptr:
            if type(ptr) is Within:
                self.havoc_object(ptr.obj)
            return
        self.store_ti(ptr.obj, ptr.off, ti, val)

    def store_ti(self, obj: Obj, off: int, ti: TypeInfo, val) -> None:
        tv = type(val)
        if ti.kind in SCALAR_KINDS and tv is not Zero:  # (most stores: first)
            size = ti.size
            if size == 0:
                return
            if self.tracking and (obj.serial <= self.mark_serial or not obj.private):
                c = obj.cells.get(off)  # (Obj.overlapping's first case, written out)
                self.log.append((obj, off, size, [(off, c)] if c is not None and c[0] == size else obj.overlapping(off, size)))
            if self.write_sets and (obj.serial <= self.write_borns[-1] or obj.kind != "stack"):
                self._note(obj, off, size)
            if tv is Pieces and val.size == size:
                obj.clear(off, size)
                for rel, n, v, cty in val.cells:
                    obj._put(off + rel, n, v, cty)
                return
            obj.write(off, size, val, ti.text)
            return
        if tv is Zero or tv is not tuple:  # zeroinitializer, or an aggregate given as one value
            n = ti.size
            if tv is bytes and len(val) == n:
                self._log(obj, off, n)
                obj.write(off, n, val, "bytes")
                return
            self._log(obj, off, n)
            if tv is Zero:
                obj.write(off, n, bytes(n), "bytes")
            else:
                obj.clear(off, n)
                obj.write(off, n, val if tv is Unknown else Unknown(), "?")
            return
        if ti.kind == "struct":
            for (o, f), v in zip(ti.fields, val):
                self.store_ti(obj, off + o, f, v)
            return
        for i, v in enumerate(val):  # array, vector
            self.store_ti(obj, off + i * ti.elem.size, ti.elem, v)

    def mark(self) -> int:
        """A position in the write log to undo, forget or compare back to (a fork, a loop's entry, a
        trial iteration), while `tracking`.

        Writes into a private stack slot (Obj.private) made after the newest mark are not logged:
        no mark still open needs them.  Such a slot is reachable only through its alloca's value
        in its own frame, so once memory goes back to (or is merged at, or forgets what was written
        since) a mark taken before the slot existed, nothing can read the slot again without
        running its alloca again, which makes a new one: after a fork's sides merge, a slot made
        on a side is not on the path (its alloca does not dominate the join); after a loop is left
        uncertainly, every value its blocks computed is Unknown; a callee's slots die with it.
        (`mark_serial` only grows: a mark that is closed again keeps later writes logged, which is
        never wrong.)"""
        self.mark_serial = objects_made()
        return len(self.log)

    def open_write_set(self, born: int) -> dict:
        """Start collecting a write set for a loop summary begun when objects_made() was `born`; the
        summary leaves out the stack objects made after `born` (a callee's frame, or this
        iteration's own locals: no loop-carried state), so writes into them are not noted while
        this is the newest write set."""
        written: dict = {}
        self.write_sets.append(written)
        self.write_borns.append(born)
        return written

    def close_write_set(self) -> None:
        self.write_sets.pop()
        self.write_borns.pop()

    def _log(self, obj, off, n):
        if self.tracking and (obj.serial <= self.mark_serial or not obj.private):
            self.log.append((obj, off, n, obj.overlapping(off, n)))
        if self.write_sets and (obj.serial <= self.write_borns[-1] or obj.kind != "stack"):
            self._note(obj, off, n)

    def _note(self, obj, off, n):
        key, before = (obj, off, n), None
        for written in self.write_sets:  # location -> what it held before its first write
            if key not in written:
                if before is None:
                    before = cell_value(obj, off, n)
                written[key] = before

    def differs(self, pos: int, born: int) -> dict:
        """The locations written since the log had `pos` entries, in objects that existed then
        (serial <= born), whose cells differ now from then (compared element by element, however
        they were written), with their cells then and now.  Objects made since are left out (what
        reaches them from older ones is compared there), and so are cells nobody had written then:
        they read as Unknown, which covers whatever they hold now."""
        entries: dict = {}  # object -> its log entries since pos
        for entry in self.log[pos:]:
            if entry[0].serial <= born:
                entries.setdefault(entry[0], []).append(entry)
        out = {}
        for obj, logged in entries.items():
            then = Obj(obj.kind, obj._label, zero=obj.zero)  # the object as it was at pos
            for k, c in obj.cells.items():
                then._put(k, c[0], c[1], c[2])
            for _, off, n, snap in reversed(logged):
                _restore(then, off, n, snap)
            for _, off, n, _ in logged:
                before, now = then.overlapping(off, n), obj.overlapping(off, n)
                if (before or obj.zero) and not _same_cells(before, now):
                    out[(obj, off, n)] = (before, now)
        return out

    @staticmethod
    def swapped(differences: dict, born: int) -> bool:
        """Does one of these differences (Memory.differs) replace a pointer to a place in an object
        that existed then by one to another such place (buffers swapped back and forth)?"""
        for before, now in differences.values():
            for (_, _, a), (_, _, b) in zip(_leaves(before), _leaves(now)):
                if type(a) is Ptr and type(b) is Ptr and (a.obj is not b.obj or a.off != b.off) \
                        and a.obj.serial <= born and b.obj.serial <= born:
                    return True
        return False

    @staticmethod
    def changed(written: dict) -> dict:
        """The locations of a write set that now hold something else than before, with what they held
        (a store of the value a cell already held, like a static's guard set again, changes nothing)."""
        return {loc: before for loc, before in written.items() if before is UNSET or not same_cell(before, cell_value(*loc))}

    def havoc_cells(self, locations) -> None:
        """Every (object, offset, size) given may hold anything now -- except that a pointer into an
        object stays a pointer somewhere into it (a loop's pointer kept in memory, at -O0).  With
        `locations` a dict of what each held before (Memory.changed), that pointer is the join of
        before and now (null before: nullable; another object: Unknown); without, it may be null."""
        for obj, off, n in locations:
            now = cell_value(obj, off, n)
            self._log(obj, off, n)
            obj.clear(off, n)
            before = locations[(obj, off, n)] if isinstance(locations, dict) else None
            if len(now) != 2:
                kept = None
            elif before is not None and len(before) == 2:
                kept = join(before[0], now[0])
            else:
                kept = Within(now[0].obj, True) if type(now[0]) in (Ptr, Within) else None
            if type(kept) is Within:
                obj._put(off, n, kept, now[1])
            else:
                obj._put(off, *forgotten_cell(obj, n))

    def copy(self, dst, src, n) -> None:
        """memcpy/memmove: cells (and declared field types) of [src, src+n) to dst."""
        if self._havoc_unbounded(dst, n):
            return
        if type(src) is not Ptr:
            self._log(dst.obj, dst.off, n)
            dst.obj.clear(dst.off, n)
            dst.obj.write(dst.off, n, Unknown(), "?")
            return
        self.place(dst.obj, dst.off, n, src.off, self.copied_pieces(src, n))
        self.copy_fields(src.obj, src.off, dst.obj, dst.off, n)

    @staticmethod
    def copied_pieces(src: Ptr, n: int) -> list:
        """What a copy of [src, src+n) takes: (source offset, size, value, type) per piece."""
        so, s0 = src.obj, src.off
        pieces, pos, end = [], s0, s0 + n
        for k, (csize, val, cty) in so.overlapping(s0, n):
            if k > pos:
                pieces.append((pos, k - pos, bytes(k - pos) if so.zero else Unknown(), "bytes" if so.zero else "?"))
                pos = k
            if k >= s0 and k + csize <= end:
                pieces.append((k, csize, val, cty))
            else:
                b = to_bytes(val, csize)
                lo, hi = max(k, s0), min(k + csize, end)
                pieces.append((lo, hi - lo, b[lo - k:hi - k] if b is not None else Unknown(),
                               "bytes" if b is not None else "?"))
            pos = min(k + csize, end)
        if pos < end:
            pieces.append((pos, end - pos, bytes(end - pos) if so.zero else Unknown(), "bytes" if so.zero else "?"))
        return pieces

    def place(self, obj: Obj, d0: int, n: int, s0: int, pieces: list) -> None:
        """Put copied pieces (copied_pieces, taken at source offset s0) at [d0, d0+n) of `obj`."""
        self._log(obj, d0, n)
        obj.clear(d0, n)
        for k, size, val, cty in pieces:
            obj._put(d0 + k - s0, size, val, cty)

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

    def _havoc_unbounded(self, dst, n) -> bool:
        """A transfer this model does not do cell by cell: where it is, what it changes, or how much,
        is not known (or it is huge).  Its whole destination object becomes Unknown.  True: done."""
        if type(dst) is Ptr and type(n) is int and 0 < n <= (1 << 26):
            return False
        if type(dst) in (Ptr, Within) and not (type(n) is int and n <= 0):
            self.havoc_object(dst.obj)
        return True

    def fill(self, dst, byte, n) -> None:
        if self._havoc_unbounded(dst, n):
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

    def untrack(self, n: int) -> None:
        self.tracking -= n
        if self.tracking == 0:
            self.log.clear()

    def havoc_since(self, pos: int) -> None:
        """Every location written since the log had `pos` entries holds an Unknown (each once; an
        object made Unknown as a whole once, as a whole)."""
        entries = self.log[pos:]
        whole = {e[0] for e in entries if e[1] == -OBJECT_SPAN and e[2] == WHOLE_SPAN}
        for obj in whole:
            obj.clear(-OBJECT_SPAN, WHOLE_SPAN)
            obj._put(-OBJECT_SPAN, WHOLE_SPAN, Unknown(), "?")
        # in log order (a set would follow object addresses): where written locations overlap, which
        # one is made Unknown last decides the cells, and that must not change from run to run
        locations = [e[:3] for e in entries if e[0] not in whole] if whole else [e[:3] for e in entries]
        for obj, off, size in dict.fromkeys(locations):
            cell = forgotten_cell(obj, size)
            c = obj.cells.get(off)
            if c is not None and c[0] == size:
                obj.cells[off] = cell
            else:
                obj.clear(off, size)
                obj._put(off, *cell)

    def undo_to_pre(self, arm) -> None:
        """Put back, for the locations an arm wrote, what they held before the fork."""
        for key, value in arm[4].items():
            self._restore_value(key, value)

    def merge_memory(self, arms, last_kept: bool) -> None:
        """Memory holds the last arm's state (last_kept) or the state before the fork; make every
        location an arm wrote hold the value all arms agree on, else Unknown."""
        current = arms[-1][3] if last_kept else {}
        for key, values in arm_cells(arms):
            if all(same_cell(values[0], v) for v in values[1:]):
                if key not in current:  # memory holds the value from before the fork here
                    self._restore_value(key, values[0])
                continue
            obj, off, n = key
            self._log(obj, off, n)
            obj.clear(off, n)
            obj._put(off, n, *((0, f"i{8 * n}") if is_header_static_guard(obj) else joined_cell(values)))

    def _restore_value(self, key, value) -> None:
        """Make the cell at `key` hold `value` (a cell_value result)."""
        obj, off, n = key
        if value is MIXED:
            return
        self._log(obj, off, n)
        obj.clear(off, n)
        if value is not UNSET:
            obj._put(off, n, value[0], value[1])

    def undo(self, pos: int) -> None:
        """Put memory back as it was when the log had `pos` entries."""
        log = self.log
        for i in range(len(log) - 1, pos - 1, -1):
            obj, off, n, snap = log[i]
            _restore(obj, off, n, snap)
        del log[pos:]
