#include "AdvisorDock.h"

#include "BackgroundTask.h"
#include "PlainText.h"
#include "RunWords.h"
#include "TornadoView.h"
#include "catalog/CatalogPrices.h"
#include "document/Document.h"
#include "undo/ApplyAdviceCommand.h"
#include "units/Format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

} // namespace

AdvisorDock::AdvisorDock(QWidget* parent) : QDockWidget(tr("What-if: Advisor"), parent) {
  setObjectName(QStringLiteral("AdvisorDock"));
  m_task = new BackgroundTask(this);
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* bar = new QHBoxLayout;
  m_rank = new QComboBox(body);
  m_rank->addItem(tr("Both runs"));
  m_rank->addItem(tr("Backup run"));
  m_rank->addItem(tr("Restore run"));
  m_byCost = new QCheckBox(tr("Gain per price"), body);
  m_byCost->setToolTip(tr("Rank by time saved per price. Changes with no price come after the "
                          "priced ones; a change that saves nothing comes last."));
  m_advise = new QPushButton(tr("Advise"), body);
  m_advise->setObjectName(QStringLiteral("advise"));
  m_cancel = new QPushButton(tr("Cancel"), body);
  m_cancel->setEnabled(false);
  m_apply = new QPushButton(tr("Apply Change"), body);
  m_apply->setObjectName(QStringLiteral("applyAdvice"));
  m_apply->setEnabled(false);
  m_progress = new QProgressBar(body);
  m_progress->setVisible(false);
  bar->addWidget(new QLabel(tr("Rank by"), body));
  bar->addWidget(m_rank);
  bar->addWidget(m_byCost);
  bar->addWidget(m_advise);
  bar->addWidget(m_cancel);
  bar->addWidget(m_progress, 1);
  bar->addStretch();
  bar->addWidget(m_apply);
  layout->addLayout(bar);
  m_message = plainLabel({}, body);
  m_message->setObjectName(QStringLiteral("adviceMessage"));
  m_message->setWordWrap(true);
  layout->addWidget(m_message);

  auto* split = new QSplitter(Qt::Horizontal, body);
  m_list = new QTreeWidget(split);
  m_list->setObjectName(QStringLiteral("adviceList"));
  m_list->setRootIsDecorated(false);
  m_list->setAlternatingRowColors(true);
  // A change's text wraps in its column rather than being cut beside empty space (issue 40).
  m_list->setWordWrap(true);
  m_list->setTextElideMode(Qt::ElideNone);
  m_list->setHeaderLabels({tr("#"), tr("Change"), tr("Price"), tr("Backup"), tr("Restore"),
                           tr("Backup window"), tr("Restore objective")});
  m_list->header()->setStretchLastSection(false);
  for (int column : {0, 2, 3, 4, 5, 6})
    m_list->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
  m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
  m_tornado = new TornadoView(split);
  split->addWidget(m_list);
  split->addWidget(m_tornado);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({600, 400});
  layout->addWidget(split, 1);
  setWidget(body);

  connect(m_advise, &QPushButton::clicked, this, &AdvisorDock::advise);
  connect(m_cancel, &QPushButton::clicked, m_task, &BackgroundTask::cancel);
  connect(m_apply, &QPushButton::clicked, this, [this] {
    if (const auto* item = m_list->currentItem())
      apply(std::size_t(m_list->indexOfTopLevelItem(const_cast<QTreeWidgetItem*>(item))));
  });
  connect(m_list, &QTreeWidget::currentItemChanged, this,
          [this] { m_apply->setEnabled(m_list->currentItem() && !m_stale); });
  connect(m_task, &BackgroundTask::progress, this, [this](int done, int total) {
    m_progress->setMaximum(total);
    m_progress->setValue(done);
  });
  connect(m_task, &BackgroundTask::finished, this, &AdvisorDock::finished);
}

void AdvisorDock::setDocument(Document* document) {
  if (m_document) {
    m_document->disconnect(this);
    if (m_result) m_kept.keep(*m_document, {m_result, m_tornadoData}, m_digest, m_stale);
  }
  m_task->cancel();
  m_document = document;
  m_result.reset();
  m_tornadoData.reset();
  m_stale = false;
  m_tornado->setData(nullptr);
  m_list->clear();
  m_list->setEnabled(true);
  m_message->clear();
  if (!document) return;
  connect(document, &Document::changed, this, [this](const topology::Change& change) {
    if (m_result && !m_stale && change.type != topology::Change::Type::NodeMoved) checkStale();
  });
  // Back to a scenario (or the base) advised before: its advice, out of date if it changed.
  if (const auto kept = m_kept.find(*document)) {
    m_result = kept->result.result;
    m_tornadoData = kept->result.tornado;
    m_digest = diagramDigest(*document); // it answers this diagram, unless marked below
    m_tornado->setData(m_tornadoData);
    fill();
    if (kept->stale) markStale();
  }
}

void AdvisorDock::checkStale() {
  checkStaleSoon(this, m_staleCheckPending, [this] {
    if (m_document && m_result && !m_stale && diagramDigest(*m_document) != m_digest) markStale();
  });
}

void AdvisorDock::markStale() {
  m_stale = true; // the list answers the diagram as it was
  m_apply->setEnabled(false);
  m_list->setEnabled(false);
  m_message->setText(tr("The diagram changed since this advice: Advise again."));
}

void AdvisorDock::advise() {
  if (!m_document) return;
  auto snapshot = std::make_shared<const topology::Topology>(m_document->topology());
  m_digest = diagramDigest(*m_document);
  whatif::AdvisorOptions options;
  options.rank = m_rank->currentIndex() == 1   ? whatif::Rank::Backup
                 : m_rank->currentIndex() == 2 ? whatif::Rank::Restore
                                               : whatif::Rank::Both;
  options.byCost = m_byCost->isChecked();
  auto result = std::make_shared<whatif::AdvisorResult>();
  auto tornado = std::make_shared<whatif::TornadoData>();
  m_task->start([snapshot, options, result, tornado](const std::atomic<bool>& cancel,
                                                     const BackgroundTask::Progress& progress) {
    whatif::AdvisorOptions run = options;
    run.cancel = &cancel;
    run.progress = progress;
    *result = whatif::advise(*snapshot, run);
    if (!cancel) *tornado = whatif::tornado(*snapshot);
  });
  m_pending = std::move(result);
  m_pendingTornado = std::move(tornado);
  m_message->setText(tr("Finding and checking changes…"));
  setRunning(true);
}

void AdvisorDock::setRunning(bool running) {
  m_advise->setEnabled(!running);
  m_cancel->setEnabled(running);
  m_progress->setVisible(running);
  if (running) m_progress->setValue(0);
}

void AdvisorDock::finished(bool cancelled) {
  setRunning(false);
  if (cancelled) {
    m_message->setText(tr("Cancelled."));
    return;
  }
  m_result = m_pending;
  m_tornadoData = m_pendingTornado;
  m_tornado->setData(m_tornadoData);
  m_stale = false;
  m_list->setEnabled(true);
  fill();
  emit adviceReady();
}

void AdvisorDock::fill() {
  m_list->clear();
  const auto& r = *m_result;
  QStringList words{text(whatif::describe(r.backup.verdict)),
                    text(whatif::describe(r.restore.verdict))};
  words << (r.advice.empty() ? tr("No change found that the model accepts.")
                             : tr("%n change(s) checked by a solve each; best first.", nullptr,
                                  int(r.advice.size())));
  m_message->setText(words.join(QLatin1Char('\n')));
  for (std::size_t i = 0; i < r.advice.size(); ++i) {
    const auto& advice = r.advice[i];
    auto* item = new QTreeWidgetItem(m_list);
    item->setText(0, QString::number(i + 1));
    item->setText(1, text(advice.change.description));
    item->setText(2, priceCell(advice.change.price));
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(3, gainWords(advice.backupGain));
    item->setText(4, gainWords(advice.restoreGain));
    item->setText(5, fitWords(advice.backup.verdict));
    item->setText(6, fitWords(advice.restore.verdict));
    // A verdict the change turns round stands out: it is the answer to "what makes it fit?".
    for (const auto* run : {&advice.backup, &advice.restore}) {
      const int column = run == &advice.backup ? 5 : 6;
      const auto& before = run == &advice.backup ? r.backup.verdict : r.restore.verdict;
      if (run->verdict.fit != before.fit) {
        QFont font = item->font(column);
        font.setBold(true);
        item->setFont(column, font);
      }
    }
    QString tip =
        text(advice.change.description) + QLatin1Char('\n') +
        tr("Why: %1").arg(text(advice.change.reason)) + QLatin1Char('\n') +
        tr("Backup run after it: %1; restore run: %2")
            .arg(runDuration(advice.backup.runSeconds), runDuration(advice.restore.runSeconds)) +
        QLatin1Char('\n') + text(whatif::describe(advice.backup.verdict)) + QLatin1Char('\n') +
        text(whatif::describe(advice.restore.verdict));
    if (advice.change.price)
      tip +=
          QLatin1Char('\n') + tr("Price: %1").arg(text(catalog::priceWords(*advice.change.price)));
    for (int column = 0; column < m_list->columnCount(); ++column)
      item->setToolTip(column, plainToolTip(tip));
  }
}

bool AdvisorDock::apply(std::size_t index) {
  // Checked now, not at the next turn of the event loop: a change must fit the diagram it is for.
  if (m_document && m_result && !m_stale && diagramDigest(*m_document) != m_digest) markStale();
  if (!m_document || !m_result || m_stale || index >= m_result->advice.size()) return false;
  auto* command = new ApplyAdviceCommand(m_document, m_result->advice[index].change);
  m_document->undoStack()->push(command);
  if (command->refused()) {
    m_message->setText(tr("The model refused this change; nothing was changed."));
    m_document->undoStack()->undo(); // leaves no empty step behind
    return false;
  }
  return true;
}

} // namespace tapeflow::editor
