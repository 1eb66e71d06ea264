// Hierarchical parallelism: parallel_for_work_group with parallel_for_work_item inside.
//   HierScale:  one parallel_for_work_item per group, each item scales its element;
//   HierCentre: a group-scope array (work-group local memory) filled by one parallel_for_work_item,
//               summed at group scope (once per group), and a second parallel_for_work_item that
//               subtracts the group mean; a flexible (logical) range twice the physical group size.
// The number of groups comes from argv with a default; the work-group size is a constant.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class HierScale;
class HierCentre;

constexpr std::size_t kGroupSize = 16;

static std::size_t size_arg(int argc, char** argv, int i, std::size_t fallback) {
  return argc > i ? static_cast<std::size_t>(std::strtoul(argv[i], nullptr, 10)) : fallback;
}

int main(int argc, char** argv) {
  const std::size_t groups = size_arg(argc, argv, 1, 32);
  const std::size_t n = groups * kGroupSize * 2;  // HierCentre's logical groups are twice kGroupSize
  sycl::queue q;

  std::vector<float> x(n), scaled(n), centred(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = static_cast<float>((i * 11) % 19) - 4.0f;

  {
    sycl::buffer<float> x_buf(x.data(), sycl::range<1>(n));
    sycl::buffer<float> scaled_buf(scaled.data(), sycl::range<1>(n));
    sycl::buffer<float> centred_buf(centred.data(), sycl::range<1>(n));

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(x_buf, cgh, sycl::read_only);
      sycl::accessor out(scaled_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for_work_group<HierScale>(sycl::range<1>(2 * groups), sycl::range<1>(kGroupSize),
                                             [=](sycl::group<1> g) {
        g.parallel_for_work_item([&](sycl::h_item<1> item) {
          const std::size_t i = item.get_global_id(0);
          out[i] = 3.0f * in[i] + 1.0f;
        });
      });
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(x_buf, cgh, sycl::read_only);
      sycl::accessor out(centred_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for_work_group<HierCentre>(sycl::range<1>(groups), sycl::range<1>(kGroupSize),
                                              [=](sycl::group<1> g) {
        float tile[2 * kGroupSize];  // group scope: one copy per work-group, in local memory
        const std::size_t base = g.get_group_id(0) * 2 * kGroupSize;
        g.parallel_for_work_item(sycl::range<1>(2 * kGroupSize), [&](sycl::h_item<1> item) {
          tile[item.get_logical_local_id(0)] = in[base + item.get_logical_local_id(0)];
        });
        float sum = 0.0f;
        for (std::size_t k = 0; k < 2 * kGroupSize; ++k) sum += tile[k];
        const float mean = sum / (2 * kGroupSize);
        g.parallel_for_work_item(sycl::range<1>(2 * kGroupSize), [&](sycl::h_item<1> item) {
          const std::size_t l = item.get_logical_local_id(0);
          out[base + l] = tile[l] - mean;
        });
      });
    });
  }

  bool ok = true;
  for (std::size_t g = 0; g < groups; ++g) {
    float sum = 0.0f;
    for (std::size_t k = 0; k < 2 * kGroupSize; ++k) sum += x[g * 2 * kGroupSize + k];
    const float mean = sum / (2 * kGroupSize);
    for (std::size_t k = 0; k < 2 * kGroupSize; ++k) {
      const std::size_t i = g * 2 * kGroupSize + k;
      ok = ok && centred[i] == x[i] - mean && scaled[i] == 3.0f * x[i] + 1.0f;
    }
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
