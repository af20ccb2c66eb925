#pragma once

#include "catalog/Parameter.h"

#include <QUndoCommand>

#include <optional>

namespace tapeflow::editor {

class Document;

// Sets one parameter of a link (speed, duplex), or clears it (nullopt). Successive
// edits of the same field of the same link merge; back to where it began, the step vanishes.
class SetLinkParameterCommand : public QUndoCommand {
public:
  SetLinkParameterCommand(Document* document, std::string linkId, std::string parameter,
                          std::optional<catalog::Value> value, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] int id() const override;
  bool mergeWith(const QUndoCommand* other) override;

private:
  Document* m_document;
  std::string m_linkId;
  std::string m_parameter;
  std::optional<catalog::Value> m_value;
  std::optional<catalog::Value> m_previous;
};

} // namespace tapeflow::editor
