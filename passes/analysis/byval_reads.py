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

import re
from typing import Optional, Union

from lift import Argument, Constant, Instruction, Module
from lift.syntax import flatten, split_top_level, split_type

ELEMENT_BYTES = 8  # range/id components are size_t
_INT = re.compile(r"i(\d+)$")
_FLAGS = {"inbounds", "nuw", "nusw", "inrange"}


def type_size(module: Module, type_text: str) -> Optional[int]:
    """Byte size of the simple types range/id structs are made of (integers, arrays, structs of
    them, all naturally aligned here); None for anything else."""
    t = type_text.strip()
    m = _INT.match(t)
    if m:
        return max(1, int(m.group(1)) // 8)
    if t.startswith("[") and t.endswith("]"):
        count, _, elem = t[1:-1].partition(" x ")
        size = type_size(module, elem)
        return int(count) * size if size is not None and count.strip().isdigit() else None
    fields = struct_fields(module, t)
    if fields is None:
        return None
    sizes = [type_size(module, f) for f in fields]
    return None if None in sizes else sum(sizes)


def struct_fields(module: Module, type_text: str) -> Optional[list[str]]:
    t = type_text.strip()
    if t.startswith("%"):
        t = module.type_body(t)
        if t is None:
            return None
    if t.startswith("{") and t.endswith("}"):
        return [f.strip() for f in split_top_level(t[1:-1]) if f.strip()]
    return None


def gep_offset(module: Module, gep: Instruction) -> Optional[int]:
    """Constant byte offset of a GEP from its base pointer, or None (a variable index; a sentinel
    of flatten() is not a number)."""
    flat = flatten(gep)
    body = flat.split(None, 1)[1] if " " in flat else ""
    words = body.split(" ")
    while words and words[0] in _FLAGS:
        words.pop(0)
    pieces = [p.strip() for p in split_top_level(" ".join(words))]
    if len(pieces) < 2:
        return None
    source = pieces[0]
    indices = []
    for piece in pieces[2:]:
        value = split_type(piece)[1]
        try:
            indices.append(int(value))
        except ValueError:
            return None
    if not indices:
        return 0
    size = type_size(module, source)
    if size is None:
        return None
    offset = indices[0] * size
    current = source
    for index in indices[1:]:
        t = current.strip()
        if t.startswith("["):
            elem = t[1:-1].partition(" x ")[2]
            size = type_size(module, elem)
            if size is None:
                return None
            offset += index * size
            current = elem
            continue
        fields = struct_fields(module, t)
        if fields is None or index >= len(fields):
            return None
        sizes = [type_size(module, f) for f in fields[:index]]
        if None in sizes:
            return None
        offset += sum(sizes)
        current = fields[index]
    return offset


Read = tuple[Instruction, int]  # a load and the element it reads


def find_reads(param: Argument) -> Union[list[Read], str]:
    """Every read of `param`'s by-value memory as (load, element index), or why that cannot be
    proven."""
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
                if loaded not in ("i64",) or offset % ELEMENT_BYTES:
                    return f"reads {loaded} at byte {offset}"
                if "volatile" in user.parts[0] or "atomic" in user.parts[0]:
                    return "volatile or atomic read"
                reads.append((user, offset // ELEMENT_BYTES))
            else:
                return f"used by {user.opcode}, not only read"
    return reads


def fold_reads(reads: list[Read], values) -> None:
    """Replace every read by its constant, then delete address computations left without uses."""
    chains = []
    for load, index in reads:
        load.replace_all_uses_with(Constant(str(int(values[index]))))
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
