#pragma once

#include "catalog/Parameter.h"

#include <QUndoCommand>

#include <optional>

namespace tapeflow::editor {

class Document;

// Overrides one parameter of a node, or resets it to the catalog figure (nullopt). Successive
// edits of the same field of the same node merge; back to where it began, the step vanishes.
class SetNodeParameterCommand : public QUndoCommand {
public:
  SetNodeParameterCommand(Document* document, std::string nodeId, std::string parameter,
                          std::optional<catalog::Value> value, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] int id() const override;
  bool mergeWith(const QUndoCommand* other) override;

private:
  Document* m_document;
  std::string m_nodeId;
  std::string m_parameter;
  std::optional<catalog::Value> m_value;
  std::optional<catalog::Value> m_previous;
};

} // namespace tapeflow::editor
