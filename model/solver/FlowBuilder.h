#pragma once

// The builder behind buildFlowModel() (FlowModel.h), shared by the files that implement it:
//   FlowBuilder.cpp    jobs: drive sets, routes (striped volumes), coefficients per stream
//   FlowResources.cpp  the resources one visit of a route touches: links, channels, then the
//                      rules of the node's kind (kinds/)
//   FlowLimits.cpp     a stream's own ceiling, the application's per-job limits, CPU terms
// Internal to the solver: nothing outside model/solver includes it.

#include "solver/BackgroundLoad.h"
#include "solver/FlowModel.h"
#include "solver/Graph.h"
#include "solver/Parameters.h"
#include "solver/RequestPlan.h"
#include "solver/ResourceIndex.h"
#include "solver/ResourceKey.h"
#include "solver/Route.h"
#include "solver/Vocabulary.h"
#include "util/Concat.h"
#include "util/Expected.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace tapeflow::solver::kinds {
class NodeVisit;
} // namespace tapeflow::solver::kinds

namespace tapeflow::solver::detail {

using topology::Direction;
namespace n = names;

// What a builder keeps from one build to the next: a whole solve builds the model of thousands
// of small parts (PartWorkspace in SolveStages.h holds one of these across them), and growing
// these afresh for each part was a share of its allocation (issue 18). A build never depends on
// what they held before.
struct FlowBuilderStorage {
  ResourceIndex resourceIndex;
  std::vector<char> tapeRegistered; // per resource: a TapeModel exists for it
  // Coefficients of a stream while addJob() puts them together.
  Coefficients shared, members, before, after, stream;
  std::vector<std::size_t> visited; // node positions of a route's visits (addJob)
  // Per resource made, its key's form and owner (a node, a link or a job), and the nodes the
  // routes cross: which nodes and links the jobs built reach, to check that a part of a piece
  // reaches no other part (IncrementalSolver.cpp).
  std::vector<std::pair<ResourceTag, std::size_t>> owners;
  std::vector<std::size_t> reached; // the node positions of every route's visits (with repeats)
};

class FlowBuilder {
public:
  // `graph` is the topology's (Graph.h), kept by the caller between builds.
  FlowBuilder(const topology::Topology& topology, const Graph& graph, const FlowOptions& options)
      : m_topology(topology), m_graph(graph), m_options(options), m_model(m_ownModel),
        m_storage(m_ownStorage) {}
  // Building into `model` (emptied first, its vectors' room kept) with `storage`'s room.
  FlowBuilder(const topology::Topology& topology, const Graph& graph, const FlowOptions& options,
              FlowModel& model, FlowBuilderStorage& storage);

  // The jobs of the topology at these positions, in the order given.
  FlowModel build(std::span<const std::size_t> jobs) {
    fill(jobs);
    return std::move(m_model);
  }
  // The same into the model the builder was given.
  void fill(std::span<const std::size_t> jobs) {
    for (const std::size_t j : jobs) addJob(m_topology.jobs()[j], m_topology.jobEnds()[j]);
  }
  // Jobs given as values (a library job put on each of its drives: SolveTimeline.cpp).
  FlowModel build(std::span<const topology::Job> jobs) {
    for (const auto& job : jobs) addJob(job, endsOf(job));
    return std::move(m_model);
  }

private:
  friend class kinds::NodeVisit; // the kinds' rules add their resources through it

  const topology::Node& node(std::size_t index) const { return m_graph.node(index); }
  Parameters params(std::size_t index) const { return m_graph.parameters(index); }

  // A value, or what a function of none gives: what resource() is given is worked out only when
  // it is needed.
  template <typename T>
  static decltype(auto) evaluate(T&& value) {
    if constexpr (std::is_invocable_v<T>)
      return value();
    else
      return std::forward<T>(value);
  }

  // The resource of `key`, made on its first visit: its key text, label and capacity are worked
  // out only then (a route visits most resources many times; issue 18). The capacity is what the
  // node's background load leaves for the jobs (BackgroundLoad.h).
  template <typename Text, typename Label, typename Capacity>
  std::size_t resource(const ResourceKey& key, Text&& text, Label&& label, ResourceKind kind,
                       Capacity&& capacity, const std::string& nodeId, std::string_view parameter,
                       const std::string& linkId = {}) {
    if (key.tag == ResourceTag::Stream) m_ownResource = true;
    const auto [index, added] = m_storage.resourceIndex.tryEmplace(key, m_model.resources.size());
    if (!added) return index;
    m_storage.owners.emplace_back(key.tag, key.owner);
    m_model.resources.push_back({std::string(evaluate(text)), std::string(evaluate(label)), nodeId,
                                 linkId, kind, double(evaluate(capacity)) * shareLeft(key, nodeId),
                                 std::string(parameter)});
    return index;
  }

  // What the background load of the resource's node leaves for the jobs (BackgroundLoad.h). A
  // node's own resources name it by position: its figures are read by number, not found by id
  // for every resource (a tenth of a steady solve; issue 18).
  double shareLeft(const ResourceKey& key, const std::string& nodeId) const {
    if (nodeId.empty()) return 1.0;
    if (key.tag != ResourceTag::Link && key.tag != ResourceTag::JobLimit &&
        key.owner < m_graph.size() && node(key.owner).id == nodeId)
      return shareLeftForJobs(params(key.owner));
    return shareLeftForJobs(m_topology, nodeId);
  }

  // Payload share of a network's line rate: the TCP/IP efficiency of the operating system of
  // the host the adapter sits in (or the operating-system kind's default in kinds.json).
  double tcpEfficiency(std::size_t nodeIndex, std::optional<std::size_t> other = {}) const;

  // The resources one visit of a route touches, each with `base` bytes per logical byte: the
  // links and shared channels it crosses here, then those its kind's rules add (kinds/Rules.h).
  void visitResources(const Visit& visit, Direction direction, double base, Coefficients& into,
                      bool isTarget, const JobModel& job);

  // A point-to-point network link: per direction unless half duplex; its speed is its own or the
  // slower of its two ports'. Links of other media (SCSI, slots) have no capacity of their own.
  void addLinkResource(const Edge& edge, std::size_t toNode, bool backup, double base,
                       Coefficients& into);

  // Drives a stream writes to, with its share of the bytes on each.
  using DriveSet = std::vector<std::pair<std::size_t, double>>;
  DriveSet driveSet(std::size_t target, int stream, std::string& error);
  // Per drive, in drive order: its routes, one per stripe member (stripeRoutes()).
  using DriveRoutes = std::vector<std::pair<std::size_t, std::vector<Route>>>;
  static const std::vector<Route>& stripeOf(const DriveRoutes& routes, std::size_t drive) {
    return std::lower_bound(routes.begin(), routes.end(), drive,
                            [](const auto& entry, std::size_t d) { return entry.first < d; })
        ->second;
  }
  // The coefficients of a stream over the drives of `set`, from every visit of its routes. Before
  // the host that splits the stream over RAIT members the stream is one (the same resources
  // whatever the member: the larger coefficient); after it each member adds its share.
  void crossStream(const DriveSet& set, const DriveRoutes& routes, std::size_t firstHost,
                   double afterCompression, const JobModel& model, Coefficients& crossed);

  // The routes of a backup from `source` to `drive`: one, or for a volume striped over several
  // arrays (a volume linked to more than one), one per array, each starting with the volume and
  // its link to that array. The members must meet in one server: that is where the stripe is
  // put together.
  Expected<std::vector<Route>> stripeRoutes(std::size_t source, std::size_t drive);

  // `ends`: the node positions of the job's source and target (Topology::jobEnds()).
  void addJob(const topology::Job& job, std::pair<std::size_t, std::size_t> ends);
  std::pair<std::size_t, std::size_t> endsOf(const topology::Job& job) const;
  // The library a job into a tape library uses as a drive pool.
  LibraryUse libraryUse(std::size_t library, const topology::Job& job) const;

  // Limits one job has whatever its streams: the application's per-job limits (one resource per
  // job, shared by its streams).
  void addJobLimits(const topology::Job& job, const JobModel& model, const Route& route,
                    std::size_t backupHost, double meanFile, Coefficients& coefficients);
  struct RemoteAgent {
    double rate;           // 0: no limit
    std::string_view what; // the limit's words
  };
  RemoteAgent remoteAgent(const topology::Job& job, const JobModel& model, const Parameters& app,
                          const Route& route, double agent, double meanFile) const;

  void addCpu(std::size_t streamIndex, const Route& route, std::size_t firstHost,
              std::size_t backupHost, const JobModel& model, const topology::JobOptions& options,
              double shareSum, double meanFile, std::size_t source, const RequestPlan& requests,
              Coefficients& coefficients);

  // The file system of the volume, else of the server it is local to: whose file-system
  // profile (per-file times, I/Os, CPU per file) a by-file job of `source` pays.
  Parameters filesystemOwner(std::size_t source, const Route& route) const;

  // The rate one stream's data crosses the network of `route` at: the slowest adapter's
  // single-stream rate where it has one (the fit of Dump 1996 Table 2: b / (b / R_stream + t)),
  // else its wire's payload rate, and a hub segment's; +inf for a local route.
  double wireRate(const Route& route) const;

  // How many files a by-file backup reads at once and in what reads (InterleavedReads.h).
  InterleavedReads interleavedReads(const topology::Job& job, const JobModel& model,
                                    std::size_t source, const Route& route) const;
  // The fastest one stream of this job can go by its own limits. `driveShare` is the share of
  // each block the route's drive takes (1/n on a RAIT-0 member).
  Ceiling streamCeiling(const topology::Job& job, const JobModel& model, std::size_t source,
                        const Route& route, double driveShare, double meanFile, double speedFactor,
                        const RequestPlan& requests);

  // Requests in flight (FlowRequests.cpp): the plan of a job whose application works in
  // requests (an inactive plan otherwise), and the one-way latency of a route's network.
  RequestPlan requestPlan(const topology::Job& job, const JobModel& model, const Route& route,
                          std::size_t source, std::size_t target, double meanFile) const;
  double oneWayLatency(const Route& route) const;

  // Today's tiers (FlowTiers.cpp; their resources are their kinds' rules): a job's
  // deduplication and what a copy job copies; the TCP window over the round trip that holds one
  // stream to an object store.
  TierJob tierJob(const topology::Job& job, std::size_t source, std::size_t target,
                  Direction direction) const;
  std::pair<double, double> copiedData(const std::vector<std::string>& copies) const;
  // The backup jobs into a disk pool or deduplicating target: what a copy out of it moves.
  std::vector<std::string> backupsInto(std::size_t tier, const std::string& except) const;
  // The TCP window of a store that states none: the object-store kind's default (kinds.json).
  static constexpr double kStoreTcpWindow = 4.0 * 1048576.0;
  Ceiling tierCeiling(const Route& route, bool backup) const;

  const topology::Topology& m_topology;
  const Graph& m_graph;
  FlowOptions m_options;
  // The stream whose route visitResources() is walking (its job's id and index in the model and
  // its number), for resources that belong to one stream alone.
  const std::string* m_jobId = nullptr;
  std::size_t m_jobIndex = 0;
  int m_stream = 0;
  // A resource of the stream's own (ResourceTag::Stream: a controller's one-stream rate) was
  // among those resource() was asked for since addJob()'s stream loop last cleared it: a following
  // stream over the same drives cannot take this one's coefficients.
  bool m_ownResource = false;
  // The spinning disk the job addJob() is adding reads several files at once from, and its
  // access time, as its rule reported them (NodeVisit::readsInterleaved).
  std::tuple<std::size_t, double, double> m_interleavedDisk{kNoResource, 0.0, 0.0};
  std::size_t m_target = 0; // the node index of the target of the job addJob() is adding
  // Jobs added so far per library, and the place of the job being added among its library's:
  // the steady model spreads a library's jobs over its drives (the timeline assigns them).
  std::map<std::size_t, int> m_libraryJobs;
  int m_libraryRank = 0;
  FlowModel m_ownModel; // unless the builder was given a model and storage to build with
  FlowBuilderStorage m_ownStorage;
  FlowModel& m_model;
  FlowBuilderStorage& m_storage;
};

} // namespace tapeflow::solver::detail
