#include "LinkItem.h"
#include "PlainText.h"

#include "DiagramScene.h"
#include "LevelOfDetail.h"
#include "LinkRoute.h"
#include "NodeItem.h"
#include "UtilisationColours.h"
#include "document/Document.h"
#include "units/Format.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

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
  const LinkEnd endA{m_ends[0], NodeItem::outward(portA ? portA->side : PortSide::Bottom)};
  const LinkEnd endB{m_ends[1], NodeItem::outward(portB ? portB->side : PortSide::Top)};
  // Most links cross no card: the cards at the curve are looked at first, and the wider
  // neighbourhood a way round needs only when one of them is crossed.
  const QPainterPath curve = linkCurve(endA, endB);
  const QPainterPath path = crossesAny(curve, cardsNear(curve, kRouteClearance))
                                ? routeLink(endA, endB, cardsNear(curve, kNearCards))
                                : curve;
  // The room for the flow label drawn at the middle of the curve is there whether or not a label
  // is shown, so that a new label never changes the geometry. (setPath() announces the change
  // with the old bounds; the scene asks for the new ones later.)
  setPath(path);
  m_bounds = path.boundingRect()
                 .adjusted(-8, -8, 8, 8)
                 .united(QRectF(path.pointAtPercent(0.5) - QPointF(60, 20), QSizeF(120, 40)));
  setToolTip(plainToolTip(QStringLiteral("%1 — %2").arg(
      QString::fromStdString(link->a.toString()), QString::fromStdString(link->b.toString()))));
}

// The cards within `margin` of the curve's box: those it may cross, or go round.
std::vector<QRectF> LinkItem::cardsNear(const QPainterPath& curve, qreal margin) const {
  return m_diagram->cardsIn(curve.controlPointRect().adjusted(-margin, -margin, margin, margin));
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

QRectF LinkItem::boundingRect() const { return m_bounds; }

void LinkItem::setFlow(double share, double utilisation, double rate, const std::string& unit) {
  if (share == m_share && utilisation == m_utilisation && rate == m_rate && unit == m_unit) return;
  // No prepareGeometryChange(): the bounds hold the label's room whatever the flow (it cost
  // 7 % of an edit at 10,000 nodes, every link's curve measured again).
  m_share = share;
  m_utilisation = utilisation;
  m_rate = rate;
  m_unit = unit;
  m_label = share < 0.0 ? QString() : QString::fromStdString(units::format(rate, unit, 3));
  update();
}

void LinkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
  Q_UNUSED(widget);
  const QPalette palette = m_diagram->palette();
  const bool selected = option->state & QStyle::State_Selected;
  QColor colour = palette.color(QPalette::Text);
  colour.setAlphaF(0.55f);
  painter->setBrush(Qt::NoBrush);
  qreal width = 1.6;
  if (m_share >= 0.0) {
    // Wider with more flow; coloured by how busy the link's own capacity is, if it has one.
    width = 1.6 + 4.4 * std::clamp(m_share, 0.0, 1.0);
    if (m_utilisation > 0.0) colour = utilisationColour(m_utilisation);
  }
  painter->setPen(selected ? QPen(palette.color(QPalette::Highlight), std::max<qreal>(3, width),
                                  Qt::SolidLine, Qt::RoundCap)
                           : QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
  painter->drawPath(path());
  if (m_share >= 0.0 && !m_label.isEmpty() && showsDetail(painter)) {
    QFont font = painter->font();
    font.setPointSizeF(7.5);
    painter->setFont(font);
    const QPointF middle = path().pointAtPercent(0.5);
    const QRectF box(middle - QPointF(45, 8), QSizeF(90, 16));
    QColor back = palette.color(QPalette::Base);
    back.setAlphaF(0.85f);
    painter->setPen(Qt::NoPen);
    painter->setBrush(back);
    const QRectF text = painter->boundingRect(box, Qt::AlignCenter, m_label).adjusted(-3, -1, 3, 1);
    painter->drawRoundedRect(text, 3, 3);
    painter->setPen(palette.color(QPalette::Text));
    painter->drawText(box, Qt::AlignCenter, m_label);
  }
  if (!selected) return;
  // Grab handles: drag one onto another port to re-route this end.
  painter->setBrush(palette.color(QPalette::Base));
  painter->setPen(QPen(palette.color(QPalette::Highlight), 2));
  for (const QPointF& end : m_ends) painter->drawRect(QRectF(end - QPointF(4, 4), QSizeF(8, 8)));
}

} // namespace tapeflow::editor
