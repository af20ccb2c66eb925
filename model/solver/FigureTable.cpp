#include "solver/FigureTable.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::solver {

namespace {

// Every name the solver reads, by its number.
constexpr std::array<std::string_view, names::kFigureCount> figureNames() {
  std::array<std::string_view, names::kFigureCount> all{};
#define TAPEFLOW_FIGURE(f) all[names::f.id] = names::f.name
  TAPEFLOW_FIGURE(kCpuCores);
  TAPEFLOW_FIGURE(kHostBusRate);
  TAPEFLOW_FIGURE(kCoreRateDiskIo);
  TAPEFLOW_FIGURE(kCoreRateTapeIo);
  TAPEFLOW_FIGURE(kCoreRateNetSend);
  TAPEFLOW_FIGURE(kCoreRateNetReceive);
  TAPEFLOW_FIGURE(kCoreRateCompress);
  TAPEFLOW_FIGURE(kCoreRateDecompress);
  TAPEFLOW_FIGURE(kCoreRateCrc);
  TAPEFLOW_FIGURE(kCoreRateParity);
  TAPEFLOW_FIGURE(kCpuSpeedFactor);
  TAPEFLOW_FIGURE(kOperatingSystem);
  TAPEFLOW_FIGURE(kBackupApp);
  TAPEFLOW_FIGURE(kFilesystem);
  TAPEFLOW_FIGURE(kSustainedRate);
  TAPEFLOW_FIGURE(kFullDuplex);
  TAPEFLOW_FIGURE(kChannelRate);
  TAPEFLOW_FIGURE(kCardRate);
  TAPEFLOW_FIGURE(kCardWriteRate);
  TAPEFLOW_FIGURE(kPortRate);
  TAPEFLOW_FIGURE(kBridgeRate);
  TAPEFLOW_FIGURE(kRate);
  TAPEFLOW_FIGURE(kSpeed);
  TAPEFLOW_FIGURE(kPortSpeed);
  TAPEFLOW_FIGURE(kDuplex);
  TAPEFLOW_FIGURE(kEfficiency);
  TAPEFLOW_FIGURE(kTcpEfficiency);
  TAPEFLOW_FIGURE(kStreamRate);
  TAPEFLOW_FIGURE(kBackplaneRate);
  TAPEFLOW_FIGURE(kLoopRate);
  TAPEFLOW_FIGURE(kLatency);
  TAPEFLOW_FIGURE(kReadRate);
  TAPEFLOW_FIGURE(kWriteRate);
  TAPEFLOW_FIGURE(kMembers);
  TAPEFLOW_FIGURE(kMemberReadRate);
  TAPEFLOW_FIGURE(kMemberWriteRate);
  TAPEFLOW_FIGURE(kWritePenalty);
  TAPEFLOW_FIGURE(kRaidLevel);
  TAPEFLOW_FIGURE(kDataSize);
  TAPEFLOW_FIGURE(kFileCount);
  TAPEFLOW_FIGURE(kMeanFileSize);
  TAPEFLOW_FIGURE(kCompressibility);
  TAPEFLOW_FIGURE(kStreamReadRate);
  TAPEFLOW_FIGURE(kStreamWriteRate);
  TAPEFLOW_FIGURE(kPerFileReadTime);
  TAPEFLOW_FIGURE(kPerFileCreateTime);
  TAPEFLOW_FIGURE(kPerFileRestoreTime);
  TAPEFLOW_FIGURE(kCpuPerFile);
  TAPEFLOW_FIGURE(kIosPerFileRead);
  TAPEFLOW_FIGURE(kIosPerFileCreate);
  TAPEFLOW_FIGURE(kMemberIops);
  TAPEFLOW_FIGURE(kRestoreAttributes);
  TAPEFLOW_FIGURE(kParallelReadersLimit);
  TAPEFLOW_FIGURE(kJobRateLimit);
  TAPEFLOW_FIGURE(kJobRatePerCore);
  TAPEFLOW_FIGURE(kRestoreRateLimit);
  TAPEFLOW_FIGURE(kRemotePull);
  TAPEFLOW_FIGURE(kRemoteStreamRate);
  TAPEFLOW_FIGURE(kRemoteRestoreRate);
  TAPEFLOW_FIGURE(kPerFileBackupTime);
  TAPEFLOW_FIGURE(kPerFileAppRestoreTime);
  TAPEFLOW_FIGURE(kPerFileScanTime);
  TAPEFLOW_FIGURE(kFirstTreeWalk);
  TAPEFLOW_FIGURE(kStartupTime);
  TAPEFLOW_FIGURE(kDefaultBlockSize);
  TAPEFLOW_FIGURE(kDefaultConcurrency);
  TAPEFLOW_FIGURE(kSynchronousBlocks);
  TAPEFLOW_FIGURE(kBlockTurnaround);
  TAPEFLOW_FIGURE(kSoftwareCompressionRelative);
  TAPEFLOW_FIGURE(kTapeOverhead);
  TAPEFLOW_FIGURE(kNativeRate);
  TAPEFLOW_FIGURE(kNativeReadRate);
  TAPEFLOW_FIGURE(kMaxHostRate);
  TAPEFLOW_FIGURE(kInterfaceRate);
  TAPEFLOW_FIGURE(kCommandTime);
  TAPEFLOW_FIGURE(kConcurrency);
  TAPEFLOW_FIGURE(kMaxHostReadRate);
  TAPEFLOW_FIGURE(kCompression);
  TAPEFLOW_FIGURE(kCompressionEfficiency);
  TAPEFLOW_FIGURE(kStreamingMode);
  TAPEFLOW_FIGURE(kMinStreamingRate);
  TAPEFLOW_FIGURE(kSpeedSteps);
  TAPEFLOW_FIGURE(kStreamingEfficiency);
  TAPEFLOW_FIGURE(kReadStreamingEfficiency);
  TAPEFLOW_FIGURE(kBufferSize);
  TAPEFLOW_FIGURE(kRepositionTime);
  TAPEFLOW_FIGURE(kReadRepositionTime);
  TAPEFLOW_FIGURE(kLoadTime);
  TAPEFLOW_FIGURE(kRewindTime);
  TAPEFLOW_FIGURE(kUnloadTime);
  TAPEFLOW_FIGURE(kNativeCapacity);
  TAPEFLOW_FIGURE(kExchangeTime);
  TAPEFLOW_FIGURE(kRaitLevel);
  TAPEFLOW_FIGURE(kFcPortRate);
  TAPEFLOW_FIGURE(kParityMembers);
  TAPEFLOW_FIGURE(kMemberRate);
  TAPEFLOW_FIGURE(kPoolRate);
  TAPEFLOW_FIGURE(kDespool);
  TAPEFLOW_FIGURE(kSpoolSize);
  TAPEFLOW_FIGURE(kHighWater);
  TAPEFLOW_FIGURE(kLowWater);
  TAPEFLOW_FIGURE(kDedupSide);
  TAPEFLOW_FIGURE(kIngestCpuRate);
  TAPEFLOW_FIGURE(kIndexLookups);
  TAPEFLOW_FIGURE(kChunkSize);
  TAPEFLOW_FIGURE(kDiskWriteRate);
  TAPEFLOW_FIGURE(kRehydrateRate);
  TAPEFLOW_FIGURE(kClientCoreRate);
  TAPEFLOW_FIGURE(kRatioFirstFull);
  TAPEFLOW_FIGURE(kRatioLaterFull);
  TAPEFLOW_FIGURE(kRatioIncremental);
  TAPEFLOW_FIGURE(kBackupRun);
  TAPEFLOW_FIGURE(kDedupFirstFull);
  TAPEFLOW_FIGURE(kDedupLaterFull);
  TAPEFLOW_FIGURE(kDedupIncremental);
  TAPEFLOW_FIGURE(kRtt);
  TAPEFLOW_FIGURE(kTcpWindow);
  TAPEFLOW_FIGURE(kParallelParts);
  TAPEFLOW_FIGURE(kPartSize);
  TAPEFLOW_FIGURE(kRequestRate);
  TAPEFLOW_FIGURE(kPrefixes);
  TAPEFLOW_FIGURE(kIngestRate);
  TAPEFLOW_FIGURE(kEgressRate);
  TAPEFLOW_FIGURE(kBusType);
  TAPEFLOW_FIGURE(kBackgroundLoad);
  TAPEFLOW_FIGURE(kPhaseTime);
  TAPEFLOW_FIGURE(kConnectionBurst);
  TAPEFLOW_FIGURE(kFeedPattern);
  TAPEFLOW_FIGURE(kFeedRates);
  TAPEFLOW_FIGURE(kFeedPeriod);
  TAPEFLOW_FIGURE(kFeedSeed);
  TAPEFLOW_FIGURE(kCopyCrossings);
  TAPEFLOW_FIGURE(kMemoryCopies);
  TAPEFLOW_FIGURE(kMediaInitialisationTime);
  TAPEFLOW_FIGURE(kContent);
  TAPEFLOW_FIGURE(kDatabaseApp);
  TAPEFLOW_FIGURE(kDatabaseGroups);
  TAPEFLOW_FIGURE(kLogSize);
  TAPEFLOW_FIGURE(kRestoreGroupsAtOnce);
  TAPEFLOW_FIGURE(kGroupInitTime);
  TAPEFLOW_FIGURE(kLogReplayRate);
  TAPEFLOW_FIGURE(kRpm);
  TAPEFLOW_FIGURE(kFormFactor);
  TAPEFLOW_FIGURE(kYear);
  TAPEFLOW_FIGURE(kLinearDensity);
  TAPEFLOW_FIGURE(kPlatterDiameter);
  TAPEFLOW_FIGURE(kMemberDisk);
  TAPEFLOW_FIGURE(kRandomIops);
#undef TAPEFLOW_FIGURE
  return all;
}

constexpr auto kNames = figureNames();

// Each name's numbers (two figures may share a name), in an open-addressing table hashed on the
// name's length and three of its bytes: hashing every byte of every override's name (a string
// hash map) was 3.5 % of a steady solve, a binary search before it 3 % (issue 18).
class FigureNames {
public:
  FigureNames() {
    for (std::size_t f = 0; f < kNames.size(); ++f) {
      Slot& slot = m_slots[slotOf(kNames[f])];
      if (slot.count == 0) {
        slot.name = kNames[f];
        slot.first = static_cast<std::uint16_t>(m_numbers.size());
        for (std::size_t g = f; g < kNames.size(); ++g)
          if (kNames[g] == kNames[f]) m_numbers.push_back(g);
        slot.count = static_cast<std::uint16_t>(m_numbers.size() - slot.first);
      }
    }
  }
  [[nodiscard]] std::span<const std::size_t> numbersOf(std::string_view name) const {
    if (name.empty()) return {};
    const Slot& slot = m_slots[slotOf(name)];
    return {m_numbers.data() + slot.first, slot.count};
  }

private:
  struct Slot {
    std::string_view name;
    std::uint16_t first = 0;
    std::uint16_t count = 0; // 0: empty
  };
  static constexpr std::size_t kSlots = 1024; // a power of two, several times the names
  static_assert(kSlots > 4 * kNames.size());

  // The slot holding `name`, or the empty one where it would go.
  [[nodiscard]] std::size_t slotOf(std::string_view name) const {
    const auto byte = [&](std::size_t i) {
      return static_cast<std::size_t>(static_cast<unsigned char>(name[i]));
    };
    std::size_t h = name.size() * 0x9E3779B1u ^ byte(0) * 0x85EBCA77u ^
                    byte(name.size() / 2) * 0xC2B2AE3Du ^ byte(name.size() - 1) * 0x27D4EB2Fu;
    for (h ^= h >> 15;; ++h) {
      const Slot& slot = m_slots[h & (kSlots - 1)];
      if (slot.count == 0 || slot.name == name) return h & (kSlots - 1);
    }
  }

  std::array<Slot, kSlots> m_slots{};
  std::vector<std::size_t> m_numbers;
};

// The numbers of the figures called `name`; none when no figure is.
std::span<const std::size_t> numbersOf(std::string_view name) {
  static const FigureNames names;
  return names.numbersOf(name);
}

} // namespace

void FigureTables::addOverrides(const topology::ParameterMap& map, std::vector<Override>& into) {
  for (const auto& [name, value] : map)
    for (const std::size_t f : numbersOf(name)) into.push_back({f, &value, value.number()});
}

const FigureTables::Table& FigureTables::of(const catalog::CatalogEntry* entry,
                                            const catalog::KindDef* kind) const {
  auto& table = m_tables[{entry, kind}];
  if (table) return *table;
  table = std::make_unique<Table>();
  // The kind's defaults, then what the entry states over them: each list read once (looking
  // every figure up in both was 3 % of a steady solve, which makes a graph; issue 18).
  if (kind)
    for (const auto& def : kind->parameters)
      if (def.defaultValue)
        for (const std::size_t f : numbersOf(def.name)) table->value[f] = &*def.defaultValue;
  if (entry)
    for (const auto& [name, figure] : entry->parameters)
      for (const std::size_t f : numbersOf(name)) table->value[f] = &figure.value;
  return *table;
}

const FigureTables::Table* FigureTables::profile(const Table& owner, names::Figure ref) const {
  if (owner.profileFound[ref.id]) return owner.profile[ref.id];
  owner.profileFound[ref.id] = true;
  const catalog::Value* id = owner.value[ref.id];
  const auto* entry = id ? m_catalog.entry(id->string()) : nullptr;
  owner.profile[ref.id] = entry ? &of(entry, m_catalog.kinds().kind(entry->kind)) : nullptr;
  return owner.profile[ref.id];
}

const DiskMediaTable& FigureTables::diskMedia() const {
  if (!m_diskMedia)
    m_diskMedia = std::make_unique<DiskMediaTable>(DiskMediaTable::fromCatalog(m_catalog));
  return *m_diskMedia;
}

} // namespace tapeflow::solver
