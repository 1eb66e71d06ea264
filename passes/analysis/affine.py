"""Affine memory accesses of a kernel (an analysis): each load and store's address as a kernel
pointer parameter plus an affine byte offset in the work-item ids, the loops' induction variables
and the kernel's scalar parameters.

    offset = c + sum(k * p1 * .. * pn * v)   v: ("global_id", d), ("local_id", d), ("group_id", d)
                                                   (SPIR-V dimension d), ("iv", phi) an induction
                                                   variable: init + step * iteration, or none
                                             p: ("param", arg) scalar kernel parameters (the same in
                                                   every work-item: a row length from argv), and
                                                   launch-wide values (see below)
                                             k, c: integers (bytes)

A launch-wide value -- the global size, offset or group count, the work dimension, or pure
arithmetic on parameters and such values that is not affine itself (`G0 >> 1`, coarsen's column
distance, `umax(n, 1)`) -- is one more
symbol ("param", instruction): the same in every work-item of a launch.  Integer arithmetic is
followed through add, sub, mul and shl by a constant, `or disjoint`, the
integer casts (DPC++'s index arithmetic is 64-bit; a cast is taken as value-preserving, as the
kernels' `assume(id < 2^31)` lets it be) and getelementptr over known layouts; a product of two
variables (other than parameters), a loaded index or any other value makes the offset unknown (None).  An induction
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
from lift.ir import PURE_OPCODES
from lift.graphs import Loop, natural_loops
from lift.layout import Layouts
from lift.syntax import binary_operands, gep_operands, phi_incoming
from passes.analysis.access_strides import access_size
from passes.analysis.byval_reads import find_reads as find_byval_reads
from passes.analysis.device_model import builtin_queries, work_dim_reads
from passes.analysis.object_pointers import object_pointer

WORK_ITEM_VARIABLES = ("global_id", "local_id", "group_id")
LAUNCH_WIDE = ("global_size", "global_offset", "num_groups")  # the same in every work-item of a launch
_CASTS = ("zext", "sext", "trunc", "freeze")
_INTEGER_MIN_MAX = ("llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax.")  # launch-wide when their operands are


@dataclass(frozen=True)
class ByValueMember:
    """Element `element` (i64) of a by-value kernel parameter."""

    param: Argument
    element: int

    @property
    def name(self) -> str:
        return f"arg{self.param.index}.{self.element}"


def _factor_key(var):
    kind, what = var
    if isinstance(what, int):
        return (kind, str(what))
    if isinstance(what, Argument):
        return (kind, f"arg{what.index}")
    return (kind, getattr(what, "name", None) or str(id(what)))


def _is_uniform_factor(var) -> bool:
    return var[0] == "param"


@dataclass(frozen=True)
class Affine:
    """c + sum(k * m) over monomials m: a product of scalar parameters and at most one work-item id
    or induction variable (`i * NK_` is affine in i with the symbolic coefficient NK_; `i * j` is
    not).  `terms` is sorted, without zero coefficients; a monomial is a sorted tuple of variables."""

    constant: int = 0
    terms: tuple = ()

    @staticmethod
    def variable(var) -> "Affine":
        return Affine(0, (((var,), 1),))

    @staticmethod
    def _make(constant: int, merged: dict) -> "Affine":
        terms = tuple(sorted(((m, k) for m, k in merged.items() if k), key=lambda t: [_factor_key(v) for v in t[0]]))
        return Affine(constant, terms)

    def __add__(self, other: "Affine") -> "Affine":
        merged: dict = dict(self.terms)
        for mono, k in other.terms:
            merged[mono] = merged.get(mono, 0) + k
        return Affine._make(self.constant + other.constant, merged)

    def scale(self, factor: int) -> "Affine":
        return Affine(self.constant * factor, tuple((m, k * factor) for m, k in self.terms if k * factor))

    def times(self, other: "Affine") -> Optional["Affine"]:
        """The product, when every monomial of it keeps at most one non-parameter variable."""
        if other.is_constant:
            return self.scale(other.constant)
        if self.is_constant:
            return other.scale(self.constant)
        merged: dict = {}
        left = [((), self.constant)] + list(self.terms)
        right = [((), other.constant)] + list(other.terms)
        constant = 0
        for m1, k1 in left:
            for m2, k2 in right:
                if not k1 or not k2:
                    continue
                mono = tuple(sorted(m1 + m2, key=_factor_key))
                if sum(not _is_uniform_factor(v) for v in mono) > 1:
                    return None
                if mono:
                    merged[mono] = merged.get(mono, 0) + k1 * k2
                else:
                    constant += k1 * k2
        return Affine._make(constant, merged)

    def coefficient(self, var) -> int:
        """The constant coefficient of `var` alone (0 when it only appears times a parameter)."""
        return dict(self.terms).get((var,), 0)

    def depends_on(self, var) -> bool:
        return any(var in mono for mono, _ in self.terms)

    def variables(self, kind: str) -> list:
        return list(dict.fromkeys(v for mono, _ in self.terms for v in mono if v[0] == kind))

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
        """Whether the address may change between work-items that differ in dimension `dim` only."""
        return self.offset is None or any(self.offset.depends_on((kind, dim)) for kind in WORK_ITEM_VARIABLES)

    def stride(self, iv: InductionVariable) -> Optional[int]:
        """Bytes the address moves per iteration of `iv`'s loop (None: not a compile-time constant,
        e.g. a row length that is a kernel parameter)."""
        if self.offset is None:
            return None
        var = ("iv", iv.phi)
        if any(var in mono and mono != (var,) for mono, _ in self.offset.terms):
            return None
        return self.offset.coefficient(var) * iv.step


def _literal(value) -> Optional[int]:
    """An integer literal, or a constant a rewrite put in its place (`lift.Constant`), as an int."""
    if isinstance(value, int):
        return value
    if isinstance(value, Constant) and value.text.lstrip("-").isdigit():
        return int(value.text)
    return None


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
            elif q.quantity in LAUNCH_WIDE:
                self.memo[q.value] = Affine.variable(("param", q.value))
        for inst in work_dim_reads(fn):  # get_work_dim(): launch-wide too (coarsen's test of a shrunk launch)
            self.memo[inst] = Affine.variable(("param", inst))
        # a read of a by-value range/id member (an accessor's range the host did not fold) is a
        # launch constant like a scalar parameter, where the kernel only ever reads that memory
        for arg in fn.arguments:
            if "byval(" in arg.spec:
                reads = find_byval_reads(arg)
                for load, element in reads if isinstance(reads, list) else ():
                    self.memo[load] = Affine.variable(("param", ByValueMember(arg, element)))
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
        for loop in self.loops:  # then the counters' previous values
            for phi in loop.header.instructions:
                if phi.opcode != "phi":
                    break
                lagging = self._previous_value(phi, loop)
                if lagging is not None:
                    self.memo[phi] = lagging

    def _previous_value(self, phi: Instruction, loop: Loop) -> Optional[Affine]:
        """j - c for a header phi that takes the counter j = {s, +, c} around the back edge and s - c
        on entry: the counter's value one iteration before (LLVM keeps `m[j - 1]`'s index so), an
        add-recurrence of its own."""
        if phi in self.induction:
            return None
        incoming = phi_incoming(phi) or []
        outside = [v for v, b in incoming if b not in loop.blocks]
        around = {v for v, b in incoming if b in loop.blocks}
        if len(outside) != 1 or len(around) != 1:
            return None
        counter = self.induction.get(next(iter(around)))
        if counter is None or counter.loop is not loop:
            return None
        start = self.value(outside[0])
        one_before = counter.init + Affine(-counter.step)
        if start is None or start != one_before:
            return None
        return Affine.variable(("iv", counter.phi)) + Affine(-counter.step)

    def _step(self, phi: Instruction, value) -> Optional[int]:
        """c when `value` is `phi + c` (add/sub of a literal, or a getelementptr by a constant)."""
        if not isinstance(value, Instruction):
            return None
        if value.opcode in ("add", "sub"):
            ops = binary_operands(value)
            literals = [_literal(op) for op in ops or ()]
            if ops and ops[0] is phi and literals[1] is not None:
                return literals[1] if value.opcode == "add" else -literals[1]
            if ops and value.opcode == "add" and ops[1] is phi and literals[0] is not None:
                return literals[0]
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
                return self._launch_wide(inst)
            a, b = self.value(ops[0]), self.value(ops[1])
            if a is None or b is None:
                return None
            if op in ("add", "or"):
                return a + b
            if op == "sub":
                return a + b.scale(-1)
            if op == "shl" and b.is_constant and 0 <= b.constant < 63:
                return a.scale(1 << b.constant)
            if op == "mul":
                return a.times(b)
        return self._launch_wide(inst)

    def _launch_wide(self, inst: Instruction) -> Optional[Affine]:
        """A new symbol for pure integer arithmetic on launch-wide values only (else None)."""
        if not (inst.syntax.result_type or "").startswith("i"):
            return None
        if inst.opcode == "call" and getattr(inst.called_function, "name", "").startswith(_INTEGER_MIN_MAX):
            operands = [a.value for a in inst.syntax.call_arguments]
        elif inst.opcode not in PURE_OPCODES or inst.opcode in ("phi", "load", "call"):
            return None
        else:
            operands = inst.operands
        for op in operands:
            form = self.value(op)
            if form is None or any(v[0] != "param" for m, _ in form.terms for v in m):
                return None
        return Affine.variable(("param", inst))

    def pointer(self, value) -> tuple[Optional[Argument], Optional[Affine]]:
        """(kernel pointer parameter, affine byte offset) of an address; the parameter may be a
        proven pointer member of a by-value kernel object (object_pointers.ObjectPointer)."""
        offset = Affine()
        seen = 0
        while isinstance(value, Instruction) and seen < 64:
            seen += 1
            if value.opcode in ("addrspacecast", "bitcast"):
                value = value.operands[0]
                continue
            if value.opcode in ("load", "inttoptr"):
                member = object_pointer(value)
                return (member, offset) if member is not None else (None, None)
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

