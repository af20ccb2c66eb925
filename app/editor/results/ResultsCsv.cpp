#include "ResultsCsv.h"

#include "SolverRunner.h"
#include "files/AtomicWrite.h"
#include "solver/ResultCsv.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include <sstream>

namespace tapeflow::editor {
namespace {

struct Words {
  Q_DECLARE_TR_FUNCTIONS(ResultsCsv)
};

QString suggestedPath(const QString& documentPath, CsvTable table) {
  const QString suffix =
      table == CsvTable::Jobs ? QStringLiteral("-jobs.csv") : QStringLiteral("-resources.csv");
  if (documentPath.isEmpty())
    return QDir::home().filePath(
        (table == CsvTable::Jobs ? Words::tr("jobs") : Words::tr("resources")) +
        QStringLiteral(".csv"));
  const QFileInfo document(documentPath);
  return document.dir().filePath(document.completeBaseName() + suffix);
}

void exportWithDialog(QWidget* window, const SolverRunner& runner, CsvTable table,
                      const QString& documentPath) {
  const QString title = table == CsvTable::Jobs ? Words::tr("Export Jobs as CSV")
                                                : Words::tr("Export Resources as CSV");
  QString path = QFileDialog::getSaveFileName(window, title, suggestedPath(documentPath, table),
                                              Words::tr("CSV table (*.csv)"));
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".csv");
  QString error;
  if (exportResultsCsv(runner, table, path, &error)) return;
  QMessageBox box(QMessageBox::Warning, title,
                  Words::tr("The results were not written to %1: %2")
                      .arg(QDir::toNativeSeparators(path), error),
                  QMessageBox::Ok, window);
  box.setTextFormat(Qt::PlainText);
  box.exec();
}

} // namespace

bool writeResultsCsv(const QString& path, CsvTable table, const solver::SolveResult& backup,
                     const solver::SolveResult* restore, QString* error) {
  std::ostringstream text;
  const bool jobs = table == CsvTable::Jobs;
  (jobs ? solver::printJobsCsvHeader : solver::printResourcesCsvHeader)(text);
  const auto print = jobs ? solver::printJobsCsv : solver::printResourcesCsv;
  print("backup", backup, text);
  if (restore) print("restore", *restore, text);
  const QString failed = writeFileAtomically(path, QByteArray::fromStdString(text.str()));
  if (!failed.isEmpty() && error) *error = failed;
  return failed.isEmpty();
}

bool exportResultsCsv(const SolverRunner& runner, CsvTable table, const QString& path,
                      QString* error) {
  QElapsedTimer waited;
  waited.start();
  while (runner.busy() && waited.elapsed() < 60000)
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents, 50);
  if (runner.busy() || !runner.backup()) {
    if (error) *error = Words::tr("the results are not ready yet");
    return false;
  }
  return writeResultsCsv(path, table, *runner.backup(), runner.restore(), error);
}

void addResultsCsvActions(QMenu* menu, QWidget* window, const SolverRunner* runner,
                          std::function<QString()> documentPath) {
  const std::pair<const char*, CsvTable> tables[] = {{"exportJobsCsv", CsvTable::Jobs},
                                                     {"exportResourcesCsv", CsvTable::Resources}};
  for (const auto& [name, table] : tables) {
    QAction* action = menu->addAction(table == CsvTable::Jobs ? Words::tr("&Jobs as CSV…")
                                                              : Words::tr("&Resources as CSV…"));
    action->setObjectName(QString::fromLatin1(name));
    QObject::connect(action, &QAction::triggered, window,
                     [window, runner, table = table, documentPath] {
                       exportWithDialog(window, *runner, table, documentPath());
                     });
  }
}

} // namespace tapeflow::editor
