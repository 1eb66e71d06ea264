// Variant: three kernels whose loops carry a dependence (benchmarks/variant_matrix.py's planted dependences): a prefix along a row, a shift down a column, adds into one element through `j % 4`; positional rows cols.

#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class RowPrefix;
class ColumnShift;
class Buckets;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  std::vector<float> x_host(rows * cols), p_host(rows * cols), m_host(rows * cols), h_host(rows * 4);
  for (std::size_t i = 0; i < x_host.size(); ++i) x_host[i] = float(i % 5) * 0.5f;
  {
    sycl::buffer<float, 2> x(x_host.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> p(p_host.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> m(m_host.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> h(h_host.data(), sycl::range<2>(rows, 4));
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{x, cgh, sycl::read_only};
      sycl::accessor out{p, cgh, sycl::read_write};
      cgh.parallel_for<RowPrefix>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        out[i][0] = in[i][0];
        for (std::size_t j = 1; j < cols; ++j) out[i][j] = out[i][j - 1] + in[i][j];
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor b{x, cgh, sycl::read_only};
      sycl::accessor s{m, cgh, sycl::read_write};
      cgh.parallel_for<ColumnShift>(sycl::range<1>(cols), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        for (std::size_t j = 0; j + 1 < rows; ++j) s[j + 1][i] = s[j][i] * 0.5f + b[j][i];
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{x, cgh, sycl::read_only};
      sycl::accessor out{h, cgh, sycl::read_write};
      cgh.parallel_for<Buckets>(sycl::range<1>(rows), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        for (std::size_t j = 0; j < cols; ++j) out[i][j % 4] += in[i][j];
      });
    });
  }
  // the loops as written, on the host: each kernel's result is what they compute in order
  bool ok = true;
  for (std::size_t i = 0; i < rows; ++i) {
    float run = x_host[i * cols];
    for (std::size_t j = 1; j < cols; ++j) {
      run += x_host[i * cols + j];
      ok = ok && std::fabs(run - p_host[i * cols + j]) <= 1e-3f * (1.0f + std::fabs(run));
    }
    for (std::size_t k = 0; k < 4; ++k) {
      float bucket = 0.0f;
      for (std::size_t j = k; j < cols; j += 4) bucket += x_host[i * cols + j];
      ok = ok && std::fabs(bucket - h_host[i * 4 + k]) <= 1e-3f * (1.0f + std::fabs(bucket));
    }
  }
  for (std::size_t i = 0; i < cols; ++i) {
    float value = 0.0f;
    for (std::size_t j = 0; j + 1 < rows; ++j) {
      value = value * 0.5f + x_host[j * cols + i];
      ok = ok && std::fabs(value - m_host[(j + 1) * cols + i]) <= 1e-4f * (1.0f + std::fabs(value));
    }
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
