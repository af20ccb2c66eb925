#include "solver/FigureTable.h"

#include "util/StringMap.h"

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

// Each name's numbers (two figures may share a name), found by hash: a binary search compared
// every override's name with eight others (3 % of a steady solve; issue 18).
StringMap<std::vector<std::size_t>> numbersByName() {
  StringMap<std::vector<std::size_t>> numbers;
  for (std::size_t f = 0; f < kNames.size(); ++f) numbers[std::string(kNames[f])].push_back(f);
  return numbers;
}

// The numbers of the figures called `name`; none when no figure is.
std::span<const std::size_t> numbersOf(std::string_view name) {
  static const auto numbers = numbersByName();
  const auto it = numbers.find(name);
  return it == numbers.end() ? std::span<const std::size_t>() : std::span(it->second);
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
