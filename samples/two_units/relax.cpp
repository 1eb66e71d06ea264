// The library unit: a damped 3-point smoothing sweep (weighted Jacobi relaxation) of a 1-D signal.
// The two end points are fixed (copied through), every interior point moves towards the mean of its
// neighbours by the factor w.
#include "relax.h"

class RelaxKernel;

void relax(sycl::queue& q, sycl::buffer<float, 1>& in, sycl::buffer<float, 1>& out, std::size_t n, float w) {
  q.submit([&](sycl::handler& cgh) {
    sycl::accessor src{in, cgh, sycl::read_only};
    sycl::accessor dst{out, cgh, sycl::write_only, sycl::no_init};
    cgh.parallel_for<RelaxKernel>(sycl::range<1>(n), [=](sycl::id<1> id) {
      const std::size_t i = id[0];
      if (i == 0 || i + 1 == n) {
        dst[i] = src[i];
        return;
      }
      dst[i] = relax_point(src[i - 1], src[i], src[i + 1], w);
    });
  });
}
