#pragma once

#include "PortLayout.h"

#include <QGraphicsItem>

#include <string>
#include <vector>

namespace tapeflow::editor {

class DiagramScene;

// A node on the canvas: a card with the kind's icon, the node's name, its key figure
// ("DLT 7000 · 5 MB/s") and its typed ports on the edges. It owns no model data: it keeps the
// node's id and what it last read from the document for drawing, and refresh() reads it again.
class NodeItem : public QGraphicsItem {
public:
  enum { Type = UserType + 1 };
  static constexpr qreal kPortPitch = 30; // between neighbouring ports on one edge
  static constexpr qreal kPortRadius = 5;
  static constexpr qreal kLabelStrip = 13; // room for port names inside the card's edge

  struct Port {
    std::string name;
    std::string type;
    QString typeLabel;
    PortSide side = PortSide::Top;
    QPointF pos; // item coordinates, on the card's edge
  };

  NodeItem(DiagramScene* diagram, std::string nodeId);

  [[nodiscard]] int type() const override { return Type; }
  [[nodiscard]] const std::string& nodeId() const { return m_id; }
  [[nodiscard]] const std::vector<Port>& ports() const { return m_ports; }
  [[nodiscard]] QString title() const { return m_title; }
  [[nodiscard]] QString figure() const { return m_figure; }
  [[nodiscard]] QRectF cardRect() const;
  [[nodiscard]] QRectF titleRect() const; // where the name is drawn (for in-place rename)
  // Its card in the scene, and where it was before its last move.
  [[nodiscard]] QRectF sceneCard() const { return mapRectToScene(cardRect()); }
  [[nodiscard]] QRectF sceneCardBefore() const { return m_cardBefore; }

  void refresh();
  // The port nearest `scenePos` within `reach` (scene units) of its centre, or null.
  [[nodiscard]] const Port* portAt(const QPointF& scenePos, qreal reach = kPortRadius + 4) const;
  [[nodiscard]] const Port* port(const std::string& name) const;
  [[nodiscard]] QPointF portScenePos(const std::string& name) const;
  [[nodiscard]] static QPointF outward(PortSide side);
  // Marks one port while a link is being dragged (invalid colour: none).
  void setPortMark(const std::string& name, const QColor& colour);
  // The solver's verdict on this component: its busiest resource's utilisation (negative: none
  // known) and whether it is a job's bottleneck. Derived data, redrawn when results change.
  void setLoad(double utilisation, bool bottleneck, const QString& detail);
  // Whether setLoad() with these figures would change nothing (its detail is then not made).
  [[nodiscard]] bool showsLoad(double utilisation, bool bottleneck) const {
    return utilisation == m_utilisation && bottleneck == m_bottleneck;
  }

  [[nodiscard]] QRectF boundingRect() const override;
  [[nodiscard]] QPainterPath shape() const override; // the card and its ports, not the labels
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
             QWidget* widget = nullptr) override;

protected:
  QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;
  void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;

private:
  void layoutPorts();
  [[nodiscard]] QFont titleFont() const;
  [[nodiscard]] QFont portFont() const;
  void paintLoad(QPainter* painter, const QRectF& card) const;
  void paintPorts(QPainter* painter) const;

  DiagramScene* m_diagram;
  std::string m_id;
  std::string m_kind;
  QString m_title;
  QString m_figure;
  QString m_product;
  QString m_keyValue;
  qreal m_pitch = kPortPitch; // between ports on an edge: wider when their labels need it
  QColor m_accent;
  double m_utilisation = -1.0;
  bool m_bottleneck = false;
  std::vector<Port> m_ports;
  QSizeF m_size{184, 64};
  QRectF m_cardBefore; // sceneCard() before the last move
  std::string m_markedPort;
  QColor m_markColour;
};

} // namespace tapeflow::editor
