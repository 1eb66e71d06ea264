// Variant: the matrix product of benchmarks/variant_matrix.py --family tiling over USM pointers (malloc_shared), launched over range<2>(rows, rows) in a command group: its range-rounding wrapper receives the kernel object whole; positional rows cols.

#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class Product;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  sycl::queue q;
  std::vector<float> a_host(rows * cols), b_host(cols * rows), c_host(rows * rows);
  for (std::size_t i = 0; i < a_host.size(); ++i) a_host[i] = float((i * 7) % 5) * 0.5f;
  for (std::size_t i = 0; i < b_host.size(); ++i) b_host[i] = float((i * 3) % 4) * 0.25f;
  
  float* a = sycl::malloc_shared<float>(rows * cols, q);
  float* b = sycl::malloc_shared<float>(cols * rows, q);
  float* c = sycl::malloc_shared<float>(rows * rows, q);
  for (std::size_t i = 0; i < a_host.size(); ++i) a[i] = a_host[i];
  for (std::size_t i = 0; i < b_host.size(); ++i) b[i] = b_host[i];
  q.submit([&](sycl::handler& h) { h.parallel_for<Product>(sycl::range<2>(rows, rows), [=](sycl::id<2> id) { const std::size_t r = id[0], col = id[1]; float acc = 0.0f; for (std::size_t j = 0; j < cols; ++j) acc += a[r * cols + j] * b[j * rows + col]; c[r * rows + col] = acc; }); }).wait();
  for (std::size_t i = 0; i < c_host.size(); ++i) c_host[i] = c[i];
  sycl::free(a, q); sycl::free(b, q); sycl::free(c, q);

  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < rows; ++c) {
      float s = 0.0f;
      for (std::size_t j = 0; j < cols; ++j) s += a_host[r * cols + j] * b_host[j * rows + c];
      if (std::fabs(s - c_host[r * rows + c]) > 1e-3f * (1.0f + std::fabs(s))) ok = false;
    }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
