// Ranged accessors (access range + offset) on 2-D buffers, and a placeholder accessor
// bound to a command group with h.require.
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

class AddBlock;

int main() {
  constexpr size_t R = 16, C = 32;
  std::vector<int> grid(R * C), src(R * C);
  for (size_t k = 0; k < R * C; ++k) { grid[k] = static_cast<int>(k); src[k] = 1000 + static_cast<int>(k); }

  sycl::queue q;
  {
    sycl::buffer<int, 2> bGrid(grid.data(), sycl::range<2>(R, C));
    sycl::buffer<int, 2> bSrc(src.data(), sycl::range<2>(R, C));

    // grid[4..12)[8..24) += src[4..12)[8..24); indices inside the kernel are relative to the offset.
    q.submit([&](sycl::handler &h) {
      sycl::accessor g(bGrid, h, sycl::range<2>(8, 16), sycl::id<2>(4, 8), sycl::read_write);
      sycl::accessor s(bSrc, h, sycl::range<2>(8, 16), sycl::id<2>(4, 8), sycl::read_only);
      h.parallel_for<AddBlock>(sycl::range<2>(8, 16), [=](sycl::id<2> id) { g[id] += s[id]; });
    });

    // Placeholder accessor: created without a handler, bound with h.require.
    sycl::accessor<int, 2, sycl::access_mode::read, sycl::target::device> ph(bSrc);
    q.submit([&](sycl::handler &h) {
      h.require(ph);
      sycl::accessor out(bGrid, h, sycl::range<2>(2, C), sycl::id<2>(14, 0), sycl::write_only);
      h.parallel_for(sycl::range<2>(2, C), [=](sycl::id<2> id) { out[id] = 2 * ph[id[0] + 14][id[1]]; });
    });
  }

  for (size_t i = 0; i < R; ++i)
    for (size_t j = 0; j < C; ++j) {
      size_t k = i * C + j;
      int want = static_cast<int>(k);
      if (i >= 4 && i < 12 && j >= 8 && j < 24) want += 1000 + static_cast<int>(k);
      if (i >= 14) want = 2 * (1000 + static_cast<int>(k));
      if (grid[k] != want) {
        std::printf("FAIL at (%zu,%zu): %d != %d\n", i, j, grid[k], want);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
