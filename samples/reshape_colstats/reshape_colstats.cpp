// Benchmark-suite style column statistics of a tall rows x cols matrix (2048 x 512 by default): one
// work-item per column, looping over every row, so the launches hold only `cols` work-items however
// tall the matrix is.  ColMean writes each column's mean, ColStdDev (a second pass over the rows) its
// standard deviation about that mean.  A ColumnStatsBench is run by a Harness template that times a
// run loop of several iterations; options come in pairs (--rows N --cols N --iterations N, compared
// with strcmp and read with strtoul); the matrix lives flat in a std::vector of rows * cols floats and
// each array behind a HostMirror wrapper holding the vector and its buffer together.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

class ColMean;
class ColStdDev;

struct StatsConfig {
  std::size_t rows = 2048;
  std::size_t cols = 512;
  std::size_t iterations = 4;
};

class OptionParser {
 public:
  OptionParser(int argc, char** argv) : argc_(argc), argv_(argv) {}
  // the value after `name`, or `fallback` when it is not given
  std::size_t get(const char* name, std::size_t fallback) const {
    for (int i = 1; i + 1 < argc_; ++i)
      if (std::strcmp(argv_[i], name) == 0) return std::strtoul(argv_[i + 1], nullptr, 10);
    return fallback;
  }

 private:
  int argc_;
  char** argv_;
};

// Host storage and the 1-D buffer over it, created together and released together.
class HostMirror {
 public:
  void create(const std::vector<float>& contents) {
    host_ = contents;
    buffer_.emplace(host_.data(), sycl::range<1>(host_.size()));
  }
  void create(std::size_t count, float fill) { create(std::vector<float>(count, fill)); }
  sycl::buffer<float, 1>& device() { return *buffer_; }

 private:
  std::vector<float> host_;
  std::optional<sycl::buffer<float, 1>> buffer_;
};

class ColumnStatsBench {
 public:
  explicit ColumnStatsBench(const StatsConfig& cfg) : rows_(cfg.rows), cols_(cfg.cols) {}
  static const char* name() { return "reshape-colstats"; }

  void setup() {
    input_.resize(rows_ * cols_);
    for (std::size_t r = 0; r < rows_; ++r)
      for (std::size_t c = 0; c < cols_; ++c)
        input_[r * cols_ + c] = static_cast<float>((r * 13 + c * 7) % 29) * 0.1f + static_cast<float>(c % 3);
    matrix_.create(input_);
    mean_.create(cols_, 0.0f);
    stddev_.create(cols_, 0.0f);
  }

  void column_means(sycl::queue& q) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor m{matrix_.device(), cgh, sycl::read_only};
      sycl::accessor mean{mean_.device(), cgh, sycl::write_only, sycl::no_init};
      const std::size_t rows = rows_, cols = cols_;
      cgh.parallel_for<ColMean>(sycl::range<1>(cols_), [=](sycl::id<1> id) {
        const std::size_t c = id[0];
        float sum = 0.0f;
        for (std::size_t r = 0; r < rows; ++r) sum += m[r * cols + c];
        mean[c] = sum / static_cast<float>(rows);
      });
    });
  }

  void column_stddevs(sycl::queue& q) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor m{matrix_.device(), cgh, sycl::read_only};
      sycl::accessor mean{mean_.device(), cgh, sycl::read_only};
      sycl::accessor stddev{stddev_.device(), cgh, sycl::write_only, sycl::no_init};
      const std::size_t rows = rows_, cols = cols_;
      cgh.parallel_for<ColStdDev>(sycl::range<1>(cols_), [=](sycl::id<1> id) {
        const std::size_t c = id[0];
        const float mu = mean[c];
        float sq = 0.0f;
        for (std::size_t r = 0; r < rows; ++r) {
          const float d = m[r * cols + c] - mu;
          sq += d * d;
        }
        stddev[c] = sycl::sqrt(sq / static_cast<float>(rows));
      });
    });
  }

  void run(sycl::queue& q) {
    column_means(q);
    column_stddevs(q);
    q.wait();
  }

  bool verify() {
    sycl::host_accessor mean{mean_.device(), sycl::read_only};
    sycl::host_accessor stddev{stddev_.device(), sycl::read_only};
    // a float sum of `rows` terms: allow rows * epsilon of the terms' magnitude
    const double rel = 4.0 * static_cast<double>(rows_) * 1.2e-7;
    std::size_t bad = 0;
    for (std::size_t c = 0; c < cols_; ++c) {
      double sum = 0.0, magnitude = 0.0, sq = 0.0;
      for (std::size_t r = 0; r < rows_; ++r) {
        sum += input_[r * cols_ + c];
        magnitude += std::fabs(input_[r * cols_ + c]);
      }
      const double want_mean = sum / static_cast<double>(rows_);
      for (std::size_t r = 0; r < rows_; ++r) sq += (input_[r * cols_ + c] - want_mean) * (input_[r * cols_ + c] - want_mean);
      const double want_sd = std::sqrt(sq / static_cast<double>(rows_));
      const bool ok = std::fabs(mean[c] - want_mean) <= rel * magnitude / static_cast<double>(rows_) + 1e-6 &&
                      std::fabs(stddev[c] - want_sd) <= rel * (want_sd + std::fabs(want_mean)) + 1e-5;
      if (!ok && bad++ < 4)
        std::printf("column %zu: mean %g (want %g), stddev %g (want %g)\n", c, static_cast<double>(mean[c]), want_mean,
                    static_cast<double>(stddev[c]), want_sd);
    }
    return bad == 0;
  }

 private:
  std::size_t rows_, cols_;
  std::vector<float> input_;
  HostMirror matrix_, mean_, stddev_;
};

template <typename Bench>
class Harness {
 public:
  Harness(const StatsConfig& cfg) : cfg_(cfg), bench_(cfg) {}

  int run() {
    sycl::queue q;
    bench_.setup();
    double total = 0.0;
    for (std::size_t it = 0; it < cfg_.iterations; ++it) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q);
      total += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    }
    const bool ok = bench_.verify();
    std::printf("%s %zu x %zu: %zu iterations, %.3f ms in all, %s\n", Bench::name(), cfg_.rows, cfg_.cols,
                cfg_.iterations, total, ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  StatsConfig cfg_;
  Bench bench_;
};

int main(int argc, char** argv) {
  const OptionParser options(argc, argv);
  StatsConfig cfg;
  cfg.rows = options.get("--rows", cfg.rows);
  cfg.cols = options.get("--cols", cfg.cols);
  cfg.iterations = options.get("--iterations", cfg.iterations);
  return Harness<ColumnStatsBench>(cfg).run();
}
