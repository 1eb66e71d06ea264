"""Link (a pass, and the facts it leaves): every raised host launch to the device kernels it runs.

A launch of kernel-name type K (`h.parallel_for<K>(range, ...)`) runs the device kernel `_ZTS<K>`
or, for a `range` launch, possibly DPC++'s range-rounding wrapper around it -- the runtime picks
one at run time, so both are linked.  Launches and kernels are matched by their demangled
kernel-name type (`VAdd`, `main::{lambda(sycl::_V1::id<1>)#1}`), which also links unnamed lambdas.

For each linked kernel it lays the launch's captured arguments over the kernel's ORIGINAL argument
list (an accessor or local_accessor is 4 arguments: pointer, access range, memory range, offset;
anything else is 1; a wrapper starts with the user range and has the user's kernel object whole
unless it holds accessors) and checks the count against
`!sycl_kernel_omit_args`.  Where that fails, `layout_error` says why and no pass maps parameters
to captured arguments for that kernel (ND-range facts do not need the layout).

Input: ctx.analyses["sycl-program"] (from raise-host) and ctx.device.
Output: ctx.analyses["links"]: {kernel symbol: KernelLinks}, ctx.analyses["unlinked"].
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Optional

from passes import ModulePass, PassContext
from passes.analysis import device_model

ACCESSOR_ARGS = 4  # pointer, access range, memory range, offset
MEMBERS = {"access_range": 1, "memory_range": 2, "offset": 3}


@dataclass
class CapturedArg:
    """One captured object of a launch, as the host raising proved it."""

    kind: str  # accessor, local_accessor, usm_pointer, scalar, other
    access_range: Optional[tuple] = None
    memory_range: Optional[tuple] = None
    offset: Optional[tuple] = None
    value: object = None
    classes: dict = field(default_factory=dict)  # member -> symbolic equality class (for non-constants)
    buffer: Optional[int] = None  # an accessor's buffer (the host program's buffer index), if known
    mode: Optional[str] = None  # an accessor's access mode: read, write or read_write
    host_memory: Optional[str] = None  # the host allocation its buffer was made over; "": none; None: unknown
    usm: Optional[int] = None  # a USM pointer's allocation (the host program's USM op index), if known
    # an accessor's region of its buffer: member -> per dimension an int or a symbol ("?3"), and a
    # sub-buffer's byte offset in its parent (0: none); a scalar's symbol when it is not a constant
    terms: dict = field(default_factory=dict)
    sub_buffer_offset: object = None
    elem_size: Optional[int] = None
    value_term: Optional[str] = None
    linear: dict = field(default_factory=dict)  # symbol -> {symbol or "1": coefficient} (regions)

    @property
    def width(self) -> int:
        """How many kernel arguments DPC++ makes of it."""
        return ACCESSOR_ARGS if self.kind in ("accessor", "local_accessor") else 1


@dataclass
class Launch:
    kind: str  # single_task, range, nd_range
    kernel_type: Optional[str]  # demangled kernel-name type
    global_: Optional[tuple]
    local: Optional[tuple]
    offset: Optional[tuple]
    args: list[CapturedArg]
    function: str = ""
    offset_symbolic: bool = False  # an offset was given but is not a compile-time constant
    known_dims: Optional[int] = None  # from the host, also when no range is a constant
    # specialization constants its command group set: symbolic id -> the value's bytes (None: not
    # proven); None when the raise does not report them (then nothing is known about them)
    spec_constants: Optional[dict] = None
    # the global range per SYCL dimension as an int or a symbol (`?3`: the same run-time value
    # wherever it appears, e.g. a captured scalar's value_term); None when the host did not show it
    global_terms: Optional[tuple] = None

    @property
    def dims(self) -> Optional[int]:
        """The launch's dimensionality, None when the host did not show it."""
        for r in (self.global_, self.local, self.offset):
            if r is not None:
                return len(r)
        return self.known_dims

    @classmethod
    def from_json(cls, entry: dict) -> "Launch":
        """From one entry of `sycl-lift raise --json` (see passes/host/)."""
        symbol = entry.get("symbol")
        kernel_type = device_model.kernel_type_name(symbol) if symbol else entry.get("kernel")

        def rng(value):
            return tuple(value) if value is not None else None

        args = []
        for a in entry.get("args", []):
            kind = a.get("kind", "other")
            memory = a.get("buffer_range")
            access = a.get("access_range")
            offset = a.get("offset")
            if kind == "local_accessor":
                memory, offset = access, (tuple(0 for _ in access) if access is not None else None)
            classes = {k: a[f"{k}_class"] for k in MEMBERS if a.get(f"{k}_class") is not None}
            terms = {k: tuple(a[f"{k}_terms"]) for k in MEMBERS if a.get(f"{k}_terms") is not None}
            args.append(CapturedArg(kind, rng(access), rng(memory), rng(offset), a.get("value"), classes,
                                    a.get("buffer"), a.get("mode"), a.get("host_memory"), a.get("usm"), terms,
                                    a.get("sub_buffer_offset"), a.get("elem_size"), a.get("value_term"),
                                    a.get("linear") or {}))
        return cls(entry["kind"], kernel_type, rng(entry.get("global")), rng(entry.get("local")),
                   rng(entry.get("offset")), args, entry.get("function", ""), bool(entry.get("offset_symbolic")),
                   entry.get("dims") or (1 if entry["kind"] == "single_task" else None),
                   None if entry.get("spec_constants") is None or entry.get("spec_constants_known") is False else
                   {s["id"]: bytes.fromhex(s["bytes"]) if s.get("bytes") is not None else None
                    for s in entry["spec_constants"]},
                   rng(entry.get("global_terms")))


@dataclass
class KernelLinks:
    kernel: device_model.Kernel
    launches: list[Launch]
    layout_error: Optional[str] = None  # why parameters cannot be mapped to captured arguments

    @property
    def decomposed(self) -> bool:
        """Are the captures separate kernel arguments?  A wrapper holds the user's kernel object as
        one field, which DPC++ splits only when it contains accessors; otherwise it is passed
        whole, as one by-value argument."""
        return not self.kernel.is_wrapper or any(a.width > 1 for a in self.launches[0].args)

    def layout(self) -> list[tuple[int, int]]:
        """(capture index, first original argument) for the captured objects of the launches
        (empty when they are not separate arguments)."""
        if not self.decomposed:
            return []
        base = 1 if self.kernel.is_wrapper else 0  # a wrapper's first argument is the user range
        out = []
        for i, arg in enumerate(self.launches[0].args):
            out.append((i, base))
            base += arg.width
        return out

    def scalar_parameters(self) -> dict:
        """The i64 parameters of captured scalars that are not constants, by their symbol on each
        launch (a tuple, one per launch): where a value the host knows by symbol reaches the kernel."""
        found = {}
        for capture, base in self.layout():
            if self.launches[0].args[capture].kind != "scalar":
                continue
            terms = tuple(launch.args[capture].value_term for launch in self.launches)
            param = self.kernel.parameter_of(base)
            if None not in terms and param is not None and param.type_text == "i64" and "byval" not in param.spec:
                found.setdefault(terms, param)
        return found

    def constant_scalars(self) -> dict:
        """The i64 parameters of captured scalars that are one integer on every launch (a command
        line given with --args makes sizes such numbers): parameter -> that integer."""
        found = {}
        for capture, base in self.layout():
            values = {launch.args[capture].value if launch.args[capture].kind == "scalar" else None
                      for launch in self.launches}
            param = self.kernel.parameter_of(base)
            if len(values) == 1 and type(value := values.pop()) is int and param is not None \
                    and param.type_text == "i64" and "byval" not in param.spec:
                found[param] = value
        return found

    def carried(self) -> dict:
        """Current kernel parameter -> (capture index, position within the capture) of the launches'
        captured objects (an accessor's pointer is position 0, its ranges and offset 1-3)."""
        carried = {}
        for capture, base in self.layout():
            for j in range(self.launches[0].args[capture].width):
                param = self.kernel.parameter_of(base + j)
                if param is not None:
                    carried[param] = (capture, j)
        return carried

    def original_count(self) -> int:
        if not self.decomposed:
            return 2  # the user range and the kernel object
        return (1 if self.kernel.is_wrapper else 0) + sum(a.width for a in self.launches[0].args)


@dataclass(frozen=True)
class Link(ModulePass):
    """Match launches to kernels by kernel-name type and check each kernel's argument layout against
    every launch and `!sycl_kernel_omit_args`.  Proves: a kernel gets launch facts only from
    launches that really run it, and a parameter is tied to a captured object only when the
    layout agrees."""

    name: ClassVar[str] = "link"

    def apply(self, ctx: PassContext) -> None:
        model = device_model.build(ctx.device)
        launches = [Launch.from_json(e) for e in ctx.analyses["sycl-program"]["launches"]]
        links: dict[str, KernelLinks] = {}
        unlinked: list[dict] = []
        for launch in launches:
            kernels = [k for k in model.by_type(launch.kernel_type or "")
                       if not k.is_wrapper or launch.kind == "range"]
            if not kernels:
                unlinked.append({"launch": launch.kernel_type, "function": launch.function,
                                 "why": "no device kernel for this kernel-name type"})
            for kernel in kernels:
                links.setdefault(kernel.name, KernelLinks(kernel, [])).launches.append(launch)
        for kernel in model.kernels.values():
            if kernel.name not in links:
                unlinked.append({"kernel": kernel.name, "why": "no host launch runs it"})
        for name, kl in links.items():
            kl.layout_error = self.layout_problem(kl)
        ctx.analyses["links"] = links
        ctx.analyses["unlinked"] = unlinked

    @staticmethod
    def layout_problem(kl: KernelLinks) -> Optional[str]:
        shapes = {tuple(a.kind for a in launch.args) for launch in kl.launches}
        if len(shapes) != 1:
            return "launches capture different argument lists"
        if kl.kernel.omit is None:
            return "no !sycl_kernel_omit_args: parameters cannot be mapped to captured arguments"
        if kl.original_count() != kl.kernel.original_count:
            return (f"captured arguments make {kl.original_count()} kernel arguments, "
                    f"the kernel has {kl.kernel.original_count}")
        return None


def agree(facts) -> tuple[Optional[tuple], str]:
    """The value that every launch's fact agrees on, from (value, why it is unknown) pairs, or None
    and why not."""
    values = set()
    for value, why in facts:
        if value is None:
            return None, why
        values.add(tuple(value))
    if len(values) > 1:
        return None, disagreement(values)
    return values.pop(), ""


def disagreement(values) -> str:
    return "launch sites disagree: " + " vs ".join(str(list(v)) for v in sorted(values))


# an accessor's by-value members, by their position within its capture
MEMBER_OF_ACCESSOR = {1: "access_range", 2: "memory_range", 3: "offset"}


def host_term(what, carried: dict, launch: Launch):
    """What the host knows a kernel parameter to be on `launch`: an int, ("sym", "?N") for a value the
    raise names (equal names are equal values), or None.  `what`: a scalar parameter (an Argument)
    or an element of a captured accessor's range or offset (affine.ByValueMember); `carried`:
    KernelLinks.carried()."""
    param = getattr(what, "param", what)
    capture, position = carried.get(param, (None, None))
    if capture is None:
        return None
    arg = launch.args[capture]
    if param is not what:  # a by-value member
        terms = arg.terms.get(MEMBER_OF_ACCESSOR.get(position, ""))
        if terms is None or what.element >= len(terms):
            return None
        term = terms[what.element]
        return term if isinstance(term, int) else ("sym", term)
    if position != 0 or arg.kind != "scalar":
        return None
    if isinstance(arg.value, int):
        return arg.value
    return ("sym", arg.value_term) if arg.value_term is not None else None
