// Variant: the row-wise square and row total of benchmarks/variant_matrix.py --family fusion over 1-D accessors with manual indices, each walking its row in a loop; positional rows cols.

#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class Square;
class RowTotal;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  std::vector<float> a_host(rows * cols), t_host(rows);
  for (std::size_t i = 0; i < a_host.size(); ++i) a_host[i] = float((i * 5) % 9) * 0.125f;
  
  {
    std::vector<float> o_host(rows * cols);
    sycl::buffer<float, 1> a(a_host.data(), sycl::range<1>(rows * cols));
    sycl::buffer<float, 1> o(o_host.data(), sycl::range<1>(rows * cols));
    sycl::buffer<float, 1> t(t_host.data(), sycl::range<1>(rows));
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{a, h, sycl::read_only};
      sycl::accessor y{o, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Square>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        for (std::size_t j = 0; j < cols; ++j) y[r * cols + j] = x[r * cols + j] * x[r * cols + j];
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor y{o, h, sycl::read_only};
      sycl::accessor s{t, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowTotal>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        float acc = 0.0f;
        for (std::size_t j = 0; j < cols; ++j) acc += y[r * cols + j];
        s[r] = acc;
      });
    });
  }

  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (std::size_t j = 0; j < cols; ++j) s += a_host[r * cols + j] * a_host[r * cols + j];
    if (std::fabs(s - t_host[r]) > 1e-3f * (1.0f + std::fabs(s))) ok = false;
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
