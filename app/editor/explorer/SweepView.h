#pragma once

#include "SweepPlot.h"

#include <QWidget>

class QPainter;

#include <memory>

namespace tapeflow::editor {

// Shows a sweep's picture (SweepPlot.h) in the widget's palette; hovering a point or cell shows
// its figures and verdicts in a tool tip.
class SweepView : public QWidget {
  Q_OBJECT

public:
  explicit SweepView(QWidget* parent = nullptr);

  void setSweep(std::shared_ptr<const whatif::SweepResult> result, QStringList axisTitles);
  void setHeatDirection(topology::Direction direction);
  // One figure: the runs' rates instead of their times.
  void setRates(bool rates);
  // Out of date: the diagram changed since this sweep; the picture is veiled and says so.
  void setStale(bool stale);
  [[nodiscard]] bool isStale() const { return m_stale; }
  [[nodiscard]] const whatif::SweepResult* sweep() const { return m_result.get(); }
  [[nodiscard]] const SweepPicture& picture() const { return m_picture; }
  // What the tool tip says of point `index` (tests).
  [[nodiscard]] QString describePoint(std::size_t index) const;

protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;

private:
  void paintStale(QPainter& painter) const;

  std::shared_ptr<const whatif::SweepResult> m_result;
  SweepPicture m_picture;
  bool m_stale = false;
};

} // namespace tapeflow::editor
