#include "RequestsFixture.h"

#include <catch2/catch.hpp>

namespace tapeflow::test {

Diagram toRequestPool(std::initializer_list<std::pair<std::string, std::string>> figures,
                      topology::JobOptions options, topology::Direction direction) {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.set("array", "read_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  d.set("srv", "backup_app", "t-app-requests");
  d.add("pool", "t-pool", figures).link("srv:local", "pool:on");
  d.job("j", "vol", "pool", options, direction);
  return d;
}

const solver::JobResult& heldByCeiling(const solver::SolveResult& result) {
  const auto* job = result.job("j");
  REQUIRE(job);
  INFO(job->bottleneck.label);
  REQUIRE(job->bottleneck.key.rfind("ceiling:", 0) == 0);
  return *job;
}

} // namespace tapeflow::test
