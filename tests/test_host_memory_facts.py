"""What the host raise knows about the memory a buffer is made over, and the noalias proven from it.

samples/vectors_main: `main` itself owns three std::vector<float>s of a size from argv (at -O2 each
one's data pointer is a phi of operator new's result and null, and the vector constructors run on
both sides of `argc > 1 ? strtoul(...) : 1024`), a std::unique_ptr<float[]>, a malloc'd array
checked for null and two arrays on its stack, each wrapped in a buffer: every one is its own
allocation, so every pair of accessors over two of them is noalias; InPlace's two accessors are on
one buffer and stay may-alias.  Then small IR programs for the joins themselves (phis, selects,
returns, fork merges) and unit tests of values.join and memory.counterparts."""
from __future__ import annotations

import functools

import pytest

import lift
from conftest import SAMPLES, ir, read_text
from passes import pipeline
from passes.host.memory import Obj, counterparts, objects_made
from passes.host.patterns import detect_release, pattern_set
from passes.host.raise_host import raise_module
from passes.host.values import Ptr, Unknown, Within, host_memory, join, renamed

SAMPLE = "vectors_main"
RELEASES = ("2025.1.1", "2025.2.2", "2026.0.0", "2026.2.0")

# kernel -> capture index (order of first use in the lambda body) -> noalias
NOALIAS = {
    "Axpy": {0: True, 2: True, 3: True},  # Z (vector z), alpha, X (vector x), Y (vector y)
    "ScaleOwned": {0: True, 1: True, 2: True},  # M (malloc'd), W (unique_ptr's array), Z (vector z)
    "Taps": {1: True, 2: True, 3: True},  # n, X (vector x), L (float local[64]), C (float coeff[64])
    "InPlace": {0: False, 1: False},  # out and in: both of y's buffer
}


def kernel_names(name: str) -> tuple:
    mangled = f"{len(name)}{name}"
    return f"_ZTS{mangled}", f"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI{mangled}EE"


@functools.lru_cache(maxsize=None)
def rewrite_report(release: str, opt: str) -> dict:
    host = ir(SAMPLES / SAMPLE / release / f"host.{opt}.ll")
    result = pipeline.rewrite(lift.parse_text(read_text(host), "host.ll"),
                              lift.parse_text(read_text(SAMPLES / SAMPLE / "device.ll"), "device.ll"))
    return result.report


@functools.lru_cache(maxsize=2)
def raised_sample(release: str, opt: str):
    module = lift.parse_text(read_text(SAMPLES / SAMPLE / release / f"host.{opt}.ll"), "host.ll")
    det = detect_release(module)
    return raise_module(module, pattern_set(det.family), det)


@pytest.mark.parametrize("release,opt", [("2026.2.0", "O2"), ("2026.2.0", "O0"), ("2025.1.1", "O2")])
def test_accessors_over_distinct_memory_of_main_are_noalias(release, opt):
    report = rewrite_report(release, opt)
    by_name = {k["name"]: k for k in report["kernels"]}
    assert set(by_name) == {n for kernel in NOALIAS for n in kernel_names(kernel)}
    for kernel, want in NOALIAS.items():
        for name in kernel_names(kernel):
            marks = by_name[name]["noalias"]
            got = {m["accessor"]: m["noalias"] for m in marks}
            assert got == want, (name, [m["why"] for m in marks])


def test_two_accessors_on_one_buffer_stay_may_alias():
    for name in kernel_names("InPlace"):
        (entry,) = [k for k in rewrite_report("2026.2.0", "O2")["kernels"] if k["name"] == name]
        assert [m["noalias"] for m in entry["noalias"]] == [False, False]
        assert all("same buffer" in m["why"] for m in entry["noalias"])


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_each_buffer_of_main_is_over_its_own_allocation(release, opt):
    """x, y, z (vector data of a run-time size: operator new's block or null), the unique_ptr's
    array and the malloc'd one (checked for null: the block), local and coeff on main's stack."""
    buffers = raised_sample(release, opt).buffers
    assert len(buffers) == 7
    memory = [b.host_memory for b in buffers]
    assert None not in memory and "" not in memory and len(set(memory)) == 7, memory
    for b in buffers[:3]:
        assert b.host_memory.startswith("heap new#") and b.host_pointer == f"{b.host_memory}+? or null"
    for b in buffers[3:5]:
        assert b.host_memory.startswith("heap new#") and b.host_pointer == b.host_memory
    for b in buffers[5:]:
        assert b.host_memory.startswith("stack main:%"), b.host_memory


# ---- small programs: the value each join gives a buffer's host pointer

BUFFER = ("_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_"
          "19SYCLMemObjAllocatorESt14default_deleteIS8_EE")


def buffers_over(body: str, helpers: str = "") -> list:
    """(host_pointer, host_memory) of two buffers made over %p and %q, which `body` (in main, after
    %big = argc > 1 and %n0 = strtoul(argv[1])) computes."""
    text = f'''target triple = "x86_64-unknown-linux-gnu"
declare ptr @_Znwm(i64)
declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @mystery_alloc(i64)
declare i64 @strtoul(ptr, ptr, i32)
declare void @{BUFFER}(ptr, ptr, i64, i64, ptr, ptr)
{helpers}
define i32 @main(i32 %argc, ptr %argv) {{
entry:
  %b1 = alloca [16 x i8], align 8
  %b2 = alloca [16 x i8], align 8
  %props = alloca [16 x i8], align 8
  %alloc = alloca ptr, align 8
  %big = icmp sgt i32 %argc, 1
  %arg = getelementptr i8, ptr %argv, i64 8
  %s = load ptr, ptr %arg
  %n0 = call i64 @strtoul(ptr %s, ptr null, i32 10)
{body}
  call void @{BUFFER}(ptr %b1, ptr %p, i64 4, i64 4, ptr %props, ptr %alloc)
  call void @{BUFFER}(ptr %b2, ptr %q, i64 4, i64 4, ptr %props, ptr %alloc)
  ret i32 0
}}
'''
    program = raise_module(lift.parse_text(text, "joins.ll"), pattern_set("2026"))
    assert len(program.buffers) == 2
    return [(b.host_pointer, b.host_memory) for b in program.buffers]


def distinct_allocations(facts: list) -> bool:
    (_, a), (_, b) = facts
    return None not in (a, b) and a != b and a.startswith("heap new#") and b.startswith("heap new#")


def test_allocations_made_on_both_sides_of_a_branch_keep_their_identity():
    """std::vector<T> x(n), y(n) after `n = argc > 1 ? strtoul(...) : 1024` at -O2: the branch's sides
    meet after the allocations, which run once per side; each vector's data is new's block or null."""
    facts = buffers_over('''  br i1 %big, label %a, label %b
a:
  br label %m
b:
  %z = icmp eq i64 %n0, 0
  br i1 %z, label %j, label %m
m:
  %n = phi i64 [ 1024, %a ], [ %n0, %b ]
  %p1 = call ptr @_Znwm(i64 %n)
  %q1 = call ptr @_Znwm(i64 %n)
  br label %j
j:
  %p = phi ptr [ %p1, %m ], [ null, %b ]
  %q = phi ptr [ %q1, %m ], [ null, %b ]''')
    assert distinct_allocations(facts) and all(text.endswith("+? or null") for text, _ in facts), facts


def test_a_select_of_an_allocation_and_null_keeps_the_allocation():
    facts = buffers_over('''  %p1 = call ptr @_Znwm(i64 8)
  %q1 = call ptr @malloc(i64 8)
  %p = select i1 %big, ptr %p1, ptr null
  %q = select i1 %big, ptr null, ptr %q1''')
    assert distinct_allocations(facts), facts


def test_a_function_returning_an_allocation_or_null_keeps_the_allocation():
    """unique_ptr<T[]>-style factories: `return n ? new T[n] : nullptr` with two returns."""
    facts = buffers_over('''  %p = call ptr @make(i64 %n0)
  %q = call ptr @make(i64 %n0)''', '''define ptr @make(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %none, label %some
none:
  ret ptr null
some:
  %p = call ptr @_Znwm(i64 %n)
  ret ptr %p
}''')
    assert distinct_allocations(facts), facts


def test_two_objects_joined_claim_neither():
    facts = buffers_over('''  %p1 = call ptr @_Znwm(i64 8)
  %q = call ptr @_Znwm(i64 8)
  %p = select i1 %big, ptr %p1, ptr %q''')
    assert facts[0][1] is None and facts[1][1] is not None


def test_an_allocation_of_one_side_is_not_joined_with_one_made_before_the_branch():
    """p is q on one side and a new block on the other: p may be q."""
    facts = buffers_over('''  %q = call ptr @_Znwm(i64 8)
  br i1 %big, label %a, label %j
a:
  %p1 = call ptr @_Znwm(i64 8)
  br label %j
j:
  %p = phi ptr [ %p1, %a ], [ %q, %entry ]''')
    assert facts[0][1] is None and facts[1][1] is not None


def test_a_side_that_makes_one_block_for_two_pointers_keeps_them_may_alias():
    """One side makes p and q apart, the other one block for both: p and q may be the same."""
    facts = buffers_over('''  br i1 %big, label %a, label %b
a:
  %pa = call ptr @_Znwm(i64 8)
  %qa = call ptr @_Znwm(i64 8)
  br label %j
b:
  %pb = call ptr @_Znwm(i64 8)
  br label %j
j:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %q = phi ptr [ %qa, %a ], [ %pb, %b ]''')
    (_, a), (_, b) = facts
    assert None in (a, b) or a == b, facts


def test_memory_of_an_unmodelled_allocator_stays_unknown():
    """Nothing says what a function nobody modelled returns: two of its results may be one block."""
    facts = buffers_over('''  %p = call ptr @mystery_alloc(i64 8)
  %q = call ptr @mystery_alloc(i64 8)''')
    assert [m for _, m in facts] == [None, None]


# ---- the values themselves


def test_join_of_an_object_and_null_keeps_the_object():
    obj = Obj("heap", "new#a")
    for a, b in ((Ptr(obj, 0), 0), (0, Ptr(obj, 16)), (Within(obj), 0), (Ptr(obj, 0), Within(obj, True))):
        v = join(a, b)
        assert type(v) is Within and v.obj is obj and v.nullable, (a, b, v)
        assert host_memory(v) == host_memory(Ptr(obj, 0)) == "heap new#a"
    assert join(Ptr(obj, 8), Ptr(obj, 8)) == Ptr(obj, 8)
    v = join(Ptr(obj, 0), Ptr(obj, 8))
    assert type(v) is Within and v.obj is obj and not v.nullable


def test_join_of_two_objects_claims_neither():
    a, b = Obj("heap", "new#a"), Obj("heap", "new#b")
    for x, y in ((Ptr(a, 0), Ptr(b, 0)), (Within(a, True), Ptr(b, 0)), (Ptr(a, 0), Within(b)), (Ptr(a, 0), Unknown())):
        v = join(x, y)
        assert type(v) is Unknown and host_memory(v) is None, (x, y, v)


def test_renamed_moves_pointers_to_the_new_object():
    a, b, c = Obj("heap", "new#a"), Obj("heap", "new#b"), Obj("heap", "new#c")
    v = renamed((Ptr(a, 4), Within(a, True), Ptr(c, 0), 7), {a: b})
    assert v[0] == Ptr(b, 4) and v[1] == Within(b, True) and v[2] == Ptr(c, 0) and v[3] == 7


def _arm(phis, final=None):
    return ("join", None, list(enumerate(phis)), final or {}, {})


def test_counterparts_pairs_each_sides_block_one_to_one():
    before = Obj("heap", "old")
    lo = objects_made()
    a1, a2 = Obj("heap", "a1"), Obj("heap", "a2")
    mid = objects_made()
    b1, b2 = Obj("heap", "b1"), Obj("heap", "b2")
    hi = objects_made()
    births = [(lo, mid), (mid, hi)]
    # phi 0: a1 / b1 -> one; phi 1: a2 / b2 -> one; phi 2: a1 / b2: both already paired otherwise
    arms = [_arm([Ptr(a1), Ptr(a2), Ptr(a1)]), _arm([Within(b1, True), Ptr(b2), Ptr(b2)])]
    assert counterparts(arms, births) == {a1: b1, a2: b2}
    # an object made before the fork is never renamed, nor paired with a side's
    assert counterparts([_arm([Ptr(before)]), _arm([Ptr(b1)])], births) == {}
    # two objects of one side are never made one
    assert counterparts([_arm([Ptr(a1)]), _arm([Ptr(a2)])], [(lo, hi), (hi, hi)]) == {}
    # calloc's zeroed block is not one with a block whose bytes are unknown
    z = Obj("heap", "z", zero=True)
    assert counterparts([_arm([Ptr(a1)]), _arm([Ptr(z)])], [(lo, mid), (hi, objects_made())]) == {}
    # memory cells pair like phis
    cell = Obj("stack", "slot")
    arms = [_arm([], {(cell, 0, 8): (Ptr(a1), "ptr")}), _arm([], {(cell, 0, 8): (Ptr(b1), "ptr")})]
    assert counterparts(arms, births) == {a1: b1}
