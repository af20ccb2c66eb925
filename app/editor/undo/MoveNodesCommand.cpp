#include "MoveNodesCommand.h"

#include "CommandIds.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <algorithm>

namespace tapeflow::editor {
namespace {

// "Move 1 node", "Move 3 nodes". The count is a plain int here: lupdate does not see a call whose
// count is a cast, so the English plural forms never reached the translations (issue 40).
QString moveText(std::size_t moved) {
  const int count = static_cast<int>(moved);
  return QCoreApplication::translate("Undo", "Move %n node(s)", nullptr, count);
}

} // namespace

MoveNodesCommand::MoveNodesCommand(Document* document, std::vector<Move> moves, int gesture,
                                   QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_moves(std::move(moves)), m_gesture(gesture) {
  setText(moveText(m_moves.size()));
}

void MoveNodesCommand::redo() {
  for (const auto& move : m_moves) (void)m_document->topology().move(move.nodeId, move.to);
}

void MoveNodesCommand::undo() {
  for (const auto& move : m_moves) (void)m_document->topology().move(move.nodeId, move.from);
}

int MoveNodesCommand::id() const { return static_cast<int>(CommandId::MoveNodes); }

bool MoveNodesCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const MoveNodesCommand*>(other);
  if (m_gesture == 0 || next->m_gesture != m_gesture || next->m_document != m_document)
    return false;
  for (const auto& move : next->m_moves) {
    const auto it = std::find_if(m_moves.begin(), m_moves.end(),
                                 [&](const Move& mine) { return mine.nodeId == move.nodeId; });
    if (it == m_moves.end())
      m_moves.push_back(move);
    else
      it->to = move.to;
  }
  setText(moveText(m_moves.size()));
  setObsolete(std::all_of(m_moves.begin(), m_moves.end(),
                          [](const Move& move) { return move.from == move.to; }));
  return true;
}

} // namespace tapeflow::editor
