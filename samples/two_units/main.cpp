// The application unit of a two-unit program: it owns two buffers of n floats, fills the first with an
// initial signal through its own kernel (InitKernel), then calls the library's relax() (relax.cpp) twice
// with the buffers swapped, a -> b and b -> a, for `rounds` rounds, and checks the result on the host.
// Arguments (positional): n rounds w.
#include "relax.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class InitKernel;

static float initial_value(std::size_t i) { return static_cast<float>((i * 37) % 19) - 9.0f; }

class Signal {
 public:
  explicit Signal(std::size_t n) : n_(n), a_host_(n, 0.0f), b_host_(n, 0.0f) {}

  bool run(sycl::queue& q, std::size_t rounds, float w) {
    {
      sycl::buffer<float, 1> a(a_host_.data(), sycl::range<1>(n_));
      sycl::buffer<float, 1> b(b_host_.data(), sycl::range<1>(n_));
      q.submit([&](sycl::handler& cgh) {
        sycl::accessor out{a, cgh, sycl::write_only, sycl::no_init};
        cgh.parallel_for<InitKernel>(sycl::range<1>(n_), [=](sycl::id<1> id) {
          out[id] = initial_value(id[0]);
        });
      });
      for (std::size_t r = 0; r < rounds; ++r) {
        relax(q, a, b, n_, w);
        relax(q, b, a, n_, w);
      }
      q.wait();
    }  // the buffers write back into a_host_ and b_host_ here
    return check(rounds, w);
  }

 private:
  bool check(std::size_t rounds, float w) const {
    std::vector<float> x(n_), y(n_);
    for (std::size_t i = 0; i < n_; ++i) x[i] = initial_value(i);
    for (std::size_t s = 0; s < 2 * rounds; ++s) {
      for (std::size_t i = 0; i < n_; ++i)
        y[i] = (i == 0 || i + 1 == n_) ? x[i] : relax_point(x[i - 1], x[i], x[i + 1], w);
      x.swap(y);
    }
    for (std::size_t i = 0; i < n_; ++i)
      if (std::fabs(a_host_[i] - x[i]) > 1e-4f * (1.0f + std::fabs(x[i]))) {
        std::printf("mismatch at %zu: %f vs %f\n", i, a_host_[i], x[i]);
        return false;
      }
    return true;
  }

  std::size_t n_;
  std::vector<float> a_host_, b_host_;
};

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 128;
  const std::size_t rounds = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 3;
  const float w = argc > 3 ? std::strtof(argv[3], nullptr) : 0.6f;
  if (n < 3) {
    std::printf("n must be at least 3\n");
    return 1;
  }
  sycl::queue q;
  Signal signal(n);
  const bool ok = signal.run(q, rounds, w);
  std::printf("relax n=%zu rounds=%zu w=%.2f: %s\n", n, rounds, w, ok ? "PASS" : "FAIL");
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
