"""How the samples launch their kernels, for running them on OpenCL (from samples/<prog>/<prog>.cpp).

`TABLE[sample][kernel]` gives the launch range, buffer shapes and dtypes, offsets and scalar values;
`build_args(params, spec, seed)` turns it into a random argument list for `opencl.run_kernel`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from . import opencl as ocl

F4, I4 = np.float32, np.int32


@dataclass
class Launch:
    """How a sample launches a kernel (from samples/<prog>/<prog>.cpp, with the program's own sizes
    wherever they are compile-time constants, since a rewritten kernel has them built in).

    launch: the SYCL range (for single_task (1,)); local: the nd_range work-group range; glob: the
    OpenCL global size when it differs from the launch range (range-rounding wrappers run a rounded-up
    size and check against their user range).  bufs: (shape, dtype) of each global and local pointer
    parameter and of each pointer field of a by-value lambda struct, in parameter order.  A range
    parameter is the shape of the buffer before it (the user range when no buffer precedes it), an id
    parameter the offset in `offsets` (by buffer number) or zeros.  values: scalars by param index."""

    launch: tuple
    bufs: list
    local: Optional[tuple] = None
    glob: Optional[tuple] = None
    offsets: dict = field(default_factory=dict)
    values: dict = field(default_factory=dict)

    def wrapped(self, glob: tuple) -> "Launch":
        return Launch(self.launch, self.bufs, self.local, glob, self.offsets, self.values)


def _table() -> dict[str, dict[str, Launch]]:
    vadd = Launch((1024,), [((1024,), F4)] * 3)
    gemm = Launch((64, 48), [((64, 32), F4), ((32, 48), F4), ((64, 48), F4)])
    jacobi = Launch((64, 64), [((64, 64), F4)] * 2)  # the kernel hard-codes N = 64
    scale3d = Launch((4, 4, 8), [((8, 8, 16), F4)])  # scale() on a corner of the volume
    init3d = Launch((8, 8, 16), [((8, 8, 16), F4)])
    stats = Launch((1,), [((8, 8, 16), F4), ((4,), I4)], values={4: (np.float32(-0.5), np.float32(0.5)), 7: 1024})
    hist = Launch((64,), [((64,), I4)])
    addblock = Launch((8, 16), [((16, 32), I4)] * 2, offsets={0: (4, 8), 1: (4, 8)})
    lastrows = Launch((2, 32), [((16, 32), I4)] * 2, offsets={0: (14, 0)})
    axpb = Launch((1000,), [((1000,), F4)])
    fill = Launch((30, 40), [((30, 40), I4)], values={4: 40})
    square = Launch((1000,), [((1000,), F4)])
    saxpy = Launch((4096,), [((4096,), F4), ((4096,), F4)])
    tiled = Launch((64, 32), [((64, 48), F4), ((16, 16), F4), ((16, 16), F4), ((48, 32), F4), ((64, 32), F4)],
                   local=(16, 16))
    blocksum = Launch((64, 32), [((256,), F4), ((64, 32), F4), ((4, 2), F4)], local=(16, 16))
    pf = "_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI{}EE".format
    rr = "_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi{0}ELb1EEELi{0}E{1}EE".format
    l2 = "ZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_"
    return {
        "vadd": {pf("4VAdd"): vadd.wrapped((1024,)), "_ZTS4VAdd": vadd},
        "gemm": {pf("4Gemm"): gemm.wrapped((64, 64)), "_ZTS4Gemm": gemm},
        "jacobi": {pf("10JacobiStep"): jacobi.wrapped((64, 64)), "_ZTS10JacobiStep": jacobi},
        "multi_launch": {
            pf("7Scale3D"): scale3d.wrapped((16, 4, 4)), "_ZTS7Scale3D": scale3d,
            pf("6Init3D"): init3d.wrapped((16, 8, 8)), "_ZTS6Init3D": init3d,
            "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_": stats,
            rr(1, "Z4mainEUlNS0_2idILi1EEEE_"): hist.wrapped((64,)), "_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_": hist,
            pf("4Bump"): hist.wrapped((64,)), "_ZTS4Bump": hist,
        },
        "ranged_acc": {
            pf("8AddBlock"): addblock.wrapped((32, 8)), "_ZTS8AddBlock": addblock,
            rr(2, l2): lastrows.wrapped((32, 4)), "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_": lastrows,
        },
        "runtime_size": {
            pf("4Axpb"): axpb.wrapped((1024,)), "_ZTS4Axpb": axpb,
            rr(2, l2): fill.wrapped((48, 32)),
            "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_": Launch(fill.launch, fill.bufs, values={3: 40}),
            pf("6Square"): square.wrapped((1024,)), "_ZTS6Square": square,
        },
        "tiled_gemm": {"_ZTS9TiledGemm": tiled, "_ZTS8BlockSum": blocksum},
        "usm_saxpy": {
            pf("5Saxpy"): saxpy.wrapped((1024,)), "_ZTS5Saxpy": saxpy,
            "_ZTS6SumAll": Launch((1,), saxpy.bufs, values={0: 4096}),
        },
    }


TABLE = _table()
CASES = [(s, k) for s, ks in TABLE.items() for k in ks]


def build_args(params: list, spec: Launch, seed: int) -> list:
    """random_args for a kernel from its Launch entry (see Launch for the conventions)."""
    sizes, values = {}, dict(spec.values)
    bufs = iter(spec.bufs)
    last_shape, nbuf = None, -1
    for p in params:
        if p.is_buffer or p.kind == "local_ptr":
            sizes[p.index] = next(bufs)
            last_shape, nbuf = sizes[p.index][0], nbuf + 1
        elif p.kind == "byval_struct" and p.index not in values:
            if p.sycl_class == "range":
                values[p.index] = tuple(last_shape if last_shape is not None else spec.launch)
                assert len(values[p.index]) == p.n_i64, (p, values[p.index])
            elif p.sycl_class == "id":
                values[p.index] = spec.offsets.get(nbuf, (0,) * p.n_i64)
            else:
                for k, f in enumerate(p.fields):
                    if f.is_pointer:
                        sizes[(p.index, k)] = next(bufs)
    assert next(bufs, None) is None, "more bufs than pointer parameters"
    return ocl.random_args(params, sizes, seed=seed, values=values)


def launch_inputs(params: list, sample: str, kernel: str) -> tuple[list, tuple, Optional[tuple]]:
    """(arguments, OpenCL global size, OpenCL local size) for running `kernel` of `sample` as the
    program launches it; the random inputs are the same for every caller (seeded by the name)."""
    import zlib

    spec = TABLE[sample][kernel]
    args = build_args(params, spec, seed=zlib.crc32(kernel.encode()) % 1000)
    gsize = spec.glob or ocl.opencl_size(spec.launch)
    lsize = ocl.opencl_size(spec.local) if spec.local else None
    return args, gsize, lsize


def kept_parameters(omit_before: list, omitted: list) -> list[int]:
    """Which of a kernel's parameters a rewrite keeps (indices into its argument list before the
    rewrite): `omit_before` is its !sycl_kernel_omit_args then, `omitted` the report's list of
    original argument indices omitted after it."""
    originals = [i for i, o in enumerate(omit_before) if not o]  # the original index of each parameter
    gone = set(omitted)
    return [j for j, index in enumerate(originals) if index not in gone]
