#include "whatif/Verdict.h"

#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace tapeflow::whatif {

namespace {

bool isCopy(const solver::JobResult& job) { return job.stage.rfind("copy to ", 0) == 0; }

// A run with copy jobs: the backups' own time, and how long after them each copy stage ends.
void splitStages(const solver::SolveResult& run, Verdict& verdict) {
  if (std::none_of(run.jobs.begin(), run.jobs.end(), isCopy)) return;
  double lastEnd = 0.0;
  double backupsEnd = 0.0;
  std::string firstStage;
  bool oneFirstStage = true;
  for (const auto& job : run.jobs) {
    lastEnd = std::max(lastEnd, job.end);
    if (isCopy(job)) continue;
    backupsEnd = std::max(backupsEnd, job.end);
    if (firstStage.empty()) firstStage = job.stage;
    oneFirstStage = oneFirstStage && job.stage == firstStage && !job.stage.empty();
  }
  const double first = lastEnd - run.timeline.window; // when the run started
  verdict.runSeconds = std::max(0.0, backupsEnd - first);
  verdict.run = oneFirstStage ? firstStage : "backup";
  verdict.run[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(verdict.run[0])));
  for (const auto& job : run.jobs) {
    if (!isCopy(job)) continue;
    const auto same = std::find_if(verdict.later.begin(), verdict.later.end(),
                                   [&](const Verdict::Later& l) { return l.stage == job.stage; });
    const double after = std::max(0.0, job.end - backupsEnd);
    if (same == verdict.later.end())
      verdict.later.push_back({job.stage, after});
    else
      same->afterSeconds = std::max(same->afterSeconds, after);
  }
}

// "; the copy to tape finishes 3 h later, the copy to object storage 9 h 10 min later".
std::string laterWords(const Verdict& verdict) {
  std::string words;
  for (const auto& later : verdict.later) {
    words += words.empty() ? "; the " + later.stage + " finishes " : ", the " + later.stage + " ";
    words += later.afterSeconds < 0.5 ? std::string("with them")
                                      : units::formatDuration(later.afterSeconds) + " later";
  }
  return words;
}

} // namespace

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
  if (verdict.why.empty()) splitStages(run, verdict);
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
  const std::string run = !verdict.run.empty() ? verdict.run : backup ? "Backup" : "Restore";
  const std::string later = laterWords(verdict);
  const std::string limit = verdict.limitText + (backup ? " window" : " objective");
  switch (verdict.fit) {
  case Fit::CannotFinish: return run + " cannot finish: " + verdict.why;
  case Fit::NotSet:
    return run + " takes " + units::formatDuration(verdict.runSeconds) + " (no " +
           (backup ? "backup window" : "restore objective") + " set)" + later;
  case Fit::Fits:
    return run + " fits the " + limit + " with " + units::formatDuration(verdict.marginSeconds) +
           " to spare" + later;
  case Fit::Misses:
    return run + " misses the " + limit + " by " + units::formatDuration(verdict.marginSeconds) +
           later;
  }
  return {};
}

} // namespace tapeflow::whatif
