// A pipeline benchmark whose stages are registered by name: each stage is a std::function taking
// the queue and its input and output buffers, kept in a std::map<std::string, Stage>; the pipeline
// (a list of stage names) runs for `--repeats` rounds over two buffers, each stage reading one and
// writing the other.  Options come in pairs read into std::strings (--n N --repeats R, std::stoul
// and std::stoi); the data lives in std::vectors of n floats.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

class Scale;
class Shift;

struct Problem {
  std::size_t n = 1024;
  int repeats = 2;
};

Problem parse(int argc, char** argv) {
  Problem p;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    if (key == "--n") p.n = std::stoul(argv[i + 1]);
    else if (key == "--repeats") p.repeats = std::stoi(argv[i + 1]);
  }
  return p;
}

using Buffer = sycl::buffer<float, 1>;
using Stage = std::function<void(sycl::queue&, Buffer&, Buffer&)>;

class StageRegistry {
 public:
  void add(const std::string& name, Stage stage) { stages_[name] = std::move(stage); }
  const Stage& operator[](const std::string& name) const { return stages_.at(name); }

 private:
  std::map<std::string, Stage> stages_;
};

int main(int argc, char** argv) {
  const Problem p = parse(argc, argv);
  const std::size_t n = p.n;
  std::vector<float> a(n), b(n, 0.0f);
  for (std::size_t i = 0; i < n; ++i) a[i] = static_cast<float>(i % 7);

  StageRegistry registry;
  registry.add("scale", [n](sycl::queue& q, Buffer& in, Buffer& out) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{in, h, sycl::read_only};
      sycl::accessor y{out, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Scale>(sycl::range<1>(n), [=](sycl::id<1> i) { y[i] = 0.5f * x[i]; });
    });
  });
  registry.add("shift", [n](sycl::queue& q, Buffer& in, Buffer& out) {
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{in, h, sycl::read_only};
      sycl::accessor y{out, h, sycl::write_only, sycl::no_init};
      h.parallel_for<Shift>(sycl::range<1>(n), [=](sycl::id<1> i) { y[i] = x[i] + 1.0f; });
    });
  });
  const std::vector<std::string> pipeline = {"scale", "shift"};

  sycl::queue q;
  {
    Buffer first(a.data(), sycl::range<1>(n)), second(b.data(), sycl::range<1>(n));
    Buffer* in = &first;
    Buffer* out = &second;
    for (int r = 0; r < p.repeats; ++r)
      for (const std::string& name : pipeline) {
        registry[name](q, *in, *out);
        std::swap(in, out);
      }
  }
  // each round maps v to v / 2 + 1; the result lands in `a` (an even number of stages a round)
  bool ok = true;
  for (std::size_t i = 0; i < n; ++i) {
    float want = static_cast<float>(i % 7);
    for (int r = 0; r < p.repeats; ++r) want = 0.5f * want + 1.0f;
    ok = ok && a[i] == want;
  }
  std::printf("harness-stages n=%zu, %d rounds: %s\n", n, p.repeats, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
