// What a schedule's days mean for one job: days of change, restore chains, the data a level
// moves. Each case states the week and the answer worked out by hand.

#include "schedule/ScheduleDays.h"
#include "topology/LevelDataSet.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using topology::BackupLevel;

namespace {

// Days Mon (0) to Sun (6); `levels` gives the job "j"'s level per day, '-' for none:
// F full, S synthetic full, D differential, I incremental.
topology::Schedule week(std::string_view levels) {
  const char* names[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  topology::Schedule schedule;
  for (std::size_t d = 0; d < 7; ++d) {
    topology::ScheduleDay day;
    day.name = names[d];
    switch (levels[d]) {
    case 'F': day.levels.emplace("j", BackupLevel::Full); break;
    case 'S': day.levels.emplace("j", BackupLevel::SyntheticFull); break;
    case 'D': day.levels.emplace("j", BackupLevel::Differential); break;
    case 'I': day.levels.emplace("j", BackupLevel::Incremental); break;
    default: break;
    }
    schedule.days.push_back(day);
  }
  return schedule;
}

} // namespace

TEST_CASE("an incremental holds the days since the job's previous backup") {
  // Full on Saturday, incrementals Monday to Friday, nothing on Sunday: Monday's incremental
  // holds Sunday and Monday (2 days), Tuesday's one day; the full holds 1.
  const auto schedule = week("IIIIIF-");
  CHECK(schedule::daysOfChange(schedule, 0, "j") == 2);
  CHECK(schedule::daysOfChange(schedule, 1, "j") == 1);
  CHECK(schedule::daysOfChange(schedule, 5, "j") == 1);
}

TEST_CASE("a differential holds the days since the last full, across the week's end") {
  // Full on Saturday, differentials every other day: Wednesday's holds Sun-Wed, 4 days;
  // Sunday's 1 day.
  const auto schedule = week("DDDDDFD");
  CHECK(schedule::daysOfChange(schedule, 2, "j") == 4);
  CHECK(schedule::daysOfChange(schedule, 6, "j") == 1);
  // Without a full in the week a differential holds the whole week.
  CHECK(schedule::daysOfChange(week("DDDDDDD"), 3, "j") == 7);
}

TEST_CASE("a restore reads the latest full, the differential since and the incrementals since") {
  // Full Saturday, incrementals every night: a restore after Friday reads Sat, Sun, Mon, ...,
  // Fri, oldest first.
  CHECK(schedule::restoreChain(week("IIIIIFI"), 4, "j") ==
        std::vector<std::size_t>{5, 6, 0, 1, 2, 3, 4});
  // Full Saturday, differential Monday and Wednesday, incrementals Tuesday and Thursday: after
  // Thursday, Saturday's full, Wednesday's differential, Thursday's incremental.
  CHECK(schedule::restoreChain(week("DIDI-F-"), 3, "j") == std::vector<std::size_t>{5, 2, 3});
  // A synthetic full is a full; no full at all: no chain.
  CHECK(schedule::restoreChain(week("IISIIII"), 3, "j") == std::vector<std::size_t>{2, 3});
  CHECK(schedule::restoreChain(week("IIIIIII"), 3, "j").empty());
}

TEST_CASE("an incremental moves the changed share of the data set and walks every file") {
  // 1 TB in 1,000,000 files; 5 % changes a day in 20,000 files: 50 GB in 20,000 files (mean
  // 2.5 MB); the tree walk still visits all 1,000,000. A differential of 3 days: 150 GB in
  // 60,000 files. A full moves everything.
  const topology::JobDataSet full{1e12, 1e6, 1e6};
  topology::JobLevel level;
  level.level = BackupLevel::Incremental;
  level.changeRate = 0.05;
  level.changedFiles = 20000;
  const auto incremental = topology::levelDataSet(full, level);
  CHECK(incremental.moved.bytes == Approx(50e9));
  CHECK(incremental.moved.files == Approx(20000));
  CHECK(incremental.moved.meanFileSize == Approx(2.5e6));
  CHECK(incremental.walkedFiles == Approx(1e6));
  level.level = BackupLevel::Differential;
  level.daysOfChange = 3;
  const auto differential = topology::levelDataSet(full, level);
  CHECK(differential.moved.bytes == Approx(150e9));
  CHECK(differential.moved.files == Approx(60000));
  level.level = BackupLevel::Full;
  CHECK(topology::levelDataSet(full, level).moved.bytes == Approx(1e12));
}

TEST_CASE("levels that cannot run say why") {
  topology::JobLevel level;
  level.level = BackupLevel::Incremental;
  CHECK(topology::levelProblem(level) == "an incremental needs the change rate of its data set");
  level.changeRate = 1.5;
  CHECK_FALSE(topology::levelProblem(level).empty());
  level.changeRate = 0.1;
  CHECK(topology::levelProblem(level).empty());
  level.level = BackupLevel::SyntheticFull;
  CHECK_FALSE(topology::levelProblem(level).empty());
}
