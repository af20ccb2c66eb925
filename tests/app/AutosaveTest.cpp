// Autosave and recovery (issue 21): the open document is autosaved one interval after an edit
// (not before, and never over the user's file), the autosave goes when the document is saved or
// closed, the start-up recovery offers only autosaves whose writer is dead, and a recovered
// document is the edited one, modified, with its original path.

#include "MainWindow.h"
#include "TestSupport.h"
#include "autosave/AutosaveStore.h"
#include "autosave/Autosaver.h"
#include "autosave/RecoveryDialog.h"
#include "document/Document.h"
#include "undo/RenameNodeCommand.h"

#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>

using namespace tapeflow;
using editor::AutosaveEntry;
using editor::AutosaveStore;
using editor::MainWindow;
using Choice = editor::RecoveryDialog::Choice;

namespace {

constexpr int kIntervalMs = 300;

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write("partial") > 0;
}

// The PID of a process that has ended.
qint64 deadPid() {
  QProcess process;
  process.start(QStringLiteral("true"), {});
  process.waitForStarted();
  const qint64 pid = process.processId();
  process.waitForFinished();
  return pid;
}

// Makes `lockPath` a lock left by a process that died: the text a QLockFile writes, with the
// PID of an ended process in place of ours.
bool writeDeadLock(const QString& lockPath) {
  const QString probePath = lockPath + QStringLiteral(".probe");
  QLockFile probe(probePath);
  if (!probe.tryLock(0)) return false;
  QList<QByteArray> lines = readAll(probePath).split('\n');
  probe.unlock();
  lines[0] = QByteArray::number(deadPid());
  QFile lock(lockPath);
  return lock.open(QIODevice::WriteOnly) && lock.write(lines.join('\n')) > 0;
}

// What a process killed after an autosave leaves behind: the autosave at `contentPath` and its
// sidecar, copied under a new id, with a dead writer's lock.
QString leaveAsCrashed(const AutosaveStore& store, const QString& contentPath) {
  const QString id = QStringLiteral("crashed");
  const QString sidecar =
      QString(contentPath).replace(QStringLiteral(".tapeflow"), QStringLiteral(".json"));
  QFile::copy(contentPath, store.contentPath(id));
  QFile::copy(sidecar, store.folder() + QStringLiteral("/crashed.json"));
  return writeDeadLock(store.folder() + QStringLiteral("/crashed.lock")) ? id : QString();
}

} // namespace

class AutosaveTest : public QObject {
  Q_OBJECT

private slots:
  void init() {
    // A data folder of this test's own, so that the autosave folder holds only what it wrote.
    QVERIFY(m_data.emplace().isValid());
    qputenv("XDG_DATA_HOME", m_data->path().toUtf8());
    QVERIFY(m_files.emplace().isValid());
    m_userFile = m_files->filePath(QStringLiteral("user.tapeflow"));
    QVERIFY(QFile::copy(test::localBackupPath(), m_userFile));
    m_userBytes = readAll(m_userFile);
  }

  void writtenOneIntervalAfterAnEditAndNotBefore() {
    auto window = openWindow();
    QVERIFY(window);
    auto* autosaver = window->autosaver();
    QTest::qWait(2 * kIntervalMs);
    QVERIFY2(!QFile::exists(autosaver->contentPath()), "an unedited document was autosaved");

    rename(*window, "Edited");
    QVERIFY(!QFile::exists(autosaver->contentPath())); // not before the interval
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosaver->contentPath()), 10 * kIntervalMs);
    QCOMPARE(readAll(autosaver->contentPath()), window->document()->text());
    QCOMPARE(readAll(m_userFile), m_userBytes); // never over the user's file

    const auto entries = AutosaveStore().orphans();
    QVERIFY2(entries.empty(), "a live window's autosave was offered for recovery");
  }

  void removedOnSaveOnUndoToTheFileAndOnClose() {
    auto window = openWindow();
    QVERIFY(window);
    auto* autosaver = window->autosaver();
    const QString path = autosaver->contentPath();

    rename(*window, "Edited");
    QVERIFY(autosaver->saveNow());
    // What a kill in the middle of an autosave leaves: QSaveFile's temporary file.
    QVERIFY(writeFile(path + QStringLiteral(".kQ3xZp")));
    QVERIFY(window->saveTo(m_userFile));
    QVERIFY(QDir(autosaver->store().folder()).isEmpty()); // content, sidecar and lock

    rename(*window, "Again");
    QVERIFY(autosaver->saveNow());
    window->document()->undoStack()->undo(); // back to what the file holds
    QVERIFY(!QFile::exists(path));

    rename(*window, "Once more");
    QVERIFY(autosaver->saveNow());
    QVERIFY(window->close()); // quiet: the unsaved change is discarded
    QVERIFY(QDir(autosaver->store().folder()).isEmpty());
  }

  void recoveryOffersDeadWritersOnly() {
    auto window = openWindow();
    QVERIFY(window);
    rename(*window, "Live");
    QVERIFY(window->autosaver()->saveNow());
    const AutosaveStore store;
    const QString crashed = leaveAsCrashed(store, window->autosaver()->contentPath());
    QVERIFY(!crashed.isEmpty());

    const auto entries = store.orphans();
    QCOMPARE(entries.size(), std::size_t(1));
    QCOMPARE(entries[0].id, crashed);
    QCOMPARE(entries[0].originalPath, QFileInfo(m_userFile).absoluteFilePath());
    QCOMPARE(entries[0].displayName, QStringLiteral("user.tapeflow"));
    QVERIFY(entries[0].savedAt.isValid());
    // Claimed by this call: a second instance looking now sees nothing to offer.
    QVERIFY(store.orphans().empty());
  }

  void theDialogShowsWhatAndWhenAsPlainText() {
    AutosaveEntry entry;
    entry.displayName = QStringLiteral("<b>bold</b> <img src=\"/dev/zero\">");
    entry.originalPath = QStringLiteral("/tmp/<i>x</i>.tapeflow");
    entry.savedAt = QDateTime(QDate(2026, 5, 4), QTime(3, 2));
    editor::RecoveryDialog dialog({entry});
    auto* row = dialog.list()->topLevelItem(0);
    QVERIFY(row);
    QCOMPARE(row->text(0), entry.displayName);
    QCOMPARE(row->text(1), entry.originalPath);
    QCOMPARE(row->text(2), QLocale().toString(entry.savedAt, QLocale::ShortFormat));
    QCOMPARE(dialog.selected(), std::vector<std::size_t>{0});
  }

  void recoveredDocumentIsTheEditedOne() {
    QString edited;
    QString crashed;
    {
      auto window = openWindow();
      QVERIFY(window);
      rename(*window, "Recovered name");
      QVERIFY(window->autosaver()->saveNow());
      edited = test::text(window->document()->topology());
      crashed = leaveAsCrashed(AutosaveStore(), window->autosaver()->contentPath());
    }
    QVERIFY(!crashed.isEmpty());

    MainWindow next(test::fixtureCatalog());
    next.setQuiet(true);
    next.offerRecovery(Choice::Recover);
    QCOMPARE(test::text(next.document()->topology()), edited);
    QVERIFY(next.document()->isModified());
    QCOMPARE(next.document()->filePath(), QFileInfo(m_userFile).absoluteFilePath());
    QCOMPARE(readAll(m_userFile), m_userBytes); // written only when the user saves
    // Safe again before any edit: held by this window's own autosave, the crashed one gone.
    QVERIFY(!QFile::exists(AutosaveStore().contentPath(crashed)));
    QCOMPARE(readAll(next.autosaver()->contentPath()), next.document()->text());

    QVERIFY(next.saveTo(next.document()->filePath()));
    QCOMPARE(QString::fromUtf8(readAll(m_userFile)), edited);
  }

  void discardDeletesAndLaterKeeps() {
    {
      auto window = openWindow();
      QVERIFY(window);
      rename(*window, "Crashed");
      QVERIFY(window->autosaver()->saveNow());
      const QString crashed = leaveAsCrashed(AutosaveStore(), window->autosaver()->contentPath());
      QVERIFY(!crashed.isEmpty());
      QVERIFY(writeFile(AutosaveStore().contentPath(crashed) + QStringLiteral(".Hw2pLq")));
    }
    MainWindow next(test::fixtureCatalog());
    next.setQuiet(true);
    next.offerRecovery(Choice::Later);
    QVERIFY(!next.document()->isModified());
    QCOMPARE(AutosaveStore().orphans().size(), std::size_t(1)); // kept, and released again
    next.offerRecovery(Choice::Discard);
    QVERIFY(AutosaveStore().orphans().empty());
    QVERIFY(QDir(AutosaveStore().folder()).isEmpty());
  }

private:
  std::unique_ptr<MainWindow> openWindow() {
    auto window = std::make_unique<MainWindow>(test::fixtureCatalog());
    window->setQuiet(true);
    window->autosaver()->setInterval(kIntervalMs);
    if (!window->openFile(m_userFile, false)) return nullptr;
    return window;
  }

  static void rename(MainWindow& window, const char* name) {
    window.document()->undoStack()->push(
        new editor::RenameNodeCommand(window.document(), "srv", name));
  }

  std::optional<QTemporaryDir> m_data;
  std::optional<QTemporaryDir> m_files;
  QString m_userFile;
  QByteArray m_userBytes;
};

QTEST_MAIN(AutosaveTest)
#include "AutosaveTest.moc"
