"""How far a rewrite can take an accumulating FP32 GEMM (`C[i][j] += A[i][k] * B[k][j]`) on a device:
hand-written OpenCL C forms of it, timed by OpenCL profiling events (best of 12, C reset before each).

    python benchmarks/gemm_forms.py --device nvidia [--sizes 1024,2048] [-o benchmarks/results/gemm_forms_h100.json]

Forms: `original` (pointers that may alias: C[i][j] is loaded and stored in every iteration),
`noalias` (restrict: the sum stays in a register), `coarse42` (4 rows x 2 columns per work-item, as
coarsen writes them, launch unchanged), `staged42` (the same from the tiles loop-internalize stages
in 16 x 16 groups), `tile16` (16 x 16 local-memory tiles, one output per work-item), `tile_reg4` /
`tile_reg8` / `tile_reg42` (64 x 64 / 128 x 128 / 64 x 32 blocks per group of 16 x 16, 4 x 4 / 8 x 8 /
4 x 2 outputs per work-item spread by 16 over the block, from one 2-D tile per operand: what a
hand-tuned kernel does), `reg44` (4 x 4 outputs per work-item from global memory, the launch
shrunk) and `staged42_shrunk` / `staged44_shrunk` (the staged forms launched one work-item per
block, none idle).  Results are checked against the first form's.
What it calibrates: the gap between sycl-lift's rewrite (coarsen + loop-internalize) and what the
hardware gives a GEMM written for it.  It measures hand-written kernels, not sycl-lift's output.

What it showed on the H100 (benchmarks/results/gemm_forms_h100.json, N = 1024 / 2048, ms): noalias
0.39 / 3.74, staged42 0.175 / 1.04 (the rewrite itself, 16 x 16 groups: 0.186 at 1024), tile_reg42
0.152 / 1.08 -- at 4 x 2 per work-item the hand-tuned layout (one 2-D tile per operand, outputs
spread by 16 over the group's block) gains little over the rewrite's; 4 x 4 is what pays:
tile_reg4 0.109 / 0.78, staged44 (the rewrite's layout at 4 x 4) 0.200 / 0.73 -- as good as the
hand-tuned kernel at 2048, not at 1024 (the rewrite's own 4 x 4 ran 0.18-0.23 ms at 1024 and no
faster than its 4 x 2 at 2048: see coarsen's FACTORS).  What the idle work-items cost at 1024
(H200, 2026-11-29, benchmarks/results/gemm_forms_h200.json): staged44 0.199-0.240 ms, the same
code launched shrunk (staged44_shrunk) 0.108 / 0.78 -- the hand-tuned kernel's 0.106-0.109 / 0.78;
at 4 x 2 0.172 -> 0.141.  So coarsen shrinks the launch on gpu (its module docstring).
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import hand_forms  # noqa: E402  (beside this script)

SOURCE = r'''
#define IDX(r, c) ((size_t)(r) * N + (c))
__kernel void original(__global const float* A, __global const float* B, __global float* C, int N) {
  int j = get_global_id(0), i = get_global_id(1);
  for (int k = 0; k < N; k++) C[IDX(i, j)] += A[IDX(i, k)] * B[IDX(k, j)];
}
__kernel void noalias(__global const float* restrict A, __global const float* restrict B, __global float* restrict C, int N) {
  int j = get_global_id(0), i = get_global_id(1);
  for (int k = 0; k < N; k++) C[IDX(i, j)] += A[IDX(i, k)] * B[IDX(k, j)];
}
__kernel void coarse42(__global const float* restrict A, __global const float* restrict B, __global float* restrict C, int N) {
  int j = get_global_id(0), i = get_global_id(1);
  int G0 = get_global_size(0), G1 = get_global_size(1);
  if (i >= G1 / 4 || j >= G0 / 2) return;
  int h = G0 / 2;
  float acc[4][2];
  for (int r = 0; r < 4; r++) for (int c = 0; c < 2; c++) acc[r][c] = C[IDX(4 * i + r, j + c * h)];
  for (int k = 0; k < N; k++) {
    float a[4], b[2];
    for (int r = 0; r < 4; r++) a[r] = A[IDX(4 * i + r, k)];
    for (int c = 0; c < 2; c++) b[c] = B[IDX(k, j + c * h)];
    for (int r = 0; r < 4; r++) for (int c = 0; c < 2; c++) acc[r][c] += a[r] * b[c];
  }
  for (int r = 0; r < 4; r++) for (int c = 0; c < 2; c++) C[IDX(4 * i + r, j + c * h)] = acc[r][c];
}
__kernel void tile16(__global const float* restrict A, __global const float* restrict B, __global float* restrict C, int N) {
  __local float As[16][17], Bs[16][17];
  int tx = get_local_id(0), ty = get_local_id(1);
  int j = get_global_id(0), i = get_global_id(1);
  float acc = C[IDX(i, j)];
  for (int kt = 0; kt < N; kt += 16) {
    As[ty][tx] = A[IDX(i, kt + tx)];
    Bs[ty][tx] = B[IDX(kt + ty, j)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 16; k++) acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[IDX(i, j)] = acc;
}
#define TILE_REG(NAME, BK, TM, TN)                                                            \
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))                                      \
void NAME(__global const float* restrict A, __global const float* restrict B, __global float* restrict C, int N) { \
  __local float As[BK][16 * TM + 1];                                                           \
  __local float Bs[BK][16 * TN];                                                               \
  int tx = get_local_id(0), ty = get_local_id(1), tid = ty * 16 + tx;                          \
  int bx = get_group_id(0) * 16 * TN, by = get_group_id(1) * 16 * TM;                          \
  float acc[TM][TN];                                                                           \
  for (int m = 0; m < TM; m++) for (int n = 0; n < TN; n++) acc[m][n] = C[IDX(by + ty + 16 * m, bx + tx + 16 * n)]; \
  for (int kt = 0; kt < N; kt += BK) {                                                         \
    for (int l = 0; l < 16 * TM * BK / 256; l++) { int e = tid + l * 256; int r = e / BK, c = e % BK; As[c][r] = A[IDX(by + r, kt + c)]; } \
    for (int l = 0; l < 16 * TN * BK / 256; l++) { int e = tid + l * 256; int r = e / (16 * TN), c = e % (16 * TN); Bs[r][c] = B[IDX(kt + r, bx + c)]; } \
    barrier(CLK_LOCAL_MEM_FENCE);                                                              \
    for (int k = 0; k < BK; k++) {                                                             \
      float a[TM], b[TN];                                                                      \
      for (int m = 0; m < TM; m++) a[m] = As[k][ty + 16 * m];                                  \
      for (int n = 0; n < TN; n++) b[n] = Bs[k][tx + 16 * n];                                  \
      for (int m = 0; m < TM; m++) for (int n = 0; n < TN; n++) acc[m][n] += a[m] * b[n];      \
    }                                                                                          \
    barrier(CLK_LOCAL_MEM_FENCE);                                                              \
  }                                                                                            \
  for (int m = 0; m < TM; m++) for (int n = 0; n < TN; n++) C[IDX(by + ty + 16 * m, bx + tx + 16 * n)] = acc[m][n]; \
}
TILE_REG(tile_reg4, 16, 4, 4)
TILE_REG(tile_reg8, 8, 8, 8)
TILE_REG(tile_reg42, 16, 4, 2)
/* register blocks without local memory, but a full 4x4 block per work-item and the launch shrunk */
__kernel void reg44(__global const float* restrict A, __global const float* restrict B, __global float* restrict C, int N) {
  int j = get_global_id(0), i = get_global_id(1);
  int h = get_global_size(0), v = get_global_size(1);
  float acc[4][4];
  for (int r = 0; r < 4; r++) for (int c = 0; c < 4; c++) acc[r][c] = C[IDX(i + r * v, j + c * h)];
  for (int k = 0; k < N; k++) {
    float a[4], b[4];
    for (int r = 0; r < 4; r++) a[r] = A[IDX(i + r * v, k)];
    for (int c = 0; c < 4; c++) b[c] = B[IDX(k, j + c * h)];
    for (int r = 0; r < 4; r++) for (int c = 0; c < 4; c++) acc[r][c] += a[r] * b[c];
  }
  for (int r = 0; r < 4; r++) for (int c = 0; c < 4; c++) C[IDX(i + r * v, j + c * h)] = acc[r][c];
}
/* what coarsen + loop-internalize make of it in 16 x 16 groups: 4 consecutive rows x TN columns
   G0/TN apart per work-item (the first G/4 rows, G0/TN columns of work-items; the others' groups
   return), a 16 x 16 tile per row copy (each work-item copies its own row's iterations) and per
   column copy (rows side by side COLS apart: 64 as loop-internalize lays them out, 16 the least),
   16 iterations per tile, 64-bit index arithmetic */
#define STAGED(NAME, TN, COLS, SHRUNK)                                                         \
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))                                      \
void NAME(__global const float* restrict A, __global const float* restrict B, __global float* restrict C, int N) { \
  __local float At[4][16 * 16], Bt[TN][16 * COLS];                                             \
  size_t lx = get_local_id(0), ly = get_local_id(1);                                           \
  size_t j = get_global_id(0), i = get_global_id(1), h = get_global_size(0) / (SHRUNK ? 1 : TN); \
  if (!SHRUNK && (i >= get_global_size(1) / 4 || j >= h)) return;  /* whole groups */          \
  float acc[4][TN];                                                                            \
  for (int r = 0; r < 4; r++) for (int c = 0; c < TN; c++) acc[r][c] = C[IDX(4 * i + r, j + c * h)]; \
  for (size_t kt = 0; kt + 16 <= (size_t)N; kt += 16) {                                        \
    barrier(CLK_LOCAL_MEM_FENCE);                                                              \
    for (int r = 0; r < 4; r++) At[r][ly * 16 + lx] = A[IDX(4 * i + r, kt + lx)];              \
    for (int c = 0; c < TN; c++) Bt[c][ly * COLS + lx] = B[IDX(kt + ly, j + c * h)];           \
    barrier(CLK_LOCAL_MEM_FENCE);                                                              \
    for (size_t k = 0; k < 16; k++) {                                                          \
      float a[4], b[TN];                                                                       \
      for (int r = 0; r < 4; r++) a[r] = At[r][ly * 16 + k];                                   \
      for (int c = 0; c < TN; c++) b[c] = Bt[c][k * COLS + lx];                                \
      for (int r = 0; r < 4; r++) for (int c = 0; c < TN; c++) acc[r][c] += a[r] * b[c];       \
    }                                                                                          \
  }                                                                                            \
  for (int r = 0; r < 4; r++) for (int c = 0; c < TN; c++) C[IDX(4 * i + r, j + c * h)] = acc[r][c]; \
}
STAGED(staged42, 2, 64, 0)
STAGED(staged44, 4, 64, 0)
STAGED(staged44_narrow, 4, 16, 0)
STAGED(staged42_shrunk, 2, 64, 1)
STAGED(staged44_shrunk, 4, 64, 1)
'''

# (kernel, (outputs per work-item along dimension 0, along 1): the launch shrinks by them, work-group size)
FORMS = [("original", (1, 1), None), ("noalias", (1, 1), None), ("coarse42", (1, 1), None), ("tile16", (1, 1), (16, 16)),
         ("tile_reg4", (4, 4), (16, 16)), ("tile_reg8", (8, 8), (16, 16)), ("reg44", (4, 4), None),
         ("reg44", (4, 4), (16, 16)), ("tile_reg42", (2, 4), (16, 16)), ("staged42", (1, 1), (16, 16)),
         ("staged44", (1, 1), (16, 16)), ("staged44_narrow", (1, 1), (16, 16)),
         ("staged42_shrunk", (2, 4), (16, 16)), ("staged44_shrunk", (4, 4), (16, 16))]


def operands(ctx, n: int):
    """(A, B, C on the device, C's starting values): random n x n matrices, the same for every form."""
    import pyopencl as cl

    rng = np.random.default_rng(1)
    a, b, c0 = (rng.random((n, n), dtype=np.float32) for _ in range(3))
    flags = cl.mem_flags
    da = cl.Buffer(ctx, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=a)
    db = cl.Buffer(ctx, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=b)
    return da, db, cl.Buffer(ctx, flags.READ_WRITE, c0.nbytes), c0


def timed(queue, kernel, dc, c0, global_size: tuple, local_size) -> tuple[float, np.ndarray]:
    """(best ms of 12 launches by their events, C after the last), C reset before each launch."""
    import pyopencl as cl

    times = []
    for _ in range(12):
        cl.enqueue_copy(queue, dc, c0)
        queue.finish()
        event = cl.enqueue_nd_range_kernel(queue, kernel, global_size, local_size)
        event.wait()
        times.append((event.profile.end - event.profile.start) * 1e-6)
    got = np.empty_like(c0)
    cl.enqueue_copy(queue, got, dc)
    queue.finish()
    return min(times), got


def main() -> int:
    args = hand_forms.arguments(__doc__, "1024,2048", 128, "tile_reg8's blocks")
    import pyopencl as cl

    ctx, queue, program, out = hand_forms.profiling_queue(args.device, SOURCE)
    for n in (int(s) for s in args.sizes.split(",")):
        da, db, dc, c0 = operands(ctx, n)
        want = None
        for name, per_item, local in FORMS:
            kernel = cl.Kernel(program, name)
            kernel.set_args(da, db, dc, np.int32(n))
            ms, got = timed(queue, kernel, dc, c0, (n // per_item[0], n // per_item[1]), local)
            want = got if want is None else want
            row = {"n": n, "form": name, "local": local, "ms": ms, "tflops": 2 * n ** 3 / ms * 1e-9,
                   "max_relative_difference": float(np.max(np.abs(got - want) / (np.abs(want) + 1)))}
            out["results"].append(row)
            print(f"N={n:5d} {name:10s} local {str(local):9s} {row['ms']:8.3f} ms {row['tflops']:6.2f} TFLOP/s "
                  f"(max rel. diff {row['max_relative_difference']:.1e})", flush=True)
    hand_forms.save(out, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
