#pragma once

// Whether the user can see a dock. A tabbed dock that is not the current tab stays visible to
// Qt (isVisible() is true) with nothing of it on screen, so docks that work something out for
// what they show check this instead: the bottleneck guide and the sweep's figure list were
// worked out again after every edit of a 10,000-node diagram from behind the Results tab
// (a third of an edit's time; issue 18).

#include <QRegion>
#include <QWidget>

namespace tapeflow::editor {

[[nodiscard]] inline bool dockSeen(const QWidget& dock) {
  return dock.isVisible() && !dock.visibleRegion().isEmpty();
}

} // namespace tapeflow::editor
