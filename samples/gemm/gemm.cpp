// Naive GEMM: C = alpha * A * B with a 2-D range over C; the reduction loop bound
// comes from the accessor's range (A.get_range()[1]), not from a constant.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <vector>

class Gemm;

int main() {
  constexpr size_t M = 64, N = 48, K = 32;
  std::vector<float> a(M * K), b(K * N), c(M * N, 0.0f);
  for (size_t i = 0; i < M * K; ++i) a[i] = static_cast<float>(i % 7) - 3.0f;
  for (size_t i = 0; i < K * N; ++i) b[i] = static_cast<float>(i % 5) * 0.5f;
  float alpha = 2.0f;

  sycl::queue q;
  {
    sycl::buffer<float, 2> bA(a.data(), sycl::range<2>(M, K));
    sycl::buffer<float, 2> bB(b.data(), sycl::range<2>(K, N));
    sycl::buffer<float, 2> bC(c.data(), sycl::range<2>(M, N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor A(bA, h, sycl::read_only);
      sycl::accessor B(bB, h, sycl::read_only);
      sycl::accessor C(bC, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Gemm>(sycl::range<2>(M, N), [=](sycl::id<2> idx) {
        size_t i = idx[0], j = idx[1];
        size_t kmax = A.get_range()[1];
        float sum = 0.0f;
        for (size_t k = 0; k < kmax; ++k)
          sum += A[i][k] * B[k][j];
        C[idx] = alpha * sum;
      });
    });
  }

  for (size_t i = 0; i < M; ++i)
    for (size_t j = 0; j < N; ++j) {
      float ref = 0.0f;
      for (size_t k = 0; k < K; ++k) ref += a[i * K + k] * b[k * N + j];
      ref *= alpha;
      if (std::fabs(c[i * N + j] - ref) > 1e-3f) {
        std::printf("FAIL at (%zu,%zu): %f != %f\n", i, j, c[i * N + j], ref);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
