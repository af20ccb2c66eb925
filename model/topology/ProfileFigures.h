#pragma once

// A node's overrides of the figures of a profile it references (issue 39 item 5): a node names
// its software by reference parameters (a server's "backup_app", "operating_system",
// "filesystem"; a volume's "filesystem", "database_app"; a disk array's "member_disk"), and may
// override any figure of the entry it references under the key "<reference>.<figure>":
//   "parameters": {"backup_app": "restic-0-16", "backup_app.requests_in_flight": 16}
// The figure is one of the kind the reference names (kinds.json "ref_kind"); its value is
// checked as that figure's. The override belongs to the node, not to the entry: it stays when
// the reference changes or is cleared, and applies to whatever entry the node then references
// (the referenced kind's defaults when it references none).

#include "catalog/Catalog.h"

#include <optional>
#include <string>
#include <string_view>

namespace tapeflow::topology {

struct ProfileKey {
  std::string_view reference; // a reference parameter of the node's kind ("backup_app")
  std::string_view figure;    // a parameter of the kind it references ("requests_in_flight")
};

// "<reference>.<figure>" split at its first dot; none when `name` has no dot or a side is empty.
[[nodiscard]] constexpr std::optional<ProfileKey> profileKey(std::string_view name) {
  const auto dot = name.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 == name.size()) return std::nullopt;
  return ProfileKey{name.substr(0, dot), name.substr(dot + 1)};
}

// The key of a node's override of `figure` of the profile its reference `reference` names.
[[nodiscard]] std::string profileKeyOf(std::string_view reference, std::string_view figure);

// The definition of the node parameter `name` of `kind`: the kind's own, else for
// "<reference>.<figure>" the figure's definition in the kind the reference names (its name is
// the figure's, not the key). Null when there is none.
[[nodiscard]] const catalog::ParameterDef* nodeParameterDef(const catalog::KindRegistry& kinds,
                                                            const catalog::KindDef& kind,
                                                            std::string_view name);

// The reference definition and referenced kind of a profile key of `kind`; both null unless
// `key.reference` is a reference parameter of `kind` whose kind the registry has.
struct ProfileRef {
  const catalog::ParameterDef* reference = nullptr;
  const catalog::KindDef* kind = nullptr;
};
[[nodiscard]] ProfileRef profileRef(const catalog::KindRegistry& kinds,
                                    const catalog::KindDef& kind, ProfileKey key);

// Why `kind` has no node parameter `name`, for people: "a Server has no parameter 'x'", and for
// a key with a dot what is wrong with it ("... : a Backup application has no figure 'x'").
[[nodiscard]] std::string noNodeParameter(const catalog::KindRegistry& kinds,
                                          const catalog::KindDef& kind, std::string_view name);

// How people read the node parameter `name`: its label, and for a profile figure the
// reference's label with the figure's ("Backup application: Requests in flight"); `name` itself
// when `kind` has no such parameter.
[[nodiscard]] std::string nodeParameterLabel(const catalog::KindRegistry& kinds,
                                             const catalog::KindDef& kind, std::string_view name);

// `def` as the node parameter `name` shows it in messages: a profile figure's definition under
// its key ("'backup_app.requests_in_flight' is 0, it must be positive"); `def` itself otherwise.
[[nodiscard]] catalog::ParameterDef keyedDef(const catalog::ParameterDef& def,
                                             std::string_view name);

} // namespace tapeflow::topology
