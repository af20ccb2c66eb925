#pragma once

// The vocabulary of diagrams, read from resources/catalog/kinds.json: node and profile kinds
// with their parameters and ports, the port types, and which port types may be linked. Nothing
// about kinds is hard-coded; the model only knows the few kind ids the solver gives meaning to.

#include "catalog/Parameter.h"
#include "util/Diagnostics.h"
#include "util/StringMap.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tapeflow::catalog {

struct PortDef {
  std::string name;           // unique in its kind; with count > 1 the ports are name1..nameN
  std::string type;           // a PortType id
  int maxLinks = 1;           // how many links may attach to one such port
  int count = 1;              // how many ports of this shape the kind has
  std::string countParameter; // an Integer parameter that overrides count, if any
};

struct KindDef {
  std::string id;
  std::string label;
  std::string group;
  bool isNode = true; // false for profiles (backup application, file system, ...)
  std::vector<ParameterDef> parameters;
  std::vector<PortDef> ports;

  [[nodiscard]] const ParameterDef* parameter(std::string_view name) const;
  [[nodiscard]] const PortDef* port(std::string_view name) const; // by shape name
};

struct PortType {
  std::string id;
  std::string label;
};

struct LinkRule {
  std::string upstream;
  std::string downstream;
  std::string medium;
};

class KindRegistry {
public:
  // Reads kinds.json; all problems go to `diagnostics`. Returns nullptr only when the document
  // cannot be used at all (not JSON, wrong format or version).
  static std::shared_ptr<const KindRegistry> load(const std::string& path,
                                                  Diagnostics& diagnostics);
  static std::shared_ptr<const KindRegistry> fromJson(const Json& document, const std::string& file,
                                                      Diagnostics& diagnostics);

  [[nodiscard]] const KindDef* kind(std::string_view id) const;
  [[nodiscard]] const PortType* portType(std::string_view id) const;
  [[nodiscard]] const std::vector<KindDef>& kinds() const { return m_kinds; }
  // The rule that allows linking a port of type `a` to one of type `b` (either order).
  [[nodiscard]] const LinkRule* linkRule(std::string_view a, std::string_view b) const;
  // Parameters that links of `medium` may carry (speed, duplex, cable length).
  [[nodiscard]] const std::vector<ParameterDef>* linkParameters(std::string_view medium) const;
  // The port types a port of `type` may link to, as labels, for messages.
  [[nodiscard]] std::vector<std::string> partnersOf(std::string_view type) const;

private:
  std::vector<KindDef> m_kinds;
  StringMap<std::size_t> m_kindIndex; // kind id -> position
  std::map<std::string, PortType, std::less<>> m_portTypes;
  std::vector<LinkRule> m_rules;
  std::map<std::string, std::vector<ParameterDef>, std::less<>> m_linkParameters;
};

// Reads one parameter definition (kinds.json "parameters" member); nullopt after an error.
[[nodiscard]] std::optional<ParameterDef> readParameterDef(const JsonReader& reader,
                                                           const Json& json,
                                                           const std::string& pointer,
                                                           const std::string& name);

} // namespace tapeflow::catalog
