// A disk that states no sequential rate shows, in the inspector, the rate the solver works out
// for it (solver/UnstatedDiskRate.h): greyed in the empty field, with where it comes from in
// italics under it and in its tool tip, in words people read (never catalog ids); a disk the
// rule cannot place says it has no rate and limits nothing; a typed rate takes over, and undo
// brings the derived one back. Over the solver tests' catalog (tests/model/data/solver): t-disk
// states 6,000 rpm, 3.5-inch, 2000 and no rate, which gives 6.75 pi = 21.21 MB/s;
// t-raid5-of-disks is four of them without member rates; t-disk-rated is t-disk stating 150
// MB/s read and 140 MB/s write, which a node may set aside for the rule's rate (issue 41).

#include "MainWindow.h"
#include "TestSupport.h"
#include "catalog/KindRegistry.h"
#include "document/Document.h"
#include "inspector/InspectorDock.h"
#include "inspector/ParameterField.h"
#include "scene/DiagramScene.h"
#include "scene/NodeFigure.h"
#include "util/JsonReader.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tapeflow;
using editor::MainWindow;

namespace {

std::shared_ptr<const catalog::Catalog> solverCatalog() {
  static std::shared_ptr<const catalog::Catalog> catalog = [] {
    Diagnostics diagnostics;
    auto kinds = catalog::KindRegistry::load(catalog::defaultResourceDir() + "/catalog/kinds.json",
                                             diagnostics);
    auto result = std::make_shared<catalog::Catalog>(kinds);
    const auto entries = readJsonFile(
        (test::dataDir() + QStringLiteral("/solver/entries.json")).toStdString(), diagnostics);
    if (entries) result->addEntries(*entries, "solver/entries.json", false, diagnostics);
    result->crossCheck(diagnostics);
    if (!kinds || !entries || diagnostics.hasErrors())
      qFatal("solver catalog: %s", diagnostics.toString().c_str());
    return std::shared_ptr<const catalog::Catalog>(result);
  }();
  return catalog;
}

// A disk as it comes, one that does not spin (no rate can be worked out), one that states its
// read rate, a RAID-5 set of the first, and a disk stating its rates, asked for the rule's.
constexpr const char* kDiagram = R"({
  "format": "tapeflow-topology", "version": 1, "name": "Disks without rates",
  "nodes": [
    {"id": "disk", "entry": "t-disk", "name": "Disk", "position": [0, 0]},
    {"id": "flat", "entry": "t-disk", "name": "Flat", "position": [200, 0],
     "parameters": {"rpm": 0}},
    {"id": "stated", "entry": "t-disk", "name": "Stated", "position": [400, 0],
     "parameters": {"read_rate": "5 MB/s"}},
    {"id": "array", "entry": "t-raid5-of-disks", "name": "Array", "position": [600, 0]},
    {"id": "media", "entry": "t-disk-rated", "name": "Media", "position": [800, 0],
     "parameters": {"rate_from_media": true}}
  ]
})";

} // namespace

class DerivedRateTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  std::unique_ptr<MainWindow> m_window;

  editor::ParameterField* show(const char* node, const char* figure) {
    m_window->scene()->select({node}, {});
    return m_window->inspector()->field(QString::fromLatin1(figure));
  }
  static QLineEdit* line(editor::ParameterField* field) {
    return qobject_cast<QLineEdit*>(field->editor());
  }

private slots:
  void initTestCase() {
    // "6,000 rpm" whatever the machine's locale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
  }

  void init() {
    const QString path = m_dir.filePath(QStringLiteral("disks.tapeflow"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kDiagram);
    file.close();
    m_window = std::make_unique<MainWindow>(solverCatalog());
    m_window->setQuiet(true);
    QVERIFY(m_window->openFile(path, false));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
  }
  void cleanup() { m_window.reset(); }

  // The read and write fields of a disk without rates: empty, the derived rate greyed in them,
  // its basis in italics under them, the reason in words in the tool tip.
  void aDiskWithoutRatesShowsTheDerivedRate() {
    for (const char* figure : {"read_rate", "write_rate"}) {
      auto* field = show("disk", figure);
      QVERIFY2(field, figure);
      QCOMPARE(line(field)->text(), QString());
      QCOMPARE(line(field)->placeholderText(), QStringLiteral("21.21 MB/s (derived)"));
      const QLabel* note = field->noteLabel();
      QCOMPARE(note->text(), QStringLiteral("derived from 6,000 rpm, 3.5\u2011inch, 2000"));
      QVERIFY(note->font().italic());
      QVERIFY(!note->isEnabled()); // the palette's muted colour
      const QString tip = field->editor()->toolTip();
      QVERIFY2(tip.startsWith(QStringLiteral("Derived from 6,000 rpm, 3.5-inch, 2000 (the "
                                             "catalog's disk recording eras and platter sizes)")),
               qPrintable(tip));
      QVERIFY(tip.contains(QStringLiteral("76.2 mm platter")));
      QCOMPARE(note->toolTip(), tip);
      // Names people see, not the catalog's ids.
      QVERIFY(!tip.contains(QStringLiteral("t-era")) && !tip.contains(QStringLiteral("era-")));
    }
    // Other empty figures are as they were.
    auto* iops = show("disk", "access_time");
    QCOMPARE(iops->noteLabel()->text(), QStringLiteral("not set"));
    QVERIFY(!iops->noteLabel()->font().italic());
    // An empty figure says what empty means, from its help (issue 40: "not set: see the name's
    // tooltip").
    QCOMPARE(show("disk", "platter_diameter")->noteLabel()->text(),
             QStringLiteral("not set: the form factor's for the spindle speed"));
  }

  // A typed rate is stated: the derived one goes; undo brings it back.
  void aTypedRateReplacesTheDerivedOne() {
    auto* field = show("disk", "read_rate");
    line(field)->setFocus();
    QTest::keyClicks(line(field), QStringLiteral("50 MB/s"));
    QTest::keyClick(line(field), Qt::Key_Return);
    QCOMPARE(line(field)->text(), QStringLiteral("50 MB/s"));
    QCOMPARE(line(field)->placeholderText(), QStringLiteral("value in MB/s"));
    QVERIFY(!field->noteLabel()->font().italic());
    QVERIFY(!field->noteLabel()->text().contains(QStringLiteral("derived")));
    // The write streams at the stated read now.
    auto* write = m_window->inspector()->field(QStringLiteral("write_rate"));
    QCOMPARE(line(write)->placeholderText(), QStringLiteral("50 MB/s (derived)"));
    QCOMPARE(write->noteLabel()->text(),
             QStringLiteral("as the sequential read (no write rate given)"));

    m_window->document()->undoStack()->undo();
    QCOMPARE(line(field)->text(), QString());
    QCOMPARE(line(field)->placeholderText(), QStringLiteral("21.21 MB/s (derived)"));
    QVERIFY(field->noteLabel()->font().italic());
  }

  // A disk the rule cannot place (it does not spin) has no rate and limits nothing, and the tool
  // tip says which figure is missing.
  void aDiskTheRuleCannotPlaceLimitsNothing() {
    auto* field = show("flat", "read_rate");
    QCOMPARE(line(field)->text(), QString());
    QCOMPARE(line(field)->placeholderText(), QStringLiteral("no rate"));
    QCOMPARE(field->noteLabel()->text(), QStringLiteral("no rate: limits nothing"));
    QVERIFY(field->noteLabel()->font().italic());
    QVERIFY2(field->editor()->toolTip().contains(QStringLiteral("spindle speed is 0")),
             qPrintable(field->editor()->toolTip()));
  }

  // A stated read rate shows as it is, and the write follows it.
  void aStatedRateIsShownAsItIs() {
    auto* read = show("stated", "read_rate");
    QCOMPARE(line(read)->text(), QStringLiteral("5 MB/s"));
    QVERIFY(!read->noteLabel()->font().italic());
    auto* write = m_window->inspector()->field(QStringLiteral("write_rate"));
    QCOMPARE(line(write)->placeholderText(), QStringLiteral("5 MB/s (derived)"));
  }

  // Issue 41: a disk asked for the rule's rates shows the entry's stated rates as empty, with the
  // rule's rate in their place, on its card too; unticking the flag brings the stated ones back.
  void aDiskAskedForTheRulesRateShowsIt() {
    for (const char* figure : {"read_rate", "write_rate"}) {
      auto* field = show("media", figure);
      QVERIFY2(field, figure);
      QCOMPARE(line(field)->text(), QString());
      QCOMPARE(line(field)->placeholderText(), QStringLiteral("21.21 MB/s (derived)"));
      QCOMPARE(field->noteLabel()->text(),
               QStringLiteral("derived from 6,000 rpm, 3.5\u2011inch, 2000"));
    }
    const auto& topology = m_window->document()->topology();
    QCOMPARE(editor::NodeFigure::keyValue(topology, *topology.node("media")),
             QStringLiteral("21.21 MB/s"));
    auto* box = qobject_cast<QCheckBox*>(show("media", "rate_from_media")->editor());
    QVERIFY(box);
    QVERIFY(box->isChecked());
    box->click(); // the user unticks it: one undoable step
    auto* read = m_window->inspector()->field(QStringLiteral("read_rate"));
    QCOMPARE(line(read)->text(), QStringLiteral("150 MB/s"));
    QVERIFY(!read->noteLabel()->font().italic());
    QCOMPARE(editor::NodeFigure::keyValue(topology, *topology.node("media")),
             QStringLiteral("150 MB/s"));
  }

  // An array's member rates come from its member disk, named in the tool tip; its own read
  // limit is not the member disk's.
  void anArrayShowsItsMemberDisksRates() {
    for (const char* figure : {"member_read_rate", "member_write_rate"}) {
      auto* field = show("array", figure);
      QVERIFY2(field, figure);
      QCOMPARE(line(field)->placeholderText(), QStringLiteral("21.21 MB/s (derived)"));
      QCOMPARE(field->noteLabel()->text(),
               QStringLiteral("derived from the member disk: 6,000 rpm, 3.5\u2011inch, 2000"));
      const QString tip = field->editor()->toolTip();
      QVERIFY2(tip.contains(QStringLiteral("Test disk without a stated rate")), qPrintable(tip));
      QVERIFY(!tip.contains(QStringLiteral("t-disk")));
    }
    auto* limit = show("array", "read_rate");
    QCOMPARE(line(limit)->placeholderText(), QStringLiteral("value in MB/s"));
    QVERIFY(!limit->noteLabel()->font().italic());
  }
};

QTEST_MAIN(DerivedRateTest)
#include "DerivedRateTest.moc"
