// An image-filter benchmark suite the way such suites are written: one `FilterBench<T, Radius, Kind>`
// template instantiated for four element types, four radii and two kernel forms (a direct 2-D
// stencil and a separable row-then-column pair), each instance with its own images in
// std::vectors sized width * height, a host reference, and kernels that read the filter's gain
// and taps count from specialization constants set per launch.  Options come as `--name value`
// pairs through a std::map; every instance runs `iterations` times over swapped buffers.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

constexpr sycl::specialization_id<float> kGain{1.0f};
constexpr sycl::specialization_id<int> kTaps{1};

struct Options {
  std::size_t width = 96, height = 64, iterations = 2;
  static Options parse(int argc, char** argv) {
    std::map<std::string, std::string> given;
    for (int i = 1; i + 1 < argc; i += 2) given[argv[i]] = argv[i + 1];
    Options o;
    if (given.count("--width")) o.width = std::stoul(given["--width"]);
    if (given.count("--height")) o.height = std::stoul(given["--height"]);
    if (given.count("--iterations")) o.iterations = std::stoul(given["--iterations"]);
    return o;
  }
};

enum class Kind { Direct, Separable };

template <typename T, int Radius, Kind K> class DirectFilter;
template <typename T, int Radius, Kind K> class RowFilter;
template <typename T, int Radius, Kind K> class ColumnFilter;

template <typename T>
class Image {
 public:
  Image(std::size_t w, std::size_t h) : w_(w), h_(h), pixels_(w * h) {}
  void fill(unsigned seed) {
    for (std::size_t y = 0; y < h_; ++y)
      for (std::size_t x = 0; x < w_; ++x) pixels_[y * w_ + x] = static_cast<T>((x * 7 + y * 13 + seed) % 17);
  }
  T* data() { return pixels_.data(); }
  const std::vector<T>& pixels() const { return pixels_; }
  std::size_t width() const { return w_; }
  std::size_t height() const { return h_; }

 private:
  std::size_t w_, h_;
  std::vector<T> pixels_;
};

template <typename T, int Radius, Kind K>
class FilterBench {
 public:
  explicit FilterBench(const Options& o) : opt_(o), src_(o.width, o.height), dst_(o.width, o.height), tmp_(o.width, o.height) {}

  bool run(sycl::queue& q) {
    src_.fill(Radius * 3 + static_cast<int>(K));
    reference_ = src_.pixels();
    const std::size_t w = opt_.width, h = opt_.height;
    auto a = std::make_unique<sycl::buffer<T, 2>>(src_.data(), sycl::range<2>(h, w));
    auto b = std::make_unique<sycl::buffer<T, 2>>(dst_.data(), sycl::range<2>(h, w));
    sycl::buffer<T, 2> scratch(tmp_.data(), sycl::range<2>(h, w));
    for (std::size_t it = 0; it < opt_.iterations; ++it) {
      step(q, *a, *b, scratch, 1.0f + 0.25f * static_cast<float>(it));
      std::swap(a, b);
      host_step(1.0f + 0.25f * static_cast<float>(it));
    }
    a.reset();
    b.reset();
    return check(opt_.iterations % 2 == 0 ? src_.pixels() : dst_.pixels());
  }

 private:
  void step(sycl::queue& q, sycl::buffer<T, 2>& in, sycl::buffer<T, 2>& out, sycl::buffer<T, 2>& scratch, float gain) {
    const std::size_t w = opt_.width, h = opt_.height;
    if constexpr (K == Kind::Direct) {
      q.submit([&](sycl::handler& cgh) {
        sycl::accessor src{in, cgh, sycl::read_only};
        sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
        cgh.set_specialization_constant<kGain>(gain);
        cgh.set_specialization_constant<kTaps>(2 * Radius + 1);
        cgh.parallel_for<DirectFilter<T, Radius, K>>(sycl::range<2>(h, w), [=](sycl::item<2> item, sycl::kernel_handler kh) {
          const float g = kh.get_specialization_constant<kGain>();
          const int taps = kh.get_specialization_constant<kTaps>();
          const long y = item[0], x = item[1];
          float sum = 0.0f;
          for (int dy = 0; dy < taps; ++dy)
            for (int dx = 0; dx < taps; ++dx) {
              const long yy = sycl::clamp(y + dy - Radius, 0L, static_cast<long>(h) - 1);
              const long xx = sycl::clamp(x + dx - Radius, 0L, static_cast<long>(w) - 1);
              sum += static_cast<float>(src[yy][xx]);
            }
          dst[item] = static_cast<T>(g * sum / static_cast<float>(taps * taps));
        });
      });
    } else {
      q.submit([&](sycl::handler& cgh) {
        sycl::accessor src{in, cgh, sycl::read_only};
        sycl::accessor mid{scratch, cgh, sycl::write_only, sycl::no_init};
        cgh.set_specialization_constant<kTaps>(2 * Radius + 1);
        cgh.parallel_for<RowFilter<T, Radius, K>>(sycl::range<2>(h, w), [=](sycl::item<2> item, sycl::kernel_handler kh) {
          const int taps = kh.get_specialization_constant<kTaps>();
          const long y = item[0], x = item[1];
          float sum = 0.0f;
          for (int dx = 0; dx < taps; ++dx) sum += static_cast<float>(src[y][sycl::clamp(x + dx - Radius, 0L, static_cast<long>(w) - 1)]);
          mid[item] = static_cast<T>(sum / static_cast<float>(taps));
        });
      });
      q.submit([&](sycl::handler& cgh) {
        sycl::accessor mid{scratch, cgh, sycl::read_only};
        sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
        cgh.set_specialization_constant<kGain>(gain);
        cgh.set_specialization_constant<kTaps>(2 * Radius + 1);
        cgh.parallel_for<ColumnFilter<T, Radius, K>>(sycl::range<2>(h, w), [=](sycl::item<2> item, sycl::kernel_handler kh) {
          const float g = kh.get_specialization_constant<kGain>();
          const int taps = kh.get_specialization_constant<kTaps>();
          const long y = item[0], x = item[1];
          float sum = 0.0f;
          for (int dy = 0; dy < taps; ++dy) sum += static_cast<float>(mid[sycl::clamp(y + dy - Radius, 0L, static_cast<long>(h) - 1)][x]);
          dst[item] = static_cast<T>(g * sum / static_cast<float>(taps));
        });
      });
    }
  }

  // the same filter on the host, in the same order of operations (so integer types agree exactly)
  void host_step(float gain) {
    const long w = static_cast<long>(opt_.width), h = static_cast<long>(opt_.height);
    const int taps = 2 * Radius + 1;
    std::vector<T> out(reference_.size()), mid(reference_.size());
    auto at = [&](const std::vector<T>& v, long y, long x) {
      return static_cast<float>(v[std::min(std::max(y, 0L), h - 1) * w + std::min(std::max(x, 0L), w - 1)]);
    };
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x) {
        float sum = 0.0f;
        if constexpr (K == Kind::Direct) {
          for (int dy = 0; dy < taps; ++dy)
            for (int dx = 0; dx < taps; ++dx) sum += at(reference_, y + dy - Radius, x + dx - Radius);
          out[y * w + x] = static_cast<T>(gain * sum / static_cast<float>(taps * taps));
        } else {
          for (int dx = 0; dx < taps; ++dx) sum += at(reference_, y, x + dx - Radius);
          mid[y * w + x] = static_cast<T>(sum / static_cast<float>(taps));
        }
      }
    if constexpr (K == Kind::Separable) {
      for (long y = 0; y < h; ++y)
        for (long x = 0; x < w; ++x) {
          float sum = 0.0f;
          for (int dy = 0; dy < taps; ++dy) sum += at(mid, y + dy - Radius, x);
          out[y * w + x] = static_cast<T>(gain * sum / static_cast<float>(taps));
        }
    }
    reference_.swap(out);
  }

  bool check(const std::vector<T>& got) const {
    for (std::size_t i = 0; i < got.size(); ++i) {
      const double want = static_cast<double>(reference_[i]);
      if (std::fabs(static_cast<double>(got[i]) - want) > 1e-3 * (1.0 + std::fabs(want))) return false;
    }
    return true;
  }

  Options opt_;
  Image<T> src_, dst_, tmp_;
  std::vector<T> reference_;
};

template <typename T, int Radius>
int run_radius(sycl::queue& q, const Options& o) {
  FilterBench<T, Radius, Kind::Direct> direct(o);
  FilterBench<T, Radius, Kind::Separable> separable(o);
  const bool ok = direct.run(q) && separable.run(q);
  std::printf("radius %d, %zu-byte elements: %s\n", Radius, sizeof(T), ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

template <typename T>
int run_type(sycl::queue& q, const Options& o) {
  return run_radius<T, 1>(q, o) + run_radius<T, 2>(q, o) + run_radius<T, 3>(q, o) + run_radius<T, 4>(q, o);
}

int main(int argc, char** argv) {
  const Options o = Options::parse(argc, argv);
  sycl::queue q;
  const int failures = run_type<float>(q, o) + run_type<double>(q, o) + run_type<int>(q, o) + run_type<short>(q, o);
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
