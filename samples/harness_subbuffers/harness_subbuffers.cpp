// Benchmark-suite style sub-buffers and ranged accessors: a harness template, sizes from the command
// line, data in std::vector members resized in setup(), buffers behind std::unique_ptr, kernels
// submitted from a member function inside a timed loop.
//   OverlapShift:  sub-buffers front = [0, 3q) and back = [q, 4q) of ONE parent (q = n/4) OVERLAP;
//                  the kernel writes back and reads front, also where they meet: may alias.
//   HalvesScale:   sub-buffers lower = [0, h) and upper = [h, 2h) (h = n/2) of the same parent are
//                  disjoint; upper is written, lower read.
//   BlockCopyFixed: ranged accessors [0, 32) (read) and [32, 64) (write) of a 64-element buffer: disjoint.
//   BlockCopySym:  ranged accessors [0, h) (read) and [h, 2h) (write) of an n-element buffer: disjoint.
//   OverlapRanged: ranged accessors [0, 48) (read) and [16, 64) (write) of the 64-element buffer: overlap.
// Sub-buffer offsets are multiples of q floats: with the default n = 512 that is 512 bytes, enough
// for every device's base-address alignment.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

class OverlapShift;
class HalvesScale;
class BlockCopyFixed;
class BlockCopySym;
class OverlapRanged;

constexpr std::size_t kFixed = 64;  // the constant-size buffer
constexpr std::size_t kBlock = 32;  // its two disjoint blocks
constexpr std::size_t kSpan = 48;   // its two overlapping windows [0, 48) and [16, 64)
constexpr std::size_t kShift = kFixed - kSpan;

struct SubArgs {
  std::size_t n = 512;
  std::size_t iterations = 2;
};

// "-n 512 -i 2": flag/value pairs.
class Flags {
 public:
  Flags(int argc, char** argv) : argc_(argc), argv_(argv) {}
  std::size_t get(const std::string& flag, std::size_t fallback) const {
    for (int i = 1; i + 1 < argc_; ++i)
      if (flag == argv_[i]) return static_cast<std::size_t>(std::stoul(argv_[i + 1]));
    return fallback;
  }

 private:
  int argc_;
  char** argv_;
};

class SubBufferKernels {
 public:
  explicit SubBufferKernels(const SubArgs& args) : args_(args) {}

  void setup(sycl::queue&) {
    const std::size_t n = args_.n, q = n / 4, h = n / 2;
    data_.resize(n);
    sym_.resize(n);
    fixed_.resize(kFixed);
    for (std::size_t i = 0; i < n; ++i) {
      data_[i] = static_cast<float>(i % 17) * 0.5f;
      sym_[i] = static_cast<float>((i * 5) % 7) - 3.0f;
    }
    for (std::size_t i = 0; i < kFixed; ++i) fixed_[i] = static_cast<float>(i % 9);
    ref_data_ = data_;
    ref_sym_ = sym_;
    ref_fixed_ = fixed_;

    parent_ = std::make_unique<sycl::buffer<float, 1>>(data_.data(), sycl::range<1>(n));
    front_ = std::make_unique<sycl::buffer<float, 1>>(*parent_, sycl::id<1>(0), sycl::range<1>(3 * q));
    back_ = std::make_unique<sycl::buffer<float, 1>>(*parent_, sycl::id<1>(q), sycl::range<1>(3 * q));
    lower_ = std::make_unique<sycl::buffer<float, 1>>(*parent_, sycl::id<1>(0), sycl::range<1>(h));
    upper_ = std::make_unique<sycl::buffer<float, 1>>(*parent_, sycl::id<1>(h), sycl::range<1>(h));
    sym_buf_ = std::make_unique<sycl::buffer<float, 1>>(sym_.data(), sycl::range<1>(n));
    fixed_buf_ = std::make_unique<sycl::buffer<float, 1>>(fixed_.data(), sycl::range<1>(kFixed));
  }

  void run(sycl::queue& q, std::vector<sycl::event>& events) {
    const std::size_t quarter = args_.n / 4, h = args_.n / 2;

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor src(*front_, cgh, sycl::read_only);
      sycl::accessor dst(*back_, cgh, sycl::write_only);
      cgh.parallel_for<OverlapShift>(sycl::range<1>(2 * quarter), [=, Q_ = quarter](sycl::id<1> i) {
        dst[i] = 0.5f * src[i + Q_] + 1.0f;  // src[i + Q_] is dst[i]
      });
    }));

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor lo(*lower_, cgh, sycl::read_only);
      sycl::accessor up(*upper_, cgh, sycl::write_only);
      cgh.parallel_for<HalvesScale>(sycl::range<1>(h), [=](sycl::id<1> i) { up[i] = 0.5f * lo[i]; });
    }));

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor src(*fixed_buf_, cgh, sycl::range<1>(kBlock), sycl::id<1>(0), sycl::read_only);
      sycl::accessor dst(*fixed_buf_, cgh, sycl::range<1>(kBlock), sycl::id<1>(kBlock), sycl::write_only);
      cgh.parallel_for<BlockCopyFixed>(sycl::range<1>(kBlock), [=](sycl::id<1> i) { dst[i] = src[i] + 1.0f; });
    }));

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor src(*sym_buf_, cgh, sycl::range<1>(h), sycl::id<1>(0), sycl::read_only);
      sycl::accessor dst(*sym_buf_, cgh, sycl::range<1>(h), sycl::id<1>(h), sycl::write_only);
      cgh.parallel_for<BlockCopySym>(sycl::range<1>(h), [=](sycl::id<1> i) { dst[i] = 2.0f * src[i]; });
    }));

    events.push_back(q.submit([&](sycl::handler& cgh) {
      sycl::accessor src(*fixed_buf_, cgh, sycl::range<1>(kSpan), sycl::id<1>(0), sycl::read_only);
      sycl::accessor dst(*fixed_buf_, cgh, sycl::range<1>(kSpan), sycl::id<1>(kShift), sycl::write_only);
      cgh.parallel_for<OverlapRanged>(sycl::range<1>(kBlock), [=](sycl::id<1> i) {
        dst[i] = 0.5f * src[i + kShift] - 1.0f;  // src[i + kShift] is dst[i]
      });
    }));
  }

  bool verify() {
    const std::size_t n = args_.n, q = n / 4, h = n / 2;
    for (std::size_t it = 0; it < args_.iterations; ++it) {
      for (std::size_t i = 0; i < 2 * q; ++i) ref_data_[q + i] = 0.5f * ref_data_[q + i] + 1.0f;
      for (std::size_t i = 0; i < h; ++i) ref_data_[h + i] = 0.5f * ref_data_[i];
      for (std::size_t i = 0; i < kBlock; ++i) ref_fixed_[kBlock + i] = ref_fixed_[i] + 1.0f;
      for (std::size_t i = 0; i < h; ++i) ref_sym_[h + i] = 2.0f * ref_sym_[i];
      for (std::size_t i = 0; i < kBlock; ++i) ref_fixed_[kShift + i] = 0.5f * ref_fixed_[kShift + i] - 1.0f;
    }
    auto data = parent_->get_host_access();
    auto sym = sym_buf_->get_host_access();
    auto fixed = fixed_buf_->get_host_access();
    bool ok = true;
    for (std::size_t i = 0; i < n && ok; ++i)
      ok = std::fabs(data[i] - ref_data_[i]) <= 1e-5f && std::fabs(sym[i] - ref_sym_[i]) <= 1e-5f;
    for (std::size_t i = 0; i < kFixed && ok; ++i) ok = std::fabs(fixed[i] - ref_fixed_[i]) <= 1e-5f;
    return ok;
  }

 private:
  SubArgs args_;
  std::vector<float> data_, sym_, fixed_, ref_data_, ref_sym_, ref_fixed_;
  std::unique_ptr<sycl::buffer<float, 1>> parent_, front_, back_, lower_, upper_, sym_buf_, fixed_buf_;
};

template <typename Bench>
class Harness {
 public:
  explicit Harness(const SubArgs& args) : args_(args), bench_(args) {}

  int run() {
    sycl::queue q;
    bench_.setup(q);
    std::vector<sycl::event> events;
    for (std::size_t it = 0; it < args_.iterations; ++it) {
      const auto start = std::chrono::steady_clock::now();
      bench_.run(q, events);
      sycl::event::wait(events);
      const auto stop = std::chrono::steady_clock::now();
      std::printf("iteration %zu: %.3f ms\n", it, std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const bool ok = bench_.verify();
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  }

 private:
  SubArgs args_;
  Bench bench_;
};

int main(int argc, char** argv) {
  Flags flags(argc, argv);
  SubArgs args;
  args.n = flags.get("-n", 512);
  args.iterations = flags.get("-i", 2);
  return Harness<SubBufferKernels>(args).run();
}
