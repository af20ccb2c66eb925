// The inspector edits the selection's parameters through the model's units: a typed value is
// one undo step (edits of one field merge), a bad entry says what is wrong and changes nothing,
// an override is marked and resets to the catalog figure.

#include "MainWindow.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "explorer/ScenariosDock.h"
#include "inspector/InspectorDock.h"
#include "inspector/JobForm.h"
#include "inspector/ParameterField.h"
#include "inspector/ProfileFiguresBox.h"
#include "jobs/JobsDock.h"
#include "scene/DiagramScene.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>

using namespace tapeflow;
using editor::MainWindow;

class InspectorTest : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> m_window;

  editor::ParameterField* field(const char* name) const {
    return m_window->inspector()->field(QString::fromLatin1(name));
  }
  static void type(QWidget* editor, const QString& text) {
    auto* line = qobject_cast<QLineEdit*>(editor);
    line->setFocus();
    line->selectAll();
    QTest::keyClicks(line, text);
    QTest::keyClick(line, Qt::Key_Return);
  }

private slots:
  void init() {
    m_window = test::openFixtureWindow();
    QVERIFY(m_window);
  }
  void cleanup() { m_window.reset(); }

  // With nothing selected the inspector holds the run's objectives: one undo step each, saved in
  // the document, judged in the status line; a duration that does not read changes nothing.
  void objectivesAreSetFromTheEmptyInspector() {
    m_window->scene()->select({}, {});
    auto* window =
        m_window->inspector()->findChild<QLineEdit*>(QStringLiteral("backupWindowField"));
    QVERIFY(window);
    type(window, QStringLiteral("6 h"));
    const auto& topology = m_window->document()->topology();
    QVERIFY(topology.objectives().backupWindow);
    QCOMPARE(topology.objectives().backupWindow->seconds, 21600.0);
    QCOMPARE(m_window->document()->undoStack()->undoText(),
             QStringLiteral("Set the backup window"));
    QTRY_VERIFY(m_window->statusBar()->findChildren<QLabel*>().size() > 0);
    bool judged = false;
    for (const QLabel* label : m_window->statusBar()->findChildren<QLabel*>())
      judged = judged || label->text().contains(QStringLiteral("the 6 h window"));
    QVERIFY(judged);

    auto* objective =
        m_window->inspector()->findChild<QLineEdit*>(QStringLiteral("restoreObjectiveField"));
    type(objective, QStringLiteral("2 parsecs"));
    QVERIFY(!topology.objectives().restoreObjective);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);

    m_window->document()->undoStack()->undo();
    QVERIFY(!topology.objectives().backupWindow);
    QCOMPARE(window->text(), QString());
  }

  // Scrolling over the inspector never edits it: an unfocused combo box ignores the wheel.
  void theWheelChangesOnlyAFocusedField() {
    m_window->inspector()->showJob("j1");
    auto* combo = m_window->inspector()->jobForm()->findChild<QComboBox*>();
    QVERIFY(combo);
    QTRY_COMPARE(combo->focusPolicy(), Qt::StrongFocus); // once polished, before it shows
    const int before = combo->currentIndex();
    const auto turn = [&] {
      const QPointF at(combo->width() / 2.0, combo->height() / 2.0);
      QWheelEvent wheel(at, combo->mapToGlobal(at), {}, QPoint(0, -120), Qt::NoButton,
                        Qt::NoModifier, Qt::NoScrollPhase, false);
      QApplication::sendEvent(combo, &wheel);
    };
    turn();
    QCOMPARE(combo->currentIndex(), before);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QVERIFY(!m_window->document()->isModified());
    combo->setFocus();
    QTRY_VERIFY(combo->hasFocus());
    turn();
    QVERIFY(combo->currentIndex() != before);
  }

  // A node clicked after a job row keeps the inspector through an edit, and clicking the same
  // node again after the job brings it back.
  void theInspectorFollowsTheLatestSelection() {
    auto* jobs = m_window->jobs();
    jobs->selectJob("j1");
    QVERIFY(m_window->inspector()->jobForm());
    m_window->scene()->select({"pci"}, {});
    QVERIFY(field("sustained_rate"));
    type(field("sustained_rate")->editor(), QStringLiteral("200 MB/s"));
    QVERIFY2(field("sustained_rate"), "the edit brought the job back");
    QVERIFY(!m_window->inspector()->jobForm());
    jobs->selectJob("j1");
    QVERIFY(m_window->inspector()->jobForm());
    m_window->scene()->select({"pci"}, {});
    QVERIFY(field("sustained_rate"));
  }

  void showsTheSelectedNodesParameters() {
    m_window->scene()->select({"pci"}, {});
    QVERIFY(field("sustained_rate") != nullptr);
    auto* line = qobject_cast<QLineEdit*>(field("sustained_rate")->editor());
    QCOMPARE(line->text(), QStringLiteral("100 MB/s"));
    QVERIFY(!field("sustained_rate")->resetButton()->isEnabled()); // the catalog figure
    // Its source by the title people know, not the catalog's id (issue 40: "(hwf-13)").
    const QString note = field("sustained_rate")->noteLabel()->text();
    QVERIFY2(note.contains(QStringLiteral("A test paper")), qPrintable(note));
    QVERIFY2(!note.contains(QStringLiteral("(paper)")), qPrintable(note));
  }

  void editingAParameterIsOneMergedStepWithUnits() {
    m_window->scene()->select({"pci"}, {});
    type(field("sustained_rate")->editor(), QStringLiteral("1 Gb/s"));
    const auto& topology = m_window->document()->topology();
    QCOMPARE(topology.node("pci")->overrides.at("sustained_rate").number(), 125e6);
    QVERIFY(field("sustained_rate")->resetButton()->isEnabled());
    QVERIFY(field("sustained_rate")->label()->text().contains(QStringLiteral("●")));
    type(field("sustained_rate")->editor(), QStringLiteral("256K")); // engineering notation
    QCOMPARE(topology.node("pci")->overrides.at("sustained_rate").number(), 256e3 * 1e6);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    m_window->document()->undoStack()->undo();
    QVERIFY(topology.node("pci")->overrides.empty());
  }

  void aBadEntrySaysWhatIsWrongAndChangesNothing() {
    m_window->scene()->select({"pci"}, {});
    type(field("sustained_rate")->editor(), QStringLiteral("12 parsecs"));
    QVERIFY(!field("sustained_rate")->errorLabel()->isHidden());
    QVERIFY(field("sustained_rate")->errorLabel()->text().contains(QStringLiteral("parsecs")));
    type(field("sustained_rate")->editor(), QStringLiteral("5 GB")); // wrong dimension
    QVERIFY(!field("sustained_rate")->errorLabel()->text().isEmpty());
    type(field("sustained_rate")->editor(), QStringLiteral("5 TB/s")); // above the kind's max
    QVERIFY(!field("sustained_rate")->errorLabel()->text().isEmpty());
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
  }

  // A node's software figure by figure (issue 39 item 5): under a reference field a folded
  // section lists the referenced profile's figures; one typed there is the node's own, one undo
  // step in the words people read, and the section says how many the node sets.
  void aProfileFigureIsOverriddenFromItsFoldedSection() {
    m_window->scene()->select({"srv"}, {});
    const auto section = [this] {
      return m_window->inspector()->findChild<editor::ProfileFiguresBox*>(
          QStringLiteral("profile:filesystem"));
    };
    QVERIFY(section());
    QVERIFY(!section()->isExpanded());
    QVERIFY(!field("filesystem.per_file_read")); // its fields are made when it opens
    section()->header()->click();
    QVERIFY(section()->isExpanded());
    QVERIFY(field("filesystem.per_file_read"));
    // The figure of the entry the server names (test-ntfs), with where it comes from.
    auto* line = qobject_cast<QLineEdit*>(field("filesystem.per_file_read")->editor());
    QCOMPARE(line->text(), QStringLiteral("2 ms"));
    QVERIFY(!field("filesystem.per_file_read")->resetButton()->isEnabled());

    type(line, QStringLiteral("5 ms"));
    const auto& topology = m_window->document()->topology();
    QCOMPARE(topology.node("srv")->overrides.at("filesystem.per_file_read").number(), 0.005);
    QCOMPARE(m_window->document()->undoStack()->undoText(),
             QStringLiteral("Change Filesystem: Per file read of ProLiant"));
    QVERIFY(field("filesystem.per_file_read")->label()->text().contains(QStringLiteral("●")));
    QVERIFY2(section()->header()->text().contains(QStringLiteral("(1 set here)")),
             qPrintable(section()->header()->text()));
    // Shown again, the section is open: the node says something of its software.
    m_window->scene()->select({"pci"}, {});
    m_window->scene()->select({"srv"}, {});
    QVERIFY(section()->isExpanded());
    m_window->document()->undoStack()->undo();
    QCOMPARE(topology.node("srv")->overrides.count("filesystem.per_file_read"), 0U);
    QVERIFY(!section()->header()->text().contains(QStringLiteral("set here")));
    QCOMPARE(qobject_cast<QLineEdit*>(field("filesystem.per_file_read")->editor())->text(),
             QStringLiteral("2 ms"));
  }

  void resetGoesBackToTheCatalogFigure() {
    m_window->scene()->select({"dlt"}, {});
    QVERIFY(field("native_rate")->resetButton()->isEnabled()); // overridden in the file
    field("native_rate")->resetButton()->click();
    QVERIFY(m_window->document()->topology().node("dlt")->overrides.count("native_rate") == 0);
    QCOMPARE(qobject_cast<QLineEdit*>(field("native_rate")->editor())->text(),
             QStringLiteral("5 MB/s"));
  }

  void renameFromTheInspector() {
    m_window->scene()->select({"srv"}, {});
    QLineEdit* name = m_window->inspector()->nameEdit();
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Backup server"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(m_window->document()->topology().node("srv")->name, std::string("Backup server"));
  }

  // Issue 40: "LTO-8 instead of LTO-9" took a new drive, two links and two job retargets. The
  // Model choice swaps the node's entry in one undo step; its links, jobs and own figures stay;
  // a node still named after its model takes the new model's name; in a scenario the swap is
  // recorded as the node-entry change.
  void theModelChoiceSwapsTheEntryInOneStep() {
    auto& topology = m_window->document()->topology();
    m_window->scene()->select({"dlt"}, {});
    auto* model = m_window->inspector()->findChild<QComboBox*>(QStringLiteral("modelChoice"));
    QVERIFY(model);
    QCOMPARE(model->currentData().toString(), QStringLiteral("test-dlt"));
    const int other = model->findData(QStringLiteral("test-dlt-8000"));
    QVERIFY(other >= 0);
    emit model->activated(other);
    QCOMPARE(topology.node("dlt")->entry, std::string("test-dlt-8000"));
    QCOMPARE(topology.node("dlt")->name, std::string("DLT 1")); // the user's own name stays
    QVERIFY(topology.node("dlt")->overrides.count("native_rate") == 1);
    QCOMPARE(topology.linksOf("dlt").size(), std::size_t(1));
    QCOMPARE(m_window->document()->undoStack()->undoText(),
             QStringLiteral("Replace DLT 1 with Quantum DLT 8000"));
    QCOMPARE(model->currentData().toString(), QStringLiteral("test-dlt-8000"));
    m_window->document()->undoStack()->undo();
    QCOMPARE(topology.node("dlt")->entry, std::string("test-dlt"));
    QCOMPARE(model->currentData().toString(), QStringLiteral("test-dlt"));

    // Named after its model: renamed with it, and back on undo.
    QVERIFY(topology.rename("dlt", "DLT 7000 2").hasValue());
    emit model->activated(other);
    QCOMPARE(topology.node("dlt")->name, std::string("DLT 8000 2"));
    m_window->document()->undoStack()->undo();
    QCOMPARE(topology.node("dlt")->name, std::string("DLT 7000 2"));
    QCOMPARE(topology.node("dlt")->entry, std::string("test-dlt"));

    QVERIFY(m_window->scenarios()->newScenario(QStringLiteral("DLT 8000")));
    QVERIFY(m_window->showScenario(QStringLiteral("DLT 8000")));
    m_window->scene()->select({"dlt"}, {});
    model = m_window->inspector()->findChild<QComboBox*>(QStringLiteral("modelChoice"));
    emit model->activated(model->findData(QStringLiteral("test-dlt-8000")));
    QVERIFY(m_window->showScenario({}));
    QCOMPARE(m_window->document()->topology().node("dlt")->entry, std::string("test-dlt"));
    const auto* scenario = m_window->document()->topology().scenario("DLT 8000");
    QVERIFY(scenario);
    QCOMPARE(scenario->changes.records.size(), std::size_t(2)); // the entry and the name
    QVERIFY(std::holds_alternative<topology::EntryChanged>(scenario->changes.records.front()));
  }

  // A model whose ports cannot hold the node's links is listed greyed, saying so; the context
  // menu's "Replace With" offers the same models.
  void aModelThatCannotHoldTheLinksIsGreyed() {
    auto& topology = m_window->document()->topology();
    QVERIFY(topology.addNode(topology::Node{"pci2", "test-pci", "", "PCI two", {}, {}}).hasValue());
    QVERIFY(
        topology.addLink(topology::Link{"l9", {"srv", "bus2"}, {"pci2", "host"}, {}}).hasValue());
    m_window->scene()->select({"srv"}, {});
    auto* model = m_window->inspector()->findChild<QComboBox*>(QStringLiteral("modelChoice"));
    QVERIFY(model);
    const int oneBus = model->findData(QStringLiteral("test-server-1bus"));
    QVERIFY(oneBus >= 0);
    QVERIFY(model->itemText(oneBus).contains(QStringLiteral("cannot hold the links")));
    QVERIFY(
        model->itemData(oneBus, Qt::ToolTipRole).toString().contains(QStringLiteral("PCI two")));
    auto* items = qobject_cast<QStandardItemModel*>(model->model());
    QVERIFY(items && !items->item(oneBus)->isEnabled());
    emit model->activated(oneBus); // a disabled row cannot be picked; if it were, nothing happens
    QCOMPARE(topology.node("srv")->entry, std::string("test-server"));
  }

  void linksAreInspectable() {
    // The fixture's links have no parameters of their own; the page names both ends.
    m_window->scene()->select({}, {"l4"});
    const auto labels = m_window->inspector()->findChildren<QLabel*>();
    const bool namesEnds = std::any_of(labels.begin(), labels.end(), [](const QLabel* label) {
      return label->text().contains(QStringLiteral("53c875")) &&
             label->text().contains(QStringLiteral("DLT 1"));
    });
    QVERIFY(namesEnds);
  }
};

QTEST_MAIN(InspectorTest)
#include "InspectorTest.moc"
