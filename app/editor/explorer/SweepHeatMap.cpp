// The heat map of a two-figure sweep: rows are the first figure's values, columns the second's;
// each cell is coloured by the run's time, the borders between cells limited by different
// components are drawn thick (the bottleneck regions, each named where it has room), and the
// border between cells that fit the window and cells that miss it is dashed red.

#include "SweepPictureParts.h"
#include "SweepScale.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace tapeflow::editor::sweeppicture {
namespace {

struct HeatLayout {
  QRectF title, grid, bar, xLabels, yLabels;
  std::size_t rows = 0, columns = 0;
  [[nodiscard]] QRectF cell(std::size_t row, std::size_t column) const {
    const double w = grid.width() / double(columns);
    const double h = grid.height() / double(rows);
    // The first figure's first value at the bottom, as on a plot.
    return {grid.left() + w * double(column), grid.bottom() - h * double(row + 1), w, h};
  }
};

HeatLayout heatLayout(const QRectF& area, const SweepPicture& picture, const QFontMetricsF& fm) {
  const auto& sweep = *picture.result;
  HeatLayout layout;
  layout.rows = sweep.axes[0].values.size();
  layout.columns = sweep.axes[1].values.size();
  const double line = fm.height();
  double labelWidth = 0.0;
  for (const auto& label : sweep.axes[0].labels)
    labelWidth = std::max(labelWidth, fm.horizontalAdvance(text(label)));
  const double left = area.left() + line + 6 + std::min(labelWidth, area.width() / 4) + 6;
  const double barWidth = 14 + 6 + fm.horizontalAdvance(QStringLiteral("12 h 30 min")) + 8;
  layout.title = QRectF(area.left(), area.top() + 2, area.width(), line * 1.2);
  layout.grid = QRectF(QPointF(left, layout.title.bottom() + 8),
                       QPointF(area.right() - barWidth - 8, area.bottom() - 2 * line - 12));
  layout.bar = QRectF(layout.grid.right() + 10, layout.grid.top(), 14, layout.grid.height());
  layout.xLabels = QRectF(layout.grid.left(), layout.grid.bottom() + 4, layout.grid.width(), line);
  layout.yLabels = QRectF(area.left() + line + 6, layout.grid.top(), left - area.left() - line - 12,
                          layout.grid.height());
  return layout;
}

// Short runs light, long runs dark (a perceptual ramp from yellow through teal to violet).
QColor ramp(double t) {
  static const QColor kStops[] = {QColor(253, 231, 37), QColor(94, 201, 98), QColor(33, 145, 140),
                                  QColor(59, 82, 139), QColor(68, 1, 84)};
  t = std::clamp(t, 0.0, 1.0) * (std::size(kStops) - 1);
  const auto i = std::min<std::size_t>(std::size_t(t), std::size(kStops) - 2);
  const double f = t - double(i);
  const QColor& a = kStops[i];
  const QColor& b = kStops[i + 1];
  return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                          float(a.greenF() + (b.greenF() - a.greenF()) * f),
                          float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

struct Span {
  double lo = std::numeric_limits<double>::infinity();
  double hi = 0.0;
  [[nodiscard]] double at(double seconds) const {
    return hi > lo ? (seconds - lo) / (hi - lo) : 0.0;
  }
};

Span spanOf(const whatif::SweepResult& sweep, topology::Direction direction) {
  Span span;
  for (const auto& point : sweep.points)
    if (finished(point, direction)) {
      span.lo = std::min(span.lo, run(point, direction).runSeconds);
      span.hi = std::max(span.hi, run(point, direction).runSeconds);
    }
  return span;
}

// Where a cell that holds its region's name shows its time: the lower half, when the cell is
// tall enough for the name above it; else nowhere (the time is in the cell's tooltip).
QRectF timeRoom(const QRectF& cell, const QFontMetricsF& fm) {
  if (cell.height() < 2 * fm.height() + 6) return {};
  return cell.adjusted(0, cell.height() / 2, 0, 0);
}

// The centre of a region's name in its cell: the upper half when the time fits below it.
QPointF nameCentre(const QRectF& cell, const QFontMetricsF& fm) {
  if (timeRoom(cell, fm).isEmpty()) return cell.center();
  return {cell.center().x(), cell.top() + cell.height() / 4 + 1};
}

void paintCells(QPainter& p, const HeatLayout& layout, const SweepPicture& picture,
                const Span& span, const QFontMetricsF& fm, const std::vector<std::size_t>& named) {
  const auto& sweep = *picture.result;
  for (std::size_t i = 0; i < sweep.points.size(); ++i) {
    const auto& point = sweep.points[i];
    const QRectF cell = layout.cell(point.index[0], point.index[1]);
    if (!finished(point, picture.heatDirection)) {
      p.fillRect(cell, QBrush(QColor(150, 150, 150), Qt::BDiagPattern));
      continue;
    }
    const double seconds = run(point, picture.heatDirection).runSeconds;
    const QColor colour = ramp(span.at(seconds));
    p.fillRect(cell, colour);
    const QString label = duration(seconds);
    // A cell that carries its region's name shows its time below the name when it has the
    // room for both (issue 40: the name took the cell, and its time was gone).
    const bool taken = std::find(named.begin(), named.end(), i) != named.end();
    const QRectF room = taken ? timeRoom(cell, fm) : cell;
    if (!room.isEmpty() && room.width() > fm.horizontalAdvance(label) + 6 &&
        room.height() > fm.height() + 2) {
      p.setPen(qGray(colour.rgb()) > 140 ? Qt::black : Qt::white);
      p.drawText(room, Qt::AlignCenter, label);
    }
  }
}

// Thick borders between cells of different bottlenecks; dashed red between fit and miss.
void paintBorders(QPainter& p, const HeatLayout& layout, const SweepPicture& picture,
                  const ChartStyle& style) {
  const auto& sweep = *picture.result;
  const auto at = [&](std::size_t r, std::size_t c) -> const whatif::SweepPoint& {
    return sweep.points[r * layout.columns + c];
  };
  const auto key = [&](const whatif::SweepPoint& point) {
    return point.error.empty() ? run(point, picture.heatDirection).bottleneckKey : std::string();
  };
  const auto fits = [&](const whatif::SweepPoint& point) {
    return point.error.empty() &&
           run(point, picture.heatDirection).verdict.fit == whatif::Fit::Fits;
  };
  const bool judged = std::any_of(sweep.points.begin(), sweep.points.end(), [&](const auto& point) {
    return point.error.empty() && run(point, picture.heatDirection).verdict.limitSeconds > 0.0;
  });
  const QPen region(style.text, 2.4);
  const QPen window(warningLineColour(), 2.0, Qt::DashLine);
  for (std::size_t r = 0; r < layout.rows; ++r)
    for (std::size_t c = 0; c < layout.columns; ++c) {
      const QRectF cell = layout.cell(r, c);
      const auto border = [&](const whatif::SweepPoint& other, QPointF a, QPointF b) {
        if (key(at(r, c)) != key(other)) {
          p.setPen(region);
          p.drawLine(a, b);
        }
        if (judged && fits(at(r, c)) != fits(other)) {
          p.setPen(window);
          p.drawLine(a, b);
        }
      };
      if (c + 1 < layout.columns) border(at(r, c + 1), cell.topRight(), cell.bottomRight());
      if (r + 1 < layout.rows) border(at(r + 1, c), cell.topLeft(), cell.topRight());
    }
  p.setPen(QPen(style.axis, 1));
  p.setBrush(Qt::NoBrush);
  p.drawRect(layout.grid);
}

// Where each bottleneck region is named: the point of its cells nearest their middle.
struct RegionName {
  QString label;
  std::size_t point = 0;
};

std::vector<RegionName> regionNames(const HeatLayout& layout, const SweepPicture& picture) {
  const auto& sweep = *picture.result;
  struct Region {
    QString label;
    QPointF sum;
    std::vector<std::size_t> points;
  };
  std::map<std::string, Region> regions;
  for (std::size_t i = 0; i < sweep.points.size(); ++i) {
    const auto& point = sweep.points[i];
    const auto& figures = run(point, picture.heatDirection);
    if (!point.error.empty() || figures.bottleneckKey.empty()) continue;
    auto& region = regions[figures.bottleneckKey];
    region.label = text(figures.bottleneck);
    region.points.push_back(i);
    region.sum += layout.cell(point.index[0], point.index[1]).center();
  }
  std::vector<RegionName> names;
  for (const auto& [key, region] : regions) {
    const QPointF middle = region.sum / double(region.points.size());
    const auto distance = [&](std::size_t i) {
      const auto& index = sweep.points[i].index;
      return QLineF(layout.cell(index[0], index[1]).center(), middle).length();
    };
    names.push_back({region.label, *std::min_element(region.points.begin(), region.points.end(),
                                                     [&](std::size_t a, std::size_t b) {
                                                       return distance(a) < distance(b);
                                                     })});
  }
  return names;
}

void paintRegionNames(QPainter& p, const HeatLayout& layout, const SweepPicture& picture,
                      const std::vector<RegionName>& names, const QFontMetricsF& fm) {
  for (const auto& name : names) {
    const auto& index = picture.result->points[name.point].index;
    const QRectF cell = layout.cell(index[0], index[1]);
    const QString label = fm.elidedText(name.label, Qt::ElideRight, layout.grid.width() / 2);
    QRectF box = fm.boundingRect(label).adjusted(-4, -1, 4, 1);
    box.moveCenter(nameCentre(cell, fm));
    box.moveTop(std::clamp(box.top(), layout.grid.top(), layout.grid.bottom() - box.height()));
    box.moveLeft(std::clamp(box.left(), layout.grid.left(), layout.grid.right() - box.width()));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(box, 3, 3);
    p.setPen(Qt::black);
    p.drawText(box, Qt::AlignCenter, label);
  }
  p.setBrush(Qt::NoBrush);
}

void paintAxes(QPainter& p, const HeatLayout& layout, const SweepPicture& picture,
               const ChartStyle& style, const QFontMetricsF& fm) {
  const auto& sweep = *picture.result;
  p.setPen(style.text);
  const SweepScale rows(sweep.axes[0], picture.axisTitles.value(0));
  const SweepScale columns(sweep.axes[1], picture.axisTitles.value(1));
  const auto rowStep = layout.grid.height() / double(layout.rows);
  for (const std::size_t r :
       rows.labelled(std::size_t(std::max(2.0, layout.grid.height() / (fm.height() + 2)))))
    p.drawText(
        QRectF(layout.yLabels.left(), layout.cell(r, 0).top(), layout.yLabels.width(), rowStep),
        Qt::AlignRight | Qt::AlignVCenter, rows.shortLabel(r));
  const double widest = fm.horizontalAdvance(columns.label(layout.columns - 1)) + 12;
  const auto columnWidth = layout.grid.width() / double(layout.columns);
  for (const std::size_t c :
       columns.labelled(std::size_t(std::max(2.0, layout.grid.width() / widest)))) {
    const QRectF cell = layout.cell(0, c);
    p.drawText(QRectF(cell.center().x() - std::max(widest, columnWidth) / 2, layout.xLabels.top(),
                      std::max(widest, columnWidth), fm.height()),
               Qt::AlignHCenter | Qt::AlignTop, columns.shortLabel(c));
  }
  p.drawText(layout.xLabels.translated(0, fm.height() + 2), Qt::AlignHCenter | Qt::AlignTop,
             columns.title());
  p.save();
  p.translate(layout.yLabels.left() - 6, layout.grid.center().y());
  p.rotate(-90);
  p.drawText(QRectF(-layout.grid.height() / 2, -fm.height(), layout.grid.height(), fm.height()),
             Qt::AlignCenter, fm.elidedText(rows.title(), Qt::ElideRight, layout.grid.height()));
  p.restore();
}

void paintBar(QPainter& p, const HeatLayout& layout, const Span& span, const ChartStyle& style,
              const QFontMetricsF& fm) {
  if (!(span.hi >= span.lo)) return;
  const int steps = 64;
  for (int i = 0; i < steps; ++i) {
    const double t0 = double(i) / steps;
    const double h = layout.bar.height() / steps;
    p.fillRect(
        QRectF(layout.bar.left(), layout.bar.bottom() - h * (i + 1), layout.bar.width(), h + 0.5),
        ramp(t0));
  }
  p.setPen(QPen(style.axis, 1));
  p.drawRect(layout.bar);
  p.setPen(style.text);
  for (const double t : {0.0, 0.5, 1.0}) {
    const double y = layout.bar.bottom() - t * layout.bar.height();
    p.drawText(QRectF(layout.bar.right() + 6, y - fm.height() / 2, 200, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, duration(span.lo + t * (span.hi - span.lo)));
  }
}

} // namespace

void paintHeatMap(QPainter& p, const QRectF& area, const SweepPicture& picture,
                  const ChartStyle& style) {
  const QFontMetricsF fm(style.font);
  const auto layout = heatLayout(area, picture, fm);
  const Span span = spanOf(*picture.result, picture.heatDirection);
  QFont bold = style.font;
  bold.setBold(true);
  p.setFont(bold);
  p.setPen(style.text);
  const bool backup = picture.heatDirection == topology::Direction::Backup;
  const QString title =
      // Spelt out: lupdate would file a bare tr() here under this namespace, not its context.
      (backup ? QCoreApplication::translate("tapeflow::editor", "Backup run time over %1 and %2")
              : QCoreApplication::translate("tapeflow::editor", "Restore run time over %1 and %2"))
          .arg(picture.axisTitles.value(0), picture.axisTitles.value(1));
  p.drawText(layout.title, Qt::AlignCenter,
             QFontMetricsF(bold).elidedText(title, Qt::ElideRight, layout.title.width() - 8));
  p.setFont(style.font);
  const auto names = regionNames(layout, picture);
  std::vector<std::size_t> named;
  for (const auto& name : names) named.push_back(name.point);
  paintCells(p, layout, picture, span, fm, named);
  paintBorders(p, layout, picture, style);
  paintRegionNames(p, layout, picture, names, fm);
  paintAxes(p, layout, picture, style, fm);
  paintBar(p, layout, span, style, fm);
}

int heatMapPointAt(const QRectF& area, const SweepPicture& picture, const ChartStyle& style,
                   const QPointF& at) {
  const auto layout = heatLayout(area, picture, QFontMetricsF(style.font));
  if (!layout.grid.contains(at)) return -1;
  const auto column =
      std::size_t((at.x() - layout.grid.left()) / layout.grid.width() * double(layout.columns));
  const auto row =
      std::size_t((layout.grid.bottom() - at.y()) / layout.grid.height() * double(layout.rows));
  if (row >= layout.rows || column >= layout.columns) return -1;
  return int(row * layout.columns + column);
}

} // namespace tapeflow::editor::sweeppicture
