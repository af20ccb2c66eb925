#pragma once

// What the tests of the kinds' resource rules (model/solver/kinds/, one test file per rules file)
// share: the solver fixture's catalog with the few entries entries.json lacks, and the bytes a
// resource carries per byte of a job.

#include "solver/SolverFixture.h"

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace tapeflow::test {

// The fixture's catalog (kinds.json and solver/entries.json) and solver/kind-entries.json:
// round-number Fibre Channel parts (t-fc-hba, t-fc-switch, t-fc-loop, t-fc-bridge), which
// entries.json has none of, and entries that leave a figure to their kind's default (a server
// that names no operating system, t-server-no-os; a hub that states no efficiency, t-hub-plain).
std::shared_ptr<const catalog::Catalog> kindsCatalog();

// A Diagram over kindsCatalog().
Diagram kindsDiagram();

// The basic local backup (SolverFixture.h; bus 1 GB/s, array reading and writing 1 GB/s) with a
// network target `id` of `entry` (its port `port`, with `figures`) on a 10 Gb/s NIC `nic` in
// server `srv`; job `j` backs `vol` up to it.
Diagram toNetworkTarget(const std::string& id, const std::string& entry, const std::string& port,
                        std::initializer_list<std::pair<std::string, std::string>> figures);

// The resource `key` of `result`; fails the test when there is none.
const solver::ResourceUse& resourceOf(const solver::SolveResult& result, const std::string& key);

// The bytes resource `key` carries per byte job `job` moves: its load over the job's rate, for a
// resource that job alone uses. Fails the test when the resource or the job is missing.
double perByte(const solver::SolveResult& result, std::string_view key, std::string_view job);

} // namespace tapeflow::test
