"""Kernel fusion (an analysis): which consecutive launches of the raised host program may run as one
launch, and which buffers between them need never be written.

A chain is a run of launches L1, .., Lm of kernels K1, .., Km (m >= 2), consecutive in the raised
program, that may run as one kernel doing, in every work-item, K1's work then K2's .. then Km's --
vertical fusion where a member reads what an earlier one wrote, horizontal where the members are
independent launches over the same range (then the fused kernel reads what they share once):

  order    the launches follow each other on one path of the host program (the same branch sides,
           `Op.path`, and the same loop iterations) on one queue, and nothing happens between them
           that could see or change their memory: no wait (`Wait`), no host accessor, no explicit
           copy, fill, host task or USM operation, no other launch;
  shape    every launch is a `range` launch, or every one an `nd_range` launch with the same
           work-group size, without offset, over the same global range (the same constants or the
           same host symbols); it sets no specialization constant, captures no local memory, and
           runs a linked kernel that is not a range-rounding wrapper, that no earlier pass failed
           on, and whose body has no barrier, group operation or atomic (work-items that talk to
           each other cannot be put one after another);
  launch shape  the members' launches stay as they were, or an earlier pass reshaped every one
           alike (`shapes`: passes.transforms.launch_shape) in a shape that puts each work-item of
           the original launch in ONE work-group (`LaunchShape.keeps_work_items_together`: a
           reduction's lanes, or small work-groups of the kernel as it was).  Then the barriers of
           the reshaped bodies (a reduction's tree, under every path) are allowed, and the fused
           kernel places a work-group barrier between the members (fuse_kernels): what the parts
           of one original work-item write in a member, the parts read in the next one only after
           every part has passed it -- the element condition below, taken per original work-item
           (offsets in the original launch's ids: a lane's id is no term of them);
  elements every memory (buffer or USM allocation) that some member writes is addressed by every
           member that touches it at affine offsets in the work-item ids and the members' loop
           counters -- expressions once each kernel's parameters are replaced by the host values
           they carry (constants, symbols of the raise), e.g. `4 * (gid1 * ?6 + gid0)` or
           `4 * (gid0 * ?5 + j)` -- that depend on a work-item id, through an accessor that is not
           a sub-buffer's, and where they differ (`8 * gid0` and `8 * gid0 + 4`: two elements per
           work-item; every access in a loop, whose counter is each member's own) the loop model's
           integer set of two work-items w1 != w2 touching one element from different members is
           empty (passes.analysis.loop_model.WorkItemSets: each counter ranges over its counted
           loop's iterations, start and bound in the host's terms, under the conditions on the way
           to the access -- a rotation guard `cols != 0`, a range guard -- and the launch-wide
           values a member computes, `x & C` and min/max, are what they are).  An access in a loop
           whose address no counter moves is refused.  Then work-item w of every member touches
           only elements no other work-item touches (two work-items writing one element would be a
           data race of the original program), so running the members one after another inside w
           gives every element the value the launches gave it.  Memories only read are free to
           share.

An intermediate is a buffer the chain need not write at all (none where several work-items share an
original one's work: one of them writes what the others read): made without host data (nothing to
copy back), touched by no op of the program other than the launches of the fused chains of the same
kernels, written in each of them by one member (its producer) on every path through that member
before any later member reads it, read only by later members, at one offset by all of them and in
no loop.  Its value then lives in a
private variable of the work-item (passes.transforms.fuse_kernels).

The result per chain of kernels: the occurrences that qualify (`Fusion.occurrences`, launch names of
the listing) and the intermediates; per occurrence that does not, why (`Refusal`).

Assumes: the raise's launches, accessors and host symbols (equal symbols are equal values) and the
link's argument layout; the kernels as the pipeline left them (their current parameters, through
`!sycl_kernel_omit_args`).  Proves the conditions above; nothing about timing.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional

from lift import Argument, Function, Instruction
from lift.graphs import dominator_tree, dominates, immediate_dominators
from lift.syntax import compare_operands
from passes.analysis import device_model
from passes.analysis.access_strides import access_type
from passes.analysis.affine import AffineAnalysis, ByValueMember
from passes.analysis.effects import communicates, pointer_bases
from passes.analysis.link import KernelLinks, Launch as LinkedLaunch, host_term
from passes.analysis.conditions import NEGATE
from passes.analysis.loop_model import (CountedLoop, HostCounter, HostLaunchWide, WorkItemSets, counted_loop,
                                        dominating_conditions, launch_wide_parts, where)
from passes.host.sycl_ops import Accessor, Command, Launch, Usm, Wait


@dataclass
class Access:
    """One load or store of a member kernel to a memory the launch captured."""

    inst: Instruction
    is_store: bool
    memory: tuple  # ("buffer", index) | ("usm", index)
    offset: Optional[tuple]  # host-term form of the byte offset (None: not one the host can compare)
    type_text: str
    size: int  # bytes it moves
    param: Argument
    in_loop: bool
    # ("iv", key) and ("wide", key) in `offset` -> its loop or value (loop_model.HostCounter, HostLaunchWide)
    defined: dict = field(default_factory=dict)
    guards: tuple = ()  # (predicate, x, y): `x predicate y` holds on the way to it, x and y host-term offsets


@dataclass
class Member:
    """One launch of a chain: the launch op, its kernel and the accesses it makes."""

    launch: Launch
    kernel: str
    function: Function
    accesses: list
    # its scalar parameters by the value the host passes them (an int, or ("sym", "?N")): two
    # members' parameters with the same value are one value in the fused kernel
    scalars: dict = field(default_factory=dict)
    shape: object = None  # its LaunchShape where an earlier pass reshaped its launches


@dataclass
class Intermediate:
    """A buffer a fused chain never writes: member `producer` stores it, the later members read it."""

    buffer: int
    producer: int


@dataclass
class Fusion:
    kernels: tuple  # member kernel symbols, in launch order
    occurrences: list = field(default_factory=list)  # [[launch name, ...]] per fused occurrence
    intermediates: list = field(default_factory=list)  # Intermediate
    members: list = field(default_factory=list)  # the first occurrence's Members (for the transform)

    @property
    def shape(self):
        """The launch shape every member was reshaped to (one for all: the analysis's condition), or
        None where their launches stay as they were."""
        return self.members[0].shape if self.members else None

    @property
    def kind(self) -> str:
        """vertical: every member after the first reads what an earlier one wrote; horizontal: none
        does (independent launches, one pass over what they share); mixed: some do."""
        written, depends = set(), []
        for m in self.members:
            depends.append(any(not a.is_store and a.memory in written for a in m.accesses))
            written |= {a.memory for a in m.accesses if a.is_store}
        later = depends[1:]
        return "vertical" if all(later) else "horizontal" if not any(later) else "mixed"

    @property
    def shared_inputs(self) -> list:
        """Memories several members read (the fused kernel reads them through one pointer)."""
        readers: dict = {}
        for i, m in enumerate(self.members):
            for a in m.accesses:
                if not a.is_store:
                    readers.setdefault(a.memory, set()).add(i)
        return sorted(memory for memory, who in readers.items() if len(who) > 1)


@dataclass
class Refusal:
    launches: list  # launch names
    kernels: list  # kernel symbols
    why: str


def find_fusions(program, links: dict, device, program_json: dict, excluded: set,
                 shapes: Optional[dict] = None) -> tuple[list, list]:
    """(fusions, refusals) of the raised program `program` (passes.host.sycl_ops.SyclProgram) whose
    launches are linked by `links`, with the kernels of `device` as they are now; kernels in
    `excluded` (failed) are not fused; `shapes`: kernel -> the LaunchShape an earlier pass gave its
    launches (the module docstring's launch shape condition)."""
    shapes = shapes or {}
    model = device_model.build(device)
    linked = [LinkedLaunch.from_json(e) for e in program_json["launches"]]
    of_launch = {id(op): linked[i] for i, op in enumerate(program.launches)}
    chains, refusals = [], []
    chain: list = []
    between: list = []  # ops since the chain's last launch
    alone = None  # (launch, why) of the last launch, where it cannot be a member
    for op in program.ops:
        if isinstance(op, Launch):
            here = _member(op, of_launch[id(op)], links, model, excluded, shapes)
            # a launch that could follow one that cannot be a member: the pair is refused for that
            paired = alone is not None and not _order_problem(alone[0], op, between)
            if isinstance(here, str):
                if chain:
                    refusals.append(Refusal([m.launch.name for m in chain] + [op.name],
                                            [m.kernel for m in chain] + [op.mangled or "?"], here))
                elif paired:
                    refusals.append(_refused_pair(*alone, op))
                _close(chain, chains)
                chain, between, alone = [], [], (op, here)
                continue
            if paired:
                refusals.append(_refused_pair(*alone, op))
            alone = None
            if chain:
                why = (_order_problem(chain[-1].launch, op, between) or _shape_problem(chain + [here])
                       or _elements_problem(chain + [here]))
                if why:
                    refusals.append(Refusal([m.launch.name for m in chain] + [op.name],
                                            [m.kernel for m in chain] + [here.kernel], why))
                    _close(chain, chains)
                    chain = []
            chain.append(here)
            between = []
        elif chain or alone:
            between.append(op)
    _close(chain, chains)
    return _group(chains, program, refusals), refusals


def _refused_pair(first: Launch, why: str, then: Launch) -> Refusal:
    """Two launches one after the other whose first cannot be in a chain (`why`)."""
    return Refusal([first.name, then.name], [first.mangled or "?", then.mangled or "?"], why)


def _close(chain: list, chains: list) -> None:
    if len(chain) >= 2:
        chains.append(list(chain))


def _member(op: Launch, launch: LinkedLaunch, links: dict, model, excluded: set, shapes: dict):
    """The Member of a launch, or why it cannot be in a chain."""
    name = op.mangled
    if name is None or name not in links:
        return "its kernel is not linked"
    if name in excluded:
        return f"{name} was not rewritten as the others (an earlier pass failed on it)"
    shape = shapes.get(name)
    if shape is not None and not shape.keeps_work_items_together:
        return (f"{name} is launched reshaped ({shape.kind}) so that the work of one of its original work-items "
                "spreads over several work-groups, which no barrier orders")
    kl = links[name]
    if kl.layout_error:
        return kl.layout_error
    if op.kind not in ("range", "nd_range") or op.global_range is None:
        return f"a {op.kind} launch (fusion takes range and nd_range launches)"
    if op.offset is not None and op.offset.constant != [0] * op.offset.dims:
        return "a launch with an offset"
    if op.spec_constants or op.bundle is not None:
        return "a launch that sets specialization constants or a kernel bundle"
    kernel = model.kernels.get(name)
    if kernel is None or kernel.is_wrapper:
        return "no kernel to fuse"
    fn = kernel.function
    for block in fn.blocks:
        for inst in block.instructions:
            if inst.opcode in ("atomicrmw", "cmpxchg", "fence"):
                return f"{name} uses atomics"
            if inst.opcode == "call":
                callee = inst.called_function
                if callee is not None and communicates(callee.name) and not (shape is not None and device_model.is_barrier(inst)):
                    return f"{name} calls {callee.name} (its work-items cooperate)"
                if callee is not None and not callee.is_declaration and not callee.name.startswith("llvm."):
                    return f"{name} calls a function of the module ({callee.name})"
    if any(a.kind == "local_accessor" for a in launch.args):
        return "a launch with local memory"
    carried = KernelLinks(kernel, kl.launches).carried()  # current parameter -> (capture index, position within it)
    queries = {q.value: (q.quantity, q.dim) for q in device_model.builtin_queries(fn)}
    analysis = AffineAnalysis(fn)
    idom = immediate_dominators(fn.blocks[0], {b: b.successors for b in fn.blocks})
    accesses = []
    for access in analysis.accesses():
        for param, affine in _addresses(analysis, access.inst.operands[-1]):
            if param is None:
                if _global(access.inst):
                    return f"{name} reaches global memory through a pointer that is no parameter"
                continue
            if "byval(" in param.spec or param not in carried:
                continue  # its own copy of a captured object
            why = _add_access(accesses, access, param, affine, carried, launch, queries, name, analysis, idom)
            if why:
                return why
    scalars = {}
    for param, (capture, position) in carried.items():
        arg = launch.args[capture]
        if arg.kind == "scalar" and position == 0 and "byval(" not in param.spec:
            term = arg.value if isinstance(arg.value, int) else ("sym", arg.value_term) if arg.value_term else None
            if term is not None:
                scalars[param] = term
    return Member(op, name, fn, accesses, scalars, shape)


def _add_access(accesses: list, access, param, affine, carried: dict, launch: LinkedLaunch, queries: dict,
                name: str, analysis: AffineAnalysis, idom: dict) -> str:
    capture, position = carried[param]
    arg = launch.args[capture]
    if arg.kind == "accessor" and position == 0:
        if arg.buffer is None or arg.sub_buffer_offset != 0:
            return f"{name}: an accessor whose buffer is not known, or of a sub-buffer"
        memory = ("buffer", arg.buffer)
    elif arg.kind == "usm_pointer":
        if arg.usm is None:
            return f"{name}: a USM pointer whose allocation is not known"
        memory = ("usm", arg.usm)
    else:
        return f"{name} reaches memory through a captured {arg.kind}"
    offset, defined = None, {}

    def resolve(var):
        if var[0] == "iv":
            return _counter(var[1], analysis, resolve, name, defined)
        term = _host_term(var, carried, launch, queries)
        return term if term is not None or var[0] != "param" else _launch_wide(var[1], analysis, resolve, name, defined)

    if affine is not None:
        offset = _host_offset(affine, resolve)
    guards = _guards(access.inst.block, idom, analysis, resolve) if offset is not None else ()
    accesses.append(Access(access.inst, access.is_store, memory, offset, access_type(access.inst), access.size, param,
                           bool(access.loops), defined if offset is not None else {}, guards))
    return ""


def _guards(block, idom: dict, analysis: AffineAnalysis, resolve) -> tuple:
    """The conditions on the way to `block` (loop_model.dominating_conditions) that compare
    host-term offsets: (predicate, x, y); the others are left out (a superset)."""
    out = []
    for compare, holds in dominating_conditions(block, idom):
        parsed = compare_operands(compare) if compare.opcode == "icmp" else None
        if parsed is None:
            continue
        predicate, _, operands = parsed
        forms = [analysis.value(op) for op in operands]
        sides = [_host_offset(f, resolve) if f is not None else None for f in forms]
        if None not in sides:
            out.append((predicate if holds else NEGATE[predicate], *sides))
    return tuple(out)


def _counter(phi: Instruction, analysis: AffineAnalysis, resolve, kernel: str, defined: dict):
    """A loop counter of an address as the host knows it: ("iv", key), its loop's normal form in the
    host's terms put in `defined`; None where its loop is not counted or its start or bound is no
    host-term offset."""
    iv = analysis.induction.get(phi)
    form = counted_loop(iv.loop, analysis) if iv is not None else None
    if not isinstance(form, CountedLoop) or form.phi is not phi:
        return None
    bound = analysis.value(form.bound)
    start, bound = (_host_offset(f, resolve) if f is not None else None for f in (form.start, bound))
    if start is None or bound is None:
        return None
    t = form.test
    key = ("iv", _own_name(phi, kernel))
    defined[key] = HostCounter(start, form.step, t.order, t.signed, t.offset, bound, t.at_latch)
    return key


def _own_name(inst: Instruction, kernel: str) -> str:
    """A value of one member, named for the sets and the report: `%12 of _ZTS6Square`."""
    return f"{where(inst).split(' =')[0].lstrip('`')} of {kernel}"


def _launch_wide(what, analysis: AffineAnalysis, resolve, kernel: str, defined: dict):
    """A launch-wide value a member computes (`x & C`, a min or max: loop_model.launch_wide_parts)
    as the host knows it: ("wide", key), what it is in the host's terms put in `defined`; None
    otherwise."""
    parts = launch_wide_parts(what, analysis)
    operands = [_host_offset(f, resolve) for f in parts[1]] if parts is not None else [None]
    if None in operands:
        return None
    key = ("wide", _own_name(what, kernel))
    defined[key] = HostLaunchWide(parts[0], tuple(operands))
    return key


def _addresses(analysis: AffineAnalysis, address, depth: int = 0) -> list:
    """(kernel parameter, affine byte offset or None) for each address `address` may be: both arms
    of a select (`i > 0 ? &a[i - 1] : &a[i]`); the parameter alone where the offset is no affine
    form; (None, None) where the address comes from no parameter."""
    if isinstance(address, Instruction) and address.opcode == "select" and depth < 8:
        return _addresses(analysis, address.operands[1], depth + 1) + _addresses(analysis, address.operands[2], depth + 1)
    base, offset = analysis.pointer(address)
    if base is not None:
        return [(base, offset)]
    bases = pointer_bases(address)
    base = bases.pop() if len(bases) == 1 else None
    return [(base if isinstance(base, Argument) else None, None)]


def _global(inst: Instruction) -> bool:
    return "addrspace(1)" in inst.body_text


def _host_term(var, carried: dict, launch: LinkedLaunch, queries: dict):
    """A variable of an affine offset as the host knows it: an int, a hashable name the other
    members share when it is the same value, or None (a value of this kernel alone)."""
    kind, what = var
    if kind == "global_id":
        return ("gid", what)
    if kind != "param":
        return None  # a local or group id, a loop counter
    if isinstance(what, (ByValueMember, Argument)):
        return host_term(what, carried, launch)
    if what in queries:
        quantity, dim = queries[what]
        return (quantity, dim)  # global_size, num_groups: the same in every member (equal ranges)
    return None


def _host_offset(affine, resolve) -> Optional[tuple]:
    """(constant, ((names, coefficient), ...)) of an affine offset with every variable resolved."""
    constant, merged = affine.constant, {}
    for mono, k in affine.terms:
        factor, names = k, []
        for var in mono:
            term = resolve(var)
            if term is None:
                return None
            if isinstance(term, int):
                factor *= term
            else:
                names.append(term)
        key = tuple(sorted(names, key=repr))
        if key:
            merged[key] = merged.get(key, 0) + factor
        else:
            constant += factor
    return constant, tuple(sorted(((m, k) for m, k in merged.items() if k), key=repr))


def _order_problem(first: Launch, second: Launch, between: list) -> str:
    """Why `second` cannot run right after `first` inside one launch, as far as the host's order
    goes; "" when nothing stands between them."""
    if first.path != second.path:
        return "the launches are on different paths of the host program"
    if first.iterations != second.iterations:
        return (f"the launches stand for different iterations of a loop ({'; '.join(first.iterations) or 'none'} vs "
                f"{'; '.join(second.iterations) or 'none'})")
    if first.queue is None or first.queue is not second.queue:
        return "the launches are not on one known queue"
    if first.kind != second.kind:
        return f"one {first.kind} launch and one {second.kind} launch"
    if _terms(first.global_range) != _terms(second.global_range):
        return "the launches' global ranges are not the same"
    if _terms(first.local_range) != _terms(second.local_range):
        return "the launches' work-group sizes are not the same"
    for op in between:
        if isinstance(op, Wait):
            return f"the host waits in between ({op.name})"
        if isinstance(op, Accessor) and op.target not in ("device", "constant_buffer", None):
            return f"the host accesses {op.buffer.name if op.buffer else 'a buffer'} in between ({op.name})"
        if isinstance(op, Accessor) and op.target is None:
            return f"an accessor of unknown target in between ({op.name})"
        if isinstance(op, (Command, Usm)):
            return f"a {getattr(op, 'kind', None) or getattr(op, 'op', 'memory')} operation in between ({op.name})"
    return ""


def _shape_problem(members: list) -> str:
    """Why the members' launch shapes do not let them run in one launch; "" when every member keeps
    its launch or all were reshaped alike."""
    kinds = {_shape_key(m.shape) for m in members}
    if len(kinds) == 1:
        return ""
    shaped = next(m for m in members if m.shape is not None)
    other = next(m for m in members if _shape_key(m.shape) != _shape_key(shaped.shape))
    return (f"{shaped.kernel} is launched reshaped ({shaped.shape.kind}) and {other.kernel} "
            + ("is not" if other.shape is None else "otherwise") + ": one launch cannot serve both")


def _shape_key(shape):
    """A launch shape with what is each kernel's own left out -- its name, its sums' length and
    order -- (None: not reshaped)."""
    return None if shape is None else replace(shape, kernel="", reassociated=0, length_argument=-1, length_constant=-1)


def _terms(r) -> Optional[list]:
    """A range's components as the host knows them: constants, or symbols that are one value."""
    return None if r is None else [str(v) for v in r.values]


def _elements_problem(members: list) -> str:
    """Why the members' memory accesses do not allow running them one after another in each
    work-item; "" when they do (see the module docstring)."""
    by_memory: dict = {}
    for i, m in enumerate(members):
        for a in m.accesses:
            by_memory.setdefault(a.memory, []).append((i, a))
    for memory, accesses in by_memory.items():
        if not any(a.is_store for _, a in accesses) or len({i for i, _ in accesses}) < 2:
            continue
        what = f"%b{memory[1]}" if memory[0] == "buffer" else f"%m{memory[1]}"  # (the raise listing's names)
        offsets = {a.offset for _, a in accesses}
        if None in offsets:
            i, a = next((i, a) for i, a in accesses if a.offset is None)
            return (f"{members[i].kernel} addresses {what} where another member writes it, at an address that is not one "
                    "affine function of its work-item (a neighbour's element, a clamp, a computed index): a work-item "
                    "may read what another one writes")
        if any(not any(name[0] == "gid" for mono, _ in offset[1] for name in mono) for offset in offsets):
            return f"every work-item addresses the same element of {what}"
        if len(offsets) > 1:  # (one offset: work-item w touches element f(w) alone)
            why = _work_items_meet(members, accesses, what)
            if why:
                return why
        if any(a.in_loop and not any(n[0] == "iv" for mono, _ in a.offset[1] for n in mono) for _, a in accesses):
            return f"a member addresses {what} inside a loop, at an address its counters do not move"
        if len({a.type_text for _, a in accesses}) > 1:
            return f"the members read and write {what} as different types"
    return ""


def _work_items_meet(members: list, accesses: list, what: str) -> str:
    """Why two members' accesses of one memory at different offsets may touch one element from
    different work-items (an integer set isl finds non-empty, or cannot decide), "" when they never
    do: then each work-item still touches elements no other one does (a member writing f(w), the
    next reading g(w) with f(w1) != g(w2) for w1 != w2)."""
    sets = WorkItemSets(members[0].launch.global_range.values if members[0].launch.global_range else None)
    for x, (i, a) in enumerate(accesses):
        for j, b in accesses[x + 1:]:
            if i == j or not (a.is_store or b.is_store) or a.offset == b.offset and a.type_text == b.type_text:
                continue
            why = sets.meet(a.offset, a.size, b.offset, b.size, {**a.defined, **b.defined}, (a.guards, b.guards))
            if why is not None:
                return (f"{members[i].kernel}'s {where(a.inst)} and {members[j].kernel}'s {where(b.inst)} may touch one "
                        f"element of {what} from different work-items ({_offset_text(a.offset)} vs "
                        f"{_offset_text(b.offset)}): a work-item would read what another one writes"
                        + (f"; {why}" if why else ""))
    return ""


def _offset_text(offset: tuple) -> str:
    constant, terms = offset
    parts = [f"{k}*{'*'.join(_name_text(n) for n in mono)}" for mono, k in terms]
    return " + ".join(parts + ([str(constant)] if constant or not parts else [])) + " bytes"


def _name_text(name) -> str:
    kind, what = name
    return f"gid{what}" if kind == "gid" else str(what) if kind == "sym" else f"{kind}{what}"


def sharing(chain: list) -> dict:
    """Which members' parameters are one thing: memory -> {(member, parameter index)} for the
    memories they reach, ("scalar", value, type) -> the same for scalars the host passes one value."""
    groups: dict = {}
    for i, m in enumerate(chain):
        for a in m.accesses:
            groups.setdefault(a.memory, set()).add((i, a.param.index))
        for param, term in m.scalars.items():
            groups.setdefault(("scalar", term, param.type_text), set()).add((i, param.index))
    return groups


def _sharing(chain: list) -> tuple:
    """`sharing` as a comparable partition of (member, parameter index)."""
    return tuple(sorted(tuple(sorted(g)) for g in sharing(chain).values()))


def _group(chains: list, program, refusals: list) -> list:
    """One Fusion per chain of kernels, with every occurrence and the intermediates that hold in all
    of them.  One fused kernel serves every occurrence, so its members' parameters must reach the
    same memories alike in each (`_sharing`); an occurrence that differs is refused."""
    fusions: dict = {}
    for chain in list(chains):
        key = tuple(m.kernel for m in chain)
        f = fusions.setdefault(key, Fusion(key, members=chain))
        if _sharing(chain) != _sharing(f.members):
            refusals.append(Refusal([m.launch.name for m in chain], list(key),
                                    f"its launches share buffers unlike those of {' '.join(f.occurrences[0])}, which "
                                    "the fused kernel is made for"))
            chains.remove(chain)
            continue
        f.occurrences.append([m.launch.name for m in chain])
    in_chains: dict = {}
    for chain in chains:
        for m in chain:
            in_chains[id(m.launch)] = tuple(x.kernel for x in chain)
    for key, f in fusions.items():
        if f.shape is None or not f.shape.splits_work_items:  # (else one part writes what the others read)
            f.intermediates = _intermediates(f, [c for c in chains if tuple(m.kernel for m in c) == key], in_chains,
                                             program)
    return list(fusions.values())


def _intermediates(fusion: Fusion, chains: list, in_chains: dict, program) -> list:
    found = []
    first = chains[0]
    for producer, m in enumerate(first):
        for store in [a for a in m.accesses if a.is_store and a.memory[0] == "buffer"]:
            if any(x.buffer == store.memory[1] and x.producer == producer for x in found):
                continue
            if all(_is_intermediate(chain, producer, store.param.index, in_chains, program) for chain in chains):
                found.append(Intermediate(store.memory[1], producer))
    return found


def _is_intermediate(chain: list, producer: int, param_index: int, in_chains: dict, program) -> bool:
    m = chain[producer]
    stores = [a for a in m.accesses if a.is_store and a.param.index == param_index]
    if not stores:
        return False
    memory = stores[0].memory
    buffer = program.buffers[memory[1]]
    if buffer.host_memory != "":
        return False  # made over host data: destroying it copies back
    key = tuple(x.kernel for x in chain)
    for i, other in enumerate(chain):
        touches = [a for a in other.accesses if a.memory == memory]
        if i < producer and touches:
            return False
        if i > producer and any(a.is_store for a in touches):
            return False
    if any(a.memory == memory and not a.is_store for a in m.accesses):
        return False  # the producer reads it too (a value from before the chain)
    if len({a.offset for other in chain for a in other.accesses if a.memory == memory}) > 1:
        return False  # a later member reads another element than its work-item's store wrote
    if any(a.in_loop for other in chain for a in other.accesses if a.memory == memory):
        return False  # a walk over several elements: not one private value
    if not _on_every_path(m.function, stores):
        return False
    for op in program.ops:  # nothing else in the program touches the buffer
        if isinstance(op, Accessor) and op.buffer is buffer:
            if op.target != "device":
                return False
        elif isinstance(op, Launch):
            captured = any(a.kind == "accessor" and a.accessor is not None and a.accessor.buffer is buffer for a in op.args)
            if captured and in_chains.get(id(op)) != key:
                return False
        elif isinstance(op, Command) and any(getattr(p, "buffer", None) is buffer for p in (op.source, op.dest, *op.uses)):
            return False
    return True


def _on_every_path(fn: Function, stores: list) -> bool:
    """Whether one of `stores` runs on every path from the kernel's entry to its returns: its block
    dominates every block that returns."""
    tree = dominator_tree(fn)
    returns = [b for b in fn.blocks if b.instructions and b.instructions[-1].opcode == "ret"]
    return any(all(dominates(tree, s.inst.block, b) for b in returns) for s in stores)
