#include "SetParameterCommand.h"

#include "CommandIds.h"
#include "Refusal.h"
#include "UndoWords.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

namespace tapeflow::editor {

SetParameterCommand::SetParameterCommand(Document* document, ParameterOwner owner,
                                         std::string ownerId, std::string parameter,
                                         std::optional<catalog::Value> value, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_owner(owner), m_ownerId(std::move(ownerId)),
      m_parameter(std::move(parameter)), m_value(std::move(value)) {
  const auto& topology = m_document->topology();
  const topology::ParameterMap* current = nullptr;
  if (m_owner == ParameterOwner::Node) {
    if (const auto* node = topology.node(m_ownerId)) current = &node->overrides;
  } else if (const auto* link = topology.link(m_ownerId)) {
    current = &link->parameters;
  }
  if (current)
    if (const auto it = current->find(m_parameter); it != current->end()) m_previous = it->second;
  const QString what = m_owner == ParameterOwner::Link
                           ? undo::linkParameterWords(topology, m_ownerId, m_parameter)
                           : undo::nodeParameterWords(topology, m_ownerId, m_parameter);
  setText(m_value ? QCoreApplication::translate("Undo", "Change %1").arg(what)
                  : QCoreApplication::translate("Undo", "Reset %1").arg(what));
}

Status SetParameterCommand::apply(const std::optional<catalog::Value>& value) {
  auto& topology = m_document->topology();
  const auto result = m_owner == ParameterOwner::Node
                          ? topology.setParameter(m_ownerId, m_parameter, value)
                          : topology.setLinkParameter(m_ownerId, m_parameter, value);
  if (!result) return result.error();
  return Done{};
}

void SetParameterCommand::redo() {
  (void)accepted(*this, *m_document, apply(m_value), !std::exchange(m_ran, true));
}

void SetParameterCommand::undo() { (void)accepted(*this, *m_document, apply(m_previous), false); }

int SetParameterCommand::id() const {
  return static_cast<int>(m_owner == ParameterOwner::Node ? CommandId::SetNodeParameter
                                                          : CommandId::SetLinkParameter);
}

bool SetParameterCommand::mergeWith(const QUndoCommand* other) {
  // Same id means the same kind of owner (QUndoStack only merges commands of equal id).
  const auto* next = static_cast<const SetParameterCommand*>(other);
  // A refused edit changed nothing: it must not replace the value this step sets.
  if (next->isObsolete() || next->m_document != m_document || next->m_ownerId != m_ownerId ||
      next->m_parameter != m_parameter)
    return false;
  m_value = next->m_value;
  setText(next->text());
  // Value's == ignores the spelling ("400 MB/s" equals "400000 kB/s"); the file keeps it, so a
  // step that changed only the spelling is still a change.
  const auto spelt = [](const std::optional<catalog::Value>& value) {
    return value ? std::pair{value->text, value->itemTexts}
                 : std::pair<std::string, std::vector<std::string>>{};
  };
  setObsolete(m_value == m_previous && spelt(m_value) == spelt(m_previous));
  return true;
}

} // namespace tapeflow::editor
