"""Fuse kernels (a pass): a chain of launches the host program makes one after another becomes one
kernel that does, in each work-item, the work of every member in launch order
(passes.analysis.fusion proves which chains may).

For each chain of kernels K1, .., Km that qualifies in at least one place of the program, the device
module gains the kernel `sycl_lift_fused_<K1>_.._<Km>` (the members stay as they are):

    parameters  K1's, then K2's, .. (as the pipeline left them); `!sycl_kernel_omit_args` and the
                other per-argument kernel metadata are the members' lists one after another, so the
                fused kernel's original arguments are the members' original arguments in order
    body        K1's body, each `ret void` a branch to K2's entry, and so on; the members' allocas
                move to the fused entry block.  Members' parameters that reach one buffer become
                one pointer, scalars the host passes one value one parameter (`_share_parameters`).
    barriers    members an earlier pass reshaped alike so that several work-items share one
                original work-item's work (a reduction's lanes, in one work-group) meet at a
                work-group barrier over global and local memory at each later member's entry:
                every part of the work-item has finished K1 before any reads in K2 what K1 wrote
                (passes.analysis.fusion's launch shape condition); what one member writes and
                another reads is then reached through a pointer without `noalias`.
    intermediates  every access to a buffer the analysis found need not be written goes to one
                private variable of the work-item instead: the producer's store writes it, the later
                members' loads read it.
    loops     a member's loop followed by the next member's loop over the same trip count become
                one loop (passes.transforms.fuse_loops): two walks over one table read it once.
    parameters left without uses go, as dae removes them (`!sycl_kernel_omit_args` says so).

The device module records each fusion as `!sycl_lift.fusions = !{!N, ...}`, `!N = !{!"fused",
!"K1", .., !"Km", !"%k0 %k1 ..", !"%k4 %k5 ..", .., !"intermediates", i64 a, ..}`: the kernels,
the launches of the raise listing it stands for (one string per place in the program), and the
fused kernel's original arguments whose memory it no longer writes.  The replay runs the fused kernel in place of
those launches (`read_fusions`).

The host module launches the fused kernel once per occurrence (passes.transforms.fuse_launches)
where every launch of the members but the last belongs to a fused occurrence and the host's launch
code is the DPC++ 2026 headers'; elsewhere the host is not changed (a built program launches the
members one by one) and the report says why.  `replay` runs the fused kernel in place of each chain
either way.  Off unless enabled (`--enable fuse-kernels`).

A fused kernel of reshaped members is launched by their shape: its launch is the last member's,
edited for that shape (passes.transforms.launch_shape, `decide` with the member's name), so the
shape is recorded for it only where the last member's is applied.

Assumes: the analysis's facts; runs after every other pass, on the kernels as they are then.
Proves: a fused kernel computes, in each work-item, what the member launches computed for its
elements (the analysis's element condition), and every buffer it no longer writes is one nothing
else in the program reads.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import ClassVar

from lift import Function, LiftError
from lift.errors import position
from lift.edit import Names
from lift.scanner import scan_function_text

from passes import ModulePass, PassContext, failure_reason
from passes.analysis.access_strides import access_type
from passes.analysis.device_model import kernel_type_name, read_omit_args
from passes.names import new_kernel_symbol
from passes.analysis.effects import pointer_bases
from passes.analysis.fusion import Fusion, find_fusions, sharing
from passes.host.sycl_ops import Wait
from passes.transforms.dae import DeadArgumentElimination, delete_dead_code
from passes.transforms.fuse_loops import fuse_loops
from passes.transforms.launch_shape import decide, decided_shapes
from passes.transforms.loop_barriers import WORKGROUP, barrier_function

NAMED = "sycl_lift.fusions"
PREFIX = "sycl_lift_fused_"
# per-parameter and per-original-argument kernel metadata: the members' lists one after another
_PER_ARGUMENT = re.compile(r"^(kernel_arg_\w+|sycl_kernel_omit_args|spirv\.ParameterDecorations)$")
# the barrier between reshaped members: work-group scope, ordering global and local memory (SPIR-V
# MemorySemantics SequentiallyConsistent | WorkgroupMemory | CrossWorkgroupMemory)
SEAM_MEMORY = 0x310
_ALLOCA = re.compile(r"\s+%\S+ = alloca\b")
_LINKAGE = re.compile(r"\b(linkonce_odr|weak_odr|linkonce|weak|available_externally|internal|private)\s+")


@dataclass(frozen=True)
class FuseKernels(ModulePass):
    name: ClassVar[str] = "fuse-kernels"
    enabled: bool = False
    host_edits: bool = True  # False: the host module is written back unchanged (several translation units)

    def apply(self, ctx: PassContext) -> None:
        if not self.enabled or "sycl-ops" not in ctx.analyses:
            return
        fusions, refusals = find_fusions(ctx.analyses["sycl-ops"], ctx.analyses.get("links", {}), ctx.device,
                                         ctx.analyses["sycl-program"], set(ctx.failed), decided_shapes(ctx))
        names = lambda kernels: " + ".join(display(k) for k in kernels)  # noqa: E731
        for r in refusals:
            ctx.skip(f"fusing {names(r.kernels)} ({', '.join(r.launches)})", r.why)
        records, done = [], []
        for fusion in fusions:
            try:
                fused = fuse(ctx.device, fusion)
            except Exception as exc:  # noqa: BLE001 - one chain's failure leaves the members as they were
                ctx.skip(f"fusing {names(fusion.kernels)}", failure_reason(exc)[0])
                continue
            records.append(_record(ctx.device, fused.name, fusion))
            if fusion.shape is not None:  # launched where the last member is, as it is
                decide(ctx, _fused_shape(fused.name, fusion), fusion.kernels[-1])
            host = self._launch_once(ctx, fused.name, fusion, len(done))
            shape, dims = fusion.shape, len(fusion.members[0].launch.global_range.values)
            done.append({"kernel": fused.name, "kernels": list(fusion.kernels), "kind": fusion.kind,
                         **({"launched": {"work_group": shape.work_group(dims),
                                          "barrier_between_members": shape.splits_work_items}} if shape else {}),
                         "launches": fusion.occurrences,
                         "shared_inputs": [f"%b{i}" if kind == "buffer" else f"%m{i}" for kind, i in fusion.shared_inputs],
                         "intermediates": [f"%b{i.buffer}" for i in fusion.intermediates],
                         "host": host})
        if records:
            ctx.device.add_named_metadata(NAMED, records)
        ctx.analyses["fusions"] = done

    def _launch_once(self, ctx: PassContext, fused: str, fusion: Fusion, number: int) -> str:
        """Edit the host to launch `fused` once in place of each occurrence's members
        (passes.transforms.fuse_launches); what the host does now, or why it launches the members."""
        from passes.transforms.fuse_launches import fuse_launches

        why, outside = None, []
        if not self.host_edits:
            why = "the program has several host modules, written back as they were"
        else:
            fused_launches = {name for occurrence in fusion.occurrences for name in occurrence}
            # (the last member's launches elsewhere stay theirs: the chain is armed by its earlier members)
            outside = [op for op in ctx.analyses["sycl-ops"].launches
                       if op.mangled in fusion.kernels and op.name not in fused_launches]
            elsewhere = [op for op in outside if op.mangled != fusion.kernels[-1]]
            if elsewhere:
                why = f"{display(elsewhere[0].mangled)} is also launched outside the chain ({elsewhere[0].name})"
            else:
                why = _events_in_use(ctx.analyses["sycl-ops"], fusion)
        if why is None:
            try:
                fuse_launches(ctx.host, fused, list(fusion.kernels), f"fused{number}", last_alone=bool(outside))
            except LiftError as exc:
                why = exc.message
        if why is None:
            return "launches the fused kernel once per occurrence"
        ctx.skip(f"launching {fused} from the host", why)
        return f"unchanged ({why}): the built program launches the members one by one; replay runs the fused kernel"


def describe(entry: dict) -> str:
    """A fusion of the rewrite's report in words: what runs, where, and who launches it."""
    launched = entry.get("launched")
    return (f"{entry['kind']}, launches {'; '.join(' '.join(o) for o in entry['launches'])} as {entry['kernel']}"
            + (f", not materialised: {' '.join(entry['intermediates'])}" if entry["intermediates"] else "")
            + (f", reshaped as its members (work-groups {launched['work_group']}"
               + (", a barrier between the members)" if launched["barrier_between_members"] else ")") if launched else "")
            + ("; the host launches it" if entry.get("host", "").startswith("launches") else
               "; replay runs it, the host still launches the members (see not applied)"))


def _fused_shape(kernel: str, fusion: Fusion):
    """The launch shape of a fused kernel: its members' (one for all), the length of its reassociated
    sums that of the first member that has one, as the fused kernel's original argument."""
    base, length = 0, None
    for member in fusion.members:
        shape = member.shape
        if length is None and shape.reassociated:
            length = replace(shape, length_argument=base + shape.length_argument if shape.length_argument >= 0 else -1)
        base += len(read_omit_args(member.function))
    return replace(length or fusion.shape, kernel=kernel,
                   reassociated=int(any(m.shape.reassociated for m in fusion.members)))


def _events_in_use(program, fusion: Fusion):
    """Why the host may not launch the chain at its last member: a member before the last runs an
    empty command group once the host launches the chain there, so its event completes at once --
    wrong for a host that waits for that event or a command group that depends on it (USM memory is
    ordered by nothing else).  None when nothing uses those events."""
    earlier = {name for occurrence in fusion.occurrences for name in occurrence[:-1]}
    submits = {id(op.submit): op for op in program.launches if op.name in earlier and op.submit is not None}
    for op in program.ops:
        if isinstance(op, Wait) and (op.on is None or id(op.on) in submits):
            which = f"{display(submits[id(op.on)].mangled)}'s event" if op.on is not None else "an event it cannot trace"
            return f"the host waits for {which} ({op.name})"
        for dep in getattr(op, "depends_on", ()) or ():
            if dep is None or id(dep) in submits:
                return f"{op.name} depends on an event of the chain's earlier launches"
    return None


def location(fn: Function) -> tuple:
    """(file, line, col) of a function's `define`, for a LiftError."""
    return (fn.module.filename, *position(fn.src, fn.own_start))


def display(kernel: str) -> str:
    return kernel_type_name(kernel) or kernel


def fused_name(kernels) -> str:
    """`sycl_lift_fused_ToGray_Normalise`: the members as the source names them (cut where long)."""
    return new_kernel_symbol(PREFIX, kernels)


def fuse(module, fusion: Fusion) -> Function:
    """Add the fused kernel of `fusion` to `module` and return it."""
    members = [module.get_function(k) for k in fusion.kernels]
    if any(read_omit_args(fn) is None for fn in members):
        raise LiftError("a member has no !sycl_kernel_omit_args: its arguments cannot be told apart from the others'",
                        *location(members[0]))
    params, bodies, allocas = [], [], []
    seam = (f"  call spir_func void @{barrier_function(module).name}(i32 {WORKGROUP}, i32 {WORKGROUP}, i32 {SEAM_MEMORY})"
            if fusion.shape is not None and fusion.shape.splits_work_items else None)
    for i, fn in enumerate(members):
        own_params, body = _prefixed_copy(fn, f"m{i}.")
        params += own_params
        lines = body.split("\n")  # (lines[0]: the entry block's label)
        entry_end = next((j for j, line in enumerate(lines[1:], 1) if line and not line[0].isspace()), len(lines))
        if i > 0:  # allocas of a later member's entry block go to the fused entry
            allocas += [line for line in lines[:entry_end] if _ALLOCA.match(line)]
            lines = [line for j, line in enumerate(lines) if j >= entry_end or not _ALLOCA.match(line)]
            if seam:
                lines.insert(1, seam)
        if i < len(members) - 1:
            lines = [re.sub(r"^(\s*)ret void\b.*$", rf"\1br label %m{i + 1}.entry", line) for line in lines]
        bodies.append("\n".join(lines).strip("\n"))
    signature = members[0].signature
    prefix = _LINKAGE.sub("", signature.prefix.rsplit("@", 1)[0])
    suffix = re.sub(r"\s+comdat(\(\$[^)]*\))?", "", signature.suffix.rstrip().removesuffix("{").rstrip())
    suffix = _merged_metadata(module, members, suffix)
    entry, rest = bodies[0].split("\n", 1)
    text = (f"{prefix}@{fused_name(fusion.kernels)}({', '.join(params)}){suffix} {{\n{entry}\n"
            + "".join(a + "\n" for a in allocas) + rest + "\n" + "\n".join(bodies[1:]) + "\n}\n")
    fused = module.add_function(text)
    try:
        offsets = [0]
        for fn in members:
            offsets.append(offsets[-1] + len(fn.arguments))
        _share_parameters(fused, fusion, offsets, ordered_by_barrier=seam is not None)
        for intermediate in fusion.intermediates:
            _to_private(fused, [offsets[m] + p for m, p in _positions(fusion, intermediate.buffer)], members[0])
        fuse_loops(fused)
        delete_dead_code(fused)  # (addresses nothing uses now)
        dead = [i for i, arg in enumerate(fused.arguments) if not arg.users]
        if dead:
            DeadArgumentElimination.remove(module, fused, dead, read_omit_args(fused))
    except Exception:
        module.remove_function(fused)  # (never half made: the members stay as they are)
        raise
    return fused


def _prefixed_copy(fn: Function, prefix: str) -> tuple[list, str]:
    """(parameters, body) of fn's text with every argument, value and block named `prefix` + its
    old name or number (the entry block `prefix + entry`): names no other member uses."""
    copy = scan_function_text(fn.module, fn.render().replace(f"@{fn.name}(", f"@{prefix}copy(", 1))
    for i, arg in enumerate(copy.arguments):
        arg.name = prefix + (arg.name if arg.name is not None else str(i))
    counter = 0
    for b, block in enumerate(copy.blocks):
        block.name = prefix + ("entry" if b == 0 else (block.name if block.name is not None else f"b{b}"))
        for inst in block.instructions:
            if inst.has_result:
                counter += 1
                inst.name = prefix + (inst.name if inst.name is not None else f"v{counter}")
    copy.mark_dirty()
    text = copy.render()
    header = copy.signature.render({})  # (ends with the body's opening brace)
    body = text[text.index(header) + len(header):]
    return [f"{arg.spec} {arg.ref()}" for arg in copy.arguments], body.rstrip().removesuffix("}")


def _merged_metadata(module, members: list, suffix: str) -> str:
    """The fused kernel's metadata attachments: per-argument lists one after another, the rest kept
    when every member has the same (dropped otherwise)."""
    for kind, ref in re.findall(r"!([\w.]+)\s+(![-\w.]+)", suffix):
        refs = [m.signature.metadata_attachment(kind) for m in members]
        if _PER_ARGUMENT.match(kind):
            lists = [module.metadata_operands(r) if r else None for r in refs]
            new = "!{" + ", ".join(x for ops in lists for x in ops) + "}" if None not in lists else None
            new_ref = module.add_metadata(new) if new is not None else None
        else:
            bodies = {tuple(module.metadata_operands(r) or ()) if r else None for r in refs}
            new_ref = ref if len(bodies) == 1 else None
        pattern = re.compile(r" !" + re.escape(kind) + r"\s+" + re.escape(ref) + r"\b")
        suffix = pattern.sub(f" !{kind} {new_ref}" if new_ref else "", suffix)
    return suffix


def _positions(fusion: Fusion, buffer: int) -> list:
    """(member, parameter index) of every parameter that reaches `buffer` in the chain."""
    return sorted({(m, a.param.index) for m, member in enumerate(fusion.members) for a in member.accesses
                   if a.memory == ("buffer", buffer)})


def _share_parameters(fused: Function, fusion: Fusion, offsets: list, ordered_by_barrier: bool = False) -> None:
    """Parameters of different members that are one thing become one: those that reach one buffer
    (DPC++ passes every accessor of a buffer the buffer's own address, and the analysis proved the
    same layout at every place the chain is fused), so the fused kernel reaches each buffer through
    one pointer and its compiler orders and forwards the members' accesses as in one kernel (that
    pointer is no longer read-only or write-only); and scalars the host passes one value (a size
    both members were given).  USM pointers (the same allocation, perhaps not the same address)
    only lose `noalias`.  `ordered_by_barrier`: the members' parts of one work-item meet at a
    barrier, where a memory one member writes and another reads changes under the fused kernel's
    feet (other work-items wrote it): its pointer loses `noalias`, which would let the compiler read
    it before the barrier."""
    written = {a.memory for m in fusion.members for a in m.accesses if a.is_store}
    for key, params in sharing(fusion.members).items():
        members = {m for m, _ in params}
        params = sorted(offsets[m] + p for m, p in params)
        if len(params) < 2:
            continue
        first, *others = (fused.arguments[p] for p in params)
        if ordered_by_barrier and key in written and len(members) > 1:
            first.spec = re.sub(r"\s*\bnoalias\b", "", first.spec)
        if key[0] == "usm":
            for arg in [first, *others]:
                arg.spec = re.sub(r"\s*\bnoalias\b", "", arg.spec)
        else:
            for arg in others:
                arg.replace_all_uses_with(first)
            first.spec = re.sub(r"\s*\b(readonly|writeonly)\b", "", first.spec)
        fused.mark_dirty()


def _to_private(fused: Function, params: list, first: Function) -> None:
    """Every load and store through the parameters `params` uses one private variable instead
    (`first`: the chain's first kernel, where a refusal points)."""
    targets = {fused.arguments[p] for p in params}
    accesses = [inst for inst in fused.instructions() if inst.opcode in ("load", "store") and inst.operands
                and pointer_bases(inst.operands[-1]) <= targets]
    if not accesses:
        return
    types = {access_type(inst) for inst in accesses}
    if len(types) != 1:
        raise LiftError(f"an intermediate read and written as {', '.join(sorted(types))}", *location(first))
    names = Names(fused)
    slot = fused.entry.insert(0, f"%{names.fresh('fused.element')} = alloca {types.pop()}, align 4")
    for inst in accesses:
        last = len(inst.operands) - 1
        inst.parts[last] = re.sub(r"ptr addrspace\(\d+\)", "ptr", inst.parts[last])
        inst.set_operand(last, slot)


def _record(module, kernel: str, fusion: Fusion) -> str:
    """The `!sycl_lift.fusions` entry of a fused kernel; its intermediates as the fused kernel's
    ORIGINAL argument indices (the members' original arguments one after another)."""
    base, originals = 0, []
    for m, member in enumerate(fusion.members):
        omit = read_omit_args(member.function)
        kept = [i for i, o in enumerate(omit) if not o]
        for i in fusion.intermediates:
            originals += [base + kept[p] for mm, p in _positions(fusion, i.buffer) if mm == m]
        base += len(omit)
    parts = [f'!"{kernel}"'] + [f'!"{k}"' for k in fusion.kernels] + [f'!"{" ".join(o)}"' for o in fusion.occurrences]
    parts += ['!"intermediates"'] + [f"i64 {p}" for p in sorted(set(originals))]
    return module.add_metadata("!{" + ", ".join(parts) + "}")


def read_fusions(module) -> list[dict]:
    """The fusions a rewritten device module records: [{"kernel", "kernels", "launches",
    "intermediates"}] (see the module docstring)."""
    ops = module.metadata_operands(f"!{NAMED}") if f"!{NAMED}" in module.metadata else None
    out = []
    for ref in ops or ():
        items = module.metadata_operands(ref) or []
        strings = [x[2:-1] for x in items if x.startswith('!"')]
        numbers = [int(x.split()[1]) for x in items if x.startswith("i64 ")]
        if "intermediates" not in strings:
            continue
        cut = strings.index("intermediates")
        kernel, rest = strings[0], strings[1:cut]
        kernels = [s for s in rest if not s.startswith("%")]
        launches = [s.split() for s in rest if s.startswith("%")]
        out.append({"kernel": kernel, "kernels": kernels, "launches": launches, "intermediates": numbers})
    return out
