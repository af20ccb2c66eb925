#include "LinkRoute.h"

#include <QLineF>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tapeflow::editor {
namespace {

// How far a detour leaves its port before it turns: past the clearance, so that its first bend
// lies outside the room kept round its own card.
constexpr qreal kPortLead = kRouteClearance + 8.0;
constexpr qreal kBendRadius = 10.0;

// Whether the segment p-q runs through the closed rectangle r (Liang-Barsky clipping).
bool segmentCrosses(const QPointF& p, const QPointF& q, const QRectF& r) {
  if (r.isEmpty()) return false;
  const qreal dx = q.x() - p.x(), dy = q.y() - p.y();
  qreal t0 = 0.0, t1 = 1.0;
  const auto clip = [&](qreal denominator, qreal numerator) {
    if (denominator == 0.0) return numerator >= 0.0;
    const qreal t = numerator / denominator;
    if (denominator < 0.0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
    return t0 <= t1;
  };
  return clip(-dx, p.x() - r.left()) && clip(dx, r.right() - p.x()) && clip(-dy, p.y() - r.top()) &&
         clip(dy, r.bottom() - p.y());
}

// A rectangle's inside: a way along its edge or through its corner does not count as crossing.
QRectF inside(const QRectF& r, qreal inset) { return r.adjusted(inset, inset, -inset, -inset); }

bool visible(const QPointF& p, const QPointF& q, const std::vector<QRectF>& blocked) {
  return std::none_of(blocked.begin(), blocked.end(),
                      [&](const QRectF& r) { return segmentCrosses(p, q, inside(r, 0.5)); });
}

bool insideAny(const QPointF& point, const std::vector<QRectF>& blocked) {
  return std::any_of(blocked.begin(), blocked.end(),
                     [&](const QRectF& r) { return inside(r, 0.5).contains(point); });
}

// The cards nearest the straight line between the ends, at most kRouteMaxCards, each grown by
// the clearance.
std::vector<QRectF> nearestBlocks(const QPointF& from, const QPointF& to,
                                  const std::vector<QRectF>& cards) {
  const QLineF line(from, to);
  const auto distance = [&](const QRectF& r) {
    // From the card's centre to the segment.
    const QPointF d = line.p2() - line.p1();
    const qreal length2 = QPointF::dotProduct(d, d);
    const qreal t =
        length2 > 0.0
            ? std::clamp(QPointF::dotProduct(r.center() - line.p1(), d) / length2, 0.0, 1.0)
            : 0.0;
    return QLineF(r.center(), line.p1() + d * t).length();
  };
  std::vector<QRectF> sorted = cards;
  std::sort(sorted.begin(), sorted.end(),
            [&](const QRectF& x, const QRectF& y) { return distance(x) < distance(y); });
  if (sorted.size() > kRouteMaxCards) sorted.resize(kRouteMaxCards);
  for (QRectF& r : sorted)
    r.adjust(-kRouteClearance, -kRouteClearance, kRouteClearance, kRouteClearance);
  return sorted;
}

// The shortest way from points[0] to points[1] through the other points (corners) along visible
// segments: Dijkstra over the visibility graph, which has a few dozen points. Empty when none.
std::vector<QPointF> shortestWay(const std::vector<QPointF>& points,
                                 const std::vector<QRectF>& blocked) {
  const std::size_t n = points.size();
  constexpr qreal kNone = std::numeric_limits<qreal>::infinity();
  std::vector<qreal> cost(n, kNone);
  std::vector<std::size_t> from(n, n);
  std::vector<char> done(n, 0);
  cost[0] = 0.0;
  for (std::size_t round = 0; round < n; ++round) {
    std::size_t u = n;
    for (std::size_t i = 0; i < n; ++i)
      if (!done[i] && cost[i] < kNone && (u == n || cost[i] < cost[u])) u = i;
    if (u == n || u == 1) break;
    done[u] = 1;
    for (std::size_t v = 0; v < n; ++v) {
      if (done[v]) continue;
      const qreal through = cost[u] + QLineF(points[u], points[v]).length();
      if (through < cost[v] && visible(points[u], points[v], blocked)) {
        cost[v] = through;
        from[v] = u;
      }
    }
  }
  if (cost[1] == kNone) return {};
  std::vector<QPointF> way;
  for (std::size_t at = 1; at != n; at = from[at]) way.push_back(points[at]);
  std::reverse(way.begin(), way.end());
  return way;
}

QPointF unit(const QPointF& v) {
  const qreal length = std::hypot(v.x(), v.y());
  return length > 0.0 ? v / length : QPointF();
}

// A polyline with its bends rounded.
QPainterPath rounded(const std::vector<QPointF>& points) {
  QPainterPath path(points.front());
  for (std::size_t i = 1; i + 1 < points.size(); ++i) {
    const QPointF& corner = points[i];
    const qreal radius = std::min({kBendRadius, QLineF(points[i - 1], corner).length() / 2.0,
                                   QLineF(corner, points[i + 1]).length() / 2.0});
    path.lineTo(corner + unit(points[i - 1] - corner) * radius);
    path.quadTo(corner, corner + unit(points[i + 1] - corner) * radius);
  }
  path.lineTo(points.back());
  return path;
}

} // namespace

QPainterPath linkCurve(const LinkEnd& a, const LinkEnd& b) {
  const qreal reach = std::clamp(QLineF(a.at, b.at).length() / 2.5, 24.0, 120.0);
  // An end whose port faces away from the other end leaves its card briefly and turns: a full
  // reach drew a loop behind the card (issue 40: the set-up's autoloader).
  const auto reachFrom = [&](const LinkEnd& from, const LinkEnd& to) {
    return QPointF::dotProduct(to.at - from.at, from.out) >= 0.0 ? reach : std::min(reach, 16.0);
  };
  QPainterPath path(a.at);
  path.cubicTo(a.at + a.out * reachFrom(a, b), b.at + b.out * reachFrom(b, a), b.at);
  return path;
}

namespace {

bool polygonsCross(const QList<QPolygonF>& polygons, const QRectF& card, qreal inset) {
  const QRectF r = inside(card, inset);
  for (const QPolygonF& polygon : polygons)
    for (qsizetype i = 1; i < polygon.size(); ++i)
      if (segmentCrosses(polygon[i - 1], polygon[i], r)) return true;
  return false;
}

// The cards whose box the path's may meet. (A straight link's box has no height, and an empty
// box intersects nothing: it is grown by a pixel.)
bool mayMeet(const QPainterPath& path, const QRectF& card) {
  return path.controlPointRect().adjusted(-1, -1, 1, 1).intersects(card);
}

} // namespace

bool crosses(const QPainterPath& path, const QRectF& card, qreal inset) {
  return mayMeet(path, card) && polygonsCross(path.toSubpathPolygons(), card, inset);
}

bool crossesAny(const QPainterPath& path, const std::vector<QRectF>& cards) {
  QList<QPolygonF> polygons;
  for (const QRectF& card : cards) {
    if (!mayMeet(path, card)) continue;
    if (polygons.isEmpty()) polygons = path.toSubpathPolygons();
    if (polygonsCross(polygons, card, 1.0)) return true;
  }
  return false;
}

QPainterPath routeLink(const LinkEnd& a, const LinkEnd& b, const std::vector<QRectF>& cards) {
  QPainterPath curve = linkCurve(a, b);
  if (!crossesAny(curve, cards)) return curve;
  const std::vector<QRectF> blocked = nearestBlocks(a.at, b.at, cards);
  const QPointF start = a.at + a.out * kPortLead, goal = b.at + b.out * kPortLead;
  if (insideAny(start, blocked) || insideAny(goal, blocked)) return curve; // cards too close
  std::vector<QPointF> points{start, goal};
  for (const QRectF& r : blocked)
    for (const QPointF& corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()})
      if (!insideAny(corner, blocked)) points.push_back(corner);
  std::vector<QPointF> way = shortestWay(points, blocked); // from start to goal
  if (way.empty()) return curve;
  way.insert(way.begin(), a.at);
  way.push_back(b.at);
  return rounded(way);
}

} // namespace tapeflow::editor
