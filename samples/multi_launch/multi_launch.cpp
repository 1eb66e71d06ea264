// Several kernels in one program: a 3-D named kernel, one named kernel launched from a helper
// with two different 3-D ranges, h.single_task with an unnamed lambda (captures a struct),
// an unnamed q.parallel_for shortcut, and one named USM kernel launched twice with the same range.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class Init3D;
class Scale3D;
class Bump;

struct Window {
  float lo, hi;
};

static void scale(sycl::queue &q, sycl::buffer<float, 3> &buf, sycl::range<3> r, float f) {
  q.submit([&](sycl::handler &h) {
    sycl::accessor v(buf, h);
    h.parallel_for<Scale3D>(r, [=](sycl::id<3> id) { v[id] *= f; });
  });
}

int main() {
  constexpr size_t X = 8, Y = 8, Z = 16, H = 64;
  std::vector<float> vol(X * Y * Z, -1.0f);
  std::vector<int> stats(4, 0);

  sycl::queue q;
  int *hist = sycl::malloc_shared<int>(H, q);
  {
    sycl::buffer<float, 3> bVol(vol.data(), sycl::range<3>(X, Y, Z));
    sycl::buffer<int, 1> bStats(stats.data(), sycl::range<1>(4));

    q.submit([&](sycl::handler &h) {
      sycl::accessor v(bVol, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Init3D>(sycl::range<3>(X, Y, Z), [=](sycl::id<3> id) {
        v[id] = static_cast<float>(id[0] * 100 + id[1] * 10 + id[2]);
      });
    });

    scale(q, bVol, sycl::range<3>(X, Y, Z), 2.0f);   // whole volume
    scale(q, bVol, sycl::range<3>(4, 4, 8), 0.5f);   // one corner back to its original value

    Window w{100.0f, 500.0f};
    int total = static_cast<int>(X * Y * Z);
    q.submit([&](sycl::handler &h) {
      sycl::accessor v(bVol, h, sycl::read_only);
      sycl::accessor st(bStats, h, sycl::write_only, sycl::no_init);
      h.single_task([=]() {
        int below = 0, inside = 0, above = 0;
        sycl::range<3> r = v.get_range();
        for (size_t i = 0; i < r[0]; ++i)
          for (size_t j = 0; j < r[1]; ++j)
            for (size_t k = 0; k < r[2]; ++k) {
              float x = v[i][j][k];
              if (x < w.lo) ++below; else if (x < w.hi) ++inside; else ++above;
            }
        st[0] = below; st[1] = inside; st[2] = above; st[3] = total;
      });
    });
  }

  q.parallel_for(sycl::range<1>(H), [=](sycl::id<1> i) { hist[i] = static_cast<int>(i[0]) * 2; }).wait();
  auto bump = [=](sycl::id<1> i) { hist[i] += 1; };
  q.parallel_for<Bump>(sycl::range<1>(H), bump).wait();
  q.parallel_for<Bump>(sycl::range<1>(H), bump).wait();

  int errors = 0;
  int below = 0, inside = 0, above = 0;
  for (size_t i = 0; i < X; ++i)
    for (size_t j = 0; j < Y; ++j)
      for (size_t k = 0; k < Z; ++k) {
        float want = static_cast<float>(i * 100 + j * 10 + k);
        if (!(i < 4 && j < 4 && k < 8)) want *= 2.0f;
        if (vol[(i * Y + j) * Z + k] != want) ++errors;
        if (want < 100.0f) ++below; else if (want < 500.0f) ++inside; else ++above;
      }
  if (stats[0] != below || stats[1] != inside || stats[2] != above || stats[3] != int(X * Y * Z)) ++errors;
  for (size_t i = 0; i < H; ++i)
    if (hist[i] != static_cast<int>(i) * 2 + 2) ++errors;
  sycl::free(hist, q);
  std::printf(errors ? "FAIL (%d errors)\n" : "PASS\n", errors);
  return errors ? 1 : 0;
}
