// handler::fill on a USM pointer (host_ops clears its USM array with handler::memset instead): the
// header asks the runtime for the backend and either launches its own __usmfill kernel (Level Zero)
// or calls handler::fill_impl, so the raise lists both, conditional.  Sizes from the command line.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <vector>

class AddOne;

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 256;
  sycl::queue q{sycl::property::queue::in_order{}};
  int* counts = sycl::malloc_device<int>(n, q);
  q.submit([&](sycl::handler& h) { h.fill(counts, 7, n); });
  q.parallel_for<AddOne>(sycl::range<1>(n), [=](sycl::id<1> i) { counts[i] += 1; });
  std::vector<int> host(n);
  q.memcpy(host.data(), counts, n * sizeof(int)).wait();
  sycl::free(counts, q);
  bool ok = true;
  for (int v : host) ok = ok && v == 8;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
