// Variant: row loops of independent iterations in nd_range launches -- a handler's parallel_for over buffers and a queue shortcut's over USM -- with work-groups of 32 rows; positional rows cols.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class NdScale;
class NdShift;

int main(int argc, char** argv) {
  const std::size_t rows = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 64;
  const std::size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 48;
  std::vector<float> source(rows * cols), scaled(rows * cols);
  for (std::size_t i = 0; i < source.size(); ++i) source[i] = float((i * 11) % 9) * 0.5f;
  sycl::queue q;
  {
    sycl::buffer<float, 1> in(source.data(), sycl::range<1>(rows * cols));
    sycl::buffer<float, 1> out(scaled.data(), sycl::range<1>(rows * cols));
    q.submit([&](sycl::handler& h) {
      sycl::accessor a{in, h, sycl::read_only};
      sycl::accessor o{out, h, sycl::write_only, sycl::no_init};
      h.parallel_for<NdScale>(sycl::nd_range<1>(sycl::range<1>(rows), sycl::range<1>(32)), [=](sycl::nd_item<1> it) {
        const std::size_t r = it.get_global_id(0);
        for (std::size_t j = 0; j < cols; ++j) o[r * cols + j] = a[r * cols + j] * float(r + 1);
      });
    });
  }
  float* shifted = sycl::malloc_shared<float>(rows * cols, q);
  const float* scaled_usm = sycl::malloc_shared<float>(rows * cols, q);
  float* staging = const_cast<float*>(scaled_usm);
  for (std::size_t i = 0; i < scaled.size(); ++i) staging[i] = scaled[i];
  q.parallel_for<NdShift>(sycl::nd_range<1>(sycl::range<1>(rows), sycl::range<1>(32)), [=](sycl::nd_item<1> it) {
     const std::size_t r = it.get_global_id(0);
     for (std::size_t j = cols; j-- > 0;) shifted[r * cols + j] = scaled_usm[r * cols + j] - 1.0f;
   }).wait();
  bool ok = true;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t j = 0; j < cols; ++j) {
      const float want = source[r * cols + j] * float(r + 1);
      ok = ok && std::fabs(scaled[r * cols + j] - want) <= 1e-4f * (1.0f + std::fabs(want));
      ok = ok && std::fabs(shifted[r * cols + j] - (want - 1.0f)) <= 1e-4f * (1.0f + std::fabs(want));
    }
  sycl::free(shifted, q);
  sycl::free(staging, q);
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
