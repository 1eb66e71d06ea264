// Benchmark-suite style GEMM, C = alpha * A * B + beta * C for an NI x NK matrix A and an NK x NJ
// matrix B, run as two benchmarks of one harness template:
//   GemmRange:   a range<2> launch whose k-loop sums into a private scalar, C written once;
//   GemmNdRange: an nd_range<2> launch over the global range rounded up to the work-group edge given
//                on the command line (default 16), the padding work-items leaving at a bounds guard,
//                whose k-loop accumulates into C[i][j] through the accessor.
// Sizes, the work-group edge and the repeat count come from "--name value" pairs on the command line;
// the matrices live in std::vector members resized in setup(), each behind a small buffer wrapper.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

struct GemmArgs {
  std::size_t ni = 40;
  std::size_t nj = 36;
  std::size_t nk = 28;
  std::size_t wg = 16;
  std::size_t repeats = 2;
};

class FlagParser {
 public:
  FlagParser(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) values_[argv[i]] = std::stoul(argv[i + 1]);
  }
  std::size_t size(const std::string& flag, std::size_t fallback) const {
    const auto found = values_.find(flag);
    return found == values_.end() ? fallback : static_cast<std::size_t>(found->second);
  }

 private:
  std::map<std::string, unsigned long> values_;
};

// A row-major matrix on the host and the 2-D buffer over it.
class DeviceMatrix {
 public:
  void allocate(std::vector<float>& host, std::size_t rows, std::size_t cols) {
    buffer_ = std::make_unique<sycl::buffer<float, 2>>(host.data(), sycl::range<2>(rows, cols));
  }
  sycl::buffer<float, 2>& buffer() { return *buffer_; }

 private:
  std::unique_ptr<sycl::buffer<float, 2>> buffer_;
};

static std::size_t round_up(std::size_t n, std::size_t edge) { return (n + edge - 1) / edge * edge; }

// The data both benchmarks share: inputs, the initial C, and the host reference after `repeats` updates.
class GemmProblem {
 public:
  explicit GemmProblem(const GemmArgs& args) : args_(args) {}

  void setup(sycl::queue&) {
    const std::size_t ni = args_.ni, nj = args_.nj, nk = args_.nk;
    a_.resize(ni * nk);
    b_.resize(nk * nj);
    c_.resize(ni * nj);
    for (std::size_t i = 0; i < ni; ++i)
      for (std::size_t k = 0; k < nk; ++k) a_[i * nk + k] = static_cast<float>((i * 3 + k) % 13) * 0.125f - 0.5f;
    for (std::size_t k = 0; k < nk; ++k)
      for (std::size_t j = 0; j < nj; ++j) b_[k * nj + j] = static_cast<float>((k + 5 * j) % 7) * 0.25f;
    for (std::size_t i = 0; i < ni * nj; ++i) c_[i] = static_cast<float>(i % 4) - 1.0f;
    c_start_ = c_;
    mat_a_.allocate(a_, ni, nk);
    mat_b_.allocate(b_, nk, nj);
    mat_c_.allocate(c_, ni, nj);
  }

  bool verify() {
    const std::size_t ni = args_.ni, nj = args_.nj, nk = args_.nk;
    std::vector<double> want(c_start_.begin(), c_start_.end());
    for (std::size_t r = 0; r < args_.repeats; ++r)
      for (std::size_t i = 0; i < ni; ++i)
        for (std::size_t j = 0; j < nj; ++j) {
          double dot = 0.0;
          for (std::size_t k = 0; k < nk; ++k) dot += static_cast<double>(a_[i * nk + k]) * b_[k * nj + j];
          want[i * nj + j] = alpha_ * dot + beta_ * want[i * nj + j];
        }
    auto c = mat_c_.buffer().get_host_access();
    for (std::size_t i = 0; i < ni; ++i)
      for (std::size_t j = 0; j < nj; ++j)
        if (std::fabs(c[i][j] - want[i * nj + j]) > 1e-3 * (1.0 + std::fabs(want[i * nj + j]))) return false;
    return true;
  }

 protected:
  GemmArgs args_;
  float alpha_ = 1.5f;
  float beta_ = 0.5f;
  std::vector<float> a_, b_, c_, c_start_;
  DeviceMatrix mat_a_, mat_b_, mat_c_;
};

class GemmRange : public GemmProblem {
 public:
  using GemmProblem::GemmProblem;
  static const char* name() { return "gemm (range, scalar accumulator)"; }

  void run(sycl::queue& q, std::vector<sycl::event>& events) { events.push_back(submit_gemm(q)); }

 private:
  sycl::event submit_gemm(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      sycl::accessor a{mat_a_.buffer(), cgh, sycl::read_only};
      sycl::accessor b{mat_b_.buffer(), cgh, sycl::read_only};
      sycl::accessor c{mat_c_.buffer(), cgh, sycl::read_write};
      const float alpha = alpha_, beta = beta_;
      cgh.parallel_for<class GemmRangeKernel>(
          sycl::range<2>(args_.ni, args_.nj), [=, NK_ = args_.nk](sycl::id<2> id) {
            const std::size_t i = id[0], j = id[1];
            float dot = 0.0f;
            for (std::size_t k = 0; k < NK_; ++k) dot += a[i][k] * b[k][j];
            c[i][j] = alpha * dot + beta * c[i][j];
          });
    });
  }
};

class GemmNdRange : public GemmProblem {
 public:
  using GemmProblem::GemmProblem;
  static const char* name() { return "gemm (nd_range, accumulate in C)"; }

  void run(sycl::queue& q, std::vector<sycl::event>& events) { events.push_back(submit_gemm(q)); }

 private:
  sycl::event submit_gemm(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      auto c = mat_c_.buffer().get_access<sycl::access::mode::read_write>(cgh);
      auto a = mat_a_.buffer().get_access<sycl::access::mode::read>(cgh);
      auto b = mat_b_.buffer().get_access<sycl::access::mode::read>(cgh);
      const float alpha = alpha_, beta = beta_;
      const std::size_t wg = args_.wg;
      const sycl::nd_range<2> launch{sycl::range<2>(round_up(args_.ni, wg), round_up(args_.nj, wg)),
                                     sycl::range<2>(wg, wg)};
      cgh.parallel_for<class GemmNdRangeKernel>(
          launch, [=, NI_ = args_.ni, NJ_ = args_.nj, NK_ = args_.nk](sycl::nd_item<2> item) {
            const std::size_t i = item.get_global_id(0), j = item.get_global_id(1);
            if (i >= NI_ || j >= NJ_) return;  // the padding of the rounded-up range
            c[i][j] *= beta;
            for (std::size_t k = 0; k < NK_; ++k) c[i][j] += alpha * a[i][k] * b[k][j];
          });
    });
  }
};

template <typename Benchmark>
class Harness {
 public:
  explicit Harness(const GemmArgs& args) : args_(args), bench_(args) {}

  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t r = 0; r < args_.repeats; ++r) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      for (sycl::event& e : events) e.wait();
      events.clear();
      const auto stop = std::chrono::steady_clock::now();
      std::printf("%s, repeat %zu: %.3f ms\n", Benchmark::name(), r,
                  std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s: %s\n", Benchmark::name(), ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  GemmArgs args_;
  Benchmark bench_;
};

int main(int argc, char** argv) {
  const FlagParser flags(argc, argv);
  GemmArgs args;
  args.ni = flags.size("--ni", 40);
  args.nj = flags.size("--nj", 36);
  args.nk = flags.size("--nk", 28);
  args.wg = flags.size("--wg", 16);
  args.repeats = flags.size("--repeats", 2);
  int failures = Harness<GemmRange>(args).run();
  failures += Harness<GemmNdRange>(args).run();
  return failures == 0 ? 0 : 1;
}
