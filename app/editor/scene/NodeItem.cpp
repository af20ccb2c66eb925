#include "NodeItem.h"

#include "PlainText.h"
#include <QFontMetricsF>

#include "DiagramScene.h"
#include "KindStyle.h"
#include "NodeFigure.h"
#include "document/Document.h"

#include <QFontMetricsF>
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
constexpr qreal kMaxWidth = 300; // a longer name is elided; the tool tip has it whole
constexpr int kCompactAbove = 4;
constexpr qreal kBodyHeight = 52;
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
  m_product = NodeFigure::product(topology, *node);
  m_keyValue = NodeFigure::keyValue(topology, *node);
  m_figure = NodeFigure::text(m_product, m_keyValue);
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
  // Wide enough for the name at the canvas font (up to kMaxWidth) and for the port labels side
  // by side: a larger font widens the card rather than running labels together.
  const QFontMetricsF ports(portFont());
  qreal widest = 0.0;
  for (const auto& port : m_ports)
    if (port.side != PortSide::Right)
      widest = std::max(widest, ports.horizontalAdvance(QString::fromStdString(port.name)));
  m_pitch = std::max(kPortPitch, std::ceil(widest) + 8);
  const qreal named = QFontMetricsF(titleFont()).horizontalAdvance(m_title) + 54;
  const qreal width = std::max({kMinWidth, std::min(kMaxWidth, std::ceil(named)),
                                static_cast<qreal>(std::max(top, bottom)) * m_pitch + 24});
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
      port.pos =
          QPointF(card.center().x() + (i - static_cast<qreal>(top - 1) / 2) * m_pitch, card.top());
      break;
    case PortSide::Bottom:
      port.pos = QPointF(card.center().x() + (i - static_cast<qreal>(bottom - 1) / 2) * m_pitch,
                         card.bottom());
      break;
    case PortSide::Right:
      port.pos =
          QPointF(card.right(), card.center().y() + (i - static_cast<qreal>(right - 1) / 2) * 18);
      break;
    }
  }
}

QFont NodeItem::titleFont() const {
  QFont font = m_diagram->font();
  font.setBold(true);
  return font;
}

QFont NodeItem::portFont() const {
  QFont font = m_diagram->font();
  font.setPointSizeF(font.pointSizeF() * 0.72);
  return font;
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

const NodeItem::Port* NodeItem::portAt(const QPointF& scenePos, qreal reach) const {
  const QPointF local = mapFromScene(scenePos);
  // Inside the card the wide reach would leave little of it to drag the node by.
  if (cardRect().contains(local)) reach = std::min(reach, kPortRadius + 4);
  const Port* nearest = nullptr;
  qreal best = reach;
  for (const auto& port : m_ports)
    if (const qreal distance = QLineF(local, port.pos).length(); distance <= best) {
      best = distance;
      nearest = &port;
    }
  return nearest;
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

void NodeItem::setLoad(double utilisation, bool bottleneck, const QString& detail) {
  if (utilisation == m_utilisation && bottleneck == m_bottleneck) return;
  m_utilisation = utilisation;
  m_bottleneck = bottleneck;
  setToolTip(plainToolTip(detail)); // it names resources by the file's names
  update();
}

void NodeItem::setPortMark(const std::string& name, const QColor& colour) {
  m_markedPort = name;
  m_markColour = colour;
  update();
}

QVariant NodeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
  if (change == ItemPositionChange) m_cardBefore = sceneCard();
  if (change == ItemPositionChange && m_diagram->snapToGrid() && m_diagram->isDragging()) {
    const qreal grid = DiagramScene::kGridSize;
    const QPointF p = value.toPointF();
    return QPointF(qRound(p.x() / grid) * grid, qRound(p.y() / grid) * grid);
  }
  if (change == ItemPositionHasChanged) m_diagram->nodeItemMoved(this);
  return QGraphicsItem::itemChange(change, value);
}

void NodeItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event) {
  const Port* hovered = portAt(event->scenePos(), m_diagram->portReach());
  setCursor(hovered ? Qt::CrossCursor : Qt::ArrowCursor);
  QGraphicsItem::hoverMoveEvent(event);
}

} // namespace tapeflow::editor
