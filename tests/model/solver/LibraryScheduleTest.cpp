// Issue 25 through the whole solver: jobs into a library's drive pool, backup levels and a
// week's schedule. Each case states the diagram and the times worked out by hand.

#include "SolverFixture.h"

#include "schedule/RestorePlan.h"
#include "schedule/ScheduleRun.h"

using namespace tapeflow;
using topology::BackupLevel;

namespace {

constexpr double GB = 1e9;

// The local backup with a second 10 MB/s drive on the same channel, both in a two-bay test
// library (robot exchange 60 s), and three 10 GB volumes on the 50 MB/s array.
test::Diagram libraryOfTwo() {
  test::Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.add("drive2", "t-drive").link("hba:ch1", "drive2:scsi1");
  d.add("lib", "t-library", {{"drive_bays", "2"}});
  d.link("lib:bay1", "drive:library").link("lib:bay2", "drive2:library");
  d.add("vol2", "t-volume").add("vol3", "t-volume");
  d.link("array:volumes", "vol2:on").link("array:volumes", "vol3:on");
  for (const char* volume : {"vol", "vol2", "vol3"}) d.set(volume, "data_size", "10 GB");
  return d;
}

topology::Job withLevel(const topology::Topology& t, const std::string& id, BackupLevel level) {
  topology::Job job = *t.job(id);
  job.level.level = level;
  return job;
}

} // namespace

TEST_CASE("three jobs into a library of two drives queue for a drive and for the robot") {
  // Each job moves 10 GB at the drive's 10 MB/s: 1,000 s. A mounts 0-60 and ends at 1,060 on
  // drive 0; B waits for the robot, mounts 60-120 and ends at 1,120 on drive 1; C waits for a
  // drive until A's ends at 1,060, mounts 1,060-1,120 and ends at 2,120 on drive 0.
  auto d = libraryOfTwo();
  d.job("a", "vol", "lib").job("b", "vol2", "lib").job("c", "vol3", "lib");
  const auto r = d.solve();
  REQUIRE(r.timeline.jobs.size() == 3);
  CHECK(r.job("a")->end == Approx(1060));
  CHECK(r.job("b")->end == Approx(1120));
  CHECK(r.job("c")->start == Approx(1060));
  CHECK(r.job("c")->end == Approx(2120));
  CHECK(r.timeline.jobs[2].drive == 0);
  CHECK(r.timeline.jobs[1].segments.front().phase == timeline::Phase::RobotWait);
  CHECK(r.timeline.window == Approx(2120));
  // The wait is said in words that name the library.
  bool warned = false;
  for (const auto& w : r.warnings)
    warned = warned || (w.component == "lib" &&
                        w.message == "job 'c' waits 17 min 40 s for a drive: the 2 drives of "
                                     "'lib' are busy");
  CHECK(warned);
}

TEST_CASE("a pool job that fills its cartridge pays a robot exchange") {
  // 10 GB onto 4 GB cartridges: three cartridges, the first mount and two exchanges of 60 s:
  // 1,000 + 180 s.
  auto d = libraryOfTwo();
  d.set("drive", "native_capacity", "4 GB").set("drive2", "native_capacity", "4 GB");
  d.job("a", "vol", "lib");
  const auto r = d.solve();
  CHECK(r.job("a")->cartridgeChanges == 2);
  CHECK(r.timeline.jobs[0].mounts == 3);
  CHECK(r.job("a")->end == Approx(1180));
}

TEST_CASE("an incremental by file pays the per-file cost of its changed files") {
  // 100 GB in 100,000 files; 1 % changed in 50,000 files: 1 GB in files of 20 kB. The file
  // system reads one file in 10 ms + 20 kB / (100 MB/s) = 10.2 ms, so the job takes
  // 50,000 x 10.2 ms = 510 s (1.96 MB/s, below the 10 MB/s drive).
  test::Diagram d;
  d.localBackup().set("vol", "filesystem", "t-fs");
  topology::JobOptions options;
  options.fileCount = 100000;
  d.job("j", "vol", "drive", options);
  topology::Job job = withLevel(d.topology(), "j", BackupLevel::Incremental);
  job.level.changeRate = 0.01;
  job.level.changedFiles = 50000;
  REQUIRE(d.topology().updateJob(job).hasValue());
  const auto r = d.solve();
  CHECK(r.job("j")->bytes == Approx(1 * GB));
  CHECK(r.job("j")->end == Approx(510));
}

TEST_CASE("a synthetic full reads the backup server's volume, not the client's") {
  // The job's data set is vol's 10 GB; it is read from vol2 (earlier backups on the server).
  auto d = libraryOfTwo();
  d.job("j", "vol", "drive");
  topology::Job job = withLevel(d.topology(), "j", BackupLevel::SyntheticFull);
  job.level.syntheticSource = "vol2";
  REQUIRE(d.topology().updateJob(job).hasValue());
  const auto r = d.solve();
  REQUIRE(r.job("j")->error.empty());
  CHECK(r.job("j")->path.front() == "vol2");
  CHECK(r.job("j")->bytes == Approx(10 * GB));
}

TEST_CASE("a week: the full night queues on the library, incremental nights are short") {
  // Saturday: fulls of a, b and c (as in the queueing case: 2,120 s, in a 1 h window).
  // Monday: incrementals of 10 % (1 GB each, 100 s): a and b mount 0-60 and 60-120 and end
  // at 160 and 220; c takes drive 0 at 160, mounts 160-220 and ends at 320.
  auto d = libraryOfTwo();
  d.job("a", "vol", "lib").job("b", "vol2", "lib").job("c", "vol3", "lib");
  for (const char* id : {"a", "b", "c"}) {
    topology::Job job = *d.topology().job(id);
    job.level.changeRate = 0.1;
    REQUIRE(d.topology().updateJob(job).hasValue());
  }
  topology::Schedule schedule;
  topology::ScheduleDay saturday{"Sat", topology::Duration{3600, "1 h"}, {}};
  topology::ScheduleDay monday{"Mon", topology::Duration{3600, "1 h"}, {}};
  for (const char* id : {"a", "b", "c"}) {
    saturday.levels.emplace(id, BackupLevel::Full);
    monday.levels.emplace(id, BackupLevel::Incremental);
  }
  schedule.days = {saturday, monday};
  REQUIRE(d.topology().setSchedule(schedule).hasValue());
  const auto week = schedule::runSchedule(d.topology());
  REQUIRE(week.nights.size() == 2);
  CHECK(week.nights[0].verdict.runSeconds == Approx(2120));
  CHECK(week.nights[0].verdict.fit == whatif::Fit::Fits);
  CHECK(week.nights[0].cartridges == 3);
  CHECK(week.nights[1].verdict.runSeconds == Approx(320));
  CHECK(week.nights[1].bytes == Approx(3 * GB));
  // The period is the two days listed: Saturday is the night before Monday.
  CHECK(week.nights[1].jobs[0].daysOfChange == 1);
  // The restore after Monday reads Saturday's full and Monday's incremental.
  const auto plans = schedule::planRestores(d.topology());
  REQUIRE(plans.size() == 3);
  REQUIRE(plans[0].steps.size() == 2);
  CHECK(plans[0].steps[0].level == BackupLevel::Full);
  CHECK(plans[0].steps[1].level == BackupLevel::Incremental);
}
