// FDTD-style time stepping on a 2-D grid: a Simulation class keeps two fields in std::vector members
// sized nx*ny, one sycl::buffer per field, and swaps pointers to the buffers after every step. Even steps
// run UpdateE, odd steps UpdateH; each reads the current buffer, writes the other one and captures the
// step's time t*dt as a scalar. After the loop, an Energy kernel squares every point of the final field.
// Arguments (positional): steps nx ny.
#include <sycl/sycl.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

class UpdateE;
class UpdateH;
class Energy;

struct SimParams {
  std::size_t steps = 6;
  std::size_t nx = 96;
  std::size_t ny = 64;
  float dt = 0.05f;
  float ce = 0.2f;  // E coupling
  float ch = 0.15f; // H coupling
};

// Host reference of one step; the kernels below compute exactly the same expressions.
static float source_term(float time, std::size_t i, std::size_t j, std::size_t nx, std::size_t ny) {
  return (i == nx / 2 && j == ny / 2) ? std::sin(time) : 0.0f;
}

static void reference_step(const std::vector<float>& in, std::vector<float>& out, const SimParams& p, int t) {
  const std::size_t nx = p.nx, ny = p.ny;
  const float time = static_cast<float>(t) * p.dt;
  for (std::size_t i = 0; i < nx; ++i)
    for (std::size_t j = 0; j < ny; ++j) {
      const std::size_t k = i * ny + j;
      if (t % 2 == 0) {
        const float dx = i > 0 ? in[k] - in[k - ny] : 0.0f;
        const float dy = j > 0 ? in[k] - in[k - 1] : 0.0f;
        out[k] = in[k] - p.ce * (dx + dy) + source_term(time, i, j, nx, ny);
      } else {
        const float dx = i + 1 < nx ? in[k + ny] - in[k] : 0.0f;
        const float dy = j + 1 < ny ? in[k + 1] - in[k] : 0.0f;
        out[k] = 0.98f * in[k] + p.ch * (dx - dy) * std::cos(0.5f * time);
      }
    }
}

class Simulation {
 public:
  explicit Simulation(const SimParams& p) : p_(p) {
    field_a_.resize(p_.nx * p_.ny);
    field_b_.resize(p_.nx * p_.ny);
    energy_.resize(p_.nx * p_.ny);
    for (std::size_t i = 0; i < p_.nx; ++i)
      for (std::size_t j = 0; j < p_.ny; ++j)
        field_a_[i * p_.ny + j] = 0.01f * static_cast<float>((i * 7 + j * 3) % 11);
    initial_ = field_a_;
    buf_a_ = new sycl::buffer<float, 1>(field_a_.data(), sycl::range<1>(p_.nx * p_.ny));
    buf_b_ = new sycl::buffer<float, 1>(field_b_.data(), sycl::range<1>(p_.nx * p_.ny));
    buf_energy_ = new sycl::buffer<float, 1>(energy_.data(), sycl::range<1>(p_.nx * p_.ny));
    cur_ = buf_a_;
    next_ = buf_b_;
  }
  ~Simulation() {
    delete buf_energy_;
    delete buf_b_;
    delete buf_a_;
  }

  void run(sycl::queue& q) {
    const std::size_t nx = p_.nx, ny = p_.ny;
    for (int t = 0; t < static_cast<int>(p_.steps); ++t) {
      const float time = static_cast<float>(t) * p_.dt;
      if (t % 2 == 0) {
        q.submit([&](sycl::handler& cgh) {
          sycl::accessor h{*cur_, cgh, sycl::read_only};
          sycl::accessor e{*next_, cgh, sycl::write_only, sycl::no_init};
          const float ce = p_.ce;
          cgh.parallel_for<UpdateE>(sycl::range<2>(nx, ny), [=](sycl::id<2> id) {
            const std::size_t i = id[0], j = id[1], k = i * ny + j;
            const float dx = i > 0 ? h[k] - h[k - ny] : 0.0f;
            const float dy = j > 0 ? h[k] - h[k - 1] : 0.0f;
            const float src = (i == nx / 2 && j == ny / 2) ? sycl::sin(time) : 0.0f;
            e[k] = h[k] - ce * (dx + dy) + src;
          });
        });
      } else {
        q.submit([&](sycl::handler& cgh) {
          sycl::accessor e{*cur_, cgh, sycl::read_only};
          sycl::accessor h{*next_, cgh, sycl::write_only, sycl::no_init};
          const float ch = p_.ch;
          cgh.parallel_for<UpdateH>(sycl::range<2>(nx, ny), [=](sycl::id<2> id) {
            const std::size_t i = id[0], j = id[1], k = i * ny + j;
            const float dx = i + 1 < nx ? e[k + ny] - e[k] : 0.0f;
            const float dy = j + 1 < ny ? e[k + 1] - e[k] : 0.0f;
            h[k] = 0.98f * e[k] + ch * (dx - dy) * sycl::cos(0.5f * time);
          });
        });
      }
      std::swap(cur_, next_);
    }
    q.submit([&](sycl::handler& cgh) {
      sycl::accessor f{*cur_, cgh, sycl::read_only};
      sycl::accessor w{*buf_energy_, cgh, sycl::write_only, sycl::no_init};
      const float scale = 0.5f;
      cgh.parallel_for<Energy>(sycl::range<1>(nx * ny), [=](sycl::id<1> k) { w[k] = scale * f[k] * f[k]; });
    });
    q.wait();
  }

  bool verify() {
    std::vector<float> a = initial_, b(p_.nx * p_.ny, 0.0f);
    for (int t = 0; t < static_cast<int>(p_.steps); ++t) {
      reference_step(a, b, p_, t);
      a.swap(b);
    }
    auto field = cur_->get_host_access();
    auto energy = buf_energy_->get_host_access();
    double total = 0.0, expected = 0.0;
    for (std::size_t k = 0; k < p_.nx * p_.ny; ++k) {
      const float tol = 1e-3f * (1.0f + std::fabs(a[k]));
      if (std::fabs(field[k] - a[k]) > tol) {
        std::printf("mismatch at %zu: %f vs %f\n", k, field[k], a[k]);
        return false;
      }
      total += energy[k];
      expected += 0.5 * a[k] * a[k];
    }
    std::printf("energy %.6f (reference %.6f)\n", total, expected);
    return std::fabs(total - expected) <= 1e-3 * (1.0 + std::fabs(expected));
  }

 private:
  SimParams p_;
  std::vector<float> field_a_, field_b_, energy_, initial_;
  sycl::buffer<float, 1>* buf_a_ = nullptr;
  sycl::buffer<float, 1>* buf_b_ = nullptr;
  sycl::buffer<float, 1>* buf_energy_ = nullptr;
  sycl::buffer<float, 1>* cur_ = nullptr;
  sycl::buffer<float, 1>* next_ = nullptr;
};

int main(int argc, char** argv) {
  SimParams params;
  if (argc > 1) params.steps = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) params.nx = std::strtoul(argv[2], nullptr, 10);
  if (argc > 3) params.ny = std::strtoul(argv[3], nullptr, 10);
  if (params.nx < 2 || params.ny < 2) {
    std::printf("nx and ny must be at least 2\n");
    return 1;
  }
  sycl::queue q;
  std::printf("fdtd %zu x %zu, %zu steps on %s\n", params.nx, params.ny, params.steps,
              q.get_device().get_info<sycl::info::device::name>().c_str());
  bool ok = false;
  {
    Simulation sim(params);
    const auto start = std::chrono::steady_clock::now();
    sim.run(q);
    const auto stop = std::chrono::steady_clock::now();
    std::printf("time loop: %.3f ms\n", std::chrono::duration<double, std::milli>(stop - start).count());
    ok = sim.verify();
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
