#pragma once

// Small pieces the sweep's pictures share (SweepPlot.cpp, SweepHeatMap.cpp).

#include "SweepPlot.h"
#include "units/Format.h"

#include <QCoreApplication>
#include <QRectF>

#include <cmath>

namespace tapeflow::editor::sweeppicture {

inline QString tr(const char* text) {
  return QCoreApplication::translate("tapeflow::editor", text);
}
inline QString text(const std::string& s) { return QString::fromStdString(s); }
inline QString duration(double seconds) { return text(units::formatDuration(seconds)); }

inline const whatif::RunFigures& run(const whatif::SweepPoint& point,
                                     topology::Direction direction) {
  return direction == topology::Direction::Backup ? point.backup : point.restore;
}
// The run at this point has a finite time (the document took the values and every job ends).
inline bool finished(const whatif::SweepPoint& point, topology::Direction direction) {
  return point.error.empty() && std::isfinite(run(point, direction).runSeconds);
}

// The heat map of a two-figure sweep (SweepHeatMap.cpp).
void paintHeatMap(QPainter& painter, const QRectF& area, const SweepPicture& picture,
                  const ChartStyle& style);
[[nodiscard]] int heatMapPointAt(const QRectF& area, const SweepPicture& picture,
                                 const ChartStyle& style, const QPointF& at);

} // namespace tapeflow::editor::sweeppicture
