#include "Assumptions.h"

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportTable.h"
#include "ReportWriter.h"
#include "calibration/Calibrate.h"
#include "solver/Solver.h"
#include "topology/Topology.h"
#include "units/Format.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }
QString qs(const std::string& text) { return QString::fromStdString(text); }

// "Compaq 1997 white paper, Table 7 (measured)"; an assumption says so.
QString sourceText(const catalog::Catalog& catalog, const catalog::Source& source) {
  QStringList parts;
  if (const auto* info = catalog.source(source.ref))
    parts << qs(info->title.empty() ? info->id : info->title);
  else if (!source.ref.empty())
    parts << qs(source.ref);
  if (!source.where.empty()) parts << qs(source.where);
  QString text = parts.join(QStringLiteral(", "));
  if (!source.basis.empty())
    text += (text.isEmpty() ? QString() : QStringLiteral(" ")) +
            QStringLiteral("(%1)").arg(qs(source.basis));
  return text.isEmpty() ? tr("no source given") : text;
}

QString entryName(const catalog::Catalog& catalog, const std::string& id) {
  const auto* entry = catalog.entry(id);
  return entry ? qs(entry->displayName()) : qs(id);
}

// The value for people; a reference to another entry by that entry's name.
QString valueText(const catalog::Catalog& catalog, const catalog::Value& value,
                  const catalog::ParameterDef& def) {
  return def.type == catalog::ParamType::Ref ? entryName(catalog, value.string())
                                             : qs(catalog::displayText(value, def));
}

QString label(const catalog::ParameterDef& def) {
  return qs(def.label.empty() ? def.name : def.label);
}

class Collector {
  Q_DECLARE_TR_FUNCTIONS(tapeflow::editor::Collector)

public:
  explicit Collector(const topology::Topology& topology) : m_topology(topology) {}

  // "calibrated 2026-11-24 from Full backup (backup), DLT 1 ▸ Native rate; set in this file…":
  // the measurements by what they measured, as the reader knows them.
  QString calibratedSource(const topology::CalibratedFigure& mark, const QString& otherwise) const {
    QStringList from;
    for (const auto& id : mark.from)
      for (const auto& measurement : m_topology.measurements())
        if (measurement.id == id) {
          calibration::Residual subject;
          subject.job = measurement.job;
          subject.figure = measurement.figure;
          QString what = qs(calibration::measuredSubject(m_topology, subject));
          if (!measurement.job.empty())
            what += tr(" (%1)").arg(measurement.direction == topology::Direction::Restore
                                        ? tr("restore")
                                        : tr("backup"));
          from << what;
        }
    return tr("calibrated %1 from %2; %3")
        .arg(qs(mark.date), from.isEmpty() ? tr("measurements since deleted") : from.join(tr(", ")),
             otherwise);
  }

  // `node`'s figures, under `name` (the names of every node that shares them).
  void node(const topology::Node& node, const QString& name) {
    const auto* kind = m_topology.kindOf(node);
    if (!kind) return;
    const auto& catalog = m_topology.catalog();
    const auto* entry = m_topology.entryOf(node);
    for (const auto& def : kind->parameters) {
      topology::ValueOrigin origin{};
      const auto* value = m_topology.parameter(node, def.name, &origin);
      if (!value) continue;
      Assumption row{name, label(def), valueText(catalog, *value, def), {}, false, {}};
      switch (origin) {
      case topology::ValueOrigin::Override: {
        row.overridden = true;
        const auto* original = entry ? entry->parameter(def.name) : nullptr;
        row.source =
            original
                ? tr("set in this file (catalog: %1)").arg(valueText(catalog, original->value, def))
                : tr("set in this file");
        if (const auto* mark = calibration::holdingMark(m_topology, node.id + "." + def.name))
          row.source = calibratedSource(*mark, row.source);
        break;
      }
      case topology::ValueOrigin::Catalog: {
        const auto* figure = entry->parameter(def.name);
        row.source =
            tr("%1: %2").arg(qs(entry->displayName()), sourceText(catalog, figure->source));
        row.note = qs(figure->source.note);
        break;
      }
      default: row.source = tr("default of the kind %1 (assumption)").arg(qs(kind->label));
      }
      m_rows.push_back(std::move(row));
      if (def.type == catalog::ParamType::Ref) m_profiles.push_back(value->string());
    }
  }

  // The profile entries the nodes refer to, each once, with the figures they give.
  void profiles() {
    std::set<std::string> done;
    for (const std::string& id : m_profiles) {
      const auto* entry = m_topology.catalog().entry(id);
      if (!entry || !done.insert(id).second) continue;
      const auto* kind = m_topology.catalog().kinds().kind(entry->kind);
      for (const auto& [name, figure] : entry->parameters) {
        const auto* def = kind ? kind->parameter(name) : nullptr;
        if (!def) continue;
        m_rows.push_back({qs(entry->displayName()), label(*def),
                          valueText(m_topology.catalog(), figure.value, *def),
                          sourceText(m_topology.catalog(), figure.source), false,
                          qs(figure.source.note)});
      }
    }
  }

  void link(const topology::Link& link) {
    const auto* defs = m_topology.linkParameterDefs(link);
    if (!defs) return;
    const auto* a = m_topology.node(link.a.node);
    const auto* b = m_topology.node(link.b.node);
    const QString name =
        tr("Link %1 – %2").arg(qs(a ? a->name : link.a.node), qs(b ? b->name : link.b.node));
    for (const auto& def : *defs) {
      const auto found = link.parameters.find(def.name);
      if (found != link.parameters.end())
        m_rows.push_back({name,
                          label(def),
                          valueText(m_topology.catalog(), found->second, def),
                          tr("set in this file"),
                          false,
                          {}});
      else if (def.defaultValue)
        m_rows.push_back({name,
                          label(def),
                          valueText(m_topology.catalog(), *def.defaultValue, def),
                          tr("default of the medium (assumption)"),
                          false,
                          {}});
    }
  }

  void job(const topology::Job& job) {
    const auto& o = job.options;
    const QString name = tr("Job %1").arg(qs(job.name));
    const auto add = [&](const QString& parameter, const QString& value) {
      m_rows.push_back({name, parameter, value, tr("job settings in this file"), false, {}});
    };
    const auto onOff = [](bool on) { return on ? tr("on") : tr("off"); };
    add(tr("Mode"), qs(std::string(topology::jobModeName(o.mode))));
    add(tr("Streams"), QString::number(o.streams));
    if (o.blockSize)
      add(tr("Block size"),
          qs(units::formatAuto(*o.blockSize, units::Dimension::Bytes, {.binary = true})));
    add(tr("Software compression"), onOff(o.softwareCompression));
    add(tr("CRC"), onOff(o.crc));
    add(tr("Client push agent"), onOff(o.pushAgent));
    add(tr("Tree walk"), onOff(o.treeWalk));
    add(tr("Restore out of tape order"), onOff(o.restoreOutOfOrder));
    if (o.dataSize)
      add(tr("Data size"), qs(units::formatAuto(*o.dataSize, units::Dimension::Bytes)));
    if (o.fileCount) add(tr("Files"), QString::number(*o.fileCount));
    if (o.meanFileSize)
      add(tr("Mean file size"),
          qs(units::formatAuto(*o.meanFileSize, units::Dimension::Bytes, {.binary = true})));
    if (o.compressibility)
      add(tr("Compressibility"), tr("%1:1").arg(qs(units::format(*o.compressibility, "", 3))));
  }

  // Without rows that say the same thing twice (two links of the same name and figures).
  std::vector<Assumption> take() {
    std::vector<Assumption> rows;
    std::set<QStringList> seen;
    for (Assumption& row : m_rows)
      if (seen.insert({row.component, row.parameter, row.value, row.source}).second)
        rows.push_back(std::move(row));
    return rows;
  }

private:
  const topology::Topology& m_topology;
  std::vector<Assumption> m_rows;
  std::vector<std::string> m_profiles;
};

} // namespace

std::vector<Assumption> collectAssumptions(const topology::Topology& topology,
                                           const solver::SolveResult* backup,
                                           const solver::SolveResult* restore) {
  // What the jobs use: the nodes on their paths, and the links between consecutive ones; for a
  // job that cannot run (no path), its source and target, which the reader will want to check.
  std::set<std::string> used;
  std::set<std::pair<std::string, std::string>> hops;
  for (const auto* result : {backup, restore})
    if (result)
      for (const auto& job : result->jobs)
        for (std::size_t i = 0; i < job.path.size(); ++i) {
          used.insert(job.path[i]);
          if (i + 1 < job.path.size()) hops.insert(std::minmax(job.path[i], job.path[i + 1]));
        }
  for (const auto& job : topology.jobs())
    for (const auto* result : {backup, restore})
      if (const auto* solved = result ? result->job(job.id) : nullptr;
          solved && !solved->error.empty()) {
        used.insert(job.source);
        used.insert(job.target);
      }
  Collector collector(topology);
  std::vector<std::pair<const topology::Node*, QStringList>> groups;
  for (const auto& node : topology.nodes())
    if (used.count(node.id)) {
      // Nodes made from one entry with the same overrides (five identical drives) have the same
      // figures: listed once, under all their names.
      const auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& group) {
        return group.first->entry == node.entry && group.first->overrides == node.overrides;
      });
      if (same == groups.end())
        groups.push_back({&node, {qs(node.name)}});
      else
        same->second << qs(node.name);
    }
  for (const auto& [node, names] : groups) collector.node(*node, names.join(QStringLiteral(", ")));
  collector.profiles();
  for (const auto& link : topology.links())
    if (hops.count(std::minmax(link.a.node, link.b.node))) collector.link(link);
  for (const auto& job : topology.jobs()) collector.job(job);
  return collector.take();
}

void paintAssumptions(PageWriter& writer, const ReportInput& input) {
  writer.heading(tr("Assumptions"), writer.mm(25));
  writer.paragraph(tr("Every figure the prediction uses, with its value and where it comes from: "
                      "the catalog entry and its reference, or this file. Rows in bold are "
                      "overridden in this file."));
  ReportTable table;
  table.headers = QStringList{tr("Component"), tr("Parameter"), tr("Value"), tr("Source")};
  table.groupFirstColumn = true;
  // An entry's note is usually the same for all its figures: printed once below, by number.
  QStringList notes;
  for (const Assumption& a : collectAssumptions(*input.topology, input.backup, input.restore)) {
    QString source = a.source;
    if (!a.note.isEmpty()) {
      if (!notes.contains(a.note)) notes << a.note;
      source += QStringLiteral(" [%1]").arg(notes.indexOf(a.note) + 1);
    }
    table.rows.push_back({a.component, a.parameter,
                          a.overridden ? a.value + QStringLiteral(" *") : a.value, source});
    table.emphasised.push_back(a.overridden);
  }
  if (table.rows.empty()) {
    writer.paragraph(tr("No job uses any component yet."));
    return;
  }
  paintTable(writer, table);
  if (notes.isEmpty()) return;
  writer.heading(tr("Notes on the sources"), writer.mm(10), PageWriter::Style::Subheading);
  for (int i = 0; i < notes.size(); ++i)
    writer.paragraph(QStringLiteral("[%1] %2").arg(i + 1).arg(notes[i]), PageWriter::Style::Small);
}

} // namespace tapeflow::editor
