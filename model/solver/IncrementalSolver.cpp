#include "solver/IncrementalSolver.h"

#include "solver/PartThreads.h"
#include "solver/SharedSwitches.h"
#include "solver/SolveStages.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace tapeflow::solver {

using topology::Change;

IncrementalSolver::IncrementalSolver(const topology::Topology& topology, SolveOptions options,
                                     Watch watch)
    : m_topology(topology), m_options(std::move(options)),
      m_workspace(std::make_unique<detail::PartWorkspace>()) {
  if (watch == Watch::Changes)
    m_observer = topology.addObserver([this](const Change& change) { observe(change); });
}

IncrementalSolver::~IncrementalSolver() {
  if (m_observer != 0) m_topology.removeObserver(m_observer);
}

void IncrementalSolver::observe(const Change& change) {
  switch (change.type) {
  case Change::Type::NodeAdded:
  case Change::Type::NodeRemoved:
  case Change::Type::LinkAdded:
  case Change::Type::LinkRemoved:
  case Change::Type::JobAdded:
  case Change::Type::JobRemoved: m_resplit = true; break;
  case Change::Type::NodeParameterChanged:
    // Its entry (no parameter named: the node became another model of its kind,
    // Topology::setEntry) or an override changed: the graph reads them again.
    if (m_graph)
      if (const auto index = m_topology.nodeIndex(change.id); index && *index < m_graph->size()) {
        m_graph->refreshEntry(*index);
        // Its own figures, or its ports' speeds, which count towards what a linked switch's
        // backplane must carry.
        if (sharedChanged(*index)) m_resplit = true;
        for (const Edge& edge : m_graph->edges(*index))
          if (sharedChanged(edge.neighbour)) m_resplit = true;
      }
    markNode(change.id);
    break;
  case Change::Type::NodeRenamed: markNode(change.id); break;
  case Change::Type::LinkParameterChanged:
    if (const auto* link = m_topology.link(change.id)) {
      // A link's speed counts towards what its switch's backplane must carry.
      for (const auto* end : {&link->a.node, &link->b.node})
        if (const auto index = m_topology.nodeIndex(*end);
            m_graph && index && *index < m_graph->size() && sharedChanged(*index))
          m_resplit = true;
      markLink(*link);
    }
    break;
  case Change::Type::JobChanged:
    m_dirtyJobs.push_back(change.id);
    if (!m_resplit && movedPart(change.id)) m_resplit = true;
    break;
  case Change::Type::NodeMoved:
  case Change::Type::DocumentChanged: break;
  }
}

// Whether the job's source now lies in another part than the one the job was solved in.
bool IncrementalSolver::movedPart(const std::string& jobId) const {
  const auto position = m_topology.jobIndex(jobId);
  if (!position || *position >= m_partOfJob.size()) return true;
  const auto& job = m_topology.jobs()[*position];
  const auto source = m_topology.nodeIndex(job.source);
  if (!source || *source >= m_parts.partOfNode.size()) return true;
  if (m_parts.partOfNode[*source] != m_partOfJob[*position]) return true;
  // Its target joins the target's island to the job's part (DiagramParts.h).
  const auto target = m_topology.nodeIndex(job.target);
  return target && *target < m_parts.partOfNode.size() &&
         m_parts.pieceOfNode[*target] == m_parts.pieceOfNode[*source] && !m_parts.shared[*target] &&
         m_parts.partOfNode[*target] != m_partOfJob[*position];
}

void IncrementalSolver::markNode(const std::string& id) { m_dirtyNodes.push_back(id); }

// A link's resource is used by the jobs through its ends: through the host end alone when the
// other end is a shared switch (marking the switch would mark every part it joins).
void IncrementalSolver::markLink(const topology::Link& link) {
  const auto isShared = [&](const std::string& id) {
    const auto index = m_topology.nodeIndex(id);
    return index && *index < m_parts.shared.size() && m_parts.shared[*index];
  };
  const bool aShared = isShared(link.a.node);
  const bool bShared = isShared(link.b.node);
  if (!aShared || bShared) markNode(link.a.node);
  if (!bShared || aShared) markNode(link.b.node);
}

// Whether the node became a shared switch or stopped being one (a backplane stated or cleared,
// another model): the parts have to be found again.
bool IncrementalSolver::sharedChanged(std::size_t index) const {
  const bool was = (index < m_parts.shared.size() && m_parts.shared[index]) ||
                   std::find(m_uncut.begin(), m_uncut.end(), index) != m_uncut.end();
  return was != isSharedSwitch(*m_graph, index);
}

void IncrementalSolver::invalidate() {
  m_layout.clear();
  m_result = {};
  m_resplit = true;
  m_dirtyNodes.clear();
  m_dirtyJobs.clear();
}

// The parts of the current split that the marked nodes and jobs touch: a node's own part, and
// the parts of jobs that name it as their target (a job whose target lies in another part fails,
// and its message names the target).
std::vector<char> IncrementalSolver::dirtyParts() const {
  std::vector<char> dirty(m_parts.parts.size(), 0);
  const auto markPartOfNode = [&](std::string_view id) {
    const auto index = m_topology.nodeIndex(id);
    if (!index || *index >= m_parts.partOfNode.size()) return;
    if (m_parts.shared[*index]) { // every part that may cross it
      for (std::size_t p = 0; p < m_parts.parts.size(); ++p)
        if (m_parts.parts[p].piece == m_parts.pieceOfNode[*index]) dirty[p] = 1;
    } else if (m_parts.partOfNode[*index] != kNoPart) {
      dirty[m_parts.partOfNode[*index]] = 1;
    }
  };
  for (const auto& id : m_dirtyNodes) markPartOfNode(id);
  if (!m_dirtyNodes.empty()) {
    const auto& jobs = m_topology.jobs();
    for (std::size_t j = 0; j < jobs.size() && j < m_partOfJob.size(); ++j)
      if (m_partOfJob[j] != kNoPart &&
          std::find(m_dirtyNodes.begin(), m_dirtyNodes.end(), jobs[j].target) != m_dirtyNodes.end())
        dirty[m_partOfJob[j]] = 1;
  }
  for (const auto& id : m_dirtyJobs)
    if (const auto* job = m_topology.job(id)) markPartOfNode(job->source);
  return dirty;
}

std::size_t IncrementalSolver::pendingNodes() const {
  if (m_resplit) return m_topology.nodes().size();
  const std::vector<char> dirty = dirtyParts();
  std::size_t nodes = 0;
  for (std::size_t p = 0; p < dirty.size(); ++p)
    if (dirty[p]) nodes += m_parts.parts[p].nodeCount;
  return nodes;
}

const SolveResult& IncrementalSolver::solve() {
  // The document's shape changed: every piece is cut again where it can be.
  if (m_resplit) m_uncut.clear();
  // A part whose route crossed another part's island uncuts its piece (uncut()); solved again
  // then, at most once more per such piece.
  std::size_t uncut;
  do {
    uncut = m_uncut.size();
    solveOnce();
  } while (m_uncut.size() != uncut);
  return m_result;
}

void IncrementalSolver::solveOnce() {
  std::vector<Layout> previous = std::move(m_layout);
  std::vector<std::size_t> kept; // per part: the previous layout it keeps, or kNoPart
  // A solve from scratch shares its parts with helper threads (PartThreads.h), which build their
  // graphs while this one builds its own and finds the parts.
  std::optional<detail::PartHelpers> helpers;
  if (m_resplit && previous.empty()) {
    const std::size_t jobs = m_topology.jobs().size(); // the parts are not known yet
    if (const unsigned threads = detail::partThreads(m_options.threads, jobs, jobs); threads > 1)
      helpers.emplace(m_topology, m_options, threads - 1);
  }
  if (m_resplit) {
    m_graph = std::make_unique<Graph>(m_topology);
    std::vector<char> shared = sharedSwitches(*m_graph);
    for (const std::size_t node : m_uncut) shared[node] = 0;
    // The signatures match this split's parts with the next split's; a solve that is taken
    // has no next one, and nothing earlier to match.
    m_parts = splitDiagram(m_topology, m_graph->linkEnds(), !(m_taking && previous.empty()),
                           std::move(shared));
    m_partOfJob.assign(m_topology.jobs().size(), kNoPart);
    for (std::size_t p = 0; p < m_parts.parts.size(); ++p)
      for (const std::size_t j : m_parts.parts[p].jobs) m_partOfJob[j] = p;
    // A part is kept when an earlier part had the same members and none of them was marked
    // (marked ids are looked up in the new split: a kept part has the same members).
    const std::vector<char> dirty = dirtyParts();
    std::unordered_map<std::uint64_t, std::size_t> bySignature;
    for (std::size_t k = 0; k < previous.size(); ++k) bySignature.emplace(previous[k].signature, k);
    kept.assign(m_parts.parts.size(), kNoPart);
    for (std::size_t p = 0; p < m_parts.parts.size(); ++p)
      if (const auto it = bySignature.find(m_parts.parts[p].signature);
          !dirty[p] && it != bySignature.end())
        kept[p] = it->second;
  } else {
    const std::vector<char> dirty = dirtyParts();
    if (std::none_of(dirty.begin(), dirty.end(), [](char d) { return d != 0; })) {
      m_layout = std::move(previous);
      m_dirtyNodes.clear();
      m_dirtyJobs.clear();
      m_lastSolved = 0;
      m_lastKept = m_layout.size();
      return;
    }
    m_layout = std::move(previous);
    const std::size_t uncut = m_uncut.size();
    if (patch(dirty)) {
      m_dirtyNodes.clear();
      m_dirtyJobs.clear();
      return;
    }
    // A route crossed into another part: the next round splits again, with what was marked.
    if (m_uncut.size() != uncut) return;
    previous = m_layout;
    kept.resize(m_parts.parts.size());
    for (std::size_t p = 0; p < kept.size(); ++p) kept[p] = dirty[p] ? kNoPart : p;
  }
  m_resplit = false;
  m_dirtyNodes.clear();
  m_dirtyJobs.clear();
  assemble(previous, kept, helpers ? &*helpers : nullptr);
}

void IncrementalSolver::uncut(std::size_t part) {
  const std::size_t piece = m_parts.parts[part].piece;
  for (std::size_t i = 0; i < m_parts.shared.size(); ++i)
    if (m_parts.shared[i] && m_parts.pieceOfNode[i] == piece &&
        std::find(m_uncut.begin(), m_uncut.end(), i) == m_uncut.end())
      m_uncut.push_back(i);
  m_resplit = true;
}

namespace {

// Moves `from` over `to` element by element when they are the same length.
// A part's job moved to where its part's resources now start: its resource numbers follow.
void rebase(JobResult& job, std::size_t from, std::size_t to) {
  for (Headroom& h : job.headroom) h.resource = h.resource - from + to;
}

// The same for what held each of its transfer segments (a ceiling or nothing said stays).
void rebase(timeline::JobTimeline& job, std::size_t from, std::size_t to) {
  for (timeline::Segment& segment : job.segments)
    if (segment.heldBy < kLimitCeiling) segment.heldBy = segment.heldBy - from + to;
}

template <typename T>
void overwrite(std::vector<T>& from, std::vector<T>& to, std::size_t offset) {
  for (std::size_t i = 0; i < from.size(); ++i) to[offset + i] = std::move(from[i]);
}

} // namespace

// The marked parts solved again and their entries replaced where they are, when each part still
// has as many resources, hosts, warnings and jobs on the timeline as before (nearly every edit of
// a figure): the cost is the parts solved, not the diagram. False, with nothing changed, when a
// part's shape changed; then assemble() lays the results out again.
bool IncrementalSolver::patch(const std::vector<char>& dirty) {
  std::vector<std::pair<std::size_t, SolveResult>> solved;
  for (std::size_t p = 0; p < dirty.size(); ++p) {
    if (!dirty[p]) continue;
    const Layout& layout = m_layout[p];
    std::vector<ResourceUse> resources;
    SolveResult part =
        detail::solvePart(m_topology, *m_graph, layout.jobs, m_options, *m_workspace, resources);
    if (!detail::staysInPart(m_parts, m_graph->linkEnds(), p, m_workspace->flow)) {
      uncut(p);
      return false;
    }
    part.resources = std::move(resources);
    std::size_t running = 0;
    for (std::size_t i = 0; i < part.jobs.size(); ++i)
      if (m_options.timeline && part.jobs[i].error.empty() && !part.jobs[i].streams.empty()) {
        if (running >= layout.running.size() || layout.running[running] != i) return false;
        ++running;
      }
    if (running != layout.running.size() || part.resources.size() != layout.resources ||
        part.hosts.size() != layout.hosts || part.warnings.size() != layout.warnings)
      return false;
    solved.emplace_back(p, std::move(part));
  }
  std::size_t resourceAt = 0, hostAt = 0, warningAt = 0, next = 0;
  for (std::size_t p = 0; p < m_layout.size(); ++p) {
    Layout& layout = m_layout[p];
    if (next < solved.size() && solved[next].first == p) {
      SolveResult& part = solved[next++].second;
      overwrite(part.resources, m_result.resources, resourceAt);
      overwrite(part.hosts, m_result.hosts, hostAt);
      overwrite(part.warnings, m_result.warnings, warningAt);
      for (std::size_t k = 0; k < layout.running.size(); ++k) {
        rebase(part.timeline.jobs[k], 0, resourceAt);
        m_result.timeline.jobs[m_place[layout.jobs[layout.running[k]]]] =
            std::move(part.timeline.jobs[k]);
      }
      for (std::size_t i = 0; i < layout.jobs.size(); ++i) {
        rebase(part.jobs[i], 0, resourceAt);
        m_result.jobs[layout.jobs[i]] = std::move(part.jobs[i]);
      }
      layout.window = part.timeline.window;
      layout.events = part.timeline.events;
      layout.stalled = part.timeline.stalled;
      layout.solves = part.solves;
    }
    resourceAt += layout.resources;
    hostAt += layout.hosts;
    warningAt += layout.warnings;
  }
  summarise(m_result);
  m_lastSolved = solved.size();
  m_lastKept = m_layout.size() - solved.size();
  return true;
}

// The figures of the whole run that come from every part.
void IncrementalSolver::summarise(SolveResult& result) const {
  result.timeline.window = 0.0;
  result.timeline.events = 0;
  result.timeline.stalled = false;
  result.solves = 0;
  for (const Layout& layout : m_layout) {
    // Every job is scheduled at time 0, so the run's window is the longest part's.
    result.timeline.window = std::max(result.timeline.window, layout.window);
    result.timeline.events += layout.events;
    result.timeline.stalled = result.timeline.stalled || layout.stalled;
    result.solves += layout.solves;
  }
  result.aggregateRate = 0.0;
  for (const JobResult& job : result.jobs) result.aggregateRate += job.rate;
}

namespace {

template <typename T>
void moveRange(std::vector<T>& from, std::size_t offset, std::size_t count, std::vector<T>& to) {
  std::move(from.begin() + static_cast<std::ptrdiff_t>(offset),
            from.begin() + static_cast<std::ptrdiff_t>(offset + count), std::back_inserter(to));
}

template <typename T>
void moveAll(std::vector<T>& from, std::vector<T>& to) {
  std::move(from.begin(), from.end(), std::back_inserter(to));
}

// Room for as many resources per job as the parts laid out so far have, for every job, and a
// sixteenth more: growing by doubling moved each resource once more, and trimming the room it
// left once again (together 8 % of a steady solve at 1,000 nodes; issue 18).
void reserveProjected(std::vector<ResourceUse>& resources, std::size_t jobsDone,
                      std::size_t jobsAll) {
  if (jobsDone == 0 || resources.empty()) return;
  const std::size_t projected = resources.size() * jobsAll / jobsDone;
  if (projected > resources.capacity()) resources.reserve(projected + projected / 16);
}

// The results are kept until the next edit: not with the room their growth left (memory per node
// is a target of issue 18), unless it is little (trimming moves every entry).
template <typename T>
void trimSpare(std::vector<T>& v) {
  if (v.capacity() - v.size() > v.size() / 8) v.shrink_to_fit();
}

} // namespace

// The new results, part after part: a kept part's entries moved over from the previous results,
// a marked or new part solved. Moves, not copies: the cost is the count of entries.
void IncrementalSolver::assemble(const std::vector<Layout>& previous,
                                 const std::vector<std::size_t>& kept,
                                 detail::PartHelpers* helpers) {
  SolveResult old = std::move(m_result);
  std::vector<std::size_t> resourceAt(previous.size() + 1, 0), hostAt(previous.size() + 1, 0),
      warningAt(previous.size() + 1, 0);
  for (std::size_t k = 0; k < previous.size(); ++k) {
    resourceAt[k + 1] = resourceAt[k] + previous[k].resources;
    hostAt[k + 1] = hostAt[k] + previous[k].hosts;
    warningAt[k + 1] = warningAt[k] + previous[k].warnings;
  }
  SolveResult next;
  next.mode = m_options.flow.mode;
  next.jobs.resize(m_topology.jobs().size());
  next.resources.reserve(old.resources.size());
  Timed timed; // by job position
  m_layout.assign(m_parts.parts.size(), {});
  m_lastSolved = m_lastKept = 0;
  std::size_t jobsLaidOut = 0;
  if (helpers) helpers->share(m_parts); // from scratch: no part is kept
  std::size_t p = 0;
  for (; p < m_parts.parts.size(); ++p) {
    if (helpers && !helpers->takeFront()) break; // the helpers have the rest
    Layout& layout = m_layout[p];
    if (kept[p] != kNoPart) {
      const Layout& was = previous[kept[p]];
      layout = was;
      layout.jobs = m_parts.parts[p].jobs;
      const std::size_t resourcesFrom = next.resources.size();
      moveRange(old.resources, resourceAt[kept[p]], was.resources, next.resources);
      moveRange(old.hosts, hostAt[kept[p]], was.hosts, next.hosts);
      moveRange(old.warnings, warningAt[kept[p]], was.warnings, next.warnings);
      for (std::size_t i = 0; i < layout.jobs.size(); ++i) {
        JobResult& job = next.jobs[layout.jobs[i]] = std::move(old.jobs[was.jobs[i]]);
        rebase(job, resourceAt[kept[p]], resourcesFrom);
      }
      for (const std::size_t i : was.running) {
        timeline::JobTimeline& job = old.timeline.jobs[m_place[was.jobs[i]]];
        rebase(job, resourceAt[kept[p]], resourcesFrom);
        timed.emplace_back(layout.jobs[i], std::move(job));
      }
      ++m_lastKept;
      jobsLaidOut += layout.jobs.size();
      continue;
    }
    const std::size_t resourcesFrom = next.resources.size();
    reserveProjected(next.resources, jobsLaidOut, next.jobs.size());
    SolveResult part = detail::solvePart(m_topology, *m_graph, m_parts.parts[p].jobs, m_options,
                                         *m_workspace, next.resources);
    layOutSolved(p, part, resourcesFrom,
                 detail::staysInPart(m_parts, m_graph->linkEnds(), p, m_workspace->flow), next,
                 timed);
    jobsLaidOut += m_layout[p].jobs.size();
  }
  if (helpers) {
    auto [first, helped] = helpers->finish();
    for (p = first; p < m_parts.parts.size(); ++p) {
      const std::size_t resourcesFrom = next.resources.size();
      moveAll(helped[p].resources, next.resources);
      layOutSolved(p, helped[p].result, resourcesFrom, helped[p].staysInPart, next, timed);
    }
  }
  // The timeline in job order, as one simulation of the whole diagram would list it.
  std::sort(timed.begin(), timed.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  m_place.assign(next.jobs.size(), kNoPart);
  next.timeline.jobs.reserve(timed.size());
  for (auto& [position, job] : timed) {
    m_place[position] = next.timeline.jobs.size();
    next.timeline.jobs.push_back(std::move(job));
  }
  trimSpare(next.resources);
  trimSpare(next.hosts);
  trimSpare(next.warnings);
  trimSpare(next.timeline.jobs);
  summarise(next);
  m_result = std::move(next);
}

// A part solved afresh, its resources in `next` from `resourcesFrom` on, laid out in place p.
void IncrementalSolver::layOutSolved(std::size_t p, SolveResult& part, std::size_t resourcesFrom,
                                     bool stays, SolveResult& next, Timed& timed) {
  if (!stays) uncut(p); // its results are replaced in the next round
  Layout& layout = m_layout[p];
  layout.signature = m_parts.parts[p].signature;
  layout.jobs = m_parts.parts[p].jobs;
  layout.resources = next.resources.size() - resourcesFrom;
  layout.hosts = part.hosts.size();
  layout.warnings = part.warnings.size();
  layout.window = part.timeline.window;
  layout.events = part.timeline.events;
  layout.stalled = part.timeline.stalled;
  layout.solves = part.solves;
  moveAll(part.hosts, next.hosts);
  moveAll(part.warnings, next.warnings);
  std::size_t onTimeline = 0;
  for (std::size_t i = 0; i < layout.jobs.size(); ++i) {
    const JobResult& job = part.jobs[i];
    if (m_options.timeline && job.error.empty() && !job.streams.empty()) {
      layout.running.push_back(i);
      rebase(part.timeline.jobs[onTimeline], 0, resourcesFrom);
      timed.emplace_back(layout.jobs[i], std::move(part.timeline.jobs[onTimeline++]));
    }
    rebase(part.jobs[i], 0, resourcesFrom);
    next.jobs[layout.jobs[i]] = std::move(part.jobs[i]);
  }
  ++m_lastSolved;
}

void IncrementalSolver::adopt(IncrementalSolver& other) {
  m_parts = std::move(other.m_parts);
  m_layout = std::move(other.m_layout);
  m_partOfJob = std::move(other.m_partOfJob);
  m_place = std::move(other.m_place);
  m_result = std::move(other.m_result);
  m_resplit = other.m_resplit;
  m_uncut = std::move(other.m_uncut);
  m_dirtyNodes = std::move(other.m_dirtyNodes);
  m_dirtyJobs = std::move(other.m_dirtyJobs);
  // The graph reads its own topology: made again over this one.
  m_graph = std::make_unique<Graph>(m_topology);
  other.invalidate();
}

SolveResult IncrementalSolver::take() {
  m_taking = true;
  solve();
  m_taking = false;
  SolveResult result = std::move(m_result);
  invalidate();
  return result;
}

} // namespace tapeflow::solver
