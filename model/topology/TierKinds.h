#pragma once

// The kinds of today's backup tiers (issue 24): a disk pool used as a staging target, a
// deduplicating target and an object store. Each can be a job's target; the first two can also
// be the source of a copy job that moves what the backups wrote there on to the next tier.

#include <string_view>

namespace tapeflow::topology {

[[nodiscard]] bool isTierKind(std::string_view kind);
// A tier a copy job can read from: a disk pool or a deduplicating target.
[[nodiscard]] bool isCopySourceKind(std::string_view kind);
// What a job may start from (a volume, or a tier it copies from) and end at.
[[nodiscard]] bool isJobSourceKind(std::string_view kind);
[[nodiscard]] bool isJobTargetKind(std::string_view kind);

} // namespace tapeflow::topology
