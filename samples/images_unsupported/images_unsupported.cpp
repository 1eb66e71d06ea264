// An image filter next to a plain buffer kernel: the brightness of a small RGBA picture is
// scaled through two sycl::image<2> objects (read and write image accessors from get_access),
// and the luma of the same pixels is computed through ordinary buffers.  Images are outside what
// sycl-lift models: the raise must say so for the image parts and still raise the buffer kernel.
// Sizes come from the command line.  (sycl::image is SYCL 1.2.1's image class, deprecated but
// still in SYCL 2020; its successor unsampled_image + unsampled_image_accessor does not compile
// with dpcpp-ir's third-party host compiler flow: the host lambda's size differs from the
// device compiler's, a static_assert in handler.hpp.)
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <vector>

class Brighten;
class Luma;

struct Picture {
  std::size_t width = 16, height = 8;
  std::vector<sycl::float4> pixels;
  void fill() {
    pixels.resize(width * height);
    for (std::size_t k = 0; k < pixels.size(); ++k)
      pixels[k] = sycl::float4(0.1f * (k % 7), 0.05f * (k % 11), 0.2f, 1.0f);
  }
};

static bool brighten_image(sycl::queue& q, Picture& pic, float gain) {
  std::vector<sycl::float4> out(pic.pixels.size());
  {
    sycl::image<2> src(pic.pixels.data(), sycl::image_channel_order::rgba, sycl::image_channel_type::fp32,
                                 sycl::range<2>(pic.width, pic.height));
    sycl::image<2> dst(out.data(), sycl::image_channel_order::rgba, sycl::image_channel_type::fp32,
                                 sycl::range<2>(pic.width, pic.height));
    q.submit([&](sycl::handler& h) {
      auto in = src.get_access<sycl::float4, sycl::access::mode::read>(h);
      auto res = dst.get_access<sycl::float4, sycl::access::mode::write>(h);
      h.parallel_for<Brighten>(sycl::range<2>(pic.width, pic.height), [=](sycl::item<2> it) {
        const sycl::int2 at(static_cast<int>(it[0]), static_cast<int>(it[1]));
        res.write(at, in.read(at) * gain);
      });
    });
  }
  for (std::size_t k = 0; k < out.size(); ++k)
    if (sycl::fabs(out[k].x() - pic.pixels[k].x() * gain) > 1e-5f) return false;
  return true;
}

static bool luma(sycl::queue& q, const Picture& pic) {
  const std::size_t n = pic.pixels.size();
  std::vector<float> y(n);
  {
    sycl::buffer<sycl::float4, 1> px(pic.pixels.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> out(y.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler& h) {
      sycl::accessor in(px, h, sycl::read_only);
      sycl::accessor res(out, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Luma>(sycl::range<1>(n), [=](sycl::id<1> i) {
        const sycl::float4 p = in[i];
        res[i] = 0.25f * p.x() + 0.5f * p.y() + 0.25f * p.z();
      });
    });
  }
  for (std::size_t k = 0; k < n; ++k) {
    const sycl::float4 p = pic.pixels[k];
    if (sycl::fabs(y[k] - (0.25f * p.x() + 0.5f * p.y() + 0.25f * p.z())) > 1e-6f) return false;
  }
  return true;
}

int main(int argc, char** argv) {
  Picture pic;
  if (argc > 2) {
    pic.width = std::strtoul(argv[1], nullptr, 10);
    pic.height = std::strtoul(argv[2], nullptr, 10);
  }
  pic.fill();
  sycl::queue q;
  bool ok = luma(q, pic);
  if (q.get_device().has(sycl::aspect::image)) ok = brighten_image(q, pic, 1.5f) && ok;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
