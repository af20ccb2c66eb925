#include "RandomTopology.h"

#include "units/Units.h"
#include "util/JsonReader.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>
#include <vector>

namespace tapeflow::test {
namespace {

class Generator {
public:
  Generator(topology::Topology& topology, std::uint64_t seed) : m_t(topology), m_random(seed) {}

  double logUniform(double low, double high) {
    std::uniform_real_distribution<double> d(std::log(low), std::log(high));
    return std::exp(d(m_random));
  }
  int uniform(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_random); }
  bool chance(double p) { return std::bernoulli_distribution(p)(m_random); }

  void node(const std::string& id, const std::string& entry) {
    const auto added = m_t.addNode(topology::Node{id, entry, "", id, {}, {}});
    if (!added) throw std::runtime_error(added.error().message);
  }
  void rate(const std::string& id, const std::string& parameter, double bytesPerSecond) {
    set(id, parameter, catalog::Value{bytesPerSecond, {}, {}});
  }
  void set(const std::string& id, const std::string& parameter, catalog::Value value) {
    const auto result = m_t.setParameter(id, parameter, std::move(value));
    if (!result) throw std::runtime_error(id + "." + parameter + ": " + result.error().message);
  }
  void link(const std::string& a, const std::string& b) {
    const auto added = m_t.addLink(
        topology::Link{"", *topology::PortRef::parse(a), *topology::PortRef::parse(b), {}});
    if (!added) throw std::runtime_error(a + " - " + b + ": " + added.error().message);
  }

  topology::Topology& m_t;
  std::mt19937_64 m_random;
};

constexpr double MB = 1e6;

} // namespace

std::shared_ptr<const catalog::Catalog> randomTopologyCatalog(const std::string& testDataDir,
                                                              const std::string& resourceDir) {
  Diagnostics diagnostics;
  auto kinds = catalog::KindRegistry::load(resourceDir + "/catalog/kinds.json", diagnostics);
  if (!kinds) throw std::runtime_error(diagnostics.toString());
  auto result = std::make_shared<catalog::Catalog>(kinds);
  const auto entries = readJsonFile(testDataDir + "/solver/entries.json", diagnostics);
  if (!entries) throw std::runtime_error(diagnostics.toString());
  result->addEntries(*entries, "solver/entries.json", false, diagnostics);
  if (diagnostics.hasErrors()) throw std::runtime_error(diagnostics.toString());
  return result;
}

std::shared_ptr<const catalog::Catalog> sharedRandomTopologyCatalog() {
  static const auto catalog = randomTopologyCatalog(TAPEFLOW_TEST_DATA_DIR, TAPEFLOW_RESOURCE_DIR);
  return catalog;
}

void buildRandomTopology(topology::Topology& t, std::uint64_t seed,
                         const RandomTopologyShape& shape) {
  Generator g(t, seed);
  const int clients = shape.lan ? shape.clients : 0;
  const int hosts = shape.servers + clients;
  const int pods =
      shape.lan && shape.hostsPerSwitch > 0 && hosts > shape.hostsPerSwitch
          ? std::min(shape.servers, (hosts + shape.hostsPerSwitch - 1) / shape.hostsPerSwitch)
          : 1;
  // Servers and clients go to the pods in even shares, in order.
  const auto serverPod = [&](int s) { return s * pods / shape.servers; };
  const auto clientPod = [&](int c) { return clients > 0 ? c * pods / clients : 0; };
  std::vector<std::string> podSwitch(static_cast<std::size_t>(pods), "lan");
  std::vector<int> podPort(static_cast<std::size_t>(pods), 1);
  if (shape.lan && pods == 1) {
    const bool hubbed = shape.allowHub && hosts < 256 && g.chance(0.3);
    g.node("lan", hubbed ? "t-hub" : "t-switch");
    g.set("lan", "ethernet_ports", catalog::Value{static_cast<long long>(hosts + 1), {}, {}});
    g.rate("lan", hubbed ? "speed" : "port_speed", g.logUniform(10e6, 10e9) / 8);
  } else if (shape.lan) {
    g.node("lan", "t-switch");
    g.set("lan", "ethernet_ports", catalog::Value{static_cast<long long>(pods), {}, {}});
    g.rate("lan", "port_speed", 100e9 / 8);
    std::vector<int> members(static_cast<std::size_t>(pods), 0);
    for (int s = 0; s < shape.servers; ++s) ++members[static_cast<std::size_t>(serverPod(s))];
    for (int c = 0; c < clients; ++c) ++members[static_cast<std::size_t>(clientPod(c))];
    for (int p = 0; p < pods; ++p) {
      auto& name = podSwitch[static_cast<std::size_t>(p)];
      name = "lan-pod" + std::to_string(p + 1);
      const int ports = members[static_cast<std::size_t>(p)] + 1;
      g.node(name, "t-switch");
      g.set(name, "ethernet_ports", catalog::Value{static_cast<long long>(ports), {}, {}});
      g.rate(name, "port_speed", g.logUniform(1e9, 10e9) / 8);
      g.link(name + ":eth" + std::to_string(ports), "lan:eth" + std::to_string(p + 1));
    }
  }
  std::vector<std::vector<std::string>> drivesOf(static_cast<std::size_t>(shape.servers));

  // A host with one or two buses, a NIC and a RAID controller with one array.
  const auto host = [&](const std::string& id, int volumes, int pod) {
    g.node(id, "t-server");
    g.set(id, "cpu_cores", catalog::Value{static_cast<long long>(g.uniform(1, 8)), {}, {}});
    g.rate(id, "core_rate_disk_io", g.logUniform(50, 2000) * MB);
    g.rate(id, "core_rate_tape_io", g.logUniform(50, 2000) * MB);
    g.rate(id, "core_rate_net_send", g.logUniform(20, 1000) * MB);
    g.rate(id, "core_rate_net_receive", g.logUniform(20, 1000) * MB);
    const int buses = g.uniform(1, 2);
    for (int b = 1; b <= buses; ++b) {
      const std::string bus = id + "-bus" + std::to_string(b);
      g.node(bus, "t-bus");
      g.rate(bus, "sustained_rate", g.logUniform(30, 3000) * MB);
      g.link(id + ":bus" + std::to_string(b), bus + ":host");
    }
    const auto busFor = [id, buses](int slot) {
      return id + "-bus" + std::to_string(1 + (slot % buses)) + ":slot" +
             std::to_string(1 + slot / buses);
    };
    if (shape.lan) {
      g.node(id + "-nic", "t-nic");
      g.rate(id + "-nic", "speed", g.logUniform(10e6, 10e9) / 8);
      g.link(busFor(0), id + "-nic:card");
      const auto p = static_cast<std::size_t>(pod);
      g.link(id + "-nic:eth1", podSwitch[p] + ":eth" + std::to_string(podPort[p]++));
    }
    g.node(id + "-raid", "t-raid");
    g.rate(id + "-raid", "channel_rate", g.logUniform(20, 2000) * MB);
    g.link(busFor(g.uniform(0, 1) + 1), id + "-raid:card");
    g.node(id + "-array", "t-array");
    g.rate(id + "-array", "read_rate", g.logUniform(10, 2000) * MB);
    g.rate(id + "-array", "write_rate", g.logUniform(5, 1000) * MB);
    g.link(id + "-raid:ch1", id + "-array:scsi1");
    for (int v = 1; v <= volumes; ++v) {
      const std::string vol = id + "-vol" + std::to_string(v);
      g.node(vol, "t-volume");
      g.set(vol, "data_size", catalog::Value{g.logUniform(1e9, 1e12), {}, {}});
      g.set(vol, "compressibility", catalog::Value{1.0 + 3.0 * g.logUniform(0.01, 1.0), {}, {}});
      if (g.chance(0.5)) {
        g.set(vol, "filesystem", catalog::Value{std::string("t-fs"), {}, {}});
        g.set(vol, "mean_file_size", catalog::Value{g.logUniform(1e3, 1e8), {}, {}});
      }
      g.link(id + "-array:volumes", vol + ":on");
    }
    return busFor;
  };

  for (int s = 0; s < shape.servers; ++s) {
    const std::string id = "srv" + std::to_string(s);
    const auto busFor = host(id, shape.volumesPerServer, serverPod(s));
    g.node(id + "-hba", "t-hba");
    g.rate(id + "-hba", "channel_rate", g.logUniform(20, 2000) * MB);
    g.link(busFor(3), id + "-hba:card");
    for (int d = 1; d <= shape.drivesPerServer; ++d) {
      const std::string drive = id + "-drive" + std::to_string(d);
      g.node(drive, "t-drive");
      g.rate(drive, "native_rate", g.logUniform(1, 400) * MB);
      if (shape.streaming) {
        g.set(drive, "buffer_size", catalog::Value{g.logUniform(1e6, 1e9), {}, {}});
        g.set(drive, "reposition_time", catalog::Value{g.logUniform(0.5, 5), {}, {}});
      }
      g.link(id + "-hba:ch" + std::to_string(1 + d % 2), drive + ":scsi1");
      drivesOf[static_cast<std::size_t>(s)].push_back(drive);
    }
  }
  for (int c = 0; c < clients; ++c) host("cli" + std::to_string(c), 1, clientPod(c));

  // Jobs: every volume to a drive it can reach (its own server's, or any over the LAN).
  int jobs = 0;
  const auto addJob = [&](const std::string& volume, int server) {
    const auto& drives = drivesOf[static_cast<std::size_t>(server)];
    topology::Job job;
    job.id = "job" + std::to_string(++jobs);
    job.name = job.id;
    job.source = volume;
    job.target =
        drives[static_cast<std::size_t>(g.uniform(0, static_cast<int>(drives.size()) - 1))];
    job.direction = shape.restores && g.chance(0.25) ? topology::Direction::Restore
                                                     : topology::Direction::Backup;
    job.options.streams = g.uniform(1, 3);
    job.options.mode = g.chance(0.3) ? topology::JobMode::Image : topology::JobMode::ByFile;
    job.options.softwareCompression = g.chance(0.2);
    const auto added = t.addJob(job);
    if (!added) throw std::runtime_error(added.error().message);
  };
  for (int s = 0; s < shape.servers; ++s)
    for (int v = 1; v <= shape.volumesPerServer; ++v)
      addJob("srv" + std::to_string(s) + "-vol" + std::to_string(v), s);
  // A client backs up to a server of its pod (with one switch: any server).
  std::vector<int> firstServer(static_cast<std::size_t>(pods) + 1, shape.servers);
  for (int s = shape.servers; s-- > 0;) firstServer[static_cast<std::size_t>(serverPod(s))] = s;
  for (int c = 0; c < clients; ++c) {
    const auto p = static_cast<std::size_t>(clientPod(c));
    addJob("cli" + std::to_string(c) + "-vol1", g.uniform(firstServer[p], firstServer[p + 1] - 1));
  }
}

} // namespace tapeflow::test
