#pragma once

// The parameter names the solver gives meaning to, in one place. The kinds and their parameter
// definitions (type, unit, range, help text saying what each means) are data in
// resources/catalog/kinds.json; this file is the contract between that data and the physics in
// this folder.

#include <string_view>

namespace tapeflow::solver::names {

// server
inline constexpr std::string_view kCpuCores = "cpu_cores";
inline constexpr std::string_view kHostBusRate = "host_bus_rate";
inline constexpr std::string_view kCoreRateDiskIo = "core_rate_disk_io";
inline constexpr std::string_view kCoreRateTapeIo = "core_rate_tape_io";
inline constexpr std::string_view kCoreRateNetSend = "core_rate_net_send";
inline constexpr std::string_view kCoreRateNetReceive = "core_rate_net_receive";
inline constexpr std::string_view kCoreRateCompress = "core_rate_compress";
inline constexpr std::string_view kCoreRateDecompress = "core_rate_decompress";
inline constexpr std::string_view kCoreRateCrc = "core_rate_crc";
inline constexpr std::string_view kCoreRateParity = "core_rate_parity";
inline constexpr std::string_view kCpuSpeedFactor = "cpu_speed_factor";
inline constexpr std::string_view kOperatingSystem = "operating_system";
inline constexpr std::string_view kBackupApp = "backup_app";
inline constexpr std::string_view kFilesystem = "filesystem";
// io-bus, adapters, bridges, null device
inline constexpr std::string_view kSustainedRate = "sustained_rate";
inline constexpr std::string_view kFullDuplex = "full_duplex";
inline constexpr std::string_view kChannelRate = "channel_rate";
inline constexpr std::string_view kBusType = "bus_type";
inline constexpr std::string_view kBackgroundLoad = "background_load";   // BackgroundLoad.h
inline constexpr std::string_view kPhaseTime = "phase_time";             // BusPhases.h
inline constexpr std::string_view kConnectionBurst = "connection_burst"; // BusPhases.h
inline constexpr std::string_view kCardRate = "card_rate";
inline constexpr std::string_view kCardWriteRate = "card_write_rate";
inline constexpr std::string_view kPortRate = "port_rate";
inline constexpr std::string_view kBridgeRate = "bridge_rate";
inline constexpr std::string_view kRate = "rate";
// networks
inline constexpr std::string_view kSpeed = "speed";
inline constexpr std::string_view kPortSpeed = "port_speed";
inline constexpr std::string_view kDuplex = "duplex";
inline constexpr std::string_view kEfficiency = "efficiency";
inline constexpr std::string_view kTcpEfficiency = "tcp_efficiency";
inline constexpr std::string_view kStreamRate = "stream_rate";
inline constexpr std::string_view kBackplaneRate = "backplane_rate";
inline constexpr std::string_view kLoopRate = "loop_rate";
inline constexpr std::string_view kLatency = "latency";
// disks and arrays
inline constexpr std::string_view kReadRate = "read_rate";
inline constexpr std::string_view kWriteRate = "write_rate";
inline constexpr std::string_view kMembers = "members";
inline constexpr std::string_view kMemberReadRate = "member_read_rate";
inline constexpr std::string_view kMemberWriteRate = "member_write_rate";
inline constexpr std::string_view kWritePenalty = "write_penalty";
inline constexpr std::string_view kRaidLevel = "raid_level";
// volume
inline constexpr std::string_view kDataSize = "data_size";
inline constexpr std::string_view kFileCount = "file_count";
inline constexpr std::string_view kMeanFileSize = "mean_file_size";
inline constexpr std::string_view kCompressibility = "compressibility";
// file system profile
inline constexpr std::string_view kStreamReadRate = "stream_read_rate";
inline constexpr std::string_view kStreamWriteRate = "stream_write_rate";
inline constexpr std::string_view kPerFileReadTime = "per_file_read_time";
inline constexpr std::string_view kPerFileCreateTime = "per_file_create_time";
inline constexpr std::string_view kPerFileRestoreTime = "per_file_restore_time";
inline constexpr std::string_view kCpuPerFile = "cpu_per_file";
inline constexpr std::string_view kIosPerFileRead = "ios_per_file_read";
inline constexpr std::string_view kIosPerFileCreate = "ios_per_file_create";
inline constexpr std::string_view kMemberIops = "member_iops";
inline constexpr std::string_view kRestoreAttributes = "restore_attributes";
inline constexpr std::string_view kParallelReadersLimit = "parallel_readers_limit";
// backup application profile
inline constexpr std::string_view kJobRateLimit = "job_rate_limit";
inline constexpr std::string_view kJobRatePerCore = "job_rate_per_core";
inline constexpr std::string_view kRestoreRateLimit = "restore_rate_limit";
inline constexpr std::string_view kRemotePull = "remote_pull";
inline constexpr std::string_view kRemoteStreamRate = "remote_stream_rate";
inline constexpr std::string_view kRemoteRestoreRate = "remote_restore_rate";
inline constexpr std::string_view kPerFileBackupTime = "per_file_backup_time";
inline constexpr std::string_view kPerFileAppRestoreTime = "per_file_restore_time";
inline constexpr std::string_view kPerFileScanTime = "per_file_scan_time";
inline constexpr std::string_view kFirstTreeWalk = "first_tree_walk";
inline constexpr std::string_view kStartupTime = "startup_time";
inline constexpr std::string_view kDefaultBlockSize = "default_block_size";
inline constexpr std::string_view kDefaultConcurrency = "default_concurrency";
inline constexpr std::string_view kSynchronousBlocks = "synchronous_blocks";
inline constexpr std::string_view kBlockTurnaround = "block_turnaround";
inline constexpr std::string_view kSoftwareCompressionRelative = "software_compression_relative";
inline constexpr std::string_view kTapeOverhead = "tape_overhead";
// tape drive
inline constexpr std::string_view kNativeRate = "native_rate";
inline constexpr std::string_view kNativeReadRate = "native_read_rate";
inline constexpr std::string_view kMaxHostRate = "max_host_rate";
inline constexpr std::string_view kInterfaceRate = "interface_rate";
inline constexpr std::string_view kCommandTime = "command_time";
inline constexpr std::string_view kConcurrency = "concurrency"; // of a device
inline constexpr std::string_view kMaxHostReadRate = "max_host_read_rate";
inline constexpr std::string_view kCompression = "compression";
inline constexpr std::string_view kCompressionEfficiency = "compression_efficiency";
inline constexpr std::string_view kStreamingMode = "streaming_mode";
inline constexpr std::string_view kMinStreamingRate = "min_streaming_rate";
inline constexpr std::string_view kSpeedSteps = "speed_steps";
inline constexpr std::string_view kStreamingEfficiency = "streaming_efficiency";
inline constexpr std::string_view kReadStreamingEfficiency = "read_streaming_efficiency";
inline constexpr std::string_view kBufferSize = "buffer_size";
inline constexpr std::string_view kRepositionTime = "reposition_time";
inline constexpr std::string_view kReadRepositionTime = "read_reposition_time";
inline constexpr std::string_view kLoadTime = "load_time";
inline constexpr std::string_view kRewindTime = "rewind_time";
inline constexpr std::string_view kUnloadTime = "unload_time";
inline constexpr std::string_view kNativeCapacity = "native_capacity";
// library, RAIT
inline constexpr std::string_view kExchangeTime = "exchange_time";
inline constexpr std::string_view kRaitLevel = "rait_level";

} // namespace tapeflow::solver::names
