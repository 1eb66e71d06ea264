"""The shortcuts that make raising large host modules fast (benchmarks/raise_time.py), each on real
DPC++ IR or on the memory model directly: what each one skips, and that it skips only what no
later step can tell apart.  That the raised programs stay the same is test_raise's golden
comparison; these tests pin the mechanisms."""
from __future__ import annotations

import lift
from conftest import SAMPLES
from lift.layout import Layouts
from lift.printer import number_values
from passes.host.decode import is_private_alloca
from passes.host.memory import Memory, Obj, objects_made
from passes.host.values import Ptr


def vadd_main():
    module = lift.parse_file(str(SAMPLES / "vadd" / "2026.2.0" / "host.O0.ll"))
    return module, module.get_function("main")


def test_a_slot_only_loads_and_stores_reach_is_private():
    _, main = vadd_main()
    numbers = number_values(main)
    allocas = {a.ref(numbers): a for a in main.instructions() if a.opcode == "alloca"}
    # %1 (the return value), %6 and %7: stored and loaded through their own address only
    assert all(is_private_alloca(allocas[name]) for name in ("%1", "%6", "%7"))
    # the std::vector %3 goes to its constructor, the float %4 by reference to vector(n, value),
    # the lambda %29 is offset into (a capture stored at a field): others can reach them
    assert not any(is_private_alloca(allocas[name]) for name in ("%3", "%4", "%29"))


def _memory(module):
    return Memory(Layouts(module))


def test_writes_into_private_slots_made_after_the_newest_mark_are_not_logged():
    module, _ = vadd_main()
    mem = _memory(module)
    older = Obj("stack", "older", private=True)
    mem.tracking += 1
    start = mem.mark()
    newer = Obj("stack", "newer", private=True)
    shared = Obj("stack", "shared")
    for obj in (older, newer, shared):
        mem.store(Ptr(obj, 0), "i32", 7)
    assert [entry[0] for entry in mem.log[start:]] == [older, shared]
    mem.undo(start)  # what the mark needs back is back
    assert older.cells == {} and shared.cells == {}
    # a mark taken after the slot was made logs its writes again
    again = mem.mark()
    mem.store(Ptr(newer, 0), "i32", 8)
    assert [entry[0] for entry in mem.log[again:]] == [newer]
    mem.undo(again)
    assert mem.load(Ptr(newer, 0), "i32") == 7


def test_a_loop_summary_does_not_note_stack_objects_made_after_it_began():
    module, _ = vadd_main()
    mem = _memory(module)
    before = Obj("stack", "before")
    written = mem.open_write_set(objects_made())
    after = Obj("stack", "after")
    heap = mem.allocate_heap(zero=False).obj
    for obj in (before, after, heap):
        mem.store(Ptr(obj, 0), "i64", 1)
    mem.close_write_set()
    # the summary leaves a callee's or this iteration's own stack objects out (no loop-carried
    # state); a heap block made meanwhile may be reached from older objects: it stays noted
    assert {loc[0] for loc in written} == {before, heap}


def _raise_machine(module):
    from passes.host.engine import Machine
    from passes.host.patterns import choose_patterns
    from passes.host.sycl_ops import SyclProgram

    machine = Machine(module, choose_patterns(module, None, None)[0], SyclProgram(release="?", patterns="?"))
    machine.run()
    return machine


def test_global_references_read_from_the_text_are_the_lifted_operands():
    from lift import Function
    from lift.ir import GlobalValue
    from lift.body import global_references

    for opt in ("O0", "O2"):
        text = lift.parse_file(str(SAMPLES / "harness_usm" / "2026.2.0" / f"host.{opt}.ll"))
        lifted = lift.parse_file(str(SAMPLES / "harness_usm" / "2026.2.0" / f"host.{opt}.ll"))
        calls = 0
        for fn in text.definitions():
            scanned = [(name, called) for _, refs, _ in global_references(fn) for name, called in refs]
            other = lifted.get_function(fn.name)
            operands = [(op.name, op is inst.called_function and inst.parts[i + 1].startswith("("))
                        for inst in other.instructions() for i, op in enumerate(inst.operands)
                        if isinstance(op, GlobalValue)]
            assert [(text.global_named(n).name, c) for n, c in scanned] == operands, fn.name
            assert not fn.is_lifted  # the text was only read
            calls += sum(isinstance(text.global_named(n), Function) and c for n, c in scanned)
        assert calls > 100


def test_the_call_graph_read_from_the_text_is_the_lifted_one_and_only_what_runs_is_lifted():
    for opt in ("O0", "O2"):
        path = str(SAMPLES / "harness_gemm" / "2026.2.0" / f"host.{opt}.ll")
        eager = lift.parse_file(path)
        eager.lift_all()
        lazy = lift.parse_file(path)
        graphs = []
        for module in (eager, lazy):
            machine = _raise_machine(module)
            callers, seeds, indirect = machine.call_graph()
            graphs.append(({c.name: sorted(f.name for f in fs) for c, fs in callers.items()},
                           sorted(f.name for f in seeds), sorted(f.name for f in indirect),
                           sorted(f.name for f in machine._address_taken)))
            if module is lazy:
                ran = {fn.name for fn in machine.infos}
                lifted = {fn.name for fn in module.definitions() if fn.is_lifted}
                assert lifted == ran and len(ran) < sum(1 for _ in module.definitions())
        assert graphs[0] == graphs[1], opt
        assert graphs[1][2] or opt == "O0"  # (-O2 inlines a call through a pointer into user code)


def test_a_symbol_for_a_value_is_never_another_values_after_it_dies():
    # symbols are keyed by id() for values other than Unknowns; an id is unique only while its
    # object lives, and freeing more (the raise collects cyclic garbage as it goes) reuses more
    from passes.host.engine import Machine
    from passes.host.patterns import choose_patterns
    from passes.host.sycl_ops import SyclProgram

    module, _ = vadd_main()
    machine = Machine(module, choose_patterns(module, None, None)[0], SyclProgram(release="?", patterns="?"))
    texts = [machine.sycl.sym(Ptr(Obj("heap", f"h{i}"), 0)).origin for i in range(50)]
    assert texts == [f"heap h{i}" for i in range(50)]


def test_the_raise_does_not_import_networkx():
    import subprocess
    import sys

    from conftest import ROOT

    script = ("import sys, lift; from passes.host.patterns import choose_patterns; "
              "from passes.host.raise_host import raise_module; "
              f"m = lift.parse_file({str(SAMPLES / 'harness_gemm' / '2026.2.0' / 'host.O0.ll')!r}); "
              "p = raise_module(m, choose_patterns(m, None, None)[0]); "
              "print(len(p.launches), 'networkx' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["7", "False"]  # (it costs ~20 MB of a fresh process's memory)
