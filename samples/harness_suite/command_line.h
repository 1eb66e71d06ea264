// The command line of a benchmark run: `--key=value` words go into an unordered_map (a key given twice
// is an error), every other word is a flag in an unordered_set. Values are converted on demand through
// a std::stringstream, lists (`--local=16,16`) through std::getline on ','.
#pragma once

#include <sycl/sycl.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

class CommandLine {
 public:
  CommandLine(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
      const std::string word{argv[i]};
      const auto eq = word.find('=');
      if (eq == std::string::npos) {
        flags_.insert(word);
        continue;
      }
      const std::string key = word.substr(0, eq);
      if (values_.find(key) != values_.end()) throw std::invalid_argument("option given twice: " + key);
      values_[key] = word.substr(eq + 1);
    }
  }

  bool isFlagSet(const std::string& flag) const { return flags_.find(flag) != flags_.end(); }

  template <class T>
  T getOrDefault(const std::string& key, const T& fallback) const {
    if (values_.find(key) == values_.end()) return fallback;
    return convert<T>(values_.at(key));
  }

  template <class T>
  std::vector<T> getListOrDefault(const std::string& key, const std::vector<T>& fallback) const {
    if (values_.find(key) == values_.end()) return fallback;
    std::vector<T> items;
    std::stringstream stream{values_.at(key)};
    std::string item;
    while (std::getline(stream, item, ',')) items.push_back(convert<T>(item));
    return items;
  }

  // Up to three comma-separated extents; missing ones are 1.
  sycl::range<3> getRangeOrDefault(const std::string& key, const sycl::range<3>& fallback) const {
    const auto items = getListOrDefault<std::size_t>(key, {fallback[0], fallback[1], fallback[2]});
    if (items.empty() || items.size() > 3) throw std::invalid_argument("bad range for " + key);
    sycl::range<3> r{1, 1, 1};
    for (std::size_t d = 0; d < items.size(); ++d) r[d] = items[d];
    return r;
  }

 private:
  template <class T>
  static T convert(const std::string& text) {
    std::stringstream sstr{text};
    T value;
    sstr >> value;
    if (sstr.fail()) throw std::invalid_argument("cannot convert '" + text + "'");
    return value;
  }

  std::unordered_map<std::string, std::string> values_;
  std::unordered_set<std::string> flags_;
};
