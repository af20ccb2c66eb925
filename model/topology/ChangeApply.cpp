// apply(): a change set replayed through the document's own operations, so that whatever the
// document refuses in an edit it refuses in a scenario too. A record whose target has left the
// document is refused before the operation is tried, in people's words: the operations' own
// messages would name the target by its id.

#include "topology/ChangeSet.h"

#include "topology/JobFields.h"
#include "topology/Topology.h"
#include "util/Text.h"

namespace tapeflow::topology {
namespace {

Error gone(const std::string& what, const std::string& name) {
  return Error{what + " " + quote(name) + " is no longer in the base"};
}

Error taken(const std::string& what, const std::string& holder) {
  return Error{"the base already has a " + what + " with this one's id (" + holder + ")"};
}

// Expected<T> of any T as a Status, keeping the error.
template <class T>
Status done(const Expected<T>& result) {
  if (!result) return result.error();
  return Done{};
}

class Applier {
public:
  explicit Applier(Topology& document) : m_doc(document) {}

  Status operator()(const NodeAdded& r) {
    if (const Node* existing = m_doc.node(r.node.id)) return taken("node", quote(existing->name));
    return done(m_doc.addNode(r.node));
  }
  Status operator()(const NodeRemoved& r) {
    if (!m_doc.node(r.node)) return gone("node", r.name);
    return done(m_doc.removeNode(r.node));
  }
  Status operator()(const EntryChanged& r) {
    if (!m_doc.node(r.node)) return gone("node", r.name);
    return done(m_doc.setEntry(r.node, r.entry));
  }
  Status operator()(const NodeParameterSet& r) {
    if (!m_doc.node(r.node)) return gone("node", r.name);
    return done(m_doc.setParameter(r.node, r.parameter, r.value));
  }
  Status operator()(const NodeRenamed& r) {
    if (!m_doc.node(r.node)) return gone("node", r.name);
    return done(m_doc.rename(r.node, r.to));
  }
  Status operator()(const LinkAdded& r) {
    if (const Link* existing = m_doc.link(r.link.id))
      return taken("link", linkWords(m_doc, *existing));
    return done(m_doc.addLink(r.link, r.index));
  }
  Status operator()(const LinkRemoved& r) {
    if (!m_doc.link(r.link)) return gone("link", r.name);
    return done(m_doc.removeLink(r.link));
  }
  Status operator()(const LinkParameterSet& r) {
    if (!m_doc.link(r.link)) return gone("link", r.name);
    return done(m_doc.setLinkParameter(r.link, r.parameter, r.value));
  }
  Status operator()(const JobAdded& r) {
    if (const Job* existing = m_doc.job(r.job.id)) return taken("job", quote(existing->name));
    return done(m_doc.addJob(r.job, r.index));
  }
  Status operator()(const JobRemoved& r) {
    if (!m_doc.job(r.job)) return gone("job", r.name);
    return done(m_doc.removeJob(r.job));
  }
  Status operator()(const JobChanged& r) {
    const Job* current = m_doc.job(r.job);
    if (!current) return gone("job", r.name);
    Job changed = *current;
    for (const JobField field : r.fields) copyField(changed, r.values, field);
    return done(m_doc.updateJob(std::move(changed)));
  }
  Status operator()(const ObjectivesChanged& r) { return done(m_doc.setObjectives(r.objectives)); }

private:
  Topology& m_doc;
};

} // namespace

Status apply(Topology& document, const ChangeSet& changes) {
  Applier applier(document);
  for (std::size_t i = 0; i < changes.records.size(); ++i) {
    const ChangeRecord& record = changes.records[i];
    // Described before it is applied: the words quote the values it replaces.
    std::string what = describe(record, document);
    if (const Status status = std::visit(applier, record); !status)
      return Error{"change " + std::to_string(i + 1) + " (" + what +
                   "): " + status.error().message};
  }
  return Done{};
}

} // namespace tapeflow::topology
