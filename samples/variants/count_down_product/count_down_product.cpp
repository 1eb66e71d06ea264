// Variant: the matrix product of benchmarks/variant_matrix.py --family tiling with its loop over the shared dimension counting down (`for (size_t j = cols; j-- > 0;)`) and 40 columns by default (two full tiles of 16 and a partial one); positional rows cols.

#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
class Product;
int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 40;
  sycl::queue q;
  std::vector<float> a_host(rows * cols), b_host(cols * rows), c_host(rows * rows);
  for (std::size_t i = 0; i < a_host.size(); ++i) a_host[i] = float((i * 7) % 5) * 0.5f;
  for (std::size_t i = 0; i < b_host.size(); ++i) b_host[i] = float((i * 3) % 4) * 0.25f;
  
  {
    sycl::buffer<float, 1> a(a_host.data(), sycl::range<1>(rows * cols));
    sycl::buffer<float, 1> b(b_host.data(), sycl::range<1>(cols * rows));
    sycl::buffer<float, 1> c(c_host.data(), sycl::range<1>(rows * rows));
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{a, h, sycl::read_only};
      sycl::accessor y{b, h, sycl::read_only};
      sycl::accessor z{c, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Product>(sycl::range<2>(rows, rows), [=](sycl::id<2> id) {
        const std::size_t r = id[0], c = id[1];
        float acc = 0.0f;
        for (std::size_t j = cols; j-- > 0;) acc += x[r * cols + j] * y[j * rows + c];
        z[r * rows + c] = acc;
      });
    });
  }

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
