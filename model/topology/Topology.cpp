#include "topology/Topology.h"

#include "catalog/KindCode.h"
#include "topology/JobFields.h"
#include "topology/PortMatch.h"
#include "topology/TierKinds.h"
#include "util/Text.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <tuple>
#include <utility>

namespace tapeflow::topology {

using catalog::KindDef;
using catalog::Value;

bool isTapeSideKind(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::TapeDrive) ||
         catalog::isKind(kind, catalog::KindCode::RaitGroup) ||
         catalog::isKind(kind, catalog::KindCode::TapeLibrary) ||
         catalog::isKind(kind, catalog::KindCode::NullDevice);
}

Topology::Topology(std::shared_ptr<const catalog::Catalog> catalog)
    : m_catalog(std::move(catalog)) {}

const Node* Topology::node(std::string_view id) const {
  const auto index = nodeIndex(id);
  return index ? &m_nodes[*index] : nullptr;
}

std::optional<std::size_t> Topology::nodeIndex(std::string_view id) const {
  const auto it = m_nodeIndex.find(id);
  if (it == m_nodeIndex.end()) return std::nullopt;
  return it->second;
}

std::optional<std::size_t> Topology::jobIndex(std::string_view id) const {
  const auto it = m_jobIndex.find(id);
  if (it == m_jobIndex.end()) return std::nullopt;
  return it->second;
}

Node* Topology::mutableNode(std::string_view id) {
  const auto index = nodeIndex(id);
  return index ? &m_nodes[*index] : nullptr;
}

const Link* Topology::link(std::string_view id) const {
  const auto it = m_linkIndex.find(id);
  return it == m_linkIndex.end() ? nullptr : &m_links[it->second];
}

const Job* Topology::job(std::string_view id) const {
  const auto index = jobIndex(id);
  return index ? &m_jobs[*index] : nullptr;
}

const KindDef* Topology::kindOf(const Node& node) const {
  return m_catalog->kinds().kind(node.kind);
}

const catalog::CatalogEntry* Topology::entryOf(const Node& node) const {
  return m_catalog->entry(node.entry);
}

std::vector<PortInstance> Topology::ports(const Node& node) const {
  std::vector<PortInstance> result;
  const KindDef* kind = kindOf(node);
  if (!kind) return result;
  for (const auto& def : kind->ports) {
    long long count = def.count;
    if (!def.countParameter.empty())
      if (const Value* value = parameter(node, def.countParameter)) count = value->integer();
    count = std::clamp<long long>(count, 0, 4096);
    if (count == 1 && def.countParameter.empty()) {
      result.push_back({def.name, &def});
      continue;
    }
    for (long long i = 1; i <= count; ++i) result.push_back({def.name + std::to_string(i), &def});
  }
  return result;
}

std::optional<PortInstance> Topology::port(const PortRef& ref) const {
  const Node* owner = node(ref.node);
  const catalog::PortDef* def = owner ? portDef(*owner, kindOf(*owner), ref.port) : nullptr;
  if (!def) return std::nullopt;
  return PortInstance{ref.port, def};
}

const catalog::PortDef* Topology::portDef(const Node& owner, const KindDef* kind,
                                          std::string_view port) const {
  if (!kind) return nullptr;
  return matchPortDef(*kind, port, [&](const catalog::PortDef& def) -> long long {
    if (!def.countParameter.empty())
      if (const Value* value = parameter(owner, def.countParameter)) return value->integer();
    return def.count;
  });
}

namespace {

// In document order, as a scan of the links would give them, each once.
void inDocumentOrder(std::vector<const Link*>& links) {
  std::sort(links.begin(), links.end());
  links.erase(std::unique(links.begin(), links.end()), links.end());
}

} // namespace

std::vector<const Link*> Topology::linksAt(const PortRef& ref) const {
  std::vector<const Link*> result;
  const auto it = m_nodeLinks.find(ref.node);
  if (it == m_nodeLinks.end()) return result;
  for (const PortLink& end : it->second)
    if (end.port == ref.port) result.push_back(link(end.link));
  inDocumentOrder(result);
  return result;
}

std::vector<const Link*> Topology::linksOf(std::string_view nodeId) const {
  std::vector<const Link*> result;
  const auto it = m_nodeLinks.find(nodeId);
  if (it == m_nodeLinks.end()) return result;
  result.reserve(it->second.size());
  for (const PortLink& end : it->second) result.push_back(link(end.link));
  inDocumentOrder(result);
  return result;
}

const Value* Topology::parameter(const Node& node, std::string_view name,
                                 ValueOrigin* origin) const {
  const auto set = [&](ValueOrigin value) {
    if (origin) *origin = value;
  };
  if (const auto it = node.overrides.find(name); it != node.overrides.end()) {
    set(ValueOrigin::Override);
    return &it->second;
  }
  if (const auto* entry = entryOf(node))
    if (const auto* value = entry->parameter(name)) {
      set(ValueOrigin::Catalog);
      return &value->value;
    }
  const KindDef* kind = kindOf(node);
  if (kind)
    if (const auto* def = kind->parameter(name); def && def->defaultValue) {
      set(ValueOrigin::KindDefault);
      return &*def->defaultValue;
    }
  // A profile figure the node does not override: the referenced entry's, else its kind's default.
  if (const auto key = profileKey(name); key && kind)
    if (const auto ref = profileRef(m_catalog->kinds(), *kind, *key); ref.kind) {
      const Value* named = parameter(node, key->reference);
      const auto* entry = named ? m_catalog->entry(named->string()) : nullptr;
      if (entry)
        if (const auto* value = entry->parameter(key->figure)) {
          set(ValueOrigin::Catalog);
          return &value->value;
        }
      const KindDef* referenced = entry ? m_catalog->kinds().kind(entry->kind) : ref.kind;
      if (const auto* def = referenced ? referenced->parameter(key->figure) : nullptr;
          def && def->defaultValue) {
        set(ValueOrigin::KindDefault);
        return &*def->defaultValue;
      }
    }
  set(ValueOrigin::Missing);
  return nullptr;
}

Expected<const catalog::LinkRule*> Topology::checkLink(const PortRef& a, const PortRef& b,
                                                       std::string_view ignoreLink) const {
  const Node* nodeA = node(a.node);
  const Node* nodeB = node(b.node);
  for (const auto& [ref, owner] : {std::pair{&a, nodeA}, std::pair{&b, nodeB}})
    if (!owner) return Error{"there is no node " + quote(ref->node)};
  if (a.node == b.node) return Error{"a node cannot be linked to itself"};
  const auto portA = port(a);
  const auto portB = port(b);
  for (const auto& [ref, instance, owner] :
       {std::tuple{&a, &portA, nodeA}, std::tuple{&b, &portB, nodeB}})
    if (!*instance) return Error{quote(owner->name) + " has no port " + quote(ref->port)};

  const auto& kinds = m_catalog->kinds();
  const auto describe = [&](const Node& owner, const PortInstance& instance) {
    const KindDef* kind = kindOf(owner);
    const auto* type = kinds.portType(instance.def->type);
    return (kind ? kind->label : owner.kind) + " " + quote(owner.name) + " port " +
           quote(instance.name) + " (" + (type ? type->label : instance.def->type) + ")";
  };
  const catalog::LinkRule* rule = kinds.linkRule(portA->def->type, portB->def->type);
  if (!rule) {
    std::string partners;
    for (const auto& label : kinds.partnersOf(portA->def->type))
      partners += (partners.empty() ? "" : ", ") + label;
    return Error{"a " + describe(*nodeA, *portA) + " cannot attach to a " +
                 describe(*nodeB, *portB) +
                 (partners.empty() ? std::string() : "; it attaches to: " + partners)};
  }
  for (const auto& [ref, instance, owner] :
       {std::tuple{&a, &*portA, nodeA}, std::tuple{&b, &*portB, nodeB}}) {
    const auto existing = linksAt(*ref);
    const auto used = std::count_if(existing.begin(), existing.end(),
                                    [&](const Link* l) { return l->id != ignoreLink; });
    if (used >= instance->def->maxLinks)
      return Error{describe(*owner, *instance) + " already has " + std::to_string(used) +
                   (used == 1 ? " link" : " links") + ", its limit"};
  }
  for (const Link* existing : linksAt(a)) {
    if (existing->id == ignoreLink) continue;
    if ((existing->a == a && existing->b == b) || (existing->a == b && existing->b == a))
      return Error{"these two ports are already linked (" + existing->id + ")"};
  }
  return rule;
}

Status Topology::checkJob(const Job& job, std::optional<JobField>* field) const {
  const auto fail = [&](JobField which, std::string message) -> Status {
    if (field) *field = which;
    return Error{"job " + quote(job.name) + ": " + std::move(message)};
  };
  const Node* source = node(job.source);
  if (!source) return fail(JobField::Source, "there is no source node " + quote(job.source));
  if (!isJobSourceKind(source->kind))
    return fail(JobField::Source, "the source " + quote(source->name) +
                                      " is not a volume, disk pool or deduplicating target");
  const Node* target = node(job.target);
  if (!target) return fail(JobField::Target, "there is no target node " + quote(job.target));
  if (!isJobTargetKind(target->kind))
    return fail(JobField::Target, "the target " + quote(target->name) +
                                      " is not a tape drive, RAIT group, library, NULL device, "
                                      "disk pool, deduplicating target or object store");
  if (target->id == source->id)
    return fail(JobField::Target, "the source and the target are the same");
  if (job.options.streams < 1 || job.options.streams > 1024)
    return fail(JobField::Streams, "streams must be between 1 and 1024");
  if (const auto requests = job.options.requestsInFlight;
      requests && (*requests < 1 || *requests > 4096))
    return fail(JobField::RequestsInFlight, "requests in flight must be between 1 and 4096");
  // Sizes from one byte (below that no figure is physical, and a solve of a 1e-320 B job runs
  // for minutes of fixed costs) to 1e30 B.
  for (const auto& [which, value] : {std::pair{JobField::BlockSize, &job.options.blockSize},
                                     std::pair{JobField::DataSize, &job.options.dataSize},
                                     std::pair{JobField::MeanFileSize, &job.options.meanFileSize}})
    if (*value && !(**value >= 1.0 && **value < 1e30))
      return fail(which, std::string(jobFieldLabel(which)) + " must be from 1 B to 1e30 B");
  if (job.options.fileCount && *job.options.fileCount < 0)
    return fail(JobField::FileCount, "the file count cannot be negative");
  // What cannot be (issue 37: 10^15 files in one byte predicted ten million days): every file
  // holds at least a byte, data needs at least one file, and no backup program moves blocks
  // above a few GiB (S3's largest part is 5 GiB; the limit here is an assumption above it).
  if (job.options.fileCount && job.options.dataSize) {
    const auto files = static_cast<double>(*job.options.fileCount);
    if (files > *job.options.dataSize)
      return fail(JobField::FileCount, "more files than bytes: every file holds at least a byte");
    if (files == 0.0)
      return fail(JobField::FileCount, "no files cannot hold the data size: give at least one");
  }
  if (job.options.fileCount && *job.options.fileCount > kMaxFiles)
    return fail(JobField::FileCount, "more than 10^12 files is beyond any file system in use");
  if (job.options.blockSize && *job.options.blockSize > kMaxBlockSize)
    return fail(JobField::BlockSize, "a block of more than 8 GiB is beyond any backup program");
  if (const std::string error = levelError(job.level); !error.empty())
    return Error{"job " + quote(job.name) + ": " + error}; // the level has no field of its own
  if (job.options.compressibility &&
      !(*job.options.compressibility >= 1.0 && *job.options.compressibility <= 100.0))
    return fail(JobField::Compressibility, "compressibility is a ratio from 1 (none) to 100");
  return Done{};
}

std::string Topology::freshNodeId(std::string_view stem) const {
  std::string base(stem.empty() ? "node" : stem);
  if (!node(base)) return base;
  for (int i = 2;; ++i)
    if (const std::string id = base + "-" + std::to_string(i); !node(id)) return id;
}

std::string Topology::freshLinkId() const {
  for (std::size_t i = m_links.size() + 1;; ++i)
    if (const std::string id = "link-" + std::to_string(i); !link(id)) return id;
}

std::string Topology::freshJobId() const {
  for (std::size_t i = m_jobs.size() + 1;; ++i)
    if (const std::string id = "job-" + std::to_string(i); !job(id)) return id;
}

Status Topology::checkValue(const Value& value, const catalog::ParameterDef& def) const {
  if (const auto problem = catalog::validate(value, def)) return Error{*problem};
  // A reference must name an entry of its kind, as the reader demands of a file.
  if (def.type == catalog::ParamType::Ref)
    if (auto problem = m_catalog->referenceProblem(value.string(), def.refKind))
      return Error{std::move(*problem)};
  return Done{};
}

Status Topology::checkNodeValues(const Node& node) const {
  const KindDef* kind = kindOf(node);
  for (const auto& [name, value] : node.overrides) {
    const auto* def = parameterDef(*kind, name);
    if (!def) return Error{noNodeParameter(m_catalog->kinds(), *kind, name)};
    // A profile figure is said by its key ("'backup_app.request_size' is ...").
    if (auto status =
            def->name == name ? checkValue(value, *def) : checkValue(value, keyedDef(*def, name));
        !status)
      return status;
  }
  return Done{};
}

Status Topology::checkLinkedPorts(const Node& changed, const std::string& shownAs) const {
  const auto ports = this->ports(changed);
  for (const auto& [port, linkCount] : portLinks(changed.id)) {
    const std::string& used = port; // Clang 14 cannot capture a structured binding
    const auto instance = std::find_if(ports.begin(), ports.end(),
                                       [&](const PortInstance& p) { return p.name == used; });
    if (instance == ports.end()) {
      // Name the node at the link's other end, so the user knows which link to remove.
      std::string other;
      for (const Link* link : linksAt(PortRef{changed.id, port})) {
        const PortRef& far = link->a.node == changed.id && link->a.port == port ? link->b : link->a;
        const Node* farNode = node(far.node);
        other = farNode ? farNode->name : far.node;
        break;
      }
      return Error{shownAs + " has no port " + quote(port) + ", which its link to " + quote(other) +
                   " uses; remove that link first"};
    }
    if (static_cast<long long>(linkCount) > instance->def->maxLinks)
      return Error{shownAs + " port " + quote(port) + " takes at most " +
                   std::to_string(instance->def->maxLinks) + " links"};
  }
  return Done{};
}

void Topology::reserve(std::size_t nodes, std::size_t links, std::size_t jobs) {
  m_nodes.reserve(nodes);
  m_nodeDefs.reserve(nodes);
  m_nodeIndex.reserve(nodes);
  m_links.reserve(links);
  m_linkEnds.reserve(links);
  m_linkIndex.reserve(links);
  m_jobs.reserve(jobs);
  m_jobEnds.reserve(jobs);
  m_jobIndex.reserve(jobs);
}

Expected<std::string> Topology::addNode(Node node) {
  const auto* entry = m_catalog->entry(node.entry);
  if (!entry) return Error{"unknown catalog entry " + quote(node.entry)};
  if (node.kind.empty()) node.kind = entry->kind;
  if (node.kind != entry->kind)
    return Error{"catalog entry " + quote(node.entry) + " is a " + entry->kind + ", not a " +
                 node.kind};
  const KindDef* kind = kindOf(node);
  if (!kind || !kind->isNode) return Error{quote(node.kind) + " is not a kind of node"};
  if (node.id.empty()) node.id = freshNodeId(node.entry);
  if (this->node(node.id)) return Error{"a node with id " + quote(node.id) + " already exists"};
  if (node.name.empty()) node.name = entry->displayName();
  if (auto status = checkNodeValues(node); !status) return status.error();
  m_nodeIndex[node.id] = m_nodes.size();
  m_nodeDefs.push_back({kind, entry});
  m_nodes.push_back(std::move(node));
  notify(Change::Type::NodeAdded, m_nodes.back().id);
  return m_nodes.back().id;
}

Expected<RemovedNode> Topology::removeNode(std::string_view id) {
  const auto it = m_nodeIndex.find(id);
  if (it == m_nodeIndex.end()) return Error{"there is no node " + quote(id)};
  RemovedNode removed;
  removed.index = it->second;
  removed.node = m_nodes[it->second];
  removed.schedule = m_schedule;
  // Links and jobs first, from the back so that the recorded indices stay valid for restore.
  for (std::size_t i = m_links.size(); i-- > 0;)
    if (m_links[i].a.node == id || m_links[i].b.node == id) {
      removed.links.insert(removed.links.begin(), {i, m_links[i]});
      const std::string linkId = m_links[i].id;
      eraseLinkAt(i);
      notify(Change::Type::LinkRemoved, linkId);
    }
  for (std::size_t i = m_jobs.size(); i-- > 0;)
    if (m_jobs[i].source == id || m_jobs[i].target == id) {
      removed.jobs.insert(removed.jobs.begin(), {i, m_jobs[i]});
      const std::string jobId = m_jobs[i].id;
      eraseJobAt(i);
      notify(Change::Type::JobRemoved, jobId);
    }
  m_nodeIndex.erase(removed.node.id);
  m_nodeLinks.erase(removed.node.id);
  m_nodes.erase(m_nodes.begin() + static_cast<std::ptrdiff_t>(removed.index));
  m_nodeDefs.erase(m_nodeDefs.begin() + static_cast<std::ptrdiff_t>(removed.index));
  reindexNodes(removed.index);
  notify(Change::Type::NodeRemoved, removed.node.id);
  return removed;
}

Status Topology::restoreNode(const RemovedNode& removed) {
  if (node(removed.node.id)) return Error{"a node with id " + quote(removed.node.id) + " exists"};
  const std::size_t index = std::min(removed.index, m_nodes.size());
  m_nodes.insert(m_nodes.begin() + static_cast<std::ptrdiff_t>(index), removed.node);
  m_nodeDefs.insert(m_nodeDefs.begin() + static_cast<std::ptrdiff_t>(index),
                    {kindOf(removed.node), entryOf(removed.node)});
  reindexNodes(index);
  notify(Change::Type::NodeAdded, removed.node.id);
  for (const auto& [linkIndex, link] : removed.links) {
    insertLinkAt(std::min(linkIndex, m_links.size()), link);
    notify(Change::Type::LinkAdded, link.id);
  }
  for (const auto& [jobIndex, job] : removed.jobs) {
    insertJobAt(std::min(jobIndex, m_jobs.size()), job);
    notify(Change::Type::JobAdded, job.id);
  }
  if (!removed.jobs.empty() && m_schedule != removed.schedule) {
    m_schedule = removed.schedule; // the removed jobs' nights; every job it names is back
    notify(Change::Type::DocumentChanged, {});
  }
  return Done{};
}

const std::vector<catalog::ParameterDef>* Topology::linkParameterDefs(const Link& link) const {
  const auto portA = port(link.a);
  const auto portB = port(link.b);
  if (!portA || !portB) return nullptr;
  const auto* rule = m_catalog->kinds().linkRule(portA->def->type, portB->def->type);
  return rule ? m_catalog->kinds().linkParameters(rule->medium) : nullptr;
}

Expected<std::string> Topology::addLink(Link link, std::size_t index) {
  if (!link.id.empty() && this->link(link.id))
    return Error{"a link with id " + quote(link.id) + " already exists"};
  auto rule = checkLink(link.a, link.b);
  if (!rule) return rule.error();
  const auto* defs = m_catalog->kinds().linkParameters((*rule)->medium);
  for (const auto& [name, value] : link.parameters) {
    const std::string& named = name; // Clang 14 cannot capture a structured binding
    const auto def = defs ? std::find_if(defs->begin(), defs->end(),
                                         [&](const auto& d) { return d.name == named; })
                          : std::vector<catalog::ParameterDef>::const_iterator{};
    if (!defs || def == defs->end())
      return Error{"a " + (*rule)->medium + " link has no parameter " + quote(name)};
    if (const auto problem = catalog::validate(value, *def)) return Error{*problem};
  }
  if (link.id.empty()) link.id = freshLinkId();
  const std::size_t at = std::min(index, m_links.size());
  insertLinkAt(at, std::move(link));
  notify(Change::Type::LinkAdded, m_links[at].id);
  return m_links[at].id;
}

Expected<std::pair<std::size_t, Link>> Topology::removeLink(std::string_view id) {
  const auto it = m_linkIndex.find(id);
  if (it == m_linkIndex.end()) return Error{"there is no link " + quote(id)};
  std::pair<std::size_t, Link> removed{it->second, m_links[it->second]};
  eraseLinkAt(removed.first);
  notify(Change::Type::LinkRemoved, removed.second.id);
  return removed;
}

Expected<std::string> Topology::addJob(Job job, std::size_t index) {
  if (!job.id.empty() && this->job(job.id))
    return Error{"a job with id " + quote(job.id) + " already exists"};
  if (auto status = checkJob(job); !status) return status.error();
  if (job.id.empty()) job.id = freshJobId();
  if (job.name.empty()) job.name = job.id;
  const std::size_t at = std::min(index, m_jobs.size());
  insertJobAt(at, std::move(job));
  notify(Change::Type::JobAdded, m_jobs[at].id);
  return m_jobs[at].id;
}

Expected<std::pair<std::size_t, Job>> Topology::removeJob(std::string_view id) {
  const auto it = m_jobIndex.find(id);
  if (it == m_jobIndex.end()) return Error{"there is no job " + quote(id)};
  std::pair<std::size_t, Job> removed{it->second, m_jobs[it->second]};
  eraseJobAt(removed.first);
  notify(Change::Type::JobRemoved, removed.second.id);
  return removed;
}

Expected<Job> Topology::updateJob(Job job) {
  const auto it = m_jobIndex.find(job.id);
  if (it == m_jobIndex.end()) return Error{"there is no job " + quote(job.id)};
  if (auto status = checkJob(job); !status) return status.error();
  Job previous = std::move(m_jobs[it->second]);
  m_jobEnds[it->second] = endsOf(job);
  m_jobs[it->second] = std::move(job);
  notify(Change::Type::JobChanged, previous.id);
  return previous;
}

Expected<std::optional<Value>>
Topology::setParameter(std::string_view nodeId, std::string_view name, std::optional<Value> value) {
  Node* target = mutableNode(nodeId);
  if (!target) return Error{"there is no node " + quote(nodeId)};
  const KindDef* kind = kindOf(*target);
  const auto* def = parameterDef(*kind, name);
  if (!def) return Error{noNodeParameter(m_catalog->kinds(), *kind, name)};
  if (value)
    if (auto status =
            def->name == name ? checkValue(*value, *def) : checkValue(*value, keyedDef(*def, name));
        !status)
      return status.error();
  // A count parameter decides which ports exist: its links must keep theirs.
  if (std::any_of(kind->ports.begin(), kind->ports.end(),
                  [&](const catalog::PortDef& port) { return port.countParameter == name; })) {
    Node changed = *target;
    changed.overrides.erase(std::string(name));
    if (value) changed.overrides.emplace(std::string(name), *value);
    const Value* after = parameter(changed, name);
    const std::string shownAs = "with " + def->label + " " +
                                (after ? catalog::displayText(*after, *def) : "unset") + ", " +
                                quote(target->name);
    if (auto status = checkLinkedPorts(changed, shownAs); !status) return status.error();
  }
  std::optional<Value> previous;
  if (const auto it = target->overrides.find(name); it != target->overrides.end()) {
    previous = std::move(it->second);
    target->overrides.erase(it);
  }
  if (value) target->overrides.emplace(std::string(name), std::move(*value));
  notify(Change::Type::NodeParameterChanged, target->id, std::string(name));
  return previous;
}

Expected<std::optional<Value>> Topology::setLinkParameter(std::string_view linkId,
                                                          std::string_view name,
                                                          std::optional<Value> value) {
  const auto it = m_linkIndex.find(linkId);
  if (it == m_linkIndex.end()) return Error{"there is no link " + quote(linkId)};
  Link& target = m_links[it->second];
  const auto* defs = linkParameterDefs(target);
  const auto def =
      defs ? std::find_if(defs->begin(), defs->end(), [&](const auto& d) { return d.name == name; })
           : std::vector<catalog::ParameterDef>::const_iterator{};
  if (!defs || def == defs->end()) return Error{"this link has no parameter " + quote(name)};
  if (value)
    if (const auto problem = catalog::validate(*value, *def)) return Error{*problem};
  std::optional<Value> previous;
  if (const auto found = target.parameters.find(name); found != target.parameters.end()) {
    previous = std::move(found->second);
    target.parameters.erase(found);
  }
  if (value) target.parameters.emplace(std::string(name), std::move(*value));
  notify(Change::Type::LinkParameterChanged, target.id, std::string(name));
  return previous;
}

Status Topology::checkEntry(std::string_view nodeId, std::string_view entryId) const {
  const Node* target = node(nodeId);
  if (!target) return Error{"there is no node " + quote(nodeId)};
  const auto* entry = m_catalog->entry(entryId);
  if (!entry) return Error{"unknown catalog entry " + quote(entryId)};
  if (entry->kind != target->kind)
    return Error{quote(target->name) + " is a " + kindOf(*target)->label + "; " +
                 quote(entry->displayName()) + " is not"};
  Node changed = *target;
  changed.entry = entry->id;
  // Its links must keep their ports (counts may follow the entry's figures) within their limits.
  return checkLinkedPorts(changed, quote(entry->displayName()));
}

Expected<std::string> Topology::setEntry(std::string_view nodeId, std::string_view entryId) {
  if (auto status = checkEntry(nodeId, entryId); !status) return status.error();
  Node* target = mutableNode(nodeId);
  const auto* entry = m_catalog->entry(entryId);
  std::string previous = std::exchange(target->entry, entry->id);
  m_nodeDefs[m_nodeIndex.find(nodeId)->second].entry = entry;
  notify(Change::Type::NodeParameterChanged, target->id);
  return previous;
}

std::map<std::string, std::size_t> Topology::portLinks(std::string_view nodeId) const {
  std::map<std::string, std::size_t> count;
  for (const Link* link : linksOf(nodeId))
    for (const auto* end : {&link->a, &link->b})
      if (end->node == nodeId) ++count[end->port];
  return count;
}

Expected<std::string> Topology::rename(std::string_view nodeId, std::string name) {
  Node* target = mutableNode(nodeId);
  if (!target) return Error{"there is no node " + quote(nodeId)};
  if (name.empty()) return Error{"a name cannot be empty"};
  std::string previous = std::exchange(target->name, std::move(name));
  notify(Change::Type::NodeRenamed, target->id);
  return previous;
}

Expected<Point> Topology::move(std::string_view nodeId, Point position) {
  Node* target = mutableNode(nodeId);
  if (!target) return Error{"there is no node " + quote(nodeId)};
  if (!std::isfinite(position.x) || !std::isfinite(position.y) || std::fabs(position.x) > 1e7 ||
      std::fabs(position.y) > 1e7)
    return Error{"position out of the canvas"};
  const Point previous = std::exchange(target->position, position);
  notify(Change::Type::NodeMoved, target->id);
  return previous;
}

void Topology::setName(std::string name) {
  m_name = std::move(name);
  notify(Change::Type::DocumentChanged, {});
}

void Topology::setDescription(std::string description) {
  m_description = std::move(description);
  notify(Change::Type::DocumentChanged, {});
}

void Topology::setView(ViewSettings view) {
  m_view = std::move(view);
  notify(Change::Type::DocumentChanged, {});
}

Expected<Objectives> Topology::setObjectives(Objectives objectives) {
  for (const auto& [duration, what] :
       {std::pair{&objectives.backupWindow, "the backup window"},
        std::pair{&objectives.restoreObjective, "the restore objective"}})
    if (*duration && !isObjectiveDuration((*duration)->seconds))
      return Error{std::string(what) + " must be a positive duration"};
  Objectives previous = std::exchange(m_objectives, std::move(objectives));
  notify(Change::Type::DocumentChanged, {});
  return previous;
}

void Topology::setValidation(std::vector<ValidationRecord> records) {
  m_validation = std::move(records);
  notify(Change::Type::DocumentChanged, {});
}

int Topology::addObserver(Observer observer) const {
  m_observers.list.emplace_back(m_observers.next, std::move(observer));
  return m_observers.next++;
}

void Topology::removeObserver(int handle) const {
  std::erase_if(m_observers.list, [handle](const auto& item) { return item.first == handle; });
}

void Topology::notify(Change::Type type, std::string id, std::string parameter) {
  const Change change{type, std::move(id), std::move(parameter)};
  // A copy, so that an observer may remove itself while being told.
  const auto observers = m_observers.list;
  for (const auto& [handle, observer] : observers) observer(change);
}

// The indices from `from` on moved (an insertion or removal there); those before did not, so an
// append costs one entry, not a pass over the document (loading is linear).
void Topology::reindexNodes(std::size_t from) {
  for (std::size_t i = from; i < m_nodes.size(); ++i) m_nodeIndex[m_nodes[i].id] = i;
  // Nodes moved (a removal or a restore, never an append): the link ends that name them too.
  if (from < m_nodes.size()) {
    for (std::size_t l = 0; l < m_links.size(); ++l) m_linkEnds[l] = endsOf(m_links[l]);
    for (std::size_t j = 0; j < m_jobs.size(); ++j) m_jobEnds[j] = endsOf(m_jobs[j]);
  }
}

std::pair<std::size_t, std::size_t> Topology::endsOf(const Link& link) const {
  constexpr std::size_t kMissing = static_cast<std::size_t>(-1);
  return {nodeIndex(link.a.node).value_or(kMissing), nodeIndex(link.b.node).value_or(kMissing)};
}

std::pair<std::size_t, std::size_t> Topology::endsOf(const Job& job) const {
  constexpr std::size_t kMissing = static_cast<std::size_t>(-1);
  return {nodeIndex(job.source).value_or(kMissing), nodeIndex(job.target).value_or(kMissing)};
}

void Topology::reindexLinks(std::size_t from) {
  for (std::size_t i = from; i < m_links.size(); ++i) m_linkIndex[m_links[i].id] = i;
}

void Topology::reindexJobs(std::size_t from) {
  for (std::size_t i = from; i < m_jobs.size(); ++i) m_jobIndex[m_jobs[i].id] = i;
}

void Topology::insertLinkAt(std::size_t at, Link link) {
  m_nodeLinks[link.a.node].push_back({link.id, link.a.port});
  m_nodeLinks[link.b.node].push_back({link.id, link.b.port});
  m_linkEnds.insert(m_linkEnds.begin() + static_cast<std::ptrdiff_t>(at), endsOf(link));
  m_links.insert(m_links.begin() + static_cast<std::ptrdiff_t>(at), std::move(link));
  reindexLinks(at);
}

void Topology::insertJobAt(std::size_t at, Job job) {
  m_jobEnds.insert(m_jobEnds.begin() + static_cast<std::ptrdiff_t>(at), endsOf(job));
  m_jobs.insert(m_jobs.begin() + static_cast<std::ptrdiff_t>(at), std::move(job));
  reindexJobs(at);
}

void Topology::eraseJobAt(std::size_t at) {
  for (ScheduleDay& day : m_schedule.days) day.levels.erase(m_jobs[at].id);
  m_jobIndex.erase(m_jobs[at].id);
  m_jobEnds.erase(m_jobEnds.begin() + static_cast<std::ptrdiff_t>(at));
  m_jobs.erase(m_jobs.begin() + static_cast<std::ptrdiff_t>(at));
  reindexJobs(at);
}

void Topology::eraseLinkAt(std::size_t at) {
  const Link& link = m_links[at];
  for (const auto* node : {&link.a.node, &link.b.node})
    if (const auto it = m_nodeLinks.find(*node); it != m_nodeLinks.end())
      std::erase_if(it->second, [&](const PortLink& end) { return end.link == link.id; });
  m_linkIndex.erase(link.id);
  m_linkEnds.erase(m_linkEnds.begin() + static_cast<std::ptrdiff_t>(at));
  m_links.erase(m_links.begin() + static_cast<std::ptrdiff_t>(at));
  reindexLinks(at);
}

} // namespace tapeflow::topology
