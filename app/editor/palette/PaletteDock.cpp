#include "PaletteDock.h"

#include "PaletteMime.h"
#include "scene/KindStyle.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tapeflow::editor {

namespace {

// The tree, with its drag payload: the entry id under kPaletteEntryMime.
class PaletteTree : public QTreeWidget {
public:
  using QTreeWidget::QTreeWidget;

protected:
  [[nodiscard]] QStringList mimeTypes() const override { return {kPaletteEntryMime}; }
  [[nodiscard]] QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override {
    if (items.isEmpty() || items.first()->data(0, PaletteDock::kEntryRole).isNull()) return nullptr;
    auto* mime = new QMimeData;
    mime->setData(kPaletteEntryMime,
                  items.first()->data(0, PaletteDock::kEntryRole).toString().toUtf8());
    return mime;
  }
};

// Groups in the order a data path is drawn; unknown groups follow in catalog order.
const QStringList kGroupOrder{QStringLiteral("Servers"), QStringLiteral("Buses & adapters"),
                              QStringLiteral("Storage"), QStringLiteral("Networks"),
                              QStringLiteral("Tape")};

} // namespace

PaletteDock::PaletteDock(QWidget* parent) : QDockWidget(tr("Components"), parent) {
  setObjectName(QStringLiteral("paletteDock"));
  auto* content = new QWidget(this);
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(6, 6, 6, 6);
  layout->setSpacing(6);
  m_search = new QLineEdit(content);
  m_search->setObjectName(QStringLiteral("paletteSearch"));
  m_search->setPlaceholderText(tr("Search components…"));
  m_search->setClearButtonEnabled(true);
  m_tree = new PaletteTree(content);
  m_tree->setObjectName(QStringLiteral("paletteTree"));
  m_tree->setHeaderHidden(true);
  m_tree->setDragEnabled(true);
  m_tree->setDragDropMode(QAbstractItemView::DragOnly);
  m_tree->setIconSize(QSize(22, 22));
  m_tree->setIndentation(12);
  m_tree->setUniformRowHeights(true);
  layout->addWidget(m_search);
  layout->addWidget(m_tree);
  setWidget(content);
  connect(m_search, &QLineEdit::textChanged, this, &PaletteDock::filter);
  connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
    if (const QVariant id = item->data(0, kEntryRole); !id.isNull())
      emit entryActivated(id.toString());
  });
}

void PaletteDock::setCatalog(std::shared_ptr<const catalog::Catalog> catalog) {
  m_catalog = std::move(catalog);
  m_tree->clear();
  QHash<QString, QTreeWidgetItem*> groups;
  const QColor iconColour = palette().color(QPalette::Text);
  auto groupItem = [&](const QString& name) {
    if (QTreeWidgetItem* item = groups.value(name)) return item;
    auto* item = new QTreeWidgetItem({name});
    QFont font = item->font(0);
    font.setBold(true);
    item->setFont(0, font);
    item->setFlags(Qt::ItemIsEnabled);
    groups.insert(name, item);
    return item;
  };
  for (const QString& name : kGroupOrder) groupItem(name);
  for (const auto& entry : m_catalog->entries()) {
    const auto* kind = m_catalog->kinds().kind(entry.kind);
    if (!kind || !kind->isNode) continue;
    QString text = QString::fromStdString(entry.displayName());
    if (entry.user) text += tr(" (yours)");
    auto* item = new QTreeWidgetItem({text});
    item->setIcon(0, KindStyle::icon(entry.kind, iconColour));
    item->setData(0, kEntryRole, QString::fromStdString(entry.id));
    item->setToolTip(0, QStringLiteral("<b>%1</b><br>%2<br>%3")
                            .arg(text.toHtmlEscaped(),
                                 QString::fromStdString(kind->label).toHtmlEscaped(),
                                 QString::fromStdString(entry.summary).toHtmlEscaped()));
    // Searchable text beyond the label: kind, vendor, summary.
    item->setData(0, Qt::UserRole + 2,
                  QStringLiteral("%1 %2 %3 %4")
                      .arg(text, QString::fromStdString(kind->label),
                           QString::fromStdString(entry.vendor),
                           QString::fromStdString(entry.summary)));
    if (entry.user) {
      QFont font = item->font(0);
      font.setItalic(true);
      item->setFont(0, font);
    }
    groupItem(QString::fromStdString(kind->group))->addChild(item);
  }
  for (QTreeWidgetItem* item : std::as_const(groups))
    if (item->childCount() > 0) m_tree->addTopLevelItem(item);
  // Keep the fixed order of known groups, others after them.
  m_tree->sortItems(0, Qt::AscendingOrder);
  for (int i = static_cast<int>(kGroupOrder.size()) - 1; i >= 0; --i)
    for (int row = 0; row < m_tree->topLevelItemCount(); ++row)
      if (m_tree->topLevelItem(row)->text(0) == kGroupOrder[i]) {
        m_tree->insertTopLevelItem(0, m_tree->takeTopLevelItem(row));
        break;
      }
  for (QTreeWidgetItem* item : std::as_const(groups))
    if (item->childCount() == 0) delete item;
  m_tree->expandAll();
  filter(m_search->text());
}

QTreeWidgetItem* PaletteDock::itemFor(const QString& entryId) const {
  for (int g = 0; g < m_tree->topLevelItemCount(); ++g)
    for (int i = 0; i < m_tree->topLevelItem(g)->childCount(); ++i)
      if (QTreeWidgetItem* item = m_tree->topLevelItem(g)->child(i);
          item->data(0, kEntryRole).toString() == entryId)
        return item;
  return nullptr;
}

void PaletteDock::filter(const QString& text) {
  const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
    QTreeWidgetItem* group = m_tree->topLevelItem(g);
    int visible = 0;
    for (int i = 0; i < group->childCount(); ++i) {
      QTreeWidgetItem* item = group->child(i);
      const QString haystack = item->data(0, Qt::UserRole + 2).toString() + group->text(0);
      const bool match = std::all_of(words.begin(), words.end(), [&](const QString& word) {
        return haystack.contains(word, Qt::CaseInsensitive);
      });
      item->setHidden(!match);
      visible += match ? 1 : 0;
    }
    group->setHidden(visible == 0);
  }
}

} // namespace tapeflow::editor
