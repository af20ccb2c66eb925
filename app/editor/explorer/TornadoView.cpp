#include "TornadoView.h"

#include "RunWords.h"
#include "charts/ChartStyle.h"
#include "units/Format.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {
namespace {} // namespace

TornadoView::TornadoView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("tornadoView"));
  setMinimumHeight(160);
}

void TornadoView::setData(std::shared_ptr<const whatif::TornadoData> data) {
  m_data = std::move(data);
  update();
}

void TornadoView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const auto style = ChartStyle::fromPalette(palette(), font());
  p.fillRect(rect(), style.background);
  const QFontMetricsF fm(font());
  if (!m_data || m_data->bars.empty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
               tr("Advise draws here how the backup run's time moves with each busy component "
                  "at -50 % and +50 %."));
    return;
  }
  const double base = m_data->backup.runSeconds;
  double lo = base, hi = base;
  for (const auto& bar : m_data->bars)
    for (const double t : {bar.lowBackup.runSeconds, bar.highBackup.runSeconds})
      if (bar.error.empty() && std::isfinite(t)) {
        lo = std::min(lo, t);
        hi = std::max(hi, t);
      }
  const double row = fm.height() + 6;
  double labelWidth = 0;
  for (const auto& bar : m_data->bars)
    labelWidth = std::max(labelWidth, fm.horizontalAdvance(QString::fromStdString(bar.label)));
  labelWidth = std::min(labelWidth + 12, width() * 0.4);
  const double textWidth = fm.horizontalAdvance(QStringLiteral("12 h 30 min … 12 h 30 min")) + 12;
  const QRectF plot(labelWidth, row * 2.6, std::max(40.0, width() - labelWidth - textWidth),
                    row * double(m_data->bars.size()));
  const auto x = [&](double t) {
    return hi > lo ? plot.left() + (t - lo) / (hi - lo) * plot.width() : plot.center().x();
  };
  QFont bold = font();
  bold.setBold(true);
  p.setFont(bold);
  p.setPen(style.text);
  p.drawText(QRectF(4, 0, width() - 8, row * 2.4), Qt::AlignCenter | Qt::TextWordWrap,
             tr("Backup run time (%1 today, dashed) with each figure at -50 % (light) and "
                "+50 % (dark)")
                 .arg(runDuration(base)));
  p.setFont(font());
  for (std::size_t i = 0; i < m_data->bars.size(); ++i) {
    const auto& bar = m_data->bars[i];
    const double y = plot.top() + row * double(i);
    p.setPen(style.text);
    p.drawText(QRectF(0, y, labelWidth - 8, row), Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(QString::fromStdString(bar.label), Qt::ElideRight, labelWidth - 8));
    if (!bar.error.empty()) continue;
    for (const auto& [t, colour] :
         {std::pair{bar.lowBackup.runSeconds, backupColour().lighter(150)},
          std::pair{bar.highBackup.runSeconds, backupColour()}}) {
      const double end = std::isfinite(t) ? x(t) : plot.right();
      const QRectF box(QPointF(std::min(end, x(base)), y + 3),
                       QPointF(std::max(end, x(base)), y + row - 3));
      p.fillRect(box, colour);
    }
    p.setPen(style.text);
    const double low = bar.lowBackup.runSeconds;
    p.drawText(QRectF(plot.right() + 8, y, textWidth, row), Qt::AlignLeft | Qt::AlignVCenter,
               tr("%1 … %2").arg(runDuration(low), runDuration(bar.highBackup.runSeconds)));
  }
  p.setPen(QPen(style.text, 1.2, Qt::DashLine));
  p.drawLine(QPointF(x(base), plot.top()), QPointF(x(base), plot.bottom()));
}

} // namespace tapeflow::editor
