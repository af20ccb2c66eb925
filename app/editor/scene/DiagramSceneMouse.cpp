// DiagramScene's mouse and keyboard handling: where gestures start, go on and end.

#include "DiagramScene.h"
#include "LinkItem.h"
#include "NodeItem.h"
#include "document/Document.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace tapeflow::editor {

void DiagramScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  if (event->button() == Qt::LeftButton) {
    // A selected link's end handle first: it sits on a port, and grabbing it re-routes.
    for (QGraphicsItem* item : selectedItems())
      if (item->type() == LinkItem::Type) {
        const auto* link = static_cast<LinkItem*>(item);
        if (const int end = link->endAt(event->scenePos()); end >= 0) {
          m_linkTool.beginReroute(link->linkId(), end);
          m_linkTool.move(event->scenePos());
          event->accept();
          return;
        }
      }
    if (const auto hit = portNear(event->scenePos())) {
      m_linkTool.begin({hit->node->nodeId(), hit->port});
      m_linkTool.move(event->scenePos());
      event->accept();
      return;
    }
  }
  QGraphicsScene::mousePressEvent(event);
  if (event->button() == Qt::LeftButton && mouseGrabberItem() &&
      mouseGrabberItem()->type() == NodeItem::Type)
    m_gesture = m_document->beginGesture();
}

void DiagramScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
  if (m_linkTool.isActive()) {
    m_linkTool.move(event->scenePos());
    event->accept();
    return;
  }
  QGraphicsScene::mouseMoveEvent(event);
  commitMoves(); // merges into the gesture's one undo step
}

void DiagramScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
  if (m_linkTool.isActive()) {
    m_linkTool.finish(event->scenePos());
    event->accept();
    return;
  }
  QGraphicsScene::mouseReleaseEvent(event);
  commitMoves();
  m_gesture = 0;
}

void DiagramScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
  for (QGraphicsItem* item : items(event->scenePos()))
    if (item->type() == NodeItem::Type) {
      emit renameRequested(QString::fromStdString(static_cast<NodeItem*>(item)->nodeId()));
      event->accept();
      return;
    }
  QGraphicsScene::mouseDoubleClickEvent(event);
}

void DiagramScene::contextMenuEvent(QGraphicsSceneContextMenuEvent* event) {
  QString nodeId, linkId;
  for (QGraphicsItem* item : items(event->scenePos())) {
    if (item->type() == NodeItem::Type) {
      nodeId = QString::fromStdString(static_cast<NodeItem*>(item)->nodeId());
      break;
    }
    if (item->type() == LinkItem::Type) {
      linkId = QString::fromStdString(static_cast<LinkItem*>(item)->linkId());
      break;
    }
  }
  // On empty canvas the menu offers what adds to the diagram (paste, a set-up).
  QGraphicsItem* item = nullptr;
  if (!nodeId.isEmpty())
    item = nodeItem(nodeId.toStdString());
  else if (!linkId.isEmpty())
    item = linkItem(linkId.toStdString());
  if (item && !item->isSelected()) {
    clearSelection();
    item->setSelected(true);
  }
  emit contextMenuRequested(nodeId, linkId, event->screenPos());
  event->accept();
}

void DiagramScene::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && m_linkTool.isActive()) {
    m_linkTool.cancel();
    emit statusMessage(tr("Link cancelled"));
    return;
  }
  QGraphicsScene::keyPressEvent(event);
}

} // namespace tapeflow::editor
