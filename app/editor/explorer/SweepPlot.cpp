#include "SweepPlot.h"

#include "SweepPictureParts.h"
#include "SweepScale.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <map>

namespace tapeflow::editor {
namespace {

using namespace sweeppicture;

// Each distinct bottleneck of the sweep, in the order met (backup first), with its label.
struct Bottlenecks {
  std::map<std::string, std::size_t> order;
  std::vector<QString> labels;
  explicit Bottlenecks(const whatif::SweepResult& sweep) {
    for (const auto direction : {topology::Direction::Backup, topology::Direction::Restore})
      for (const auto& point : sweep.points) {
        const auto& figures = run(point, direction);
        if (!point.error.empty() || figures.bottleneckKey.empty()) continue;
        if (order.emplace(figures.bottleneckKey, labels.size()).second)
          labels.push_back(text(figures.bottleneck));
      }
  }
};

// Ticks for a time axis from 0 to `top` seconds: a round step giving at most `most` ticks.
std::vector<double> timeTicks(double top, int most) {
  static constexpr double kSteps[] = {1,     5,      10,     30,      60,      300,   600,
                                      900,   1800,   3600,   7200,    10800,   21600, 43200,
                                      86400, 172800, 604800, 2592000, 31536000};
  double step = kSteps[std::size(kSteps) - 1];
  for (const double candidate : kSteps)
    if (top / candidate <= most) {
      step = candidate;
      break;
    }
  std::vector<double> ticks;
  for (double t = 0.0; t <= top * (1 + 1e-9); t += step) ticks.push_back(t);
  return ticks;
}

// A tick of the time axis, as short as its round value allows: "0", "30 s", "15 min", "6 h".
QString tickText(double seconds) {
  if (seconds == 0.0) return QStringLiteral("0");
  if (std::fmod(seconds, 86400.0) == 0.0 && seconds >= 172800.0)
    return tr("%1 d").arg(seconds / 86400.0);
  if (std::fmod(seconds, 3600.0) == 0.0) return tr("%1 h").arg(seconds / 3600.0);
  if (std::fmod(seconds, 60.0) == 0.0 && seconds < 3600.0) return tr("%1 min").arg(seconds / 60.0);
  return duration(seconds);
}

// Ticks for a rate axis from 0 to `top` bytes/s: a step of 1, 2 or 5 times a power of ten.
std::vector<double> rateTicks(double top, int most) {
  double step = std::pow(10.0, std::floor(std::log10(std::max(top, 1.0) / most)));
  for (const double factor : {1.0, 2.0, 5.0, 10.0})
    if (top / (step * factor) <= most) {
      step *= factor;
      break;
    }
  std::vector<double> ticks;
  for (double t = 0.0; t <= top * (1 + 1e-9); t += step) ticks.push_back(t);
  return ticks;
}

// What the one-figure plot draws up the page: each run's time, or its aggregate rate.
struct Measure {
  bool rates = false;
  // The value at `point`, or NaN where there is none (a refused value, a run that never ends).
  [[nodiscard]] double of(const whatif::SweepPoint& point, topology::Direction direction) const {
    if (!finished(point, direction)) return std::nan("");
    return rates ? run(point, direction).rate : run(point, direction).runSeconds;
  }
  [[nodiscard]] std::vector<double> ticks(double top) const {
    return rates ? rateTicks(top, 6) : timeTicks(top, 6);
  }
  [[nodiscard]] QString tick(double value) const {
    if (!rates) return tickText(value);
    return value == 0.0 ? QStringLiteral("0")
                        : text(units::formatAuto(value, units::Dimension::Rate));
  }
};

// Where the parts of the one-figure picture go.
struct LineLayout {
  QRectF title, key, plot, strips[2], legend;
  double top = 1.0; // the value at the top of the plot
};

double limitOf(const whatif::SweepResult& sweep, topology::Direction direction) {
  for (const auto& point : sweep.points)
    if (point.error.empty() && run(point, direction).verdict.limitSeconds > 0.0)
      return run(point, direction).verdict.limitSeconds;
  return 0.0;
}

std::size_t legendRows(const Bottlenecks& bottlenecks, double width, const QFontMetricsF& fm);

LineLayout lineLayout(const QRectF& area, const whatif::SweepResult& sweep, const Measure& measure,
                      const Bottlenecks& bottlenecks, const QFontMetricsF& fm) {
  LineLayout layout;
  double top = measure.rates ? 0.0
                             : std::max(limitOf(sweep, topology::Direction::Backup),
                                        limitOf(sweep, topology::Direction::Restore));
  for (const auto& point : sweep.points)
    for (const auto direction : {topology::Direction::Backup, topology::Direction::Restore})
      if (const double value = measure.of(point, direction); std::isfinite(value))
        top = std::max(top, value);
  layout.top = top > 0.0 ? measure.ticks(top * 1.08).back() : (measure.rates ? 1e6 : 3600.0);
  if (layout.top < top * 1.02) layout.top = top * 1.08;
  const double line = fm.height();
  double left = fm.horizontalAdvance(tr("Restore limited by")) + 10;
  for (const double tick : measure.ticks(layout.top))
    left = std::max(left, fm.horizontalAdvance(measure.tick(tick)) + 10);
  layout.title = QRectF(area.left(), area.top() + 2, area.width(), line * 1.2);
  layout.key = QRectF(area.left() + left, layout.title.bottom() + 2, area.width() - left, line);
  const double legendWidth = area.width() - left - 12;
  const auto rows = double(legendRows(bottlenecks, legendWidth, fm));
  const double bottom = area.bottom() - 4 - line * rows;
  layout.legend = QRectF(area.left() + left, bottom, legendWidth, line * rows);
  const double stripHeight = line + 4;
  layout.strips[1] = QRectF(area.left() + left, bottom - 6 - stripHeight, 0, stripHeight);
  layout.strips[0] = layout.strips[1].translated(0, -stripHeight - 3);
  const double plotBottom = layout.strips[0].top() - 2.2 * line - 8; // x labels and title
  layout.plot = QRectF(QPointF(area.left() + left, layout.key.bottom() + 8),
                       QPointF(area.right() - 12, plotBottom));
  for (auto& strip : layout.strips) strip.setRight(layout.plot.right());
  return layout;
}

double xAt(const SweepScale& scale, const QRectF& plot, std::size_t i) {
  // Categories sit inside the plot, half a step from its edges.
  if (scale.kind() == SweepScale::Kind::Category) {
    const double step = plot.width() / double(std::max<std::size_t>(scale.size(), 1));
    return plot.left() + step * (double(i) + 0.5);
  }
  return plot.left() + scale.position(i) * plot.width();
}

void paintMeasureAxis(QPainter& p, const LineLayout& layout, const Measure& measure,
                      const ChartStyle& style) {
  const QFontMetricsF fm(style.font);
  for (const double tick : measure.ticks(layout.top)) {
    const double y = layout.plot.bottom() - tick / layout.top * layout.plot.height();
    p.setPen(QPen(style.grid, 0.6));
    p.drawLine(QPointF(layout.plot.left(), y), QPointF(layout.plot.right(), y));
    p.setPen(style.text);
    const QString label = measure.tick(tick);
    p.drawText(QRectF(layout.plot.left() - 200 - 6, y - fm.height() / 2, 200, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, label);
  }
  p.setPen(QPen(style.axis, 1));
  p.drawLine(layout.plot.bottomLeft(), layout.plot.bottomRight());
  p.drawLine(layout.plot.bottomLeft(), layout.plot.topLeft());
}

void paintValueAxis(QPainter& p, const LineLayout& layout, const SweepScale& scale,
                    const ChartStyle& style) {
  const QFontMetricsF fm(style.font);
  double widest = 40.0;
  for (std::size_t i = 0; i < scale.size(); ++i)
    widest = std::max(widest, fm.horizontalAdvance(scale.label(i)) + 16);
  if (scale.kind() == SweepScale::Kind::Category) {
    // Every category named, each shortened to its share of the width (a list of models).
    const double step = layout.plot.width() / double(std::max<std::size_t>(scale.size(), 1));
    p.setPen(style.text);
    for (std::size_t i = 0; i < scale.size(); ++i) {
      const QRectF box(xAt(scale, layout.plot, i) - step / 2 + 2, layout.plot.bottom() + 5,
                       step - 4, fm.height());
      p.drawText(box, Qt::AlignHCenter | Qt::AlignTop,
                 fm.elidedText(scale.shortLabel(i), Qt::ElideRight, box.width()));
    }
    p.drawText(QRectF(layout.plot.left(), layout.plot.bottom() + 5 + fm.height(),
                      layout.plot.width(), fm.height()),
               Qt::AlignHCenter | Qt::AlignTop, scale.title());
    return;
  }
  const auto shown = scale.labelled(std::size_t(std::max(2.0, layout.plot.width() / widest)));
  // Each label centred under its tick but kept inside the picture; one that would touch the
  // label before it is left out (the last one, at the end of the range, is always shown).
  std::vector<std::pair<std::size_t, QRectF>> boxes;
  for (const std::size_t i : shown) {
    const double x = xAt(scale, layout.plot, i);
    const double width = fm.horizontalAdvance(scale.label(i)) + 2;
    QRectF box(x - width / 2, layout.plot.bottom() + 5, width, fm.height());
    if (box.right() > layout.plot.right() + 10) box.moveRight(layout.plot.right() + 10);
    if (box.left() < layout.plot.left() - 30) box.moveLeft(layout.plot.left() - 30);
    while (!boxes.empty() && boxes.back().second.right() + 8 > box.left()) {
      if (i + 1 != scale.size()) break;
      boxes.pop_back(); // the end of the range wins over the label before it
    }
    if (boxes.empty() || boxes.back().second.right() + 8 <= box.left()) boxes.push_back({i, box});
  }
  for (const auto& [i, box] : boxes) {
    const double x = xAt(scale, layout.plot, i);
    p.setPen(QPen(style.axis, 1));
    p.drawLine(QPointF(x, layout.plot.bottom()), QPointF(x, layout.plot.bottom() + 4));
    p.setPen(style.text);
    p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, scale.label(i));
  }
  p.drawText(QRectF(layout.plot.left(), layout.plot.bottom() + 5 + fm.height(), layout.plot.width(),
                    fm.height()),
             Qt::AlignHCenter | Qt::AlignTop, scale.title());
}

// The window or objective as a dashed line with its name at the right, above the line, or
// below it when `below` (two lines close together keep their names apart).
void paintLimit(QPainter& p, const LineLayout& layout, double seconds, const QString& label,
                const QColor& colour, bool below, const ChartStyle& style) {
  if (seconds <= 0.0) return;
  const double y = layout.plot.bottom() - seconds / layout.top * layout.plot.height();
  p.setPen(QPen(colour, 1.4, Qt::DashLine));
  p.drawLine(QPointF(layout.plot.left(), y), QPointF(layout.plot.right(), y));
  const QFontMetricsF fm(style.font);
  p.drawText(QRectF(layout.plot.left() + 4, below ? y + 1 : y - fm.height() - 1,
                    layout.plot.width() - 8, fm.height()),
             Qt::AlignRight | (below ? Qt::AlignTop : Qt::AlignBottom), label);
}

void paintRun(QPainter& p, const LineLayout& layout, const SweepScale& scale,
              const whatif::SweepResult& sweep, const Measure& measure,
              topology::Direction direction, const QColor& colour) {
  QPainterPath path;
  bool drawing = false;
  std::vector<QPointF> marks;
  for (std::size_t i = 0; i < sweep.points.size(); ++i) {
    const auto& point = sweep.points[i];
    const double x = xAt(scale, layout.plot, i);
    const double value = measure.of(point, direction);
    if (!std::isfinite(value)) {
      drawing = false; // a gap where the run cannot finish
      p.setPen(QPen(bottleneckColour(), 1.6));
      const double y = layout.plot.top() + 4;
      p.drawLine(QPointF(x - 4, y - 4), QPointF(x + 4, y + 4));
      p.drawLine(QPointF(x - 4, y + 4), QPointF(x + 4, y - 4));
      continue;
    }
    const QPointF at(x, layout.plot.bottom() - value / layout.top * layout.plot.height());
    if (drawing)
      path.lineTo(at);
    else
      path.moveTo(at);
    drawing = true;
    marks.push_back(at);
  }
  p.setPen(QPen(colour, 2.0));
  p.setBrush(Qt::NoBrush);
  p.drawPath(path);
  p.setBrush(colour);
  if (marks.size() <= 60)
    for (const QPointF& mark : marks) p.drawEllipse(mark, 2.8, 2.8);
  p.setBrush(Qt::NoBrush);
}

// A strip under the plot: which component limits the run at each value.
void paintStrip(QPainter& p, const QRectF& strip, const QRectF& plot, const SweepScale& scale,
                const whatif::SweepResult& sweep, topology::Direction direction,
                const Bottlenecks& bottlenecks, const QString& title, const ChartStyle& style) {
  const QFontMetricsF fm(style.font);
  p.setPen(style.text);
  p.drawText(QRectF(strip.left() - 400 - 6, strip.top(), 400, strip.height()),
             Qt::AlignRight | Qt::AlignVCenter, title);
  const std::size_t n = sweep.points.size();
  const auto edge = [&](std::size_t i, bool right) {
    const double x = xAt(scale, plot, i);
    if (right) return i + 1 < n ? (x + xAt(scale, plot, i + 1)) / 2 : plot.right();
    return i > 0 ? (x + xAt(scale, plot, i - 1)) / 2 : plot.left();
  };
  for (std::size_t i = 0; i < n;) {
    const auto& key = run(sweep.points[i], direction).bottleneckKey;
    const bool known = sweep.points[i].error.empty() && !key.empty();
    std::size_t j = i + 1;
    while (j < n && sweep.points[j].error.empty() == sweep.points[i].error.empty() &&
           run(sweep.points[j], direction).bottleneckKey == key)
      ++j;
    const QRectF band(QPointF(edge(i, false), strip.top()),
                      QPointF(edge(j - 1, true), strip.bottom()));
    const QColor shade = known ? bottleneckShade(bottlenecks.order.at(key)) : style.grid;
    p.fillRect(band.adjusted(0.5, 0, -0.5, 0), shade);
    if (known) {
      const QString label = fm.elidedText(bottlenecks.labels[bottlenecks.order.at(key)],
                                          Qt::ElideRight, band.width() - 6);
      p.setPen(qGray(shade.rgb()) > 140 ? Qt::black : Qt::white);
      if (band.width() > 30) p.drawText(band, Qt::AlignCenter, label);
    }
    i = j;
  }
}

void paintLegend(QPainter& p, const QRectF& area, const Bottlenecks& bottlenecks,
                 const ChartStyle& style) {
  const QFontMetricsF fm(style.font);
  double x = area.left();
  double y = area.top();
  for (std::size_t i = 0; i < bottlenecks.labels.size(); ++i) {
    const double width = fm.horizontalAdvance(bottlenecks.labels[i]) + fm.height() + 18;
    if (x + width > area.right() && x > area.left()) {
      x = area.left();
      y += fm.height();
    }
    p.fillRect(QRectF(x, y + 3, fm.height() - 6, fm.height() - 6), bottleneckShade(i));
    p.setPen(style.text);
    p.drawText(QRectF(x + fm.height(), y, width, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               bottlenecks.labels[i]);
    x += width;
  }
}

std::size_t legendRows(const Bottlenecks& bottlenecks, double width, const QFontMetricsF& fm) {
  std::size_t rows = 1;
  double x = 0.0;
  for (const auto& label : bottlenecks.labels) {
    const double w = fm.horizontalAdvance(label) + fm.height() + 18;
    if (x + w > width && x > 0.0) {
      ++rows;
      x = 0.0;
    }
    x += w;
  }
  return rows;
}

void paintKey(QPainter& p, const QRectF& key, const ChartStyle& style) {
  const QFontMetricsF fm(style.font);
  double x = key.left();
  for (const auto& [label, colour] : {std::pair{tr("Backup run"), backupColour()},
                                      std::pair{tr("Restore run"), restoreColour()}}) {
    p.setPen(QPen(colour, 2.0));
    p.drawLine(QPointF(x, key.center().y()), QPointF(x + 18, key.center().y()));
    p.setPen(style.text);
    p.drawText(QRectF(x + 22, key.top(), 300, key.height()), Qt::AlignLeft | Qt::AlignVCenter,
               label);
    x += 22 + fm.horizontalAdvance(label) + 16;
  }
}

void paintLines(QPainter& p, const QRectF& area, const SweepPicture& picture,
                const ChartStyle& style) {
  const auto& sweep = *picture.result;
  const SweepScale scale(sweep.axes[0], picture.axisTitles.value(0));
  const Bottlenecks bottlenecks(sweep);
  const QFontMetricsF fm(style.font);
  const Measure measure{picture.rates};
  const auto layout = lineLayout(area, sweep, measure, bottlenecks, fm);
  QFont bold = style.font;
  bold.setBold(true);
  p.setFont(bold);
  p.setPen(style.text);
  const QString title =
      (measure.rates ? tr("Rate against %1") : tr("Run time against %1")).arg(scale.title());
  p.drawText(layout.title, Qt::AlignHCenter | Qt::AlignVCenter,
             QFontMetricsF(bold).elidedText(title, Qt::ElideRight, layout.title.width() - 8));
  p.setFont(style.font);
  paintKey(p, layout.key, style);
  paintMeasureAxis(p, layout, measure, style);
  paintValueAxis(p, layout, scale, style);
  const auto limitLabel = [&](topology::Direction direction, const char* words) {
    for (const auto& point : sweep.points)
      if (point.error.empty() && run(point, direction).verdict.limitSeconds > 0.0)
        return tr(words).arg(text(run(point, direction).verdict.limitText));
    return QString();
  };
  // The window and objective are times: the rate view has no line for them.
  const double window = measure.rates ? 0.0 : limitOf(sweep, topology::Direction::Backup);
  const double objective = measure.rates ? 0.0 : limitOf(sweep, topology::Direction::Restore);
  const bool close = std::abs(window - objective) / layout.top * layout.plot.height() < fm.height();
  paintLimit(p, layout, window, limitLabel(topology::Direction::Backup, "Backup window %1"),
             warningLineColour(), close && window < objective, style);
  paintLimit(p, layout, objective, limitLabel(topology::Direction::Restore, "Restore objective %1"),
             restoreColour(), close && objective <= window, style);
  paintRun(p, layout, scale, sweep, measure, topology::Direction::Backup, backupColour());
  paintRun(p, layout, scale, sweep, measure, topology::Direction::Restore, restoreColour());
  paintStrip(p, layout.strips[0], layout.plot, scale, sweep, topology::Direction::Backup,
             bottlenecks, tr("Backup limited by"), style);
  paintStrip(p, layout.strips[1], layout.plot, scale, sweep, topology::Direction::Restore,
             bottlenecks, tr("Restore limited by"), style);
  paintLegend(p, layout.legend, bottlenecks, style);
}

} // namespace

QColor bottleneckShade(std::size_t order) {
  // Tableau-like mid-tones, without the red that marks "the" bottleneck elsewhere.
  static const QColor kShades[] = {
      QColor(78, 121, 167),  QColor(242, 142, 43),  QColor(89, 161, 79),  QColor(176, 122, 161),
      QColor(237, 201, 72),  QColor(118, 183, 178), QColor(156, 117, 95), QColor(255, 157, 167),
      QColor(186, 176, 172), QColor(100, 100, 180)};
  return kShades[order % std::size(kShades)];
}

void paintSweep(QPainter& painter, const QRectF& area, const SweepPicture& picture,
                const ChartStyle& style) {
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(area, style.background);
  painter.setFont(style.font);
  if (picture.result && !picture.result->points.empty()) {
    if (picture.result->axes.size() == 1)
      paintLines(painter, area, picture, style);
    else
      sweeppicture::paintHeatMap(painter, area, picture, style);
  }
  painter.restore();
}

int sweepPointAt(const QRectF& area, const SweepPicture& picture, const ChartStyle& style,
                 const QPointF& at) {
  if (!picture.result || picture.result->points.empty()) return -1;
  const auto& sweep = *picture.result;
  if (sweep.axes.size() != 1) return sweeppicture::heatMapPointAt(area, picture, style, at);
  const SweepScale scale(sweep.axes[0], {});
  const QFontMetricsF fm(style.font);
  const Bottlenecks bottlenecks(sweep);
  const auto layout = lineLayout(area, sweep, Measure{picture.rates}, bottlenecks, fm);
  if (at.x() < layout.plot.left() - 4 || at.x() > layout.plot.right() + 4 ||
      at.y() < layout.plot.top() || at.y() > layout.strips[1].bottom())
    return -1;
  int best = -1;
  double nearest = 1e300;
  for (std::size_t i = 0; i < sweep.points.size(); ++i)
    if (const double d = std::abs(xAt(scale, layout.plot, i) - at.x()); d < nearest) {
      nearest = d;
      best = int(i);
    }
  return best;
}

} // namespace tapeflow::editor
