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
