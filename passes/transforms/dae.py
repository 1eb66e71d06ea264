"""SYCL dead-argument elimination (a pass), recorded the way DPC++ records it.

After propagation some kernel parameters have no uses left.  This pass first deletes instructions
that became dead (no uses, no side effects: address arithmetic, non-volatile loads, casts, pure
builtin calls), then removes every kernel parameter without uses and records it:
  - `!sycl_kernel_omit_args` (one i1 per ORIGINAL argument, as DPC++'s front end made them) gets
    `true` for the removed ones, so the runtime skips those arguments when it sets them;
  - every `!kernel_arg_*` attachment with one entry per current parameter loses the same entries.
New metadata nodes are made (the old ones may be shared with other kernels).

Assumes: kernels are not called from device code (SYCL kernels never are; a kernel with a caller
is left alone) and carry `!sycl_kernel_omit_args`; one without it is skipped, since the runtime
would then have no record of what was removed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from lift import Function, Instruction, Module
from lift.ir import PURE_OPCODES

from passes import KernelPass, PassContext
from passes.analysis.device_model import read_omit_args

def is_trivially_dead(inst: Instruction) -> bool:
    if inst.users or inst.is_terminator:
        return False
    if inst.opcode in PURE_OPCODES:
        return inst.opcode not in ("udiv", "sdiv", "urem", "srem")  # may trap
    if inst.opcode == "load":
        return not any(w in inst.parts[0] for w in ("volatile", "atomic"))
    callee = inst.called_function
    # work-item builtins: `memory(none)` calls whose result is unused
    return callee is not None and "__spirv_BuiltIn" in callee.name and inst.has_result


def delete_dead_code(fn: Function) -> int:
    removed = 0
    work = [i for i in fn.instructions()]
    while work:
        inst = work.pop()
        if inst.block is None or not is_trivially_dead(inst):
            continue
        sources = [op for op in inst.operands if isinstance(op, Instruction)]
        inst.erase()
        removed += 1
        work.extend(sources)
    return removed


@dataclass(frozen=True)
class DeadArgumentElimination(KernelPass):
    """Remove kernel parameters without uses; keep `!sycl_kernel_omit_args` and `!kernel_arg_*`
    consistent.  Proves: a removed parameter had no use, and the runtime is told to skip it."""

    on_reshaped: ClassVar[bool] = True

    name: ClassVar[str] = "dae"

    def kernels(self, ctx: PassContext):
        return ((fn.name, fn) for fn in ctx.device.definitions() if fn.is_kernel)

    def apply_kernel(self, ctx: PassContext, name: str, fn: Function) -> None:
        module = ctx.device
        report = ctx.kernel_report(fn.name)
        report.setdefault("params_before", len(fn.arguments))
        omit = read_omit_args(fn)
        delete_dead_code(fn)
        dead = [i for i, arg in enumerate(fn.arguments) if not arg.users]
        if dead and omit is None:
            ctx.skip(f"dead parameters of {fn.name}", "no !sycl_kernel_omit_args to record them in")
            dead = []
        if dead and fn.users:
            ctx.skip(f"dead parameters of {fn.name}", "the kernel is called from device code")
            dead = []
        if dead:
            self.remove(module, fn, dead, omit)

    @staticmethod
    def remove(module: Module, fn: Function, dead: list[int], omit: list[bool]) -> None:
        count = len(fn.arguments)
        kept_original = [i for i, o in enumerate(omit) if not o]
        for index in dead:
            omit[kept_original[index]] = True
        lists = {}
        for kind in _attachment_kinds(fn):
            if kind == "sycl_kernel_omit_args":
                continue
            entries = module.metadata_operands(fn.signature.metadata_attachment(kind))
            if entries is not None and len(entries) == count:
                lists[kind] = [e for i, e in enumerate(entries) if i not in dead]
        for index in reversed(dead):
            fn.remove_parameter(index)
        for kind, entries in lists.items():
            fn.signature.set_metadata_attachment(kind, module.add_metadata("!{" + ", ".join(entries) + "}"))
        flags = ", ".join("i1 true" if o else "i1 false" for o in omit)
        fn.signature.set_metadata_attachment("sycl_kernel_omit_args", module.add_metadata("!{" + flags + "}"))


def _attachment_kinds(fn: Function) -> list[str]:
    return re.findall(r"!([A-Za-z_][\w.]*)\s+![\w.]+", fn.signature.suffix)

