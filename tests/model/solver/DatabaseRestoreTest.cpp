// How a database application restores (issue 20, mechanism 8): its groups a few at a time, each
// initialised before its data flows, then its transaction logs brought back and replayed. Every
// figure is worked out by hand in the comment above its check. MB = 10^6 bytes.

#include "SolverFixture.h"

#include "io/TopologyFile.h"

#include <algorithm>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double GB = 1e9;

// The basic local set-up (a 100 GB volume on an array writing 20 MB/s, a 10 MB/s fixed-speed
// drive) whose volume holds a database of `groups` groups and `logs` of transaction logs; job
// `r` moves it in two streams, restoring it unless told otherwise.
Diagram database(const std::string& app, const std::string& groups, const std::string& logs,
                 topology::Direction direction = topology::Direction::Restore) {
  Diagram d;
  d.localBackup();
  d.set("vol", "content", "database")
      .set("vol", "database_groups", groups)
      .set("vol", "log_size", logs);
  if (!app.empty()) d.set("vol", "database_app", app);
  topology::JobOptions options;
  options.streams = 2;
  d.job("r", "vol", "drive", options, direction);
  return d;
}

std::string wordsFor(const solver::SolveResult& result, const std::string& component) {
  const auto it = std::find_if(result.warnings.begin(), result.warnings.end(), [&](const auto& w) {
    return w.component == component && w.message.find("restores a database") != std::string::npos;
  });
  return it == result.warnings.end() ? std::string() : it->message;
}

} // namespace

TEST_CASE("a database restores its groups one at a time, initialising each, then replays logs") {
  // Without an application the database streams like an image: 100 GB at the drive's 10 MB/s
  // in the job's two streams. With one that restores one group at a time (30 s to initialise
  // one, logs replayed at 5 MB/s), 4 groups and 1 GB of logs: one stream at the same 10 MB/s;
  // 4 x 30 = 120 s before the data, the logs' 1 GB more from tape (100 s), and 1 GB / 5 MB/s
  // = 200 s of replay after it: the restore ends 420 s later.
  const auto plain = database("", "4", "0 B").solve();
  const auto restored = database("t-db", "4", "1 GB").solve();
  REQUIRE(plain.job("r"));
  REQUIRE(restored.job("r"));
  CHECK(plain.job("r")->streams.size() == 2);
  CHECK(restored.job("r")->streams.size() == 1);
  CHECK(restored.job("r")->rate == Approx(10 * MB));
  CHECK(restored.job("r")->bytes == Approx(101 * GB));
  CHECK(restored.job("r")->end - plain.job("r")->end == Approx(420.0));
  CHECK(wordsFor(plain, "vol").empty());
  const std::string words = wordsFor(restored, "vol");
  CHECK(words.find("4 groups, 1 at a time, 2 min 00 s initialising them") != std::string::npos);
  CHECK(words.find("it runs 1 of its 2 streams") != std::string::npos);
  CHECK(words.find("1 GB of transaction logs follow the data and are replayed in 3 min 20 s") !=
        std::string::npos);
}

TEST_CASE("groups restored in pairs are initialised a pair at a time") {
  // Two at a time: 4 groups in 2 rounds, 2 x 30 = 60 s of initialising; the job keeps its two
  // streams. The logs' 1 GB still comes back (100 s), but with no replay rate the replay is not
  // timed, and the words say so: 160 s later than the plain restore.
  const auto plain = database("", "4", "0 B").solve();
  const auto restored = database("t-db-pairs", "4", "1 GB").solve();
  CHECK(restored.job("r")->streams.size() == 2);
  CHECK(restored.job("r")->end - plain.job("r")->end == Approx(160.0));
  const std::string words = wordsFor(restored, "vol");
  CHECK(words.find("2 at a time, 1 min 00 s initialising") != std::string::npos);
  CHECK(words.find("how long replaying them takes is not known") != std::string::npos);
}

TEST_CASE("a database's restore mechanics leave its backup alone") {
  // Backups of the groups are not held back (HP 2007 backs storage groups up in parallel): the
  // same two streams and the same end as the database with no application.
  const auto plain = database("", "4", "0 B", topology::Direction::Backup).solve();
  const auto backup = database("t-db", "4", "1 GB", topology::Direction::Backup).solve();
  CHECK(backup.job("r")->streams.size() == 2);
  CHECK(backup.job("r")->bytes == Approx(100 * GB));
  CHECK(backup.job("r")->end == Approx(plain.job("r")->end));
  CHECK(wordsFor(backup, "vol").empty());
}

TEST_CASE("a file sets how many groups restore at once, over its application's figure") {
  // Issue 41: the groups restored at once were a figure of the application's catalog entry that
  // a topology file could not set. The volume's "database_app.restore_groups_at_once" (a
  // profile override) does, through the file: two at a time as t-db-pairs, 160 s later than the
  // plain restore once the 200 s of replay are added: 4 groups in 2 rounds of 30 s, the logs'
  // 100 s from tape, 200 s replaying them = 360 s.
  Diagram d = database("t-db", "4", "1 GB");
  REQUIRE(
      d.topology()
          .setParameter("vol", "database_app.restore_groups_at_once", catalog::Value{2LL, {}, {}})
          .hasValue());
  const std::string file = io::saveTopologyText(d.topology());
  CHECK(file.find("\"database_app.restore_groups_at_once\"") != std::string::npos);
  const auto loaded = io::loadTopologyText(file, "groups.tapeflow", test::solverCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const auto restored = solver::solve(*loaded.topology);
  const auto plain = database("", "4", "0 B").solve();
  CHECK(restored.job("r")->streams.size() == 2);
  CHECK(restored.job("r")->end - plain.job("r")->end == Approx(360.0));
  CHECK(wordsFor(restored, "vol").find("4 groups, 2 at a time, 1 min 00 s initialising") !=
        std::string::npos);
}
