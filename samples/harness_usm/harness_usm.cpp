// Benchmark-suite style USM pipeline: a harness template, sizes from the command line, data in
// std::vector members resized in setup(), device memory behind a DeviceArray<T> wrapper that owns a
// malloc_device allocation (freed in its destructor), one malloc_shared result behind a
// std::unique_ptr whose deleter calls sycl::free, q.memcpy to and from the vectors, and four kernels
// submitted from a member function inside a timed loop: scale, saxpy, a row-wise matrix-vector
// product accumulating into its output element, and a fold that gets two pointers into the SAME
// allocation (its front p and its back half p + n/2; the front pointer also reads the back half).
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

class Scale;
class Saxpy;
class MatVecRows;
class FoldHalves;

struct PipelineArgs {
  std::size_t n = 64;
  std::size_t repetitions = 2;
};

// --name=value options; unknown ones are ignored.
class OptionParser {
 public:
  OptionParser(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
      const std::string arg = argv[i];
      const auto eq = arg.find('=');
      if (arg.rfind("--", 0) == 0 && eq != std::string::npos) values_[arg.substr(2, eq - 2)] = arg.substr(eq + 1);
    }
  }
  std::size_t size_option(const std::string& key, std::size_t fallback) const {
    const auto it = values_.find(key);
    return it == values_.end() ? fallback : static_cast<std::size_t>(std::stoul(it->second));
  }

 private:
  std::map<std::string, std::string> values_;
};

template <typename T>
class DeviceArray {
 public:
  DeviceArray(sycl::queue& q, std::size_t count) : q_(q), count_(count), data_(sycl::malloc_device<T>(count, q)) {}
  ~DeviceArray() { sycl::free(data_, q_); }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;

  T* data() const { return data_; }
  std::size_t size() const { return count_; }
  sycl::event upload(const std::vector<T>& host) { return q_.memcpy(data_, host.data(), count_ * sizeof(T)); }
  sycl::event download(std::vector<T>& host) { return q_.memcpy(host.data(), data_, count_ * sizeof(T)); }

 private:
  sycl::queue q_;
  std::size_t count_;
  T* data_;
};

struct SharedFree {
  sycl::queue q;
  void operator()(float* p) const { sycl::free(p, q); }
};

class UsmPipeline {
 public:
  explicit UsmPipeline(const PipelineArgs& args) : args_(args) {}

  void setup(sycl::queue& q) {
    const std::size_t n = args_.n;
    x_.resize(n);
    y_.resize(n);
    m_.resize(n * n);
    w_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      x_[i] = 1.0f + static_cast<float>(i % 5);
      y_[i] = static_cast<float>(i % 3) - 1.0f;
      w_[i] = static_cast<float>((i * 7) % 13) * 0.25f;
    }
    for (std::size_t i = 0; i < n * n; ++i) m_[i] = static_cast<float>(i % 9) * 0.125f - 0.5f;

    dx_ = std::make_unique<DeviceArray<float>>(q, n);
    dy_ = std::make_unique<DeviceArray<float>>(q, n);
    dm_ = std::make_unique<DeviceArray<float>>(q, n * n);
    dw_ = std::make_unique<DeviceArray<float>>(q, n);
    out_ = std::unique_ptr<float, SharedFree>(sycl::malloc_shared<float>(n, q), SharedFree{q});

    std::vector<sycl::event> copies;
    copies.push_back(dx_->upload(x_));
    copies.push_back(dy_->upload(y_));
    copies.push_back(dm_->upload(m_));
    copies.push_back(dw_->upload(w_));
    sycl::event::wait(copies);
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    const std::size_t n = args_.n;
    const std::size_t half = n / 2;
    float* x = dx_->data();
    float* y = dy_->data();
    const float* m = dm_->data();
    float* out = out_.get();
    const float s = scale_;
    const float a = alpha_;

    events.push_back(q.parallel_for<Scale>(sycl::range<1>(n), [=](sycl::id<1> i) { x[i] = s * x[i]; }));
    events.back().wait();

    events.push_back(q.submit([&](sycl::handler& h) {
      h.parallel_for<Saxpy>(sycl::range<1>(n), [=](sycl::id<1> i) { y[i] = a * x[i] + y[i]; });
    }));
    events.back().wait();

    events.push_back(q.parallel_for<MatVecRows>(sycl::range<1>(n), [=, N_ = n](sycl::id<1> row) {
      out[row] = 0.0f;
      for (std::size_t k = 0; k < N_; ++k) out[row] += m[row[0] * N_ + k] * y[k];
    }));
    events.back().wait();

    float* front = dw_->data();
    float* back = dw_->data() + half;
    events.push_back(q.submit([&](sycl::handler& h) {
      h.parallel_for<FoldHalves>(sycl::range<1>(half), [=, H_ = half](sycl::id<1> i) {
        back[i] = front[i] + 0.5f * front[i + H_];  // front[i + H_] is back[i]
      });
    }));
    events.back().wait();
  }

  bool verify(sycl::queue& q) {
    const std::size_t n = args_.n;
    const std::size_t half = n / 2;
    std::vector<float> x(n), y(n), w(n);
    std::vector<sycl::event> copies;
    copies.push_back(dx_->download(x));
    copies.push_back(dy_->download(y));
    copies.push_back(dw_->download(w));
    sycl::event::wait(copies);
    q.wait();

    std::vector<float> rx = x_, ry = y_, rw = w_, rout(n, 0.0f);
    for (std::size_t it = 0; it < args_.repetitions; ++it) {
      for (std::size_t i = 0; i < n; ++i) rx[i] = scale_ * rx[i];
      for (std::size_t i = 0; i < n; ++i) ry[i] = alpha_ * rx[i] + ry[i];
      for (std::size_t r = 0; r < n; ++r) {
        rout[r] = 0.0f;
        for (std::size_t k = 0; k < n; ++k) rout[r] += m_[r * n + k] * ry[k];
      }
      for (std::size_t i = 0; i < half; ++i) rw[half + i] = rw[i] + 0.5f * rw[half + i];
    }
    bool ok = true;
    const float* out = out_.get();
    for (std::size_t i = 0; i < n && ok; ++i) {
      ok = std::fabs(x[i] - rx[i]) <= 1e-5f * (1.0f + std::fabs(rx[i])) &&
           std::fabs(y[i] - ry[i]) <= 1e-4f * (1.0f + std::fabs(ry[i])) &&
           std::fabs(out[i] - rout[i]) <= 1e-3f * (1.0f + std::fabs(rout[i])) &&
           std::fabs(w[i] - rw[i]) <= 1e-5f * (1.0f + std::fabs(rw[i]));
    }
    return ok;
  }

 private:
  PipelineArgs args_;
  float scale_ = 0.5f;
  float alpha_ = 1.5f;
  std::vector<float> x_, y_, m_, w_;
  std::unique_ptr<DeviceArray<float>> dx_, dy_, dm_, dw_;
  std::unique_ptr<float, SharedFree> out_;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const PipelineArgs& args) : args_(args), bench_(args) {}

  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t rep = 0; rep < args_.repetitions; ++rep) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      const auto stop = std::chrono::steady_clock::now();
      std::printf("repetition %zu: %.3f ms\n", rep, std::chrono::duration<double, std::milli>(stop - start).count());
    }
    sycl::event::wait(events);
    const bool ok = bench_.verify(q);
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  PipelineArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  OptionParser options(argc, argv);
  PipelineArgs args;
  args.n = options.size_option("n", 64);
  args.repetitions = options.size_option("repetitions", 2);
  return Harness<UsmPipeline>(args).run();
}
