"""The shortcuts that make raising large host modules fast (benchmarks/raise_time.py), each on real
DPC++ IR or on the memory model directly: what each one skips, and that it skips only what no
later step can tell apart.  That the raised programs stay the same is test_raise's golden
comparison; these tests pin the mechanisms."""
from __future__ import annotations

import pytest

import lift
from conftest import SAMPLES, ir
from lift.layout import Layouts
from lift.printer import number_values
from passes.host.decode import is_private_alloca
from passes.host.memory import Memory, Obj, objects_made
from passes.host.values import Ptr


def vadd_main():
    module = lift.parse_file(str(ir(SAMPLES / "vadd" / "2026.2.0" / "host.O0.ll")))
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
        text = lift.parse_file(str(ir(SAMPLES / "harness_usm" / "2026.2.0" / f"host.{opt}.ll")))
        lifted = lift.parse_file(str(ir(SAMPLES / "harness_usm" / "2026.2.0" / f"host.{opt}.ll")))
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
        path = str(ir(SAMPLES / "harness_gemm" / "2026.2.0" / f"host.{opt}.ll"))
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
    assert _raise_in_fresh_process("harness_gemm", "host.O0.ll", "len(p.launches), 'networkx' in sys.modules") \
        == ["7", "False"]  # (it costs ~20 MB of a fresh process's memory)


# ---- shortcuts that leave instructions unrun: the raised program is the one running them gives


def _raise_outputs(path, monkeypatch=None, disable=None):
    """(listing, JSON, instructions interpreted) of raising `path`, with one shortcut turned off
    (`disable(monkeypatch)`) or all on."""
    import json

    from passes.host.engine import Machine
    from passes.host.patterns import choose_patterns
    from passes.host.sycl_ops import SyclProgram

    if disable is not None:
        disable(monkeypatch)
    module = lift.parse_file(str(path))
    patterns = choose_patterns(module, None, None)[0]
    program = SyclProgram(release="?", patterns=patterns.name)
    machine = Machine(module, patterns, program)
    machine.run()
    return program.listing("raise"), json.dumps(program.to_json(), sort_keys=True), machine.steps


def _no_spills(monkeypatch):
    from passes.host import decode

    monkeypatch.setattr(decode.Decoder, "parameter_spills", lambda self, fn, loop_blocks: decode.NO_SPILLS)


def _no_inert_calls(monkeypatch):
    from passes.host import engine

    def decide(info):
        info.inert = 0
        return 0
    monkeypatch.setattr(engine.FnInfo, "decide_inert", decide)


def _no_templates(monkeypatch):
    from passes.host import decode

    monkeypatch.setattr(decode.Decoder, "decode", decode.Decoder._decode)



def _no_leaf_frames(monkeypatch):
    from passes.host import engine

    monkeypatch.setattr(engine.FnInfo, "leaf_code", lambda info, code: None)


def _every_argument_bound(monkeypatch):
    from passes.host import engine

    def binding(info):  # every argument in the frame, as before FnInfo.binding
        position = {a: i for i, a in enumerate(info.arguments)}
        return (tuple((a, i) for i, a in enumerate(info.arguments)),
                tuple((load, source, position.get(source, -1), ti) for load, source, ti, _ in info.spills.loads))
    monkeypatch.setattr(engine.FnInfo, "binding", property(binding))


def _no_call_replays(monkeypatch):
    from passes.host import engine

    monkeypatch.setattr(engine.Machine, "memo_call", lambda self, *call: engine.RUN)


@pytest.mark.parametrize("disable", [_no_spills, _no_inert_calls, _no_templates, _no_leaf_frames, _every_argument_bound,
                                     _no_call_replays],
                         ids=["spills", "inert", "templates", "leaf", "binding", "replays"])
@pytest.mark.parametrize("sample", ["harness_gemm/2026.2.0/host.O0.ll", "usm_saxpy/2025.1.1/host.O0.ll",
                                    "harness_stats/2025.2.2/host.O2.ll"])
def test_a_shortcut_raises_what_running_every_instruction_raises(sample, disable, monkeypatch):
    fast = _raise_outputs(ir(SAMPLES / sample))
    with monkeypatch.context() as patched:
        slow = _raise_outputs(ir(SAMPLES / sample), patched, disable)
    assert fast[:2] == slow[:2]
    if disable in (_no_templates, _no_leaf_frames, _every_argument_bound, _no_call_replays):
        # (templates change how instructions are decoded, leaf frames and the binding how a call
        # starts: not which instructions run; a replayed call counts the instructions its run did)
        assert fast[2] == slow[2]
    elif sample.endswith("O0.ll"):
        assert fast[2] < slow[2]  # -O0 spills parameters and calls empty constructors: fewer run


def test_parameter_spills_are_the_slots_that_hold_one_argument_from_the_entry_on():
    from passes.host.decode import is_private_alloca

    module = lift.parse_file(str(ir(SAMPLES / "harness_gemm" / "2026.2.0" / "host.O0.ll")))
    machine = _raise_machine(module)
    forwarded = kept = 0
    for fn, info in machine.infos.items():
        spills = info.spills
        slots = {inst for inst in spills.skipped if inst.opcode == "alloca"}
        for slot in slots:
            stores = [u for u in slot.users if u.opcode == "store"]
            assert is_private_alloca(slot) and slot.block is fn.blocks[0] and len(stores) == 1
            assert stores[0].block is fn.blocks[0] and stores[0] in spills.skipped
        for load, source, ti, field in spills.loads:
            assert load.operands[0] in slots and ti.text == field[1]
            assert type(source).__name__ == "Argument" or source in {l for l, *_ in spills.loads}
        forwarded += len(slots)
        # a slot stored twice (a loop counter) stays a slot
        kept += sum(1 for inst in fn.blocks[0].instructions if inst.opcode == "alloca" and inst not in slots
                    and sum(u.opcode == "store" for u in inst.users) > 1)
    assert forwarded > 500 and kept > 0


def test_reloaded_is_what_a_store_and_a_load_of_a_fresh_slot_give():
    from passes.host.values import Pieces, Unknown, Zero

    module, _ = vadd_main()
    mem = _memory(module)
    types = mem.types
    heap = Obj("heap", "h")
    unknown = Unknown()
    cases = [("i32", 0x1_0000_0005), ("i8", 300), ("float", 1.5), ("double", 2.25), ("float", 7), ("i64", 1.0),
             ("ptr", Ptr(heap, 8)), ("ptr", unknown), ("i64", Pieces(8, ((0, 4, 1.5, "float"), (4, 4, unknown, "?")))),
             ("i64", Pieces(8, ((0, 4, Unknown(), "?"), (4, 4, Unknown(), "?")))), ("i32", Zero(4)), ("ptr", 0)]
    for tyt, value in cases:
        slot = Obj("stack", "slot", private=True)
        mem.store(Ptr(slot, 0), tyt, value)
        loaded = mem.load(Ptr(slot, 0), tyt)
        got = mem.reloaded(value, types(tyt))
        assert type(got) is type(loaded), (tyt, value)
        if type(loaded) is Pieces:
            assert [c[:2] for c in got.cells] == [c[:2] for c in loaded.cells]
        elif type(loaded) is not Unknown or loaded is value:
            assert got == loaded or got is loaded, (tyt, value)


def test_a_function_that_does_nothing_is_not_run_and_one_that_writes_is():
    module = lift.parse_file(str(ir(SAMPLES / "harness_gemm" / "2026.2.0" / "host.O0.ll")))
    machine = _raise_machine(module)
    inert = {fn.name: info.inert for fn, info in machine.infos.items() if info.inert}
    assert inert
    for name, depth in inert.items():
        fn = module.get_function(name)
        info = machine.infos[fn]
        _, handlers, operands = info.code[fn.blocks[0]]
        ops = [h.__name__ for h in handlers]
        assert len(fn.blocks) == 1 and ops[-1] == "_op_ret" and operands[-1] is None  # ret void
        assert set(ops) <= {"_op_gep_constant", "_op_call", "_op_ret", "_op_nop"}
        calls = [d[1] for h, d in zip(ops, operands) if h == "_op_call"]
        assert depth == 1 + max((inert[c.name] for c in calls), default=0)
    # a constructor that stores (the allocator's vector base) is not inert
    assert any(info.inert == 0 and any(h.__name__.startswith("_op_store") for code in info.code.values() for h in code[1])
               and len(fn.blocks) == 1 for fn, info in machine.infos.items())


def test_decoding_from_a_template_is_decoding_from_the_text():
    from lift.layout import Layouts
    from passes.host.constants import Constants
    from passes.host.decode import Decoder
    from passes.host.values import K, Unknown

    module = lift.parse_file(str(ir(SAMPLES / "harness_stats" / "2025.2.2" / "host.O0.ll")))
    types = Layouts(module)
    decoder = Decoder(Constants(module, types, Memory(types), lambda message: None), types)
    shared = 0

    def same_decoding(a, b):
        if type(a) in (tuple, list):
            return type(a) is type(b) and len(a) == len(b) and all(same_decoding(x, y) for x, y in zip(a, b))
        if type(a) is K:
            return type(b) is K and (a.v == b.v if type(a.v) in (int, str, bytes, type(None)) else type(a.v) is type(b.v))
        return a is b or (type(a) in (int, float, str) and a == b)

    undef = []
    for fn in module.definitions():
        for inst in fn.instructions():
            try:
                alone = decoder._decode(inst)
            except Exception:
                continue
            via = decoder.decode(inst)
            assert same_decoding(alone, via), inst.body_text
            shared += via is not alone
            undef += [x for x in (via[1] if type(via[1]) is tuple else ()) if type(x) is K and type(x.v) is Unknown]
    assert shared > 1000 and sum(t is not None for t in decoder.templates.values()) > 100
    assert len({id(k.v) for k in undef}) == len(undef)  # an undef is its own Unknown in every instruction


def test_the_interpreter_runs_in_a_frame_that_reserves_data_stack():
    import sys

    from passes.host import engine

    seen = []
    module, _ = vadd_main()

    class Probe(engine.Machine):
        def _run(self):
            frame = sys._getframe(1)
            seen.append((frame.f_code.co_name, frame.f_code.co_stacksize))

    from passes.host.patterns import choose_patterns
    from passes.host.sycl_ops import SyclProgram
    Probe(module, choose_patterns(module, None, None)[0], SyclProgram(release="?", patterns="?")).run()
    assert seen == [("_with_stack_room", seen[0][1])] and seen[0][1] >= engine.STACK_ROOM


def test_split_top_level_and_match_bracket_are_the_character_by_character_reading():
    import random

    from lift.syntax import match_bracket, split_top_level

    opening = {"(": ")", "[": "]", "{": "}", "<": ">"}

    def split_slowly(s):
        out, depth, start, i = [], 0, 0, 0
        while i < len(s):
            c = s[i]
            if c == '"':
                j = s.find('"', i + 1)
                i = len(s) if j < 0 else j
            elif c in opening:
                depth += 1
            elif c in opening.values():
                depth -= 1
            elif c == "," and depth == 0:
                out.append(s[start:i])
                start = i + 1
            i += 1
        return out + [s[start:]] if s[start:].strip() or out else out

    def bracket_slowly(s, i):
        depth = 0
        while i < len(s):
            c = s[i]
            if c == '"':
                j = s.find('"', i + 1)
                if j < 0:
                    return "unterminated"
                i = j
            elif c in opening:
                depth += 1
            elif c in opening.values():
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return "unbalanced"

    rng = random.Random(7)
    for _ in range(20000):
        s = "".join(rng.choice('(){}[]<>",a %') for _ in range(rng.randint(0, 16)))
        assert split_top_level(s) == split_slowly(s), s
        for i, c in enumerate(s):
            if c in opening or c == '"':
                try:
                    got = match_bracket(s, i)
                except ValueError as exc:
                    got = "unterminated" if "unterminated" in str(exc) else "unbalanced"
                assert got == bracket_slowly(s, i), (s, i)


def test_symbol_hashes_are_sha1_without_openssl():
    import hashlib

    import runtime_patterns

    for symbol in ("_ZN4sycl3_V15queue10submit_implE", "", "_Z1fv"):
        assert runtime_patterns.symbol_hash(symbol) == hashlib.sha1(symbol.encode()).hexdigest()[:8]
    assert _raise_in_fresh_process("vadd", "host.O2.ll", "det.release, '_hashlib' in sys.modules") \
        == ["2026.2.0", "False"]  # (libcrypto: 4 MB of a fresh process's memory)


def test_writing_a_new_cell_between_others_is_clearing_then_putting():
    import random

    from passes.host.values import Unknown

    class Cleared(Obj):  # the write without its shortcut for a new cell between others
        __slots__ = ()

        def write(self, off, size, val, cty):
            c = self.cells.get(off)
            if c is not None and c[0] == size:
                self.cells[off] = (size, val, cty)
                return
            self.clear(off, size)
            self._put(off, size, val, cty)

    def cells(obj):  # (what a cut float leaves is a new Unknown in each)
        return {k: (n, "?" if type(v) is Unknown else v, t) for k, (n, v, t) in obj.cells.items()}

    rng = random.Random(3)
    for _ in range(300):
        fast, slow = Obj("heap", "fast"), Cleared("heap", "slow")
        for _ in range(40):
            off, size = rng.randrange(0, 64), rng.choice((1, 2, 4, 8, 16))
            value = rng.choice((rng.randrange(1 << 16), 1.5, b"\x01" * size))
            fast.write(off, size, value, "i")
            slow.write(off, size, value, "i")
            assert cells(fast) == cells(slow) and fast.keys == slow.keys == sorted(slow.cells)


def test_clearing_a_range_is_removing_each_cell_it_hits_and_keeping_their_outer_parts():
    import bisect
    import random

    from passes.host.memory import OBJECT_SPAN, WHOLE_SPAN
    from passes.host.values import Unknown, to_bytes

    class OneByOne(Obj):  # Obj.clear as it was: each cell hit removed and its outer parts put back in turn
        __slots__ = ()

        def clear(self, off, size):
            end = off + size
            for k, (csize, val, cty) in self.overlapping(off, size):
                del self.cells[k]
                self.keys.pop(bisect.bisect_left(self.keys, k))
                b = to_bytes(val, csize)
                if k < off:
                    self._put(k, off - k, b[:off - k] if b is not None else Unknown(), "bytes" if b is not None else "?")
                if k + csize > end:
                    self._put(end, k + csize - end, b[end - k:] if b is not None else Unknown(),
                              "bytes" if b is not None else "?")

    def cells(obj):  # (in the dict's order too: a cut float leaves a new Unknown in each)
        return [(k, n, "?" if type(v) is Unknown else v, t) for k, (n, v, t) in obj.cells.items()]

    rng = random.Random(5)
    whole = 0
    for _ in range(300):
        fast, slow = Obj("heap", "fast"), OneByOne("heap", "slow")
        for _ in range(30):
            off, size = rng.randrange(0, 64), rng.choice((1, 2, 4, 8, 16))
            value = rng.choice((rng.randrange(1 << 16), 1.5, b"\x01" * size, Unknown()))
            for obj in (fast, slow):
                obj.write(off, size, value, "i")
            if rng.random() < 0.1:
                off, size = -OBJECT_SPAN, WHOLE_SPAN  # an object made Unknown whole (Memory.havoc_since)
                whole += 1
            else:
                off, size = rng.randrange(-4, 68), rng.randrange(1, 24)
            fast.clear(off, size)
            slow.clear(off, size)
            assert cells(fast) == cells(slow) and fast.keys == slow.keys == sorted(slow.cells)
    assert whole > 100


def test_a_leaf_callee_runs_without_a_frame_and_an_argument_only_its_spill_reads_is_not_bound():
    module = lift.parse_file(str(ir(SAMPLES / "harness_gemm" / "2026.2.0" / "host.O0.ll")))
    machine = _raise_machine(module)
    leaves = [info for info in machine.infos.values() if info.leaf is not None]
    assert len(leaves) > 20
    from passes.host.frames import LEAF_OPS
    for info in leaves:  # one block, no call, nothing that asks for the frame stack
        assert info.single and {h.__name__ for h in info.leaf[0]} <= LEAF_OPS
        assert not any(i.opcode in ("call", "invoke") for i in info.fn.blocks[0].instructions)
    unbound = 0
    for info in machine.infos.values():
        kept, loads = info.binding
        skipped = set(info.spills.skipped)
        kept_arguments = {a for a, _ in kept}
        for a in info.arguments:  # an argument left out is read by nothing that runs
            if a not in kept_arguments:
                assert all(u in skipped for u in a.users)
                unbound += 1
        for load, source, i, _ in loads:  # a spill reads its argument from the call, or an earlier load
            assert (i >= 0 and info.arguments[i] is source) or (i == -1 and source in skipped)
    assert unbound > 100


def _raise_in_fresh_process(sample: str, host: str, shown: str) -> list:
    """Raise a sample's 2026.2.0 host IR in a new Python process and print `shown` (an expression
    over sys, p = the raised program and det = the release detection): its words."""
    import subprocess
    import sys

    from conftest import ROOT

    script = ("import sys, lift; from passes.host.patterns import choose_patterns; "
              "from passes.host.raise_host import raise_module; "
              f"m = lift.parse_file({str(ir(SAMPLES / sample / '2026.2.0' / host))!r}); "
              "patterns, det, _ = choose_patterns(m, None, None); p = raise_module(m, patterns); "
              f"print({shown})")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_a_call_that_only_reads_and_frees_is_not_run():
    """A std::map's destruction (_Rb_tree::_M_erase: read the children, free each node, recurse)
    changes nothing the raise models; a function that also stores, or calls what stores, does."""
    from passes.host.engine import Machine
    from passes.host.patterns import choose_patterns
    from passes.host.sycl_ops import SyclProgram

    module = lift.parse_text('''target triple = "x86_64-unknown-linux-gnu"
define void @erase(ptr %node) {
entry:
  %null = icmp eq ptr %node, null
  br i1 %null, label %done, label %walk
walk:
  %right = load ptr, ptr %node
  call void @erase(ptr %right)
  %next = call ptr @left(ptr %node)
  call void @_ZdlPvm(ptr %node, i64 32)
  br label %done
done:
  ret void
}
define ptr @left(ptr %node) {
  %at = getelementptr inbounds i8, ptr %node, i64 8
  %l = load ptr, ptr %at
  ret ptr %l
}
define void @clear(ptr %node) {
  store ptr null, ptr %node
  call void @erase(ptr %node)
  ret void
}
define void @clear_through(ptr %node) {
  call void @clear(ptr %node)
  ret void
}
define i32 @count(ptr %node) {
  ret i32 0
}
declare void @_ZdlPvm(ptr, i64)
''', "frees.ll")
    machine = Machine(module, choose_patterns(module, None, None)[0], SyclProgram(release="?", patterns="?"))
    assert machine.frees_only(module.get_function("erase"))  # recursive, through a reading callee
    assert machine.reads_or_frees(module.get_function("left")) and not machine.frees_only(module.get_function("left"))
    assert not machine.frees_only(module.get_function("clear"))  # a store
    assert not machine.frees_only(module.get_function("clear_through"))  # a callee's store
    assert not machine.frees_only(module.get_function("count"))  # a result
