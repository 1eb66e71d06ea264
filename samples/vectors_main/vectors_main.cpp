// Buffers over memory that main itself owns, the way small benchmark programs are written: the size
// from argv (strtoul), three std::vector<float>s of that size (each one's data pointer is, in the
// IR, operator new's result or null for n == 0), a std::unique_ptr<float[]>, a malloc'd array
// checked for null, and two arrays on main's stack, each wrapped in a sycl::buffer.  Kernels read
// some and write others; InPlace has two accessors (read and write) on one buffer: those two must
// not be noalias, every other pair of accessors is over distinct memory.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

class Axpy;
class ScaleOwned;
class Taps;
class InPlace;

constexpr std::size_t kTaps = 64;

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1024;
  const float alpha = 2.5f;

  std::vector<float> x(n), y(n), z(n);
  std::unique_ptr<float[]> w(new float[n]);
  float* m = static_cast<float*>(std::malloc(n * sizeof(float)));
  if (m == nullptr) {
    std::printf("FAIL (no memory)\n");
    return 1;
  }
  float local[kTaps];
  float coeff[kTaps];
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 17);
    y[i] = static_cast<float>(i % 5);
    w[i] = 1.0f + static_cast<float>(i % 3);
    m[i] = 0.0f;
  }
  for (std::size_t j = 0; j < kTaps; ++j) coeff[j] = 0.5f + static_cast<float>(j % 4);

  sycl::queue q;
  {
    sycl::buffer<float, 1> bx(x.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> by(y.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> bz(z.data(), sycl::range<1>(n));
    sycl::buffer<float, 1> bw(w.get(), sycl::range<1>(n));
    sycl::buffer<float, 1> bm(m, sycl::range<1>(n));
    sycl::buffer<float, 1> bl(local, sycl::range<1>(kTaps));
    sycl::buffer<float, 1> bc(coeff, sycl::range<1>(kTaps));

    q.submit([&](sycl::handler& h) {  // z = alpha x + y
      sycl::accessor X(bx, h, sycl::read_only);
      sycl::accessor Y(by, h, sycl::read_only);
      sycl::accessor Z(bz, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Axpy>(sycl::range<1>(n), [=](sycl::id<1> i) { Z[i] = alpha * X[i] + Y[i]; });
    });
    q.submit([&](sycl::handler& h) {  // m = w * z (the unique_ptr's array, the malloc'd one)
      sycl::accessor Z(bz, h, sycl::read_only);
      sycl::accessor W(bw, h, sycl::read_only);
      sycl::accessor M(bm, h, sycl::write_only, sycl::no_init);
      h.parallel_for<ScaleOwned>(sycl::range<1>(n), [=](sycl::id<1> i) { M[i] = W[i] * Z[i]; });
    });
    q.submit([&](sycl::handler& h) {  // local[j] = coeff[j] * (sum of x over the j-th stride)
      sycl::accessor C(bc, h, sycl::read_only);
      sycl::accessor X(bx, h, sycl::read_only);
      sycl::accessor L(bl, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Taps>(sycl::range<1>(kTaps), [=](sycl::id<1> j) {
        float sum = 0.0f;
        for (std::size_t i = j[0]; i < n; i += kTaps) sum += X[i];
        L[j] = C[j] * sum;
      });
    });
    q.submit([&](sycl::handler& h) {  // y += 1 in place: two accessors on one buffer
      auto in = by.get_access<sycl::access::mode::read>(h);
      auto out = by.get_access<sycl::access::mode::write>(h);
      h.parallel_for<InPlace>(sycl::range<1>(n), [=](sycl::id<1> i) { out[i] = in[i] + 1.0f; });
    });
  }  // the buffers write back to x, y, z, w, m, local, coeff

  int errors = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const float xi = static_cast<float>(i % 17), yi = static_cast<float>(i % 5);
    const float zi = alpha * xi + yi;
    if (z[i] != zi) ++errors;
    if (m[i] != (1.0f + static_cast<float>(i % 3)) * zi) ++errors;
    if (y[i] != yi + 1.0f) ++errors;
  }
  for (std::size_t j = 0; j < kTaps; ++j) {
    float sum = 0.0f;
    for (std::size_t i = j; i < n; i += kTaps) sum += static_cast<float>(i % 17);
    const float want = (0.5f + static_cast<float>(j % 4)) * sum;
    if (std::fabs(local[j] - want) > 1e-4f * (1.0f + std::fabs(want))) ++errors;
  }
  std::free(m);
  std::printf(errors ? "FAIL (%d errors)\n" : "PASS\n", errors);
  return errors ? 1 : 0;
}
