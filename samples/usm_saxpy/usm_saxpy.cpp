// SAXPY with unified shared memory: malloc_host/malloc_device/malloc_shared, q.memcpy,
// q.memset, queue shortcuts q.parallel_for and q.single_task, sycl::free.
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>

class Saxpy;
class SumAll;

int main() {
  constexpr size_t N = 4096;
  sycl::queue q;

  float *hx = sycl::malloc_host<float>(N, q);
  float *dx = sycl::malloc_device<float>(N, q);
  float *dy = sycl::malloc_device<float>(N, q);
  float *sum = sycl::malloc_shared<float>(1, q);
  for (size_t i = 0; i < N; ++i) hx[i] = static_cast<float>(i % 16);

  q.memcpy(dx, hx, N * sizeof(float)).wait();
  q.memcpy(dy, hx, N * sizeof(float)).wait();
  q.memset(sum, 0, sizeof(float)).wait();

  float a = 2.5f;
  int n = static_cast<int>(N);
  q.parallel_for<Saxpy>(sycl::range<1>(N), [=](sycl::id<1> i) { dy[i] = a * dx[i] + dy[i]; }).wait();
  q.single_task<SumAll>([=]() {
    float s = 0.0f;
    for (int i = 0; i < n; ++i) s += dy[i];
    *sum = s;
  }).wait();

  q.memcpy(hx, dy, N * sizeof(float)).wait();

  int errors = 0;
  float ref_sum = 0.0f;
  for (size_t i = 0; i < N; ++i) {
    float x = static_cast<float>(i % 16);
    float want = a * x + x;
    ref_sum += want;
    if (hx[i] != want) ++errors;
  }
  if (std::fabs(*sum - ref_sum) > 1e-3f * ref_sum) ++errors;

  sycl::free(hx, q);
  sycl::free(dx, q);
  sycl::free(dy, q);
  sycl::free(sum, q);
  std::printf(errors ? "FAIL (%d errors)\n" : "PASS\n", errors);
  return errors ? 1 : 0;
}
