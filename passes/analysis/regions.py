"""Accessor regions (an analysis): which elements of its buffer an accessor reaches, and a proof that
two accessors of one buffer reach none in common.

A ranged accessor with offset o and access range r reaches the box [o, o + r) of its buffer (SYCL:
indexing outside it is undefined), a plain one the whole buffer (o = 0, r = the buffer's range).
An accessor of a sub-buffer reaches, in its parent, bytes from the sub-buffer's byte offset on (the
host raising reads that offset from the accessor's constructor, whose impl pointer is the
parent's).  The host raising gives each offset and range component as an int or as a symbol: a
run-time value the host does not fix, the same symbol wherever the same value flows.

Two accessors are disjoint when, in one dimension, one box ends where the other begins or before
(of the same buffer or sub-buffer: compared by components), or when their byte intervals in the
parent do not meet (different sub-buffers, one-dimensional accessors or constant ranges).  Ends are
compared as linear forms over the symbols: `o1 + r1 <= o2` is proven when `o2 - o1 - r1` has a
non-negative constant and non-negative coefficients, since every symbol is a size_t (>= 0).

Assumes: offsets plus ranges do not wrap (SYCL requires them inside the buffer).  Anything not
shown by the host (a missing component, an unknown sub-buffer offset) proves nothing.
"""
from __future__ import annotations

from collections import Counter
from typing import Optional

from passes.analysis.link import CapturedArg

Linear = Counter  # symbol -> coefficient, with the constant under the key 1


def linear(*terms, scale: int = 1, defs: Optional[dict] = None) -> Optional[Linear]:
    """The sum of components (ints or symbols), times `scale`; None when one is not shown.  A
    symbol the host computed linearly from others (`defs`: symbol -> {symbol or "1": coefficient})
    is expanded, so `4 * ?3` and a sub-buffer offset made as `?3 * sizeof(float)` compare."""
    out: Linear = Counter()
    for t in terms:
        if t is None:
            return None
        if isinstance(t, int):
            out[1] += scale * t
        elif defs and t in defs:
            for k, c in defs[t].items():
                out[1 if k == "1" else k] += scale * c
        else:
            out[t] += scale
    return out


def _sum(a: Optional[Linear], b: Optional[Linear]) -> Optional[Linear]:
    """a + b, keeping negative coefficients (Counter's + would drop them)."""
    if a is None or b is None:
        return None
    out = Counter(a)
    out.update(b)
    return out


def at_most(lower: Optional[Linear], upper: Optional[Linear]) -> bool:
    """Is lower <= upper for every non-negative value of the symbols?"""
    if lower is None or upper is None:
        return False
    difference = Counter(upper)
    difference.subtract(lower)
    return all(c >= 0 for c in difference.values())


def _box(acc: CapturedArg) -> Optional[list[tuple[Linear, Linear]]]:
    """[start, end) per dimension within its (sub-)buffer, or None."""
    offset, size = acc.terms.get("offset"), acc.terms.get("access_range")
    if offset is None or size is None or len(offset) != len(size):
        return None
    return [(linear(o, defs=acc.linear), linear(o, r, defs=acc.linear)) for o, r in zip(offset, size)]


def _bytes(acc: CapturedArg) -> Optional[tuple[Linear, Linear]]:
    """[start, end) in bytes within the parent buffer, for one-dimensional accessors (or any whose
    whole sub-buffer is a constant size), or None."""
    base, es = acc.sub_buffer_offset, acc.elem_size
    if base is None or not es:
        return None
    offset, size = acc.terms.get("offset"), acc.terms.get("access_range")
    if offset is not None and size is not None and len(offset) == len(size) == 1:
        start = _sum(linear(base, defs=acc.linear), linear(offset[0], scale=es, defs=acc.linear))
        end = _sum(start, linear(size[0], scale=es, defs=acc.linear))
        return (start, end) if end is not None else None
    if acc.memory_range is not None:  # all of a constant-size sub-buffer
        count = 1
        for n in acc.memory_range:
            count *= n
        return linear(base, defs=acc.linear), linear(base, es * count, defs=acc.linear)
    return None


def disjoint(a: CapturedArg, b: CapturedArg) -> bool:
    """Do accessors a and b of one buffer provably reach no element in common?"""
    if a.sub_buffer_offset is not None and a.sub_buffer_offset == b.sub_buffer_offset:
        boxes = _box(a), _box(b)
        if None not in boxes and len(boxes[0]) == len(boxes[1]):
            if any(at_most(ea, sb) or at_most(eb, sa) for (sa, ea), (sb, eb) in zip(*boxes)):
                return True
    spans = _bytes(a), _bytes(b)
    if None in spans:
        return False
    (sa, ea), (sb, eb) = spans
    return at_most(ea, sb) or at_most(eb, sa)
