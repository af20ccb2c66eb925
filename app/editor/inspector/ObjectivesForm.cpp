#include "ObjectivesForm.h"

#include "document/Document.h"
#include "undo/SetObjectivesCommand.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>

#include <variant>

namespace tapeflow::editor {
namespace {

QString textOf(const std::optional<topology::Duration>& duration) {
  return duration ? QString::fromStdString(duration->text) : QString();
}

// The duration typed in `edit` (a bare number is hours): nullopt inside when empty; the model's
// message when it does not read as a positive duration.
// The optional is made in place: GCC 12 under ASan (-O1) takes the destructor of an empty
// temporary std::optional<Duration> for a read of an uninitialised string (-Wmaybe-uninitialized).
using DurationOrError = std::variant<std::optional<topology::Duration>, QString>;
DurationOrError readDuration(const QLineEdit* edit) {
  const std::string text = edit->text().trimmed().toStdString();
  if (text.empty()) return DurationOrError{std::in_place_index<0>};
  auto duration = topology::parseObjective(text, "h");
  if (!duration) return QString::fromStdString(duration.error().message);
  return DurationOrError{std::in_place_index<0>, std::move(*duration)};
}

} // namespace

ObjectivesForm::ObjectivesForm(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
  auto* layout = new QFormLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_window = new QLineEdit(this);
  m_window->setObjectName(QStringLiteral("backupWindowField"));
  m_window->setPlaceholderText(tr("none (e.g. 6 h)"));
  m_window->setToolTip(tr("The time the backup run of every job must fit in. A number alone is "
                          "hours."));
  m_objective = new QLineEdit(this);
  m_objective->setObjectName(QStringLiteral("restoreObjectiveField"));
  m_objective->setPlaceholderText(tr("none (e.g. 2 h)"));
  m_objective->setToolTip(tr("The restore time objective (RTO): the time a restore of every job "
                             "must end within. A number alone is hours."));
  layout->addRow(tr("Backup window"), m_window);
  layout->addRow(tr("Restore objective"), m_objective);
  m_problem = new QLabel(this);
  m_problem->setTextFormat(Qt::PlainText);
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
  m_problem->hide();
  layout->addRow(m_problem);
  for (auto* edit : {m_window, m_objective})
    connect(edit, &QLineEdit::editingFinished, this, &ObjectivesForm::commit);
  refresh();
}

void ObjectivesForm::refresh() {
  if (!m_document) return;
  const auto& objectives = m_document->topology().objectives();
  m_window->setText(textOf(objectives.backupWindow));
  m_objective->setText(textOf(objectives.restoreObjective));
  m_problem->hide();
}

void ObjectivesForm::commit() {
  // Focus leaves the fields when the window closes, after the document has gone.
  if (!m_document) return;
  topology::Objectives objectives;
  for (const auto& [edit, into] : {std::pair{m_window, &objectives.backupWindow},
                                   std::pair{m_objective, &objectives.restoreObjective}}) {
    auto read = readDuration(edit);
    if (const auto* problem = std::get_if<QString>(&read)) {
      m_problem->setText(*problem);
      m_problem->show();
      return;
    }
    *into = std::get<std::optional<topology::Duration>>(std::move(read));
  }
  m_problem->hide();
  if (objectives == m_document->topology().objectives()) return;
  m_document->undoStack()->push(new SetObjectivesCommand(m_document, std::move(objectives)));
}

} // namespace tapeflow::editor
