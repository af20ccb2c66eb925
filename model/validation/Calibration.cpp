#include "validation/Calibration.h"

#include <cctype>
#include <map>
#include <utility>

namespace tapeflow::validation {
namespace {

bool isAlpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

std::string lower(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Lower case, spaces trimmed and runs of spaces made one.
std::string normalised(std::string_view text) {
  std::string out;
  for (const char c : lower(text)) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// Reads a number at `i`, or returns false and leaves `i` alone. Tables and figures are numbered
// in the tens: digits beyond six are skipped rather than overflowing.
bool readNumber(const std::string& t, std::size_t& i, int& value) {
  if (i >= t.size() || !isDigit(t[i])) return false;
  value = 0;
  for (; i < t.size() && isDigit(t[i]); ++i)
    if (value < 100000) value = value * 10 + (t[i] - '0');
  return true;
}

// The longest range read as a range ("Tables 3-4"); a longer one ("Table 1-999999", a typo)
// is read as its two ends, so no text can make the reading slow.
constexpr int kLongestRange = 100;

// Skips a separator of a list of numbers ("3, 4", "3 and 4", "3-4", "3–4", "3 to 4") and
// says whether it was a range; false (with `i` unchanged) when no separator leads to a number.
bool skipSeparator(const std::string& t, std::size_t& i, bool& range) {
  std::size_t j = i;
  while (j < t.size() && t[j] == ' ') ++j;
  range = false;
  if (t.compare(j, 1, ",") == 0) {
    ++j;
  } else if (t.compare(j, 1, "-") == 0) {
    ++j, range = true;
  } else if (t.compare(j, 3, "\xE2\x80\x93") == 0) { // an en dash
    j += 3, range = true;
  } else if (t.compare(j, 3, "and") == 0 || t.compare(j, 2, "to") == 0) {
    j += t.compare(j, 3, "and") == 0 ? 3 : 2;
    range = t.compare(j - 2, 2, "to") == 0;
  } else {
    return false;
  }
  while (j < t.size() && t[j] == ' ') ++j;
  if (j >= t.size() || !isDigit(t[j])) return false;
  i = j;
  return true;
}

// "table 3", "figure 35" for every table and figure `text` cites.
void addNumbered(std::string_view text, std::set<std::string>& out) {
  const std::string t = lower(text);
  for (const std::string_view word : {"table", "figure"}) {
    for (std::size_t at = t.find(word); at != std::string::npos; at = t.find(word, at + 1)) {
      if (at > 0 && isAlpha(t[at - 1])) continue;
      std::size_t i = at + word.size();
      if (i < t.size() && t[i] == 's') ++i;
      while (i < t.size() && t[i] == ' ') ++i;
      int first = 0;
      if (!readNumber(t, i, first)) continue;
      out.insert(std::string(word) + ' ' + std::to_string(first));
      bool range = false;
      while (skipSeparator(t, i, range)) {
        int next = 0;
        readNumber(t, i, next);
        const bool span = range && next > first && next - first <= kLongestRange;
        for (int n = span ? first + 1 : next; n <= next; ++n)
          out.insert(std::string(word) + ' ' + std::to_string(n));
        first = next;
      }
    }
  }
}

// Collects the calibrated figures of `entry` (less `overrides`) and of the entries it refers to.
class Collector {
public:
  explicit Collector(const catalog::Catalog& catalog) : m_catalog(catalog) {}

  void add(const catalog::CatalogEntry& entry, const topology::ParameterMap& overrides) {
    const catalog::KindDef* kind = m_catalog.kinds().kind(entry.kind);
    for (const auto& [name, value] : entry.parameters) {
      const auto overridden = overrides.find(name);
      const catalog::ParameterDef* def = kind ? kind->parameter(name) : nullptr;
      if (overridden == overrides.end() && value.source.basis == "calibrated" &&
          m_seen.insert({entry.id, name}).second)
        m_figures.push_back(
            {entry.displayName(), def ? def->label : name, value.source.ref, value.source.where});
      follow(def, overridden == overrides.end() ? value.value : overridden->second);
    }
    for (const auto& [name, value] : overrides)
      if (!entry.parameters.contains(name)) follow(kind ? kind->parameter(name) : nullptr, value);
  }

  std::vector<CalibratedFigure> take() { return std::move(m_figures); }

private:
  void follow(const catalog::ParameterDef* def, const catalog::Value& value) {
    if (!def || def->type != catalog::ParamType::Ref) return;
    const auto* target = m_catalog.entry(value.string());
    if (target && m_followed.insert(target->id).second) add(*target, {});
  }

  const catalog::Catalog& m_catalog;
  std::vector<CalibratedFigure> m_figures;
  std::set<std::pair<std::string, std::string>> m_seen;
  std::set<std::string> m_followed;
};

} // namespace

std::vector<CalibratedFigure> calibratedFigures(const topology::Topology& topology) {
  Collector collector(topology.catalog());
  for (const auto& node : topology.nodes())
    if (const auto* entry = topology.entryOf(node)) collector.add(*entry, node.overrides);
  return collector.take();
}

std::set<std::string> citationsOfSource(std::string_view where) {
  std::set<std::string> out;
  addNumbered(where, out);
  // Quoted section titles: an opening quote starts the text or follows a space or bracket (so
  // the apostrophe of "drive's" is not one), and the closing quote ends a word.
  for (std::size_t open = where.find('\''); open != std::string_view::npos;
       open = where.find('\'', open + 1)) {
    if (open > 0 && !(where[open - 1] == ' ' || where[open - 1] == '(')) continue;
    const std::size_t close = where.find('\'', open + 1);
    if (close == std::string_view::npos) break;
    out.insert("section " + normalised(where.substr(open + 1, close - open - 1)));
    open = close;
  }
  return out;
}

std::set<std::string> citationsOfRecord(const topology::ValidationRecord& record) {
  std::set<std::string> out;
  std::string_view rest = record.table;
  while (!rest.empty()) {
    const std::size_t cut = rest.find(';');
    const std::string_view part = rest.substr(0, cut);
    std::set<std::string> numbered;
    addNumbered(part, numbered);
    if (numbered.empty() && !normalised(part).empty()) out.insert("section " + normalised(part));
    out.insert(numbered.begin(), numbered.end());
    rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
  }
  addNumbered(record.row, out);
  return out;
}

bool calibratedFrom(const CalibratedFigure& figure, const topology::ValidationRecord& record) {
  if (figure.ref.empty() || figure.ref != record.paper) return false;
  const auto cited = citationsOfSource(figure.where);
  for (const auto& citation : citationsOfRecord(record))
    if (cited.contains(citation)) return true;
  return false;
}

} // namespace tapeflow::validation
