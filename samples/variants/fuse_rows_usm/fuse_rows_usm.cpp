// Variant: the row-wise square and row total of benchmarks/variant_matrix.py --family fusion over USM pointers in an in-order queue, launched with the queue shortcut, each walking its row in a loop; positional rows cols.

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
  sycl::queue q{sycl::property::queue::in_order()};
  std::vector<float> a_host(rows * cols), t_host(rows);
  for (std::size_t i = 0; i < a_host.size(); ++i) a_host[i] = float((i * 5) % 9) * 0.125f;
  
  float* a = sycl::malloc_shared<float>(rows * cols, q);
  float* o = sycl::malloc_shared<float>(rows * cols, q);
  float* t = sycl::malloc_shared<float>(rows, q);
  for (std::size_t i = 0; i < a_host.size(); ++i) a[i] = a_host[i];
  q.parallel_for<Square>(sycl::range<1>(rows), [=](sycl::id<1> id) { const std::size_t r = id[0]; for (std::size_t j = 0; j < cols; ++j) o[r * cols + j] = a[r * cols + j] * a[r * cols + j]; });
  q.parallel_for<RowTotal>(sycl::range<1>(rows), [=](sycl::id<1> id) { const std::size_t r = id[0]; float acc = 0.0f; for (std::size_t j = 0; j < cols; ++j) acc += o[r * cols + j]; t[r] = acc; });
  q.wait();
  for (std::size_t r = 0; r < rows; ++r) t_host[r] = t[r];
  sycl::free(a, q); sycl::free(o, q); sycl::free(t, q);

  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (std::size_t j = 0; j < cols; ++j) s += a_host[r * cols + j] * a_host[r * cols + j];
    if (std::fabs(s - t_host[r]) > 1e-3f * (1.0f + std::fabs(s))) ok = false;
  }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
