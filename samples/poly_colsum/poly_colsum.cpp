// Benchmark-suite style column reductions and matrix-vector products over a ROWS x COLS matrix, as two
// benchmarks of one harness template:
//   ColumnSums:   sums[j] = sum over i of A[i][j], one work-item per column reading a flat 1-D buffer
//                 at i * COLS + j: its loop strides by the row length (range<1> launch);
//   MatVecPair:   y = A^T x (one work-item per column, an nd_range<1> launch with a constant work-group
//                 size over the column count rounded up, the padding leaving at a bounds guard), and
//                 z = A w (one work-item per row, a range<1> launch), both through a 2-D accessor.
// Sizes come from the command line as positional arguments (rows, cols, repeats).
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

constexpr std::size_t kGroupSize = 32;  // the work-group size of the transposed product

struct ReductionArgs {
  std::size_t rows = 72;
  std::size_t cols = 52;
  std::size_t repeats = 2;
};

class PositionalArgs {
 public:
  PositionalArgs(int argc, char** argv) : argc_(argc), argv_(argv) {}
  std::size_t at(int position, std::size_t fallback) const {
    if (position >= argc_) return fallback;
    return static_cast<std::size_t>(std::strtoull(argv_[position], nullptr, 10));
  }

 private:
  int argc_;
  char** argv_;
};

// Owns a buffer over the host data of a std::vector.
template <typename T, int Dims>
class BufferOf {
 public:
  void make(std::vector<T>& host, sycl::range<Dims> shape) {
    buf_ = std::make_shared<sycl::buffer<T, Dims>>(host.data(), shape);
  }
  sycl::buffer<T, Dims>& operator*() { return *buf_; }

 private:
  std::shared_ptr<sycl::buffer<T, Dims>> buf_;
};

static float matrix_value(std::size_t i, std::size_t j) {
  return static_cast<float>((i * 7 + j * 3) % 11) * 0.25f - 1.0f;
}

static bool near(float got, double want) { return std::fabs(got - want) <= 1e-3 * (1.0 + std::fabs(want)); }

class ColumnSums {
 public:
  explicit ColumnSums(const ReductionArgs& args) : rows_(args.rows), cols_(args.cols) {}
  static const char* name() { return "column sums"; }

  void setup(sycl::queue&) {
    a_.resize(rows_ * cols_);
    sums_.resize(cols_);
    for (std::size_t i = 0; i < rows_; ++i)
      for (std::size_t j = 0; j < cols_; ++j) a_[i * cols_ + j] = matrix_value(i, j);
    for (std::size_t j = 0; j < cols_; ++j) sums_[j] = -1.0f;
    buf_a_.make(a_, sycl::range<1>(rows_ * cols_));
    buf_sums_.make(sums_, sycl::range<1>(cols_));
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) { events.push_back(column_sums(q)); }

  bool verify() {
    auto sums = (*buf_sums_).get_host_access();
    for (std::size_t j = 0; j < cols_; ++j) {
      double want = 0.0;
      for (std::size_t i = 0; i < rows_; ++i) want += a_[i * cols_ + j];
      if (!near(sums[j], want)) return false;
    }
    return true;
  }

 private:
  sycl::event column_sums(sycl::queue& q) {
    return q.submit([&](sycl::handler& cgh) {
      sycl::accessor a{*buf_a_, cgh, sycl::read_only};
      sycl::accessor sums{*buf_sums_, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class ColumnSum>(sycl::range<1>(cols_), [=, ROWS_ = rows_, COLS_ = cols_](sycl::id<1> col) {
        const std::size_t j = col[0];
        float sum = 0.0f;
        for (std::size_t i = 0; i < ROWS_; ++i) sum += a[i * COLS_ + j];
        sums[j] = sum;
      });
    });
  }

  std::size_t rows_, cols_;
  std::vector<float> a_, sums_;
  BufferOf<float, 1> buf_a_, buf_sums_;
};

class MatVecPair {
 public:
  explicit MatVecPair(const ReductionArgs& args) : rows_(args.rows), cols_(args.cols) {}
  static const char* name() { return "transposed and row mat-vec"; }

  void setup(sycl::queue&) {
    a_.resize(rows_ * cols_);
    x_.resize(rows_);
    y_.resize(cols_);
    w_.resize(cols_);
    z_.resize(rows_);
    for (std::size_t i = 0; i < rows_; ++i)
      for (std::size_t j = 0; j < cols_; ++j) a_[i * cols_ + j] = matrix_value(i, j);
    for (std::size_t i = 0; i < rows_; ++i) {
      x_[i] = static_cast<float>(i % 5) * 0.5f;
      z_[i] = 0.0f;
    }
    for (std::size_t j = 0; j < cols_; ++j) {
      w_[j] = 1.0f - static_cast<float>(j % 3);
      y_[j] = 0.0f;
    }
    buf_a_.make(a_, sycl::range<2>(rows_, cols_));
    buf_x_.make(x_, sycl::range<1>(rows_));
    buf_y_.make(y_, sycl::range<1>(cols_));
    buf_w_.make(w_, sycl::range<1>(cols_));
    buf_z_.make(z_, sycl::range<1>(rows_));
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    events.push_back(transposed_product(q));
    events.push_back(row_product(q));
  }

  bool verify() {
    auto y = (*buf_y_).get_host_access();
    auto z = (*buf_z_).get_host_access();
    for (std::size_t j = 0; j < cols_; ++j) {
      double want = 0.0;
      for (std::size_t i = 0; i < rows_; ++i) want += static_cast<double>(a_[i * cols_ + j]) * x_[i];
      if (!near(y[j], want)) return false;
    }
    for (std::size_t i = 0; i < rows_; ++i) {
      double want = 0.0;
      for (std::size_t j = 0; j < cols_; ++j) want += static_cast<double>(a_[i * cols_ + j]) * w_[j];
      if (!near(z[i], want)) return false;
    }
    return true;
  }

 private:
  sycl::event transposed_product(sycl::queue& q) {  // y = A^T x
    return q.submit([&](sycl::handler& cgh) {
      auto y = (*buf_y_).get_access<sycl::access::mode::discard_write>(cgh);
      auto a = (*buf_a_).get_access<sycl::access::mode::read>(cgh);
      auto x = (*buf_x_).get_access<sycl::access::mode::read>(cgh);
      const std::size_t groups = (cols_ + kGroupSize - 1) / kGroupSize;
      cgh.parallel_for<class TransposedMatVec>(
          sycl::nd_range<1>(sycl::range<1>(groups * kGroupSize), sycl::range<1>(kGroupSize)),
          [=, ROWS_ = rows_, COLS_ = cols_](sycl::nd_item<1> item) {
            const std::size_t j = item.get_global_id(0);
            if (j >= COLS_) return;
            float sum = 0.0f;
            for (std::size_t i = 0; i < ROWS_; ++i) sum += a[i][j] * x[i];
            y[j] = sum;
          });
    });
  }

  sycl::event row_product(sycl::queue& q) {  // z = A w
    return q.submit([&](sycl::handler& cgh) {
      sycl::accessor a{*buf_a_, cgh, sycl::read_only};
      sycl::accessor w{*buf_w_, cgh, sycl::read_only};
      sycl::accessor z{*buf_z_, cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<class RowMatVec>(sycl::range<1>(rows_), [=, COLS_ = cols_](sycl::id<1> row) {
        const std::size_t i = row[0];
        float sum = 0.0f;
        for (std::size_t j = 0; j < COLS_; ++j) sum += a[i][j] * w[j];
        z[row] = sum;
      });
    });
  }

  std::size_t rows_, cols_;
  std::vector<float> a_, x_, y_, w_, z_;
  BufferOf<float, 2> buf_a_;
  BufferOf<float, 1> buf_x_, buf_y_, buf_w_, buf_z_;
};

template <typename Benchmark>
class Harness {
 public:
  explicit Harness(const ReductionArgs& args) : args_(args), bench_(args) {}

  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t r = 0; r < args_.repeats; ++r) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      for (auto& e : events) e.wait();
      events.clear();
      const auto stop = std::chrono::steady_clock::now();
      std::printf("%s: repeat %zu took %.3f ms\n", Benchmark::name(), r,
                  std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s: %s\n", Benchmark::name(), ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  ReductionArgs args_;
  Benchmark bench_;
};

int main(int argc, char** argv) {
  const PositionalArgs positional(argc, argv);
  ReductionArgs args;
  args.rows = positional.at(1, 72);
  args.cols = positional.at(2, 52);
  args.repeats = positional.at(3, 2);
  int failed = Harness<ColumnSums>(args).run();
  failed += Harness<MatVecPair>(args).run();
  return failed == 0 ? 0 : 1;
}
