#pragma once

#include "topology/Topology.h"

#include <QObject>
#include <QPointF>

class QUndoCommand;

#include <string>
#include <vector>

namespace tapeflow::editor {

class Document;
class DiagramScene;

// The editing operations behind the Edit and Arrange menus and the canvas's context menu: each
// turns the current selection into one undo step on the document's stack.
class EditController : public QObject {
  Q_OBJECT

public:
  EditController(DiagramScene* scene, QObject* parent = nullptr);

  void setDocument(Document* document) { m_document = document; }

  // Adds a node made from a catalog entry, centred at `scenePos`; returns its id ("" on error).
  std::string addEntry(const QString& entryId, const QPointF& scenePos);
  void deleteSelection();
  void copy();
  void cut();
  void paste();
  void duplicate();
  // `count` copies of the selected nodes with their inner links and jobs, in a row to their
  // right; one undo step.
  void addMoreLikeSelection(int count);
  // The nodes, links and jobs of `setUp` (a set-up template filled in) below what the diagram
  // has; one undo step called `text`.
  void addSetUp(const topology::Topology& setUp, const QString& text);
  void selectAll();
  void rename(const std::string& nodeId, const QString& name);

  enum class Align { Left, HCenter, Right, Top, VCenter, Bottom };
  void align(Align edge);
  void distribute(Qt::Orientation orientation);

  // Tape-side nodes (drives, RAIT groups, libraries, NULL devices) linked to `volumeId` through
  // any chain of links, in document order: where a backup of it can go.
  [[nodiscard]] std::vector<std::string> reachableTargets(const std::string& volumeId) const;
  void addBackupJob(const std::string& volumeId, const std::string& targetId);

signals:
  void statusMessage(const QString& text);

private:
  // Adds the nodes, links and jobs of `part` with fresh ids and names, moved clear of what is
  // already there; one undo step.
  void insert(const topology::Topology& part, const QString& text);
  struct CopyNames;
  // What a copied node's fresh id is made from: its catalog entry (copies of what the user drew)
  // or its id (a set-up's readable ids such as "cli4").
  enum class IdStem { Entry, Id };
  // One copy of `part`, moved by `offset`, as children of `macro`; the ids of its nodes.
  std::vector<std::string> addCopy(const topology::Topology& part, const QPointF& offset,
                                   CopyNames& fresh, QUndoCommand* macro,
                                   IdStem stem = IdStem::Entry);
  void pushMoves(std::vector<std::pair<std::string, topology::Point>> targets, const QString& text);

  DiagramScene* m_scene;
  Document* m_document = nullptr;
};

} // namespace tapeflow::editor
