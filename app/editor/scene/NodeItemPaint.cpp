// NodeItem's drawing: the card, the kind's icon, name and key figure, and the ports.

#include "NodeItem.h"

#include "DiagramScene.h"
#include "KindStyle.h"
#include "LevelOfDetail.h"
#include "UtilisationColours.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

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
  paintLoad(painter, card);
  painter->setPen(Qt::NoPen);
  painter->setBrush(m_accent);
  painter->drawRoundedRect(QRectF(card.left() + 1, card.top() + 6, 4, card.height() - 12), 2, 2);
  // Zoomed out this far the icon, the words and the ports are a few pixels high: unreadable, and
  // laying their text out was most of painting a large diagram. The card, its group colour, the
  // load bar and the bottleneck outline still read.
  if (!showsDetail(painter)) return;

  const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
  const qreal scale = painter->worldTransform().m11();
  const QPixmap icon =
      KindStyle::pixmap(m_kind, 30, palette.color(QPalette::Text), std::max(1.0, dpr * scale));
  painter->drawPixmap(QRectF(card.left() + 12, card.center().y() - 15, 30, 30), icon,
                      QRectF(icon.rect()));

  QFont font = titleFont();
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

// Utilisation as a bar along the card's bottom (colour-blind-safe scale, UtilisationColours.h) and
// the bottleneck as a thick outline, so both read at a glance and at any zoom.
void NodeItem::paintLoad(QPainter* painter, const QRectF& card) const {
  if (m_utilisation < 0.0) return;
  painter->save();
  const QRectF track(card.left() + 8, card.bottom() - 6, card.width() - 16, 3);
  painter->setPen(Qt::NoPen);
  QColor trackColour = scene() ? scene()->palette().color(QPalette::Mid) : QColor(Qt::gray);
  trackColour.setAlphaF(0.35f);
  painter->setBrush(trackColour);
  painter->drawRoundedRect(track, 1.5, 1.5);
  painter->setBrush(utilisationColour(m_utilisation));
  QRectF fill = track;
  fill.setWidth(std::max(2.0, track.width() * std::min(1.0, m_utilisation)));
  painter->drawRoundedRect(fill, 1.5, 1.5);
  if (m_bottleneck) {
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(216, 27, 96), 3)); // magenta: apart from the viridis scale
    painter->drawRoundedRect(card.adjusted(-2, -2, 2, 2), 7, 7);
  }
  painter->restore();
}

void NodeItem::paintPorts(QPainter* painter) const {
  const QPalette palette = m_diagram->palette();
  const QFont font = portFont();
  painter->setFont(font);
  const QFontMetrics metrics(font);
  QColor labelColour = palette.color(QPalette::Text);
  labelColour.setAlphaF(0.6f);
  int perSide[3] = {0, 0, 0};
  for (const auto& port : m_ports) ++perSide[static_cast<int>(port.side)];
  for (const auto& port : m_ports) {
    // A lone port's label may be as wide as it needs; side by side they share the pitch.
    const qreal width = perSide[static_cast<int>(port.side)] == 1 ? 80 : m_pitch;
    const bool marked = port.name == m_markedPort && m_markColour.isValid();
    painter->setPen(QPen(marked ? m_markColour : palette.color(QPalette::Text), marked ? 2.5 : 1));
    painter->setBrush(marked ? m_markColour : KindStyle::portColour(port.type));
    const qreal radius = marked ? kPortRadius + 1.5 : kPortRadius;
    painter->drawEllipse(port.pos, radius, radius);
    painter->setPen(labelColour);
    const qreal room = port.side == PortSide::Right ? 56 : width;
    const QString label =
        metrics.elidedText(QString::fromStdString(port.name), Qt::ElideRight, qRound(room));
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
