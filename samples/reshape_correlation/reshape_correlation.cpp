// Benchmark-suite style correlation matrix in the manner of polybench's correlation: a data matrix D of
// M = n + 1 observations (rows) of n variables (columns), stored flat row-major (D[k * n + i]).  Four
// kernels per iteration, three of them with one work-item per column:
//   ColumnMean   (range<1>(n))      mean[i] = sum_k D[k * n + i] / M
//   ColumnStddev (range<1>(n))      stddev[i] = sqrt(sum_k (D[k * n + i] - mean[i])^2 / M), or 1 when
//                                   that is below kEpsilon (a constant column)
//   Normalise    (range<2>(M, n))   Z[k * n + i] = (D[k * n + i] - mean[i]) / (sqrt(M) * stddev[i])
//   Correlation  (range<1>(n))      column i fills the upper triangle of its row and the mirror entries:
//                                   C[i * n + j] = C[j * n + i] = sum_k Z[k * n + i] * Z[k * n + j] for
//                                   j > i, and C[i * n + i] = 1 (the work shrinks from column 0 to n - 1)
// The normalised data goes into a second matrix, so every iteration computes the same result.  Sizes
// come from the command line as positional arguments (n, iterations; strtoul).
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

class ColumnMean;
class ColumnStddev;
class Normalise;
class Correlation;

constexpr float kEpsilon = 1e-4f;  // columns whose deviation is below this are treated as constant

struct CorrelationSizes {
  std::size_t n = 256;  // variables; the data has n + 1 observations
  std::size_t iterations = 2;
};

// A flat device array over a host vector (the buffer writes back when the array goes).
class FlatArray {
 public:
  void attach(std::vector<float>& host) {
    buffer_ = std::make_unique<sycl::buffer<float, 1>>(host.data(), sycl::range<1>(host.size()));
  }
  sycl::buffer<float, 1>& operator*() { return *buffer_; }

 private:
  std::unique_ptr<sycl::buffer<float, 1>> buffer_;
};

class CorrelationBench {
 public:
  explicit CorrelationBench(const CorrelationSizes& sizes) : n_(sizes.n), m_(sizes.n + 1) {}
  const char* name() const { return "reshape-correlation"; }

  void setup() {
    data_.resize(m_ * n_);
    for (std::size_t k = 0; k < m_; ++k)
      for (std::size_t i = 0; i < n_; ++i)
        data_[k * n_ + i] = i % 64 == 5 ? 2.0f  // a constant column now and then: the epsilon guard
                                        : static_cast<float>((k * (i + 3) + 7 * i) % 31) / 31.0f + 0.01f * static_cast<float>(k % 5);
    normalised_.assign(m_ * n_, 0.0f);
    mean_.assign(n_, 0.0f);
    stddev_.assign(n_, 0.0f);
    corr_.assign(n_ * n_, 0.0f);
    data_dev_.attach(data_);
    normalised_dev_.attach(normalised_);
    mean_dev_.attach(mean_);
    stddev_dev_.attach(stddev_);
    corr_dev_.attach(corr_);
  }

  void column_means(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor d{*data_dev_, h, sycl::read_only};
      sycl::accessor mean{*mean_dev_, h, sycl::write_only, sycl::no_init};
      h.parallel_for<ColumnMean>(sycl::range<1>(n_), [=, N = n_, M = m_](sycl::id<1> col) {
        const std::size_t i = col[0];
        float sum = 0.0f;
        for (std::size_t k = 0; k < M; ++k) sum += d[k * N + i];
        mean[i] = sum / static_cast<float>(M);
      });
    });
  }

  void column_stddevs(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor d{*data_dev_, h, sycl::read_only};
      sycl::accessor mean{*mean_dev_, h, sycl::read_only};
      sycl::accessor stddev{*stddev_dev_, h, sycl::write_only, sycl::no_init};
      h.parallel_for<ColumnStddev>(sycl::range<1>(n_), [=, N = n_, M = m_](sycl::id<1> col) {
        const std::size_t i = col[0];
        const float mu = mean[i];
        float sum = 0.0f;
        for (std::size_t k = 0; k < M; ++k) {
          const float dev = d[k * N + i] - mu;
          sum += dev * dev;
        }
        const float s = sycl::sqrt(sum / static_cast<float>(M));
        stddev[i] = s <= kEpsilon ? 1.0f : s;
      });
    });
  }

  void normalise(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor d{*data_dev_, h, sycl::read_only};
      sycl::accessor mean{*mean_dev_, h, sycl::read_only};
      sycl::accessor stddev{*stddev_dev_, h, sycl::read_only};
      sycl::accessor z{*normalised_dev_, h, sycl::write_only, sycl::no_init};
      const float root_m = std::sqrt(static_cast<float>(m_));
      h.parallel_for<Normalise>(sycl::range<2>(m_, n_), [=, N = n_](sycl::id<2> idx) {
        const std::size_t k = idx[0], i = idx[1];
        z[k * N + i] = (d[k * N + i] - mean[i]) / (root_m * stddev[i]);
      });
    });
  }

  void correlation(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor z{*normalised_dev_, h, sycl::read_only};
      sycl::accessor c{*corr_dev_, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Correlation>(sycl::range<1>(n_), [=, N = n_, M = m_](sycl::id<1> col) {
        const std::size_t i = col[0];
        c[i * N + i] = 1.0f;
        for (std::size_t j = i + 1; j < N; ++j) {
          float sum = 0.0f;
          for (std::size_t k = 0; k < M; ++k) sum += z[k * N + i] * z[k * N + j];
          c[i * N + j] = sum;
          c[j * N + i] = sum;
        }
      });
    });
  }

  void run(sycl::queue& q) {
    column_means(q);
    column_stddevs(q);
    normalise(q);
    correlation(q);
    q.wait();
  }

  // The whole pipeline again in double; correlations lie in [-1, 1], a float dot product of M terms
  // of normalised data is good to about M * FLT_EPSILON.
  bool verify() {
    std::vector<double> mean(n_), stddev(n_), z(m_ * n_);
    for (std::size_t i = 0; i < n_; ++i) {
      double sum = 0.0, sq = 0.0;
      for (std::size_t k = 0; k < m_; ++k) sum += data_[k * n_ + i];
      mean[i] = sum / static_cast<double>(m_);
      for (std::size_t k = 0; k < m_; ++k) sq += (data_[k * n_ + i] - mean[i]) * (data_[k * n_ + i] - mean[i]);
      stddev[i] = std::sqrt(sq / static_cast<double>(m_));
      if (stddev[i] <= kEpsilon) stddev[i] = 1.0;
      for (std::size_t k = 0; k < m_; ++k)
        z[k * n_ + i] = (data_[k * n_ + i] - mean[i]) / (std::sqrt(static_cast<double>(m_)) * stddev[i]);
    }
    sycl::host_accessor c{*corr_dev_, sycl::read_only};
    const double tolerance = 1e-3 + 4.0 * static_cast<double>(m_) * 1.2e-7;
    std::size_t bad = 0;
    for (std::size_t i = 0; i < n_; ++i)
      for (std::size_t j = 0; j < n_; ++j) {
        double want = 1.0;
        if (i != j) {
          want = 0.0;
          for (std::size_t k = 0; k < m_; ++k) want += z[k * n_ + i] * z[k * n_ + j];
        }
        if (std::fabs(c[i * n_ + j] - want) > tolerance && bad++ < 4)
          std::printf("C[%zu][%zu] = %g, expected %g\n", i, j, static_cast<double>(c[i * n_ + j]), want);
      }
    return bad == 0;
  }

 private:
  std::size_t n_, m_;
  std::vector<float> data_, normalised_, mean_, stddev_, corr_;
  FlatArray data_dev_, normalised_dev_, mean_dev_, stddev_dev_, corr_dev_;
};

template <typename Bench>
static int time_benchmark(Bench& bench, std::size_t iterations) {
  sycl::queue q;
  bench.setup();
  for (std::size_t it = 0; it < iterations; ++it) {
    const auto start = std::chrono::steady_clock::now();
    bench.run(q);
    const auto stop = std::chrono::steady_clock::now();
    std::printf("%s: iteration %zu took %.3f ms\n", bench.name(), it,
                std::chrono::duration<double, std::milli>(stop - start).count());
  }
  const bool ok = bench.verify();
  std::printf("%s: %s\n", bench.name(), ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

int main(int argc, char** argv) {
  CorrelationSizes sizes;
  if (argc > 1) sizes.n = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) sizes.iterations = std::strtoul(argv[2], nullptr, 10);
  CorrelationBench bench(sizes);
  return time_benchmark(bench, sizes.iterations);
}
