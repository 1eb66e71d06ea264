// A QR factorisation by modified Gram-Schmidt, written the way linear-algebra benchmark suites write
// it: a `Problem` holds the sizes (rows x cols from the command line), the matrices live in
// std::vectors sized rows * cols and cols * cols, a `DeviceArray` wrapper owns each buffer, and the
// factorisation is a host loop over the column k that submits three kernels per step, each capturing
// k: the norm of column k (a single_task), the normalised column k of Q, and the projection of every
// later column onto it (a range over the columns j > k).
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

class ColumnNorm;
class NormalizeColumn;
class ProjectColumns;

struct Problem {
  std::size_t rows = 48;
  std::size_t cols = 32;

  static Problem from_args(int argc, char** argv) {
    Problem p;
    if (argc > 1) p.rows = std::strtoul(argv[1], nullptr, 10);
    if (argc > 2) p.cols = std::strtoul(argv[2], nullptr, 10);
    if (p.cols > p.rows) p.cols = p.rows;  // a tall matrix: full column rank
    return p;
  }
};

template <typename T>
class DeviceArray {
 public:
  DeviceArray(T* host, std::size_t count) : buffer_(std::make_unique<sycl::buffer<T, 1>>(host, sycl::range<1>(count))) {}
  sycl::buffer<T, 1>& get() { return *buffer_; }

 private:
  std::unique_ptr<sycl::buffer<T, 1>> buffer_;
};

class GramSchmidt {
 public:
  explicit GramSchmidt(const Problem& p) : m_(p.rows), n_(p.cols), a_(p.rows * p.cols), q_(p.rows * p.cols), r_(p.cols * p.cols, 0.0f) {
    for (std::size_t i = 0; i < m_; ++i)
      for (std::size_t j = 0; j < n_; ++j)
        a_[i * n_ + j] = static_cast<float>((i * 7 + j * 3) % 11) + (i == j ? 10.0f : 0.0f);
    original_ = a_;
  }

  void factorize(sycl::queue& q) {
    DeviceArray<float> A(a_.data(), a_.size()), Q(q_.data(), q_.size()), R(r_.data(), r_.size());
    for (std::size_t k = 0; k < n_; ++k) {
      q.submit([&](sycl::handler& h) {
        sycl::accessor a{A.get(), h, sycl::read_only};
        sycl::accessor r{R.get(), h, sycl::read_write};
        h.single_task<ColumnNorm>([=, M = m_, N = n_]() {
          float sum = 0.0f;
          for (std::size_t i = 0; i < M; ++i) sum += a[i * N + k] * a[i * N + k];
          r[k * N + k] = sycl::sqrt(sum);
        });
      });
      q.submit([&](sycl::handler& h) {
        sycl::accessor a{A.get(), h, sycl::read_only};
        sycl::accessor r{R.get(), h, sycl::read_only};
        sycl::accessor qa{Q.get(), h, sycl::write_only};
        h.parallel_for<NormalizeColumn>(sycl::range<1>(m_), [=, N = n_](sycl::id<1> i) {
          qa[i[0] * N + k] = a[i[0] * N + k] / r[k * N + k];
        });
      });
      if (k + 1 < n_) {
        q.submit([&](sycl::handler& h) {
          sycl::accessor a{A.get(), h, sycl::read_write};
          sycl::accessor r{R.get(), h, sycl::write_only};
          sycl::accessor qa{Q.get(), h, sycl::read_only};
          h.parallel_for<ProjectColumns>(sycl::range<1>(n_ - k - 1), [=, M = m_, N = n_](sycl::id<1> id) {
            const std::size_t j = k + 1 + id[0];
            float dot = 0.0f;
            for (std::size_t i = 0; i < M; ++i) dot += qa[i * N + k] * a[i * N + j];
            r[k * N + j] = dot;
            for (std::size_t i = 0; i < M; ++i) a[i * N + j] -= dot * qa[i * N + k];
          });
        });
      }
    }
  }

  // Q R must give back the original matrix.
  bool verify() const {
    for (std::size_t i = 0; i < m_; ++i)
      for (std::size_t j = 0; j < n_; ++j) {
        float sum = 0.0f;
        for (std::size_t k = 0; k <= j; ++k) sum += q_[i * n_ + k] * r_[k * n_ + j];
        const float want = original_[i * n_ + j];
        if (std::fabs(sum - want) > 1e-3f * (1.0f + std::fabs(want))) return false;
      }
    return true;
  }

 private:
  std::size_t m_, n_;
  std::vector<float> a_, q_, r_, original_;
};

int main(int argc, char** argv) {
  const Problem problem = Problem::from_args(argc, argv);
  sycl::queue q;
  GramSchmidt qr(problem);
  qr.factorize(q);
  const bool ok = qr.verify();
  std::printf("gram-schmidt %zu x %zu: %s\n", problem.rows, problem.cols, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
