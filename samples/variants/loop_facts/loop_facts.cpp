// Variant: launches in a loop whose trip count comes from argv, where what a launch gets changes
// from one iteration to the next: a pairwise sum whose range halves every level (the first level's
// range must not be folded), and a ping-pong smoothing step whose input and output buffers are
// swapped every iteration (both launches must keep their accessors apart).
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

class PairSum;
class Smooth;

int main(int argc, char** argv) {
  const std::size_t n = 1024;
  const int levels = argc > 1 ? std::atoi(argv[1]) : 4;
  const int steps = argc > 2 ? std::atoi(argv[2]) : 3;
  std::vector<float> data(n), left(n), right(n, 0.0f);
  for (std::size_t i = 0; i < n; ++i) data[i] = left[i] = static_cast<float>(i % 13);
  sycl::queue q;
  {
    sycl::buffer<float, 1> sums(data.data(), sycl::range<1>(n));
    std::size_t width = n;
    for (int level = 0; level < levels && width > 1; ++level) {
      width /= 2;
      q.submit([&](sycl::handler& h) {
        sycl::accessor s{sums, h, sycl::read_write};
        h.parallel_for<PairSum>(sycl::range<1>(width), [=](sycl::item<1> it) {
          const std::size_t i = it.get_id(0);
          s[i] = s[i] + s[i + it.get_range(0)];
        });
      });
    }
    sycl::buffer<float, 1> a(left.data(), sycl::range<1>(n)), b(right.data(), sycl::range<1>(n));
    sycl::buffer<float, 1>* in = &a;
    sycl::buffer<float, 1>* out = &b;
    for (int step = 0; step < steps; ++step) {
      q.submit([&](sycl::handler& h) {
        sycl::accessor src{*in, h, sycl::read_only};
        sycl::accessor dst{*out, h, sycl::write_only, sycl::no_init};
        h.parallel_for<Smooth>(sycl::range<1>(n), [=](sycl::id<1> i) {
          const std::size_t j = i[0];
          dst[j] = j == 0 || j == n - 1 ? src[j] : 0.25f * src[j - 1] + 0.5f * src[j] + 0.25f * src[j + 1];
        });
      });
      std::swap(in, out);
    }
  }
  std::printf("%s\n", data[0] >= 0.0f && left[0] >= 0.0f ? "PASS" : "FAIL");
  return 0;
}
