"""Reads of a by-value range/id parameter (an analysis, and the rewrite that folds them).

DPC++ passes `sycl::range<N>` / `sycl::id<N>` members of a kernel object as `ptr byval(%range)`
parameters, i.e. N consecutive i64 values.  A kernel reads them with loads, directly or through
constant GEPs (`getelementptr inbounds i64, ptr %p, i64 1`, byte GEPs, struct GEPs) and, in
typed-pointer IR, bitcasts.

`find_reads(param)` proves that EVERY use of the parameter is such a read and returns them as
(load instruction, element index); any other use (a store, a call, a variable index, ...) makes it
return the reason instead, and then nothing may be folded: the kernel could observe the memory.
`fold_reads(reads, values)` replaces each load by its constant and deletes the address chain.
"""
from __future__ import annotations

from typing import Optional, Union

from lift import Argument, Constant, Instruction, Module
from lift.layout import Layouts
from lift.syntax import gep_operands

ELEMENT_BYTES = 8  # range/id components are size_t


def gep_offset(module: Module, gep: Instruction) -> Optional[int]:
    """Constant byte offset of a GEP from its base pointer, or None (a variable index, or a type
    without a known layout)."""
    parts = gep_operands(gep)
    terms = Layouts(module).gep_terms(parts[0], parts[2]) if parts is not None else None
    return terms[0] if terms is not None and not terms[1] else None


Read = tuple[Instruction, int]  # a load and the element it reads


def find_reads(param: Argument, any_type: bool = False) -> Union[list[Read], str]:
    """Every read of `param`'s by-value memory as (load, element index), or why that cannot be
    proven; with `any_type`, loads of any type at any constant offset count as reads too (their
    byte offset in place of the element index): whether the kernel only reads a kernel object."""
    module = param.function.module
    reads: list[Read] = []
    work = [(param, 0)]
    while work:
        pointer, offset = work.pop()
        for user in dict.fromkeys(pointer.users):
            if user.opcode in ("getelementptr", "bitcast", "addrspacecast"):
                if user.operands[0] is not pointer or pointer in user.operands[1:]:
                    return f"{user.opcode} uses the address as a value"
                delta = gep_offset(module, user) if user.opcode == "getelementptr" else 0
                if delta is None:
                    return "address computed with a non-constant or unknown GEP"
                work.append((user, offset + delta))
            elif user.opcode == "load":
                loaded = user.syntax.result_type
                if not any_type and (loaded not in ("i64",) or offset % ELEMENT_BYTES):
                    return f"reads {loaded} at byte {offset}"
                if "volatile" in user.parts[0] or "atomic" in user.parts[0]:
                    return "volatile or atomic read"
                reads.append((user, offset if any_type else offset // ELEMENT_BYTES))
            else:
                return f"used by {user.opcode}, not only read"
    return reads


def fold_reads(reads: list[Read], values) -> None:
    """Replace every read by its value (an int, or an i64 parameter that holds it), then delete
    address computations left without uses."""
    chains = []
    for load, index in reads:
        value = values[index]
        load.replace_all_uses_with(value if isinstance(value, Argument) else Constant(str(int(value))))
        chains.append(load)
    while chains:
        inst = chains.pop()
        if inst.users or inst.block is None:
            continue
        sources = [op for op in inst.operands if isinstance(op, Instruction)]
        inst.erase()
        chains.extend(sources)


def merge_into(duplicate: Argument, keep: Argument) -> None:
    """Make every read of `duplicate` read `keep` instead (both proven read-only, equal values)."""
    duplicate.replace_all_uses_with(keep)
