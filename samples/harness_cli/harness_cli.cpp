// Benchmark-suite style covariance: options given as --size=N --iterations=K --alpha=F are split at '='
// into an unordered_map and read back through a small Options class. The data matrix has (size+1) rows
// and (size+1) columns (the extra row/column is padding the kernels never read), the mean vector size+1
// entries and the covariance matrix size*size. Three kernels per iteration: ColumnMeans, CenterData and
// Covariance (one work-item per row i of C, filling C[i][j] and C[j][i] for j >= i).
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

class ColumnMeans;
class CenterData;
class Covariance;

class Options {
 public:
  Options(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
      std::string arg = argv[i];
      if (arg.rfind("--", 0) != 0) continue;
      const auto eq = arg.find('=');
      if (eq == std::string::npos) values_[arg.substr(2)] = "1";
      else values_[arg.substr(2, eq - 2)] = arg.substr(eq + 1);
    }
  }
  std::size_t get_size(const std::string& key, std::size_t fallback) const {
    const auto it = values_.find(key);
    return it == values_.end() ? fallback : static_cast<std::size_t>(std::stoul(it->second));
  }
  float get_float(const std::string& key, float fallback) const {
    const auto it = values_.find(key);
    return it == values_.end() ? fallback : std::stof(it->second);
  }

 private:
  std::unordered_map<std::string, std::string> values_;
};

// A matrix (or vector) on the device: host storage plus the buffer built over it.
template <int Dims>
class DeviceMatrix {
 public:
  void allocate(sycl::range<Dims> extent, const std::vector<float>& init) {
    host_ = init;
    host_.resize(extent.size(), 0.0f);
    buffer_.emplace(host_.data(), extent);
  }
  sycl::buffer<float, Dims>& buffer() { return *buffer_; }

 private:
  std::vector<float> host_;
  std::optional<sycl::buffer<float, Dims>> buffer_;
};

class CovarianceBench {
 public:
  CovarianceBench(std::size_t size, float alpha) : n_(size), alpha_(alpha) {}

  void setup() {
    const std::size_t m = n_ + 1;
    original_.resize(m * m);
    for (std::size_t r = 0; r < m; ++r)
      for (std::size_t c = 0; c < m; ++c) original_[r * m + c] = static_cast<float>((r * 13 + c * 29) % 23) / 23.0f;
    data_.allocate(sycl::range<2>(m, m), original_);
    mean_.allocate(sycl::range<1>(m), {});
    cov_.allocate(sycl::range<1>(n_ * n_), {});
  }

  // One iteration: ColumnMeans, CenterData, Covariance. Centering is idempotent (the column means of
  // centred data are zero), so later iterations reproduce the first one's result.
  void run(sycl::queue& q) {
    const std::size_t n = n_;
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor d{data_.buffer(), cgh, sycl::read_only};
      sycl::accessor mean{mean_.buffer(), cgh, sycl::write_only, sycl::no_init};
      cgh.parallel_for<ColumnMeans>(sycl::range<1>(n), [=](sycl::id<1> id) {
        const std::size_t j = id[0];
        float sum = 0.0f;
        for (std::size_t k = 0; k < n; ++k) sum += d[k][j];
        mean[j] = sum / static_cast<float>(n);
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor d{data_.buffer(), cgh, sycl::read_write};
      sycl::accessor mean{mean_.buffer(), cgh, sycl::read_only};
      cgh.parallel_for<CenterData>(sycl::range<2>(n, n), [=](sycl::id<2> id) {
        d[id[0]][id[1]] -= mean[id[1]];
      });
    });
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor d{data_.buffer(), cgh, sycl::read_only};
      sycl::accessor c{cov_.buffer(), cgh, sycl::write_only, sycl::no_init};
      const float scale = alpha_ / static_cast<float>(n - 1);
      cgh.parallel_for<Covariance>(sycl::range<1>(n), [=](sycl::id<1> id) {
        const std::size_t i = id[0];
        for (std::size_t j = i; j < n; ++j) {
          float acc = 0.0f;
          for (std::size_t k = 0; k < n; ++k) acc += d[k][i] * d[k][j];
          c[i * n + j] = scale * acc;
          c[j * n + i] = scale * acc;
        }
      });
    });
    q.wait();
  }

  bool verify() {
    const std::size_t n = n_, m = n_ + 1;
    std::vector<float> mean(n, 0.0f), centered(n * n), expected(n * n);
    for (std::size_t j = 0; j < n; ++j) {
      for (std::size_t k = 0; k < n; ++k) mean[j] += original_[k * m + j];
      mean[j] /= static_cast<float>(n);
    }
    for (std::size_t k = 0; k < n; ++k)
      for (std::size_t j = 0; j < n; ++j) centered[k * n + j] = original_[k * m + j] - mean[j];
    const float scale = alpha_ / static_cast<float>(n - 1);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        float acc = 0.0f;
        for (std::size_t k = 0; k < n; ++k) acc += centered[k * n + i] * centered[k * n + j];
        expected[i * n + j] = scale * acc;
      }
    auto c = cov_.buffer().get_host_access();
    for (std::size_t k = 0; k < n * n; ++k)
      if (std::fabs(c[k] - expected[k]) > 1e-3f * (1.0f + std::fabs(expected[k]))) {
        std::printf("mismatch at (%zu, %zu): %f vs %f\n", k / n, k % n, c[k], expected[k]);
        return false;
      }
    return true;
  }

 private:
  std::size_t n_;
  float alpha_;
  std::vector<float> original_;
  DeviceMatrix<2> data_;
  DeviceMatrix<1> mean_;
  DeviceMatrix<1> cov_;
};

int main(int argc, char** argv) {
  const Options options(argc, argv);
  const std::size_t size = options.get_size("size", 64);
  const std::size_t iterations = options.get_size("iterations", 2);
  const float alpha = options.get_float("alpha", 1.0f);
  if (size < 2) {
    std::printf("--size must be at least 2\n");
    return 1;
  }
  sycl::queue q;
  CovarianceBench bench(size, alpha);
  bench.setup();
  for (std::size_t it = 0; it < iterations; ++it) {
    const auto start = std::chrono::steady_clock::now();
    bench.run(q);
    const auto stop = std::chrono::steady_clock::now();
    std::printf("covariance n=%zu iteration %zu: %.3f ms\n", size, it,
                std::chrono::duration<double, std::milli>(stop - start).count());
  }
  const bool ok = bench.verify();
  std::printf("covariance: %s\n", ok ? "PASS" : "FAIL");
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
