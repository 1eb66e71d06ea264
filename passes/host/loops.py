"""Loops in the host interpreter (a mixin of passes.host.engine.Machine).

A loop whose trip count the machine knows runs as it is, up to the loop limit.  A loop it cannot
count -- or one that cannot build SYCL state and runs long (data initialisation, option parsing) --
is summarized: its body runs for a few iterations as any iteration (`any_iteration`: the first, the
later ones, or, for a loop that alternates between two states, the odd and even ones:
`alternation`), and what the body wrote is then made Unknown (`leave_loop_uncertain`), so every
fact the raise keeps holds for any trip count.  `loop_bookkeeping` notes loop entries and exits
as blocks run and decides when a loop is summarized.
"""
from __future__ import annotations

from typing import Optional

from passes.host.memory import objects_made
from passes.host.patterns import demangle, qualified_name
from passes.host.sycl_ops import same_ops
from passes.host.values import Ptr, Unknown, same, widen
from passes.host.values import join as join_values
from passes.host.frames import Fork, Frame, LoopFence


# A user loop that builds SYCL state runs iteration by iteration until this share of the instruction
# budget is spent (then its later iterations are listed as any_iteration lists them): what is left
# is for the rest of the program, which a budget stop would leave unlisted.
LOOPS_SHARE_OF_BUDGET = 0.75
SUMMARY_PASSES = 4  # summary iterations of one loop before everything its body wrote to is Unknown


class IterationLabels:
    """Which iterations the runs of any_iteration stand for, once `done` iterations ran one by one:
    the first run is those (iteration 0 of a loop of unknown trip count; a loop cut after its
    iteration limit lists each of its `done` iterations as it ran, unlabelled), the later ones
    follow (`done, done + 1, ...`), or alternate (`done, done + 2, ...` and `done + 1, done + 3,
    ...`: the iterations that start from the state the loop is in now, and from the other one)."""

    def __init__(self, done: int = 1):
        self.done = done
        self.first = "0" if done == 1 else f"0 to {done - 1}"
        self.later = f"{done}, {done + 1}, {done + 2}, ..."
        self.odd = f"{done}, {done + 2}, {done + 4}, ..."
        self.even = f"{done + 1}, {done + 3}, {done + 5}, ..."

    def text(self, labels: list) -> Optional[str]:
        """The iterations runs with these labels stand for together; None for every iteration (or,
        after a cut loop, for the iterations it listed one by one)."""
        covered = set(labels)
        if {self.odd, self.even} <= covered:
            covered = covered - {self.odd, self.even} | {self.later}
        if {self.first, self.later} <= covered or (self.done > 1 and covered == {self.first}):
            return None
        if len(covered) == 2:  # the first and the odd or the even ones
            return f"{self.first}, " + (self.odd if self.odd in covered else self.even)
        return covered.pop()


def _numbers_unknown(fr: Frame, phis: list) -> list:
    """Phi values with every non-pointer widened to Unknown (a counter), pointers as they are."""
    return [(inst, v if type(v) is Ptr else widen(v, (fr.fn, inst))) for inst, v in phis]


class LoopRules:
    """Mixin of Machine: counted loops, summarized loops, their exits."""

    def loop_bookkeeping(self, fr: Frame, prev, block, visits: int):
        loops = fr.info.loops
        if prev is not None and fr.loops:  # leaving loops
            for header in list(fr.loops):
                loop = loops[header]
                if prev in loop.blocks and block not in loop.blocks:
                    del fr.loops[header]
                    self.memory.untrack(1)
                    self.end_sample(fr, header)
        loop = loops.get(block)
        if loop is not None and block is loop.header:
            if prev is None or prev not in loop.blocks:
                if block not in fr.loops:
                    if self.rec is not None:
                        self.rec.marked = True
                    fr.loops[block] = self.memory.mark()
                    # (a loop that builds SYCL state also keeps what undoes its ops: any_iteration)
                    entry = self.sycl.checkpoint() if fr.user and fr.info.builds_sycl(loop) else None
                    fr.loop_ops[block] = (len(self.program.ops), objects_made(), self.steps, entry,
                                          self.memory.heap_objects)
                    self.memory.tracking += 1
                fr.visits[block] = 1
            elif self.long_enough(fr, loop, visits):
                exits = [(i, o) for i, o in loop.exits if o not in fr.info.doomed] or loop.exits
                if exits:
                    inside, outside = sorted(exits, key=lambda e: e[0] is not block)[0]
                    if fr.user and fr.info.builds_sycl(loop):
                        # the later iterations as any_iteration lists those of a loop of unknown
                        # count: conditional, with what changes between them (the step) unknown
                        self.warn("a loop in ", fr.fn, f" runs more than {visits - 1} iterations (a limit): later "
                                  "ones are listed as conditional")
                        self.any_iteration(fr, loop, prev, done=visits - 1)
                    elif fr.info.builds_sycl(loop):
                        self.warn("loop in ", fr.fn, f" cut after {self.loop_limit} iterations: SYCL operations "
                                  "of later iterations are missing")
                    self.leave_loop_uncertain(fr, loop)
                    targets = list(dict.fromkeys(o for _, o in exits))
                    return Fork(targets, fr.info.ipdom(block)) if len(targets) > 1 else (inside, outside)
        return None

    def long_enough(self, fr: Frame, loop, visits: int) -> bool:
        """Whether to stop running `loop` iteration by iteration and leave it as if its trip count
        were unknown (leave_loop_uncertain: what it writes becomes Unknown): after `loop_limit` visits
        of its header in header code; a user loop that builds SYCL state after `sycl_loop_limit`
        visits or once most of the budget is spent (LOOPS_SHARE_OF_BUDGET); a user loop that
        cannot build SYCL state (data initialisation, a host reference computation, a result
        check) after `plain_loop_limit` visits or `plain_loop_steps` instructions, whichever comes
        first -- what it computes is no SYCL fact, and with sizes from a command line its nests
        would run for millions of instructions."""
        if not fr.user:
            return visits > self.loop_limit
        if fr.info.builds_sycl(loop):
            return visits > self.sycl_loop_limit or self.steps > self.budget * LOOPS_SHARE_OF_BUDGET
        return visits > self.plain_loop_limit or self.steps - fr.loop_ops[loop.header][2] > self.plain_loop_steps

    def leave_loop_uncertain(self, fr: Frame, loop) -> None:
        """Leave `loop` without knowing how often it runs: what it wrote, what any further iteration
        can write (summarize_loop, for loops that build no SYCL state) and what it computed is Unknown."""
        if self.rec is not None:
            self.rec.fail()
        self.end_sample(fr, loop.header)
        if loop.header not in fr.summarizing and not fr.info.builds_sycl(loop):
            self.summarize_loop(fr, loop)
        pos = fr.loops.pop(loop.header, None)
        if pos is not None:
            self.memory.havoc_since(pos)
            self.memory.untrack(1)
        env = fr.env
        for b in loop.blocks:
            for inst in b.instructions:
                if inst in env:
                    env[inst] = Unknown((fr.fn, inst))

    def summarize_loop(self, fr: Frame, loop, passes: int = 0, phis: Optional[list] = None) -> None:
        """Make Unknown whatever some further iteration of `loop` can write.  A summary iteration runs
        the body once from the header with its phis widened (a pointer stays in its object, anything
        else is Unknown) and every branch followed; what it changes (writes with another value than
        it held) becomes Unknown, so the next pass sees loop-carried memory (an -O0 counter in an
        alloca) as Unknown too.  The phis a pass brings back to the header are joined into the next
        pass's (a pointer swapped with another is Unknown, not one of them).  Passes repeat until
        one changes nothing new -- in objects older than the pass: what it writes into objects it
        makes itself (the buffers, handlers, events of an iteration) is no loop-carried state, the
        next iteration makes its own, and what reaches them from older objects is counted there;
        after SUMMARY_PASSES, every object written to is Unknown as a
        whole.  A store through a pointer the loop moves (`a[i]`) hits `Within(a)`: all of `a` is
        Unknown, nothing else is.  `phis`: the header's phi values to start from (default: as the
        header was last entered)."""
        mem = self.memory
        code = self.block_code(fr, loop.header)
        start = phis if phis is not None else [(inst, fr.env.get(inst)) for inst, _ in code[0]]
        phis = [(inst, widen(v, (fr.fn, inst))) for inst, v in start]
        seen: set = set()
        born = objects_made()  # stack objects made from here on are callee frames (dead) or fresh per iteration
        # inside another loop's summary, one pass, then all it wrote is Unknown: nested summaries
        # would otherwise multiply (SUMMARY_PASSES ** depth runs of the innermost body)
        nested = not passes and len(mem.write_sets) > 0
        for _ in range(passes or (1 if nested else SUMMARY_PASSES)):
            self.stats["summary passes"] += 1
            log = mem.open_write_set(born)
            fresh = objects_made()  # objects made by this pass: a later iteration makes its own
            try:
                back = self.one_iteration(fr, loop, phis)
            finally:
                mem.close_write_set()
            written = {loc: v for loc, v in mem.changed(log).items() if loc[0].kind != "stack" or loc[0].serial <= born}
            mem.havoc_cells(written)
            joined = phis if back is None else [  # an Unknown phi is as wide as it gets: it stays
                (inst, v if type(v) is Unknown else join_values(v, w, (fr.fn, inst))) for (inst, v), (_, w) in zip(phis, back)]
            # what this pass wrote into its own new objects (buffers, heap blocks of this iteration) is
            # no loop-carried state: the next pass makes new ones, so it does not count as news
            carried = {loc for loc in written if loc[0].serial <= fresh}
            if (carried <= seen and all(same(v, w) for (_, v), (_, w) in zip(phis, joined))) or passes:
                break
            seen |= carried
            phis = joined
        else:  # no fixpoint within the passes (a nested summary's one pass included): all written is Unknown
            self.stats["summaries without fixpoint"] += not nested
            for obj in {o for o, _, _ in seen}:
                mem.havoc_object(obj)
            for inst, _ in phis:
                fr.env[inst] = Unknown((fr.fn, inst))

    def one_iteration(self, fr: Frame, loop, phis: list) -> Optional[list]:
        """Run the body of `loop` once from its header with these phi values, following every
        undecided branch, up to the back edge or an exit; the phis it brings back to the header
        (None when it never gets back)."""
        outer_fence, outer_loops = fr.fence, set(fr.loops)
        fr.fence = LoopFence(loop)
        fr.summarizing.add(loop.header)
        try:
            return self.run_blocks(fr, loop.header, None, None, phis)[2]
        finally:
            fr.fence = outer_fence
            fr.summarizing.discard(loop.header)
            for header in [h for h in fr.loops if h not in outer_loops]:  # inner loops left through a break
                del fr.loops[header]
                self.memory.untrack(1)
                self.end_sample(fr, header)

    def any_iteration(self, fr: Frame, loop, at, done: int = 1) -> None:
        """A loop that builds SYCL state and runs an unknown number of times, after the iterations
        run so far: record the SYCL operations of iterations that together cover ANY further one,
        as conditional.  If the loop alternates between two states (alternation: buffers swapped
        back and forth, with what else it changes made Unknown), one iteration from each of them
        (the two of the trial that showed it alternates, kept: `keep_trials`); otherwise one from
        a loop summary (summarize_loop, run dry: whatever an iteration may change is Unknown).  So
        a launch whose range shrinks with the iteration count is listed with what holds on every
        later iteration, and swapped buffers in both orientations, beside what the first iteration
        got.  An iteration that records exactly what an earlier one did (the usual timed loop)
        adds nothing and is dropped."""
        mem = self.memory
        first, born, _, entry, heap = fr.loop_ops.get(
            loop.header, (len(self.program.ops), objects_made(), self.steps, None, mem.heap_objects))
        # the header's phis for the next iteration: as just entered (the loop's test at its top), or
        # from the latch we stand at -- the header itself where the body is one block with its test
        # at the bottom (-O2's rotated loop around a call): its phis still hold this iteration's values
        if at is loop.header and at not in loop.latches:
            phis = [(inst, fr.env.get(inst)) for inst, _ in self.block_code(fr, at)[0]]
        else:
            phis = self.phis_on_entry(fr, loop.header, at)
        checkpoint = self.sycl.checkpoint()
        labels = IterationLabels(done)
        runs = [(first, checkpoint[0], [labels.first])]  # the SYCL ops of the iterations run so far
        made = mem.heap_objects - heap  # heap blocks the iterations so far made (alternation's first guess)
        havoc, states, kept = self.alternation(fr, loop, born, _numbers_unknown(fr, phis), checkpoint, runs, made,
                                              labels)
        if kept is not None:
            runs = kept
        else:
            if havoc is None:
                self.summarize_loop(fr, loop, phis=phis)
                phis = [(inst, fr.env.get(inst)) for inst, _ in phis]  # as the summary left them
            self.sycl.rollback(checkpoint)
            fr.open_paths += 1
            self.open_paths += 1
            try:
                if havoc is None:
                    self.summarize_loop(fr, loop, passes=1, phis=phis)
                    self.keep_if_new(runs, checkpoint, labels.later)
                else:  # (keep_trials off: the trial's iterations run again, as they ran)
                    phis = _numbers_unknown(fr, phis)
                    for label in (labels.odd, labels.even) if states == 2 else (labels.later,):
                        mem.havoc_cells(havoc)
                        mark = self.sycl.checkpoint()
                        self.stats["alternating iterations run again"] += 1
                        phis = _numbers_unknown(fr, self.one_iteration(fr, loop, phis) or phis)
                        self.keep_if_new(runs, mark, label)
            finally:
                fr.open_paths -= 1
                self.open_paths -= 1
        ops = self.program.ops
        n = len(ops) - first
        if entry is not None and labels.done == 1 and len(runs) == 1 and labels.text(runs[0][2]) is None and n \
                and first >= n and same_ops(ops[first - n:first], ops[first:]):
            # every iteration repeats what the host did just before the loop (a first iteration the
            # compiler peeled off): those ops stand for the loop's too
            self.sycl.rollback(entry)
            return
        where = f"of the loop in {qualified_name(demangle(fr.fn.name))}"
        for start, end, covered in runs:
            text = labels.text(covered)
            for op in self.program.ops[start:end] if text else ():
                op.iterations.append(f"{text} {where}")

    def keep_if_new(self, runs: list, mark: tuple, label: str) -> None:
        """Drop the SYCL ops recorded since `mark` when an earlier run recorded the same (that run
        then stands for the iterations `label` names too)."""
        ops = self.program.ops
        latest = ops[mark[0]:]
        for a, b, labels in runs:
            if same_ops(ops[a:b], latest):
                self.sycl.rollback(mark)
                labels.append(label)
                return
        runs.append((mark[0], len(ops), [label]))

    def alternation(self, fr: Frame, loop, born: int, phis: list, checkpoint: tuple, runs: list, made: int,
                    labels: IterationLabels) -> tuple:
        """Does the loop alternate between the state it had at its entry (S0) and the one it has now
        (S1), once what else it changes is made Unknown?  Trial iterations from S1 and from there
        (`phis`: numbers Unknown, pointers as they are) must bring every pointer phi and every
        object that existed at the entry back to S0, then to S1, except for the cells returned (to
        be made Unknown: an event list that grows, a counter kept in memory -- what the failed
        trials changed).  Then iterations from S1 and S0, with those cells Unknown, cover every
        later one.  Returns (the cells to make Unknown, how many states to run from: 1 when S1
        differs from S0 in nothing else, the runs kept), or (None, 0, None) when it does not
        alternate.  Each trial runs as any_iteration runs the iterations after the first (SYCL
        state as at `checkpoint`, their ops conditional), so the two iterations of the trial that
        succeeds are those iterations (one state: its first): with `keep_trials` they are kept --
        memory and SYCL state as they left them, and the runs kept are `runs` (any_iteration's
        list) with theirs added (keep_if_new) --; otherwise, and for the trials that fail, undone.
        Heap blocks are numbered (`new#N`) as when those iterations run again after the trial: a
        trial's from after the blocks its own two iterations make, guessed from the last trial's
        (the first trial: `made`, the blocks of the iterations so far each); when the guess is wrong
        the trial is undone and its iterations run again."""
        entry, pos = fr.entry_phis.get(loop.header), fr.loops.get(loop.header)
        if entry is None or pos is None:
            return None, 0, None
        mem = self.memory
        now = mem.mark()
        pointers = [i for i, (_, v) in enumerate(phis) if type(v) is Ptr]
        moved = any(type(entry[i][1]) is Ptr and not same(entry[i][1], phis[i][1]) for i in pointers)
        first_changes = mem.differs(pos, born)  # S1 against S0
        if not moved and not mem.swapped(first_changes, born):
            return None, 0, None  # nothing swapped between two older objects: the summary does as well
        havoc: set = set()
        made = (made, made)  # heap blocks each iteration of the last trial made (the guess for this trial's)
        fr.open_paths += 1
        self.open_paths += 1
        try:
            for _ in range(3):
                self.sycl.rollback(checkpoint)
                mem.havoc_cells(havoc)
                count = mem.heap_objects
                mem.heap_objects = count + made[0] + made[1]
                mark = self.sycl.checkpoint()
                self.stats["alternation trial iterations"] += 1
                back = self.one_iteration(fr, loop, phis)  # S1 -> S2, which should be S0
                odd = mem.heap_objects - count - made[0] - made[1]
                kept = [(a, b, list(covered)) for a, b, covered in runs]
                self.keep_if_new(kept, mark, labels.odd)
                differs = set(mem.differs(pos, born))
                even = None
                if back is not None and all(same(back[i][1], entry[i][1]) for i in pointers) and differs <= havoc:
                    middle = len(mem.log)
                    mem.havoc_cells(havoc)
                    mark = self.sycl.checkpoint()
                    self.stats["alternation trial iterations"] += 1
                    again = self.one_iteration(fr, loop, _numbers_unknown(fr, back))  # S2 -> S3, should be S1
                    even = mem.heap_objects - count - made[0] - made[1] - odd
                    differs = set(mem.differs(now, born))
                    if again is not None and all(same(again[i][1], phis[i][1]) for i in pointers) \
                            and differs <= havoc:
                        two = any(not same(entry[i][1], phis[i][1]) for i in pointers) or first_changes.keys() - havoc
                        if not self.keep_trials or made != (odd, even):
                            mem.heap_objects = count + odd + even  # (undone, as a trial that fails)
                            return havoc, 2 if two else 1, None
                        if two:
                            self.keep_if_new(kept, mark, labels.even)
                        else:  # one state: the trial's first iteration stands for every later one
                            self.sycl.rollback(mark)
                            mem.undo(middle)
                            mem.heap_objects = count + made[0] + made[1] + odd
                            for _, _, covered in kept:
                                covered[:] = [labels.later if x == labels.odd else x for x in covered]
                        now = None  # (kept: not undone)
                        return havoc, 2 if two else 1, kept
                mem.heap_objects = count + odd + (even or 0)
                made = (odd, odd if even is None else even)
                havoc |= differs
                mem.undo(now)
            return None, 0, None
        finally:
            fr.open_paths -= 1
            self.open_paths -= 1
            if now is not None:
                mem.undo(now)

    def end_sample(self, fr: Frame, header) -> None:
        if fr.sampled.get(header):
            fr.sampled[header] = False
            fr.open_paths -= 1
            self.open_paths -= 1
