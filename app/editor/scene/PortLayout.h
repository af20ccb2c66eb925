#pragma once

#include "catalog/KindRegistry.h"

#include <QHash>
#include <QString>

namespace tapeflow::editor {

// Which edge of a node card a port sits on, from the link rules: a port that only ever links
// downwards (a server's bus, an adapter's channel) sits at the bottom, one that only links
// upwards (a bus's host attachment, a drive's SCSI port) at the top, and a peer port (Ethernet)
// at the side. Diagrams then read top-down from hosts to media.
enum class PortSide { Top, Bottom, Right };

class PortLayout {
public:
  explicit PortLayout(const catalog::KindRegistry& kinds);
  [[nodiscard]] PortSide side(const std::string& portType) const;

private:
  QHash<QString, PortSide> m_sides;
};

} // namespace tapeflow::editor
