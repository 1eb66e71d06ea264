// An RGBA image filter on sycl::float4 pixels, written the way image-processing benchmarks are: width,
// height and the pass count from the command line (strtoul), the image in a std::vector<sycl::float4>
// of width * height pixels, two images (buffer<sycl::float4, 2>) behind an Image2D wrapper, and a
// FilterBench whose member functions submit the kernels.  Every pass runs Blur3x3 (weights 1-2-1 in
// both directions, coordinates clamped at the border, the sum scaled by a float4 splat of 1/16) and
// ToneMap (per-channel gain and luma weights as float4 constants, a brightness captured by value, a
// saturation mix towards the luma, sycl::clamp of the float4 into [0, 1]); each kernel reads one image
// and writes the other, and the two are swapped after every kernel.  verify() redoes the passes on
// the host.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

class Blur3x3;
class ToneMap;

struct FilterArgs {
  std::size_t width = 64;
  std::size_t height = 48;
  std::size_t passes = 2;
  float brightness = 0.05f;
};

static FilterArgs parse_args(int argc, char** argv) {
  FilterArgs a;
  if (argc > 1) a.width = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) a.height = std::strtoul(argv[2], nullptr, 10);
  if (argc > 3) a.passes = std::strtoul(argv[3], nullptr, 10);
  return a;
}

// An image on the device: a 2-D buffer of pixels over host memory (rows = height, columns = width).
class Image2D {
 public:
  void attach(std::vector<sycl::float4>& pixels, std::size_t height, std::size_t width) {
    buffer_ = std::make_unique<sycl::buffer<sycl::float4, 2>>(pixels.data(), sycl::range<2>(height, width));
  }
  sycl::buffer<sycl::float4, 2>& pixels() { return *buffer_; }

 private:
  std::unique_ptr<sycl::buffer<sycl::float4, 2>> buffer_;
};

// The filter's arithmetic, shared by the kernels and the host check.
static inline sycl::float4 tone(sycl::float4 c, float brightness) {
  const sycl::float4 gain(1.10f, 1.00f, 0.90f, 1.00f);
  const sycl::float4 lift(brightness, brightness, brightness, 0.0f);
  const float luma = sycl::dot(c, sycl::float4(0.299f, 0.587f, 0.114f, 0.0f));
  const sycl::float4 grey(luma, luma, luma, c.w());
  const sycl::float4 vivid = grey + (c - grey) * sycl::float4(1.25f, 1.25f, 1.25f, 1.0f);
  return sycl::clamp(vivid * gain + lift, sycl::float4(0.0f), sycl::float4(1.0f));
}

class FilterBench {
 public:
  explicit FilterBench(const FilterArgs& args) : args_(args) {}
  const char* name() const { return "image-filter4"; }

  void setup() {
    const std::size_t w = args_.width, h = args_.height;
    front_.resize(w * h);
    back_.resize(w * h);
    for (std::size_t y = 0; y < h; ++y)
      for (std::size_t x = 0; x < w; ++x)
        front_[y * w + x] = sycl::float4(static_cast<float>((x * 7 + y * 3) % 16) / 15.0f,
                                         static_cast<float>((x + y * 5) % 11) / 10.0f,
                                         static_cast<float>((x * y) % 9) / 8.0f, 1.0f);
    original_ = front_;
    images_[0].attach(front_, h, w);
    images_[1].attach(back_, h, w);
    src_ = &images_[0];
    dst_ = &images_[1];
  }

  void blur(sycl::queue& q) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{src_->pixels(), cgh, sycl::read_only};
      sycl::accessor out{dst_->pixels(), cgh, sycl::write_only, sycl::no_init};
      const int rows = static_cast<int>(args_.height), cols = static_cast<int>(args_.width);
      cgh.parallel_for<Blur3x3>(sycl::range<2>(args_.height, args_.width), [=](sycl::item<2> it) {
        const int y = static_cast<int>(it[0]), x = static_cast<int>(it[1]);
        sycl::float4 sum(0.0f);
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            const int yy = sycl::clamp(y + dy, 0, rows - 1), xx = sycl::clamp(x + dx, 0, cols - 1);
            sum += static_cast<float>((2 - dy * dy) * (2 - dx * dx)) * in[yy][xx];
          }
        out[it] = sum * sycl::float4(1.0f / 16.0f);
      });
    });
    std::swap(src_, dst_);
  }

  void tone_map(sycl::queue& q) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in{src_->pixels(), cgh, sycl::read_only};
      sycl::accessor out{dst_->pixels(), cgh, sycl::write_only, sycl::no_init};
      const float brightness = args_.brightness;
      cgh.parallel_for<ToneMap>(in.get_range(), [=](sycl::id<2> p) { out[p] = tone(in[p], brightness); });
    });
    std::swap(src_, dst_);
  }

  void run(sycl::queue& q) {
    for (std::size_t pass = 0; pass < args_.passes; ++pass) {
      blur(q);
      tone_map(q);
    }
    q.wait();
  }

  bool verify() {
    const long w = static_cast<long>(args_.width), h = static_cast<long>(args_.height);
    std::vector<sycl::float4> a = original_, b(a.size());
    for (std::size_t pass = 0; pass < args_.passes; ++pass) {
      for (long y = 0; y < h; ++y)
        for (long x = 0; x < w; ++x) {
          sycl::float4 sum(0.0f);
          for (long dy = -1; dy <= 1; ++dy)
            for (long dx = -1; dx <= 1; ++dx) {
              const long yy = std::min(std::max(y + dy, 0L), h - 1), xx = std::min(std::max(x + dx, 0L), w - 1);
              sum += static_cast<float>((2 - dy * dy) * (2 - dx * dx)) * a[yy * w + xx];
            }
          b[y * w + x] = sum * sycl::float4(1.0f / 16.0f);
        }
      for (std::size_t k = 0; k < a.size(); ++k) a[k] = tone(b[k], args_.brightness);
    }
    sycl::host_accessor got{src_->pixels(), sycl::read_only};
    std::size_t bad = 0;
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x) {
        const sycl::float4 d = sycl::fabs(got[y][x] - a[y * w + x]);
        if (d.x() > 1e-4f || d.y() > 1e-4f || d.z() > 1e-4f || d.w() > 1e-4f) ++bad;
      }
    if (bad) std::printf("%zu pixels differ\n", bad);
    return bad == 0;
  }

 private:
  FilterArgs args_;
  std::vector<sycl::float4> front_, back_, original_;
  Image2D images_[2];
  Image2D* src_ = nullptr;
  Image2D* dst_ = nullptr;
};

template <typename Bench>
static bool run_benchmark(sycl::queue& q, Bench& bench) {
  bench.setup();
  const auto start = std::chrono::steady_clock::now();
  bench.run(q);
  const auto stop = std::chrono::steady_clock::now();
  const bool ok = bench.verify();
  std::printf("%s: %.3f ms %s\n", bench.name(), std::chrono::duration<double, std::milli>(stop - start).count(),
              ok ? "PASS" : "FAIL");
  return ok;
}

int main(int argc, char** argv) {
  const FilterArgs args = parse_args(argc, argv);
  sycl::queue q;
  bool ok = false;
  {
    FilterBench bench(args);
    ok = run_benchmark(q, bench);
  }
  return ok ? 0 : 1;
}
