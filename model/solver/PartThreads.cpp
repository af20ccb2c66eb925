#include "solver/PartThreads.h"

#include "solver/Graph.h"
#include "util/Cores.h"

#include <algorithm>
#include <system_error>

namespace tapeflow::solver::detail {

namespace {

// Jobs a thread should have to be worth its start and the graph it builds: a part of one job
// costs about a microsecond to solve, a thread's start tens, and a helper's graph about a tenth
// of what solving the whole diagram costs (callgrind of a steady solve of a 10,000-node LAN).
// So a helper pays off for a few hundred jobs; below that one thread solves everything.
constexpr std::size_t kJobsPerThread = 150;

} // namespace

bool staysInPart(const DiagramParts& parts,
                 const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds, std::size_t part,
                 const FlowBuilderStorage& flow) {
  if (!parts.parts[part].cut) return true; // the part is its whole piece
  const auto inPart = [&](std::size_t node) {
    return node < parts.partOfNode.size() && parts.partOfNode[node] == part;
  };
  // A node a route crosses, with no resource there, may still lend it a figure (a latency).
  for (const std::size_t node : flow.reached)
    if (!parts.shared[node] && !inPart(node)) return false;
  for (const auto& [tag, owner] : flow.owners) {
    if (tag == ResourceTag::JobLimit) continue; // a job's own
    if (tag != ResourceTag::Link) {
      if (!inPart(owner)) return false;
      continue;
    }
    // A link to a shared switch is the host end's; a link between two switches is everyone's.
    const auto [a, b] = linkEnds[owner];
    const bool aShared = parts.shared[a], bShared = parts.shared[b];
    if ((aShared && bShared) || (!aShared && !inPart(a)) || (!bShared && !inPart(b))) return false;
  }
  return true;
}

unsigned partThreads(unsigned requested, std::size_t parts, std::size_t jobs) {
  const std::size_t wanted = requested == 0 ? util::usableCores() : requested;
  const std::size_t earned = std::max<std::size_t>(1, jobs / kJobsPerThread);
  return static_cast<unsigned>(std::max<std::size_t>(1, std::min({wanted, earned, parts})));
}

PartHelpers::PartHelpers(const topology::Topology& topology, const SolveOptions& options,
                         unsigned helpers)
    : m_topology(topology), m_options(options), m_errors(helpers) {
  m_threads.reserve(helpers);
  // A thread the system will not start leaves its parts to the others: the solve goes on.
  try {
    for (unsigned h = 0; h < helpers; ++h) m_threads.emplace_back([this, h] { help(h); });
  } catch (const std::system_error&) {
  }
}

PartHelpers::~PartHelpers() {
  stop();
  m_threads.clear(); // joins
}

void PartHelpers::stop() {
  {
    const std::lock_guard lock(m_mutex);
    m_stop = true;
  }
  m_shared.notify_all();
}

void PartHelpers::share(const DiagramParts& parts) {
  {
    const std::lock_guard lock(m_mutex);
    m_parts = &parts;
    m_helped.resize(parts.parts.size());
    m_back = parts.parts.size();
  }
  m_shared.notify_all();
}

std::optional<std::size_t> PartHelpers::takeFront() {
  const std::lock_guard lock(m_mutex);
  if (m_front == m_back) return std::nullopt;
  return m_front++;
}

std::optional<std::size_t> PartHelpers::takeBack() {
  const std::lock_guard lock(m_mutex);
  if (m_stop || m_front == m_back) return std::nullopt;
  return --m_back;
}

std::pair<std::size_t, std::vector<HelpedPart>&> PartHelpers::finish() {
  m_threads.clear(); // joins: every part is taken, so each helper ends after its last
  for (const auto& error : m_errors)
    if (error) std::rethrow_exception(error);
  return {m_back, m_helped};
}

void PartHelpers::help(std::size_t helper) {
  try {
    const Graph graph(m_topology);
    PartWorkspace workspace;
    const DiagramParts* parts = nullptr;
    {
      std::unique_lock lock(m_mutex);
      m_shared.wait(lock, [this] { return m_parts || m_stop; });
      parts = m_parts;
    }
    while (const auto part = takeBack()) {
      HelpedPart& out = m_helped[*part];
      out.result = solvePart(m_topology, graph, parts->parts[*part].jobs, m_options, workspace,
                             out.resources);
      out.staysInPart = staysInPart(*parts, graph.linkEnds(), *part, workspace.flow);
    }
  } catch (...) {
    m_errors[helper] = std::current_exception();
    stop(); // the caller takes what is left
  }
}

} // namespace tapeflow::solver::detail
