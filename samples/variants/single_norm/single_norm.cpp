// Variant: a norm computed by one work-item (`range<1>(1)`: the whole vector walked by a single loop), as code ported from a serial routine does; positional length.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class VectorNorm;

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1000;
  std::vector<float> values(n);
  for (std::size_t i = 0; i < n; ++i) values[i] = float((i * 29) % 13) * 0.0625f - 0.25f;
  float norm = 0.0f;
  sycl::queue q;
  {
    sycl::buffer<float, 1> x(values.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> result(&norm, sycl::range<1>(1));
    q.submit([&](sycl::handler& h) {
      sycl::accessor in{x, h, sycl::read_only};
      sycl::accessor out{result, h, sycl::write_only, sycl::no_init};
      h.parallel_for<VectorNorm>(sycl::range<1>(1), [=](sycl::id<1>) {
        float sum = 0.0f;
        for (std::size_t i = 0; i < n; ++i) sum += in[i] * in[i];
        out[0] = sycl::sqrt(sum);
      });
    });
  }
  double expected = 0.0;
  for (float v : values) expected += double(v) * v;
  expected = std::sqrt(expected);
  const bool ok = std::fabs(expected - norm) <= 1e-4 * (1.0 + expected);
  std::printf("norm %.4f\n", norm);
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
