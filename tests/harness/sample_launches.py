"""How the samples launch their kernels, for running them on OpenCL: from the replay plan
(sycl_lift/replay/plan.py: the host raise and the links), not from a hand-written table.

`CASES` lists (sample, kernel) for every kernel a sample launches; `launch_inputs(params, sample,
kernel)` gives random arguments and sizes for the kernel's first launch.  `Launch` + `build_args`
remain for tests that run a kernel with a launch of their own (a size the program does not use).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
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


# Values the host does not fix, pinned as `sycl-lift replay --set` would: runtime_size's sizes come
# from argv/getenv (a size that is no multiple of the rounding, a 2-D fill of 30 x 40), and
# multi_launch's single_task captures a struct the raise does not explain (Window{lo, hi}).
PINS = {
    "runtime_size": {"?2": "1000", "?4": "30", "?5": "40"},
    "multi_launch": {"%k3.1": "-0.5,0.5"},
    "builtins_mix": {"%k0.1": "0,0.1,0.2,0", "%k0.2": "1,0.9,0.8,1"},
    # the loop samples at sizes Oclgrind runs quickly, none a multiple of the work-group edge:
    # poly_gemm ni ?2, nk ?3, nj ?5, wg ?8, its nd_range's rounded-up global range ?7 x ?10;
    # poly_syrk n ?2, m ?3; poly_colsum rows ?5, cols ?4, the flat buffer's rows * cols ?2 and the
    # transposed product's rounded-up global range ?8 (products and quotients are symbols of their own)
    "poly_gemm": {"?2": "20", "?3": "12", "?5": "28", "?8": "8", "?7": "24", "?10": "32"},
    "poly_syrk": {"?2": "20", "?3": "12"},
    "poly_colsum": {"?5": "40", "?4": "24", "?2": "960", "?8": "32"},
}
SAMPLES = ("gemm", "harness_gemm", "harness_stats", "jacobi", "multi_launch", "ranged_acc", "runtime_size", "tiled_gemm", "usm_saxpy",
           "vadd", "reduce_local", "small_kernels", "builtins_mix", "kmeans_like", "poly_gemm", "poly_syrk", "poly_colsum")


@functools.lru_cache(maxsize=None)
def plan(sample: str):
    """The replay plan of a sample (its 2026.2.0 -O2 host IR and device.ll): how the program launches
    each kernel, from the host raise (sycl_lift/replay/plan.py)."""
    import lift
    from lift.reader import stored_file
    from sycl_lift.replay import plan as planning

    root = Path(__file__).resolve().parents[2] / "samples" / sample
    host = stored_file(root / "2026.2.0" / "host.O2.ll")
    return planning.build(lift.parse_file(str(host)), lift.parse_file(str(stored_file(root / "device.ll"))),
                          sets=PINS.get(sample))


def first_run(sample: str, kernel: str):
    """The first run of `kernel` in the sample's replay plan (a KernelRun)."""
    for step in plan(sample).launches:
        for run in step.runs:
            if run.kernel == kernel:
                return run
    raise KeyError(f"no launch of {kernel} in {sample}")


CASES = [(s, k) for s in SAMPLES for k in plan(s).kernels()]


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
    program first launches it (from the replay plan); random inputs seeded by the kernel's name, the
    same for every caller.  `params` are the ORIGINAL kernel's parameters."""
    import zlib

    from passes.analysis.device_model import read_omit_args

    run = first_run(sample, kernel)
    mems = plan(sample).memories
    rng = np.random.default_rng(zlib.crc32(kernel.encode()) % 1000)

    def array(name):
        m = mems[name]
        return ocl._rng_values(rng, (m.elements,), np.dtype(m.dtype))

    def value(src, p=None):
        if src.kind == "memory":
            return array(src.memory)
        if src.kind in ("range", "id", "leaves"):
            return tuple(src.value)
        if src.kind == "local":
            return ocl.Local(src.nbytes)
        if src.kind == "scalar":
            return np.dtype(src.dtype).type(src.value)
        if src.kind == "bytes":  # a captured object of constants: its fields as the host wrote them
            raw = bytes.fromhex(src.value)
            return tuple(np.frombuffer(raw, f.dtype, count=1, offset=f.offset)[0] for f in p.fields)
        if src.kind == "object":
            at = dict(src.fields)
            return tuple(value(at[f.offset]) if f.offset in at else f.dtype.type(0) for f in p.fields)
        raise ValueError(f"{sample} {kernel}: no value for a {src.kind} argument")

    import lift
    from lift.reader import stored_file

    root = Path(__file__).resolve().parents[2] / "samples" / sample
    omit = read_omit_args(lift.parse_file(str(stored_file(root / "device.ll"))).get_function(kernel))
    kept = [i for i, o in enumerate(omit) if not o] if omit is not None else list(range(len(params)))
    assert len(kept) == len(params), (sample, kernel)
    args = []
    for j, p in zip(kept, params):
        src = run.args[j]
        if src.kind == "memory" and p.kind == "byval_struct":  # a USM pointer DPC++ wrapped in a struct
            args.append((array(src.memory),))
        elif src.kind == "scalar" and p.kind == "byval_struct":  # a one-field struct read as its scalar (range<1>)
            args.append((value(src),))
        else:
            args.append(value(src, p))
    return args, run.global_size, run.local_size


def kept_parameters(omit_before: list, omitted: list) -> list[int]:
    """Which of a kernel's parameters a rewrite keeps (indices into its argument list before the
    rewrite): `omit_before` is its !sycl_kernel_omit_args then, `omitted` the report's list of
    original argument indices omitted after it."""
    originals = [i for i, o in enumerate(omit_before) if not o]  # the original index of each parameter
    gone = set(omitted)
    return [j for j, index in enumerate(originals) if index not in gone]
