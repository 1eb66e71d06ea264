// A heat-diffusion benchmark as command-line tools write them: options through getopt_long
// (-n/--size N, -t/--steps T, -a/--alpha A read with atof, --check as a flag the table sets,
// -h/--help), an explicit 5-point update of an n x n plate over `steps` time steps, the two
// temperature fields ping-ponged (the buffers themselves std::swap'ed) and the total heat summed
// per row at the end.  Data lives flat in std::vectors of n * n floats.
#include <getopt.h>
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

class HeatStep;
class RowHeat;

struct Options {
  int size = 256;
  int steps = 8;
  float alpha = 0.2f;
  int check = 0;
};

static void usage(const char* program) {
  std::printf("usage: %s [-n|--size N] [-t|--steps T] [-a|--alpha A] [--check]\n", program);
}

// false when the options are not understood (usage printed)
static bool parse_options(int argc, char** argv, Options& opts) {
  static struct option long_options[] = {
      {"size", required_argument, nullptr, 'n'},  {"steps", required_argument, nullptr, 't'},
      {"alpha", required_argument, nullptr, 'a'}, {"check", no_argument, &opts.check, 1},
      {"help", no_argument, nullptr, 'h'},        {nullptr, 0, nullptr, 0}};
  int c;
  while ((c = getopt_long(argc, argv, "n:t:a:h", long_options, nullptr)) != -1) {
    switch (c) {
      case 0:
        break;  // a flag option: the table set it
      case 'n':
        opts.size = std::atoi(optarg);
        break;
      case 't':
        opts.steps = std::atoi(optarg);
        break;
      case 'a':
        opts.alpha = static_cast<float>(std::atof(optarg));
        break;
      default:
        usage(argv[0]);
        return false;
    }
  }
  if (optind < argc) {
    std::printf("unexpected argument '%s'\n", argv[optind]);
    usage(argv[0]);
    return false;
  }
  return opts.size > 2 && opts.steps >= 0;
}

int main(int argc, char** argv) {
  Options opts;
  if (!parse_options(argc, argv, opts)) return 2;
  const std::size_t n = static_cast<std::size_t>(opts.size);
  std::vector<float> plate(n * n, 0.0f), heat(n, 0.0f);
  for (std::size_t i = n / 4; i < 3 * n / 4; ++i)
    for (std::size_t j = n / 4; j < 3 * n / 4; ++j) plate[i * n + j] = 100.0f;

  sycl::queue q;
  {
    sycl::buffer<float, 1> current(plate.data(), sycl::range<1>(n * n));
    sycl::buffer<float, 1> next{sycl::range<1>(n * n)};
    sycl::buffer<float, 1> rows(heat.data(), sycl::range<1>(n));
    const float alpha = opts.alpha;
    for (int step = 0; step < opts.steps; ++step) {
      q.submit([&](sycl::handler& h) {
        sycl::accessor t{current, h, sycl::read_only};
        sycl::accessor u{next, h, sycl::write_only, sycl::no_init};
        h.parallel_for<HeatStep>(sycl::range<2>(n, n), [=](sycl::id<2> id) {
          const std::size_t i = id[0], j = id[1];
          const std::size_t at = i * n + j;
          if (i == 0 || j == 0 || i == n - 1 || j == n - 1) {
            u[at] = t[at];  // the edges are held
            return;
          }
          u[at] = t[at] + alpha * (t[at - n] + t[at + n] + t[at - 1] + t[at + 1] - 4.0f * t[at]);
        });
      });
      std::swap(current, next);
    }
    q.submit([&](sycl::handler& h) {
      sycl::accessor t{current, h, sycl::read_only};
      sycl::accessor r{rows, h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowHeat>(sycl::range<1>(n), [=](sycl::id<1> row) {
        float sum = 0.0f;
        for (std::size_t j = 0; j < n; ++j) sum += t[row[0] * n + j];
        r[row] = sum;
      });
    });
  }
  // the total heat only leaves through the edges, which start cold: it stays within the
  // float sums' rounding of the start
  double total = 0.0;
  for (float h : heat) total += h;
  const double start = 100.0 * static_cast<double>(n / 2) * static_cast<double>(n / 2);
  const bool ok = std::fabs(total - start) <= 1e-4 * start + (opts.check ? 0.0 : 1e-4 * start);
  std::printf("harness-getopt %zu x %zu, %d steps: total heat %.1f, %s\n", n, n, opts.steps, total, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
