#pragma once

// Concrete changes worth trying (issue 19, "What buys the most"), found from a solution: the
// resources that hold the most of the run (Sensitivity.h) suggest upgrading their component to
// the next faster catalog entry of its kind or adding a tape drive beside a busy one; jobs held
// by their own ceilings (one reader, one network stream, one core) suggest more streams, bigger
// blocks or software compression switched on or off; a saturated adapter suggests another one
// beside it; a saturated bus suggests moving an adapter out of it to another bus of its server.
// Each candidate is a small typed edit made through the document's operations, with a sentence
// that names nodes and jobs by their names.

#include "solver/Solver.h"
#include "topology/Topology.h"
#include "whatif/Sensitivity.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tapeflow::whatif {

enum class ChangeKind {
  Upgrade,     // node -> another catalog entry of its kind (Topology::setEntry)
  AddDrive,    // another drive of the same entry beside `node`, with half its jobs' work
  AddCard,     // another adapter (HBA, NIC) of the same entry beside `node`, in a free slot,
               // with every second device link moved to it (or a parallel link when it has one)
  MoveCard,    // adapter `node` into a free slot of bus `to` (another bus of the same server)
  Streams,     // job's streams -> `streams`
  BlockSize,   // job's block size -> `blockSize`
  Compression, // job's software compression -> `compression`
};

struct Candidate {
  ChangeKind kind = ChangeKind::Upgrade;
  std::string node;  // Upgrade, AddDrive, AddCard, MoveCard: the node concerned (id)
  std::string job;   // Streams, BlockSize, Compression: the job (id)
  std::string entry; // Upgrade: the new entry; AddDrive, AddCard: the added node's entry
  std::string to;    // MoveCard: the bus to move to
  int streams = 0;
  double blockSize = 0.0;
  bool compression = false;
  std::string description; // "Replace 'Tape drive 1' (IBM LTO-8) with IBM LTO-9"
  std::string reason;      // the limit that suggested it, for people
  // What it costs: the catalog price of what is bought, when known; a setting costs nothing
  // (amount 0, no basis).
  std::optional<catalog::Price> price;
};

struct CandidateOptions {
  std::size_t resources = 8; // the resources that hold the most, per direction
  std::size_t jobs = 12;     // the jobs that end last, per direction: their limits and settings
};

// Changes suggested by the backup and restore solves of `topology` and their sensitivities. No
// two candidates make the same edit; none is checked here (Advisor.h applies and solves each).
[[nodiscard]] std::vector<Candidate> findCandidates(
    const topology::Topology& topology, const solver::SolveResult& backup,
    const std::vector<Sensitivity>& backupSensitivities, const solver::SolveResult& restore,
    const std::vector<Sensitivity>& restoreSensitivities, const CandidateOptions& options = {});

// Undoes an applied candidate (restores exactly what it changed).
using Revert = std::function<void(topology::Topology&)>;

// Makes the edit on `topology` through its operations; the model's refusal when it is not a
// valid document (then nothing has changed).
[[nodiscard]] Expected<Revert> applyCandidate(topology::Topology& topology,
                                              const Candidate& candidate);

} // namespace tapeflow::whatif
