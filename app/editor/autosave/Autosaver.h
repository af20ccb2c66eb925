#pragma once

#include "AutosaveStore.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace tapeflow::editor {

class Document;

// Autosaves the open document of one window: `interval` after the first change that follows an
// autosave (so steady editing is saved every interval, and an idle document is not rewritten),
// always into the same entry of the autosave folder. The entry goes when it is no longer needed:
// the document is saved or undone back to its file (not modified), replaced by another document
// (the user saved or discarded it first), or the window closes normally (destruction). Only a
// process that dies leaves it behind, for the next start to offer.
class Autosaver : public QObject {
  Q_OBJECT

public:
  explicit Autosaver(AutosaveStore store, QObject* parent = nullptr);
  ~Autosaver() override;

  // The interval the app uses: TAPEFLOW_AUTOSAVE_MS (milliseconds; tests and scripts) when set,
  // else the setting autosave/intervalSeconds, else 60 s.
  [[nodiscard]] static int configuredIntervalMs();
  void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
  [[nodiscard]] int interval() const { return m_timer.interval(); }

  // Follows `document` from now on. Unless `keepEntry` (the same work shown another way, as a
  // scenario switch), the previous document's autosave is removed first. A document that is
  // already modified (recovered, or carried over) is autosaved after one interval.
  void setDocument(Document* document, bool keepEntry = false);
  // Writes the autosave at once (a recovered document, so that it is safe before any edit).
  bool saveNow();
  // Removes this window's autosave (saved, discarded, closed).
  void discard();

  [[nodiscard]] const AutosaveStore& store() const { return m_store; }
  // The file the autosave is written to (whether or not it exists yet).
  [[nodiscard]] QString contentPath() const { return m_store.contentPath(m_entry.id); }
  [[nodiscard]] bool pending() const { return m_timer.isActive(); }

signals:
  void saved(const QString& contentPath);
  // An autosave that could not be written, with the reason (shown in the status bar).
  void failed(const QString& reason);

private:
  void onStackChanged();
  void onModifiedChanged(bool modified);

  AutosaveStore m_store;
  AutosaveEntry m_entry;
  QPointer<Document> m_document;
  QTimer m_timer;
};

} // namespace tapeflow::editor
