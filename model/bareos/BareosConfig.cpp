#include "bareos/BareosConfig.h"

namespace tapeflow::bareos {

std::string_view daemonName(Daemon daemon) {
  switch (daemon) {
  case Daemon::Director: return "director";
  case Daemon::StorageDaemon: return "storage daemon";
  case Daemon::FileDaemon: return "file daemon";
  case Daemon::Unknown: break;
  }
  return "unknown";
}

std::string normalizeKey(std::string_view keyword) {
  std::string key;
  key.reserve(keyword.size());
  for (const char c : keyword) {
    if (c == ' ' || c == '\t') continue;
    // ASCII only: a locale's tolower would make the key depend on the machine.
    key += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return key;
}

const Directive* Resource::find(std::string_view key) const {
  const std::string wanted = normalizeKey(key);
  for (const auto& directive : directives)
    if (directive.key == wanted) return &directive;
  return nullptr;
}

std::optional<std::string> Resource::first(std::string_view key) const {
  const Directive* directive = find(key);
  if (!directive || directive->values.empty()) return std::nullopt;
  return directive->values.front();
}

std::vector<std::string> Resource::all(std::string_view key) const {
  const std::string wanted = normalizeKey(key);
  std::vector<std::string> values;
  for (const auto& directive : directives)
    if (directive.key == wanted)
      values.insert(values.end(), directive.values.begin(), directive.values.end());
  return values;
}

std::vector<const Resource*> Resource::blocks(std::string_view blockType) const {
  const std::string wanted = normalizeKey(blockType);
  std::vector<const Resource*> found;
  for (const auto& child : children)
    if (child.typeKey == wanted) found.push_back(&child);
  return found;
}

std::vector<const Resource*> Config::ofType(std::string_view type) const {
  const std::string wanted = normalizeKey(type);
  std::vector<const Resource*> found;
  for (const auto& resource : resources)
    if (resource.typeKey == wanted) found.push_back(&resource);
  return found;
}

const Resource* Config::find(std::string_view type, std::string_view name) const {
  for (const Resource* resource : ofType(type))
    if (resource->name == name) return resource;
  return nullptr;
}

} // namespace tapeflow::bareos
