// An n-body style particle simulation on sycl::vec<float, 3>, written the way simulation benchmarks
// are: a benchmark class run by a small timing harness, sizes from the command line (clusters, bodies
// per cluster, steps; strtoul), positions, velocities and masses in std::vectors of clusters *
// per_cluster elements, each under a DeviceArray<T> wrapper that owns its buffer.  Every time step
// submits two kernels from member functions: ComputeForces (all pairs, softened gravity, velocity
// update in place) and Integrate (new positions into the other position buffer); the two position
// buffers are swapped after every step.  The time step is a float captured by value (a local in
// ComputeForces, an init-capture in Integrate).  verify() redoes the steps on the host.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

class ComputeForces;
class Integrate;

using vec3 = sycl::vec<float, 3>;

struct NBodyConfig {
  std::size_t clusters = 4;
  std::size_t per_cluster = 32;
  std::size_t steps = 3;
  float dt = 0.01f;
  float softening = 0.05f;
  std::size_t bodies() const { return clusters * per_cluster; }
};

static NBodyConfig parse_config(int argc, char** argv) {
  NBodyConfig cfg;
  if (argc > 1) cfg.clusters = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) cfg.per_cluster = std::strtoul(argv[2], nullptr, 10);
  if (argc > 3) cfg.steps = std::strtoul(argv[3], nullptr, 10);
  return cfg;
}

// A device copy of a host vector: the buffer lives as long as the wrapper and writes back on release.
template <typename T>
class DeviceArray {
 public:
  void bind(std::vector<T>& host) {
    buffer_ = std::make_unique<sycl::buffer<T, 1>>(host.data(), sycl::range<1>(host.size()));
  }
  sycl::buffer<T, 1>& get() { return *buffer_; }

 private:
  std::unique_ptr<sycl::buffer<T, 1>> buffer_;
};

static float max_abs_diff(const vec3& a, const vec3& b) {
  const vec3 d = sycl::fabs(a - b);
  return std::max(d.x(), std::max(d.y(), d.z()));
}

class NBodyBench {
 public:
  explicit NBodyBench(const NBodyConfig& cfg) : cfg_(cfg) {}
  const char* name() const { return "particles-vec3"; }

  void setup() {
    const std::size_t n = cfg_.bodies();
    pos0_.resize(n);
    pos1_.resize(n);
    vel_.resize(n);
    mass_.resize(n);
    for (std::size_t c = 0; c < cfg_.clusters; ++c)
      for (std::size_t k = 0; k < cfg_.per_cluster; ++k) {
        const std::size_t i = c * cfg_.per_cluster + k;
        const float phase = 0.37f * static_cast<float>(k);
        pos0_[i] = vec3(3.0f * static_cast<float>(c) + std::cos(phase), std::sin(phase), 0.1f * static_cast<float>(k % 7));
        vel_[i] = vec3(-0.2f * std::sin(phase), 0.2f * std::cos(phase), 0.0f);
        mass_[i] = 0.5f + 0.25f * static_cast<float>(i % 3);
      }
    initial_pos_ = pos0_;
    initial_vel_ = vel_;
    positions_[0].bind(pos0_);
    positions_[1].bind(pos1_);
    velocities_.bind(vel_);
    masses_.bind(mass_);
    current_ = &positions_[0];
    next_ = &positions_[1];
  }

  void compute_forces(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor pos{current_->get(), h, sycl::read_only};
      sycl::accessor mass{masses_.get(), h, sycl::read_only};
      sycl::accessor vel{velocities_.get(), h, sycl::read_write};
      const float dt = cfg_.dt, eps2 = cfg_.softening * cfg_.softening;
      const std::size_t n = cfg_.bodies();
      h.parallel_for<ComputeForces>(sycl::range<1>(n), [=](sycl::id<1> i) {
        const vec3 p = pos[i];
        vec3 acc(0.0f);
        for (std::size_t j = 0; j < n; ++j) {
          const vec3 d = pos[j] - p;
          const float inv = sycl::rsqrt(sycl::dot(d, d) + eps2);
          acc += d * (mass[j] * inv * inv * inv);
        }
        vel[i] += acc * dt;
      });
    });
  }

  void integrate(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor from{current_->get(), h, sycl::read_only};
      sycl::accessor vel{velocities_.get(), h, sycl::read_only};
      sycl::accessor to{next_->get(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<Integrate>(from.get_range(), [=, dt = cfg_.dt](sycl::id<1> i) { to[i] = from[i] + vel[i] * dt; });
    });
    std::swap(current_, next_);  // this step's output is the next step's input
  }

  void run(sycl::queue& q) {
    for (std::size_t s = 0; s < cfg_.steps; ++s) {
      compute_forces(q);
      integrate(q);
    }
    q.wait();
  }

  bool verify() {
    const std::size_t n = cfg_.bodies();
    const float eps2 = cfg_.softening * cfg_.softening;
    std::vector<vec3> p = initial_pos_, v = initial_vel_, next(n);
    for (std::size_t s = 0; s < cfg_.steps; ++s) {
      for (std::size_t i = 0; i < n; ++i) {
        vec3 acc(0.0f);
        for (std::size_t j = 0; j < n; ++j) {
          const vec3 d = p[j] - p[i];
          const float r2 = d.x() * d.x() + d.y() * d.y() + d.z() * d.z() + eps2;
          const float inv = 1.0f / std::sqrt(r2);
          acc += d * (mass_[j] * inv * inv * inv);
        }
        v[i] += acc * cfg_.dt;
      }
      for (std::size_t i = 0; i < n; ++i) next[i] = p[i] + v[i] * cfg_.dt;
      p.swap(next);
    }
    sycl::host_accessor got_pos{current_->get(), sycl::read_only};
    sycl::host_accessor got_vel{velocities_.get(), sycl::read_only};
    float worst = 0.0f;
    for (std::size_t i = 0; i < n; ++i) {
      worst = std::max(worst, max_abs_diff(got_pos[i], p[i]));
      worst = std::max(worst, max_abs_diff(got_vel[i], v[i]));
    }
    if (worst > 1e-3f) std::printf("largest difference %g\n", static_cast<double>(worst));
    return worst <= 1e-3f;
  }

 private:
  NBodyConfig cfg_;
  std::vector<vec3> pos0_, pos1_, vel_, initial_pos_, initial_vel_;
  std::vector<float> mass_;
  DeviceArray<vec3> positions_[2], velocities_;
  DeviceArray<float> masses_;
  DeviceArray<vec3>* current_ = nullptr;
  DeviceArray<vec3>* next_ = nullptr;
};

template <typename Bench>
static bool run_benchmark(sycl::queue& q, Bench& bench) {
  bench.setup();
  const auto start = std::chrono::steady_clock::now();
  bench.run(q);
  const auto stop = std::chrono::steady_clock::now();
  const bool ok = bench.verify();
  std::printf("%s: %.3f ms %s\n", bench.name(), std::chrono::duration<double, std::milli>(stop - start).count(),
              ok ? "PASS" : "FAIL");
  return ok;
}

int main(int argc, char** argv) {
  const NBodyConfig cfg = parse_config(argc, argv);
  sycl::queue q;
  bool ok = false;
  {
    NBodyBench bench(cfg);
    ok = run_benchmark(q, bench);
  }
  return ok ? 0 : 1;
}
