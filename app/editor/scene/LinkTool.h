#pragma once

#include "topology/Elements.h"

#include <QPointF>

#include <optional>
#include <string>

class QGraphicsPathItem;
class QGraphicsTextItem;
class QGraphicsRectItem;

namespace tapeflow::editor {

class DiagramScene;

// The port-to-port drag: a rubber curve from the port it started on; over another port it asks
// the model (Topology::checkLink) at once and shows the answer, the model's reason when it
// refuses. Releasing on an accepted port links them, or re-routes the link whose end was
// dragged, as one undo step.
class LinkTool {
public:
  explicit LinkTool(DiagramScene* scene);
  ~LinkTool();

  [[nodiscard]] bool isActive() const { return m_active; }
  // Starts a new link from `origin`.
  void begin(const topology::PortRef& origin);
  // Starts moving end `end` (0 = a, 1 = b) of an existing link; the other end stays.
  void beginReroute(const std::string& linkId, int end);
  void move(const QPointF& scenePos);
  void finish(const QPointF& scenePos);
  void cancel();

private:
  struct Target {
    topology::PortRef port;
    QPointF pos;
  };
  [[nodiscard]] std::optional<Target> targetAt(const QPointF& scenePos) const;
  void start(const topology::PortRef& fixed);
  void showReason(const QString& text, const QPointF& scenePos, bool refused);
  void clearMark();

  DiagramScene* m_scene;
  bool m_active = false;
  topology::PortRef m_fixed;
  std::string m_linkId; // when re-routing
  int m_movingEnd = 1;
  QGraphicsPathItem* m_preview = nullptr;
  QGraphicsRectItem* m_bubble = nullptr;
  QGraphicsTextItem* m_bubbleText = nullptr;
  std::optional<topology::PortRef> m_marked;
};

} // namespace tapeflow::editor
