// Editing gestures beyond linking: in-place rename (double-click, F2, Escape), snap to grid,
// align and distribute, pan with the middle button, the rate unit, and the user's own catalog
// entries in the palette.

#include "CanvasView.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "palette/PaletteDock.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"

#include <QActionGroup>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTreeWidgetItem>
#include <QUndoStack>

using namespace tapeflow;
using editor::MainWindow;

class EditingTest : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> m_window;

  editor::CanvasView* canvas() const { return m_window->canvas(); }
  const topology::Topology& topology() const { return m_window->document()->topology(); }
  QPoint titlePoint(const std::string& node) const {
    const auto* item = m_window->scene()->nodeItem(node);
    return canvas()->mapFromScene(item->mapToScene(item->titleRect().center()));
  }

private slots:
  void init() {
    m_window = test::openFixtureWindow();
    QVERIFY(m_window);
    canvas()->setZoom(1.0);
    canvas()->centerOn(0, 240);
  }
  void cleanup() { m_window.reset(); }

  void doubleClickRenamesInPlace() {
    QTest::mouseDClick(canvas()->viewport(), Qt::LeftButton, {}, titlePoint("hba"));
    auto* editor = canvas()->viewport()->findChild<QLineEdit*>(QStringLiteral("renameEditor"));
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("53c875"));
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("Tape HBA"));
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(topology().node("hba")->name, std::string("Tape HBA"));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
  }

  void escapeLeavesTheNameAlone() {
    m_window->scene()->select({"hba"}, {});
    m_window->action(QStringLiteral("rename"))->trigger();
    auto* editor = canvas()->viewport()->findChild<QLineEdit*>(QStringLiteral("renameEditor"));
    QVERIFY(editor);
    QTest::keyClicks(editor, QStringLiteral("Nope"));
    QTest::keyClick(editor, Qt::Key_Escape);
    QCOMPARE(topology().node("hba")->name, std::string("53c875"));
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
  }

  void dragsSnapToTheGridUnlessSnapIsOff() {
    const QPoint from = titlePoint("dlt");
    QTest::mousePress(canvas()->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(canvas()->viewport(), from + QPoint(7, 3));
    QTest::mouseMove(canvas()->viewport(), from + QPoint(33, 13));
    QTest::mouseRelease(canvas()->viewport(), Qt::LeftButton, {}, from + QPoint(33, 13));
    QCOMPARE(topology().node("dlt")->position, (topology::Point{240, 380})); // from 233, 373
    m_window->action(QStringLiteral("snap"))->trigger();
    const QPoint again = titlePoint("dlt");
    QTest::mousePress(canvas()->viewport(), Qt::LeftButton, {}, again);
    QTest::mouseMove(canvas()->viewport(), again + QPoint(7, 3));
    QTest::mouseRelease(canvas()->viewport(), Qt::LeftButton, {}, again + QPoint(7, 3));
    QCOMPARE(topology().node("dlt")->position, (topology::Point{247, 383}));
  }

  void alignAndDistributeAreOneStepEach() {
    m_window->scene()->select({"srv", "pci", "array"}, {});
    m_window->editor()->align(editor::EditController::Align::Left);
    const auto left = [this](const std::string& id) {
      const auto* item = m_window->scene()->nodeItem(id);
      return item->mapRectToScene(item->cardRect()).left();
    };
    QCOMPARE(left("srv"), left("array"));
    QCOMPARE(left("pci"), left("array"));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    m_window->scene()->select({"srv", "hba", "dlt"}, {}); // at y 0, 240, 360
    m_window->editor()->distribute(Qt::Vertical);
    QCOMPARE(topology().node("hba")->position.y, 180.0);
    QCOMPARE(m_window->document()->undoStack()->count(), 2);
  }

  void middleButtonPans() {
    const int before = canvas()->horizontalScrollBar()->value();
    const QPoint from = canvas()->viewport()->rect().center();
    QTest::mousePress(canvas()->viewport(), Qt::MiddleButton, {}, from);
    QTest::mouseMove(canvas()->viewport(), from + QPoint(-100, 0));
    QTest::mouseRelease(canvas()->viewport(), Qt::MiddleButton, {}, from + QPoint(-100, 0));
    QCOMPARE(canvas()->horizontalScrollBar()->value(), before + 100);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
  }

  void rateUnitIsAnUndoableViewSetting() {
    QCOMPARE(m_window->scene()->nodeItem("dlt")->figure(), QStringLiteral("DLT 7000 · 18 GB/h"));
    QAction* mbps = nullptr;
    for (QAction* action : m_window->findChildren<QAction*>())
      if (action->data().toString() == QStringLiteral("MB/s")) mbps = action;
    QVERIFY(mbps);
    mbps->trigger();
    QCOMPARE(topology().view().rateUnit, std::string("MB/s"));
    QCOMPARE(m_window->scene()->nodeItem("dlt")->figure(), QStringLiteral("DLT 7000 · 5 MB/s"));
    m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->scene()->nodeItem("dlt")->figure(), QStringLiteral("DLT 7000 · 18 GB/h"));
  }

  void usersOwnEntriesAppearInThePalette() {
    QTemporaryDir user;
    QFile file(user.filePath(QStringLiteral("mine.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "tapeflow-catalog", "version": 1, "entries": [
      {"id": "my-drive", "kind": "tape-drive", "vendor": "Acme", "model": "Fast 1",
       "parameters": {"native_rate": {"value": "50 MB/s",
                      "source": {"basis": "assumption", "note": "mine"}}}}]})");
    file.close();
    Diagnostics diagnostics;
    auto catalog =
        catalog::Catalog::load((test::dataDir() + QStringLiteral("/catalog")).toStdString(),
                               user.path().toStdString(), diagnostics);
    QVERIFY2(!diagnostics.hasErrors(), diagnostics.toString().c_str());
    MainWindow window(catalog);
    QTreeWidgetItem* item = window.palette()->itemFor(QStringLiteral("my-drive"));
    QVERIFY(item);
    QVERIFY(item->text(0).contains(QStringLiteral("yours")));
    QCOMPARE(item->parent()->text(0), QStringLiteral("Tape"));
  }
};

QTEST_MAIN(EditingTest)
#include "EditingTest.moc"
