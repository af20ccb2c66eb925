// Reading resources/validation/component-proof.json (ComponentProof.h).

#include "validation/ComponentProof.h"

#include <nlohmann/json.hpp>

namespace tapeflow::validation {
namespace {

using Json = nlohmann::json;

Expected<std::vector<std::string>> strings(const Json& group, const char* member,
                                           const std::string& where) {
  std::vector<std::string> out;
  if (!group.contains(member)) return out;
  if (!group[member].is_array()) return Error{where + ": '" + member + "' is not a list"};
  for (const auto& item : group[member]) {
    if (!item.is_string()) return Error{where + ": '" + member + "' holds a non-string"};
    out.push_back(item.get<std::string>());
  }
  return out;
}

Expected<EntryFigureMeasurement> figureOf(const Json& item, const std::string& where) {
  for (const char* member : {"entry", "parameter", "value", "source"})
    if (!item.contains(member) || !item[member].is_string())
      return Error{where + ": a figure needs '" + member + "' as text"};
  return EntryFigureMeasurement{item["entry"], item["parameter"], item["value"], item["source"]};
}

Expected<ProofGroup> groupOf(const Json& item, std::size_t index) {
  std::string where = "group " + std::to_string(index + 1);
  if (!item.is_object() || !item.contains("paper") || !item["paper"].is_string() ||
      !item.contains("name") || !item["name"].is_string())
    return Error{where + ": needs 'paper' and 'name' as text"};
  ProofGroup group;
  group.paper = item["paper"].get<std::string>();
  group.name = item["name"].get<std::string>();
  if (item.contains("why") && item["why"].is_string()) group.why = item["why"].get<std::string>();
  where += " (" + group.name + ")";
  auto components = strings(item, "components", where);
  if (!components) return components.error();
  auto applications = strings(item, "applications", where);
  if (!applications) return applications.error();
  group.components = std::move(*components);
  group.applications = std::move(*applications);
  const Json figures = item.contains("figures") ? item["figures"] : Json::array();
  if (!figures.is_array()) return Error{where + ": 'figures' is not a list"};
  for (const auto& figure : figures) {
    auto measured = figureOf(figure, where);
    if (!measured) return measured.error();
    group.figures.push_back(std::move(*measured));
  }
  if (group.components.empty() && group.figures.empty())
    return Error{where + ": nothing to calibrate from"};
  if (group.applications.empty()) return Error{where + ": nothing to predict"};
  return group;
}

} // namespace

Expected<std::vector<ProofGroup>> readProofGroups(std::string_view text) {
  const Json json = Json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object() || !json.contains("groups") ||
      !json["groups"].is_array())
    return Error{"not a component-proof file (a JSON object with a 'groups' list)"};
  std::vector<ProofGroup> groups;
  for (std::size_t i = 0; i < json["groups"].size(); ++i) {
    auto group = groupOf(json["groups"][i], i);
    if (!group) return group.error();
    groups.push_back(std::move(*group));
  }
  return groups;
}

} // namespace tapeflow::validation
