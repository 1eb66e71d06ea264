// Benchmark-suite style symmetric rank-k updates of the lower triangle of an N x N matrix C, with
// N x M inputs A and B, as two benchmarks of one harness template:
//   Syrk:  C = alpha * A * A^T + beta * C, the k-loop summing into a private scalar;
//   Syr2k: C = alpha * A * B^T + alpha * B * A^T + beta * C, the k-loop accumulating into C[i][j].
// Both are range<2> launches over the whole N x N square; the work-items above the diagonal (j > i)
// do nothing, the guard being inside the kernel (an if around the body in Syrk, an early return in
// Syr2k), so the upper triangle keeps its initial values. Sizes come from "--name=value" arguments.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

struct SyrkArgs {
  std::size_t n = 44;
  std::size_t m = 30;
  std::size_t repeats = 2;
};

// Reads "--n=44 --m=30 --repeats=2"; an argument it does not know is ignored.
class ArgumentList {
 public:
  ArgumentList(int argc, char** argv) : argc_(argc), argv_(argv) {}
  std::size_t get(const char* key, std::size_t fallback) const {
    const std::size_t len = std::strlen(key);
    for (int i = 1; i < argc_; ++i)
      if (std::strncmp(argv_[i], key, len) == 0 && argv_[i][len] == '=')
        return static_cast<std::size_t>(std::strtoul(argv_[i] + len + 1, nullptr, 10));
    return fallback;
  }

 private:
  int argc_;
  char** argv_;
};

// A 2-D buffer over a std::vector the caller keeps alive.
class Buffer2D {
 public:
  void attach(std::vector<float>& host, std::size_t rows, std::size_t cols) {
    buf_.emplace(host.data(), sycl::range<2>(rows, cols));
  }
  sycl::buffer<float, 2>& get() { return *buf_; }

 private:
  std::optional<sycl::buffer<float, 2>> buf_;
};

static float input_value(std::size_t i, std::size_t k, std::size_t salt) {
  return static_cast<float>((i * 5 + k * 3 + salt) % 9) * 0.25f - 1.0f;
}

static bool close_to(float got, double want) { return std::fabs(got - want) <= 1e-3 * (1.0 + std::fabs(want)); }

class Syrk {
 public:
  explicit Syrk(const SyrkArgs& args) : args_(args) {}
  static const char* name() { return "syrk"; }

  void setup(sycl::queue&) {
    const std::size_t n = args_.n, m = args_.m;
    a_.resize(n * m);
    c_.resize(n * n);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t k = 0; k < m; ++k) a_[i * m + k] = input_value(i, k, 0);
    for (std::size_t i = 0; i < n * n; ++i) c_[i] = static_cast<float>(i % 3);
    c_start_ = c_;
    buf_a_.attach(a_, n, m);
    buf_c_.attach(c_, n, n);
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) { events.push_back(update(q)); }

  bool verify() {
    const std::size_t n = args_.n, m = args_.m;
    std::vector<double> want(c_start_.begin(), c_start_.end());
    for (std::size_t r = 0; r < args_.repeats; ++r)
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j <= i; ++j) {
          double dot = 0.0;
          for (std::size_t k = 0; k < m; ++k) dot += static_cast<double>(a_[i * m + k]) * a_[j * m + k];
          want[i * n + j] = alpha_ * dot + beta_ * want[i * n + j];
        }
    auto c = buf_c_.get().get_host_access();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        if (!close_to(c[i][j], want[i * n + j])) return false;
    return true;
  }

 private:
  sycl::event update(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      sycl::accessor c{buf_c_.get(), cgh, sycl::read_write};
      sycl::accessor a{buf_a_.get(), cgh, sycl::read_only};
      const float alpha = alpha_, beta = beta_;
      cgh.parallel_for<class SyrkLower>(sycl::range<2>(args_.n, args_.n), [=, M_ = args_.m](sycl::id<2> id) {
        const std::size_t i = id[0], j = id[1];
        if (j <= i) {
          float dot = 0.0f;
          for (std::size_t k = 0; k < M_; ++k) dot += a[i][k] * a[j][k];
          c[i][j] = beta * c[i][j] + alpha * dot;
        }
      });
    });
  }

  SyrkArgs args_;
  float alpha_ = 0.75f, beta_ = 1.25f;
  std::vector<float> a_, c_, c_start_;
  Buffer2D buf_a_, buf_c_;
};

class Syr2k {
 public:
  explicit Syr2k(const SyrkArgs& args) : args_(args) {}
  static const char* name() { return "syr2k"; }

  void setup(sycl::queue&) {
    const std::size_t n = args_.n, m = args_.m;
    a_.resize(n * m);
    b_.resize(n * m);
    c_.resize(n * n);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t k = 0; k < m; ++k) {
        a_[i * m + k] = input_value(i, k, 1);
        b_[i * m + k] = input_value(k, i, 4);
      }
    for (std::size_t i = 0; i < n * n; ++i) c_[i] = 1.0f - static_cast<float>(i % 5) * 0.5f;
    c_start_ = c_;
    buf_a_.attach(a_, n, m);
    buf_b_.attach(b_, n, m);
    buf_c_.attach(c_, n, n);
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) { events.push_back(update(q)); }

  bool verify() {
    const std::size_t n = args_.n, m = args_.m;
    std::vector<double> want(c_start_.begin(), c_start_.end());
    for (std::size_t r = 0; r < args_.repeats; ++r)
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j <= i; ++j) {
          double acc = beta_ * want[i * n + j];
          for (std::size_t k = 0; k < m; ++k)
            acc += alpha_ * (static_cast<double>(a_[j * m + k]) * b_[i * m + k] +
                             static_cast<double>(b_[j * m + k]) * a_[i * m + k]);
          want[i * n + j] = acc;
        }
    auto c = buf_c_.get().get_host_access();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        if (!close_to(c[i][j], want[i * n + j])) return false;
    return true;
  }

 private:
  sycl::event update(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      auto a = buf_a_.get().get_access<sycl::access::mode::read>(cgh);
      auto b = buf_b_.get().get_access<sycl::access::mode::read>(cgh);
      auto c = buf_c_.get().get_access<sycl::access::mode::read_write>(cgh);
      const float alpha = alpha_, beta = beta_;
      cgh.parallel_for<class Syr2kLower>(sycl::range<2>(args_.n, args_.n), [=, M_ = args_.m](sycl::id<2> id) {
        const std::size_t i = id[0], j = id[1];
        if (j > i) return;  // the upper triangle stays as it is
        c[i][j] *= beta;
        for (std::size_t k = 0; k < M_; ++k) c[i][j] += a[j][k] * alpha * b[i][k] + b[j][k] * alpha * a[i][k];
      });
    });
  }

  SyrkArgs args_;
  float alpha_ = 0.5f, beta_ = 0.75f;
  std::vector<float> a_, b_, c_, c_start_;
  Buffer2D buf_a_, buf_b_, buf_c_;
};

template <typename Benchmark>
class Harness {
 public:
  explicit Harness(const SyrkArgs& args) : args_(args), bench_(args) {}

  bool run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t r = 0; r < args_.repeats; ++r) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      sycl::event::wait(events);
      events.clear();
      const auto stop = std::chrono::steady_clock::now();
      std::printf("%s repeat %zu: %.3f ms\n", Benchmark::name(), r,
                  std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s: %s\n", Benchmark::name(), ok ? "PASS" : "FAIL");
    return ok;
  }

 private:
  SyrkArgs args_;
  Benchmark bench_;
};

int main(int argc, char** argv) {
  const ArgumentList arguments(argc, argv);
  SyrkArgs args;
  args.n = arguments.get("--n", 44);
  args.m = arguments.get("--m", 30);
  args.repeats = arguments.get("--repeats", 2);
  const bool syrk_ok = Harness<Syrk>(args).run();
  const bool syr2k_ok = Harness<Syr2k>(args).run();
  return syrk_ok && syr2k_ok ? 0 : 1;
}
