#include "SetNodeParameterCommand.h"

#include "CommandIds.h"
#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

SetNodeParameterCommand::SetNodeParameterCommand(Document* document, std::string nodeId,
                                                 std::string parameter,
                                                 std::optional<catalog::Value> value,
                                                 QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_nodeId(std::move(nodeId)),
      m_parameter(std::move(parameter)), m_value(std::move(value)) {
  if (const auto* node = m_document->topology().node(m_nodeId))
    if (const auto it = node->overrides.find(m_parameter); it != node->overrides.end())
      m_previous = it->second;
  const QString name = QString::fromStdString(m_parameter);
  setText(m_value ? QCoreApplication::translate("Undo", "Change %1").arg(name)
                  : QCoreApplication::translate("Undo", "Reset %1").arg(name));
}

void SetNodeParameterCommand::redo() {
  const auto result = m_document->topology().setParameter(m_nodeId, m_parameter, m_value);
  if (!result) qWarning("SetNodeParameterCommand: %s", result.error().message.c_str());
}

void SetNodeParameterCommand::undo() {
  (void)m_document->topology().setParameter(m_nodeId, m_parameter, m_previous);
}

int SetNodeParameterCommand::id() const { return static_cast<int>(CommandId::SetNodeParameter); }

bool SetNodeParameterCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const SetNodeParameterCommand*>(other);
  if (next->m_document != m_document || next->m_nodeId != m_nodeId ||
      next->m_parameter != m_parameter)
    return false;
  m_value = next->m_value;
  setText(next->text());
  setObsolete(m_value == m_previous);
  return true;
}

} // namespace tapeflow::editor
