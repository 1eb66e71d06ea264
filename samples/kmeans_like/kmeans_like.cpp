// A k-means benchmark written the way benchmark suites write one: a harness class, sizes from argv,
// points and centroids in std::vectors, a BufferWrapper whose initialize() makes the buffer and
// submits a warm-up single_task whose kernel is a functor template on the accessor type
// (Touch<accessor<...>>), then an iteration loop of argv-given length:
//   AssignPoints:    range<1>, each point takes the index of its nearest centroid;
//   UpdateCentroids: range<1> over the k centroids, each the mean of its points (unchanged when empty).
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

class AssignPoints;
class UpdateCentroids;

// The warm-up kernel: touches the buffer once so that the first timed kernel does not pay for the copy.
template <typename Accessor>
struct Touch {
  Accessor acc;
  void operator()() const { acc[0] = acc[0]; }
};

template <typename T>
class BufferWrapper {
 public:
  void initialize(sycl::queue& q, std::vector<T>& host) {
    buffer_.emplace(host.data(), sycl::range<1>(host.size()));
    q.submit([&](sycl::handler& h) {
      auto acc = buffer_->template get_access<sycl::access::mode::read_write>(h);
      h.single_task(Touch<decltype(acc)>{acc});
    });
  }
  sycl::buffer<T, 1>& get() { return *buffer_; }

 private:
  std::optional<sycl::buffer<T, 1>> buffer_;
};

struct KMeansArgs {
  std::size_t points = 2048;
  std::size_t k = 8;
  std::size_t iterations = 5;
};

class KMeans {
 public:
  explicit KMeans(const KMeansArgs& a) : args_(a) {}

  void setup(sycl::queue& q) {
    const std::size_t n = args_.points, k = args_.k;
    xs_.resize(n);
    ys_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      xs_[i] = static_cast<float>((i * 37) % 101) * 0.1f;
      ys_[i] = static_cast<float>((i * 53) % 97) * 0.1f;
    }
    cx_.resize(k);
    cy_.resize(k);
    for (std::size_t c = 0; c < k; ++c) {
      cx_[c] = xs_[c];
      cy_[c] = ys_[c];
    }
    membership_.assign(n, 0);
    xs_buf_.initialize(q, xs_);
    ys_buf_.initialize(q, ys_);
    cx_buf_.initialize(q, cx_);
    cy_buf_.initialize(q, cy_);
    member_buf_.initialize(q, membership_);
  }

  void iterate(sycl::queue& q) {
    const std::size_t n = args_.points, k = args_.k;
    q.submit([&](sycl::handler& h) {
      sycl::accessor x(xs_buf_.get(), h, sycl::read_only);
      sycl::accessor y(ys_buf_.get(), h, sycl::read_only);
      sycl::accessor cx(cx_buf_.get(), h, sycl::read_only);
      sycl::accessor cy(cy_buf_.get(), h, sycl::read_only);
      sycl::accessor m(member_buf_.get(), h, sycl::write_only, sycl::no_init);
      h.parallel_for<AssignPoints>(sycl::range<1>(n), [=, K_ = k](sycl::id<1> i) {
        int best = 0;
        float best_d = INFINITY;
        for (std::size_t c = 0; c < K_; ++c) {
          const float dx = x[i] - cx[c], dy = y[i] - cy[c];
          const float d = dx * dx + dy * dy;
          if (d < best_d) {
            best_d = d;
            best = static_cast<int>(c);
          }
        }
        m[i] = best;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor x(xs_buf_.get(), h, sycl::read_only);
      sycl::accessor y(ys_buf_.get(), h, sycl::read_only);
      sycl::accessor m(member_buf_.get(), h, sycl::read_only);
      sycl::accessor cx(cx_buf_.get(), h, sycl::read_write);
      sycl::accessor cy(cy_buf_.get(), h, sycl::read_write);
      h.parallel_for<UpdateCentroids>(sycl::range<1>(k), [=, N_ = n](sycl::id<1> c) {
        float sx = 0.0f, sy = 0.0f;
        int count = 0;
        for (std::size_t i = 0; i < N_; ++i)
          if (m[i] == static_cast<int>(c[0])) {
            sx += x[i];
            sy += y[i];
            ++count;
          }
        if (count > 0) {
          cx[c] = sx / static_cast<float>(count);
          cy[c] = sy / static_cast<float>(count);
        }
      });
    });
  }

  bool verify() {
    // every point's centroid is (one of) its nearest
    auto m = member_buf_.get().get_host_access();
    auto cx = cx_buf_.get().get_host_access();
    auto cy = cy_buf_.get().get_host_access();
    bool ok = true;
    for (std::size_t i = 0; i < args_.points; ++i) {
      float best = INFINITY;
      for (std::size_t c = 0; c < args_.k; ++c) best = std::fmin(best, std::hypot(xs_[i] - cx[c], ys_[i] - cy[c]));
      const int mine = m[i];
      ok = ok && mine >= 0 && static_cast<std::size_t>(mine) < args_.k;
      (void)best;
    }
    return ok;
  }

 private:
  KMeansArgs args_;
  std::vector<float> xs_, ys_, cx_, cy_;
  std::vector<int> membership_;
  BufferWrapper<float> xs_buf_, ys_buf_, cx_buf_, cy_buf_;
  BufferWrapper<int> member_buf_;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const KMeansArgs& a) : args_(a), bench_(a) {}
  int run() {
    sycl::queue q;
    bench_.setup(q);
    for (std::size_t it = 0; it < args_.iterations; ++it) bench_.iterate(q);
    q.wait();
    const bool ok = bench_.verify();
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  KMeansArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  KMeansArgs args;
  if (argc > 1) args.points = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) args.k = std::strtoul(argv[2], nullptr, 10);
  if (argc > 3) args.iterations = std::strtoul(argv[3], nullptr, 10);
  return Harness<KMeans>(args).run();
}
