// Runs one benchmark class `num_runs` times: construct, setup(), run() per run (timed with
// std::chrono, the queue drained after each), verify() once at the end, and a report line built in a
// std::stringstream. A benchmark class provides name(), setup(), run() and verify(); nothing virtual.
#pragma once

#include "command_line.h"

#include <chrono>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

struct BenchmarkArgs {
  std::size_t problem_size;
  std::size_t local_size;
  std::size_t num_runs;
  std::size_t steps;
  float alpha;
  bool verify;
  sycl::range<3> tile;
  sycl::queue& queue;
  const CommandLine& cli;
};

inline BenchmarkArgs makeBenchmarkArgs(const CommandLine& cli, sycl::queue& q) {
  return BenchmarkArgs{cli.getOrDefault<std::size_t>("--size", 256),
                       cli.getRangeOrDefault("--local", sycl::range<3>{64, 1, 1})[0],
                       cli.getOrDefault<std::size_t>("--num-runs", 3),
                       cli.getOrDefault<std::size_t>("--steps", 6),
                       cli.getOrDefault<float>("--alpha", 0.2f),
                       !cli.isFlagSet("--no-verification") && cli.getOrDefault<bool>("--verify", true),
                       cli.getRangeOrDefault("--tile", sycl::range<3>{8, 8, 1}),
                       q,
                       cli};
}

template <class Benchmark>
class BenchmarkManager {
 public:
  explicit BenchmarkManager(BenchmarkArgs& args) : args_(args) {}

  bool run() {
    Benchmark bench{args_};
    bench.setup();
    std::vector<double> seconds;
    for (std::size_t r = 0; r < args_.num_runs; ++r) {
      const auto start = std::chrono::steady_clock::now();
      bench.run();
      args_.queue.wait_and_throw();
      const auto stop = std::chrono::steady_clock::now();
      seconds.push_back(std::chrono::duration<double>(stop - start).count());
    }
    const bool ok = !args_.verify || bench.verify();
    const double mean = seconds.empty() ? 0.0 : std::accumulate(seconds.begin(), seconds.end(), 0.0) / seconds.size();
    std::stringstream line;
    line << std::left << std::setw(20) << Benchmark::name() << " size " << args_.problem_size << "  runs "
         << seconds.size() << "  mean " << std::scientific << std::setprecision(3) << mean << " s  "
         << (args_.verify ? (ok ? "verified" : "WRONG") : "not verified");
    std::cout << line.str() << std::endl;
    return ok;
  }

 private:
  BenchmarkArgs& args_;
};
