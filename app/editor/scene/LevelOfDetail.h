#pragma once

// How far the canvas is zoomed out before items leave out what would be too small to read. A
// 10,000-node diagram fitted to the window is drawn whole on opening and whenever most of it
// changes; words laid out a few pixels high were most of that.

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace tapeflow::editor {

// Below this scale a card shows no icon, words or ports (its 10-point title would be under
// 4 pixels high), and a link no rate label.
inline constexpr qreal kDetailScale = 0.4;

[[nodiscard]] inline bool showsDetail(const QPainter* painter) {
  return QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()) >=
         kDetailScale;
}

} // namespace tapeflow::editor
