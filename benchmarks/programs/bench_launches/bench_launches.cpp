// Launch-heavy benchmark: a particle-update pipeline of small kernels submitted many times in a
// loop, the way time-stepping codes do.  Each kernel reads and writes several buffers through
// accessors, so each launch hands the runtime many arguments.  The program times the host side of
// every submission (the "kernel submission time" of Intel's optimization guide: from before submit
// to its return, not the kernel's execution) and prints the median per launch.
//   bench_launches [--particles N] [--steps S]
#include <sycl/sycl.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

struct Options {
  std::map<std::string, std::string> values;
  Options(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; i += 2) values[argv[i]] = argv[i + 1];
  }
  size_t get(const std::string& name, size_t fallback) const {
    auto it = values.find(name);
    return it == values.end() ? fallback : std::stoul(it->second);
  }
};

template <typename T>
class DeviceArray {
 public:
  void initialize(std::vector<T>& host) { buffer_.emplace(host.data(), sycl::range<1>(host.size())); }
  sycl::buffer<T, 1>& get() { return *buffer_; }

 private:
  std::optional<sycl::buffer<T, 1>> buffer_;
};

class Particles {
 public:
  explicit Particles(size_t n) : n_(n) {}

  void setup() {
    x_.resize(n_);
    y_.resize(n_);
    vx_.resize(n_);
    vy_.resize(n_);
    mass_.resize(n_);
    for (size_t i = 0; i < n_; ++i) {
      x_[i] = float(i % 97);
      y_[i] = float(i % 89);
      vx_[i] = 1.0f;
      vy_[i] = -1.0f;
      mass_[i] = 1.0f + float(i % 3);
    }
    bx_.initialize(x_);
    by_.initialize(y_);
    bvx_.initialize(vx_);
    bvy_.initialize(vy_);
    bmass_.initialize(mass_);
  }

  // one time step: three kernels; returns the host time spent in the three submits
  double step(sycl::queue& q, std::vector<sycl::event>& events, float dt) {
    auto t0 = std::chrono::steady_clock::now();
    events.push_back(q.submit([&](sycl::handler& h) {
      sycl::accessor vx(bvx_.get(), h, sycl::read_write);
      sycl::accessor vy(bvy_.get(), h, sycl::read_write);
      sycl::accessor m(bmass_.get(), h, sycl::read_only);
      h.parallel_for(sycl::range<1>(n_), [=](sycl::id<1> i) {
        vx[i] -= 0.01f * vx[i] / m[i];
        vy[i] -= dt * 9.81f;
      });
    }));
    events.push_back(q.submit([&](sycl::handler& h) {
      sycl::accessor x(bx_.get(), h, sycl::read_write);
      sycl::accessor y(by_.get(), h, sycl::read_write);
      sycl::accessor vx(bvx_.get(), h, sycl::read_only);
      sycl::accessor vy(bvy_.get(), h, sycl::read_only);
      h.parallel_for(sycl::range<1>(n_), [=](sycl::id<1> i) {
        x[i] += dt * vx[i];
        y[i] += dt * vy[i];
      });
    }));
    events.push_back(q.submit([&](sycl::handler& h) {
      sycl::accessor y(by_.get(), h, sycl::read_write);
      sycl::accessor vy(bvy_.get(), h, sycl::read_write);
      h.parallel_for(sycl::range<1>(n_), [=](sycl::id<1> i) {
        if (y[i] < 0.0f) {
          y[i] = -y[i];
          vy[i] = -vy[i];
        }
      });
    }));
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::micro>(t1 - t0).count();
  }

  bool verify() {
    sycl::host_accessor y(by_.get(), sycl::read_only);
    for (size_t i = 0; i < n_; ++i)
      if (!(y[i] >= 0.0f)) return false;
    return true;
  }

 private:
  size_t n_;
  std::vector<float> x_, y_, vx_, vy_, mass_;
  DeviceArray<float> bx_, by_, bvx_, bvy_, bmass_;
};

int main(int argc, char** argv) {
  Options options(argc, argv);
  size_t n = options.get("--particles", 256), steps = options.get("--steps", 2000);
  sycl::queue q;
  Particles particles(n);
  particles.setup();
  std::vector<sycl::event> events;
  std::vector<double> per_launch;
  for (size_t s = 0; s < steps; ++s) {
    per_launch.push_back(particles.step(q, events, 0.001f) / 3.0);
    if (events.size() > 300) {  // keep the queue shallow, as a time-stepping code waits on its outputs
      sycl::event::wait(events);
      events.clear();
    }
  }
  sycl::event::wait(events);
  std::sort(per_launch.begin(), per_launch.end());
  std::printf("submit_us_per_launch %.3f\n", per_launch[per_launch.size() / 2]);
  bool ok = particles.verify();
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
