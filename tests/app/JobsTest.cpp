// The jobs dock and the volume's "Back up to" targets: jobs listed, added, edited through the
// inspector and removed, each one undo step.

#include "MainWindow.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "inspector/InspectorDock.h"
#include "inspector/JobForm.h"
#include "jobs/JobsDock.h"

#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>

using namespace tapeflow;
using editor::MainWindow;

class JobsTest : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> m_window;

private slots:
  void init() {
    m_window = std::make_unique<MainWindow>(test::fixtureCatalog());
    m_window->setQuiet(true);
    QVERIFY(m_window->openFile(test::localBackupPath(), false));
  }
  void cleanup() { m_window.reset(); }

  void tableListsTheJobs() {
    auto* model = m_window->jobs()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, editor::JobsModel::Name).data().toString(),
             QStringLiteral("Full backup"));
    QCOMPARE(model->index(0, editor::JobsModel::Source).data().toString(), QStringLiteral("D:"));
    QCOMPARE(model->index(0, editor::JobsModel::Target).data().toString(), QStringLiteral("DLT 1"));
    QCOMPARE(model->index(0, editor::JobsModel::Streams).data().toInt(), 2);
    m_window->jobs()->setFilter(editor::JobsModel::Filter::Restore);
    QCOMPARE(model->rowCount(), 0);
  }

  void backUpToOffersReachableDrives() {
    const auto targets = m_window->editor()->reachableTargets("vol");
    QCOMPARE(targets, (std::vector<std::string>{"dlt"}));
    m_window->editor()->addBackupJob("vol", "dlt");
    QCOMPARE(m_window->document()->topology().jobs().size(), std::size_t(2));
    QCOMPARE(m_window->jobs()->model()->rowCount(), 2);
    m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->jobs()->model()->rowCount(), 1);
  }

  void addEditRemove() {
    m_window->jobs()->findChild<QPushButton*>(QStringLiteral("addJob"))->click();
    QCOMPARE(m_window->document()->topology().jobs().size(), std::size_t(2));
    const std::string id = m_window->document()->topology().jobs().back().id;
    // Selected after adding: the inspector shows its form.
    QVERIFY(m_window->inspector()->jobForm() != nullptr);
    auto* streams = m_window->inspector()->jobForm()->findChild<QSpinBox*>();
    streams->setValue(4);
    emit streams->editingFinished();
    QCOMPARE(m_window->document()->topology().job(id)->options.streams, 4);
    m_window->jobs()->findChild<QPushButton*>(QStringLiteral("removeJob"))->click();
    QCOMPARE(m_window->document()->topology().jobs().size(), std::size_t(1));
    QCOMPARE(m_window->document()->undoStack()->count(), 3);
  }
};

QTEST_MAIN(JobsTest)
#include "JobsTest.moc"
