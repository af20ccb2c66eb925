#include "topology/ProfileFigures.h"

#include "util/Text.h"

namespace tapeflow::topology {

std::string profileKeyOf(std::string_view reference, std::string_view figure) {
  std::string key;
  key.reserve(reference.size() + 1 + figure.size());
  key.append(reference).append(1, '.').append(figure);
  return key;
}

ProfileRef profileRef(const catalog::KindRegistry& kinds, const catalog::KindDef& kind,
                      ProfileKey key) {
  const auto* reference = kind.parameter(key.reference);
  if (!reference || reference->type != catalog::ParamType::Ref) return {};
  const auto* referenced = kinds.kind(reference->refKind);
  if (!referenced) return {};
  return {reference, referenced};
}

const catalog::ParameterDef* nodeParameterDef(const catalog::KindRegistry& kinds,
                                              const catalog::KindDef& kind, std::string_view name) {
  if (const auto* def = kind.parameter(name)) return def;
  const auto key = profileKey(name);
  if (!key) return nullptr;
  const auto ref = profileRef(kinds, kind, *key);
  return ref.kind ? ref.kind->parameter(key->figure) : nullptr;
}

std::string noNodeParameter(const catalog::KindRegistry& kinds, const catalog::KindDef& kind,
                            std::string_view name) {
  std::string message = "a " + kind.label + " has no parameter " + quote(name);
  const auto key = profileKey(name);
  if (!key) return message;
  const auto* reference = kind.parameter(key->reference);
  if (!reference) return message;
  if (reference->type != catalog::ParamType::Ref)
    return message + ": " + quote(key->reference) + " references no profile";
  const auto* referenced = kinds.kind(reference->refKind);
  return message + ": a " + (referenced ? referenced->label : reference->refKind) +
         " has no figure " + quote(key->figure);
}

std::string nodeParameterLabel(const catalog::KindRegistry& kinds, const catalog::KindDef& kind,
                               std::string_view name) {
  if (const auto* def = kind.parameter(name)) return def->label;
  if (const auto key = profileKey(name)) {
    const auto ref = profileRef(kinds, kind, *key);
    if (const auto* figure = ref.kind ? ref.kind->parameter(key->figure) : nullptr)
      return ref.reference->label + ": " + figure->label;
  }
  return std::string(name);
}

catalog::ParameterDef keyedDef(const catalog::ParameterDef& def, std::string_view name) {
  catalog::ParameterDef shown = def;
  if (def.name != name) shown.name = std::string(name);
  return shown;
}

} // namespace tapeflow::topology
