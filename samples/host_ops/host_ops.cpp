// A small data pipeline built from SYCL 2020 host-side commands rather than kernels alone: two
// queues (an in-order one for the USM stage, a default out-of-order one for the buffer stage),
// explicit memory commands (handler::fill of a buffer, handler::copy host->accessor,
// accessor->accessor and accessor->host, handler::update_host, handler::memcpy and handler::memset
// on USM, queue::memcpy), events passed between command groups through depends_on, and a
// host_task that checks a buffer on the host while the device queue goes on.  Sizes come from the
// command line; a smoothing kernel is submitted in a loop of argv-given length.
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

class Smooth;
class Offset;
class Square;

struct PipelineSizes {
  std::size_t n = 512;
  int sweeps = 3;
};

static PipelineSizes parse_sizes(int argc, char** argv) {
  PipelineSizes s;
  if (argc > 1) s.n = std::strtoul(argv[1], nullptr, 10);
  if (argc > 2) s.sweeps = std::atoi(argv[2]);
  return s;
}

// Stage 1 on buffers: upload, a few smoothing sweeps, copy into a second buffer, download.
class BufferStage {
 public:
  BufferStage(sycl::queue& q, const std::vector<float>& input)
      : q_(q), n_(input.size()), staging_(input), mirror_host_(n_), source_(sycl::range<1>(n_)),
        result_(sycl::range<1>(n_)), mirror_(mirror_host_.data(), sycl::range<1>(n_)) {}

  sycl::event upload() {
    sycl::event cleared = q_.submit([&](sycl::handler& h) {
      sycl::accessor out(result_, h, sycl::write_only, sycl::no_init);
      h.fill(out, -1.0f);
    });
    return q_.submit([&](sycl::handler& h) {
      h.depends_on(cleared);
      sycl::accessor in(source_, h, sycl::write_only, sycl::no_init);
      h.copy(staging_.data(), in);
    });
  }

  sycl::event smooth(sycl::event after, int sweeps) {
    for (int s = 0; s < sweeps; ++s) {
      after = q_.submit([&](sycl::handler& h) {
        h.depends_on(after);
        sycl::accessor data(source_, h, sycl::read_write);
        const std::size_t n = n_;
        h.parallel_for<Smooth>(sycl::range<1>(n), [=](sycl::id<1> i) {
          data[i] = 0.5f * data[i] + 1.0f;
        });
      });
    }
    return after;
  }

  sycl::event finish(sycl::event after) {
    sycl::event copied = q_.submit([&](sycl::handler& h) {
      h.depends_on(after);
      sycl::accessor from(source_, h, sycl::read_only);
      sycl::accessor to(result_, h, sycl::write_only);
      h.copy(from, to);
    });
    q_.submit([&](sycl::handler& h) {
      h.depends_on(copied);
      sycl::accessor mirror(mirror_, h, sycl::write_only);
      sycl::accessor from(result_, h, sycl::read_only);
      h.parallel_for<Offset>(sycl::range<1>(n_), [=](sycl::id<1> i) { mirror[i] = from[i] + 1.0f; });
    });
    q_.submit([&](sycl::handler& h) {
      sycl::accessor mirror(mirror_, h, sycl::read_only);
      h.update_host(mirror);
    });
    return q_.submit([&](sycl::handler& h) {
      sycl::accessor from(result_, h, sycl::read_only);
      h.copy(from, downloaded_.data());
    });
  }

  void check_on_host(double* total) {
    q_.submit([&](sycl::handler& h) {
      sycl::accessor from(result_, h, sycl::read_only);
      h.host_task([=]() {
        double sum = 0;
        for (std::size_t k = 0; k < from.size(); ++k) sum += from[k];
        *total = sum;
      });
    });
  }

  std::vector<float>& downloaded() { return downloaded_; }
  std::vector<float>& mirrored() { return mirror_host_; }
  void prepare() { downloaded_.assign(n_, 0.0f); }

 private:
  sycl::queue& q_;
  std::size_t n_;
  std::vector<float> staging_;
  std::vector<float> downloaded_;
  std::vector<float> mirror_host_;
  sycl::buffer<float, 1> source_;
  sycl::buffer<float, 1> result_;
  sycl::buffer<float, 1> mirror_;
};

// Stage 2 on USM with an in-order queue: upload, clear, square, device-to-device copy, download.
static bool usm_stage(sycl::queue& q, const std::vector<float>& host_in, std::vector<float>& host_out) {
  const std::size_t n = host_in.size();
  float* values = sycl::malloc_device<float>(n, q);
  float* squares = sycl::malloc_device<float>(n, q);
  q.memcpy(values, host_in.data(), n * sizeof(float));
  q.submit([&](sycl::handler& h) { h.memset(squares, 0, n * sizeof(float)); });
  q.submit([&](sycl::handler& h) {
    h.parallel_for<Square>(sycl::range<1>(n), [=](sycl::id<1> i) { squares[i] = values[i] * values[i]; });
  });
  q.submit([&](sycl::handler& h) { h.memcpy(values, squares, n * sizeof(float)); });
  q.memcpy(host_out.data(), values, n * sizeof(float)).wait();
  sycl::free(squares, q);
  sycl::free(values, q);
  for (std::size_t k = 0; k < n; ++k)
    if (host_out[k] != host_in[k] * host_in[k]) return false;
  return true;
}

int main(int argc, char** argv) {
  const PipelineSizes sizes = parse_sizes(argc, argv);
  std::vector<float> input(sizes.n);
  for (std::size_t k = 0; k < sizes.n; ++k) input[k] = static_cast<float>(k % 17) - 4.0f;

  sycl::queue device_queue;
  sycl::queue ordered_queue{sycl::property::queue::in_order{}};

  double host_total = 0;
  std::vector<float> expected(input);
  for (int s = 0; s < sizes.sweeps; ++s)
    for (float& v : expected) v = 0.5f * v + 1.0f;
  bool ok = true;
  {
    BufferStage stage(device_queue, input);
    stage.prepare();
    sycl::event ready = stage.smooth(stage.upload(), sizes.sweeps);
    stage.finish(ready).wait();
    stage.check_on_host(&host_total);
    device_queue.wait();
    double want = 0;
    for (std::size_t k = 0; k < sizes.n; ++k) {
      ok = ok && std::fabs(stage.downloaded()[k] - expected[k]) < 1e-4f;
      ok = ok && std::fabs(stage.mirrored()[k] - (expected[k] + 1.0f)) < 1e-4f;
      want += expected[k];
    }
    ok = ok && std::fabs(host_total - want) < 1e-2;
  }
  std::vector<float> squared(sizes.n);
  ok = usm_stage(ordered_queue, input, squared) && ok;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
