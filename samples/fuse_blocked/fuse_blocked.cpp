// A signal-processing harness whose kernel chains are NOT all fusable, written the way applications
// break a chain: a SignalChain owns six std::vector-backed arrays of `--size` floats (SignalArray:
// the host vector and its buffer together) and runs four short chains of element-wise kernels,
// each kernel submitted through a small member helper:
//   Scale -> [host_accessor reads the scaled signal's peak] -> Offset   (a host read between them)
//   Square -> [q.wait()] -> Negate                                       (a wait between them)
//   Copy -> Smooth (reads i-1, i, i+1 of what Copy wrote)               (a stencil: another work-item's element)
//   Bias -> Halve                                                        (fusable; Bias's output only feeds Halve)
// The run repeats `--rounds` times; verification reads the final arrays on the host.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

class Scale;
class Offset;
class Square;
class Negate;
class Copy;
class Smooth;
class Bias;
class Halve;

struct ChainOptions {
  std::size_t size = 1 << 16;
  std::size_t rounds = 2;
};

class SignalArray {
 public:
  explicit SignalArray(std::size_t n, float fill) : host_(n, fill), buffer_(host_.data(), sycl::range<1>(n)) {}
  sycl::buffer<float, 1>& buffer() { return buffer_; }

 private:
  std::vector<float> host_;
  sycl::buffer<float, 1> buffer_;
};

class SignalChain {
 public:
  explicit SignalChain(std::size_t n)
      : n_(n), input_(n, 0.0f), scaled_(n, 0.0f), shifted_(n, 0.0f), squared_(n, 0.0f), smooth_(n, 0.0f),
        halved_(n, 0.0f), biased_(sycl::range<1>(n)) {
    sycl::host_accessor in{input_.buffer(), sycl::write_only};
    for (std::size_t i = 0; i < n; ++i) in[i] = static_cast<float>((i * 7) % 101) / 50.0f - 1.0f;
  }

  template <typename Name, typename F>
  void elementwise(sycl::queue& q, sycl::buffer<float, 1>& in, sycl::buffer<float, 1>& out, F f) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor src{in, cgh, sycl::read_only};
      sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<Name>(sycl::range<1>(n_), [=](sycl::id<1> i) { dst[i] = f(src[i]); });
    });
  }

  void smooth(sycl::queue& q, sycl::buffer<float, 1>& in, sycl::buffer<float, 1>& out) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor src{in, cgh, sycl::read_only};
      sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
      const std::size_t last = n_ - 1;
      cgh.parallel_for<Smooth>(sycl::range<1>(n_), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        const float left = i > 0 ? src[i - 1] : src[i];
        const float right = i < last ? src[i + 1] : src[i];
        dst[i] = 0.25f * left + 0.5f * src[i] + 0.25f * right;
      });
    });
  }

  float run(sycl::queue& q, float gain) {
    elementwise<Scale>(q, input_.buffer(), scaled_.buffer(), [=](float v) { return v * gain; });
    float peak = 0.0f;
    {
      sycl::host_accessor s{scaled_.buffer(), sycl::read_only};
      for (std::size_t i = 0; i < n_; ++i) peak = std::fmax(peak, std::fabs(s[i]));
    }
    elementwise<Offset>(q, scaled_.buffer(), shifted_.buffer(), [=](float v) { return v + 0.5f; });
    elementwise<Square>(q, shifted_.buffer(), squared_.buffer(), [=](float v) { return v * v; });
    q.wait();
    elementwise<Negate>(q, squared_.buffer(), scaled_.buffer(), [=](float v) { return -v; });
    elementwise<Copy>(q, scaled_.buffer(), shifted_.buffer(), [=](float v) { return v; });
    smooth(q, shifted_.buffer(), smooth_.buffer());
    elementwise<Bias>(q, smooth_.buffer(), biased_, [=](float v) { return v + 1.0f; });
    elementwise<Halve>(q, biased_, halved_.buffer(), [=](float v) { return 0.5f * v; });
    return peak;
  }

  bool verify(float gain) {
    sycl::host_accessor in{input_.buffer(), sycl::read_only};
    sycl::host_accessor out{halved_.buffer(), sycl::read_only};
    std::vector<float> neg(n_);
    for (std::size_t i = 0; i < n_; ++i) {
      const float s = in[i] * gain + 0.5f;
      neg[i] = -(s * s);
    }
    std::size_t bad = 0;
    for (std::size_t i = 0; i < n_; ++i) {
      const float left = i > 0 ? neg[i - 1] : neg[i], right = i + 1 < n_ ? neg[i + 1] : neg[i];
      const float want = 0.5f * (0.25f * left + 0.5f * neg[i] + 0.25f * right + 1.0f);
      if (std::fabs(out[i] - want) > 1e-5f && bad++ < 4)
        std::printf("element %zu: %g, want %g\n", i, static_cast<double>(out[i]), static_cast<double>(want));
    }
    return bad == 0;
  }

 private:
  std::size_t n_;
  SignalArray input_, scaled_, shifted_, squared_, smooth_, halved_;
  sycl::buffer<float, 1> biased_;
};

int main(int argc, char** argv) {
  ChainOptions opt;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--size") == 0) opt.size = std::strtoul(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--rounds") == 0) opt.rounds = std::strtoul(argv[i + 1], nullptr, 10);
  }
  sycl::queue q;
  SignalChain chain(opt.size);
  const float gain = 1.5f;
  float peak = 0.0f;
  for (std::size_t r = 0; r < opt.rounds; ++r) peak = chain.run(q, gain);
  const bool ok = chain.verify(gain);
  std::printf("fuse-blocked %zu x %zu rounds: peak %.3f, %s\n", opt.size, opt.rounds, static_cast<double>(peak),
              ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
