#pragma once

// The reader of topology files, shared by the files that read its parts: the document
// (TopologyReader.cpp) and its scenarios (ScenarioReader.cpp). Internal to model/io.

#include "io/TopologyFile.h"

#include "util/JsonReader.h"
#include "util/Text.h"

#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace tapeflow::io {

class TopologyReader {
public:
  TopologyReader(const std::string& file, Diagnostics& diagnostics,
                 std::shared_ptr<const catalog::Catalog> catalog)
      : m_reader(file, diagnostics),
        m_topology(std::make_unique<topology::Topology>(std::move(catalog))) {}

  // The document of a file of any version this Tapeflow reads (upgraded first).
  std::unique_ptr<topology::Topology> read(const Json& document);

private:
  // The ids of one list read so far, to refuse one used twice. For the document's own nodes,
  // links and jobs the document holds the ids it took, so only those it refused are kept here
  // (a second set of every id was 7 % of loading a file; issue 18). Other lists keep every id.
  class Ids {
  public:
    using Taken = std::function<bool(const std::string&)>;
    Ids() = default;
    explicit Ids(Taken taken) : m_taken(std::move(taken)) {}
    [[nodiscard]] bool seen(const std::string& id) const {
      return m_kept.count(id) != 0 || (m_taken && m_taken(id));
    }
    // Marks `id` read; false when it was read before.
    bool insert(const std::string& id) {
      if (seen(id)) return false;
      if (m_taken)
        m_pending = id;
      else
        m_kept.insert(id);
      return true;
    }
    // After the element whose id was read last was added to the document or refused: a refused
    // element's id stays read.
    void settle() {
      if (m_pending && !m_taken(*m_pending)) m_kept.insert(*m_pending);
      m_pending.reset();
    }

  private:
    Taken m_taken;
    std::unordered_set<std::string> m_kept;
    std::optional<std::string> m_pending;
  };

  std::unique_ptr<topology::Topology> readUpgraded(const Json& document);
  std::optional<topology::Point> readPoint(const Json& json, const std::string& pointer);
  std::optional<std::string> readId(const Json& json, const std::string& pointer, Ids& seen,
                                    const char* what);
  // Reads `parameters` against `findDef` (name -> definition, null when none; `noDef` says why
  // there is none); returns false when any is wrong.
  template <class FindDef, class NoDef>
  bool readParameters(const Json& json, const std::string& pointer, FindDef findDef, NoDef noDef,
                      topology::ParameterMap& out) {
    const Json* params = m_reader.object(json, pointer, "parameters", false);
    if (!params) return !json.contains("parameters");
    bool ok = true;
    for (const auto& [name, value] : params->items()) {
      const std::string where = jsonPointer(jsonPointer(pointer, "parameters"), name);
      const catalog::ParameterDef* def = findDef(name);
      if (!def) {
        m_reader.error(where, noDef(name));
        ok = false;
        continue;
      }
      // A node's profile figure ("backup_app.request_size") is read as the figure of the kind
      // its reference names, and said by its key.
      std::optional<catalog::ParameterDef> keyed;
      if (def->name != name) def = &keyed.emplace(topology::keyedDef(*def, name));
      auto parsed = catalog::readValue(m_reader, value, where, *def);
      if (!parsed) {
        ok = false;
        continue;
      }
      // An unknown profile gets the hint an unknown node entry gets (issue 41).
      if (def->type == catalog::ParamType::Ref) {
        if (const auto problem =
                m_topology->catalog().referenceProblem(parsed->string(), def->refKind)) {
          m_reader.error(where, *problem);
          ok = false;
          continue;
        }
      }
      out.emplace(name, std::move(*parsed));
    }
    return ok;
  }

  // The elements, parsed (and checked against the catalog) without adding them, so that a
  // scenario's added node, link or job reads as the document's do.
  std::optional<topology::Node> parseNode(const Json& json, const std::string& pointer, Ids& ids);
  // `medium` types the parameters; empty: the link's ends must be in the document, which says.
  std::optional<topology::Link> parseLink(const Json& json, const std::string& pointer, Ids& ids,
                                          const std::string& medium);
  std::optional<topology::Job> parseJob(const Json& json, const std::string& pointer, Ids& ids);
  void readNode(const Json& json, const std::string& pointer);
  // A node the file has (its id was read) that was refused: links and jobs on it are left out
  // without a word, its own error being the cause (said once, not once per link).
  [[nodiscard]] bool rejectedNode(const std::string& id) const {
    return m_nodeIds.seen(id) && !m_topology->node(id);
  }
  // Why a job that the rest of the file names is not in the document: left out with a refused
  // node (issue 41: "there is no job" for a job the file does define), or never defined.
  [[nodiscard]] std::string missingJob(const std::string& id) const;
  void readLink(const Json& json, const std::string& pointer);
  std::optional<double> readSize(const Json& json, const std::string& pointer, const char* key,
                                 const char* unit);
  void readJob(const Json& json, const std::string& pointer);
  void readJobElement(const Json& json, const std::string& pointer); // readJob() less settling
  void readView(const Json& json);
  // "objectives": {"backup_window": "6 h", "restore_objective": "2 h"}, both optional.
  std::optional<topology::Objectives> parseObjectives(const Json& json, const std::string& pointer);
  void readValidation(const Json& records);

  // MeasurementReader.cpp: "measurements" and "calibrated" (format version 3).
  void readMeasurements(const Json& list);
  void readCalibrated(const Json& list);

  // ScenarioReader.cpp: "scenarios" (format version 2).
  void readScenarios(const Json& list);
  std::optional<topology::Scenario> parseScenario(const Json& json, const std::string& pointer);
  std::optional<topology::ChangeRecord> parseChange(const Json& json, const std::string& pointer);
  std::optional<topology::ChangeRecord> parseTargeted(const Json& json, const std::string& pointer,
                                                      const std::string& type);
  std::optional<topology::ChangeRecord> parseJobChanged(const Json& json,
                                                        const std::string& pointer);
  // The "value" of a parameter change: absent or null clears the figure. False on an error.
  bool parseValue(const Json& json, const std::string& pointer, const catalog::ParameterDef& def,
                  std::optional<catalog::Value>& out);

  JsonReader m_reader;
  std::unique_ptr<topology::Topology> m_topology;
  Ids m_nodeIds{[this](const std::string& id) { return m_topology->node(id) != nullptr; }};
  Ids m_linkIds{[this](const std::string& id) { return m_topology->link(id) != nullptr; }};
  Ids m_jobIds{[this](const std::string& id) { return m_topology->job(id) != nullptr; }};
  std::unordered_map<std::string, std::string> m_droppedJobs; // job id -> its refused node
};

} // namespace tapeflow::io
