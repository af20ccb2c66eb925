#include "RecoveryDialog.h"

#include "PlainText.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tapeflow::editor {

namespace {
QTreeWidgetItem* entryRow(const AutosaveEntry& entry, std::size_t index) {
  const QString where = entry.originalPath.isEmpty() ? RecoveryDialog::tr("(never saved)")
                                                     : QDir::toNativeSeparators(entry.originalPath);
  // QTreeWidget items show their text as it is: names from a file cannot turn into markup.
  auto* row = new QTreeWidgetItem(
      {entry.displayName, where, QLocale().toString(entry.savedAt, QLocale::ShortFormat)});
  row->setData(0, Qt::UserRole, static_cast<qulonglong>(index));
  return row;
}
} // namespace

RecoveryDialog::RecoveryDialog(const std::vector<AutosaveEntry>& entries, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Recover Unsaved Work"));
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(plainLabel(
      tr("Tapeflow did not close normally. These documents had changes that were autosaved but "
         "not saved to their files:"),
      this));
  m_list = new QTreeWidget(this);
  m_list->setHeaderLabels({tr("Document"), tr("Original location"), tr("Last autosave")});
  m_list->setRootIsDecorated(false);
  m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
  for (std::size_t i = 0; i < entries.size(); ++i) m_list->addTopLevelItem(entryRow(entries[i], i));
  m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  if (m_list->topLevelItemCount() > 0) m_list->topLevelItem(0)->setSelected(true);
  layout->addWidget(m_list);
  layout->addWidget(plainLabel(tr("A recovered document opens with unsaved changes; its file is "
                                  "only written when you save it."),
                               this));

  auto* buttons = new QDialogButtonBox(this);
  auto* recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
  auto* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
  auto* later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
  recover->setObjectName(QStringLiteral("recover"));
  discard->setObjectName(QStringLiteral("discard"));
  later->setObjectName(QStringLiteral("later"));
  recover->setDefault(true);
  connect(recover, &QPushButton::clicked, this, [this] { finish(Choice::Recover); });
  connect(discard, &QPushButton::clicked, this, [this] { finish(Choice::Discard); });
  connect(later, &QPushButton::clicked, this, [this] { finish(Choice::Later); });
  // Recover needs exactly one document: the window shows one at a time.
  connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this, recover, discard] {
    recover->setEnabled(m_list->selectedItems().size() == 1);
    discard->setEnabled(!m_list->selectedItems().isEmpty());
  });
  layout->addWidget(buttons);
  resize(640, 300);
}

std::vector<std::size_t> RecoveryDialog::selected() const {
  std::vector<std::size_t> indices;
  for (int i = 0; i < m_list->topLevelItemCount(); ++i)
    if (m_list->topLevelItem(i)->isSelected())
      indices.push_back(m_list->topLevelItem(i)->data(0, Qt::UserRole).toULongLong());
  return indices;
}

void RecoveryDialog::finish(Choice choice) {
  m_choice = choice;
  if (choice == Choice::Later)
    reject();
  else
    accept();
}

} // namespace tapeflow::editor
