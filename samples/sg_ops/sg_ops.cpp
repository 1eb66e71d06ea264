// Sub-group operations in an nd_range kernel, as a neighbour-difference / segment-sum pass:
//   SubGroupOps: sub_group size queries (get_local_range, get_max_local_range, get_group_range,
//                get_group_id, get_local_id), shift_group_left (the right neighbour's value),
//                select_from_group (the mirrored lane's value), reduce_over_group over the
//                sub-group (segment sums, int) and group_broadcast on the sub-group.
// The sub-group size is the implementation's: the kernel writes it out and the check uses it.
// Sizes come from argv (n, work-group size) with defaults; the data lives in std::vectors.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <vector>

class SubGroupOps;

static std::size_t size_arg(int argc, char** argv, int i, std::size_t fallback) {
  return argc > i ? static_cast<std::size_t>(std::strtoul(argv[i], nullptr, 10)) : fallback;
}

int main(int argc, char** argv) {
  const std::size_t n = size_arg(argc, argv, 1, 1024);
  const std::size_t wg = size_arg(argc, argv, 2, 64);  // n must be a multiple of wg
  sycl::queue q;

  std::vector<float> x(n);
  std::vector<int> counts(n);
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = static_cast<float>((i * 17) % 29) * 0.5f;
    counts[i] = static_cast<int>((i * 5) % 11);
  }
  std::vector<float> diff(n), mirror(n);
  std::vector<int> segment(n), lanes(n), shape(4 * n);

  {
    sycl::buffer<float> x_buf(x.data(), sycl::range<1>(n));
    sycl::buffer<int> counts_buf(counts.data(), sycl::range<1>(n));
    sycl::buffer<float> diff_buf(diff.data(), sycl::range<1>(n));
    sycl::buffer<float> mirror_buf(mirror.data(), sycl::range<1>(n));
    sycl::buffer<int> segment_buf(segment.data(), sycl::range<1>(n));
    sycl::buffer<int> shape_buf(shape.data(), sycl::range<1>(4 * n));

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(x_buf, cgh, sycl::read_only);
      sycl::accessor cnt(counts_buf, cgh, sycl::read_only);
      sycl::accessor d(diff_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor m(mirror_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor seg(segment_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor sh(shape_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<SubGroupOps>(sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)), [=](sycl::nd_item<1> it) {
        const sycl::sub_group sg = it.get_sub_group();
        const std::size_t i = it.get_global_id(0);
        const unsigned size = sg.get_local_range()[0];
        const unsigned lane = sg.get_local_id()[0];
        const float v = in[i];
        const float right = sycl::shift_group_left(sg, v, 1);
        d[i] = lane + 1 < size ? right - v : 0.0f;
        m[i] = sycl::select_from_group(sg, v, size - 1 - lane);
        const int total = sycl::reduce_over_group(sg, cnt[i], sycl::plus<int>());
        seg[i] = total - sycl::group_broadcast(sg, cnt[i], 0);
        sh[4 * i + 0] = static_cast<int>(size);
        sh[4 * i + 1] = static_cast<int>(sg.get_max_local_range()[0]);
        sh[4 * i + 2] = static_cast<int>(sg.get_group_id()[0]);
        sh[4 * i + 3] = static_cast<int>(sg.get_group_range()[0]);
      });
    });
  }

  // Sub-groups are consecutive work-items of a work-group; the kernel reports each item's
  // sub-group size and id, from which its lane and its sub-group's first item follow.
  bool ok = true;
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t size = static_cast<std::size_t>(shape[4 * i]), max = static_cast<std::size_t>(shape[4 * i + 1]);
    const std::size_t local = i % wg, sg_id = static_cast<std::size_t>(shape[4 * i + 2]);
    const std::size_t first = i - local + sg_id * max, lane = i - first;
    ok = ok && size >= 1 && size <= max && lane < size && shape[4 * i + 3] == static_cast<int>((wg + max - 1) / max);
    if (!ok) break;
    ok = ok && diff[i] == (lane + 1 < size ? x[i + 1] - x[i] : 0.0f);
    ok = ok && mirror[i] == x[first + size - 1 - lane];
    int total = 0;
    for (std::size_t l = 0; l < size; ++l) total += counts[first + l];
    ok = ok && segment[i] == total - counts[first];
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
