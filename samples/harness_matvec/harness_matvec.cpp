// Benchmark-suite style matrix-vector products in the manner of mvt and bicg, over one ROWS x COLS
// matrix A: x1 += A * y1 and x2 += A^T * y2 (two kernels that both read A), then s = A^T * r and
// q = A * p. Every output element is accumulated through its accessor inside the loop. The vectors
// live in one struct of std::vector members, handed by reference to a template helper that makes
// their buffers. Sizes and the repetition count come from the command line.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

class MvtRows;
class MvtCols;

struct MatVecArgs {
  std::size_t rows = 64;
  std::size_t cols = 48;
  std::size_t repeats = 3;
};

class Options {
 public:
  Options(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) table_[argv[i]] = argv[i + 1];
  }
  std::size_t value(const std::string& name, std::size_t fallback) const {
    const auto it = table_.find(name);
    if (it == table_.end()) return fallback;
    return static_cast<std::size_t>(std::stoul(it->second));
  }

 private:
  std::map<std::string, std::string> table_;
};

struct Vectors {
  std::vector<float> x1, y1, x2, y2;  // mvt: x1 has ROWS, y1 COLS, x2 COLS, y2 ROWS elements
  std::vector<float> s, r, q, p;      // bicg: s has COLS, r ROWS, q ROWS, p COLS elements
};

struct VectorBuffers {
  sycl::buffer<float, 1> x1, y1, x2, y2, s, r, q, p;
};

template <typename T>
sycl::buffer<T, 1> buffer_over(std::vector<T>& v) {
  return sycl::buffer<T, 1>(v.data(), sycl::range<1>(v.size()));
}

template <typename Vecs>
std::unique_ptr<VectorBuffers> make_vector_buffers(Vecs& v) {
  return std::unique_ptr<VectorBuffers>(new VectorBuffers{buffer_over(v.x1), buffer_over(v.y1), buffer_over(v.x2),
                                                          buffer_over(v.y2), buffer_over(v.s), buffer_over(v.r),
                                                          buffer_over(v.q), buffer_over(v.p)});
}

class MatVec {
 public:
  explicit MatVec(const MatVecArgs& args) : rows_(args.rows), cols_(args.cols) {}

  void setup(sycl::queue&) {
    a_.resize(rows_ * cols_);
    for (std::size_t i = 0; i < rows_; ++i)
      for (std::size_t j = 0; j < cols_; ++j) a_[i * cols_ + j] = static_cast<float>((i + 2 * j) % 7) * 0.5f - 1.0f;
    v_.x1.resize(rows_);
    v_.y2.resize(rows_);
    v_.r.resize(rows_);
    v_.q.resize(rows_);
    v_.y1.resize(cols_);
    v_.x2.resize(cols_);
    v_.s.resize(cols_);
    v_.p.resize(cols_);
    for (std::size_t i = 0; i < rows_; ++i) {
      v_.x1[i] = static_cast<float>(i % 4);
      v_.y2[i] = 1.0f - static_cast<float>(i % 3);
      v_.r[i] = static_cast<float>(i % 5) * 0.25f;
      v_.q[i] = 0.0f;
    }
    for (std::size_t j = 0; j < cols_; ++j) {
      v_.y1[j] = static_cast<float>(j % 6) * 0.5f;
      v_.x2[j] = static_cast<float>(j % 2);
      v_.s[j] = 0.0f;
      v_.p[j] = 2.0f - static_cast<float>(j % 4);
    }
    initial_ = v_;
    a_buf_ = std::make_unique<sycl::buffer<float, 2>>(a_.data(), sycl::range<2>(rows_, cols_));
    bufs_ = make_vector_buffers(v_);
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    events.push_back(q.submit([&](sycl::handler& cgh) {  // x1 += A * y1
      auto a = a_buf_->get_access<sycl::access::mode::read>(cgh);
      auto x1 = bufs_->x1.get_access<sycl::access::mode::read_write>(cgh);
      sycl::accessor y1{bufs_->y1, cgh, sycl::read_only};
      cgh.parallel_for<MvtRows>(sycl::range<1>(rows_), [=, COLS_ = cols_](sycl::id<1> i) {
        for (std::size_t j = 0; j < COLS_; ++j) x1[i] += a[i[0]][j] * y1[j];
      });
    }));
    events.push_back(q.submit([&](sycl::handler& cgh) {  // x2 += A^T * y2
      sycl::accessor a{*a_buf_, cgh, sycl::read_only};
      sycl::accessor x2{bufs_->x2, cgh, sycl::read_write};
      auto y2 = bufs_->y2.get_access<sycl::access::mode::read>(cgh);
      cgh.parallel_for<MvtCols>(sycl::range<1>(cols_), [=, ROWS_ = rows_](sycl::id<1> j) {
        for (std::size_t i = 0; i < ROWS_; ++i) x2[j] += a[i][j[0]] * y2[i];
      });
    }));
    events.push_back(q.submit([&](sycl::handler& cgh) {  // s = A^T * r
      sycl::accessor s{bufs_->s, cgh, sycl::read_write, sycl::no_init};
      sycl::accessor r{bufs_->r, cgh, sycl::read_only};
      auto a = a_buf_->get_access<sycl::access::mode::read>(cgh);
      cgh.parallel_for<class BicgS>(sycl::range<1>(cols_), [=, ROWS_ = rows_](sycl::id<1> j) {
        s[j] = 0.0f;
        for (std::size_t i = 0; i < ROWS_; ++i) s[j] += r[i] * a[i][j[0]];
      });
    }));
    events.push_back(q.submit([&](sycl::handler& cgh) {  // q = A * p
      auto q_out = bufs_->q.get_access<sycl::access::mode::read_write>(cgh);
      sycl::accessor a{*a_buf_, cgh, sycl::read_only};
      sycl::accessor p{bufs_->p, cgh, sycl::read_only};
      cgh.parallel_for<class BicgQ>(sycl::range<1>(rows_), [=, COLS_ = cols_](sycl::id<1> i) {
        q_out[i] = 0.0f;
        for (std::size_t j = 0; j < COLS_; ++j) q_out[i] += a[i[0]][j] * p[j];
      });
    }));
  }

  bool verify(std::size_t repeats) {
    const Vectors& v0 = initial_;
    auto close = [](float got, double want) { return std::fabs(got - want) <= 1e-3 * (1.0 + std::fabs(want)); };
    auto x1 = bufs_->x1.get_host_access();
    auto x2 = bufs_->x2.get_host_access();
    auto s = bufs_->s.get_host_access();
    auto q = bufs_->q.get_host_access();
    for (std::size_t i = 0; i < rows_; ++i) {
      double ay1 = 0.0, ap = 0.0;
      for (std::size_t j = 0; j < cols_; ++j) {
        ay1 += a_[i * cols_ + j] * v0.y1[j];
        ap += a_[i * cols_ + j] * v0.p[j];
      }
      if (!close(x1[i], v0.x1[i] + static_cast<double>(repeats) * ay1) || !close(q[i], ap)) return false;
    }
    for (std::size_t j = 0; j < cols_; ++j) {
      double aty2 = 0.0, atr = 0.0;
      for (std::size_t i = 0; i < rows_; ++i) {
        aty2 += a_[i * cols_ + j] * v0.y2[i];
        atr += a_[i * cols_ + j] * v0.r[i];
      }
      if (!close(x2[j], v0.x2[j] + static_cast<double>(repeats) * aty2) || !close(s[j], atr)) return false;
    }
    return true;
  }

 private:
  std::size_t rows_, cols_;
  std::vector<float> a_;
  Vectors v_, initial_;
  std::unique_ptr<sycl::buffer<float, 2>> a_buf_;
  std::unique_ptr<VectorBuffers> bufs_;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const MatVecArgs& args) : args_(args), bench_(args) {}
  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t rep = 0; rep < args_.repeats; ++rep) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      q.wait();
      const auto stop = std::chrono::steady_clock::now();
      std::printf("repeat %zu: %.3f ms\n", rep, std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify(args_.repeats);
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  MatVecArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  const Options options(argc, argv);
  MatVecArgs args;
  args.rows = options.value("--rows", 64);
  args.cols = options.value("--cols", 48);
  args.repeats = options.value("--repeats", 3);
  return Harness<MatVec>(args).run();
}
