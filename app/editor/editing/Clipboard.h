#pragma once

#include "topology/Topology.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

class QMimeData;

namespace tapeflow::editor {

// The clipboard carries the selection as a topology document of its own, in the file format
// (so a paste into another document or another Tapeflow instance reads it back with the same
// checks as a file): the selected nodes, the links among them, and the jobs between them.
class Clipboard {
public:
  static inline const QString kMime = QStringLiteral("application/x-tapeflow-topology");

  [[nodiscard]] static std::string serialize(const topology::Topology& topology,
                                             const std::vector<std::string>& nodeIds);
  [[nodiscard]] static QMimeData* mimeData(const std::string& text);

  struct Parsed {
    std::unique_ptr<topology::Topology> topology;
    QString error;
  };
  // Reads what mimeData() wrote (or the same JSON as plain text) against `catalog`.
  [[nodiscard]] static Parsed parse(const QMimeData* data,
                                    std::shared_ptr<const catalog::Catalog> catalog);
  [[nodiscard]] static Parsed parse(const std::string& text,
                                    std::shared_ptr<const catalog::Catalog> catalog);
};

} // namespace tapeflow::editor
