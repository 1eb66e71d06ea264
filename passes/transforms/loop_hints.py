"""Loop hints (a pass): keep a propagated trip count from making a loop slower.

A constant trip count is not free.  When propagation turns a loop bound into a literal (GEMM's
k-loop bound `A.get_range()[1]` becoming 512), an optimising OpenCL compiler may unroll the loop --
it would not unroll it with a run-time bound.  For a loop that carries a reduction (`sum +=
a * b`: each iteration needs the previous one) unrolling buys no parallelism, only code size and
register pressure across the vector lanes: on Intel's CPU OpenCL runtime the specialised GEMM ran
at 0.72-0.85x of the original until its k-loop was kept rolled (the kernel benchmark, now benchmarks/replay_speedup.py).

GPUs are the other way round: NVIDIA's OpenCL compiler unrolls such loops anyway (also with a
run-time bound) and forcing them rolled made the same GEMM 0.64x on an H100.  So the pass depends on
the target the device code is for (`target`, as DPC++'s -fsycl-targets picks CPU or GPU code):

  cpu, pocl, any  for every loop of a rewritten kernel whose exit test compares against a constant that a
            rewrite put there (a `lift.Constant` operand: literals of the original IR are not
            operands) and whose trip count (that constant over a constant step) is at least
            `min_trip_count`, add
            `llvm.loop.unroll.disable` to the loop's `!llvm.loop` metadata -- the choice the CPU
            compiler made without the constant.  Short loops (a 16-wide tile loop) are left alone:
            unrolling those fully is what makes tiling pay -- and for pocl they get
            `llvm.loop.unroll.full` (`opencl_unroll_hint` in C): PoCL vectorises across work-items
            only around the innermost loop, so a short kernel loop it keeps rolled costs the vector
            lanes (DPC++'s device compiler had unrolled the same loop with a literal bound) -- but not
            in a kernel with barriers (bench_tiled's k-loop between them: 0.84x unrolled, 1.03x
            not; tiled_gemm's 3-tile loop 1.02x either way).  `any` (spir64 JIT code, device unknown)
            is treated like cpu, the side where a constant trip count was measured to hurt, and
            the report says that on a GPU the hint costs speed;
  gpu       leave the loop to the compiler (the report still lists it).

The report lists every such loop (ctx.analyses["kernel-reports"][kernel]["loop_hints"]).

Changes only metadata: the program's semantics are untouched.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import Constant, Function, Instruction, Module
from lift.graphs import Loop

from passes import TARGETS, KernelPass, PassContext
from passes.analysis.affine import AffineAnalysis
from passes.analysis.device_model import calls_barrier
from passes.analysis.loop_model import loop_normal_form

_LOOP_MD = re.compile(r"!llvm\.loop\s+(![\w.]+)")


def propagated_trip_count(loop: Loop, analysis: AffineAnalysis) -> Optional[int]:
    """The trip count of a loop whose exit test (its normal form, loop_model) compares its counter
    against a constant that a rewrite put there: that constant over the step when the step is a
    constant too (`k0 += 16` up to 512 runs 32 times), else the constant itself (an upper bound for
    a run-time step >= 1, a grid-stride loop's)."""
    form = loop_normal_form(loop, analysis)
    if isinstance(form, str) or not isinstance(form.bound, Constant) or not form.bound.text.lstrip("-").isdigit():
        return None
    bound = abs(int(form.bound.text))
    return bound // abs(form.step) if isinstance(form.step, int) else bound


def constant_trip_count(loop: Loop, analysis: AffineAnalysis) -> Optional[int]:
    """propagated_trip_count when the counter moves by a constant step: the count itself, not an
    upper bound (a grid-stride loop, stepping by the global size, has none)."""
    form = loop_normal_form(loop, analysis)
    return propagated_trip_count(loop, analysis) if not isinstance(form, str) and isinstance(form.step, int) else None


def loop_properties(module: Module, branch: Instruction) -> list[str]:
    """The property nodes ("!5") of a latch branch's `!llvm.loop` metadata."""
    m = _LOOP_MD.search(branch.parts[-1])
    return (module.metadata_operands(m.group(1)) or [])[1:] if m else []  # [0] is the node itself


def has_loop_property(module: Module, branch: Instruction, prop: str) -> bool:
    """Does the latch branch's `!llvm.loop` metadata hold `prop` (llvm.loop.unroll.disable, ...)?"""
    return any(f'!"{prop}"' in (module.metadata_operands(p) or []) for p in loop_properties(module, branch))


def unroll_disabled(module: Module, branch: Instruction) -> bool:
    return has_loop_property(module, branch, "llvm.loop.unroll.disable")


def unroll_full(module: Module, branch: Instruction) -> bool:
    return has_loop_property(module, branch, "llvm.loop.unroll.full")


def add_unroll_disable(module: Module, branch: Instruction) -> None:
    add_loop_property(module, branch, "llvm.loop.unroll.disable")


def add_loop_property(module: Module, branch: Instruction, prop: str) -> None:
    """Give the latch branch a `!llvm.loop` node with `prop` (a new distinct node keeping the old
    one's properties)."""
    tail = branch.parts[-1]
    m = _LOOP_MD.search(tail)
    properties = loop_properties(module, branch)
    disable = module.add_metadata(f'!{{!"{prop}"}}')
    if disable in properties:
        return
    node = module.add_metadata("distinct !{{self}" + "".join(", " + p for p in properties + [disable]) + "}")
    if m:
        branch.parts[-1] = tail[:m.start(1)] + node + tail[m.end(1):]
    else:
        branch.parts[-1] = tail.rstrip() + f", !llvm.loop {node}"
    branch._touch()


@dataclass(frozen=True)
class LoopHints(KernelPass):
    """Keep loops whose trip count became a large constant rolled (see the module docstring).
    Proves nothing about values; changes only unrolling metadata."""

    name: ClassVar[str] = "loop-hints"
    target: str = "any"  # any, cpu, pocl or gpu
    min_trip_count: int = 64

    def kernels(self, ctx: PassContext):
        if self.target not in TARGETS:
            raise ValueError(f"unknown target {self.target!r}")
        return ((fn.name, fn) for fn in ctx.device.definitions() if fn.is_kernel)

    def apply_kernel(self, ctx: PassContext, name: str, fn: Function) -> None:
        hints = self.hint(ctx.device, fn)
        if hints:
            ctx.kernel_report(name)["loop_hints"] = hints

    def hint(self, module: Module, fn: Function) -> list[dict]:
        hints = []
        barriers = calls_barrier(fn)
        analysis = AffineAnalysis(fn)
        for loop in analysis.loops:
            for latch in loop.latches:
                bound = propagated_trip_count(loop, analysis)
                if bound is None:
                    continue
                if bound < self.min_trip_count:
                    if self.target != "pocl" or constant_trip_count(loop, analysis) is None:
                        continue
                    if barriers:
                        hints.append({"trip_count": bound, "hint": None,
                                      "why": "a short loop in a kernel with barriers: PoCL runs such a kernel "
                                             "region by region, and unrolling bench_tiled's k-loop whole ran "
                                             "it 0.84x (1.03x left to PoCL)"})
                        continue
                    add_loop_property(module, latch.terminator, "llvm.loop.unroll.full")
                    hints.append({"trip_count": bound, "hint": "llvm.loop.unroll.full",
                                  "why": "a short loop whose trip count became a constant: unrolled whole, as "
                                         "DPC++'s device compiler does a literal one, PoCL vectorises across "
                                         "work-items around it (a folded specialization constant ran 12x "
                                         "slower rolled)"})
                    continue
                if self.target == "gpu":
                    hints.append({"trip_count": bound, "hint": None,
                                  "why": "GPU target: unrolling a loop with a constant trip count is left to the "
                                         "compiler (it pays on GPUs)"})
                    continue
                add_unroll_disable(module, latch.terminator)
                why = ("a propagated constant trip count would let a CPU OpenCL compiler unroll this loop, "
                       "which it does not do with a run-time bound (measured slower on Intel's CPU runtime)")
                if self.target == "any":
                    why += "; on a GPU target this hint costs speed: rewrite with --target gpu"
                hints.append({"trip_count": bound, "hint": "llvm.loop.unroll.disable", "why": why})
        return hints
