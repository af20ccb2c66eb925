#include "whatif/Verdict.h"

#include "units/Format.h"
#include "util/Text.h"

#include <cmath>

namespace tapeflow::whatif {

Verdict judge(const solver::SolveResult& run, topology::Direction direction,
              const std::optional<topology::Duration>& limit) {
  Verdict verdict;
  verdict.direction = direction;
  verdict.runSeconds = run.timeline.window;
  for (const auto& job : run.jobs)
    if (!job.error.empty()) {
      verdict.why = "job " + quote(job.name) + " cannot run: " + job.error;
      break;
    }
  if (verdict.why.empty() && (run.timeline.stalled || !std::isfinite(verdict.runSeconds)))
    verdict.why = "a job never ends (a component on its path moves nothing)";
  if (limit) {
    verdict.limitSeconds = limit->seconds;
    verdict.limitText = limit->text.empty() ? units::formatDuration(limit->seconds) : limit->text;
  }
  if (!verdict.why.empty()) {
    verdict.fit = Fit::CannotFinish;
  } else if (!limit) {
    verdict.fit = Fit::NotSet;
  } else if (verdict.runSeconds <= limit->seconds) {
    verdict.fit = Fit::Fits;
    verdict.marginSeconds = limit->seconds - verdict.runSeconds;
  } else {
    verdict.fit = Fit::Misses;
    verdict.marginSeconds = verdict.runSeconds - limit->seconds;
  }
  return verdict;
}

Verdict judgeBackup(const solver::SolveResult& backup, const topology::Objectives& objectives) {
  return judge(backup, topology::Direction::Backup, objectives.backupWindow);
}

Verdict judgeRestore(const solver::SolveResult& restore, const topology::Objectives& objectives) {
  return judge(restore, topology::Direction::Restore, objectives.restoreObjective);
}

std::string describe(const Verdict& verdict) {
  const bool backup = verdict.direction == topology::Direction::Backup;
  const std::string run = backup ? "Backup" : "Restore";
  const std::string limit = verdict.limitText + (backup ? " window" : " objective");
  switch (verdict.fit) {
  case Fit::CannotFinish: return run + " cannot finish: " + verdict.why;
  case Fit::NotSet:
    return run + " takes " + units::formatDuration(verdict.runSeconds) + " (no " +
           (backup ? "backup window" : "restore objective") + " set)";
  case Fit::Fits:
    return run + " fits the " + limit + " with " + units::formatDuration(verdict.marginSeconds) +
           " to spare";
  case Fit::Misses:
    return run + " misses the " + limit + " by " + units::formatDuration(verdict.marginSeconds);
  }
  return {};
}

} // namespace tapeflow::whatif
