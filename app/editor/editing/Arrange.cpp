// EditController's align and distribute: positions computed from the selected cards' extents,
// applied as one MoveNodesCommand.

#include "EditController.h"

#include "document/Document.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"
#include "undo/MoveNodesCommand.h"

#include <QUndoStack>

#include <algorithm>

namespace tapeflow::editor {

void EditController::align(Align edge) {
  std::vector<NodeItem*> items;
  for (const auto& id : m_scene->selectedNodeIds()) items.push_back(m_scene->nodeItem(id));
  if (items.size() < 2) return;
  QRectF bounds;
  for (const NodeItem* item : items) bounds |= item->mapRectToScene(item->cardRect());
  std::vector<std::pair<std::string, topology::Point>> targets;
  for (const NodeItem* item : items) {
    const QRectF card = item->mapRectToScene(item->cardRect());
    QPointF pos = item->pos();
    switch (edge) {
    case Align::Left: pos.rx() += bounds.left() - card.left(); break;
    case Align::HCenter: pos.rx() = bounds.center().x(); break;
    case Align::Right: pos.rx() += bounds.right() - card.right(); break;
    case Align::Top: pos.ry() += bounds.top() - card.top(); break;
    case Align::VCenter: pos.ry() = bounds.center().y(); break;
    case Align::Bottom: pos.ry() += bounds.bottom() - card.bottom(); break;
    }
    targets.push_back({item->nodeId(), {pos.x(), pos.y()}});
  }
  pushMoves(std::move(targets), tr("Align"));
}

void EditController::distribute(Qt::Orientation orientation) {
  std::vector<NodeItem*> items;
  for (const auto& id : m_scene->selectedNodeIds()) items.push_back(m_scene->nodeItem(id));
  if (items.size() < 3) return;
  const bool horizontal = orientation == Qt::Horizontal;
  const auto coordinate = [horizontal](const NodeItem* item) {
    return horizontal ? item->pos().x() : item->pos().y();
  };
  std::sort(items.begin(), items.end(),
            [&](const NodeItem* a, const NodeItem* b) { return coordinate(a) < coordinate(b); });
  const qreal first = coordinate(items.front());
  const qreal step = (coordinate(items.back()) - first) / static_cast<qreal>(items.size() - 1);
  std::vector<std::pair<std::string, topology::Point>> targets;
  for (std::size_t i = 0; i < items.size(); ++i) {
    QPointF pos = items[i]->pos();
    (horizontal ? pos.rx() : pos.ry()) = first + step * static_cast<qreal>(i);
    targets.push_back({items[i]->nodeId(), {pos.x(), pos.y()}});
  }
  pushMoves(std::move(targets), tr("Distribute"));
}

void EditController::pushMoves(std::vector<std::pair<std::string, topology::Point>> targets,
                               const QString& text) {
  std::vector<MoveNodesCommand::Move> moves;
  for (const auto& [id, to] : targets)
    if (const auto* node = m_document->topology().node(id); node && !(node->position == to))
      moves.push_back({id, node->position, to});
  if (moves.empty()) return;
  auto* command = new MoveNodesCommand(m_document, std::move(moves), 0);
  command->setText(text);
  m_document->undoStack()->push(command);
}

} // namespace tapeflow::editor
