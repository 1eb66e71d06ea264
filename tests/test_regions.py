"""passes.analysis.regions: when two accessors of one buffer provably reach no element in common."""
from __future__ import annotations

from passes.analysis.link import CapturedArg
from passes.analysis.regions import at_most, disjoint, linear


def ranged(offset, size, sub=0, es=4, memory=None) -> CapturedArg:
    return CapturedArg("accessor", memory_range=memory, terms={"offset": tuple(offset), "access_range": tuple(size)},
                       sub_buffer_offset=sub, elem_size=es)


def test_linear_forms_compare_for_every_non_negative_symbol():
    assert at_most(linear(0, "?1"), linear("?1"))
    assert at_most(linear("?1"), linear("?1", "?2"))  # ?2 >= 0
    assert not at_most(linear("?1", "?2"), linear("?1"))
    assert not at_most(linear("?1"), linear("?2"))
    assert at_most(linear(3), linear(5)) and not at_most(linear(5), linear(3))
    assert not at_most(linear(None), linear(1))


def test_constant_halves_are_disjoint_and_overlaps_are_not():
    assert disjoint(ranged([0], [32]), ranged([32], [32]))
    assert disjoint(ranged([32], [32]), ranged([0], [32]))
    assert not disjoint(ranged([0], [33]), ranged([32], [32]))
    assert not disjoint(ranged([0], [64]), ranged([0], [64]))


def test_symbolic_halves():
    h = "?7"
    assert disjoint(ranged([0], [h]), ranged([h], [h]))
    assert not disjoint(ranged([0], [h]), ranged(["?8"], [h]))  # another run-time value: may overlap
    assert not disjoint(ranged([0], ["?8"]), ranged([h], [h]))


def test_boxes_apart_in_one_dimension_are_disjoint():
    left, right = ranged([0, 0], ["?1", 8]), ranged([0, 8], ["?1", 8])  # column halves of a 2-D buffer
    assert disjoint(left, right)
    assert not disjoint(left, ranged([0, 4], ["?1", 8]))


def test_sub_buffers_compare_bytes_in_the_parent():
    first, second = ranged([0], [16], sub=0), ranged([0], [16], sub=64)  # floats 0..15 and 16..31
    assert disjoint(first, second)
    overlapping = ranged([0], [16], sub=32)
    assert not disjoint(first, overlapping)
    assert not disjoint(first, ranged([0], [16], sub=None))  # sub-buffer offset not shown
    assert not disjoint(first, ranged([0], [16], sub="?3"))
    # a 2-D sub-buffer of constant size: all of it
    assert disjoint(ranged([0, 0], [2, 8], sub=0, memory=(2, 8)), ranged([0, 0], [2, 8], sub=64, memory=(2, 8)))
    assert not disjoint(ranged([0, 0], [2, 8], sub=0, memory=(2, 8)), ranged([0, 0], [2, 8], sub=32, memory=(2, 8)))


def test_nothing_shown_proves_nothing():
    bare = CapturedArg("accessor")
    assert not disjoint(bare, bare)
    assert not disjoint(ranged([0], [32]), bare)


def test_symbols_the_host_computed_linearly_are_expanded():
    """A sub-buffer at id(h) has byte offset `h << 2`, a symbol of its own (?9) that the raise
    expands to 4 * ?3: the half [0, h) and the half from byte 4h are then apart."""
    defs = {"?9": {"?3": 4}}
    lower = ranged([0], ["?3"], sub=0)
    upper = ranged([0], ["?3"], sub="?9")
    upper.linear = lower.linear = defs
    assert disjoint(lower, upper)
    assert not disjoint(lower, ranged([0], ["?3"], sub="?9"))  # the same symbol, not expanded: unknown
    assert linear("?9", 2, defs={"?9": {"?3": 4, "1": -8}}) == {"?3": 4, 1: -6}
