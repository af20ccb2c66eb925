#include "LinkTool.h"

#include "DiagramScene.h"
#include "NodeItem.h"
#include "document/Document.h"
#include "undo/AddLinkCommand.h"
#include "undo/RerouteLinkCommand.h"
#include "undo/UndoWords.h"

#include <QCoreApplication>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QPalette>
#include <QPen>
#include <QUndoStack>

namespace tapeflow::editor {

namespace {
QString tr(const char* text) {
  return QCoreApplication::translate("tapeflow::editor::LinkTool", text);
}
const QColor kAccept(0x2e, 0x9e, 0x44);
const QColor kRefuse(0xd0, 0x3b, 0x3b);
} // namespace

LinkTool::LinkTool(DiagramScene* scene) : m_scene(scene) {}
LinkTool::~LinkTool() = default;

void LinkTool::begin(const topology::PortRef& origin) {
  m_linkId.clear();
  m_movingEnd = 1;
  start(origin);
}

void LinkTool::beginReroute(const std::string& linkId, int end) {
  const auto* link = m_scene->document()->topology().link(linkId);
  if (!link) return;
  m_linkId = linkId;
  m_movingEnd = end;
  start(end == 0 ? link->b : link->a);
}

void LinkTool::start(const topology::PortRef& fixed) {
  m_fixed = fixed;
  m_active = true;
  m_preview = m_scene->addPath(QPainterPath(), QPen(m_scene->palette().color(QPalette::Highlight),
                                                    2, Qt::DashLine, Qt::RoundCap));
  m_preview->setZValue(10);
  // The answer bubble keeps its size on screen whatever the zoom, and wraps long reasons.
  m_bubble = m_scene->addRect(QRectF(), Qt::NoPen, m_scene->palette().color(QPalette::ToolTipBase));
  m_bubble->setFlag(QGraphicsItem::ItemIgnoresTransformations);
  m_bubble->setZValue(11);
  m_bubble->setVisible(false);
  m_bubbleText = new QGraphicsTextItem(m_bubble);
  m_bubbleText->setTextWidth(340);
}

std::optional<LinkTool::Target> LinkTool::targetAt(const QPointF& scenePos) const {
  const auto hit = m_scene->portNear(scenePos);
  if (!hit) return std::nullopt;
  return Target{{hit->node->nodeId(), hit->port}, hit->node->portScenePos(hit->port)};
}

void LinkTool::move(const QPointF& scenePos) {
  if (!m_active) return;
  const NodeItem* fixedNode = m_scene->nodeItem(m_fixed.node);
  const QPointF from = fixedNode ? fixedNode->portScenePos(m_fixed.port) : QPointF();
  const auto target = targetAt(scenePos);
  const QPointF to = target ? target->pos : scenePos;
  QPainterPath path(from);
  path.lineTo(to);
  m_preview->setPath(path);
  clearMark();
  if (!target || target->port == m_fixed) {
    m_bubble->setVisible(false);
    m_preview->setPen(QPen(m_scene->palette().color(QPalette::Highlight), 2, Qt::DashLine));
    return;
  }
  const auto check =
      m_movingEnd == 0 ? m_scene->document()->topology().checkLink(target->port, m_fixed, m_linkId)
                       : m_scene->document()->topology().checkLink(m_fixed, target->port, m_linkId);
  const QColor colour = check ? kAccept : kRefuse;
  m_preview->setPen(QPen(colour, 2, check ? Qt::SolidLine : Qt::DashLine));
  if (NodeItem* node = m_scene->nodeItem(target->port.node)) {
    node->setPortMark(target->port.port, colour);
    m_marked = target->port;
  }
  const QString text = check ? tr("Link to %1").arg(QString::fromStdString(target->port.toString()))
                             : QString::fromStdString(check.error().message);
  showReason(text, scenePos, !check);
}

void LinkTool::showReason(const QString& text, const QPointF& scenePos, bool refused) {
  emit m_scene->statusMessage(refused ? tr("Cannot link: %1").arg(text) : text);
  QString sentence = text;
  if (!sentence.isEmpty()) sentence[0] = sentence[0].toUpper();
  m_bubbleText->setPlainText(sentence);
  m_bubbleText->setTextWidth(-1);
  if (m_bubbleText->boundingRect().width() > 340) m_bubbleText->setTextWidth(340);
  m_bubble->setRect(m_bubbleText->boundingRect().adjusted(-2, -1, 2, 1));
  m_bubble->setBrush(refused ? QColor(kRefuse.red(), kRefuse.green(), kRefuse.blue(), 240)
                             : m_scene->palette().color(QPalette::ToolTipBase));
  m_bubbleText->setDefaultTextColor(refused ? QColor(Qt::white)
                                            : m_scene->palette().color(QPalette::ToolTipText));
  // Beside the cursor, on the side where the view has room for it.
  QPointF at = scenePos + QPointF(14, 14);
  if (!m_scene->views().isEmpty()) {
    const QGraphicsView* view = m_scene->views().constFirst();
    const qreal zoom = view->transform().m11();
    const QPoint cursor = view->mapFromScene(scenePos);
    if (cursor.x() + 14 + m_bubble->rect().width() > view->viewport()->width())
      at.rx() = scenePos.x() - (m_bubble->rect().width() + 14) / zoom;
  }
  m_bubble->setPos(at);
  m_bubble->setVisible(true);
}

void LinkTool::finish(const QPointF& scenePos) {
  if (!m_active) return;
  const auto target = targetAt(scenePos);
  Document* document = m_scene->document();
  if (target && !(target->port == m_fixed)) {
    topology::PortRef a = m_movingEnd == 0 ? target->port : m_fixed;
    topology::PortRef b = m_movingEnd == 0 ? m_fixed : target->port;
    const auto check = document->topology().checkLink(a, b, m_linkId);
    if (!check) {
      emit m_scene->statusMessage(
          tr("Cannot link: %1").arg(QString::fromStdString(check.error().message)));
    } else if (!m_linkId.empty()) {
      document->undoStack()->push(new RerouteLinkCommand(document, m_linkId, a, b));
    } else {
      // Store links upstream first, as the file format reads ("from" the host side).
      const auto portA = document->topology().port(a);
      if (portA && (*check)->upstream != portA->def->type) std::swap(a, b);
      document->undoStack()->push(new AddLinkCommand(document, topology::Link{{}, a, b, {}}));
      // Named as the canvas shows them (issue 40: "Linked hba:sas2 to ibm-lto-9-hh:sas1").
      emit m_scene->statusMessage(tr("Linked %1 to %2")
                                      .arg(undo::portWords(document->topology(), a),
                                           undo::portWords(document->topology(), b)));
    }
  }
  cancel();
}

void LinkTool::clearMark() {
  if (m_marked)
    if (NodeItem* node = m_scene->nodeItem(m_marked->node)) node->setPortMark({}, QColor());
  m_marked.reset();
}

void LinkTool::cancel() {
  clearMark();
  delete m_preview;
  delete m_bubble;
  m_preview = nullptr;
  m_bubble = nullptr;
  m_bubbleText = nullptr;
  m_active = false;
}

} // namespace tapeflow::editor
