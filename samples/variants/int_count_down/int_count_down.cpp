// Variant: the row sum and row scaling of benchmarks/variant_matrix.py over USM, launched with the queue shortcut, counting down with int (`for (int j = int(cols) - 1; j >= 0; --j)`); positional rows cols.

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
  
  float* m = sycl::malloc_shared<float>(rows * cols, q);
  float* sums = sycl::malloc_shared<float>(rows, q);
  float* scaled = sycl::malloc_shared<float>(rows * cols, q);
  for (std::size_t i = 0; i < host.size(); ++i) m[i] = host[i];
  q.parallel_for<RowSums>(sycl::range<1>(rows), [=](sycl::id<1> id) { const std::size_t r = id[0]; float acc = 0.0f; for (int j = int(cols) - 1; j >= 0; --j) acc += m[r * cols + j]; sums[r] = acc; }).wait();
  q.parallel_for<RowScale>(sycl::range<1>(rows), [=](sycl::id<1> id) { const std::size_t r = id[0]; const float f = sums[r]; for (int j = int(cols) - 1; j >= 0; --j) scaled[r * cols + j] = m[r * cols + j] * f; }).wait();
  for (std::size_t r = 0; r < rows; ++r) sums_host[r] = sums[r];
  for (std::size_t i = 0; i < host.size(); ++i) scaled_host[i] = scaled[i];
  sycl::free(m, q); sycl::free(sums, q); sycl::free(scaled, q);

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
