#pragma once

// Random but well-formed backup topologies over the solver test entries
// (tests/model/data/solver/entries.json): backup servers with buses, disk and tape adapters,
// arrays, volumes and drives; LAN clients behind a switch or a hub; jobs from every volume to a
// drive it can reach, with random streams, options and directions. Used by the property tests
// and the solver benchmark; the same seed gives the same topology.

#include "topology/Topology.h"

#include <cstdint>
#include <memory>

namespace tapeflow::test {

struct RandomTopologyShape {
  int servers = 2; // backup servers, each with drives
  int clients = 3; // LAN clients, each with one volume
  int volumesPerServer = 2;
  int drivesPerServer = 2;
  bool restores = true;   // some jobs restore
  bool streaming = false; // give drives buffers and reposition times (shoe-shining)
  bool allowHub = true;   // the LAN may be one shared hub (at most 255 hosts)
  // Servers on a LAN, with clients that back up over it; without, every server stands alone
  // (no NIC, no switch, `clients` ignored): many independent parts, as a large site's diagram of
  // separate backup servers is.
  bool lan = true;
  // Hosts per switch: above it the LAN is a core switch with access switches of pods, each
  // pod's clients backing up to the pod's servers (a switch has at most 1,024 ports). 0: one
  // switch or hub for every host.
  int hostsPerSwitch = 0;
};

// Builds the topology into `topology` (empty, over the solver test catalog).
void buildRandomTopology(topology::Topology& topology, std::uint64_t seed,
                         const RandomTopologyShape& shape);

// The catalog the generator's entries come from.
std::shared_ptr<const catalog::Catalog> randomTopologyCatalog(const std::string& testDataDir,
                                                              const std::string& resourceDir);
// The same, from the build's TAPEFLOW_TEST_DATA_DIR and TAPEFLOW_RESOURCE_DIR, loaded once per
// process.
std::shared_ptr<const catalog::Catalog> sharedRandomTopologyCatalog();

} // namespace tapeflow::test
