#include "LinkItem.h"

#include "DiagramScene.h"
#include "NodeItem.h"
#include "document/Document.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace tapeflow::editor {

LinkItem::LinkItem(DiagramScene* diagram, std::string linkId)
    : m_diagram(diagram), m_id(std::move(linkId)) {
  setFlags(ItemIsSelectable | ItemIsFocusable);
  setZValue(0);
  updateGeometry();
}

void LinkItem::updateGeometry() {
  const auto* link = m_diagram->document()->topology().link(m_id);
  if (!link) return;
  m_nodeA = link->a.node;
  m_nodeB = link->b.node;
  const NodeItem* a = m_diagram->nodeItem(link->a.node);
  const NodeItem* b = m_diagram->nodeItem(link->b.node);
  if (!a || !b) return;
  const auto* portA = a->port(link->a.port);
  const auto* portB = b->port(link->b.port);
  m_ends[0] = a->portScenePos(link->a.port);
  m_ends[1] = b->portScenePos(link->b.port);
  const qreal reach = std::clamp(QLineF(m_ends[0], m_ends[1]).length() / 2.5, 24.0, 120.0);
  QPainterPath path(m_ends[0]);
  path.cubicTo(m_ends[0] + NodeItem::outward(portA ? portA->side : PortSide::Bottom) * reach,
               m_ends[1] + NodeItem::outward(portB ? portB->side : PortSide::Top) * reach,
               m_ends[1]);
  setPath(path);
  setToolTip(QStringLiteral("%1 — %2").arg(QString::fromStdString(link->a.toString()),
                                           QString::fromStdString(link->b.toString())));
}

int LinkItem::endAt(const QPointF& scenePos) const {
  if (!isSelected()) return -1;
  for (int end = 0; end < 2; ++end)
    if (QLineF(scenePos, m_ends[end]).length() <= 9) return end;
  return -1;
}

QPainterPath LinkItem::shape() const {
  QPainterPathStroker stroker;
  stroker.setWidth(10);
  return stroker.createStroke(path());
}

QRectF LinkItem::boundingRect() const { return path().boundingRect().adjusted(-8, -8, 8, 8); }

void LinkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
  Q_UNUSED(widget);
  const QPalette palette = m_diagram->palette();
  const bool selected = option->state & QStyle::State_Selected;
  QColor colour = palette.color(QPalette::Text);
  colour.setAlphaF(0.55f);
  painter->setBrush(Qt::NoBrush);
  painter->setPen(selected
                      ? QPen(palette.color(QPalette::Highlight), 3, Qt::SolidLine, Qt::RoundCap)
                      : QPen(colour, 1.6, Qt::SolidLine, Qt::RoundCap));
  painter->drawPath(path());
  if (!selected) return;
  // Grab handles: drag one onto another port to re-route this end.
  painter->setBrush(palette.color(QPalette::Base));
  painter->setPen(QPen(palette.color(QPalette::Highlight), 2));
  for (const QPointF& end : m_ends) painter->drawRect(QRectF(end - QPointF(4, 4), QSizeF(8, 8)));
}

} // namespace tapeflow::editor
