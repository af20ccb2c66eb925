// File ▸ Import ▸ Bareos/Bacula Configuration… (issue 42): the dialog previews what a
// configuration gives before it is imported, says every assumption and problem as plain text,
// and the import opens as a new, untitled document with unsaved changes.

#include "TestSupport.h"

#include "MainWindow.h"
#include "Translations.h"
#include "document/Document.h"
#include "files/SiteImportDialog.h"

#include "catalog/Catalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>

using namespace tapeflow;
using namespace tapeflow::editor;

namespace {

QString resourceDir() { return QString::fromStdString(catalog::defaultResourceDir()); }

QString testData(const QString& relative) {
  return QStringLiteral(TAPEFLOW_TEST_DATA_DIR "/") + relative;
}

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  static const auto catalog = [] {
    Diagnostics diagnostics;
    return std::shared_ptr<const catalog::Catalog>(catalog::Catalog::load(
        (resourceDir() + QStringLiteral("/catalog")).toStdString(), {}, diagnostics));
  }();
  return catalog;
}

QString summary(const SiteImportDialog& dialog) {
  return dialog.findChild<QLabel*>(QStringLiteral("importSummary"))->text();
}

QString details(const SiteImportDialog& dialog) {
  return dialog.findChild<QPlainTextEdit*>(QStringLiteral("importDetails"))->toPlainText();
}

bool canImport(const SiteImportDialog& dialog) {
  return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
}

void grab(QWidget& widget, const QString& name) {
  const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
  if (grabs.isEmpty()) return; // looking at it: TAPEFLOW_GRAB_DIR=/tmp/x
  widget.show();
  QCoreApplication::processEvents();
  widget.grab().save(grabs + QLatin1Char('/') + name);
}

} // namespace

class SiteImportTest : public QObject {
  Q_OBJECT

private slots:
  // English plurals ("2 imported jobs"), as the app speaks to a user of any unknown language.
  void initTestCase() { QVERIFY(!installTranslations(QLocale::c())); }

  void previewsASiteAndItsAssumptions() {
    SiteImportDialog dialog(shippedCatalog());
    QVERIFY(!canImport(dialog));
    QCOMPARE(summary(dialog), QStringLiteral("Choose a configuration file or folder."));
    dialog.setConfigPath(testData(QStringLiteral("bareos/lto-site")));
    dialog.setHistoryPath(testData(QStringLiteral("siteimport/lto-site-llist-jobs.txt")));
    QVERIFY(canImport(dialog));
    QVERIFY2(summary(dialog).startsWith(QStringLiteral(
                 "Imports 3 clients, 1 storage daemon, 4 drives, 3 jobs, 1 schedule;")),
             qPrintable(summary(dialog)));
    QVERIFY(details(dialog).contains(QStringLiteral("Network: every client and storage daemon on "
                                                    "one non-blocking 10 GbE switch")));
    QVERIFY(details(dialog).contains(QStringLiteral("Job history: 7 jobs read; 2 imported jobs")));
    // The network choice is the document's.
    dialog.findChild<QComboBox*>(QStringLiteral("network"))->setCurrentIndex(0);
    QVERIFY(details(dialog).contains(QStringLiteral("1 GbE switch")));
    grab(dialog, QStringLiteral("site-import-dialog.png"));
    auto topology = dialog.takeDocument();
    QVERIFY(topology);
    QVERIFY(topology->job("db1"));
  }

  void saysWhatCannotBeImported() {
    SiteImportDialog dialog(shippedCatalog());
    dialog.setConfigPath(testData(QStringLiteral("siteimport/missing-references.conf")));
    QVERIFY(canImport(dialog)); // one good job
    QVERIFY(details(dialog).contains(
        QStringLiteral("line 10: warning: job 'ghost' backs up client 'nowhere-fd'")));
    dialog.setConfigPath(testData(QStringLiteral("bareos/broken/unclosed-brace.conf")));
    QVERIFY(!canImport(dialog));
    QCOMPARE(summary(dialog), QStringLiteral("Nothing can be imported from this configuration."));
    QVERIFY(details(dialog).contains(QStringLiteral("no backup job could be imported")));
    dialog.setConfigPath(QStringLiteral("/nonexistent/bareos"));
    QVERIFY(!canImport(dialog));
  }

  // Closing hides the dialog and takes the focus out of a path field: its editingFinished must
  // not import into a dialog being destroyed (it did: a double free).
  void closingWithTheFocusInAPathField() {
    auto dialog = std::make_unique<SiteImportDialog>(shippedCatalog());
    dialog->setConfigPath(testData(QStringLiteral("bareos/lto-site")));
    dialog->show();
    QApplication::setActiveWindow(dialog.get());
    auto* path = dialog->findChild<QLineEdit*>(QStringLiteral("configPath"));
    path->setFocus();
    QCoreApplication::processEvents();
    QVERIFY(path->hasFocus());
    dialog.reset();
  }

  void importsAsANewUntitledDocument() {
    MainWindow window(shippedCatalog());
    window.setQuiet(true);
    QTimer::singleShot(0, [] {
      auto* dialog = qobject_cast<SiteImportDialog*>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      dialog->setConfigPath(testData(QStringLiteral("bareos/lto-site")));
      dialog->accept();
    });
    window.findChild<QAction*>(QStringLiteral("importBareos"))->trigger();
    const Document* document = window.document();
    QVERIFY(document);
    QVERIFY(document->filePath().isEmpty());
    QVERIFY(document->isModified());
    QCOMPARE(document->topology().jobs().size(), std::size_t(6)); // 3 jobs and their despools
    // The assumptions stay with the diagram: the inspector shows them with nothing selected.
    const auto* about = window.findChild<QLabel*>(QStringLiteral("documentDescription"));
    QVERIFY(about);
    QVERIFY(about->text().startsWith(QStringLiteral("Imported from a Bareos configuration")));
    QVERIFY(about->text().contains(QStringLiteral("Tape drives: IBM drives")));
    grab(window, QStringLiteral("site-imported.png"));
  }
};

QTEST_MAIN(SiteImportTest)
#include "SiteImportTest.moc"
