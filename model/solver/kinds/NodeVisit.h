#pragma once

// What the resource rules of a kind (Rules.h) see of one visit of a route to a node, and the one
// way they add to the flow model: a resource, made on its first visit, and the bytes it carries
// per byte of the stream. The rules know nothing else of the flow builder.

#include "catalog/KindCode.h"
#include "solver/FlowModel.h"
#include "solver/Parameters.h"
#include "solver/ResourceKey.h"
#include "solver/Vocabulary.h"
#include "util/FunctionRef.h"

#include <cstddef>
#include <string>

namespace tapeflow::solver {
class Graph;
struct Visit;
namespace detail {
class FlowBuilder;
} // namespace detail
} // namespace tapeflow::solver

namespace tapeflow::solver::kinds {

namespace n = names;

// A resource a rule asks for. The key says which; the rest is worked out only when the key is
// new, so the text, label and capacity are functions (a route visits most resources many times,
// and making their strings on every visit was a share of a steady solve; issue 18).
struct ResourceSpec {
  ResourceKey key;
  util::FunctionRef<std::string()> text;  // the resource's key text ("disk:d1:read")
  util::FunctionRef<std::string()> label; // the name people see ("Array 1 read")
  ResourceKind kind;
  util::FunctionRef<double()> capacity; // before the node's background load
  names::Figure figure;                 // the figure that sets the capacity
};

class NodeVisit {
public:
  NodeVisit(detail::FlowBuilder& builder, const Visit& visit, const Parameters& figures,
            Coefficients& into, bool backup, bool isTarget, double base, const JobModel& job);

  const topology::Node& node;
  const Parameters& figures; // the node's figures
  const bool backup;         // data flows from source to drive (else a restore)
  const bool isTarget;       // the route ends at this node
  const double base;         // bytes at this node per byte of the stream
  const JobModel& job;

  // The resource `spec` names, made on its first visit.
  [[nodiscard]] std::size_t resource(const ResourceSpec& spec) const;
  // `perByte` bytes on `resource` for each byte of the stream.
  void add(std::size_t resource, double perByte) const;
  void add(const ResourceSpec& spec, double perByte) const { add(resource(spec), perByte); }

  // The node's position in the graph (a ResourceKey's owner), and the graph.
  [[nodiscard]] std::size_t index() const;
  [[nodiscard]] const Graph& graph() const;
  // The node's kind, as the graph keeps it (two kinds may share one rules file).
  [[nodiscard]] catalog::KindCode kind() const;
  // The route leaves this node towards the host (an I/O bus crossed upwards).
  [[nodiscard]] bool leavesTowardsHost() const;
  // The route leaves this node over a network link to a peer (a NIC sending).
  [[nodiscard]] bool leavesToPeer() const;
  // Payload share of a network line rate at this node (its host's operating system).
  [[nodiscard]] double tcpEfficiency() const;
  // The catalog's recording eras and platter sizes (DiskMediaRate.h).
  [[nodiscard]] const DiskMediaTable& diskMedia() const;
  // The stream being routed: its job's id and place in the model, and its number.
  [[nodiscard]] const std::string& jobId() const;
  [[nodiscard]] std::size_t jobIndex() const;
  [[nodiscard]] int stream() const;
  // The job's reads interleave on this spinning disk, whose read resource is `resource`, whose
  // heads take `access` seconds to another file and which other work keeps `busy` of its time
  // (InterleavedReads.h; for its words).
  void readsInterleaved(std::size_t resource, double access, double busy) const;
  // The streaming model of the tape drive whose media are `media`, made by `make` on the drive's
  // first job (the streaming stage follows the drive's first job).
  void registerTape(std::size_t media, util::FunctionRef<TapeModel()> make) const;

private:
  detail::FlowBuilder& m_builder;
  const Visit& m_visit;
  Coefficients& m_into;
};

} // namespace tapeflow::solver::kinds
