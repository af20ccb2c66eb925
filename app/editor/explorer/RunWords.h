#pragma once

// Words the what-if docks share for a run's time.

#include "catalog/CatalogPrices.h"
#include "units/Format.h"
#include "whatif/Advisor.h"
#include "whatif/Sweep.h"
#include "whatif/Verdict.h"

#include <QCoreApplication>
#include <QString>

#include <cmath>
#include <optional>

namespace tapeflow::editor {

// "58 min 47 s", or "never ends" for a run that cannot finish (an infinite time).
inline QString runDuration(double seconds) {
  return std::isfinite(seconds) ? QString::fromStdString(units::formatDuration(seconds))
                                : QCoreApplication::translate("WhatIf", "never ends");
}

// What a change does to a run's time, short: "27 min 46 s faster", "now finishes", "no change".
// Less than half a second either way is no change: the solver's rounding, not a gain.
inline QString gainWords(double gain) {
  const auto tr = [](const char* text) {
    return QCoreApplication::translate("tapeflow::editor", text);
  };
  if (std::isinf(gain)) return gain > 0 ? tr("now finishes") : tr("no longer finishes");
  if (std::abs(gain) < whatif::kNoChangeSeconds) return tr("no change");
  return (gain > 0 ? tr("%1 faster") : tr("%1 slower")).arg(runDuration(std::abs(gain)));
}

// A run's verdict in a table cell (issue 40: show for each change whether it makes the backup
// fit and the restore meet its objective): "fits (50 min spare)", "misses by 12 min",
// "cannot finish", "no window set".
inline QString fitWords(const whatif::Verdict& verdict) {
  const auto tr = [](const char* text) {
    return QCoreApplication::translate("tapeflow::editor", text);
  };
  switch (verdict.fit) {
  case whatif::Fit::Fits: return tr("fits (%1 spare)").arg(runDuration(verdict.marginSeconds));
  case whatif::Fit::Misses: return tr("misses by %1").arg(runDuration(verdict.marginSeconds));
  case whatif::Fit::CannotFinish: return tr("cannot finish");
  case whatif::Fit::NotSet: break;
  }
  return verdict.direction == topology::Direction::Backup ? tr("no window set")
                                                          : tr("no objective set");
}

// What decides a run's time, for a table cell: "“Application server”, held by its NIC"
// (issue 40), the same in the Scenarios panel and the report.
inline QString endWords(const whatif::RunFigures& run) {
  const auto tr = [](const char* text) {
    return QCoreApplication::translate("tapeflow::editor", text);
  };
  if (run.endsWith.empty()) return tr("no job runs");
  if (run.bottleneck.empty()) return tr("“%1”").arg(QString::fromStdString(run.endsWith));
  if (run.heldEarlier.empty())
    return tr("“%1”, held by %2")
        .arg(QString::fromStdString(run.endsWith), QString::fromStdString(run.bottleneck));
  return tr("“%1”, held by %2 (earlier by %3)")
      .arg(QString::fromStdString(run.endsWith), QString::fromStdString(run.bottleneck),
           QString::fromStdString(run.heldEarlier));
}

// A change's price for a table cell: the amount and currency, "free" for a setting, "–" when the
// catalog has none; the same in the Advisor panel and the report.
inline QString priceCell(const std::optional<catalog::Price>& price) {
  if (!price) return QStringLiteral("–");
  if (price->basis.empty()) return QCoreApplication::translate("tapeflow::editor", "free");
  return QString::fromStdString(catalog::priceText(*price));
}

} // namespace tapeflow::editor
