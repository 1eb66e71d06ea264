"""hoist-address: equal address arithmetic that propagation leaves in sibling blocks becomes one value
above the branch, and nothing leaves its loop.  Real DPC++ IR (harness_stencil, harness_gemm) after
the default pipeline, and the same pipeline without the pass for comparison."""
from __future__ import annotations

import pytest

import lift
from lift.graphs import dominator_tree, dominates, natural_loops
from passes import DEFAULT_PIPELINE, pipeline
from passes.transforms.hoist_address import HOISTABLE, _value_key, hoist_address_arithmetic

from conftest import REWRITE_RELEASE, SAMPLES, llvm_verify, read_text, rewritten

JACOBI = "_ZTS13Jacobi2DSweep"


def rewrite_without_hoisting(sample: str) -> lift.Module:
    host = lift.parse_text(read_text(SAMPLES / sample / REWRITE_RELEASE / "host.O2.ll"), "host.ll")
    device = lift.parse_text(read_text(SAMPLES / sample / "device.ll"), "device.ll")
    passes = [p for p in DEFAULT_PIPELINE if p != "hoist-address"]
    return lift.parse_text(pipeline.rewrite(host, device, passes).device, "device.ll")


def address_chain(value) -> list:
    """The instructions an address is computed from (its HOISTABLE operand tree)."""
    out, work = [], [value]
    while work:
        v = work.pop()
        if isinstance(v, lift.Instruction) and v.opcode in HOISTABLE:
            out.append(v)
            work.extend(v.operands)
    return out


def the_store(fn) -> lift.Instruction:
    (store,) = [i for i in fn.instructions() if i.opcode == "store"]
    return store


def test_before_the_pass_the_join_recomputes_what_a_branch_has():
    """The situation the pass exists for (a GVN-PRE phi on PoCL): the Jacobi store's row offset is a
    `mul` in the join block equal to one in the border branch, which does not dominate the join."""
    fn = rewrite_without_hoisting("harness_stencil").get_function(JACOBI)
    tree = dominator_tree(fn)
    store = the_store(fn)
    muls = [i for i in address_chain(store.operands[1]) if i.opcode == "mul" and i.block is store.block]
    twins = [i for i in fn.instructions() if i.opcode == "mul" and i.block is not store.block
             and any(_value_key(i) == _value_key(m) for m in muls)]
    assert any(not dominates(tree, t.block, store.block) for t in twins)


def test_the_store_address_is_computed_once_above_the_branch():
    fn = lift.parse_text(rewritten("harness_stencil")[0], "device.ll").get_function(JACOBI)
    store = the_store(fn)
    assert store.block is not fn.entry  # the store stays at the join ...
    chain = address_chain(store.operands[1])
    keys = [_value_key(i) for i in fn.instructions() if i.opcode in HOISTABLE]
    assert len(keys) == len(set(keys))  # no equal twins left anywhere
    loads = [i for i in fn.instructions() if i.opcode == "load"]
    border = [ld for ld in loads if ld.block is not store.block and len([x for x in ld.block.instructions if x.opcode == "load"]) == 1]
    (border_load,) = border
    shared = [i for i in address_chain(border_load.operands[0]) if any(i is c for c in chain)]
    assert any(i.opcode == "mul" for i in shared)  # the border load and the store share their row offset ...
    tree = dominator_tree(fn)
    assert all(dominates(tree, i.block, border_load.block) and i.block is not border_load.block for i in shared)
    # ... computed above the branch


def test_nothing_without_a_twin_moves():
    """A lone address computation stays where DPC++ put it: moved above the k-loop's entry test,
    Intel's vectorizer loaded 2mm's B[k][j] with gathers.  2mm's ScaleAccumulate has no twins."""
    module = rewrite_without_hoisting("harness_2mm")
    (fn,) = [f for f in module.definitions() if f.is_kernel and f.name.endswith("15ScaleAccumulate")]
    where = [(i, i.block) for i in fn.instructions()]
    assert hoist_address_arithmetic(fn) == 0
    assert all(i.block is block for i, block in where)


@pytest.mark.parametrize("sample", ["harness_gemm", "harness_matvec"])
def test_loops_keep_their_shape_and_the_ir_verifies(sample):
    """GEMM-like kernels keep their k-loop bodies: every instruction inside a loop before the pass is
    inside the same loop (by header) after it, and a value a phi takes (the grid-stride wrappers'
    `i += global_size`) stays in its block; the module still verifies."""
    module = rewrite_without_hoisting(sample)
    checked = 0
    for fn in module.definitions():
        if not fn.is_kernel:
            continue

        def loop_of(inst, loops):
            inner = [lp for lp in loops if inst.block in lp.blocks]
            return min(inner, key=lambda lp: len(lp.blocks)).header if inner else None

        before = {id(i): loop_of(i, natural_loops(fn)) for i in fn.instructions()}
        increments = {i: i.block for i in fn.instructions() if any(u.opcode == "phi" for u in i.users)}
        hoist_address_arithmetic(fn)
        assert all(i.block is block for i, block in increments.items())
        loops = natural_loops(fn)
        for inst in fn.instructions():
            if id(inst) in before:
                assert loop_of(inst, loops) is before[id(inst)], inst
                checked += before[id(inst)] is not None
    assert checked > 0  # some instructions were in loops
    llvm_verify(module.print())


def test_a_value_defined_in_the_same_block_keeps_the_instruction_there():
    fn = lift.parse_text(rewritten("harness_stencil")[0], "device.ll").get_function(JACOBI)
    tree = dominator_tree(fn)
    for inst in fn.instructions():
        for op in inst.operands:
            if isinstance(op, lift.Instruction) and inst.opcode != "phi":
                assert dominates(tree, op.block, inst.block)
                if op.block is inst.block:
                    assert inst.block.instructions.index(op) < inst.block.instructions.index(inst)
