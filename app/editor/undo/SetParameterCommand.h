#pragma once

#include "catalog/Parameter.h"
#include "util/Expected.h"

#include <QUndoCommand>

#include <optional>

namespace tapeflow::editor {

class Document;

// Whose parameter a command sets: a node's (an override of its catalog figure) or a link's.
enum class ParameterOwner { Node, Link };

// Sets one parameter, or resets it (nullopt: back to the catalog figure for a node, to the
// medium's default for a link). Successive edits of the same field of the same owner merge;
// back to where it began (the same value, spelt the same), the step vanishes. A value the model
// refuses is not pushed (see Refusal.h).
class SetParameterCommand : public QUndoCommand {
public:
  SetParameterCommand(Document* document, ParameterOwner owner, std::string ownerId,
                      std::string parameter, std::optional<catalog::Value> value,
                      QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] int id() const override;
  bool mergeWith(const QUndoCommand* other) override;

private:
  [[nodiscard]] Status apply(const std::optional<catalog::Value>& value);

  Document* m_document;
  ParameterOwner m_owner;
  std::string m_ownerId;
  std::string m_parameter;
  std::optional<catalog::Value> m_value;
  std::optional<catalog::Value> m_previous;
  bool m_ran = false; // redo() has run once (the push)
};

// The two forms call sites use.
class SetNodeParameterCommand : public SetParameterCommand {
public:
  SetNodeParameterCommand(Document* document, std::string nodeId, std::string parameter,
                          std::optional<catalog::Value> value, QUndoCommand* parent = nullptr)
      : SetParameterCommand(document, ParameterOwner::Node, std::move(nodeId), std::move(parameter),
                            std::move(value), parent) {}
};

class SetLinkParameterCommand : public SetParameterCommand {
public:
  SetLinkParameterCommand(Document* document, std::string linkId, std::string parameter,
                          std::optional<catalog::Value> value, QUndoCommand* parent = nullptr)
      : SetParameterCommand(document, ParameterOwner::Link, std::move(linkId), std::move(parameter),
                            std::move(value), parent) {}
};

} // namespace tapeflow::editor
