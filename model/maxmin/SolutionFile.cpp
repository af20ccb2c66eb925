#include "maxmin/SolutionFile.h"

#include "Version.h"
#include "maxmin/TextScan.h"

#include <charconv>
#include <fstream>
#include <ostream>

namespace tapeflow::maxmin {

std::string formatSolution(const Solution& solution) {
  std::size_t byBound = 0;
  for (const Index by : solution.frozenBy) byBound += by == kFrozenByBound ? 1 : 0;
  std::string text = "lmm-solution 1\nsolver tapeflow version=";
  text += kVersion;
  text += " algorithm=event-driven-progressive-filling arithmetic=double-compensated\n";
  text += "# " + std::to_string(solution.x.size()) + " variables, " + std::to_string(byBound) +
          " frozen by their bound\n";
  text.reserve(text.size() + solution.x.size() * 32);
  char buffer[64];
  for (std::size_t j = 0; j < solution.x.size(); ++j) {
    char* p = buffer;
    *p++ = 'x';
    *p++ = ' ';
    p = std::to_chars(p, buffer + sizeof buffer, j).ptr;
    *p++ = ' ';
    p = std::to_chars(p, buffer + sizeof buffer, solution.x[j]).ptr; // shortest round trip
    *p++ = '\n';
    text.append(buffer, p);
  }
  return text;
}

void writeSolution(std::ostream& out, const Solution& solution) { out << formatSolution(solution); }

Status writeSolutionFile(const std::string& path, const Solution& solution) {
  std::ofstream out(path, std::ios::binary);
  if (!out) return Error{path + ": cannot open for writing"};
  writeSolution(out, solution);
  out.close();
  if (!out) return Error{path + ": write failed"};
  return Done{};
}

Expected<std::vector<double>> readSolutionFile(const std::string& path) {
  auto text = text::readWholeFile(path);
  if (!text) return text.error();
  const std::string_view all = text.value();
  const auto fail = [&](std::size_t line, const std::string& reason) {
    return Error{path + ':' + std::to_string(line) + ": " + reason};
  };
  std::vector<double> x;
  std::vector<bool> seen;
  std::size_t pos = 0;
  for (std::size_t lineNumber = 1; pos < all.size(); ++lineNumber) {
    const std::size_t end = std::min(all.find('\n', pos), all.size());
    const std::string_view line = all.substr(pos, end - pos);
    pos = end + 1;
    std::string_view f[3];
    const std::size_t count = text::splitFields(line, f);
    if (lineNumber == 1) {
      if (count != 2 || f[0] != "lmm-solution" || f[1] != "1")
        return fail(1, "missing or wrong header: expected 'lmm-solution 1'");
      continue;
    }
    if (count == 0 || f[0] != "x") continue; // solver line, comments
    const auto id = count == 3 ? text::parseInteger(f[1]) : std::nullopt;
    const auto value = count == 3 ? text::parseDouble(f[2]) : std::nullopt;
    if (!id || !value || *id < 0 || *id > (1LL << 31))
      return fail(lineNumber, "expected 'x <id> <value>'");
    if (std::size_t(*id) >= x.size()) {
      x.resize(std::size_t(*id) + 1, 0.0);
      seen.resize(std::size_t(*id) + 1, false);
    }
    if (seen[*id]) return fail(lineNumber, "x " + std::to_string(*id) + " repeated");
    seen[*id] = true;
    x[*id] = *value;
  }
  if (pos == 0) return fail(1, "missing or wrong header: expected 'lmm-solution 1'");
  for (std::size_t j = 0; j < seen.size(); ++j)
    if (!seen[j]) return Error{path + ": x " + std::to_string(j) + " missing"};
  return x;
}

} // namespace tapeflow::maxmin
