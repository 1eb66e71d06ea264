"""Calls answered without running them (mixins of passes.host.engine.Machine).

`ReplayedCalls.memo_call`: a call that a recorded call of the same function covers (same arguments
where the record read them) replays that call's writes and value (passes.host.memo); otherwise the
call runs, recorded for later calls where that pays.  `ModelledCalls.run_select`: a select-like
function (std::min, std::max at -O0) runs by its model (passes.host.summaries), without its stack
slots or a fork where the comparison is undecided.
"""
from __future__ import annotations


from lift import Function
from passes.host.arith import compare
from passes.host.memo import MAX_FAILURES, MAX_RECORDS, MIN_STEPS, NotReplayable, Recorder
from passes.host.memory import SCALAR_KINDS, Memory, objects_made
from passes.host.memory import joined_cell
from passes.host.values import Ptr, Unknown, Within, same
from passes.host.frames import Finished, FnInfo, RUN


SELECT_ARGUMENTS = (Ptr, Within, Unknown, int)  # what Machine.run_select takes (a spill reloads them as they are)


class ReplayedCalls:
    """Mixin of Machine: recorded calls replayed."""

    def memo_call(self, fn: Function, info: FnInfo, args: list, site, result_type):
        """A call of `fn` that a recorded call of it covers (passes.host.memo): its effects replayed;
        otherwise the call runs, recorded for later calls (its value returned), or, where it is
        not recorded (under a call being recorded, or its calls rarely record or repeat), RUN:
        Machine.call runs it itself (a Python frame less: deep recursions of the host program come
        close to Python's limit).  A replay is made only where running could not have stopped (the
        budget), cut (the call depth) or finished the raise part-way: its callers build SYCL state
        after it, so no block under it asks `finished`."""
        depth = len(self.frames)
        records = info.memo
        rec = self.rec  # (a call being recorded: what a replay under it reads and writes is its too)
        for i, record in enumerate(records):
            if self.steps + record.steps > self.budget or depth + record.span >= self.max_depth:
                continue
            binding = record.match(args, self.numbers)
            if binding is None:
                continue
            caller = self.frames[-1]
            if not (caller.callers_build or self.builds_after_call(caller)):
                return RUN
            result = record.apply(self.memory, binding, self.numbered, rec)
            if rec is not None:
                rec.deepest = max(rec.deepest, depth + record.span)
                rec.marked = rec.marked or record.marked
            info.memo_hits += 1
            if i:  # (the records that match most often come first)
                records[i - 1], records[i] = record, records[i - 1]
            if record.marked:  # (what the loops' Memory.mark left: every object older than the call)
                self.memory.mark_serial = objects_made()
            self.steps += record.steps
            self.stats["calls replayed"] += 1
            if self.steps > self.checkpoint_at:
                self.at_checkpoint()
            return result
        if rec is not None or info.memo_failures >= MAX_FAILURES + info.memo_made or len(records) >= MAX_RECORDS and \
                info.memo_hits < info.memo_made:  # (its calls fail to record more often than not, or do
            return RUN  # not repeat often enough to record more)
        rec = Recorder(self, objects_made(), depth, args)  # (one recording at a time)
        if not rec.failed:
            self.rec = rec
        info.memo_failures += 1  # (until it succeeds: a recursion does not start a recording at every level)
        steps = self.steps
        try:
            result = self.call(fn, args, site, result_type, False)
        finally:
            self.rec = None
        record = None
        if not rec.failed:
            try:
                record = rec.record(result, self.steps - steps)
            except NotReplayable:
                pass
        if record is None:
            if info.memo_failures >= MAX_FAILURES and not info.memo:
                info.memo = None
        elif record.steps < MIN_STEPS:
            info.memo = None  # (matching would cost more than running)
        else:
            info.memo_failures -= 1
            info.memo_made += 1
            if len(records) >= MAX_RECORDS:
                records.pop()  # (the one matched least lately)
            records.append(record)
        return result


class ModelledCalls:
    """Mixin of Machine: select-like functions by their model."""

    def run_select(self, fn: Function, model, args: list):
        """A call of a select-like function (FnInfo.model, passes.host.summaries) by its model: what
        running it does, without its stack slots or a fork when the comparison is undecided."""
        n = len(args)
        if n != 2 or any(type(a) not in SELECT_ARGUMENTS for a in args):
            return RUN  # (what the parameter spills would reload differently: run as it is)
        frames = self.frames
        if self.steps > self.checkpoint_at:
            self.at_checkpoint()
        if not self.fork_depth and not frames[-1].callers_build and not self.builds_after_call(frames[-1]):
            raise Finished()  # (as the run's entry block would ask: it reaches no call)
        rec = self.rec
        if rec is not None and len(frames) > rec.deepest:
            rec.deepest = len(frames)
        values = []
        for i, inst, ti in model.loads:  # (_op_load, through an argument)
            ptr = args[i]
            if type(ptr) is Ptr:
                obj, off = ptr.obj, ptr.off
                if rec is not None:
                    rec.note(rec.read, obj, off, ti.size)
                c = obj.cells.get(off)
                if c is not None and c[0] == ti.size and ti.kind in SCALAR_KINDS:
                    values.append(Memory.convert(c[1], ti))
                else:
                    values.append(self.memory.load_ti(ptr, ti, (fn, inst)))
            else:
                values.append(Unknown((fn, inst)))
        op, pred, ti, x, y = model.compare
        c = compare(op, pred, ti, values[x], values[y])
        sides = [args[i] for i in model.sides]
        if type(c) is int:
            self.steps += model.steps[0 if c & 1 else 1]
            return sides[0 if c & 1 else 1]
        if rec is not None:  # (Machine.choose)
            rec.fail()
        self.stats["calls modelled undecided"] += 1
        if self.fork_depth >= self.max_forks:  # (Machine.fork: the first side)
            self.warn("undecided branches nested too deeply in ", fn, ": followed one side")
            self.steps += model.steps[3]
            v = sides[0]
            return Unknown((fn, model.ret)) if type(v) in (int, float) else v
        self.steps += model.steps[2]
        a, b = sides  # the return slot merged (Memory.merge_memory): the pointer, or what joined_cell makes
        return a if same(a, b) else joined_cell([(a, "ptr"), (b, "ptr")])[0]
