// A benchmark suite in the style of the common SYCL benchmark harnesses: a CommandLine over
// std::unordered_map/unordered_set (command_line.h), a BenchmarkManager template (benchmark_manager.h)
// running each benchmark class --num-runs times. Four benchmarks:
//   GemmBench       C = A B over 2-D buffers, an nd_range<2> whose work-group is --tile=X,Y (a list),
//                   the global range rounded up to it and guarded;
//   MatVecBench     y = M x over USM (malloc_device, q.memcpy), one work-item a row, manual indices;
//   StencilBench    --steps time steps of a 2-D heat equation over two swapped buffers: per step a
//                   pulsing source (single_task), a diffusion sweep and a probe, each capturing the step;
//   ReductionBench  a sum of size * 16 values: an nd_range<1> tree over a local_accessor with the
//                   work-group --local, then a single_task over the partial sums.
// Options: --size=N --local=L --tile=X,Y --num-runs=R --steps=S --alpha=F --verify=0|1, flag
// --no-verification. Prints one report line per benchmark and PASS or FAIL.
#include "benchmark_manager.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

class GemmKernel;
class MatVecKernel;
class ApplySource;
class DiffuseStep;
class ProbeStep;
class PartialSums;
class FinalSum;

static float pattern(std::size_t i, std::size_t salt) { return static_cast<float>((i * 7 + salt) % 13) * 0.125f - 0.75f; }

class GemmBench {
 public:
  explicit GemmBench(BenchmarkArgs& args) : args_(args), n_(args.problem_size) {}
  static std::string name() { return "gemm"; }

  void setup() {
    a_.resize(n_ * n_);
    b_.resize(n_ * n_);
    c_.assign(n_ * n_, 0.0f);
    for (std::size_t i = 0; i < a_.size(); ++i) {
      a_[i] = pattern(i, 1);
      b_[i] = pattern(i, 5);
    }
    a_buf_ = std::make_unique<sycl::buffer<float, 2>>(a_.data(), sycl::range<2>(n_, n_));
    b_buf_ = std::make_unique<sycl::buffer<float, 2>>(b_.data(), sycl::range<2>(n_, n_));
    c_buf_ = std::make_unique<sycl::buffer<float, 2>>(c_.data(), sycl::range<2>(n_, n_));
  }

  void run() {
    const std::size_t tx = args_.tile[0], ty = args_.tile[1];
    const sycl::range<2> global{(n_ + tx - 1) / tx * tx, (n_ + ty - 1) / ty * ty};
    args_.queue.submit([&](sycl::handler& cgh) {
      sycl::accessor a{*a_buf_, cgh, sycl::read_only};
      sycl::accessor b{*b_buf_, cgh, sycl::read_only};
      sycl::accessor c{*c_buf_, cgh, sycl::write_only, sycl::no_init};
      const std::size_t n = n_;
      cgh.parallel_for<GemmKernel>(sycl::nd_range<2>{global, sycl::range<2>{tx, ty}}, [=](sycl::nd_item<2> it) {
        const std::size_t i = it.get_global_id(0), j = it.get_global_id(1);
        if (i >= n || j >= n) return;
        float sum = 0.0f;
        for (std::size_t k = 0; k < n; ++k) sum += a[i][k] * b[k][j];
        c[i][j] = sum;
      });
    });
  }

  bool verify() {
    sycl::host_accessor c{*c_buf_, sycl::read_only};
    for (std::size_t i = 0; i < n_; i += (n_ + 7) / 8) {
      for (std::size_t j = 0; j < n_; j += (n_ + 5) / 6) {
        double expect = 0.0;
        for (std::size_t k = 0; k < n_; ++k) expect += double(a_[i * n_ + k]) * double(b_[k * n_ + j]);
        if (std::fabs(expect - c[i][j]) > 1e-3 * (1.0 + std::fabs(expect))) return false;
      }
    }
    return true;
  }

 private:
  BenchmarkArgs& args_;
  std::size_t n_;
  std::vector<float> a_, b_, c_;
  std::unique_ptr<sycl::buffer<float, 2>> a_buf_, b_buf_, c_buf_;
};

class MatVecBench {
 public:
  explicit MatVecBench(BenchmarkArgs& args) : args_(args), n_(args.problem_size) {}
  ~MatVecBench() {
    sycl::free(m_dev_, args_.queue);
    sycl::free(x_dev_, args_.queue);
    sycl::free(y_dev_, args_.queue);
  }
  static std::string name() { return "matvec"; }

  void setup() {
    m_.resize(n_ * n_);
    x_.resize(n_);
    y_.assign(n_, 0.0f);
    for (std::size_t i = 0; i < m_.size(); ++i) m_[i] = pattern(i, 3);
    for (std::size_t i = 0; i < n_; ++i) x_[i] = pattern(i, 11);
    m_dev_ = sycl::malloc_device<float>(m_.size(), args_.queue);
    x_dev_ = sycl::malloc_device<float>(n_, args_.queue);
    y_dev_ = sycl::malloc_device<float>(n_, args_.queue);
    args_.queue.memcpy(m_dev_, m_.data(), m_.size() * sizeof(float));
    args_.queue.memcpy(x_dev_, x_.data(), n_ * sizeof(float)).wait();
  }

  void run() {
    const float* m = m_dev_;
    const float* x = x_dev_;
    float* y = y_dev_;
    const std::size_t n = n_;
    args_.queue.submit([&](sycl::handler& cgh) {
      cgh.parallel_for<MatVecKernel>(sycl::range<1>{n}, [=](sycl::id<1> row) {
        float acc = 0.0f;
        for (std::size_t j = 0; j < n; ++j) acc += m[row[0] * n + j] * x[j];
        y[row] = acc;
      });
    });
  }

  bool verify() {
    args_.queue.memcpy(y_.data(), y_dev_, n_ * sizeof(float)).wait();
    for (std::size_t i = 0; i < n_; ++i) {
      double expect = 0.0;
      for (std::size_t j = 0; j < n_; ++j) expect += double(m_[i * n_ + j]) * double(x_[j]);
      if (std::fabs(expect - y_[i]) > 1e-3 * (1.0 + std::fabs(expect))) return false;
    }
    return true;
  }

 private:
  BenchmarkArgs& args_;
  std::size_t n_;
  std::vector<float> m_, x_, y_;
  float* m_dev_ = nullptr;
  float* x_dev_ = nullptr;
  float* y_dev_ = nullptr;
};

class StencilBench {
 public:
  explicit StencilBench(BenchmarkArgs& args) : args_(args), n_(args.problem_size), steps_(args.steps) {}
  static std::string name() { return "stencil"; }

  void setup() {
    u0_.assign(n_ * n_, 0.0f);
    u1_.assign(n_ * n_, 0.0f);
    probe_.assign(steps_, 0.0f);
    for (std::size_t i = 0; i < n_ * n_; ++i) u0_[i] = pattern(i, 2) * 0.1f;
    u1_ = u0_;
    grid_[0] = std::make_unique<sycl::buffer<float, 2>>(u0_.data(), sycl::range<2>(n_, n_));
    grid_[1] = std::make_unique<sycl::buffer<float, 2>>(u1_.data(), sycl::range<2>(n_, n_));
    probe_buf_ = std::make_unique<sycl::buffer<float, 1>>(probe_.data(), sycl::range<1>(steps_));
  }

  void run() {
    sycl::buffer<float, 2>* current = grid_[0].get();
    sycl::buffer<float, 2>* next = grid_[1].get();
    const std::size_t n = n_;
    const float alpha = args_.alpha;
    sycl::event probed;  // default-constructed: complete until the first probe replaces it
    for (std::size_t t = 0; t < steps_; ++t) {
      args_.queue.submit([&](sycl::handler& cgh) {
        sycl::accessor u{*current, cgh, sycl::read_write};
        cgh.single_task<ApplySource>([=] {
          const float phase = 0.5f * static_cast<float>(t);
          u[n / 2][n / 2] += sycl::sin(phase);
        });
      });
      args_.queue.submit([&](sycl::handler& cgh) {
        sycl::accessor in{*current, cgh, sycl::read_only};
        sycl::accessor out{*next, cgh, sycl::write_only, sycl::no_init};
        cgh.parallel_for<DiffuseStep>(sycl::range<2>{n, n}, [=](sycl::item<2> it) {
          const std::size_t i = it[0], j = it[1];
          const float damping = 1.0f / (1.0f + 0.01f * static_cast<float>(t));
          if (i == 0 || j == 0 || i + 1 == n || j + 1 == n) {
            out[i][j] = in[i][j] * damping;
            return;
          }
          const float lap = in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] - 4.0f * in[i][j];
          out[i][j] = (in[i][j] + alpha * lap) * damping;
        });
      });
      probed = args_.queue.submit([&](sycl::handler& cgh) {
        sycl::accessor field{*next, cgh, sycl::read_only};
        sycl::accessor probe{*probe_buf_, cgh, sycl::write_only};
        cgh.parallel_for<ProbeStep>(sycl::range<1>{1}, [=](sycl::id<1>) { probe[t] = field[n / 2][n / 2 + 1]; });
      });
      std::swap(current, next);
    }
    probed.wait();
  }

  bool verify() {
    // the host's own run of the last call to run(): every run starts from the grid the previous left
    std::vector<float> cur(u0_host_start()), nxt(n_ * n_);
    std::vector<float> probe(steps_, 0.0f);
    for (std::size_t r = 0; r < args_.num_runs; ++r) {
      for (std::size_t t = 0; t < steps_; ++t) {
        cur[(n_ / 2) * n_ + n_ / 2] += std::sin(0.5f * static_cast<float>(t));
        const float damping = 1.0f / (1.0f + 0.01f * static_cast<float>(t));
        for (std::size_t i = 0; i < n_; ++i)
          for (std::size_t j = 0; j < n_; ++j) {
            const float c = cur[i * n_ + j];
            if (i == 0 || j == 0 || i + 1 == n_ || j + 1 == n_) {
              nxt[i * n_ + j] = c * damping;
              continue;
            }
            const float lap = cur[(i - 1) * n_ + j] + cur[(i + 1) * n_ + j] + cur[i * n_ + j - 1] + cur[i * n_ + j + 1] - 4.0f * c;
            nxt[i * n_ + j] = (c + args_.alpha * lap) * damping;
          }
        probe[t] = nxt[(n_ / 2) * n_ + n_ / 2 + 1];
        cur.swap(nxt);
      }
      if (steps_ % 2 == 1) cur.swap(nxt);  // run() starts from grid 0 again, which holds step steps_-1's input
    }
    sycl::host_accessor got{*probe_buf_, sycl::read_only};
    for (std::size_t t = 0; t < steps_; ++t)
      if (std::fabs(got[t] - probe[t]) > 1e-3f * (1.0f + std::fabs(probe[t]))) return false;
    return true;
  }

 private:
  std::vector<float> u0_host_start() const {
    std::vector<float> start(n_ * n_);
    for (std::size_t i = 0; i < n_ * n_; ++i) start[i] = pattern(i, 2) * 0.1f;
    return start;
  }

  BenchmarkArgs& args_;
  std::size_t n_, steps_;
  std::vector<float> u0_, u1_, probe_;
  std::unique_ptr<sycl::buffer<float, 2>> grid_[2];
  std::unique_ptr<sycl::buffer<float, 1>> probe_buf_;
};

class ReductionBench {
 public:
  explicit ReductionBench(BenchmarkArgs& args) : args_(args), count_(args.problem_size * 16), local_(args.local_size) {}
  static std::string name() { return "reduction"; }

  void setup() {
    values_.resize(count_);
    for (std::size_t i = 0; i < count_; ++i) values_[i] = static_cast<int>((i * 5) % 17) - 8;
    groups_ = (count_ + local_ - 1) / local_;
    partial_.assign(groups_, 0);
    values_buf_ = std::make_unique<sycl::buffer<int, 1>>(values_.data(), sycl::range<1>(count_));
    partial_buf_ = std::make_unique<sycl::buffer<int, 1>>(partial_.data(), sycl::range<1>(groups_));
    total_buf_ = std::make_unique<sycl::buffer<int, 1>>(&total_, sycl::range<1>(1));
  }

  void run() {
    const std::size_t count = count_, local = local_, groups = groups_;
    args_.queue.submit([&](sycl::handler& cgh) {
      sycl::accessor in{*values_buf_, cgh, sycl::read_only};
      sycl::accessor out{*partial_buf_, cgh, sycl::write_only, sycl::no_init};
      sycl::local_accessor<int, 1> scratch{sycl::range<1>{local}, cgh};
      cgh.parallel_for<PartialSums>(sycl::nd_range<1>{groups * local, local}, [=](sycl::nd_item<1> it) {
        const std::size_t g = it.get_global_id(0), l = it.get_local_id(0);
        scratch[l] = g < count ? in[g] : 0;
        for (std::size_t half = local / 2; half > 0; half /= 2) {
          sycl::group_barrier(it.get_group());
          if (l < half) scratch[l] += scratch[l + half];
        }
        if (l == 0) out[it.get_group(0)] = scratch[0];
      });
    });
    args_.queue.submit([&](sycl::handler& cgh) {
      sycl::accessor partial{*partial_buf_, cgh, sycl::read_only};
      sycl::accessor total{*total_buf_, cgh, sycl::write_only, sycl::no_init};
      cgh.single_task<FinalSum>([=] {
        int sum = 0;
        for (std::size_t g = 0; g < groups; ++g) sum += partial[g];
        total[0] = sum;
      });
    });
  }

  bool verify() {
    long long expect = 0;
    for (int v : values_) expect += v;
    sycl::host_accessor total{*total_buf_, sycl::read_only};
    return total[0] == expect;
  }

 private:
  BenchmarkArgs& args_;
  std::size_t count_, local_, groups_ = 0;
  std::vector<int> values_, partial_;
  int total_ = 0;
  std::unique_ptr<sycl::buffer<int, 1>> values_buf_, partial_buf_, total_buf_;
};

int main(int argc, char** argv) {
  try {
    CommandLine cli(argc, argv);
    sycl::queue q;
    BenchmarkArgs args = makeBenchmarkArgs(cli, q);
    if (args.local_size == 0 || (args.local_size & (args.local_size - 1)) != 0) {
      std::cerr << "--local must be a power of two" << std::endl;
      return 2;
    }
    bool ok = true;
    ok &= BenchmarkManager<GemmBench>(args).run();
    ok &= BenchmarkManager<MatVecBench>(args).run();
    ok &= BenchmarkManager<StencilBench>(args).run();
    ok &= BenchmarkManager<ReductionBench>(args).run();
    std::puts(ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << std::endl;
    return 2;
  }
}
