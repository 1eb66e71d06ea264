"""How fast a column statistic of a small matrix can run on a device, and what a launch costs by itself:
hand-written OpenCL C forms of the column sums `s[c] = sum_r A[r][c]` of an n x n matrix, beside
empty kernels launched the same ways, timed by OpenCL profiling events (best of 20).

    python benchmarks/colstats_forms.py --device nvidia [--sizes 1024,4096] [-o benchmarks/results/colstats_forms_h200.json]

Forms: `original` (work-item c walks column c, n work-items), `lanes` (what reshape-launches writes
for a column walk: 16 neighbouring columns x 64 lanes per work-group, each lane every 64th row with
8 rows' loads issued together, then a tree over the lanes in local memory), `lanes_no_tree` (the
same walk, each lane's partial sum stored to global memory: the walk's own cost), and `empty_n` /
`empty_lanes` (kernels that do nothing, launched as `original` and as `lanes`: the floor any form
of that launch pays).  The reassociating forms agree with `original` within n float epsilons.
What it calibrates: how much of the reshaped column statistics' time is the launch itself; it
measures hand-written kernels, not sycl-lift's output.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import hand_forms  # noqa: E402  (beside this script)

COLUMNS, LANES, AHEAD = 16, 64, 8

SOURCE = r'''
#define COLUMNS 16
#define LANES 64
__kernel void original(__global const float* A, __global float* s, int N) {
  size_t c = get_global_id(0);
  float sum = 0.0f;
  for (int r = 0; r < N; r++) sum += A[(size_t)r * N + c];
  s[c] = sum;
}
__kernel void empty_n(__global const float* A, __global float* s, int N) {}
__kernel void empty_lanes(__global const float* A, __global float* s, int N) {}
float lane_walk(__global const float* restrict A, int N, size_t c, int lane) {
  float sum = 0.0f;
  int r = lane;
  for (; r + 7 * LANES < N; r += 8 * LANES) {
    float v[8];
    for (int k = 0; k < 8; k++) v[k] = A[(size_t)(r + k * LANES) * N + c];
    for (int k = 0; k < 8; k++) sum += v[k];
  }
  for (; r < N; r += LANES) sum += A[(size_t)r * N + c];
  return sum;
}
__kernel __attribute__((reqd_work_group_size(COLUMNS, LANES, 1)))
void lanes(__global const float* restrict A, __global float* restrict s, int N) {
  __local float part[LANES * COLUMNS];
  size_t c = get_global_id(0);
  int col = get_local_id(0), lane = get_local_id(1);
  part[lane * COLUMNS + col] = lane_walk(A, N, c, lane);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int w = LANES / 2; w >= 1; w /= 2) {
    if (lane < w) part[lane * COLUMNS + col] += part[(lane + w) * COLUMNS + col];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lane == 0) s[c] = part[col];
}
__kernel __attribute__((reqd_work_group_size(COLUMNS, LANES, 1)))
void lanes_no_tree(__global const float* restrict A, __global float* restrict s, int N) {
  size_t c = get_global_id(0);
  int lane = get_local_id(1);
  float sum = lane_walk(A, N, c, lane);
  if (sum == 12345.0f) s[c] = sum;  /* (kept, never true for the test data) */
}
'''

# (kernel, global size for n, local size)
FORMS = [("original", lambda n: (n,), None), ("empty_n", lambda n: (n,), None),
         ("lanes", lambda n: (n, LANES), (COLUMNS, LANES)), ("lanes_no_tree", lambda n: (n, LANES), (COLUMNS, LANES)),
         ("empty_lanes", lambda n: (n, LANES), (COLUMNS, LANES))]


def main() -> int:
    args = hand_forms.arguments(__doc__, "1024", COLUMNS, "a work-group's columns")
    import pyopencl as cl

    ctx, queue, program, out = hand_forms.profiling_queue(args.device, SOURCE)
    for n in (int(s) for s in args.sizes.split(",")):
        rng = np.random.default_rng(1)
        a = rng.random((n, n), dtype=np.float32)
        flags = cl.mem_flags
        da = cl.Buffer(ctx, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=a)
        ds = cl.Buffer(ctx, flags.READ_WRITE, n * 4)
        reference = a.astype(np.float64).sum(axis=0)
        base = None
        for name, global_size, local in FORMS:
            kernel = cl.Kernel(program, name)
            kernel.set_args(da, ds, np.int32(n))
            cl.enqueue_fill_buffer(queue, ds, np.float32(0), 0, n * 4)
            times = []
            for _ in range(20):
                event = cl.enqueue_nd_range_kernel(queue, kernel, global_size(n), local)
                event.wait()
                times.append((event.profile.end - event.profile.start) * 1e-6)
            got = np.empty(n, dtype=np.float32)
            cl.enqueue_copy(queue, got, ds)
            queue.finish()
            ms = min(times)
            base = ms if name == "original" else base
            agrees = bool(np.allclose(got, reference, rtol=n * 1.2e-7)) if name in ("original", "lanes") else None
            row = {"n": n, "form": name, "ms": ms, "median_ms": float(np.median(times)), "gbs": a.nbytes / ms * 1e-6,
                   "agrees": agrees}
            out["results"].append(row)
            print(f"N={n:5d} {name:14s} {ms * 1e3:8.2f} us (median {row['median_ms'] * 1e3:8.2f}) "
                  f"{row['gbs']:8.1f} GB/s {base / ms:6.2f}x"
                  + ("" if agrees is None else " agrees" if agrees else " DIFFERS"), flush=True)
    hand_forms.save(out, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
