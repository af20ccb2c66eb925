#include "TableCopy.h"

#include "util/CsvField.h"

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QTreeWidget>

namespace tapeflow::editor {
namespace {

// A figure as the tables show it ("-12.5 %", "+3", "1,024.5"): a spreadsheet takes it for the
// number it is, so its sign is not a formula's start.
bool isPlainNumber(const QString& text) {
  static const QRegularExpression number(
      QStringLiteral("^[+-]?[0-9][0-9.,]*([eE][+-]?[0-9]+)? ?%?$"));
  return number.match(text).hasMatch();
}

// A cell as it goes to the clipboard: one line, and a text a spreadsheet would run as a formula
// on pasting (a node named =HYPERLINK(...)) behind an apostrophe, as the CSV export has it
// (issue 37).
QString cell(QString text) {
  for (QChar& c : text)
    if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))
      c = QLatin1Char(' ');
  if (startsLikeFormula(text.left(1).toStdString()) && !isPlainNumber(text))
    text.prepend(QLatin1Char('\''));
  return text;
}

QString line(const QTreeWidgetItem* item, int columns) {
  QStringList cells;
  for (int column = 0; column < columns; ++column) cells << cell(item->text(column));
  return cells.join(QLatin1Char('\t'));
}

void copyRows(const QTreeWidget* tree) { QGuiApplication::clipboard()->setText(tableText(tree)); }

// Ctrl+C on the table copies its rows: the shortcut override keeps the main window's Copy (of
// diagram parts) from taking the key while the table has the focus, and the key press that
// follows copies (instead of QAbstractItemView's copy of the current cell alone).
class CopyKey : public QObject {
public:
  explicit CopyKey(QTreeWidget* tree) : QObject(tree), m_tree(tree) {}

protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    const bool shortcutOverride = event->type() == QEvent::ShortcutOverride;
    if ((shortcutOverride || event->type() == QEvent::KeyPress) &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
      event->accept();
      if (!shortcutOverride) copyRows(m_tree);
      return true;
    }
    return QObject::eventFilter(watched, event);
  }

private:
  QTreeWidget* m_tree;
};

} // namespace

QString tableText(const QTreeWidget* tree) {
  const int columns = tree->columnCount();
  QStringList lines;
  lines << line(tree->headerItem(), columns);
  // Walking the top-level items keeps the order shown (sorted); selectedItems() does not.
  const bool anySelected = !tree->selectedItems().isEmpty();
  for (int row = 0; row < tree->topLevelItemCount(); ++row) {
    const QTreeWidgetItem* item = tree->topLevelItem(row);
    if (!item->isHidden() && (!anySelected || item->isSelected())) lines << line(item, columns);
  }
  return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void enableTableCopy(QTreeWidget* tree) {
  tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
  tree->installEventFilter(new CopyKey(tree));
  auto* copy = new QAction(QCoreApplication::translate("TableCopy", "&Copy"), tree);
  copy->setObjectName(QStringLiteral("copyRows"));
  copy->setShortcut(QKeySequence::Copy); // shown in the menu; CopyKey handles the key itself
  copy->setShortcutContext(Qt::WidgetShortcut);
  QObject::connect(copy, &QAction::triggered, tree, [tree] { copyRows(tree); });
  tree->addAction(copy);
  tree->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace tapeflow::editor
