// Data out of the app (issue 17): the results tables copy as tab-separated rows with a header,
// File ▸ Export writes the jobs and the resources as CSV exactly as `tapeflow-cli solve
// --direction both --csv` prints them, and each chart saves itself as PNG and SVG. The fixture has
// one job, "Full backup", backed up and restored on one DLT.

#include "TestSupport.h"
#include "charts/ChartExport.h"
#include "charts/ChartsDock.h"
#include "results/ResultsCsv.h"
#include "results/ResultsDock.h"
#include "results/TableCopy.h"
#include "scene/DiagramScene.h"

#include "../cli/RunCli.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <set>

using namespace tapeflow;

namespace {

QString readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QStringList cellsOf(const QTreeWidgetItem* item, int columns) {
  QStringList cells;
  for (int column = 0; column < columns; ++column) cells << item->text(column);
  return cells;
}

QAction* actionNamed(QWidget* widget, const QString& name) {
  for (QAction* action : widget->actions())
    if (action->objectName() == name) return action;
  return nullptr;
}

} // namespace

class DataOutTest : public QObject {
  Q_OBJECT

private slots:
  void ctrlCCopiesEveryRowWithHeadersWhenNoneIsSelected() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    // A node selected: the window's Copy (of diagram parts) is enabled, and must not take the key
    // from the table that has the focus.
    window->scene()->select({"dlt"}, {});
    QVERIFY(window->action(QStringLiteral("copy"))->isEnabled());
    auto* results = window->findChild<editor::ResultsDock*>();
    QTreeWidget* jobs = results->jobsView();
    results->raise();
    jobs->setFocus();
    jobs->clearSelection();
    QGuiApplication::clipboard()->clear();
    QTest::keySequence(jobs, QKeySequence::Copy);
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY(!QGuiApplication::clipboard()->mimeData()->hasFormat(
        QStringLiteral("application/x-tapeflow-topology")));
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + jobs->topLevelItemCount());
    QCOMPARE(jobs->topLevelItemCount(), 2); // the job's backup and its restore
    QCOMPARE(lines.front(), cellsOf(jobs->headerItem(), jobs->columnCount()).join(u'\t'));
    QCOMPARE(lines.at(1), cellsOf(jobs->topLevelItem(0), jobs->columnCount()).join(u'\t'));
    QVERIFY(lines.at(1).startsWith(QStringLiteral("Full backup\t")));
  }

  void contextMenuCopiesTheSelectedRowsOnly() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QTreeWidget* resources = window->findChild<editor::ResultsDock*>()->resourcesView();
    QVERIFY(resources->topLevelItemCount() >= 3);
    QCOMPARE(resources->contextMenuPolicy(), Qt::ActionsContextMenu);
    QAction* copy = actionNamed(resources, QStringLiteral("copyRows"));
    QVERIFY(copy);
    resources->topLevelItem(0)->setSelected(true);
    resources->topLevelItem(2)->setSelected(true);
    copy->trigger();
    const int columns = resources->columnCount();
    const QString expected = QStringList{cellsOf(resources->headerItem(), columns).join(u'\t'),
                                         cellsOf(resources->topLevelItem(0), columns).join(u'\t'),
                                         cellsOf(resources->topLevelItem(2), columns).join(u'\t')}
                                 .join(u'\n') +
                             u'\n';
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);
    QCOMPARE(editor::tableText(resources), expected);
  }

  void tabsAndLineBreaksInACellDoNotSplitIt() {
    QTreeWidget tree;
    tree.setHeaderLabels({QStringLiteral("Name"), QStringLiteral("Note")});
    new QTreeWidgetItem(&tree, {QStringLiteral("a\tb"), QStringLiteral("line\nbreak")});
    QCOMPARE(editor::tableText(&tree), QStringLiteral("Name\tNote\na b\tline break\n"));
  }

  void aCopiedCellThatLooksLikeAFormulaIsCopiedAsText() {
    // Issue 37: pasted into a spreadsheet, a node named =HYPERLINK(...) became a live formula.
    QTreeWidget tree;
    tree.setHeaderLabels({QStringLiteral("Name"), QStringLiteral("Error")});
    new QTreeWidgetItem(&tree,
                        {QStringLiteral("=HYPERLINK(\"http://x\")"), QStringLiteral("-12.5 %")});
    new QTreeWidgetItem(&tree, {QStringLiteral("@SUM(A1)"), QStringLiteral("+3")});
    new QTreeWidgetItem(&tree, {QStringLiteral("-2+3"), QStringLiteral("-1,024.5")});
    new QTreeWidgetItem(&tree, {QStringLiteral("\tpadded"), QStringLiteral("-5 min")});
    QCOMPARE(editor::tableText(&tree),
             QStringLiteral("Name\tError\n'=HYPERLINK(\"http://x\")\t-12.5 %\n'@SUM(A1)\t+3\n"
                            "'-2+3\t-1,024.5\n padded\t'-5 min\n"));
  }

  void csvExportIsWhatTheCommandLinePrints_data() {
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("option");
    QTest::newRow("jobs") << static_cast<int>(editor::CsvTable::Jobs) << QStringLiteral("jobs");
    QTest::newRow("resources") << static_cast<int>(editor::CsvTable::Resources)
                               << QStringLiteral("resources");
  }

  void csvExportIsWhatTheCommandLinePrints() {
    QFETCH(int, table);
    QFETCH(QString, option);
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.csv"));
    QString error;
    QVERIFY2(editor::exportResultsCsv(*window->solverRunner(), static_cast<editor::CsvTable>(table),
                                      path, &error),
             qPrintable(error));
    const std::string fixture = test::localBackupPath().toStdString();
    const std::string catalog = (test::dataDir() + QStringLiteral("/catalog")).toStdString();
    const std::string csvOption = option.toStdString();
    const auto cli = test::run(
        {"solve", fixture, "--catalog", catalog, "--direction", "both", "--csv", csvOption});
    QCOMPARE(cli.status, 0);
    const QString written = readAll(path);
    QCOMPARE(written, QString::fromStdString(cli.out));
    // Both runs are there, each with rows: the comparison is not of two empty tables.
    QVERIFY(written.contains(QStringLiteral("\nbackup,")));
    QVERIFY(written.contains(QStringLiteral("\nrestore,")));
    QVERIFY(window->findChild<QAction*>(table == 0 ? QStringLiteral("exportJobsCsv")
                                                   : QStringLiteral("exportResourcesCsv")));
  }

  void csvExportToAFolderThatIsNotThereSaysWhy() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QTemporaryDir dir;
    QString error;
    QVERIFY(!editor::exportResultsCsv(*window->solverRunner(), editor::CsvTable::Jobs,
                                      dir.filePath(QStringLiteral("no/such/folder/x.csv")),
                                      &error));
    QVERIFY(!error.isEmpty());
  }

  void chartsSaveAsPngAndSvg() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    editor::ChartsDock* charts = window->charts();
    charts->raise();
    QTRY_VERIFY(charts->timelineView()->chart() &&
                !charts->timelineView()->chart()->series().isEmpty());
    QChartView* view = charts->timelineView();
    QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
    QVERIFY(actionNamed(view, QStringLiteral("savePng")));
    QVERIFY(actionNamed(view, QStringLiteral("saveSvg")));
    QTemporaryDir dir;
    QString error;

    const QString png = dir.filePath(QStringLiteral("timeline.png"));
    QVERIFY2(editor::saveChartPng(view, png, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), (view->chart()->sceneBoundingRect().size() * 2).toSize());
    std::set<QRgb> colours; // a drawn chart, not a blank picture
    for (int y = 0; y < image.height(); y += 7)
      for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 4);

    const QString svg = dir.filePath(QStringLiteral("timeline.svg"));
    QVERIFY2(editor::saveChartSvg(view, svg, &error), qPrintable(error));
    const QString drawing = readAll(svg);
    QVERIFY(drawing.contains(QStringLiteral("<svg")));
    QVERIFY(drawing.contains(QStringLiteral("<title>") + view->chart()->title()));
    QVERIFY(drawing.contains(QStringLiteral("Full backup"))); // the job's name, as text

    QVERIFY(!editor::saveChartPng(view, dir.filePath(QStringLiteral("no/folder/x.png")), &error));
    QVERIFY(!error.isEmpty());
  }
};

QTEST_MAIN(DataOutTest)
#include "DataOutTest.moc"
