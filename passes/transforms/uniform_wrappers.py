"""Uniform wrappers (a transform loop-barriers uses, for PoCL): a range-rounding wrapper in which every
work-item runs the user kernel's loops, so that they can take a barrier.

DPC++'s range-rounding wrapper runs, per dimension d, `if (gid_d < N_d) for (p = gid_d; p < N_d;
p += G_d) kernel(p)`.  Its work-items past N_d (the rounded-up tail) skip everything and the
grid-stride loop may run a different number of times per work-item (when G_d < N_d), so no loop in
it is uniform and loop-barriers cannot add the barrier that lets PoCL vectorise across work-items:
harness_stats' column variance ran 8-10x with the barrier as a plain kernel, 0.9-1.0x as a wrapper
without.  This versions the wrapper on a uniform test, like single-pass-wrappers:

    if (G_d >= N_d > 0 and G_d < 2^63 for every strided dimension d)
        each work-item runs the kernel once, for p_d = umin(gid_d, N_d - 1): the tail's work-items
        compute what the last real work-item of their row computes, and every store outside
        private memory happens only where gid_d < N_d for all d (`active`)
    else
        the wrapper as it was

`uniform_copy(fn)` makes that version and returns what it added (or why not); loop-barriers keeps it
only where it then puts a barrier into one of its loops, and otherwise takes it out again
(`discard`): without the barrier the single pass alone did not pay on PoCL (single-pass-wrappers).

Acts only where the work is safe to repeat: the wrapper reads no memory any work-item writes during
the kernel (every load reads a parameter nothing stores through -- proven noalias, or a by-value
argument -- or private memory), stores only through noalias parameters or into private memory, has
no atomics, fences or calls with effects, and uses its global ids only to start its grid-stride
loops and to guard them (`gid_d < N_d`, N_d computed from parameters alone).  Otherwise the reason
comes back and nothing changes.

Proves safe: when the test holds, a work-item with gid_d < N_d for all d runs exactly what it ran
before (its grid-stride loops run once: G_d >= N_d, see single-pass-wrappers), stores included.  A
tail work-item runs the computation of the real work-item q with q_d = min(gid_d, N_d - 1) on memory
no work-item changes while the kernel runs, so it reads what q reads, takes q's path and stops
where q stops; its stores outside private memory do not happen, and its private memory no one else
sees.  The memory after the kernel is the original's.  The dispatch reads only launch-wide values
and parameters, so every work-item takes the same version.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from lift import Argument, Block, Constant, Function, Instruction
from lift.edit import Names, append, clone_blocks, new_block, place

from passes.analysis.conditions import below
from passes.analysis.device_model import builtin_queries
from passes.analysis.effects import PRIVATE, has_effects, pointer_bases
from passes.transforms.kernel_edit import new_entry, read_quantity, recompute
from passes.transforms.single_pass_wrappers import NO_WRAP, leave_after_one_pass, parameter_slice, strided_loops


@dataclass
class UniformVersion:
    """What uniform_copy added to a wrapper: its blocks and the functions it declared."""
    blocks: list
    declared: list


def uniform_copy(fn: Function, noalias: set) -> Union[UniformVersion, str]:
    """Version the wrapper `fn` (the module docstring); what it added, or why it was not."""
    queries = {q.value: q for q in builtin_queries(fn) if q.form == "call"}
    strided = strided_loops(fn)
    if not strided or len({s.dim for s in strided}) != len(strided):
        return "not a range-rounding wrapper with one grid-stride loop per dimension"
    ids = {v: q for v, q in queries.items() if q.quantity == "global_id"}
    guards = []
    for gid, q in ids.items():
        (loop,) = [s for s in strided if s.dim == q.dim] or [None]
        for user in gid.users:
            if loop is not None and user is loop.phi:
                continue
            if loop is not None and isinstance(user, Instruction) and user.opcode == "icmp" and \
                    below(user, True) == (gid, loop.bound):  # `gid < N`: true for the clamped ids
                guards.append(user)
                continue
            return "uses a global id beyond starting and guarding its grid-stride loop"
    bounds = {s.dim: parameter_slice(s.bound) for s in strided}
    if any(b is None for b in bounds.values()):
        return "a user range bound is not computed from parameters alone"
    stored = set()
    for inst in fn.instructions():
        if inst.opcode in ("atomicrmw", "cmpxchg", "fence") or inst.opcode == "call" and has_effects(inst):
            return f"has an effect other than a store (`{inst.opcode}`): it could not be left out for the tail"
        if inst.opcode == "store":
            bases = pointer_bases(inst.operands[-1])
            if not bases - {PRIVATE} <= noalias:
                return "stores through a pointer the host did not prove noalias"
            stored |= bases
    for inst in fn.instructions():
        if inst.opcode == "load":
            bases = pointer_bases(inst.operands[0]) - {PRIVATE}
            if not all(isinstance(b, Argument) and (b in noalias or "byval" in b.spec) and b not in stored
                       for b in bases):
                return "reads memory that the kernel may write (a tail work-item would read it while it changes)"
    before = set(fn.module.functions)
    blocks = _version(fn, strided, ids, guards, bounds)
    return UniformVersion(blocks, [f for name, f in fn.module.functions.items() if name not in before])


def _version(fn: Function, strided: list, ids: dict, guards: list, bounds: dict) -> list:
    names = Names(fn)
    original = list(fn.blocks)
    dispatch = new_entry(fn, names.fresh("uw.dispatch"))
    covers = active = None
    umin = fn.module.get_function("llvm.umin.i64") or fn.module.add_function("declare i64 @llvm.umin.i64(i64, i64)\n")
    clamped = {}
    for s in sorted(strided, key=lambda s: s.dim):
        bound = recompute(dispatch, s.bound, bounds[s.dim])  # N_d again, before anything
        size, gid = (read_quantity(dispatch, names, q, s.dim, "uw") for q in ("global_size", "global_id"))
        for text, values in (("icmp uge i64 {0}, {1}", (size, bound)), (f"icmp ult i64 {{0}}, {NO_WRAP}", (size,)),
                             ("icmp ne i64 {0}, 0", (bound,))):
            test = append(dispatch, f"%{names.fresh('uw.covers')} = " + text, *values)
            covers = test if covers is None else append(dispatch, f"%{names.fresh('uw.covers')} = and i1 {{0}}, {{1}}", covers, test)
        inside = append(dispatch, f"%{names.fresh('uw.inside')} = icmp ult i64 {{0}}, {{1}}", gid, bound)
        active = inside if active is None else append(dispatch, f"%{names.fresh('uw.active')} = and i1 {{0}}, {{1}}", active, inside)
        last = append(dispatch, f"%{names.fresh('uw.last')} = add i64 {{0}}, -1", bound)
        clamped[s.dim] = append(dispatch, f"%{names.fresh('uw.id')} = call i64 {{0}}(i64 {{1}}, i64 {{2}})", umin, gid, last)
    copy: dict = {}
    after = original[-1]
    for block in original:
        copy[block] = after = new_block(fn, names.fresh("uw"), after=after)
    for gid, q in ids.items():  # the copy reads the clamped ids: its guards always pass
        copy[gid] = clamped[q.dim]
    for guard in guards:
        copy[guard] = Constant("true")
    clone_blocks(original, copy)
    for s in strided:
        leave_after_one_pass(copy[s.latch], copy[s.loop.header])
    added = [dispatch] + [copy[b] for b in original]
    for store in [i for b in original for i in copy[b].instructions if i.opcode == "store"]:
        if pointer_bases(store.operands[-1]) != {PRIVATE}:
            added += _predicate(fn, names, store, active)
    append(dispatch, "br i1 {0}, label {1}, label {2}", covers, copy[original[0]], original[0])
    return added


def _predicate(fn: Function, names: Names, store: Instruction, active) -> list:
    """Run `store` only where `active`: its block is split around it.  The blocks added."""
    block = store.block
    at = block.instructions.index(store)
    rest = block.instructions[at + 1:]
    do = new_block(fn, names.fresh("uw.store"), after=block)
    cont = new_block(fn, names.fresh("uw.cont"), after=do)
    for inst, to in [(store, do)] + [(i, cont) for i in rest]:
        block.instructions.remove(inst)
        place(to, len(to.instructions), inst)
    for succ in {op for op in cont.terminator.operands if isinstance(op, Block)}:
        for phi in [i for i in succ.instructions if i.opcode == "phi"]:
            phi.replace_uses_of(block, cont)
    append(do, "br label {0}", cont)
    append(block, "br i1 {0}, label {1}, label {2}", active, do, cont)
    return [do, cont]


def discard(fn: Function, version: UniformVersion) -> None:
    """Take the version out again: its blocks (the original entry first again) and the declarations
    it added that nothing else uses."""
    for block in version.blocks:
        for inst in block.instructions:
            for op in inst.operands:
                op.remove_user(inst)
            inst.operands = []
    for block in version.blocks:
        fn.blocks.remove(block)
    fn.mark_dirty()
    for declaration in version.declared:
        if not declaration.users:
            fn.module.remove_function(declaration)
