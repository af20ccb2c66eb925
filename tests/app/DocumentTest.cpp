// The Document and its undo commands without any widget: every command undoes to the document
// it started from, merges follow the rules in CONVENTIONS.md, and the change signals fire.

#include "document/Document.h"
#include "TestSupport.h"
#include "undo/AddLinkCommand.h"
#include "undo/AddNodeCommand.h"
#include "undo/MoveNodesCommand.h"
#include "undo/RemoveLinkCommand.h"
#include "undo/RemoveNodeCommand.h"
#include "undo/RenameNodeCommand.h"
#include "undo/RerouteLinkCommand.h"
#include "undo/SetParameterCommand.h"
#include "units/Units.h"

#include <QSignalSpy>
#include <QUndoStack>

using namespace tapeflow;
using editor::Document;

class DocumentTest : public QObject {
  Q_OBJECT

  static std::unique_ptr<Document> open() {
    auto outcome = Document::load(test::localBackupPath(), test::fixtureCatalog());
    if (!outcome.document) qFatal("cannot load the fixture");
    return std::move(outcome.document);
  }
  static catalog::Value rate(const char* text) {
    return catalog::Value{units::parseQuantity(text)->value, {}, {}};
  }

private slots:
  void loadsWithPathAndCleanState() {
    auto document = open();
    QVERIFY(document->filePath().endsWith(QStringLiteral("local-backup.tapeflow")));
    QCOMPARE(document->displayName(), QStringLiteral("local-backup.tapeflow"));
    QVERIFY(!document->isModified());
    QCOMPARE(document->topology().nodes().size(), std::size_t(6));
  }

  void addNodeUndoRedo() {
    auto document = open();
    const QString original = test::text(document->topology());
    QSignalSpy changed(document.get(), &Document::changed);
    QSignalSpy modified(document.get(), &Document::modifiedChanged);
    topology::Node node;
    node.entry = "test-null";
    node.position = {300, 300};
    auto* command = new editor::AddNodeCommand(document.get(), node);
    const std::string id = command->nodeId();
    document->undoStack()->push(command);
    QVERIFY(document->topology().node(id) != nullptr);
    QCOMPARE(changed.count(), 1);
    QVERIFY(document->isModified());
    QCOMPARE(modified.count(), 1);
    document->undoStack()->undo();
    QCOMPARE(test::text(document->topology()), original);
    QVERIFY(!document->isModified());
    document->undoStack()->redo();
    QVERIFY(document->topology().node(id) != nullptr); // the same id again
  }

  void removeNodeRestoresLinksAndJobs() {
    auto document = open();
    const QString original = test::text(document->topology());
    document->undoStack()->push(new editor::RemoveNodeCommand(document.get(), "hba"));
    QVERIFY(document->topology().node("hba") == nullptr);
    QCOMPARE(document->topology().links().size(), std::size_t(2)); // l1 and l5 stay
    document->undoStack()->undo();
    QCOMPARE(test::text(document->topology()), original);
  }

  void movesOfOneGestureMergeButTwoGesturesDoNot() {
    auto document = open();
    const int first = document->beginGesture();
    for (int step = 1; step <= 10; ++step)
      document->undoStack()->push(new editor::MoveNodesCommand(
          document.get(), {{"srv", document->topology().node("srv")->position, {10.0 * step, 0}}},
          first));
    QCOMPARE(document->undoStack()->count(), 1);
    const int second = document->beginGesture();
    document->undoStack()->push(
        new editor::MoveNodesCommand(document.get(), {{"srv", {100, 0}, {100, 40}}}, second));
    QCOMPARE(document->undoStack()->count(), 2);
    document->undoStack()->undo();
    QCOMPARE(document->topology().node("srv")->position, (topology::Point{100, 0}));
    document->undoStack()->undo();
    QCOMPARE(document->topology().node("srv")->position, (topology::Point{0, 0}));
  }

  void aGestureEndingWhereItBeganLeavesNoStep() {
    auto document = open();
    const int gesture = document->beginGesture();
    document->undoStack()->push(
        new editor::MoveNodesCommand(document.get(), {{"srv", {0, 0}, {40, 0}}}, gesture));
    document->undoStack()->push(
        new editor::MoveNodesCommand(document.get(), {{"srv", {40, 0}, {0, 0}}}, gesture));
    QCOMPARE(document->undoStack()->count(), 0);
    QVERIFY(!document->isModified());
  }

  void parameterEditsOfOneFieldMerge() {
    auto document = open();
    auto* stack = document->undoStack();
    stack->push(new editor::SetNodeParameterCommand(document.get(), "pci", "sustained_rate",
                                                    rate("80 MB/s")));
    stack->push(new editor::SetNodeParameterCommand(document.get(), "pci", "sustained_rate",
                                                    rate("90 MB/s")));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(document->topology().node("pci")->overrides.at("sustained_rate").number(), 90e6);
    stack->push(new editor::SetNodeParameterCommand(document.get(), "hba", "channel_rate",
                                                    rate("20 MB/s")));
    QCOMPARE(stack->count(), 2); // another field: its own step
    stack->undo();
    stack->undo();
    QVERIFY(document->topology().node("pci")->overrides.empty());
    // Set and reset again in one merge: no step left.
    stack->push(new editor::SetNodeParameterCommand(document.get(), "pci", "sustained_rate",
                                                    rate("80 MB/s")));
    stack->push(
        new editor::SetNodeParameterCommand(document.get(), "pci", "sustained_rate", std::nullopt));
    QCOMPARE(stack->index(), 0);
  }

  void rerouteKeepsIdAndUndoes() {
    auto document = open();
    const QString original = test::text(document->topology());
    document->undoStack()->push(
        new editor::RerouteLinkCommand(document.get(), "l4", {"hba", "ch2"}, {"dlt", "scsi"}));
    QCOMPARE(document->topology().link("l4")->a, (topology::PortRef{"hba", "ch2"}));
    document->undoStack()->undo();
    QCOMPARE(test::text(document->topology()), original);
  }

  // Undo entries name what changed as the user sees it: node names, ports, parameter labels.
  void undoTextsUseTheNamesPeopleSee() {
    auto document = open();
    auto* stack = document->undoStack();
    const auto pushed = [&](QUndoCommand* command) {
      stack->push(command);
      return stack->undoText();
    };
    QCOMPARE(pushed(new editor::SetParameterCommand(document.get(), editor::ParameterOwner::Node,
                                                    "pci", "sustained_rate", rate("1 GB/s"))),
             QStringLiteral("Change Sustained rate of PCI bus 0"));
    QCOMPARE(pushed(new editor::SetParameterCommand(document.get(), editor::ParameterOwner::Node,
                                                    "dlt", "native_rate", std::nullopt)),
             QStringLiteral("Reset Native rate of DLT 1"));
    QCOMPARE(pushed(new editor::RemoveLinkCommand(document.get(), "l4")),
             QStringLiteral("Delete link 53c875 ch1 – DLT 1 scsi"));
    QCOMPARE(pushed(new editor::AddLinkCommand(
                 document.get(), topology::Link{{}, {"hba", "ch1"}, {"dlt", "scsi"}, {}})),
             QStringLiteral("Link 53c875 ch1 to DLT 1 scsi"));
    QCOMPARE(pushed(new editor::RenameNodeCommand(document.get(), "srv", "Backup host")),
             QStringLiteral("Rename ProLiant to Backup host"));
  }

  void resultsInvalidatedOncePerTurnAndNotForMoves() {
    auto document = open();
    QSignalSpy invalidated(document.get(), &Document::resultsInvalidated);
    document->undoStack()->push(
        new editor::MoveNodesCommand(document.get(), {{"srv", {0, 0}, {20, 0}}}, 0));
    QCoreApplication::processEvents();
    QCOMPARE(invalidated.count(), 0);
    auto* stack = document->undoStack();
    stack->push(new editor::SetNodeParameterCommand(document.get(), "pci", "sustained_rate",
                                                    rate("80 MB/s")));
    stack->push(new editor::SetNodeParameterCommand(document.get(), "hba", "channel_rate",
                                                    rate("20 MB/s")));
    QCOMPARE(invalidated.count(), 0); // not before the event loop turns
    QCoreApplication::processEvents();
    QCOMPARE(invalidated.count(), 1);
  }
};

QTEST_MAIN(DocumentTest)
#include "DocumentTest.moc"
