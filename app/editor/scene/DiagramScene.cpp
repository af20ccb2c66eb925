#include "DiagramScene.h"

#include "LinkItem.h"
#include "LinkRoute.h"
#include "NodeItem.h"
#include "document/Document.h"
#include "undo/MoveNodesCommand.h"

#include <QEvent>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QUndoStack>

#include <algorithm>

namespace tapeflow::editor {

using topology::Change;

namespace {
// The canvas an empty diagram offers; a larger diagram's rect grows around its nodes.
const QRectF kBaseRect(-3000, -2000, 6000, 4000);
constexpr qreal kRoomAround = 1000; // to drag beyond the outermost node
} // namespace

DiagramScene::DiagramScene(QObject* parent) : QGraphicsScene(parent) { setSceneRect(kBaseRect); }

// The view scrolls (and Fit to View centres) only within the scene's rect: it must hold every
// node, however far a large diagram spreads.
void DiagramScene::growAround(const QGraphicsItem* item) {
  const QRectF needed = item->sceneBoundingRect();
  if (!sceneRect().contains(needed))
    setSceneRect(
        sceneRect().united(needed.adjusted(-kRoomAround, -kRoomAround, kRoomAround, kRoomAround)));
}

DiagramScene::~DiagramScene() { clearItems(); }

void DiagramScene::clearItems() {
  m_linkTool.cancel();
  // Forget the items first: deleting a selected item announces a selection change, and whoever
  // listens may ask for the selected ids.
  m_nodes.clear();
  m_links.clear();
  m_cards.clear();
  m_positions = {};
  clear();
  setSceneRect(kBaseRect);
  announceEmptiness();
}

bool DiagramScene::event(QEvent* event) {
  // Cards size themselves to their names and port labels at the scene's font.
  if (event->type() == QEvent::FontChange && m_document) refreshAll();
  return QGraphicsScene::event(event);
}

void DiagramScene::announceEmptiness() {
  if (m_empty == m_nodes.empty()) return;
  m_empty = m_nodes.empty();
  emit emptyChanged(m_empty);
}

void DiagramScene::setDocument(Document* document) {
  if (m_document) disconnect(m_document, nullptr, this, nullptr);
  m_document = document;
  m_portLayout = std::make_unique<PortLayout>(document->topology().catalog().kinds());
  connect(document, &Document::changed, this, &DiagramScene::onChanged);
  rebuild();
}

void DiagramScene::rebuild() {
  clearItems();
  for (const auto& node : m_document->topology().nodes()) addNodeItem(node.id);
  for (const auto& link : m_document->topology().links()) addLinkItem(link.id);
}

NodeItem* DiagramScene::nodeItem(const std::string& id) const {
  const auto it = m_nodes.find(id);
  return it == m_nodes.end() ? nullptr : it->second;
}

LinkItem* DiagramScene::linkItem(const std::string& id) const {
  const auto it = m_links.find(id);
  return it == m_links.end() ? nullptr : it->second;
}

DiagramScene::Positions& DiagramScene::positions() const {
  const auto& topology = m_document->topology();
  const auto& nodes = topology.nodes();
  const auto& links = topology.links();
  // Forgotten whenever an item comes or goes; checked against the ids (string compares in
  // order, no hashing) for whatever else moved the topology's entries.
  bool valid = m_positions.nodes.size() == nodes.size() && m_positions.links.size() == links.size();
  for (std::size_t n = 0; valid && n < nodes.size(); ++n)
    valid = !m_positions.nodes[n] || m_positions.nodes[n]->nodeId() == nodes[n].id;
  for (std::size_t l = 0; valid && l < links.size(); ++l) {
    const auto [a, b] = m_positions.ends[l];
    valid = (!m_positions.links[l] || m_positions.links[l]->linkId() == links[l].id) &&
            a < nodes.size() && b < nodes.size() && nodes[a].id == links[l].a.node &&
            nodes[b].id == links[l].b.node;
  }
  if (valid) return m_positions;
  m_positions.nodes.assign(nodes.size(), nullptr);
  m_positions.links.assign(links.size(), nullptr);
  m_positions.ends.assign(links.size(), {nodes.size(), nodes.size()});
  for (std::size_t n = 0; n < nodes.size(); ++n) m_positions.nodes[n] = nodeItem(nodes[n].id);
  for (std::size_t l = 0; l < links.size(); ++l) {
    m_positions.links[l] = linkItem(links[l].id);
    const auto a = topology.nodeIndex(links[l].a.node);
    const auto b = topology.nodeIndex(links[l].b.node);
    if (a && b) m_positions.ends[l] = {*a, *b};
  }
  return m_positions;
}

void DiagramScene::addNodeItem(const std::string& id) {
  m_applying = true;
  auto* item = new NodeItem(this, id);
  m_nodes[id] = item;
  m_cards.place(item, item->sceneCard());
  m_positions = {};
  addItem(item);
  m_applying = false;
  growAround(item);
  announceEmptiness();
}

void DiagramScene::addLinkItem(const std::string& id) {
  auto* item = new LinkItem(this, id);
  m_links[id] = item;
  m_positions = {};
  addItem(item);
}

void DiagramScene::updateLinksOf(const std::string& nodeId) {
  for (const auto* link : m_document->topology().linksOf(nodeId))
    if (LinkItem* item = linkItem(link->id)) item->updateGeometry();
}

void DiagramScene::refreshNode(const std::string& id) {
  NodeItem* item = nodeItem(id);
  if (!item) return;
  m_applying = true;
  item->refresh();
  m_applying = false;
  m_cards.place(item, item->sceneCard()); // its size follows its name and ports
  growAround(item);                       // an undone move may put it back far out
  updateLinksOf(id);
}

void DiagramScene::refreshAll() {
  m_applying = true;
  for (auto& [id, item] : m_nodes) {
    item->refresh();
    m_cards.place(item, item->sceneCard());
  }
  for (auto& [id, item] : m_links) item->updateGeometry();
  m_applying = false;
}

void DiagramScene::onChanged(const Change& change) {
  switch (change.type) {
  case Change::Type::NodeAdded: addNodeItem(change.id); break;
  case Change::Type::NodeRemoved:
    if (NodeItem* item = nodeItem(change.id)) {
      m_nodes.erase(change.id);
      m_cards.remove(item);
      m_positions = {};
      delete item;
      announceEmptiness();
    }
    break;
  case Change::Type::LinkAdded:
    // The ends may show other ports now (compact shapes): lay them out before drawing the link.
    if (const auto* link = m_document->topology().link(change.id)) {
      refreshNode(link->a.node);
      refreshNode(link->b.node);
    }
    addLinkItem(change.id);
    break;
  case Change::Type::LinkRemoved:
    if (LinkItem* item = linkItem(change.id)) {
      const std::string a = item->nodeA(), b = item->nodeB();
      m_links.erase(change.id);
      m_positions = {};
      delete item;
      refreshNode(a);
      refreshNode(b);
    }
    break;
  case Change::Type::NodeParameterChanged: // the port count may follow a parameter
  case Change::Type::NodeRenamed:
  case Change::Type::NodeMoved: refreshNode(change.id); break;
  case Change::Type::DocumentChanged: refreshAll(); break; // the rate unit may have changed
  case Change::Type::LinkParameterChanged:
  case Change::Type::JobAdded:
  case Change::Type::JobRemoved:
  case Change::Type::JobChanged: break;
  }
}

void DiagramScene::nodeItemMoved(NodeItem* item) {
  if (m_nodes.count(item->nodeId()) != 0) m_cards.place(item, item->sceneCard());
  growAround(item);
  updateLinksOf(item->nodeId());
  // Links of other nodes that went round it, or now pass through it, find their way again.
  for (QRectF area : {item->sceneCardBefore(), item->sceneCard()})
    for (QGraphicsItem* other :
         items(area.adjusted(-kRouteClearance, -kRouteClearance, kRouteClearance, kRouteClearance),
               Qt::IntersectsItemBoundingRect))
      if (auto* link = qgraphicsitem_cast<LinkItem*>(other);
          link && link->nodeA() != item->nodeId() && link->nodeB() != item->nodeId())
        link->updateGeometry();
}

std::vector<std::string> DiagramScene::selectedNodeIds() const {
  std::vector<std::string> ids;
  for (const auto& node : m_document->topology().nodes()) // in document order
    if (const NodeItem* item = nodeItem(node.id); item && item->isSelected())
      ids.push_back(node.id);
  return ids;
}

std::vector<std::string> DiagramScene::selectedLinkIds() const {
  std::vector<std::string> ids;
  for (const auto& link : m_document->topology().links())
    if (const LinkItem* item = linkItem(link.id); item && item->isSelected())
      ids.push_back(link.id);
  return ids;
}

void DiagramScene::select(const std::vector<std::string>& nodeIds,
                          const std::vector<std::string>& linkIds) {
  clearSelection();
  for (const auto& id : nodeIds)
    if (NodeItem* item = nodeItem(id)) item->setSelected(true);
  for (const auto& id : linkIds)
    if (LinkItem* item = linkItem(id)) item->setSelected(true);
}

void DiagramScene::commitMoves() {
  if (!m_gesture || m_applying) return;
  std::vector<MoveNodesCommand::Move> moves;
  for (const auto& [id, item] : m_nodes) {
    const auto* node = m_document->topology().node(id);
    const topology::Point to{item->pos().x(), item->pos().y()};
    if (node && !(node->position == to)) moves.push_back({id, node->position, to});
  }
  if (!moves.empty())
    m_document->undoStack()->push(new MoveNodesCommand(m_document, std::move(moves), m_gesture));
}

qreal DiagramScene::portReach() const {
  const qreal scale = views().isEmpty() ? 1.0 : views().front()->transform().m11();
  return std::max(NodeItem::kPortRadius + 4, kPortReachPixels / std::max(scale, 0.01));
}

std::optional<DiagramScene::PortHit> DiagramScene::portNear(const QPointF& scenePos) const {
  const qreal reach = portReach();
  const QRectF around(scenePos - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach));
  std::optional<PortHit> best;
  qreal nearest = reach;
  for (QGraphicsItem* item : items(around, Qt::IntersectsItemBoundingRect)) {
    if (item->type() != NodeItem::Type) continue;
    auto* node = static_cast<NodeItem*>(item);
    const auto* port = node->portAt(scenePos, reach);
    if (!port) continue;
    const qreal distance = QLineF(scenePos, node->mapToScene(port->pos)).length();
    if (distance <= nearest) {
      nearest = distance;
      best = PortHit{node, port->name};
    }
  }
  return best;
}

} // namespace tapeflow::editor
