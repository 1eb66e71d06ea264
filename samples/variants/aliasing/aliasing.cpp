// Variant for the noalias-accessors tests: accessors that may share memory, and ones that may not.
//   Shift:    reads and writes ONE buffer through two accessors (a read_only and a write_only one);
//   SubCopy:  writes a sub-buffer of P while reading P itself (the sub-buffer is P's memory);
//   TwoReads: two read_only accessors of one buffer and a write to another buffer.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class Shift;
class SubCopy;
class TwoReads;

int main() {
  constexpr size_t N = 1024;
  std::vector<float> a(N), p(2 * N), c(N);
  for (size_t i = 0; i < N; ++i) a[i] = float(i), p[i] = float(i), p[N + i] = 0.0f;
  sycl::queue q;
  {
    sycl::buffer<float, 1> ba(a.data(), sycl::range<1>(N));
    sycl::buffer<float, 1> bp(p.data(), sycl::range<1>(2 * N));
    sycl::buffer<float, 1> bc(c.data(), sycl::range<1>(N));
    sycl::buffer<float, 1> upper(bp, sycl::id<1>(N), sycl::range<1>(N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor in(ba, h, sycl::read_only);
      sycl::accessor out(ba, h, sycl::write_only);
      h.parallel_for<Shift>(sycl::range<1>(N), [=](sycl::id<1> i) { out[i] = in[i] + 1.0f; });
    });
    q.submit([&](sycl::handler &h) {
      sycl::accessor whole(bp, h, sycl::read_only);
      sycl::accessor top(upper, h, sycl::write_only);
      h.parallel_for<SubCopy>(sycl::range<1>(N), [=](sycl::id<1> i) { top[i] = 2.0f * whole[i]; });
    });
    q.submit([&](sycl::handler &h) {
      sycl::accessor x(ba, h, sycl::read_only);
      sycl::accessor y(ba, h, sycl::read_only);
      sycl::accessor z(bc, h, sycl::write_only, sycl::no_init);
      h.parallel_for<TwoReads>(sycl::range<1>(N), [=](sycl::id<1> i) { z[i] = x[i] * y[(i + 1) % N]; });
    });
  }
  bool ok = a[3] == 4.0f && p[N + 3] == 6.0f && c[3] == 4.0f * 5.0f;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
