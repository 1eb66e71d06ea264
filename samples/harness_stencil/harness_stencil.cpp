// Benchmark-suite style stencils: one harness template driving two benchmarks, a 2-D 5-point Jacobi
// sweep and a 3-D 7-point sweep. Sizes and the sweep count come from the command line; each benchmark
// keeps two grids in std::vector members and ping-pongs between two buffers, swapped after every sweep
// (the 2-D one swaps the wrapper objects, the 3-D one swaps pointers to them).
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class Jacobi2DSweep;
class Stencil3DSweep;

struct StencilArgs {
  std::size_t rows = 64;
  std::size_t cols = 48;
  std::size_t depth = 16;
  std::size_t sweeps = 4;
};

class OptionParser {
 public:
  OptionParser(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) values_[argv[i]] = argv[i + 1];
  }
  std::size_t size_option(const std::string& key, std::size_t fallback) const {
    const auto found = values_.find(key);
    if (found == values_.end()) return fallback;
    return static_cast<std::size_t>(std::stoull(found->second));
  }

 private:
  std::map<std::string, std::string> values_;
};

// A grid's device copy: owns the buffer, built over host memory that outlives it.
template <typename T, int Dims>
class GridBuffer {
 public:
  void create(T* host, sycl::range<Dims> extent) { buffer_.emplace(host, extent); }
  sycl::buffer<T, Dims>& buffer() { return *buffer_; }

 private:
  std::optional<sycl::buffer<T, Dims>> buffer_;
};

class Jacobi2D {
 public:
  explicit Jacobi2D(const StencilArgs& args) : rows_(args.rows), cols_(args.cols), weight_(0.25f) {}
  const char* name() const { return "jacobi-2d"; }

  void setup(sycl::queue&) {
    grid0_.resize(rows_ * cols_);
    grid1_.resize(rows_ * cols_);
    for (std::size_t i = 0; i < rows_; ++i)
      for (std::size_t j = 0; j < cols_; ++j) grid0_[i * cols_ + j] = static_cast<float>((i * 3 + j * 5) % 17);
    for (std::size_t k = 0; k < rows_ * cols_; ++k) grid1_[k] = 0.0f;
    initial_ = grid0_;
    current_.create(grid0_.data(), sycl::range<2>(rows_, cols_));
    next_.create(grid1_.data(), sycl::range<2>(rows_, cols_));
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    events.push_back(q.submit([&](sycl::handler& cgh) {
      auto in = current_.buffer().get_access<sycl::access::mode::read>(cgh);
      sycl::accessor out{next_.buffer(), cgh, sycl::write_only, sycl::no_init};
      const float w = weight_;
      cgh.parallel_for<Jacobi2DSweep>(sycl::range<2>(rows_, cols_), [=, R_ = rows_, C_ = cols_](sycl::id<2> id) {
        const std::size_t i = id[0], j = id[1];
        if (i == 0 || j == 0 || i + 1 == R_ || j + 1 == C_) {
          out[id] = in[id];
          return;
        }
        out[i][j] = w * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
      });
    }));
    std::swap(current_, next_);  // the sweep's output is the next sweep's input
  }

  bool verify(std::size_t sweeps) {
    std::vector<float> a = initial_, b(rows_ * cols_, 0.0f);
    for (std::size_t s = 0; s < sweeps; ++s) {
      for (std::size_t i = 0; i < rows_; ++i)
        for (std::size_t j = 0; j < cols_; ++j) {
          const std::size_t k = i * cols_ + j;
          if (i == 0 || j == 0 || i + 1 == rows_ || j + 1 == cols_) b[k] = a[k];
          else b[k] = weight_ * (a[k - cols_] + a[k + cols_] + a[k - 1] + a[k + 1]);
        }
      a.swap(b);
    }
    auto result = current_.buffer().get_host_access();
    for (std::size_t i = 0; i < rows_; ++i)
      for (std::size_t j = 0; j < cols_; ++j)
        if (std::fabs(result[i][j] - a[i * cols_ + j]) > 1e-4f * (1.0f + std::fabs(a[i * cols_ + j]))) return false;
    return true;
  }

 private:
  std::size_t rows_, cols_;
  float weight_;
  std::vector<float> grid0_, grid1_, initial_;
  GridBuffer<float, 2> current_, next_;
};

class Stencil3D {
 public:
  explicit Stencil3D(const StencilArgs& args) : n_(args.depth), coeff_(0.125f) {}
  const char* name() const { return "stencil-3d"; }

  void setup(sycl::queue&) {
    const std::size_t total = n_ * n_ * n_;
    field0_.resize(total);
    field1_.resize(total);
    for (std::size_t k = 0; k < total; ++k) {
      field0_[k] = static_cast<float>(k % 13) * 0.5f;
      field1_[k] = field0_[k];  // the border is never written: both fields must hold it
    }
    initial_ = field0_;
    grids_[0].create(field0_.data(), sycl::range<3>(n_, n_, n_));
    grids_[1].create(field1_.data(), sycl::range<3>(n_, n_, n_));
    src_ = &grids_[0];
    dst_ = &grids_[1];
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{src_->buffer(), cgh, sycl::read_only};
      auto out = dst_->buffer().get_access<sycl::access::mode::write>(cgh);
      // interior only: the launch covers (n-2)^3 points, shifted by one in every dimension
      cgh.parallel_for<Stencil3DSweep>(sycl::range<3>(n_ - 2, n_ - 2, n_ - 2), [=, K_ = coeff_](sycl::id<3> id) {
        const std::size_t z = id[0] + 1, y = id[1] + 1, x = id[2] + 1;
        out[z][y][x] = K_ * (2.0f * in[z][y][x] + in[z - 1][y][x] + in[z + 1][y][x] + in[z][y - 1][x] +
                             in[z][y + 1][x] + in[z][y][x - 1] + in[z][y][x + 1]);
      });
    }));
    std::swap(src_, dst_);
  }

  bool verify(std::size_t sweeps) {
    const std::size_t n = n_;
    std::vector<float> a = initial_, b = initial_;
    auto at = [n](std::size_t z, std::size_t y, std::size_t x) { return (z * n + y) * n + x; };
    for (std::size_t s = 0; s < sweeps; ++s) {
      for (std::size_t z = 1; z + 1 < n; ++z)
        for (std::size_t y = 1; y + 1 < n; ++y)
          for (std::size_t x = 1; x + 1 < n; ++x)
            b[at(z, y, x)] = coeff_ * (2.0f * a[at(z, y, x)] + a[at(z - 1, y, x)] + a[at(z + 1, y, x)] +
                                       a[at(z, y - 1, x)] + a[at(z, y + 1, x)] + a[at(z, y, x - 1)] +
                                       a[at(z, y, x + 1)]);
      a.swap(b);
    }
    auto result = src_->buffer().get_host_access();
    for (std::size_t z = 0; z < n; ++z)
      for (std::size_t y = 0; y < n; ++y)
        for (std::size_t x = 0; x < n; ++x)
          if (std::fabs(result[z][y][x] - a[at(z, y, x)]) > 1e-4f * (1.0f + std::fabs(a[at(z, y, x)]))) return false;
    return true;
  }

 private:
  std::size_t n_;
  float coeff_;
  std::vector<float> field0_, field1_, initial_;
  GridBuffer<float, 3> grids_[2];
  GridBuffer<float, 3>* src_ = nullptr;
  GridBuffer<float, 3>* dst_ = nullptr;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const StencilArgs& args) : args_(args), bench_(args) {}
  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t s = 0; s < args_.sweeps; ++s) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      q.wait();
      const auto stop = std::chrono::steady_clock::now();
      std::printf("%s sweep %zu: %.3f ms\n", bench_.name(), s,
                  std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify(args_.sweeps);
    std::printf("%s: %s\n", bench_.name(), ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  StencilArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  const OptionParser options(argc, argv);
  StencilArgs args;
  args.rows = options.size_option("--rows", 64);
  args.cols = options.size_option("--cols", 48);
  args.depth = options.size_option("--depth", 16);
  args.sweeps = options.size_option("--sweeps", 4);
  int status = Harness<Jacobi2D>(args).run();
  status |= Harness<Stencil3D>(args).run();
  std::printf("%s\n", status == 0 ? "PASS" : "FAIL");
  return status;
}
