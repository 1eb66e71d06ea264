"""Specialization-constant folding (a pass): a kernel's spec-constant reads become the value the
host proves every launch of the kernel gives them -- the literal a JIT would have compiled in, made
before the program runs.

For each read (passes.analysis.spec_constants) in a function that linked kernels execute, the
value each launch of each of those kernels sees is the one its command group set (the raise's
`spec_constants` of the launch: the bytes the host wrote, or unknown), else the default (the
`specialization_id` initializer).  When every one of them is the same known value, the read is
replaced:
  - a scalar (integer, floating point, vector of them) by its literal;
  - a composite (struct, array) by an `llvm.memcpy` into the call's result slot from a constant:
    the `specialization_id` global itself for the default, else a new private constant holding
    the bytes.
A read is left as it is, and the report says why, when a kernel that executes it has no raised
launch, when a launch sets it to a value the host does not prove, or when launches disagree (the
same kernel launched with two values: folding would be wrong for one of them).

The report gives each folded constant's bytes, its C++ type (the getter's template argument) and
its value as that type (`{"bytes": "08000000", "type": "int", "value": "8"}`).

Proves: on every launch the host program makes of the kernel, the folded read returns exactly the
value it is replaced with, bit for bit.  Assumes the raise found every launch of a linked kernel
(as propagate-ndrange does).  The spec-constant buffer parameter of emulated spec constants would
then be unused and `dae` drops it; DPC++'s SPIR-V device images use native spec constants and have
already omitted it (`!sycl_kernel_omit_args`).
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import Constant, Module
from lift.layout import Layouts

from passes import KernelPass, PassContext
from passes.analysis.link import KernelLinks
from passes.analysis.spec_constants import SpecRead, find_reads, kernels_reaching, typed_text, typed_value

_MEMCPY = "llvm.memcpy.p4.p1.i64"


def literal(layouts: Layouts, type_text: str, raw: bytes) -> Optional[str]:
    """The LLVM constant of `type_text` whose in-memory bytes are `raw` (None for other types)."""
    ti = layouts(type_text)
    if ti.kind == "int":
        return str(int.from_bytes(raw[:ti.size], "little", signed=True)) if ti.bits != 1 else str(raw[0] & 1)
    if ti.kind == "float":
        if ti.size == 2:
            return f"0xH{int.from_bytes(raw[:2], 'little'):04X}"
        value = struct.unpack("<f", raw[:4])[0] if ti.size == 4 else struct.unpack("<d", raw[:8])[0]
        return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"  # LLVM writes floats as doubles
    if ti.kind == "vector":
        size = ti.elem.size
        elems = [literal(layouts, ti.elem.text, raw[i * size:(i + 1) * size]) for i in range(ti.count)]
        return None if None in elems else "<" + ", ".join(f"{ti.elem.text} {e}" for e in elems) + ">"
    return None


def unmodelled_spec_calls(ctx: PassContext) -> list[str]:
    """Runtime calls about specialization constants or kernel bundles that the raise executed
    without a pattern (what they set is unknown)."""
    program = ctx.analyses.get("sycl-ops")
    unexplained = getattr(program, "unexplained", {}) or {}
    return sorted(name for name in unexplained if "specialization_constant" in name or "kernel_bundle" in name)


def _in_global_space(g) -> bool:
    """Is the global in addrspace(1), where the memcpy reads from?"""
    head = g.text.split("=", 1)[1] if g is not None and "=" in g.text else ""
    return "addrspace(1)" in head.split("constant", 1)[0]


@dataclass(frozen=True)
class FoldSpecConstants(KernelPass):
    """Replace specialization-constant reads by the value every launch of the kernels that execute
    them proves.  See the module docstring."""

    name: ClassVar[str] = "fold-spec-constants"

    def kernels(self, ctx: PassContext):
        reads = find_reads(ctx.device)
        if not reads:
            return []
        reaching = kernels_reaching(ctx.device)
        links = ctx.analyses.get("links", {})
        unmodelled = unmodelled_spec_calls(ctx)
        by_kernel: dict = {}
        for read in reads:
            executing = sorted(reaching.get(read.function, ()))
            if executing:  # handled with the first kernel that executes it (once: a fold erases it)
                by_kernel.setdefault(executing[0], []).append((read, executing))
        return [(k, (rs, links, unmodelled)) for k, rs in by_kernel.items()]

    def apply_kernel(self, ctx: PassContext, name: str, item) -> None:
        reads, links, unmodelled = item
        layouts = Layouts(ctx.device)
        for read, executing in reads:
            if unmodelled:  # the host may set it in a way the raise did not follow
                value, why = None, f"the host calls {unmodelled[0]}, which the raise does not model"
            else:
                value, why = self.proven_value(read, [links.get(k) for k in executing], executing, layouts)
            where = f"specialization constant {read.name} in {read.function.name}"
            if value is None:
                ctx.skip(where, why)
                continue
            if not fold_read(ctx.device, layouts, read, value):
                ctx.skip(where, f"no literal for type {read.type_text}")
                continue
            type_name, typed = typed_value(layouts(read.type_text), value, read.cxx_type)
            for kernel in executing:
                folded = ctx.kernel_report(kernel).setdefault("spec_constants", {})
                folded[read.name] = {"bytes": value.hex(), "type": type_name, "value": typed}

    @staticmethod
    def proven_value(read: SpecRead, links: list[Optional[KernelLinks]], kernels: list,
                     layouts: Layouts) -> tuple[Optional[bytes], str]:
        """The bytes every launch of every kernel executing `read` gives it, or None and why."""
        values = set()
        for kernel, kl in zip(kernels, links):
            if kl is None or not kl.launches:
                return None, f"kernel {kernel} has no raised launch"
            for launch in kl.launches:
                if launch.spec_constants is None:
                    return None, f"the raise does not report the specialization constants of a launch in {launch.function or '?'}"
                if read.symbolic_id in launch.spec_constants:
                    value = launch.spec_constants[read.symbolic_id]
                    if value is None:
                        return None, f"a launch in {launch.function or '?'} sets it to a value the host does not prove"
                    if len(value) != read.size:
                        return None, f"the host sets {len(value)} bytes, the kernel reads {read.size}"
                else:
                    value = read.default
                    if value is None:
                        return None, "its default (the specialization_id initializer) is not a constant"
                values.add(bytes(value))
        if len(values) > 1:
            return None, "launches set different values: " + " vs ".join(shown(layouts, read, v) for v in sorted(values))
        return values.pop(), ""


def shown(layouts: Layouts, read: SpecRead, value: bytes) -> str:
    """A value of `read` as a reader reads it: `int 8`, `Coeffs{2.5, 7}`; its bytes where it has no
    such form."""
    type_name, typed = typed_value(layouts(read.type_text), value, read.cxx_type)
    return typed_text(type_name, typed) if typed is not None else "0x" + value.hex()


def fold_read(module: Module, layouts: Layouts, read: SpecRead, value: bytes) -> bool:
    """Replace one read by `value` (a literal, or a copy from a constant); False when its type has
    no literal here (the read is left as it is)."""
    call = read.call
    if not read.composite:
        text = literal(layouts, read.type_text, value)
        if text is None:
            return False
        call.replace_all_uses_with(Constant(text))
        call.erase()
        return True
    source = read.default_global if value == read.default and _in_global_space(read.default_global) else None
    if source is None:
        data = "".join(f"\\{b:02X}" for b in value)
        source = module.add_global("__sycl_lift.spec." + re.sub(r"[^\w.$-]", "_", read.name),
                                   f'private unnamed_addr addrspace(1) constant [{len(value)} x i8] c"{data}", align 8')
    if module.get_function(_MEMCPY) is None:
        module.add_function(f"declare void @{_MEMCPY}(ptr addrspace(4) noalias, ptr addrspace(1) noalias, i64, i1 immarg)\n")
    block = call.block
    block.insert(block.instructions.index(call),
                 f"call void @{_MEMCPY}(ptr addrspace(4) {{0}}, ptr addrspace(1) {{1}}, i64 {read.size}, i1 false)",
                 call.syntax.call_arguments[0].value, source)
    call.erase()
    return True


def bind_spec_constants(module: Module, values: dict) -> list[str]:
    """Every spec-constant read of `module` replaced by `values[symbolic id]` (bytes), or its
    default where `values` has none: the module as it runs for those values (the replay runs the
    original and the rewritten kernels this way).  Returns what could not be bound, and why."""
    layouts, problems = Layouts(module), []
    for read in find_reads(module):
        value = values.get(read.symbolic_id, read.default)
        if value is None or len(value) != read.size or not fold_read(module, layouts, read, value):
            problems.append(f"specialization constant {read.name} in {read.function.name}: no value to bind")
    return problems
