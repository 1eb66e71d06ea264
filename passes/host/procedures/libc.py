"""libc and libstdc++ procedures: allocation, memcpy/memset, function-local statics, strlen.

Every allocation (operator new and new[] in all their forms, malloc, calloc, aligned_alloc, an
exception object) is a new heap object, distinct from every other whatever its size; calloc's
bytes read as zero, the others' as Unknown until written.
"""
from __future__ import annotations

from passes.host.procedures import library
from passes.host.values import Unknown


@library("_Znwm", "_Znam", "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t", "malloc", "aligned_alloc",
         "__cxa_allocate_exception", "_ZnwmRKSt9nothrow_t")
def allocate(m, a, rty, site):
    return m.memory.allocate_heap(zero=False)


@library("calloc")
def allocate_zeroed(m, a, rty, site):
    return m.memory.allocate_heap(zero=True)


@library("memcpy", "memmove")
def memcpy(m, a, rty, site):
    m.memory.copy(a[0], a[1], a[2])
    return a[0]


@library("memset")
def memset(m, a, rty, site):
    m.memory.fill(a[0], a[1], a[2])
    return a[0]


@library("__cxa_guard_acquire")
def guard_acquire(m, a, rty, site):
    """Function-local statics: initialise on first use."""
    g = m.memory.load(a[0], "i8") if a else None
    return 1 if g == 0 else 0 if type(g) is int else Unknown()


@library("__cxa_guard_release")
def guard_release(m, a, rty, site):
    m.memory.store(a[0], "i8", 1)
    return None


@library("strlen")
def strlen(m, a, rty, site):
    s = m.memory.cstring(a[0])
    return len(s.encode()) if s is not None else Unknown()
