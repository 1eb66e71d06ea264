// Benchmark-suite style GEMM + matrix-vector product: a harness template, sizes from the command line,
// data in std::vector members resized in setup(), buffers behind a small wrapper class, kernels
// submitted from member functions inside a timed loop.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

struct Args {
  std::size_t size = 64;
  std::size_t iterations = 2;
};

class CommandLine {
 public:
  CommandLine(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) options_[argv[i]] = argv[i + 1];
  }
  std::size_t get(const std::string& name, std::size_t fallback) const {
    auto it = options_.find(name);
    return it == options_.end() ? fallback : static_cast<std::size_t>(std::stoul(it->second));
  }

 private:
  std::map<std::string, std::string> options_;
};

template <typename T, int Dims>
class BufferWrapper {
 public:
  void initialize(sycl::queue& q, T* data, sycl::range<Dims> r) {
    buffer_.emplace(data, r);
    q.submit([&](sycl::handler& cgh) {  // warm-up: touch the buffer once on the device
      auto acc = buffer_->template get_access<sycl::access::mode::read_write>(cgh);
      cgh.single_task([=]() { (void)acc; });
    });
  }
  sycl::buffer<T, Dims>& get() { return *buffer_; }

 private:
  std::optional<sycl::buffer<T, Dims>> buffer_;
};

class MatrixKernels {
 public:
  explicit MatrixKernels(const Args& args) : args_(args) {}

  void setup(sycl::queue& q) {
    const std::size_t n = args_.size;
    a_.resize(n * n);
    b_.resize(n * n);
    c_.resize(n * n);
    x_.resize(n);
    y_.resize(n);
    for (std::size_t i = 0; i < n * n; ++i) {
      a_[i] = static_cast<float>(i % 7) * 0.5f;
      b_[i] = static_cast<float>(i % 5) - 1.0f;
      c_[i] = 0.0f;
    }
    for (std::size_t i = 0; i < n; ++i) {
      x_[i] = 1.0f + static_cast<float>(i % 3);
      y_[i] = 0.0f;
    }
    buf_a_.initialize(q, a_.data(), sycl::range<2>(n, n));
    buf_b_.initialize(q, b_.data(), sycl::range<2>(n, n));
    buf_c_.initialize(q, c_.data(), sycl::range<2>(n, n));
    buf_x_.initialize(q, x_.data(), sycl::range<1>(n));
    buf_y_.initialize(q, y_.data(), sycl::range<1>(n));
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    events.push_back(q.submit([&](sycl::handler& cgh) {
      auto a = buf_a_.get().get_access<sycl::access::mode::read>(cgh);
      auto b = buf_b_.get().get_access<sycl::access::mode::read>(cgh);
      auto c = buf_c_.get().get_access<sycl::access::mode::read_write>(cgh);
      cgh.parallel_for<class HarnessGemm>(sycl::range<2>(args_.size, args_.size), [=, N_ = args_.size](sycl::id<2> id) {
        const std::size_t i = id[0], j = id[1];
        for (std::size_t k = 0; k < N_; ++k) c[i][j] += a[i][k] * b[k][j];
      });
    }));
    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor a(buf_a_.get(), cgh, sycl::read_only);
      sycl::accessor x(buf_x_.get(), cgh, sycl::read_only);
      sycl::accessor y(buf_y_.get(), cgh, sycl::write_only);
      cgh.parallel_for<class HarnessMatVec>(sycl::range<1>(args_.size), [=, N_ = args_.size](sycl::id<1> row) {
        float sum = 0.0f;
        for (std::size_t k = 0; k < N_; ++k) sum += a[row[0]][k] * x[k];
        y[row] = sum;
      });
    }));
  }

  bool verify() {
    const std::size_t n = args_.size;
    auto c = buf_c_.get().get_host_access();
    auto y = buf_y_.get().get_host_access();
    bool ok = true;
    for (std::size_t i = 0; i < n && ok; i += n / 4 + 1) {
      for (std::size_t j = 0; j < n && ok; j += n / 4 + 1) {
        float want = 0.0f;
        for (std::size_t k = 0; k < n; ++k) want += a_[i * n + k] * b_[k * n + j];
        want *= static_cast<float>(args_.iterations);
        ok = std::abs(c[i][j] - want) <= 1e-3f * (1.0f + std::abs(want));
      }
      float want_y = 0.0f;
      for (std::size_t k = 0; k < n; ++k) want_y += a_[i * n + k] * x_[k];
      ok = ok && std::abs(y[i] - want_y) <= 1e-3f * (1.0f + std::abs(want_y));
    }
    return ok;
  }

 private:
  Args args_;
  std::vector<float> a_, b_, c_, x_, y_;
  BufferWrapper<float, 2> buf_a_, buf_b_, buf_c_;
  BufferWrapper<float, 1> buf_x_, buf_y_;
};

template <typename Benchmark>
class Harness {
 public:
  Harness(const Args& args) : args_(args), bench_(args) {}
  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t it = 0; it < args_.iterations; ++it) {
      auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      q.wait();
      auto stop = std::chrono::steady_clock::now();
      std::printf("iteration %zu: %.3f ms\n", it, std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  Args args_;
  Benchmark bench_;
};

int main(int argc, char** argv) {
  CommandLine cl(argc, argv);
  Args args;
  args.size = cl.get("--size", 64);
  args.iterations = cl.get("--iterations", 2);
  return Harness<MatrixKernels>(args).run();
}
