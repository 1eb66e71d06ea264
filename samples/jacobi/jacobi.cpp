// Jacobi 5-point stencil on a 2-D grid, ping-pong between two buffers:
// the same named kernel is launched 4 times with the same 2-D range.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <vector>

class JacobiStep;

constexpr size_t N = 64;
constexpr int ITERS = 4;

static void host_step(const std::vector<float> &in, std::vector<float> &out, float w) {
  for (size_t i = 0; i < N; ++i)
    for (size_t j = 0; j < N; ++j) {
      if (i == 0 || j == 0 || i == N - 1 || j == N - 1) { out[i * N + j] = in[i * N + j]; continue; }
      out[i * N + j] = w * (in[(i - 1) * N + j] + in[(i + 1) * N + j] + in[i * N + j - 1] + in[i * N + j + 1]);
    }
}

int main() {
  std::vector<float> g0(N * N, 0.0f), g1(N * N, 0.0f);
  for (size_t j = 0; j < N; ++j) { g0[j] = 1.0f; g1[j] = 1.0f; }   // hot top edge
  std::vector<float> r0 = g0, r1 = g1;
  float w = 0.25f;

  sycl::queue q;
  {
    sycl::buffer<float, 2> b0(g0.data(), sycl::range<2>(N, N));
    sycl::buffer<float, 2> b1(g1.data(), sycl::range<2>(N, N));
    for (int it = 0; it < ITERS; ++it) {
      sycl::buffer<float, 2> &src = (it % 2 == 0) ? b0 : b1;
      sycl::buffer<float, 2> &dst = (it % 2 == 0) ? b1 : b0;
      q.submit([&](sycl::handler &h) {
        sycl::accessor in(src, h, sycl::read_only);
        sycl::accessor out(dst, h, sycl::write_only, sycl::no_init);
        h.parallel_for<JacobiStep>(sycl::range<2>(N, N), [=](sycl::id<2> id) {
          size_t i = id[0], j = id[1];
          if (i == 0 || j == 0 || i == N - 1 || j == N - 1) {
            out[id] = in[id];
            return;
          }
          out[id] = w * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
        });
      });
    }
  }

  for (int it = 0; it < ITERS; ++it) {
    if (it % 2 == 0) host_step(r0, r1, w); else host_step(r1, r0, w);
  }
  // ITERS is even: the last step wrote grid 0.
  for (size_t k = 0; k < N * N; ++k)
    if (std::fabs(g0[k] - r0[k]) > 1e-6f) {
      std::printf("FAIL at %zu: %f != %f\n", k, g0[k], r0[k]);
      return 1;
    }
  std::printf("PASS center=%f\n", g0[N + N / 2]);
  return 0;
}
