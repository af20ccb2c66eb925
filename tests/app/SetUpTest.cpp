// Edit ▸ Add Set-Up (issue 22, item 10): the dialog says what its input adds or why it cannot,
// and the set-up lands below the diagram as one undo step named after what was added.

#include "TestSupport.h"
#include "scene/DiagramScene.h"
#include "scene/LinkItem.h"
#include "scene/LinkRoute.h"
#include "scene/NodeItem.h"

#include "Translations.h"

#include "document/Document.h"
#include "editing/EditController.h"
#include "editing/SetUpDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

using namespace tapeflow;
using namespace tapeflow::editor;

namespace {

// The shipped data, as the app finds it (the source tree's resources/ from a build tree).
QString resourceDir() { return QString::fromStdString(catalog::defaultResourceDir()); }

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  static const auto catalog = [] {
    Diagnostics diagnostics;
    return std::shared_ptr<const catalog::Catalog>(catalog::Catalog::load(
        (resourceDir() + QStringLiteral("/catalog")).toStdString(), {}, diagnostics));
  }();
  return catalog;
}

std::unique_ptr<SetUpDialog> dialog() {
  Diagnostics problems;
  auto templates = io::loadSetUpTemplates(
      (resourceDir() + QStringLiteral("/templates")).toStdString(), problems);
  return std::make_unique<SetUpDialog>(std::move(templates), shippedCatalog());
}

QString outcome(const SetUpDialog& dialog) {
  return dialog.findChild<QLabel*>(QStringLiteral("setUpOutcome"))->text();
}

bool canAdd(const SetUpDialog& dialog) {
  return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
}

QPalette darkPalette() {
  QPalette dark;
  dark.setColor(QPalette::Window, QColor(42, 46, 50));
  dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
  dark.setColor(QPalette::Base, QColor(35, 38, 41));
  dark.setColor(QPalette::AlternateBase, QColor(45, 49, 53));
  dark.setColor(QPalette::Text, QColor(230, 230, 230));
  dark.setColor(QPalette::Button, QColor(49, 54, 59));
  dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
  dark.setColor(QPalette::Highlight, QColor(61, 174, 233));
  dark.setColor(QPalette::Mid, QColor(90, 90, 90));
  return dark;
}

std::unique_ptr<MainWindow> window(const QString& file) {
  auto window = std::make_unique<MainWindow>(shippedCatalog());
  window->setQuiet(true);
  if (!file.isEmpty() && !window->openFile(file, false)) return nullptr;
  return window;
}

} // namespace

class SetUpTest : public QObject {
  Q_OBJECT

private slots:
  // As main() does, for a locale Tapeflow has no words for: English, with its plural forms.
  void initTestCase() { QVERIFY(!installTranslations(QLocale::c())); }

  void dialogSaysWhatItAddsOrWhyNot() {
    auto setUp = dialog();
    QVERIFY(canAdd(*setUp));
    // 6 nodes once, 1 per drive, 6 per client; one job per client.
    QCOMPARE(outcome(*setUp), QStringLiteral("Adds 32 nodes and 4 backup jobs."));
    // Looking at it: TAPEFLOW_GRAB_DIR=/tmp/x saves the dialog as filled in, then refused.
    const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
    if (!grabs.isEmpty()) {
      setUp->show();
      QVERIFY(QTest::qWaitForWindowExposed(setUp.get()));
      setUp->grab().save(grabs + QStringLiteral("/setup-dialog.png"));
    }
    setUp->countBox(QStringLiteral("drives"))->setValue(3);
    if (!grabs.isEmpty()) setUp->grab().save(grabs + QStringLiteral("/setup-dialog-refused.png"));
    QVERIFY(!canAdd(*setUp));
    QVERIFY(!setUp->setUp());
    QCOMPARE(outcome(*setUp), QStringLiteral("Cannot add this set-up: 'Autoloader' has no port "
                                             "'bay3' (its ports: bay1, bay2)"));
    setUp->choiceBox(QStringLiteral("library"))->setCurrentIndex(1);
    QVERIFY(canAdd(*setUp));
    QCOMPARE(outcome(*setUp), QStringLiteral("Adds 33 nodes and 4 backup jobs."));
    QCOMPARE(setUp->description(),
             QStringLiteral("Add Backup server, clients over a switch, tape library (4 clients, 3 "
                            "tape drives)"));
  }

  void setUpGoesBelowTheDiagramInOneStep() {
    auto main = window(resourceDir() + QStringLiteral("/examples/default.tapeflow"));
    QVERIFY(main);
    const auto& topology = main->document()->topology();
    const QString before = test::text(topology);
    double lowest = topology.nodes().front().position.y;
    for (const auto& node : topology.nodes()) lowest = std::max(lowest, node.position.y);
    const std::size_t nodesBefore = topology.nodes().size();
    const std::size_t jobsBefore = topology.jobs().size();

    auto setUp = dialog();
    main->editor()->addSetUp(*setUp->setUp(), setUp->description());
    QCOMPARE(topology.nodes().size(), nodesBefore + 32);
    QCOMPARE(topology.jobs().size(), jobsBefore + 4);
    QCOMPARE(main->document()->undoStack()->count(), 1);
    QCOMPARE(main->document()->undoStack()->undoText(), setUp->description());
    for (std::size_t i = nodesBefore; i < topology.nodes().size(); ++i)
      QVERIFY(topology.nodes()[i].position.y > lowest);
    // The example has a "Backup server" already: the set-up's is told apart.
    QVERIFY(topology.node("srv-2"));
    QCOMPARE(QString::fromStdString(topology.node("srv-2")->name),
             QStringLiteral("Backup server 2"));
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty()) {
      main->resize(1500, 950);
      main->show();
      QVERIFY(QTest::qWaitForWindowExposed(main.get()));
      main->action(QStringLiteral("fit"))->trigger();
      QTest::qWait(300);
      main->grab().save(grabs + QStringLiteral("/setup-added.png"));
      // And with a dark palette, as a desktop in dark mode gives it.
      const QPalette light = QApplication::palette();
      QApplication::setPalette(darkPalette());
      QTest::qWait(100);
      main->grab().save(grabs + QStringLiteral("/setup-added-dark.png"));
      setUp->show();
      QVERIFY(QTest::qWaitForWindowExposed(setUp.get()));
      setUp->grab().save(grabs + QStringLiteral("/setup-dialog-dark.png"));
      QApplication::setPalette(light);
    }
    main->document()->undoStack()->undo();
    QCOMPARE(test::text(topology), before);
  }

  void setUpOnAnEmptyDiagramKeepsItsLayout() {
    auto main = window({});
    QVERIFY(main);
    auto setUp = dialog();
    main->editor()->addSetUp(*setUp->setUp(), setUp->description());
    const auto& topology = main->document()->topology();
    QCOMPARE(topology.nodes().size(), std::size_t(32));
    QCOMPARE(topology.node("srv")->position.x, setUp->setUp()->node("srv")->position.x);
    QCOMPARE(topology.node("cli4")->position.y, setUp->setUp()->node("cli4")->position.y);
    // Issue 40: client links were drawn across the other clients' cards. None crosses a card
    // now but its own two ends'.
    int links = 0;
    for (QGraphicsItem* item : main->scene()->items()) {
      const auto* link = qgraphicsitem_cast<const editor::LinkItem*>(item);
      if (!link) continue;
      ++links;
      for (QGraphicsItem* other : main->scene()->items()) {
        const auto* node = qgraphicsitem_cast<const editor::NodeItem*>(other);
        if (!node || node->nodeId() == link->nodeA() || node->nodeId() == link->nodeB()) continue;
        QVERIFY2(!editor::crosses(link->path(), node->sceneCard()),
                 qPrintable(QString::fromStdString(link->linkId() + " crosses " + node->nodeId())));
      }
    }
    QCOMPARE(links, int(topology.links().size()));
  }
};

QTEST_MAIN(SetUpTest)
#include "SetUpTest.moc"
