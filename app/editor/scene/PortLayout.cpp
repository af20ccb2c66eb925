#include "PortLayout.h"

#include <set>

namespace tapeflow::editor {

PortLayout::PortLayout(const catalog::KindRegistry& kinds) {
  std::set<std::string> types;
  for (const auto& kind : kinds.kinds())
    for (const auto& port : kind.ports) types.insert(port.type);
  for (const auto& type : types) {
    bool up = false;
    bool down = false;
    for (const auto& other : types)
      if (const auto* rule = kinds.linkRule(type, other)) {
        up = up || rule->upstream == type;
        down = down || rule->downstream == type;
      }
    m_sides.insert(QString::fromStdString(type), up && down ? PortSide::Right
                                                 : up       ? PortSide::Bottom
                                                            : PortSide::Top);
  }
}

PortSide PortLayout::side(const std::string& portType) const {
  return m_sides.value(QString::fromStdString(portType), PortSide::Right);
}

} // namespace tapeflow::editor
