// Benchmark-suite style column statistics: a virtual benchmark interface driven by a generic runner,
// sizes from the command line, a data matrix in a std::vector filled in setup(), three kernels that
// share buffers (column means, column variances, centring in place), one of them with two accessors
// on the same buffer.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

struct Sizes {
  std::size_t rows = 64;
  std::size_t cols = 32;
};

class Benchmark {
 public:
  virtual ~Benchmark() = default;
  virtual void setup(sycl::queue& q) = 0;
  virtual void run(sycl::queue& q) = 0;
  virtual bool verify() = 0;
};

class ColumnStats : public Benchmark {
 public:
  explicit ColumnStats(Sizes s) : s_(s) {}

  void setup(sycl::queue&) override {
    data_.resize(s_.rows * s_.cols);
    for (std::size_t r = 0; r < s_.rows; ++r)
      for (std::size_t c = 0; c < s_.cols; ++c) data_[r * s_.cols + c] = static_cast<float>((r * 7 + c * 3) % 11);
    reference_ = data_;
    mean_.assign(s_.cols, 0.0f);
    var_.assign(s_.cols, 0.0f);
    data_buf_ = std::make_unique<sycl::buffer<float, 2>>(data_.data(), sycl::range<2>(s_.rows, s_.cols));
    mean_buf_ = std::make_unique<sycl::buffer<float, 1>>(mean_.data(), sycl::range<1>(s_.cols));
    var_buf_ = std::make_unique<sycl::buffer<float, 1>>(var_.data(), sycl::range<1>(s_.cols));
  }

  void run(sycl::queue& q) override {
    const std::size_t rows = s_.rows;
    q.submit([&](sycl::handler& cgh) {
      auto data = data_buf_->get_access<sycl::access::mode::read>(cgh);
      auto mean = mean_buf_->get_access<sycl::access::mode::discard_write>(cgh);
      cgh.parallel_for<class ColumnMean>(sycl::range<1>(s_.cols), [=](sycl::id<1> c) {
        float sum = 0.0f;
        for (std::size_t r = 0; r < rows; ++r) sum += data[r][c[0]];
        mean[c] = sum / static_cast<float>(rows);
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor data(*data_buf_, cgh, sycl::read_only);
      sycl::accessor mean(*mean_buf_, cgh, sycl::read_only);
      sycl::accessor var(*var_buf_, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<class ColumnVariance>(sycl::range<1>(s_.cols), [=](sycl::id<1> c) {
        float sum = 0.0f;
        for (std::size_t r = 0; r < rows; ++r) {
          const float d = data[r][c[0]] - mean[c];
          sum += d * d;
        }
        var[c] = sum / static_cast<float>(rows);
      });
    });
    q.submit([&](sycl::handler& cgh) {  // centre in place: reads and writes the same buffer
      auto in = data_buf_->get_access<sycl::access::mode::read>(cgh);
      auto out = data_buf_->get_access<sycl::access::mode::write>(cgh);
      auto mean = mean_buf_->get_access<sycl::access::mode::read>(cgh);
      cgh.parallel_for<class CentreColumns>(sycl::range<2>(s_.rows, s_.cols), [=](sycl::id<2> id) {
        out[id] = in[id] - mean[id[1]];
      });
    });
    q.wait();
  }

  bool verify() override {
    auto data = data_buf_->get_host_access();
    auto var = var_buf_->get_host_access();
    bool ok = true;
    for (std::size_t c = 0; c < s_.cols && ok; ++c) {
      double m = 0.0, v = 0.0;
      for (std::size_t r = 0; r < s_.rows; ++r) m += reference_[r * s_.cols + c];
      m /= static_cast<double>(s_.rows);
      for (std::size_t r = 0; r < s_.rows; ++r) v += (reference_[r * s_.cols + c] - m) * (reference_[r * s_.cols + c] - m);
      v /= static_cast<double>(s_.rows);
      ok = std::fabs(var[c] - v) <= 1e-3 * (1.0 + v) &&
           std::fabs(data[0][c] - (reference_[c] - m)) <= 1e-3 * (1.0 + std::fabs(m));
    }
    return ok;
  }

 private:
  Sizes s_;
  std::vector<float> data_, reference_, mean_, var_;
  std::unique_ptr<sycl::buffer<float, 2>> data_buf_;
  std::unique_ptr<sycl::buffer<float, 1>> mean_buf_, var_buf_;
};

static int run_benchmark(Benchmark& bench, int repetitions) {
  sycl::queue q;
  bench.setup(q);
  for (int i = 0; i < repetitions; ++i) bench.run(q);
  const bool ok = bench.verify();
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

int main(int argc, char** argv) {
  Sizes s;
  if (argc > 1) s.rows = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) s.cols = std::strtoul(argv[2], nullptr, 10);
  std::unique_ptr<Benchmark> bench = std::make_unique<ColumnStats>(s);
  return run_benchmark(*bench, 1);
}
