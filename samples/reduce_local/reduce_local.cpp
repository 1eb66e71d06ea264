// Work-group reductions over local memory, the way reduction benchmarks write them:
//   TreeReduce:    nd_range<1> tree sum of an int array in a 1-D local_accessor (stride halving,
//                  barrier per level), one partial sum per work-group, written by work-item 0;
//   SegmentedSum:  nd_range<1>, one work-group per segment of a float array (segment bounds read from
//                  an offsets array, CSR style, by work-item 0 into group_local_memory shared by the
//                  group); each work-item strides through its segment, then the group combines the
//                  per-item sums in a local_accessor (stride doubling);
//   FinishReduce:  single_task adding the partials of TreeReduce.
// Sizes come from argv; data lives in std::vectors; the reduction is submitted in a run loop.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class TreeReduce;
class SegmentedSum;
class FinishReduce;

struct ReduceArgs {
  std::size_t n = 4096;
  std::size_t wg = 64;
  std::size_t segments = 10;
  std::size_t repeats = 2;
};

class ReductionBench {
 public:
  explicit ReductionBench(const ReduceArgs& a) : args_(a) {}

  void setup() {
    const std::size_t n = args_.n;
    groups_ = (n + args_.wg - 1) / args_.wg;
    values_.resize(n);
    for (std::size_t i = 0; i < n; ++i) values_[i] = static_cast<int>(i % 13) - 6;
    partials_.assign(groups_, 0);
    total_.assign(1, 0);
    // segments of growing length over a float array
    offsets_.resize(args_.segments + 1);
    offsets_[0] = 0;
    for (std::size_t s = 0; s < args_.segments; ++s) offsets_[s + 1] = offsets_[s] + 3 * s + 1;
    data_.resize(offsets_[args_.segments]);
    for (std::size_t i = 0; i < data_.size(); ++i) data_[i] = static_cast<float>(i % 7) * 0.5f;
    sums_.assign(args_.segments, 0.0f);
  }

  void run(sycl::queue& q) {
    const std::size_t n = args_.n, wg = args_.wg, groups = groups_, segs = args_.segments;
    sycl::buffer<int, 1> values(values_.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> partials(partials_.data(), sycl::range<1>(groups));
    sycl::buffer<int, 1> total(total_.data(), sycl::range<1>(1));
    sycl::buffer<unsigned, 1> offsets(offsets_.data(), sycl::range<1>(segs + 1));
    sycl::buffer<float, 1> data(data_.data(), sycl::range<1>(data_.size()));
    sycl::buffer<float, 1> sums(sums_.data(), sycl::range<1>(segs));

    for (std::size_t r = 0; r < args_.repeats; ++r) {
      q.submit([&](sycl::handler& h) {
        sycl::accessor in(values, h, sycl::read_only);
        sycl::accessor out(partials, h, sycl::write_only, sycl::no_init);
        sycl::local_accessor<int, 1> scratch(sycl::range<1>(wg), h);
        h.parallel_for<TreeReduce>(sycl::nd_range<1>(groups * wg, wg), [=, N_ = n](sycl::nd_item<1> it) {
          const std::size_t lid = it.get_local_id(0), gid = it.get_global_id(0);
          scratch[lid] = gid < N_ ? in[gid] : 0;
          for (std::size_t stride = it.get_local_range(0) / 2; stride > 0; stride /= 2) {
            sycl::group_barrier(it.get_group());
            if (lid < stride) scratch[lid] += scratch[lid + stride];
          }
          if (lid == 0) out[it.get_group(0)] = scratch[0];
        });
      });
      q.submit([&](sycl::handler& h) {
        sycl::accessor off(offsets, h, sycl::read_only);
        sycl::accessor x(data, h, sycl::read_only);
        sycl::accessor s(sums, h, sycl::write_only, sycl::no_init);
        sycl::local_accessor<float, 1> part(sycl::range<1>(wg), h);
        h.parallel_for<SegmentedSum>(sycl::nd_range<1>(segs * wg, wg), [=](sycl::nd_item<1> it) {
          const std::size_t seg = it.get_group(0), lid = it.get_local_id(0), width = it.get_local_range(0);
          unsigned* bounds = *sycl::ext::oneapi::group_local_memory_for_overwrite<unsigned[2]>(it.get_group());
          if (lid == 0) {
            bounds[0] = off[seg];
            bounds[1] = off[seg + 1];
          }
          sycl::group_barrier(it.get_group());
          float acc = 0.0f;
          for (unsigned i = bounds[0] + lid; i < bounds[1]; i += width) acc += x[i];
          part[lid] = acc;
          for (std::size_t stride = 1; stride < width; stride *= 2) {
            sycl::group_barrier(it.get_group());
            if (lid % (2 * stride) == 0 && lid + stride < width) part[lid] += part[lid + stride];
          }
          if (lid == 0) s[seg] = part[0];
        });
      });
      q.submit([&](sycl::handler& h) {
        sycl::accessor p(partials, h, sycl::read_only);
        sycl::accessor t(total, h, sycl::write_only, sycl::no_init);
        h.single_task<FinishReduce>([=, G_ = groups]() {
          int sum = 0;
          for (std::size_t g = 0; g < G_; ++g) sum += p[g];
          t[0] = sum;
        });
      });
    }
  }

  bool verify() const {
    long want = 0;
    for (int v : values_) want += v;
    bool ok = total_[0] == want;
    for (std::size_t s = 0; s < args_.segments; ++s) {
      float w = 0.0f;
      for (unsigned i = offsets_[s]; i < offsets_[s + 1]; ++i) w += data_[i];
      ok = ok && std::fabs(sums_[s] - w) <= 1e-4f * (1.0f + std::fabs(w));
    }
    return ok;
  }

 private:
  ReduceArgs args_;
  std::size_t groups_ = 0;
  std::vector<int> values_, partials_, total_;
  std::vector<unsigned> offsets_;
  std::vector<float> data_, sums_;
};

int main(int argc, char** argv) {
  ReduceArgs args;
  if (argc > 1) args.n = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) args.wg = std::strtoul(argv[2], nullptr, 10);
  if (argc > 3) args.segments = std::strtoul(argv[3], nullptr, 10);
  ReductionBench bench(args);
  bench.setup();
  sycl::queue q;
  bench.run(q);
  const bool ok = bench.verify();
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
