// Benchmark-suite style work-group local memory: a harness template, sizes from the command line,
// matrices in std::vector members resized in setup(), buffers behind a small wrapper class, kernels
// submitted from a member function inside a timed loop:
//   TiledMatMul: nd_range<2> tiled matrix product, two 2-D local_accessor tiles, the tile size is the
//                work-group size (from argv), the global range is rounded up and checked;
//   GroupSum:    nd_range<1> work-group tree sum of the product in a 1-D local_accessor, one partial
//                sum per work-group;
//   AddPartials: single_task adding the partial sums.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

class TiledMatMul;
class GroupSum;
class AddPartials;

struct LocalArgs {
  std::size_t n = 64;
  std::size_t tile = 8;
  std::size_t iterations = 2;
};

// "n=64 tile=8 iterations=2"
class KeyValueArgs {
 public:
  KeyValueArgs(int argc, char** argv) : args_(argv + 1, argv + argc) {}
  std::size_t value(const std::string& key, std::size_t fallback) const {
    for (const std::string& a : args_)
      if (a.size() > key.size() && a.compare(0, key.size(), key) == 0 && a[key.size()] == '=')
        return static_cast<std::size_t>(std::stoul(a.substr(key.size() + 1)));
    return fallback;
  }

 private:
  std::vector<std::string> args_;
};

static std::size_t round_up(std::size_t value, std::size_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

template <int Dims>
class Matrix {
 public:
  void bind(std::vector<float>& host, sycl::range<Dims> r) { buffer_.emplace(host.data(), r); }
  sycl::buffer<float, Dims>& buffer() { return *buffer_; }

 private:
  std::optional<sycl::buffer<float, Dims>> buffer_;
};

class LocalMemoryKernels {
 public:
  explicit LocalMemoryKernels(const LocalArgs& args) : args_(args) {}

  void setup(sycl::queue&) {
    const std::size_t n = args_.n, wg = args_.tile * args_.tile;
    groups_ = round_up(n * n, wg) / wg;
    a_.resize(n * n);
    b_.resize(n * n);
    c_.resize(n * n);
    partial_.resize(groups_);
    total_.resize(1);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        a_[i * n + j] = static_cast<float>((i + 2 * j) % 7) * 0.25f;
        b_[i * n + j] = static_cast<float>((3 * i + j) % 5) - 2.0f;
        c_[i * n + j] = 0.0f;
      }
    for (std::size_t g = 0; g < groups_; ++g) partial_[g] = 0.0f;
    total_[0] = 0.0f;
    a_buf_.bind(a_, sycl::range<2>(n, n));
    b_buf_.bind(b_, sycl::range<2>(n, n));
    c_buf_.bind(c_, sycl::range<2>(n, n));
    partial_buf_.bind(partial_, sycl::range<1>(groups_));
    total_buf_.bind(total_, sycl::range<1>(1));
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    const std::size_t n = args_.n, tile = args_.tile, wg = tile * tile;
    const std::size_t padded = round_up(n, tile);

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor a(a_buf_.buffer(), cgh, sycl::read_only);
      sycl::accessor b(b_buf_.buffer(), cgh, sycl::read_only);
      sycl::accessor c(c_buf_.buffer(), cgh, sycl::write_only, sycl::no_init);
      sycl::local_accessor<float, 2> tileA(sycl::range<2>(tile, tile), cgh);
      sycl::local_accessor<float, 2> tileB(sycl::range<2>(tile, tile), cgh);
      cgh.parallel_for<TiledMatMul>(
          sycl::nd_range<2>(sycl::range<2>(padded, padded), sycl::range<2>(tile, tile)),
          [=, N_ = n, T_ = tile](sycl::nd_item<2> it) {
            const std::size_t row = it.get_global_id(0), col = it.get_global_id(1);
            const std::size_t lr = it.get_local_id(0), lc = it.get_local_id(1);
            float sum = 0.0f;
            for (std::size_t t0 = 0; t0 < N_; t0 += T_) {
              tileA[lr][lc] = (row < N_ && t0 + lc < N_) ? a[row][t0 + lc] : 0.0f;
              tileB[lr][lc] = (t0 + lr < N_ && col < N_) ? b[t0 + lr][col] : 0.0f;
              sycl::group_barrier(it.get_group());
              for (std::size_t k = 0; k < T_; ++k) sum += tileA[lr][k] * tileB[k][lc];
              sycl::group_barrier(it.get_group());
            }
            if (row < N_ && col < N_) c[row][col] = sum;
          });
    }));

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor c(c_buf_.buffer(), cgh, sycl::read_only);
      sycl::accessor partial(partial_buf_.buffer(), cgh, sycl::write_only, sycl::no_init);
      sycl::local_accessor<float, 1> scratch(sycl::range<1>(wg), cgh);
      cgh.parallel_for<GroupSum>(sycl::nd_range<1>(sycl::range<1>(groups_ * wg), sycl::range<1>(wg)),
                                 [=, N_ = n](sycl::nd_item<1> it) {
        const std::size_t gid = it.get_global_id(0), lid = it.get_local_id(0);
        const std::size_t width = it.get_local_range(0);
        scratch[lid] = gid < N_ * N_ ? c[gid / N_][gid % N_] : 0.0f;
        sycl::group_barrier(it.get_group());
        for (std::size_t s = 1; s < width; s *= 2) {
          if (lid % (2 * s) == 0 && lid + s < width) scratch[lid] += scratch[lid + s];
          sycl::group_barrier(it.get_group());
        }
        if (lid == 0) partial[it.get_group(0)] = scratch[0];
      });
    }));

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor partial(partial_buf_.buffer(), cgh, sycl::read_only);
      sycl::accessor total(total_buf_.buffer(), cgh, sycl::write_only);
      cgh.single_task<AddPartials>([=, G_ = groups_]() {
        float s = 0.0f;
        for (std::size_t g = 0; g < G_; ++g) s += partial[g];
        total[0] = s;
      });
    }));
  }

  bool verify() {
    const std::size_t n = args_.n;
    auto c = c_buf_.buffer().get_host_access();
    auto total = total_buf_.buffer().get_host_access();
    bool ok = true;
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        float want = 0.0f;
        for (std::size_t k = 0; k < n; ++k) want += a_[i * n + k] * b_[k * n + j];
        sum += want;
        ok = ok && std::fabs(c[i][j] - want) <= 1e-3f * (1.0f + std::fabs(want));
      }
    return ok && std::fabs(total[0] - sum) <= 1e-3 * (1.0 + std::fabs(sum));
  }

 private:
  LocalArgs args_;
  std::size_t groups_ = 0;
  std::vector<float> a_, b_, c_, partial_, total_;
  Matrix<2> a_buf_, b_buf_, c_buf_;
  Matrix<1> partial_buf_, total_buf_;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const LocalArgs& args) : args_(args), bench_(args) {}

  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t it = 0; it < args_.iterations; ++it) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      sycl::event::wait(events);
      const auto stop = std::chrono::steady_clock::now();
      std::printf("iteration %zu: %.3f ms\n", it, std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  LocalArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  KeyValueArgs kv(argc, argv);
  LocalArgs args;
  args.n = kv.value("n", 64);
  args.tile = kv.value("tile", 8);
  args.iterations = kv.value("iterations", 2);
  return Harness<LocalMemoryKernels>(args).run();
}
