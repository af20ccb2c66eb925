#pragma once

#include "UndoStack.h"
#include "topology/Topology.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QUndoCommand;

namespace tapeflow::editor {

// One open diagram: the model's Topology, its undo stack and its file. Every edit reaches the
// topology through an undo command on this document's stack; the topology's observer callbacks
// come out here as the typed `changed` signal that the scene and the docks follow (Tiled's
// Document::changed). Solver results are not kept here: `resultsInvalidated` tells whoever
// computes them (a SolverRunner) that the figures they were computed from have changed.
class Document : public QObject {
  Q_OBJECT

public:
  explicit Document(std::unique_ptr<topology::Topology> topology, QObject* parent = nullptr);
  ~Document() override;

  // An empty, untitled diagram over `catalog`.
  static std::unique_ptr<Document> createEmpty(std::shared_ptr<const catalog::Catalog> catalog);

  struct LoadOutcome {
    std::unique_ptr<Document> document; // null when the file has any error
    QStringList messages;               // the model's diagnostics, one per line
  };
  // Reads a topology file; a bad file gives no document and every problem the reader found.
  static LoadOutcome load(const QString& path, std::shared_ptr<const catalog::Catalog> catalog);

  [[nodiscard]] topology::Topology& topology() { return *m_topology; }
  [[nodiscard]] const topology::Topology& topology() const { return *m_topology; }
  [[nodiscard]] UndoStack* undoStack() const { return m_undoStack; }

  [[nodiscard]] QString filePath() const { return m_filePath; }
  void setFilePath(const QString& path);
  // The file's name, or "Untitled" before the first save.
  [[nodiscard]] QString displayName() const;
  [[nodiscard]] bool isModified() const;

  // The document as Save writes it (the base with every scenario).
  [[nodiscard]] QByteArray text() const;
  // Marks a document read from somewhere other than its file (a recovered autosave) as holding
  // unsaved work, so that closing it asks and Save writes the file.
  void markModified();

  // Writes the document whole or not at all (AtomicWrite); on success the file becomes the
  // document's path and the undo stack is marked clean. On failure returns false, says what failed
  // and what to do in `error`, and the file at `path` is as it was.
  bool save(const QString& path, QString* error);

  // --- the file on disk and other writers (issue 37; files/FileGuard.h).
  // The lock this window holds on the file (null: none, or another instance holds it).
  void setFileLock(std::shared_ptr<QLockFile> lock) { m_fileLock = std::move(lock); }
  [[nodiscard]] const std::shared_ptr<QLockFile>& fileLock() const { return m_fileLock; }
  // Opened read-only because another instance has the file open: Save does not write it.
  void setReadOnly(bool readOnly);
  [[nodiscard]] bool isReadOnly() const { return m_readOnly; }
  // The file at filePath() holds something other than what this document last read from it or
  // wrote to it (another window or program saved it since). False when that is not known (a
  // recovered autosave) or the file is gone, where saving loses nothing.
  [[nodiscard]] bool changedOnDisk() const;

  // Pushes an edit onto the undo stack. The model refuses any edit that would leave the document
  // invalid (so that whatever is shown can be saved and reopened): such a command makes itself
  // obsolete on its first run, QUndoStack drops it, nothing changes, and refuse() says why.
  // Returns that reason, empty when the edit was made.
  QString push(QUndoCommand* command);
  // Called by a command whose first run the model refused; emits `editRefused`.
  void refuse(const std::string& reason);

  // A fresh id for the next gesture (drag) whose move commands may merge with each other.
  int beginGesture() { return ++m_lastGesture; }

  // --- scenarios (issue 19). The document shows the base diagram or one scenario of it; edits
  // of a scenario become that scenario's changes (a diff against the base), so switching loses
  // nothing. The file always holds the base with every scenario.
  // The scenario shown; empty for the base.
  [[nodiscard]] QString scenario() const { return m_scenario; }
  // The base diagram with the shown scenario's edits recorded in its scenario list: what is
  // saved, and what every scenario is compared against.
  [[nodiscard]] topology::Topology baseWithScenarios() const;
  // A document showing `scenario` (empty: the base) of this one's base, with the same file; its
  // undo stack starts empty, and it is modified when this one was. Null, and the reason in
  // `error`, when the scenario no longer applies to the base.
  [[nodiscard]] std::unique_ptr<Document> switchedTo(const QString& scenario, QString* error) const;
  // Replaces the base's scenario list (an undo command calls it; names are checked).
  Status setScenarios(std::vector<topology::Scenario> scenarios);
  [[nodiscard]] const std::vector<topology::Scenario>& scenarios() const;

signals:
  void changed(const tapeflow::topology::Change& change);
  // Once per event-loop turn after any change that can affect throughput (moves cannot).
  void resultsInvalidated();
  void modifiedChanged(bool modified);
  void readOnlyChanged(bool readOnly);
  void filePathChanged(const QString& path);
  // An edit the model refused, with its reason in words for the user (node and port names).
  void editRefused(const QString& reason);

private:
  void onModelChange(const topology::Change& change);

  std::unique_ptr<topology::Topology> m_topology;
  std::unique_ptr<topology::Topology> m_base; // while a scenario is shown: the base it varies
  QString m_scenario;
  bool m_carriedModified = false; // unsaved work from before a switch
  UndoStack* m_undoStack = nullptr;
  QString m_filePath;
  QByteArray m_diskDigest; // of the file's content when last read or written here
  std::shared_ptr<QLockFile> m_fileLock;
  bool m_readOnly = false;
  int m_observer = 0;
  int m_lastGesture = 0;
  bool m_invalidationPending = false;
  QString m_lastRefusal; // what refuse() said during the current push()
};

} // namespace tapeflow::editor
