#pragma once

// From diagram to a sharing problem (docs/architecture.md, pipeline 3-4): the resources each job's
// bytes use, with how many bytes of each per logical byte (the coefficients), and the ceilings of
// each stream. Sharing.h shares the resources with the max-min core; Solver.h puts it together.
//
// Coefficients, per logical byte of the job:
//   1 on most resources; 2 on host memory (DMA in and out); a bus, card or channel visited twice
//   by the route (Route.h) counts twice;
//   1/s after software compression with ratio s (from the host that compresses on);
//   1/h on tape media after the drive's own compression with achieved ratio h (the interface
//   carries the uncompressed bytes);
//   a stripe share on each RAIT member: 1/m for RAIT-0, 1 for RAIT-1, 1/(m-1) for RAIT-5;
//   CPU seconds per byte on every host, summed over the kinds of work it does there.
// Ceilings of one stream: the file system for one reader or writer (a per-file cost plus a
// sequential rate), the backup application's per-file overheads, one core for software
// compression, a single network stream, and block size against round-trip latency when every
// block is a synchronous round trip. A job's own limit (the application's per-job limit) is a
// constraint shared by its streams.

#include "solver/CeilingCause.h"
#include "solver/Coefficients.h"
#include "solver/Graph.h"
#include "solver/InterleavedReads.h"
#include "solver/LibraryUse.h"
#include "solver/Route.h"
#include "solver/TierJob.h"
#include "streaming/FeedSchedule.h"
#include "streaming/TapeStreaming.h"
#include "topology/Topology.h"

#include <map>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace tapeflow::solver {

enum class ResourceKind {
  Disk,
  DiskOps, // random I/Os of an array: capacity and load in operations per second
  Controller,
  Channel,
  Bus,
  HostMemory,
  Cpu,
  Nic,
  Link,
  Hub,
  Switch,
  Fabric,
  Bridge,
  TapeMedia,
  TapeInterface,
  NullDevice,
  JobLimit,
};
[[nodiscard]] std::string_view resourceKindName(ResourceKind kind);
// The broad class of a limit, in the words the reference papers use when they name a
// bottleneck: "tape", "network", "file-system", "disk", "cpu", "bus", "application", "null".
[[nodiscard]] std::string_view resourceCategory(ResourceKind kind);

enum class Work {
  DiskRead,
  DiskWrite,
  NetworkSend,
  NetworkReceive,
  TapeWrite,
  TapeRead,
  Compression,
  Crc,
  Parity,
  Requests // a request's own processing: hashing, compression, encryption of its chunk
};
inline constexpr int kWorkKinds = 10;
[[nodiscard]] std::string_view workName(Work work);

struct ResourceInfo {
  std::string key;   // unique: "bus:pci0", "channel:hba:ch1", "link:l3:srv>sw", "cpu:srv"
  std::string label; // for people: "PCI bus 0", "53c875 channel ch1", "CPU of ProLiant"
  std::string node;  // the node it belongs to (empty for a link)
  std::string link;  // the link, for link resources
  ResourceKind kind = ResourceKind::Bus;
  double capacity = 0.0; // bytes/s (core-seconds per second for Cpu)
  std::string parameter; // what sets the capacity, for "raise this to lift it"
};

// A stream's own ceiling and what sets it.
struct Ceiling {
  double rate = 0.0;    // bytes/s of logical data; +inf when none
  CeilingCause what;    // in words: ceilingWords(what)
  std::string category; // as resourceCategory(): "file-system", "network", "cpu"
};

struct StreamModel {
  std::size_t job = 0;
  int stream = 0;
  Ceiling ceiling;
  Coefficients coefficients; // resource index -> bytes per logical byte
};

struct CpuTerm {
  std::size_t resource; // a Cpu resource
  Work work;
  std::size_t stream;
  double coreSecondsPerByte;
};

struct TapeModel {
  std::size_t resource; // its TapeMedia resource
  std::string node;
  streaming::DriveStreaming streaming; // speeds in media bytes/s for the job's direction
  double mediaPerHostByte = 1.0;       // 1 / achieved hardware compression
  // A feed that varies in time (VaryingFeed.h), from the first job's source: its rates times
  // feedScale are media bytes/s; feedBytes media bytes are simulated; reading for a restore.
  streaming::FeedSchedule feed;
  double feedScale = 1.0;
  double feedBytes = 0.0;
  bool reading = false;
  double locateTime = 0.0; // s: the drive's average locate (0: it states none)
};

struct DatabaseRestore; // DatabaseRestore.h

struct JobModel {
  std::string id;
  std::string name;
  topology::Direction direction = topology::Direction::Backup;
  std::string error;              // why the job cannot run (no route, ...); empty when it can
  std::vector<std::string> path;  // node ids of the route to the first drive, in data order
  std::vector<std::string> hosts; // servers it passes through
  std::vector<std::string> drives;
  std::vector<std::string> crossedTwice; // components the data crosses going up and back down
  double bytes = 0.0;                    // logical bytes to move
  streaming::FeedSchedule feed;          // its source's rate over time (VaryingFeed.h)
  double fileCount = 0.0;
  double softwareRatio = 1.0;
  double hardwareRatio = 1.0;
  double tapeOverhead = 1.0; // tape bytes per data byte from the application's headers
  double mediaPerByte = 1.0; // media bytes written per logical byte (all members)
  // Disk I/O operations per logical byte a by-file job costs the disks (the file system's I/Os
  // per file over the mean file size); 0 for image jobs or when not known.
  double iosPerByte = 0.0;
  // Bytes of one request when its application moves data as requests (chunks, objects; 0 when
  // it streams): reading a chunk store back fetches them in random order (RequestPlan.h).
  double requestSize = 0.0;
  // A by-file backup whose application reads several files at once: their per-file times
  // overlap, and on a spinning disk their reads interleave, so each read of `size` bytes costs
  // the disk an access besides its transfer (InterleavedReads.h). `disk` is the read resource of
  // the disk that pays it (kNoResource: none) and `access` its access time.
  InterleavedReads interleaved;
  // Logical bytes a backup writes to a tape drive between synchronous filemarks or flushes, each
  // of which stops the tape for a reposition (0: only at the end).
  double flushInterval = 0.0;
  // Logical bytes a restore reads from tape between locates: its mean file when it asks for
  // its files out of tape order (0: it reads them as they lie).
  double locateInterval = 0.0;
  double startupSeconds = 0.0;
  double finishSeconds = 0.0;
  double cartridgeBytes = 0.0; // per drive, native capacity
  double changeSeconds = 0.0;
  // The device (tape drive, RAIT group or NULL device) whose slots the job takes in the
  // timeline, how many jobs its backup application runs into one device at once (0: no limit),
  // and that application's name.
  std::string device;
  int deviceSlots = 0;
  std::string deviceApp;
  TierJob tier;       // deduplication, and what a copy out of a disk pool copies (TierJob.h)
  LibraryUse library; // a job into a library takes any free drive of it (LibraryUse.h)
  // A database restore's mechanics (DatabaseRestore.h), for its words; null for other jobs
  // (shared: most jobs have none, and the job model is copied with the results).
  std::shared_ptr<const DatabaseRestore> database;
  std::vector<std::size_t> streams; // indices into FlowModel::streams
};

struct FlowModel {
  std::vector<ResourceInfo> resources;
  std::vector<StreamModel> streams;
  std::vector<JobModel> jobs;
  std::vector<CpuTerm> cpuTerms;
  std::vector<TapeModel> tapes;
};

enum class DirectionMode { AsDefined, Backup, Restore };

struct FlowOptions {
  // AsDefined: each job in its own direction; Backup or Restore: every job as that.
  DirectionMode mode = DirectionMode::AsDefined;
  // Seconds an operator takes to change a cartridge where no library robot does it.
  double operatorDelay = 600.0;
};

[[nodiscard]] FlowModel buildFlowModel(const topology::Topology& topology,
                                       const FlowOptions& options);
// The flow model of some of the jobs (positions in topology.jobs(), in the order given) over the
// topology's graph, built once by the caller. Jobs of one connected part of the diagram depend on
// nothing outside it, so a part's model equals that part of the whole model.
[[nodiscard]] FlowModel buildFlowModel(const topology::Topology& topology, const Graph& graph,
                                       std::span<const std::size_t> jobs,
                                       const FlowOptions& options);

} // namespace tapeflow::solver
