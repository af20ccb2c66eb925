#pragma once

#include <QColor>
#include <QIcon>
#include <QPixmap>
#include <QString>

#include <string_view>

namespace tapeflow::editor {

// How kinds and port types look: the kind's line icon (resources/icons/kinds/<kind>.svg, drawn
// in black and tinted here to the palette's text colour so it reads on light and dark themes),
// a quiet accent per palette group, and a colour per port type.
class KindStyle {
public:
  [[nodiscard]] static QString iconPath(std::string_view kind);
  [[nodiscard]] static QPixmap pixmap(std::string_view kind, int size, const QColor& colour,
                                      qreal devicePixelRatio = 1.0);
  [[nodiscard]] static QIcon icon(std::string_view kind, const QColor& colour);
  [[nodiscard]] static QColor groupAccent(std::string_view group);
  [[nodiscard]] static QColor portColour(std::string_view portType);
};

} // namespace tapeflow::editor
