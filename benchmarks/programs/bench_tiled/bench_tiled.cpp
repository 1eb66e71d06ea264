// Benchmark tiled GEMM with local memory (512 x 512 x 512, 16 x 16 work-groups): the tile loop
// bound and strides come from accessor ranges and the work-group size.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class BenchTiled;

int main() {
  constexpr size_t M = 512, N = 512, K = 512, T = 16;
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
      sycl::local_accessor<float, 2> tA(sycl::range<2>(T, T), h);
      sycl::local_accessor<float, 2> tB(sycl::range<2>(T, T), h);
      h.parallel_for<BenchTiled>(sycl::nd_range<2>(sycl::range<2>(M, N), sycl::range<2>(T, T)),
                                 [=](sycl::nd_item<2> it) {
        size_t i = it.get_global_id(0), j = it.get_global_id(1);
        size_t li = it.get_local_id(0), lj = it.get_local_id(1), t = it.get_local_range(0);
        size_t kmax = A.get_range()[1];
        float sum = 0.0f;
        for (size_t k0 = 0; k0 < kmax; k0 += t) {
          tA[li][lj] = A[i][k0 + lj];
          tB[li][lj] = B[k0 + li][j];
          sycl::group_barrier(it.get_group());
          for (size_t k = 0; k < t; ++k) sum += tA[li][k] * tB[k][lj];
          sycl::group_barrier(it.get_group());
        }
        C[i][j] = sum;
      });
    });
  }
  std::printf("%s %f\n", c[0] == 256.0f ? "PASS" : "FAIL", c[0]);
  return c[0] == 256.0f ? 0 : 1;
}
