// Nothing the user saved is ever lost (issue 37): a save, an autosave or an export that fails on a
// full disk leaves the file as it was and says so; a second window on an open file opens it
// read-only; a save over a file that another window or program changed since asks first.
//
// A full disk is made with RLIMIT_FSIZE: past the limit a write fails (EFBIG) as it fails with
// ENOSPC on a full file system, at the same place (QSaveFile's flush when the file is small).
// The real full disk, a small tmpfs, is tried by hand under Xvfb (docs/benchmarks.md, issue 37).

#include "MainWindow.h"
#include "TestSupport.h"
#include "autosave/AutosaveStore.h"
#include "document/Document.h"
#include "files/AtomicWrite.h"
#include "files/FileGuard.h"
#include "files/Settings.h"
#include "undo/RenameNodeCommand.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLockFile>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>

using namespace tapeflow;
using editor::MainWindow;

namespace {

// While it lives, no file of this process can grow past `bytes`: writes beyond fail as on a disk
// that is full.
class FullDisk {
public:
  explicit FullDisk(rlim_t bytes) {
    getrlimit(RLIMIT_FSIZE, &m_saved);
    rlimit limit = m_saved;
    limit.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &limit);
    m_handler = std::signal(SIGXFSZ, SIG_IGN); // the write fails instead of killing the process
  }
  ~FullDisk() {
    setrlimit(RLIMIT_FSIZE, &m_saved);
    std::signal(SIGXFSZ, m_handler);
  }
  FullDisk(const FullDisk&) = delete;
  FullDisk& operator=(const FullDisk&) = delete;

private:
  rlimit m_saved{};
  void (*m_handler)(int) = SIG_DFL;
};

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

void rename(MainWindow& window, const char* name) {
  window.document()->undoStack()->push(
      new editor::RenameNodeCommand(window.document(), "srv", name));
}

// A copy of the fixture topology named `name` in `folder`; empty when it cannot be made.
QString copyOfFixture(const QTemporaryDir& folder, const char* name) {
  const QString path = folder.filePath(QString::fromLatin1(name));
  return QFile::copy(test::localBackupPath(), path) ? path : QString();
}

std::unique_ptr<MainWindow> quietWindow() {
  auto window = std::make_unique<MainWindow>(test::fixtureCatalog());
  window->setQuiet(true);
  return window;
}

// Clicks the button labelled `label` (mnemonics aside) of the next message box shown.
void answerNextBox(QString label, QString* text = nullptr) {
  label.remove(QLatin1Char('&'));
  QTimer::singleShot(0, [label, text] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    QVERIFY(box);
    if (text) *text = box->text();
    for (QAbstractButton* button : box->buttons())
      if (button->text().remove(QLatin1Char('&')) == label) return button->click();
    QFAIL(qPrintable(QStringLiteral("no button %1").arg(label)));
  });
}

} // namespace

class SafeSaveTest : public QObject {
  Q_OBJECT

private slots:
  void aSaveOnAFullDiskKeepsTheFileAndSaysSo() {
    QTemporaryDir folder;
    auto window = quietWindow();
    QVERIFY(window->openFile(test::localBackupPath(), false));
    const QString path = folder.filePath(QStringLiteral("user.tapeflow"));
    QVERIFY(window->saveTo(path));
    const QByteArray saved = readAll(path);
    QVERIFY(saved.size() > 1024);

    rename(*window, "Edited on a full disk");
    bool ok = true;
    {
      const FullDisk full(512);
      ok = window->saveTo(path);
    }
    QVERIFY(!ok);
    QCOMPARE(readAll(path), saved);
    QVERIFY(window->document()->isModified());
    const QString said = window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("the file was not changed")), qPrintable(said));
    QVERIFY(!said.startsWith(QStringLiteral("Saved")));
    // No temporary file is left beside it: only the file and its lock.
    QCOMPARE(
        QDir(folder.path()).entryList(QDir::Files | QDir::Hidden),
        QStringList({QStringLiteral(".~lock.user.tapeflow#"), QStringLiteral("user.tapeflow")}));

    QVERIFY(window->saveTo(path)); // room again: the edit is saved
    QVERIFY(readAll(path).contains("Edited on a full disk"));
  }

  void settingsOnAFullDiskKeepTheirFileAndSaySo() {
    auto window = quietWindow();
    // A settings file well over the limit below, so that writing it must fail.
    QVERIFY(editor::storeSetting(QStringLiteral("test/padding"), QString(4096, QLatin1Char('x'))));
    const QString path = editor::settingsFilePath();
    const QByteArray kept = readAll(path);
    QVERIFY(kept.size() > 4096);
    bool ok = true;
    {
      const FullDisk full(1024);
      ok = editor::storeSetting(QStringLiteral("lastFolder"), QStringLiteral("/somewhere/else"));
    }
    QVERIFY(!ok);
    QCOMPARE(readAll(path), kept);
    const QString said = window->statusBar()->currentMessage();
    QVERIFY2(said.startsWith(QStringLiteral("Settings could not be saved to ")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("the file was not changed")), qPrintable(said));
    // The mark stays after the message is gone, until a write holds.
    const auto* mark = window->findChild<QLabel*>(QStringLiteral("settingsWarning"));
    QVERIFY(mark && mark->isVisibleTo(window.get()));
    QVERIFY(mark->toolTip().contains(QStringLiteral("the file was not changed")));
    QVERIFY(editor::removeSetting(QStringLiteral("test/padding")));
    QVERIFY(readAll(path).size() < kept.size());
    QVERIFY(!mark->isVisibleTo(window.get()));
  }

  void settingsOfEarlierVersionsAreCarriedOver() {
    QFile::remove(editor::settingsFilePath());
    {
      // Where builds before issue 37 kept them.
      QSettings native(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("Tapeflow"),
                       QStringLiteral("Tapeflow"));
      native.setValue(QStringLiteral("test/earlier"), QStringLiteral("kept from before"));
    }
    QCOMPARE(editor::readSetting(QStringLiteral("test/earlier")).toString(),
             QStringLiteral("kept from before"));
    QVERIFY(editor::storeSetting(QStringLiteral("test/later"), 2));
    QSettings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("Tapeflow"),
              QStringLiteral("Tapeflow"))
        .remove(QStringLiteral("test/earlier"));
    QCOMPARE(editor::readSetting(QStringLiteral("test/earlier")).toString(),
             QStringLiteral("kept from before"));
    QCOMPARE(editor::readSetting(QStringLiteral("test/later")).toInt(), 2);
    QVERIFY(editor::removeSetting(QStringLiteral("test/earlier")));
    QVERIFY(editor::removeSetting(QStringLiteral("test/later")));
  }

  void aNewFileOnAFullDiskIsNotMade() {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("new.csv"));
    QString error;
    {
      const FullDisk full(100);
      error = editor::writeFileAtomically(path, QByteArray(5000, 'x'));
    }
    QVERIFY2(error.contains(QStringLiteral("no file was made")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(QDir(folder.path()).isEmpty());
  }

  void anAutosaveOnAFullDiskKeepsTheEarlierOne() {
    QTemporaryDir folder;
    const editor::AutosaveStore store(folder.path());
    editor::AutosaveEntry entry;
    entry.id = QStringLiteral("entry");
    entry.displayName = QStringLiteral("user.tapeflow");
    QString error;
    QVERIFY(store.write(entry, QByteArray(4000, 'a'), &error));
    const QByteArray sidecar = readAll(folder.filePath(QStringLiteral("entry.json")));
    bool ok = true;
    {
      const FullDisk full(1024);
      ok = store.write(entry, QByteArray(4000, 'b'), &error);
    }
    QVERIFY(!ok);
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(store.contentPath(QStringLiteral("entry"))), QByteArray(4000, 'a'));
    QCOMPARE(readAll(folder.filePath(QStringLiteral("entry.json"))), sidecar);
  }

  void aReportOnAFullDiskKeepsTheEarlierReport() {
    QTemporaryDir folder;
    auto window = quietWindow();
    QVERIFY(window->openFile(test::localBackupPath(), false));
    const QString path = folder.filePath(QStringLiteral("report.pdf"));
    QString error;
    QTRY_VERIFY(window->exportReportTo(path, {}, &error)); // once the results are ready
    const QByteArray report = readAll(path);
    QVERIFY(report.startsWith("%PDF"));
    bool ok = true;
    {
      const FullDisk full(static_cast<rlim_t>(report.size() / 2));
      ok = window->exportReportTo(path, {}, &error);
    }
    QVERIFY(!ok);
    QVERIFY2(error.contains(QStringLiteral("the file was not changed")), qPrintable(error));
    QCOMPARE(readAll(path), report);
  }

  void aFullDiskIsNamedWithItsFreeSpace() {
    QCOMPARE(editor::writeFailure(QStringLiteral("No space left on device"), 0,
                                  QStringLiteral("/home"), true),
             QStringLiteral("the disk is full: 0 bytes free on /home; the file was not changed. "
                            "Free some space, or save to another disk."));
    QCOMPARE(editor::writeFailure(QStringLiteral("Permission denied"), qint64(1) << 40,
                                  QStringLiteral("/"), false),
             QStringLiteral("Permission denied; no file was made."));
  }

  void aSecondWindowOpensTheFileReadOnly() {
    QTemporaryDir folder;
    const QString path = copyOfFixture(folder, "shared.tapeflow");
    QVERIFY(!path.isEmpty());
    auto first = quietWindow();
    QVERIFY(first->openFile(path, false));
    QVERIFY(!first->document()->isReadOnly());
    QVERIFY(QFile::exists(editor::lockPathOf(path)));

    auto second = quietWindow();
    QVERIFY(second->openFile(path, false));
    QVERIFY(second->document()->isReadOnly());
    QVERIFY(second->windowTitle().contains(QStringLiteral("(read-only)")));
    rename(*second, "The second window's edit");
    QVERIFY(!second->saveTo(path));
    QVERIFY(second->statusBar()->currentMessage().contains(QStringLiteral("read-only")));

    rename(*first, "The first window's edit");
    QVERIFY(first->saveTo(path));
    const QByteArray firstSaved = readAll(path);
    first.reset(); // closed: its lock goes
    QVERIFY(!QFile::exists(editor::lockPathOf(path)));

    // The lock is free now, but the file is not what the second window read: it does not
    // overwrite the first window's saved edit without asking.
    QVERIFY(!second->saveTo(path));
    QCOMPARE(readAll(path), firstSaved);
    QVERIFY(second->statusBar()->currentMessage().contains(QStringLiteral("changed on disk")));
    // Save As elsewhere keeps the second window's work, and that file is its own from then on.
    const QString elsewhere = folder.filePath(QStringLiteral("mine.tapeflow"));
    QVERIFY(second->saveTo(elsewhere));
    QVERIFY(!second->document()->isReadOnly());
    QVERIFY(!second->windowTitle().contains(QStringLiteral("(read-only)")));
    QVERIFY(QFile::exists(editor::lockPathOf(elsewhere)));
  }

  void aSaveOverAFileChangedOnDiskAsksFirst() {
    QTemporaryDir folder;
    const QString path = copyOfFixture(folder, "user.tapeflow");
    QVERIFY(!path.isEmpty());
    MainWindow window(test::fixtureCatalog());
    QVERIFY(window.openFile(path, false));
    rename(window, "Mine");
    QVERIFY(window.saveTo(path)); // its own save: no question
    rename(window, "Mine again");
    QVERIFY(window.saveTo(path));

    // Another program writes the file (a copy opened anyway, an editor, a sync tool).
    QByteArray theirs = readAll(path);
    theirs.replace("Mine again", "Theirs");
    QVERIFY(writeAll(path, theirs));
    rename(window, "Mine once more");
    QString asked;
    answerNextBox(QMessageBox::tr("Cancel"), &asked);
    QVERIFY(!window.saveTo(path));
    QVERIFY(asked.contains(QStringLiteral("was changed on disk")));
    QCOMPARE(readAll(path), theirs);
    answerNextBox(QMessageBox::tr("Save"));
    QVERIFY(window.saveTo(path));
    QVERIFY(readAll(path).contains("Mine once more"));
  }

  void theFileInUseDialogNamesTheHolderAndOpensAnyway() {
    QTemporaryDir folder;
    const QString path = copyOfFixture(folder, "shared.tapeflow");
    QVERIFY(!path.isEmpty());
    auto first = quietWindow();
    QVERIFY(first->openFile(path, false));

    MainWindow second(test::fixtureCatalog());
    QString asked;
    answerNextBox(MainWindow::tr("Open &Anyway"), &asked);
    QVERIFY(second.openFile(path, false));
    QVERIFY(
        asked.contains(QStringLiteral("(process %1 on ").arg(QCoreApplication::applicationPid())));
    QVERIFY(!second.document()->isReadOnly());
    answerNextBox(QMessageBox::tr("Cancel"));
    QVERIFY(!second.openFile(path, false)); // cancelled: the open document stays
    QCOMPARE(second.document()->filePath(), QFileInfo(path).absoluteFilePath());

    // Opened anyway, it still cannot save while the first window holds the file.
    rename(second, "Anyway");
    answerNextBox(QMessageBox::tr("OK"), &asked);
    QVERIFY(!second.saveTo(path));
    QVERIFY(asked.contains(QStringLiteral("was not saved")));
  }

  void aLockLeftByADeadInstanceIsTakenOver() {
    QTemporaryDir folder;
    const QString path = copyOfFixture(folder, "user.tapeflow");
    QVERIFY(!path.isEmpty());
    // A lock naming a process that has ended, on this host, as a crash leaves it.
    {
      QLockFile probe(editor::lockPathOf(path));
      QVERIFY(probe.tryLock(0));
      QByteArray text = readAll(editor::lockPathOf(path));
      probe.unlock();
      text.replace(QByteArray::number(QCoreApplication::applicationPid()), "999999999");
      QVERIFY(writeAll(editor::lockPathOf(path), text));
    }
    auto window = quietWindow();
    QVERIFY(window->openFile(path, false));
    QVERIFY(!window->document()->isReadOnly());
    QVERIFY(window->document()->fileLock());
  }
};

QTEST_MAIN(SafeSaveTest)
#include "SafeSaveTest.moc"
