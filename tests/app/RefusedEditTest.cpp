// Issue 21: whatever the app holds can be saved and reopened. The model refuses an edit that
// would make the document invalid; the command is then not pushed and the user is told why, in
// the inspector field and the status line. Undo restores exactly what a command removed, and a
// merge that changes only the spelling of a value is still a step.

#include "MainWindow.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "inspector/InspectorDock.h"
#include "inspector/ParameterField.h"
#include "scene/DiagramScene.h"
#include "undo/AddLinkCommand.h"
#include "undo/AddNodeCommand.h"
#include "undo/RemoveLinkCommand.h"
#include "undo/SetParameterCommand.h"
#include "units/Units.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

using namespace tapeflow;
using editor::Document;

class RefusedEditTest : public QObject {
  Q_OBJECT

  static std::unique_ptr<Document> open() {
    auto outcome = Document::load(test::localBackupPath(), test::fixtureCatalog());
    if (!outcome.document) qFatal("cannot load the fixture");
    return std::move(outcome.document);
  }
  static catalog::Value count(long long n) { return catalog::Value{n, {}, {}}; }
  static catalog::Value spelt(const char* text) {
    return catalog::Value{units::parseQuantity(text)->value, text, {}};
  }
  // The fixture with a second PCI bus ("PCI bus 1") on the server's third bus.
  static void linkThirdBus(Document& document) {
    auto* stack = document.undoStack();
    topology::Node bus;
    bus.id = "pci1";
    bus.entry = "test-pci";
    bus.name = "PCI bus 1";
    stack->push(new editor::AddNodeCommand(&document, bus));
    stack->push(new editor::SetNodeParameterCommand(&document, "srv", "bus_count", count(3)));
    stack->push(
        new editor::AddLinkCommand(&document, {"l6", {"srv", "bus3"}, {"pci1", "host"}, {}}));
    QVERIFY(document.topology().link("l6"));
  }
  // The document saved and read again gives the same text: it can be reopened.
  static void verifyReopens(const Document& document) {
    const std::string text = io::saveTopologyText(document.topology());
    const auto reloaded = io::loadTopologyText(text, "saved", test::fixtureCatalog());
    QVERIFY2(reloaded.topology, reloaded.diagnostics.toString().c_str());
    QCOMPARE(io::saveTopologyText(*reloaded.topology), text);
  }

private slots:
  void aCountThatWouldOrphanALinkIsNotPushed() {
    auto document = open();
    linkThirdBus(*document);
    auto* stack = document->undoStack();
    const int steps = stack->count();
    QSignalSpy refused(document.get(), &Document::editRefused);
    const QString reason = document->push(
        new editor::SetNodeParameterCommand(document.get(), "srv", "bus_count", std::nullopt));
    QVERIFY(reason.contains(QStringLiteral("'bus3'")));
    QVERIFY(reason.contains(QStringLiteral("'PCI bus 1'")));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(stack->count(), steps);
    QCOMPARE(
        document->topology().parameter(*document->topology().node("srv"), "bus_count")->integer(),
        3LL);
    verifyReopens(*document);
  }

  // QUndoStack::push empties the redo history before it learns of the refusal.
  void aRefusedEditKeepsTheRedoHistory() {
    auto document = open();
    linkThirdBus(*document);
    auto* stack = document->undoStack();
    stack->undo(); // the link to the third bus
    QCOMPARE(stack->index(), stack->count() - 1);
    const std::string bus = io::saveTopologyText(document->topology());
    const QString reason = document->push(
        new editor::SetNodeParameterCommand(document.get(), "srv", "bus_count", count(0)));
    QVERIFY(!reason.isEmpty());
    QVERIFY(stack->canRedo());
    QCOMPARE(io::saveTopologyText(document->topology()), bus);
    stack->redo();
    QVERIFY(document->topology().link("l6"));
    // An accepted edit still replaces the redo history, as in every editor.
    stack->undo();
    QVERIFY(document
                ->push(new editor::SetNodeParameterCommand(document.get(), "pci1", "sustained_rate",
                                                           spelt("200 MB/s")))
                .isEmpty());
    QVERIFY(!stack->canRedo());
    QVERIFY(!document->topology().link("l6"));
    stack->undo();
    QVERIFY(!document->topology().node("pci1")->overrides.count("sustained_rate"));
  }

  void aRefusedEditDoesNotMergeIntoTheStepBeforeIt() {
    auto document = open();
    linkThirdBus(*document);
    auto* stack = document->undoStack();
    stack->push(new editor::SetNodeParameterCommand(document.get(), "srv", "bus_count", count(4)));
    const int steps = stack->count();
    QVERIFY(!document
                 ->push(new editor::SetNodeParameterCommand(document.get(), "srv", "bus_count",
                                                            count(2)))
                 .isEmpty());
    QCOMPARE(stack->count(), steps);
    QCOMPARE(document->topology().node("srv")->overrides.at("bus_count").integer(), 4LL);
    stack->undo(); // the step before still goes back to 3
    QCOMPARE(document->topology().node("srv")->overrides.at("bus_count").integer(), 3LL);
  }

  void undoingALinkRemovalRestoresItExactly() {
    auto document = open();
    linkThirdBus(*document);
    const QString before = test::text(document->topology());
    auto* stack = document->undoStack();
    // The sequence: reset the count (refused now), delete the link, undo twice.
    (void)document->push(
        new editor::SetNodeParameterCommand(document.get(), "srv", "bus_count", std::nullopt));
    stack->push(new editor::RemoveLinkCommand(document.get(), "l6"));
    QVERIFY(!document->topology().link("l6"));
    stack->undo();
    QCOMPARE(test::text(document->topology()), before);
    stack->undo(); // the link's addition
    QVERIFY(!document->topology().link("l6"));
    stack->redo();
    QCOMPARE(test::text(document->topology()), before);
    // Removing a link that is not there is not a step.
    const int steps = stack->index();
    QVERIFY(!document->push(new editor::RemoveLinkCommand(document.get(), "nothing")).isEmpty());
    QCOMPARE(stack->index(), steps);
  }

  void aRespellingIsAStepOfItsOwn() {
    auto document = open();
    auto* stack = document->undoStack();
    // The file says 18 GB/h (5 MB/s); 4 MB/s, then 5000 kB/s: the value is back, the text not.
    stack->push(
        new editor::SetNodeParameterCommand(document.get(), "dlt", "native_rate", spelt("4 MB/s")));
    stack->push(new editor::SetNodeParameterCommand(document.get(), "dlt", "native_rate",
                                                    spelt("5000 kB/s")));
    QCOMPARE(stack->count(), 1);
    QVERIFY(document->isModified());
    QVERIFY(test::text(document->topology()).contains(QStringLiteral("5000 kB/s")));
    stack->undo();
    QVERIFY(test::text(document->topology()).contains(QStringLiteral("18 GB/h")));
    // Back to the file's own spelling: no step is left.
    stack->redo();
    stack->push(new editor::SetNodeParameterCommand(document.get(), "dlt", "native_rate",
                                                    spelt("18 GB/h")));
    QCOMPARE(stack->count(), 0);
    QVERIFY(!document->isModified());
  }

  // The case through the window: Reset on a count a link still needs says why in the
  // field and the status line, changes nothing, and the document saves and reopens.
  void theInspectorShowsWhyAResetWasRefused() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    Document& document = *window->document();
    linkThirdBus(document);
    const int steps = document.undoStack()->count();
    window->scene()->select({"srv"}, {});
    auto* field = window->inspector()->field(QStringLiteral("bus_count"));
    QVERIFY(field);
    QVERIFY(field->resetButton()->isEnabled());
    field->resetButton()->click();
    QCOMPARE(document.undoStack()->count(), steps);
    QVERIFY(!field->errorLabel()->isHidden());
    QVERIFY(field->errorLabel()->text().contains(QStringLiteral("'PCI bus 1'")));
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("'bus3'")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.tapeflow"));
    QString error;
    QVERIFY2(document.save(path, &error), qPrintable(error));
    const auto reopened = Document::load(path, test::fixtureCatalog());
    QVERIFY2(reopened.document, qPrintable(reopened.messages.join(QLatin1Char('\n'))));
  }
};

QTEST_MAIN(RefusedEditTest)
#include "RefusedEditTest.moc"
