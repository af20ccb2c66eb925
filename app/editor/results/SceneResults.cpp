#include "SceneResults.h"

#include "ResultsDock.h"
#include "scene/DiagramScene.h"
#include "scene/LinkItem.h"
#include "scene/NodeItem.h"
#include "solver/Solver.h"
#include "units/Format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace tapeflow::editor {

double linkWidthScale(double busiest) {
  if (!(busiest > 0.0) || !std::isfinite(busiest)) return busiest;
  const double decade = std::pow(10.0, std::floor(std::log10(busiest)));
  for (const double step : {1.0, 2.0, 5.0})
    if (busiest <= step * decade * (1.0 + 1e-12)) return step * decade;
  return 10.0 * decade;
}

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
  DiagramScene::Positions& items = scene.positions();
  // Node positions by id: what the last call found at this step if it is still right, else
  // looked up (at 10,000 nodes the 30,000 lookups by id were most of this function).
  std::size_t step = 0;
  const auto index = [&](const std::string& id) {
    std::vector<std::size_t>& memo = items.nodeMemo;
    if (step < memo.size() && memo[step] < nodes.size() && nodes[memo[step]].id == id)
      return memo[step++];
    const auto found = topology.nodeIndex(id);
    const std::size_t position = found ? *found : kNone;
    if (step < memo.size())
      memo[step] = position;
    else
      memo.push_back(position);
    ++step;
    return position;
  };
  std::size_t linkStep = 0;
  const auto linkItem = [&](const std::string& id) {
    std::vector<LinkItem*>& memo = items.linkMemo;
    if (linkStep < memo.size() && memo[linkStep] && memo[linkStep]->linkId() == id)
      return memo[linkStep++];
    LinkItem* item = scene.linkItem(id);
    if (linkStep < memo.size())
      memo[linkStep] = item;
    else
      memo.push_back(item);
    ++linkStep;
    return item;
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
  std::unordered_map<const LinkItem*, double> linkUse;
  if (backup) {
    for (const auto& r : backup->resources) {
      if (!r.link.empty())
        if (const LinkItem* item = linkItem(r.link)) {
          double& use = linkUse[item];
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
  busiestFlow = linkWidthScale(busiestFlow);
  const std::string& unit = topology.view().rateUnit;
  items.nodeMemo.resize(step);
  items.linkMemo.resize(linkStep);
  const auto& links = topology.links();
  for (std::size_t l = 0; l < links.size(); ++l) {
    LinkItem* item = items.links[l];
    if (!item) continue;
    const auto [a, b] = items.ends[l];
    const auto it = a >= nodes.size() || b >= nodes.size() ? flow.end() : flow.find(pairKey(a, b));
    if (it == flow.end() || !(busiestFlow > 0.0)) {
      item->setFlow(-1.0, 0.0, 0.0, unit);
      continue;
    }
    const auto use = linkUse.empty() ? linkUse.end() : linkUse.find(item);
    item->setFlow(it->second / busiestFlow, use == linkUse.end() ? 0.0 : use->second, it->second,
                  unit);
  }
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    NodeItem* item = items.nodes[n];
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
