#pragma once

// The document: nodes, links and jobs of one diagram over a catalog. Every edit goes through the
// small set of operations below, which check it, apply it and tell the observers; the app's undo
// commands and the tests call the same operations. An operation that fails changes nothing and
// says why.

#include "catalog/Catalog.h"
#include "topology/Elements.h"
#include "topology/Measurement.h"
#include "topology/ProfileFigures.h"
#include "topology/Scenario.h"
#include "topology/Schedule.h"
#include "util/Expected.h"
#include "util/StringMap.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tapeflow::topology {

// Ids are looked up without a copy (util/StringMap.h).
using IdHash = StringHash;
template <typename T>
using IdMap = StringMap<T>;

struct Change {
  enum class Type {
    NodeAdded,
    NodeRemoved,
    NodeParameterChanged,
    NodeRenamed,
    NodeMoved,
    LinkAdded,
    LinkRemoved,
    LinkParameterChanged,
    JobAdded,
    JobRemoved,
    JobChanged,
    DocumentChanged, // name, description, view settings, validation records, scenarios
  };
  Type type;
  std::string id;        // node, link or job id
  std::string parameter; // for *ParameterChanged; empty when the node's catalog entry changed
                         // (any of its figures may have)
};

// A concrete port of a node: a kind's port shape expanded by its count ("bus" x4 -> bus1..bus4).
struct PortInstance {
  std::string name;
  const catalog::PortDef* def = nullptr;
};

// Where a node's effective parameter value comes from.
enum class ValueOrigin { Override, Catalog, KindDefault, Missing };

// What removing a node took with it, so that undo can put everything back where it was.
struct RemovedNode {
  Node node;
  std::size_t index = 0;
  std::vector<std::pair<std::size_t, Link>> links; // ascending index order
  std::vector<std::pair<std::size_t, Job>> jobs;   // ascending index order
  Schedule schedule; // before the removal: its jobs leave the schedule with them
};

class Topology {
public:
  explicit Topology(std::shared_ptr<const catalog::Catalog> catalog);

  [[nodiscard]] const catalog::Catalog& catalog() const { return *m_catalog; }
  [[nodiscard]] std::shared_ptr<const catalog::Catalog> catalogPtr() const { return m_catalog; }

  // --- reading
  [[nodiscard]] const std::vector<Node>& nodes() const { return m_nodes; }
  [[nodiscard]] const std::vector<Link>& links() const { return m_links; }
  [[nodiscard]] const std::vector<Job>& jobs() const { return m_jobs; }
  [[nodiscard]] const Node* node(std::string_view id) const;
  // The position of a node in nodes() or a job in jobs(), found without a scan.
  [[nodiscard]] std::optional<std::size_t> nodeIndex(std::string_view id) const;
  [[nodiscard]] std::optional<std::size_t> jobIndex(std::string_view id) const;
  [[nodiscard]] const Link* link(std::string_view id) const;
  [[nodiscard]] const Job* job(std::string_view id) const;
  // The node positions of each link's ends, by link position: kept with the links, so that a
  // solve walks the diagram without finding every link end by id (issue 18).
  [[nodiscard]] const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds() const {
    return m_linkEnds;
  }
  // The node positions of each job's source and target, by job position, kept with the jobs
  // (the document keeps both ends of every job in it): finding them by id was 8 % of a steady
  // solve (issue 18).
  [[nodiscard]] const std::vector<std::pair<std::size_t, std::size_t>>& jobEnds() const {
    return m_jobEnds;
  }
  // Each node's kind definition and catalog entry, by node position, kept with the nodes: a
  // solve reads both for every node, and finding them by name was 3 % of it (issue 18).
  struct NodeDefs {
    const catalog::KindDef* kind = nullptr;
    const catalog::CatalogEntry* entry = nullptr;
  };
  [[nodiscard]] const std::vector<NodeDefs>& nodeDefs() const { return m_nodeDefs; }
  // Room for this many nodes, links and jobs in all (a reader that knows the counts: the lists
  // then hold no empty room).
  void reserve(std::size_t nodes, std::size_t links, std::size_t jobs);
  [[nodiscard]] const catalog::KindDef* kindOf(const Node& node) const;
  [[nodiscard]] const catalog::CatalogEntry* entryOf(const Node& node) const;

  [[nodiscard]] std::vector<PortInstance> ports(const Node& node) const;
  [[nodiscard]] std::optional<PortInstance> port(const PortRef& ref) const;
  // The shape of `owner`'s port of that name (null when its kind `kind` has none), for a caller
  // that has found the node and its kind already (the solver's graph, on every link).
  [[nodiscard]] const catalog::PortDef* portDef(const Node& owner, const catalog::KindDef* kind,
                                                std::string_view port) const;
  [[nodiscard]] std::vector<const Link*> linksAt(const PortRef& ref) const;
  [[nodiscard]] std::vector<const Link*> linksOf(std::string_view nodeId) const;

  // The value a node's parameter has: its override, else its catalog entry's figure, else the
  // kind's default; nullptr when none (origin Missing). A profile figure "<reference>.<figure>"
  // (ProfileFigures.h): the node's override, else the figure of the entry the reference names
  // (origin Catalog), else the referenced kind's default.
  [[nodiscard]] const catalog::Value* parameter(const Node& node, std::string_view name,
                                                ValueOrigin* origin = nullptr) const;
  // The definition of a node parameter of `kind`, its own or a profile figure's
  // (nodeParameterDef()); null when none.
  [[nodiscard]] const catalog::ParameterDef* parameterDef(const catalog::KindDef& kind,
                                                          std::string_view name) const {
    return nodeParameterDef(m_catalog->kinds(), kind, name);
  }

  // Whether ports a and b may be linked (types compatible, both exist, free capacity). The
  // reason, when not, is a sentence for the user. `ignoreLink` is a link to leave out of the
  // capacity count (re-routing an existing link).
  [[nodiscard]] Expected<const catalog::LinkRule*>
  checkLink(const PortRef& a, const PortRef& b, std::string_view ignoreLink = {}) const;
  // Whether a job with this source and target makes sense; `field`, when given, receives the
  // field a refusal is about.
  [[nodiscard]] Status checkJob(const Job& job, std::optional<JobField>* field = nullptr) const;

  // Ids not yet used, from a readable stem: "dlt-7000-2".
  [[nodiscard]] std::string freshNodeId(std::string_view stem) const;
  [[nodiscard]] std::string freshLinkId() const;
  [[nodiscard]] std::string freshJobId() const;

  // --- the operations
  Expected<std::string> addNode(Node node);              // empty id: one is chosen; returns the id
  Expected<RemovedNode> removeNode(std::string_view id); // with its links and jobs
  Status restoreNode(const RemovedNode& removed);        // the inverse of removeNode
  Expected<std::string> addLink(Link link, std::size_t index = SIZE_MAX);
  Expected<std::pair<std::size_t, Link>> removeLink(std::string_view id);
  Expected<std::string> addJob(Job job, std::size_t index = SIZE_MAX);
  // Removes the job, and its nights from the schedule (a schedule names only jobs the document
  // has, so that it saves and reopens the same; issue 37). Undo: addJob, then setSchedule with
  // the schedule from before.
  Expected<std::pair<std::size_t, Job>> removeJob(std::string_view id);
  Expected<Job> updateJob(Job job); // returns the job as it was
  // Sets (value) or clears (nullopt: back to the catalog figure) an override; returns the
  // previous override. Refused when a linked port would disappear (a count parameter) or a
  // reference names no catalog entry of its kind. `name` may be a profile figure
  // "<reference>.<figure>" (ProfileFigures.h), checked as that figure; clearing or changing the
  // reference keeps such overrides, which apply to whatever the node then references.
  Expected<std::optional<catalog::Value>>
  setParameter(std::string_view nodeId, std::string_view name, std::optional<catalog::Value> value);
  Expected<std::optional<catalog::Value>> setLinkParameter(std::string_view linkId,
                                                           std::string_view name,
                                                           std::optional<catalog::Value> value);
  // Makes the node another model of its kind (an LTO-8 drive an LTO-9): its overrides stay, its
  // other figures come from the new entry. Refused when the kind differs or a linked port would
  // disappear or exceed its link limit. Returns the previous entry id.
  Expected<std::string> setEntry(std::string_view nodeId, std::string_view entryId);
  // What setEntry would answer, without changing anything: Done, or why it would refuse.
  [[nodiscard]] Status checkEntry(std::string_view nodeId, std::string_view entryId) const;
  Expected<std::string> rename(std::string_view nodeId, std::string name); // previous name
  Expected<Point> move(std::string_view nodeId, Point position);           // previous position

  // Document-level data (no validation needed beyond types).
  [[nodiscard]] const std::string& name() const { return m_name; }
  [[nodiscard]] const std::string& description() const { return m_description; }
  [[nodiscard]] const ViewSettings& view() const { return m_view; }
  [[nodiscard]] const std::vector<ValidationRecord>& validation() const { return m_validation; }
  void setName(std::string name);
  void setDescription(std::string description);
  void setView(ViewSettings view);
  [[nodiscard]] const Objectives& objectives() const { return m_objectives; }
  // Refuses durations that are not positive and finite (nothing changes); returns the previous
  // objectives, for undo.
  Expected<Objectives> setObjectives(Objectives objectives);
  void setValidation(std::vector<ValidationRecord> records);
  // The schedule of backup levels (Schedule.h). Refuses days without a name or with the same
  // name, windows that are not positive and finite, and jobs the document does not have
  // (nothing changes); returns the previous schedule, for undo.
  [[nodiscard]] const Schedule& schedule() const { return m_schedule; }
  Expected<Schedule> setSchedule(Schedule schedule);
  [[nodiscard]] Status checkSchedule(const Schedule& schedule) const; // what setSchedule checks

  // --- measurements and calibrated figures (issue 23, Measurement.h). Each setter refuses a
  // list that is not valid (nothing changes), notifies DocumentChanged and returns what it
  // replaced, for undo.
  [[nodiscard]] const std::vector<Measurement>& measurements() const { return m_measurements; }
  Expected<std::vector<Measurement>> setMeasurements(std::vector<Measurement> measurements);
  [[nodiscard]] const std::vector<CalibratedFigure>& calibrated() const { return m_calibrated; }
  Expected<std::vector<CalibratedFigure>> setCalibrated(std::vector<CalibratedFigure> figures);

  // --- scenarios (issue 19), in the order the user made them. Names are checked (not empty,
  // unique); a change set is checked when it is applied (scenarioDocument), not here: an edit
  // of the base can leave any scenario's change refer to what is gone, so the document holds
  // such a scenario rather than lose it, and its changes say what no longer applies. Each
  // operation notifies DocumentChanged (id: the scenario's name) and returns what it replaced.
  [[nodiscard]] const std::vector<Scenario>& scenarios() const { return m_scenarios; }
  [[nodiscard]] const Scenario* scenario(std::string_view name) const;
  Status addScenario(Scenario scenario, std::size_t index = SIZE_MAX);
  Expected<std::pair<std::size_t, Scenario>> removeScenario(std::string_view name);
  // Removes every scenario at once (one notification with an empty id), returning them: removing
  // them one by one looks each up by name, which made loading a file of n scenarios cost n^3
  // (issue 37).
  std::vector<Scenario> clearScenarios();
  Expected<std::string> renameScenario(std::string_view name, std::string newName);
  Expected<std::string> setScenarioNote(std::string_view name, std::string note);
  Expected<ChangeSet> setScenarioChanges(std::string_view name, ChangeSet changes);

  // --- observers
  using Observer = std::function<void(const Change&)>;
  // Watching changes nothing in the document, so a const topology can be watched (a solver that
  // keeps results between edits holds a const reference).
  int addObserver(Observer observer) const; // returns a handle for removeObserver
  void removeObserver(int handle) const;

  // The link parameter definitions that apply to a link (by the medium of its rule).
  [[nodiscard]] const std::vector<catalog::ParameterDef>* linkParameterDefs(const Link& link) const;

private:
  void notify(Change::Type type, std::string id, std::string parameter = {});
  void reindexNodes(std::size_t from);
  void reindexLinks(std::size_t from);
  [[nodiscard]] std::pair<std::size_t, std::size_t> endsOf(const Link& link) const;
  [[nodiscard]] std::pair<std::size_t, std::size_t> endsOf(const Job& job) const;
  void reindexJobs(std::size_t from);
  void insertLinkAt(std::size_t at, Link link);
  void eraseLinkAt(std::size_t at);
  void insertJobAt(std::size_t at, Job job);
  void eraseJobAt(std::size_t at);
  // A value's type and range, and for a reference that the catalog entry exists and is of the
  // kind the parameter names.
  Status checkValue(const catalog::Value& value, const catalog::ParameterDef& def) const;
  Status checkNodeValues(const Node& node) const;
  // Whether `changed` (a node as an edit would leave it) keeps every port its links use, each
  // within its limit; the reason, when not, begins with `shownAs` and names the link's far end.
  Status checkLinkedPorts(const Node& changed, const std::string& shownAs) const;
  // How many links use each port of a node.
  [[nodiscard]] std::map<std::string, std::size_t> portLinks(std::string_view nodeId) const;
  Node* mutableNode(std::string_view id);
  Scenario* mutableScenario(std::string_view name);
  [[nodiscard]] Status checkScenarioName(std::string_view name) const;

  std::shared_ptr<const catalog::Catalog> m_catalog;
  std::vector<Node> m_nodes;
  std::vector<NodeDefs> m_nodeDefs; // by node position (nodeDefs())
  std::vector<Link> m_links;
  std::vector<std::pair<std::size_t, std::size_t>> m_linkEnds; // by link position (linkEnds())
  std::vector<Job> m_jobs;
  std::vector<std::pair<std::size_t, std::size_t>> m_jobEnds; // by job position (jobEnds())
  IdMap<std::size_t> m_nodeIndex;
  IdMap<std::size_t> m_linkIndex;
  IdMap<std::size_t> m_jobIndex;
  // The links at each node, an entry per end (a link from a node to itself has two), with the
  // port of that end: a port's links are found without a scan of the links or a look-up of
  // each of its node's (a switch of a thousand links made adding one a thousand look-ups, and a
  // LAN's loading grew with the square of its switches' links; issue 43).
  struct PortLink {
    std::string link;
    std::string port;
  };
  IdMap<std::vector<PortLink>> m_nodeLinks;
  std::string m_name;
  std::string m_description;
  ViewSettings m_view;
  Objectives m_objectives;
  Schedule m_schedule;
  std::vector<ValidationRecord> m_validation;
  std::vector<Measurement> m_measurements;
  std::vector<CalibratedFigure> m_calibrated;
  std::vector<Scenario> m_scenarios;
  // Who watches this document: not part of it, so a copy (a snapshot for a worker thread)
  // starts with none.
  struct Observers {
    Observers() = default;
    Observers(const Observers&) {}
    Observers& operator=(const Observers&) { return *this; }
    std::vector<std::pair<int, Observer>> list;
    int next = 1;
  };
  mutable Observers m_observers;
};

// The document of scenario `name` of `base`: a copy of the base with the scenario's changes
// applied. The copy holds no scenarios (it is one variant, not a document of variants; a diff
// of it against the base gives that scenario's changes). Refused, naming the scenario and the
// change, when a change no longer applies to the base.
[[nodiscard]] Expected<Topology> scenarioDocument(const Topology& base, std::string_view name);
// The same for a scenario that is not (yet) in `base`.
[[nodiscard]] Expected<Topology> scenarioDocument(const Topology& base, const Scenario& scenario);

// Kinds a job may write to or read from.
[[nodiscard]] bool isTapeSideKind(std::string_view kind);

} // namespace tapeflow::topology
