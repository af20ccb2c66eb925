// Jobs: a source volume and a tape-side target, sane options; update and remove give back the
// previous state for undo.

#include "TestCatalog.h"
#include "topology/Topology.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

Topology withNodes() {
  Topology t(test::testCatalog());
  for (const auto& [id, entry] :
       std::vector<std::pair<std::string, std::string>>{{"vol", "test-volume"},
                                                        {"dlt", "test-dlt"},
                                                        {"null", "test-null"},
                                                        {"srv", "test-server"}})
    REQUIRE(t.addNode(Node{id, entry, "", id, {}, {}}).hasValue());
  return t;
}

Job job(std::string source, std::string target) {
  Job j;
  j.name = "nightly";
  j.source = std::move(source);
  j.target = std::move(target);
  return j;
}

} // namespace

TEST_CASE("a job backs up a volume to a tape drive or a NULL device") {
  Topology t = withNodes();
  CHECK(t.addJob(job("vol", "dlt")).hasValue());
  CHECK(t.addJob(job("vol", "null")).hasValue());
  CHECK(t.jobs().size() == 2);
  CHECK(t.jobs()[0].id != t.jobs()[1].id);
}

TEST_CASE("a job whose source is not a volume or whose target is not tape-side is refused") {
  Topology t = withNodes();
  CHECK_THAT(t.addJob(job("srv", "dlt")).error().message, Catch::Contains("is not a volume"));
  CHECK_THAT(t.addJob(job("vol", "srv")).error().message,
             Catch::Contains("is not a tape drive, RAIT group, library, NULL device, disk pool"));
  CHECK_THAT(t.addJob(job("ghost", "dlt")).error().message, Catch::Contains("no source node"));
  CHECK(t.jobs().empty());
}

TEST_CASE("job options are checked") {
  Topology t = withNodes();
  Job j = job("vol", "dlt");
  j.options.streams = 0;
  CHECK_THAT(t.addJob(j).error().message, Catch::Contains("streams"));
  j.options.streams = 2;
  j.options.blockSize = -65536;
  CHECK_THAT(t.addJob(j).error().message, Catch::Contains("Block size must be from 1 B"));
  // Far below physical sense (issue 21: a 1e-320 B job solved for minutes of fixed costs).
  j.options.blockSize = 65536;
  j.options.dataSize = 1e-320;
  std::optional<JobField> field;
  CHECK_FALSE(t.checkJob(j, &field).hasValue());
  CHECK(field == JobField::DataSize);
  j.options.dataSize.reset();
  j.options.blockSize = 65536;
  j.options.compressibility = 0.5;
  CHECK_THAT(t.addJob(j).error().message, Catch::Contains("compressibility"));
}

TEST_CASE("figures that cannot be are refused, not clamped or solved for years") {
  // Issue 37: 0 files for 1 TB, 10^15 files in one byte (ten million days predicted), a 1 EB
  // block, 10^18 changed files, 10^9 days of change clamped without a word.
  Topology t = withNodes();
  const auto refusal = [&t](const Job& j) {
    const auto added = t.addJob(j);
    return added ? std::string() : added.error().message;
  };
  Job j = job("vol", "dlt");
  j.options.dataSize = 1e12;
  j.options.fileCount = 0;
  CHECK_THAT(refusal(j), Catch::Contains("no files cannot hold"));
  j.options.dataSize = 1.0;
  j.options.fileCount = 1'000'000'000'000'000;
  CHECK_THAT(refusal(j), Catch::Contains("more files than bytes"));
  j.options.dataSize.reset();
  CHECK_THAT(refusal(j), Catch::Contains("10^12 files"));
  j.options.fileCount = 1000;
  j.options.blockSize = 1e18;
  CHECK_THAT(refusal(j), Catch::Contains("8 GiB"));
  j.options.blockSize = 256.0 * 1024;
  j.level.level = BackupLevel::Incremental;
  j.level.changeRate = 0.05;
  j.level.changedFiles = 1'000'000'000'000'000'000;
  CHECK_THAT(refusal(j), Catch::Contains("changed files"));
  j.level.changedFiles = 5000;
  j.level.daysOfChange = 1'000'000'000;
  CHECK_THAT(refusal(j), Catch::Contains("at most 3653"));
  j.level.daysOfChange = 7;
  CHECK(refusal(j).empty()); // and what can be is still taken
}

TEST_CASE("a removed job leaves the schedule, and restoring its node brings it back") {
  // Issue 37: the schedule kept the nights of a deleted job, which the file then dropped on
  // reopening (the random edit test found it once schedules were among its edits).
  Topology t = withNodes();
  const auto id = *t.addJob(job("vol", "dlt"));
  Schedule week;
  week.days.push_back({"Mon", std::nullopt, {{id, BackupLevel::Full}}});
  REQUIRE(t.setSchedule(week).hasValue());
  const auto removed = t.removeNode("dlt");
  REQUIRE(removed.hasValue());
  CHECK(t.schedule().days.at(0).levels.empty());
  CHECK(t.checkSchedule(t.schedule()).hasValue());
  REQUIRE(t.restoreNode(*removed).hasValue());
  CHECK(t.schedule() == week);

  REQUIRE(t.removeJob(id).hasValue());
  CHECK(t.schedule().days.at(0).levels.empty());
}

TEST_CASE("updating and removing a job return what it was") {
  Topology t = withNodes();
  const auto id = *t.addJob(job("vol", "dlt"));
  Job changed = *t.job(id);
  changed.direction = Direction::Restore;
  changed.options.streams = 4;
  const auto previous = t.updateJob(changed);
  REQUIRE(previous.hasValue());
  CHECK(previous->direction == Direction::Backup);
  CHECK(t.job(id)->options.streams == 4);
  const auto removed = t.removeJob(id);
  REQUIRE(removed.hasValue());
  CHECK(removed->first == 0);
  CHECK(removed->second == changed);
  REQUIRE(t.addJob(removed->second, removed->first).hasValue());
  CHECK(*t.job(id) == changed);
}
