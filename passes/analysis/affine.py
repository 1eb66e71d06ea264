"""Affine memory accesses of a kernel (an analysis): each load and store's address as a kernel
pointer parameter plus an affine byte offset in the work-item ids, the loops' induction variables
and the kernel's scalar parameters.

    offset = c + sum(k_v * v)     v: ("global_id", d), ("local_id", d), ("group_id", d)  (SPIR-V dimension d)
                                     ("iv", phi)      an induction variable: init + step * iteration
                                     ("param", arg)   a scalar kernel parameter (the same in every work-item)
                                  k_v, c: integers (bytes)

Integer arithmetic is followed through add, sub, mul and shl by a constant, `or disjoint`, the
integer casts (DPC++'s index arithmetic is 64-bit; a cast is taken as value-preserving, as the
kernels' `assume(id < 2^31)` lets it be) and getelementptr over known layouts; a product of two
variables, a loaded index or any other value makes the offset unknown (None).  An induction
variable is a loop-header phi whose value from outside the loop is affine and whose value around
the back edge is the phi plus a constant step.

What it gives the loop transformations (issue 16): per access, which work-item dimensions its
address does not depend on -- the work-items along those dimensions read the same element, the
temporal reuse that local-memory tiling exploits -- and its stride per induction variable.

Assumes: SSA device IR as DPC++ writes it (work-item ids from the SPIR-V builtins, see
device_model.builtin_queries).  Proves nothing about aliasing: two accesses through different
parameters are apart only where noalias-accessors says so.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from lift import Argument, Constant, Function, Instruction
from lift.graphs import Loop, natural_loops
from lift.layout import Layouts
from lift.syntax import binary_operands, gep_operands, phi_incoming
from passes.analysis.access_strides import access_size
from passes.analysis.device_model import builtin_queries

WORK_ITEM_VARIABLES = ("global_id", "local_id", "group_id")
_CASTS = ("zext", "sext", "trunc", "freeze")


@dataclass(frozen=True)
class Affine:
    """c + sum(k * v); `terms` sorted by variable, no zero coefficients."""

    constant: int = 0
    terms: tuple = ()

    @staticmethod
    def variable(var) -> "Affine":
        return Affine(0, ((var, 1),))

    def _key(self, var):
        kind, what = var
        return (kind, what if isinstance(what, int) else getattr(what, "name", None) or id(what))

    def __add__(self, other: "Affine") -> "Affine":
        merged: dict = dict(self.terms)
        for var, k in other.terms:
            merged[var] = merged.get(var, 0) + k
        terms = tuple(sorted(((v, k) for v, k in merged.items() if k), key=lambda t: self._key(t[0])))
        return Affine(self.constant + other.constant, terms)

    def scale(self, factor: int) -> "Affine":
        return Affine(self.constant * factor, tuple((v, k * factor) for v, k in self.terms if k * factor))

    def coefficient(self, var) -> int:
        return dict(self.terms).get(var, 0)

    def variables(self, kind: str) -> list:
        return [v for v, _ in self.terms if v[0] == kind]

    @property
    def is_constant(self) -> bool:
        return not self.terms


@dataclass(frozen=True)
class InductionVariable:
    phi: Instruction
    loop: Loop
    init: Affine
    step: int


@dataclass(frozen=True)
class MemoryAccess:
    inst: Instruction
    is_store: bool
    base: Optional[Argument]   # the kernel pointer parameter addressed (None: another base)
    offset: Optional[Affine]   # bytes from `base` (None: not affine)
    size: int                  # bytes moved
    loops: tuple               # enclosing loops, outermost first

    def depends_on_work_item(self, dim: int) -> bool:
        """Whether the address changes between work-items that differ in dimension `dim` only."""
        return self.offset is None or any(self.offset.coefficient((kind, dim)) for kind in WORK_ITEM_VARIABLES)

    def stride(self, iv: InductionVariable) -> Optional[int]:
        """Bytes the address moves per iteration of `iv`'s loop."""
        return None if self.offset is None else self.offset.coefficient(("iv", iv.phi)) * iv.step


class AffineAnalysis:
    def __init__(self, fn: Function):
        self.fn = fn
        self.layouts = Layouts(fn.module)
        self.loops = natural_loops(fn)
        self.memo: dict = {}
        self.induction: dict = {}
        for q in builtin_queries(fn):
            if q.quantity in WORK_ITEM_VARIABLES:
                self.memo[q.value] = Affine.variable((q.quantity, q.dim))
        self._find_induction_variables()

    def _loop_of(self, block) -> Optional[Loop]:
        inner = None
        for loop in self.loops:  # outermost first: the last that holds the block is the innermost
            if block in loop.blocks:
                inner = loop
        return inner

    def enclosing_loops(self, block) -> tuple:
        return tuple(loop for loop in self.loops if block in loop.blocks)

    def _find_induction_variables(self) -> None:
        for loop in self.loops:
            for phi in loop.header.instructions:
                if phi.opcode != "phi":
                    break
                incoming = phi_incoming(phi)
                if incoming is None:
                    continue
                outside = [v for v, b in incoming if b not in loop.blocks]
                around = [v for v, b in incoming if b in loop.blocks]
                if len(outside) != 1 or not around:
                    continue
                steps = {self._step(phi, v) for v in around}
                if len(steps) != 1 or None in steps:
                    continue
                self.memo[phi] = Affine.variable(("iv", phi))  # before init: an init may not use it anyway
                init = self.value(outside[0])
                if init is None:
                    del self.memo[phi]
                    continue
                self.induction[phi] = InductionVariable(phi, loop, init, steps.pop())

    def _step(self, phi: Instruction, value) -> Optional[int]:
        """c when `value` is `phi + c` (add/sub of a literal, or a getelementptr by a constant)."""
        if not isinstance(value, Instruction):
            return None
        if value.opcode in ("add", "sub"):
            ops = binary_operands(value)
            if ops and ops[0] is phi and isinstance(ops[1], int):
                return ops[1] if value.opcode == "add" else -ops[1]
            if ops and value.opcode == "add" and ops[1] is phi and isinstance(ops[0], int):
                return ops[0]
        return None

    def value(self, value) -> Optional[Affine]:
        """The affine form of an integer value (None: not affine)."""
        if isinstance(value, int):
            return Affine(value)
        if isinstance(value, Constant):
            try:
                return Affine(int(value.text))
            except ValueError:
                return None
        if isinstance(value, Argument):
            return Affine.variable(("param", value))
        if not isinstance(value, Instruction):
            return None
        if value in self.memo:
            return self.memo[value]
        self.memo[value] = None  # a cycle that is no induction variable: not affine
        result = self._compute(value)
        self.memo[value] = result
        return result

    def _compute(self, inst: Instruction) -> Optional[Affine]:
        op = inst.opcode
        if op in _CASTS:
            return self.value(inst.operands[0]) if inst.operands else None
        if op in ("add", "sub", "mul", "shl", "or"):
            ops = binary_operands(inst)
            if ops is None or (op == "or" and " disjoint " not in f" {inst.body_text} "):
                return None
            a, b = self.value(ops[0]), self.value(ops[1])
            if a is None or b is None:
                return None
            if op in ("add", "or"):
                return a + b
            if op == "sub":
                return a + b.scale(-1)
            if op == "shl":
                return a.scale(1 << b.constant) if b.is_constant and 0 <= b.constant < 63 else None
            if b.is_constant:
                return a.scale(b.constant)
            return b.scale(a.constant) if a.is_constant else None
        return None

    def pointer(self, value) -> tuple[Optional[Argument], Optional[Affine]]:
        """(kernel pointer parameter, affine byte offset) of an address."""
        offset = Affine()
        seen = 0
        while isinstance(value, Instruction) and seen < 64:
            seen += 1
            if value.opcode in ("addrspacecast", "bitcast"):
                value = value.operands[0]
                continue
            if value.opcode != "getelementptr":
                return None, None
            parts = gep_operands(value)
            terms = self.layouts.gep_terms(parts[0], parts[2]) if parts is not None else None
            if terms is None:
                return None, None
            offset = offset + Affine(terms[0])
            for index, scale in terms[1]:
                a = self.value(index)
                if a is None:
                    return None, None
                offset = offset + a.scale(scale)
            value = parts[1]
        if isinstance(value, Argument) and value.type_text.startswith("ptr"):
            return value, offset
        return None, None

    def accesses(self) -> list[MemoryAccess]:
        out = []
        for block in self.fn.blocks:
            loops = self.enclosing_loops(block)
            for inst in block.instructions:
                if inst.opcode not in ("load", "store") or not inst.operands:
                    continue
                base, offset = self.pointer(inst.operands[-1])
                out.append(MemoryAccess(inst, inst.opcode == "store", base, offset,
                                        access_size(self.layouts, inst), loops))
        return out


def kernel_accesses(fn: Function) -> list[MemoryAccess]:
    return AffineAnalysis(fn).accesses()

