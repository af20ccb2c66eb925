#include "NodeItem.h"

#include "DiagramScene.h"
#include "KindStyle.h"
#include "NodeFigure.h"
#include "document/Document.h"

#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <map>
#include <set>

namespace tapeflow::editor {

namespace {
constexpr qreal kMinWidth = 156;
constexpr qreal kPortPitch = 30;
constexpr int kCompactAbove = 4;
constexpr qreal kPortRadius = 5;
constexpr qreal kBodyHeight = 52;
constexpr qreal kLabelStrip = 13;
} // namespace

NodeItem::NodeItem(DiagramScene* diagram, std::string nodeId)
    : m_diagram(diagram), m_id(std::move(nodeId)) {
  setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges | ItemIsFocusable);
  setAcceptHoverEvents(true);
  setZValue(1);
  refresh();
}

void NodeItem::refresh() {
  const auto& topology = m_diagram->document()->topology();
  const auto* node = topology.node(m_id);
  if (!node) return;
  prepareGeometryChange();
  m_kind = node->kind;
  m_title = QString::fromStdString(node->name);
  m_figure = NodeFigure::text(topology, *node);
  m_product = NodeFigure::product(topology, *node);
  m_keyValue = NodeFigure::keyValue(topology, *node);
  const auto* kind = topology.kindOf(*node);
  m_accent = KindStyle::groupAccent(kind ? kind->group : std::string());
  layoutPorts();
  setToolTip(NodeFigure::toolTip(topology, *node));
  setPos(node->position.x, node->position.y);
  update();
}

void NodeItem::layoutPorts() {
  const auto& topology = m_diagram->document()->topology();
  m_ports.clear();
  const auto* node = topology.node(m_id);
  const auto instances = topology.ports(*node);
  // A shape with many ports (a 48-port switch) shows its linked ports and one free one, so the
  // card stays readable; the next free port appears as soon as that one is used.
  std::map<const catalog::PortDef*, int> perShape;
  for (const auto& instance : instances) ++perShape[instance.def];
  std::set<const catalog::PortDef*> freeShown;
  for (const auto& instance : instances) {
    if (perShape[instance.def] > kCompactAbove && topology.linksAt({m_id, instance.name}).empty() &&
        !freeShown.insert(instance.def).second)
      continue;
    const auto* type = topology.catalog().kinds().portType(instance.def->type);
    m_ports.push_back({instance.name,
                       instance.def->type,
                       QString::fromStdString(type ? type->label : instance.def->type),
                       m_diagram->portLayout().side(instance.def->type),
                       {}});
  }
  const auto count = [&](PortSide side) {
    return std::count_if(m_ports.begin(), m_ports.end(),
                         [side](const Port& p) { return p.side == side; });
  };
  const auto top = count(PortSide::Top), bottom = count(PortSide::Bottom);
  const auto right = count(PortSide::Right);
  const qreal width =
      std::max(kMinWidth, static_cast<qreal>(std::max(top, bottom)) * kPortPitch + 24);
  const qreal height = std::max(kBodyHeight + (top ? kLabelStrip : 0) + (bottom ? kLabelStrip : 0),
                                static_cast<qreal>(right) * 18 + 16);
  m_size = QSizeF(width, height);
  const QRectF card = cardRect();
  std::ptrdiff_t index[3] = {0, 0, 0};
  for (auto& port : m_ports) {
    const auto side = static_cast<int>(port.side);
    const qreal i = static_cast<qreal>(index[side]++);
    switch (port.side) {
    case PortSide::Top:
      port.pos = QPointF(card.center().x() + (i - static_cast<qreal>(top - 1) / 2) * kPortPitch,
                         card.top());
      break;
    case PortSide::Bottom:
      port.pos = QPointF(card.center().x() + (i - static_cast<qreal>(bottom - 1) / 2) * kPortPitch,
                         card.bottom());
      break;
    case PortSide::Right:
      port.pos =
          QPointF(card.right(), card.center().y() + (i - static_cast<qreal>(right - 1) / 2) * 18);
      break;
    }
  }
}

QRectF NodeItem::cardRect() const {
  return QRectF(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
}

QRectF NodeItem::titleRect() const {
  const QRectF card = cardRect();
  return QRectF(card.left() + 42, card.center().y() - 18, card.width() - 48, 18);
}

QRectF NodeItem::boundingRect() const {
  // Room for the ports' circles and the side ports' labels outside the card.
  return cardRect().adjusted(-kPortRadius - 2, -kPortRadius - 2, 64, kPortRadius + 2);
}

QPainterPath NodeItem::shape() const {
  QPainterPath path;
  path.setFillRule(Qt::WindingFill);
  path.addRoundedRect(cardRect(), 6, 6);
  for (const auto& port : m_ports) path.addEllipse(port.pos, kPortRadius + 4, kPortRadius + 4);
  return path;
}

const NodeItem::Port* NodeItem::portAt(const QPointF& scenePos) const {
  const QPointF local = mapFromScene(scenePos);
  for (const auto& port : m_ports)
    if (QLineF(local, port.pos).length() <= kPortRadius + 4) return &port;
  return nullptr;
}

const NodeItem::Port* NodeItem::port(const std::string& name) const {
  const auto it =
      std::find_if(m_ports.begin(), m_ports.end(), [&](const Port& p) { return p.name == name; });
  return it == m_ports.end() ? nullptr : &*it;
}

QPointF NodeItem::portScenePos(const std::string& name) const {
  const Port* found = port(name);
  return mapToScene(found ? found->pos : QPointF());
}

QPointF NodeItem::outward(PortSide side) {
  switch (side) {
  case PortSide::Top: return {0, -1};
  case PortSide::Bottom: return {0, 1};
  case PortSide::Right: return {1, 0};
  }
  return {};
}

void NodeItem::setPortMark(const std::string& name, const QColor& colour) {
  m_markedPort = name;
  m_markColour = colour;
  update();
}

QVariant NodeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
  if (change == ItemPositionChange && m_diagram->snapToGrid() && m_diagram->isDragging()) {
    const qreal grid = DiagramScene::kGridSize;
    const QPointF p = value.toPointF();
    return QPointF(qRound(p.x() / grid) * grid, qRound(p.y() / grid) * grid);
  }
  if (change == ItemPositionHasChanged) m_diagram->nodeItemMoved(this);
  return QGraphicsItem::itemChange(change, value);
}

void NodeItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event) {
  const Port* hovered = portAt(event->scenePos());
  setCursor(hovered ? Qt::CrossCursor : Qt::ArrowCursor);
  QGraphicsItem::hoverMoveEvent(event);
}

} // namespace tapeflow::editor

namespace tapeflow::editor {

void NodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
  Q_UNUSED(widget);
  const QPalette palette = m_diagram->palette();
  const QRectF card = cardRect();
  const bool selected = option->state & QStyle::State_Selected;

  // Card: the window colour a touch off the canvas, a quiet border, an accent bar per group.
  QColor border = palette.color(QPalette::Text);
  border.setAlphaF(0.35f);
  painter->setPen(selected ? QPen(palette.color(QPalette::Highlight), 2) : QPen(border, 1));
  painter->setBrush(palette.color(QPalette::Window));
  painter->drawRoundedRect(card, 6, 6);
  painter->setPen(Qt::NoPen);
  painter->setBrush(m_accent);
  painter->drawRoundedRect(QRectF(card.left() + 1, card.top() + 6, 4, card.height() - 12), 2, 2);

  const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
  const qreal scale = painter->worldTransform().m11();
  const QPixmap icon =
      KindStyle::pixmap(m_kind, 30, palette.color(QPalette::Text), std::max(1.0, dpr * scale));
  painter->drawPixmap(QRectF(card.left() + 12, card.center().y() - 15, 30, 30), icon,
                      QRectF(icon.rect()));

  QFont font = m_diagram->font();
  font.setBold(true);
  painter->setFont(font);
  painter->setPen(palette.color(QPalette::Text));
  const QRectF title = titleRect();
  painter->drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetrics(font).elidedText(m_title, Qt::ElideRight, qRound(title.width())));
  font.setBold(false);
  font.setPointSizeF(font.pointSizeF() * 0.88);
  painter->setFont(font);
  QColor muted = palette.color(QPalette::Text);
  muted.setAlphaF(0.7f);
  painter->setPen(muted);
  const QRectF figure = title.translated(0, 19);
  // The key value stays whole; the product name gives way when space is short.
  const QFontMetrics metrics(font);
  const QString tail = m_keyValue.isEmpty() ? QString() : QStringLiteral(" · ") + m_keyValue;
  const int room = qRound(figure.width()) - metrics.horizontalAdvance(tail);
  painter->drawText(figure, Qt::AlignLeft | Qt::AlignVCenter,
                    room > metrics.horizontalAdvance(QStringLiteral("M…"))
                        ? metrics.elidedText(m_product, Qt::ElideRight, room) + tail
                        : metrics.elidedText(m_figure, Qt::ElideRight, qRound(figure.width())));
  paintPorts(painter);
}

void NodeItem::paintPorts(QPainter* painter) const {
  const QPalette palette = m_diagram->palette();
  QFont font = m_diagram->font();
  font.setPointSizeF(font.pointSizeF() * 0.72);
  painter->setFont(font);
  QColor labelColour = palette.color(QPalette::Text);
  labelColour.setAlphaF(0.6f);
  int perSide[3] = {0, 0, 0};
  for (const auto& port : m_ports) ++perSide[static_cast<int>(port.side)];
  for (const auto& port : m_ports) {
    // A lone port's label may be as wide as it needs; side by side they share the pitch.
    const qreal width = perSide[static_cast<int>(port.side)] == 1 ? 80 : kPortPitch;
    const bool marked = port.name == m_markedPort && m_markColour.isValid();
    painter->setPen(QPen(marked ? m_markColour : palette.color(QPalette::Text), marked ? 2.5 : 1));
    painter->setBrush(marked ? m_markColour : KindStyle::portColour(port.type));
    const qreal radius = marked ? kPortRadius + 1.5 : kPortRadius;
    painter->drawEllipse(port.pos, radius, radius);
    painter->setPen(labelColour);
    const QString label = QString::fromStdString(port.name);
    switch (port.side) {
    case PortSide::Top:
      painter->drawText(QRectF(port.pos.x() - width / 2, port.pos.y() + 6, width, kLabelStrip - 2),
                        Qt::AlignCenter, label);
      break;
    case PortSide::Bottom:
      painter->drawText(
          QRectF(port.pos.x() - width / 2, port.pos.y() - kLabelStrip - 4, width, kLabelStrip),
          Qt::AlignCenter, label);
      break;
    case PortSide::Right:
      painter->drawText(QRectF(port.pos.x() + 8, port.pos.y() - 7, 56, 14),
                        Qt::AlignLeft | Qt::AlignVCenter, label);
      break;
    }
  }
}

} // namespace tapeflow::editor
