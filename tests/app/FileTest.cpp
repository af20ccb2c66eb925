// Files: save and reopen give the same document, the title shows the file and the unsaved
// mark, a file that does not load leaves the open document untouched and keeps the model's
// messages, and opened files go to the recent list.

#include "MainWindow.h"
#include "RecentFiles.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "scene/DiagramScene.h"
#include "undo/RenameNodeCommand.h"

#include <QAbstractButton>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace tapeflow;
using editor::MainWindow;

class FileTest : public QObject {
  Q_OBJECT

private slots:
  void saveAndReopenGiveTheSameDocument() {
    QTemporaryDir folder;
    MainWindow window(test::fixtureCatalog());
    window.setQuiet(true);
    QVERIFY(window.openFile(test::localBackupPath(), false));
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", "Renamed"));
    QVERIFY(window.isWindowModified());
    const QString path = folder.filePath(QStringLiteral("copy.tapeflow"));
    QVERIFY(window.saveTo(path));
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("copy.tapeflow")));
    const QString saved = test::text(window.document()->topology());

    MainWindow other(test::fixtureCatalog());
    other.setQuiet(true);
    QVERIFY(other.openFile(path, false));
    QCOMPARE(test::text(other.document()->topology()), saved);
    QCOMPARE(other.document()->topology().node("srv")->name, std::string("Renamed"));
    QVERIFY(editor::RecentFiles().files().contains(QFileInfo(path).absoluteFilePath()));
  }

  void aCorruptFileLeavesTheDocumentUntouched() {
    QTemporaryDir folder;
    MainWindow window(test::fixtureCatalog());
    window.setQuiet(true);
    QVERIFY(window.openFile(test::localBackupPath(), false));
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", "Edited"));
    const editor::Document* before = window.document();
    const QString text = test::text(window.document()->topology());

    const QString bad = folder.filePath(QStringLiteral("bad.tapeflow"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QFile original(test::localBackupPath());
    QVERIFY(original.open(QIODevice::ReadOnly));
    // A dangling link and a truncated end.
    QByteArray bytes = original.readAll().replace("\"pci:host\"", "\"nowhere:host\"");
    file.write(bytes.left(bytes.size() - 20));
    file.close();

    QVERIFY(!window.openFile(bad, false));
    QCOMPARE(window.document(), before);
    QCOMPARE(test::text(window.document()->topology()), text);
    QVERIFY(window.isWindowModified());
    QVERIFY(!window.lastLoadMessages().isEmpty());
    QVERIFY(
        window.lastLoadMessages().join(QLatin1Char('\n')).contains(QStringLiteral("bad.tapeflow")));

    // The same with a well-formed file that the model refuses: the message names the place.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    QVERIFY(!window.openFile(bad, false));
    QVERIFY(window.lastLoadMessages().join(QLatin1Char('\n')).contains(QStringLiteral("/links/0")));
    QCOMPARE(test::text(window.document()->topology()), text);
  }

  void titleShowsTheFileAndTheUnsavedMark() {
    MainWindow window(test::fixtureCatalog());
    window.setQuiet(true);
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled")));
    QVERIFY(window.openFile(test::localBackupPath(), false));
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("local-backup.tapeflow[*]")));
    QVERIFY(!window.isWindowModified());
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", "X"));
    QVERIFY(window.isWindowModified());
    window.document()->undoStack()->undo();
    QVERIFY(!window.isWindowModified());
  }

  void newWithUnsavedChangesAsksFirst() {
    MainWindow window(test::fixtureCatalog());
    QVERIFY(window.openFile(test::localBackupPath(), false));
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", "Unsaved"));
    const auto answer = [](QMessageBox::StandardButton button) {
      QTimer::singleShot(0, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("local-backup.tapeflow")));
        box->button(button)->click();
      });
    };
    answer(QMessageBox::Cancel);
    window.action(QStringLiteral("new"))->trigger();
    QCOMPARE(window.document()->topology().node("srv")->name, std::string("Unsaved"));
    answer(QMessageBox::Discard);
    window.action(QStringLiteral("new"))->trigger();
    QVERIFY(window.document()->topology().nodes().empty());
    QVERIFY(!window.isWindowModified());
  }

  void catalogProblemsAreShownInTheWindow() {
    // Issue 37: a user catalog entry's error was on standard error only.
    MainWindow window(test::fixtureCatalog());
    window.setQuiet(true);
    window.showCatalogProblems({QStringLiteral("my.json: /entries/0: error: bad")});
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("1 problem")));
    MainWindow asking(test::fixtureCatalog());
    QString shown;
    QTimer::singleShot(0, [&shown] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      QVERIFY(box);
      shown = box->informativeText();
      box->accept();
    });
    asking.showCatalogProblems({QStringLiteral("my.json: /entries/0: error: <b>bad</b>")});
    QCOMPARE(shown, QStringLiteral("my.json: /entries/0: error: <b>bad</b>"));
  }

  void revertReloadsTheFile() {
    MainWindow window(test::fixtureCatalog());
    window.setQuiet(true);
    QVERIFY(window.openFile(test::localBackupPath(), false));
    const QString text = test::text(window.document()->topology());
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", "X"));
    window.action(QStringLiteral("revert"))->trigger();
    QCOMPARE(test::text(window.document()->topology()), text);
    QVERIFY(!window.isWindowModified());
  }
};

QTEST_MAIN(FileTest)
#include "FileTest.moc"
