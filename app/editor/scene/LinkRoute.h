#pragma once

// The way a link takes between two ports (issue 40: a link drawn straight through another card
// reads as joined to it, and the set-up template drew client links across other clients).
// Free of cards, a link is the curve it always was: it leaves each port along its edge's outward
// direction and bends towards the other end. When that curve crosses a card, the link goes round
// instead: the shortest way from a short straight lead out of each port through the corners of
// the cards in the way, with rounded bends. Geometry only, in scene coordinates; LinkItem asks it.

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <vector>

namespace tapeflow::editor {

struct LinkEnd {
  QPointF at;  // the port, in scene coordinates
  QPointF out; // the unit vector the port faces
};

// Room kept between a detour and a card it passes.
inline constexpr qreal kRouteClearance = 12.0;
// The most cards a detour looks at (the nearest to the link): a node dragged among hundreds of
// cards redraws its links at every mouse move.
inline constexpr std::size_t kRouteMaxCards = 16;

// The curve of a link with no card in its way.
[[nodiscard]] QPainterPath linkCurve(const LinkEnd& a, const LinkEnd& b);

// The link's path, round `cards` (the scene rectangles of the cards it may cross, its own two
// ends' included: it leaves them by their ports). The curve when it crosses none, or when no way
// round exists among the nearest kRouteMaxCards of them.
[[nodiscard]] QPainterPath routeLink(const LinkEnd& a, const LinkEnd& b,
                                     const std::vector<QRectF>& cards);

// Whether `path` passes through the inside of `card` shrunk by `inset` on every side.
[[nodiscard]] bool crosses(const QPainterPath& path, const QRectF& card, qreal inset = 1.0);
// Whether it passes through any of `cards` (flattened once for all of them).
[[nodiscard]] bool crossesAny(const QPainterPath& path, const std::vector<QRectF>& cards);

} // namespace tapeflow::editor
