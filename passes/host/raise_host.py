"""raise-host: turn the SYCL runtime calls of DPC++ host IR into SYCL operations (passes.host.sycl_ops).

How.  The host program is executed abstractly from `main`, instruction by instruction, over a byte
model of memory: header code (inlined or not: constructors, handler::StoreLambda, queue shortcuts,
std::function and type_erased_cgfo_ty invokers) runs as written, so what reaches a runtime call is
what the real runtime would receive.  Calls into libsycl (declarations) are looked up in the
release's pattern set (passes.host.patterns): a pattern says which argument is the buffer, the range, the
command-group function, ...; the matching operation below reads those operands from the abstract
state and records a SYCL op.  `submit` does what the runtime does: it makes a handler, calls the
command-group function with it, and turns what the handler was told (kernel object, kernel
name, kernel_signatures descriptors, ranges) into a kernel launch whose captured arguments are read
from the kernel object at the descriptors' offsets.

Values are constants (ints, floats), pointers (object + offset), functions, or `Unknown`: a value
the IR does not fix (program input, runtime results, memory nobody wrote).  An Unknown keeps its
identity through copies, so two ranges built from the same SSA value are recognisably equal.

What it assumes, and what keeps it safe:
- Exceptions are not thrown: invoke continues at its normal destination; a path that can only end
  in `unreachable`/`resume` (a throw, an abort) is never taken by choice, and reaching one ends
  the call.
- A branch on an Unknown condition runs every side up to where they meet again (their immediate
  post-dominator, or the return), undoing memory in between, and merges: a memory byte, a phi or
  a return value keeps a value only where all sides agree, else it becomes Unknown.  So a value
  that depends on the branch is never reported as a constant.  SYCL ops created on such a side in
  user code are marked `conditional`.  Deeper than `max_forks` nested branches, one side is
  followed (warning).
- A loop whose own test (header or latch) is Unknown, or whose header is visited more than
  `loop_limit` times in one call, is left through each of its exits (a fork); what the loop wrote and computed
  becomes Unknown (warning when the loop can still build SYCL state).  A loop that builds SYCL
  state and runs an unknown number of times has its first iteration run as it is, then one more
  iteration from a state that covers every later one (a loop summary: whatever an iteration
  changes is Unknown, or, when the loop alternates between two states, e.g. buffers swapped back
  and forth, exactly those): its ops are listed for both unless the second repeats the first.
  All such ops are `conditional` (the program may not reach them), and what they show -- ranges,
  buffers, captured values -- holds on every path that reaches them: every listed fact is
  path-independent, so `link` may use the facts of conditional launches like any other.  The
  listing marks which iterations each stands for (`{iterations 0 of the loop in F}`, `1, 3, 5, ...`
  and `2, 4, 6, ...` for the two states of an alternating loop, `1, 2, 3, ...` for a summary; none
  where one run stands for every iteration).  With a command line (`program_args`) a loop whose
  count it fixes runs its iterations one by one, each listed as it is: up to SYCL_LOOP_LIMIT_WITH_ARGS
  of them (`loop_limit` without one), and while less than LOOPS_SHARE_OF_BUDGET of the budget is
  spent (BUDGET_WITH_ARGS times the default budget); past that, its later iterations are listed as
  those of a loop of unknown count are (labelled `N, N + 1, ...`, conditional).
- Runtime functions without a pattern return Unknown and are reported (`unexplained`).
- Indirect calls through Unknown pointers return Unknown; recursion deeper than `max_depth` is cut.
- Interpretation stops after `budget` instructions (warning; by default STEPS_PER_LINE per line of
  the module, at least MIN_BUDGET: a bigger program has more header code to run; BUDGET_WITH_ARGS
  times that with a command line), and once `main` can no longer reach
  a call that builds SYCL state.
Nothing is rewritten: the result is the analysis ctx.analyses["sycl-program"].

Where each part lives (passes/host/): engine.py executes instructions (decode.py, arith.py,
constants.py; memo.py replays a call that does again what an earlier call did), memory.py is the
memory model, values.py the values; procedures/ models what the
program calls but does not define (the SYCL runtime per pattern op, libc/libstdc++, intrinsics);
sycl_state.py is what the runtime would know (handles, command groups, launches).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import ClassVar, Optional

from lift import LiftError, Module
from lift.reader import uncompressed_name
from passes import ModulePass, PassContext
from passes.host.engine import Machine
from passes.host.patterns import Detection, PatternSet, choose_patterns
from passes.host.sycl_ops import SyclProgram


# ==================================================================================================
# the pass


MIN_BUDGET = 3_000_000
STEPS_PER_LINE = 60  # -O0 header code of a template-heavy harness runs ~55 instructions per line of IR
# With the command line given every loop runs its real count: a time loop of some hundred steps
# submitting a few kernels each costs a few million instructions (each submit runs the headers'
# handler and accessor code), listed exactly within this many default budgets
BUDGET_WITH_ARGS = 4


def default_budget(module: Module) -> int:
    return max(MIN_BUDGET, STEPS_PER_LINE * module.source.count("\n"))


def raise_module(module: Module, patterns: PatternSet, detection: Optional[Detection] = None,
                 budget: Optional[int] = None, progress=None, program_args: Optional[tuple] = None) -> SyclProgram:
    """Raise one host module with a pattern set (see RaiseHost).  `progress(what, done, total)` is
    told the instructions interpreted so far against the budget.  `program_args`: the program's
    command line after argv[0] (None: any command line)."""
    program = SyclProgram(release=detection.release if detection else "?", patterns=patterns.name)
    if detection is not None:
        program.warnings.extend(detection.warnings)
    command_line = None
    if program_args is not None:
        command_line = (program_name(module),) + tuple(program_args)
        program.command_line = list(command_line)
    budget = budget or default_budget(module) * (BUDGET_WITH_ARGS if program_args is not None else 1)
    machine = Machine(module, patterns, program, budget=budget, progress=progress,
                      command_line=command_line)
    machine.run()
    machine.sycl.finish_expressions()
    program.instructions = machine.steps
    return program


def program_name(module: Module) -> str:
    """argv[0] of a raise with a command line: the module's file name without its extensions
    (`gemm` for gemm.host.O2.ll and for gemm.host.O2.ll.xz)."""
    base = uncompressed_name(os.path.basename(module.filename or "program"))
    return base.split(".")[0] or "program"


@dataclass(frozen=True)
class RaiseHost(ModulePass):
    """Raise the SYCL runtime calls of `ctx.host` into SYCL operations.

    Result: ctx.analyses["sycl-program"] (a passes.sycl_ops.SyclProgram) and
    ctx.analyses["sycl-release"] (the passes.patterns.Detection).  The host module is not changed.

    `patterns` names a pattern set (a family such as "2025", or a .toml path); by default the
    set of the release detected from the module.  `release` picks the set of a release instead.
    `program_args`: the command line the program is run with (after argv[0]); then `main` runs
    with that argc and argv, and every fact listed holds for that command line only (the raised
    program says so: SyclProgram.command_line).  None: the facts hold for every command line.

    Assumes DPC++ host IR whose runtime calls the pattern set describes; what it cannot determine
    stays symbolic (Sym) or is reported (warnings, program.unexplained), never guessed.  See the
    module docstring for how branches on unknown values, loops and exceptions are treated.
    """

    name: ClassVar[str] = "raise-host"
    patterns: Optional[str] = None
    release: Optional[str] = None
    budget: Optional[int] = None  # None: default_budget
    program_args: Optional[tuple] = None

    def apply(self, ctx: PassContext) -> None:
        if ctx.host is None:
            raise LiftError("raise-host needs a host module")
        pset, det, warnings = choose_patterns(ctx.host, self.patterns, self.release)
        det.warnings = warnings  # the detection's own and those of choosing --release
        program = raise_module(ctx.host, pset, det, self.budget, ctx.progress, self.program_args)
        ctx.analyses["sycl-program"] = program
        ctx.analyses["sycl-release"] = det
        ctx.warnings.extend(program.warnings)


def summarize_raise(module: Module, patterns: PatternSet) -> str:
    """One line about what raising `module` with `patterns` finds (for pattern-set comparisons)."""
    program = raise_module(module, patterns)
    kernels = ", ".join(k.kernel or "<unnamed>" for k in program.launches)
    text = (f"{len(program.launches)} launch(es)" + (f" [{kernels}]" if kernels else "")
            + f", {len(program.buffers)} buffer(s), {len(program.usm)} USM op(s)")
    if program.unexplained:
        text += f", {sum(program.unexplained.values())} unexplained runtime call(s) executed"
    return text
