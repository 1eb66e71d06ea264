"""Pointers a kernel reads out of a kernel object it receives whole (an analysis).

DPC++ splits a kernel object into one kernel argument per capture only when it holds an accessor.
A range-rounding wrapper of a kernel that captures USM pointers and scalars receives the user's
kernel object whole, as one by-value argument, and reads each pointer out of it: a `load ptr` of
the member, or at -O2 an `inttoptr` of a `load i64` of it.  No parameter attribute can say such a
pointer is `noalias`, so the host's proof (noalias-accessors: on every launch no other capture
reaches the same USM allocation) is recorded in the device module instead, as the named metadata
`!sycl_lift.noalias_members` (one string "<kernel> <byte offset>" per proven member), and read back
here.

`ObjectPointer(param, offset)` is such a proven member.  It stands where a noalias pointer parameter
stands for the analyses that name what a pointer points into (`effects.pointer_bases`,
`affine.AffineAnalysis.pointer`): a base of its own, distinct from every other.  Only proven members
are bases; an unproven member stays "anything", as before, so no analysis takes two members holding
the same pointer for two memories.

Assumes: the kernel object is only read (a by-value argument: the wrapper's own copy) and its
member holds, on every launch, the pointer the host captured there.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from lift import Argument, Function, Instruction, Module
from passes.analysis.byval_reads import find_reads, gep_offset
from passes.analysis.device_model import read_strings, write_strings

NOALIAS_MEMBERS = "sycl_lift.noalias_members"


@dataclass(frozen=True)
class ObjectPointer:
    """A pointer member of a by-value kernel object that the host proved noalias."""

    param: Argument  # the kernel object
    offset: int  # the member's byte offset in it

    # what the analyses read of a pointer parameter
    spec = "noalias"
    type_text = "ptr addrspace(1)"  # a USM allocation: global memory, whatever space the kernel casts it to

    @property
    def index(self) -> str:
        return f"{self.param.index} (the pointer at byte {self.offset} of the kernel object)"


def object_pointer(value) -> Optional[ObjectPointer]:
    """The proven member that `value` (a `load ptr`, or `inttoptr` of a `load i64`) reads, or None."""
    member = read_member(value)
    if member is None:
        return None
    param, offset = member
    return ObjectPointer(param, offset) if offset in proven_members(param.function) else None


def read_member(value) -> Optional[tuple]:
    """(by-value parameter, byte offset) when `value` is a read of a member of a by-value parameter
    (a `load`, or `inttoptr` of one), else None."""
    if isinstance(value, Instruction) and value.opcode == "inttoptr":
        value = value.operands[0]
    if not isinstance(value, Instruction) or value.opcode != "load" or not value.operands:
        return None
    return _member(value.operands[0])


def _member(address) -> Optional[tuple]:
    """(by-value parameter, constant byte offset) of an address into a by-value parameter."""
    offset = 0
    while isinstance(address, Instruction) and address.opcode == "getelementptr":
        delta = gep_offset(address.function.module, address)
        if delta is None:
            return None
        offset += delta
        address = address.operands[0]
    if isinstance(address, Argument) and "byval(" in address.spec:
        return address, offset
    return None


def only_read(param: Argument) -> bool:
    """Whether every use of a by-value parameter is a read of it (loads, through constant address
    arithmetic: byval_reads.find_reads)."""
    return not isinstance(find_reads(param, any_type=True), str)


def proven_members(fn: Function) -> set:
    """The byte offsets of `fn`'s kernel-object members the host proved noalias."""
    prefix = f"{fn.name} "
    return {int(s[len(prefix):]) for s in read_strings(fn.module, NOALIAS_MEMBERS) or () if s.startswith(prefix)}


def record_proven_members(device: Module, proven: list) -> None:
    """Record (kernel name, byte offset) pairs in the device module (once per rewrite)."""
    if proven:
        write_strings(device, NOALIAS_MEMBERS, [f"{name} {offset}" for name, offset in proven])


def object_pointers(fn: Function) -> set:
    """Every proven member `fn` reads a pointer from (ObjectPointer)."""
    found = set()
    for inst in fn.instructions():
        if inst.opcode in ("load", "inttoptr"):
            member = object_pointer(inst)
            if member is not None:
                found.add(member)
    return found
