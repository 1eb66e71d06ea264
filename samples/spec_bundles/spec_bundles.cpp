// Specialization constants through kernel bundles, as a library that builds its kernels once and
// reuses them:
//   BundleScale:  launched with an executable bundle built from an input bundle whose kFactor was
//                 set to 3 and kLimits to {-50, 50}; the factor read back from the built bundle
//                 (3) is also captured as a scalar;
//   BundleOffset: launched twice with a second bundle whose kFactor comes from argv (not known
//                 before the program runs); kLimits keeps its default;
//   HandlerRead:  no bundle: the command group sets kOffset to 5, reads it back through the
//                 handler and captures what it read (5).
// The size and the run-time factor come from argv, the data lives in std::vectors.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

class BundleScale;
class BundleOffset;
class HandlerRead;

struct Limits {
  int lo;
  int hi;
};

constexpr sycl::specialization_id<int> kFactor{1};
constexpr sycl::specialization_id<Limits> kLimits{Limits{-1000, 1000}};
constexpr sycl::specialization_id<int> kOffset{0};

using InputBundle = sycl::kernel_bundle<sycl::bundle_state::input>;
using ExecBundle = sycl::kernel_bundle<sycl::bundle_state::executable>;

// a configured build: what a library would cache per configuration
static ExecBundle build_configured(const sycl::context& ctx, int factor, const Limits* limits) {
  InputBundle input = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx);
  input.set_specialization_constant<kFactor>(factor);
  if (limits) input.set_specialization_constant<kLimits>(*limits);
  return sycl::build(input);
}

static void scale(sycl::queue& q, const ExecBundle& exe, sycl::buffer<int, 1>& data, int factor_seen) {
  q.submit([&](sycl::handler& h) {
    h.use_kernel_bundle(exe);
    sycl::accessor d(data, h, sycl::read_write);
    h.parallel_for<BundleScale>(data.get_range(), [=](sycl::id<1> i, sycl::kernel_handler kh) {
      const Limits lim = kh.get_specialization_constant<kLimits>();
      const int v = d[i] * kh.get_specialization_constant<kFactor>() + factor_seen;
      d[i] = std::min(std::max(v, lim.lo), lim.hi);
    });
  });
}

int main(int argc, char** argv) {
  std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 512;
  const int run_factor = argc > 2 ? std::atoi(argv[2]) : 2;
  std::vector<int> a(n), b(n), c(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    a[i] = static_cast<int>(i % 41) - 20;
    b[i] = static_cast<int>(i % 17);
  }

  sycl::queue q;
  const sycl::context ctx = q.get_context();
  const Limits tight{-50, 50};
  ExecBundle fixed = build_configured(ctx, 3, &tight);
  ExecBundle tuned = build_configured(ctx, run_factor, nullptr);
  const int fixed_factor = fixed.get_specialization_constant<kFactor>();
  {
    sycl::buffer<int, 1> abuf(a.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> bbuf(b.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> cbuf(c.data(), sycl::range<1>(n));
    scale(q, fixed, abuf, fixed_factor);
    for (int pass = 0; pass < 2; ++pass) {
      q.submit([&](sycl::handler& h) {
        h.use_kernel_bundle(tuned);
        sycl::accessor d(bbuf, h, sycl::read_write);
        h.parallel_for<BundleOffset>(sycl::range<1>(n), [=](sycl::id<1> i, sycl::kernel_handler kh) {
          const Limits lim = kh.get_specialization_constant<kLimits>();
          d[i] = std::min(d[i] + kh.get_specialization_constant<kFactor>(), lim.hi);
        });
      });
    }
    q.submit([&](sycl::handler& h) {
      sycl::accessor out(cbuf, h, sycl::write_only);
      h.set_specialization_constant<kOffset>(5);
      const int seen = h.get_specialization_constant<kOffset>();
      h.parallel_for<HandlerRead>(sycl::range<1>(n), [=](sycl::id<1> i, sycl::kernel_handler kh) {
        out[i] = kh.get_specialization_constant<kOffset>() * 100 + seen;
      });
    });
  }

  bool ok = fixed_factor == 3;
  for (std::size_t i = 0; i < n; ++i) {
    const int ai = static_cast<int>(i % 41) - 20, bi = static_cast<int>(i % 17);
    ok = ok && a[i] == std::min(std::max(ai * 3 + 3, -50), 50);
    ok = ok && b[i] == std::min(bi + 2 * run_factor, 1000);
    ok = ok && c[i] == 505;
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
