// Variant: a kernel that writes two elements per work-item (y[2i], y[2i + 1]), one that reads its own pair back (fusable: no work-item reads what another writes) and one that reads the next work-item's pair (y[2i + 2]: refused); positional n.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class Spread;
class Gather;
class GatherNext;

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1024;
  std::vector<float> x(n), y(2 * n + 2, 0.0f), z(n), w(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = float(i % 17) * 0.5f;
  sycl::queue q;
  {
    sycl::buffer<float, 1> xb(x.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> yb(y.data(), sycl::range<1>(2 * n + 2));
    sycl::buffer<float, 1> zb(z.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> wb(w.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler& h) {
      sycl::accessor in{xb, h, sycl::read_only};
      sycl::accessor pairs{yb, h, sycl::read_write};
      h.parallel_for<Spread>(sycl::range<1>(n), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        pairs[2 * i] = in[i] * 2.0f;
        pairs[2 * i + 1] = in[i] + 1.0f;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor pairs{yb, h, sycl::read_only};
      sycl::accessor out{zb, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Gather>(sycl::range<1>(n), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        out[i] = pairs[2 * i] * pairs[2 * i + 1];
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor pairs{yb, h, sycl::read_only};
      sycl::accessor out{wb, h, sycl::write_only, sycl::no_init};
      h.parallel_for<GatherNext>(sycl::range<1>(n), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        out[i] = pairs[2 * i + 2] - pairs[2 * i + 3];
      });
    });
  }
  bool ok = true;
  for (std::size_t i = 0; i < n; ++i) {
    const float a = x[i] * 2.0f, b = x[i] + 1.0f;
    ok = ok && std::fabs(z[i] - a * b) <= 1e-4f * (1.0f + std::fabs(a * b));
    const float c = i + 1 < n ? x[i + 1] * 2.0f : 0.0f, d = i + 1 < n ? x[i + 1] + 1.0f : 0.0f;
    ok = ok && std::fabs(w[i] - (c - d)) <= 1e-4f * (1.0f + std::fabs(c - d));
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
