"""Replay plan: the raised host program and its links, as what to allocate and what to launch.

From the raised program (passes/host: buffers, USM allocations, launches with their captured
arguments) and the links (passes/analysis/link.py: which kernels a launch runs and how its captures
lie over the kernel's ORIGINAL arguments) it makes:

  - `Memory`: one per SYCL buffer (the raised element type, its range; at least its byte size when
    that is a constant) and one per USM allocation (element type from `malloc_*<T>`, raised size);
  - `Step`s in program order: a launch (with one `KernelRun` per linked kernel: the kernel and, for
    a `range` launch, DPC++'s range-rounding wrapper, which the runtime may pick instead), or a USM
    memcpy/memset between known allocations;
  - for each kernel run, one `Source` per ORIGINAL kernel argument: a memory (accessor pointer, USM
    pointer), a range or id value (accessor members, a wrapper's user range), local memory, a scalar,
    a whole kernel object (a wrapper whose captures are not split: its fields by byte offset), or
    `unused` (DPC++ omitted it).  A version of the kernel takes the arguments its own
    `!sycl_kernel_omit_args` keeps, so the original and the rewritten kernel get the same values.

Values the host does not fix are symbols (`?N` of the raise listing).  Each takes the value of
`--set ?N=V` (or `--set 'DESCRIPTION=V'` with the symbol's description from the listing, when only
one symbol has it), else a default by how the program uses it (`DEFAULTS`): a size (any range or
buffer range) 64, a work-group size 8 (first met in an nd_range's local range: 8^3 work-items fit
every device's limit, 64x64 exceeds NVIDIA's 1024), an offset 0, an integer scalar (a count) 4, a float scalar (a scale) 1.5 -- or,
for a symbol the host computed from program inputs (`(n + 1) * (n + 1)`: Sym.expression), its value from
theirs; a USM
allocation of symbolic size gets its element size times the largest launch range that captures it
(at least 64 elements).  `Plan.values` lists every value chosen and why.  A captured object the raise
could not explain (`other`) is passed only when the kernel does not use it (zeros), or when pinned
with `--set %kN.I=V1,V2,...` (launch %kN, capture I: the struct's leaves in memory order).

What cannot be replayed is recorded, never guessed (`LaunchPlan.skipped`): an unknown element type,
an `other` capture the kernel uses, an unlinked launch, a layout that does not match.  Host tasks
and host-side memory copies are not raised as launches; they are not replayed.

Assumes: the raise and link facts are right (they are proved by their own passes).  Proves nothing:
this only says what to run.  No OpenCL and no numpy here (dtypes are numpy names as strings).
"""
from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass, field
from typing import Optional

from lift import LiftError
from passes.host.sycl_ops import evaluate_expression, expression_inputs, format_expression

LARGEST_SCALAR = 8  # bytes per work-item of untyped USM memory whose size the host leaves open
DEFAULTS = {"size": 64, "local": 8, "offset": 0, "count": 4, "scale": 1.5}
# DPC++'s handler (sycl/handler.hpp, its defaults) runs a range launch's range-rounding wrapper when
# the range's SYCL dimension 0 (OpenCL's last) is at least MIN_RANGE and not a multiple of
# MIN_FACTOR, over that dimension rounded up to a multiple of ROUND; the replay runs the wrapper of
# every range launch, over that rounded range, and records whether DPC++ would run it there
ROUND, MIN_FACTOR, MIN_RANGE = 32, 16, 1024

# C++ element names (as the raise prints them) -> numpy dtype names
ELEMENTS = {
    "float": "float32", "double": "float64", "half": "float16", "sycl::_V1::half": "float16",
    "sycl::_V1::detail::half_impl::half": "float16",
    "char": "int8", "signed char": "int8", "unsigned char": "uint8", "bool": "bool",
    "short": "int16", "unsigned short": "uint16", "int": "int32", "unsigned int": "uint32",
    "long": "int64", "unsigned long": "uint64", "long long": "int64", "unsigned long long": "uint64",
    "std::size_t": "uint64", "size_t": "uint64", "int32_t": "int32", "uint32_t": "uint32",
    "int64_t": "int64", "uint64_t": "uint64", "std::byte": "uint8",
}
ITEMSIZE = {"float32": 4, "float64": 8, "float16": 2, "int8": 1, "uint8": 1, "bool": 1, "int16": 2,
            "uint16": 2, "int32": 4, "uint32": 4, "int64": 8, "uint64": 8}
LLVM_SCALARS = {"i1": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "half": "float16",
                "float": "float32", "double": "float64"}
_VEC = re.compile(r"sycl::_V1::vec<(.+), (\d+)>")


def element_dtype(element: Optional[str]) -> tuple[Optional[str], int, int]:
    """(numpy dtype, lanes, padding lanes) of a buffer element: `sycl::_V1::vec<float, 4>` is 4
    float32 lanes; a 3-element vec takes 4, as sizeof says, the fourth padding (Memory.observed)."""
    m = _VEC.fullmatch(element or "")
    if m and m.group(2) == "3":
        return ELEMENTS.get(m.group(1)), 4, 1
    if m:
        return ELEMENTS.get(m.group(1)), int(m.group(2)), 0
    return ELEMENTS.get(element or ""), 1, 0


_MALLOC = re.compile(r"\b(?:malloc|aligned_alloc)_(?:device|shared|host)<(.+?)>\(")


@dataclass
class Memory:
    """A device allocation the replay makes: a SYCL buffer (`%b0`) or a USM allocation (`%m0`)."""

    name: str
    kind: str  # buffer | usm
    dtype: Optional[str]  # numpy dtype name; None: unknown (then `why_not`)
    elements: int = 0
    shape: tuple = ()  # the buffer's range (SYCL order), informational
    element: Optional[str] = None  # as the raise names it
    why_not: Optional[str] = None
    lanes: int = 1  # dtype elements per buffer element (a vec<float, 4>: 4)
    # the lanes of an element a program can observe, where some are padding (a vec<float, 3>'s
    # (0, 1, 2) of 4; a struct's bytes that hold fields); None: every lane
    observed: Optional[tuple] = None

    @property
    def nbytes(self) -> int:
        return self.elements * ITEMSIZE.get(self.dtype or "", 1)

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "element": self.element, "dtype": self.dtype,
                "elements": self.elements, "shape": list(self.shape), "why_not": self.why_not}


@dataclass
class Source:
    """Where one original kernel argument comes from.

    kind: memory (`memory`: a Memory name), range / id (`value`: SYCL order), local (`nbytes`),
    scalar (`value`, `dtype`), object (a whole kernel object: `fields` = [(byte offset, Source)],
    `size`), leaves (`value`: a pinned struct's leaves in memory order), bytes (`value`: a captured
    object's constant bytes, hex), unused (nothing the kernel reads: zeros)."""

    kind: str
    memory: Optional[str] = None
    value: object = None
    dtype: Optional[str] = None
    nbytes: int = 0
    fields: list = field(default_factory=list)
    capture: Optional[int] = None  # for `other`: which capture of the launch
    byte_offset: int = 0  # for `memory`: a sub-buffer's place in its parent

    def to_json(self) -> dict:
        out = {"kind": self.kind}
        for key in ("memory", "value", "dtype"):
            v = getattr(self, key)
            if v is not None:
                out[key] = list(v) if isinstance(v, tuple) else v
        if self.kind == "local":
            out["nbytes"] = self.nbytes
        if self.byte_offset:
            out["byte_offset"] = self.byte_offset
        if self.fields:
            out["fields"] = [[off, s.to_json()] for off, s in self.fields]
        return out


@dataclass
class KernelRun:
    """One kernel a launch runs, with its OpenCL sizes (reversed SYCL order) and its arguments."""

    kernel: str
    wrapper: bool
    global_size: tuple
    local_size: Optional[tuple]
    offset: Optional[tuple]
    args: list  # Source per ORIGINAL argument
    reads_indices: bool = False  # a load's address depends on a value loaded from memory
    runtime_runs: bool = True  # whether DPC++ runs this kernel of its launch (a range launch runs the
    # kernel or its range-rounding wrapper: see MIN_RANGE)
    binding: int = 0  # the specialization-constant values it is built with (an index of Plan.spec_constants)

    def shape(self, shapes: dict):
        """The LaunchShape a version with these `shapes` (Version.shapes) launches this run by, or None
        (a range-rounding wrapper keeps its launch: only its kernel's is reshaped)."""
        return None if self.wrapper else shapes.get(self.kernel)

    def sizes(self, shapes: dict) -> tuple:
        """(global, local) OpenCL sizes a version with these `shapes` launches this run with."""
        shape = self.shape(shapes)
        reshaped = shape.opencl_sizes(self.global_size, self.local_size) if shape is not None else None
        return reshaped or (self.global_size, self.local_size)

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "wrapper": self.wrapper, "runtime_runs": self.runtime_runs,
                "global": list(self.global_size),
                "local": list(self.local_size) if self.local_size else None,
                "offset": list(self.offset) if self.offset else None,
                "args": [a.to_json() for a in self.args], "reads_indices": self.reads_indices}


@dataclass
class Step:
    """A launch (`runs`) or a USM operation (`usm`: memcpy/memset), in program order."""

    name: str  # %k0, %m4
    kind: str  # launch | memcpy | memset
    label: str = ""  # the kernel as the source names it (passes.names.kernel_display_name)
    function: str = ""
    runs: list = field(default_factory=list)
    skipped: Optional[str] = None  # why this launch is not replayed
    target: Optional[str] = None  # memcpy/memset destination memory
    source: Optional[str] = None  # memcpy source memory
    nbytes: int = 0
    byte: int = 0  # memset value
    # the iterations of a loop of unknown trip count it stands for, as the raise lists them
    # ("1, 3, 5, ... of the loop in F"; the innermost loop), None outside such loops
    iterations: Optional[str] = None

    @property
    def memories(self) -> list[str]:
        names = []
        for run in self.runs:
            for s in run.args:
                for m in [s.memory] + [f.memory for _, f in s.fields]:
                    if m and m not in names:
                        names.append(m)
        return names

    def to_json(self) -> dict:
        out = {"name": self.name, "kind": self.kind}
        if self.kind == "launch":
            out.update(label=self.label, function=self.function, skipped=self.skipped,
                       runs=[r.to_json() for r in self.runs])
        else:
            out.update(target=self.target, source=self.source, bytes=self.nbytes)
            if self.kind == "memset":
                out["value"] = self.byte
        return out


@dataclass
class Plan:
    memories: dict  # name -> Memory, in program order
    steps: list
    values: list  # {"symbol", "description", "kind", "value", "from"}
    notes: list = field(default_factory=list)
    # specialization constants the launches set: symbolic id -> bytes; both versions are built with
    # them bound (passes.transforms.fold_spec_constants.bind_spec_constants), the rest at their
    # defaults; one binding per set of values that launches see (KernelRun.binding picks one)
    spec_constants: list = field(default_factory=lambda: [{}])

    @property
    def launches(self) -> list[Step]:
        return [s for s in self.steps if s.kind == "launch"]

    @property
    def skipped(self) -> list[Step]:
        return [s for s in self.launches if s.skipped]

    def kernels(self) -> list[str]:
        out = []
        for step in self.launches:
            for run in step.runs:
                if run.kernel not in out:
                    out.append(run.kernel)
        return out

    def to_json(self) -> dict:
        return {"memories": [m.to_json() for m in self.memories.values()], "steps": [s.to_json() for s in self.steps],
                "values": self.values, "notes": self.notes}


# --------------------------------------------------------------------------------------------------
# Symbols


class Values:
    """The value of every symbol the replay needs: --set, else the default for its kind."""

    def __init__(self, program, sets: dict[str, str], where: str):
        self.where = where
        self.syms = {s.id: s for s in program.symbols}
        self.sets: dict[int, str] = {}
        self.pins: dict[str, str] = {}  # "%k3.1" -> "v1,v2"
        for name, text in sets.items():
            if re.fullmatch(r"%k\d+\.\d+", name):
                self.pins[name] = text
                continue
            m = re.fullmatch(r"\?(\d+)", name.strip())
            if m and int(m.group(1)) in self.syms:
                self.sets[int(m.group(1))] = text
                continue
            matches = [s for s in program.symbols if s.origin == name.strip()]
            if len(matches) == 1:
                self.sets[matches[0].id] = text
                continue
            known = ", ".join(f"{s}" for s in program.symbols) or "none"
            why = (f"{len(matches)} symbols are described '{name}'" if matches else
                   f"no symbol '{name}' in the raised program (symbols: {known}; or %kN.I for a launch's capture)")
            raise LiftError(f"--set {name}={text}: {why}", where)
        self.chosen: dict[int, dict] = {}
        self.used_pins: set = set()
        self.direct = {s.id for s in program.used_symbols()}  # symbols the ops themselves name
        self.user = ""  # the memory or launch whose values are being chosen
        self.used_by: dict[int, set] = {}  # symbol id -> the memories and launches it sizes or feeds

    def get(self, v, kind: str):
        """A constant as it is; a Sym's chosen value (recorded)."""
        if isinstance(v, (int, float)) or v is None:
            return v
        sid = v.id
        self.used_by.setdefault(sid, set()).add(self.user)
        if sid not in self.chosen:
            if sid in self.sets:
                value, source = self._parse(self.sets[sid], kind, f"--set {v}"), "--set"
            else:
                value, source = self._derived(v, kind) or (DEFAULTS[kind], "default")
            self.chosen[sid] = {"symbol": str(v), "description": v.origin, "kind": kind, "value": value, "from": source}
        return self.chosen[sid]["value"]

    def _derived(self, v, kind: str):
        """(value, source) of a symbol the host computed from program inputs (`(n + 1) * (n + 1)`
        from n: Sym.expression), from their values; None when it is not one, or would come out
        negative."""
        if getattr(v, "expression", None) is None or kind == "scale":
            return None
        # a sum of multiples of inputs (`n - 2`, `groups << 5`) from any inputs; otherwise only from
        # inputs the program uses directly (a range, a capture) or that are set: an input met only
        # inside a division or a product may be of another unit (a vector's byte length behind its
        # element count: `bytes >> 2`), and a default for it would not fit
        linear = v.linear is not None and all(base == 1 or not base.computed for base in v.linear)
        if not linear and any(leaf.id not in self.sets and leaf.id not in self.direct
                              for leaf in expression_inputs(v.expression)):
            return None
        total = evaluate_expression(v.expression, lambda base: self.get(base, kind))
        return (total, "computed: " + format_expression(v.expression)) if total is not None else None

    def choose(self, v, kind: str, value, why: str):
        """A Sym whose default is computed (USM sizes)."""
        if isinstance(v, (int, float)):
            return v
        if v.id in self.sets or v.id in self.chosen:
            return self.get(v, kind)
        self.used_by.setdefault(v.id, set()).add(self.user)
        self.chosen[v.id] = {"symbol": str(v), "description": v.origin, "kind": kind, "value": value,
                             "from": "default: " + why}
        return value

    def _parse(self, text: str, kind: str, what: str):
        try:
            return float(text) if kind == "scale" else int(text, 0)
        except ValueError:
            raise LiftError(f"{what}: '{text}' is not a{' number' if kind == 'scale' else 'n integer'}",
                            self.where) from None

    def pin(self, key: str) -> Optional[list]:
        if key not in self.pins:
            return None
        self.used_pins.add(key)
        try:
            return [float(x) if re.search(r"[.eEn]", x) else int(x, 0) for x in self.pins[key].split(",")]
        except ValueError:
            raise LiftError(f"--set {key}={self.pins[key]}: give numbers separated by commas", self.where) from None

    def listing(self) -> list[dict]:
        return [{**self.chosen[k], "used_by": sorted(self.used_by.get(k, ()) - {""})} for k in sorted(self.chosen)]


def _range(values: Values, rv, kind: str = "size") -> Optional[tuple]:
    if rv is None:
        return None
    return tuple(int(values.get(v, kind)) for v in rv.values)


# --------------------------------------------------------------------------------------------------
# Building the plan


def usm_element(op) -> Optional[str]:
    """The T of the `malloc_*<T>` a USM allocation was made with (from the raised op's call sites)."""
    from passes.host.patterns import demangle

    for fn, inst in op.origin:
        for name in (fn.name, inst.called_function.name if inst.called_function else ""):
            m = _MALLOC.search(demangle(name) or "")
            if m:
                return m.group(1).strip()
    return None


def raise_and_link(host, device, patterns: Optional[str] = None, program_args: Optional[tuple] = None):
    """(SyclProgram, links, unlinked) for a lifted host and device module (raised for the command
    line `program_args`, or for any)."""
    from passes import PassContext
    from passes.analysis.link import Link
    from passes.pipeline import RaiseHostJson

    ctx = PassContext(host=host, device=device)
    for step in (RaiseHostJson(patterns=patterns, program_args=program_args), Link()):
        step.apply(ctx)
    return ctx.analyses["sycl-ops"], ctx.analyses["links"], ctx.analyses["unlinked"]


def build(host, device, sets: Optional[dict] = None, patterns: Optional[str] = None,
          program_args: Optional[tuple] = None) -> Plan:
    """The replay plan of a lifted host and device module; `sets` are the --set NAME=VALUE pairs,
    `program_args` the program's command line (--args)."""
    host.require_role("host")
    device.require_role("device")
    program, links, _ = raise_and_link(host, device, patterns, program_args)
    if not program.launches:
        raise LiftError("the host module raises no kernel launch: nothing to replay", host.filename)
    return plan_program(program, links, device, sets or {}, host.filename)


def plan_program(program, links: dict, device, sets: dict, where: str) -> Plan:
    from passes.host.sycl_ops import Buffer, Launch, Usm

    values = Values(program, sets, where)
    # the launches' work-group sizes first, then their global ranges: sizes the host computed from
    # them (rounded-up global ranges, buffers of (n + 1) x (n + 1)) are then derived from those values
    for op in program.launches:
        if op.local_range is not None:
            values.user = op.name
            _range(values, op.local_range, "local")
    for op in program.launches:
        if op.global_range is not None and op.kind != "single_task":
            values.user = op.name
            _range(values, op.global_range)
    notes: list[str] = []
    memories: dict[str, Memory] = {}
    usm_syms: dict[str, object] = {}  # USM memory -> its symbolic byte count
    ops_memory: dict[int, str] = {}  # id(op) -> memory name (buffers and malloc ops)
    for op in program.ops:
        values.user = getattr(op, "name", "")
        if isinstance(op, Buffer):
            dtype, lanes, padding = element_dtype(op.element)
            observed = tuple(range(lanes - padding)) if padding else None
            if dtype is None and isinstance(op.elem_size, int) and op.elem_size > 0:
                dtype, lanes = "uint8", op.elem_size  # a struct element (a reduction's partial sums): its bytes
                observed = struct_field_bytes(device, op.element, lanes)
            mem = Memory(op.name, "buffer", dtype, element=op.element, lanes=lanes, observed=observed)
            if mem.dtype is None:
                mem.why_not = f"element type {op.element or 'unknown'} of buffer {op.name} is not known"
            shape = _range(values, op.range) if op.range is not None else None
            if shape is None:
                mem.why_not = mem.why_not or f"the range of buffer {op.name} is not known"
            else:
                mem.shape = shape
                mem.elements = math.prod(shape) * lanes
                if isinstance(op.bytes, int) and mem.dtype:
                    mem.elements = max(mem.elements, op.bytes // ITEMSIZE[mem.dtype])
            memories[op.name] = mem
            ops_memory[id(op)] = op.name
        elif isinstance(op, Usm) and op.op.startswith("malloc"):
            element = usm_element(op)
            # an untyped allocation (`malloc_device(bytes, q)`, void*) is bytes: a kernel and a copy
            # see the same bytes whatever they take them for
            mem = Memory(op.name, "usm", ELEMENTS.get(element or "") if element else "uint8", element=element)
            if mem.dtype is None:
                mem.why_not = f"element type {element or 'unknown'} of USM allocation {op.name} is not known"
            elif isinstance(op.bytes, int):
                mem.elements = op.bytes // ITEMSIZE[mem.dtype]
            else:
                usm_syms[op.name] = op.bytes
            memories[op.name] = mem
            ops_memory[id(op)] = op.name
    counters: dict[str, int] = {}
    steps: list[Step] = []
    for op in program.ops:
        values.user = getattr(op, "name", "")
        if isinstance(op, Launch):
            steps.append(_launch_step(op, links, counters, values, memories, ops_memory, device))
        elif isinstance(op, Usm) and op.op in ("memcpy", "memset"):
            steps.append(_usm_step(op, values, memories, ops_memory))
        else:
            continue
        steps[-1].iterations = op.iterations[0] if op.iterations else None
    # USM sizes the host does not fix: enough for the largest launch range that captures them
    for name, sym in usm_syms.items():
        mem = memories[name]
        values.user = name
        need = max([math.prod(run.global_size) for s in steps for run in s.runs if name in s.memories] + [64])
        per_item = ITEMSIZE[mem.dtype] if mem.element else LARGEST_SCALAR  # (untyped: room for any element)
        if sym is None:
            mem.elements = need * per_item // ITEMSIZE[mem.dtype]
            notes.append(f"{name}: size unknown to the raise, {need} elements")
        else:
            nbytes = values.choose(sym, "bytes", need * per_item,
                                   f"{need} x {mem.element or f'{per_item} bytes'} (the largest launch range that captures {name})")
            mem.elements = max(1, int(nbytes) // ITEMSIZE[mem.dtype])
    for step in steps:  # memcpy/memset sizes that were symbolic: the smaller allocation
        if step.kind in ("memcpy", "memset") and step.nbytes < 0:
            sizes = [memories[m].nbytes for m in (step.target, step.source) if m]
            step.nbytes = min(sizes)
    for key in set(values.pins) - values.used_pins:
        raise LiftError(f"--set {key}: no such launch capture of kind 'other'", where)
    spec = _spec_constants(program, steps, notes, device)
    return Plan(memories, steps, values.listing(), notes, spec)


def struct_field_bytes(device, element: Optional[str], size: int) -> Optional[tuple]:
    """The byte offsets of a struct element that its fields cover, from the device module's type
    of that name (`%struct.Particle`); None when every byte is a field's, or the type is not found."""
    from lift.layout import Layouts

    if not element:
        return None
    layouts = Layouts(device)
    for kind in ("struct", "class"):
        name = f"{kind}.{element}"
        if device.type_body(f"%{name}") is None and device.type_body(f'%"{name}"') is None:
            continue
        info = layouts(f"%{name}" if device.type_body(f"%{name}") is not None else f'%"{name}"')
        if info.size != size:
            return None
        covered: set = set()

        def leaves(t, at: int) -> None:
            if t.kind == "struct":
                for offset, field_type in t.fields:
                    leaves(field_type, at + offset)
            elif t.kind == "array":
                for i in range(t.count):
                    leaves(t.elem, at + i * t.elem.size)
            else:
                covered.update(range(at, at + t.size))
        leaves(info, 0)
        return tuple(sorted(covered)) if len(covered) < size else None
    return None


LOOP = " of the loop in "


def covers(iterations: str, t: int) -> bool:
    """Whether iteration t (from 0) is among those a raise label names: `0`, `1, 2, 3, ...`,
    `1, 3, 5, ...`, `0, 2, 4, 6, ...` (the numbers before `...` continue with their last step)."""
    parts = [p.strip() for p in iterations.split(LOOP)[0].split(",")]
    numbers = [int(p) for p in parts if p != "..."]
    if t in numbers or "..." not in parts or len(numbers) < 2:
        return t in numbers
    step = numbers[-1] - numbers[-2]
    return t > numbers[-1] and (t - numbers[-1]) % step == 0


def repeat_loops(plan: Plan, count: int) -> None:
    """Replay each loop of unknown trip count for `count` iterations: the steps listed for the
    iterations of one loop (a run of steps whose labels name it) are replayed, for t = 0 ..
    count - 1, those whose label covers t, in listing order -- ping-pong buffers then swap back and
    forth `count` times.  Steps outside such loops stay as they are."""
    out: list = []
    group: list = []

    def flush():
        for t in range(count):
            out.extend(dataclasses.replace(s, label=f"{s.label} [iteration {t}]") for s in group
                       if covers(s.iterations, t))
        group.clear()

    for step in plan.steps:
        loop = step.iterations.split(LOOP)[1] if step.iterations and LOOP in step.iterations else None
        if group and (loop is None or loop != group[0].iterations.split(LOOP)[1]):
            flush()
        if loop is None:
            out.append(step)
        else:
            group.append(step)
    flush()
    plan.steps = out
    plan.notes.append(f"loops of unknown trip count replayed for {count} iterations (--iterations)")


def _spec_constants(program, steps: list, notes: list, device) -> list[dict]:
    """The specialization-constant bindings the replay builds with (each version is built once per
    binding), and which one each launch runs with (KernelRun.binding).  A launch's kernels see the
    values its host code set for the constants they read (the default where it sets none; a value
    the host does not prove is replayed as the default, noted); a launch joins the first binding
    that gives every constant it reads the value it sees, else it opens a new one.  Constants a
    launch's kernels do not read do not matter to it."""
    from passes.analysis.spec_constants import find_reads, kernels_reaching
    from passes.host.sycl_ops import Launch

    reads = find_reads(device)
    if not reads:
        return [{}]
    reaching = kernels_reaching(device)
    reads_of: dict = {}  # kernel -> the symbolic ids it reads
    for read in reads:
        for kernel in reaching.get(read.function, ()):
            reads_of.setdefault(kernel, set()).add(read.symbolic_id)
    launches = {s.name: s for s in steps if s.kind == "launch"}
    bindings: list[dict] = [{}]  # each: symbolic id -> bytes, or None for its default
    for op in (o for o in program.ops if isinstance(o, Launch)):
        step = launches.get(op.name)
        if step is None or step.skipped:
            continue
        read_here = set().union(*(reads_of.get(run.kernel, set()) for run in step.runs))
        mine = {}
        for sc in getattr(op, "spec_constants", ()):
            if sc.symbolic_id in read_here and sc.value is None:
                notes.append(f"{op.name}: specialization constant {sc.name or sc.symbolic_id} is set to a value "
                             "the host does not prove: replayed with its default")
            mine[sc.symbolic_id] = sc.value
        fits = (b for b, chosen in enumerate(bindings) if all(chosen.get(i, mine.get(i)) == mine.get(i)
                                                               for i in read_here))
        binding = next(fits, None)
        if binding is None:
            binding = len(bindings)
            bindings.append({})
        for i in read_here:
            bindings[binding].setdefault(i, mine.get(i))
        for run in step.runs:
            run.binding = binding
    return [{i: v for i, v in chosen.items() if v is not None} for chosen in bindings]


def _usm_step(op, values: Values, memories: dict, ops_memory: dict) -> Step:
    target = ops_memory.get(id(op.pointer)) if op.pointer is not None else None
    source = ops_memory.get(id(op.source)) if op.source is not None else None
    nbytes = op.bytes if isinstance(op.bytes, int) else -1
    step = Step(op.name, op.op, target=target, source=source, nbytes=nbytes)
    unmade = [memories[m] for m in (target, source) if m is not None and memories[m].why_not]
    if unmade:
        step.skipped = f"{op.op} on memory the replay does not make ({unmade[0].why_not})"
    elif op.op == "memset":
        step.byte = op.value if isinstance(op.value, int) else 0
        if target is None:
            step.skipped = "memset of memory the raise does not know"
    elif target is None or source is None:
        step.skipped = "memcpy to or from host memory (not replayed: device memory keeps its inputs)"
    return step


def _launch_step(op, links: dict, counters: dict, values: Values, memories: dict, ops_memory: dict,
                 device) -> Step:
    from passes.analysis.device_model import kernel_type_name
    from passes.names import kernel_display_name

    kernel_type = kernel_type_name(op.mangled) if op.mangled else op.kernel
    label = kernel_display_name(op.mangled) if op.mangled else op.kernel or "?"  # as the source names it
    step = Step(op.name, "launch", label=label, function=op.function)
    linked = [kl for kl in links.values() if kl.kernel.user_type == kernel_type
              and (not kl.kernel.is_wrapper or op.kind == "range")]
    for kl in linked:  # link.Link appends launches in program order: this launch is the next one
        counters[kl.kernel.name] = counters.get(kl.kernel.name, 0) + 1
    if not linked:
        step.skipped = "no device kernel is linked to this launch"
        return step
    # wrappers first, the kernel itself last: the runtime picks one; both run, one after the other
    linked.sort(key=lambda kl: not kl.kernel.is_wrapper)
    user = _range(values, op.global_range) if op.kind != "single_task" and op.global_range else (1,)
    local = _range(values, op.local_range, "local") if op.local_range else None
    offset = _range(values, op.offset, "offset") if op.offset else None
    if offset is not None and not any(offset):
        offset = None
    try:
        sources = [_capture(op, i, a, values, memories, ops_memory) for i, a in enumerate(op.args)]
    except _NotReplayable as e:
        step.skipped = str(e)
        return step
    # whether DPC++ rounds this launch's range and so runs its wrapper instead of the kernel
    rounds = (op.kind == "range" and user[0] >= MIN_RANGE and user[0] % MIN_FACTOR != 0
              and any(k.kernel.is_wrapper for k in linked))
    for kl in linked:
        if kl.layout_error:
            step.skipped = f"{kl.kernel.name}: {kl.layout_error}"
            return step
        fn = kl.kernel.function
        omit = kl.kernel.omit or [False] * len(fn.arguments)
        args: list[Source] = []
        if kl.kernel.is_wrapper:
            args.append(Source("range", value=user))
        if kl.decomposed:
            for (i, a), src in zip(enumerate(op.args), sources):
                if a.kind in ("accessor", "local_accessor"):
                    args += src
                else:
                    args.append(src[0])
        else:
            size = sum(max(0, a.size or 0) for a in op.args)
            args.append(Source("object", fields=[(a.offset, s[0]) for a, s in zip(op.args, sources)], nbytes=size))
        if len(args) != len(omit):
            step.skipped = f"{kl.kernel.name}: {len(args)} arguments laid out, the kernel has {len(omit)}"
            return step
        for j, (src, omitted) in enumerate(zip(args, omit)):
            if omitted:
                args[j] = Source("unused")
            elif src.kind == "other":
                param = kl.kernel.parameter_of(j)
                if param is not None and not _param_used(param):
                    args[j] = Source("unused")
                else:
                    step.skipped = (f"{kl.kernel.name}: argument {j} is a captured object the raise does not "
                                    f"explain ({src.value}) and the kernel uses it; pin it with --set "
                                    f"{op.name}.{src.capture}=V1,V2,...")
                    return step
        for src in args:
            for s in [src] + [f for _, f in src.fields]:
                if s.kind == "memory" and memories[s.memory].why_not:
                    step.skipped = memories[s.memory].why_not
                    return step
                if s.kind == "other":
                    step.skipped = f"{kl.kernel.name}: a captured object the raise does not explain is in its kernel object"
                    return step
        gsize = tuple(reversed(user))
        lsize = tuple(reversed(local)) if local else None
        if kl.kernel.is_wrapper:
            gsize = gsize[:-1] + (-(-user[0] // ROUND) * ROUND,)
        step.runs.append(KernelRun(fn.name, kl.kernel.is_wrapper, gsize, lsize,
                                   tuple(reversed(offset)) if offset else None, args, reads_indices(fn),
                                   runtime_runs=rounds == kl.kernel.is_wrapper))
    return step


class _NotReplayable(Exception):
    pass


def _capture(op, i: int, a, values: Values, memories: dict, ops_memory: dict) -> list[Source]:
    """The Sources of one captured object (4 for an accessor or local accessor)."""
    if a.kind == "accessor":
        acc = a.accessor
        if acc is None or acc.buffer is None or id(acc.buffer) not in ops_memory:
            raise _NotReplayable(f"capture {i}: an accessor whose buffer the raise does not know")
        mem = memories[ops_memory[id(acc.buffer)]]
        memory_rv = acc.buffer.range if acc.buffer.range else acc.memory_range  # as link sees it
        memory_range = _range(values, memory_rv) or mem.shape
        access = _range(values, acc.access_range) or memory_range
        offset = _range(values, acc.offset, "offset") or tuple(0 for _ in access)
        if any(o + n > m for o, n, m in zip(offset, access, memory_range)):
            # SYCL throws for such an accessor; here it only means the chosen values of symbols the host
            # relates non-linearly (`n / 2` beside n) disagree: running it would write outside the buffer
            raise _NotReplayable(f"capture {i}: accessor range {list(access)} at offset {list(offset)} does not fit "
                                 f"its buffer's range {list(memory_range)} with the chosen values; set them with --set")
        sub = values.get(acc.sub_buffer_offset, "offset") or 0  # a sub-buffer: the runtime passes its part
        return [Source("memory", memory=mem.name, byte_offset=sub), Source("range", value=access),
                Source("range", value=memory_range),
                Source("id", value=offset)]
    if a.kind == "local_accessor":
        la = a.local_accessor
        rng = _range(values, la.range) if la is not None and la.range is not None else None
        dtype = ELEMENTS.get((la.element if la else None) or "")
        size = ITEMSIZE[dtype] if dtype else (la.elem_size if la is not None else None)
        if rng is None or not size:
            raise _NotReplayable(f"capture {i}: a local accessor of unknown size")
        return [Source("local", nbytes=max(1, math.prod(rng) * size)), Source("range", value=rng),
                Source("range", value=rng), Source("id", value=tuple(0 for _ in rng))]
    if a.kind == "usm_pointer":
        if a.usm is None or id(a.usm) not in ops_memory:
            raise _NotReplayable(f"capture {i}: a USM pointer to memory the raise does not know")
        return [Source("memory", memory=ops_memory[id(a.usm)])]
    if a.kind == "scalar":
        dtype = LLVM_SCALARS.get(a.type or "")
        if dtype is None:
            raise _NotReplayable(f"capture {i}: a scalar of type {a.type or 'unknown'}")
        kind = "scale" if dtype.startswith("float") else "count"
        return [Source("scalar", value=values.get(a.value, kind), dtype=dtype)]
    pinned = values.pin(f"{op.name}.{i}")
    if pinned is not None:
        return [Source("leaves", value=tuple(pinned))]
    if a.kind == "other" and a.constant is not None:  # an object of constants (a float4 of literals)
        return [Source("bytes", value=a.constant.hex())]
    if a.kind == "other" and a.leaves:  # an object holding USM pointers, with what else it holds
        return [Source("object", fields=[(rel, _capture(op, i, leaf, values, memories, ops_memory)[0])
                                         for rel, leaf in a.leaves], nbytes=a.size or 0)]
    return [Source("other", value=f"{a.type or f'{a.size} bytes'} at byte {a.offset}", capture=i)]


def _param_used(param) -> bool:
    return any(True for _ in param.uses)


_LOAD_PTR = re.compile(r"load\s+(?:volatile\s+)?[^,]+,\s*ptr(?:\s+addrspace\((\d+)\))?")


def reads_indices(fn, limit: int = 40) -> bool:
    """Does a load in `fn` (or a function it calls) take its address from a value loaded from global
    or generic memory?  (A gather/scatter: synthetic inputs can send it out of bounds.)"""
    seen, todo = set(), [fn]
    while todo:
        f = todo.pop()
        if f.name in seen or f.is_declaration:
            continue
        seen.add(f.name)
        for inst in f.instructions():
            callee = inst.called_function
            if callee is not None and not callee.is_declaration:
                todo.append(callee)
            if inst.opcode in ("load", "store") and inst.operands:
                ptr = inst.operands[-1] if inst.opcode == "load" else inst.operands[-1]
                if _depends_on_memory_load(ptr, limit):
                    return True
    return False


def _depends_on_memory_load(value, limit: int) -> bool:
    from lift.ir import Instruction

    stack, seen = [value], set()
    while stack and len(seen) < limit:
        v = stack.pop()
        if id(v) in seen or not isinstance(v, Instruction):
            continue
        seen.add(id(v))
        if v.opcode == "load":
            m = _LOAD_PTR.search(v.body_text)
            if m and m.group(1) in ("1", "4") and not re.match(r"\s*(?:volatile\s+)?ptr", v.body_text[5:]):
                return True
            continue
        if v.opcode in ("getelementptr", "add", "sub", "mul", "shl", "sext", "zext", "trunc", "and", "or",
                        "addrspacecast", "bitcast", "inttoptr", "ptrtoint", "select", "phi", "srem", "urem",
                        "sdiv", "udiv", "fptosi", "fptoui"):
            stack.extend(v.operands)
    return False


@dataclass
class FusedRun:
    """A fused kernel (passes.transforms.fuse_kernels) in place of the launches `steps` (plan step
    indices, in order): `run` launches it with the members' arguments one after another;
    `hidden`: the memories it no longer writes (not materialised: never compared)."""

    steps: list
    run: KernelRun
    hidden: list


def fused_runs(plan: Plan, fusions: list) -> tuple[list, list]:
    """(FusedRun per place of the program a fusion stands for, notes on those the plan cannot
    run fused).  `fusions`: fuse_kernels.read_fusions of the rewritten module."""
    index = {s.name: i for i, s in enumerate(plan.steps)}
    out, notes = [], []
    for fusion in fusions:
        for names in fusion["launches"]:
            steps = [index.get(n) for n in names]
            if None in steps or any(plan.steps[i].skipped for i in steps) or steps != list(range(steps[0], steps[0] + len(steps))):
                notes.append(f"{' '.join(names)}: not replayed fused (a launch is skipped or not in the plan)")
                continue
            runs = [next((r for r in plan.steps[i].runs if r.kernel == k and not r.wrapper), None)
                    for i, k in zip(steps, fusion["kernels"])]
            if None in runs or len({(r.global_size, r.local_size, r.offset, r.binding) for r in runs}) != 1:
                notes.append(f"{' '.join(names)}: not replayed fused (the launches' runs differ)")
                continue
            first = runs[0]
            args = [a for r in runs for a in r.args]
            hidden = sorted({args[a].memory for a in fusion["intermediates"]
                             if a < len(args) and args[a].kind == "memory"})
            run = KernelRun(fusion["kernel"], False, first.global_size, first.local_size, first.offset, args,
                            any(r.reads_indices for r in runs), True, first.binding)
            out.append(FusedRun(steps, run, hidden))
        # chains of the members' launches the rewrite's listing did not have (another command line
        # gave it other launches: a loop run more often)
        covered = {i for f in out for i in f.steps}
        kernels = [[r.kernel for r in s.runs if not r.wrapper] for s in plan.steps]
        width = len(fusion["kernels"])
        alone, i = [], 0
        while i + width <= len(plan.steps):
            if not covered & set(range(i, i + width)) and all(fusion["kernels"][k] in kernels[i + k] for k in range(width)):
                alone.append(" ".join(s.name for s in plan.steps[i:i + width]))
                i += width
            else:
                i += 1
        if alone:
            notes.append(f"{'; '.join(alone)}: run unfused (the rewrite fused "
                         f"{'; '.join(' '.join(o) for o in fusion['launches'])} of its own listing; a rewrite made "
                         f"with the replay's --args fuses these too)")
    return out, notes

