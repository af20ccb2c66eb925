#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace tapeflow::editor {

// Lays a report out top to bottom on the pages of a paged device (QPdfWriter), in device units:
// a cursor that moves down the content area, starts a new page when something does not fit,
// and puts the footer (document, date, "Page n of m") on every page as it is finished. The total
// page count comes from a first layout pass (ReportWriter lays the report out twice).
class PageWriter {
public:
  enum class Style { Title, Heading, Subheading, Body, Small, Table, TableHeader };

  PageWriter(QPagedPaintDevice& device, QPainter& painter, QString footer, int totalPages);

  [[nodiscard]] QPainter& painter() { return m_painter; }
  [[nodiscard]] QFont font(Style style) const;
  // Metrics of `style` on the report's device (its resolution, not the screen's).
  [[nodiscard]] QFontMetricsF metrics(Style style) const;
  // Millimetres to device units.
  [[nodiscard]] double mm(double millimetres) const;

  [[nodiscard]] double top() const { return m_y; }
  [[nodiscard]] double left() const { return m_content.left(); }
  [[nodiscard]] double width() const { return m_content.width(); }
  [[nodiscard]] double remaining() const { return m_content.bottom() - m_y; }
  [[nodiscard]] double pageHeight() const { return m_content.height(); }
  [[nodiscard]] int page() const { return m_page; }
  // At the top of a page (nothing drawn on it yet).
  [[nodiscard]] bool atPageTop() const { return m_y <= m_content.top(); }

  void advance(double height) { m_y += height; }
  // Starts a new page unless `height` still fits on this one.
  void ensureSpace(double height);
  void newPage();
  // Draws the last page's footer; call once at the end.
  void finish();

  // The height `text` takes in `style` when wrapped to `width`.
  [[nodiscard]] double textHeight(const QString& text, Style style, double width) const;
  // A section heading, kept on the page of the first `keepWith` device units that follow it.
  void heading(const QString& text, double keepWith = 0.0, Style style = Style::Heading);
  // Wrapped text across the full width; a paragraph longer than the page continues on the next.
  void paragraph(const QString& text, Style style = Style::Body);

private:
  void drawFooter();

  QPagedPaintDevice& m_device;
  QPainter& m_painter;
  QString m_footer;
  int m_totalPages = 0;
  int m_page = 1;
  QRectF m_content;
  QRectF m_footerArea;
  double m_y = 0.0;
  QString m_family;
};

} // namespace tapeflow::editor
