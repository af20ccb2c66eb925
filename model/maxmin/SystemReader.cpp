#include "maxmin/SystemReader.h"

#include "maxmin/ProblemBuilder.h"
#include "maxmin/TextScan.h"

#include <cmath>
#include <limits>
#include <vector>

namespace tapeflow::maxmin {
namespace {

struct IdRecord {
  long long id;
  std::size_t line;
};

struct ElementRecord {
  long long constraint;
  long long variable;
  double coefficient;
  std::size_t line;
};

// Collects the records line by line, then checks what needs the whole file (id ranges).
class SystemParser {
public:
  explicit SystemParser(std::string_view name) : m_name(name) {}

  Expected<Problem> parse(std::string_view text);

private:
  Error fail(std::size_t line, const std::string& reason) const {
    return Error{std::string(m_name) + ':' + std::to_string(line) + ": " + reason};
  }
  std::optional<Error> parseLine(std::string_view line, std::size_t number);
  std::optional<Error> number(std::string_view field, std::size_t line, const char* what,
                              bool positive, double& out) const;
  std::optional<Error> id(std::string_view field, std::size_t line, const char* what,
                          long long& out) const;
  std::optional<Error> checkIds(const std::vector<IdRecord>& records, const char* what) const;

  std::string_view m_name;
  std::vector<IdRecord> m_constraints;
  std::vector<double> m_capacity;
  std::vector<IdRecord> m_variables;
  std::vector<double> m_weight;
  std::vector<double> m_bound;
  std::vector<ElementRecord> m_elements;
};

std::optional<Error> SystemParser::number(std::string_view field, std::size_t line,
                                          const char* what, bool positive, double& out) const {
  const auto value = text::parseDouble(field);
  if (!value)
    return fail(line, std::string(what) + " '" + std::string(field) + "' is not a number");
  if (!std::isfinite(*value))
    return fail(line, std::string(what) + " must be finite, not " + std::string(field));
  if (positive && !(*value > 0))
    return fail(line, std::string(what) + " must be > 0, not " + std::string(field));
  out = *value;
  return std::nullopt;
}

std::optional<Error> SystemParser::id(std::string_view field, std::size_t line, const char* what,
                                      long long& out) const {
  const auto value = text::parseInteger(field);
  if (!value)
    return fail(line, std::string(what) + " id '" + std::string(field) + "' is not an integer");
  if (*value < 0 || *value >= std::numeric_limits<Index>::max())
    return fail(line, std::string(what) + " id " + std::string(field) + " is out of range");
  out = *value;
  return std::nullopt;
}

std::optional<Error> SystemParser::parseLine(std::string_view line, std::size_t lineNumber) {
  std::string_view f[4];
  const std::size_t count = text::splitFields(line, f);
  if (count == 0 || f[0].front() == '#') return std::nullopt;
  const auto expect = [&](std::size_t n, const char* form) -> std::optional<Error> {
    if (count != n) return fail(lineNumber, std::string("expected '") + form + "'");
    return std::nullopt;
  };
  if (f[0] == "c") {
    if (auto e = expect(3, "c <id> <capacity>")) return e;
    IdRecord record{0, lineNumber};
    double capacity = 0;
    if (auto e = id(f[1], lineNumber, "constraint", record.id)) return e;
    if (auto e = number(f[2], lineNumber, "capacity", true, capacity)) return e;
    m_constraints.push_back(record);
    m_capacity.push_back(capacity);
  } else if (f[0] == "v") {
    if (auto e = expect(4, "v <id> <weight> <bound>")) return e;
    IdRecord record{0, lineNumber};
    double weight = 0, bound = 0;
    if (auto e = id(f[1], lineNumber, "variable", record.id)) return e;
    if (auto e = number(f[2], lineNumber, "weight", true, weight)) return e;
    if (auto e = number(f[3], lineNumber, "bound", false, bound)) return e;
    m_variables.push_back(record);
    m_weight.push_back(weight);
    m_bound.push_back(bound);
  } else if (f[0] == "e") {
    if (auto e = expect(4, "e <c> <v> <coefficient>")) return e;
    ElementRecord record{0, 0, 0, lineNumber};
    if (auto e = id(f[1], lineNumber, "constraint", record.constraint)) return e;
    if (auto e = id(f[2], lineNumber, "variable", record.variable)) return e;
    if (auto e = number(f[3], lineNumber, "coefficient", true, record.coefficient)) return e;
    m_elements.push_back(record);
  } else {
    return fail(lineNumber, "unknown record '" + std::string(f[0]) + "' (expected c, v, e or #)");
  }
  return std::nullopt;
}

// Ids must be exactly 0..n-1 for n records: each in range and none repeated.
std::optional<Error> SystemParser::checkIds(const std::vector<IdRecord>& records,
                                            const char* what) const {
  std::vector<std::size_t> firstLine(records.size(), 0);
  for (const IdRecord& record : records) {
    if (std::size_t(record.id) >= records.size())
      return fail(record.line, std::string(what) + " id " + std::to_string(record.id) +
                                   " is out of range: the file has " +
                                   std::to_string(records.size()) + " " + what + "s");
    if (firstLine[record.id] != 0)
      return fail(record.line, std::string(what) + " id " + std::to_string(record.id) +
                                   " repeated (first on line " +
                                   std::to_string(firstLine[record.id]) + ")");
    firstLine[record.id] = record.line;
  }
  return std::nullopt;
}

Expected<Problem> SystemParser::parse(std::string_view text) {
  std::size_t lineNumber = 0;
  std::size_t pos = 0;
  const auto nextLine = [&]() -> std::string_view {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNumber;
    return line;
  };
  {
    std::string_view f[2];
    const std::string_view header = pos < text.size() ? nextLine() : std::string_view{};
    if (text::splitFields(header, f) != 2 || f[0] != "lmm-system" || f[1] != "1")
      return fail(1, "missing or wrong header: expected 'lmm-system 1'");
  }
  while (pos < text.size()) {
    const std::string_view line = nextLine();
    if (auto error = parseLine(line, lineNumber)) return *error;
  }

  if (auto e = checkIds(m_constraints, "constraint")) return *e;
  if (auto e = checkIds(m_variables, "variable")) return *e;
  Problem problem;
  problem.capacity.resize(m_constraints.size());
  for (std::size_t i = 0; i < m_constraints.size(); ++i)
    problem.capacity[m_constraints[i].id] = m_capacity[i];
  problem.weight.resize(m_variables.size());
  problem.bound.resize(m_variables.size());
  for (std::size_t i = 0; i < m_variables.size(); ++i) {
    problem.weight[m_variables[i].id] = m_weight[i];
    problem.bound[m_variables[i].id] = m_bound[i];
  }
  std::vector<Element> elements;
  elements.reserve(m_elements.size());
  for (const ElementRecord& e : m_elements) {
    if (std::size_t(e.constraint) >= m_constraints.size())
      return fail(e.line, "constraint " + std::to_string(e.constraint) + " does not exist");
    if (std::size_t(e.variable) >= m_variables.size())
      return fail(e.line, "variable " + std::to_string(e.variable) + " does not exist");
    elements.push_back({Index(e.constraint), Index(e.variable), e.coefficient});
  }
  setIncidence(problem, elements);
  for (const IdRecord& v : m_variables)
    if (problem.columnStart[v.id] == problem.columnStart[v.id + 1])
      return fail(v.line, "variable " + std::to_string(v.id) + " has no 'e' line");
  for (const double coefficient : problem.coefficient)
    if (!std::isfinite(coefficient)) // repeated pairs whose sum overflows
      return Error{std::string(m_name) + ": a repeated (c, v) pair sums to infinity"};
  return problem;
}

} // namespace

Expected<Problem> parseSystem(std::string_view text, std::string_view name) {
  return SystemParser(name).parse(text);
}

Expected<Problem> readSystemFile(const std::string& path) {
  auto text = text::readWholeFile(path);
  if (!text) return text.error();
  return parseSystem(text.value(), path);
}

} // namespace tapeflow::maxmin
