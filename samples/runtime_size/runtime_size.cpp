// Sizes known only at run time: vector length and matrix shape from argv, a scale factor
// from the environment (RT_SCALE). Buffers, ranges, USM byte counts and some scalar
// captures are therefore not compile-time constants.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class Axpb;
class Square;

int main(int argc, char **argv) {
  size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1000;
  size_t rows = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 30;
  size_t cols = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 40;
  const char *env = std::getenv("RT_SCALE");
  float scale = env ? std::strtof(env, nullptr) : 1.5f;
  int b = 3;

  std::vector<float> x(n);
  for (size_t i = 0; i < n; ++i) x[i] = static_cast<float>(i % 10);
  std::vector<int> m(rows * cols, -1);

  sycl::queue q;
  {
    sycl::buffer<float, 1> bx(x.data(), sycl::range<1>(n));
    sycl::buffer<int, 2> bm(m.data(), sycl::range<2>(rows, cols));
    q.submit([&](sycl::handler &h) {
      sycl::accessor X(bx, h, sycl::read_write);
      h.parallel_for<Axpb>(sycl::range<1>(n), [=](sycl::id<1> i) { X[i] = scale * X[i] + b; });
    });
    q.submit([&](sycl::handler &h) {
      sycl::accessor M(bm, h, sycl::write_only, sycl::no_init);
      h.parallel_for(bm.get_range(), [=](sycl::id<2> id) { M[id] = static_cast<int>(id[0] * cols + id[1]); });
    });
  }

  float *d = sycl::malloc_device<float>(n, q);
  q.memcpy(d, x.data(), n * sizeof(float)).wait();
  q.parallel_for<Square>(sycl::range<1>(n), [=](sycl::id<1> i) { d[i] = d[i] * d[i]; }).wait();
  q.memcpy(x.data(), d, n * sizeof(float)).wait();
  sycl::free(d, q);

  int errors = 0;
  for (size_t i = 0; i < n; ++i) {
    float y = scale * static_cast<float>(i % 10) + b;
    if (std::fabs(x[i] - y * y) > 1e-4f * (1.0f + y * y)) ++errors;
  }
  for (size_t k = 0; k < rows * cols; ++k)
    if (m[k] != static_cast<int>(k)) ++errors;
  std::printf(errors ? "FAIL (%d errors)\n" : "PASS\n", errors);
  return errors ? 1 : 0;
}
