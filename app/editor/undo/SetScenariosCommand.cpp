#include "SetScenariosCommand.h"

#include "document/Document.h"

namespace tapeflow::editor {

SetScenariosCommand::SetScenariosCommand(Document* document,
                                         std::vector<topology::Scenario> scenarios,
                                         const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), m_document(document), m_scenarios(std::move(scenarios)),
      m_previous(document->scenarios()) {}

void SetScenariosCommand::redo() {
  if (const auto set = m_document->setScenarios(m_scenarios); !set)
    qWarning("SetScenariosCommand: %s", set.error().message.c_str());
}

void SetScenariosCommand::undo() { (void)m_document->setScenarios(m_previous); }

} // namespace tapeflow::editor
