#include "siteimport/SiteDocument.h"

#include "siteimport/DocumentIds.h"
#include "units/Format.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace tapeflow::siteimport {
namespace {

using Json = nlohmann::ordered_json;

// Where things go (scene units): clients in a column on the left, each a row; the switch in
// the middle; the storage daemons on the right, each a block of rows.
constexpr double kRow = 140.0;
constexpr double kClientGap = 60.0;
constexpr double kColumn = 200.0;
constexpr double kSwitchX = -150.0;
constexpr double kStorageX = 150.0;
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
  // A server with a PCIe bus of `slots` slots and an Ethernet NIC on the switch; returns the
  // server's id, the bus's in `bus`.
  std::string host(const std::string& name, double x, double y, int slots, double sign,
                   std::string& bus, Json serverParameters);
  void storages(double top);
  double storage(std::size_t s, double y);
  double tapeDevices(std::size_t s, const std::string& bus, int& slot, double y);
  double spoolAreas(std::size_t s, double y);
  std::string targetId(const SiteTarget& t) const {
    return t.changer ? m_changerId[t.storage][t.index] : m_target[t.storage][t.index];
  }
  void jobs();
  Json job(std::size_t j);
  void schedule(Json& document) const;
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
  std::map<std::string, std::string> m_spoolOf;      // target id -> its spool area's id
  std::vector<std::string> m_jobIds;                 // per site job
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

std::string Builder::host(const std::string& name, double x, double y, int slots, double sign,
                          std::string& bus, Json serverParameters) {
  serverParameters["operating_system"] = "linux";
  const std::string server = node(name, "generic-linux-server", name, x, y, serverParameters);
  bus = node(name + ".pcie", "generic-pcie-4-x8", name + " PCIe", x + sign * kColumn, y,
             {{"slots", slots}});
  const std::string nic = node(name + ".nic", m_net.nic, name + " NIC", x, y + kRow);
  link(server + ":bus1", bus + ":host");
  link(bus + ":slot1", nic + ":card");
  link(nic + ":eth1", m_switch + ":eth" + std::to_string(++m_switchPort));
  return server;
}

// Each client a row: its server and NIC, the PCIe bus, the RAID controller, the RAID-10 group,
// and a volume per backup job of the client stacked on the left.
double Builder::clients() {
  std::vector<std::vector<std::size_t>> jobsOf(m_site.clients.size());
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) jobsOf[m_site.jobs[j].client].push_back(j);
  m_volumeOf.assign(m_site.jobs.size(), {});
  double y = 0.0;
  const double x = kSwitchX - kColumn;
  for (std::size_t c = 0; c < m_site.clients.size(); ++c) {
    const SiteClient& client = m_site.clients[c];
    std::string bus;
    host(client.name, x, y, 2, -1.0, bus, Json::object());
    const std::string raid = node(client.name + ".raid", "generic-sas-12g-raid-8",
                                  client.name + " RAID", x - 2 * kColumn, y);
    const std::string group = node(client.name + ".disks", "generic-raid10-group",
                                   client.name + " RAID-10 (8 HDD)", x - 3 * kColumn, y);
    link(bus + ":slot2", raid + ":card");
    link(raid + ":sas1", group + ":sas1");
    double row = y;
    for (const std::size_t j : jobsOf[c]) {
      const SiteJob& job = m_site.jobs[j];
      Json parameters;
      parameters["filesystem"] = "xfs-linux";
      parameters["data_size"] = gigabytes(job.dataBytes.value_or(m_choices.dataBytes));
      if (job.files && *job.files >= 1.0)
        parameters["file_count"] = static_cast<long long>(std::llround(*job.files));
      const std::string name = job.fileSet.empty() ? job.name : client.name + " " + job.fileSet;
      m_volumeOf[j] = node(job.name + ".data", "volume-file-server", name, x - 4 * kColumn, row,
                           std::move(parameters));
      link(group + ":volumes", m_volumeOf[j] + ":on");
      row += kRow;
    }
    y = std::max(y + 2 * kRow, row) + kClientGap;
  }
  if (!m_site.clients.empty())
    assume("Clients", "each client's data is on a RAID-10 of eight 7,200 rpm HDDs behind a "
                      "12 Gb SAS RAID controller, in XFS, on a generic 32-core Linux server "
                      "(the configuration does not say)");
  return y;
}

// Drives on SAS HBAs (eight to an HBA), each autochanger a library holding its drives.
double Builder::tapeDevices(std::size_t s, const std::string& bus, int& slot, double y) {
  const SiteStorage& storage = m_site.storages[s];
  const double x = kStorageX + 2 * kColumn;
  std::string hba;
  std::size_t onHba = 0;
  double row = y;
  for (std::size_t d = 0; d < storage.devices.size(); ++d) {
    const SiteDevice& device = storage.devices[d];
    if (device.disk) continue;
    if (hba.empty() || onHba == kHbaPorts) {
      hba = node(storage.name + ".hba", "generic-sas-12g-hba-8", storage.name + " SAS HBA", x, row);
      link(bus + ":slot" + std::to_string(++slot), hba + ":card");
      onHba = 0;
    }
    Json parameters;
    if (device.concurrency) parameters["concurrency"] = *device.concurrency;
    m_target[s][d] = node(storage.name + "." + device.name, device.entry, device.name, x + kColumn,
                          row, std::move(parameters));
    link(hba + ":sas" + std::to_string(++onHba), m_target[s][d] + ":sas1");
    row += kRow;
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
    m_changerId[s][c] =
        node(storage.name + "." + changer.name,
             small ? "generic-small-library" : "generic-large-library", changer.name,
             x + 2 * kColumn, y + double(c) * kRow, std::move(parameters));
    int bay = 0;
    for (const std::size_t d : changer.devices)
      link(m_changerId[s][c] + ":bay" + std::to_string(++bay), m_target[s][d] + ":library");
  }
  return row;
}

// A storage daemon: its server on the switch, its tape drives, libraries and disk devices, and
// a spool area where jobs spool.
double Builder::storage(std::size_t s, double y) {
  const SiteStorage& storage = m_site.storages[s];
  const std::size_t tapes = static_cast<std::size_t>(std::count_if(
      storage.devices.begin(), storage.devices.end(), [](const SiteDevice& d) { return !d.disk; }));
  const int hbas = static_cast<int>((tapes + kHbaPorts - 1) / kHbaPorts);
  std::string bus;
  m_storageServer[s] =
      host(storage.name, kStorageX, y, 1 + hbas, 1.0, bus, {{"backup_app", "bareos-23"}});
  int slot = 1;
  double row = tapeDevices(s, bus, slot, y);
  for (std::size_t d = 0; d < storage.devices.size(); ++d) {
    if (!storage.devices[d].disk) continue;
    m_target[s][d] =
        node(storage.name + "." + storage.devices[d].name, "generic-staging-pool-12-hdd",
             storage.devices[d].name, kStorageX + 2 * kColumn, row);
    link(m_storageServer[s] + ":local", m_target[s][d] + ":on");
    assume("Device '" + storage.devices[d].name + "'",
           "its folder is on a RAID-6 of twelve 7,200 rpm HDDs in the storage daemon's server");
    row += kRow;
  }
  row = spoolAreas(s, std::max(row, y + 2 * kRow));
  return row + kClientGap;
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
    assume("Spooling", "each spool area is a RAID-6 of twelve 7,200 rpm HDDs, despooled by one "
                       "job at a time");
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
  job["target"] = site.spool ? m_spoolOf.at(targetId(t)) : targetId(t);
  Json options = Json::object();
  if (!t.changer) {
    const SiteDevice& device = m_site.storages[t.storage].devices[t.index];
    if (device.blockSize) options["block_size"] = units::formatExact(*device.blockSize) + " B";
  }
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

// The largest spool a device of `t` states; none when no device states one.
std::optional<double> spoolSize(const SiteStorage& storage, const SiteTarget& t) {
  std::optional<double> size;
  const auto take = [&](const SiteDevice& d) {
    if (d.spoolBytes) size = std::max(size.value_or(0.0), *d.spoolBytes);
  };
  if (!t.changer)
    take(storage.devices[t.index]);
  else
    for (const std::size_t d : storage.changers[t.index].devices) take(storage.devices[d]);
  return size;
}

// Jobs that spool write into a spool area on the storage daemon's disks, and a copy job moves
// it on to their drives. Bareos and Bacula spool until the spool is full, then stop the job's
// data and despool all of it, then go on: a spool area whose high-water mark is its size and
// whose low-water mark is empty (timeline/Spool.h). Without a stated size a job spools whole
// before it despools.
double Builder::spoolAreas(std::size_t s, double y) {
  for (const SiteJob& job : m_site.jobs) {
    if (!job.spool || job.target.storage != s) continue;
    const std::string target = targetId(job.target);
    if (m_spoolOf.count(target)) continue;
    const SiteStorage& storage = m_site.storages[job.target.storage];
    const std::string targetName = job.target.changer ? storage.changers[job.target.index].name
                                                      : storage.devices[job.target.index].name;
    Json parameters;
    const std::optional<double> size = spoolSize(storage, job.target);
    if (size) {
      parameters["despool"] = "while";
      parameters["spool_size"] = gigabytes(*size);
      parameters["high_water"] = gigabytes(*size);
      parameters["low_water"] = "0 B";
    } else {
      parameters["despool"] = "after";
      assume("Spooling to '" + targetName + "'",
             "no Maximum Spool Size: each job spools whole before it is despooled");
    }
    const std::string pool = node(storage.name + ".spool", "generic-staging-pool-12-hdd",
                                  "Spool for " + targetName, kStorageX, y, std::move(parameters));
    link(m_storageServer[job.target.storage] + ":local", pool + ":on");
    m_spoolOf[target] = pool;
    Json despool;
    despool["id"] = m_ids.take(pool + ".despool");
    despool["name"] = "Despool to " + targetName;
    despool["direction"] = "backup";
    despool["source"] = pool;
    despool["target"] = target;
    despool["options"] = {{"mode", "image"}};
    m_despools.push_back(std::move(despool));
    y += kRow;
  }
  return y;
}

void Builder::jobs() {
  for (std::size_t j = 0; j < m_site.jobs.size(); ++j) m_jobs.push_back(job(j));
}

void Builder::schedule(Json& document) const {
  if (m_site.period.empty()) return;
  Json days = Json::array();
  for (const SiteDay& day : m_site.period) {
    Json runs = Json::object();
    for (const auto& [j, level] : day.runs)
      runs[m_jobIds[j]] = std::string(topology::backupLevelName(level));
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
  // Move the switch to the middle of the clients' column.
  m_nodes[0]["position"] = Json::array({kSwitchX, std::round(bottom / 2.0 / 20.0) * 20.0});
  Json document;
  document["format"] = "tapeflow-topology";
  document["version"] = 3;
  document["name"] = m_site.product + " site";
  document["nodes"] = std::move(m_nodes);
  document["links"] = std::move(m_links);
  document["jobs"] = std::move(m_jobs);
  document["objectives"] = {{"backup_window", hours(m_choices.windowSeconds)}};
  schedule(document);
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
