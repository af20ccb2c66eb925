// Loading a topology file: JSON -> checked Topology, every problem located by a JSON Pointer.

#include "io/TopologyReader.h"

#include "io/FormatUpgrade.h"
#include "io/ScheduleJson.h"
#include "topology/Plausibility.h"

#include "units/Units.h"
#include "util/JsonReader.h"
#include "util/Text.h"

#include <cmath>
#include <unordered_set>

namespace tapeflow::io {
namespace {

using topology::Direction;
using topology::Job;
using topology::JobMode;
using topology::Link;
using topology::Node;
using topology::Point;
using topology::PortRef;
using topology::Topology;

constexpr double kCanvasLimit = 1e7; // scene units; anything beyond is a corrupt position

bool validId(std::string_view id) {
  if (id.empty() || id.size() > 120) return false;
  for (const char c : id)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'))
      return false;
  return true;
}

} // namespace

std::unique_ptr<Topology> TopologyReader::read(const Json& document) {
  if (!m_reader.checkHeader(document, "tapeflow-topology", kTopologyFormatVersion)) return nullptr;
  if (document.value("version", 0) == kTopologyFormatVersion) return readUpgraded(document);
  Json upgraded = document;
  if (const Status status = upgradeTopology(upgraded); !status) {
    m_reader.error("/version", status.error().message);
    return nullptr;
  }
  return readUpgraded(upgraded);
}

std::unique_ptr<Topology> TopologyReader::readUpgraded(const Json& document) {
  m_reader.warnUnknownKeys(document, "",
                           {"format", "version", "name", "description", "nodes", "links", "jobs",
                            "view", "objectives", "validation", "scenarios", "measurements",
                            "calibrated", "schedule", "$comment"});
  m_topology->setName(m_reader.string(document, "", "name", false).value_or(""));
  m_topology->setDescription(m_reader.string(document, "", "description", false).value_or(""));
  const auto each = [this](const Json* array, const char* pointer, auto readOne) {
    if (array)
      m_reader.forEachElement(*array, pointer, [&](const Json& element, const std::string& where) {
        (this->*readOne)(element, where);
      });
  };
  const Json* nodes = m_reader.array(document, "", "nodes", false);
  const Json* links = m_reader.array(document, "", "links", false);
  const Json* jobs = m_reader.array(document, "", "jobs", false);
  // Room for what the file holds, at once: grown by doubling, a document's lists kept up to half
  // of their room empty (a 9,128-node file took 1,690 bytes a node loaded against 1,303 for a
  // copy of it; memory per node is a target of issue 18).
  m_topology->reserve(nodes ? nodes->size() : 0, links ? links->size() : 0,
                      jobs ? jobs->size() : 0);
  each(nodes, "/nodes", &TopologyReader::readNode);
  each(links, "/links", &TopologyReader::readLink);
  each(jobs, "/jobs", &TopologyReader::readJob);
  if (const Json* view = m_reader.object(document, "", "view", false)) readView(*view);
  if (const Json* json = m_reader.object(document, "", "objectives", false))
    if (const auto objectives = parseObjectives(*json, "/objectives"))
      if (const auto set = m_topology->setObjectives(*objectives); !set)
        m_reader.error("/objectives", set.error().message);
  if (const Json* records = m_reader.array(document, "", "validation", false))
    readValidation(*records);
  if (const Json* scenarios = m_reader.array(document, "", "scenarios", false))
    readScenarios(*scenarios);
  if (const Json* measurements = m_reader.array(document, "", "measurements", false))
    readMeasurements(*measurements);
  if (const Json* calibrated = m_reader.array(document, "", "calibrated", false))
    readCalibrated(*calibrated);
  if (const Json* json = m_reader.object(document, "", "schedule", false))
    if (auto schedule = readSchedule(m_reader, *json, *m_topology,
                                     [this](const std::string& id) { return missingJob(id); }))
      if (const auto set = m_topology->setSchedule(std::move(*schedule)); !set)
        m_reader.error("/schedule", set.error().message);
  return m_reader.diagnostics().hasErrors() ? nullptr : std::move(m_topology);
}

std::optional<Point> TopologyReader::readPoint(const Json& json, const std::string& pointer) {
  if (!json.is_array() || json.size() != 2 || !json[0].is_number() || !json[1].is_number()) {
    m_reader.error(pointer, "expected [x, y], found " + JsonReader::typeName(json));
    return std::nullopt;
  }
  const Point point{json[0].get<double>(), json[1].get<double>()};
  if (!std::isfinite(point.x) || !std::isfinite(point.y) || std::fabs(point.x) > kCanvasLimit ||
      std::fabs(point.y) > kCanvasLimit) {
    m_reader.error(pointer, "position is outside the canvas (|x|, |y| <= 1e7)");
    return std::nullopt;
  }
  return point;
}

std::optional<std::string> TopologyReader::readId(const Json& json, const std::string& pointer,
                                                  Ids& seen, const char* what) {
  const auto id = m_reader.string(json, pointer, "id", true);
  if (!id) return std::nullopt;
  if (!validId(*id)) {
    m_reader.error(jsonPointer(pointer, "id"),
                   quote(*id) + " is not a valid id (letters, digits, '-', '_', '.')");
    return std::nullopt;
  }
  if (!seen.insert(*id)) {
    m_reader.error(jsonPointer(pointer, "id"),
                   std::string("duplicate ") + what + " id " + quote(*id));
    return std::nullopt;
  }
  return id;
}

void TopologyReader::readNode(const Json& json, const std::string& pointer) {
  auto node = parseNode(json, pointer, m_nodeIds);
  if (node)
    if (auto added = m_topology->addNode(std::move(*node)); !added)
      m_reader.error(pointer, added.error().message);
  m_nodeIds.settle();
}

std::optional<Node> TopologyReader::parseNode(const Json& json, const std::string& pointer,
                                              Ids& ids) {
  if (!m_reader.expectObject(json, pointer, "a node")) return std::nullopt;
  m_reader.warnUnknownKeys(json, pointer,
                           {"id", "entry", "kind", "name", "position", "parameters", "notes"});
  Node node;
  const auto id = readId(json, pointer, ids, "node");
  const auto entryId = m_reader.string(json, pointer, "entry", true);
  if (!id || !entryId) return std::nullopt;
  node.id = *id;
  node.entry = *entryId;
  const auto* entry = m_topology->catalog().entry(node.entry);
  if (!entry) {
    // A catalog entry that was there but left out for its own error says so, with that error.
    const std::string* refused = m_topology->catalog().refusal(node.entry);
    m_reader.error(jsonPointer(pointer, "entry"),
                   refused ? "catalog entry " + quote(node.entry) +
                                 " was left out of the catalog for an error in it: " + *refused
                           : "unknown catalog entry " + quote(node.entry) +
                                 " (is it in a user catalog that is not installed here?)");
    return std::nullopt;
  }
  node.kind = m_reader.string(json, pointer, "kind", false).value_or(entry->kind);
  if (!m_topology->catalog().kinds().kind(node.kind)) {
    m_reader.error(jsonPointer(pointer, "kind"), "unknown kind " + quote(node.kind));
    return std::nullopt;
  }
  if (node.kind != entry->kind) {
    m_reader.error(jsonPointer(pointer, "kind"), "catalog entry " + quote(node.entry) + " is a " +
                                                     entry->kind + ", not a " + node.kind);
    return std::nullopt;
  }
  node.name = m_reader.string(json, pointer, "name", false).value_or(entry->displayName());
  if (const auto it = json.find("position"); it != json.end()) {
    const auto position = readPoint(*it, jsonPointer(pointer, "position"));
    if (!position) return std::nullopt;
    node.position = *position;
  }
  const auto* kind = m_topology->catalog().kinds().kind(node.kind);
  // Its own parameters, and figures of the profiles it references ("backup_app.request_size").
  const auto& kinds = m_topology->catalog().kinds();
  if (!readParameters(
          json, pointer, [&](const std::string& n) { return m_topology->parameterDef(*kind, n); },
          [&](const std::string& n) { return topology::noNodeParameter(kinds, *kind, n); },
          node.overrides))
    return std::nullopt;
  return node;
}

void TopologyReader::readLink(const Json& json, const std::string& pointer) {
  auto link = parseLink(json, pointer, m_linkIds, {});
  if (link)
    if (auto added = m_topology->addLink(std::move(*link)); !added)
      m_reader.error(pointer, added.error().message);
  m_linkIds.settle();
}

std::optional<Link> TopologyReader::parseLink(const Json& json, const std::string& pointer,
                                              Ids& ids, const std::string& medium) {
  if (!m_reader.expectObject(json, pointer, "a link")) return std::nullopt;
  m_reader.warnUnknownKeys(json, pointer, {"id", "from", "to", "parameters"});
  Link link;
  const auto id = readId(json, pointer, ids, "link");
  const auto from = m_reader.string(json, pointer, "from", true);
  const auto to = m_reader.string(json, pointer, "to", true);
  if (!id || !from || !to) return std::nullopt;
  link.id = *id;
  for (const auto& [key, text, ref] :
       {std::tuple{"from", &*from, &link.a}, std::tuple{"to", &*to, &link.b}}) {
    const auto parsed = PortRef::parse(*text);
    if (!parsed) {
      m_reader.error(jsonPointer(pointer, key), quote(*text) + " is not \"node:port\"");
      return std::nullopt;
    }
    if (medium.empty() && rejectedNode(parsed->node)) return std::nullopt;
    if (medium.empty() && !m_topology->node(parsed->node)) {
      m_reader.error(jsonPointer(pointer, key),
                     "dangling link: there is no node " + quote(parsed->node));
      return std::nullopt;
    }
    *ref = *parsed;
  }
  std::string linkMedium = medium;
  if (linkMedium.empty()) {
    // A port the node does not have is the fault of that end, said there with the ports it has.
    for (const auto& [key, ref] : {std::pair{"from", &link.a}, std::pair{"to", &link.b}})
      if (!m_topology->port(*ref)) {
        const auto& owner = *m_topology->node(ref->node);
        std::string ports;
        for (const auto& port : m_topology->ports(owner))
          if (ports.size() < 200) ports += (ports.empty() ? "" : ", ") + port.name;
        m_reader.error(
            jsonPointer(pointer, key),
            quote(owner.name) + " has no port " + quote(ref->port) +
                (ports.empty() ? std::string(" (it has none)") : " (its ports: " + ports + ")"));
        return std::nullopt;
      }
    const auto rule = m_topology->checkLink(link.a, link.b);
    if (!rule) {
      m_reader.error(pointer, rule.error().message);
      return std::nullopt;
    }
    linkMedium = (*rule)->medium;
  }
  const auto* defs = m_topology->catalog().kinds().linkParameters(linkMedium);
  const auto findDef = [&](const std::string& name) -> const catalog::ParameterDef* {
    if (!defs) return nullptr;
    for (const auto& def : *defs)
      if (def.name == name) return &def;
    return nullptr;
  };
  const auto noDef = [&](const std::string& name) {
    return "a " + linkMedium + " link has no parameter " + quote(name);
  };
  if (!readParameters(json, pointer, findDef, noDef, link.parameters)) return std::nullopt;
  return link;
}

std::optional<double> TopologyReader::readSize(const Json& json, const std::string& pointer,
                                               const char* key, const char* unit) {
  const auto text = m_reader.string(json, pointer, key, false);
  if (!text) return std::nullopt;
  const auto value = units::parseAs(*text, *units::parseUnit(unit));
  if (!value) {
    m_reader.error(jsonPointer(pointer, key), value.error().message);
    return std::nullopt;
  }
  return *value;
}

void TopologyReader::readJob(const Json& json, const std::string& pointer) {
  readJobElement(json, pointer);
  m_jobIds.settle();
}

void TopologyReader::readJobElement(const Json& json, const std::string& pointer) {
  auto job = parseJob(json, pointer, m_jobIds);
  if (!job) return;
  for (const std::string* end : {&job->source, &job->target})
    if (rejectedNode(*end)) {
      m_droppedJobs.emplace(job->id, *end);
      return;
    }
  // Said at the member that is wrong: /jobs/0/options/streams, not /jobs/0.
  std::optional<topology::JobField> field;
  if (const Status checked = m_topology->checkJob(*job, &field); !checked) {
    std::string where = pointer;
    if (field) {
      const std::string name(topology::jobFieldName(*field));
      const bool top = *field == topology::JobField::Name ||
                       *field == topology::JobField::Direction ||
                       *field == topology::JobField::Source || *field == topology::JobField::Target;
      where = top ? jsonPointer(pointer, name) : jsonPointer(jsonPointer(pointer, "options"), name);
    }
    m_reader.error(where, checked.error().message);
    return;
  }
  if (auto added = m_topology->addJob(std::move(*job)); !added)
    m_reader.error(pointer, added.error().message);
}

std::string TopologyReader::missingJob(const std::string& id) const {
  if (const auto it = m_droppedJobs.find(id); it != m_droppedJobs.end())
    return "job " + quote(id) + " was left out with node " + quote(it->second) +
           ", which was refused";
  return "there is no job " + quote(id);
}

std::optional<Job> TopologyReader::parseJob(const Json& json, const std::string& pointer,
                                            Ids& ids) {
  if (!m_reader.expectObject(json, pointer, "a job")) return std::nullopt;
  m_reader.warnUnknownKeys(json, pointer,
                           {"id", "name", "direction", "source", "target", "options", "level"});
  Job job;
  const auto id = readId(json, pointer, ids, "job");
  const auto source = m_reader.string(json, pointer, "source", true);
  const auto target = m_reader.string(json, pointer, "target", true);
  const auto direction = m_reader.string(json, pointer, "direction", true);
  if (!id || !source || !target || !direction) return std::nullopt;
  job.id = *id;
  job.name = m_reader.string(json, pointer, "name", false).value_or(*id);
  job.source = *source;
  job.target = *target;
  if (*direction == "backup")
    job.direction = Direction::Backup;
  else if (*direction == "restore")
    job.direction = Direction::Restore;
  else {
    m_reader.error(jsonPointer(pointer, "direction"),
                   quote(*direction) + " is not \"backup\" or \"restore\"");
    return std::nullopt;
  }
  const std::size_t errorsBefore = m_reader.diagnostics().errorCount();
  if (const Json* options = m_reader.object(json, pointer, "options", false)) {
    const std::string where = jsonPointer(pointer, "options");
    m_reader.warnUnknownKeys(*options, where,
                             {"mode", "streams", "block_size", "software_compression", "crc",
                              "push_agent", "tree_walk", "restore_out_of_order", "data_size",
                              "file_count", "mean_file_size", "compressibility",
                              "requests_in_flight"});
    auto& o = job.options;
    if (const auto mode = m_reader.string(*options, where, "mode", false)) {
      if (*mode == "by-file")
        o.mode = JobMode::ByFile;
      else if (*mode == "image")
        o.mode = JobMode::Image;
      else
        m_reader.error(jsonPointer(where, "mode"),
                       quote(*mode) + " is not \"by-file\" or \"image\"");
    }
    o.streams = static_cast<int>(std::clamp<long long>(
        m_reader.integer(*options, where, "streams", false).value_or(1), -1, 100000));
    o.blockSize = readSize(*options, where, "block_size", "B");
    o.dataSize = readSize(*options, where, "data_size", "B");
    o.meanFileSize = readSize(*options, where, "mean_file_size", "B");
    o.softwareCompression =
        m_reader.boolean(*options, where, "software_compression", false).value_or(false);
    o.crc = m_reader.boolean(*options, where, "crc", false).value_or(false);
    o.pushAgent = m_reader.boolean(*options, where, "push_agent", false).value_or(false);
    o.treeWalk = m_reader.boolean(*options, where, "tree_walk", false).value_or(true);
    o.restoreOutOfOrder =
        m_reader.boolean(*options, where, "restore_out_of_order", false).value_or(false);
    o.fileCount = m_reader.integer(*options, where, "file_count", false);
    o.compressibility = m_reader.number(*options, where, "compressibility", false);
    if (const auto requests = m_reader.integer(*options, where, "requests_in_flight", false))
      o.requestsInFlight = static_cast<int>(std::clamp<long long>(*requests, -1, 100000));
  }
  if (const Json* level = m_reader.object(json, pointer, "level", false))
    readJobLevel(m_reader, *level, jsonPointer(pointer, "level"), job.level);
  if (m_reader.diagnostics().errorCount() != errorsBefore) return std::nullopt;
  for (const auto& figure : topology::implausibleFigures(job))
    m_reader.warning(figure.field ? jsonPointer(jsonPointer(pointer, "options"),
                                                std::string(topology::jobFieldName(*figure.field)))
                                  : jsonPointer(pointer, "level"),
                     figure.message);
  return job;
}

void TopologyReader::readView(const Json& json) {
  m_reader.warnUnknownKeys(json, "/view", {"zoom", "center", "rate_unit"});
  topology::ViewSettings view;
  view.zoom = m_reader.number(json, "/view", "zoom", false).value_or(1.0);
  if (!(view.zoom >= 0.01 && view.zoom <= 100.0)) {
    m_reader.error("/view/zoom", "zoom must be between 0.01 and 100");
    view.zoom = 1.0;
  }
  if (const auto it = json.find("center"); it != json.end())
    if (const auto center = readPoint(*it, "/view/center")) view.center = *center;
  if (const auto unit = m_reader.string(json, "/view", "rate_unit", false)) {
    const auto parsed = units::parseUnit(*unit);
    if (!parsed || parsed->dimension != units::Dimension::Rate)
      m_reader.error("/view/rate_unit", quote(*unit) + " is not a rate unit");
    else
      view.rateUnit = *unit;
  }
  m_topology->setView(view);
}

std::optional<topology::Objectives> TopologyReader::parseObjectives(const Json& json,
                                                                    const std::string& pointer) {
  m_reader.warnUnknownKeys(json, pointer, {"backup_window", "restore_objective"});
  topology::Objectives objectives;
  bool ok = true;
  for (const auto& [key, into] : {std::pair{"backup_window", &objectives.backupWindow},
                                  std::pair{"restore_objective", &objectives.restoreObjective}}) {
    const auto text = m_reader.string(json, pointer, key, false);
    if (!text) {
      ok = ok && !json.contains(key);
      continue;
    }
    if (auto duration = topology::parseObjective(*text, "s")) {
      *into = std::move(*duration);
    } else {
      m_reader.error(jsonPointer(pointer, key), duration.error().message);
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  return objectives;
}

void TopologyReader::readValidation(const Json& records) {
  std::vector<topology::ValidationRecord> result;
  Ids ids;
  m_reader.forEachElement(
      records, "/validation", [&](const Json& json, const std::string& pointer) {
        if (!m_reader.expectObject(json, pointer, "a measured figure")) return;
        m_reader.warnUnknownKeys(json, pointer,
                                 {"id", "quantity", "job", "component", "direction", "value",
                                  "paper", "table", "row", "bottleneck", "note", "contradicts"});
        topology::ValidationRecord record;
        const auto id = readId(json, pointer, ids, "validation");
        const auto quantity = m_reader.string(json, pointer, "quantity", true);
        const auto value = m_reader.string(json, pointer, "value", true);
        const auto paper = m_reader.string(json, pointer, "paper", true);
        if (!id || !quantity || !value || !paper) return;
        record.id = *id;
        record.quantity = *quantity;
        if (!topology::isValidationQuantity(record.quantity)) {
          std::string known;
          for (const auto name : topology::validationQuantities())
            known += (known.empty() ? "" : ", ") + std::string(name);
          m_reader.error(jsonPointer(pointer, "quantity"),
                         quote(record.quantity) + " is not one of " + known);
        }
        record.value = *value;
        record.paper = *paper;
        if (const auto parsed = units::parseQuantity(*value); !parsed)
          m_reader.error(jsonPointer(pointer, "value"), parsed.error().message);
        record.job = m_reader.string(json, pointer, "job", false).value_or("");
        // A figure measured on a job or component the user has since deleted is kept, as
        // written, with a warning: it does not make the document invalid (and the app lets
        // anything be deleted), it only no longer applies.
        if (!record.job.empty() && !m_topology->job(record.job))
          m_reader.warning(jsonPointer(pointer, "job"),
                           missingJob(record.job) + "; this figure does not apply");
        const auto direction =
            m_reader.string(json, pointer, "direction", false).value_or("backup");
        if (direction != "backup" && direction != "restore")
          m_reader.error(jsonPointer(pointer, "direction"),
                         quote(direction) + " is not \"backup\" or \"restore\"");
        record.direction = direction == "restore" ? Direction::Restore : Direction::Backup;
        record.component = m_reader.string(json, pointer, "component", false).value_or("");
        if (!record.component.empty() && !m_topology->node(record.component))
          m_reader.warning(jsonPointer(pointer, "component"), "there is no node " +
                                                                  quote(record.component) +
                                                                  "; this figure does not apply");
        record.table = m_reader.string(json, pointer, "table", false).value_or("");
        record.row = m_reader.string(json, pointer, "row", false).value_or("");
        record.bottleneck = m_reader.string(json, pointer, "bottleneck", false).value_or("");
        record.note = m_reader.string(json, pointer, "note", false).value_or("");
        record.contradicts = m_reader.string(json, pointer, "contradicts", false).value_or("");
        result.push_back(std::move(record));
      });
  m_topology->setValidation(std::move(result));
}

LoadResult loadTopologyText(std::string_view text, const std::string& fileName,
                            std::shared_ptr<const catalog::Catalog> catalog) {
  LoadResult result;
  if (text.size() > kMaxJsonFileBytes) {
    result.diagnostics.error(fileName, "", "the document is too large to be a topology");
    return result;
  }
  const auto document = parseJsonText(text, fileName, result.diagnostics);
  if (!document) return result;
  TopologyReader reader(fileName, result.diagnostics, std::move(catalog));
  result.topology = reader.read(*document);
  return result;
}

LoadResult loadTopologyFile(const std::string& path,
                            std::shared_ptr<const catalog::Catalog> catalog) {
  LoadResult result;
  const auto document = readJsonFile(path, result.diagnostics);
  if (!document) return result;
  TopologyReader reader(path, result.diagnostics, std::move(catalog));
  result.topology = reader.read(*document);
  return result;
}

} // namespace tapeflow::io
