"""Helper functions copied per address space, for the OpenCL C writer (`passes.opencl.writer`).

DPC++ gives every non-kernel function generic pointers (addrspace 4): a C++ helper taking `float*`
that one kernel calls with a pointer into a buffer and another (or the same) with a private array
gets one generic parameter.  The writer resolves a generic pointer to the named space all its
sources agree on; where the callers disagree, the parameter stays generic and the file needs
OpenCL C 2.0's generic address space -- which NVIDIA's OpenCL, among others, does not have (the
kernels that reach such a helper are then left out there).

What OpenCL C 1.2 programs do instead is one copy of the helper per combination of spaces, and this
module does that on the device module the writer reads: for each defined function with a generic
pointer parameter left generic, the calls are grouped by the named spaces of their arguments for
those parameters; if there are several groups and every argument's space is known, the first group
keeps the function and each other group calls a copy of its own (`@f.as1.0`: global, then private),
whose parameters then resolve to one space each.  Copies made for a caller copy its callees' needs
in turn; this repeats until nothing changes (a few rounds).  Proves: a call runs a copy whose body is
the function's own, so the program computes what it did; only the C the writer gives each pointer
changes.  The device module written back as LLVM IR is not this copy.
"""
from __future__ import annotations

from lift import Module, parse_text
from lift.edit import internal_copy_text, unique_name

from .pointers import BOTTOM, GENERIC

MAX_ROUNDS = 8  # copies of copies (helpers calling helpers); each round resolves one level


def clone_plan(writer) -> dict:
    """{function: {spaces: [calls]}} for the functions whose calls disagree on the named space of a
    parameter that resolution left generic (every call's space named: known, not generic)."""
    plan: dict = {}
    for fw in writer.writers.values():
        for call, callee in fw.calls_to:
            if callee.is_kernel or callee not in writer.writers:
                continue
            generic = [a for a in callee.arguments if writer.spaces.get(a) == GENERIC]
            if not generic:
                continue
            spaces = tuple(writer.space_of(fw, fw.dec[call].ops[a.index].v) for a in generic)
            plan.setdefault(callee, {}).setdefault(tuple(1 if s == BOTTOM else s for s in spaces), []).append(call)
    return {fn: groups for fn, groups in plan.items()
            if len(groups) > 1 and all(GENERIC not in spaces for spaces in groups)}


def apply_plan(module: Module, plan: dict) -> None:
    """Each group of calls after the first calls a copy of its function of its own."""
    taken = set(module.globals)
    for fn, groups in plan.items():
        for spaces, calls in list(groups.items())[1:]:
            name = unique_name(f"{fn.name}.as{'.'.join(map(str, spaces))}", taken)
            copy = module.add_function(internal_copy_text(fn, name))
            for call in calls:
                for i, op in enumerate(call.operands):
                    if op is fn and call.parts[i + 1].startswith("("):
                        call.set_operand(i, copy)


def with_helper_copies(module: Module, make_writer):
    """The writer of `module`, or of a copy of it with helpers copied per address space where their
    callers disagree (make_writer(module) builds a writer; the module itself is never edited)."""
    writer = make_writer(module)
    plan = clone_plan(writer)
    if not plan:
        return writer
    copy = parse_text(module.print(), module.filename)
    for _ in range(MAX_ROUNDS):
        writer = make_writer(copy)
        plan = clone_plan(writer)
        if not plan:
            break
        apply_plan(copy, plan)
    return make_writer(copy) if plan else writer
