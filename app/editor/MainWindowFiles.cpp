// MainWindow's file handling: new, open, save, revert, close, examples, the unsaved-changes
// question, and the window layout kept in the settings (files/Settings.h).

#include "MainWindow.h"
#include "PlainText.h"

#include "CanvasView.h"
#include "RecentFiles.h"
#include "autosave/Autosaver.h"
#include "document/Document.h"
#include "files/Settings.h"
#include "files/SiteImportDialog.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

#include <algorithm>
#include <vector>

namespace tapeflow::editor {

namespace {
QString fileFilter() {
  return MainWindow::tr("Tapeflow topologies (*.tapeflow *.json);;All files (*)");
}
QString examplesFolder() {
  return QString::fromStdString(catalog::defaultResourceDir()) + QStringLiteral("/examples");
}

struct Example {
  QString title;
  QString description;
  QString path;
};

// The examples as people know them (issue 40: the menu listed file names, "default"): the
// title and description each file states, in title order; a file without a title shows its
// name. Only those two members are read here; the file is checked whole when it is opened.
std::vector<Example> exampleTitles(const QFileInfoList& files) {
  std::vector<Example> examples;
  for (const QFileInfo& info : files) {
    QFile file(info.absoluteFilePath());
    const QJsonObject json = file.open(QIODevice::ReadOnly)
                                 ? QJsonDocument::fromJson(file.readAll()).object()
                                 : QJsonObject();
    const QString title = json.value(QStringLiteral("name")).toString().trimmed();
    examples.push_back({title.isEmpty() ? info.completeBaseName() : title,
                        json.value(QStringLiteral("description")).toString(),
                        info.absoluteFilePath()});
  }
  std::sort(examples.begin(), examples.end(), [](const Example& a, const Example& b) {
    return QString::localeAwareCompare(a.title, b.title) < 0;
  });
  return examples;
}
} // namespace

bool MainWindow::maybeSave() {
  if (!m_document->isModified() || m_quiet) return true;
  const auto answer = plainMessage(
      this, QMessageBox::Warning, tr("Unsaved changes"),
      tr("“%1” has changes that are not saved. Save them first?").arg(m_document->displayName()),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void MainWindow::newDocument() {
  if (maybeSave()) setDocument(Document::createEmpty(m_catalog));
}

void MainWindow::closeDocument() { newDocument(); }

void MainWindow::openDialog() {
  if (!maybeSave()) return;
  const QString start = m_document->filePath().isEmpty()
                            ? readSetting(QStringLiteral("lastFolder")).toString()
                            : QFileInfo(m_document->filePath()).absolutePath();
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Topology"), start, fileFilter());
  if (!path.isEmpty()) openFile(path, false);
}

bool MainWindow::openFile(const QString& path, bool askToSave) {
  if (askToSave && !maybeSave()) return false;
  auto outcome = Document::load(path, m_catalog);
  if (!outcome.document) {
    m_lastLoadMessages = outcome.messages;
    showLoadFailure(path, outcome.messages);
    return false;
  }
  m_lastLoadMessages.clear();
  // Asked once the file is known to load: a file that does not load needs no lock.
  const auto claim = claimFile(path);
  if (!claim) return false;
  outcome.document->setFileLock(claim->lock);
  outcome.document->setReadOnly(claim->readOnly);
  setDocument(std::move(outcome.document));
  m_recent->add(m_document->filePath());
  storeSetting(QStringLiteral("lastFolder"), QFileInfo(path).absolutePath());
  statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
  return true;
}

void MainWindow::showLoadFailure(const QString& path, const QStringList& messages) {
  statusBar()->showMessage(tr("Could not open %1").arg(QFileInfo(path).fileName()), 10000);
  if (m_quiet) return;
  QMessageBox box(QMessageBox::Warning, tr("Cannot open file"),
                  tr("“%1” could not be opened. The open document is unchanged.")
                      .arg(QDir::toNativeSeparators(path)),
                  QMessageBox::Ok, this);
  box.setInformativeText(messages.mid(0, 8).join(QLatin1Char('\n')));
  if (messages.size() > 8) box.setDetailedText(messages.join(QLatin1Char('\n')));
  makePlain(box); // the messages quote what the file says
  box.exec();
}

void MainWindow::showCatalogProblems(const QStringList& messages) {
  if (messages.isEmpty()) return;
  statusBar()->showMessage(tr("The component catalog has %n problem(s); documents that use an "
                              "entry left out will not open",
                              nullptr, static_cast<int>(messages.size())),
                           15000);
  if (m_quiet) return;
  QMessageBox box(QMessageBox::Warning, tr("Catalog problems"),
                  tr("The component catalog has problems. Entries with an error were left out: "
                     "a document that uses one of them will not open until the entry is fixed."),
                  QMessageBox::Ok, this);
  box.setInformativeText(messages.mid(0, 8).join(QLatin1Char('\n')));
  if (messages.size() > 8) box.setDetailedText(messages.join(QLatin1Char('\n')));
  makePlain(box); // the messages quote what the catalog files say
  box.exec();
}

void MainWindow::openExample(const QString& path) {
  if (!maybeSave()) return;
  auto outcome = Document::load(path, m_catalog);
  if (!outcome.document) return showLoadFailure(path, outcome.messages);
  // An example opens as a new, untitled document so that saving never writes into the
  // installed examples.
  outcome.document->setFilePath({});
  setDocument(std::move(outcome.document));
}

void MainWindow::importSite() {
  if (!maybeSave()) return;
  SiteImportDialog dialog(m_catalog, this);
  if (dialog.exec() != QDialog::Accepted) return;
  auto topology = dialog.takeDocument();
  if (!topology) return;
  // Untitled and unsaved: closing asks, and Save asks where to write it.
  auto document = std::make_unique<Document>(std::move(topology));
  document->markModified();
  setDocument(std::move(document));
  m_canvas->fitToContents();
  statusBar()->showMessage(
      tr("Imported %1").arg(QString::fromStdString(siteimport::importSummary(dialog.result()))),
      10000);
}

void MainWindow::fillExamplesMenu() {
  m_examplesMenu->clear();
  const QDir folder(examplesFolder());
  auto examples =
      exampleTitles(folder.entryInfoList({QStringLiteral("*.tapeflow")}, QDir::Files, QDir::Name));
  for (const auto& example : examples) {
    const QString path = example.path;
    // The title as menu text: "&" is a mnemonic to QAction, not part of a file's title.
    QString text = example.title;
    QAction* action =
        m_examplesMenu->addAction(text.replace(QLatin1Char('&'), QStringLiteral("&&")), this,
                                  [this, path] { openExample(path); });
    action->setToolTip(plainToolTip(example.description));
    action->setStatusTip(example.description);
  }
  m_examplesMenu->setToolTipsVisible(true);
  if (examples.empty()) m_examplesMenu->addAction(tr("No examples installed"))->setEnabled(false);
}

bool MainWindow::save() {
  if (m_document->filePath().isEmpty()) return saveAs();
  return saveTo(m_document->filePath());
}

bool MainWindow::saveAs() {
  QString start = m_document->filePath();
  if (start.isEmpty())
    start = readSetting(QStringLiteral("lastFolder")).toString() + QLatin1Char('/') +
            tr("untitled.tapeflow");
  QString path = QFileDialog::getSaveFileName(this, tr("Save Topology"), start, fileFilter());
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".tapeflow");
  return saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
  const auto claim = claimForSave(path);
  if (!claim) return false;
  QString error;
  if (!m_document->save(path, &error)) {
    statusBar()->showMessage(tr("Could not save %1: %2").arg(path, error), 10000);
    if (!m_quiet)
      plainMessage(this, QMessageBox::Warning, tr("Cannot save"),
                   tr("“%1” could not be saved: %2").arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  m_document->setFileLock(claim->lock); // and the previous file's lock goes
  m_document->setReadOnly(false);
  m_recent->add(m_document->filePath());
  statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
  return true;
}

void MainWindow::revert() {
  if (m_document->filePath().isEmpty() || !m_document->isModified()) return;
  if (!m_quiet &&
      plainMessage(this, QMessageBox::Question, tr("Revert"),
                   tr("Discard all changes since “%1” was saved?").arg(m_document->displayName()),
                   QMessageBox::Yes | QMessageBox::No) != QMessageBox::Yes)
    return;
  openFile(m_document->filePath(), false);
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybeSave()) return event->ignore();
  m_autosaver->discard(); // saved or discarded: nothing is left to recover
  writeSettings();
  event->accept();
}

void MainWindow::readSettings() {
  restoreGeometry(readSetting(QStringLiteral("window/geometry")).toByteArray());
  restoreState(readSetting(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::writeSettings() const {
  storeSettings({{QStringLiteral("window/geometry"), saveGeometry()},
                 {QStringLiteral("window/state"), saveState()}});
}

} // namespace tapeflow::editor
