#pragma once

// A backup site as a configuration describes it (issue 42): the clients, the storage daemons
// with their devices, the backup jobs and the days they run. It is plain data between the
// reader of a configuration (BareosSite.h) and the document drawn from it (SiteDocument.h), so
// the drawing does not depend on the configuration language and is tested on its own.

#include "topology/JobLevel.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tapeflow::siteimport {

// What the import had to assume because the configuration does not say it; shown in the
// dialog's preview and written into the document's description and the nodes' notes.
struct Assumption {
  std::string subject; // what it is about, in the names people see: "Client 'web1'"
  std::string text;    // "data size not in the job history: 1 TB assumed"
};

using Level = topology::BackupLevel;

struct SiteClient {
  std::string name;
  std::string address;
};

// A device of a storage daemon: a tape drive (its catalog entry from the media type) or a
// folder on disk.
struct SiteDevice {
  std::string name;
  std::string mediaType;
  std::string entry;                   // catalog entry of the drive; empty for a disk device
  bool disk = false;                   // writes files into a folder
  std::optional<double> blockSize;     // bytes: Maximum Block Size
  std::optional<int> concurrency;      // Maximum Concurrent Jobs
  std::optional<double> spoolBytes;    // Maximum Spool Size: all jobs' spool files together
  std::optional<double> jobSpoolBytes; // Maximum Job Spool Size: one job's
  std::optional<std::size_t> changer;  // index into its storage's changers
};

// An autochanger: a library whose drives are devices of the same storage daemon.
struct SiteChanger {
  std::string name;
  std::vector<std::size_t> devices; // indices into the storage's devices
};

// A storage daemon: one host, its devices and autochangers.
struct SiteStorage {
  std::string name; // the daemon's name (or its address when only the director's side is read)
  std::string address;
  std::vector<SiteDevice> devices;
  std::vector<SiteChanger> changers;
};

// Where a job writes: a storage daemon's autochanger or one of its devices.
struct SiteTarget {
  std::size_t storage = 0;
  bool changer = false;
  std::size_t index = 0; // into the storage's changers or devices
};

// A run of a job the history holds: what it moved and how long it took.
struct SiteRun {
  double bytes = 0.0;
  double seconds = 0.0;
  std::string date; // "2024-05-01", empty when not given
  std::string note; // where it came from: "Bareos job 1234 (Full)"
};

struct SiteJob {
  std::string name;
  std::string fileSet;
  std::size_t client = 0;
  SiteTarget target;
  int priority = 10;                // Bareos' and Bacula's: 1 runs first, 10 by default
  bool spool = false;               // Spool Data
  std::optional<double> spoolBytes; // the job's Spool Size, before its devices'
  bool compression = false;         // the FileSet compresses in software
  std::string schedule;             // the Schedule resource's name; empty: run by hand
  // From the job history (HistoryMatch.h), when it has the job.
  std::optional<double> dataBytes;
  std::optional<double> files;
  std::optional<double> changeRate;
  std::vector<SiteRun> runs; // fulls measured, for calibration
};

// One day of the site's repeating period and the level each job runs at that night.
struct SiteDay {
  std::string name;
  std::map<std::size_t, Level> runs; // job index -> level
};

struct Site {
  std::string product; // "Bareos" or "Bacula"
  std::vector<SiteClient> clients;
  std::vector<SiteStorage> storages;
  std::vector<SiteJob> jobs;
  std::vector<SiteDay> period; // empty: no job has a schedule
  std::vector<Assumption> assumptions;
};

// What the user chooses in the import dialog (or on the command line) for what a configuration
// never says.
struct ImportChoices {
  double networkBitsPerSecond = 10e9; // the clients' and storage daemons' Ethernet
  double dataBytes = 1e12;            // a job's data when the history does not give it
  double changeRate = 0.02;           // share of the data changed per day, likewise
  double windowSeconds = 8 * 3600.0;  // the nightly backup window
};

} // namespace tapeflow::siteimport
