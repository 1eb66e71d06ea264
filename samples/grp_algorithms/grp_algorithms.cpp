// SYCL 2020 work-group algorithms in an nd_range kernel, as a block-wise statistics pass:
//   BlockScan:  per work-group reduce_over_group (sum), group_broadcast (the first item's value),
//               exclusive_scan_over_group (prefix sums) and any_of_group (is any value negative);
//   BlockRange: reduce_over_group with sycl::maximum / sycl::minimum on floats and
//               group_broadcast from a run-time chosen item.
// Sizes come from argv (n, work-group size) with defaults; the data lives in std::vectors.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

class BlockScan;
class BlockRange;

static std::size_t size_arg(int argc, char** argv, int i, std::size_t fallback) {
  return argc > i ? static_cast<std::size_t>(std::strtoul(argv[i], nullptr, 10)) : fallback;
}

int main(int argc, char** argv) {
  const std::size_t n = size_arg(argc, argv, 1, 1024);
  const std::size_t wg = size_arg(argc, argv, 2, 64);  // n must be a multiple of wg
  const std::size_t groups = n / wg;
  sycl::queue q;

  std::vector<int> values(n);
  std::vector<float> samples(n);
  for (std::size_t i = 0; i < n; ++i) {
    values[i] = static_cast<int>((i * 7) % 23) - (i % 256 == 5 ? 40 : 0);
    samples[i] = static_cast<float>((i * 31) % 61) * 0.25f;
  }
  std::vector<int> prefix(n), sums(groups), firsts(groups), negative(groups);
  std::vector<float> highs(groups), lows(groups), picked(groups);

  {
    sycl::buffer<int> values_buf(values.data(), sycl::range<1>(n));
    sycl::buffer<float> samples_buf(samples.data(), sycl::range<1>(n));
    sycl::buffer<int> prefix_buf(prefix.data(), sycl::range<1>(n));
    sycl::buffer<int> sums_buf(sums.data(), sycl::range<1>(groups));
    sycl::buffer<int> firsts_buf(firsts.data(), sycl::range<1>(groups));
    sycl::buffer<int> negative_buf(negative.data(), sycl::range<1>(groups));
    sycl::buffer<float> highs_buf(highs.data(), sycl::range<1>(groups));
    sycl::buffer<float> lows_buf(lows.data(), sycl::range<1>(groups));
    sycl::buffer<float> picked_buf(picked.data(), sycl::range<1>(groups));

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(values_buf, cgh, sycl::read_only);
      sycl::accessor pre(prefix_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor sum(sums_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor first(firsts_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor neg(negative_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<BlockScan>(sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)), [=](sycl::nd_item<1> it) {
        const auto g = it.get_group();
        const int x = in[it.get_global_id(0)];
        const int total = sycl::reduce_over_group(g, x, sycl::plus<int>());
        const int leader = sycl::group_broadcast(g, x);
        pre[it.get_global_id(0)] = sycl::exclusive_scan_over_group(g, x, sycl::plus<int>());
        const bool any_negative = sycl::any_of_group(g, x < 0);
        if (it.get_local_id(0) == 0) {
          sum[it.get_group(0)] = total;
          first[it.get_group(0)] = leader;
          neg[it.get_group(0)] = any_negative ? 1 : 0;
        }
      });
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(samples_buf, cgh, sycl::read_only);
      sycl::accessor hi(highs_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor lo(lows_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor pick(picked_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<BlockRange>(sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)), [=](sycl::nd_item<1> it) {
        const auto g = it.get_group();
        const float x = in[it.get_global_id(0)];
        const float high = sycl::reduce_over_group(g, x, sycl::maximum<float>());
        const float low = sycl::reduce_over_group(g, x, sycl::minimum<float>());
        const std::size_t from = it.get_group(0) % it.get_local_range(0);
        const float chosen = sycl::group_broadcast(g, x, from);
        if (it.get_local_id(0) == 0) {
          hi[it.get_group(0)] = high;
          lo[it.get_group(0)] = low;
          pick[it.get_group(0)] = chosen;
        }
      });
    });
  }

  bool ok = true;
  for (std::size_t g = 0; g < groups; ++g) {
    int run = 0, any = 0;
    float high = samples[g * wg], low = samples[g * wg];
    for (std::size_t l = 0; l < wg; ++l) {
      const std::size_t i = g * wg + l;
      ok = ok && prefix[i] == run;
      run += values[i];
      any |= values[i] < 0;
      high = std::max(high, samples[i]);
      low = std::min(low, samples[i]);
    }
    ok = ok && sums[g] == run && firsts[g] == values[g * wg] && negative[g] == any;
    ok = ok && highs[g] == high && lows[g] == low && picked[g] == samples[g * wg + g % wg];
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
