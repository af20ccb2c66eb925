#include "JobsDock.h"

#include "catalog/KindCode.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "undo/RemoveJobCommand.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tapeflow::editor {

namespace {
constexpr int kMeasuredRows = 500;
} // namespace

JobsDock::JobsDock(EditController* edit, QWidget* parent)
    : QDockWidget(tr("Jobs"), parent), m_edit(edit), m_model(new JobsModel(this)) {
  setObjectName(QStringLiteral("jobsDock"));
  auto* content = new QWidget(this);
  auto* layout = new QHBoxLayout(content);
  layout->setContentsMargins(6, 4, 6, 6);
  m_table = new QTableView(content);
  m_table->setObjectName(QStringLiteral("jobsTable"));
  m_table->setModel(m_model);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setSelectionMode(QAbstractItemView::SingleSelection);
  m_table->setAlternatingRowColors(true);
  m_table->verticalHeader()->hide();
  m_table->horizontalHeader()->setStretchLastSection(true);
  m_table->horizontalHeader()->setHighlightSections(false);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  auto* buttons = new QVBoxLayout;
  auto* add = new QPushButton(tr("&Add"), content);
  add->setObjectName(QStringLiteral("addJob"));
  m_remove = new QPushButton(tr("Remo&ve"), content);
  m_remove->setObjectName(QStringLiteral("removeJob"));
  m_editButton = new QPushButton(tr("&Edit…"), content);
  m_editButton->setObjectName(QStringLiteral("editJob"));
  for (QPushButton* button : {add, m_remove, m_editButton}) buttons->addWidget(button);
  buttons->addStretch();
  layout->addWidget(m_table, 1);
  layout->addLayout(buttons);
  setWidget(content);

  connect(add, &QPushButton::clicked, this, &JobsDock::addJob);
  connect(m_remove, &QPushButton::clicked, this, &JobsDock::removeSelected);
  connect(m_editButton, &QPushButton::clicked, this,
          [this] { emit editRequested(QString::fromStdString(selectedJob())); });
  connect(m_table, &QTableView::doubleClicked, this,
          [this] { emit editRequested(QString::fromStdString(selectedJob())); });
  const auto selectionChanged = [this] {
    const std::string id = selectedJob();
    m_remove->setEnabled(!id.empty());
    m_editButton->setEnabled(!id.empty());
    if (!m_restoring) emit jobSelected(QString::fromStdString(id));
  };
  connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          selectionChanged);
  // The model is rebuilt on every change: keep the selected job selected across it.
  connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
          [this] { m_keep = selectedJob(); });
  connect(m_model, &QAbstractItemModel::modelReset, this, [this, selectionChanged] {
    // Columns follow their contents ("Back up File share to LTO-9" was squeezed to "Back up …");
    // a table of thousands of jobs keeps its widths rather than measure every row each edit.
    if (m_model->rowCount() <= kMeasuredRows) m_table->resizeColumnsToContents();
    m_restoring = true;
    if (const int row = m_model->rowOf(m_keep); row >= 0) m_table->selectRow(row);
    selectionChanged();
    m_restoring = false;
  });
}

void JobsDock::setDocument(Document* document) {
  m_document = document;
  m_model->setDocument(document);
  m_table->resizeColumnsToContents();
}

void JobsDock::clearSelection() {
  m_restoring = true; // the canvas has told the inspector what to show
  m_table->clearSelection();
  m_restoring = false;
}

std::string JobsDock::selectedJob() const {
  const auto rows = m_table->selectionModel()->selectedRows();
  return rows.isEmpty() ? std::string() : m_model->jobId(rows.first().row());
}

void JobsDock::selectJob(const std::string& jobId) {
  if (const int row = m_model->rowOf(jobId); row >= 0) m_table->selectRow(row);
}

void JobsDock::addJob() {
  // A job from the first volume to the first drive it reaches; edit it afterwards.
  for (const auto& node : m_document->topology().nodes()) {
    if (!catalog::isKind(node.kind, catalog::KindCode::Volume)) continue;
    const auto targets = m_edit->reachableTargets(node.id);
    if (targets.empty()) continue;
    const auto before = m_document->topology().jobs().size();
    m_edit->addBackupJob(node.id, targets.front());
    if (m_document->topology().jobs().size() > before) {
      const int row = m_model->rowOf(m_document->topology().jobs().back().id);
      if (row >= 0) m_table->selectRow(row);
    }
    return;
  }
  emit m_edit->statusMessage(tr("A job needs a volume linked (through any path) to a tape drive, "
                                "RAIT group, library or NULL device."));
}

void JobsDock::removeSelected() {
  const std::string id = selectedJob();
  if (!id.empty()) m_document->undoStack()->push(new RemoveJobCommand(m_document, id));
}

} // namespace tapeflow::editor
