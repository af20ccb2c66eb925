#include "KeptResults.h"

#include "io/TopologyFile.h"

#include <QCryptographicHash>
#include <QTimer>

#include <utility>

namespace tapeflow::editor {

// Of what the results depend on: not the layout, the view or the list of scenarios (a scenario
// made from the base, or a node moved, leaves the base's results as they were).
QByteArray diagramDigest(const Document& document) {
  topology::Topology copy = document.topology();
  (void)copy.clearScenarios();
  copy.setView({});
  for (const auto& node : document.topology().nodes()) (void)copy.move(node.id, {});
  const std::string text = io::saveTopologyText(copy);
  return QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256);
}

void checkStaleSoon(QObject* context, bool& pending, std::function<void()> check) {
  if (std::exchange(pending, true)) return;
  QTimer::singleShot(0, context, [&pending, check = std::move(check)] {
    pending = false;
    check();
  });
}

} // namespace tapeflow::editor
