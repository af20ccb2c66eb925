#pragma once

#include "topology/Scenario.h"

#include <QUndoCommand>

#include <vector>

namespace tapeflow::editor {

class Document;

// Replaces the document's list of scenarios (a scenario made, renamed or deleted) as one step.
class SetScenariosCommand : public QUndoCommand {
public:
  SetScenariosCommand(Document* document, std::vector<topology::Scenario> scenarios,
                      const QString& text, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  std::vector<topology::Scenario> m_scenarios;
  std::vector<topology::Scenario> m_previous;
};

} // namespace tapeflow::editor
