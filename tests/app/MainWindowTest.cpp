// The main window on the offscreen platform: it opens with its canvas, menus and status line.

#include "MainWindow.h"
#include "CanvasView.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using tapeflow::editor::CanvasView;
using tapeflow::editor::MainWindow;

class MainWindowTest : public QObject {
  Q_OBJECT

private slots:
  void opensWithCanvasAndTitle() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.canvas() != nullptr);
    QCOMPARE(window.centralWidget(), window.canvas());
    QVERIFY(window.windowTitle().contains(QStringLiteral("Tapeflow")));
    QVERIFY(!window.isWindowModified());
  }

  void hasFileViewHelpMenus() {
    MainWindow window;
    QStringList titles;
    const auto actions = window.menuBar()->actions();
    for (const QAction* action : actions) titles << action->text().remove(QLatin1Char('&'));
    QCOMPARE(titles,
             (QStringList{QStringLiteral("File"), QStringLiteral("View"), QStringLiteral("Help")}));
  }

  void statusLineShowsSummary() {
    MainWindow window;
    auto* summary = window.findChild<QLabel*>(QStringLiteral("summary"));
    QVERIFY(summary != nullptr);
    QCOMPARE(summary->text(), QStringLiteral("No jobs"));
  }

  void ctrlWheelZoomsWithinLimits() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CanvasView* canvas = window.canvas();
    const QPointF centre = canvas->viewport()->rect().center();
    auto wheel = [&](int delta) {
      QWheelEvent event(centre, canvas->viewport()->mapToGlobal(centre.toPoint()), QPoint(),
                        QPoint(0, delta), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                        false);
      QApplication::sendEvent(canvas->viewport(), &event);
    };
    wheel(120);
    QVERIFY(canvas->transform().m11() > 1.0);
    for (int i = 0; i < 100; ++i) wheel(120);
    QCOMPARE(canvas->transform().m11(), 8.0);
    for (int i = 0; i < 200; ++i) wheel(-120);
    QVERIFY(qFuzzyCompare(canvas->transform().m11(), 0.1));
  }
};

QTEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
