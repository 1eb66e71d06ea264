"""How fast an exact matrix-vector product can run on a device when every output keeps its sum's order:
hand-written OpenCL C forms of the row product `y[i] = sum_j A[i][j] x[j]` and the column product
`z[j] = sum_i A[i][j] w[i]` (one work-item per output, each sum in the original order, so every form
must agree bit for bit with `original`), timed by OpenCL profiling events (best of 12).

    python benchmarks/matvec_forms.py --device nvidia [--sizes 4096] [-o benchmarks/results/matvec_forms_h100.json]

Row forms: `row_original` (work-item i walks row i: neighbouring work-items read addresses a row
apart), `row_noalias` (restrict), `row_staged_L_T` (work-groups of L rows copy an L x T block of A
into local memory with neighbouring work-items on neighbouring columns -- coalesced -- and each
work-item then sums its own row of the block in order).  Column forms: `col_original` (neighbouring
work-items read neighbouring columns: already coalesced), `col_noalias`, `col_unroll_U` (U loads of
a column issued before the U fmas, in order).  Each form runs at the work-group sizes listed in FORMS
(None: the driver's choice).  What it calibrates: what an exact (non-reassociating) reshape of the
mat-vec kernels can gain; it measures hand-written kernels, not sycl-lift's output.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import hand_forms  # noqa: E402  (beside this script)

SOURCE = r'''
__kernel void row_original(__global const float* A, __global const float* x, __global float* y, int N) {
  size_t i = get_global_id(0);
  float s = 0.0f;
  for (int j = 0; j < N; j++) s += A[i * N + j] * x[j];
  y[i] = s;
}
__kernel void row_noalias(__global const float* restrict A, __global const float* restrict x, __global float* restrict y, int N) {
  size_t i = get_global_id(0);
  float s = 0.0f;
  for (int j = 0; j < N; j++) s += A[i * N + j] * x[j];
  y[i] = s;
}
#define ROW_STAGED(NAME, L, T)                                                                   \
__kernel __attribute__((reqd_work_group_size(L, 1, 1)))                                          \
void NAME(__global const float* restrict A, __global const float* restrict x, __global float* restrict y, int N) { \
  __local float As[L][T + 1];                                                                    \
  __local float xs[T];                                                                           \
  int lid = get_local_id(0);                                                                     \
  size_t r0 = get_group_id(0) * L;                                                               \
  float s = 0.0f;                                                                                \
  for (int j0 = 0; j0 < N; j0 += T) {                                                            \
    for (int e = lid; e < L * T; e += L) As[e / T][e % T] = A[(r0 + e / T) * N + j0 + e % T];   \
    for (int c = lid; c < T; c += L) xs[c] = x[j0 + c];                                          \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                \
    for (int c = 0; c < T; c++) s += As[lid][c] * xs[c];                                         \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                \
  }                                                                                              \
  y[r0 + lid] = s;                                                                               \
}
ROW_STAGED(row_staged_32_32, 32, 32)
ROW_STAGED(row_staged_32_64, 32, 64)
ROW_STAGED(row_staged_32_128, 32, 128)
ROW_STAGED(row_staged_64_32, 64, 32)
ROW_STAGED(row_staged_64_64, 64, 64)
ROW_STAGED(row_staged_128_32, 128, 32)
__kernel void col_original(__global const float* A, __global const float* w, __global float* z, int N) {
  size_t j = get_global_id(0);
  float s = 0.0f;
  for (int i = 0; i < N; i++) s += A[(size_t)i * N + j] * w[i];
  z[j] = s;
}
__kernel void col_noalias(__global const float* restrict A, __global const float* restrict w, __global float* restrict z, int N) {
  size_t j = get_global_id(0);
  float s = 0.0f;
  for (int i = 0; i < N; i++) s += A[(size_t)i * N + j] * w[i];
  z[j] = s;
}
#define COL_UNROLL(NAME, U)                                                                      \
__kernel void NAME(__global const float* restrict A, __global const float* restrict w, __global float* restrict z, int N) { \
  size_t j = get_global_id(0);                                                                   \
  float s = 0.0f;                                                                                \
  for (int i = 0; i < N; i += U) {                                                               \
    float a[U];                                                                                  \
    for (int u = 0; u < U; u++) a[u] = A[(size_t)(i + u) * N + j];                              \
    for (int u = 0; u < U; u++) s += a[u] * w[i + u];                                            \
  }                                                                                              \
  z[j] = s;                                                                                      \
}
COL_UNROLL(col_unroll_8, 8)
COL_UNROLL(col_unroll_16, 16)
COL_UNROLL(col_unroll_32, 32)
COL_UNROLL(col_unroll_64, 64)
COL_UNROLL(col_unroll_128, 128)
#define PRAGMA(x) _Pragma(#x)
#define COL_PRAGMA(NAME, U)                                                                      \
__kernel void NAME(__global const float* restrict A, __global const float* restrict w, __global float* restrict z, int N) { \
  size_t j = get_global_id(0);                                                                   \
  float s = 0.0f;                                                                                \
  PRAGMA(unroll U)                                                                               \
  for (int i = 0; i < N; i++) s += A[(size_t)i * N + j] * w[i];                                  \
  z[j] = s;                                                                                      \
}
COL_PRAGMA(col_pragma_8, 8)
COL_PRAGMA(col_pragma_32, 32)
__kernel void col_hint_32(__global const float* restrict A, __global const float* restrict w, __global float* restrict z, int N) {
  size_t j = get_global_id(0);
  float s = 0.0f;
  __attribute__((opencl_unroll_hint(32)))
  for (int i = 0; i < N; i++) s += A[(size_t)i * N + j] * w[i];
  z[j] = s;
}
__kernel void row_pragma_32(__global const float* restrict A, __global const float* restrict x, __global float* restrict y, int N) {
  size_t i = get_global_id(0);
  float s = 0.0f;
  #pragma unroll 32
  for (int j = 0; j < N; j++) s += A[i * N + j] * x[j];
  y[i] = s;
}
'''

# (kernel, work-group sizes to try; None: the driver's choice)
FORMS = [("row_original", (None, 32, 64, 128, 256)), ("row_noalias", (None, 32, 64, 128)),
         ("row_staged_32_32", (32,)), ("row_staged_32_64", (32,)), ("row_staged_32_128", (32,)),
         ("row_staged_64_32", (64,)), ("row_staged_64_64", (64,)), ("row_staged_128_32", (128,)),
         ("col_original", (None, 32, 64, 128, 256)), ("col_noalias", (None, 32, 64, 128)),
         ("col_unroll_8", (None, 32, 64, 128)), ("col_unroll_16", (None, 32, 64, 128)),
         ("col_unroll_32", (None, 32, 64)), ("col_unroll_64", (None, 32)), ("col_unroll_128", (None, 32)),
         ("col_pragma_8", (None, 32)), ("col_pragma_32", (None, 32)), ("col_hint_32", (None, 32)),
         ("row_pragma_32", (None, 32, 64))]


def main() -> int:
    args = hand_forms.arguments(__doc__, "4096", 256, "the largest work-group and block")
    import pyopencl as cl

    ctx, queue, program, out = hand_forms.profiling_queue(args.device, SOURCE)
    for n in (int(s) for s in args.sizes.split(",")):
        rng = np.random.default_rng(1)
        a = rng.random((n, n), dtype=np.float32) - 0.5
        v = rng.random(n, dtype=np.float32) - 0.5
        flags = cl.mem_flags
        da = cl.Buffer(ctx, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=a)
        dv = cl.Buffer(ctx, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=v)
        dout = cl.Buffer(ctx, flags.READ_WRITE, v.nbytes)
        want: dict = {}
        for name, locals_ in FORMS:
            kind = name.split("_")[0]
            kernel = cl.Kernel(program, name)
            kernel.set_args(da, dv, dout, np.int32(n))
            for local in locals_:
                times = []
                for _ in range(12):
                    event = cl.enqueue_nd_range_kernel(queue, kernel, (n,), None if local is None else (local,))
                    event.wait()
                    times.append((event.profile.end - event.profile.start) * 1e-6)
                got = np.empty_like(v)
                cl.enqueue_copy(queue, got, dout)
                queue.finish()
                reference = want.setdefault(kind, got)
                ms = min(times)
                row = {"n": n, "form": name, "local": local, "ms": ms, "gbs": a.nbytes / ms * 1e-6,
                       "exact": bool(np.array_equal(got, reference))}
                out["results"].append(row)
                base = next(r["ms"] for r in out["results"] if r["n"] == n and r["form"] == f"{kind}_original")
                print(f"N={n:5d} {name:18s} local {str(local):5s} {ms:8.3f} ms {row['gbs']:7.1f} GB/s "
                      f"{base / ms:5.2f}x {'exact' if row['exact'] else 'DIFFERS'}", flush=True)
    hand_forms.save(out, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
