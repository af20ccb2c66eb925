#include "Autosaver.h"

#include "document/Document.h"
#include "files/Settings.h"

#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace tapeflow::editor {

namespace {
constexpr int kDefaultSeconds = 60;
constexpr int kMaxSeconds = 24 * 3600; // a day: anything longer is as good as off, and overflows
} // namespace

Autosaver::Autosaver(AutosaveStore store, QObject* parent)
    : QObject(parent), m_store(std::move(store)) {
  m_entry.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
  m_timer.setSingleShot(true);
  m_timer.setInterval(configuredIntervalMs());
  connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
}

// A normal end (the window closed, the application quit): nothing is left to recover.
Autosaver::~Autosaver() { discard(); }

int Autosaver::configuredIntervalMs() {
  bool ok = false;
  const int fromEnvironment = qEnvironmentVariableIntValue("TAPEFLOW_AUTOSAVE_MS", &ok);
  if (ok && fromEnvironment > 0) return fromEnvironment;
  const int seconds =
      readSetting(QStringLiteral("autosave/intervalSeconds"), kDefaultSeconds).toInt(&ok);
  if (!ok || seconds <= 0) return kDefaultSeconds * 1000;
  return std::min(seconds, kMaxSeconds) * 1000;
}

void Autosaver::setDocument(Document* document, bool keepEntry) {
  if (m_document) {
    m_document->disconnect(this);
    m_document->undoStack()->disconnect(this);
  }
  if (!keepEntry) discard();
  m_document = document;
  if (!document) return;
  connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::onStackChanged);
  connect(document, &Document::modifiedChanged, this, &Autosaver::onModifiedChanged);
  onStackChanged();
}

void Autosaver::onStackChanged() {
  // The first change after an autosave starts the clock; later ones do not push it back.
  if (m_document && m_document->isModified() && !m_timer.isActive()) m_timer.start();
}

void Autosaver::onModifiedChanged(bool modified) {
  // Saved, or undone back to what the file holds: the file is the copy to trust.
  if (modified)
    onStackChanged();
  else
    discard();
}

bool Autosaver::saveNow() {
  m_timer.stop();
  if (!m_document || !m_document->isModified()) return false;
  m_entry.originalPath = m_document->filePath();
  m_entry.displayName = m_document->displayName();
  QString error;
  if (!m_store.write(m_entry, m_document->text(), &error)) {
    emit failed(error);
    return false;
  }
  emit saved(m_entry.contentPath);
  return true;
}

void Autosaver::discard() {
  m_timer.stop();
  if (m_entry.lock) m_store.remove(m_entry);
}

} // namespace tapeflow::editor
