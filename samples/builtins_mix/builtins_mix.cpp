// SYCL 2020 built-ins a histogram / normalisation pipeline uses:
//   ClampPixels: range<1> over RGBA pixels stored as floats, each read as a sycl::float4 and clamped
//                with sycl::clamp against vec4 bounds (-> __spirv_ocl_fclamp on <4 x float>);
//   Histogram:   range<1>, one sycl::atomic_ref<int, relaxed, device, global_space> fetch_add per
//                element into a histogram bin (-> __spirv_AtomicIAdd);
//   GroupTotals: nd_range<1>, sycl::reduce_over_group (sum, int and float) and
//                sycl::inclusive_scan_over_group / exclusive_scan_over_group of the bin counts
//                (-> __spirv_GroupIAdd / __spirv_GroupFAdd with Reduce, InclusiveScan, ExclusiveScan).
// Sizes come from argv; the data lives in std::vectors; the pipeline runs in a loop.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class ClampPixels;
class Histogram;
class GroupTotals;

constexpr int kBins = 16;

int main(int argc, char** argv) {
  std::size_t n = 1024, rounds = 2;
  const std::size_t wg = kBins;
  if (argc > 1) n = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) rounds = std::strtoul(argv[2], nullptr, 10);
  std::vector<float> pixels(4 * n);
  for (std::size_t i = 0; i < n; ++i) {
    pixels[4 * i] = static_cast<float>(i % 11) * 0.2f - 0.5f;
    pixels[4 * i + 1] = static_cast<float>(i % 5) * 0.3f;
    pixels[4 * i + 2] = 1.5f - static_cast<float>(i % 7) * 0.4f;
    pixels[4 * i + 3] = static_cast<float>(i % 3);
  }
  std::vector<unsigned> keys(n);
  for (std::size_t i = 0; i < n; ++i) keys[i] = static_cast<unsigned>((i * 7 + 3) % 101);
  std::vector<int> bins(kBins, 0), inclusive(kBins, 0), exclusive(kBins, 0), total(2, 0);
  std::vector<float> ftotal(1, 0.0f);
  const std::vector<float> original = pixels;
  {
    sycl::queue q;
    sycl::buffer<float, 1> pbuf(pixels.data(), sycl::range<1>(4 * n));
    sycl::buffer<unsigned, 1> kbuf(keys.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bbuf(bins.data(), sycl::range<1>(kBins));
    sycl::buffer<int, 1> ibuf(inclusive.data(), sycl::range<1>(kBins));
    sycl::buffer<int, 1> ebuf(exclusive.data(), sycl::range<1>(kBins));
    sycl::buffer<int, 1> tbuf(total.data(), sycl::range<1>(2));
    sycl::buffer<float, 1> fbuf(ftotal.data(), sycl::range<1>(1));
    for (std::size_t r = 0; r < rounds; ++r) {
      q.submit([&](sycl::handler& h) {
        sycl::accessor p(pbuf, h, sycl::read_write);
        const sycl::float4 lo(0.0f, 0.1f, 0.2f, 0.0f), hi(1.0f, 0.9f, 0.8f, 1.0f);
        h.parallel_for<ClampPixels>(sycl::range<1>(n), [=](sycl::id<1> id) {
          const std::size_t i = 4 * id[0];
          const sycl::float4 v = sycl::clamp(sycl::float4(p[i], p[i + 1], p[i + 2], p[i + 3]), lo, hi);
          p[i] = v.x();
          p[i + 1] = v.y();
          p[i + 2] = v.z();
          p[i + 3] = v.w();
        });
      });
      q.submit([&](sycl::handler& h) {
        sycl::accessor k(kbuf, h, sycl::read_only);
        sycl::accessor b(bbuf, h, sycl::read_write);
        h.parallel_for<Histogram>(sycl::range<1>(n), [=](sycl::id<1> i) {
          sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device,
                           sycl::access::address_space::global_space>
              bin(b[k[i] % kBins]);
          bin.fetch_add(1);
        });
      });
      q.submit([&](sycl::handler& h) {
        sycl::accessor b(bbuf, h, sycl::read_only);
        sycl::accessor inc(ibuf, h, sycl::write_only, sycl::no_init);
        sycl::accessor exc(ebuf, h, sycl::write_only, sycl::no_init);
        sycl::accessor t(tbuf, h, sycl::write_only, sycl::no_init);
        sycl::accessor ft(fbuf, h, sycl::write_only, sycl::no_init);
        h.parallel_for<GroupTotals>(sycl::nd_range<1>(wg, wg), [=](sycl::nd_item<1> it) {
          const auto g = it.get_group();
          const std::size_t i = it.get_global_id(0);
          const int count = b[i];
          const int sum = sycl::reduce_over_group(g, count, sycl::plus<int>());
          const float fsum = sycl::reduce_over_group(g, static_cast<float>(count) * 0.5f, sycl::plus<float>());
          inc[i] = sycl::inclusive_scan_over_group(g, count, sycl::plus<int>());
          exc[i] = sycl::exclusive_scan_over_group(g, count, sycl::plus<int>());
          const int most = sycl::reduce_over_group(g, count, sycl::maximum<int>());
          if (i == 0) {
            t[0] = sum;
            t[1] = most;
            ft[0] = fsum;
          }
        });
      });
    }
  }
  bool ok = true;
  std::vector<int> want(kBins, 0);
  for (std::size_t r = 0; r < rounds; ++r)
    for (std::size_t i = 0; i < n; ++i) want[keys[i] % kBins] += 1;
  int run = 0, most = 0;
  for (int b = 0; b < kBins; ++b) {
    ok = ok && bins[b] == want[b] && exclusive[b] == run;
    run += want[b];
    most = std::max(most, want[b]);
    ok = ok && inclusive[b] == run;
  }
  ok = ok && total[0] == run && total[1] == most && ftotal[0] == 0.5f * static_cast<float>(run);
  for (std::size_t i = 0; i < n; ++i) {
    const sycl::float4 lo(0.0f, 0.1f, 0.2f, 0.0f), hi(1.0f, 0.9f, 0.8f, 1.0f);
    for (int c = 0; c < 4; ++c)
      ok = ok && pixels[4 * i + c] == std::fmin(std::fmax(original[4 * i + c], lo[c]), hi[c]);
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
