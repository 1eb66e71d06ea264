// Variant for the rewrite tests: two 2-D buffers made with the same run-time size (from argv).
// Their accessors' memory ranges are not constants but provably equal, so the kernel can read the
// row stride of both from one parameter.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <cstdlib>
#include <vector>

class PairAdd;

int main(int argc, char **argv) {
  size_t rows = argc > 1 ? std::atoi(argv[1]) : 32, cols = argc > 2 ? std::atoi(argv[2]) : 48;
  std::vector<float> x(rows * cols, 1.0f), y(rows * cols, 2.0f);
  sycl::queue q;
  {
    sycl::buffer<float, 2> bx(x.data(), sycl::range<2>(rows, cols));
    sycl::buffer<float, 2> by(y.data(), sycl::range<2>(rows, cols));
    q.submit([&](sycl::handler &h) {
      sycl::accessor X(bx, h, sycl::read_only);
      sycl::accessor Y(by, h, sycl::read_write);
      h.parallel_for<PairAdd>(sycl::range<2>(rows, cols), [=](sycl::id<2> id) { Y[id] += X[id]; });
    });
  }
  for (size_t k = 0; k < rows * cols; ++k)
    if (y[k] != 3.0f) {
      std::printf("FAIL at %zu\n", k);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
