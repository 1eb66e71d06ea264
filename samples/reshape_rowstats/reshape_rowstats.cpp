// Benchmark-suite style row normalisation (a layer norm without its affine part) of a rows x cols
// activation matrix, repeated over a number of layers: each layer takes the previous layer's output.
// Per layer three kernels: RowMean (one work-item per row, a walk along the row), RowVariance (a
// second walk, about that mean) and Standardise (one work-item per element).  Options come as
// key=value words (rows=512 cols=768 layers=3, read with sscanf); the activations live flat in a
// std::vector of rows * cols floats behind a DeviceTensor wrapper owning its buffer through a
// unique_ptr; the layers ping-pong between two tensors, std::swap'ed after each layer.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

class RowMean;
class RowVariance;
class Standardise;

struct LayerShape {
  std::size_t rows = 512;
  std::size_t cols = 768;
  std::size_t layers = 3;
  float epsilon = 1e-5f;
};

// key=value words of the command line; unknown keys are reported and ignored
LayerShape parse_shape(int argc, char** argv) {
  LayerShape shape;
  for (int i = 1; i < argc; ++i) {
    char key[32] = {0};
    unsigned long value = 0;
    if (std::sscanf(argv[i], "%31[^=]=%lu", key, &value) != 2) {
      std::fprintf(stderr, "ignoring '%s' (want key=value)\n", argv[i]);
      continue;
    }
    if (std::strcmp(key, "rows") == 0) shape.rows = value;
    else if (std::strcmp(key, "cols") == 0) shape.cols = value;
    else if (std::strcmp(key, "layers") == 0) shape.layers = value;
    else std::fprintf(stderr, "unknown option '%s'\n", key);
  }
  return shape;
}

// A rows x cols matrix of floats in one buffer made over the host copy it keeps.
class DeviceTensor {
 public:
  DeviceTensor(std::size_t rows, std::size_t cols, std::vector<float> contents)
      : rows_(rows), cols_(cols), host_(std::move(contents)) {
    host_.resize(rows * cols);
    buffer_ = std::make_unique<sycl::buffer<float, 1>>(host_.data(), sycl::range<1>(host_.size()));
  }
  sycl::buffer<float, 1>& device() { return *buffer_; }
  std::size_t rows() const { return rows_; }
  std::size_t cols() const { return cols_; }

 private:
  std::size_t rows_, cols_;
  std::vector<float> host_;
  std::unique_ptr<sycl::buffer<float, 1>> buffer_;
};

class RowNormBench {
 public:
  explicit RowNormBench(const LayerShape& shape)
      : shape_(shape), input_(activations(shape)), mean_(shape.rows, 1, {}), variance_(shape.rows, 1, {}) {
    tensors_[0] = std::make_unique<DeviceTensor>(shape.rows, shape.cols, input_);
    tensors_[1] = std::make_unique<DeviceTensor>(shape.rows, shape.cols, std::vector<float>());
  }

  static std::vector<float> activations(const LayerShape& shape) {
    std::vector<float> x(shape.rows * shape.cols);
    for (std::size_t r = 0; r < shape.rows; ++r)
      for (std::size_t c = 0; c < shape.cols; ++c)
        x[r * shape.cols + c] = static_cast<float>((r * 31 + c * 17) % 53) * 0.05f + static_cast<float>(r % 5);
    return x;
  }

  // one layer: in -> out
  void layer(sycl::queue& q, DeviceTensor& in, DeviceTensor& out) {
    const std::size_t rows = shape_.rows, cols = shape_.cols;
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{in.device(), h, sycl::read_only};
      sycl::accessor mean{mean_.device(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowMean>(sycl::range<1>(rows), [=](sycl::id<1> row) {
        const float* line = &x[row[0] * cols];
        float sum = 0.0f;
        for (std::size_t c = 0; c < cols; ++c) sum += line[c];
        mean[row] = sum / static_cast<float>(cols);
      });
    });
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{in.device(), h, sycl::read_only};
      sycl::accessor mean{mean_.device(), h, sycl::read_only};
      sycl::accessor variance{variance_.device(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<RowVariance>(sycl::range<1>(rows), [=](sycl::id<1> row) {
        const float mu = mean[row];
        float sq = 0.0f;
        for (std::size_t c = 0; c < cols; ++c) {
          const float d = x[row[0] * cols + c] - mu;
          sq += d * d;
        }
        variance[row] = sq / static_cast<float>(cols);
      });
    });
    const float epsilon = shape_.epsilon;
    q.submit([&](sycl::handler& h) {
      sycl::accessor x{in.device(), h, sycl::read_only};
      sycl::accessor mean{mean_.device(), h, sycl::read_only};
      sycl::accessor variance{variance_.device(), h, sycl::read_only};
      sycl::accessor y{out.device(), h, sycl::write_only, sycl::no_init};
      h.parallel_for<Standardise>(sycl::range<2>(rows, cols), [=](sycl::item<2> it) {
        const std::size_t r = it[0], c = it[1];
        y[r * cols + c] = (x[r * cols + c] - mean[r]) / sycl::sqrt(variance[r] + epsilon);
      });
    });
  }

  double run(sycl::queue& q) {
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t l = 0; l < shape_.layers; ++l) {
      layer(q, *tensors_[0], *tensors_[1]);
      std::swap(tensors_[0], tensors_[1]);
    }
    q.wait();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  }

  // the last layer's output (in tensors_[0] after the swaps) against the same layers in double
  bool verify() {
    const std::size_t rows = shape_.rows, cols = shape_.cols;
    std::vector<double> x(input_.begin(), input_.end()), y(x.size());
    for (std::size_t l = 0; l < shape_.layers; ++l) {
      for (std::size_t r = 0; r < rows; ++r) {
        double sum = 0.0, sq = 0.0;
        for (std::size_t c = 0; c < cols; ++c) sum += x[r * cols + c];
        const double mu = sum / static_cast<double>(cols);
        for (std::size_t c = 0; c < cols; ++c) sq += (x[r * cols + c] - mu) * (x[r * cols + c] - mu);
        const double sd = std::sqrt(sq / static_cast<double>(cols) + shape_.epsilon);
        for (std::size_t c = 0; c < cols; ++c) y[r * cols + c] = (x[r * cols + c] - mu) / sd;
      }
      std::swap(x, y);
    }
    sycl::host_accessor got{tensors_[0]->device(), sycl::read_only};
    // float sums of `cols` terms, compounded over the layers: a loose bound on standardised values
    const double tolerance = 1e-4 * static_cast<double>(shape_.layers) * std::sqrt(static_cast<double>(cols));
    std::size_t bad = 0;
    for (std::size_t i = 0; i < x.size(); ++i)
      if (std::fabs(got[i] - x[i]) > tolerance && bad++ < 4)
        std::printf("element %zu: %g (want %g)\n", i, static_cast<double>(got[i]), x[i]);
    return bad == 0;
  }

 private:
  LayerShape shape_;
  std::vector<float> input_;
  DeviceTensor mean_, variance_;
  std::unique_ptr<DeviceTensor> tensors_[2];
};

int main(int argc, char** argv) {
  const LayerShape shape = parse_shape(argc, argv);
  sycl::queue q;
  RowNormBench bench(shape);
  const double ms = bench.run(q);
  const bool ok = bench.verify();
  std::printf("reshape-rowstats %zu x %zu, %zu layers: %.3f ms, %s\n", shape.rows, shape.cols, shape.layers, ms,
              ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
