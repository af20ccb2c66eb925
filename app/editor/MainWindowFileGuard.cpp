// MainWindow's guards of the open file against a second writer (issue 37): the lock taken when a
// file opens, the read-only copy when another instance has it, and the question before a save
// over a file someone else changed since this window read it (files/FileGuard.h).

#include "MainWindow.h"
#include "PlainText.h"

#include "document/Document.h"
#include "files/FileGuard.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace tapeflow::editor {

std::optional<MainWindow::FileClaim> MainWindow::claimFile(const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  // Revert: this window holds the lock already.
  if (m_document && m_document->fileLock() && m_document->filePath() == absolute)
    return FileClaim{m_document->fileLock(), false};
  FileLockAttempt attempt = lockFile(absolute);
  if (!attempt.holder) return FileClaim{std::move(attempt.lock), false};
  if (m_quiet) return FileClaim{nullptr, true};
  QMessageBox box(QMessageBox::Warning, tr("File in use"),
                  tr("“%1” is open in %2.")
                      .arg(QDir::toNativeSeparators(absolute), describeHolder(*attempt.holder)),
                  QMessageBox::Cancel, this);
  box.setInformativeText(
      tr("Open it read-only to look without risk, or open it anyway to edit beside it: this window "
         "saves over the file once the other has let it go, and asks first if the other saved."));
  auto* readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
  auto* anyway = box.addButton(tr("Open &Anyway"), QMessageBox::DestructiveRole);
  box.setDefaultButton(readOnly);
  makePlain(box); // the path and the holder's host come from outside
  box.exec();
  if (box.clickedButton() == readOnly) return FileClaim{nullptr, true};
  if (box.clickedButton() == anyway) return FileClaim{nullptr, false};
  return std::nullopt;
}

std::optional<MainWindow::FileClaim> MainWindow::claimForSave(const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  const bool sameFile = absolute == m_document->filePath();
  std::shared_ptr<QLockFile> lock = sameFile ? m_document->fileLock() : nullptr;
  if (!lock) {
    // Another file, or this one without its lock (read-only, opened anyway): take the lock now,
    // which works once the other window has let the file go.
    FileLockAttempt attempt = lockFile(absolute);
    if (attempt.holder) {
      const QString holder = describeHolder(*attempt.holder);
      refuseSave(absolute, sameFile && m_document->isReadOnly()
                               ? tr("it is open in %1, and this window opened it read-only. "
                                    "Save your changes under another name (File ▸ Save As).")
                                     .arg(holder)
                               : tr("it is open in %1. Close it there first, or save under "
                                    "another name.")
                                     .arg(holder));
      return std::nullopt;
    }
    lock = std::move(attempt.lock);
  }
  if (sameFile && m_document->changedOnDisk() && !confirmOverwriteChanged(absolute))
    return std::nullopt;
  return FileClaim{std::move(lock), false};
}

bool MainWindow::confirmOverwriteChanged(const QString& path) {
  if (m_quiet) {
    refuseSave(path, tr("it was changed on disk since this window opened or saved it, by another "
                        "window or program"));
    return false;
  }
  return plainMessage(this, QMessageBox::Warning, tr("File changed on disk"),
                      tr("“%1” was changed on disk since this window opened or saved it, by "
                         "another window or program. Saving replaces those changes with "
                         "yours.\n\nSave anyway?")
                          .arg(QDir::toNativeSeparators(path)),
                      QMessageBox::Save | QMessageBox::Cancel,
                      QMessageBox::Cancel) == QMessageBox::Save;
}

void MainWindow::refuseSave(const QString& path, const QString& why) {
  statusBar()->showMessage(tr("Not saved: %1").arg(why), 10000);
  if (!m_quiet)
    plainMessage(this, QMessageBox::Warning, tr("Cannot save"),
                 tr("“%1” was not saved: %2").arg(QDir::toNativeSeparators(path), why));
}

} // namespace tapeflow::editor
