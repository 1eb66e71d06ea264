// Benchmark-suite style 2mm: tmp = alpha * A * B, then D = beta * D + tmp * C, for non-square
// NI x NK, NK x NJ, NJ x NL matrices whose sizes (and the work-group edge of the first kernel) come
// from the command line. A, B, D and tmp live in std::vector members, C in a std::unique_ptr<float[]>,
// alpha and beta in a std::array. Both kernels accumulate into their output element through the
// accessor inside the k-loop; the first one is an nd_range launch over a rounded-up global range.
#include <sycl/sycl.hpp>

#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

struct MatrixChainArgs {
  std::size_t ni = 36;
  std::size_t nj = 20;
  std::size_t nk = 56;
  std::size_t nl = 32;
  std::size_t wg = 8;
  std::size_t repeats = 2;
};

class ArgParser {
 public:
  ArgParser(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) flags_[argv[i]] = argv[i + 1];
  }
  std::size_t get(const std::string& flag, std::size_t fallback) const {
    const auto it = flags_.find(flag);
    return it == flags_.end() ? fallback : static_cast<std::size_t>(std::stoul(it->second));
  }

 private:
  std::map<std::string, std::string> flags_;
};

// A 2-D buffer over host memory the caller keeps alive.
class Matrix2D {
 public:
  void bind(float* host, std::size_t rows, std::size_t cols) {
    buf_ = std::make_shared<sycl::buffer<float, 2>>(host, sycl::range<2>(rows, cols));
  }
  sycl::buffer<float, 2>& buf() { return *buf_; }

 private:
  std::shared_ptr<sycl::buffer<float, 2>> buf_;
};

static std::size_t round_up(std::size_t n, std::size_t multiple) { return (n + multiple - 1) / multiple * multiple; }

class TwoMM {
 public:
  explicit TwoMM(const MatrixChainArgs& args) : args_(args), scalars_{1.5f, 0.5f} {}

  void setup(sycl::queue&) {
    const std::size_t ni = args_.ni, nj = args_.nj, nk = args_.nk, nl = args_.nl;
    a_.resize(ni * nk);
    b_.resize(nk * nj);
    c_ = std::make_unique<float[]>(nj * nl);
    d_.resize(ni * nl);
    tmp_.resize(ni * nj);
    for (std::size_t i = 0; i < ni * nk; ++i) a_[i] = static_cast<float>(i % 9) * 0.25f;
    for (std::size_t i = 0; i < nk * nj; ++i) b_[i] = static_cast<float>(i % 4) - 1.5f;
    for (std::size_t i = 0; i < nj * nl; ++i) c_[i] = static_cast<float>(i % 5) * 0.5f;
    for (std::size_t i = 0; i < ni * nl; ++i) d_[i] = static_cast<float>(i % 3);
    for (std::size_t i = 0; i < ni * nj; ++i) tmp_[i] = 0.0f;
    d_initial_ = d_;
    mat_a_.bind(a_.data(), ni, nk);
    mat_b_.bind(b_.data(), nk, nj);
    mat_c_.bind(c_.get(), nj, nl);
    mat_d_.bind(d_.data(), ni, nl);
    mat_tmp_.bind(tmp_.data(), ni, nj);
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    events.push_back(first_product(q));
    events.push_back(second_product(q));
  }

  bool verify() {
    const std::size_t ni = args_.ni, nj = args_.nj, nk = args_.nk, nl = args_.nl;
    std::vector<double> tmp(ni * nj, 0.0), d(d_initial_.begin(), d_initial_.end());
    for (std::size_t i = 0; i < ni; ++i)
      for (std::size_t j = 0; j < nj; ++j)
        for (std::size_t k = 0; k < nk; ++k) tmp[i * nj + j] += scalars_[0] * a_[i * nk + k] * b_[k * nj + j];
    for (std::size_t r = 0; r < args_.repeats; ++r)
      for (std::size_t i = 0; i < ni; ++i)
        for (std::size_t l = 0; l < nl; ++l) {
          double acc = scalars_[1] * d[i * nl + l];
          for (std::size_t j = 0; j < nj; ++j) acc += tmp[i * nj + j] * c_[j * nl + l];
          d[i * nl + l] = acc;
        }
    auto dev_d = mat_d_.buf().get_host_access();
    auto dev_tmp = mat_tmp_.buf().get_host_access();
    for (std::size_t i = 0; i < ni; ++i) {
      for (std::size_t j = 0; j < nj; ++j)
        if (std::fabs(dev_tmp[i][j] - tmp[i * nj + j]) > 1e-3 * (1.0 + std::fabs(tmp[i * nj + j]))) return false;
      for (std::size_t l = 0; l < nl; ++l)
        if (std::fabs(dev_d[i][l] - d[i * nl + l]) > 1e-3 * (1.0 + std::fabs(d[i * nl + l]))) return false;
    }
    return true;
  }

 private:
  sycl::event first_product(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      sycl::accessor tmp{mat_tmp_.buf(), cgh, sycl::read_write};
      auto a = mat_a_.buf().get_access<sycl::access::mode::read>(cgh);
      sycl::accessor b{mat_b_.buf(), cgh, sycl::read_only};
      const float alpha = scalars_[0];
      const std::size_t wg = args_.wg;
      const sycl::nd_range<2> launch{sycl::range<2>(round_up(args_.ni, wg), round_up(args_.nj, wg)),
                                     sycl::range<2>(wg, wg)};
      cgh.parallel_for<class ScaledProduct>(launch, [=, NI_ = args_.ni, NJ_ = args_.nj, NK_ = args_.nk](sycl::nd_item<2> it) {
        const std::size_t i = it.get_global_id(0), j = it.get_global_id(1);
        if (i >= NI_ || j >= NJ_) return;  // the padding of the rounded-up range
        tmp[i][j] = 0.0f;
        for (std::size_t k = 0; k < NK_; ++k) tmp[i][j] += alpha * a[i][k] * b[k][j];
      });
    });
  }

  sycl::event second_product(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      auto d = mat_d_.buf().get_access<sycl::access::mode::read_write>(cgh);
      sycl::accessor tmp{mat_tmp_.buf(), cgh, sycl::read_only};
      auto c = mat_c_.buf().get_access<sycl::access::mode::read>(cgh);
      const float beta = scalars_[1];
      cgh.parallel_for<class ScaleAccumulate>(sycl::range<2>(args_.ni, args_.nl), [=, NJ_ = args_.nj](sycl::id<2> id) {
        const std::size_t i = id[0], l = id[1];
        d[i][l] *= beta;
        for (std::size_t j = 0; j < NJ_; ++j) d[i][l] += tmp[i][j] * c[j][l];
      });
    });
  }

  MatrixChainArgs args_;
  std::array<float, 2> scalars_;  // alpha, beta
  std::vector<float> a_, b_, d_, tmp_, d_initial_;
  std::unique_ptr<float[]> c_;
  Matrix2D mat_a_, mat_b_, mat_c_, mat_d_, mat_tmp_;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const MatrixChainArgs& args) : args_(args), bench_(args) {}
  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t r = 0; r < args_.repeats; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      bench_.run(q, events);
      for (auto& e : events) e.wait();
      events.clear();
      const auto t1 = std::chrono::steady_clock::now();
      std::printf("repeat %zu: %.3f ms\n", r, std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  MatrixChainArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  const ArgParser parser(argc, argv);
  MatrixChainArgs args;
  args.ni = parser.get("--ni", 36);
  args.nj = parser.get("--nj", 20);
  args.nk = parser.get("--nk", 56);
  args.nl = parser.get("--nl", 32);
  args.wg = parser.get("--wg", 8);
  args.repeats = parser.get("--repeats", 2);
  return Harness<TwoMM>(args).run();
}
