// Copy, cut, paste and duplicate: the clipboard carries the selection's JSON, so a paste works
// in the same window, in another window, and refuses text that is not a topology.

#include "editing/Clipboard.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "scene/DiagramScene.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

#include <algorithm>
#include <set>

using namespace tapeflow;
using editor::MainWindow;

class ClipboardTest : public QObject {
  Q_OBJECT

  static std::unique_ptr<MainWindow> openWindow() {
    auto window = std::make_unique<MainWindow>(test::fixtureCatalog());
    window->setQuiet(true);
    if (!window->openFile(test::localBackupPath(), false)) qFatal("fixture");
    return window;
  }

  // Every node has a name and a place of its own.
  static bool namedApartAndNotStacked(const topology::Topology& topology) {
    std::set<std::string> names;
    std::set<std::pair<double, double>> places;
    for (const auto& node : topology.nodes()) {
      names.insert(node.name);
      places.insert({node.position.x, node.position.y});
    }
    return names.size() == topology.nodes().size() && places.size() == topology.nodes().size();
  }

private slots:
  void copyCarriesTheSelectionAsJson() {
    auto window = openWindow();
    window->scene()->select({"array", "vol"}, {});
    window->action(QStringLiteral("copy"))->trigger();
    const QMimeData* data = QApplication::clipboard()->mimeData();
    QVERIFY(data->hasFormat(editor::Clipboard::kMime));
    auto parsed = editor::Clipboard::parse(data, test::fixtureCatalog());
    QVERIFY2(parsed.topology, qPrintable(parsed.error));
    QCOMPARE(parsed.topology->nodes().size(), std::size_t(2));
    QCOMPARE(parsed.topology->links().size(), std::size_t(1)); // l5: both ends copied
    QVERIFY(data->text().contains(QStringLiteral("\"tapeflow-topology\"")));
  }

  void pasteAddsFreshIdsAsOneStepAndSelectsThem() {
    auto window = openWindow();
    window->scene()->select({"array", "vol"}, {});
    window->action(QStringLiteral("copy"))->trigger();
    const QString before = test::text(window->document()->topology());
    window->action(QStringLiteral("paste"))->trigger();
    const auto& topology = window->document()->topology();
    QCOMPARE(topology.nodes().size(), std::size_t(8));
    QCOMPARE(topology.links().size(), std::size_t(6));
    QCOMPARE(window->document()->undoStack()->count(), 1);
    const auto selected = window->scene()->selectedNodeIds();
    QCOMPARE(selected.size(), std::size_t(2));
    const auto* copy = topology.node(selected[0]);
    QCOMPARE(copy->entry, std::string("test-array"));
    QCOMPARE(copy->position.x, topology.node("array")->position.x + 40);
    window->document()->undoStack()->undo();
    QCOMPARE(test::text(window->document()->topology()), before);
  }

  void pasteIntoAnotherWindow() {
    auto source = openWindow();
    source->scene()->select({"dlt"}, {});
    source->action(QStringLiteral("cut"))->trigger();
    QVERIFY(source->document()->topology().node("dlt") == nullptr);
    MainWindow target(test::fixtureCatalog());
    target.action(QStringLiteral("paste"))->trigger();
    QCOMPARE(target.document()->topology().nodes().size(), std::size_t(1));
    QCOMPARE(target.document()->topology().nodes().front().entry, std::string("test-dlt"));
    QCOMPARE(target.document()->topology().nodes().front().name, std::string("DLT 1"));
  }

  void duplicateKeepsInnerLinks() {
    auto window = openWindow();
    window->scene()->select({"hba", "dlt"}, {});
    window->action(QStringLiteral("duplicate"))->trigger();
    QCOMPARE(window->document()->topology().nodes().size(), std::size_t(8));
    QCOMPARE(window->document()->topology().links().size(), std::size_t(6)); // the hba-dlt link
  }

  // A second duplicate lands clear of the first, and copies get names of their own.
  void copiesAreNamedApartAndDoNotStack() {
    auto window = openWindow();
    const auto& topology = window->document()->topology();
    for (int i = 0; i < 2; ++i) {
      window->scene()->select({"dlt"}, {});
      window->action(QStringLiteral("duplicate"))->trigger();
    }
    QVERIFY(namedApartAndNotStacked(topology));
    const auto named = [&](const char* name) {
      return std::any_of(topology.nodes().begin(), topology.nodes().end(),
                         [&](const auto& node) { return node.name == name; });
    };
    QVERIFY(named("DLT 1 2") && named("DLT 1 3"));
  }

  // "Add more like this": N copies of a group in a row, each with its inner link, one step.
  void addMoreLikeThisMakesRowsOfCopies() {
    auto window = openWindow();
    const auto& topology = window->document()->topology();
    const QString before = test::text(topology);
    window->scene()->select({"hba", "dlt"}, {});
    window->editor()->addMoreLikeSelection(3);
    QCOMPARE(topology.nodes().size(), std::size_t(6 + 6));
    QCOMPARE(topology.links().size(), std::size_t(5 + 3));
    QCOMPARE(window->document()->undoStack()->count(), 1);
    QCOMPARE(window->document()->undoStack()->undoText(),
             QStringLiteral("Add 3 more like the selection"));
    QVERIFY(namedApartAndNotStacked(topology));
    window->document()->undoStack()->undo();
    QCOMPARE(test::text(topology), before);
  }

  void pasteOfForeignTextIsRefusedWithAReason() {
    auto window = openWindow();
    QApplication::clipboard()->setText(QStringLiteral("hello"));
    window->action(QStringLiteral("paste"))->trigger();
    QCOMPARE(window->document()->undoStack()->count(), 0);
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("no Tapeflow")));
  }
};

QTEST_MAIN(ClipboardTest)
#include "ClipboardTest.moc"
