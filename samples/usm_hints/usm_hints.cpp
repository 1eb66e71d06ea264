// Benchmark-suite style memory hints and runtime queries: a harness class over a rows x cols problem
// (sizes from argv via strtoul), data in std::vectors, and two stages.
//   buffers: a matrix buffer over the host data that the kernels only read, with
//            set_write_back(false) (no copy back when it is destroyed), a row-sum buffer without
//            host memory whose set_final_data(...) names the std::vector it is written back into
//            (RowSums writes it, DoubleSums doubles it in place), and q.wait_and_throw() after them;
//   USM:     malloc_host/malloc_device/malloc_shared in their untyped (void*, bytes) and typed forms
//            and sycl::malloc(bytes, q, usm::alloc::device), q.memcpy (once after an event),
//            q.memset, q.fill, q.prefetch and q.mem_advise, handler::prefetch and
//            handler::mem_advise as command groups of their own, a kernel (ColumnScale) and a
//            single_task sum (SumAll).
// It prints the platform's name and the device's largest work-group size, checks its results on the
// host and prints PASS or FAIL.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

class RowSums;
class DoubleSums;
class ColumnScale;
class SumAll;

struct HintSizes {
  std::size_t rows = 16;
  std::size_t cols = 8;
};

class UsmHints {
 public:
  explicit UsmHints(const HintSizes& sizes) : s_(sizes) {}

  void setup(sycl::queue& q) {
    const std::size_t n = s_.rows * s_.cols;
    matrix_.resize(n);
    weights_.resize(s_.cols);
    row_sums_.assign(s_.rows, -1.0f);
    scaled_.assign(n, 0.0f);
    for (std::size_t i = 0; i < n; ++i) matrix_[i] = static_cast<float>((i * 5) % 7) - 2.0f;
    for (std::size_t c = 0; c < s_.cols; ++c) weights_[c] = 0.5f + 0.25f * static_cast<float>(c % 4);
    original_ = matrix_;

    const std::string platform = q.get_device().get_platform().get_info<sycl::info::platform::name>();
    const std::size_t max_wg = q.get_device().get_info<sycl::info::device::max_work_group_size>();
    std::printf("platform: %s, max work-group size %zu\n", platform.c_str(), max_wg);
  }

  void run_buffers(sycl::queue& q) {
    const std::size_t rows = s_.rows;
    const std::size_t cols = s_.cols;
    sycl::buffer<float, 2> matrix(matrix_.data(), sycl::range<2>(rows, cols));
    matrix.set_write_back(false);  // an input: nothing to copy back
    sycl::buffer<float, 1> sums{sycl::range<1>(rows)};
    sums.set_final_data(row_sums_.data());

    q.submit([&](sycl::handler& h) {
      sycl::accessor m(matrix, h, sycl::read_only);
      sycl::accessor out(sums, h, sycl::write_only, sycl::no_init);
      h.parallel_for<RowSums>(sycl::range<1>(rows), [=, C_ = cols](sycl::id<1> r) {
        float acc = 0.0f;
        for (std::size_t c = 0; c < C_; ++c) acc += m[r[0]][c];
        out[r] = acc;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor out(sums, h, sycl::read_write);
      h.parallel_for<DoubleSums>(sycl::range<1>(rows), [=](sycl::id<1> r) { out[r] = 2.0f * out[r]; });
    });
    q.wait_and_throw();
  }  // `sums` is written into row_sums_ here; `matrix` writes nothing back

  void run_usm(sycl::queue& q) {
    const std::size_t cols = s_.cols;
    const std::size_t n = s_.rows * cols;
    const std::size_t bytes = n * sizeof(float);
    auto* staging = static_cast<float*>(sycl::malloc_host(bytes, q));
    auto* source = static_cast<float*>(sycl::malloc_device(bytes, q));
    auto* weights = static_cast<float*>(sycl::malloc_shared(cols * sizeof(float), q));
    float* scaled = sycl::malloc_device<float>(n, q);
    float* ones = sycl::malloc_host<float>(cols, q);
    float* total = sycl::malloc_shared<float>(1, q);
    auto* bias = static_cast<float*>(sycl::malloc(cols * sizeof(float), q, sycl::usm::alloc::device));

    std::memcpy(staging, matrix_.data(), bytes);
    for (std::size_t c = 0; c < cols; ++c) weights[c] = weights_[c];
    *total = 0.0f;
    q.memcpy(source, staging, bytes);
    q.memset(scaled, 0, bytes);
    q.memset(bias, 0, cols * sizeof(float));
    q.fill(ones, 1.0f, cols);
    q.prefetch(total, sizeof(float));
    q.mem_advise(weights, cols * sizeof(float), 0);
    q.submit([&](sycl::handler& h) { h.prefetch(weights, cols * sizeof(float)); });
    q.submit([&](sycl::handler& h) { h.mem_advise(total, sizeof(float), 0); });
    q.wait();

    q.submit([&](sycl::handler& h) {
      h.parallel_for<ColumnScale>(sycl::range<1>(n), [=, C_ = cols](sycl::id<1> i) {
        scaled[i] = source[i] * weights[i % C_] * ones[i % C_] + bias[i % C_];
      });
    });
    q.wait();
    sycl::event summed = q.submit([&](sycl::handler& h) {
      h.single_task<SumAll>([=, N_ = n]() {  // in one order: the sum is the same on every device
        float sum = 0.0f;
        for (std::size_t i = 0; i < N_; ++i) sum += scaled[i];
        *total += sum;
      });
    });
    q.memcpy(staging, scaled, bytes, summed).wait();
    q.wait_and_throw();
    std::memcpy(scaled_.data(), staging, bytes);
    total_ = *total;

    sycl::free(staging, q);
    sycl::free(source, q);
    sycl::free(weights, q);
    sycl::free(scaled, q);
    sycl::free(ones, q);
    sycl::free(total, q);
    sycl::free(bias, q);
  }

  bool verify() const {
    const std::size_t rows = s_.rows;
    const std::size_t cols = s_.cols;
    bool ok = matrix_ == original_;  // read only, and not written back
    double want_total = 0.0;
    for (std::size_t r = 0; r < rows && ok; ++r) {
      float want_row = 0.0f;
      for (std::size_t c = 0; c < cols; ++c) {
        const float v = original_[r * cols + c];
        const float w = v * weights_[c];
        want_row += 2.0f * v;
        want_total += w;
        ok = ok && std::fabs(scaled_[r * cols + c] - w) <= 1e-5f * (1.0f + std::fabs(w));
      }
      ok = ok && std::fabs(row_sums_[r] - want_row) <= 1e-4f * (1.0f + std::fabs(want_row));
    }
    return ok && std::fabs(total_ - want_total) <= 1e-3 * (1.0 + std::fabs(want_total));
  }

 private:
  HintSizes s_;
  std::vector<float> matrix_, original_, weights_, row_sums_, scaled_;
  float total_ = 0.0f;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const HintSizes& sizes) : bench_(sizes) {}

  int run() {
    sycl::queue q;
    bench_.setup(q);
    bench_.run_buffers(q);
    bench_.run_usm(q);
    const bool ok = bench_.verify();
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  Bench bench_;
};

int main(int argc, char** argv) {
  HintSizes sizes;
  if (argc > 1) sizes.rows = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) sizes.cols = std::strtoul(argv[2], nullptr, 10);
  return Harness<UsmHints>(sizes).run();
}
