// A table of observations (rows) x variables (columns) with one extra row of weights below the
// data, as a survey export stores it: every statistic runs over `observations + 1` rows.
#pragma once
#include <sycl/sycl.hpp>
#include <cstddef>
#include <string>
#include <vector>

struct TableShape {
  std::size_t observations = 96;
  std::size_t variables = 40;
  std::size_t stored_rows() const { return observations + 1; }
};

class StatsTable {
 public:
  explicit StatsTable(const TableShape& shape)
      : shape_(shape), cells_(shape.stored_rows() * shape.variables) {
    for (std::size_t r = 0; r < shape.stored_rows(); ++r)
      for (std::size_t c = 0; c < shape.variables; ++c)
        cells_[r * shape.variables + c] = float((r * 7 + c * 3) % 11) * 0.125f + (r == shape.observations ? 1.0f : 0.0f);
  }
  const TableShape& shape() const { return shape_; }
  std::vector<float>& cells() { return cells_; }

 private:
  TableShape shape_;
  std::vector<float> cells_;
};

// parse `name=value` words of the command line into the shape; unknown words are ignored
inline TableShape parse_shape(int argc, char** argv) {
  TableShape shape;
  for (int i = 1; i < argc; ++i) {
    const std::string word(argv[i]);
    const auto eq = word.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = word.substr(0, eq);
    const std::size_t value = std::stoul(word.substr(eq + 1));
    if (key == "observations") shape.observations = value;
    else if (key == "variables") shape.variables = value;
  }
  return shape;
}
