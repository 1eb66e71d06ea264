// A particle-in-grid step written the way small physics codes are: particles are a std::vector
// of structs (position, velocity, mass) held in a buffer of that struct, the field lives on a 3-D
// grid (buffer<float, 3>, sizes from the command line), a kernel reads struct fields and writes
// struct fields, the grid is updated with 3-D ranges, and the interior of the grid is relaxed by a
// parallel_for with an offset (the deprecated `parallel_for(range, id offset, kernel)` overload
// SYCL 2020 still has) so the border keeps its values.  Results are read back with
// get_host_access and checked on the host.  Grid sizes, particle count and time step come from the
// command line; the number of steps is fixed.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class Drift;
class Deposit;
class RelaxInterior;
class GridEnergy;

struct Particle {
  float x, y, z;
  float vx, vy, vz;
  float mass;
  int cell;
};

struct GridShape {
  std::size_t nx = 8, ny = 6, nz = 5;
  std::size_t particles = 100;
  float dt = 0.5f;
  std::size_t cells() const { return nx * ny * nz; }
};

static GridShape read_shape(int argc, char** argv) {
  GridShape g;
  if (argc > 3) {
    g.nx = std::strtoul(argv[1], nullptr, 10);
    g.ny = std::strtoul(argv[2], nullptr, 10);
    g.nz = std::strtoul(argv[3], nullptr, 10);
  }
  if (argc > 4) g.particles = std::strtoul(argv[4], nullptr, 10);
  if (argc > 5) g.dt = std::strtof(argv[5], nullptr);
  return g;
}

static std::vector<Particle> make_particles(const GridShape& g) {
  std::vector<Particle> ps(g.particles);
  for (std::size_t k = 0; k < ps.size(); ++k) {
    ps[k] = Particle{static_cast<float>(k % g.nx) + 0.25f, static_cast<float>(k % g.ny) + 0.5f,
                     static_cast<float>(k % g.nz) + 0.75f, 0.5f, -0.25f, 0.125f, 1.0f + (k % 3), -1};
  }
  return ps;
}

constexpr int kSteps = 2;

class ParticleGrid {
 public:
  ParticleGrid(sycl::queue& q, const GridShape& g, std::vector<Particle>& particles)
      : q_(q), g_(g), grid_host_(g.cells(), 0.0f), particles_(particles.data(), sycl::range<1>(particles.size())),
        grid_(grid_host_.data(), sycl::range<3>(g.nx, g.ny, g.nz)) {}

  void drift(float dt) {
    q_.submit([&](sycl::handler& h) {
      sycl::accessor ps(particles_, h, sycl::read_write);
      const float nx = static_cast<float>(g_.nx), ny = static_cast<float>(g_.ny), nz = static_cast<float>(g_.nz);
      const std::size_t sy = g_.ny, sz = g_.nz;
      h.parallel_for<Drift>(particles_.get_range(), [=](sycl::id<1> i) {
        Particle p = ps[i];
        p.x = sycl::fmod(p.x + dt * p.vx + nx, nx);
        p.y = sycl::fmod(p.y + dt * p.vy + ny, ny);
        p.z = sycl::fmod(p.z + dt * p.vz + nz, nz);
        p.cell = static_cast<int>((static_cast<std::size_t>(p.x) * sy + static_cast<std::size_t>(p.y)) * sz +
                                  static_cast<std::size_t>(p.z));
        ps[i] = p;
      });
    });
  }

  void deposit() {
    q_.submit([&](sycl::handler& h) {
      sycl::accessor ps(particles_, h, sycl::read_only);
      sycl::accessor grid(grid_, h, sycl::read_write);
      const std::size_t count = particles_.size();
      h.parallel_for<Deposit>(grid_.get_range(), [=](sycl::item<3> c) {
        const int cell = static_cast<int>(c.get_linear_id());
        float total = 0.0f;
        for (std::size_t k = 0; k < count; ++k)
          if (ps[k].cell == cell) total += ps[k].mass;
        grid[c] = total;
      });
    });
  }

  // Relax the interior only: the range excludes the border and the offset shifts it inside.
  void relax() {
    sycl::buffer<float, 3> next(grid_.get_range());
    q_.submit([&](sycl::handler& h) {
      sycl::accessor in(grid_, h, sycl::read_only);
      sycl::accessor out(next, h, sycl::write_only, sycl::no_init);
      h.parallel_for<RelaxInterior>(sycl::range<3>(g_.nx - 2, g_.ny - 2, g_.nz - 2), sycl::id<3>(1, 1, 1),
                                    [=](sycl::item<3> it) {
                                      const sycl::id<3> c = it.get_id();
                                      const float around = in[c[0] - 1][c[1]][c[2]] + in[c[0] + 1][c[1]][c[2]] +
                                                           in[c[0]][c[1] - 1][c[2]] + in[c[0]][c[1] + 1][c[2]] +
                                                           in[c[0]][c[1]][c[2] - 1] + in[c[0]][c[1]][c[2] + 1];
                                      out[c] = 0.5f * in[c] + around / 12.0f;
                                    });
    });
    q_.submit([&](sycl::handler& h) {
      sycl::accessor from(next, h, sycl::read_only);
      sycl::accessor to(grid_, h, sycl::write_only);
      h.parallel_for<GridEnergy>(sycl::range<3>(g_.nx - 2, g_.ny - 2, g_.nz - 2), sycl::id<3>(1, 1, 1),
                                 [=](sycl::id<3> c) { to[c] = from[c]; });
    });
  }

  float grid_total() {
    auto host = grid_.get_host_access(sycl::read_only);
    float sum = 0.0f;
    for (std::size_t i = 0; i < g_.nx; ++i)
      for (std::size_t j = 0; j < g_.ny; ++j)
        for (std::size_t k = 0; k < g_.nz; ++k) sum += host[i][j][k];
    return sum;
  }

  int misplaced() {
    sycl::host_accessor ps(particles_, sycl::read_only);
    int bad = 0;
    for (std::size_t k = 0; k < ps.size(); ++k) {
      const Particle& p = ps[k];
      const int want = static_cast<int>((static_cast<std::size_t>(p.x) * g_.ny + static_cast<std::size_t>(p.y)) * g_.nz +
                                        static_cast<std::size_t>(p.z));
      bad += (p.cell != want);
    }
    return bad;
  }

 private:
  sycl::queue& q_;
  GridShape g_;
  std::vector<float> grid_host_;
  sycl::buffer<Particle, 1> particles_;
  sycl::buffer<float, 3> grid_;
};

int main(int argc, char** argv) {
  const GridShape g = read_shape(argc, argv);
  std::vector<Particle> particles = make_particles(g);
  float mass = 0.0f;
  for (const Particle& p : particles) mass += p.mass;

  sycl::queue q;
  bool ok = true;
  {
    ParticleGrid world(q, g, particles);
    for (int s = 0; s < kSteps; ++s) {
      world.drift(g.dt);
      world.deposit();
    }
    ok = ok && world.misplaced() == 0;
    ok = ok && std::fabs(world.grid_total() - mass) < 1e-3f * mass;
    world.relax();
    ok = ok && world.grid_total() > 0.0f;
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
