// The words for a stream's own ceiling (solver/CeilingCause.h), made only when it is named: each
// cause as a person reads it.

#include "solver/CeilingCause.h"

#include <catch2/catch.hpp>

#include <string>

using namespace tapeflow;
using solver::CeilingCause;
using Kind = CeilingCause::Kind;

TEST_CASE("a stream's own ceiling in words, from its cause") {
  const std::string drive = "LTO-3 drive";
  const std::string store = "S3 bucket";
  catalog::CatalogEntry ntfs;
  ntfs.id = "ntfs";
  ntfs.vendor = "Microsoft";
  ntfs.model = "NTFS";

  CHECK(solver::ceilingWords({}).empty());
  CHECK(solver::ceilingWords({.kind = Kind::FileSystem, .profile = &ntfs, .size = 64e3}) ==
        "one reader of Microsoft NTFS with files of 64 kB");
  CHECK(solver::ceilingWords({.kind = Kind::FileSystem, .writing = true, .profile = &ntfs}) ==
        "one writer of Microsoft NTFS");
  CHECK(solver::ceilingWords(
            {.kind = Kind::FileSystem, .profile = &ntfs, .size = 64e3, .parts = 2}) ==
        "2 readers of Microsoft NTFS with files of 64 kB");
  const std::string server = "ProLiant 6500";
  CHECK(solver::ceilingWords({.kind = Kind::Compression, .name = &server}) ==
        "software compression on one core of ProLiant 6500");
  CHECK(solver::ceilingWords({.kind = Kind::BlockCommand, .name = &drive, .size = 65536}) ==
        "one 64 KiB block per command to LTO-3 drive");
  const std::string nic = "Gigabit NIC";
  CHECK(solver::ceilingWords({.kind = Kind::NetworkStream, .name = &nic}) ==
        "a single network stream through Gigabit NIC");
  CHECK(solver::ceilingWords({.kind = Kind::BlockRoundTrip, .size = 10240}) ==
        "one 10 KiB block per network round trip");
  // Two parts of a 64 KiB window every 100 ms: 2 x 65,536 / 0.1 = 1.31 MB/s.
  CHECK(
      solver::ceilingWords(
          {.kind = Kind::StoreWindow, .name = &store, .size = 65536, .parts = 2, .seconds = 0.1}) ==
      "TCP window over the round trip to S3 bucket (2 x 64 KiB per 100 ms, 1.31 MB/s)");
  CHECK(solver::ceilingWords(
            {.kind = Kind::StoreRequest, .name = &store, .parts = 1, .rate = 45e6}) ==
        "1 connection to S3 bucket at its 45 MB/s per request (45 MB/s)");
  // One 4 MiB request every 322 ms, two round trips of a 3 MiB window: 13.0 MB/s. A window at
  // least the request's size takes one round trip and is not said.
  const auto request = [&](double seconds, double window) {
    return solver::ceilingWords({.kind = Kind::Requests,
                                 .name = &store,
                                 .size = 4194304,
                                 .parts = 1,
                                 .seconds = seconds,
                                 .window = window});
  };
  CHECK(request(0.322, 3145728) ==
        "1 request of 4 MiB in flight to S3 bucket, 322 ms each, 2 round trips of a 3 MiB TCP "
        "window (13 MB/s)");
  CHECK(request(0.172, 4194304) ==
        "1 request of 4 MiB in flight to S3 bucket, 172 ms each (24.4 MB/s)");
}
