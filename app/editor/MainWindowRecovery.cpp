// MainWindow's side of autosave: the recovery offered at start-up after an unclean exit.

#include "MainWindow.h"
#include "PlainText.h"

#include "autosave/Autosaver.h"
#include "document/Document.h"

#include <QDir>
#include <QLocale>
#include <QStatusBar>

namespace tapeflow::editor {

void MainWindow::offerRecovery(std::optional<RecoveryDialog::Choice> answer) {
  // Claimed (locked) by this instance until they go out of scope, so that a second instance
  // started meanwhile does not offer the same documents.
  std::vector<AutosaveEntry> entries = m_autosaver->store().orphans();
  if (entries.empty()) return;
  std::vector<std::size_t> chosen{0}; // the newest, when answered without the dialog
  if (!answer) {
    RecoveryDialog dialog(entries, this);
    dialog.exec();
    answer = dialog.choice();
    chosen = dialog.selected();
  }
  if (*answer == RecoveryDialog::Choice::Later || chosen.empty()) return;
  if (*answer == RecoveryDialog::Choice::Discard) {
    for (std::size_t index : chosen) m_autosaver->store().remove(entries[index]);
    return;
  }
  (void)recover(entries[chosen.front()]);
}

bool MainWindow::recover(AutosaveEntry& entry) {
  if (!maybeSave()) return false;
  auto outcome = Document::load(entry.contentPath, m_catalog);
  if (!outcome.document) {
    // Left in place: the autosave folder still holds it for whoever wants to look.
    m_lastLoadMessages = outcome.messages;
    showLoadFailure(entry.contentPath, outcome.messages);
    return false;
  }
  if (!entry.originalPath.isEmpty()) {
    const auto claim = claimFile(entry.originalPath);
    if (!claim) return false;
    outcome.document->setFileLock(claim->lock);
    outcome.document->setReadOnly(claim->readOnly);
  }
  outcome.document->setFilePath(entry.originalPath);
  outcome.document->markModified();
  setDocument(std::move(outcome.document));
  // Written into this window's own autosave before the old one goes, so that a second crash
  // right now loses nothing.
  if (m_autosaver->saveNow()) m_autosaver->store().remove(entry);
  const QString where = entry.originalPath.isEmpty() ? entry.displayName
                                                     : QDir::toNativeSeparators(entry.originalPath);
  statusBar()->showMessage(tr("Recovered %1 as autosaved %2; save to keep it")
                               .arg(where, QLocale().toString(entry.savedAt, QLocale::ShortFormat)),
                           15000);
  return true;
}

} // namespace tapeflow::editor
