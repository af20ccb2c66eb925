#pragma once

#include "catalog/Catalog.h"

#include <QDockWidget>

#include <memory>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace tapeflow::editor {

// The palette (left dock): the catalog's node entries grouped by their kind's group, with the
// kind's icon, a search field over names, vendors, kinds and summaries, and the user's own
// entries marked. Entries are dragged onto the canvas (or double-clicked to add at the centre).
class PaletteDock : public QDockWidget {
  Q_OBJECT

public:
  explicit PaletteDock(QWidget* parent = nullptr);

  void setCatalog(std::shared_ptr<const catalog::Catalog> catalog);
  [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
  [[nodiscard]] QLineEdit* searchField() const { return m_search; }
  // The tree item of a catalog entry (tests, keyboard use).
  [[nodiscard]] QTreeWidgetItem* itemFor(const QString& entryId) const;

  static constexpr int kEntryRole = Qt::UserRole + 1;

signals:
  void entryActivated(const QString& entryId);

private:
  void filter(const QString& text);

  std::shared_ptr<const catalog::Catalog> m_catalog;
  QLineEdit* m_search = nullptr;
  QTreeWidget* m_tree = nullptr;
};

} // namespace tapeflow::editor
