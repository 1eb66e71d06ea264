"""Device memory of a replay with guard zones, so that a kernel that reaches outside its memory is
caught as such instead of showing up as a difference between versions.

Every buffer and USM allocation of every version is one allocation laid out as
`[guard][the memory][guard]`; the guards hold a canary byte.  The kernels get the middle (a
sub-buffer, or a shared-virtual-memory pointer past the first guard), the host reads and writes
the middle only, and after each kernel run the guards are checked: a byte that is no longer the
canary was written by the kernel outside its memory (`writes_outside`).  Reads outside are found
by running a launch again with another canary in one memory's guards (`reads_outside`, done by
the session only when a run differs: it costs runs).

A guard is GUARD_FACTOR times as long as the memory (a kernel that indexes a buffer of n elements
as n x n, because the replay chose n for a symbol the program relates to another, stays inside
the guard for n up to the factor), at least GUARD_MIN and at most GUARD_MAX bytes, rounded to the
device's base-address alignment (a sub-buffer must start aligned).  Writes further out than the
guard land in whatever the runtime placed there: they are not seen, and may crash the session.

Assumes: run only inside a replay session (imports numpy and pyopencl through its caller's
objects).
"""
from __future__ import annotations

GUARD_FACTOR, GUARD_MIN, GUARD_MAX = 256, 4096, 1 << 20
CANARY, SECOND_CANARY = 0xA5, 0x5A


def guard_bytes(nbytes: int, align: int) -> int:
    size = min(max(GUARD_MIN, GUARD_FACTOR * nbytes), GUARD_MAX)
    return -(-size // align) * align


class GuardedMemory:
    """One memory of one version: one device allocation of guard + nbytes + guard bytes."""

    def __init__(self, session, nbytes: int, svm: bool, align: int):
        cl, np = session.cl, session.np
        self.cl, self.np, self.queue = cl, np, session.queue
        self.nbytes = nbytes
        self.guard = guard_bytes(nbytes, align)
        self.total = 2 * self.guard + max(nbytes, 1)
        self.svm = svm
        if svm:
            self.handle = cl.SVMAllocation(session.ctx, self.total, 64, cl.svm_mem_flags.READ_WRITE)
        else:
            self.handle = cl.Buffer(session.ctx, cl.mem_flags.READ_WRITE, self.total)
        self.views: dict[int, object] = {}  # byte offset -> the sub-buffer kernels get

    # ---- what kernels get
    def address(self, byte_offset: int = 0) -> int:
        """The shared-virtual-memory address of byte `byte_offset` of the memory."""
        return int(self.handle.svm_ptr) + self.guard + byte_offset

    def sub_buffer(self, byte_offset: int = 0):
        """The memory from `byte_offset` on, as a sub-buffer (a buffer kernel argument); made once."""
        if byte_offset not in self.views:
            start = self.guard + byte_offset
            self.views[byte_offset] = self.handle.get_sub_region(start, max(self.nbytes - byte_offset, 1))
        return self.views[byte_offset]

    # ---- host side
    def read_all(self):
        """Every byte, guards included (uint8)."""
        out = self.np.empty(self.total, self.np.uint8)
        self.cl.enqueue_copy(self.queue, out, self.handle)
        self.queue.finish()
        return out

    def write_all(self, raw) -> None:
        self.cl.enqueue_copy(self.queue, self.handle, raw)
        self.queue.finish()

    def middle(self, raw):
        return raw[self.guard:self.guard + self.nbytes]

    def fill(self, data, canary: int = CANARY) -> None:
        """The memory holds `data` (a numpy array of nbytes bytes), the guards the canary."""
        raw = self.np.full(self.total, canary, self.np.uint8)
        raw[self.guard:self.guard + self.nbytes] = data.view(self.np.uint8).reshape(-1)[:self.nbytes]
        self.write_all(raw)

    def with_canary(self, raw, canary: int):
        """A copy of `raw` whose guards hold `canary`."""
        out = raw.copy()
        out[:self.guard] = canary
        out[self.guard + self.nbytes:] = canary
        return out

    def writes_outside(self, raw, canary: int = CANARY) -> list[int]:
        """The byte offsets, relative to the memory's first byte, of the first and the last guard byte
        that is not the canary (empty when both guards are whole)."""
        np = self.np
        before = np.flatnonzero(raw[:self.guard] != canary)
        after = np.flatnonzero(raw[self.guard + self.nbytes:] != canary)
        offsets = [int(before[0]) - self.guard, int(before[-1]) - self.guard] if before.size else []
        offsets += [self.nbytes + int(after[0]), self.nbytes + int(after[-1])] if after.size else []
        return [offsets[0], offsets[-1]] if offsets else []
