#include "catalog/KindRegistry.h"

#include "util/Text.h"

#include <algorithm>

namespace tapeflow::catalog {
namespace {

// "native_rate" reads as "Native rate" where a kind gives a parameter no label: people never
// see the file's names.
std::string readableName(std::string name) {
  std::replace(name.begin(), name.end(), '_', ' ');
  if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = char(name[0] - 'a' + 'A');
  return name;
}

constexpr int kKindsVersion = 1;

std::optional<units::Dimension> dimensionFromName(std::string_view name) {
  if (name == "bytes") return units::Dimension::Bytes;
  if (name == "seconds") return units::Dimension::Seconds;
  if (name == "rate") return units::Dimension::Rate;
  if (name == "none") return units::Dimension::Dimensionless;
  return std::nullopt;
}

std::optional<ParamType> typeFromName(std::string_view name) {
  for (const auto type : {ParamType::Quantity, ParamType::Integer, ParamType::Number,
                          ParamType::Enum, ParamType::Flag, ParamType::List, ParamType::Ref})
    if (paramTypeName(type) == name) return type;
  return std::nullopt;
}

// min/max in a definition: a string with a unit for quantities and lists, a number otherwise.
std::optional<double> readBound(const JsonReader& reader, const Json& json,
                                const std::string& pointer, std::string_view key,
                                const ParameterDef& def) {
  const auto it = json.find(key);
  if (it == json.end()) return std::nullopt;
  const std::string where = jsonPointer(pointer, std::string(key));
  if (def.type == ParamType::Quantity || def.type == ParamType::List) {
    if (!it->is_string()) {
      reader.error(where, "expected a quantity string such as \"1 MB/s\"");
      return std::nullopt;
    }
    const auto value = units::parseAs(it->get<std::string>(), def.unit);
    if (!value) reader.error(where, value.error().message);
    return value ? std::optional<double>(*value) : std::nullopt;
  }
  if (!it->is_number()) {
    reader.error(where, "expected a number");
    return std::nullopt;
  }
  return it->get<double>();
}

std::optional<PortDef> readPortDef(const JsonReader& reader, const Json& json,
                                   const std::string& pointer) {
  if (!reader.expectObject(json, pointer, "a port")) return std::nullopt;
  reader.warnUnknownKeys(json, pointer,
                         {"name", "type", "max_links", "count", "count_parameter", "label"});
  PortDef port;
  const auto name = reader.string(json, pointer, "name", true);
  const auto type = reader.string(json, pointer, "type", true);
  if (!name || !type) return std::nullopt;
  port.name = *name;
  port.type = *type;
  port.maxLinks = static_cast<int>(reader.integer(json, pointer, "max_links", false).value_or(1));
  port.count = static_cast<int>(reader.integer(json, pointer, "count", false).value_or(1));
  port.countParameter = reader.string(json, pointer, "count_parameter", false).value_or("");
  if (port.maxLinks < 1 || port.count < 1) {
    reader.error(pointer, "max_links and count must be at least 1");
    return std::nullopt;
  }
  return port;
}

} // namespace

const ParameterDef* KindDef::parameter(std::string_view name) const {
  for (const auto& def : parameters)
    if (def.name == name) return &def;
  return nullptr;
}

const PortDef* KindDef::port(std::string_view name) const {
  for (const auto& def : ports)
    if (def.name == name) return &def;
  return nullptr;
}

std::optional<ParameterDef> readParameterDef(const JsonReader& reader, const Json& json,
                                             const std::string& pointer, const std::string& name) {
  if (!reader.expectObject(json, pointer, "a parameter definition")) return std::nullopt;
  reader.warnUnknownKeys(json, pointer,
                         {"type", "dimension", "unit", "min", "max", "values", "ref_kind",
                          "required", "default", "label", "help"});
  ParameterDef def;
  def.name = name;
  def.label = reader.string(json, pointer, "label", false).value_or(readableName(name));
  def.help = reader.string(json, pointer, "help", false).value_or("");
  def.required = reader.boolean(json, pointer, "required", false).value_or(false);

  const auto typeName = reader.string(json, pointer, "type", true);
  if (!typeName) return std::nullopt;
  const auto type = typeFromName(*typeName);
  if (!type) {
    reader.error(jsonPointer(pointer, "type"),
                 "unknown parameter type " + quote(*typeName) +
                     " (quantity, integer, number, enum, flag, list or ref)");
    return std::nullopt;
  }
  def.type = *type;

  if (def.type == ParamType::Quantity || def.type == ParamType::List) {
    const auto dimensionText = reader.string(json, pointer, "dimension", true);
    if (!dimensionText) return std::nullopt;
    const auto dimension = dimensionFromName(*dimensionText);
    if (!dimension) {
      reader.error(jsonPointer(pointer, "dimension"), "unknown dimension " + quote(*dimensionText) +
                                                          " (bytes, seconds, rate or none)");
      return std::nullopt;
    }
    const auto unitText =
        reader.string(json, pointer, "unit", *dimension != units::Dimension::Dimensionless);
    if (unitText) {
      const auto unit = units::parseUnit(*unitText);
      if (!unit || unit->dimension != *dimension) {
        reader.error(jsonPointer(pointer, "unit"),
                     quote(*unitText) + " is not a unit of dimension " + *dimensionText);
        return std::nullopt;
      }
      def.unit = *unit;
    } else {
      def.unit = units::Unit{"", *dimension, 1.0};
    }
  } else if (def.type == ParamType::Number) {
    def.unit = units::Unit{reader.string(json, pointer, "unit", false).value_or(""),
                           units::Dimension::Dimensionless, 1.0};
  }
  if (def.type == ParamType::Enum) {
    const Json* values = reader.array(json, pointer, "values", true);
    if (!values || values->empty()) {
      if (values) reader.error(jsonPointer(pointer, "values"), "an enum needs at least one value");
      return std::nullopt;
    }
    for (const auto& value : *values)
      if (value.is_string()) def.values.push_back(value.get<std::string>());
  }
  if (def.type == ParamType::Ref) {
    const auto refKind = reader.string(json, pointer, "ref_kind", true);
    if (!refKind) return std::nullopt;
    def.refKind = *refKind;
  }
  def.min = readBound(reader, json, pointer, "min", def);
  def.max = readBound(reader, json, pointer, "max", def);
  if (const auto it = json.find("default"); it != json.end()) {
    auto value = readValue(reader, *it, jsonPointer(pointer, "default"), def);
    if (value) def.defaultValue = std::move(*value);
  }
  return def;
}

std::shared_ptr<const KindRegistry> KindRegistry::load(const std::string& path,
                                                       Diagnostics& diagnostics) {
  const auto document = readJsonFile(path, diagnostics);
  if (!document) return nullptr;
  return fromJson(*document, path, diagnostics);
}

std::shared_ptr<const KindRegistry>
KindRegistry::fromJson(const Json& document, const std::string& file, Diagnostics& diagnostics) {
  const JsonReader reader(file, diagnostics);
  if (!reader.checkHeader(document, "tapeflow-kinds", kKindsVersion)) return nullptr;
  reader.warnUnknownKeys(document, "",
                         {"format", "version", "portTypes", "links", "linkParameters", "kinds",
                          "$comment", "description"});
  auto registry = std::make_shared<KindRegistry>();

  if (const Json* types = reader.object(document, "", "portTypes", true)) {
    for (const auto& [id, json] : types->items()) {
      const std::string pointer = jsonPointer("/portTypes", id);
      if (!reader.expectObject(json, pointer, "a port type")) continue;
      reader.warnUnknownKeys(json, pointer, {"label", "help"});
      registry->m_portTypes[id] =
          PortType{id, reader.string(json, pointer, "label", true).value_or(id)};
    }
  }

  if (const Json* links = reader.array(document, "", "links", true)) {
    for (std::size_t i = 0; i < links->size(); ++i) {
      const std::string pointer = jsonPointer("/links", i);
      const Json& json = (*links)[i];
      if (!reader.expectObject(json, pointer, "a link rule")) continue;
      reader.warnUnknownKeys(json, pointer, {"upstream", "downstream", "medium"});
      const auto up = reader.string(json, pointer, "upstream", true);
      const auto down = reader.string(json, pointer, "downstream", true);
      const auto medium = reader.string(json, pointer, "medium", true);
      if (!up || !down || !medium) continue;
      for (const auto& [key, type] : {std::pair{"upstream", *up}, std::pair{"downstream", *down}})
        if (!registry->portType(type))
          reader.error(jsonPointer(pointer, key), "unknown port type " + quote(type));
      registry->m_rules.push_back({*up, *down, *medium});
    }
  }

  if (const Json* media = reader.object(document, "", "linkParameters", false)) {
    for (const auto& [medium, params] : media->items()) {
      const std::string pointer = jsonPointer("/linkParameters", medium);
      if (!reader.expectObject(params, pointer, "the parameters of a link medium")) continue;
      auto& defs = registry->m_linkParameters[medium];
      for (const auto& [name, json] : params.items())
        if (auto def = readParameterDef(reader, json, jsonPointer(pointer, name), name))
          defs.push_back(std::move(*def));
    }
  }

  if (const Json* kinds = reader.object(document, "", "kinds", true)) {
    for (const auto& [id, json] : kinds->items()) {
      const std::string pointer = jsonPointer("/kinds", id);
      if (!reader.expectObject(json, pointer, "a kind definition")) continue;
      reader.warnUnknownKeys(json, pointer,
                             {"label", "group", "node", "parameters", "ports", "help"});
      KindDef kind;
      kind.id = id;
      kind.label = reader.string(json, pointer, "label", true).value_or(id);
      kind.group = reader.string(json, pointer, "group", true).value_or("");
      kind.isNode = reader.boolean(json, pointer, "node", false).value_or(true);
      if (const Json* params = reader.object(json, pointer, "parameters", false)) {
        for (const auto& [name, def] : params->items())
          if (auto parsed = readParameterDef(
                  reader, def, jsonPointer(jsonPointer(pointer, "parameters"), name), name))
            kind.parameters.push_back(std::move(*parsed));
      }
      if (const Json* ports = reader.array(json, pointer, "ports", false)) {
        for (std::size_t i = 0; i < ports->size(); ++i) {
          const std::string portPointer = jsonPointer(jsonPointer(pointer, "ports"), i);
          auto port = readPortDef(reader, (*ports)[i], portPointer);
          if (!port) continue;
          if (!registry->portType(port->type))
            reader.error(jsonPointer(portPointer, "type"),
                         "unknown port type " + quote(port->type));
          if (kind.port(port->name))
            reader.error(jsonPointer(portPointer, "name"),
                         "duplicate port name " + quote(port->name));
          kind.ports.push_back(std::move(*port));
        }
      }
      registry->m_kindIndex[id] = registry->m_kinds.size();
      registry->m_kinds.push_back(std::move(kind));
    }
  }

  // Ref parameters must name a kind that exists.
  for (const auto& kind : registry->m_kinds)
    for (const auto& def : kind.parameters)
      if (def.type == ParamType::Ref && !registry->kind(def.refKind))
        reader.error(
            jsonPointer(jsonPointer(jsonPointer("/kinds", kind.id), "parameters"), def.name),
            "ref_kind " + quote(def.refKind) + " is not a kind");
  return registry;
}

const KindDef* KindRegistry::kind(std::string_view id) const {
  const auto it = m_kindIndex.find(id);
  return it == m_kindIndex.end() ? nullptr : &m_kinds[it->second];
}

const PortType* KindRegistry::portType(std::string_view id) const {
  const auto it = m_portTypes.find(id);
  return it == m_portTypes.end() ? nullptr : &it->second;
}

const LinkRule* KindRegistry::linkRule(std::string_view a, std::string_view b) const {
  for (const auto& rule : m_rules)
    if ((rule.upstream == a && rule.downstream == b) ||
        (rule.upstream == b && rule.downstream == a))
      return &rule;
  return nullptr;
}

const std::vector<ParameterDef>* KindRegistry::linkParameters(std::string_view medium) const {
  const auto it = m_linkParameters.find(medium);
  return it == m_linkParameters.end() ? nullptr : &it->second;
}

std::vector<std::string> KindRegistry::partnersOf(std::string_view type) const {
  std::vector<std::string> labels;
  for (const auto& rule : m_rules) {
    std::string_view other;
    if (rule.upstream == type)
      other = rule.downstream;
    else if (rule.downstream == type)
      other = rule.upstream;
    else
      continue;
    const PortType* partner = portType(other);
    const std::string label = partner ? partner->label : std::string(other);
    if (std::find(labels.begin(), labels.end(), label) == labels.end()) labels.push_back(label);
  }
  return labels;
}

} // namespace tapeflow::catalog
