"""The SYCL side of the interpreter's state: what the runtime would know, and how it is recorded.

`SyclState` (one per interpretation, `machine.sycl`) binds runtime objects to the raised ops
(passes.host.sycl_ops): a runtime constructor stores a handle into the C++ object (`bind`), and a
later call finds the op behind it (`op_at`).  It keeps the stack of command groups being recorded
(`HandlerState`), turns what a handler was told into a kernel launch (`finalize`, `kernel_arg`),
and turns interpreter values into op-level scalars (`sym`: a constant, or one `Sym` per Unknown).
The procedures in passes.host.procedures.sycl_* are the runtime calls that use it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from lift import Function
from passes.host.memory import Obj
from passes.host.patterns import demangle, qualified_name, spec_constant_name, template_args
from passes.host.sycl_ops import Accessor, Command, KernelArg, Launch, LocalAccessor, Queue, SpecConstant, Sym, Usm
from passes.host.values import Ptr, Scalars, Unknown, describe, signed
from passes.names import kernel_name

if TYPE_CHECKING:
    from passes.host.frames import Frame


EXPRESSION_OPS = ("add", "sub", "mul", "shl", "udiv", "sdiv", "lshr", "ashr", "urem", "srem", "and", "or", "xor")
EXPRESSION_DEPTH = 12  # operations deep: an expression deeper than that keeps a symbol for the rest


@dataclass
class KernelInfoState:
    """What getDeviceKernelInfo was given: the kernel's name and its descriptor getter."""

    name: Optional[str]
    num_params: Optional[int]
    getter: Optional[Function]


class HandlerState:
    """What a command group told its handler.

    A command group may tell its handler different kernels on the sides of a branch the host
    cannot decide (a reduction asks the device where to keep its work-group counter and launches
    one of two kernels).  So what it was told is kept per path: every `tell` makes a new version
    (the previous one and the new fields) and writes its number into a memory cell of the
    handler's own (`path`), which the engine's forks undo and merge like any memory.  `now`
    is what the current path told; `versions_at_end` is, after the command group, the one version
    every path agrees on, or (the cell merged to Unknown) each version some path ended with.  A
    version told inside an undecided branch keeps a copy of the kernel object, whose memory the
    fork undoes when the side ends."""

    TOLD = ("kernel_name", "info", "object", "descs", "nd", "range_call", "cg_type")  # what `tell` may set

    def __init__(self, function: str, origin: list, queue=None):
        self.function, self.origin = function, origin
        self.queue = queue  # the queue it submits to (raised Queue op, or None)
        self.kernel_name = None
        self.info: Optional[KernelInfoState] = None
        self.object = None  # Ptr to the kernel lambda
        self.descs = None  # [(kind, info, offset)]
        self.nd = None  # (global, local, offset) lists
        self.range_call = None  # the runtime call that gave `nd` and the functions it was called through (see Launch)
        self.cg_type = 0
        self.requirements: list = []
        self.holder = None  # the HostKernelRef of a direct launch
        self.depends_on: list = []  # ops whose events handler::depends_on was given (None: untraced)
        self.action = None  # a Usm op (handler::memcpy, fill on a pointer) or "host_task"
        self.action_op = None  # the command group's action when it is not a kernel (SyclState.finalize_command)
        self.object_memory: Optional[Obj] = None  # the handler object the header code writes into
        self.bundle: Optional[BundleState] = None  # its own (made on first use) or use_kernel_bundle's
        self.explicit_bundle = False  # use_kernel_bundle was called
        self.post_process: list = []  # command groups the runtime submits right after this one
        self.finalized = False  # submitted (by the runtime; or earlier, by a header's handler::finalize)
        self.launches: list = []  # the launches it was submitted as
        self.first_op = 0  # index of the first op its command group recorded
        self.path = Obj("runtime", "handler-path", zero=True)  # the current path's version number
        self.versions: dict = {}  # number -> {field: value} (0: nothing told yet)
        self.replaced: set = set()  # versions a later tell on the same path replaced

    def now(self, machine) -> dict:
        """What the current path told the handler (after undecided sides that told it different
        things: what they all agree on)."""
        token = machine.memory.load(Ptr(self.path, 0), "i64")
        if type(token) is int:
            return self.versions.get(token, {})
        ends = self._ends()
        return {k: v for k, v in ends[0].items() if all(same_told(v, e.get(k)) for e in ends[1:])} if ends else {}

    def tell(self, machine, **fields) -> None:
        """The handler is told `fields` (kernel object, name, ND-range, ...) on the current path."""
        token = machine.memory.load(Ptr(self.path, 0), "i64")
        if type(token) is not int:  # after sides that told different things: every one is told
            for n in self._ends_numbers():
                self.versions[n].update(self._kept(machine, fields, self.versions[n]))
            return
        base = self.versions.get(token, {})
        number = len(self.versions) + 1
        self.versions[number] = dict(base, **self._kept(machine, fields, base))
        self.replaced.add(token)
        machine.memory.store(Ptr(self.path, 0), "i64", number)

    @staticmethod
    def _kept(machine, fields: dict, base: dict) -> dict:
        """The fields as a version keeps them: inside an undecided branch, with a copy of the
        kernel object as it is now (the fork undoes the side's memory when the side ends)."""
        out = dict(fields)
        live = fields.get("object", base.get("object_live"))
        if type(live) is Ptr:
            out["object_live"] = live
            if machine.fork_depth:
                out["object"] = Ptr(copy_object(live.obj), live.off)
        return out

    def _ends_numbers(self) -> list:
        return [n for n in self.versions if n not in self.replaced]

    def _ends(self) -> list:
        return [self.versions[n] for n in self._ends_numbers()]

    def versions_at_end(self, machine) -> list:
        """What the command group told its handler, per path that can end it: one dict when all
        paths agree (the usual case), several when undecided branches told different kernels."""
        token = machine.memory.load(Ptr(self.path, 0), "i64")
        if type(token) is int:
            return [self.versions.get(token, {})]
        return self._ends() or [{}]

    def adopt(self, version: dict) -> None:
        """Make `version` this handler's fields (before SyclState.finalize reads them)."""
        for k in self.TOLD:
            setattr(self, k, version.get(k, 0 if k == "cg_type" else None))


class BundleState:
    """What the runtime knows of a kernel bundle: its op (None for a command group's own bundle)
    and its specialization constants.  Those live in interpreter memory (`values`: per symbolic ID
    a slot, SyclState.spec_slot, holding a set flag and the bytes), so forks and loop summaries
    treat them like any memory: a constant set on one side of an unknown branch only is maybe set,
    its value unknown.  `order` lists the IDs in the order they were first set (a superset of those
    set now: the flag says which are).  `known` is False for a bundle the raise could not follow:
    what it sets is not known."""

    def __init__(self, op, known: bool = True):
        self.op, self.known = op, known
        self.values = Obj("runtime", f"spec-constants:{getattr(op, 'name', '') or 'handler'}", zero=known)
        self.order: list[str] = []


def copy_object(obj: Obj) -> Obj:
    """A copy of an object's cells as they are now (not logged: no fork undoes it)."""
    out = Obj(obj.kind, obj._label, zero=obj.zero, sycl=obj.sycl)
    out.cells, out.keys, out.fields = dict(obj.cells), list(obj.keys), dict(obj.fields)
    return out


def same_told(a, b) -> bool:
    return a is b or (type(a) is type(b) and type(a) in (int, str, tuple) and a == b)


class SyclState:
    def __init__(self, machine):
        self.m = machine
        self.memory = machine.memory
        self.handlers: list = []  # HandlerState stack (command groups being recorded)
        self.syms: dict = {}  # Unknown id, or id() of another value -> (its Sym, the value)
        self.unknowns: dict = {}  # id(Sym) -> (the Sym, the Unknown it stands for)
        self.handle = machine.layout.get("handle", {"impl": 0, "control": 8})
        self.spec_slots: dict = {}  # (symbolic ID, size) -> offset of its slot in every BundleState.values
        self.spec_extent = 0  # bytes of BundleState.values the slots take
        self.spec_types: dict = {}  # symbolic ID -> the TypeInfo of its value, where the host IR says it
        self.queries: dict = {}  # Unknown id -> names of the runtime queries (device answers) it comes from

    def spec_slot(self, symbolic_id: str, size: Optional[int] = None) -> Optional[tuple]:
        """(offset, size) of a specialization constant's slot: a set flag (i8) at offset, its bytes
        at offset + 8.  With `size` None, the slot the ID was set with (None if never, or ambiguous)."""
        if size is None:
            found = [(off, n) for (sid, n), off in self.spec_slots.items() if sid == symbolic_id]
            return found[0] if len(found) == 1 else None
        off = self.spec_slots.get((symbolic_id, size))
        if off is None:
            off = self.spec_slots[(symbolic_id, size)] = self.spec_extent
            self.spec_extent += 8 + (size + 7) // 8 * 8
        return off, size

    def spec_constants_of(self, bundle: Optional[BundleState]) -> tuple:
        """The specialization constants a launch with `bundle` sees (SpecConstant values): those
        set for sure or maybe (then the value is None), in the order first set."""
        if bundle is None:
            return ()
        out = []
        for symbolic_id in bundle.order:
            for (sid, size), off in self.spec_slots.items():
                if sid != symbolic_id:
                    continue
                flag = self.memory.load(Ptr(bundle.values, off), "i8")
                if flag == 0:
                    continue
                value = bundle.values.read_bytes(off + 8, size) if flag == 1 else None
                out.append(self.spec_constant(symbolic_id, size, value))
        return tuple(out)

    def spec_constant(self, symbolic_id: str, size: int, value: Optional[bytes], at=None) -> SpecConstant:
        """A specialization constant's value, typed where the host IR says its type: by the stack
        slot `at` points to (the value set_specialization_constant_impl is given: the header
        declares it of the value's type), or by the slot an earlier set of the same ID read."""
        from passes.analysis.spec_constants import typed_value

        if type(at) is Ptr:
            declared = at.obj.fields.get(at.off)
            if declared is not None and declared[0] == size:
                self.spec_types[symbolic_id] = self.m.types(declared[1])
        layout = self.spec_types.get(symbolic_id)
        type_name, typed = typed_value(layout, value) if layout is not None else (None, None)
        return SpecConstant(symbolic_id, spec_constant_name(symbolic_id), size, value, type_name, typed)

    def checkpoint(self) -> tuple:
        """What `rollback` needs to forget every operation recorded after this point."""
        p = self.m.program
        return (len(p.ops), dict(p._counters), len(p.symbols), dict(p._classes), dict(self.syms),
                dict(p.unexplained))

    def rollback(self, checkpoint: tuple) -> None:
        p = self.m.program
        ops, counters, symbols, classes, syms, unexplained = checkpoint
        del p.ops[ops:], p.symbols[symbols:]
        p._counters, p._classes, self.syms, p.unexplained = dict(counters), dict(classes), dict(syms), dict(unexplained)

    def origin(self, site) -> list:
        """The runtime call, then the user call site that led to it."""
        out = []
        if self.m.frames and site is not None:
            out.append((self.m.frames[-1].fn, site))
        user = self.user_frame()
        if user is not None and user.site is not None and (not out or out[0][1] is not user.site):
            out.append((user.fn, user.site))
        return out

    def user_frame(self) -> Optional["Frame"]:
        for fr in reversed(self.m.frames):
            if fr.user:
                return fr
        return None

    def user_function(self) -> str:
        fr = self.user_frame()
        return qualified_name(demangle(fr.fn.name)) if fr else "?"

    def conditional(self) -> bool:
        return self.m.open_paths > 0

    def add(self, op, site):
        op.origin = self.origin(site)
        op.conditional = self.conditional()
        op.path = tuple(self.m.fork_path)
        return self.m.program.add(op)

    def bind(self, this, op) -> None:
        """A runtime constructor stores the impl (shared_ptr: pointer, control block) into `this`."""
        if type(this) is not Ptr:
            return
        handle = Obj("runtime", f"{type(op).__name__}:{getattr(op, 'name', '')}", zero=True, sycl=op)
        control = Obj("runtime", "control-block", zero=True)
        self.memory.store(Ptr(this.obj, this.off + self.handle["impl"]), "ptr", Ptr(handle, 0))
        self.memory.store(Ptr(this.obj, this.off + self.handle["control"]), "ptr", Ptr(control, 0))

    def op_of(self, value):
        """The op behind an impl pointer."""
        return value.obj.sycl if type(value) is Ptr else None

    def op_at(self, obj_ptr):
        """The op of a SYCL object (queue, accessor, ...) given a pointer to the object."""
        if type(obj_ptr) is not Ptr:
            return None
        return self.op_of(self.memory.load(Ptr(obj_ptr.obj, obj_ptr.off + self.handle["impl"]), "ptr"))

    def sym(self, v):
        """An op-level scalar: int/float as is, anything else a Sym (one per Unknown)."""
        if type(v) in (int, float):
            return v
        key = v.id if type(v) is Unknown else id(v)
        s = self.syms.get(key, (None,))[0]
        if s is None:
            text = describe(v)
            asked = self.queries_behind(v)
            if asked:
                text += f" (from the runtime's answer to {', '.join(asked)})"
            s = Sym(len(self.syms) + 1, text)
            self.syms[key] = (s, v)  # v kept alive: an id is only unique while its object lives
            if type(v) is Unknown:
                self.unknowns[id(s)] = (s, v)
            self.m.program.symbols.append(s)
            if type(v) is Unknown and v.id in self.m.definitions:
                s.computed = True
                s.linear = self.linear(v)
        return s

    def value(self, v):
        """An op-level scalar back as an interpreter value: a Sym gives the very Unknown it was made
        from (so a range the runtime hands back compares equal to itself), else a fresh Unknown."""
        if type(v) in (int, float):
            return v
        known = self.unknowns.get(id(v))
        return known[1] if known is not None and known[0] is v else Unknown()

    def note_query(self, v, name: str, operands=()) -> None:
        """`v` is the answer to runtime query `name`, or (name None) comes from the Unknown
        `operands`: remember which device answers it rests on, for the listing."""
        asked = [name] if name else []
        for x in operands:
            asked += self.queries_behind(x)
        if type(v) is Unknown and asked:
            self.queries[v.id] = tuple(dict.fromkeys(asked))

    def queries_behind(self, v, depth: int = 0) -> tuple:
        """The runtime queries an Unknown was computed from (through the host's arithmetic)."""
        return self._asked(v.id, depth) if type(v) is Unknown and self.queries else ()

    def _asked(self, uid: int, depth: int) -> tuple:
        if uid in self.queries or depth > 8:
            return self.queries.get(uid, ())
        definition = self.m.definitions.get(uid)
        if definition is not None:  # a binary operation
            operands = [x.id for x in definition[1:3] if type(x) is Unknown]
        else:  # a cast (the zext of an i32 answer), which the engine's value numbering keeps
            operands = [x.id for x in self.m.casts.get(uid, (None, ()))[1]]
        return tuple(dict.fromkeys(q for o in operands for q in self._asked(o, depth + 1)))

    def finish_expressions(self) -> None:
        """At the end of the raise: give every symbol the host computed its expression over program
        inputs and constants (Sym.expression: `(?3 + 1) * (?3 + 1)`), so one value for each input
        determines every size, range and byte count (the replay evaluates them).  Inputs that no op
        used so far get symbols of their own, numbered after the others (the listing's numbers of
        the others do not change)."""
        symbols = self.m.program.symbols
        i = 0
        while i < len(symbols):  # (grows: the inputs of an expression become symbols too)
            s = symbols[i]
            i += 1
            known = self.unknowns.get(id(s))
            tree = self._expression(known[1], 0) if known is not None else None
            if tree is not None and not isinstance(tree, int) and tree is not s:  # (a Sym: a cast of an input)
                s.expression, s.computed = tree, True

    def _expression(self, v, depth: int, bits: int = 64):
        """The tree (op, left, right) of the host arithmetic that made `v`, over input symbols and
        ints; a Sym for an input (or a value computed otherwise, or past the depth limit); None for
        what is neither (a pointer).  Integer casts are looked through: sizes fit every width."""
        if type(v) is int:
            return signed(v, bits)
        if type(v) is not Unknown:
            return None
        if depth < EXPRESSION_DEPTH:
            definition = self.m.definitions.get(v.id)
            if definition is not None and definition[0] in EXPRESSION_OPS:
                op, a, b, tyt = definition
                width = int(tyt[1:]) if re.fullmatch(r"i\d+", tyt) else 64
                left, right = self._expression(a, depth + 1, width), self._expression(b, depth + 1, width)
                if left is not None and right is not None:
                    return ("sub", -1, left) if op == "xor" and right == -1 else (op, left, right)  # ~x
            cast = self.m.casts.get(v.id)
            if cast is not None and cast[0] in ("zext", "sext", "trunc") and len(cast[1]) == 1:
                return self._expression(cast[1][0], depth + 1)
        return self.sym(v) if depth else None

    def linear(self, v, depth: int = 0) -> Optional[dict]:
        """An Unknown the host computed by add/sub/mul/shl from other values, as symbol -> coefficient
        (1 -> constant), for range arithmetic in link (passes.analysis.regions) and replay; None
        otherwise.  A value computed otherwise (`n / 4`) is a symbol of its own inside the sum."""
        if type(v) is not Unknown:
            return None
        definition = self.m.definitions.get(v.id) if depth < 8 else None
        expanded = self._expand(definition, depth) if definition is not None else None
        if expanded is None and depth > 0:
            return {self.sym(v): 1}
        return expanded

    def _expand(self, definition: tuple, depth: int) -> Optional[dict]:
        op, a, b, tyt = definition
        bits = int(tyt[1:]) if re.fullmatch(r"i\d+", tyt) else 64
        a, b = (signed(x, bits) if type(x) is int else x for x in (a, b))  # `add n, -2` is n - 2
        if type(a) is int and type(b) is not int and op in ("add", "mul"):
            a, b = b, a
        if type(a) is int or op not in ("add", "sub", "mul", "shl"):
            return None
        if op in ("mul", "shl"):
            if type(b) is not int:
                return None
            factor = b if op == "mul" else 1 << b
            inner = self.linear(a, depth + 1)
            return {k: c * factor for k, c in inner.items()} if inner is not None else None
        left = self.linear(a, depth + 1)
        right = {1: b} if type(b) is int else self.linear(b, depth + 1)
        if left is None or right is None:
            return None
        out = dict(left)
        for k, c in right.items():
            out[k] = out.get(k, 0) + (c if op == "add" else -c)
        return out

    def sizes(self, ptr, n) -> Optional[list]:
        """The first n size_t of a range/id: in memory at `ptr`, or passed as scalars."""
        if type(n) is not int or not 0 < n <= 3:
            return None
        if type(ptr) is Scalars:
            return [self.sym(v) for v in ptr.values[:n]] if len(ptr.values) >= n else None
        if type(ptr) is not Ptr:
            return None
        return [self.sym(self.memory.load(Ptr(ptr.obj, ptr.off + 8 * i), "i64")) for i in range(n)]

    def range_value(self, kind: str, values):
        return self.m.program.range_value(kind, values) if values is not None else None

    def header_info(self, this, op: str) -> dict:
        for hthis, h, picked in reversed(self.m.headers):
            if h.op == op and (this is None or hthis == this):
                return picked
        return {}

    def handler_of(self, ptr) -> Optional[HandlerState]:
        return ptr.obj.sycl if type(ptr) is Ptr and isinstance(ptr.obj.sycl, HandlerState) else None

    def event(self, sret, op=None) -> None:
        """The event a runtime call returns: its impl stands for `op` (a Submit, a Usm op), so a
        later handler::depends_on(event) knows what it waits for."""
        if type(sret) is Ptr:
            self.memory.store(Ptr(sret.obj, sret.off + self.handle["impl"]), "ptr",
                              Ptr(Obj("runtime", "event", zero=True, sycl=op), 0))

    def event_op(self, event_ptr):
        """The op whose event is at `event_ptr` (a sycl::event object), or None."""
        op = self.op_at(event_ptr)
        return op if op is not None and not isinstance(op, HandlerState) else None

    def view(self, v):
        lay = self.m.layout.get("nd_range_view", {})
        if type(v) is not Ptr:
            return None
        get = lambda k: self.memory.load(Ptr(v.obj, v.off + lay.get(k, 0)), "ptr" if k != "dims" else "i64")  # noqa: E731
        dims = get("dims")
        if type(dims) is not int:
            return None
        fields = (get(k) for k in ("global", "local", "offset"))
        return tuple(self.sizes(f, dims) if type(f) is Ptr else None for f in fields)

    def desc_at(self, ptr) -> tuple:
        kd = self.m.layout.get("kernel_param_desc", {})
        return tuple(self.memory.load(Ptr(ptr.obj, ptr.off + kd.get(f, i * 4)), "i32")
                     for i, f in enumerate(("kind", "info", "offset")))

    def virtual_call(self, obj_ptr, method: str):
        """Call virtual `method` of the object at obj_ptr, found by name in its vtable."""
        if type(obj_ptr) is not Ptr:
            return None
        vt = self.memory.load(obj_ptr, "ptr")
        if type(vt) is not Ptr:
            return None
        for k in sorted(vt.obj.cells):
            v = vt.obj.cells[k][1]
            if isinstance(v, Function) and qualified_name(demangle(v.name)).endswith("::" + method):
                return self.m.call(v, [obj_ptr], None, "ptr")
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
        images = [i for i, a in enumerate(args) if a.type == "image accessor"]
        if images:
            self.m.warn("unsupported: kernel ", kernel_name(kernel_display(name) or name or "?"), " captures image "
                        f"accessors (arguments {', '.join(map(str, images))}): listed as 'other', nothing is propagated "
                        "into them")
        if descs is None:
            self.m.warn("kernel ", kernel_name(name or "?"), ": no kernel_signatures descriptors reached the runtime")
        launch = Launch(kernel=kernel_display(name), mangled=name, kind=kind,
                        global_range=self.range_value("range", glob),
                        local_range=self.range_value("range", local) if local else None,
                        offset=self.range_value("id", offset) if offset else None,
                        function=h.function, args=args, queue=queue if isinstance(queue, Queue) else None,
                        spec_constants=self.spec_constants_of(h.bundle),
                        bundle=h.bundle.op if h.bundle is not None and h.explicit_bundle else None,
                        spec_constants_known=h.bundle is None or h.bundle.known,
                        range_call=h.range_call)
        if h.bundle is not None and not h.bundle.known:
            self.m.warn("kernel ", kernel_name(name or "?"), ": its kernel bundle is not known: which specialization "
                        "constants it sets is not known either")
        launch.origin = h.origin
        launch.conditional = self.conditional()
        launch.path = tuple(self.m.fork_path)
        return self.m.program.add(launch)

    def finalize_command(self, h: HandlerState):
        """The command group's action when it is not a kernel: what the handler's setType said
        (copy, fill, update_host: their operands are the handler's source/destination fields,
        written by the header's inline code, see [layout] handler) or what a runtime call recorded
        (handler::memcpy and fill on a USM pointer: a Usm op; host_task)."""
        kind = self.m.patterns.enum("cg_type", h.cg_type) if type(h.cg_type) is int else None
        if h.action == "host_task":
            return self.m.program.add(self._command(h, Command("host_task", uses=list(h.requirements))))
        if h.action is not None:
            return h.action  # a Usm op, recorded when the runtime was called
        if kind not in ("copy_acc_to_ptr", "copy_ptr_to_acc", "copy_acc_to_acc", "fill", "update_host"):
            return None
        lay = self.m.layout.get("handler", {})
        field = lambda key: self.memory.load(Ptr(h.object_memory, lay[key]), "ptr") \
            if key in lay and h.object_memory is not None else None  # noqa: E731
        src, dst = field("source"), field("dest")
        if kind == "fill":
            cmd = Command("fill", dest=self.op_of(dst))
            cmd.value = self._pattern(h, cmd.dest)
        elif kind == "update_host":
            cmd = Command("update_host", dest=self.op_of(dst))
        else:
            source = self.op_of(src) if kind != "copy_ptr_to_acc" else describe(src)
            dest = self.op_of(dst) if kind != "copy_acc_to_ptr" else describe(dst)
            cmd = Command("copy", source=source, dest=dest)
        accessor = next((a for a in (cmd.source, cmd.dest) if isinstance(a, Accessor)), None)
        if kind != "update_host" and accessor is not None:
            cmd.bytes = accessor_bytes(accessor)
        return self.m.program.add(self._command(h, cmd))

    def _command(self, h: HandlerState, cmd: Command) -> Command:
        cmd.origin = h.origin
        cmd.conditional = self.conditional()
        cmd.path = tuple(self.m.fork_path)
        return cmd

    def _pattern(self, h: HandlerState, dest):
        """handler::fill's pattern: the bytes the header wrote into the handler's pattern vector,
        read as the accessor's element type when that is one int or float."""
        lay, vec = self.m.layout.get("handler", {}), self.m.layout.get("std_vector", {"begin": 0, "end": 8})
        if "pattern" not in lay or h.object_memory is None or not isinstance(dest, Accessor):
            return None
        begin = self.memory.load(Ptr(h.object_memory, lay["pattern"] + vec["begin"]), "ptr")
        tyt = {"float": "float", "double": "double", "int": "i32", "unsigned int": "i32", "long": "i64",
               "unsigned long": "i64", "short": "i16", "char": "i8", "unsigned char": "i8"}.get(dest.element or "")
        if type(begin) is not Ptr or tyt is None:
            return None
        v = self.memory.load(begin, tyt)
        return v if type(v) in (int, float) else None

    def descs_from_info(self, st: Optional[KernelInfoState]) -> Optional[list]:
        if st is None or st.getter is None or st.num_params is None:
            return None
        rty = st.getter.signature.return_type
        out = []
        for i in range(st.num_params):
            r = self.m.call(st.getter, [i], None, rty)
            tmp = Obj("stack", "param-desc", zero=True)
            self.memory.store(Ptr(tmp, 0), rty, r)
            out.append(self.desc_at(Ptr(tmp, 0)))
        return out

    def kernel_kind(self, holder) -> Optional[str]:
        if type(holder) is not Ptr:
            return None
        vt = self.memory.load(holder, "ptr")
        if type(vt) is not Ptr or not vt.obj.label.startswith("_ZTV"):
            return None
        cls = demangle(vt.obj.label)
        cls = cls[len("vtable for "):] if cls.startswith("vtable for ") else cls
        h = self.m.patterns.header(cls, vtable=True)
        if h is None or h.op != "kernel_holder":
            return None
        targs = template_args(cls)
        i = h.template_args.get("item", -2)
        if not -len(targs) <= i < len(targs):
            return None
        return self.m.patterns.launch_kind(targs[i])

    def kernel_arg(self, obj, desc) -> KernelArg:
        kind_n, info, offset = desc
        kind = self.m.patterns.enum("param_kind", kind_n) or "other"
        off = offset if type(offset) is int else -1
        if obj is None or off < 0:
            return KernelArg("other", off)
        at = Ptr(obj.obj, obj.off + off)
        if kind == "accessor":
            kd = self.m.layout.get("kernel_param_desc", {})
            target = self.m.patterns.enum("access_target", info & kd.get("target_mask", 2047)) \
                if type(info) is int else None
            if target in ("image", "host_image", "image_array"):
                return KernelArg("other", off, type="image accessor")  # images are not modelled
            op = self.op_at(at)
            if isinstance(op, LocalAccessor):
                return KernelArg("local_accessor", off, local_accessor=op)
            if isinstance(op, Accessor):
                return KernelArg("accessor", off, accessor=op)
            return KernelArg("other", off)
        if kind == "pointer":
            v = self.memory.load(at, "ptr")
            usm = self.usm_of(v)
            return KernelArg("usm_pointer", off, size=8, usm=usm)
        if kind == "std_layout" and type(info) is int:
            tyt = self.memory.field_type(obj.obj, at.off, info)
            if tyt is None:  # no declared type reached the copy: a single scalar store says what it is
                c = obj.obj.cells.get(at.off)
                tyt = c[2] if c is not None and c[0] == info and c[2] not in ("bytes", "?") else None
            ti = self.m.types(tyt) if tyt else None
            if ti is not None and ti.kind in ("int", "float") and ti.size == info:
                v = self.memory.load(at, tyt)
                if ti.kind == "int" and type(v) is int:
                    v = signed(v, ti.bits) if ti.bits > 1 else v
                return KernelArg("scalar", off, size=info, value=self.sym(v), type=tyt)
            return KernelArg("other", off, size=info, type=tyt, leaves=self.usm_object_leaves(at, ti, info),
                             constant=at.obj.read_bytes(at.off, info, gaps_zero=True)
                             if at.obj.overlapping(at.off, info) else None)
        if kind == "specialization_constants_buffer":  # a kernel_handler's: no capture, the runtime's buffer
            return KernelArg("other", off, type="specialization constants buffer")
        return KernelArg("other", off)

    def usm_object_leaves(self, at: Ptr, ti, size: int) -> Optional[list]:
        """A captured object that holds a USM pointer (a user lambda capturing one, inside the kernel
        object a reduction makes): (offset, KernelArg) for each of its scalars and pointers, when
        every pointer is into a known USM allocation; else None (the object stays open, and an
        object of scalars only stays as it was: pinned with `replay --set` when it matters)."""
        if ti is None or ti.size != size:
            return None
        leaves, found_usm = [], False
        for rel, leaf in _leaf_types(ti, 0):
            where = Ptr(at.obj, at.off + rel)
            if leaf.kind == "ptr":
                usm = self.usm_of(self.memory.load(where, "ptr"))
                if usm is None:
                    return None
                leaves.append((rel, KernelArg("usm_pointer", rel, size=8, usm=usm)))
                found_usm = True
            elif leaf.kind in ("int", "float"):
                v = self.memory.load(where, leaf.text)
                if leaf.kind == "int" and type(v) is int and leaf.bits > 1:
                    v = signed(v, leaf.bits)
                leaves.append((rel, KernelArg("scalar", rel, size=leaf.size, value=self.sym(v), type=leaf.text)))
            else:
                return None
        return leaves if found_usm else None

    def usm_of(self, ptr) -> Optional[Usm]:
        return ptr.obj.sycl if type(ptr) is Ptr and isinstance(ptr.obj.sycl, Usm) else None



def accessor_bytes(acc: Accessor):
    """Bytes an accessor covers: its access range times its element size, when both are constants;
    the buffer's byte count when the accessor covers the whole buffer."""
    r = acc.access_range.constant if acc.access_range else None
    size = acc.elem_size or (acc.buffer.elem_size if acc.buffer else None)
    if r is not None and size:
        n = size
        for x in r:
            n *= x
        return n
    if acc.ranged is False and acc.buffer is not None and acc.buffer.bytes is not None:
        return acc.buffer.bytes
    return None


def _leaf_types(ti, base: int):
    """(byte offset, TypeInfo) of the scalars and pointers inside a struct/array type, in order."""
    if ti.kind == "struct":
        for rel, field in ti.fields:
            yield from _leaf_types(field, base + rel)
    elif ti.kind == "array":
        for k in range(ti.count):
            yield from _leaf_types(ti.elem, base + k * ti.elem.size)
    else:
        yield base, ti


def type_name(t: Optional[str]) -> Optional[str]:
    return t.strip() if t else None


def kernel_display(mangled: Optional[str]) -> Optional[str]:
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
