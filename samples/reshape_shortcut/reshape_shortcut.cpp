// Launch reshaping of kernels submitted with the queue shortcuts over USM, the way small benchmark
// programs write them: q.parallel_for(range, lambda) with no handler, data in malloc_shared memory.
//   RowSums   one work-item a row of a rows x cols matrix, summing into a private float;
//   RowScale  one work-item a row, each element of the row scaled by its row's sum (independent
//             iterations).
// Options: rows cols (positional, strtoul; default 64 48). Checks both results against the host.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>

class RowSums;
class RowScale;

int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  float* m = sycl::malloc_shared<float>(rows * cols, q);
  float* scaled = sycl::malloc_shared<float>(rows * cols, q);
  float* sums = sycl::malloc_shared<float>(rows, q);
  for (std::size_t i = 0; i < rows * cols; ++i) m[i] = static_cast<float>((i * 13) % 7) * 0.25f;

  q.parallel_for<RowSums>(sycl::range<1>(rows), [=](sycl::id<1> r) {
    float s = 0.0f;
    for (std::size_t j = 0; j < cols; ++j) s += m[r[0] * cols + j];
    sums[r] = s;
  }).wait();
  q.parallel_for<RowScale>(sycl::range<1>(rows), [=](sycl::id<1> r) {
    const float s = sums[r];
    for (std::size_t j = 0; j < cols; ++j) scaled[r[0] * cols + j] = m[r[0] * cols + j] * s;
  }).wait();

  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r) {
    double s = 0.0;
    for (std::size_t j = 0; j < cols; ++j) s += m[r * cols + j];
    if (std::fabs(s - sums[r]) > 1e-3 * (1.0 + std::fabs(s))) ok = false;
    for (std::size_t j = 0; j < cols; ++j)
      if (std::fabs(m[r * cols + j] * sums[r] - scaled[r * cols + j]) > 1e-4f) ok = false;
  }
  sycl::free(m, q);
  sycl::free(scaled, q);
  sycl::free(sums, q);
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
