#include "SetLinkParameterCommand.h"

#include "CommandIds.h"
#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

SetLinkParameterCommand::SetLinkParameterCommand(Document* document, std::string linkId,
                                                 std::string parameter,
                                                 std::optional<catalog::Value> value,
                                                 QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_linkId(std::move(linkId)),
      m_parameter(std::move(parameter)), m_value(std::move(value)) {
  if (const auto* link = m_document->topology().link(m_linkId))
    if (const auto it = link->parameters.find(m_parameter); it != link->parameters.end())
      m_previous = it->second;
  const QString name = QString::fromStdString(m_parameter);
  setText(m_value ? QCoreApplication::translate("Undo", "Change link %1").arg(name)
                  : QCoreApplication::translate("Undo", "Reset link %1").arg(name));
}

void SetLinkParameterCommand::redo() {
  const auto result = m_document->topology().setLinkParameter(m_linkId, m_parameter, m_value);
  if (!result) qWarning("SetLinkParameterCommand: %s", result.error().message.c_str());
}

void SetLinkParameterCommand::undo() {
  (void)m_document->topology().setLinkParameter(m_linkId, m_parameter, m_previous);
}

int SetLinkParameterCommand::id() const { return static_cast<int>(CommandId::SetLinkParameter); }

bool SetLinkParameterCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const SetLinkParameterCommand*>(other);
  if (next->m_document != m_document || next->m_linkId != m_linkId ||
      next->m_parameter != m_parameter)
    return false;
  m_value = next->m_value;
  setText(next->text());
  setObsolete(m_value == m_previous);
  return true;
}

} // namespace tapeflow::editor
