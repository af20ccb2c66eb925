#pragma once

// A sequence of single edits of a max-min system and the report of their times, shared by the
// two halves of the side-by-side with SimGrid (LmmEditBench.cpp and
// tests/simgridbench/LmmEditSimGrid.cpp, which cannot link the model: header only).
//
// One edit a line: `c ID CAPACITY` (a constraint's new capacity) or `v ID BOUND` (a variable's
// new bound; 0: none).

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace tapeflow::bench {

struct Edit {
  char what = 'c'; // 'c': a constraint's capacity, 'v': a variable's bound
  long id = 0;
  double value = 0.0;
};

inline std::vector<Edit> readEdits(const std::string& path) {
  std::vector<Edit> edits;
  std::ifstream in(path);
  Edit edit;
  while (in >> edit.what >> edit.id >> edit.value) edits.push_back(edit);
  return edits;
}

// The first edit that names no constraint (of `constraints`) or no variable (of `variables`), as
// a message for `path`; empty when every edit names one.
inline std::string badEdit(const std::string& path, const std::vector<Edit>& edits,
                           long constraints, long variables) {
  for (std::size_t i = 0; i < edits.size(); ++i) {
    const Edit& e = edits[i];
    if (e.id >= 0 && e.id < (e.what == 'c' ? constraints : variables)) continue;
    return path + ": edit " + std::to_string(i + 1) + " names no " +
           (e.what == 'c' ? "constraint " : "variable ") + std::to_string(e.id);
  }
  return {};
}

// One line: how many edits and their median, mean, least and most microseconds.
inline void report(const char* what, std::vector<double> times) {
  if (times.empty()) {
    std::printf("%s: no edits\n", what);
    return;
  }
  double sum = 0.0;
  for (const double t : times) sum += t;
  std::sort(times.begin(), times.end());
  std::printf("%s: %zu edits, median %.2f us, mean %.2f us, min %.2f us, max %.2f us\n", what,
              times.size(), times[times.size() / 2], sum / double(times.size()), times.front(),
              times.back());
}

} // namespace tapeflow::bench
