"""Independent loop iterations (an analysis): a loop of a range kernel whose iterations can run as
separate work-items, in any order, and leave memory exactly as the loop does.

A kernel of a `range` launch is searched for its one top-level loop that writes memory (or, with
none, its one loop: a reduction); that loop qualifies when:
  - it is a counted loop (passes.analysis.loop_model: a counter {s, +, c}, any exit test toward a
    loop-invariant bound, at the latch or the header) whose header carries nothing else from one
    iteration to the next, but a sum (`Reduction`), entered from one preheader, its exit block
    without phis unless it is a reduction's (no other value of the loop is used after it);
  - no iteration touches what another writes: for every store of the loop and every other store or
    load of it, the integer set of iterations j1 != j2 of one work-item where the two meet is empty
    (KernelModel.iterations_meet), and no store or load outside the loop meets a store of it in
    any iteration (stores before the loop run once per work-item of the original launch, loads
    before it in every work-item of the new one); accesses through different parameters are apart
    where either is `noalias`;
  - every store of the loop is at its own level (not in an inner loop);
  - nothing else: no calls but pure math and work-item queries of the launch's own dimensions, no
    private memory (alloca), no barrier, and nothing with an effect after the loop.
A reduction stores nothing in its loop and reads nothing the kernel writes.

Assumes: the original kernel is free of data races between work-items (SYCL's own rule), so only
iterations of one work-item need to be proven apart; no index or counter wraps (loop_model).
Proves: running the iterations of the loop in separate work-items, each exactly once and each
iteration's own operations in their original order, stores the same values at the same places as
the loop.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from lift import Argument, Function, Instruction
from lift.graphs import Loop
from lift.syntax import binary_operands, phi_incoming

from passes.analysis.affine import AffineAnalysis, MemoryAccess
from passes.analysis.loop_model import CountedLoop, HostFacts, KernelModel, counted_loop, where
from passes.analysis.device_model import builtin_queries, call_quantity, is_barrier

# calls a loop may make besides work-item queries: math without effects
PURE_CALLS = ("llvm.fmuladd.", "llvm.fma.", "llvm.sqrt.", "llvm.fabs.", "llvm.minnum.", "llvm.maxnum.",
              "llvm.exp", "llvm.log", "llvm.pow.", "llvm.sin.", "llvm.cos.", "llvm.floor.", "llvm.ceil.",
              "llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax.", "llvm.assume", "llvm.lifetime.")
OPENCL_MATH = "__spirv_ocl_"


@dataclass
class IndependentLoop:
    """A loop whose iterations can be work-items (see the module docstring)."""

    counted: CountedLoop
    stores_before: list  # stores before the loop (to run once per work-item of the original launch)
    reduction: Optional["Reduction"] = None  # the value the loop accumulates, when it is a reduction
    # the most iterations a work-item runs (KernelModel.trip_count_bound): (constant, [(k, meaning)])
    most_iterations: Optional[tuple] = None

    @property
    def loop(self) -> Loop:
        return self.counted.loop

    @property
    def phi(self) -> Instruction:
        return self.counted.phi

    @property
    def bound(self):
        return self.counted.bound

    @property
    def exit(self):
        return self.counted.exit


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


def find_independent_loop(fn: Function, dims: int, facts: Optional[HostFacts] = None) -> Union[IndependentLoop, str]:
    """The kernel's loop whose iterations may run as work-items, or why there is none.  `dims`: the
    launch's dimensionality (work-item queries of other dimensions are refused); `facts`: what the
    host proves about the kernel's launches (loop_model.HostFacts)."""
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
    top = [loop for loop in analysis.loops if loop.parent is None]
    writers = [loop for loop in top if any(a.is_store and loop in a.loops for a in accesses)]
    if len(writers) > 1:
        return f"{len(writers)} top-level loops write memory"
    if not writers and len(top) != 1:
        return "the kernel has no loop" if not top else f"{len(top)} top-level loops and none writes memory"
    loop = writers[0] if writers else top[0]
    counted = counted_loop(loop, analysis)
    if isinstance(counted, str):
        return counted
    if len(counted.carried) > 1:
        return "the loop carries values from one iteration to the next"
    model = KernelModel(analysis, counted, facts)
    if counted.carried or not writers:
        return _reduction_loop(fn, model, accesses, counted)
    if any(i.opcode == "phi" for i in counted.exit.instructions):
        return "a value of the loop is used after it"
    after = _blocks_after(loop, counted.exit)
    for block in after:
        for inst in block.instructions:
            if inst.opcode == "store" or (inst.opcode == "call" and call_quantity(getattr(inst.called_function, "name", "")) is None
                                          and not _is_assume(inst)):
                return f"the kernel has an effect after the loop ({where(inst)})"
    inside = [a for a in accesses if loop in a.loops]
    for a in inside:
        if a.is_store and a.loops != (loop,):
            return f"a store inside an inner loop ({where(a.inst)})"
    why = _iterations_apart(model, [a for a in inside if a.is_store], inside,
                            [a for a in accesses if not a.loops and a.inst.block not in after])
    if why:
        return why
    before = [a.inst for a in accesses if a.is_store and not a.loops and a.inst.block not in after]
    return IndependentLoop(counted, before, None, model.trip_count_bound())


def _iterations_apart(model: KernelModel, stores: list, inside: list, outside: list) -> Optional[str]:
    """None when no store of the loop meets another access of it in another iteration, or an
    access outside the loop in any iteration; else the first pair that may meet, named."""
    for a in stores:
        for b in inside:
            if b.is_store and inside.index(b) < inside.index(a):
                continue  # (store pairs are symmetric: each asked once)
            why = _apart(model, a, b, model.iterations_meet)
            if why is not None:
                what = "iterations may write the same element" if b.is_store else "an iteration may read what another writes"
                return f"{what} ({_pair(a, b)}){_because(why)}"
        for b in outside:
            why = _apart(model, a, b, model.loop_meets_outside)
            if why is not None:
                return (f"an iteration may write what the kernel {'writes' if b.is_store else 'reads'} outside the loop "
                        f"({_pair(a, b)}){_because(why)}")
    return None


def _apart(model: KernelModel, a: MemoryAccess, b: MemoryAccess, question) -> Optional[str]:
    """None when a and b never meet as `question` asks; else "" (they may) or why it is unknown."""
    if a.base is None or b.base is None:
        return f"the address of {where((a if a.base is None else b).inst)} is not a kernel parameter plus an affine offset"
    if a.base is not b.base:
        return None if _noalias(a.base) or _noalias(b.base) else "through parameters that may alias"
    return question(a, b)


def _pair(a: MemoryAccess, b: MemoryAccess) -> str:
    return where(a.inst) if a is b else f"{where(a.inst)}, {where(b.inst)}"


def _because(why: str) -> str:
    return f": {why}" if why else ""


def _reduction_loop(fn: Function, model: KernelModel, accesses: list, counted: CountedLoop):
    """The loop as a reduction (IndependentLoop with `reduction`), or why it is not one: its one
    carried value is a sum used only after the loop, it stores nothing and reads nothing the kernel
    writes, and every path from the kernel's entry reaches its exit block (where the work-items of
    a group then meet to combine their partial sums)."""
    if not counted.carried:
        return "no loop writes memory or accumulates a value"
    loop, exit_block = counted.loop, counted.exit
    reduction = _reduction(counted.carried[0], loop, exit_block)
    if isinstance(reduction, str):
        return reduction
    stored = {a.base for a in accesses if a.is_store}
    for a in accesses:
        if loop in a.loops and a.is_store:
            return f"the reduction loop stores ({where(a.inst)})"
        if loop in a.loops and _may_read_written(a, stored):
            return f"an iteration may read what the kernel writes ({where(a.inst)})"
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
    return IndependentLoop(counted, before, reduction, model.trip_count_bound())


def _reduction(acc: Instruction, loop: Loop, exit_block) -> Union[Reduction, str]:
    incoming = phi_incoming(acc)
    init = [v for v, b in incoming if b not in loop.blocks]
    around = [v for v, b in incoming if b in loop.blocks]
    not_a_sum = f"the loop carries {where(acc)} from one iteration to the next, and it is not a sum"
    if len(init) != 1 or len(around) != 1 or not isinstance(around[0], Instruction):
        return not_a_sum
    update = around[0]
    kind = update.opcode
    if kind == "call" and getattr(update.called_function, "name", "").startswith("llvm.fmuladd."):
        args = [a.value for a in update.syntax.call_arguments]
        if args[2] is not acc or acc in args[:2]:
            return not_a_sum
    elif kind in ("fadd", "add"):
        ops = binary_operands(update)
        if not ops or [o is acc for o in ops].count(True) != 1:
            return not_a_sum
    else:
        return not_a_sum
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
