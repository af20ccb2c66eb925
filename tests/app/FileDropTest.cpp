// Dropping a .tapeflow file on the window opens it (issue 17), asking first about unsaved
// changes like File ▸ Open; other drops (a text file) are refused, so the drag shows "no".

#include "FileDrop.h"
#include "CanvasView.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "undo/RenameNodeCommand.h"

#include <QApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

using namespace tapeflow;
using editor::MainWindow;

namespace {

// Drags `path` over the canvas and drops it there, as a file manager does; true when both the
// drag and the drop were accepted.
bool dropOnCanvas(MainWindow& window, const QString& path) {
  QMimeData data;
  data.setUrls({QUrl::fromLocalFile(path)});
  QWidget* target = window.canvas()->viewport();
  const QPointF at = QPointF(target->rect().center());
  QDragEnterEvent enter(at.toPoint(), Qt::CopyAction | Qt::MoveAction, &data, Qt::LeftButton,
                        Qt::NoModifier);
  QApplication::sendEvent(target, &enter);
  if (!enter.isAccepted()) return false;
  QDropEvent drop(at, Qt::CopyAction | Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &drop);
  return drop.isAccepted();
}

// Clicks `button` of the message box that the next event-loop turn shows.
void answer(QMessageBox::StandardButton button) {
  QTimer::singleShot(0, [button] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    QVERIFY(box);
    box->button(button)->click();
  });
}

} // namespace

class FileDropTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString m_dropped;

private slots:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    m_dropped = m_dir.filePath(QStringLiteral("dropped.tapeflow"));
    QVERIFY(QFile::copy(test::localBackupPath(), m_dropped));
  }

  void droppedTopologyFileOpens() {
    MainWindow window(test::fixtureCatalog());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->topology().nodes().empty());
    QVERIFY(dropOnCanvas(window, m_dropped));
    QTRY_COMPARE(window.document()->filePath(), m_dropped);
    QVERIFY(!window.document()->topology().nodes().empty());
  }

  void unsavedChangesAreAskedAboutFirst() {
    MainWindow window(test::fixtureCatalog());
    QVERIFY(window.openFile(test::localBackupPath(), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", "Unsaved"));

    QVERIFY(dropOnCanvas(window, m_dropped));
    answer(QMessageBox::Cancel); // after the drop's own turn, which shows the question
    QTest::qWait(50);
    QCOMPARE(window.document()->filePath(), test::localBackupPath());
    QCOMPARE(window.document()->topology().node("srv")->name, std::string("Unsaved"));

    QVERIFY(dropOnCanvas(window, m_dropped));
    answer(QMessageBox::Discard);
    QTRY_COMPARE(window.document()->filePath(), m_dropped);
    QVERIFY(!window.isWindowModified());
  }

  void otherFilesAreRefused() {
    MainWindow window(test::fixtureCatalog());
    window.setQuiet(true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(!dropOnCanvas(window, text));
    QMimeData twoFiles;
    twoFiles.setUrls({QUrl::fromLocalFile(text), QUrl::fromLocalFile(m_dropped)});
    QCOMPARE(editor::FileDrop::topologyFile(&twoFiles), m_dropped);
    QMimeData remote;
    remote.setUrls({QUrl(QStringLiteral("https://example.org/a.tapeflow"))});
    QVERIFY(editor::FileDrop::topologyFile(&remote).isEmpty());
  }
};

QTEST_MAIN(FileDropTest)
#include "FileDropTest.moc"
