// Many small kernels submitted in loops, as test drivers and iterative solvers do:
//   MarkStep:   a single_task per loop iteration writing the loop index into an accessor (`log[i] = i`);
//   AddStep:    a plain range<1> parallel_for per iteration adding the loop index + 1 to every element;
//   GroupShift: an nd_range<1> parallel_for per iteration adding the work-group index and the step to
//               every element; work-item 0 shares both through group_local_memory;
//   Collect:    one range<2> parallel_for copying the log into a 2-D table.
// The step count and sizes come from argv; the data lives in std::vectors.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <vector>

class MarkStep;
class AddStep;
class GroupShift;
class Collect;

struct Options {
  std::size_t n = 256;
  std::size_t steps = 6;
  std::size_t wg = 32;
};

static void mark(sycl::queue& q, sycl::buffer<int, 1>& log, int step) {
  q.submit([&](sycl::handler& h) {
    sycl::accessor out(log, h, sycl::write_only);
    h.single_task<MarkStep>([=]() { out[step] = step; });
  });
}

int main(int argc, char** argv) {
  Options opt;
  if (argc > 1) opt.n = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) opt.steps = std::strtoul(argv[2], nullptr, 10);
  const std::size_t n = opt.n, steps = opt.steps, wg = opt.wg;
  std::vector<int> data(n, 1), log(steps, -1), table(steps * 2, 0);
  {
    sycl::queue q;
    sycl::buffer<int, 1> dbuf(data.data(), sycl::range<1>(n));
    sycl::buffer<int, 1> lbuf(log.data(), sycl::range<1>(steps));
    sycl::buffer<int, 2> tbuf(table.data(), sycl::range<2>(steps, 2));
    for (std::size_t s = 0; s < steps; ++s) {
      mark(q, lbuf, static_cast<int>(s));
      q.submit([&](sycl::handler& h) {
        sycl::accessor d(dbuf, h, sycl::read_write);
        const int inc = static_cast<int>(s) + 1;
        h.parallel_for<AddStep>(sycl::range<1>(n), [=](sycl::id<1> i) { d[i] += inc; });
      });
      q.submit([&](sycl::handler& h) {
        sycl::accessor d(dbuf, h, sycl::read_write);
        const int step = static_cast<int>(s);
        h.parallel_for<GroupShift>(sycl::nd_range<1>(n / wg * wg, wg), [=](sycl::nd_item<1> it) {
          int* shared = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2]>(it.get_group());
          if (it.get_local_id(0) == 0) {
            shared[0] = static_cast<int>(it.get_group(0));
            shared[1] = step;
          }
          sycl::group_barrier(it.get_group());
          d[it.get_global_id(0)] += shared[0] + shared[1];
        });
      });
    }
    q.submit([&](sycl::handler& h) {
      sycl::accessor l(lbuf, h, sycl::read_only);
      sycl::accessor t(tbuf, h, sycl::write_only, sycl::no_init);
      h.parallel_for<Collect>(sycl::range<2>(steps, 2), [=](sycl::item<2> it) {
        t[it] = it[1] == 0 ? l[it[0]] : l[it[0]] * l[it[0]];
      });
    });
  }
  bool ok = true;
  const int sum_steps = static_cast<int>(steps * (steps - 1) / 2);
  for (std::size_t i = 0; i < n / wg * wg; ++i)
    ok = ok && data[i] == 1 + 2 * sum_steps + static_cast<int>(steps) + static_cast<int>(steps * (i / wg));
  for (std::size_t s = 0; s < steps; ++s)
    ok = ok && log[s] == static_cast<int>(s) && table[2 * s] == static_cast<int>(s) &&
         table[2 * s + 1] == static_cast<int>(s * s);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
