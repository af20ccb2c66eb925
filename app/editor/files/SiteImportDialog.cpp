#include "SiteImportDialog.h"

#include "PlainText.h"
#include "files/Settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tapeflow::editor {

namespace {

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

QDoubleSpinBox* numberBox(double min, double max, double value, int decimals, const QString& suffix,
                          const QString& name, QWidget* parent) {
  auto* box = new QDoubleSpinBox(parent);
  box->setObjectName(name);
  box->setRange(min, max);
  box->setDecimals(decimals);
  box->setValue(value);
  box->setSuffix(suffix);
  return box;
}

} // namespace

SiteImportDialog::SiteImportDialog(std::shared_ptr<const catalog::Catalog> catalog, QWidget* parent)
    : QDialog(parent), m_catalog(std::move(catalog)) {
  setWindowTitle(tr("Import Bareos/Bacula Configuration"));
  auto* layout = new QVBoxLayout(this);
  auto* intro = plainLabel(
      tr("Draws the site a Bareos or Bacula configuration describes: its clients, storage "
         "daemons, drives, autochangers, backup jobs and schedules. A job history sizes the "
         "jobs and becomes measurements for calibration."),
      this);
  intro->setWordWrap(true);
  layout->addWidget(intro);
  auto* form = new QFormLayout;
  m_config = new QLineEdit(this);
  m_config->setObjectName(QStringLiteral("configPath"));
  m_config->setPlaceholderText(tr("/etc/bareos, a bareos-dir.d folder or a .conf file"));
  form->addRow(tr("Configuration:"),
               pathRow(m_config, {{tr("Fo&lder…"), true}, {tr("&File…"), false}}));
  m_history = new QLineEdit(this);
  m_history->setObjectName(QStringLiteral("historyPath"));
  m_history->setPlaceholderText(tr("optional: bconsole list/llist jobs output or a catalog CSV"));
  form->addRow(tr("Job history:"), pathRow(m_history, {{tr("&Browse…"), false}}));
  m_network = new QComboBox(this);
  m_network->setObjectName(QStringLiteral("network"));
  for (const auto& [label, bits] : {std::pair{tr("1 Gb/s Ethernet"), 1e9},
                                    {tr("10 Gb/s Ethernet"), 10e9},
                                    {tr("25 Gb/s Ethernet"), 25e9},
                                    {tr("100 Gb/s Ethernet"), 100e9}})
    m_network->addItem(label, bits);
  m_network->setCurrentIndex(1);
  form->addRow(tr("Network:"), m_network);
  m_dataSize = numberBox(0.001, 100000, 1.0, 3, tr(" TB"), QStringLiteral("dataSize"), this);
  m_dataSize->setToolTip(tr("A job's data when the job history does not give it."));
  form->addRow(tr("Data per job:"), m_dataSize);
  m_changeRate = numberBox(0.1, 100, 2.0, 1, tr(" %"), QStringLiteral("changeRate"), this);
  m_changeRate->setToolTip(tr("Share of a job's data that changes in a day, when the job "
                              "history does not give it."));
  form->addRow(tr("Change a day:"), m_changeRate);
  m_window = numberBox(0.5, 168, 8.0, 1, tr(" h"), QStringLiteral("window"), this);
  form->addRow(tr("Backup window:"), m_window);
  layout->addLayout(form);
  m_summary = plainLabel({}, this);
  m_summary->setObjectName(QStringLiteral("importSummary"));
  m_summary->setWordWrap(true);
  QFont bold = m_summary->font();
  bold.setBold(true);
  m_summary->setFont(bold);
  layout->addWidget(m_summary);
  m_details = new QPlainTextEdit(this);
  m_details->setObjectName(QStringLiteral("importDetails"));
  m_details->setReadOnly(true);
  m_details->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  layout->addWidget(m_details, 1);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(m_buttons);
  for (QLineEdit* edit : {m_config, m_history})
    connect(edit, &QLineEdit::editingFinished, this, &SiteImportDialog::runImport);
  connect(m_network, &QComboBox::currentIndexChanged, this, &SiteImportDialog::runImport);
  for (QDoubleSpinBox* box : {m_dataSize, m_changeRate, m_window})
    connect(box, &QDoubleSpinBox::valueChanged, this, &SiteImportDialog::runImport);
  resize(840, 600); // room for a folder path and the assumptions, a line each
  runImport();
}

SiteImportDialog::~SiteImportDialog() {
  // QDialog's destructor hides the dialog, which moves the focus out of a path field: its
  // editingFinished would import again into members already destroyed.
  for (QLineEdit* edit : {m_config, m_history}) edit->disconnect(this);
}

QWidget* SiteImportDialog::pathRow(QLineEdit* edit, const QList<QPair<QString, bool>>& browse) {
  auto* row = new QWidget(this);
  auto* line = new QHBoxLayout(row);
  line->setContentsMargins(0, 0, 0, 0);
  line->addWidget(edit, 1);
  for (const auto& [text, folder] : browse) {
    auto* button = new QPushButton(text, row);
    connect(button, &QPushButton::clicked, this,
            [this, edit, folder = folder] { this->browse(edit, folder); });
    line->addWidget(button);
  }
  return row;
}

void SiteImportDialog::browse(QLineEdit* edit, bool folder) {
  const QString start =
      edit->text().isEmpty()
          ? readSetting(QStringLiteral("lastImportFolder"), QDir::homePath()).toString()
          : edit->text();
  const QString path =
      folder ? QFileDialog::getExistingDirectory(this, tr("Configuration Folder"), start)
             : QFileDialog::getOpenFileName(this, tr("Choose File"), start);
  if (path.isEmpty()) return;
  storeSetting(QStringLiteral("lastImportFolder"), QFileInfo(path).absolutePath());
  edit->setText(path);
  runImport();
}

void SiteImportDialog::setConfigPath(const QString& path) {
  m_config->setText(path);
  runImport();
}

void SiteImportDialog::setHistoryPath(const QString& path) {
  m_history->setText(path);
  runImport();
}

siteimport::ImportChoices SiteImportDialog::choices() const {
  siteimport::ImportChoices choices;
  choices.networkBitsPerSecond = m_network->currentData().toDouble();
  choices.dataBytes = m_dataSize->value() * 1e12;
  choices.changeRate = m_changeRate->value() / 100.0;
  choices.windowSeconds = m_window->value() * 3600.0;
  return choices;
}

void SiteImportDialog::runImport() {
  const QString config = m_config->text().trimmed();
  m_result = {};
  if (!config.isEmpty()) {
    siteimport::ImportRequest request;
    request.configPath = QDir::cleanPath(config).toStdString();
    request.historyPath = m_history->text().trimmed().toStdString();
    request.choices = choices();
    m_result = siteimport::importBareos(request, m_catalog);
  }
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_result.topology != nullptr);
  if (config.isEmpty())
    m_summary->setText(tr("Choose a configuration file or folder."));
  else if (m_result.topology)
    m_summary->setText(tr("Imports %1.").arg(fromStd(siteimport::importSummary(m_result))));
  else
    m_summary->setText(tr("Nothing can be imported from this configuration."));
  m_details->setPlainText(previewText());
}

// The assumptions, then the history's match, then every problem with its file and line.
QString SiteImportDialog::previewText() const {
  QStringList lines;
  if (!m_result.site.assumptions.empty()) {
    lines << tr("Assumed (the configuration does not say):");
    for (const auto& a : m_result.site.assumptions)
      lines << QStringLiteral("  • %1: %2").arg(fromStd(a.subject), fromStd(a.text));
  }
  if (m_result.historyRecords)
    lines << tr("Job history: %n job(s) read", nullptr, int(m_result.historyRecords)) +
                 tr("; %n imported job(s) sized from it.", nullptr, int(m_result.historyMatched));
  if (!m_result.diagnostics.empty()) {
    lines << tr("Problems found:");
    for (const auto& d : m_result.diagnostics.all())
      lines << QStringLiteral("  • ") + fromStd(d.toString());
    if (m_result.diagnostics.omitted()) lines << fromStd(m_result.diagnostics.omittedText());
  }
  return lines.join(QLatin1Char('\n'));
}

std::unique_ptr<topology::Topology> SiteImportDialog::takeDocument() {
  return std::move(m_result.topology);
}

} // namespace tapeflow::editor
