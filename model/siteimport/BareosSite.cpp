#include "siteimport/BareosSite.h"

#include "bareos/ConfigUnits.h"
#include "siteimport/QuotedList.h"
#include "siteimport/RunSchedule.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace tapeflow::siteimport {
namespace {

using bareos::Daemon;
using bareos::Directive;
using bareos::Resource;

// JobDefs may name JobDefs; the director follows a chain, a loop is a mistake to stop at.
constexpr int kMaxJobDefsDepth = 8;

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool yes(const std::optional<std::string>& value) {
  if (!value) return false;
  const std::string v = lower(*value);
  return v == "yes" || v == "true" || v == "1";
}

std::string where(const Resource& resource) { return "line " + std::to_string(resource.line); }

std::optional<Level> jobLevel(const std::string& text) {
  const std::string level = lower(text);
  if (level == "full" || level == "base") return Level::Full;
  if (level == "differential") return Level::Differential;
  if (level == "incremental") return Level::Incremental;
  if (level == "virtualfull") return Level::SyntheticFull;
  return std::nullopt;
}

class SiteReader {
public:
  SiteReader(const bareos::Config& config, Diagnostics& diagnostics)
      : m_config(config), m_diagnostics(diagnostics),
        m_hasStorageDaemon(
            std::any_of(config.resources.begin(), config.resources.end(),
                        [](const Resource& r) { return r.daemon == Daemon::StorageDaemon; })) {}

  Site read();

private:
  void warn(const Resource& resource, std::string message) {
    m_diagnostics.warning(resource.file, where(resource), std::move(message));
  }
  // A directive's first value in the job, else in its JobDefs (and theirs).
  std::optional<std::string> jobValue(const Resource& job, std::string_view key) const;
  const Resource* director(std::string_view type, const std::string& name) const;
  const Resource* storageDaemon(std::string_view type, const std::string& name) const;

  std::optional<std::size_t> client(const Resource& job, const std::string& name);
  std::optional<SiteTarget> target(const Resource& job);
  std::size_t storageHost(const Resource& storage);
  std::string hostName(const Resource& storage, const std::string& address) const;
  SiteDevice device(const Resource& resource) const;
  void chooseDrive(SiteDevice& device);
  std::size_t deviceIndex(std::size_t s, const std::string& name, const Resource* onDaemon,
                          const Resource& storage);
  SiteTarget changerTarget(std::size_t s, const Resource& changer, const Resource& storage);
  SiteTarget directorOnly(std::size_t s, const Resource& storage, const std::string& device);
  bool compresses(const std::string& fileSet) const;
  void job(const Resource& resource);
  void schedules();

  const bareos::Config& m_config;
  Diagnostics& m_diagnostics;
  // Whether the storage daemon's configuration was read (asked once per job's storage).
  const bool m_hasStorageDaemon;
  Site m_site;
  std::map<std::string, std::size_t> m_clients;  // director Client name -> index
  std::map<std::string, std::size_t> m_storages; // address -> index
  std::vector<Level> m_jobLevel;                 // per job: its own Level
  std::vector<std::string> m_bandwidthLimited;   // jobs with a Maximum Bandwidth
  std::set<std::string> m_saidOfStorage;         // storages whose device was said missing
};

std::optional<std::string> SiteReader::jobValue(const Resource& job, std::string_view key) const {
  const Resource* at = &job;
  for (int depth = 0; at && depth <= kMaxJobDefsDepth; ++depth) {
    if (auto value = at->first(key)) return value;
    const auto defs = at->first("jobdefs");
    at = defs ? director("JobDefs", *defs) : nullptr;
  }
  return std::nullopt;
}

const Resource* SiteReader::director(std::string_view type, const std::string& name) const {
  for (const Resource* r : m_config.ofType(type))
    if (r->name == name && r->daemon != Daemon::StorageDaemon && r->daemon != Daemon::FileDaemon)
      return r;
  return nullptr;
}

const Resource* SiteReader::storageDaemon(std::string_view type, const std::string& name) const {
  for (const Resource* r : m_config.ofType(type))
    if (r->name == name && r->daemon == Daemon::StorageDaemon) return r;
  return nullptr;
}

std::optional<std::size_t> SiteReader::client(const Resource& job, const std::string& name) {
  if (const auto it = m_clients.find(name); it != m_clients.end()) return it->second;
  const Resource* resource = director("Client", name);
  if (!resource) {
    warn(job, "job '" + job.name + "' backs up client '" + name +
                  "', which the configuration does not define; the job is left out");
    return std::nullopt;
  }
  m_site.clients.push_back({name, resource->first("address").value_or("")});
  return m_clients[name] = m_site.clients.size() - 1;
}

// The storage daemon a director's Storage resource reaches, one per address: two Storage
// resources on one daemon (a disk and a library) are one host.
std::size_t SiteReader::storageHost(const Resource& storage) {
  const std::string address = storage.first("address").value_or(storage.name);
  if (const auto it = m_storages.find(address); it != m_storages.end()) return it->second;
  SiteStorage host;
  host.name = hostName(storage, address);
  host.address = address;
  m_site.storages.push_back(std::move(host));
  return m_storages[address] = m_site.storages.size() - 1;
}

// What people call a storage daemon: its own name when its configuration was read and every
// Storage resource of the director reaches one address; else its address, or the director's
// name for it when the address is the director's own host.
std::string SiteReader::hostName(const Resource& storage, const std::string& address) const {
  std::vector<const Resource*> own;
  for (const Resource* r : m_config.ofType("Storage"))
    if (r->daemon == Daemon::StorageDaemon) own.push_back(r);
  std::set<std::string> addresses;
  for (const char* type : {"Storage", "Autochanger"})
    for (const Resource* r : m_config.ofType(type))
      if (r->daemon != Daemon::StorageDaemon && r->find("address"))
        addresses.insert(r->first("address").value_or(r->name));
  if (own.size() == 1 && addresses.size() == 1 && !own.front()->name.empty())
    return own.front()->name;
  const std::string a = lower(address);
  return a == "localhost" || a == "127.0.0.1" || a == "::1" ? storage.name : address;
}

SiteDevice SiteReader::device(const Resource& resource) const {
  SiteDevice device;
  device.name = resource.name;
  device.mediaType = resource.first("mediatype").value_or("");
  const std::string type = lower(resource.first("devicetype").value_or(""));
  const std::string archive = resource.first("archivedevice").value_or("");
  device.disk = type == "file" || lower(device.mediaType).find("file") != std::string::npos ||
                (!archive.empty() && archive.rfind("/dev/", 0) != 0);
  if (const auto size = resource.first("maximumblocksize"))
    if (const auto bytes = bareos::parseSize(*size); bytes && *bytes > 0)
      device.blockSize = double(*bytes);
  if (const auto jobs = resource.first("maximumconcurrentjobs"))
    if (const auto n = bareos::parseSize(*jobs); n && *n > 0 && *n < 1000)
      device.concurrency = int(*n);
  const auto size = [&](const char* key) -> std::optional<double> {
    if (const auto text = resource.first(key))
      if (const auto bytes = bareos::parseSize(*text); bytes && *bytes > 0) return double(*bytes);
    return std::nullopt;
  };
  device.spoolBytes = size("maximumspoolsize");
  device.jobSpoolBytes = size("maximumjobspoolsize");
  return device;
}

// The index of device `name` of storage daemon `s`, added from its storage daemon resource (or,
// without one, from what the director's Storage resource says) the first time.
std::size_t SiteReader::deviceIndex(std::size_t s, const std::string& name,
                                    const Resource* onDaemon, const Resource& storage) {
  auto& devices = m_site.storages[s].devices;
  for (std::size_t d = 0; d < devices.size(); ++d)
    if (devices[d].name == name) return d;
  if (onDaemon) {
    devices.push_back(device(*onDaemon));
  } else {
    SiteDevice device;
    device.name = name;
    device.mediaType = storage.first("mediatype").value_or("");
    device.disk = lower(device.mediaType).find("file") != std::string::npos;
    devices.push_back(std::move(device));
  }
  chooseDrive(devices.back());
  return devices.size() - 1;
}

// A tape device's drive model from its media type, and what had to be assumed for it.
void SiteReader::chooseDrive(SiteDevice& device) {
  if (device.disk) return;
  const DriveModel model = driveEntry(device.mediaType);
  device.entry = model.entry.empty() ? "ibm-lto-9-hh" : model.entry;
  const std::string subject = "Device '" + device.name + "'";
  if (model.entry.empty())
    m_site.assumptions.push_back({subject, "media type '" + device.mediaType +
                                               "' names no LTO generation: an LTO-9 "
                                               "half-height drive"});
}

// Without the storage daemon's configuration: the director's Storage resource says the media
// type and whether an autochanger holds the device, not how many drives it has.
SiteTarget SiteReader::directorOnly(std::size_t s, const Resource& storage,
                                    const std::string& device) {
  const std::size_t d = deviceIndex(s, device, nullptr, storage);
  SiteStorage& host = m_site.storages[s];
  if (!yes(storage.first("autochanger")) || host.devices[d].disk) return {s, false, d};
  for (std::size_t c = 0; c < host.changers.size(); ++c)
    if (host.changers[c].name == storage.name) return {s, true, c};
  host.changers.push_back({storage.name, {d}});
  host.devices[d].changer = host.changers.size() - 1;
  m_site.assumptions.push_back({"Autochanger '" + storage.name + "'",
                                "the storage daemon's configuration was not read: one drive "
                                "assumed"});
  return {s, true, host.changers.size() - 1};
}

std::optional<SiteTarget> SiteReader::target(const Resource& job) {
  auto name = jobValue(job, "storage");
  if (!name)
    if (const auto pool = jobValue(job, "pool"))
      if (const Resource* p = director("Pool", *pool)) name = p->first("storage");
  if (!name) {
    warn(job, "job '" + job.name + "' names no storage, nor does its pool; the job is left out");
    return std::nullopt;
  }
  // Bacula's director also calls a storage with an autochanger an Autochanger resource.
  const Resource* storage = director("Storage", *name);
  if (!storage) storage = director("Autochanger", *name);
  if (!storage) {
    warn(job, "job '" + job.name + "' writes to storage '" + *name +
                  "', which the configuration does not define; the job is left out");
    return std::nullopt;
  }
  const std::size_t s = storageHost(*storage);
  const std::string device = storage->first("device").value_or(storage->name);
  if (!m_hasStorageDaemon) return directorOnly(s, *storage, device);
  if (const Resource* changer = storageDaemon("Autochanger", device))
    return changerTarget(s, *changer, *storage);
  const Resource* onDaemon = storageDaemon("Device", device);
  if (!onDaemon && m_saidOfStorage.insert(storage->name).second)
    warn(*storage, "storage '" + storage->name + "' names device '" + device +
                       "', which the storage daemon's configuration does not define; the "
                       "director's media type is used");
  return SiteTarget{s, false, deviceIndex(s, device, onDaemon, *storage)};
}

// An autochanger of the storage daemon: a library of its tape drives, or, when its devices write
// files (Bacula's virtual autochanger of file devices), one disk device named after it.
SiteTarget SiteReader::changerTarget(std::size_t s, const Resource& changer,
                                     const Resource& storage) {
  SiteStorage& host = m_site.storages[s];
  for (std::size_t c = 0; c < host.changers.size(); ++c)
    if (host.changers[c].name == changer.name) return {s, true, c};
  for (std::size_t d = 0; d < host.devices.size(); ++d)
    if (host.devices[d].name == changer.name) return {s, false, d};
  const std::vector<std::string> members = changer.all("device");
  if (members.empty()) {
    warn(changer, "autochanger '" + changer.name +
                      "' names no device; the director's media "
                      "type is used");
    return directorOnly(s, storage, changer.name);
  }
  const bool files =
      !members.empty() && std::all_of(members.begin(), members.end(), [&](const auto& m) {
        const Resource* r = storageDaemon("Device", m);
        return r && device(*r).disk;
      });
  if (files) {
    SiteDevice area = device(*storageDaemon("Device", members.front()));
    area.name = changer.name;
    host.devices.push_back(std::move(area));
    m_site.assumptions.push_back(
        {"Autochanger '" + changer.name + "'",
         "its " + std::to_string(members.size()) + " file devices are one disk area"});
    return {s, false, host.devices.size() - 1};
  }
  SiteChanger made{changer.name, {}};
  for (const std::string& member : members) {
    const std::size_t d = deviceIndex(s, member, storageDaemon("Device", member), storage);
    m_site.storages[s].devices[d].changer = m_site.storages[s].changers.size();
    made.devices.push_back(d);
  }
  m_site.storages[s].changers.push_back(std::move(made));
  return {s, true, m_site.storages[s].changers.size() - 1};
}

// Whether a FileSet's Options compress in software (Compression = GZIP, LZO, LZ4, ...).
bool SiteReader::compresses(const std::string& fileSet) const {
  const Resource* set = director("FileSet", fileSet);
  if (!set) return false;
  for (const Resource* include : set->blocks("include"))
    for (const Resource* options : include->blocks("options"))
      if (const auto c = options->first("compression"); c && lower(*c) != "no") return true;
  return false;
}

void SiteReader::job(const Resource& resource) {
  const std::string type = lower(jobValue(resource, "type").value_or("backup"));
  if (type != "backup" || !yes(jobValue(resource, "enabled").value_or("yes"))) return;
  const auto clientName = jobValue(resource, "client");
  if (!clientName) {
    warn(resource, "job '" + resource.name + "' names no client; the job is left out");
    return;
  }
  const auto c = client(resource, *clientName);
  const auto t = c ? target(resource) : std::nullopt;
  if (!c || !t) return;
  SiteJob job;
  job.name = resource.name;
  job.fileSet = jobValue(resource, "fileset").value_or("");
  job.client = *c;
  job.target = *t;
  job.compression = compresses(job.fileSet);
  job.spool = yes(jobValue(resource, "spooldata"));
  job.schedule = jobValue(resource, "schedule").value_or("");
  if (const auto size = jobValue(resource, "spoolsize"))
    if (const auto bytes = bareos::parseSize(*size); bytes && *bytes > 0)
      job.spoolBytes = double(*bytes);
  if (jobValue(resource, "maximumbandwidth")) m_bandwidthLimited.push_back(job.name);
  if (const auto p = jobValue(resource, "priority"))
    if (const auto n = bareos::parseSize(*p); n && *n >= 1 && *n <= 1000) job.priority = int(*n);
  m_site.jobs.push_back(std::move(job));
  const auto level = jobValue(resource, "level");
  m_jobLevel.push_back(level ? jobLevel(*level).value_or(Level::Incremental) : Level::Incremental);
}

void SiteReader::schedules() {
  std::map<std::string, ScheduleLines> read;
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) {
    const std::string& name = m_site.jobs[j].schedule;
    if (name.empty() || read.count(name)) continue;
    ScheduleLines& lines = read[name];
    lines.name = name;
    const Resource* schedule = director("Schedule", name);
    if (!schedule) {
      m_diagnostics.warning("", "",
                            "schedule '" + name + "' of job '" + m_site.jobs[j].name +
                                "' is not defined; the job does not run on any night");
      continue;
    }
    for (const Directive& run : schedule->directives) {
      if (run.key != "run") continue;
      if (auto line = parseRunLine(run.text))
        lines.lines.emplace_back(run.text, *line);
      else
        m_diagnostics.warning(run.file, "line " + std::to_string(run.line),
                              "Run line of schedule '" + name +
                                  "' left out: " + line.error().message);
    }
  }
  std::vector<JobSchedule> jobs;
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) {
    const auto it = read.find(m_site.jobs[j].schedule);
    jobs.push_back({it == read.end() ? nullptr : &it->second, m_jobLevel[j]});
  }
  m_site.period = schedulePeriod(jobs, m_site.assumptions);
}

Site SiteReader::read() {
  const bool bacula =
      std::any_of(m_config.resources.begin(), m_config.resources.end(), [](const Resource& r) {
        return lower(r.file).find("bacula") != std::string::npos;
      });
  m_site.product = bacula ? "Bacula" : "Bareos";
  for (const Resource* job : m_config.ofType("Job"))
    if (job->daemon != Daemon::StorageDaemon && job->daemon != Daemon::FileDaemon) this->job(*job);
  schedules();
  if (!m_bandwidthLimited.empty())
    m_site.assumptions.push_back(
        {"Maximum Bandwidth", "not modelled; stated for " + quotedList(m_bandwidthLimited)});
  const auto tapes = [](const SiteStorage& st) {
    return std::any_of(st.devices.begin(), st.devices.end(),
                       [](const SiteDevice& d) { return !d.disk; });
  };
  if (std::any_of(m_site.storages.begin(), m_site.storages.end(), tapes))
    m_site.assumptions.push_back({"Tape drives", "IBM drives of each media type's LTO "
                                                 "generation, half-height from LTO-5 to LTO-9, "
                                                 "full-height for the others "
                                                 "(a configuration names media types, not "
                                                 "drive models)"});
  return std::move(m_site);
}

} // namespace

DriveModel driveEntry(std::string_view mediaType) {
  const std::string media = lower(mediaType);
  std::size_t at = media.find("lto");
  if (at == std::string::npos) at = media.find("ultrium");
  if (at == std::string::npos) return {};
  std::size_t digits = media.find_first_of("0123456789", at);
  if (digits == std::string::npos) return {};
  int generation = 0;
  while (digits < media.size() && std::isdigit(static_cast<unsigned char>(media[digits])))
    generation = generation * 10 + (media[digits++] - '0');
  if (generation >= 5 && generation <= 9) return {"ibm-lto-" + std::to_string(generation) + "-hh"};
  if (generation == 10 || (generation >= 2 && generation <= 4))
    return {"ibm-lto-" + std::to_string(generation) + "-fh"};
  if (generation == 1) return {"dell-pv136t-lto-1"};
  return {};
}

Site siteFromConfig(const bareos::Config& config, Diagnostics& diagnostics) {
  return SiteReader(config, diagnostics).read();
}

} // namespace tapeflow::siteimport
