#include "EditController.h"

#include "Clipboard.h"
#include "document/Document.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"
#include "topology/NodeNames.h"
#include "topology/TierKinds.h"
#include "undo/AddJobCommand.h"
#include "undo/AddLinkCommand.h"
#include "undo/AddNodeCommand.h"
#include "undo/RemoveLinkCommand.h"
#include "undo/RemoveNodeCommand.h"
#include "undo/RenameNodeCommand.h"

#include <QApplication>
#include <QClipboard>
#include <QGraphicsItem>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace tapeflow::editor {

EditController::EditController(DiagramScene* scene, QObject* parent)
    : QObject(parent), m_scene(scene) {}

std::string EditController::addEntry(const QString& entryId, const QPointF& scenePos) {
  const auto& topology = m_document->topology();
  const auto* entry = topology.catalog().entry(entryId.toStdString());
  if (!entry) {
    emit statusMessage(tr("Unknown catalog entry %1").arg(entryId));
    return {};
  }
  QPointF at = scenePos;
  if (m_scene->snapToGrid()) {
    const qreal grid = DiagramScene::kGridSize;
    at = QPointF(qRound(at.x() / grid) * grid, qRound(at.y() / grid) * grid);
  }
  topology::Node node;
  node.entry = entry->id;
  node.kind = entry->kind;
  node.name = topology::unusedNodeName(topology, topology::defaultNodeName(*entry));
  node.position = {at.x(), at.y()};
  auto* command = new AddNodeCommand(m_document, node);
  const std::string id = command->nodeId();
  m_document->undoStack()->push(command);
  m_scene->select({id}, {});
  return id;
}

void EditController::deleteSelection() {
  const auto nodes = m_scene->selectedNodeIds();
  const std::set<std::string> nodeSet(nodes.begin(), nodes.end());
  std::vector<std::string> links;
  for (const auto& id : m_scene->selectedLinkIds()) {
    const auto* link = m_document->topology().link(id);
    if (link && !nodeSet.count(link->a.node) && !nodeSet.count(link->b.node)) links.push_back(id);
  }
  if (nodes.empty() && links.empty()) return;
  auto* macro = new QUndoCommand(
      tr("Delete %n item(s)", nullptr, static_cast<int>(nodes.size() + links.size())));
  for (const auto& id : links) new RemoveLinkCommand(m_document, id, macro);
  for (const auto& id : nodes) new RemoveNodeCommand(m_document, id, macro); // with their links
  m_document->undoStack()->push(macro);
}

void EditController::copy() {
  const auto nodes = m_scene->selectedNodeIds();
  if (nodes.empty()) return;
  QApplication::clipboard()->setMimeData(
      Clipboard::mimeData(Clipboard::serialize(m_document->topology(), nodes)));
  emit statusMessage(tr("Copied %n node(s)", nullptr, static_cast<int>(nodes.size())));
}

void EditController::cut() {
  copy();
  deleteSelection();
}

void EditController::paste() {
  auto parsed =
      Clipboard::parse(QApplication::clipboard()->mimeData(), m_document->topology().catalogPtr());
  if (!parsed.topology) {
    emit statusMessage(parsed.error);
    return;
  }
  insert(*parsed.topology, tr("Paste"));
}

void EditController::duplicate() {
  const auto nodes = m_scene->selectedNodeIds();
  if (nodes.empty()) return;
  auto parsed = Clipboard::parse(Clipboard::serialize(m_document->topology(), nodes),
                                 m_document->topology().catalogPtr());
  if (parsed.topology) insert(*parsed.topology, tr("Duplicate"));
}

namespace {

// How far copies go from their originals: the first free step of 40 along the diagonal, so a
// second paste or duplicate does not stack on the first.
QPointF freeOffset(const topology::Topology& document, const topology::Topology& part) {
  std::set<std::pair<long long, long long>> occupied;
  for (const auto& node : document.nodes())
    occupied.insert({std::llround(node.position.x), std::llround(node.position.y)});
  for (int step = 1;; ++step) {
    const double shift = 40.0 * step;
    const bool clear = std::none_of(part.nodes().begin(), part.nodes().end(), [&](const auto& n) {
      return occupied.count(
          {std::llround(n.position.x + shift), std::llround(n.position.y + shift)});
    });
    if (clear || step > 1000) return {shift, shift};
  }
}

// How far the nodes' positions reach (of a topology with nodes).
struct Extent {
  double left, top, bottom;
};
Extent extent(const topology::Topology& topology) {
  const auto& first = topology.nodes().front().position;
  Extent out{first.x, first.y, first.y};
  for (const auto& node : topology.nodes()) {
    out.left = std::min(out.left, node.position.x);
    out.top = std::min(out.top, node.position.y);
    out.bottom = std::max(out.bottom, node.position.y);
  }
  return out;
}

// "LTO-9 HH" becomes "LTO-9 HH 2" (then 3, ...) when the document already has that name: copies
// are told apart in the inspector, the results and every message.
std::string freshName(const std::string& name, std::set<std::string>& names) {
  std::string candidate = name;
  for (int i = 2; names.count(candidate); ++i) candidate = name + " " + std::to_string(i);
  names.insert(candidate);
  return candidate;
}

} // namespace

// Fresh ids and names for copies added in one step: what the document has, and what earlier
// copies of the same step took.
struct EditController::CopyNames {
  explicit CopyNames(const topology::Topology& into) : document(into) {
    for (const auto& node : document.nodes()) names.insert(node.name);
  }
  std::string id(const std::string& stem,
                 bool (*exists)(const topology::Topology&, const std::string&)) {
    std::string id = stem;
    for (int i = 2; exists(document, id) || ids.count(id); ++i) id = stem + "-" + std::to_string(i);
    ids.insert(id);
    return id;
  }
  const topology::Topology& document;
  std::set<std::string> ids;
  std::set<std::string> names;
};

std::vector<std::string> EditController::addCopy(const topology::Topology& part,
                                                 const QPointF& offset, CopyNames& fresh,
                                                 QUndoCommand* macro, IdStem stem) {
  using topology::Topology;
  std::map<std::string, std::string> ids;
  std::vector<std::string> added;
  for (auto node : part.nodes()) {
    const std::string id =
        fresh.id(stem == IdStem::Entry ? node.entry : node.id,
                 [](const Topology& t, const std::string& s) { return t.node(s) != nullptr; });
    ids[node.id] = id;
    node.id = id;
    node.name = freshName(node.name, fresh.names);
    node.position.x += offset.x();
    node.position.y += offset.y();
    new AddNodeCommand(m_document, node, macro);
    added.push_back(id);
  }
  for (auto link : part.links()) {
    link.id = fresh.id(
        "link", [](const Topology& t, const std::string& s) { return t.link(s) != nullptr; });
    link.a.node = ids[link.a.node];
    link.b.node = ids[link.b.node];
    new AddLinkCommand(m_document, link, macro);
  }
  for (auto job : part.jobs()) {
    job.id = fresh.id("job",
                      [](const Topology& t, const std::string& s) { return t.job(s) != nullptr; });
    job.source = ids[job.source];
    job.target = ids[job.target];
    new AddJobCommand(m_document, job, macro);
  }
  return added;
}

void EditController::insert(const topology::Topology& part, const QString& text) {
  CopyNames fresh(m_document->topology());
  auto* macro = new QUndoCommand(text);
  const auto added = addCopy(part, freeOffset(m_document->topology(), part), fresh, macro);
  m_document->undoStack()->push(macro);
  m_scene->select(added, {});
  emit statusMessage(tr("%1: %n node(s)", nullptr, static_cast<int>(added.size())).arg(text));
}

void EditController::addMoreLikeSelection(int count) {
  const auto nodes = m_scene->selectedNodeIds();
  if (nodes.empty() || count < 1) return;
  auto parsed = Clipboard::parse(Clipboard::serialize(m_document->topology(), nodes),
                                 m_document->topology().catalogPtr());
  if (!parsed.topology) return emit statusMessage(parsed.error);
  // The copies in a row to the right of the selection, a card's gap apart.
  QRectF bounds;
  for (const auto& id : nodes)
    if (const auto* item = m_scene->nodeItem(id)) bounds |= item->sceneBoundingRect();
  const qreal step = bounds.width() + 60;
  CopyNames fresh(m_document->topology());
  auto* macro =
      new QUndoCommand(tr("Add %n more like %1", nullptr, count)
                           .arg(QString::fromStdString(
                               nodes.size() == 1 ? m_document->topology().node(nodes.front())->name
                                                 : tr("the selection").toStdString())));
  std::vector<std::string> added;
  for (int i = 1; i <= count; ++i) {
    const auto copy = addCopy(*parsed.topology, QPointF(step * i, 0), fresh, macro);
    added.insert(added.end(), copy.begin(), copy.end());
  }
  m_document->undoStack()->push(macro);
  m_scene->select(added, {});
  emit statusMessage(macro->text());
}

void EditController::addSetUp(const topology::Topology& setUp, const QString& text) {
  const auto& document = m_document->topology();
  QPointF offset;
  if (!document.nodes().empty() && !setUp.nodes().empty()) {
    // Left-aligned with the diagram, a clear gap below its lowest node.
    const Extent below = extent(document);
    const Extent part = extent(setUp);
    offset = QPointF(below.left - part.left, below.bottom + 280 - part.top);
  }
  CopyNames fresh(document);
  auto* macro = new QUndoCommand(text);
  const auto added = addCopy(setUp, offset, fresh, macro, IdStem::Id);
  m_document->undoStack()->push(macro);
  m_scene->select(added, {});
  emit statusMessage(text);
}

void EditController::selectAll() {
  for (QGraphicsItem* item : m_scene->items()) item->setSelected(true);
}

void EditController::rename(const std::string& nodeId, const QString& name) {
  const auto* node = m_document->topology().node(nodeId);
  const QString trimmed = name.trimmed();
  if (!node || trimmed.isEmpty() || trimmed.toStdString() == node->name) return;
  m_document->undoStack()->push(new RenameNodeCommand(m_document, nodeId, trimmed.toStdString()));
}

std::vector<std::string> EditController::reachableTargets(const std::string& volumeId) const {
  const auto& topology = m_document->topology();
  std::set<std::string> seen{volumeId};
  std::vector<std::string> frontier{volumeId};
  while (!frontier.empty()) {
    const std::string id = frontier.back();
    frontier.pop_back();
    for (const auto* link : topology.linksOf(id))
      for (const auto& other : {link->a.node, link->b.node})
        if (seen.insert(other).second) frontier.push_back(other);
  }
  std::vector<std::string> targets;
  for (const auto& node : topology.nodes())
    if (seen.count(node.id) && node.id != volumeId && topology::isJobTargetKind(node.kind))
      targets.push_back(node.id);
  return targets;
}

void EditController::addBackupJob(const std::string& volumeId, const std::string& targetId) {
  const auto& topology = m_document->topology();
  const auto* volume = topology.node(volumeId);
  const auto* target = topology.node(targetId);
  if (!volume || !target) return;
  topology::Job job;
  job.name = tr("Back up %1 to %2")
                 .arg(QString::fromStdString(volume->name), QString::fromStdString(target->name))
                 .toStdString();
  job.source = volumeId;
  job.target = targetId;
  if (const auto status = topology.checkJob(job); !status) {
    emit statusMessage(QString::fromStdString(status.error().message));
    return;
  }
  m_document->undoStack()->push(new AddJobCommand(m_document, job));
}

} // namespace tapeflow::editor
