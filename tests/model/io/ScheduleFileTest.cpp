// A job's level and the document's schedule (format version 3) in the file: read, written and
// read again to the same document; every mistake named by its JSON Pointer.

#include "TestCatalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using topology::BackupLevel;

namespace {

// Two jobs from one volume, with `level` as j1's level member and `schedule` as the document's.
std::string document(const std::string& level, const std::string& schedule) {
  return R"({"format":"tapeflow-topology","version":3,
    "nodes":[{"id":"dlt","entry":"test-dlt"},{"id":"vol","entry":"test-volume"}],
    "links":[],
    "jobs":[{"id":"j1","direction":"backup","source":"vol","target":"dlt")" +
         (level.empty() ? "" : R"(,"level":)" + level) + R"(},
      {"id":"j2","direction":"backup","source":"vol","target":"dlt"}])" +
         (schedule.empty() ? "" : R"(,"schedule":)" + schedule) + "}";
}

const std::string kLevel =
    R"({"type":"incremental","change_rate":0.05,"changed_files":2000,"priority":2,"new_media":true})";
const std::string kWeek = R"({"days":[
    {"name":"Sat","window":"12 h","jobs":{"j1":"full","j2":"synthetic-full"}},
    {"name":"Mon","jobs":{"j1":"incremental","j2":"differential"}}]})";

bool has(const Diagnostics& d, Severity severity, const std::string& pointer,
         const std::string& text) {
  for (const auto& item : d.all())
    if (item.severity == severity && item.pointer == pointer &&
        item.message.find(text) != std::string::npos)
      return true;
  return false;
}

} // namespace

TEST_CASE("a level and a schedule are read, written and read again unchanged") {
  const auto first = io::loadTopologyText(document(kLevel, kWeek), "week", test::testCatalog());
  INFO(first.diagnostics.toString());
  REQUIRE(first.topology);
  const auto& level = first.topology->job("j1")->level;
  CHECK(level.level == BackupLevel::Incremental);
  CHECK(level.changeRate == Approx(0.05));
  CHECK(level.changedFiles == 2000);
  CHECK(level.priority == 2);
  CHECK(level.newMedia);
  const auto& days = first.topology->schedule().days;
  REQUIRE(days.size() == 2);
  CHECK(days[0].name == "Sat");
  REQUIRE(days[0].window);
  CHECK(days[0].window->seconds == Approx(12 * 3600));
  CHECK(days[0].levels.at("j2") == BackupLevel::SyntheticFull);
  CHECK_FALSE(days[1].window);
  CHECK(days[1].levels.at("j2") == BackupLevel::Differential);

  const std::string saved = io::saveTopologyText(*first.topology);
  const auto second = io::loadTopologyText(saved, "saved", test::testCatalog());
  INFO(second.diagnostics.toString());
  REQUIRE(second.topology);
  CHECK(second.diagnostics.empty());
  CHECK(second.topology->jobs() == first.topology->jobs());
  CHECK(second.topology->schedule() == first.topology->schedule());
  CHECK(io::saveTopologyText(*second.topology) == saved);
}

TEST_CASE("a plain full writes no level and no schedule") {
  const auto loaded = io::loadTopologyText(document("", ""), "plain", test::testCatalog());
  REQUIRE(loaded.topology);
  const std::string saved = io::saveTopologyText(*loaded.topology);
  CHECK(saved.find("\"level\"") == std::string::npos);
  CHECK(saved.find("\"schedule\"") == std::string::npos);
}

TEST_CASE("mistakes in a level or a schedule are named by their JSON Pointer") {
  const auto load = [](const std::string& level, const std::string& schedule) {
    auto result =
        io::loadTopologyText(document(level, schedule), "bad.tapeflow", test::testCatalog());
    INFO(result.diagnostics.toString());
    return result;
  };
  {
    const auto r = load(R"({"type":"weekly"})", "");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/jobs/0/level/type",
              "'weekly' is not a backup level"));
  }
  {
    // The app holds an incremental without its rate while the user fills it in (the solver
    // reports it on the job), so a file of one opens, with a warning (issue 37).
    const auto r = load(R"({"type":"incremental"})", "");
    CHECK(r.topology != nullptr);
    CHECK(has(r.diagnostics, Severity::Warning, "/jobs/0/level", "needs the change rate"));
  }
  {
    const auto r =
        load(R"({"type":"incremental","change_rate":0.02,"days_of_change":1000000000})", "");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/jobs/0/level", "at most 3653"));
  }
  {
    // Issue 37: nothing is clamped without a word; a priority past the limit (it was held at a
    // million) is refused, however far past.
    for (const char* priority : {"1000001", "-5000000000", "9223372036854775807"}) {
      const auto r = load(std::string(R"({"type":"full","priority":)") + priority + "}", "");
      CHECK(r.topology == nullptr);
      CHECK(has(r.diagnostics, Severity::Error, "/jobs/0/level", "priority must be from"));
    }
    CHECK(load(R"({"type":"full","priority":-1000000})", "").topology != nullptr);
  }
  {
    // Issue 37: a schedule of no days passed check, and solve --schedule then found none.
    const auto r = load("", R"({"days":[]})");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/schedule/days", "at least one day"));
  }
  {
    const auto r = load("", R"({"days":[{"name":"Mon","jobs":{"j1":"nightly"}}]})");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/schedule/days/0/jobs/j1", "'nightly'"));
  }
  {
    const auto r = load("", R"({"days":[{"name":"Mon","window":"-3 h"}]})");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/schedule/days/0/window", ""));
  }
  {
    const auto r = load("", R"({"days":[{"name":"Mon"},{"name":"Mon"}]})");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/schedule",
              "two days of the schedule are called 'Mon'"));
  }
  {
    const auto r = load("", R"({"days":[{"window":"8 h"}]})");
    CHECK(r.topology == nullptr);
    CHECK(has(r.diagnostics, Severity::Error, "/schedule/days/0", "name"));
  }
  {
    // A job the diagram does not have: left out with a warning, the file still opens.
    const auto r = load("", R"({"days":[{"name":"Mon","jobs":{"gone":"full","j1":"full"}}]})");
    REQUIRE(r.topology);
    CHECK(has(r.diagnostics, Severity::Warning, "/schedule/days/0/jobs/gone", "no job 'gone'"));
    CHECK(r.topology->schedule().days[0].levels.size() == 1);
  }
}
