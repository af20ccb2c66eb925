#include "SweepView.h"

#include "PlainText.h"
#include "units/Format.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <utility>

namespace tapeflow::editor {
namespace {

QString runLine(const QString& what, const whatif::RunFigures& figures) {
  QString line = what + QStringLiteral(": ");
  if (std::isfinite(figures.runSeconds))
    line += QString::fromStdString(units::formatDuration(figures.runSeconds) + ", " +
                                   units::formatAuto(figures.rate, units::Dimension::Rate));
  if (!figures.bottleneck.empty())
    line += SweepView::tr(", limited by %1").arg(QString::fromStdString(figures.bottleneck));
  return line + QStringLiteral("\n  ") + QString::fromStdString(whatif::describe(figures.verdict));
}

} // namespace

SweepView::SweepView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("sweepView"));
  setMinimumSize(360, 240);
  setMouseTracking(true);
}

void SweepView::setSweep(std::shared_ptr<const whatif::SweepResult> result,
                         QStringList axisTitles) {
  m_result = std::move(result);
  m_picture.result = m_result.get();
  m_picture.axisTitles = std::move(axisTitles);
  update();
}

void SweepView::setHeatDirection(topology::Direction direction) {
  m_picture.heatDirection = direction;
  update();
}

void SweepView::setRates(bool rates) {
  m_picture.rates = rates;
  update();
}

QString SweepView::describePoint(std::size_t index) const {
  if (!m_result || index >= m_result->points.size()) return {};
  const auto& point = m_result->points[index];
  QStringList lines;
  for (std::size_t a = 0; a < m_result->axes.size(); ++a)
    lines << tr("%1 = %2").arg(m_picture.axisTitles.value(int(a)),
                               QString::fromStdString(m_result->axes[a].labels[point.index[a]]));
  if (!point.error.empty()) {
    lines << tr("Not a valid document: %1").arg(QString::fromStdString(point.error));
    return lines.join(QLatin1Char('\n'));
  }
  lines << runLine(tr("Backup"), point.backup);
  lines << runLine(tr("Restore"), point.restore);
  return lines.join(QLatin1Char('\n'));
}

void SweepView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  const auto style = ChartStyle::fromPalette(palette(), font());
  if (!m_result) {
    painter.fillRect(rect(), style.background);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("Pick a figure and its values, then Run: one figure draws the run times "
                        "and what limits them over the range, two draw a heat map."));
    return;
  }
  paintSweep(painter, rect(), m_picture, style);
  if (m_stale) paintStale(painter);
}

void SweepView::setStale(bool stale) {
  if (std::exchange(m_stale, stale) != stale) update();
}

// A veil over the picture and a note at its top: its figures answer the diagram as it was.
void SweepView::paintStale(QPainter& painter) const {
  QColor veil = palette().color(QPalette::Base);
  veil.setAlpha(150);
  painter.fillRect(rect(), veil);
  const QString note = tr("Out of date: the diagram changed since this sweep. Run it again.");
  QFont bold = font();
  bold.setBold(true);
  painter.setFont(bold);
  const QFontMetrics metrics(bold);
  QRect box = metrics.boundingRect(rect().adjusted(16, 8, -16, -8),
                                   Qt::AlignHCenter | Qt::TextWordWrap, note);
  box.adjust(-10, -6, 10, 6);
  box.moveTop(8);
  painter.setPen(palette().color(QPalette::Mid));
  painter.setBrush(palette().color(QPalette::ToolTipBase));
  painter.drawRoundedRect(box, 4, 4);
  painter.setPen(palette().color(QPalette::ToolTipText));
  painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, note);
}

bool SweepView::event(QEvent* event) {
  if (event->type() != QEvent::ToolTip) return QWidget::event(event);
  const auto* help = static_cast<QHelpEvent*>(event);
  const int point =
      sweepPointAt(rect(), m_picture, ChartStyle::fromPalette(palette(), font()), help->pos());
  if (point < 0) {
    QToolTip::hideText();
    event->ignore();
    return true;
  }
  QToolTip::showText(help->globalPos(), plainToolTip(describePoint(std::size_t(point))), this);
  return true;
}

} // namespace tapeflow::editor
