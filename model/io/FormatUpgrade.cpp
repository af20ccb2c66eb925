#include "io/FormatUpgrade.h"

#include "io/TopologyFile.h"

#include <array>

namespace tapeflow::io {

namespace {

// A member that a later version introduces, found in an older file, was unknown there (ignored
// with a warning). It is kept under another name, and warned about again, rather than read as
// something it never was.
void keepUnread(Json& document, const char* member, int version) {
  const auto it = document.find(member);
  if (it == document.end()) return;
  document[std::string(member) + " (not read: written to a version " + std::to_string(version) +
           " file)"] = std::move(*it);
  document.erase(member);
}

} // namespace

void upgradeV1ToV2(Json& document) {
  keepUnread(document, "scenarios", 1);
  document["version"] = 2;
}

void upgradeV2ToV3(Json& document) {
  for (const char* member : {"measurements", "calibrated", "schedule"})
    keepUnread(document, member, 2);
  document["version"] = 3;
}

Status upgradeTopology(Json& document) {
  // Step i turns version i + 1 into version i + 2.
  static constexpr std::array kSteps{&upgradeV1ToV2, &upgradeV2ToV3};
  static_assert(kSteps.size() + 1 == kTopologyFormatVersion, "one step per version");
  const auto version = document.is_object() ? document.find("version") : document.end();
  if (version == document.end() || !version->is_number_integer())
    return Error{"the file has no integer format version"};
  const long long from = version->get<long long>();
  if (from < 1) return Error{"invalid format version " + std::to_string(from)};
  if (from > kTopologyFormatVersion)
    return Error{"the file is version " + std::to_string(from) +
                 ", written by a newer Tapeflow; this version reads up to " +
                 std::to_string(kTopologyFormatVersion)};
  for (auto v = static_cast<std::size_t>(from); v < kSteps.size() + 1; ++v) kSteps[v - 1](document);
  return Done{};
}

} // namespace tapeflow::io
