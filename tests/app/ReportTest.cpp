// The PDF report's parts, in-process on the offscreen platform: tables that break across pages
// repeat their header and lose no row, every page has its footer and number, the assumptions
// list the figures the jobs use with their sources and mark overrides, and File ▸ Export Report
// writes the report of the open document. Text is read back with pdftotext (PdfText.h).

#include "PdfText.h"
#include "TestSupport.h"
#include "document/Document.h"
#include "report/Assumptions.h"
#include "report/ExportReportDialog.h"
#include "report/PageWriter.h"
#include "report/ReportTable.h"
#include "report/ReportWriter.h"
#include "results/SolverRunner.h"
#include "scene/DiagramScene.h"
#include "undo/SetParameterCommand.h"
#include "units/Units.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tapeflow;

class ReportTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

  static std::unique_ptr<editor::Document> open() {
    auto outcome = editor::Document::load(test::localBackupPath(), test::fixtureCatalog());
    if (!outcome.document) qFatal("cannot load the fixture");
    return std::move(outcome.document);
  }

  // `table` alone in an A4 PDF at `path`, laid out as the report lays out its tables; the pages.
  static int paintTableToPdf(const QString& path, const editor::ReportTable& table) {
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setResolution(96);
    QPainter painter(&pdf);
    editor::PageWriter writer(pdf, painter, QStringLiteral("table test"), 0);
    editor::paintTable(writer, table);
    writer.finish();
    return writer.page();
  }

private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void longTableRepeatsItsHeaderOnEveryPage() {
    // 150 rows of 8 pt text cannot fit one A4 page: the table must continue with its header.
    const QString path = m_dir.filePath(QStringLiteral("table.pdf"));
    editor::ReportTable table;
    table.headers = QStringList{QStringLiteral("Name"), QStringLiteral("Figure")};
    table.numeric = {false, true};
    for (int i = 0; i < 150; ++i)
      table.rows.push_back({QStringLiteral("row-%1").arg(i), QString::number(i * 7)});
    const int pages = paintTableToPdf(path, table);
    QVERIFY(pages >= 3);
    const auto text = test::pdfText(path);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    const QStringList byPage = test::pdfPages(*text);
    QCOMPARE(byPage.size(), pages);
    for (int p = 0; p < pages; ++p) {
      QVERIFY2(byPage[p].contains(QStringLiteral("Name")) &&
                   byPage[p].contains(QStringLiteral("Figure")),
               qPrintable(QStringLiteral("page %1 has no header").arg(p + 1)));
      QVERIFY(byPage[p].contains(QStringLiteral("Page %1").arg(p + 1)));
    }
    for (int i = 0; i < 150; ++i) // every row once, whole
      QCOMPARE(
          text->count(QRegularExpression(QStringLiteral("\\brow-%1\\s+%2\\b").arg(i).arg(i * 7))),
          1);
  }

  void groupedTableNamesItsGroupOncePerPage() {
    // Three groups of 60 rows over several pages: a group's name at its first row and again at
    // the top of every page it continues on, nowhere else.
    const QString path = m_dir.filePath(QStringLiteral("grouped.pdf"));
    editor::ReportTable table;
    table.headers = QStringList{QStringLiteral("Component"), QStringLiteral("Row")};
    table.groupFirstColumn = true;
    for (const char* group : {"alpha", "bravo", "charlie"})
      for (int i = 0; i < 60; ++i)
        table.rows.push_back({QStringLiteral("group-%1").arg(QLatin1String(group)),
                              QStringLiteral("row %1").arg(i)});
    const int pages = paintTableToPdf(path, table);
    QVERIFY(pages >= 3);
    const auto text = test::pdfText(path);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    const QStringList byPage = test::pdfPages(*text);
    QCOMPARE(byPage.size(), pages);
    int shown = 0;
    for (const QString& page : byPage) {
      const int here = int(page.count(QStringLiteral("group-")));
      QVERIFY(here >= 1); // the top of every page says which group it is in
      shown += here;
    }
    QVERIFY(shown <= 3 + pages);
    for (const char* group : {"alpha", "bravo", "charlie"})
      QVERIFY(text->contains(QStringLiteral("group-%1").arg(QLatin1String(group))));
  }

  void longCellsWrapInsteadOfBeingClipped() {
    const QString path = m_dir.filePath(QStringLiteral("wrap.pdf"));
    const QString sentence = QStringLiteral("every word of this long source note must be in "
                                            "the PDF even though the column is narrow ")
                                 .repeated(4);
    editor::ReportTable table;
    table.headers = QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    table.rows.push_back({sentence, sentence, QStringLiteral("end-marker")});
    paintTableToPdf(path, table);
    const auto text = test::pdfText(path, false);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    QString flat = *text;
    flat.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    QCOMPARE(flat.count(QStringLiteral("narrow")), 8);
    QVERIFY(flat.contains(QStringLiteral("end-marker")));
  }

  void onlyColumnsWithOverlongWordsBreakThem() {
    // A source's file path longer than the page: its column breaks it anywhere, while the
    // parameter column keeps "Software compression" in whole words (it used to print
    // "Software compr ession").
    const QString path = m_dir.filePath(QStringLiteral("overlong.pdf"));
    editor::ReportTable table;
    table.headers = QStringList{QStringLiteral("Parameter"), QStringLiteral("Source")};
    const QString overlong = QStringLiteral("src/libltfs/ltfs_fsops_raw.c").repeated(12);
    for (const char* parameter :
         {"Software compression", "Client push agent", "Restore out of tape order"})
      table.rows.push_back({QString::fromLatin1(parameter), overlong});
    // In the same column a source of ordinary words keeps them whole.
    const QString words =
        QStringLiteral("IBM TS2290 user manual, half height performance table, sustained "
                       "compressed rates, ")
            .repeated(6)
            .trimmed();
    table.rows.push_back({QStringLiteral("Max host rate"), words});
    paintTableToPdf(path, table);
    const auto text = test::pdfText(path, false);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    QString flat = *text;
    flat.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    for (const char* parameter :
         {"Software compression", "Client push agent", "Restore out of tape order"})
      QVERIFY2(flat.contains(QString::fromLatin1(parameter)), parameter);
    QVERIFY2(flat.contains(words), qPrintable(flat.right(words.size() + 40)));
  }

  void assumptionsListUsedFiguresWithSourcesAndMarkOverrides() {
    auto document = open();
    const auto results = editor::SolverRunner::compute(document->topology());
    auto rows = editor::collectAssumptions(document->topology(), results.backup.get(),
                                           results.restore.get());
    QVERIFY(!rows.empty());
    const auto find = [&](const QString& component, const QString& parameterPrefix) {
      return std::find_if(rows.begin(), rows.end(), [&](const editor::Assumption& a) {
        return a.component == component && a.parameter.startsWith(parameterPrefix);
      });
    };
    const auto labelOf = [&](const char* node, const char* parameter) {
      const auto* def =
          document->topology().kindOf(*document->topology().node(node))->parameter(parameter);
      return QString::fromStdString(def->label.empty() ? def->name : def->label);
    };
    // The fixture's server sets 4 cores where its catalog entry says 2 (Table 1 of "paper").
    const auto cores = find(QStringLiteral("ProLiant"), labelOf("srv", "cpu_cores"));
    QVERIFY(cores != rows.end());
    QVERIFY(cores->overridden);
    QCOMPARE(cores->value, QStringLiteral("4"));
    QCOMPARE(cores->source, QStringLiteral("set in this file (catalog: 2)"));
    // The array's read rate comes from its catalog entry, an assumption with a note.
    const auto read = find(QStringLiteral("Array"), labelOf("array", "read_rate"));
    QVERIFY(read != rows.end());
    QVERIFY(!read->overridden);
    QCOMPARE(read->value, QStringLiteral("60 MB/s"));
    QVERIFY2(read->source.startsWith(QStringLiteral("RAID-5 array: ")) &&
                 read->source.contains(QStringLiteral("(assumption)")),
             qPrintable(read->source));
    QCOMPARE(read->note, QStringLiteral("test"));
    // Nothing is left without a value or a source.
    for (const auto& a : rows) {
      QVERIFY2(!a.source.isEmpty(), qPrintable(a.component + QStringLiteral(" ") + a.parameter));
      QVERIFY(!a.value.isEmpty());
    }
    // The job's own settings are listed.
    QVERIFY(find(QStringLiteral("Job Full backup"), QStringLiteral("Streams")) != rows.end());
    // An edit that overrides the read rate shows as an override, with the catalog's figure.
    document->undoStack()->push(new editor::SetNodeParameterCommand(
        document.get(), "array", "read_rate",
        catalog::Value{units::parseQuantity("80 MB/s")->value, "80 MB/s", {}}));
    rows = editor::collectAssumptions(document->topology(), results.backup.get(),
                                      results.restore.get());
    const auto edited = find(QStringLiteral("Array"), labelOf("array", "read_rate"));
    QVERIFY(edited != rows.end() && edited->overridden);
    QCOMPARE(edited->value, QStringLiteral("80 MB/s"));
    QCOMPARE(edited->source, QStringLiteral("set in this file (catalog: 60 MB/s)"));
  }

  void exportActionWritesTheOpenDocumentsReport() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QAction* action = window->action(QStringLiteral("exportReport"));
    QVERIFY(action);
    QMenu* file = window->menuBar()->actions().constFirst()->menu();
    QVERIFY(file->actions().contains(action));
    const QString path = m_dir.filePath(QStringLiteral("window.pdf"));
    editor::ReportOptions options;
    options.pageSize = QPageSize::Letter;
    options.backupWindow = 3600.0;
    QString error;
    QVERIFY2(window->exportReportTo(path, options, &error), qPrintable(error));
    const auto text = test::pdfText(path);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    for (const char* section : {"Diagram", "Summary", "Jobs", "Resources (backup)", "Charts",
                                "Warnings", "Explanation by job", "Assumptions"})
      QVERIFY2(text->contains(QString::fromLatin1(section)), section);
    QString flat = *text;
    flat.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    // The summary's row holds the run's time under that name (issue 40: it was "Run window").
    QVERIFY2(flat.contains(QStringLiteral("Run time 9 min 20 s 9 min 20 s")),
             qPrintable(flat.left(2000)));
    QVERIFY(!flat.contains(QStringLiteral("Run window")));
    // The verdicts, in the words every view uses: the run takes 9 min 20 s.
    QVERIFY2(flat.contains(
                 QStringLiteral("Backup fits the 1 h 00 min window with 50 min 40 s to spare")),
             qPrintable(flat.left(2000)));
    QVERIFY(flat.contains(QStringLiteral("Restore takes 9 min 20 s (no restore objective set)")));
    // The advisor's best changes, and no sweep (none was added).
    QVERIFY(text->contains(QStringLiteral("What buys the most")));
    QVERIFY(flat.contains(QStringLiteral("Add another"))); // cells wrap: the first words
    QVERIFY(!text->contains(QStringLiteral("Sweep of")));
    // Rates in the document's unit (the fixture shows GB/h): 7.5 MB/s is 27 GB/h.
    QVERIFY(text->contains(QStringLiteral("27 GB/h")));
    // Letter paper: 612 x 792 points.
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.readAll().contains("/MediaBox [0 0 612.000000 792.000000]"));
    // The selection comes back after the export hid it.
    window->selectById(QStringLiteral("dlt"));
    QVERIFY(window->exportReportTo(path, options, &error));
    QCOMPARE(window->scene()->selectedNodeIds(), std::vector<std::string>{"dlt"});
  }

  void unwritablePathSaysWhy() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QString error;
    QVERIFY(!window->exportReportTo(QStringLiteral("/nonexistent-folder/x.pdf"), {}, &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent-folder/x.pdf")));
  }

  void dialogDefaultsFromTheLocaleAndAddsTheSuffix() {
    editor::ExportReportDialog dialog(QStringLiteral("/tmp/report"), 7200.0);
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/report.pdf"));
    QCOMPARE(dialog.options().pageSize, editor::defaultPageSize());
    QCOMPARE(dialog.options().backupWindow, 7200.0);
    const auto expected = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                              ? QPageSize::Letter
                              : QPageSize::A4;
    QCOMPARE(editor::defaultPageSize(), expected);
    // Every field's label has its mnemonic, none a literal "&".
    for (const QLabel* label : dialog.findChildren<QLabel*>())
      if (label->text().contains(QLatin1Char('&')))
        QVERIFY2(label->buddy(), qPrintable(label->text()));
  }
};

QTEST_MAIN(ReportTest)
#include "ReportTest.moc"
