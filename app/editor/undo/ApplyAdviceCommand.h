#pragma once

#include "whatif/Candidates.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Makes one of the advisor's changes (a drive added beside another, a component upgraded, a
// job's streams raised...) as one undo step; undo restores exactly what it changed.
class ApplyAdviceCommand : public QUndoCommand {
public:
  ApplyAdviceCommand(Document* document, whatif::Candidate change, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  // Whether the last redo() was refused by the model (then nothing changed).
  [[nodiscard]] bool refused() const { return !m_revert; }

private:
  Document* m_document;
  whatif::Candidate m_change;
  whatif::Revert m_revert;
};

} // namespace tapeflow::editor
