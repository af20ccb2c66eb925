#include "ModelChoiceBox.h"

#include "AppCatalog.h"
#include "catalog/CatalogPrices.h"
#include "topology/ModelChoices.h"

#include <QComboBox>
#include <QLabel>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace tapeflow::editor {

ModelChoiceBox::ModelChoiceBox(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  auto* label = new QLabel(tr("Model"), this);
  m_combo = new QComboBox(this);
  m_combo->setObjectName(QStringLiteral("modelChoice"));
  // Long catalog names must not widen the dock past its edge (issue 40): the box takes the
  // dock's width and its list shows the names whole.
  m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_combo->setMinimumContentsLength(12);
  label->setBuddy(m_combo);
  m_price = new QLabel(this);
  m_price->setObjectName(QStringLiteral("modelPrice"));
  m_price->setTextFormat(Qt::PlainText); // a source's title from the catalog files
  m_price->setWordWrap(true);
  m_price->setEnabled(false); // muted, like the other notes under a field
  layout->addWidget(label);
  layout->addWidget(m_combo);
  layout->addWidget(m_price);
  connect(m_combo, &QComboBox::activated, this, [this](int index) {
    if (m_filling || index < 0) return;
    const QString entry = m_combo->itemData(index).toString();
    if (!m_combo->itemData(index, Qt::UserRole + 1).toBool()) emit chosen(entry);
  });
}

void ModelChoiceBox::fill(const topology::Topology& topology, const std::string& nodeId) {
  m_filling = true;
  m_combo->clear();
  auto* items = qobject_cast<QStandardItemModel*>(m_combo->model());
  auto choices = topology::modelChoices(topology, nodeId);
  // The models that fit first; after a line, greyed, those whose ports cannot hold the links.
  std::stable_partition(choices.begin(), choices.end(),
                        [](const auto& choice) { return choice.refusal.empty(); });
  bool separated = false;
  for (const auto& choice : choices) {
    const QString name = QString::fromStdString(choice.entry->displayName());
    const bool fits = choice.refusal.empty();
    if (!fits && m_combo->count() > 0 && !std::exchange(separated, true))
      m_combo->insertSeparator(m_combo->count());
    m_combo->addItem(fits ? name : tr("%1 (its ports cannot hold the links)").arg(name),
                     QString::fromStdString(choice.entry->id));
    const int row = m_combo->count() - 1;
    m_combo->setItemData(row, choice.current, Qt::UserRole + 1);
    if (!fits) {
      m_combo->setItemData(row, QString::fromStdString(choice.refusal), Qt::ToolTipRole);
      if (items) items->item(row)->setEnabled(false);
    } else if (!choice.entry->summary.empty()) {
      m_combo->setItemData(row, QString::fromStdString(choice.entry->summary), Qt::ToolTipRole);
    }
    if (choice.current) m_combo->setCurrentIndex(row);
  }
  m_filling = false;
  showPrice(topology, nodeId);
}

void ModelChoiceBox::showPrice(const topology::Topology& topology, const std::string& nodeId) {
  const auto* node = topology.node(nodeId);
  const auto* entry = node ? topology.entryOf(*node) : nullptr;
  const QString own = tr("Your own prices go in %1 in %2.")
                          .arg(QString::fromLatin1(catalog::kUserPricesFile), userCatalogFolder());
  if (!entry || !entry->price) {
    m_price->setText(tr("No price in the catalog"));
    m_price->setToolTip(own);
    return;
  }
  const auto& price = *entry->price;
  m_price->setText(tr("Price: %1").arg(QString::fromStdString(catalog::priceWords(price))));
  QStringList tip;
  if (const auto* source = topology.catalog().source(price.source.ref))
    tip << tr("Source: %1").arg(QString::fromStdString(source->title));
  if (!price.source.note.empty()) tip << QString::fromStdString(price.source.note);
  tip << own;
  m_price->setToolTip(tip.join(QLatin1Char('\n')));
}

} // namespace tapeflow::editor
