#pragma once

// Words the what-if docks share for a run's time.

#include "units/Format.h"
#include "whatif/Advisor.h"
#include "whatif/Verdict.h"

#include <QCoreApplication>
#include <QString>

#include <cmath>

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

} // namespace tapeflow::editor
