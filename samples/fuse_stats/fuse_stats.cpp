// Feature statistics of a tall samples x features table, written as a data-preparation step of a
// learning application: two independent kernels over the same features, each a pass over the whole
// table (one work-item per feature walking every sample), then a kernel that standardises each
// feature from both.  FeatureSum writes the column sums, FeatureSquares the sums of squares -- they
// read the same table and nothing of each other (fusing them is horizontal: one walk instead of two);
// Standardise reads both results and writes each feature's mean and inverse standard deviation
// (vertical, behind them).  A StatsTable owns the table and the result arrays (std::vector + buffer
// pairs); options --samples, --features, --repeats.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

class FeatureSum;
class FeatureSquares;
class Standardise;

struct TableShape {
  std::size_t samples = 4096;
  std::size_t features = 256;
  std::size_t repeats = 2;
};

template <typename T>
class DeviceArray {
 public:
  DeviceArray(std::size_t n, T fill) : host_(n, fill), buffer_(host_.data(), sycl::range<1>(n)) {}
  sycl::buffer<T, 1>& buffer() { return buffer_; }

 private:
  std::vector<T> host_;
  sycl::buffer<T, 1> buffer_;
};

class StatsTable {
 public:
  explicit StatsTable(const TableShape& shape)
      : rows_(shape.samples), cols_(shape.features), table_(shape.samples * shape.features, 0.0f),
        sums_(shape.features, 0.0f), squares_(shape.features, 0.0f), mean_(shape.features, 0.0f),
        scale_(shape.features, 0.0f) {
    sycl::host_accessor t{table_.buffer(), sycl::write_only};
    for (std::size_t r = 0; r < rows_; ++r)
      for (std::size_t c = 0; c < cols_; ++c) t[r * cols_ + c] = static_cast<float>((r * 5 + c * 3) % 17) * 0.25f;
  }

  void column_pass(sycl::queue& q) {
    const std::size_t rows = rows_, cols = cols_;
    q.submit([&](sycl::handler& h) {
      sycl::accessor t{table_.buffer(), h, sycl::read_only};
      sycl::accessor s{sums_.buffer(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<FeatureSum>(sycl::range<1>(cols), [=](sycl::id<1> c) {
        float acc = 0.0f;
        for (std::size_t r = 0; r < rows; ++r) acc += t[r * cols + c[0]];
        s[c] = acc;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor t{table_.buffer(), h, sycl::read_only};
      sycl::accessor s{squares_.buffer(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<FeatureSquares>(sycl::range<1>(cols), [=](sycl::id<1> c) {
        float acc = 0.0f;
        for (std::size_t r = 0; r < rows; ++r) {
          const float v = t[r * cols + c[0]];
          acc += v * v;
        }
        s[c] = acc;
      });
    });
  }

  void standardise(sycl::queue& q) {
    const float inv_rows = 1.0f / static_cast<float>(rows_);
    q.submit([&](sycl::handler& h) {
      sycl::accessor s{sums_.buffer(), h, sycl::read_only};
      sycl::accessor sq{squares_.buffer(), h, sycl::read_only};
      sycl::accessor m{mean_.buffer(), h, sycl::write_only, sycl::no_init};
      sycl::accessor k{scale_.buffer(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<Standardise>(sycl::range<1>(cols_), [=](sycl::id<1> c) {
        const float mu = s[c] * inv_rows;
        const float var = sq[c] * inv_rows - mu * mu;
        m[c] = mu;
        k[c] = var > 0.0f ? 1.0f / sycl::sqrt(var) : 0.0f;
      });
    });
  }

  bool verify() {
    sycl::host_accessor t{table_.buffer(), sycl::read_only};
    sycl::host_accessor m{mean_.buffer(), sycl::read_only};
    sycl::host_accessor k{scale_.buffer(), sycl::read_only};
    std::size_t bad = 0;
    for (std::size_t c = 0; c < cols_; ++c) {
      double sum = 0.0, sq = 0.0;
      for (std::size_t r = 0; r < rows_; ++r) {
        sum += t[r * cols_ + c];
        sq += static_cast<double>(t[r * cols_ + c]) * t[r * cols_ + c];
      }
      const double mu = sum / rows_, var = sq / rows_ - mu * mu;
      const double want = var > 0.0 ? 1.0 / std::sqrt(var) : 0.0;
      if ((std::fabs(m[c] - mu) > 1e-3 || std::fabs(k[c] - want) > 1e-2 * want + 1e-3) && bad++ < 4)
        std::printf("feature %zu: mean %g (want %g), scale %g (want %g)\n", c, static_cast<double>(m[c]), mu,
                    static_cast<double>(k[c]), want);
    }
    return bad == 0;
  }

 private:
  std::size_t rows_, cols_;
  DeviceArray<float> table_, sums_, squares_, mean_, scale_;
};

int main(int argc, char** argv) {
  TableShape shape;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::size_t v = std::strtoul(argv[i + 1], nullptr, 10);
    if (!std::strcmp(argv[i], "--samples")) shape.samples = v;
    if (!std::strcmp(argv[i], "--features")) shape.features = v;
    if (!std::strcmp(argv[i], "--repeats")) shape.repeats = v;
  }
  sycl::queue q;
  StatsTable stats(shape);
  for (std::size_t r = 0; r < shape.repeats; ++r) {
    stats.column_pass(q);
    stats.standardise(q);
  }
  const bool ok = stats.verify();
  std::printf("fuse-stats %zu x %zu: %s\n", shape.samples, shape.features, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
