#include "RandomEdits.h"

#include <random>

namespace tapeflow::test {
namespace {

using namespace topology;

class Editor {
public:
  Editor(Topology& document, std::uint64_t seed) : m_doc(document), m_random(seed) {}

  void edit() {
    switch (pick(11)) {
    case 0: addNode(); break;
    case 1: removeNode(); break;
    case 2: changeEntry(); break;
    case 3: setParameter(); break;
    case 4: clearParameter(); break;
    case 5: renameNode(); break;
    case 6: removeLink(); break;
    case 7: setLinkParameter(); break;
    case 8: changeJob(); break;
    case 9: addOrRemoveJob(); break;
    default: setObjectives(); break;
    }
  }

private:
  std::size_t pick(std::size_t n) {
    return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(m_random);
  }
  const Node* randomNode() {
    return m_doc.nodes().empty() ? nullptr : &m_doc.nodes()[pick(m_doc.nodes().size())];
  }

  // A copy of a node, linked wherever one of its ports fits a free port of the document.
  void addNode() {
    const Node* model = randomNode();
    if (!model) return;
    Node node = *model;
    node.id.clear();
    node.name = model->name + " copy " + std::to_string(++m_counter);
    node.position = {static_cast<double>(pick(1000)), static_cast<double>(pick(1000))};
    const auto id = m_doc.addNode(node);
    if (!id) return;
    const auto ports = m_doc.ports(*m_doc.node(*id));
    for (int attempt = 0; attempt < 40 && !ports.empty(); ++attempt) {
      const Node* other = randomNode();
      const auto otherPorts = m_doc.ports(*other);
      if (otherPorts.empty() || other->id == *id) continue;
      const PortRef a{*id, ports[pick(ports.size())].name};
      const PortRef b{other->id, otherPorts[pick(otherPorts.size())].name};
      if (m_doc.checkLink(a, b)) {
        (void)m_doc.addLink(Link{"", a, b, {}}, pick(m_doc.links().size() + 1));
        return;
      }
    }
  }

  void removeNode() {
    if (const Node* node = randomNode(); node && m_doc.nodes().size() > 4)
      (void)m_doc.removeNode(std::string(node->id));
  }

  void changeEntry() {
    const Node* node = randomNode();
    if (!node) return;
    std::vector<std::string> alternatives;
    for (const auto& entry : m_doc.catalog().entries())
      if (entry.kind == node->kind && entry.id != node->entry) alternatives.push_back(entry.id);
    if (!alternatives.empty())
      (void)m_doc.setEntry(std::string(node->id), alternatives[pick(alternatives.size())]);
  }

  // A numeric figure of the node scaled, so the value stays in its range most of the time.
  void setParameter() {
    const Node* node = randomNode();
    if (!node) return;
    const auto* kind = m_doc.kindOf(*node);
    std::vector<const catalog::ParameterDef*> numeric;
    for (const auto& def : kind->parameters)
      if (def.type == catalog::ParamType::Quantity && m_doc.parameter(*node, def.name))
        numeric.push_back(&def);
    if (numeric.empty()) return;
    const auto* def = numeric[pick(numeric.size())];
    const double value =
        m_doc.parameter(*node, def->name)->number() * (0.5 + 0.25 * static_cast<double>(pick(5)));
    (void)m_doc.setParameter(std::string(node->id), def->name, catalog::Value{value, {}, {}});
  }

  void clearParameter() {
    const Node* node = randomNode();
    if (node && !node->overrides.empty()) {
      auto it = node->overrides.begin();
      std::advance(it, static_cast<std::ptrdiff_t>(pick(node->overrides.size())));
      (void)m_doc.setParameter(std::string(node->id), std::string(it->first), std::nullopt);
    }
  }

  void renameNode() {
    if (const Node* node = randomNode())
      (void)m_doc.rename(std::string(node->id), "Renamed " + std::to_string(++m_counter));
  }

  void removeLink() {
    if (!m_doc.links().empty())
      (void)m_doc.removeLink(std::string(m_doc.links()[pick(m_doc.links().size())].id));
  }

  // A figure with a default (duplex, MTU, latency, lanes), on a link whose medium has one.
  void setLinkParameter() {
    for (int attempt = 0; attempt < 20 && !m_doc.links().empty(); ++attempt) {
      const Link& link = m_doc.links()[pick(m_doc.links().size())];
      const auto* defs = m_doc.linkParameterDefs(link);
      if (!defs || defs->empty()) continue;
      const auto& def = (*defs)[pick(defs->size())];
      if (!def.defaultValue) continue;
      const bool clear = link.parameters.contains(def.name) && pick(2) == 0;
      (void)m_doc.setLinkParameter(std::string(link.id), def.name,
                                   clear ? std::nullopt
                                         : std::optional<catalog::Value>(*def.defaultValue));
      return;
    }
  }

  void changeJob() {
    if (m_doc.jobs().empty()) return;
    Job job = m_doc.jobs()[pick(m_doc.jobs().size())];
    job.options.streams = static_cast<int>(1 + pick(4));
    if (pick(2)) job.options.blockSize = 65536.0 * static_cast<double>(1 + pick(4));
    if (pick(2)) job.options.dataSize = pick(2) ? std::optional<double>() : 5e11;
    if (pick(3) == 0) job.direction = Direction::Restore;
    if (pick(3) == 0) job.name = "Job " + std::to_string(++m_counter);
    (void)m_doc.updateJob(std::move(job));
  }

  void addOrRemoveJob() {
    if (m_doc.jobs().empty()) return;
    const Job& model = m_doc.jobs()[pick(m_doc.jobs().size())];
    if (pick(2)) {
      (void)m_doc.removeJob(std::string(model.id));
      return;
    }
    Job job = model;
    job.id.clear();
    job.name = "Extra " + std::to_string(++m_counter);
    job.options.crc = true;
    (void)m_doc.addJob(std::move(job), pick(m_doc.jobs().size() + 1));
  }

  void setObjectives() {
    Objectives objectives = m_doc.objectives();
    const std::size_t hours = 1 + pick(8);
    objectives.backupWindow =
        Duration{3600.0 * static_cast<double>(hours), std::to_string(hours) + " h"};
    if (pick(2)) objectives.restoreObjective.reset();
    (void)m_doc.setObjectives(objectives);
  }

  Topology& m_doc;
  std::mt19937_64 m_random;
  int m_counter = 0;
};

} // namespace

void applyRandomEdits(Topology& document, std::uint64_t seed, int count) {
  Editor editor(document, seed);
  for (int i = 0; i < count; ++i) editor.edit();
}

} // namespace tapeflow::test
