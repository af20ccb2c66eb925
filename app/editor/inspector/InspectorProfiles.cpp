// The inspector's sections of a node's profile figures (ProfileFiguresBox.h): under a reference
// field, the figures of the entry it names, which the node may override one by one.

#include "CatalogSourceWords.h"
#include "InspectorDock.h"
#include "ParameterField.h"
#include "ProfileFiguresBox.h"
#include "catalog/Catalog.h"
#include "document/Document.h"
#include "topology/ProfileFigures.h"

#include <QVBoxLayout>

#include <algorithm>
#include <variant>

namespace tapeflow::editor {

namespace {

// How many figures of the profile `reference` names the node overrides.
int overridesOf(const topology::Node& node, const std::string& reference) {
  return static_cast<int>(
      std::count_if(node.overrides.begin(), node.overrides.end(), [&](const auto& item) {
        const auto key = topology::profileKey(item.first);
        return key && key->reference == reference;
      }));
}

} // namespace

ParameterField::State profileFigureState(const topology::Topology& topology,
                                         const topology::Node& node,
                                         const catalog::ParameterDef& def) {
  ParameterField::State state;
  topology::ValueOrigin origin{};
  state.value = topology.parameter(node, def.name, &origin);
  state.overridden = origin == topology::ValueOrigin::Override;
  const auto key = topology::profileKey(def.name);
  if (!key) return state;
  const auto* named = topology.parameter(node, key->reference);
  const auto* entry = named && std::holds_alternative<std::string>(named->data)
                          ? topology.catalog().entry(named->string())
                          : nullptr;
  if (const auto* fromEntry = entry ? entry->parameter(key->figure) : nullptr) {
    state.fallback = &fromEntry->value;
    state.fallbackSource = catalogSourceWords(topology.catalog(), fromEntry->source.ref);
  } else if (def.defaultValue) {
    state.fallback = &*def.defaultValue;
    state.fallbackSource = InspectorDock::tr("kind's default");
  }
  return state;
}

void InspectorDock::addProfileFigures(QVBoxLayout* layout, const catalog::ParameterDef& reference) {
  const auto& topology = m_document->topology();
  const auto* profile = topology.catalog().kinds().kind(reference.refKind);
  if (!profile || profile->parameters.empty()) return;
  auto* box = new ProfileFiguresBox(
      QString::fromStdString(reference.label),
      [this, reference](QVBoxLayout* body) {
        fillProfileFigures(body, reference);
        refreshNodeFields();
      },
      layout->parentWidget());
  box->setObjectName(QString::fromStdString("profile:" + reference.name));
  layout->addWidget(box);
  m_profiles.emplace_back(box, reference.name);
  // Open where the node already says something of its software.
  if (const auto* node = topology.node(m_id); node && overridesOf(*node, reference.name) > 0)
    box->setExpanded(true);
}

void InspectorDock::fillProfileFigures(QVBoxLayout* body, const catalog::ParameterDef& reference) {
  const auto* profile = m_document->topology().catalog().kinds().kind(reference.refKind);
  if (!profile) return;
  for (const auto& figure : profile->parameters) {
    // A profile's own references (a file system's, an application's catalog) are not figures.
    if (figure.type == catalog::ParamType::Ref) continue;
    ParameterField* field = nodeField(figure, topology::profileKeyOf(reference.name, figure.name));
    offerWhatIf(field, field->definition()); // under its key: the sweep and the tuner find it
    body->addWidget(field);
  }
}

void InspectorDock::refreshProfileBoxes() {
  const auto* node = m_document->topology().node(m_id);
  if (!node) return;
  for (const auto& [box, reference] : m_profiles) box->setOverrides(overridesOf(*node, reference));
}

} // namespace tapeflow::editor
