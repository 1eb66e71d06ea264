"""Undecided branches in the host interpreter (a mixin of passes.host.engine.Machine).

A branch on an Unknown condition (`choose`) runs each viable side up to where they meet again (its
immediate post-dominator) and merges the two states there (`fork`: memory through
passes.host.memory.merge_memory, SYCL state and phi values joined); at most `max_forks` nested,
then one side is followed and a warning says so.  A side that throws or aborts does not count.
"""
from __future__ import annotations


from lift import Block
from passes.host.memory import cell_value, counterparts, objects_made, renamed_arm, snap_value
from passes.host.values import join as join_values
from passes.host.frames import Fork, Frame


class Forks:
    """Mixin of Machine: branches on Unknown conditions."""

    def choose(self, fr: Frame, block: Block, succs: list):
        """A branch whose condition is Unknown: the one viable side, the exit of a loop whose trip
        count is unknown, or a Fork of the sides."""
        if self.rec is not None:
            self.rec.fail()
        info = fr.info
        viable = [s for s in dict.fromkeys(succs) if s not in info.doomed] or list(dict.fromkeys(succs))
        if len(viable) == 1:
            return viable[0]
        loop = info.loops.get(("in", block)) if info.loops else None
        if loop is not None and (block is loop.header or block in loop.latches):
            outside = [s for s in viable if s not in loop.blocks]
            if outside and len(outside) < len(viable):  # the loop's own test: how often it runs is unknown
                inside = [s for s in viable if s in loop.blocks]
                if loop.header in fr.summarizing:
                    return inside[0]  # a summary iteration: the body is what it is for
                # the body has not run yet: the test at the header on entry (a latch that is also the
                # header -- a one-block loop with its test at the bottom -- has run the body already)
                first = block is loop.header and fr.visits.get(block) == 1 and block not in loop.latches
                if info.builds_sycl(loop):
                    if first and loop.header not in fr.sampled:
                        # run the first iteration as it is, its SYCL operations conditional; then below
                        fr.sampled[loop.header] = True
                        fr.open_paths += 1
                        self.open_paths += 1
                        return inside[0]
                    self.warn("a loop in ", fr.fn, " runs an unknown number of times: its first and later iterations "
                              "are listed as conditional")
                    self.any_iteration(fr, loop, block)
                self.leave_loop_uncertain(fr, loop)
                # the loop may have stopped at any of its exits (a `return` or `break` in the body too)
                exits = list(dict.fromkeys(o for _, o in loop.exits if o not in info.doomed)) or outside
                return exits[0] if len(exits) == 1 else Fork(exits, info.ipdom(block))
        return Fork(viable, info.ipdom(block))

    def fork(self, fr: Frame, block: Block, f: "Fork", stop):
        """Run every side of an undecided branch up to where they meet again (or to the return, or
        to `stop`, the join of an enclosing fork) and merge: memory, phis and the return value keep
        a value only where all sides agree.  Ops created meanwhile in user code are conditional.
        Returns ("go", predecessor, block, phi values), ("ret", value, None), or None when every
        side dies (throws, aborts)."""
        join = f.join if f.join is not None else stop
        if self.fork_depth >= self.max_forks:
            rel = [s for s in f.sides if s in fr.info.relevant]
            pick = rel[0] if rel else f.sides[0]
            self.warn("undecided branches nested too deeply in ", fr.fn, ": followed one side")
            if fr.user:
                self.open_paths += 1  # stays open: the rest of this call is conditional
                fr.open_paths += 1
            fr.one_sided = True
            return "go", block, pick, None
        self.stats["forks"] += 1
        self.fork_depth += 1
        self.memory.tracking += 1
        if fr.user:
            self.open_paths += 1
        start = self.memory.mark()
        arms = []  # (kind, predecessor or return value, phis, final cells, cells before)
        births = []  # per arm: (objects_made() before it ran, after): the objects it made
        heap_before = self.memory.heap_objects
        last_kept = False
        try:
            for i, side in enumerate(f.sides):
                born = objects_made()
                self.fork_path.append((self.stats["forks"], i))
                try:
                    kind, x, phis = self.run_blocks(fr, side, block, join)
                finally:
                    self.fork_path.pop()
                entries = self.memory.log[start:]
                final = {(o, off, n): cell_value(o, off, n) for o, off, n, _ in entries}
                pre: dict = {}
                for o, off, n, snap in entries:
                    pre.setdefault((o, off, n), snap_value(snap, off, n))
                if kind != "end":
                    arms.append((kind, x, phis, final, pre))
                    births.append((born, objects_made()))
                last_kept = kind != "end" and i == len(f.sides) - 1
                if not last_kept:
                    self.memory.undo(start)
        finally:
            self.fork_depth -= 1
            self.memory.untrack(1)
            if fr.user:
                self.open_paths -= 1
        if not arms:
            return None
        joined = [i for i, a in enumerate(arms) if a[0] == "join"]
        if joined and len(joined) < len(arms):  # some sides returned early: continue with the others
            if last_kept and arms[-1][0] != "join":
                self.memory.undo_to_pre(arms[-1])
                last_kept = False
            arms, births = [arms[i] for i in joined], [births[i] for i in joined]
        # an allocation each side made for the same purpose is one object from here on (see
        # counterparts): pointers to it join into it, what the sides wrote into it is merged
        objects = counterparts(arms, births) if self.memory.heap_objects != heap_before else None
        if objects:
            arms = [renamed_arm(a, objects) for a in arms]
        self.memory.merge_memory(arms, last_kept)
        if arms[0][0] == "ret":  # a pointer into one object on every side (or null) stays one
            v = arms[0][1]
            for other in arms[1:]:
                v = join_values(v, other[1], (fr.fn, None))
            return "ret", v, None
        join_phis = []
        for idx, (inst, v) in enumerate(arms[0][2]):
            for other in arms[1:]:  # a pointer into one object on every side stays one (Within)
                v = join_values(v, other[2][idx][1], (fr.fn, inst))
            join_phis.append((inst, v))
        return "go", arms[-1][1], join, join_phis
