"""Call memos (passes.host.memo): a recorded call replays only where the arguments and what it
reads are the recorded ones up to a one-to-one renaming of objects and Unknowns, its replay makes
the recorded writes with the call's own Unknowns new again, and raising real IR with replays gives
what running every call gives (test_raise_speed's shortcut comparison, `replays`)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

import lift
from conftest import SAMPLES, ir
from lift.layout import Layouts
from passes.host.memo import NotReplayable, Recorder
from passes.host.memory import Memory, Obj, objects_made
from passes.host.values import Ptr, Unknown

MACHINE = SimpleNamespace(rec=None, memo_pool={}, is_constant=lambda u: False)  # what a Recorder asks of the machine


@pytest.fixture(scope="module")
def memory():
    return Memory(Layouts(lift.parse_file(str(ir(SAMPLES / "vadd" / "2026.2.0" / "host.O0.ll")))))


def _world(memory, value=5):
    """Older memory a call sees: `a` holds a pointer to `x`, `x` holds `value` at 8; `b` is written."""
    a, x, b = Obj("stack", "a"), Obj("heap", "x"), Obj("stack", "b")
    memory.store(Ptr(a, 0), "ptr", Ptr(x, 0))
    memory.store(Ptr(x, 8), "i64", value)
    return a, x, b


def _record(memory, a, b):
    """Record a call(a, b) that loads a's pointer p, loads p[8], stores p+8 into b[0] and one
    Unknown it makes into b[8] and b[16] (as the engine's hooks tell the Recorder), returning p."""
    i64, ptr = memory.types("i64"), memory.types("ptr")
    rec = Recorder(MACHINE, objects_made(), 1, [Ptr(a, 0), Ptr(b, 0)])
    rec.read(a, 0, 8)
    p = memory.load(Ptr(a, 0), "ptr")
    rec.read(p.obj, 8, 8)
    assert memory.load(Ptr(p.obj, 8), "i64") == 5
    made = Unknown(("origin", "of the call's own"))
    for off, ti, v in ((0, ptr, Ptr(p.obj, 8)), (8, i64, made), (16, i64, made)):
        rec.store(b, off, ti, v)
        memory.store_ti(b, off, ti, v)
    return rec.record(p, 40), made


def test_a_replay_binds_objects_one_to_one_and_makes_the_calls_own_unknowns_anew(memory):
    record, made = _record(memory, *_world(memory)[::2])
    a, x, b = _world(memory)
    binding = record.match([Ptr(a, 0), Ptr(b, 0)], {})
    assert binding is not None
    result = record.apply(memory, binding, None)
    assert result == Ptr(x, 0)
    assert memory.load(Ptr(b, 0), "ptr") == Ptr(x, 8)
    first, second = memory.load(Ptr(b, 8), "i64"), memory.load(Ptr(b, 16), "i64")
    assert type(first) is Unknown and first is second and first is not made and first.origin == made.origin


def test_a_replay_needs_what_the_call_read(memory):
    record, _ = _record(memory, *_world(memory)[::2])
    a, _, b = _world(memory, value=6)  # another value where the call read
    assert record.match([Ptr(a, 0), Ptr(b, 0)], {}) is None
    a, x, b = _world(memory)
    assert record.match([Ptr(a, 0), Ptr(a, 0)], {}) is None  # the two arguments one object
    assert record.match([Ptr(a, 0), Ptr(b, 8)], {}) is None  # another offset
    memory.store(Ptr(a, 0), "ptr", Ptr(b, 0))  # the pointer read is to the other argument
    memory.store(Ptr(b, 8), "i64", 5)
    assert record.match([Ptr(a, 0), Ptr(b, 0)], {}) is None


def test_what_a_call_cannot_replay_is_not_recorded(memory):
    a, _, b = _world(memory)
    i64 = memory.types("i64")
    rec = Recorder(MACHINE, objects_made(), 1, [Ptr(a, 0), Ptr(b, 0)])
    rec.store(b, 0, i64, 1)
    with pytest.raises(NotReplayable):  # a read of what it wrote in part
        rec.read(b, 4, 8)
    own = Obj("stack", "the call's own")
    with pytest.raises(NotReplayable):  # its own stack outliving it
        rec.store(b, 8, memory.types("ptr"), Ptr(own, 0))
    assert rec.intercept(memory, "_Znwm", [8]) is False and rec.failed  # a call of the runtime or libc


def test_a_value_number_looked_up_must_be_found_again_as_it_was(memory):
    n = Unknown()
    rec = Recorder(MACHINE, objects_made(), 1, [n])
    product = Unknown()
    rec.number(("mul", "i64", n, 4), product, None)  # entered: not there before
    record = rec.record(product, 40)
    other = Unknown()
    assert record.match([other], {}) is not None
    assert record.match([other], {("mul", "i64", other, 4): Unknown()}) is None  # there now: it would be found
    numbers: dict = {}
    result = record.apply(memory, record.match([other], {}), lambda key, r: numbers.setdefault(key, r))
    assert numbers == {("mul", "i64", other, 4): result} and result is not product


def _raise(path, replay_calls=True):
    import json

    from passes.host.engine import Machine
    from passes.host.patterns import choose_patterns
    from passes.host.sycl_ops import SyclProgram

    module = lift.parse_file(str(path))
    patterns = choose_patterns(module, None, None)[0]
    program = SyclProgram(release="?", patterns=patterns.name)
    machine = Machine(module, patterns, program, replay_calls=replay_calls)
    machine.run()
    return program.listing("raise"), json.dumps(program.to_json(), sort_keys=True), machine.steps, machine.stats


@pytest.mark.parametrize("host", ["harness_gemm/2026.2.0/host.O0.ll", "usm_saxpy/2025.1.1/host.O0.ll",
                                  "vadd/2025.1.1/host.O0.ll", "harness_stencil/2026.2.0/host.O0.ll"])
def test_replayed_calls_raise_what_running_them_raises(host):
    fast, slow = _raise(ir(SAMPLES / host)), _raise(ir(SAMPLES / host), replay_calls=False)
    assert fast[3]["calls replayed"] > 0 and "calls replayed" not in slow[3]  # (it replays at -O0)
    assert fast[:3] == slow[:3]  # the same program, the same instructions counted


def test_a_replay_that_did_not_check_what_the_call_reads_would_raise_something_else(monkeypatch):
    """What the comparison above would catch: replays bound to what calls read, without checking
    that it holds what the recorded call read, change usm_saxpy's raised program."""
    from passes.host import memo

    def unchecked(record, args, numbers):
        b = memo._Binding(record.absolute)
        if not all(b.unify(c, v) for c, v in zip(record.args, args)):
            return None
        for r in record.reads:
            if r[0] == "num" or len(r) == 4:
                continue
            obj = r[0][1] if r[0][0] == "a" else b.bound.get(r[0])
            if obj is None:
                return None
            now = obj.overlapping(r[1], r[2])
            for (_, cell), recorded in zip(now, r[3]):
                b.unify(recorded[2], cell[1])  # (names bound where it can, values not compared)
            if len(now) != len(r[3]) or any(type(c[2]) is tuple and c[2][0] in "PUW" and c[2][1][0] == "i"
                                            and c[2][1] not in b.bound for c in r[3]):
                return None
        return b

    right = _raise(ir(SAMPLES / "usm_saxpy/2025.1.1/host.O0.ll"))
    monkeypatch.setattr(memo.Record, "match", unchecked)
    assert _raise(ir(SAMPLES / "usm_saxpy/2025.1.1/host.O0.ll"))[:2] != right[:2]


def test_a_global_stands_for_itself_even_where_an_argument_shows_it(memory):
    g, y = Obj("global", "g"), Obj("heap", "y")
    for obj in (g, y):
        memory.store(Ptr(obj, 0), "i64", 1)
    rec = Recorder(MACHINE, objects_made(), 1, [Ptr(g, 0)])
    rec.read(g, 0, 8)  # (the code may read @g by its name, not through the argument)
    record = rec.record(None, 40)
    assert record.match([Ptr(g, 0)], {}) is not None
    assert record.match([Ptr(y, 0)], {}) is None
