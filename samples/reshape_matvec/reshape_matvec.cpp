// Benchmark-suite style dense matrix-vector products that expose little parallelism: one work-item per
// row for y = A x (range<1>(rows)) and one per column for z = A^T w (range<1>(cols)); each work-item
// walks its whole row (unit stride) or column (stride cols) of a flat row-major rows x cols matrix,
// accumulating in a private float, and stores its single result.  A MatVecBench class is driven by a
// timing harness over a run loop; sizes and the iteration count come from the command line
// (--rows=N --cols=N --iterations=N, read with strncmp and strtoul); the matrix is a std::vector of
// rows * cols floats, every array sits behind a DeviceVector wrapper that owns its buffer.
#include <sycl/sycl.hpp>

#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

class RowMatVec;
class ColumnMatVec;

struct MatVecOptions {
  std::size_t rows = 1024;
  std::size_t cols = 1024;
  std::size_t iterations = 3;
};

// "--name=value": true (and value set) when `arg` is that option.
static bool read_option(const char* arg, const char* name, std::size_t& value) {
  const std::size_t len = std::strlen(name);
  if (std::strncmp(arg, name, len) != 0 || arg[len] != '=') return false;
  value = std::strtoul(arg + len + 1, nullptr, 10);
  return true;
}

static MatVecOptions parse_options(int argc, char** argv) {
  MatVecOptions opts;
  for (int i = 1; i < argc; ++i) {
    if (read_option(argv[i], "--rows", opts.rows) || read_option(argv[i], "--cols", opts.cols) ||
        read_option(argv[i], "--iterations", opts.iterations))
      continue;
    std::fprintf(stderr, "ignoring unknown argument '%s'\n", argv[i]);
  }
  return opts;
}

// The device side of a host vector: a 1-D buffer over its data, written back when the wrapper goes.
template <typename T>
class DeviceVector {
 public:
  explicit DeviceVector(std::vector<T>& host) : buffer_(host.data(), sycl::range<1>(host.size())) {}
  sycl::buffer<T, 1>& buffer() { return buffer_; }

 private:
  sycl::buffer<T, 1> buffer_;
};

// |got - want| within the rounding a float sum of n terms of total magnitude `magnitude` may gather.
static bool close_enough(float got, double want, double magnitude, std::size_t n) {
  const double tolerance = 2.0 * static_cast<double>(n) * FLT_EPSILON * magnitude + 1e-6;
  return std::fabs(static_cast<double>(got) - want) <= tolerance;
}

class MatVecBench {
 public:
  explicit MatVecBench(const MatVecOptions& opts) : rows_(opts.rows), cols_(opts.cols) {}
  const char* name() const { return "reshape-matvec"; }

  void setup() {
    a_.resize(rows_ * cols_);
    x_.resize(cols_);
    y_.assign(rows_, 0.0f);
    w_.resize(rows_);
    z_.assign(cols_, 0.0f);
    for (std::size_t i = 0; i < rows_; ++i)
      for (std::size_t j = 0; j < cols_; ++j)
        a_[i * cols_ + j] = static_cast<float>((i * 5 + j * 3) % 17) * 0.125f - 1.0f;
    for (std::size_t j = 0; j < cols_; ++j) x_[j] = 1.0f - 0.25f * static_cast<float>(j % 8);
    for (std::size_t i = 0; i < rows_; ++i) w_[i] = 0.5f * static_cast<float>(i % 4) - 0.5f;
    a_dev_ = std::make_unique<DeviceVector<float>>(a_);
    x_dev_ = std::make_unique<DeviceVector<float>>(x_);
    y_dev_ = std::make_unique<DeviceVector<float>>(y_);
    w_dev_ = std::make_unique<DeviceVector<float>>(w_);
    z_dev_ = std::make_unique<DeviceVector<float>>(z_);
  }

  // y = A x: work-item i reads row i.
  void row_product(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{a_dev_->buffer(), h, sycl::read_only};
      sycl::accessor x{x_dev_->buffer(), h, sycl::read_only};
      sycl::accessor y{y_dev_->buffer(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowMatVec>(sycl::range<1>(rows_), [=, COLS = cols_](sycl::id<1> row) {
        const std::size_t i = row[0];
        float sum = 0.0f;
        for (std::size_t j = 0; j < COLS; ++j) sum += a[i * COLS + j] * x[j];
        y[i] = sum;
      });
    });
  }

  // z = A^T w: work-item j walks down column j.
  void column_product(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{a_dev_->buffer(), h, sycl::read_only};
      sycl::accessor w{w_dev_->buffer(), h, sycl::read_only};
      sycl::accessor z{z_dev_->buffer(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<ColumnMatVec>(sycl::range<1>(cols_), [=, ROWS = rows_, COLS = cols_](sycl::id<1> col) {
        const std::size_t j = col[0];
        float sum = 0.0f;
        for (std::size_t i = 0; i < ROWS; ++i) sum += a[i * COLS + j] * w[i];
        z[j] = sum;
      });
    });
  }

  void run(sycl::queue& q) {
    row_product(q);
    column_product(q);
    q.wait();
  }

  bool verify() {
    sycl::host_accessor y{y_dev_->buffer(), sycl::read_only};
    sycl::host_accessor z{z_dev_->buffer(), sycl::read_only};
    std::size_t bad = 0;
    for (std::size_t i = 0; i < rows_; ++i) {
      double want = 0.0, magnitude = 0.0;
      for (std::size_t j = 0; j < cols_; ++j) {
        const double term = static_cast<double>(a_[i * cols_ + j]) * x_[j];
        want += term;
        magnitude += std::fabs(term);
      }
      if (!close_enough(y[i], want, magnitude, cols_) && bad++ < 4)
        std::printf("y[%zu] = %g, expected %g\n", i, static_cast<double>(y[i]), want);
    }
    for (std::size_t j = 0; j < cols_; ++j) {
      double want = 0.0, magnitude = 0.0;
      for (std::size_t i = 0; i < rows_; ++i) {
        const double term = static_cast<double>(a_[i * cols_ + j]) * w_[i];
        want += term;
        magnitude += std::fabs(term);
      }
      if (!close_enough(z[j], want, magnitude, rows_) && bad++ < 4)
        std::printf("z[%zu] = %g, expected %g\n", j, static_cast<double>(z[j]), want);
    }
    return bad == 0;
  }

 private:
  std::size_t rows_, cols_;
  std::vector<float> a_, x_, y_, w_, z_;
  std::unique_ptr<DeviceVector<float>> a_dev_, x_dev_, y_dev_, w_dev_, z_dev_;
};

template <typename Bench>
static int run_benchmark(Bench& bench, std::size_t iterations) {
  sycl::queue q;
  bench.setup();
  double best = 0.0;
  for (std::size_t it = 0; it < iterations; ++it) {
    const auto start = std::chrono::steady_clock::now();
    bench.run(q);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (it == 0 || ms < best) best = ms;
  }
  const bool ok = bench.verify();
  std::printf("%s: best of %zu: %.3f ms %s\n", bench.name(), iterations, best, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

int main(int argc, char** argv) {
  const MatVecOptions opts = parse_options(argc, argv);
  std::printf("rows %zu, cols %zu, iterations %zu\n", opts.rows, opts.cols, opts.iterations);
  MatVecBench bench(opts);
  return run_benchmark(bench, opts.iterations);
}
