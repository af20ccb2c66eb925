// InspectorDock's pages for links and jobs.

#include "InspectorDock.h"

#include "JobForm.h"
#include "ParameterField.h"
#include "document/Document.h"
#include "undo/SetParameterCommand.h"

#include <QLabel>
#include <QPointer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tapeflow::editor {

void InspectorDock::showLink(const std::string& linkId) {
  const auto& topology = m_document->topology();
  const auto* link = topology.link(linkId);
  if (!link) return showNothing();
  m_shown = Shown::Link;
  m_id = linkId;
  const auto end = [&](const topology::PortRef& ref) {
    const auto* node = topology.node(ref.node);
    return tr("%1, port %2")
        .arg(QString::fromStdString(node ? node->name : ref.node),
             QString::fromStdString(ref.port));
  };
  QVBoxLayout* layout = startPage(tr("Link"), tr("From %1\nto %2").arg(end(link->a), end(link->b)));
  if (const auto* defs = topology.linkParameterDefs(*link)) {
    for (const auto& def : *defs) {
      QList<QPair<QString, QString>> choices;
      for (const auto& value : def.values)
        choices.append({QString::fromStdString(value), QString::fromStdString(value)});
      auto* field = new ParameterField(def, choices, topology.view().rateUnit);
      connect(field, &ParameterField::edited, this,
              [this, name = def.name,
               field = QPointer(field)](const std::optional<catalog::Value>& value) {
                const QString refusal =
                    m_document->push(new SetLinkParameterCommand(m_document, m_id, name, value));
                if (field) field->showRefusal(refusal);
              });
      offerWhatIf(field, def);
      layout->addWidget(field);
      m_fields.push_back(field);
    }
  }
  if (m_fields.empty())
    layout->addWidget(new QLabel(tr("This kind of link has no parameters of its own.")));
  auto* hint = new QLabel(tr("Drag a square end of the selected link onto another port to "
                             "re-route it; Delete removes it."));
  hint->setWordWrap(true);
  hint->setEnabled(false);
  layout->addWidget(hint);
  layout->addStretch();
  refreshLinkFields();
}

void InspectorDock::refreshLinkFields() {
  const auto* link = m_document->topology().link(m_id);
  if (!link) return;
  for (ParameterField* field : m_fields) {
    const auto& def = field->definition();
    ParameterField::State state;
    const auto it = link->parameters.find(def.name);
    state.overridden = it != link->parameters.end();
    state.fallback = def.defaultValue ? &*def.defaultValue : nullptr;
    state.fallbackSource = tr("default");
    state.value = state.overridden ? &it->second : state.fallback;
    field->setState(state);
  }
}

void InspectorDock::showJob(const std::string& jobId) {
  const auto* job = m_document->topology().job(jobId);
  if (!job) return showNothing();
  m_shown = Shown::Job;
  m_id = jobId;
  QVBoxLayout* layout = startPage(tr("Job"), {});
  m_jobForm = new JobForm(m_document, jobId);
  layout->addWidget(m_jobForm);
  layout->addStretch();
}

} // namespace tapeflow::editor
