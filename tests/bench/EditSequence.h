#pragma once

// A sequence of single edits of a max-min system and the report of their times, shared by the
// two halves of the side-by-side with SimGrid (LmmEditBench.cpp and
// tests/simgridbench/LmmEditSimGrid.cpp, which cannot link the model: header only).
//
// One edit a line: `c ID CAPACITY` (a constraint's new capacity) or `v ID BOUND` (a variable's
// new bound; 0: none).

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace tapeflow::bench {

// The edits both halves also time with the whole system solved again after each (SimGrid's with
// selective update off): the first ones of the sequence, the same on both sides.
inline constexpr std::size_t kReferenceEdits = 11;

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

// The first edit that names no constraint (of `constraints`) or no variable (of `variables`), or
// gives a capacity that is not positive and finite or a bound that is not a number, as a message
// for `path`; empty when every edit is good.
inline std::string badEdit(const std::string& path, const std::vector<Edit>& edits,
                           long constraints, long variables) {
  for (std::size_t i = 0; i < edits.size(); ++i) {
    const Edit& e = edits[i];
    const bool capacity = e.what == 'c';
    const std::string where = path + ": edit " + std::to_string(i + 1);
    if (e.id < 0 || e.id >= (capacity ? constraints : variables))
      return where + " names no " + (capacity ? "constraint " : "variable ") + std::to_string(e.id);
    if (capacity ? !(e.value > 0.0 && std::isfinite(e.value)) : std::isnan(e.value))
      return where + (capacity ? " gives a capacity that is not positive and finite"
                               : " gives a bound that is not a number");
  }
  return {};
}

// One flag a line per edit (1: the edit reached a share and was solved again), as Tapeflow's
// half writes them and SimGrid's half reads them to time the same edits apart.
inline bool writeFlags(const std::string& path, const std::vector<char>& flags) {
  std::ofstream out(path);
  for (const char flag : flags) out << (flag ? 1 : 0) << '\n';
  return bool(out);
}

inline std::vector<char> readFlags(const std::string& path) {
  std::vector<char> flags;
  std::ifstream in(path);
  int flag = 0;
  while (in >> flag) flags.push_back(flag != 0);
  return flags;
}

// The times of the edits whose flag is set.
inline std::vector<double> flagged(const std::vector<double>& times,
                                   const std::vector<char>& flags) {
  std::vector<double> out;
  for (std::size_t i = 0; i < times.size() && i < flags.size(); ++i)
    if (flags[i]) out.push_back(times[i]);
  return out;
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
