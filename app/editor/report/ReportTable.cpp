#include "ReportTable.h"

#include "PageWriter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace tapeflow::editor {
namespace {

using Style = PageWriter::Style;

// A number with its unit, short enough to keep on one line.
bool isFigure(const QString& text) {
  return !text.isEmpty() && (text.front().isDigit() || text.front() == QLatin1Char('+')) &&
         text.count(QLatin1Char(' ')) <= 3;
}

// The width of the widest word of `text` (words are what spaces part).
double widestWord(const QFontMetricsF& metrics, const QString& text) {
  static const QRegularExpression space(QStringLiteral("\\s+"));
  double widest = 0.0;
  for (const QString& word : text.split(space, Qt::SkipEmptyParts))
    widest = std::max(widest, metrics.horizontalAdvance(word));
  return widest;
}

struct Layout {
  std::vector<double> widths;
  std::vector<bool> anywhere; // the column holds words too long for the page

  // In such a column only a cell with a word too long for it breaks anywhere (a file path); the
  // others keep their words whole, as every other column does.
  [[nodiscard]] int flags(std::size_t column, const QFontMetricsF& metrics, const QString& text,
                          double padding) const {
    const bool breaks = column < anywhere.size() && anywhere[column] &&
                        widestWord(metrics, text) > widths[column] - 2 * padding;
    return breaks ? Qt::TextWrapAnywhere : Qt::TextWordWrap;
  }
};

// The columns whose `wants` fits a fair share of the width left once the narrower ones have
// theirs (as a browser lays out an automatic table); `left` loses what they take.
std::vector<bool> fitWhole(const std::vector<double>& wants, double& left) {
  std::vector<bool> fits(wants.size(), false);
  std::size_t open = wants.size();
  for (bool changed = true; changed && open > 1;) {
    changed = false;
    for (std::size_t c = 0; c < wants.size(); ++c)
      if (!fits[c] && open > 1 && wants[c] <= left / static_cast<double>(open)) {
        fits[c] = changed = true;
        left -= wants[c];
        --open;
      }
  }
  return fits;
}

// Widths that fit the page: every column its longest word (so words are never cut), then the
// space left shared in proportion to how much wider than that each column's text wants to be.
Layout columnWidths(const PageWriter& writer, const ReportTable& table, double padding) {
  const auto columns = static_cast<std::size_t>(table.headers.size());
  std::vector<double> least(columns, 0.0), natural(columns, 0.0);
  // Bold metrics for every cell: emphasised rows are bold and must fit the same columns.
  const QFontMetricsF metrics = writer.metrics(Style::TableHeader);
  const auto measure = [&](std::size_t c, const QString& text, bool header) {
    const double whole = metrics.horizontalAdvance(text) + 2 * padding;
    natural[c] = std::max(natural[c], whole);
    // A figure and its unit ("62.98 GB/h", "34 min 18 s") never break; other text at spaces.
    if (!header && c < table.numeric.size() && table.numeric[c] && isFigure(text)) {
      least[c] = std::max(least[c], whole);
      return;
    }
    least[c] = std::max(least[c], widestWord(metrics, text) + 2 * padding);
  };
  for (std::size_t c = 0; c < columns; ++c) measure(c, table.headers[qsizetype(c)], true);
  for (const QStringList& row : table.rows)
    for (std::size_t c = 0; c < columns && c < std::size_t(row.size()); ++c)
      measure(c, row[qsizetype(c)], false);

  Layout layout;
  const double available = writer.width();
  const double minimum = std::accumulate(least.begin(), least.end(), 0.0);
  if (minimum >= available) {
    // Words too long for the page even alone (a source's file path): the columns whose longest
    // word fits a fair share of the page keep their words whole; the others share what is left
    // in proportion and break anywhere.
    layout.widths = least;
    double left = available;
    const std::vector<bool> fits = fitWhole(least, left);
    layout.anywhere.resize(columns);
    for (std::size_t c = 0; c < columns; ++c) layout.anywhere[c] = !fits[c];
    double tooLong = 0.0;
    for (std::size_t c = 0; c < columns; ++c)
      if (layout.anywhere[c]) tooLong += least[c];
    for (std::size_t c = 0; c < columns; ++c)
      if (layout.anywhere[c]) layout.widths[c] = least[c] * left / tooLong;
    return layout;
  }
  layout.widths.resize(columns);
  // Columns narrower than a fair share of what is left keep their whole text on one line (as a
  // browser lays out an automatic table); the others share the rest.
  double left = available;
  std::vector<bool> whole = fitWhole(natural, left);
  auto open = static_cast<std::size_t>(std::count(whole.begin(), whole.end(), false));
  for (std::size_t c = 0; c < columns; ++c)
    if (whole[c]) layout.widths[c] = natural[c];
  double extra = 0.0, floor = 0.0;
  for (std::size_t c = 0; c < columns; ++c)
    if (!whole[c]) {
      extra += natural[c] - least[c];
      floor += least[c];
    }
  if (floor > left) { // the narrow ones took too much: share everything instead
    std::fill(whole.begin(), whole.end(), false);
    open = columns;
    left = available;
    floor = minimum;
    extra = 0.0;
    for (std::size_t c = 0; c < columns; ++c) extra += natural[c] - least[c];
  }
  const double spare = left - floor;
  for (std::size_t c = 0; c < columns; ++c)
    if (!whole[c])
      layout.widths[c] = least[c] + (extra > 0.0 ? (natural[c] - least[c]) / extra * spare
                                                 : spare / static_cast<double>(open));
  // Text that all fits on one line needs no more than its natural width: give the rest to the
  // last text column, so that figures stay next to what they measure.
  if (std::accumulate(natural.begin(), natural.end(), 0.0) <= available) {
    const double sum = std::accumulate(natural.begin(), natural.end(), 0.0);
    for (std::size_t c = 0; c < columns; ++c) layout.widths[c] = natural[c];
    std::size_t wide = columns - 1;
    for (std::size_t c = 0; c < columns; ++c)
      if (c >= table.numeric.size() || !table.numeric[c]) wide = c;
    layout.widths[wide] += available - sum;
  }
  return layout;
}

double rowHeight(const PageWriter& writer, const QStringList& cells, const Layout& layout,
                 Style style, double padding) {
  const QFontMetricsF metrics = writer.metrics(style);
  double height = metrics.height();
  for (std::size_t c = 0; c < layout.widths.size() && c < std::size_t(cells.size()); ++c)
    height =
        std::max(height, metrics
                             .boundingRect(QRectF(0, 0, layout.widths[c] - 2 * padding, 1e9),
                                           layout.flags(c, metrics, cells[qsizetype(c)], padding),
                                           cells[qsizetype(c)])
                             .height());
  return height + 2 * padding;
}

void paintRow(PageWriter& writer, const ReportTable& table, const QStringList& cells,
              const Layout& layout, Style style, double height, double padding, bool shaded) {
  QPainter& painter = writer.painter();
  const double y = writer.top();
  if (shaded)
    painter.fillRect(QRectF(writer.left(), y, writer.width(), height),
                     style == Style::TableHeader ? QColor(225, 230, 236) : QColor(246, 246, 246));
  painter.setFont(writer.font(style));
  painter.setPen(Qt::black);
  const QFontMetricsF metrics = writer.metrics(style);
  double x = writer.left();
  for (std::size_t c = 0; c < layout.widths.size(); ++c) {
    const bool right = c < table.numeric.size() && table.numeric[c];
    const QRectF cell(x + padding, y + padding, layout.widths[c] - 2 * padding,
                      height - 2 * padding);
    const QString text = cells.value(qsizetype(c));
    painter.drawText(cell,
                     layout.flags(c, metrics, text, padding) |
                         (right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop,
                     text);
    x += layout.widths[c];
  }
  painter.setPen(QPen(QColor(190, 190, 190), writer.mm(0.15)));
  painter.drawLine(QPointF(writer.left(), y + height),
                   QPointF(writer.left() + writer.width(), y + height));
  writer.advance(height);
}

} // namespace

void paintTable(PageWriter& writer, const ReportTable& table) {
  if (table.headers.isEmpty()) return;
  const double padding = writer.mm(0.9);
  const Layout layout = columnWidths(writer, table, padding);
  const double headerHeight = rowHeight(writer, table.headers, layout, Style::TableHeader, padding);
  const auto header = [&] {
    paintRow(writer, table, table.headers, layout, Style::TableHeader, headerHeight, padding, true);
  };
  // The header never ends a page alone: it starts where its first row fits too.
  const double first = table.rows.empty()
                           ? 0.0
                           : rowHeight(writer, table.rows.front(), layout, Style::Table, padding);
  writer.ensureSpace(headerHeight + first);
  header();
  bool pageStart = true;
  for (std::size_t r = 0; r < table.rows.size(); ++r) {
    const bool bold = r < table.emphasised.size() && table.emphasised[r];
    const Style style = bold ? Style::TableHeader : Style::Table;
    // In a grouped table the first cell shows where its group starts, and again on a new page.
    const auto cells = [&] {
      QStringList row = table.rows[r];
      if (table.groupFirstColumn && !pageStart && r > 0 && !row.isEmpty() &&
          row.front() == table.rows[r - 1].value(0))
        row.front().clear();
      return row;
    };
    double height = rowHeight(writer, cells(), layout, style, padding);
    if (height > writer.remaining()) {
      writer.newPage();
      header();
      pageStart = true;
      height = rowHeight(writer, cells(), layout, style, padding);
    }
    paintRow(writer, table, cells(), layout, style, height, padding, r % 2 == 1);
    pageStart = false;
  }
  writer.advance(writer.mm(2));
}

} // namespace tapeflow::editor
