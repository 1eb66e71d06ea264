// An 8x8 block DCT the way image-codec samples write it: plain C++ helper functions taking float*
// (no address space in the source) that the kernels call with pointers into buffers, into private
// arrays and into a local tile, so the device compiler gives the helpers generic pointers.
// Options: width height (multiples of 8; default 64 48).
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class ForwardDct;
class TileScale;

constexpr int kBlock = 8;

// out[u] = sum_x in[x * stride] * cos((2x + 1) u pi / 16) * c(u) / 2
static void dct_1d(const float* in, int stride, float* out) {
  for (int u = 0; u < kBlock; ++u) {
    float sum = 0.0f;
    for (int x = 0; x < kBlock; ++x) sum += in[x * stride] * sycl::cos((2 * x + 1) * u * 3.14159265f / 16.0f);
    out[u] = sum * (u == 0 ? 0.35355339f : 0.5f);
  }
}

static void copy_row(const float* from, float* to, int n) {
  for (int i = 0; i < n; ++i) to[i] = from[i];
}

static float block_energy(const float* block) {
  float e = 0.0f;
  for (int i = 0; i < kBlock * kBlock; ++i) e += block[i] * block[i];
  return e;
}

int main(int argc, char** argv) {
  const int width = argc > 1 ? std::atoi(argv[1]) : 64;
  const int height = argc > 2 ? std::atoi(argv[2]) : 48;
  if (width % kBlock || height % kBlock) {
    std::fprintf(stderr, "width and height must be multiples of 8\n");
    return 2;
  }
  std::vector<float> image(width * height), coeffs(width * height, 0.0f), energy((width / kBlock) * (height / kBlock));
  for (int i = 0; i < width * height; ++i) image[i] = static_cast<float>((i * 37) % 255) / 255.0f;
  sycl::queue q;
  {
    sycl::buffer<float, 1> img(image.data(), sycl::range<1>(image.size()));
    sycl::buffer<float, 1> out(coeffs.data(), sycl::range<1>(coeffs.size()));
    sycl::buffer<float, 1> en(energy.data(), sycl::range<1>(energy.size()));
    q.submit([&](sycl::handler& h) {
      sycl::accessor src{img, h, sycl::read_only};
      sycl::accessor dst{out, h, sycl::write_only, sycl::no_init};
      const int w = width;
      h.parallel_for<ForwardDct>(sycl::range<2>(height / kBlock, width / kBlock), [=](sycl::id<2> b) {
        const int y0 = static_cast<int>(b[0]) * kBlock, x0 = static_cast<int>(b[1]) * kBlock;
        float rows[kBlock * kBlock], line[kBlock];
        const float* base = src.get_multi_ptr<sycl::access::decorated::no>().get() + y0 * w + x0;
        for (int y = 0; y < kBlock; y += 2) {
          dct_1d(base + y * w, 1, rows + y * kBlock);  // global -> private
          copy_row(base + (y + 1) * w, line, kBlock);  // global -> private
          dct_1d(line, 1, rows + (y + 1) * kBlock);    // private -> private
        }
        float* target = dst.get_multi_ptr<sycl::access::decorated::no>().get() + y0 * w + x0;
        for (int u = 0; u < kBlock; ++u) {
          float col[kBlock];
          dct_1d(rows + u, kBlock, col);  // private -> private, strided
          for (int v = 0; v < kBlock; ++v) target[v * w + u] = col[v];
        }
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor coef{out, h, sycl::read_only};
      sycl::accessor e{en, h, sycl::write_only, sycl::no_init};
      sycl::local_accessor<float, 1> tile{sycl::range<1>(kBlock * kBlock), h};
      const int w = width, blocks_x = width / kBlock;
      h.parallel_for<TileScale>(sycl::nd_range<1>(energy.size() * kBlock, kBlock), [=](sycl::nd_item<1> it) {
        const int block = static_cast<int>(it.get_group(0)), lane = static_cast<int>(it.get_local_id(0));
        const int y0 = block / blocks_x * kBlock, x0 = block % blocks_x * kBlock;
        const float* row = coef.get_multi_ptr<sycl::access::decorated::no>().get() + (y0 + lane) * w + x0;
        float* mine = tile.get_multi_ptr<sycl::access::decorated::no>().get() + lane * kBlock;
        copy_row(row, mine, kBlock);  // global -> local
        sycl::group_barrier(it.get_group());
        if (lane == 0) e[block] = block_energy(tile.get_multi_ptr<sycl::access::decorated::no>().get());  // local
      });
    });
  }
  // check: the DCT is orthonormal, so each block keeps its energy
  bool ok = true;
  for (int by = 0; by < height / kBlock; ++by)
    for (int bx = 0; bx < width / kBlock; ++bx) {
      double e = 0.0;
      for (int y = 0; y < kBlock; ++y)
        for (int x = 0; x < kBlock; ++x) {
          const double v = image[(by * kBlock + y) * width + bx * kBlock + x];
          e += v * v;
        }
      const double got = energy[by * (width / kBlock) + bx];
      if (std::fabs(got - e) > 1e-3 * (1.0 + e)) ok = false;
    }
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
