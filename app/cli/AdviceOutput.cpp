#include "AdviceOutput.h"

#include "RunFigures.h"
#include "catalog/CatalogPrices.h"
#include "units/Format.h"

#include <cmath>

namespace tapeflow::cli {
namespace {

// "2 h 10 min -> 1 h 40 min (30 min faster)".
std::string change(double before, double after, double gain) {
  std::string text = durationText(before) + " -> " + durationText(after);
  if (std::isinf(gain)) return text + (gain > 0 ? " (now finishes)" : " (no longer finishes)");
  if (std::abs(gain) < whatif::kNoChangeSeconds) return text + " (no change)";
  return text + " (" + units::formatDuration(std::abs(gain)) + (gain > 0 ? " faster)" : " slower)");
}

std::string kindName(whatif::ChangeKind kind) {
  switch (kind) {
  case whatif::ChangeKind::Upgrade: return "upgrade";
  case whatif::ChangeKind::AddDrive: return "add-drive";
  case whatif::ChangeKind::AddCard: return "add-card";
  case whatif::ChangeKind::MoveCard: return "move-card";
  case whatif::ChangeKind::Streams: return "streams";
  case whatif::ChangeKind::BlockSize: return "block-size";
  case whatif::ChangeKind::Compression: return "compression";
  }
  return {};
}

nlohmann::ordered_json seconds(double value) {
  return std::isfinite(value) ? nlohmann::ordered_json(value) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json sensitivityJson(const std::vector<whatif::Sensitivity>& list) {
  auto json = nlohmann::ordered_json::array();
  for (const auto& s : list)
    json.push_back({{"resource", s.label},
                    {"key", s.key},
                    {"node", s.node},
                    {"parameter", s.parameter},
                    {"capacity", s.capacity},
                    {"d_rate_d_capacity", s.dRate},
                    {"elasticity", s.elasticity}});
  return json;
}

// Whether a change moves a run shown (the others are listed apart, briefly).
bool buysSomething(const whatif::Advice& a, const AdviceView& view) {
  return (view.backup && a.backupGain >= 0.5) || (view.restore && a.restoreGain >= 0.5);
}

} // namespace

void printAdvice(const whatif::AdvisorResult& result, const AdviceView& view, std::ostream& out) {
  if (view.backup) out << whatif::describe(result.backup.verdict) << '\n';
  if (view.restore) out << whatif::describe(result.restore.verdict) << '\n';
  if (result.advice.empty()) {
    out << "\nNo change found that the solution suggests.\n";
    return;
  }
  out << "\nWhat buys the most" << (view.byCost ? " per cost" : "") << ":\n";
  std::vector<const whatif::Advice*> idle;
  std::size_t shown = 0;
  for (const auto& a : result.advice) {
    if (!buysSomething(a, view)) {
      idle.push_back(&a);
      continue;
    }
    if (++shown > view.top) continue;
    out << '\n' << shown << ". " << a.change.description << '\n';
    if (view.backup)
      out << "   backup  " << change(result.backup.runSeconds, a.backup.runSeconds, a.backupGain)
          << '\n';
    if (view.restore)
      out << "   restore " << change(result.restore.runSeconds, a.restore.runSeconds, a.restoreGain)
          << '\n';
    out << "   why: " << a.change.reason << '\n';
    if (view.byCost)
      out << "   cost: "
          << (a.change.price ? catalog::priceWords(*a.change.price) : std::string("no price"))
          << '\n';
    if (a.verdictChanged)
      for (const auto* run : {&a.backup, &a.restore})
        out << "   now: " << whatif::describe(run->verdict) << '\n';
  }
  if (shown == 0) out << "\nNothing tried makes the run faster.\n";
  if (!idle.empty()) out << "\nTried, no faster run (best rate first):\n";
  for (const auto* a : idle) {
    out << "  " << a->change.description;
    if (a->rateScore > 0.0)
      out << " (steady rate +" << units::format(100.0 * a->rateScore, "", 3) << " %)";
    out << '\n';
  }
  if (result.refused > 0)
    out << '\n' << result.refused << " change(s) the model refused were left out.\n";
}

namespace {

// "Native rate", the figure's label for people.
std::string figureLabel(const topology::Topology& topology, const whatif::TornadoBar& bar) {
  const std::vector<catalog::ParameterDef>* defs = nullptr;
  if (bar.link) {
    if (const auto* link = topology.link(bar.owner)) defs = topology.linkParameterDefs(*link);
  } else if (const auto* node = topology.node(bar.owner)) {
    if (const auto* kind = topology.kindOf(*node)) defs = &kind->parameters;
  }
  if (defs)
    for (const auto& def : *defs)
      if (def.name == bar.parameter) return def.label;
  return bar.parameter;
}

} // namespace

void printTornado(const whatif::TornadoData& data, const topology::Topology& topology,
                  const AdviceView& view, std::ostream& out) {
  out << "\nRun times with each figure at -50 % / +50 %:\n";
  for (const auto& bar : data.bars) {
    out << "  " << bar.label << " (" << figureLabel(topology, bar) << "):";
    if (!bar.error.empty()) {
      out << " refused: " << bar.error << '\n';
      continue;
    }
    if (view.backup)
      out << " backup " << durationText(bar.lowBackup.runSeconds) << " / "
          << durationText(bar.highBackup.runSeconds);
    if (view.restore)
      out << (view.backup ? "," : "") << " restore " << durationText(bar.lowRestore.runSeconds)
          << " / " << durationText(bar.highRestore.runSeconds);
    out << '\n';
  }
}

nlohmann::ordered_json tornadoJson(const whatif::TornadoData& data) {
  auto json = nlohmann::ordered_json::array();
  for (const auto& bar : data.bars) {
    nlohmann::ordered_json item{{"resource", bar.label},
                                {"owner", bar.owner},
                                {"parameter", bar.parameter},
                                {"link", bar.link}};
    if (!bar.error.empty()) item["error"] = bar.error;
    item["low"] = {{"backup_run_seconds", seconds(bar.lowBackup.runSeconds)},
                   {"restore_run_seconds", seconds(bar.lowRestore.runSeconds)}};
    item["high"] = {{"backup_run_seconds", seconds(bar.highBackup.runSeconds)},
                    {"restore_run_seconds", seconds(bar.highRestore.runSeconds)}};
    json.push_back(std::move(item));
  }
  return json;
}

nlohmann::ordered_json adviceJson(const whatif::AdvisorResult& result, const AdviceView& view) {
  nlohmann::ordered_json json;
  json["format"] = "tapeflow-advice";
  json["version"] = 1;
  json["backup"] = runJson(result.backup);
  json["restore"] = runJson(result.restore);
  json["advice"] = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < result.advice.size() && i < view.top; ++i) {
    const auto& a = result.advice[i];
    nlohmann::ordered_json item{{"kind", kindName(a.change.kind)},
                                {"description", a.change.description},
                                {"reason", a.change.reason}};
    item["price"] = a.change.price ? nlohmann::ordered_json(a.change.price->amount) : nullptr;
    if (a.change.price && !a.change.price->currency.empty())
      item["currency"] = a.change.price->currency;
    if (a.change.price && !a.change.price->basis.empty())
      item["price_basis"] = a.change.price->basis;
    item["backup"] = runJson(a.backup);
    item["backup"]["gain_seconds"] =
        std::isfinite(a.backupGain) ? nlohmann::ordered_json(a.backupGain)
                                    : nlohmann::ordered_json(a.backupGain > 0 ? "inf" : "-inf");
    item["restore"] = runJson(a.restore);
    item["restore"]["gain_seconds"] =
        std::isfinite(a.restoreGain) ? nlohmann::ordered_json(a.restoreGain)
                                     : nlohmann::ordered_json(a.restoreGain > 0 ? "inf" : "-inf");
    item["verdict_changed"] = a.verdictChanged;
    item["score"] =
        std::isfinite(a.score) ? nlohmann::ordered_json(a.score) : nlohmann::ordered_json("inf");
    item["rate_score"] = a.rateScore;
    json["advice"].push_back(std::move(item));
  }
  json["refused"] = result.refused;
  json["sensitivities"] = {{"backup", sensitivityJson(result.backupSensitivities)},
                           {"restore", sensitivityJson(result.restoreSensitivities)}};
  return json;
}

} // namespace tapeflow::cli
