"""Effects of kernel instructions (an analysis): what an instruction may change, and what memory a
pointer may point into -- what a transform that repeats work (coarsen's rows, uniform wrappers'
tail) or moves it (coarsen's store sinking) must know.

`has_effects(inst)`: whether running `inst` again could change anything: a store, an atomic, a
fence, or a call of anything but a work-item query or a pure builtin (LLVM's arithmetic intrinsics,
the OpenCL math builtins but printf, SPIR-V casts, specialization-constant reads).

`communicates(callee)`: whether a call may make work-items wait for or talk to each other (barriers,
atomics, group and sub-group operations): work a transform may not move between work-items
(coarsen) or put one after another (kernel fusion).

`pointer_bases(pointer)`: the kernel parameters it may point into, PRIVATE (an alloca: private
memory, per work-item) or None (anything else: a loaded pointer, a global), followed through
getelementptr, casts, phis and selects.  Changes nothing.
"""
from __future__ import annotations

import re

from lift import Argument, Instruction

from passes.analysis.device_model import call_quantity
from passes.analysis.object_pointers import object_pointer

PRIVATE = "private"  # what an alloca points into
_PURE_CALL = re.compile(r"^(llvm\.(?!mem|lifetime|experimental|stack|trap|debugtrap)|_Z\d+__spirv_ocl_(?!printf)"
                        r"|_Z\d+__spirv_GenericCastToPtr|_Z\d+__sycl_get\w*SpecConstantValue)")


_COMMUNICATES = re.compile(r"Barrier|Atomic|Group|Subgroup|SubGroup|work_group|sub_group")


def communicates(callee: str) -> bool:
    """Whether a call of `callee` may communicate between work-items (the module docstring)."""
    return bool(_COMMUNICATES.search(callee))


def has_effects(inst: Instruction) -> bool:
    """Whether running `inst` again could change anything (the module docstring)."""
    if inst.opcode == "call":
        callee = inst.called_function
        return callee is None or call_quantity(callee.name) is None and not _PURE_CALL.search(callee.name)
    return inst.opcode in ("store", "atomicrmw", "cmpxchg", "fence")


def pointer_bases(pointer, seen=None) -> set:
    """What a pointer may point into: parameters, PRIVATE (an alloca), a pointer member of a by-value
    kernel object the host proved noalias (object_pointers.ObjectPointer), or None (anything else)."""
    seen = set() if seen is None else seen
    if pointer in seen:
        return set()
    seen.add(pointer)
    if isinstance(pointer, Argument):
        return {pointer}
    if isinstance(pointer, Instruction):
        member = object_pointer(pointer) if pointer.opcode in ("load", "inttoptr") else None
        if member is not None:
            return {member}
        if pointer.opcode == "alloca":
            return {PRIVATE}
        if pointer.opcode in ("getelementptr", "bitcast", "addrspacecast"):
            return pointer_bases(pointer.operands[0], seen)
        if pointer.opcode in ("phi", "select"):
            return set().union(*(pointer_bases(v, seen) for v in pointer.operands[1 if pointer.opcode == "select" else 0:]
                                 if not hasattr(v, "instructions")))
    return {None}
