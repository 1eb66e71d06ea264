// Benchmark Jacobi 5-point stencil on a 2048 x 2048 grid: the grid size reaches the kernel through
// the accessor range (boundary test and row stride).
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class BenchJacobi;

int main() {
  constexpr size_t N = 2048;
  std::vector<float> g0(N * N, 1.0f), g1(N * N, 0.0f);
  sycl::queue q;
  {
    sycl::buffer<float, 2> b0(g0.data(), sycl::range<2>(N, N));
    sycl::buffer<float, 2> b1(g1.data(), sycl::range<2>(N, N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor in(b0, h, sycl::read_only);
      sycl::accessor out(b1, h, sycl::write_only, sycl::no_init);
      h.parallel_for<BenchJacobi>(sycl::range<2>(N, N), [=](sycl::id<2> id) {
        size_t i = id[0], j = id[1], rows = in.get_range()[0], cols = in.get_range()[1];
        if (i == 0 || j == 0 || i == rows - 1 || j == cols - 1) {
          out[id] = in[id];
          return;
        }
        out[id] = 0.25f * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
      });
    });
  }
  std::printf("%s %f\n", g1[N + 1] == 1.0f ? "PASS" : "FAIL", g1[N + 1]);
  return g1[N + 1] == 1.0f ? 0 : 1;
}
