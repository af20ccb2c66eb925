#include "Clipboard.h"

#include "io/TopologyFile.h"

#include <QCoreApplication>
#include <QMimeData>

#include <set>

namespace tapeflow::editor {

std::string Clipboard::serialize(const topology::Topology& topology,
                                 const std::vector<std::string>& nodeIds) {
  topology::Topology part(topology.catalogPtr());
  const std::set<std::string> ids(nodeIds.begin(), nodeIds.end());
  for (const auto& node : topology.nodes())
    if (ids.count(node.id)) (void)part.addNode(node);
  for (const auto& link : topology.links())
    if (ids.count(link.a.node) && ids.count(link.b.node)) (void)part.addLink(link);
  for (const auto& job : topology.jobs())
    if (ids.count(job.source) && ids.count(job.target)) (void)part.addJob(job);
  return io::saveTopologyText(part);
}

QMimeData* Clipboard::mimeData(const std::string& text) {
  auto* data = new QMimeData;
  const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
  data->setData(kMime, bytes);
  data->setText(QString::fromUtf8(bytes));
  return data;
}

Clipboard::Parsed Clipboard::parse(const QMimeData* data,
                                   std::shared_ptr<const catalog::Catalog> catalog) {
  if (!data) return {nullptr, QCoreApplication::translate("Clipboard", "The clipboard is empty.")};
  const QByteArray bytes = data->hasFormat(kMime) ? data->data(kMime) : data->text().toUtf8();
  return parse(bytes.toStdString(), std::move(catalog));
}

Clipboard::Parsed Clipboard::parse(const std::string& text,
                                   std::shared_ptr<const catalog::Catalog> catalog) {
  if (text.find("tapeflow-topology") == std::string::npos)
    return {nullptr, QCoreApplication::translate("Clipboard",
                                                 "The clipboard holds no Tapeflow components.")};
  auto result = io::loadTopologyText(text, "clipboard", std::move(catalog));
  if (!result.topology)
    return {nullptr, QCoreApplication::translate("Clipboard", "Cannot paste: %1")
                         .arg(QString::fromStdString(result.diagnostics.toString()).trimmed())};
  return {std::move(result.topology), {}};
}

} // namespace tapeflow::editor
