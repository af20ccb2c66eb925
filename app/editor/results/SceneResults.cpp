#include "SceneResults.h"

#include "ResultsDock.h"
#include "scene/DiagramScene.h"
#include "scene/LinkItem.h"
#include "scene/NodeItem.h"
#include "solver/Solver.h"
#include "units/Format.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <set>

namespace tapeflow::editor {

void showResultsOnScene(DiagramScene& scene, const topology::Topology& topology,
                        const solver::SolveResult* backup) {
  // Each node: its busiest resource and whether any job is held by it.
  std::map<std::string, double> busiest;
  std::map<std::string, QString> detail;
  std::set<std::string> bottlenecks;
  if (backup) {
    for (const auto& r : backup->resources)
      if (!r.node.empty() && r.load > 0.0 && r.utilisation >= busiest[r.node]) {
        busiest[r.node] = r.utilisation;
        detail[r.node] = QCoreApplication::translate("MainWindow", "%1: %2 busy (backup)")
                             .arg(QString::fromStdString(r.label),
                                  QString::fromStdString(units::format(r.utilisation, "%", 3)));
      }
    for (const auto& job : backup->jobs)
      if (!job.bottleneck.node.empty()) bottlenecks.insert(job.bottleneck.node);
  }
  // Each link: the logical bytes per second of the jobs whose path runs over it, and how busy
  // its own capacity is where it has one.
  std::map<std::pair<std::string, std::string>, double> flow;
  std::map<std::string, double> linkUse;
  if (backup) {
    for (const auto& job : backup->jobs)
      for (std::size_t i = 0; i + 1 < job.path.size(); ++i)
        flow[std::minmax(job.path[i], job.path[i + 1])] += job.rate;
    for (const auto& r : backup->resources)
      if (!r.link.empty()) linkUse[r.link] = std::max(linkUse[r.link], r.utilisation);
  }
  double busiestFlow = 0.0;
  for (const auto& [pair, rate] : flow) busiestFlow = std::max(busiestFlow, rate);
  const std::string unit = topology.view().rateUnit;
  for (const auto& link : topology.links())
    if (LinkItem* item = scene.linkItem(link.id)) {
      const auto it = flow.find(std::minmax(link.a.node, link.b.node));
      if (it == flow.end() || !(busiestFlow > 0.0)) {
        item->setFlow(-1.0, 0.0, {});
        continue;
      }
      item->setFlow(it->second / busiestFlow, linkUse[link.id],
                    QString::fromStdString(units::format(it->second, unit, 3)));
    }
  for (const auto& node : topology.nodes())
    if (NodeItem* item = scene.nodeItem(node.id)) {
      const auto it = busiest.find(node.id);
      item->setLoad(it == busiest.end() ? -1.0 : it->second, bottlenecks.count(node.id) > 0,
                    detail[node.id]);
    }
}

} // namespace tapeflow::editor
