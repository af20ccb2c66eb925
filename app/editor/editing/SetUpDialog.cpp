#include "SetUpDialog.h"

#include "PlainText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tapeflow::editor {

namespace {
QString fromStd(const std::string& text) { return QString::fromStdString(text); }
} // namespace

SetUpDialog::SetUpDialog(std::vector<std::unique_ptr<io::SetUpTemplate>> templates,
                         std::shared_ptr<const catalog::Catalog> catalog, QWidget* parent)
    : QDialog(parent), m_templates(std::move(templates)), m_catalog(std::move(catalog)) {
  Q_ASSERT(!m_templates.empty());
  setWindowTitle(tr("Add Set-Up"));
  auto* layout = new QVBoxLayout(this);
  m_templateBox = new QComboBox(this);
  m_templateBox->setObjectName(QStringLiteral("setUpTemplate"));
  for (const auto& setUp : m_templates) m_templateBox->addItem(fromStd(setUp->name));
  m_templateBox->setVisible(m_templates.size() > 1);
  layout->addWidget(m_templateBox);
  // With one template its name is the heading; with several the box above says which.
  m_title = plainLabel({}, this);
  QFont bold = m_title->font();
  bold.setBold(true);
  m_title->setFont(bold);
  m_title->setVisible(m_templates.size() == 1);
  layout->addWidget(m_title);
  m_summary = plainLabel({}, this);
  m_summary->setWordWrap(true);
  layout->addWidget(m_summary);
  m_form = new QFormLayout;
  layout->addLayout(m_form);
  m_outcome = plainLabel({}, this);
  m_outcome->setObjectName(QStringLiteral("setUpOutcome"));
  m_outcome->setWordWrap(true);
  layout->addWidget(m_outcome);
  layout->addStretch();
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add to Diagram"));
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(m_buttons);
  connect(m_templateBox, &QComboBox::currentIndexChanged, this, &SetUpDialog::showTemplate);
  setMinimumWidth(460);
  showTemplate(0);
}

const io::SetUpTemplate& SetUpDialog::current() const {
  return *m_templates[static_cast<std::size_t>(std::max(0, m_templateBox->currentIndex()))];
}

void SetUpDialog::showTemplate(int index) {
  if (index < 0) return;
  while (m_form->rowCount() > 0) m_form->removeRow(0);
  m_counts.clear();
  m_choices.clear();
  const auto& setUp = current();
  m_title->setText(fromStd(setUp.name));
  m_summary->setText(fromStd(setUp.summary));
  for (const auto& count : setUp.counts) {
    auto* box = new QSpinBox(this);
    box->setObjectName(fromStd(count.id));
    box->setRange(count.min, count.max);
    box->setValue(count.preset);
    box->setToolTip(plainToolTip(fromStd(count.help)));
    connect(box, &QSpinBox::valueChanged, this, &SetUpDialog::expand);
    m_form->addRow(tr("%1:").arg(fromStd(count.label)), box);
    m_counts.emplace_back(count.id, box);
  }
  for (const auto& choice : setUp.choices) {
    auto* box = new QComboBox(this);
    box->setObjectName(fromStd(choice.id));
    for (const auto& option : choice.options) box->addItem(fromStd(option.label));
    box->setCurrentIndex(choice.preset);
    connect(box, &QComboBox::currentIndexChanged, this, &SetUpDialog::expand);
    m_form->addRow(tr("%1:").arg(fromStd(choice.label)), box);
    m_choices.emplace_back(choice.id, box);
  }
  expand();
}

void SetUpDialog::expand() {
  io::TemplateInput input;
  for (const auto& [id, box] : m_counts) input.counts[id] = box->value();
  for (const auto& [id, box] : m_choices) input.choices[id] = box->currentIndex();
  m_expanded = io::expandSetUpTemplate(current(), input, m_catalog);
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_expanded.topology != nullptr);
  if (const auto* topology = m_expanded.topology.get()) {
    const int nodes = static_cast<int>(topology->nodes().size());
    const int jobs = static_cast<int>(topology->jobs().size());
    m_outcome->setText(
        tr("Adds %1 and %2.")
            .arg(tr("%n node(s)", nullptr, nodes), tr("%n backup job(s)", nullptr, jobs)));
    return;
  }
  // What the input cannot make, in the words the topology reader uses for a file.
  for (const auto& diagnostic : m_expanded.diagnostics.all())
    if (diagnostic.severity == Severity::Error)
      return m_outcome->setText(tr("Cannot add this set-up: %1").arg(fromStd(diagnostic.message)));
}

QString SetUpDialog::description() const {
  QStringList counts;
  for (std::size_t i = 0; i < m_counts.size(); ++i)
    counts << QStringLiteral("%1 %2")
                  .arg(m_counts[i].second->value())
                  .arg(fromStd(current().counts[i].label).toLower());
  return tr("Add %1 (%2)").arg(fromStd(current().name), counts.join(QStringLiteral(", ")));
}

QSpinBox* SetUpDialog::countBox(const QString& id) const {
  for (const auto& [name, box] : m_counts)
    if (fromStd(name) == id) return box;
  return nullptr;
}

QComboBox* SetUpDialog::choiceBox(const QString& id) const {
  for (const auto& [name, box] : m_choices)
    if (fromStd(name) == id) return box;
  return nullptr;
}

} // namespace tapeflow::editor
