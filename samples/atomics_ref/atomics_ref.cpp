// sycl::atomic_ref in histogram kernels, with the orders and scopes application code uses:
//   GlobalHistogram: every work-item bumps its bin in global memory, relaxed order, device scope,
//                    global address space;
//   LocalHistogram:  nd_range<1>: a work-group histogram in a local_accessor (acq_rel order,
//                    work_group scope, local address space) merged into global bins by relaxed
//                    device-scope adds;
//   Extremes:        fetch_max / fetch_min and a counter through atomic_ref's default (generic)
//                    address space, acq_rel order, device scope; a compare_exchange_strong loop
//                    keeps the first index whose value is the maximum.
// Sizes come from argv (n, bins, work-group size) with defaults; the data lives in std::vectors.
#include <sycl/sycl.hpp>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>

class GlobalHistogram;
class LocalHistogram;
class Extremes;

static std::size_t size_arg(int argc, char** argv, int i, std::size_t fallback) {
  return argc > i ? static_cast<std::size_t>(std::strtoul(argv[i], nullptr, 10)) : fallback;
}

using relaxed_global = sycl::atomic_ref<unsigned, sycl::memory_order::relaxed, sycl::memory_scope::device,
                                        sycl::access::address_space::global_space>;
using acq_rel_local = sycl::atomic_ref<unsigned, sycl::memory_order::acq_rel, sycl::memory_scope::work_group,
                                       sycl::access::address_space::local_space>;

int main(int argc, char** argv) {
  const std::size_t n = size_arg(argc, argv, 1, 4096);
  const std::size_t bins = size_arg(argc, argv, 2, 32);
  const std::size_t wg = size_arg(argc, argv, 3, 64);  // n must be a multiple of wg
  sycl::queue q;

  std::vector<int> data(n);
  for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<int>((i * 2654435761u) % 1000) - 300;
  std::vector<unsigned> hist(bins, 0), hist_local(bins, 0);
  std::vector<int> extremes{INT_MIN, INT_MAX, 0, -1};  // max, min, count of negatives, first argmax

  {
    sycl::buffer<int> data_buf(data.data(), sycl::range<1>(n));
    sycl::buffer<unsigned> hist_buf(hist.data(), sycl::range<1>(bins));
    sycl::buffer<unsigned> hist_local_buf(hist_local.data(), sycl::range<1>(bins));
    sycl::buffer<int> extremes_buf(extremes.data(), sycl::range<1>(4));

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(data_buf, cgh, sycl::read_only);
      sycl::accessor out(hist_buf, cgh, sycl::read_write);
      cgh.parallel_for<GlobalHistogram>(sycl::range<1>(n), [=, B = bins](sycl::id<1> i) {
        const unsigned bin = static_cast<unsigned>(in[i] + 300) % B;
        relaxed_global(out[bin]).fetch_add(1u);
      });
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(data_buf, cgh, sycl::read_only);
      sycl::accessor out(hist_local_buf, cgh, sycl::read_write);
      sycl::local_accessor<unsigned, 1> local(sycl::range<1>(bins), cgh);
      cgh.parallel_for<LocalHistogram>(sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)),
                                       [=, B = bins](sycl::nd_item<1> it) {
        const std::size_t lid = it.get_local_id(0), width = it.get_local_range(0);
        for (std::size_t b = lid; b < B; b += width) local[b] = 0;
        sycl::group_barrier(it.get_group());
        const unsigned bin = static_cast<unsigned>(in[it.get_global_id(0)] + 300) % B;
        acq_rel_local(local[bin]).fetch_add(1u);
        sycl::group_barrier(it.get_group());
        for (std::size_t b = lid; b < B; b += width)
          if (local[b] != 0) relaxed_global(out[b]).fetch_add(local[b]);
      });
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(data_buf, cgh, sycl::read_only);
      sycl::accessor ex(extremes_buf, cgh, sycl::read_write);
      cgh.parallel_for<Extremes>(sycl::range<1>(n), [=](sycl::id<1> i) {
        const int v = in[i];
        sycl::atomic_ref<int, sycl::memory_order::acq_rel, sycl::memory_scope::device> max(ex[0]);
        sycl::atomic_ref<int, sycl::memory_order::acq_rel, sycl::memory_scope::device> min(ex[1]);
        sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device> negatives(ex[2]);
        max.fetch_max(v);
        min.fetch_min(v);
        if (v < 0) negatives++;
        if (v == 699) {  // the largest value the data can hold: keep the smallest index that has it
          sycl::atomic_ref<int, sycl::memory_order::acq_rel, sycl::memory_scope::device> first(ex[3]);
          int seen = first.load();
          const int mine = static_cast<int>(i[0]);
          while ((seen < 0 || mine < seen) && !first.compare_exchange_strong(seen, mine)) {
          }
        }
      });
    });
  }

  std::vector<unsigned> want(bins, 0);
  int want_max = INT_MIN, want_min = INT_MAX, want_neg = 0, want_first = -1;
  for (std::size_t i = 0; i < n; ++i) {
    ++want[static_cast<unsigned>(data[i] + 300) % bins];
    want_max = data[i] > want_max ? data[i] : want_max;
    want_min = data[i] < want_min ? data[i] : want_min;
    want_neg += data[i] < 0;
    if (data[i] == 699 && want_first < 0) want_first = static_cast<int>(i);
  }
  bool ok = hist == want && hist_local == want;
  ok = ok && extremes[0] == want_max && extremes[1] == want_min && extremes[2] == want_neg && extremes[3] == want_first;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
