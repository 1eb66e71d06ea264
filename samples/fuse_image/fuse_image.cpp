// An image pre-processing pipeline written the way vision applications write one: an interleaved RGB
// frame (width x height x 3 floats) goes through four element-wise stages, each its own kernel over
// range<2>(height, width) with a temporary plane between two stages -- ToGray (luma), Normalise (to
// the frame's black and white levels), Gamma (a power curve), Clamp (to [0, 1]).  A FramePipeline
// owns the frame, the planes and the output; the three per-pixel stages go through one helper,
// map_plane, that submits a kernel reading one plane and writing the next.  Options: --width,
// --height, --frames (the pipeline runs once per frame), --gamma (tenths).  The temporaries are
// buffers made without host data: only the output plane is read back.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

class ToGray;
class Normalise;
class Gamma;
class Clamp;

struct PipelineOptions {
  std::size_t width = 1920;
  std::size_t height = 1080;
  std::size_t frames = 3;
  std::size_t gamma_tenths = 22;

  void parse(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) {
      const std::string key = argv[i];
      const std::size_t value = std::stoul(argv[i + 1]);
      if (key == "--width") width = value;
      else if (key == "--height") height = value;
      else if (key == "--frames") frames = value;
      else if (key == "--gamma") gamma_tenths = value;
    }
  }
};

// One kernel over every pixel of a plane: out[p] = op(in[p]).
template <typename Name, typename Op>
void map_plane(sycl::queue& q, sycl::buffer<float, 1>& in, sycl::buffer<float, 1>& out, std::size_t height,
               std::size_t width, Op op) {
  q.submit([&](sycl::handler& cgh) {
    sycl::accessor src{in, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<Name>(sycl::range<2>(height, width), [=](sycl::id<2> p) {
      const std::size_t i = p[0] * width + p[1];
      dst[i] = op(src[i]);
    });
  });
}

class FramePipeline {
 public:
  explicit FramePipeline(const PipelineOptions& opt)
      : width_(opt.width), height_(opt.height), gamma_(static_cast<float>(opt.gamma_tenths) / 10.0f),
        rgb_host_(make_frame(opt.width * opt.height * 3)), out_host_(opt.width * opt.height, -1.0f),
        rgb_(rgb_host_.data(), sycl::range<1>(opt.width * opt.height * 3)),
        gray_(sycl::range<1>(opt.width * opt.height)), norm_(sycl::range<1>(opt.width * opt.height)),
        curve_(sycl::range<1>(opt.width * opt.height)), out_(out_host_.data(), sycl::range<1>(opt.width * opt.height)) {}

  static std::vector<float> make_frame(std::size_t count) {
    std::vector<float> frame(count);
    for (std::size_t i = 0; i < count; ++i) frame[i] = static_cast<float>((i * 37 + i / 3 * 11) % 251) / 250.0f;
    return frame;
  }

  // the frame's levels: the pipeline stretches [black, white] to [0, 1]
  void measure_levels() {
    black_ = 0.05f;
    white_ = 0.9f;
  }

  void to_gray(sycl::queue& q) {
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor rgb{rgb_, cgh, sycl::read_only};
      sycl::accessor gray{gray_, cgh, sycl::write_only, sycl::no_init};
      const std::size_t width = width_;
      cgh.parallel_for<ToGray>(sycl::range<2>(height_, width_), [=](sycl::id<2> p) {
        const std::size_t i = p[0] * width + p[1];
        gray[i] = 0.299f * rgb[3 * i] + 0.587f * rgb[3 * i + 1] + 0.114f * rgb[3 * i + 2];
      });
    });
  }

  void process(sycl::queue& q) {
    to_gray(q);
    const float black = black_, scale = 1.0f / (white_ - black_), gamma = gamma_;
    map_plane<Normalise>(q, gray_, norm_, height_, width_, [=](float v) { return (v - black) * scale; });
    map_plane<Gamma>(q, norm_, curve_, height_, width_,
                     [=](float v) { return v > 0.0f ? sycl::pow(v, gamma) : 0.0f; });
    map_plane<Clamp>(q, curve_, out_, height_, width_, [=](float v) { return sycl::clamp(v, 0.0f, 1.0f); });
  }

  bool verify() {
    sycl::host_accessor out{out_, sycl::read_only};
    const float scale = 1.0f / (white_ - black_);
    std::size_t bad = 0;
    for (std::size_t i = 0; i < width_ * height_; ++i) {
      const float g = 0.299f * rgb_host_[3 * i] + 0.587f * rgb_host_[3 * i + 1] + 0.114f * rgb_host_[3 * i + 2];
      const float n = (g - black_) * scale;
      const float c = n > 0.0f ? std::pow(n, gamma_) : 0.0f;
      const float want = std::fmin(std::fmax(c, 0.0f), 1.0f);
      if (std::fabs(out[i] - want) > 1e-4f && bad++ < 4)
        std::printf("pixel %zu: %g, want %g\n", i, static_cast<double>(out[i]), static_cast<double>(want));
    }
    return bad == 0;
  }

 private:
  std::size_t width_, height_;
  float gamma_, black_ = 0.0f, white_ = 1.0f;
  std::vector<float> rgb_host_, out_host_;
  sycl::buffer<float, 1> rgb_, gray_, norm_, curve_, out_;
};

int main(int argc, char** argv) {
  PipelineOptions opt;
  opt.parse(argc, argv);
  sycl::queue q;
  FramePipeline pipeline(opt);
  pipeline.measure_levels();
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t frame = 0; frame < opt.frames; ++frame) pipeline.process(q);
  q.wait();
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const bool ok = pipeline.verify();
  std::printf("fuse-image %zu x %zu: %zu frames, %.3f ms, %s\n", opt.width, opt.height, opt.frames, ms,
              ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
