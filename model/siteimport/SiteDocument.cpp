#include "siteimport/SiteDocument.h"

#include "siteimport/DocumentIds.h"
#include "siteimport/QuotedList.h"
#include "units/Format.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>

namespace tapeflow::siteimport {
namespace {

using Json = nlohmann::ordered_json;

// Where things go (scene units), as the set-up templates draw a host: the server on top, its bus
// below, the adapters below that, then the disks or drives, each link running down from a
// card's bottom ports to the top of the next. Clients stand side by side on the left, five to a
// row; the switch in the middle; each storage daemon a block on the right, one below the other.
constexpr double kRow = 140.0;         // between a card and the one below it
constexpr double kHalfColumn = 150.0;  // an adapter beside another under one bus
constexpr double kClientPitch = 480.0; // between clients side by side
constexpr std::size_t kClientsPerRow = 5;
constexpr double kBlockGap = 160.0;     // below a row of clients or a storage daemon
constexpr double kDevicePitch = 220.0;  // between drives or disk areas side by side
constexpr std::size_t kAreasPerRow = 6; // disk devices and spool areas, then the next row

// Places disk areas in rows of kAreasPerRow below a storage daemon's drives.
class AreaRows {
public:
  AreaRows(double left, double top) : m_left(left), m_top(top) {}
  // The position of the next area.
  std::pair<double, double> next() {
    const std::size_t n = m_count++;
    return {m_left + double(n % kAreasPerRow) * kDevicePitch,
            m_top + double(n / kAreasPerRow) * kRow};
  }
  // The y below the last row, or the top when no area was placed.
  [[nodiscard]] double bottom() const {
    return m_top + double((m_count + kAreasPerRow - 1) / kAreasPerRow) * kRow;
  }

private:
  double m_left;
  double m_top;
  std::size_t m_count = 0;
};
constexpr double kSwitchX = 0.0;
constexpr double kStorageX = 420.0;
// The catalog's SAS HBA has eight ports: a ninth drive gets a second HBA.
constexpr std::size_t kHbaPorts = 8;
// The catalog's libraries: an autoloader of two bays, an enterprise library of sixteen.
constexpr std::size_t kSmallLibraryBays = 2;
constexpr std::size_t kLargeLibraryBays = 16;

std::string gigabytes(double bytes) { return units::formatExact(bytes / 1e9) + " GB"; }

std::string hours(double seconds) { return units::formatExact(seconds / 3600.0) + " h"; }

class Builder {
public:
  Builder(Site& site, const ImportChoices& choices)
      : m_site(site), m_choices(choices), m_net(networkEntries(choices.networkBitsPerSecond)) {}

  Json build();

private:
  std::string node(const std::string& idWanted, const std::string& entry, const std::string& name,
                   double x, double y, Json parameters = Json::object());
  void link(const std::string& from, const std::string& to);
  void assume(std::string subject, std::string text) {
    m_site.assumptions.push_back({std::move(subject), std::move(text)});
  }

  double clients();
  void unknownData();
  // A server with a PCIe bus of `slots` slots and an Ethernet NIC on the switch; returns the
  // server's id, the bus's in `bus`.
  std::string host(const std::string& name, double x, double y, int slots, double nicX,
                   std::string& bus, Json serverParameters);
  void storages(double top);
  double storage(std::size_t s, double y);
  double tapeDevices(std::size_t s, const std::string& bus, int& slot, double y);
  void spoolAreas(std::size_t s, AreaRows& rows);
  std::string targetId(const SiteTarget& t) const {
    return t.changer ? m_changerId[t.storage][t.index] : m_target[t.storage][t.index];
  }
  [[nodiscard]] std::optional<double> blockSize(const SiteTarget& t) const;
  void jobs();
  Json job(std::size_t j);
  void schedule(Json& document) const;
  void measurements(Json& document);
  std::string description() const;

  Site& m_site;
  const ImportChoices& m_choices;
  NetworkEntries m_net;
  DocumentIds m_ids;
  Json m_nodes = Json::array();
  Json m_links = Json::array();
  Json m_jobs = Json::array();
  std::string m_switch;
  int m_switchPort = 0;
  std::vector<std::string> m_volumeOf;               // per job: its volume's id
  std::vector<std::vector<std::string>> m_target;    // per storage, per device: drive/pool id
  std::vector<std::vector<std::string>> m_changerId; // per storage, per changer: library id
  std::vector<std::string> m_storageServer;          // per storage: its server's id
  std::vector<Json> m_despools;                      // copy jobs out of spool areas
  std::map<std::size_t, std::string> m_spoolOf;      // spooling job -> its spool area's id
  std::vector<std::string> m_jobIds;                 // per site job
  std::map<std::size_t, std::string> m_despoolOf;    // spooling job -> its despool job's id
};

std::string Builder::node(const std::string& idWanted, const std::string& entry,
                          const std::string& name, double x, double y, Json parameters) {
  const std::string id = m_ids.take(idWanted);
  Json n;
  n["id"] = id;
  n["entry"] = entry;
  n["name"] = name;
  n["position"] = Json::array({x, y});
  if (!parameters.empty()) n["parameters"] = std::move(parameters);
  m_nodes.push_back(std::move(n));
  return id;
}

void Builder::link(const std::string& from, const std::string& to) {
  m_links.push_back({{"id", "l" + std::to_string(m_links.size() + 1)}, {"from", from}, {"to", to}});
}

std::string Builder::host(const std::string& name, double x, double y, int slots, double nicX,
                          std::string& bus, Json serverParameters) {
  serverParameters["operating_system"] = "linux";
  const std::string server = node(name, "generic-linux-server", name, x, y, serverParameters);
  bus = node(name + ".pcie", "generic-pcie-4-x8", name + " PCIe", x, y + kRow, {{"slots", slots}});
  const std::string nic = node(name + ".nic", m_net.nic, name + " NIC", nicX, y + 2 * kRow);
  link(server + ":bus1", bus + ":host");
  link(bus + ":slot1", nic + ":card");
  link(nic + ":eth1", m_switch + ":eth" + std::to_string(++m_switchPort));
  return server;
}

// Each client a column: its server, the PCIe bus, the NIC and the RAID controller side by side,
// the RAID-10 group, and a volume per backup job of the client below it. Returns the lowest y.
double Builder::clients() {
  std::vector<std::vector<std::size_t>> jobsOf(m_site.clients.size());
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) jobsOf[m_site.jobs[j].client].push_back(j);
  m_volumeOf.assign(m_site.jobs.size(), {});
  double top = 0.0;
  double bottom = 0.0;
  for (std::size_t c = 0; c < m_site.clients.size(); ++c) {
    if (c > 0 && c % kClientsPerRow == 0) top = bottom + kBlockGap;
    const SiteClient& client = m_site.clients[c];
    const std::size_t columns = std::min(kClientsPerRow, m_site.clients.size());
    const double x = kSwitchX - kClientPitch * double(columns - c % kClientsPerRow);
    std::string bus;
    host(client.name, x, top, 2, x - kHalfColumn, bus, Json::object());
    const std::string raid = node(client.name + ".raid", "generic-sas-12g-raid-8",
                                  client.name + " RAID", x + kHalfColumn, top + 2 * kRow);
    const std::string group =
        node(client.name + ".disks", "generic-raid10-group", client.name + " RAID-10 (8 HDD)",
             x + kHalfColumn, top + 3 * kRow);
    link(bus + ":slot2", raid + ":card");
    link(raid + ":sas1", group + ":sas1");
    double y = top + 4 * kRow;
    for (const std::size_t j : jobsOf[c]) {
      const SiteJob& job = m_site.jobs[j];
      Json parameters;
      parameters["filesystem"] = "xfs-linux";
      parameters["data_size"] = gigabytes(job.dataBytes.value_or(m_choices.dataBytes));
      if (job.files && *job.files >= 1.0)
        parameters["file_count"] = static_cast<long long>(std::llround(*job.files));
      const std::string name = job.fileSet.empty() ? job.name : client.name + " " + job.fileSet;
      m_volumeOf[j] = node(job.name + ".data", "volume-file-server", name, x + kHalfColumn, y,
                           std::move(parameters));
      link(group + ":volumes", m_volumeOf[j] + ":on");
      y += kRow;
    }
    bottom = std::max(bottom, y);
  }
  unknownData();
  if (!m_site.clients.empty())
    assume("Clients", "each client's data is on a RAID-10 of eight 7,200 rpm HDDs behind a "
                      "12 Gb SAS RAID controller, in XFS, on a generic 32-core Linux server "
                      "(the configuration does not say)");
  return bottom;
}

// The jobs the history did not have: their data and change are the choices'.
void Builder::unknownData() {
  std::vector<std::string> names;
  std::vector<std::string> noChange; // sized by a full, but no incrementals to say the change
  for (const SiteJob& job : m_site.jobs)
    if (!job.dataBytes)
      names.push_back(job.name);
    else if (!job.changeRate)
      noChange.push_back(job.name);
  if (!noChange.empty())
    assume("Change a day", units::formatExact(m_choices.changeRate * 100.0) + " % assumed for " +
                               quotedList(noChange) + " (the history has no incrementals of them)");
  if (names.empty()) return;
  assume("Jobs without history", units::formatAuto(m_choices.dataBytes, units::Dimension::Bytes) +
                                     " of data and " +
                                     units::formatExact(m_choices.changeRate * 100.0) +
                                     " % changed a day assumed for " + quotedList(names));
}

// Drives on SAS HBAs (eight to an HBA) in a row under the HBAs, each autochanger a library
// below its drives. Returns the y below them.
double Builder::tapeDevices(std::size_t s, const std::string& bus, int& slot, double y) {
  const SiteStorage& storage = m_site.storages[s];
  const double hbaY = y + 2 * kRow;
  const double driveY = hbaY + kRow;
  std::string hba;
  std::size_t onHba = 0;
  double x = kStorageX + kHalfColumn;
  bool any = false;
  for (std::size_t d = 0; d < storage.devices.size(); ++d) {
    const SiteDevice& device = storage.devices[d];
    if (device.disk) continue;
    if (hba.empty() || onHba == kHbaPorts) {
      hba =
          node(storage.name + ".hba", "generic-sas-12g-hba-8", storage.name + " SAS HBA", x, hbaY);
      link(bus + ":slot" + std::to_string(++slot), hba + ":card");
      onHba = 0;
    }
    Json parameters;
    if (device.concurrency) parameters["concurrency"] = *device.concurrency;
    m_target[s][d] = node(storage.name + "." + device.name, device.entry, device.name, x, driveY,
                          std::move(parameters));
    link(hba + ":sas" + std::to_string(++onHba), m_target[s][d] + ":sas1");
    x += kDevicePitch;
    any = true;
  }
  for (std::size_t c = 0; c < storage.changers.size(); ++c) {
    const SiteChanger& changer = storage.changers[c];
    const bool small = changer.devices.size() <= kSmallLibraryBays;
    Json parameters;
    if (changer.devices.size() > kLargeLibraryBays) {
      parameters["drive_bays"] = changer.devices.size();
      assume("Autochanger '" + changer.name + "'",
             "more drives than the catalog's largest library has bays: its bays raised to " +
                 std::to_string(changer.devices.size()));
    }
    m_changerId[s][c] = node(storage.name + "." + changer.name,
                             small ? "generic-small-library" : "generic-large-library",
                             changer.name, kStorageX + kHalfColumn + double(c) * 2 * kDevicePitch,
                             driveY + kRow, std::move(parameters));
    int bay = 0;
    for (const std::size_t d : changer.devices)
      link(m_changerId[s][c] + ":bay" + std::to_string(++bay), m_target[s][d] + ":library");
  }
  if (!any) return hbaY;
  return driveY + (storage.changers.empty() ? kRow : 2 * kRow);
}

// A storage daemon: its server on the switch, its tape drives, libraries and disk devices, and
// a spool area where jobs spool.
double Builder::storage(std::size_t s, double y) {
  const SiteStorage& storage = m_site.storages[s];
  const std::size_t tapes = static_cast<std::size_t>(std::count_if(
      storage.devices.begin(), storage.devices.end(), [](const SiteDevice& d) { return !d.disk; }));
  const int hbas = static_cast<int>((tapes + kHbaPorts - 1) / kHbaPorts);
  std::string bus;
  m_storageServer[s] = host(storage.name, kStorageX, y, 1 + hbas, kStorageX - kHalfColumn, bus,
                            {{"backup_app", "bareos-23"}});
  int slot = 1;
  const double row = tapeDevices(s, bus, slot, y);
  // Disk devices and spool areas in rows below, on the server's local disks.
  AreaRows rows(kStorageX - kHalfColumn, row);
  for (std::size_t d = 0; d < storage.devices.size(); ++d) {
    if (!storage.devices[d].disk) continue;
    const auto [x, areaY] = rows.next();
    m_target[s][d] = node(storage.name + "." + storage.devices[d].name,
                          "generic-staging-pool-12-hdd", storage.devices[d].name, x, areaY);
    link(m_storageServer[s] + ":local", m_target[s][d] + ":on");
    assume("Device '" + storage.devices[d].name + "'",
           "its folder is on a RAID-6 of twelve 7,200 rpm HDDs in the storage daemon's server");
  }
  spoolAreas(s, rows);
  return rows.bottom() + kBlockGap;
}

void Builder::storages(double top) {
  m_target.assign(m_site.storages.size(), {});
  m_changerId.assign(m_site.storages.size(), {});
  m_storageServer.assign(m_site.storages.size(), {});
  double y = top;
  for (std::size_t s = 0; s < m_site.storages.size(); ++s) {
    m_target[s].assign(m_site.storages[s].devices.size(), {});
    m_changerId[s].assign(m_site.storages[s].changers.size(), {});
    y = storage(s, y);
  }
  if (!m_spoolOf.empty())
    assume("Spooling", "each spooling job has a spool area of its own, a RAID-6 of twelve "
                       "7,200 rpm HDDs (the storage daemon's spool folders may share disks)");
  if (!m_site.storages.empty())
    assume("Storage daemons", "each runs on a generic 32-core Linux server with the Bareos 23 "
                              "profile, its drives on 12 Gb SAS HBAs");
}

Json Builder::job(std::size_t j) {
  const SiteJob& site = m_site.jobs[j];
  const SiteTarget& t = site.target;
  Json job;
  job["id"] = m_jobIds.emplace_back(m_ids.take(site.name));
  job["name"] = site.name;
  job["direction"] = "backup";
  job["source"] = m_volumeOf[j];
  job["target"] = site.spool ? m_spoolOf.at(j) : targetId(t);
  Json options = Json::object();
  // The drive's Maximum Block Size is the writer's: the job's, or its despool's when it spools.
  if (const auto block = blockSize(t); block && !site.spool)
    options["block_size"] = units::formatExact(*block) + " B";
  if (site.compression) options["software_compression"] = true;
  if (!options.empty()) job["options"] = std::move(options);
  Json level;
  level["type"] = "full";
  level["change_rate"] = site.changeRate.value_or(m_choices.changeRate);
  // Bareos and Bacula run priority 1 first (10 by default); the document runs the higher first.
  if (site.priority != 10) level["priority"] = 10 - site.priority;
  job["level"] = std::move(level);
  return job;
}

// The block size the devices of `t` write (a changer's: its first drive that states one).
std::optional<double> Builder::blockSize(const SiteTarget& t) const {
  const SiteStorage& storage = m_site.storages[t.storage];
  if (!t.changer) return storage.devices[t.index].blockSize;
  for (const std::size_t d : storage.changers[t.index].devices)
    if (storage.devices[d].blockSize) return storage.devices[d].blockSize;
  return std::nullopt;
}

// The spool one job fills before it is despooled: the smallest Maximum Job Spool Size or
// Maximum Spool Size a device of `t` states (a job may get any of a changer's drives); none when
// no device states one.
std::optional<double> spoolSize(const SiteStorage& storage, const SiteTarget& t) {
  std::optional<double> size;
  const auto take = [&](const SiteDevice& d) {
    for (const auto& bytes : {d.jobSpoolBytes, d.spoolBytes})
      if (bytes) size = std::min(size.value_or(*bytes), *bytes);
  };
  if (!t.changer)
    take(storage.devices[t.index]);
  else
    for (const std::size_t d : storage.changers[t.index].devices) take(storage.devices[d]);
  return size;
}

// A job that spools writes into its spool area on the storage daemon's disks, and a copy job
// moves it on to the job's drive. Bareos and Bacula spool a job until its spool is full, then
// stop the job's data and despool all of it, then go on: a spool area whose high-water mark is
// its size and whose low-water mark is empty (timeline/Spool.h). Without a stated size a job
// spools whole before it is despooled. Each job despools to its own drive, so each has its own
// area and copy job; the drives of a changer are shared as the library shares them.
void Builder::spoolAreas(std::size_t s, AreaRows& rows) {
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) {
    const SiteJob& job = m_site.jobs[j];
    if (!job.spool || job.target.storage != s) continue;
    const SiteStorage& storage = m_site.storages[s];
    Json parameters;
    if (const std::optional<double> size =
            job.spoolBytes ? job.spoolBytes : spoolSize(storage, job.target)) {
      parameters["despool"] = "while";
      parameters["spool_size"] = gigabytes(*size);
      parameters["high_water"] = gigabytes(*size);
      parameters["low_water"] = "0 B";
    } else {
      parameters["despool"] = "after";
      assume("Spooling of '" + job.name + "'",
             "no spool size stated: the job spools whole before it is despooled");
    }
    const auto [x, y] = rows.next();
    const std::string pool = node(job.name + ".spool", "generic-staging-pool-12-hdd",
                                  "Spool of " + job.name, x, y, std::move(parameters));
    link(m_storageServer[s] + ":local", pool + ":on");
    m_spoolOf[j] = pool;
    Json despool;
    despool["id"] = m_despoolOf[j] = m_ids.take(job.name + ".despool");
    despool["name"] = job.name + " despool";
    despool["direction"] = "backup";
    despool["source"] = pool;
    despool["target"] = targetId(job.target);
    despool["options"] = {{"mode", "image"}};
    if (const auto block = blockSize(job.target))
      despool["options"]["block_size"] = units::formatExact(*block) + " B";
    m_despools.push_back(std::move(despool));
  }
}

void Builder::jobs() {
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) m_jobs.push_back(job(j));
}

// The fulls of the job history, as measurements of the jobs' backup rates (docs/calibration.md).
void Builder::measurements(Json& document) {
  Json list = Json::array();
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j)
    for (const SiteRun& run : m_site.jobs[j].runs) {
      Json m;
      m["id"] = m_ids.take(m_jobIds[j] + ".run");
      m["job"] = m_jobIds[j];
      m["bytes"] = units::formatExact(run.bytes) + " B";
      m["duration"] = units::formatExact(run.seconds) + " s";
      if (!run.date.empty()) m["date"] = run.date;
      if (!run.note.empty()) m["note"] = run.note;
      list.push_back(std::move(m));
    }
  if (!list.empty()) document["measurements"] = std::move(list);
}

void Builder::schedule(Json& document) const {
  if (m_site.period.empty()) return;
  Json days = Json::array();
  for (const SiteDay& day : m_site.period) {
    Json runs = Json::object();
    for (const auto& [j, level] : day.runs) {
      runs[m_jobIds[j]] = std::string(topology::backupLevelName(level));
      // A night's spooled data is despooled that night: the copy moves what the job wrote.
      if (const auto it = m_despoolOf.find(j); it != m_despoolOf.end()) runs[it->second] = "full";
    }
    days.push_back({{"name", day.name}, {"jobs", std::move(runs)}});
  }
  document["schedule"] = {{"days", std::move(days)}};
}

std::string Builder::description() const {
  std::string text = "Imported from a " + m_site.product +
                     " configuration: " + std::to_string(m_site.clients.size()) + " clients, " +
                     std::to_string(m_site.storages.size()) + " storage daemons, " +
                     std::to_string(m_site.jobs.size()) + " backup jobs. Assumed:";
  for (const Assumption& a : m_site.assumptions) text += "\n- " + a.subject + ": " + a.text + ".";
  return text;
}

Json Builder::build() {
  const std::size_t ports = m_site.clients.size() + m_site.storages.size();
  Json switchParameters = Json::object();
  if (ports > std::size_t(m_net.switchPorts)) {
    switchParameters["ethernet_ports"] = ports;
    switchParameters["backplane_rate"] =
        units::formatExact(2.0 * double(ports) * m_net.portBitsPerSecond / 1e9) + " Gb/s";
  }
  const double top = 0.0;
  m_switch = node("switch", m_net.switchEntry, std::string(m_net.label) + " switch", kSwitchX, top,
                  switchParameters);
  assume("Network", std::string("every client and storage daemon on one non-blocking ") +
                        m_net.label + " switch of " +
                        std::to_string(std::max<std::size_t>(ports, m_net.switchPorts)) +
                        " ports (the configuration names addresses, not the wiring)");
  const double bottom = clients();
  storages(top);
  jobs();
  for (auto& despool : m_despools) m_jobs.push_back(std::move(despool));
  // The switch level with the NICs, or beside the middle of several rows of clients.
  m_nodes[0]["position"] =
      Json::array({kSwitchX, std::max(2 * kRow, std::round(bottom / 2.0 / 20.0) * 20.0)});
  Json document;
  document["format"] = "tapeflow-topology";
  document["version"] = 3;
  document["name"] = m_site.product + " site";
  document["nodes"] = std::move(m_nodes);
  document["links"] = std::move(m_links);
  document["jobs"] = std::move(m_jobs);
  document["objectives"] = {{"backup_window", hours(m_choices.windowSeconds)}};
  schedule(document);
  measurements(document);
  document["description"] = description();
  return document;
}

} // namespace

NetworkEntries networkEntries(double bitsPerSecond) {
  static constexpr std::array<NetworkEntries, 4> kNetworks{{
      {"generic-nic-1g", "generic-switch-1g", "1 GbE", 24, 1e9},
      {"generic-nic-10g", "generic-switch-10g", "10 GbE", 48, 10e9},
      {"generic-nic-25g", "generic-switch-25g", "25 GbE", 48, 25e9},
      {"generic-nic-100g", "generic-switch-100g", "100 GbE", 32, 100e9},
  }};
  NetworkEntries chosen = kNetworks.front();
  for (const auto& network : kNetworks)
    if (network.portBitsPerSecond <= bitsPerSecond) chosen = network;
  return chosen;
}

nlohmann::ordered_json siteDocument(Site& site, const ImportChoices& choices) {
  return Builder(site, choices).build();
}

} // namespace tapeflow::siteimport
