"""No-alias accessors (a pass): an accessor's pointer parameter gets `noalias` when the host proves
no other accessor of the launch reaches the same buffer.

A kernel cannot see which buffers its accessors are of, so every compiler must assume that a store
through one accessor pointer may change what another one reads: it reloads values and cannot
vectorise or reorder freely.  The host program says more: each accessor is made from one buffer
object, and buffers made by separate constructor calls are separate memory objects (a SYCL buffer
owns its memory for its lifetime; a sub-buffer shares its parent's runtime object, so the host
raising sees it as the parent) -- except that a runtime may use a buffer's host memory in place
(zero-copy on CPUs), so two buffers made over the same host allocation, or over host pointers the
raising cannot trace, may still share memory, and so may a buffer's host memory and a USM or other
pointer the kernel captures.  DPC++ itself marks the parameters `noalias` only when the user
writes [[intel::kernel_args_restrict]].

For every linked kernel whose captured arguments map to its parameters (see link), the pointer
parameter of captured accessor A gets the LLVM attribute `noalias` (OpenCL C: `restrict`) when, on
EVERY launch that runs the kernel:
  - A's buffer is known;
  - every other accessor of the launch is of a different known buffer, made over no host memory or
    over a different known host allocation (`heap new#1` vs `heap new#2`), or of the same buffer
    with a provably disjoint range (passes.analysis.regions: ranged accessors, sub-buffers), or
    both are read-only (LLVM's `noalias` only constrains memory that is written during the call);
  - the launch captures no USM pointer and no object whose kernel parameter type holds a pointer
    (a struct of floats holds none), unless A's buffer has no host memory (then only the runtime's
    own allocation holds it).
A USM pointer parameter gets `noalias` when, on every launch, it is into a known USM allocation, every
other captured pointer is into a different known allocation, no other capture may hold a pointer,
no accessor's buffer may be made over USM memory (or over untraced host memory), and the kernel
makes no pointer of its own: it loads none from memory, makes none from an integer and calls no
function (such a pointer could lead into the same allocation).

For `--target cpu` the proofs are made and reported but the attribute is not added: on Intel's
CPU runtime as users run it (vectorizer on) `noalias` made the kernels that accumulate into an
output element slower (harness_gemm's GEMM 0.82-0.88x, harness_2mm's ScaleAccumulate 0.77-0.84x
over the same rewrite without it, three runs each) and no kernel of the harness suite faster
(benchmarks/results/harness_suite_intel_cpu.json); the report says so per accessor.  Why is not
known: its assembly (CL_CONFIG_DUMP_ASM=True) shows the vector k-loop losing only its store of the
accumulator, as intended, and the loss stays at a fixed work-group size of (128, 1) (0.86x; at
16 x 16 the two are equal).
A local_accessor's pointer always gets `noalias`: the runtime allocates work-group local memory
for each local accessor of a launch, which no other argument can reach.  Private memory and device
globals are never buffer memory.  The report lists what was marked and why the rest was not.

Proves safe: no memory location written while the kernel runs is reached through A's pointer and
through a pointer not based on it -- the condition LLVM's `noalias` states.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift.layout import Layouts
from lift.syntax import split_type

from passes import KernelPass, PassContext
from passes.analysis import regions
from passes.analysis.link import KernelLinks, Launch
from passes.analysis.object_pointers import only_read, read_member, record_proven_members

PROVEN_MEMBERS = "noalias-members"  # ctx.analyses: (kernel, byte offset) proven while the pass runs


NOT_FOR_CPU = ("proven but not applied for --target cpu: on Intel's CPU runtime (vectorizer on) noalias made "
               "kernels accumulating into an output element 0.77-0.87x and none faster")


@dataclass(frozen=True)
class NoAliasAccessors(KernelPass):
    """Mark accessor pointer parameters `noalias` where the host proves their buffers distinct
    (see the module docstring)."""

    name: ClassVar[str] = "noalias-accessors"
    target: str = "any"

    def kernels(self, ctx: PassContext):
        return ((name, kl) for name, kl in ctx.analyses.get("links", {}).items()
                if kl.layout_error is None and kl.launches)

    def apply(self, ctx: PassContext) -> None:
        super().apply(ctx)
        record_proven_members(ctx.device, ctx.analyses.pop(PROVEN_MEMBERS, []))

    def apply_kernel(self, ctx: PassContext, name: str, kl: KernelLinks) -> None:
        entries = self.mark(kl) if kl.decomposed else self.mark_members(kl)
        if entries:
            ctx.kernel_report(name)["noalias"] = entries
        proven = [(name, e["member"]) for e in entries if "member" in e and e["noalias"]]
        ctx.analyses.setdefault(PROVEN_MEMBERS, []).extend(proven)

    def mark_members(self, kl: KernelLinks) -> list[dict]:
        """The USM pointers of a kernel object the kernel receives whole (a range-rounding wrapper
        of a kernel without accessors): the same proof as for a pointer parameter, recorded for the
        analyses (passes.analysis.object_pointers) instead of as an attribute."""
        fields = _object_fields(kl)
        if isinstance(fields, str):
            return [{"usm_pointer": capture, "noalias": False, "why": fields}
                    for capture, arg in enumerate(kl.launches[0].args) if arg.kind == "usm_pointer"]
        pointers = [capture for capture, (_, field_type) in enumerate(fields)
                    if kl.launches[0].args[capture].kind == "usm_pointer"
                    or _may_hold_pointer(kl.kernel.function.module, field_type)]
        own = _loads_pointers(kl.kernel.function, members=True) or (
            None if only_read(kl.kernel.parameter_of(1)) else "the kernel writes into its copy of the kernel object")
        entries = []
        for capture, (offset, _) in enumerate(fields):
            if kl.launches[0].args[capture].kind != "usm_pointer":
                continue
            why_not = own or next((w for w in (_shared_usm(launch, capture, pointers) for launch in kl.launches) if w),
                                  None)
            entries.append({"usm_pointer": capture, "member": offset, "noalias": why_not is None,
                            "why": why_not or "on every launch, no other captured pointer reaches its USM allocation "
                                              "(a member of the kernel object the kernel receives whole: recorded "
                                              "as !sycl_lift.noalias_members, not as an attribute)"})
        return entries

    def mark(self, kl: KernelLinks) -> list[dict]:
        entries = []
        pointers = _pointer_captures(kl)
        loads_pointers = _loads_pointers(kl.kernel.function)
        for capture, base in kl.layout():
            kind = kl.launches[0].args[capture].kind
            if kind not in ("accessor", "usm_pointer", "local_accessor"):
                continue
            param = kl.kernel.parameter_of(base)  # an accessor's first argument is its pointer
            if param is None or "*" not in param.type_text and not param.type_text.startswith("ptr"):
                continue
            if kind == "accessor":
                reasons = (_shared_buffer(launch, capture, pointers) for launch in kl.launches)
                proof = "on every launch, no other accessor reaches its memory (or both only read)"
            elif kind == "local_accessor":
                reasons = iter(())
                proof = "local memory allocated for this accessor alone"
            else:
                reasons = (loads_pointers or _shared_usm(launch, capture, pointers) for launch in kl.launches)
                proof = "on every launch, no other captured pointer or buffer reaches its USM allocation"
            why_not = next((w for w in reasons if w), None)
            if why_not is None and self.target == "cpu":
                entries.append({kind: capture, "noalias": True, "applied": False, "why": f"{proof}; {NOT_FOR_CPU}"})
                continue
            if why_not is None and "noalias" not in param.spec.split():
                ty, attributes = split_type(param.spec)
                param.spec = f"{ty} noalias {attributes}".rstrip()
                param.function.mark_dirty()
            entries.append({kind: capture,
                            "noalias": why_not is None, "why": why_not or proof})
        return entries


def _object_fields(kl: KernelLinks):
    """[(byte offset, IR type)] of the kernel object's members, one per capture in capture order,
    for a kernel that receives the object whole (its second parameter, after the user range); or
    why they are not known."""
    param = kl.kernel.parameter_of(1)
    m = re.search(r"byval\((%[-\w.\"$:]+|\{[^()]*\})\)", param.spec) if param is not None else None
    if m is None:
        return "the kernel object is not a by-value parameter"
    info = Layouts(kl.kernel.function.module)(m.group(1))
    fields = list(info.fields) if info.kind == "struct" else []
    while len(fields) > len(kl.launches[0].args) and re.fullmatch(r"\[\d+ x i8\]", fields[-1][1].text):
        fields.pop()  # a packed object's tail padding
    if len(fields) != len(kl.launches[0].args):
        return "the kernel object's members are not one per capture"
    return [(offset, field.text) for offset, field in fields]


def _pointer_captures(kl: KernelLinks) -> list[int]:
    """The captures that may hold a pointer: USM pointers, and other objects whose kernel parameter
    (a by-value struct, or a scalar) has a pointer in its type."""
    module = kl.kernel.function.module
    found = []
    for capture, base in kl.layout():
        kind = kl.launches[0].args[capture].kind
        if kind == "usm_pointer":
            found.append(capture)
        elif kind == "other":
            param = kl.kernel.parameter_of(base)
            if param is None:
                continue  # DPC++ dropped it: the kernel cannot use it
            m = re.search(r"byval\((%[-\w.\"$:]+|\{[^()]*\})\)", param.spec)
            if _may_hold_pointer(module, m.group(1) if m else param.type_text):
                found.append(capture)
    return found


def _may_hold_pointer(module, text: str, depth: int = 0) -> bool:
    """Can an object of IR type `text` hold a pointer?  Named struct types are opened (a
    `sycl::vec<float, 4>` is `{ vec_base }` is `{ [4 x float] }`); an opaque or unknown one, or
    nesting deeper than 16, may."""
    if re.search(r"\bptr\b|\*", text):
        return True
    for name in re.findall(r'%"[^"]*"|%[-\w.$]+', text):
        body = module.type_body(name)
        if body is None or body.strip() == "opaque" or depth >= 16 or _may_hold_pointer(module, body, depth + 1):
            return True
    return False


def _shared_buffer(launch: Launch, capture: int, pointer_captures: list[int]) -> Optional[str]:
    """Why accessor `capture` of `launch` may share memory with another accessor or pointer, None if
    it cannot."""
    mine = launch.args[capture]
    if mine.buffer is None:
        return "the host does not show which buffer the accessor is of"
    if mine.host_memory != "" and pointer_captures:
        return (f"the kernel also captures a pointer (capture {pointer_captures[0]}), and the buffer's host memory "
                f"may be used in place")
    for other_index, other in enumerate(launch.args):
        if other_index == capture or other.kind != "accessor" or mine.mode == other.mode == "read":
            continue
        if other.buffer is None:
            return f"the host does not show which buffer accessor {other_index} is of"
        if other.buffer == mine.buffer:
            if regions.disjoint(mine, other):
                continue  # one buffer, one host allocation, elements apart
            return (f"accessor {other_index} is of the same buffer, one of them writes, and their ranges are not "
                    "proven disjoint")
        if "" not in (mine.host_memory, other.host_memory) and (
                None in (mine.host_memory, other.host_memory) or mine.host_memory == other.host_memory):
            return (f"accessor {other_index}'s buffer is made over host memory that may be the same "
                    f"({mine.host_memory or 'unknown'} / {other.host_memory or 'unknown'})")
    return None


def _shared_usm(launch: Launch, capture: int, pointer_captures: list[int]) -> Optional[str]:
    """Why USM pointer `capture` of `launch` may reach memory another capture reaches, None if it
    cannot: every other pointer must be into a different known USM allocation, and no buffer may be
    made over USM memory or over host memory the raising cannot trace."""
    mine = launch.args[capture]
    if mine.usm is None:
        return "the host does not show which USM allocation the pointer is into"
    for other_index, other in enumerate(launch.args):
        if other_index == capture:
            continue
        if other.kind == "usm_pointer":
            if other.usm is None:
                return f"the host does not show which USM allocation pointer {other_index} is into"
            if other.usm == mine.usm:
                return f"pointer {other_index} is into the same USM allocation"
        elif other_index in pointer_captures:
            return f"capture {other_index} may hold a pointer"
        elif other.kind == "accessor" and (other.host_memory is None or other.host_memory.startswith("usm ")):
            return f"accessor {other_index}'s buffer may be made over USM memory"
    return None


def _loads_pointers(fn, members: bool = False) -> Optional[str]:
    """Why a kernel may reach USM memory through a pointer it did not get as an argument (one it
    loads, or makes from an integer), None if it cannot.  With `members`, the reads of its by-value
    kernel object's members are how it gets its arguments."""
    for inst in fn.instructions():
        if members and inst.opcode in ("load", "inttoptr") and read_member(inst) is not None:
            continue
        if inst.opcode == "inttoptr" or (inst.opcode == "load" and re.match(r"\s*(atomic\s+|volatile\s+)*ptr\b",
                                                                               inst.body_text[len("load"):])):
            return "the kernel loads a pointer from memory (it may point into this allocation)"
        callee = inst.called_function
        if callee is not None and not callee.is_declaration:
            return "the kernel calls a function (it may load pointers)"
    return None
