#pragma once

#include <QUndoCommand>

#include <string>

namespace tapeflow::editor {

class Document;

// Makes a node another model of its kind (the inspector's Model choice, the canvas's "Replace
// With"): its links, jobs and overrides stay; its other figures come from the new entry. A node
// still named after its old model takes the new model's name in the same step. Refused (nothing
// pushed, the reason shown) when the new model's ports cannot hold the node's links.
class SetEntryCommand : public QUndoCommand {
public:
  SetEntryCommand(Document* document, std::string nodeId, std::string entryId,
                  QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  std::string m_nodeId;
  std::string m_entry;
  std::string m_previousEntry;
  std::string m_name; // the name after the change (the same when the user named the node)
  std::string m_previousName;
  bool m_ran = false; // redo() has run once (the push)
};

} // namespace tapeflow::editor
