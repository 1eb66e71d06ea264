// Variant for the noalias-accessors tests: accessors that may share memory, and ones that may not.
//   Shift:    reads and writes ONE buffer through two accessors (a read_only and a write_only one);
//   SubCopy:  writes a sub-buffer of P while reading P itself (the sub-buffer is P's memory);
//   TwoReads: two read_only accessors of one buffer and a write to another buffer;
//   Halves:   two buffers over the two halves of one host vector (disjoint, but one allocation);
//   WithUsm:  an accessor of a buffer over host memory, and a USM shared pointer;
//   FreshUsm: an accessor of a buffer with no host memory, and the same USM pointer.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class Shift;
class SubCopy;
class TwoReads;
class Halves;
class WithUsm;
class FreshUsm;

int main() {
  constexpr size_t N = 1024;
  std::vector<float> a(N), p(2 * N), c(N), h(2 * N, 1.0f);
  for (size_t i = 0; i < N; ++i) a[i] = float(i), p[i] = float(i), p[N + i] = 0.0f;
  sycl::queue q;
  float *u = sycl::malloc_shared<float>(N, q);
  for (size_t i = 0; i < N; ++i) u[i] = 0.5f;
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
    sycl::buffer<float, 1> lo(h.data(), sycl::range<1>(N)), hi(h.data() + N, sycl::range<1>(N));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor L(lo, cgh, sycl::read_only);
      sycl::accessor H(hi, cgh, sycl::write_only);
      cgh.parallel_for<Halves>(sycl::range<1>(N), [=](sycl::id<1> i) { H[i] = 3.0f * L[i]; });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor A(bc, cgh, sycl::read_write);
      cgh.parallel_for<WithUsm>(sycl::range<1>(N), [=](sycl::id<1> i) { A[i] += u[i[0]]; });
    });
    sycl::buffer<float, 1> fresh{sycl::range<1>(N)};
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor F(fresh, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<FreshUsm>(sycl::range<1>(N), [=](sycl::id<1> i) { F[i] = 2.0f * u[i[0]]; });
    });
  }
  sycl::free(u, q);
  bool ok = a[3] == 4.0f && p[N + 3] == 6.0f && c[3] == 4.0f * 5.0f + 0.5f && h[N + 3] == 3.0f;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
