"""SYCL operations raised from host IR (see passes.host.raise_host): small dataclasses and their printing.

A `SyclProgram` is the list of operations in the order the host program performs them: queues,
buffers, accessors, USM operations, command-group submissions, kernel launches and the other
actions a command group can hold (`Command`: an explicit copy, fill, update_host, a host_task).  Every op keeps
`origin`, the IR call instructions it came from (the runtime call, and the call site in user code
when they differ).  Values the IR does not make constant are `Sym`s (symbolic), never guesses.

Ranges and ids are `RangeValue`s with an equality class: two ranges share a class id exactly when
they are component-wise the same constant or the same SSA value (a `Sym` is one IR value, followed
through memory), so later passes can tell that, e.g., a buffer's range is the launch range.

Printing: `SyclProgram.listing()` (MLIR-like text) and `SyclProgram.to_json()` (the shape `sycl-lift
raise --json` promises).  Nothing here reads IR.
"""
from __future__ import annotations

import shlex

from dataclasses import dataclass, field, fields
from typing import Optional, Union


@dataclass(eq=False)
class Sym:
    """A value known only symbolically: the IR value (an instruction or argument) it stands for."""

    id: int
    origin: str  # e.g. "%12 in @main" or "call to strtoul in @main"
    # when the host computed it linearly from other symbols (`4 * ?3 + 8`): symbol name (or 1 for
    # the constant) -> coefficient
    linear: Optional[dict] = None
    computed: bool = False  # the host computed it from other values (else: program input, a runtime result)
    # how the host computed it from program inputs: (op, left, right) with LLVM's integer opcodes,
    # leaves input Syms and ints (SyclState.finish_expressions)
    expression: Optional[tuple] = None

    def __str__(self) -> str:
        return f"?{self.id}"


EXPRESSION_SIGNS = {"add": "+", "sub": "-", "mul": "*", "shl": "<<", "udiv": "/", "sdiv": "/", "lshr": ">>",
                    "ashr": ">>", "urem": "%", "srem": "%", "and": "&", "or": "|", "xor": "^"}


def format_expression(tree) -> str:
    """`(?3 + 1) * (?3 + 1)`: an expression tree as C-like text, every inner operation in parentheses."""
    if not isinstance(tree, tuple):
        return str(tree)
    op, left, right = tree
    if op in ("add", "sub") and isinstance(right, int) and right < 0:  # `n + -1` reads as n - 1
        op, right = ("sub" if op == "add" else "add"), -right
    side = lambda t: f"({format_expression(t)})" if isinstance(t, tuple) else str(t)  # noqa: E731
    return f"{side(left)} {EXPRESSION_SIGNS[op]} {side(right)}"


def expression_inputs(tree) -> list:
    """The input symbols an expression tree reads, each once, in order."""
    if isinstance(tree, tuple):
        return list(dict.fromkeys(expression_inputs(tree[1]) + expression_inputs(tree[2])))
    return [] if isinstance(tree, int) else [tree]


def evaluate_expression(tree, value_of) -> Optional[int]:
    """The value of an expression tree, `value_of(sym)` giving its inputs' values; None where it
    is not a non-negative integer (below zero, a division by zero, an input without a value)."""
    result = _evaluate(tree, value_of)
    return result if result is not None and result >= 0 else None


def _evaluate(tree, value_of) -> Optional[int]:
    if not isinstance(tree, tuple):
        return tree if isinstance(tree, int) else value_of(tree)
    op, left, right = tree
    a, b = _evaluate(left, value_of), _evaluate(right, value_of)
    if a is None or b is None or (op in ("udiv", "sdiv", "urem", "srem") and b == 0):
        return None
    if op in ("udiv", "lshr", "urem") and (a < 0 or b < 0):  # unsigned: no meaning for our negatives
        return None
    result = {"add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b, "shl": lambda: a << b,
              "udiv": lambda: a // b, "sdiv": lambda: a // b, "lshr": lambda: a >> b, "ashr": lambda: a >> b,
              "urem": lambda: a % b, "srem": lambda: a % b, "and": lambda: a & b, "or": lambda: a | b,
              "xor": lambda: a ^ b}[op]()
    return result


Scalar = Union[int, float, Sym]


def constant(values) -> Optional[list]:
    """The components as a list of ints when all are constant, else None."""
    if values is None or any(not isinstance(v, int) for v in values):
        return None
    return list(values)


def _term(value) -> Union[int, str]:
    """A scalar for linking: an int, or a symbol's name (`?3`: the same run-time value wherever it
    appears)."""
    return value if isinstance(value, int) else str(value)


def _syms(value):
    """The Syms inside an op field (ranges, args, plain values); not other ops."""
    if isinstance(value, Sym):
        yield value
    elif isinstance(value, RangeValue):
        yield from (v for v in value.values if isinstance(v, Sym))
    elif isinstance(value, KernelArg):
        yield from _syms(value.value)
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, KernelArg):
                yield from _syms(v)


def _fmt(v) -> str:
    if isinstance(v, float):
        return repr(v)
    return str(v)


@dataclass(eq=False)
class RangeValue:
    """A range<N> or id<N> value."""

    kind: str  # "range" | "id"
    values: tuple  # ints and Syms, one per dimension
    eq_class: int  # same id <=> provably the same value (same constants or same SSA values)

    @property
    def dims(self) -> int:
        return len(self.values)

    @property
    def constant(self) -> Optional[list]:
        return constant(self.values)

    def __str__(self) -> str:
        return f"{self.kind}<{self.dims}>[{', '.join(_fmt(v) for v in self.values)}]#{self.eq_class}"


@dataclass(eq=False)
class Op:
    """Base of all operations: `name` is the SSA-like name the listing uses (%b0, %a1, ...)."""

    origin: list = field(default_factory=list, kw_only=True)  # [(Function, Instruction)], runtime call first
    name: str = field(default="", kw_only=True)
    conditional: bool = field(default=False, kw_only=True)  # performed on a path the IR leaves open
    # the iterations of the loops of unknown trip count it stands for ("0 of the loop in F"), innermost first
    iterations: list = field(default_factory=list, kw_only=True)
    # the sides of the undecided branches it was made on, outermost first: (branch, side) pairs; two
    # ops of one run of the program on paths that never part have the same `path`
    path: tuple = field(default=(), kw_only=True, compare=False)


@dataclass(eq=False)
class Queue(Op):
    in_order: Optional[bool] = None  # property::queue::in_order given (None: the property list is unknown)


@dataclass(eq=False)
class Buffer(Op):
    element: Optional[str] = None  # C++ element type ("float")
    dims: Optional[int] = None
    range: Optional[RangeValue] = None
    host_pointer: Optional[str] = None  # what the host pointer is, as text
    host_memory: Optional[str] = None  # the host allocation it points into; "" for none (null), None: unknown
    elem_size: Optional[int] = None
    bytes: Optional[Scalar] = None


@dataclass(eq=False)
class Accessor(Op):
    buffer: Optional[Buffer]
    mode: Optional[str]  # read, write, read_write, discard_write, ...
    target: Optional[str] = None  # device, constant_buffer, host_buffer, ... (set when bound)
    placeholder: bool = False
    no_init: bool = False
    dims: Optional[int] = None
    element: Optional[str] = None
    access_range: Optional[RangeValue] = None
    offset: Optional[RangeValue] = None
    memory_range: Optional[RangeValue] = None
    elem_size: Optional[int] = None
    # a sub-buffer accessor's byte offset in its parent buffer (0: not a sub-buffer; None: unknown)
    sub_buffer_offset: Optional[Scalar] = None

    @property
    def ranged(self) -> Optional[bool]:
        """Whether the accessor covers less than its buffer (access range or offset given)."""
        acc, mem, off = (r.constant if r else None for r in (self.access_range, self.memory_range, self.offset))
        if acc is None or mem is None or off is None:
            if self.access_range and self.memory_range and self.access_range.eq_class == self.memory_range.eq_class \
                    and off is not None and not any(off):
                return False
            return None
        return acc != mem or any(off)


@dataclass(eq=False)
class LocalAccessor(Op):
    element: Optional[str] = None
    elem_size: Optional[int] = None
    dims: Optional[int] = None
    range: Optional[RangeValue] = None


@dataclass(eq=False)
class Usm(Op):
    """malloc_device / malloc_shared / malloc_host / memcpy / memset / fill / free (queue shortcuts
    and handler::memcpy / handler::fill on a pointer alike)."""

    op: str
    bytes: Optional[Scalar] = None
    pointer: Optional["Usm"] = None  # the allocation freed / written (memset, fill, free) or copied to
    source: Optional["Usm"] = None  # memcpy's source allocation, when it is one
    value: Optional[Scalar] = None  # memset's byte, fill's pattern (when it is one int or float)


@dataclass(eq=False)
class Command(Op):
    """A command group's action other than a kernel: an explicit memory operation on accessors
    (handler::copy accessor<->host pointer and accessor->accessor, handler::fill of an accessor,
    handler::update_host) or a host_task (its lambda runs on the host: no kernel).

    `source`/`dest`: an Accessor, or a host pointer's description (str: `host_memory` says which
    allocation); None where there is none or it is unknown."""

    kind: str  # copy | fill | update_host | host_task
    source: object = None
    dest: object = None
    bytes: Optional[Scalar] = None  # bytes copied / filled, when known
    value: Optional[Scalar] = None  # fill's pattern (one int or float)
    uses: list = field(default_factory=list)  # accessors bound to the command group (a host_task's)


@dataclass(eq=False)
class KernelArg:
    """One captured argument of a kernel, in kernel_signatures order (= position in the lambda)."""

    kind: str  # accessor | local_accessor | usm_pointer | scalar | other
    offset: int  # byte offset in the kernel object
    size: Optional[int] = None
    accessor: Optional[Accessor] = None
    local_accessor: Optional[LocalAccessor] = None
    usm: Optional[Usm] = None
    value: Optional[Scalar] = None
    type: Optional[str] = None  # LLVM type of a scalar / other argument, when known
    # an `other` object holding a USM pointer: (offset in it, KernelArg) per scalar and pointer
    leaves: Optional[list] = None
    # an `other` object whose every written byte the host made a constant (a captured sycl::float4
    # of literals): its bytes, unwritten ones (padding) as zeros
    constant: Optional[bytes] = None


@dataclass(eq=False)
class Submit(Op):
    queue: Optional[Queue]
    cgf: str  # the command-group function (demangled)
    function: str  # the host function that submits
    launch: Optional["Launch"] = None
    requirements: list = field(default_factory=list)  # accessors bound to the command group
    action: Optional[Op] = None  # a Command or Usm op the command group performs instead of a kernel
    # what the command group waits for (handler::depends_on): the Submit or Usm op whose event it
    # was given; None for an event the raise cannot trace
    depends_on: list = field(default_factory=list)


@dataclass(eq=False)
class Wait(Op):
    """The host waits for device work: `queue.wait()`, `queue.wait_and_throw()` (`on` the Queue) or
    `event.wait()` (`on` the Submit or Usm op whose event it is; None for an event the raise
    cannot trace or a list of events).  It orders nothing on the device; a rewrite that moves work
    across it (kernel fusion) would change what the host can observe at that point.  What it waits
    for does not tell two loop iterations apart (same_ops): a later iteration may wait on an event
    the raise no longer traces."""

    on: Optional[Op] = field(default=None, compare=False)


@dataclass(frozen=True)
class SpecConstant:
    """A specialization constant's value as the host set it: `symbolic_id` is the string DPC++'s
    integration footer gives the `specialization_id` ("____ZL5kTaps"), `name` its C++ name where the
    ID demangles ("kTaps"), `value` the `size` bytes the host passed, little-endian as in memory, or
    None when any byte is not a constant (argv, a branch, a runtime result).  A value, not an op:
    two equal settings compare equal."""

    symbolic_id: str
    name: Optional[str]
    size: Optional[int]
    value: Optional[bytes]
    # what the value is, where the host IR says its type (passes.analysis.spec_constants.typed_value):
    # the type's name ("int", "Coeffs") and the value as that type ("8", "{2.5, 7}"; None unknown)
    type: Optional[str] = field(default=None, compare=False)
    typed: Optional[str] = field(default=None, compare=False)

    def to_json(self) -> dict:
        return {"id": self.symbolic_id, "name": self.name, "size": self.size,
                "bytes": self.value.hex() if self.value is not None else None, "type": self.type, "value": self.typed}

    def __str__(self) -> str:
        from passes.analysis.spec_constants import typed_text

        label = f'"{self.name}" ({self.symbolic_id})' if self.name else f'"{self.symbolic_id}"'
        size = f" ({self.size} bytes)" if self.size is not None else ""
        if self.type is not None and (self.typed is not None or self.value is None):
            return f"{label} = {typed_text(self.type, self.typed)}{size}"
        if self.value is None:
            return f"{label} = ?{size}"
        if len(self.value) <= 8:  # a scalar-sized value reads best as the number it is
            return f"{label} = 0x{int.from_bytes(self.value, 'little'):0{2 * len(self.value)}x}{size}"
        return f'{label} = x"{self.value.hex()}"{size}'


@dataclass(eq=False)
class KernelBundle(Op):
    """A kernel_bundle the program made: `get_kernel_bundle<state>(ctx)` or `build(input)` (then
    `built_from` is the input bundle, whose specialization constants it keeps)."""

    state: Optional[str]  # input | object | executable
    built_from: Optional["KernelBundle"] = None


@dataclass(eq=False)
class SetSpecConstant(Op):
    """`set_specialization_constant<S>(v)` on a kernel bundle (`bundle`) or on a command group's
    handler (`bundle` None: it applies to that command group's launch only)."""

    constant: SpecConstant
    bundle: Optional[KernelBundle] = None


@dataclass(eq=False)
class GetSpecConstant(Op):
    """`get_specialization_constant<S>()` on a bundle or a handler, as the runtime answered it
    (`constant.value` None when the answer is not known)."""

    constant: SpecConstant
    bundle: Optional[KernelBundle] = None


@dataclass(eq=False)
class Launch(Op):
    kernel: Optional[str]  # kernel name type as written in the source; None for an unnamed lambda
    mangled: Optional[str]  # the integration header's kernel name (_ZTS...)
    kind: str  # single_task | range | nd_range
    global_range: Optional[RangeValue]
    local_range: Optional[RangeValue]
    offset: Optional[RangeValue]
    function: str  # the host function containing the launch
    args: list  # KernelArg
    submit: Optional[Submit] = None  # None for handler-less (direct) launches
    queue: Optional[Queue] = None
    # the specialization constants the launch sees (SpecConstant), in the order they were set, the
    # last value per ID; a constant nobody set is not listed (the kernel gets its default)
    spec_constants: tuple = ()
    bundle: Optional[KernelBundle] = None  # the executable bundle of `use_kernel_bundle`, if any
    spec_constants_known: bool = True  # False: its bundle could not be followed (others may be set)
    # the runtime call that gave its ranges, as ((Function, call Instruction) of that call, the call
    # stack then as (Function, the call it was making) outermost first, its CallPattern): where a
    # rewrite changes how it launches
    range_call: Optional[tuple] = field(default=None, compare=False)


def same_ops(first: list, second: list) -> bool:
    """Do two runs of the same code record the same operations: equal fields, the same symbols and
    outside ops, and references within each run at the same positions?  (A loop iteration that
    repeats the one before it adds nothing to the listing.)"""
    if len(first) != len(second):
        return False
    local = [{id(op): i for i, op in enumerate(run)} for run in (first, second)]

    def key(value, run: int):
        if isinstance(value, Op):
            return ("op", local[run][id(value)]) if id(value) in local[run] else ("outside", id(value))
        if isinstance(value, RangeValue):
            return ("range", value.kind, key(value.values, run))
        if isinstance(value, KernelArg):
            return ("arg",) + tuple(key(getattr(value, f.name), run) for f in fields(value))
        if isinstance(value, (list, tuple)):
            return tuple(key(v, run) for v in value)
        if isinstance(value, Sym):
            return ("sym", id(value))
        return value

    def op_key(op, run: int):
        return (type(op),) + tuple(key(getattr(op, f.name), run) for f in fields(op)  # (where it was made: not what)
                                   if f.compare and f.name not in ("origin", "name", "conditional", "iterations", "path"))

    return all(op_key(a, 0) == op_key(b, 1) for a, b in zip(first, second))


_MODE_JSON = {"read": "read", "write": "write", "read_write": "read_write", "discard_write": "write",
              "discard_read_write": "read_write", "atomic": "read_write"}


@dataclass
class SyclProgram:
    """The raised host program: ops in program order, plus what raising could not explain."""

    release: str
    patterns: str
    ops: list = field(default_factory=list)
    warnings: list = field(default_factory=list)
    unexplained: dict = field(default_factory=dict)  # demangled runtime callee -> executed calls
    symbols: list = field(default_factory=list)  # every Sym the ops use, in order of appearance
    command_line: Optional[list] = None  # argv (argv[0] first) when raised for one command line
    instructions: int = field(default=0, compare=False)  # how many the raise interpreted (benchmarks read it)
    _classes: dict = field(default_factory=dict, repr=False)
    _counters: dict = field(default_factory=dict, repr=False)

    # ---- building
    def add(self, op: Op) -> Op:
        prefix = {"Queue": "q", "Buffer": "b", "Accessor": "a", "LocalAccessor": "l", "Usm": "m", "Submit": "s",
                  "Launch": "k", "Command": "c", "KernelBundle": "kb", "SetSpecConstant": "sc",
                  "GetSpecConstant": "sc", "Wait": "w"}[type(op).__name__]
        n = self._counters.get(prefix, 0)
        self._counters[prefix] = n + 1
        op.name = f"%{prefix}{n}"
        self.ops.append(op)
        return op

    def range_value(self, kind: str, values) -> RangeValue:
        """A RangeValue whose class id is shared with every equal range seen so far."""
        key = tuple(("s", v.id) if isinstance(v, Sym) else ("c", v) for v in values)
        cls = self._classes.setdefault(key, len(self._classes))
        return RangeValue(kind, tuple(values), cls)

    # ---- views
    @property
    def launches(self) -> list:
        return [op for op in self.ops if isinstance(op, Launch)]

    @property
    def buffers(self) -> list:
        return [op for op in self.ops if isinstance(op, Buffer)]

    @property
    def usm(self) -> list:
        return [op for op in self.ops if isinstance(op, Usm)]

    @property
    def queues(self) -> list:
        return [op for op in self.ops if isinstance(op, Queue)]

    @property
    def commands(self) -> list:
        return [op for op in self.ops if isinstance(op, Command)]

    # ---- JSON
    def to_json(self, for_linking: bool = False) -> dict:
        """The documented `raise --json` shape; `for_linking` adds what `link` needs beyond it: the
        kernel symbol (unnamed lambdas have no name), the launch's dimensionality, equality classes
        of non-constant accessor ranges, whether a launch offset exists but is not a constant, and
        which buffer (index in "buffers") each accessor is of and which USM allocation (index in
        "usm") each captured pointer points into."""
        # a buffer's index in "buffers", a USM op's in "usm" (ops are compared by identity)
        op_index = {op: i for ops in (self.buffers, self.usm) for i, op in enumerate(ops)} if for_linking else {}
        return {
            "release": self.release,
            "launches": [self._launch_json(k, for_linking, op_index) for k in self.launches],
            "buffers": [{"element": b.element, "dims": b.dims, "range": b.range.constant if b.range else None}
                        for b in self.buffers],
            "usm": [{"op": u.op, "bytes": u.bytes if isinstance(u.bytes, int) else None} for u in self.usm],
            "queues": [{"in_order": q.in_order} for q in self.queues],
            "commands": [self._command_json(c) for c in self.commands],
            **({"command_line": self.command_line} if self.command_line is not None else {}),
        }

    def _command_json(self, c: Command) -> dict:
        return {"op": c.kind, "source": self._place_json(c.source), "dest": self._place_json(c.dest),
                "bytes": c.bytes if isinstance(c.bytes, int) else None,
                "value": c.value if isinstance(c.value, (int, float)) else None,
                "uses": [self._place_json(a) for a in c.uses]}

    def _place_json(self, place) -> Optional[str]:
        """Where a command reads or writes: `buffer N` (an accessor of the Nth buffer), `host`."""
        if isinstance(place, Accessor):
            return f"buffer {self.buffers.index(place.buffer)}" if place.buffer in self.buffers else "buffer ?"
        if isinstance(place, str):
            return "host"
        return None

    @staticmethod
    def _launch_json(k: Launch, for_linking: bool = False, op_index: Optional[dict] = None) -> dict:
        single = k.kind == "single_task"
        offset = k.offset.constant if k.offset else None
        out = {
            "kernel": k.kernel,
            "kind": k.kind,
            "global": None if single or not k.global_range else k.global_range.constant,
            "local": k.local_range.constant if k.local_range else None,
            "offset": offset if offset and any(offset) else None,
            "function": k.function,
            "args": [SyclProgram._arg_json(a, for_linking, op_index) for a in k.args],
            "spec_constants": [c.to_json() for c in k.spec_constants],
        }
        if for_linking:
            out["symbol"] = k.mangled
            known = [r for r in (k.global_range, k.local_range, k.offset) if r is not None]
            out["dims"] = 1 if single else (known[0].dims if known else None)
            out["offset_symbolic"] = bool(k.offset) and offset is None
            out["spec_constants_known"] = k.spec_constants_known  # False: an unlisted one may be set
            if k.global_range is not None and not single:  # symbols too: equal to the captures that are the same value
                out["global_terms"] = [_term(v) for v in k.global_range.values]
        return out

    @staticmethod
    def _arg_json(a: KernelArg, for_linking: bool = False, op_index: Optional[dict] = None) -> dict:
        out = {"kind": a.kind, "mode": None, "buffer_range": None, "access_range": None, "offset": None,
               "value": None}
        if a.kind == "accessor" and a.accessor is not None:
            acc = a.accessor
            out["mode"] = _MODE_JSON.get(acc.mode)
            buf = acc.buffer.range if acc.buffer and acc.buffer.range else acc.memory_range
            out["buffer_range"] = buf.constant if buf else None
            out["access_range"] = acc.access_range.constant if acc.access_range else None
            out["offset"] = acc.offset.constant if acc.offset else None
        elif a.kind == "local_accessor":
            out["mode"] = "read_write"
            lr = a.local_accessor.range if a.local_accessor else None
            out["access_range"] = lr.constant if lr else None
        elif a.kind == "scalar" and isinstance(a.value, (int, float)):
            out["value"] = a.value
        if for_linking and a.kind == "accessor" and a.accessor is not None:
            acc = a.accessor
            members = {"access_range": acc.access_range, "memory_range": acc.memory_range, "offset": acc.offset}
            for member, value in members.items():
                if value is not None and value.constant is None:
                    out[f"{member}_class"] = value.eq_class
            out["buffer"] = (op_index or {}).get(acc.buffer) if acc.buffer is not None else None
            out["host_memory"] = acc.buffer.host_memory if acc.buffer is not None else None
            for member, value in members.items():  # what region of the buffer it covers, and sharing
                out[f"{member}_terms"] = [_term(v) for v in value.values] if value is not None else None
            out["sub_buffer_offset"] = _term(acc.sub_buffer_offset) if acc.sub_buffer_offset is not None else None
            out["elem_size"] = acc.elem_size
            shown = [v for r in members.values() if r is not None for v in r.values] + [acc.sub_buffer_offset]
            out["linear"] = {str(v): {str(k): c for k, c in v.linear.items()} for v in shown
                             if isinstance(v, Sym) and v.linear}
        if for_linking and a.kind == "local_accessor" and a.local_accessor is not None and a.local_accessor.range:
            lr = a.local_accessor.range  # both ranges of a local accessor are its local range; offset 0
            for member in ("access_range", "memory_range"):
                if lr.constant is None:
                    out[f"{member}_class"] = lr.eq_class
                out[f"{member}_terms"] = [_term(v) for v in lr.values]
            out["offset_terms"] = [0] * lr.dims
        if for_linking and a.kind == "scalar" and isinstance(a.value, Sym):
            out["value_term"] = _term(a.value)  # equal to every other use of the same symbol
        if for_linking and a.kind == "usm_pointer":
            out["usm"] = (op_index or {}).get(a.usm) if a.usm is not None else None  # its allocation
        return out

    def used_symbols(self):
        """Every symbol the ops name themselves (not only inside another symbol's expression)."""
        for op in self.ops:
            for value in vars(op).values():
                yield from _syms(value)

    # ---- listing
    def listing(self, title: str = "", verbose: bool = False) -> str:
        """The program as text: kernels and command groups by the names the source gives them, the
        warnings with short names (full ones when `verbose`; see passes.names)."""
        from passes.names import format_warnings

        lines = []
        if title:
            lines.append(f"// {title}")
        lines.append(f"// DPC++ {self.release}, runtime patterns {self.patterns}")
        if self.command_line is not None:
            lines.append(f"// command line: {shlex.join(self.command_line)} (what follows holds for it only)")
        for w in format_warnings(self.warnings, verbose):
            lines.append(f"// warning: {w}")
        lines.append("sycl.program {")
        for op in self.ops:
            lines.append("  " + self._op_text(op) + _iterations(op) + _loc(op))
        lines.append("}")
        used = {id(s) for s in self.used_symbols()}
        legend = [s for s in self.symbols if id(s) in used]
        if legend:
            lines.append("// symbolic values:")
            lines += [f"//   {s} = " + (f"{format_expression(s.expression)}  ({s.origin})" if s.expression else s.origin)
                      for s in legend]
        if self.unexplained:
            lines.append("// runtime calls no pattern explains (executed):")
            for callee, n in sorted(self.unexplained.items()):
                lines.append(f"//   {n:4d}  {callee}")
        return "\n".join(lines) + "\n"

    def _op_text(self, op: Op) -> str:
        from passes.names import kernel_display_name

        cond = " {conditional}" if op.conditional else ""
        if isinstance(op, Queue):
            return f"{op.name} = sycl.queue" + (" {in_order}" if op.in_order else "") + cond
        if isinstance(op, Buffer):
            return (f"{op.name} = sycl.buffer<{op.element or '?'}, {op.dims if op.dims is not None else '?'}> "
                    f"{op.range or 'range ?'} host({op.host_pointer or '?'})"
                    + (f" bytes {_fmt(op.bytes)}" if op.bytes is not None else "") + cond)
        if isinstance(op, Accessor):
            flags = [f for f, on in (("placeholder", op.placeholder), ("no_init", op.no_init),
                                      ("ranged", op.ranged)) if on]
            return (f"{op.name} = sycl.accessor<{op.element or '?'}, {op.dims if op.dims is not None else '?'}> "
                    f"{op.buffer.name if op.buffer else '?'} {op.mode or '?'} "
                    f"{op.target or '?'} access {op.access_range or '?'} offset {op.offset or '?'}"
                    + (f" sub-buffer at byte {_fmt(op.sub_buffer_offset)}" if op.sub_buffer_offset not in (0, None) else "")
                    + (f" {{{', '.join(flags)}}}" if flags else "") + cond)
        if isinstance(op, LocalAccessor):
            return f"{op.name} = sycl.local_accessor<{op.element or f'{op.elem_size}-byte'}, {op.dims}> {op.range or '?'}{cond}"
        if isinstance(op, Usm):
            parts = [f"{op.name} = sycl.usm.{op.op}"]
            if op.pointer is not None:
                parts.append(op.pointer.name)
            if op.source is not None:
                parts.append(f"from {op.source.name}")
            if op.value is not None:
                parts.append(f"value {_fmt(op.value)}")
            if op.bytes is not None:
                parts.append(f"bytes {_fmt(op.bytes)}")
            return " ".join(parts) + cond
        if isinstance(op, Submit):
            cgf = kernel_display_name(op.cgf)  # (a lambda's type: where it is, as for a kernel)
            cgf = cgf if len(cgf) <= 100 else cgf[:97] + "..."
            after = (f" after({', '.join(d.name if d is not None else '?' for d in op.depends_on)})"
                     if op.depends_on else "")
            actions = [a.name for a in (op.launch, op.action) if a is not None]
            return (f"{op.name} = sycl.submit {op.queue.name if op.queue else '?'} cgf \"{cgf}\" in @{op.function}"
                    + after + (f" -> {', '.join(actions)}" if actions else " (no kernel)") + cond)
        if isinstance(op, Command):
            parts = [f"{op.name} = sycl.{op.kind}"]
            if op.source is not None:
                parts.append(_place_text(op.source))
            if op.dest is not None:
                parts.append(("-> " if op.source is not None else "") + _place_text(op.dest))
            if op.uses:
                parts.append(f"uses({', '.join(a.name for a in op.uses)})")
            if op.value is not None:
                parts.append(f"value {_fmt(op.value)}")
            if op.bytes is not None:
                parts.append(f"bytes {_fmt(op.bytes)}")
            return " ".join(parts) + cond
        if isinstance(op, Launch):
            ranges = [f"global {op.global_range}" if op.global_range and op.kind != "single_task" else "",
                      f"local {op.local_range}" if op.local_range else "",
                      f"offset {op.offset}" if op.offset and op.offset.constant != [0] * op.offset.dims else ""]
            args = ", ".join(self._arg_text(a) for a in op.args)
            name = f'"{kernel_display_name(op.mangled) if op.mangled else op.kernel or "?"}"'
            spec = (f" bundle {op.bundle.name}" if op.bundle else "") + (
                f" spec({', '.join(str(c) for c in op.spec_constants)})" if op.spec_constants else "")
            return (f"{op.name} = sycl.launch.{op.kind} {name} {' '.join(r for r in ranges if r)} "
                    f"in @{op.function} args({args}){spec}{cond}").replace("  ", " ")
        if isinstance(op, Wait):
            return f"{op.name} = sycl.wait {op.on.name if op.on is not None else '?'}{cond}"
        if isinstance(op, KernelBundle):
            built = f" built from {op.built_from.name}" if op.built_from else ""
            return f"{op.name} = sycl.kernel_bundle {op.state or '?'}{built}{cond}"
        if isinstance(op, (SetSpecConstant, GetSpecConstant)):
            verb = "set_spec_constant" if isinstance(op, SetSpecConstant) else "get_spec_constant"
            where = f" on {op.bundle.name}" if op.bundle else ""
            return f"{op.name} = sycl.{verb}{where} {op.constant}{cond}"
        return f"{op.name} = sycl.{type(op).__name__.lower()}"

    @staticmethod
    def _arg_text(a: KernelArg) -> str:
        if a.kind == "accessor":
            return f"{a.accessor.name if a.accessor else '?'} : accessor"
        if a.kind == "local_accessor":
            return f"{a.local_accessor.name if a.local_accessor else '?'} : local_accessor"
        if a.kind == "usm_pointer":
            return f"{a.usm.name if a.usm else '?'} : usm_pointer"
        if a.kind == "scalar":
            return f"{_fmt(a.value) if a.value is not None else '?'} : {a.type or 'scalar'}"
        return f"@{a.offset} : other<{a.type or f'{a.size} bytes'}>"


def _place_text(place) -> str:
    return place.name if isinstance(place, Op) else f"host({place})"


def _iterations(op: Op) -> str:
    return "".join(f" {{iterations {it}}}" for it in op.iterations)


def _loc(op: Op) -> str:
    """Where an op comes from: the user call site, then (via) the header function that made the
    runtime call, as `@function %value` (or `call #n` for a call without a result)."""
    if not op.origin:
        return ""
    from lift.printer import number_values

    from passes.host.patterns import demangle, qualified_name

    parts = []
    for fn, inst in reversed(op.origin):
        numbering = _numbering(fn, number_values)
        ref = inst.ref(numbering) if inst.has_result else f"call #{_call_index(fn, inst)}"
        name = qualified_name(demangle(fn.name))
        parts.append(f"@{name if len(name) <= 60 else name[:57] + '...'} {ref}")
    return "    loc(" + " via ".join(parts) + ")"


_NUMBERINGS: dict = {}


def _numbering(fn, number_values):
    key = id(fn)
    if key not in _NUMBERINGS or _NUMBERINGS[key][0] is not fn:
        _NUMBERINGS[key] = (fn, number_values(fn))
    return _NUMBERINGS[key][1]


def _call_index(fn, inst) -> int:
    """Position of a void call among the function's instructions (it has no name to print)."""
    for i, other in enumerate(fn.instructions()):
        if other is inst:
            return i
    return -1
