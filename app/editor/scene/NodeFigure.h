#pragma once

#include "topology/Topology.h"

#include <QString>

namespace tapeflow::editor {

// What a node card says about its node besides the name: the catalog product and its key
// figure, the first rate it declares, in the document's rate unit ("DLT 7000 · 18 GB/h").
class NodeFigure {
public:
  // The card's line from its two parts, each worked out once (a disk without a rate of its own
  // has its rate worked out from the catalog's recording eras): "DLT 7000 · 18 GB/h".
  [[nodiscard]] static QString text(const QString& product, const QString& keyValue);
  // The two parts of text(): the product ("DLT 7000") and the key value ("18 GB/h", or empty).
  [[nodiscard]] static QString product(const topology::Topology& topology,
                                       const topology::Node& node);
  [[nodiscard]] static QString keyValue(const topology::Topology& topology,
                                        const topology::Node& node);
  [[nodiscard]] static QString toolTip(const topology::Topology& topology,
                                       const topology::Node& node);
  // A value as the canvas and inspector show it: rates in `rateUnit`, the rest as the model
  // displays them.
  [[nodiscard]] static QString valueText(const catalog::Value& value,
                                         const catalog::ParameterDef& def,
                                         const std::string& rateUnit);
};

} // namespace tapeflow::editor
