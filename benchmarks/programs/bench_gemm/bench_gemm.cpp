// Benchmark GEMM (C = A * B, 512 x 512 x 512): every size reaches the kernel only through the
// accessors' ranges, so specialisation turns the k-loop bound and all strides into literals.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class BenchGemm;

int main() {
  constexpr size_t M = 512, N = 512, K = 512;
  std::vector<float> a(M * K, 1.0f), b(K * N, 0.5f), c(M * N, 0.0f);
  sycl::queue q;
  {
    sycl::buffer<float, 2> bA(a.data(), sycl::range<2>(M, K));
    sycl::buffer<float, 2> bB(b.data(), sycl::range<2>(K, N));
    sycl::buffer<float, 2> bC(c.data(), sycl::range<2>(M, N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor A(bA, h, sycl::read_only);
      sycl::accessor B(bB, h, sycl::read_only);
      sycl::accessor C(bC, h, sycl::write_only, sycl::no_init);
      h.parallel_for<BenchGemm>(sycl::range<2>(M, N), [=](sycl::id<2> idx) {
        size_t i = idx[0], j = idx[1], kmax = A.get_range()[1];
        float sum = 0.0f;
        for (size_t k = 0; k < kmax; ++k) sum += A[i][k] * B[k][j];
        C[idx] = sum;
      });
    });
  }
  std::printf("%s %f\n", c[0] == 256.0f ? "PASS" : "FAIL", c[0]);
  return c[0] == 256.0f ? 0 : 1;
}
