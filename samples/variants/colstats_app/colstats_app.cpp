// Variant: column statistics written like application code (a held-out style for the loop model): 2-D accessors, every loop over `n + 1` stored rows, sizes as `observations=N variables=M` words.
#include "stats_table.h"

#include <cmath>
#include <cstdio>

class ColumnMeans;
class ColumnCorrelation;

class ColumnStatistics {
 public:
  ColumnStatistics(sycl::queue& q, StatsTable& table)
      : q_(q), table_(table), means_(table.shape().variables),
        correlation_(table.shape().variables * table.shape().variables) {}

  void run() {
    const std::size_t n = table_.shape().observations;
    const std::size_t m = table_.shape().variables;
    sycl::buffer<float, 2> data(table_.cells().data(), sycl::range<2>(n + 1, m));
    sycl::buffer<float, 1> means(means_.data(), sycl::range<1>(m));
    sycl::buffer<float, 2> corr(correlation_.data(), sycl::range<2>(m, m));
    q_.submit([&](sycl::handler& h) {
      sycl::accessor d{data, h, sycl::read_only};
      sycl::accessor mean{means, h, sycl::write_only, sycl::no_init};
      h.parallel_for<ColumnMeans>(sycl::range<1>(m), [=](sycl::id<1> col) {
        const std::size_t j = col[0];
        float total = 0.0f;
        for (std::size_t i = 0; i < n + 1; ++i) total += d[i][j];
        mean[j] = total / float(n + 1);
      });
    });
    q_.submit([&](sycl::handler& h) {
      sycl::accessor d{data, h, sycl::read_only};
      sycl::accessor c{corr, h, sycl::write_only, sycl::no_init};
      h.parallel_for<ColumnCorrelation>(sycl::range<1>(m), [=](sycl::id<1> col) {
        const std::size_t a = col[0];
        c[a][a] = 1.0f;
        for (std::size_t b = a + 1; b < m; ++b) {
          float dot = 0.0f;
          for (std::size_t i = 0; i < n + 1; ++i) dot += d[i][a] * d[i][b];
          c[a][b] = dot;
          c[b][a] = dot;
        }
      });
    });
  }

  // the same statistics on the host, in double: whether every result lies within float rounding
  bool verify() {
    const std::size_t n = table_.shape().observations;
    const std::size_t m = table_.shape().variables;
    const std::vector<float>& d = table_.cells();
    bool ok = true;
    for (std::size_t a = 0; a < m; ++a) {
      double total = 0.0;
      for (std::size_t i = 0; i < n + 1; ++i) total += d[i * m + a];
      ok = ok && std::fabs(total / double(n + 1) - means_[a]) <= 1e-4 * (1.0 + std::fabs(total));
      for (std::size_t b = a + 1; b < m; ++b) {
        double dot = 0.0;
        for (std::size_t i = 0; i < n + 1; ++i) dot += double(d[i * m + a]) * d[i * m + b];
        const double tolerance = 1e-4 * (1.0 + std::fabs(dot));
        ok = ok && std::fabs(dot - correlation_[a * m + b]) <= tolerance && std::fabs(dot - correlation_[b * m + a]) <= tolerance;
      }
      ok = ok && correlation_[a * m + a] == 1.0f;
    }
    return ok;
  }

  double checksum() const {
    double s = 0.0;
    for (float v : means_) s += v;
    for (float v : correlation_) s += v * 1e-3;
    return s;
  }

 private:
  sycl::queue& q_;
  StatsTable& table_;
  std::vector<float> means_;
  std::vector<float> correlation_;
};

int main(int argc, char** argv) {
  const TableShape shape = parse_shape(argc, argv);
  StatsTable table(shape);
  sycl::queue q;
  ColumnStatistics stats(q, table);
  stats.run();
  const bool ok = stats.verify();
  std::printf("observations %zu variables %zu checksum %.2f\n", shape.observations, shape.variables, stats.checksum());
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
