// Variant of samples/vadd for `sycl-lift diff`: one extra accessor (a bias buffer D).
// Vector add: named kernel, 1-D buffers and accessors, constant range.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class VAdd;

int main() {
  constexpr size_t N = 1024;
  std::vector<float> a(N, 1.0f), b(N, 2.0f), c(N, 0.0f), d(N, 0.5f);
  sycl::queue q;
  {
    sycl::buffer<float, 1> ba(a.data(), sycl::range<1>(N));
    sycl::buffer<float, 1> bb(b.data(), sycl::range<1>(N));
    sycl::buffer<float, 1> bc(c.data(), sycl::range<1>(N));
    sycl::buffer<float, 1> bd(d.data(), sycl::range<1>(N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor A(ba, h, sycl::read_only);
      sycl::accessor B(bb, h, sycl::read_only);
      sycl::accessor C(bc, h, sycl::write_only, sycl::no_init);
      sycl::accessor D(bd, h, sycl::read_only);
      h.parallel_for<VAdd>(sycl::range<1>(N), [=](sycl::id<1> i) { C[i] = A[i] + B[i] + D[i]; });
    });
  }
  for (size_t i = 0; i < N; ++i)
    if (c[i] != 3.5f) {
      std::printf("FAIL at %zu: %f\n", i, c[i]);
      return 1;
    }
  std::printf("PASS %f\n", c[0]);
  return 0;
}
