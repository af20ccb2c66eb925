// A disk array: its streaming rate each way (the array's own limit, or its data members' rate,
// whichever is lower) and, for jobs that make random I/Os, its members' I/O operations.

#include "solver/kinds/DiskFigures.h"
#include "solver/kinds/Rules.h"
#include "util/Concat.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace tapeflow::solver::kinds {

namespace {

// Members that carry data in a streaming read: mirrors read one copy, parity is skipped.
double dataMembers(const std::string& level, double members) {
  if (level == "raid-1" || level == "raid-10" || level == "vraid-1") return members / 2.0;
  if (level == "raid-5" || level == "raid-3" || level == "vraid-5") return members - 1.0;
  if (level == "raid-6") return members - 2.0;
  return members;
}

// Back-end I/Os per small random write when the array states no write penalty: a mirror writes
// both copies; a parity level reads the old data and parity and writes both (RAID-6: two parity
// blocks), the read-modify-write of Patterson, Gibson and Katz's RAID paper (1988).
double defaultRandomWritePenalty(const std::string& level) {
  if (level == "raid-1" || level == "raid-10" || level == "vraid-1") return 2.0;
  if (level == "raid-5" || level == "raid-3" || level == "vraid-5") return 4.0;
  if (level == "raid-6") return 6.0;
  return 1.0;
}

} // namespace

void addDiskArray(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  const bool backup = visit.backup;
  const double members = p.number(n::kMembers, 1.0);
  const std::string level = p.text(n::kRaidLevel);
  const double data = dataMembers(level, members);
  // A member's rate: the array's member figure (a write without one streams at the member
  // read rate, as a disk does), else its member disk's, stated or derived (DiskMediaRate.h).
  // Asked for the rule's rates (rate_from_media), the entry's member rates and the member
  // disk's stated ones are set aside; the node's own member rates still count (statedRate()).
  const bool fromMedia = p.flag(n::kRateFromMedia, false);
  const auto* memberDisk = p.referenced(n::kMemberDisk);
  const auto diskRate = [&](bool write) {
    if (!memberDisk) return std::optional<double>();
    const auto disk = diskFigures(*memberDisk);
    return sequentialRate(fromMedia ? withoutStatedRates(disk) : disk, write, visit.diskMedia());
  };
  const auto memberWrite = statedRate(p, n::kMemberWriteRate);
  const auto memberRead = statedRate(p, n::kMemberReadRate);
  const double member = !backup && memberWrite ? *memberWrite
                        : memberRead           ? *memberRead
                                               : diskRate(!backup).value_or(kUnlimited);
  // Without a stated penalty a streaming write puts whole stripes: members / data members
  // back-end bytes a byte (mirrors write twice, parity levels their parity share).
  const double penalty = p.number(n::kWritePenalty, data > 0.0 ? members / data : 1.0);
  double rate = p.number(backup ? n::kReadRate : n::kWriteRate, kUnlimited);
  if (std::isfinite(member)) rate = std::min(rate, std::max(data, 1.0) * member);
  if (!backup && !p.has(n::kWriteRate) && std::isfinite(member))
    rate = std::max(members, 1.0) * member / penalty;
  const double iops =
      p.number(n::kMemberIops, statedFigure(memberDisk, n::kRandomIops).value_or(0.0));
  // Files read at once interleave on the members, and other work on the set moves their heads:
  // each read moves one member's heads.
  const double access = seeksHere(visit)
                            ? spindleAccess(statedFigure(memberDisk, n::kRpm),
                                            statedFigure(memberDisk, n::kAccessTime),
                                            iops > 0.0 ? std::optional<double>(iops) : std::nullopt)
                            : 0.0;
  addStreamingDisk(visit, rate, access, member);

  // Every member serves random I/Os (a mirror's reads go to either copy; writes pay the
  // level's write penalty).
  if (iops <= 0.0 || visit.job.iosPerByte <= 0.0) return;
  visit.add({{ResourceTag::DiskOps, backup, visit.index()},
             [&] { return concat("iops:", here.id, backup ? ":read" : ":write"); },
             [&] { return here.name + (backup ? " read I/Os" : " write I/Os"); },
             ResourceKind::DiskOps,
             [&] {
               return std::max(members, 1.0) * iops /
                      (backup ? 1.0 : p.number(n::kWritePenalty, defaultRandomWritePenalty(level)));
             },
             n::kMemberIops},
            visit.base * visit.job.iosPerByte);
}

} // namespace tapeflow::solver::kinds
