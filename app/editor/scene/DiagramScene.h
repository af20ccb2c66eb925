#pragma once

#include "CardGrid.h"
#include "LinkTool.h"
#include "PortLayout.h"

#include <QGraphicsScene>

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tapeflow::topology {
struct Change;
}

namespace tapeflow::editor {

class Document;
class LinkItem;
class NodeItem;

// The canvas's scene: one NodeItem per node and one LinkItem per link, created, updated and
// removed as the document announces changes (never the other way round). Mouse gestures become
// undo commands: a drag of nodes is one MoveNodesCommand per gesture, a drag from a port runs
// the LinkTool.
class DiagramScene : public QGraphicsScene {
  Q_OBJECT

public:
  static constexpr int kGridSize = 20;

  explicit DiagramScene(QObject* parent = nullptr);
  ~DiagramScene() override;

  void setDocument(Document* document);
  // Removes every item (before the document goes away).
  void clearItems();
  [[nodiscard]] Document* document() const { return m_document; }
  [[nodiscard]] const PortLayout& portLayout() const { return *m_portLayout; }
  [[nodiscard]] NodeItem* nodeItem(const std::string& id) const;
  // How far from a port's centre a press or a drop still hits it, in scene units: at least
  // kPortReachPixels on screen at any zoom (issue 40: at 100 % a drag from a port moved the node
  // or started a rubber band).
  static constexpr qreal kPortReachPixels = 10;
  [[nodiscard]] qreal portReach() const;
  struct PortHit {
    NodeItem* node = nullptr;
    std::string port;
  };
  // The port nearest `scenePos` within portReach() on any node, or none.
  [[nodiscard]] std::optional<PortHit> portNear(const QPointF& scenePos) const;
  [[nodiscard]] LinkItem* linkItem(const std::string& id) const;
  [[nodiscard]] LinkTool& linkTool() { return m_linkTool; }
  // The items by the position of their node or link in the topology (null where none), and the
  // node positions of each link's ends (the node count where one is missing): what showing a
  // solve's results walks, instead of 60,000 lookups by id per edit at 10,000 nodes (issue 18).
  struct Positions {
    std::vector<NodeItem*> nodes;
    std::vector<LinkItem*> links;
    std::vector<std::pair<std::size_t, std::size_t>> ends;
    // What the last showing of results found, in the order it asked (node positions of each
    // resource and path step, the link item of each link resource): checked against the ids
    // before use, so that a solve of the same shape needs no lookup by id.
    std::vector<std::size_t> nodeMemo;
    std::vector<LinkItem*> linkMemo;
  };
  [[nodiscard]] Positions& positions() const;

  [[nodiscard]] bool snapToGrid() const { return m_snap; }
  // The cards that meet `area`, in scene coordinates (for links going round them).
  [[nodiscard]] std::vector<QRectF> cardsIn(const QRectF& area) const {
    return m_cards.cardsIn(area);
  }
  void setSnapToGrid(bool snap) { m_snap = snap; }
  [[nodiscard]] bool isDragging() const { return m_gesture != 0; }

  [[nodiscard]] std::vector<std::string> selectedNodeIds() const;
  [[nodiscard]] std::vector<std::string> selectedLinkIds() const;
  void select(const std::vector<std::string>& nodeIds, const std::vector<std::string>& linkIds);

  // Called by a NodeItem whose position changed: its links follow.
  void nodeItemMoved(NodeItem* item);

signals:
  void statusMessage(const QString& text);
  void renameRequested(const QString& nodeId);
  void contextMenuRequested(const QString& nodeId, const QString& linkId, const QPoint& screenPos);
  // The diagram gained its first node or lost its last (the canvas shows a hint when empty).
  void emptyChanged(bool empty);

protected:
  bool event(QEvent* event) override;
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
  void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

private:
  void onChanged(const topology::Change& change);
  void rebuild();
  void addNodeItem(const std::string& id);
  void announceEmptiness();
  void growAround(const QGraphicsItem* item);
  void addLinkItem(const std::string& id);
  void updateLinksOf(const std::string& nodeId);
  void refreshNode(const std::string& id);
  void refreshAll();
  void commitMoves();

  Document* m_document = nullptr;
  std::unique_ptr<PortLayout> m_portLayout;
  std::unordered_map<std::string, NodeItem*> m_nodes;
  bool m_empty = true; // as last announced by emptyChanged()
  std::unordered_map<std::string, LinkItem*> m_links;
  mutable Positions m_positions; // made by positions(), forgotten when items come or go
  LinkTool m_linkTool{this};
  int m_gesture = 0;       // non-zero while nodes are being dragged
  bool m_applying = false; // positions are being set from the document
  bool m_snap = true;
  CardGrid m_cards; // every node item's card, where it is
};

} // namespace tapeflow::editor
