#pragma once

#include <QUndoCommand>

#include <string>

namespace tapeflow::editor {

class Document;

// Chooses the unit rates are shown in (saved with the document's view settings).
class SetRateUnitCommand : public QUndoCommand {
public:
  SetRateUnitCommand(Document* document, std::string unit, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  void apply(const std::string& unit);

  Document* m_document;
  std::string m_unit;
  std::string m_previous;
};

} // namespace tapeflow::editor
