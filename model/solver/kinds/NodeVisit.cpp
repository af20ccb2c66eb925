// The flow builder's side of NodeVisit.h: what a kind's rules may ask of the builder.

#include "solver/kinds/NodeVisit.h"

#include "solver/FlowBuilder.h"

namespace tapeflow::solver::kinds {

NodeVisit::NodeVisit(detail::FlowBuilder& builder, const Visit& visit, const Parameters& figures_,
                     Coefficients& into, bool backup_, bool isTarget_, double base_,
                     const JobModel& job_)
    : node(builder.node(visit.node)), figures(figures_), backup(backup_), isTarget(isTarget_),
      base(base_), job(job_), m_builder(builder), m_visit(visit), m_into(into) {}

std::size_t NodeVisit::resource(const ResourceSpec& spec) const {
  return m_builder.resource(spec.key, spec.text, spec.label, spec.kind, spec.capacity, node.id,
                            spec.figure);
}

void NodeVisit::add(std::size_t resource, double perByte) const { m_into[resource] += perByte; }

std::size_t NodeVisit::index() const { return m_visit.node; }

const Graph& NodeVisit::graph() const { return m_builder.m_graph; }

catalog::KindCode NodeVisit::kind() const { return m_builder.m_graph.kindCode(m_visit.node); }

bool NodeVisit::leavesTowardsHost() const {
  return m_visit.out && m_builder.m_graph.edges(m_visit.node)[*m_visit.out].neighbourIsUpstream;
}

bool NodeVisit::leavesToPeer() const {
  return m_visit.out && m_builder.m_graph.edges(m_visit.node)[*m_visit.out].peer;
}

double NodeVisit::tcpEfficiency() const { return m_builder.tcpEfficiency(m_visit.node); }

const DiskMediaTable& NodeVisit::diskMedia() const {
  return m_builder.m_graph.figureTables().diskMedia();
}

const std::string& NodeVisit::jobId() const { return *m_builder.m_jobId; }
std::size_t NodeVisit::jobIndex() const { return m_builder.m_jobIndex; }
int NodeVisit::stream() const { return m_builder.m_stream; }

void NodeVisit::readsInterleaved(std::size_t resource, double access, double busy) const {
  m_builder.m_interleavedDisk = {resource, access, busy};
}

void NodeVisit::registerTape(std::size_t media, util::FunctionRef<TapeModel()> make) const {
  auto& registered = m_builder.m_storage.tapeRegistered;
  if (media >= registered.size()) registered.resize(media + 1, 0);
  if (std::exchange(registered[media], 1)) return; // the drive's first job registers it
  m_builder.m_model.tapes.push_back(make());
}

} // namespace tapeflow::solver::kinds
