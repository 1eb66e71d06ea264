// Device-code breadth in one program: math builtins, vectors, half and double, private arrays,
// structs and arrays captured by value, a kernel functor class and a kernel templated on its
// element type.
//   MathFunctor (a class, not a lambda): sqrt, rsqrt, exp, log, pow, fmin, fmax, fabs, floor and
//                sycl::native:: exp / sqrt / recip on floats;
//   VecSwizzle:  sycl::float4 loads, swizzles (wzyx, xy, lo/hi), a swizzle as an lvalue, dot,
//                and a sycl::marray<float, 3>;
//   HalfDouble:  sycl::half arithmetic and conversions, a double accumulation, a private array
//                window (a 5-point smoothing), a captured struct holding an array and a captured
//                std::array;
//   Axpy<T>:     one kernel template instantiated for float, double and int.
// The size comes from argv with a default; the data lives in std::vectors.
#define SYCL_SIMPLE_SWIZZLES  // v.wzyx(), v.xy() as members
#include <sycl/sycl.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class VecSwizzle;
class HalfDouble;
template <typename T>
class Axpy;

static std::size_t size_arg(int argc, char** argv, int i, std::size_t fallback) {
  return argc > i ? static_cast<std::size_t>(std::strtoul(argv[i], nullptr, 10)) : fallback;
}

struct Smoothing {
  float weights[5];
  float bias;
  int radius;
};

class MathFunctor {
 public:
  using In = sycl::accessor<float, 1, sycl::access_mode::read>;
  using Out = sycl::accessor<float, 1, sycl::access_mode::write>;
  MathFunctor(In in, Out exact, Out native, float exponent) : in_(in), exact_(exact), native_(native), exponent_(exponent) {}

  void operator()(sycl::id<1> i) const {
    const float x = sycl::fabs(in_[i]) + 0.5f;
    const float a = sycl::sqrt(x) + sycl::rsqrt(x) + sycl::exp(-x) + sycl::log(x) + sycl::pow(x, exponent_);
    exact_[i] = sycl::fmin(a, 100.0f) + sycl::fmax(sycl::floor(x), 1.0f);
    native_[i] = sycl::native::exp(-x) + sycl::native::sqrt(x) + sycl::native::recip(x);
  }

 private:
  In in_;
  Out exact_, native_;
  float exponent_;
};

template <typename T>
void axpy(sycl::queue& q, T a, std::vector<T>& x, std::vector<T>& y) {
  sycl::buffer<T> x_buf(x.data(), sycl::range<1>(x.size()));
  sycl::buffer<T> y_buf(y.data(), sycl::range<1>(y.size()));
  q.submit([&](sycl::handler& cgh) {
    sycl::accessor xs(x_buf, cgh, sycl::read_only);
    sycl::accessor ys(y_buf, cgh, sycl::read_write);
    cgh.parallel_for<Axpy<T>>(sycl::range<1>(x.size()), [=](sycl::id<1> i) { ys[i] = a * xs[i] + ys[i]; });
  });
}

template <typename T>
bool axpy_ok(T a, const std::vector<T>& x, const std::vector<T>& y0, const std::vector<T>& y) {
  for (std::size_t i = 0; i < x.size(); ++i)
    if (y[i] != a * x[i] + y0[i]) return false;
  return true;
}

int main(int argc, char** argv) {
  const std::size_t n = size_arg(argc, argv, 1, 256);
  sycl::queue q;

  std::vector<float> x(n), exact(n), native(n), smooth(n);
  std::vector<sycl::float4> quads(n), swizzled(n);
  std::vector<sycl::half> halves(n);
  std::vector<double> sums(n);
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = static_cast<float>((i * 7) % 37) * 0.25f - 3.0f;
    quads[i] = sycl::float4(x[i], 2.0f * x[i], 1.0f - x[i], 0.5f);
    halves[i] = static_cast<sycl::half>(x[i]);
  }
  const Smoothing smoothing{{0.1f, 0.2f, 0.4f, 0.2f, 0.1f}, 0.5f, 2};
  const std::array<double, 3> scales{1.0, 0.5, 0.25};

  {
    sycl::buffer<float> x_buf(x.data(), sycl::range<1>(n));
    sycl::buffer<float> exact_buf(exact.data(), sycl::range<1>(n));
    sycl::buffer<float> native_buf(native.data(), sycl::range<1>(n));
    sycl::buffer<sycl::float4> quads_buf(quads.data(), sycl::range<1>(n));
    sycl::buffer<sycl::float4> swizzled_buf(swizzled.data(), sycl::range<1>(n));
    sycl::buffer<sycl::half> halves_buf(halves.data(), sycl::range<1>(n));
    sycl::buffer<float> smooth_buf(smooth.data(), sycl::range<1>(n));
    sycl::buffer<double> sums_buf(sums.data(), sycl::range<1>(n));

    q.submit([&](sycl::handler& cgh) {
      MathFunctor f(MathFunctor::In(x_buf, cgh), MathFunctor::Out(exact_buf, cgh), MathFunctor::Out(native_buf, cgh), 1.5f);
      cgh.parallel_for(sycl::range<1>(n), f);
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(quads_buf, cgh, sycl::read_only);
      sycl::accessor out(swizzled_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<VecSwizzle>(sycl::range<1>(n), [=](sycl::id<1> i) {
        sycl::float4 v = in[i];
        sycl::float4 r = v.wzyx();
        r.xy() = v.lo() * 2.0f;
        sycl::marray<float, 3> m{v.x(), v.y(), v.z()};
        m = m * 0.5f + 1.0f;
        r.w() = sycl::dot(v, r) + m[0] + m[1] + m[2];
        out[i] = r;
      });
    });

    q.submit([&](sycl::handler& cgh) {
      sycl::accessor in(x_buf, cgh, sycl::read_only);
      sycl::accessor h(halves_buf, cgh, sycl::read_write);
      sycl::accessor out(smooth_buf, cgh, sycl::write_only, sycl::no_init);
      sycl::accessor acc(sums_buf, cgh, sycl::write_only, sycl::no_init);
      cgh.parallel_for<HalfDouble>(sycl::range<1>(n), [=, N = n](sycl::id<1> i) {
        float window[5];
        for (int k = 0; k < 5; ++k) {
          const long j = static_cast<long>(i[0]) + k - smoothing.radius;
          window[k] = j < 0 || j >= static_cast<long>(N) ? 0.0f : in[j];
        }
        float s = smoothing.bias;
        for (int k = 0; k < 5; ++k) s += smoothing.weights[k] * window[k];
        out[i] = s;
        const sycl::half hv = h[i];
        h[i] = hv * hv + static_cast<sycl::half>(0.5f);
        double d = 0.0;
        for (int k = 0; k < 3; ++k) d += scales[k] * static_cast<double>(window[k + 1]);
        acc[i] = d;
      });
    });
  }

  std::vector<float> xf(n), yf(n);
  std::vector<double> xd(n), yd(n);
  std::vector<int> xi(n), yi(n);
  for (std::size_t i = 0; i < n; ++i) {
    xf[i] = x[i];
    yf[i] = 1.0f;
    xd[i] = x[i];
    yd[i] = 2.0;
    xi[i] = static_cast<int>(i % 13);
    yi[i] = 3;
  }
  const std::vector<float> yf0 = yf;
  const std::vector<double> yd0 = yd;
  const std::vector<int> yi0 = yi;
  axpy<float>(q, 2.0f, xf, yf);
  axpy<double>(q, 0.5, xd, yd);
  axpy<int>(q, 3, xi, yi);

  bool ok = axpy_ok(2.0f, xf, yf0, yf) && axpy_ok(0.5, xd, yd0, yd) && axpy_ok(3, xi, yi0, yi);
  for (std::size_t i = 0; i < n && ok; ++i) {
    const float v = std::fabs(x[i]) + 0.5f;
    const float a = std::sqrt(v) + 1.0f / std::sqrt(v) + std::exp(-v) + std::log(v) + std::pow(v, 1.5f);
    ok = std::fabs(exact[i] - (std::fmin(a, 100.0f) + std::fmax(std::floor(v), 1.0f))) <= 1e-3f * (1.0f + std::fabs(a));
    ok = ok && std::fabs(native[i] - (std::exp(-v) + std::sqrt(v) + 1.0f / v)) <= 1e-2f;
    const sycl::float4 q4 = quads[i];
    const float dot = q4.x() * 2.0f * q4.x() + q4.y() * 2.0f * q4.y() + q4.z() * q4.y() + q4.w() * q4.x();
    const float m = (q4.x() + q4.y() + q4.z()) * 0.5f + 3.0f;
    ok = ok && swizzled[i].x() == 2.0f * q4.x() && swizzled[i].y() == 2.0f * q4.y() && swizzled[i].z() == q4.y();
    ok = ok && std::fabs(swizzled[i].w() - (dot + m)) <= 1e-3f * (1.0f + std::fabs(dot));
    float s = smoothing.bias;
    for (int k = 0; k < 5; ++k) {
      const long j = static_cast<long>(i) + k - smoothing.radius;
      s += smoothing.weights[k] * (j < 0 || j >= static_cast<long>(n) ? 0.0f : x[j]);
    }
    ok = ok && std::fabs(smooth[i] - s) <= 1e-4f * (1.0f + std::fabs(s));
    const float hx = static_cast<float>(static_cast<sycl::half>(x[i]));
    ok = ok && std::fabs(static_cast<float>(halves[i]) - (hx * hx + 0.5f)) <= 1e-2f * (1.0f + hx * hx);
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
