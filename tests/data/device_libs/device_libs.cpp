// Device-library functions in kernels: <cmath> calls that DPC++'s device IR leaves declared (sinf,
// erff, pow, ...) and an assert (__assert_fail).  The assert's bound comes from the command line,
// so `device_libs --limit 1` makes it fail at run time.
//   device_libs [--limit L]      (default 100: every assertion holds)
// Regenerate: ../../../../shared/tools/dpcpp-ir device_libs.cpp OUT; copy OUT/host.O2.ll, device.ll here.
#include <sycl/sycl.hpp>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

class Wave;
class Decay;

int main(int argc, char** argv) {
  float limit = 100.0f;
  for (int i = 1; i + 1 < argc; i += 2)
    if (std::string(argv[i]) == "--limit") limit = std::stof(argv[i + 1]);
  constexpr size_t n = 64;
  std::vector<float> wave(n);
  std::vector<double> decay(n);
  sycl::queue q;
  {
    sycl::buffer<float> bw(wave.data(), sycl::range<1>(n));
    sycl::buffer<double> bd(decay.data(), sycl::range<1>(n));
    q.submit([&](sycl::handler& h) {
      sycl::accessor w(bw, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Wave>(sycl::range<1>(n), [=](sycl::id<1> i) {
        float x = 0.1f * float(i[0]);
        float v = std::sin(x) + std::erf(x) + std::fmod(x, 1.5f);
        assert(v < limit);
        w[i] = v;
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor d(bd, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Decay>(sycl::range<1>(n), [=](sycl::id<1> i) {
        double t = 0.05 * double(i[0]);
        d[i] = std::pow(0.5, t) * std::cbrt(t + 1.0);
      });
    });
  }
  bool ok = true;
  for (size_t i = 0; i < n; ++i) {
    float x = 0.1f * float(i);
    double t = 0.05 * double(i);
    ok &= std::fabs(wave[i] - (std::sin(x) + std::erf(x) + std::fmod(x, 1.5f))) < 1e-4f;
    ok &= std::fabs(decay[i] - std::pow(0.5, t) * std::cbrt(t + 1.0)) < 1e-9;
  }
  std::printf("wave[10] %.5f decay[10] %.7f\n%s\n", wave[10], decay[10], ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
