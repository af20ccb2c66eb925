#include "AboutDialog.h"

#include "Version.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace tapeflow::editor {

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("About Tapeflow"));

  auto* icon = new QLabel(this);
  icon->setPixmap(QIcon(QStringLiteral(":/icons/tapeflow.svg")).pixmap(96, 96));
  icon->setAlignment(Qt::AlignTop);

  auto* text = new QLabel(this);
  text->setTextFormat(Qt::RichText);
  text->setOpenExternalLinks(true);
  text->setWordWrap(true);
  text->setText(tr("<h2>Tapeflow %1</h2>"
                   "<p>A what-if explorer for backup and restore throughput: draw the data "
                   "path, see the predicted rates, the bottleneck and why.</p>"
                   "<p>Released under the MIT licence.<br>Built with Qt %2, Eigen and "
                   "nlohmann-json.</p>")
                    .arg(QString::fromUtf8(kVersion), QString::fromUtf8(qVersion())));
  text->setMinimumWidth(320);

  auto* row = new QHBoxLayout;
  row->addWidget(icon);
  row->addSpacing(12);
  row->addWidget(text, 1);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(row);
  layout->addWidget(buttons);
}

} // namespace tapeflow::editor
