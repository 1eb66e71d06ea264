"""The host interpreter's procedures (passes/host/procedures), each called alone on a bare machine."""
from __future__ import annotations

import pytest

import lift
from passes.host import procedures
from passes.host.engine import Machine
from passes.host.patterns import pattern_set
from passes.host.sycl_ops import SyclProgram
from passes.host.values import Ptr, Unknown


@pytest.fixture
def machine():
    module = lift.parse_text('target triple = "x86_64-unknown-linux-gnu"\n', "empty.ll")
    return Machine(module, pattern_set("2026"), SyclProgram(release="test", patterns="dpcpp-2026"))


def test_every_allocation_is_a_distinct_heap_object(machine):
    a = procedures.call_library(machine, "_Znwm", [Unknown()], "ptr", None)
    b = procedures.call_library(machine, "malloc", [64], "ptr", None)
    c = procedures.call_library(machine, "calloc", [4, 4], "ptr", None)
    assert all(type(p) is Ptr and p.off == 0 for p in (a, b, c))
    assert len({id(p.obj) for p in (a, b, c)}) == 3
    assert machine.memory.load(c, "i32") == 0  # calloc's bytes are zero
    assert type(machine.memory.load(b, "i32")) is Unknown  # malloc's are not known


def test_memcpy_and_memset_move_cells(machine):
    src = procedures.call_library(machine, "malloc", [16], "ptr", None)
    dst = procedures.call_library(machine, "malloc", [16], "ptr", None)
    machine.memory.store(src, "float", 2.5)
    assert procedures.call_library(machine, "memcpy", [dst, src, 4], "ptr", None) == dst
    assert machine.memory.load(dst, "float") == 2.5
    procedures.call_intrinsic(machine, "llvm.memset.p0.i64", [dst, 0, 8, 0], "void")
    assert machine.memory.load(dst, "i64") == 0


def test_function_local_statics_initialise_once(machine):
    guard = procedures.call_library(machine, "calloc", [1, 8], "ptr", None)
    assert procedures.call_library(machine, "__cxa_guard_acquire", [guard], "i32", None) == 1
    procedures.call_library(machine, "__cxa_guard_release", [guard], "void", None)
    assert procedures.call_library(machine, "__cxa_guard_acquire", [guard], "i32", None) == 0


def test_intrinsics(machine):
    assert procedures.call_intrinsic(machine, "llvm.umax.i64", [3, 9], "i64") == 9
    assert procedures.call_intrinsic(machine, "llvm.smin.i32", [0xFFFFFFFF, 1], "i32") == 0xFFFFFFFF  # -1
    assert procedures.call_intrinsic(machine, "llvm.umul.with.overflow.i64", [1 << 40, 1 << 30],
                                     "{ i64, i1 }") == ((1 << 70) & ((1 << 64) - 1), 1)
    assert procedures.call_intrinsic(machine, "llvm.uadd.sat.i32", [1, 2], "i32").__class__ is Unknown
    assert procedures.call_intrinsic(machine, "llvm.expect.i1", [1, 1], "i1") == 1
    assert procedures.call_intrinsic(machine, "llvm.sqrt.f64", [4.0], "double") == 2.0  # (libm.py)
    assert type(procedures.call_intrinsic(machine, "llvm.exp.f64", [1.0], "double")) is Unknown  # libm's own last bit


def test_unmodelled_calls_are_unknown_never_guessed(machine):
    assert type(procedures.call_library(machine, "rand", [], "i32", None)) is Unknown
    assert procedures.call_library(machine, "free", [0], "void", None) is None


def test_every_runtime_op_of_the_pattern_sets_has_a_procedure():
    from passes.host.patterns import CALL_OPS

    assert set(CALL_OPS) == set(procedures.RUNTIME)
    for family in ("2025", "2026"):
        assert {p.op for p in pattern_set(family).calls} <= set(procedures.RUNTIME)


def test_an_unmodelled_function_may_write_through_non_const_pointers(machine):
    """std::_Rb_tree_insert_and_rebalance(bool, node*, node*, node&) links a map's nodes in libstdc++:
    what its non-const pointer and reference arguments point into is Unknown afterwards (else a
    std::map filled from argv would still look empty, and the parser's defaults would be facts);
    through a const pointer (`std::_Rb_tree_increment(node const*)`), or into strlen, nothing changes."""
    objects = [procedures.call_library(machine, "malloc", [64], "ptr", None) for _ in range(3)]
    for p in objects:
        machine.memory.store(p, "i64", 7)
    node, parent, header = objects
    insert = "_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_"
    procedures.call_library(machine, insert, [1, node, parent, header], "void", None)
    assert all(type(machine.memory.load(p, "i64")) is Unknown for p in objects)
    kept = procedures.call_library(machine, "malloc", [64], "ptr", None)
    machine.memory.store(kept, "i64", 7)
    procedures.call_library(machine, "_ZSt18_Rb_tree_incrementPKSt18_Rb_tree_node_base", [kept], "ptr", None)
    procedures.call_library(machine, "puts", [kept], "i32", None)
    assert machine.memory.load(kept, "i64") == 7


# ---- sycl::reduction (passes/host/procedures/sycl_reduction.py, HandlerState in sycl_state.py)


def _pattern(family: str, name: str):
    (p,) = [p for p in pattern_set(family).calls if p.name == name]
    return p


def test_a_device_query_is_a_named_unknown_and_so_is_what_the_host_computes_from_it(machine):
    query = _pattern("2026", "reduction-preferred-wg-size")
    answer = procedures.call_runtime(machine, query, [Ptr(machine.memory.allocate_heap(True).obj), 4], None, "i64")
    again = procedures.call_runtime(machine, query, [Ptr(machine.memory.allocate_heap(True).obj), 4], None, "i64")
    assert type(answer) is Unknown and type(again) is Unknown and answer is not again  # never a constant
    groups = machine.numbered(("mul", "i64", answer, 8), Unknown())  # the host's `answer * 8`
    for v in (answer, groups):
        assert "reduction-preferred-wg-size" in machine.sycl.sym(v).origin
    smaller = procedures.call_intrinsic(machine, "llvm.umin.i64", [1024, answer], "i64")
    assert type(smaller) is Unknown and machine.sycl.queries_behind(smaller) == ("reduction-preferred-wg-size",)
    assert machine.sycl.queries_behind(Unknown()) == ()  # program input is not a device answer


def test_retain_keeps_a_shared_ptr_alive(machine):
    """handler::addReduction(shared_ptr): the handler's copy is one more use of the control block."""
    shared = machine.memory.allocate_heap(True)
    control = machine.memory.allocate_heap(True)
    machine.memory.store(Ptr(shared.obj, 8), "ptr", control)
    machine.memory.store(Ptr(control.obj, 8), "i32", 1)
    procedures.call_runtime(machine, _pattern("2026", "reduction-resource"), [None, shared], None, "void")
    assert machine.memory.load(Ptr(control.obj, 8), "i32") == 2


def test_what_a_handler_is_told_is_kept_per_path(machine):
    """Two sides of an undecided branch tell the handler different kernels: after the merge (the
    path cell Unknown) each side's version is there, with a copy of its kernel object as the side
    left it; where every path agrees there is one version, as before."""
    from passes.host.sycl_state import HandlerState

    mem = machine.memory
    h = HandlerState("main", [])
    h.tell(machine, kernel_name="Common")
    assert h.versions_at_end(machine) == [{"kernel_name": "Common"}]
    objects = []
    mem.tracking += 1
    machine.fork_depth += 1
    start = len(mem.log)
    for side, value in (("A", 1), ("B", 2)):
        obj = mem.allocate_heap(False)
        mem.store(obj, "i32", value)
        objects.append(obj)
        h.tell(machine, kernel_name=side, object=obj, cg_type=1)
        assert h.now(machine)["kernel_name"] == side and h.now(machine)["cg_type"] == 1
        mem.undo(start)  # the fork undoes the side's memory: the kernel object's cells too
        assert h.now(machine).get("cg_type", 0) == 0  # the next side starts from what was told before
    machine.fork_depth -= 1
    mem.untrack(1)
    mem.store(Ptr(h.path, 0), "i64", Unknown())  # the merge: the sides' version numbers differ
    ends = h.versions_at_end(machine)
    assert [v["kernel_name"] for v in ends] == ["A", "B"]
    assert [mem.load(v["object"], "i32") for v in ends] == [1, 2]  # copies, as each side left its object
    assert all(type(mem.load(o, "i32")) is Unknown for o in objects)  # the live objects were undone
    assert h.now(machine) == {"cg_type": 1}  # what every path told it (each replaced the common name)
