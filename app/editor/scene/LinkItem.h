#pragma once

#include <QGraphicsPathItem>

#include <string>
#include <vector>

namespace tapeflow::editor {

class DiagramScene;

// A link on the canvas: a curve between two ports that leaves each port along its edge's
// outward direction, or a way round the cards in between (LinkRoute.h). Holds the link's id
// only; its geometry follows the two node items.
class LinkItem : public QGraphicsPathItem {
public:
  enum { Type = UserType + 2 };

  LinkItem(DiagramScene* diagram, std::string linkId);

  [[nodiscard]] int type() const override { return Type; }
  [[nodiscard]] const std::string& linkId() const { return m_id; }
  // The nodes it joined when last drawn (to refresh them once the link is gone).
  [[nodiscard]] const std::string& nodeA() const { return m_nodeA; }
  [[nodiscard]] const std::string& nodeB() const { return m_nodeB; }
  void updateGeometry();
  // 0 or 1 when `scenePos` is on the grab handle of end a or b (selected links only), else -1.
  [[nodiscard]] int endAt(const QPointF& scenePos) const;

  // The flow the solver puts over this link: width grows with `share` (0..1 of the flow drawn
  // at full width, linkWidthScale()), colour follows the utilisation scale, `rate` in `unit` ("12.3
  // MB/s") is drawn at its middle. A negative share clears it. Unchanged figures cost a comparison:
  // an edit of a large diagram sets every link's flow and changes a few.
  void setFlow(double share, double utilisation, double rate, const std::string& unit);

  [[nodiscard]] QPainterPath shape() const override;
  [[nodiscard]] QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
             QWidget* widget = nullptr) override;

private:
  // How far beside a link's curve a card may be and still be looked at for a way round.
  static constexpr qreal kNearCards = 80.0;
  [[nodiscard]] std::vector<QRectF> cardsNear(const QPainterPath& curve, qreal margin) const;

  DiagramScene* m_diagram;
  std::string m_id;
  QPointF m_ends[2];
  std::string m_nodeA, m_nodeB;
  QRectF m_bounds; // boundingRect(), made when the path changes (pointAtPercent is costly)
  double m_share = -1.0;
  double m_utilisation = 0.0;
  double m_rate = 0.0;
  std::string m_unit;
  QString m_label;
};

} // namespace tapeflow::editor
