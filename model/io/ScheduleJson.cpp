#include "io/ScheduleJson.h"

#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>

namespace tapeflow::io {
namespace {

using Ordered = nlohmann::ordered_json;

constexpr std::string_view kLevels = "full, differential, incremental or synthetic-full";

std::optional<topology::BackupLevel>
readLevelName(const JsonReader& reader, const std::string& pointer, const std::string& text) {
  const auto level = topology::parseBackupLevel(text);
  if (!level)
    reader.error(pointer, quote(text) + " is not a backup level (" + std::string(kLevels) + ")");
  return level;
}

std::optional<topology::ScheduleDay> readDay(const JsonReader& reader, const Json& json,
                                             const std::string& pointer,
                                             const topology::Topology& topology,
                                             const MissingJob& missing) {
  if (!reader.expectObject(json, pointer, "a day of the schedule")) return std::nullopt;
  reader.warnUnknownKeys(json, pointer, {"name", "window", "jobs"});
  topology::ScheduleDay day;
  const auto name = reader.string(json, pointer, "name", true);
  if (!name) return std::nullopt;
  day.name = *name;
  if (const auto window = reader.string(json, pointer, "window", false)) {
    auto duration = topology::parseObjective(*window, "s");
    if (!duration) {
      reader.error(jsonPointer(pointer, "window"), duration.error().message);
      return std::nullopt;
    }
    day.window = *duration;
  }
  if (const Json* jobs = reader.object(json, pointer, "jobs", false))
    for (const auto& [id, value] : jobs->items()) {
      const std::string where = jsonPointer(jsonPointer(pointer, "jobs"), id);
      if (!value.is_string()) {
        reader.error(where, "expected a backup level, found " + JsonReader::typeName(value));
        continue;
      }
      const auto level = readLevelName(reader, where, value.get<std::string>());
      if (!level) continue;
      if (!topology.job(id)) {
        reader.warning(where, missing(id) + "; left out of the schedule");
        continue;
      }
      day.levels.emplace(id, *level);
    }
  return day;
}

} // namespace

void readJobLevel(const JsonReader& reader, const Json& json, const std::string& pointer,
                  topology::JobLevel& level) {
  reader.warnUnknownKeys(json, pointer,
                         {"type", "change_rate", "changed_files", "days_of_change", "priority",
                          "new_media", "synthetic_source"});
  if (const auto type = reader.string(json, pointer, "type", false))
    if (const auto parsed = readLevelName(reader, jsonPointer(pointer, "type"), *type))
      level.level = *parsed;
  level.changeRate = reader.number(json, pointer, "change_rate", false);
  level.changedFiles = reader.integer(json, pointer, "changed_files", false);
  level.daysOfChange = static_cast<int>(std::clamp<long long>(
      reader.integer(json, pointer, "days_of_change", false).value_or(1), 0, 100000));
  // Out of range is refused, not clamped (a clamped priority would reorder jobs without a word):
  // held to just past the limit, an int still, so that levelError() below refuses it.
  level.priority = static_cast<int>(
      std::clamp<long long>(reader.integer(json, pointer, "priority", false).value_or(0),
                            -topology::kMaxPriority - 1, topology::kMaxPriority + 1));
  level.newMedia = reader.boolean(json, pointer, "new_media", false).value_or(false);
  level.syntheticSource = reader.string(json, pointer, "synthetic_source", false).value_or("");
  // What cannot be is refused; what the level still lacks is a warning: the app holds such a
  // level while the user fills it in, and whatever the app holds must open again (issue 37).
  if (const std::string error = topology::levelError(level); !error.empty())
    reader.error(pointer, error);
  else if (const std::string problem = topology::levelProblem(level); !problem.empty())
    reader.warning(pointer, problem + "; the job cannot run until it has it");
}

Ordered jobLevelJson(const topology::JobLevel& level) {
  const topology::JobLevel defaults;
  if (level == defaults) return nullptr;
  Ordered json;
  json["type"] = std::string(topology::backupLevelName(level.level));
  if (level.changeRate) json["change_rate"] = *level.changeRate;
  if (level.changedFiles) json["changed_files"] = *level.changedFiles;
  if (level.daysOfChange != defaults.daysOfChange) json["days_of_change"] = level.daysOfChange;
  if (level.priority != defaults.priority) json["priority"] = level.priority;
  if (level.newMedia) json["new_media"] = true;
  if (!level.syntheticSource.empty()) json["synthetic_source"] = level.syntheticSource;
  return json;
}

std::optional<topology::Schedule> readSchedule(const JsonReader& reader, const Json& json,
                                               const topology::Topology& topology,
                                               const MissingJob& missing) {
  reader.warnUnknownKeys(json, "/schedule", {"days"});
  topology::Schedule schedule;
  const Json* days = reader.array(json, "/schedule", "days", true);
  if (!days) return std::nullopt;
  // A schedule of no days is no schedule: `check` passed it and `solve --schedule` then said the
  // file had none (issue 37). The writer leaves out an empty schedule, so only a hand-made file
  // has one.
  if (days->empty()) {
    reader.error("/schedule/days", "a schedule needs at least one day (or leave out \"schedule\")");
    return std::nullopt;
  }
  const std::size_t errors = reader.diagnostics().errorCount();
  reader.forEachElement(*days, "/schedule/days", [&](const Json& element, const std::string& at) {
    if (auto day = readDay(reader, element, at, topology, missing)) schedule.days.push_back(*day);
  });
  if (reader.diagnostics().errorCount() != errors) return std::nullopt;
  return schedule;
}

Ordered scheduleJson(const topology::Schedule& schedule) {
  Ordered days = Ordered::array();
  for (const auto& day : schedule.days) {
    Ordered json;
    json["name"] = day.name;
    if (day.window)
      json["window"] = day.window->text.empty() ? units::formatExact(day.window->seconds) + " s"
                                                : day.window->text;
    Ordered jobs = Ordered::object();
    for (const auto& [id, level] : day.levels)
      jobs[id] = std::string(topology::backupLevelName(level));
    json["jobs"] = std::move(jobs);
    days.push_back(std::move(json));
  }
  Ordered json;
  json["days"] = std::move(days);
  return json;
}

} // namespace tapeflow::io
