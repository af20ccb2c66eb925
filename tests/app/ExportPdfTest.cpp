// `tapeflow --export-pdf OUT FILE`, the real binary, on every shipped example, with no display
// (DISPLAY and QT_QPA_PLATFORM unset: the app must choose the offscreen platform itself). The
// PDF is read back with pdftotext -layout: every section is there, every page says "Page n of
// m", and the aggregate rates, each job's rate and bottleneck and the run's bottleneck equal the
// solver's figures, solved here in-process, to the precision the report prints (units::format,
// 4 significant digits). A bad file exits 2 with a message naming it and writes no PDF.

#include "PdfText.h"
#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "solver/RunEnd.h"
#include "solver/Solver.h"
#include "units/Format.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace tapeflow;

namespace {

struct Run {
  int exitCode = -1;
  QString out;
  QString err;
};

// Runs the app as a user would on a server: no display, no platform chosen.
Run runApp(const QStringList& arguments) {
  QProcess process;
  QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
    environment.remove(QString::fromLatin1(name));
  process.setProcessEnvironment(environment);
  process.start(QStringLiteral(TAPEFLOW_APP), arguments);
  Run run;
  if (!process.waitForFinished(120000)) return run;
  run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
  run.out = QString::fromUtf8(process.readAllStandardOutput());
  run.err = QString::fromUtf8(process.readAllStandardError());
  return run;
}

QString examplesDir() {
  return QString::fromStdString(catalog::defaultResourceDir()) + QStringLiteral("/examples");
}

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  static const auto catalog = [] {
    Diagnostics diagnostics;
    auto loaded =
        catalog::Catalog::load(catalog::defaultResourceDir() + "/catalog", {}, diagnostics);
    if (!loaded) qFatal("shipped catalog: %s", diagnostics.toString().c_str());
    return loaded;
  }();
  return catalog;
}

QString flat(QString text) {
  return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

QString rate(double value, const std::string& unit) {
  return QString::fromStdString(units::format(value, unit, 4));
}

} // namespace

class ExportPdfTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

private slots:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             qPrintable(test::pdftotextMissing()));
  }

  void reportMatchesTheSolver_data() {
    QTest::addColumn<QString>("file");
    const QDir folder(examplesDir());
    const auto examples = folder.entryInfoList({QStringLiteral("*.tapeflow")}, QDir::Files);
    QVERIFY(examples.size() >= 2);
    for (const QFileInfo& info : examples)
      QTest::newRow(qPrintable(info.completeBaseName())) << info.absoluteFilePath();
  }

  void reportMatchesTheSolver() {
    QFETCH(QString, file);
    const QString pdf = m_dir.filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".pdf"));
    const Run run = runApp({QStringLiteral("--export-pdf"), pdf, file});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("wrote")));
    const auto text = test::pdfText(pdf);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));

    // The solver's own figures for the same file and catalog.
    auto loaded = io::loadTopologyFile(file.toStdString(), shippedCatalog());
    QVERIFY(loaded.topology);
    const auto& topology = *loaded.topology;
    solver::SolveOptions options;
    options.flow.mode = solver::DirectionMode::Backup;
    const auto backup = solver::solve(topology, options);
    options.flow.mode = solver::DirectionMode::Restore;
    const auto restore = solver::solve(topology, options);
    const std::string unit = topology.view().rateUnit;

    for (const char* section :
         {"Backup and restore throughput report", "Tapeflow version", "Diagram",
          "Utilisation:", "Summary", "Jobs", "Resources (backup)", "Resources (restore)", "Charts",
          "Warnings", "Explanation by job", "Assumptions"})
      QVERIFY2(text->contains(QString::fromLatin1(section)), section);
    // The charts, or why there are none.
    const bool runs = std::any_of(backup.jobs.begin(), backup.jobs.end(),
                                  [](const auto& job) { return job.error.empty(); });
    for (const char* chart :
         {"Utilisation on the busiest paths (backup)", "Backup run", "Rate by job"})
      QVERIFY2(text->contains(QString::fromLatin1(chart)) == runs, chart);
    if (!runs) QVERIFY(text->contains(QStringLiteral("there is nothing to chart")));
    QVERIFY(text->contains(QString::fromStdString(topology.name())));
    QVERIFY(text->contains(QFileInfo(file).fileName()));

    const QStringList pages = test::pdfPages(*text);
    for (int p = 0; p < pages.size(); ++p)
      QVERIFY2(pages[p].contains(QStringLiteral("Page %1 of %2").arg(p + 1).arg(pages.size())),
               qPrintable(QStringLiteral("page %1 has no footer").arg(p + 1)));

    // Summary: the aggregate rates side by side, as the layout prints the row.
    const QRegularExpression aggregate(
        QStringLiteral("Aggregate rate\\s+%1\\s+%2")
            .arg(QRegularExpression::escape(rate(backup.aggregateRate, unit)),
                 QRegularExpression::escape(rate(restore.aggregateRate, unit))));
    QVERIFY2(text->contains(aggregate), qPrintable(aggregate.pattern()));

    // The run's bottleneck: the one most backup jobs share.
    std::map<std::string, int> votes;
    for (const auto& job : backup.jobs)
      if (job.error.empty()) ++votes[job.bottleneck.label];
    // Jobs limited by different components in equal numbers: the report names one of them.
    int most = 0;
    for (const auto& [label, count] : votes) most = std::max(most, count);
    QStringList tied;
    for (const auto& [label, count] : votes)
      if (count == most) tied << QRegularExpression::escape(QString::fromStdString(label));
    if (most > 0) {
      const QRegularExpression bottleneck(
          // The cell may wrap before "(holds" or "jobs)", with the restore column's first line
          // between its lines.
          QStringLiteral("Bottleneck\\s+(%1)[\\s\\S]{0,160}?\\(holds %2 of %3\\b")
              .arg(tied.join(QLatin1Char('|')))
              .arg(most)
              .arg(backup.jobs.size()));
      QVERIFY2(text->contains(bottleneck), qPrintable(bottleneck.pattern()));
    }

    // The job the backup run ends with (issue 40): the one that finishes last, first in its cell.
    if (const auto* last = solver::runEnd(backup).last) {
      QString name = QRegularExpression::escape(QString::fromStdString(last->name));
      name.replace(QStringLiteral("\\ "), QStringLiteral("\\s+")); // the cell may wrap
      const QRegularExpression ends(QStringLiteral("Ends with\\s+“%1”").arg(name));
      QVERIFY2(text->contains(ends), qPrintable(ends.pattern()));
    }

    // Every job, both directions: its rate and bottleneck as the explanation states them.
    const QString all = flat(*text);
    for (const auto* result : {&backup, &restore})
      for (const auto& job : result->jobs) {
        if (!job.error.empty()) continue;
        const QString sentence =
            QStringLiteral("%1 (%2) Rate %3 with every job moving, limited by %4.")
                .arg(QString::fromStdString(job.name),
                     QString::fromUtf8(topology::directionName(job.direction).data()),
                     rate(job.rate, unit), QString::fromStdString(job.bottleneck.label)) +
            (job.start > 0.0 ? QStringLiteral(" Waits %1 for a free device slot, then takes %2.")
                                   .arg(QString::fromStdString(units::formatDuration(job.start)))
                             : QStringLiteral(" Takes %1."))
                .arg(QString::fromStdString(units::formatDuration(job.end - job.start)));
        QVERIFY2(all.contains(flat(sentence)), qPrintable(sentence));
      }
  }

  void missingFileExitsTwoAndNamesIt() {
    const QString pdf = m_dir.filePath(QStringLiteral("missing.pdf"));
    const QString file = m_dir.filePath(QStringLiteral("no-such-file.tapeflow"));
    const Run run = runApp({QStringLiteral("--export-pdf"), pdf, file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(file), qPrintable(run.err));
    QVERIFY(!QFile::exists(pdf));
  }

  void malformedFileExitsTwoAndSaysWhere() {
    const QString file = m_dir.filePath(QStringLiteral("broken.tapeflow"));
    QFile broken(file);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ \"format\": \"tapeflow-topology\", \"version\": 1, \"nodes\": [ ");
    broken.close();
    const QString pdf = m_dir.filePath(QStringLiteral("broken.pdf"));
    const Run run = runApp({QStringLiteral("--export-pdf"), pdf, file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(file), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("no report written")));
    QVERIFY(!QFile::exists(pdf));
  }

  void usageErrorsExitOne() {
    const QString pdf = m_dir.filePath(QStringLiteral("usage.pdf"));
    QCOMPARE(runApp({QStringLiteral("--export-pdf"), pdf}).exitCode, 1);
    const QString example = examplesDir() + QStringLiteral("/default.tapeflow");
    const Run paper = runApp({QStringLiteral("--export-pdf"), pdf, QStringLiteral("--page-size"),
                              QStringLiteral("A3"), example});
    QCOMPARE(paper.exitCode, 1);
    QVERIFY(paper.err.contains(QStringLiteral("A3")));
    QCOMPARE(runApp({QStringLiteral("--export-pdf"), pdf, QStringLiteral("--backup-window"),
                     QStringLiteral("soon"), example})
                 .exitCode,
             1);
    QVERIFY(!QFile::exists(pdf));
  }

  void backupWindowAndPaperReachTheReport() {
    const QString pdf = m_dir.filePath(QStringLiteral("window.pdf"));
    const Run run =
        runApp({QStringLiteral("--export-pdf"), pdf, QStringLiteral("--page-size"),
                QStringLiteral("letter"), QStringLiteral("--backup-window"),
                QStringLiteral("30 min"), examplesDir() + QStringLiteral("/default.tapeflow")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const auto text = test::pdfText(pdf);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    // The default example's backup run takes about an hour: it does not fit 30 minutes (the
    // export's window replaces the file's 1 h); its restore objective is 45 min.
    QVERIFY(flat(*text).contains(QStringLiteral("Backup misses the 30 min window by 28 min 47 s")));
    QVERIFY(flat(*text).contains(QStringLiteral("Restore misses the 45 min objective by")));
    QVERIFY(text->contains(QStringLiteral("Backup window (30 min")));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("/MediaBox [0 0 612.000000 792.000000]"));
  }

  void aSweepReachesTheWhatIfSection() {
    const QString pdf = m_dir.filePath(QStringLiteral("sweep.pdf"));
    const QString example = examplesDir() + QStringLiteral("/default.tapeflow");
    const Run run = runApp({QStringLiteral("--export-pdf"), pdf, QStringLiteral("--sweep"),
                            QStringLiteral("lto.native_rate=100MB/s:800MB/s:8:log"), example});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const auto text = test::pdfText(pdf);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    QVERIFY(text->contains(QStringLiteral("What-if")));
    QVERIFY(flat(*text).contains(QStringLiteral("8 points. The shortest backup run")));
    QVERIFY(flat(*text).contains(QStringLiteral("Backup limited by")));
    // A figure the file does not have: exit 2, nothing written, the message names it.
    const QString bad = m_dir.filePath(QStringLiteral("bad-sweep.pdf"));
    const Run refused = runApp({QStringLiteral("--export-pdf"), bad, QStringLiteral("--sweep"),
                                QStringLiteral("lto.warp_factor=1:2"), example});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("warp_factor")), qPrintable(refused.err));
    QVERIFY(!QFile::exists(bad));
  }
};

QTEST_GUILESS_MAIN(ExportPdfTest)
#include "ExportPdfTest.moc"
