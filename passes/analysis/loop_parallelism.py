"""Independent loop iterations (an analysis): a loop of a range kernel whose iterations can run as
separate work-items, in any order, and leave memory exactly as the loop does.

A kernel of a `range` launch is searched for its one top-level loop that writes memory; that loop
qualifies when:
  - shape: a unit-step induction variable `j` (init affine, header phi with no other phis: nothing
    else is carried from one iteration to the next), one latch that is also the only exit, leaving
    when `j + 1` reaches a loop-invariant bound (`==`, `!=`, `<`), entered from one preheader, its
    exit block without phis (no value of the loop is used after it);
  - reads: every load inside it is from memory the kernel never writes (a pointer parameter no store
    goes through; one the stores' parameters may alias only when neither is `noalias`), so no
    iteration reads what another writes;
  - writes: every store inside it is at the loop's own level (not in an inner loop), through a
    kernel pointer parameter at an affine offset, and no two iterations j1 != j2 write the same
    element (`distinct`, below); stores before the loop must not meet any of them either (they run
    once per work-item, guarded, while the iterations run in other work-items);
  - nothing else: no calls but pure math and work-item queries of the launch's own dimensions, no
    private memory (alloca), no barrier, and nothing with an effect after the loop.

`distinct` proves that two affine element offsets differ for iterations j1 != j2 in [lo, bound):
  - directly: `a*j + r` against `a*j + r` (a != 0): equal only for j1 = j2; `j + r1` against `r2`
    (no j): equal only at j = r2 - r1, which lies below lo when lo - (r2 - r1) is a positive constant;
  - delinearized by a stride P (a scalar parameter): an offset `P*R + C` with 0 <= C < P is the pair
    (R, C), and two pairs are equal only when both components are.  0 <= C < P holds for C = j when
    the bound is P, and for C = the global id along a dimension whose global size the host proves
    equal to P (`size_params`).  So `c[i*N + j]` and its mirror `c[j*N + i]` for j > i never meet.

Assumes: the original kernel is free of data races between work-items (SYCL's own rule), so only
iterations of one work-item need to be proven apart; unsigned index arithmetic that does not wrap
(DPC++'s 64-bit indices).  Proves: running the iterations of the loop in separate work-items, each
exactly once and each iteration's own operations in their original order, stores the same values
at the same places as the loop.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from lift import Argument, Function, Instruction
from lift.graphs import Loop
from lift.syntax import binary_operands, compare_operands, phi_incoming

from passes.analysis.affine import Affine, AffineAnalysis, MemoryAccess
from passes.analysis.device_model import builtin_queries, call_quantity, is_barrier

# calls a loop may make besides work-item queries: math without effects
PURE_CALLS = ("llvm.fmuladd.", "llvm.fma.", "llvm.sqrt.", "llvm.fabs.", "llvm.minnum.", "llvm.maxnum.",
              "llvm.exp", "llvm.log", "llvm.pow.", "llvm.sin.", "llvm.cos.", "llvm.floor.", "llvm.ceil.",
              "llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax.", "llvm.assume", "llvm.lifetime.")
OPENCL_MATH = "__spirv_ocl_"
EXIT_PREDICATES = {"eq": "exit", "ne": "continue", "ult": "continue", "slt": "continue"}


@dataclass
class IndependentLoop:
    """A loop whose iterations can be work-items (see the module docstring)."""

    loop: Loop
    phi: Instruction  # the induction variable j
    init: object  # j's value on entry (an IR value)
    step: Instruction  # j + 1, the value around the back edge
    compare: Instruction  # the latch's compare of j + 1 with `bound`
    bound: object  # the loop-invariant bound (an Argument, Constant or instruction before the loop)
    signed: bool  # the compare is signed (slt)
    preheader: object  # Block: the loop's one predecessor outside it (it may branch elsewhere too)
    exit: object  # Block: the latch's outside successor
    stores_before: list  # stores before the loop (to run once per work-item of the original launch)
    reduction: Optional["Reduction"] = None  # the value the loop accumulates, when it is a reduction


@dataclass
class Reduction:
    """A loop's one carried value besides its counter: `acc = acc + x` (fadd or an integer add) or
    `acc = fmuladd(a, b, acc)`, used after the loop only through `exit_phi` -- or, where the loop's
    exit is entered from the loop alone, by the exit itself (`exit_phi` None: LLVM need not make
    the phi there)."""

    phi: Instruction  # acc in the loop header
    update: Instruction  # the add that makes the next acc
    init: object  # acc's value on entry: an IR value, or a literal's text
    exit_phi: Optional[Instruction]  # acc after the loop (also `init` where the loop is skipped); None: see above
    type: str  # "float", "double", "i32", "i64"
    reassociates: bool  # floating point: splitting the sum changes the order of its additions
    allowed: bool  # the update's fast-math flags allow reassociation (`reassoc`, `fast`)

    @property
    def identity(self) -> str:
        """The value that leaves a sum unchanged: -0.0 for floats (x + -0.0 is x, also for +0.0), 0."""
        return "-0.000000e+00" if self.reassociates else "0"


def find_independent_loop(fn: Function, dims: int, size_params: dict) -> Union[IndependentLoop, str]:
    """The kernel's loop whose iterations may run as work-items, or why there is none.  `dims`: the
    launch's dimensionality (work-item queries of other dimensions are refused); `size_params`:
    SPIR-V dimension -> the scalar parameter every launch's global size along it equals."""
    for q in builtin_queries(fn):
        if q.quantity not in ("global_id", "global_size") or q.dim >= dims:
            return f"the kernel reads {q.quantity.replace('_', ' ')} along dimension {q.dim}"
    for inst in fn.instructions():
        if inst.opcode == "alloca":
            return "the kernel uses private memory (alloca)"
        if inst.opcode in ("call", "invoke") and not _pure_call(inst):
            callee = inst.called_function
            return f"the kernel calls {callee.name if callee is not None else 'through a pointer'}"
        if inst.opcode in ("atomicrmw", "cmpxchg", "fence"):
            return f"the kernel has {inst.opcode}"
    analysis = AffineAnalysis(fn)
    accesses = analysis.accesses()
    stored = {a.base for a in accesses if a.is_store}
    top = [loop for loop in analysis.loops if loop.parent is None]
    writers = [loop for loop in top if any(a.is_store and loop in a.loops for a in accesses)]
    if len(writers) > 1:
        return f"{len(writers)} top-level loops write memory"
    if not writers and len(top) != 1:
        return "the kernel has no loop" if not top else f"{len(top)} top-level loops and none writes memory"
    loop = writers[0] if writers else top[0]
    shape = _shape(loop, analysis)
    if isinstance(shape, str):
        return shape
    phi, init, step, compare, bound, signed, preheader, exit_block, carried = shape
    if carried is not None or not writers:
        return _reduction_loop(fn, analysis, accesses, stored, loop, shape)
    if any(i.opcode == "phi" for i in exit_block.instructions):
        return "a value of the loop is used after it"
    if any(a.is_store and None in (a.base, a.offset) for a in accesses):
        return "a store's address is not a kernel parameter plus an affine offset"
    if None in stored:
        return "a store's address is not a kernel parameter"
    inside = [a for a in accesses if loop in a.loops]
    for a in inside:
        if not a.is_store and _may_read_written(a, stored):
            return f"an iteration may read what another writes ({_where(a.inst)})"
        if a.is_store and a.loops != (loop,):
            return f"a store inside an inner loop ({_where(a.inst)})"
    after = _blocks_after(loop, exit_block)
    for block in after:
        for inst in block.instructions:
            if inst.opcode == "store" or (inst.opcode == "call" and call_quantity(getattr(inst.called_function, "name", "")) is None
                                          and not _is_assume(inst)):
                return f"the kernel has an effect after the loop ({_where(inst)})"
    loop_stores = [a for a in inside if a.is_store]
    before = [a for a in accesses if a.is_store and not a.loops and a.inst.block not in after]
    iv = analysis.induction.get(phi)
    lo = iv.init if iv is not None else None
    if lo is None:
        return "the loop's start is not affine"
    bound_form = analysis.value(bound)
    prove = _Prover(phi, lo, bound_form, size_params)
    for i, a in enumerate(loop_stores):
        for b in loop_stores[i:]:
            why = prove.apart(a, b, both_iterate=True)
            if why:
                return why
        for b in before:
            why = prove.apart(a, b, both_iterate=False)
            if why:
                return why
    return IndependentLoop(loop, phi, init, step, compare, bound, signed, preheader, exit_block,
                           [a.inst for a in before])


def _reduction_loop(fn: Function, analysis: AffineAnalysis, accesses: list, stored: set, loop: Loop, shape):
    """The loop as a reduction (IndependentLoop with `reduction`), or why it is not one: its one
    carried value is a sum used only after the loop, it stores nothing and reads nothing the kernel
    writes, and every path from the kernel's entry reaches its exit block (where the work-items of
    a group then meet to combine their partial sums)."""
    phi, init, step, compare, bound, signed, preheader, exit_block, acc = shape
    if acc is None:
        return "no loop writes memory or accumulates a value"
    reduction = _reduction(acc, loop, exit_block)
    if isinstance(reduction, str):
        return reduction
    for a in accesses:
        if loop in a.loops and a.is_store:
            return f"the reduction loop stores ({_where(a.inst)})"
        if loop in a.loops and _may_read_written(a, stored):
            return f"an iteration may read what the kernel writes ({_where(a.inst)})"
    if any(a.is_store and None in (a.base, a.offset) for a in accesses if not a.loops):
        return "a store's address is not a kernel parameter plus an affine offset"
    seen, todo = set(), [fn.blocks[0]]
    while todo:  # the blocks before the exit block: none may end the kernel
        block = todo.pop()
        if block in seen or block is exit_block:
            continue
        seen.add(block)
        if not block.successors:
            return "a path of the kernel ends before the loop's exit"
        todo.extend(block.successors)
    after = _blocks_after(loop, exit_block)
    before = [a.inst for a in accesses if a.is_store and not a.loops and a.inst.block not in after]
    return IndependentLoop(loop, phi, init, step, compare, bound, signed, preheader, exit_block, before, reduction)


def _reduction(acc: Instruction, loop: Loop, exit_block) -> Union[Reduction, str]:
    incoming = phi_incoming(acc)
    init = [v for v, b in incoming if b not in loop.blocks]
    around = [v for v, b in incoming if b in loop.blocks]
    if len(init) != 1 or len(around) != 1 or not isinstance(around[0], Instruction):
        return "the loop carries a value that is not a sum"
    update = around[0]
    kind = update.opcode
    if kind == "call" and getattr(update.called_function, "name", "").startswith("llvm.fmuladd."):
        args = [a.value for a in update.syntax.call_arguments]
        if args[2] is not acc or acc in args[:2]:
            return "the loop carries a value that is not a sum"
    elif kind in ("fadd", "add"):
        ops = binary_operands(update)
        if not ops or [o is acc for o in ops].count(True) != 1:
            return "the loop carries a value that is not a sum"
    else:
        return "the loop carries a value that is not a sum"
    type_text = (update.syntax.result_type or "").strip()
    if type_text not in ("float", "double", "i32", "i64"):
        return f"the loop sums {type_text or 'a value'} (not float, double, i32 or i64)"
    if set(acc.users) != {update} or len(update.users) != 2:
        return "the loop's sum is used inside the loop"
    exits = [i for i in exit_block.instructions if i.opcode == "phi"]
    if not exits and all(p in loop.blocks for p in exit_block.predecessors):
        exit_phi = None  # the exit, entered from the loop only, uses the sum itself (the rewrite gives it a phi)
    elif len(exits) != 1 or update not in exits[0].operands:
        return "the loop's sum is not what leaves it"
    else:
        exit_phi = exits[0]
        for v, b in phi_incoming(exit_phi):
            if v is not update and not (v is init[0] or (isinstance(v, str) and v == init[0])):
                return "the sum after the loop is not the loop's when the loop is skipped"
    words = f" {update.body_text} "
    floats = type_text in ("float", "double")
    return Reduction(acc, update, init[0], exit_phi, type_text, floats,
                     not floats or " reassoc " in words or " fast " in words)


def _pure_call(inst: Instruction) -> bool:
    callee = inst.called_function
    if callee is None or is_barrier(inst):
        return False
    name = callee.name
    return call_quantity(name) is not None or name.startswith(PURE_CALLS) or OPENCL_MATH in name


def _is_assume(inst: Instruction) -> bool:
    return getattr(inst.called_function, "name", "").startswith(("llvm.assume", "llvm.lifetime."))


def _where(inst: Instruction) -> str:
    return f"`{inst.render().strip()[:60]}`" if inst.name is not None else f"a {inst.opcode}"


def _may_read_written(load: MemoryAccess, stored: set) -> bool:
    """Whether a load may read memory the kernel writes: its parameter is stored through, or it
    may alias one that is (neither is noalias), or its address is not a parameter's."""
    base = load.base
    if base is None:
        return True
    if base in stored:
        return True
    return not _noalias(base) and any(not _noalias(s) for s in stored)


def _noalias(param: Argument) -> bool:
    return " noalias" in f" {param.spec}"


def _blocks_after(loop: Loop, exit_block) -> set:
    """The blocks reachable from the loop's exit."""
    seen, todo = set(), [exit_block]
    while todo:
        block = todo.pop()
        if block in seen or block in loop.blocks:
            continue
        seen.add(block)
        todo.extend(block.successors)
    return seen


def _shape(loop: Loop, analysis: AffineAnalysis):
    """(phi, init, step, compare, bound, signed, preheader, exit) of a loop of the supported shape,
    else why not."""
    header = loop.header
    phis = [i for i in header.instructions if i.opcode == "phi"]
    counters = [p for p in phis if p in analysis.induction and analysis.induction[p].step == 1]
    if len(counters) != 1:
        return "the loop has no unit-step induction variable"
    phi = counters[0]
    carried = [p for p in phis if p is not phi]
    if len(carried) > 1:
        return "the loop carries values from one iteration to the next"
    if len(loop.latches) != 1 or len(loop.exits) != 1 or loop.exits[0][0] is not loop.latches[0]:
        return "the loop leaves elsewhere than at its latch (a break or return inside)"
    latch, exit_block = loop.exits[0]
    incoming = phi_incoming(phi)
    outside = [(v, b) for v, b in incoming if b not in loop.blocks]
    around = [v for v, b in incoming if b in loop.blocks]
    preheader = outside[0][1]
    if len(outside) != 1 or len(around) != 1:
        return "the loop has no single preheader"  # (one with other successors gets a block of its own: the rewrite's)
    step = around[0]
    term = latch.terminator
    compare = term.operands[0] if term is not None and len(term.operands) == 3 else None
    if not isinstance(compare, Instruction) or compare.opcode != "icmp" or len(compare.users) != 1:
        return "the loop's exit test is not a compare of its counter"
    predicate, _, operands = compare_operands(compare) or ("", "", None)
    if predicate not in EXIT_PREDICATES or not operands or operands[0] is not step:
        return "the loop's exit test is not `j + 1` against a bound (==, !=, <)"
    bound = operands[1]
    if isinstance(bound, Instruction) and bound.block in loop.blocks:
        return "the loop's bound changes inside the loop"
    exits_when_true = term.operands[1] is exit_block
    if (EXIT_PREDICATES[predicate] == "exit") != exits_when_true:
        return "the loop's exit test is not `j + 1` against a bound (==, !=, <)"
    if not isinstance(step, Instruction) or len(step.users) != 2:
        return "the loop's counter is used beyond its test"
    return (phi, outside[0][0], step, compare, bound, predicate == "slt", preheader, exit_block,
            carried[0] if carried else None)


class _Prover:
    """Proves two stores' element offsets apart (see the module docstring)."""

    def __init__(self, phi: Instruction, lo: Affine, bound: Optional[Affine], size_params: dict):
        self.j = ("iv", phi)
        self.lo, self.bound = lo, bound
        # strides P with a variable known to lie in [0, P): the counter (bound P), global ids
        self.below: dict = {}
        if bound is not None and len(bound.terms) == 1 and bound.constant == 0 and bound.terms[0][1] == 1 \
                and len(bound.terms[0][0]) == 1:
            self.below.setdefault(bound.terms[0][0][0], set()).add(self.j)
        for dim, param in size_params.items():
            self.below.setdefault(("param", param), set()).add(("global_id", dim))

    def apart(self, a: MemoryAccess, b: MemoryAccess, both_iterate: bool) -> Optional[str]:
        """None when a (in iteration j1) and b (in j2 != j1, or before the loop) never meet."""
        if a.base is not b.base:
            if _noalias(a.base) or _noalias(b.base):
                return None
            return f"two stores through parameters that may alias ({_where(a.inst)}, {_where(b.inst)})"
        if a.size != b.size or a.offset.constant % a.size or b.offset.constant % a.size \
                or any(k % a.size for _, k in a.offset.terms + b.offset.terms):
            return f"stores of different or unaligned sizes ({_where(a.inst)}, {_where(b.inst)})"
        ea, eb = _divide(a.offset, a.size), _divide(b.offset, a.size)
        if self._never_equal(ea, eb, both_iterate):
            return None
        for stride, variables in self.below.items():
            pa, pb = self._delinearize(ea, stride, variables), self._delinearize(eb, stride, variables)
            if pa and pb and any(self._never_equal(x, y, both_iterate) for x, y in zip(pa, pb)):
                return None
        return (f"iterations may write the same element ({_where(a.inst)}"
                + (f", {_where(b.inst)})" if b is not a else ")"))

    def _delinearize(self, e: Affine, stride, variables: set) -> Optional[tuple]:
        """(R, C) with e = stride * R + C and C one variable known to lie in [0, stride) (or 0)."""
        rows: dict = {}
        rest: dict = {}
        for mono, k in e.terms:
            if stride in mono:
                reduced = list(mono)
                reduced.remove(stride)
                rows[tuple(reduced)] = rows.get(tuple(reduced), 0) + k
            else:
                rest[mono] = k
        if e.constant or not rows or len(rest) > 1:
            return None
        if rest:
            (mono, k), = rest.items()
            if k != 1 or len(mono) != 1 or mono[0] not in variables:
                return None
        row_constant = rows.pop((), 0)
        return Affine._make(row_constant, rows), Affine._make(0, rest)

    def _never_equal(self, ea: Affine, eb: Affine, both_iterate: bool) -> bool:
        """ea(j1) != eb(j2) for every j1 != j2 in [lo, bound); when not both_iterate, eb is of a
        store before the loop (no j)."""
        ka, ra = self._split(ea)
        kb, rb = self._split(eb)
        if ka is None or kb is None or (not both_iterate and kb):
            return False
        if ka == kb and (ra + rb.scale(-1)).is_constant:
            difference = (ra + rb.scale(-1)).constant
            if ka == 0:
                return difference != 0  # the same element in every iteration, or never
            if both_iterate and difference == 0:
                return True  # ka * (j1 - j2) = 0 only for j1 = j2
        if ka == 1 and kb == 0:
            return self._below_start(rb + ra.scale(-1))  # j1 = rb - ra
        if both_iterate and kb == 1 and ka == 0:
            return self._below_start(ra + rb.scale(-1))  # j2 = ra - rb
        return False

    def _below_start(self, value: Affine) -> bool:
        """value < lo for every work-item: lo - value is a positive constant."""
        gap = self.lo + value.scale(-1)
        return gap.is_constant and gap.constant > 0

    def _split(self, e: Affine):
        """(constant coefficient of j, the rest), None when j appears times another variable."""
        k, rest = 0, {}
        for mono, c in e.terms:
            if self.j in mono:
                if mono != (self.j,):
                    return None, None
                k = c
            else:
                rest[mono] = c
        return k, Affine._make(e.constant, rest)


def _divide(e: Affine, size: int) -> Affine:
    return Affine(e.constant // size, tuple((m, k // size) for m, k in e.terms))
