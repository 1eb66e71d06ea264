"""Select-like defined functions (std::min, std::max at -O0) run by their model
(passes.host.summaries): what is recognised, that an undecided comparison forks no more, and that
the raised program, the instructions counted and the warnings are those of running them."""
from __future__ import annotations

import json

import pytest

import lift
from conftest import SAMPLES, ir
from passes.host.engine import Machine
from passes.host.frames import Frame
from passes.host.memory import Obj
from passes.host.patterns import choose_patterns
from passes.host.sycl_ops import SyclProgram
from passes.host.values import Ptr, Unknown, Within

MIN_LONG, MAX_LONG = "_ZSt3minIlERKT_S2_S2_", "_ZSt3maxIlERKT_S2_S2_"  # std::min<long>, std::max<long>


def _machine(sample: str):
    module = lift.parse_file(str(ir(SAMPLES / sample)))
    patterns = choose_patterns(module, None, None)[0]
    program = SyclProgram(release="?", patterns=patterns.name)
    return Machine(module, patterns, program), program


def _raise(sample: str, monkeypatch=None):
    """(listing, JSON, warnings, instructions interpreted, stats) of raising `sample`; with
    `monkeypatch`, every function runs as it is (no model)."""
    if monkeypatch is not None:
        from passes.host import engine

        monkeypatch.setattr(engine.FnInfo, "model", None)
    machine, program = _machine(sample)
    machine.run()
    return (program.listing("raise"), json.dumps(program.to_json(), sort_keys=True), list(program.warnings),
            machine.steps, machine.stats)


def test_std_min_and_max_are_recognised_and_nothing_else():
    machine, _ = _machine("image_filter4/2026.2.0/host.O0.ll")
    machine.run()
    models = {info.fn.name: info.model for info in machine.infos.values() if info.__dict__.get("model") is not None}
    assert set(models) == {MIN_LONG, MAX_LONG, "_ZSt3minImERKT_S2_S2_", "_ZSt3maxImERKT_S2_S2_"}
    # std::min: `if (b < a) return b; return a;`, std::max: `if (a < b) return b; return a;` (signed for long)
    lo, hi = models[MIN_LONG], models[MAX_LONG]
    assert [i for i, _, _ in lo.loads] == [1, 0] and lo.compare[:2] == ("icmp", "slt") and lo.sides == (1, 0)
    assert [i for i, _, _ in hi.loads] == [0, 1] and hi.compare[:2] == ("icmp", "slt") and hi.sides == (1, 0)
    # instructions a run counts (the parameter spills are bound, not run): one side, the other, both
    assert lo.steps[2] > lo.steps[0] == lo.steps[1] == lo.steps[3]


def _call(machine, name, a, b):
    """machine.call of `name` as a callee (a caller frame that still builds SYCL state)."""
    caller = machine.module.get_function("main")
    frame = Frame(caller, machine.info(caller), 0, True, {})
    frame.callers_build = True
    machine.frames.append(frame)
    try:
        return machine.call(machine.module.get_function(name), [a, b], None)
    finally:
        machine.frames.pop()


def _min_max_calls(model: bool, monkeypatch) -> int:
    """Calls of std::min/std::max<long> on known and unknown values, checked; the instructions counted."""
    if not model:
        from passes.host import engine

        monkeypatch.setattr(engine.FnInfo, "model", None)
    machine, _ = _machine("image_filter4/2026.2.0/host.O0.ll")
    x, y, v = Obj("stack", "x"), Obj("stack", "y"), Obj("heap", "v")
    for obj in (x, y):
        obj.write(0, 8, Unknown(), "i64")
    v.write(0, 8, 5, "i64")
    v.write(8, 8, Unknown(), "i64")
    x_ptr, y_ptr = Ptr(x, 0), Ptr(y, 0)
    # decided: the smaller one (b < a: b; else a)
    x.write(0, 8, 3, "i64")
    y.write(0, 8, 2, "i64")
    assert _call(machine, MIN_LONG, x_ptr, y_ptr) is y_ptr
    assert _call(machine, MAX_LONG, x_ptr, y_ptr) is x_ptr
    decided = machine.steps
    # undecided: into two objects, nothing known; into one, somewhere in it; (the same unknown value
    # against itself decides: passes.host.arith.compare)
    x.write(0, 8, Unknown(), "i64")
    assert type(_call(machine, MIN_LONG, x_ptr, y_ptr)) is Unknown
    within = _call(machine, MIN_LONG, Ptr(v, 0), Ptr(v, 8))
    assert type(within) is Within and within.obj is v and not within.nullable
    assert _call(machine, MAX_LONG, x_ptr, x_ptr) == x_ptr
    assert machine.stats["forks"] == (0 if model else 2)
    assert machine.stats["calls modelled undecided"] == (2 if model else 0)
    assert decided > 0 and machine.program.warnings == []
    return machine.steps


def test_std_min_and_max_return_one_of_the_pointers_without_forking(monkeypatch):
    modelled = _min_max_calls(True, monkeypatch)
    with monkeypatch.context() as patched:  # running them gives the same values, forking, and counts as many instructions
        assert _min_max_calls(False, patched) == modelled


@pytest.mark.parametrize("sample", ["image_filter4/2026.2.0/host.O0.ll", "harness_stencil/2026.2.0/host.O0.ll",
                                    "harness_matvec/2025.1.1/host.O0.ll"])
def test_a_modelled_call_raises_what_running_it_raises(sample, monkeypatch):
    fast = _raise(sample)
    with monkeypatch.context() as patched:
        slow = _raise(sample, patched)
    assert fast[:4] == slow[:4]  # listing, JSON, warnings, instructions interpreted
    undecided = fast[4]["calls modelled undecided"]
    assert undecided > 0 and slow[4]["calls modelled undecided"] == 0
    assert slow[4]["forks"] - fast[4]["forks"] == undecided  # each was a fork when run
