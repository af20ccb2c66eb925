#include "SolverFixture.h"

#include "units/Units.h"

namespace tapeflow::test {

std::shared_ptr<const catalog::Catalog> solverCatalog() {
  static const std::shared_ptr<const catalog::Catalog> catalog = [] {
    Diagnostics diagnostics;
    const std::string shipped = std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog";
    auto kinds = catalog::KindRegistry::load(shipped + "/kinds.json", diagnostics);
    REQUIRE(kinds);
    auto result = std::make_shared<catalog::Catalog>(kinds);
    const auto entries =
        readJsonFile(std::string(TAPEFLOW_TEST_DATA_DIR) + "/solver/entries.json", diagnostics);
    REQUIRE(entries);
    result->addEntries(*entries, "solver/entries.json", false, diagnostics);
    result->crossCheck(diagnostics);
    INFO(diagnostics.toString());
    REQUIRE_FALSE(diagnostics.hasErrors());
    return std::shared_ptr<const catalog::Catalog>(result);
  }();
  return catalog;
}

Diagram::Diagram() : m_topology(solverCatalog()) {}

Diagram& Diagram::add(const std::string& id, const std::string& entry,
                      std::initializer_list<std::pair<std::string, std::string>> figures) {
  const auto added = m_topology.addNode(topology::Node{id, entry, "", id, {}, {}});
  INFO(id << ": " << (added ? std::string() : added.error().message));
  REQUIRE(added.hasValue());
  for (const auto& [name, text] : figures) set(id, name, text);
  return *this;
}

Diagram& Diagram::set(const std::string& id, const std::string& parameter,
                      const std::string& text) {
  const auto* node = m_topology.node(id);
  REQUIRE(node);
  const auto* def = m_topology.kindOf(*node)->parameter(parameter);
  INFO(id << "." << parameter);
  REQUIRE(def);
  catalog::Value value;
  switch (def->type) {
  case catalog::ParamType::Quantity: {
    const auto parsed = units::parseAs(text, def->unit);
    REQUIRE(parsed.hasValue());
    value = catalog::Value{*parsed, text, {}};
    break;
  }
  case catalog::ParamType::Integer: value = catalog::Value{std::stoll(text), {}, {}}; break;
  case catalog::ParamType::Number: value = catalog::Value{std::stod(text), {}, {}}; break;
  case catalog::ParamType::Flag: value = catalog::Value{text == "true", {}, {}}; break;
  case catalog::ParamType::List: {
    std::vector<double> items;
    std::size_t start = 0;
    while (start < text.size()) {
      const auto comma = text.find(',', start);
      const auto item = units::parseAs(text.substr(start, comma - start), def->unit);
      REQUIRE(item.hasValue());
      items.push_back(*item);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    value = catalog::Value{items, {}, {}};
    break;
  }
  default: value = catalog::Value{text, {}, {}}; break;
  }
  const auto result = m_topology.setParameter(id, parameter, value);
  INFO((result ? std::string() : result.error().message));
  REQUIRE(result.hasValue());
  return *this;
}

Diagram& Diagram::link(const std::string& from, const std::string& to) {
  const auto a = topology::PortRef::parse(from);
  const auto b = topology::PortRef::parse(to);
  REQUIRE(a);
  REQUIRE(b);
  const auto added = m_topology.addLink(topology::Link{"", *a, *b, {}});
  INFO(from << " - " << to << ": " << (added ? std::string() : added.error().message));
  REQUIRE(added.hasValue());
  return *this;
}

Diagram& Diagram::job(const std::string& id, const std::string& source, const std::string& target,
                      topology::JobOptions options, topology::Direction direction) {
  topology::Job job;
  job.id = id;
  job.name = id;
  job.source = source;
  job.target = target;
  job.direction = direction;
  job.options = options;
  const auto added = m_topology.addJob(job);
  INFO(id << ": " << (added ? std::string() : added.error().message));
  REQUIRE(added.hasValue());
  return *this;
}

Diagram& Diagram::localBackup(const std::string& s) {
  add("srv" + s, "t-server").add("bus" + s, "t-bus").add("raid" + s, "t-raid");
  add("array" + s, "t-array").add("vol" + s, "t-volume").add("hba" + s, "t-hba");
  add("drive" + s, "t-drive");
  link("srv" + s + ":bus1", "bus" + s + ":host");
  link("bus" + s + ":slot1", "raid" + s + ":card");
  link("bus" + s + ":slot2", "hba" + s + ":card");
  link("raid" + s + ":ch1", "array" + s + ":scsi1");
  link("array" + s + ":volumes", "vol" + s + ":on");
  link("hba" + s + ":ch1", "drive" + s + ":scsi1");
  return *this;
}

Diagram& Diagram::set(const std::string& id, const std::string& parameter, catalog::Value value) {
  INFO(id << "." << parameter);
  const auto done = m_topology.setParameter(id, parameter, std::move(value));
  INFO((done ? std::string() : done.error().message));
  REQUIRE(done.hasValue());
  return *this;
}

Diagram& Diagram::onDisk(const std::string& entry) {
  add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  add("raid", "t-raid").add("store", entry).add("vol", "t-volume");
  add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "500 MB/s"}});
  link("srv:bus1", "bus:host").link("bus:slot1", "raid:card").link("bus:slot2", "hba:card");
  link("raid:ch1", "store:scsi1").link("store:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  return *this;
}

Diagram& Diagram::lanBackup(const std::string& app) {
  localBackup("c"); // the client side; its hba and drive stay unused
  add("srv", "t-server");
  if (!app.empty()) set("srv", "backup_app", app);
  add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}}).add("hba", "t-hba");
  add("drive", "t-drive", {{"native_rate", "30 MB/s"}});
  add("nicc", "t-nic").add("nic", "t-nic").add("sw", "t-switch");
  set("busc", "sustained_rate", "1 GB/s");
  link("srv:bus1", "bus:host").link("bus:slot1", "hba:card").link("hba:ch1", "drive:scsi1");
  link("busc:slot3", "nicc:card").link("bus:slot2", "nic:card");
  link("nicc:eth1", "sw:eth1").link("nic:eth1", "sw:eth2");
  return *this;
}

solver::SolveResult Diagram::solve(solver::DirectionMode mode) {
  solver::SolveOptions options;
  options.flow.mode = mode;
  return solver::solve(m_topology, options);
}

} // namespace tapeflow::test
