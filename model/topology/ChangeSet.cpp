// diff(): the records that turn a base document into a variant, in the order apply() replays
// them: removals first (jobs, links, nodes, so no removal takes another with it), then changes
// of the nodes that stay, added nodes, links (at their place in the variant), link figures,
// job changes, added jobs (at their place) and the objectives.

#include "topology/ChangeSet.h"

#include "topology/JobFields.h"
#include "topology/Topology.h"
#include "util/Text.h"

#include <set>

namespace tapeflow::topology {
namespace {

std::string mediumOf(const Topology& document, const Link& link) {
  const auto a = document.port(link.a);
  const auto b = document.port(link.b);
  if (!a || !b) return {};
  const auto* rule = document.catalog().kinds().linkRule(a->def->type, b->def->type);
  return rule ? rule->medium : std::string();
}

template <class Record, class Make>
void diffParameters(const ParameterMap& before, const ParameterMap& after, Make make,
                    ChangeSet& out) {
  for (const auto& [name, value] : before)
    if (const auto it = after.find(name); it == after.end() || !(it->second == value))
      out.records.push_back(
          Record(make(name, it == after.end() ? std::optional<catalog::Value>()
                                              : std::optional<catalog::Value>(it->second))));
  for (const auto& [name, value] : after)
    if (!before.contains(name)) out.records.push_back(Record(make(name, value)));
}

class Differ {
public:
  Differ(const Topology& base, const Topology& variant) : m_base(base), m_variant(variant) {}

  ChangeSet run() {
    findKeptNodes();
    findKeptLinksAndJobs();
    removals();
    nodeChanges();
    for (const auto& node : m_variant.nodes())
      if (!m_keptNodes.contains(node.id)) m_out.records.push_back(NodeAdded{node});
    addedLinks();
    linkChanges();
    jobChanges();
    addedJobs();
    if (m_base.objectives() != m_variant.objectives())
      m_out.records.push_back(ObjectivesChanged{m_variant.objectives()});
    return std::move(m_out);
  }

private:
  // A node stays when the variant has a node of that id and kind; one of another kind was
  // removed and added again.
  void findKeptNodes() {
    for (const auto& node : m_base.nodes())
      if (const Node* other = m_variant.node(node.id); other && other->kind == node.kind)
        m_keptNodes.insert(node.id);
  }

  // A link or job stays when the variant has it with the same ends and its ends stay (removing
  // an end would take it away).
  void findKeptLinksAndJobs() {
    for (const auto& link : m_base.links()) {
      const Link* other = m_variant.link(link.id);
      if (other && other->a == link.a && other->b == link.b && m_keptNodes.contains(link.a.node) &&
          m_keptNodes.contains(link.b.node))
        m_keptLinks.insert(link.id);
    }
    for (const auto& job : m_base.jobs())
      if (m_variant.job(job.id) && m_keptNodes.contains(job.source) &&
          m_keptNodes.contains(job.target))
        m_keptJobs.insert(job.id);
  }

  void removals() {
    for (const auto& job : m_base.jobs())
      if (!m_keptJobs.contains(job.id)) m_out.records.push_back(JobRemoved{job.id, job.name});
    for (const auto& link : m_base.links())
      if (!m_keptLinks.contains(link.id))
        m_out.records.push_back(LinkRemoved{link.id, linkWords(m_base, link)});
    for (const auto& node : m_base.nodes())
      if (!m_keptNodes.contains(node.id)) m_out.records.push_back(NodeRemoved{node.id, node.name});
  }

  void nodeChanges() {
    for (const auto& node : m_base.nodes()) {
      if (!m_keptNodes.contains(node.id)) continue;
      const Node& after = *m_variant.node(node.id);
      diffParameters<NodeParameterSet>(
          node.overrides, after.overrides,
          [&](const std::string& name, std::optional<catalog::Value> value) {
            return NodeParameterSet{node.id, node.name, node.kind, name, std::move(value)};
          },
          m_out);
      if (after.entry != node.entry)
        m_out.records.push_back(EntryChanged{node.id, node.name, after.entry});
      if (after.name != node.name)
        m_out.records.push_back(NodeRenamed{node.id, node.name, after.name});
    }
  }

  void addedLinks() {
    const auto& links = m_variant.links();
    for (std::size_t i = 0; i < links.size(); ++i)
      if (!m_keptLinks.contains(links[i].id))
        m_out.records.push_back(LinkAdded{links[i], mediumOf(m_variant, links[i]), i});
  }

  void linkChanges() {
    for (const auto& link : m_base.links()) {
      if (!m_keptLinks.contains(link.id)) continue;
      const std::string name = linkWords(m_base, link);
      const std::string medium = mediumOf(m_base, link);
      diffParameters<LinkParameterSet>(
          link.parameters, m_variant.link(link.id)->parameters,
          [&](const std::string& parameter, std::optional<catalog::Value> value) {
            return LinkParameterSet{link.id, name, medium, parameter, std::move(value)};
          },
          m_out);
    }
  }

  void jobChanges() {
    for (const auto& job : m_base.jobs()) {
      if (!m_keptJobs.contains(job.id)) continue;
      const Job& after = *m_variant.job(job.id);
      JobChanged changed{job.id, job.name, {}, after};
      for (const JobField field : allJobFields())
        if (!sameField(job, after, field)) changed.fields.push_back(field);
      if (!changed.fields.empty()) m_out.records.push_back(std::move(changed));
    }
  }

  void addedJobs() {
    const auto& jobs = m_variant.jobs();
    for (std::size_t i = 0; i < jobs.size(); ++i)
      if (!m_keptJobs.contains(jobs[i].id)) m_out.records.push_back(JobAdded{jobs[i], i});
  }

  const Topology& m_base;
  const Topology& m_variant;
  std::set<std::string, std::less<>> m_keptNodes;
  std::set<std::string, std::less<>> m_keptLinks;
  std::set<std::string, std::less<>> m_keptJobs;
  ChangeSet m_out;
};

} // namespace

ChangeSet diff(const Topology& base, const Topology& variant) {
  return Differ(base, variant).run();
}

std::string linkWords(const Topology& document, const Link& link) {
  const auto end = [&](const PortRef& ref) {
    const Node* node = document.node(ref.node);
    return (node ? quote(node->name) : std::string("a removed node")) + " " + ref.port;
  };
  return end(link.a) + " – " + end(link.b);
}

} // namespace tapeflow::topology
