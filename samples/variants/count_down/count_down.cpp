// Variant: the row sum and row scaling of benchmarks/variant_matrix.py counting down with size_t (`for (j = cols; j-- > 0;)`: the counter steps by -1, the loop leaves at `j - 1 == 0`); positional rows cols.

#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class RowSums;
class RowScale;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  std::vector<float> host(rows * cols), sums_host(rows), scaled_host(rows * cols);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = float((i * 13) % 7) * 0.25f;
  
  {
    sycl::buffer<float, 1> m(host.data(), sycl::range<1>(rows * cols));
    sycl::buffer<float, 1> sums(sums_host.data(), sycl::range<1>(rows));
    sycl::buffer<float, 1> scaled(scaled_host.data(), sycl::range<1>(rows * cols));
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{m, h, sycl::read_only};
      sycl::accessor s{sums, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowSums>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        float acc = 0.0f;
        for (std::size_t j = cols; j-- > 0;) acc += a[r * cols + j];
        s[r] = acc;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{m, h, sycl::read_only};
      sycl::accessor s{sums, h, sycl::read_only};
      sycl::accessor o{scaled, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowScale>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t r = id[0];
        const float f = s[r];
        for (std::size_t j = cols; j-- > 0;) o[r * cols + j] = a[r * cols + j] * f;
      });
    });
  }

  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r) {
    double s = 0.0;
    for (std::size_t j = 0; j < cols; ++j) s += host[r * cols + j];
    if (std::fabs(s - sums_host[r]) > 1e-3 * (1.0 + std::fabs(s))) ok = false;
    for (std::size_t j = 0; j < cols; ++j)
      if (std::fabs(host[r * cols + j] * sums_host[r] - scaled_host[r * cols + j]) > 1e-4f) ok = false;
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
