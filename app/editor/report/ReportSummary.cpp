// The report's text sections: title block, summary, result tables, warnings and explanation.
// Every figure comes from results/ResultFigures, as in the results dock and status line.

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportTable.h"
#include "ReportWriter.h"
#include "Version.h"
#include "results/ResultFigures.h"
#include "solver/RunEnd.h"
#include "solver/Solver.h"
#include "topology/Topology.h"
#include "units/Format.h"
#include "whatif/Verdict.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

QString duration(double seconds) { return QString::fromStdString(units::formatDuration(seconds)); }

QString percent(double fraction) { return QString::fromStdString(units::format(fraction, "%", 3)); }

// A node's name for people (warnings name node ids).
QString componentName(const topology::Topology& topology, const std::string& id) {
  const auto* node = topology.node(id);
  return QString::fromStdString(node ? node->name : id);
}

} // namespace

bool anyRuns(const solver::SolveResult& result) {
  return std::any_of(result.jobs.begin(), result.jobs.end(),
                     [](const solver::JobResult& job) { return job.error.empty(); });
}

void paintTitleBlock(PageWriter& writer, const ReportInput& input, const ReportOptions& options) {
  writer.paragraph(tr("Backup and restore throughput report"), PageWriter::Style::Small);
  writer.paragraph(input.name, PageWriter::Style::Title);
  const QString file =
      input.filePath.isEmpty() ? tr("(not saved)") : QFileInfo(input.filePath).absoluteFilePath();
  ReportTable table;
  table.headers = QStringList{tr("Document"), input.name};
  table.rows = {{tr("File"), file},
                {tr("Date"), QLocale().toString(options.date, QLocale::LongFormat)},
                {tr("Tapeflow version"), QString::fromUtf8(kVersion)},
                {tr("Rates shown in"), input.rateUnit}};
  paintTable(writer, table);
}

void paintSummary(PageWriter& writer, const ReportInput& input, const ReportOptions& options) {
  writer.heading(tr("Summary"), writer.mm(30));
  ReportTable table;
  table.headers = QStringList{QString(), tr("Backup"), tr("Restore")};
  table.numeric = {false, true, true};
  const auto column = [&](const auto& figure) {
    return QStringList{figure(input.backup), figure(input.restore)};
  };
  const auto add = [&](const QString& label, const auto& figure) {
    table.rows.push_back(QStringList{label} + column(figure));
  };
  add(tr("Aggregate rate"), [&](const solver::SolveResult* r) {
    return r ? rateText(r->aggregateRate, input.rateUnit) : tr("–");
  });
  // The run's own time; the window it has to fit in is the verdict below (issue 40: this row
  // was called "Run window").
  add(tr("Run time"), [&](const solver::SolveResult* r) {
    if (!r || !anyRuns(*r)) return tr("–");
    return r->timeline.stalled ? tr("never ends") : duration(r->timeline.window);
  });
  // The rate that agrees with the run time, and the job the run waits for at its end (issue 40:
  // the aggregate of all jobs at once and the most common bottleneck can say neither).
  add(tr("Rate over the run"), [&](const solver::SolveResult* r) {
    if (!r || !anyRuns(*r) || r->timeline.stalled) return tr("–");
    return rateText(solver::runEnd(*r).rate(), input.rateUnit);
  });
  add(tr("Ends with"), [&](const solver::SolveResult* r) {
    if (!r) return tr("–");
    const auto end = solver::runEnd(*r);
    if (!end.last) return tr("–");
    const QString text =
        tr("“%1” at %2, held by %3")
            .arg(QString::fromStdString(end.last->name), rateText(end.endRate, input.rateUnit),
                 QString::fromStdString(end.heldBy));
    if (end.earlier.empty()) return text;
    const auto& before = end.earlier.front();
    return tr("%1; earlier by %2 for %3")
        .arg(text, QString::fromStdString(before.label), duration(before.seconds));
  });
  add(tr("Jobs"),
      [&](const solver::SolveResult* r) { return r ? QString::number(r->jobs.size()) : tr("–"); });
  // The bottleneck most jobs share (the row says how many): what to lift for the rate of all
  // jobs at once, which is not always what ends the run (the row above).
  add(tr("Bottleneck"), [&](const solver::SolveResult* r) {
    if (!r) return tr("–");
    const RunBottleneck run = runBottleneck(*r);
    return run.label.isEmpty() ? tr("none")
                               : tr("%1 (holds %2 of %3 jobs)")
                                     .arg(run.label)
                                     .arg(run.jobsHeld)
                                     .arg(r->jobs.size());
  });
  add(tr("Lifting the bottleneck gives up to"), [&](const solver::SolveResult* r) {
    if (!r) return tr("–");
    const RunBottleneck run = runBottleneck(*r);
    if (run.label.isEmpty()) return tr("–");
    if (run.nextLabel.isEmpty()) return tr("nothing known beyond it");
    return tr("%1 (+%2), then %3")
        .arg(rateText(run.liftedAggregate, input.rateUnit),
             percent(r->aggregateRate > 0.0 ? run.liftedAggregate / r->aggregateRate - 1.0 : 0.0),
             run.nextLabel);
  });
  paintTable(writer, table);
  if (!input.backup || !anyRuns(*input.backup)) {
    writer.paragraph(tr("No backup job can run: the jobs table says why."));
    return;
  }
  // Does each run fit? The document's backup window (or the one the export was given) and
  // restore objective, in the words every view uses (whatif::describe).
  topology::Objectives objectives = input.topology->objectives();
  if (options.backupWindow > 0.0)
    objectives.backupWindow =
        topology::Duration{options.backupWindow, options.backupWindowText.toStdString()};
  writer.paragraph(
      QString::fromStdString(whatif::describe(whatif::judgeBackup(*input.backup, objectives))));
  if (input.restore && anyRuns(*input.restore))
    writer.paragraph(
        QString::fromStdString(whatif::describe(whatif::judgeRestore(*input.restore, objectives))));
}

void paintResultTables(PageWriter& writer, const ReportInput& input) {
  writer.heading(tr("Jobs"), writer.mm(15));
  ReportTable jobs;
  jobs.headers = QStringList{tr("Job"),      tr("Direction"),  tr("Rate"),
                             tr("Duration"), tr("Bottleneck"), tr("Next bottleneck")};
  jobs.numeric = {false, false, true, true, false, false};
  for (const JobRow& row : jobRows(input.backup, input.restore, input.rateUnit))
    jobs.rows.push_back(
        {row.name, row.direction, row.rate, row.duration, row.bottleneck, row.next});
  paintTable(writer, jobs);

  for (const auto* result : {input.backup, input.restore}) {
    if (!result) continue;
    writer.heading(result == input.backup ? tr("Resources (backup)") : tr("Resources (restore)"),
                   writer.mm(15));
    ReportTable resources;
    resources.headers = QStringList{tr("Resource"), tr("Use"), tr("Load"), tr("Capacity")};
    resources.numeric = {false, true, true, true};
    for (const ResourceRow& row : resourceRows(result, input.rateUnit)) {
      resources.rows.push_back({row.label, row.use, row.load, row.capacity});
      resources.emphasised.push_back(row.utilisation >= 1.0 - 1e-9); // saturated
    }
    if (resources.rows.empty())
      writer.paragraph(tr("No resource carries data."));
    else
      paintTable(writer, resources);
  }
}

void paintExplanation(PageWriter& writer, const ReportInput& input) {
  const topology::Topology& topology = *input.topology;
  writer.heading(tr("Warnings"), writer.mm(12));
  ReportTable warnings;
  warnings.headers = QStringList{tr("Component"), tr("Direction"), tr("Warning")};
  for (const auto* result : {input.backup, input.restore})
    if (result)
      for (const auto& w : result->warnings)
        warnings.rows.push_back(
            {w.component.empty() ? tr("–") : componentName(topology, w.component),
             result == input.backup ? tr("backup") : tr("restore"),
             QString::fromStdString(w.message)});
  if (warnings.rows.empty())
    writer.paragraph(tr("No warnings."));
  else
    paintTable(writer, warnings);

  writer.heading(tr("Explanation by job"), writer.mm(25));
  writer.paragraph(tr("Each job's bottleneck is the component that stops it going faster; the "
                      "next bottleneck is what would stop it once that one is lifted, and the "
                      "rate it would then reach. Headroom is how busy each component on the "
                      "job's path is and how much more this job alone could push through it."));
  for (const auto* result : {input.backup, input.restore}) {
    if (!result) continue;
    for (const auto& job : result->jobs) {
      const QString direction = QString::fromUtf8(topology::directionName(job.direction).data());
      writer.heading(tr("%1 (%2)").arg(QString::fromStdString(job.name), direction), writer.mm(12),
                     PageWriter::Style::Subheading);
      if (!job.error.empty()) {
        writer.paragraph(tr("Cannot run: %1").arg(QString::fromStdString(job.error)));
        continue;
      }
      // The rate is the steady one, with every job moving data; the time is the timeline's,
      // after any wait for a slot of a device the application runs fewer jobs into at once.
      QString text = tr("Rate %1 with every job moving, limited by %2.")
                         .arg(rateText(job.rate, input.rateUnit),
                              QString::fromStdString(job.bottleneck.label));
      const QString takes = duration(job.end - job.start);
      text += QLatin1Char(' ') + (job.start > 0.0
                                      ? tr("Waits %1 for a free device slot, then takes %2.")
                                            .arg(duration(job.start), takes)
                                      : tr("Takes %1.").arg(takes));
      if (!job.next.key.empty())
        text += QLatin1Char(' ') + tr("Next bottleneck: %1, at %2.")
                                       .arg(QString::fromStdString(job.next.label),
                                            rateText(job.next.rate, input.rateUnit));
      if (job.cartridgeChanges > 0)
        text += QLatin1Char(' ') + QCoreApplication::translate("Report", "%n cartridge change(s).",
                                                               nullptr, job.cartridgeChanges);
      writer.paragraph(text);
      if (job.headroom.empty()) continue;
      ReportTable headroom;
      headroom.headers = QStringList{tr("On the path"), tr("Use"), tr("Headroom for this job")};
      headroom.numeric = {false, true, true};
      for (const auto& h : job.headroom) {
        headroom.rows.push_back(
            {QString::fromStdString(result->resources[h.resource].label), percent(h.utilisation),
             std::isfinite(h.spare) ? rateText(h.spare, input.rateUnit) : tr("unlimited")});
        headroom.emphasised.push_back(result->resources[h.resource].key == job.bottleneck.key);
      }
      paintTable(writer, headroom);
    }
  }
}

} // namespace tapeflow::editor
