#include "SceneResults.h"

#include "ResultsDock.h"
#include "scene/DiagramScene.h"
#include "scene/LinkItem.h"
#include "scene/NodeItem.h"
#include "solver/Solver.h"
#include "units/Format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tapeflow::editor {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

std::uint64_t pairKey(std::size_t a, std::size_t b) {
  return (std::uint64_t(std::min(a, b)) << 32) | std::uint64_t(std::max(a, b));
}

} // namespace

// Figures by node and link position, not maps by id, and words only for the items whose figures
// changed: at 10,000 nodes the maps by id and a tool tip and a label formatted for every node and
// link took a third of an edit's time (issue 18).
void showResultsOnScene(DiagramScene& scene, const topology::Topology& topology,
                        const solver::SolveResult* backup) {
  const auto& nodes = topology.nodes();
  const auto index = [&](const std::string& id) {
    const auto found = topology.nodeIndex(id);
    return found ? *found : kNone;
  };
  // Each node: its busiest resource (the last of the busiest, as the results list them) and
  // whether any job is held by it.
  std::vector<double> busiest(nodes.size(), 0.0);
  std::vector<char> loaded(nodes.size(), 0);
  std::vector<const solver::ResourceUse*> busiestResource(nodes.size(), nullptr);
  std::vector<char> bottleneck(nodes.size(), 0);
  // Each link: the logical bytes per second of the jobs whose path runs over it (by the pair of
  // nodes it joins), and how busy its own capacity is where it has one.
  std::unordered_map<std::uint64_t, double> flow;
  std::unordered_map<std::string_view, double> linkUse;
  if (backup) {
    for (const auto& r : backup->resources) {
      if (!r.link.empty()) {
        double& use = linkUse[r.link];
        use = std::max(use, r.utilisation);
      }
      if (r.node.empty() || !(r.load > 0.0)) continue;
      const std::size_t n = index(r.node);
      if (n == kNone) continue;
      loaded[n] = 1;
      if (r.utilisation >= busiest[n]) {
        busiest[n] = r.utilisation;
        busiestResource[n] = &r;
      }
    }
    for (const auto& job : backup->jobs) {
      if (!job.bottleneck.node.empty())
        if (const std::size_t n = index(job.bottleneck.node); n != kNone) bottleneck[n] = 1;
      std::size_t previous = job.path.empty() ? kNone : index(job.path.front());
      for (std::size_t i = 0; i + 1 < job.path.size(); ++i) {
        const std::size_t next = index(job.path[i + 1]);
        if (previous != kNone && next != kNone) flow[pairKey(previous, next)] += job.rate;
        previous = next;
      }
    }
  }
  double busiestFlow = 0.0;
  for (const auto& [pair, rate] : flow) busiestFlow = std::max(busiestFlow, rate);
  const std::string& unit = topology.view().rateUnit;
  for (const auto& link : topology.links())
    if (LinkItem* item = scene.linkItem(link.id)) {
      const std::size_t a = index(link.a.node);
      const std::size_t b = index(link.b.node);
      const auto it = a == kNone || b == kNone ? flow.end() : flow.find(pairKey(a, b));
      if (it == flow.end() || !(busiestFlow > 0.0)) {
        item->setFlow(-1.0, 0.0, 0.0, unit);
        continue;
      }
      const auto use = linkUse.find(link.id);
      item->setFlow(it->second / busiestFlow, use == linkUse.end() ? 0.0 : use->second, it->second,
                    unit);
    }
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    NodeItem* item = scene.nodeItem(nodes[n].id);
    if (!item) continue;
    const double load = loaded[n] ? busiest[n] : -1.0;
    if (item->showsLoad(load, bottleneck[n] != 0)) continue;
    QString detail;
    if (const solver::ResourceUse* r = busiestResource[n])
      detail = QCoreApplication::translate("MainWindow", "%1: %2 busy (backup)")
                   .arg(QString::fromStdString(r->label),
                        QString::fromStdString(units::format(r->utilisation, "%", 3)));
    item->setLoad(load, bottleneck[n] != 0, detail);
  }
}

} // namespace tapeflow::editor
