// Variant of samples/tiled_gemm for `sycl-lift diff`: work-group (tile) size 8 instead of 16.
// Tiled GEMM with work-group local memory, followed by a per-work-group sum (tree reduction).
// Both kernels use nd_range<2>, local_accessor and sycl::group_barrier.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <vector>

class TiledGemm;
class BlockSum;

int main() {
  constexpr size_t M = 64, N = 32, K = 48, T = 8;
  std::vector<float> a(M * K), b(K * N), c(M * N, 0.0f), p((M / T) * (N / T), 0.0f);
  for (size_t i = 0; i < M * K; ++i) a[i] = static_cast<float>((i * 3) % 11) * 0.25f;
  for (size_t i = 0; i < K * N; ++i) b[i] = static_cast<float>(i % 9) - 4.0f;

  sycl::queue q;
  {
    sycl::buffer<float, 2> bA(a.data(), sycl::range<2>(M, K));
    sycl::buffer<float, 2> bB(b.data(), sycl::range<2>(K, N));
    sycl::buffer<float, 2> bC(c.data(), sycl::range<2>(M, N));
    sycl::buffer<float, 2> bP(p.data(), sycl::range<2>(M / T, N / T));

    q.submit([&](sycl::handler &h) {
      sycl::accessor A(bA, h, sycl::read_only);
      sycl::accessor B(bB, h, sycl::read_only);
      sycl::accessor C(bC, h, sycl::write_only, sycl::no_init);
      sycl::local_accessor<float, 2> tA(sycl::range<2>(T, T), h);
      sycl::local_accessor<float, 2> tB(sycl::range<2>(T, T), h);
      h.parallel_for<TiledGemm>(sycl::nd_range<2>(sycl::range<2>(M, N), sycl::range<2>(T, T)),
                                [=](sycl::nd_item<2> it) {
        size_t gi = it.get_global_id(0), gj = it.get_global_id(1);
        size_t li = it.get_local_id(0), lj = it.get_local_id(1);
        size_t kdim = A.get_range()[1];
        float sum = 0.0f;
        for (size_t t = 0; t < kdim; t += T) {
          tA[li][lj] = A[gi][t + lj];
          tB[li][lj] = B[t + li][gj];
          sycl::group_barrier(it.get_group());
          for (size_t k = 0; k < T; ++k)
            sum += tA[li][k] * tB[k][lj];
          sycl::group_barrier(it.get_group());
        }
        C[gi][gj] = sum;
      });
    });

    q.submit([&](sycl::handler &h) {
      sycl::accessor Cin(bC, h, sycl::read_only);
      sycl::accessor P(bP, h, sycl::write_only, sycl::no_init);
      sycl::local_accessor<float, 1> scratch(sycl::range<1>(T * T), h);
      h.parallel_for<BlockSum>(sycl::nd_range<2>(sycl::range<2>(M, N), sycl::range<2>(T, T)),
                               [=](sycl::nd_item<2> it) {
        size_t lid = it.get_local_linear_id();
        scratch[lid] = Cin[it.get_global_id()];
        sycl::group_barrier(it.get_group());
        for (size_t s = (T * T) / 2; s > 0; s >>= 1) {
          if (lid < s) scratch[lid] += scratch[lid + s];
          sycl::group_barrier(it.get_group());
        }
        if (lid == 0) P[it.get_group(0)][it.get_group(1)] = scratch[0];
      });
    });
  }

  std::vector<float> ref(M * N, 0.0f);
  for (size_t i = 0; i < M; ++i)
    for (size_t j = 0; j < N; ++j) {
      for (size_t k = 0; k < K; ++k) ref[i * N + j] += a[i * K + k] * b[k * N + j];
      if (std::fabs(c[i * N + j] - ref[i * N + j]) > 1e-3f) {
        std::printf("FAIL C(%zu,%zu): %f != %f\n", i, j, c[i * N + j], ref[i * N + j]);
        return 1;
      }
    }
  for (size_t gi = 0; gi < M / T; ++gi)
    for (size_t gj = 0; gj < N / T; ++gj) {
      float s = 0.0f;
      for (size_t i = 0; i < T; ++i)
        for (size_t j = 0; j < T; ++j) s += ref[(gi * T + i) * N + gj * T + j];
      if (std::fabs(p[gi * (N / T) + gj] - s) > 1e-2f * (1.0f + std::fabs(s))) {
        std::printf("FAIL P(%zu,%zu): %f != %f\n", gi, gj, p[gi * (N / T) + gj], s);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
