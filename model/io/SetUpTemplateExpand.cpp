// Expanding a set-up template: each part once or once per unit of its count, every string's
// placeholders filled in, repeated parts laid out in rows; then the topology reader reads the
// result as it would a file, so what the input cannot make (more drives than the library has
// bays) is said the way a file's mistake is.

#include "io/SetUpTemplate.h"

#include "io/TemplatePlaceholders.h"
#include "io/TopologyReader.h"

#include <algorithm>

namespace tapeflow::io {
namespace {

PlaceholderValues inputValues(const SetUpTemplate& setUp, const TemplateInput& input) {
  PlaceholderValues values;
  for (const auto& count : setUp.counts) {
    const auto given = input.counts.find(count.id);
    values.counts[count.id] = std::clamp(given == input.counts.end() ? count.preset : given->second,
                                         count.min, count.max);
  }
  for (const auto& choice : setUp.choices) {
    const auto given = input.choices.find(choice.id);
    const int last = static_cast<int>(choice.options.size()) - 1;
    const int index =
        std::clamp(given == input.choices.end() ? choice.preset : given->second, 0, last);
    for (const auto& [word, text] : choice.options[static_cast<std::size_t>(index)].values)
      values.words[word] = text;
  }
  return values;
}

// `json` with every string's placeholders filled in (checked when the template was read).
Json substituted(const Json& json, const PlaceholderValues& values) {
  if (json.is_string()) return substitutePlaceholders(json.get<std::string>(), values).text;
  Json out = json;
  if (json.is_object())
    for (auto& [key, value] : out.items()) value = substituted(value, values);
  else if (json.is_array())
    for (auto& value : out) value = substituted(value, values);
  return out;
}

struct Offset {
  double x = 0;
  double y = 0;
};

Json point(const Json& part, const char* key) {
  return part.contains(key) ? part[key] : Json::array({0, 0});
}

// Where copy `index` (1-based) of a repeated part goes: `per_row` copies a `step` apart, then
// the next row a `row_step` on.
Offset copyOffset(const Json& part, int index) {
  const int perRow = part.contains("per_row") ? part["per_row"].get<int>() : 1000;
  const int column = (index - 1) % perRow;
  const int row = (index - 1) / perRow;
  const Json step = point(part, "step");
  const Json rowStep = point(part, "row_step");
  return {column * step[0].get<double>() + row * rowStep[0].get<double>(),
          column * step[1].get<double>() + row * rowStep[1].get<double>()};
}

class Expansion {
public:
  explicit Expansion(const std::string& name) {
    m_document = Json{{"format", "tapeflow-topology"},
                      {"version", kTopologyFormatVersion},
                      {"name", name},
                      {"nodes", Json::array()},
                      {"links", Json::array()},
                      {"jobs", Json::array()}};
  }

  void add(const Json& part, const PlaceholderValues& values, Offset offset) {
    for (const char* list : {"nodes", "links", "jobs"}) {
      if (!part.contains(list)) continue;
      for (const auto& element : part[list]) {
        Json copy = substituted(element, values);
        if (copy.is_object() && copy.contains("position") && copy["position"].is_array() &&
            copy["position"].size() == 2 && copy["position"][0].is_number() &&
            copy["position"][1].is_number())
          copy["position"] = Json::array({copy["position"][0].get<double>() + offset.x,
                                          copy["position"][1].get<double>() + offset.y});
        // Links and jobs need ids but nobody reads them: the template may leave them out.
        if (copy.is_object() && !copy.contains("id") && std::string(list) != "nodes")
          copy["id"] = std::string(list == std::string("links") ? "link-" : "job-") +
                       std::to_string(m_document[list].size() + 1);
        m_document[list].push_back(std::move(copy));
      }
    }
  }

  [[nodiscard]] const Json& document() const { return m_document; }

private:
  Json m_document;
};

} // namespace

LoadResult expandSetUpTemplate(const SetUpTemplate& setUp, const TemplateInput& input,
                               std::shared_ptr<const catalog::Catalog> catalog) {
  PlaceholderValues values = inputValues(setUp, input);
  Expansion expansion(setUp.name);
  for (const auto& part : setUp.parts) {
    if (!part.contains("repeat")) {
      expansion.add(part, values, {});
      continue;
    }
    const int count = values.counts[part["repeat"].get<std::string>()];
    for (int i = 1; i <= count; ++i) {
      values.index = i;
      expansion.add(part, values, copyOffset(part, i));
    }
    values.index.reset();
  }
  LoadResult result;
  TopologyReader reader(setUp.file, result.diagnostics, std::move(catalog));
  result.topology = reader.read(expansion.document());
  return result;
}

} // namespace tapeflow::io
