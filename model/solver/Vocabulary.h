#pragma once

// The parameter names the solver gives meaning to, in one place. The kinds and their parameter
// definitions (type, unit, range, help text saying what each means) are data in
// resources/catalog/kinds.json; this file is the contract between that data and the physics in
// this folder.

#include <cstddef>
#include <string_view>

namespace tapeflow::solver::names {

// A parameter name with its number among the names below: the solver reads a node's figures by
// that number from a table resolved once per catalog entry (FigureTable.h), not by name.
struct Figure {
  std::string_view name;
  std::size_t id;
  constexpr operator std::string_view() const { return name; } // NOLINT: used as a name
  friend constexpr bool operator==(Figure a, Figure b) { return a.id == b.id; }
};

// server
inline constexpr Figure kCpuCores{"cpu_cores", 0};
inline constexpr Figure kHostBusRate{"host_bus_rate", 1};
inline constexpr Figure kCoreRateDiskIo{"core_rate_disk_io", 2};
inline constexpr Figure kCoreRateTapeIo{"core_rate_tape_io", 3};
inline constexpr Figure kCoreRateNetSend{"core_rate_net_send", 4};
inline constexpr Figure kCoreRateNetReceive{"core_rate_net_receive", 5};
inline constexpr Figure kCoreRateCompress{"core_rate_compress", 6};
inline constexpr Figure kCoreRateDecompress{"core_rate_decompress", 7};
inline constexpr Figure kCoreRateCrc{"core_rate_crc", 8};
inline constexpr Figure kCoreRateParity{"core_rate_parity", 9};
inline constexpr Figure kCpuSpeedFactor{"cpu_speed_factor", 10};
inline constexpr Figure kOperatingSystem{"operating_system", 11};
inline constexpr Figure kBackupApp{"backup_app", 12};
inline constexpr Figure kFilesystem{"filesystem", 13};
// io-bus, adapters, bridges, null device
inline constexpr Figure kSustainedRate{"sustained_rate", 14};
inline constexpr Figure kFullDuplex{"full_duplex", 15};
inline constexpr Figure kChannelRate{"channel_rate", 16};
inline constexpr Figure kBusType{"bus_type", 94};
inline constexpr Figure kBackgroundLoad{"background_load", 95};   // BackgroundLoad.h
inline constexpr Figure kPhaseTime{"phase_time", 96};             // BusPhases.h
inline constexpr Figure kConnectionBurst{"connection_burst", 97}; // BusPhases.h
// volume: a feed that varies in time (VaryingFeed.h)
inline constexpr Figure kFeedPattern{"feed_pattern", 98};
inline constexpr Figure kFeedRates{"feed_rates", 99};
inline constexpr Figure kFeedPeriod{"feed_period", 100};
inline constexpr Figure kFeedSeed{"feed_seed", 101};
// server and backup application: memory copies (MemoryCopies.h)
inline constexpr Figure kCopyCrossings{"copy_crossings", 102};
inline constexpr Figure kMemoryCopies{"memory_copies", 103};
inline constexpr Figure kCardRate{"card_rate", 17};
inline constexpr Figure kCardWriteRate{"card_write_rate", 18};
inline constexpr Figure kPortRate{"port_rate", 19};
inline constexpr Figure kBridgeRate{"bridge_rate", 20};
inline constexpr Figure kRate{"rate", 21};
// networks
inline constexpr Figure kSpeed{"speed", 22};
inline constexpr Figure kPortSpeed{"port_speed", 23};
inline constexpr Figure kDuplex{"duplex", 24};
inline constexpr Figure kEfficiency{"efficiency", 25};
inline constexpr Figure kTcpEfficiency{"tcp_efficiency", 26};
inline constexpr Figure kStreamRate{"stream_rate", 27};
inline constexpr Figure kBackplaneRate{"backplane_rate", 28};
inline constexpr Figure kLoopRate{"loop_rate", 29};
inline constexpr Figure kLatency{"latency", 30};
// disks and arrays
inline constexpr Figure kReadRate{"read_rate", 31};
inline constexpr Figure kWriteRate{"write_rate", 32};
inline constexpr Figure kMembers{"members", 33};
inline constexpr Figure kMemberReadRate{"member_read_rate", 34};
inline constexpr Figure kMemberWriteRate{"member_write_rate", 35};
inline constexpr Figure kWritePenalty{"write_penalty", 36};
inline constexpr Figure kRaidLevel{"raid_level", 37};
// volume
inline constexpr Figure kDataSize{"data_size", 38};
inline constexpr Figure kFileCount{"file_count", 39};
inline constexpr Figure kMeanFileSize{"mean_file_size", 40};
inline constexpr Figure kCompressibility{"compressibility", 41};
// file system profile
inline constexpr Figure kStreamReadRate{"stream_read_rate", 42};
inline constexpr Figure kStreamWriteRate{"stream_write_rate", 43};
inline constexpr Figure kPerFileReadTime{"per_file_read_time", 44};
inline constexpr Figure kPerFileCreateTime{"per_file_create_time", 45};
inline constexpr Figure kPerFileRestoreTime{"per_file_restore_time", 46};
inline constexpr Figure kCpuPerFile{"cpu_per_file", 47};
inline constexpr Figure kIosPerFileRead{"ios_per_file_read", 48};
inline constexpr Figure kIosPerFileCreate{"ios_per_file_create", 49};
inline constexpr Figure kMemberIops{"member_iops", 50};
inline constexpr Figure kRestoreAttributes{"restore_attributes", 51};
inline constexpr Figure kParallelReadersLimit{"parallel_readers_limit", 52};
// backup application profile
inline constexpr Figure kJobRateLimit{"job_rate_limit", 53};
inline constexpr Figure kJobRatePerCore{"job_rate_per_core", 54};
inline constexpr Figure kRestoreRateLimit{"restore_rate_limit", 55};
inline constexpr Figure kRemotePull{"remote_pull", 56};
inline constexpr Figure kRemoteStreamRate{"remote_stream_rate", 57};
inline constexpr Figure kRemoteRestoreRate{"remote_restore_rate", 58};
inline constexpr Figure kPerFileBackupTime{"per_file_backup_time", 59};
inline constexpr Figure kPerFileAppRestoreTime{"per_file_restore_time", 60};
inline constexpr Figure kPerFileScanTime{"per_file_scan_time", 61};
inline constexpr Figure kFirstTreeWalk{"first_tree_walk", 62};
inline constexpr Figure kStartupTime{"startup_time", 63};
inline constexpr Figure kDefaultBlockSize{"default_block_size", 64};
inline constexpr Figure kDefaultConcurrency{"default_concurrency", 65};
inline constexpr Figure kSynchronousBlocks{"synchronous_blocks", 66};
inline constexpr Figure kBlockTurnaround{"block_turnaround", 67};
inline constexpr Figure kSoftwareCompressionRelative{"software_compression_relative", 68};
inline constexpr Figure kTapeOverhead{"tape_overhead", 69};
// tape drive
inline constexpr Figure kNativeRate{"native_rate", 70};
inline constexpr Figure kNativeReadRate{"native_read_rate", 71};
inline constexpr Figure kMaxHostRate{"max_host_rate", 72};
inline constexpr Figure kInterfaceRate{"interface_rate", 73};
inline constexpr Figure kCommandTime{"command_time", 74};
inline constexpr Figure kConcurrency{"concurrency", 75}; // of a device
inline constexpr Figure kMaxHostReadRate{"max_host_read_rate", 76};
inline constexpr Figure kCompression{"compression", 77};
inline constexpr Figure kCompressionEfficiency{"compression_efficiency", 78};
inline constexpr Figure kStreamingMode{"streaming_mode", 79};
inline constexpr Figure kMinStreamingRate{"min_streaming_rate", 80};
inline constexpr Figure kSpeedSteps{"speed_steps", 81};
inline constexpr Figure kStreamingEfficiency{"streaming_efficiency", 82};
inline constexpr Figure kReadStreamingEfficiency{"read_streaming_efficiency", 83};
inline constexpr Figure kBufferSize{"buffer_size", 84};
inline constexpr Figure kRepositionTime{"reposition_time", 85};
inline constexpr Figure kReadRepositionTime{"read_reposition_time", 86};
inline constexpr Figure kLoadTime{"load_time", 87};
inline constexpr Figure kRewindTime{"rewind_time", 88};
inline constexpr Figure kUnloadTime{"unload_time", 89};
inline constexpr Figure kNativeCapacity{"native_capacity", 90};
// library, RAIT
inline constexpr Figure kExchangeTime{"exchange_time", 91};
inline constexpr Figure kRaitLevel{"rait_level", 92};
// FC-SCSI bridge
inline constexpr Figure kFcPortRate{"fc_port_rate", 93};
// tape drive: a new cartridge's first use (LibraryUse.h)
inline constexpr Figure kMediaInitialisationTime{"media_initialisation_time", 133};

// disk pool (members: kMembers)
inline constexpr Figure kParityMembers{"parity_members", 104};
inline constexpr Figure kMemberRate{"member_rate", 105};
inline constexpr Figure kPoolRate{"pool_rate", 106};
inline constexpr Figure kDespool{"despool", 107};
inline constexpr Figure kSpoolSize{"spool_size", 108};
inline constexpr Figure kHighWater{"high_water", 109};
inline constexpr Figure kLowWater{"low_water", 110};
// deduplicating target; the volume's own ratios (kDedup*)
inline constexpr Figure kDedupSide{"dedup_side", 111};
inline constexpr Figure kIngestCpuRate{"ingest_cpu_rate", 112};
inline constexpr Figure kIndexLookups{"index_lookups", 113};
inline constexpr Figure kChunkSize{"chunk_size", 114};
inline constexpr Figure kDiskWriteRate{"disk_write_rate", 115};
inline constexpr Figure kRehydrateRate{"rehydrate_rate", 116};
inline constexpr Figure kClientCoreRate{"client_core_rate", 117};
inline constexpr Figure kRatioFirstFull{"ratio_first_full", 118};
inline constexpr Figure kRatioLaterFull{"ratio_later_full", 119};
inline constexpr Figure kRatioIncremental{"ratio_incremental", 120};
inline constexpr Figure kBackupRun{"backup_run", 121};
inline constexpr Figure kDedupFirstFull{"dedup_first_full", 122};
inline constexpr Figure kDedupLaterFull{"dedup_later_full", 123};
inline constexpr Figure kDedupIncremental{"dedup_incremental", 124};
// object store
inline constexpr Figure kRtt{"rtt", 125};
inline constexpr Figure kTcpWindow{"tcp_window", 126};
inline constexpr Figure kParallelParts{"parallel_parts", 127};
inline constexpr Figure kPartSize{"part_size", 128};
inline constexpr Figure kRequestRate{"request_rate", 129};
inline constexpr Figure kPrefixes{"prefixes", 130};
inline constexpr Figure kIngestRate{"ingest_rate", 131};
inline constexpr Figure kEgressRate{"egress_rate", 132};
// volume and database application: how a database is restored (DatabaseRestore.h)
inline constexpr Figure kContent{"content", 134};
inline constexpr Figure kDatabaseApp{"database_app", 135};
inline constexpr Figure kDatabaseGroups{"database_groups", 136};
inline constexpr Figure kLogSize{"log_size", 137};
inline constexpr Figure kRestoreGroupsAtOnce{"restore_groups_at_once", 138};
inline constexpr Figure kGroupInitTime{"group_init_time", 139};
inline constexpr Figure kLogReplayRate{"log_replay_rate", 140};
// disk drive without a stated rate, and an array's member disk (DiskMediaRate.h)
inline constexpr Figure kRpm{"rpm", 141};
inline constexpr Figure kFormFactor{"form_factor", 142};
inline constexpr Figure kYear{"year", 143};
inline constexpr Figure kLinearDensity{"linear_density", 144};
inline constexpr Figure kPlatterDiameter{"platter_diameter", 145};
inline constexpr Figure kMemberDisk{"member_disk", 146};
inline constexpr Figure kRandomIops{"random_iops", 147};

inline constexpr std::size_t kFigureCount = 148;

} // namespace tapeflow::solver::names
