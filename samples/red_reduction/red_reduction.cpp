// sycl::reduction in parallel_for, the way application code reduces a data set to one value:
//   SumRange:  range<1> launch, sycl::plus<int> into a buffer (the result buffer starts at 0 and is
//              combined with: no initialize_to_identity);
//   MinNd:     nd_range<1> launch, sycl::minimum<float> into a buffer, initialize_to_identity;
//   MaxUsm:    range<1> launch from a queue shortcut, a user functor (MaxOf) with an explicit identity
//              into a USM malloc_shared result;
//   SumNdUsm:  nd_range<1> launch, sycl::plus<int> into a USM malloc_device result, copied back.
// Sizes come from argv (n, work-group size) with defaults; the data lives in std::vectors.
#include <sycl/sycl.hpp>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>

class SumRange;
class MinNd;
class MaxUsm;
class SumNdUsm;

// A user reduction operator: the larger of two ints (identity INT_MIN, given at the reduction).
struct MaxOf {
  int operator()(int a, int b) const { return a > b ? a : b; }
};

static std::size_t size_arg(int argc, char** argv, int i, std::size_t fallback) {
  return argc > i ? static_cast<std::size_t>(std::strtoul(argv[i], nullptr, 10)) : fallback;
}

int main(int argc, char** argv) {
  const std::size_t n = size_arg(argc, argv, 1, 1024);
  const std::size_t wg = size_arg(argc, argv, 2, 64);  // n must be a multiple of wg
  sycl::queue q;

  std::vector<int> values(n);
  std::vector<float> samples(n);
  for (std::size_t i = 0; i < n; ++i) {
    values[i] = static_cast<int>((i * 37) % 101) - 50;
    samples[i] = static_cast<float>((i * 13) % 97) * 0.5f - 7.0f;
  }
  int want_sum = 0, want_max = INT_MIN;
  float want_min = samples[0];
  for (std::size_t i = 0; i < n; ++i) {
    want_sum += values[i];
    want_max = values[i] > want_max ? values[i] : want_max;
    want_min = samples[i] < want_min ? samples[i] : want_min;
  }

  int sum = 100;  // SumRange combines into the buffer's initial value
  float minimum = 0.0f;
  {
    sycl::buffer<int> values_buf(values.data(), sycl::range<1>(n));
    sycl::buffer<float> samples_buf(samples.data(), sycl::range<1>(n));
    sycl::buffer<int> sum_buf(&sum, sycl::range<1>(1));
    sycl::buffer<float> min_buf(&minimum, sycl::range<1>(1));

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(values_buf, cgh, sycl::read_only);
      auto total = sycl::reduction(sum_buf, cgh, sycl::plus<int>());
      cgh.parallel_for<SumRange>(sycl::range<1>(n), total, [=](sycl::id<1> i, auto& acc) { acc += in[i]; });
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(samples_buf, cgh, sycl::read_only);
      auto lowest = sycl::reduction(min_buf, cgh, sycl::minimum<float>(),
                                    sycl::property::reduction::initialize_to_identity());
      cgh.parallel_for<MinNd>(sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)), lowest,
                              [=](sycl::nd_item<1> it, auto& acc) { acc.combine(in[it.get_global_id(0)]); });
    });
  }

  int* values_dev = sycl::malloc_device<int>(n, q);
  int* max_shared = sycl::malloc_shared<int>(1, q);
  int* sum_dev = sycl::malloc_device<int>(1, q);
  q.memcpy(values_dev, values.data(), n * sizeof(int)).wait();
  *max_shared = INT_MIN;
  q.memset(sum_dev, 0, sizeof(int)).wait();

  q.parallel_for<MaxUsm>(sycl::range<1>(n), sycl::reduction(max_shared, INT_MIN, MaxOf()),
                         [=](sycl::id<1> i, auto& acc) { acc.combine(values_dev[i]); })
      .wait();

  q.submit([&](sycl::handler& cgh) {
     cgh.parallel_for<SumNdUsm>(sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(wg)),
                                sycl::reduction(sum_dev, sycl::plus<int>()),
                                [=](sycl::nd_item<1> it, auto& acc) { acc += 2 * values_dev[it.get_global_id(0)]; });
   }).wait();
  int sum2 = 0;
  q.memcpy(&sum2, sum_dev, sizeof(int)).wait();
  const int max = *max_shared;

  sycl::free(values_dev, q);
  sycl::free(max_shared, q);
  sycl::free(sum_dev, q);

  const bool ok = sum == 100 + want_sum && minimum == want_min && max == want_max && sum2 == 2 * want_sum;
  std::printf("sum %d min %g max %d sum2 %d: %s\n", sum, minimum, max, sum2, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
