#include "PageWriter.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("tapeflow::editor::PageWriter", text);
}

// A sans family that every Debian desktop has and that covers the report's symbols (▸, –, ·);
// the platform's default otherwise.
QString reportFamily() {
  const QString preferred = QStringLiteral("DejaVu Sans");
  return QFontDatabase::families().contains(preferred)
             ? preferred
             : QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
}

constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

} // namespace

PageWriter::PageWriter(QPagedPaintDevice& device, QPainter& painter, QString footer, int totalPages)
    : m_device(device), m_painter(painter), m_footer(std::move(footer)), m_totalPages(totalPages),
      m_family(reportFamily()) {
  // The page's printable area minus the margins QPdfWriter was given, with room for the footer.
  const QRectF page(0, 0, device.width(), device.height());
  const double footerHeight = mm(9);
  m_content = page.adjusted(0, 0, 0, -footerHeight);
  m_footerArea =
      QRectF(page.left(), page.bottom() - footerHeight + mm(3), page.width(), footerHeight - mm(3));
  m_y = m_content.top();
}

QFont PageWriter::font(Style style) const {
  QFont font(m_family);
  // No ligatures: "fl" in "Tapeflow" stays two letters for search and copy in the PDF.
  font.setStyleStrategy(QFont::PreferNoShaping);
  switch (style) {
  case Style::Title:
    font.setPointSizeF(18);
    font.setBold(true);
    break;
  case Style::Heading:
    font.setPointSizeF(13);
    font.setBold(true);
    break;
  case Style::Subheading:
    font.setPointSizeF(10);
    font.setBold(true);
    break;
  case Style::Body: font.setPointSizeF(9.5); break;
  case Style::Small: font.setPointSizeF(7.5); break;
  case Style::Table: font.setPointSizeF(8); break;
  case Style::TableHeader:
    font.setPointSizeF(8);
    font.setBold(true);
    break;
  }
  return font;
}

QFontMetricsF PageWriter::metrics(Style style) const {
  return QFontMetricsF(font(style), &m_device);
}

double PageWriter::mm(double millimetres) const {
  return millimetres * m_device.logicalDpiY() / 25.4;
}

void PageWriter::ensureSpace(double height) {
  if (height > remaining() && !atPageTop()) newPage();
}

void PageWriter::newPage() {
  drawFooter();
  m_device.newPage();
  ++m_page;
  m_y = m_content.top();
}

void PageWriter::finish() { drawFooter(); }

void PageWriter::drawFooter() {
  m_painter.save();
  m_painter.setPen(QPen(QColor(150, 150, 150), mm(0.2)));
  m_painter.drawLine(m_footerArea.topLeft(), m_footerArea.topRight());
  m_painter.setFont(font(Style::Small));
  m_painter.setPen(QColor(90, 90, 90));
  const QRectF text = m_footerArea.adjusted(0, mm(1), 0, 0);
  const QString number = m_totalPages > 0 ? tr("Page %1 of %2").arg(m_page).arg(m_totalPages)
                                          : tr("Page %1").arg(m_page);
  // A long document title gives way to the page number, losing its middle, not its date.
  const auto fm = metrics(Style::Small);
  const double room = text.width() - fm.horizontalAdvance(number) - mm(4);
  m_painter.drawText(text, Qt::AlignLeft | Qt::AlignTop,
                     fm.elidedText(m_footer, Qt::ElideMiddle, std::max(0.0, room)));
  m_painter.drawText(text, Qt::AlignRight | Qt::AlignTop, number);
  m_painter.restore();
}

double PageWriter::textHeight(const QString& text, Style style, double width) const {
  return metrics(style).boundingRect(QRectF(0, 0, width, 1e9), kTextFlags, text).height();
}

void PageWriter::heading(const QString& text, double keepWith, Style style) {
  const double space = style == Style::Heading ? mm(5) : mm(2.5);
  const double height = textHeight(text, style, width());
  ensureSpace(space + height + mm(1.5) + keepWith);
  if (!atPageTop()) advance(space);
  m_painter.setFont(font(style));
  m_painter.setPen(Qt::black);
  m_painter.drawText(QRectF(left(), m_y, width(), height), kTextFlags, text);
  advance(height + mm(1.5));
}

void PageWriter::paragraph(const QString& text, Style style) {
  // Line by line, so that a long text breaks between lines at the page's end.
  const QFont f = font(style);
  QTextLayout layout(text, f, &m_device);
  QTextOption option;
  option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
  layout.setTextOption(option);
  layout.beginLayout();
  double y = 0.0;
  std::vector<QTextLine> lines;
  for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
    line.setLineWidth(width());
    line.setPosition(QPointF(0, y));
    y += line.height();
    lines.push_back(line);
  }
  layout.endLayout();
  m_painter.setPen(Qt::black);
  for (const QTextLine& line : lines) {
    ensureSpace(line.height());
    line.draw(&m_painter, QPointF(left(), m_y - line.y()));
    advance(line.height());
  }
  advance(mm(1.5));
}

} // namespace tapeflow::editor
