#pragma once

// Topologies for the solver tests: the shipped vocabulary (resources/catalog/kinds.json) with
// the round-number entries of tests/model/data/solver/entries.json, built in code so that each
// test states its system next to the numbers it expects.

#include "solver/Solver.h"
#include "topology/Topology.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

namespace tapeflow::test {

std::shared_ptr<const catalog::Catalog> solverCatalog();

class Diagram {
public:
  Diagram();

  // A node from a test entry; `figures` are overrides as text, "50 MB/s", "4", "rait-5", "true".
  Diagram& add(const std::string& id, const std::string& entry,
               std::initializer_list<std::pair<std::string, std::string>> figures = {});
  Diagram& set(const std::string& id, const std::string& parameter, const std::string& text);
  // A value through the document's operation (a profile figure: "backup_app.request_size"),
  // required to be taken.
  Diagram& set(const std::string& id, const std::string& parameter, catalog::Value value);
  Diagram& link(const std::string& from, const std::string& to); // "node:port"
  Diagram& job(const std::string& id, const std::string& source, const std::string& target,
               topology::JobOptions options = {},
               topology::Direction direction = topology::Direction::Backup);

  // Server `srv` with bus `bus`, a RAID controller `raid` and an array `array` holding volume
  // `vol`, and a SCSI HBA `hba` in the same bus with drive `drive`: the basic local backup.
  Diagram& localBackup(const std::string& suffix = "");
  // Server `srv` reading volume `vol` on disk `store` (a drive or array from `entry`) behind RAID
  // controller `raid`, onto the 500 MB/s drive `drive` behind HBA `hba`, which never holds it.
  Diagram& onDisk(const std::string& entry);
  // Client volume `volc` (localBackup("c")) sent over 100 Mb/s NICs `nicc`, `nic` and switch `sw`
  // to server `srv`, whose HBA `hba` feeds the 30 MB/s `drive`; `app`, if given, is srv's backup
  // application. With tcp_efficiency 1 the wire carries 12.5 MB/s.
  Diagram& lanBackup(const std::string& app = "");

  [[nodiscard]] topology::Topology& topology() { return m_topology; }
  [[nodiscard]] solver::SolveResult
  solve(solver::DirectionMode mode = solver::DirectionMode::AsDefined);

private:
  topology::Topology m_topology;
  int m_nextSlot = 1;
};

} // namespace tapeflow::test
