#include "InspectorDock.h"

#include "PlainText.h"

#include "CatalogSourceWords.h"
#include "DerivedRateWords.h"
#include "JobForm.h"
#include "ModelChoiceBox.h"
#include "ObjectivesForm.h"
#include "ParameterField.h"
#include "ProfileFiguresBox.h"
#include "calibration/Calibrate.h"
#include "catalog/Catalog.h"
#include "document/Document.h"
#include "scene/KindStyle.h"
#include "solver/UnstatedDiskRate.h"
#include "topology/ProfileFigures.h"
#include "undo/RenameNodeCommand.h"
#include "undo/SetEntryCommand.h"
#include "undo/SetParameterCommand.h"

#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>

namespace tapeflow::editor {

using topology::Change;

InspectorDock::InspectorDock(QWidget* parent) : QDockWidget(tr("Inspector"), parent) {
  setObjectName(QStringLiteral("inspectorDock"));
  m_scroll = new QScrollArea(this);
  m_scroll->setWidgetResizable(true);
  m_scroll->setFrameShape(QFrame::NoFrame);
  setWidget(m_scroll);
  showNothing();
}

void InspectorDock::setDocument(Document* document) {
  if (m_document) disconnect(m_document, nullptr, this, nullptr);
  m_document = document;
  if (m_document) connect(m_document, &Document::changed, this, &InspectorDock::onChanged);
  showNothing();
}

QVBoxLayout* InspectorDock::startPage(const QString& title, const QString& subtitle) {
  m_fields.clear();
  m_profiles.clear();
  m_name = nullptr;
  m_model = nullptr;
  m_jobForm = nullptr;
  m_objectives = nullptr;
  auto* page = new QWidget;
  auto* layout = new QVBoxLayout(page);
  layout->setContentsMargins(10, 10, 10, 10);
  layout->setSpacing(6);
  m_title = new QLabel(page);
  m_title->setTextFormat(Qt::PlainText); // a node's or a job's name from the file
  m_title->setText(title);
  QFont font = m_title->font();
  font.setBold(true);
  font.setPointSizeF(font.pointSizeF() * 1.1);
  m_title->setFont(font);
  m_title->setWordWrap(true);
  layout->addWidget(m_title);
  if (!subtitle.isEmpty()) {
    auto* sub = new QLabel(page);
    sub->setTextFormat(Qt::PlainText);
    sub->setText(subtitle);
    sub->setWordWrap(true);
    sub->setEnabled(false);
    layout->addWidget(sub);
  }
  m_scroll->setWidget(page); // deletes the previous page
  return layout;
}

void InspectorDock::showNothing(std::size_t selected) {
  m_shown = Shown::Nothing;
  m_id.clear();
  QVBoxLayout* layout =
      startPage(selected > 1 ? tr("%n items selected", nullptr, static_cast<int>(selected))
                             : tr("Nothing selected"),
                selected > 1 ? tr("Select one node, link or job to see its parameters.")
                             : tr("Select a node or a link on the canvas, or a job in the "
                                  "jobs table, to see and edit its parameters."));
  // With nothing selected, the diagram's own figures: what the run is judged against, and what
  // the diagram says of itself (an imported site's assumptions, an example's set-up).
  if (m_document && selected == 0) {
    layout->addSpacing(8);
    layout->addWidget(sectionHeading(tr("Run objectives"), layout->parentWidget()));
    m_objectives = new ObjectivesForm(m_document, layout->parentWidget());
    layout->addWidget(m_objectives);
    const std::string& description = m_document->topology().description();
    if (!description.empty()) {
      layout->addSpacing(8);
      layout->addWidget(sectionHeading(tr("About this diagram"), layout->parentWidget()));
      QLabel* about = plainLabel(QString::fromStdString(description), layout->parentWidget());
      about->setObjectName(QStringLiteral("documentDescription"));
      about->setWordWrap(true);
      about->setTextInteractionFlags(Qt::TextSelectableByMouse);
      layout->addWidget(about);
    }
  }
  layout->addStretch();
}

QLabel* InspectorDock::sectionHeading(const QString& text, QWidget* parent) {
  auto* heading = new QLabel(text, parent);
  QFont font = heading->font();
  font.setBold(true);
  heading->setFont(font);
  return heading;
}

void InspectorDock::showNode(const std::string& nodeId) {
  const auto& topology = m_document->topology();
  const auto* node = topology.node(nodeId);
  if (!node) return showNothing();
  m_shown = Shown::Node;
  m_id = nodeId;
  const auto* kind = topology.kindOf(*node);
  const auto* entry = topology.entryOf(*node);
  QVBoxLayout* layout =
      startPage(kind ? QString::fromStdString(kind->label) : QString::fromStdString(node->kind),
                entry ? QString() : tr("No catalog entry"));
  m_title->setTextFormat(Qt::PlainText);
  m_name = new QLineEdit(QString::fromStdString(node->name));
  m_name->setObjectName(QStringLiteral("nodeName"));
  connect(m_name, &QLineEdit::editingFinished, this, [this] {
    const auto* current = m_document->topology().node(m_id);
    const std::string name = m_name->text().trimmed().toStdString();
    if (current && !name.empty() && name != current->name)
      m_document->undoStack()->push(new RenameNodeCommand(m_document, m_id, name));
  });
  layout->insertWidget(1, m_name);
  if (entry) {
    m_model = new ModelChoiceBox(layout->parentWidget());
    connect(m_model, &ModelChoiceBox::chosen, this, [this](const QString& entryId) {
      m_document->push(new SetEntryCommand(m_document, m_id, entryId.toStdString()));
    });
    layout->insertWidget(2, m_model);
  }
  if (kind)
    for (const auto& def : kind->parameters) {
      ParameterField* field = nodeField(def, def.name);
      offerWhatIf(field, def);
      layout->addWidget(field);
      if (def.type == catalog::ParamType::Ref) addProfileFigures(layout, def);
    }
  if (!kind || kind->parameters.empty()) layout->addWidget(new QLabel(tr("No parameters.")));
  layout->addStretch();
  refreshNodeFields();
}

ParameterField* InspectorDock::nodeField(const catalog::ParameterDef& def,
                                         const std::string& name) {
  const auto& topology = m_document->topology();
  QList<QPair<QString, QString>> choices;
  for (const auto& value : def.values)
    choices.append({QString::fromStdString(value), QString::fromStdString(value)});
  if (def.type == catalog::ParamType::Ref)
    for (const auto& candidate : topology.catalog().entries())
      if (candidate.kind == def.refKind)
        choices.append({QString::fromStdString(candidate.id),
                        QString::fromStdString(candidate.displayName())});
  auto* field =
      new ParameterField(topology::keyedDef(def, name), choices, topology.view().rateUnit);
  connect(field, &ParameterField::edited, this,
          [this, name, field = QPointer(field)](const std::optional<catalog::Value>& value) {
            const QString refusal =
                m_document->push(new SetNodeParameterCommand(m_document, m_id, name, value));
            if (field) field->showRefusal(refusal);
          });
  m_fields.push_back(field);
  return field;
}

void InspectorDock::refreshNodeFields() {
  const auto& topology = m_document->topology();
  const auto* node = topology.node(m_id);
  if (!node) return;
  if (m_name && !m_name->hasFocus()) m_name->setText(QString::fromStdString(node->name));
  if (m_model) m_model->fill(topology, m_id); // a link added or removed changes what fits
  refreshProfileBoxes();
  const auto* entry = topology.entryOf(*node);
  const auto* kind = topology.kindOf(*node);
  for (ParameterField* field : m_fields) {
    const auto& def = field->definition();
    if (kind && !kind->parameter(def.name)) { // a profile's figure ("backup_app.request_size")
      field->setState(profileFigureState(topology, *node, def));
      continue;
    }
    ParameterField::State state;
    topology::ValueOrigin origin{};
    // A disk rate its "rate_from_media" sets aside shows as empty, with the rule's rate.
    state.value = solver::diskFigure(topology, *node, def.name, &origin);
    state.overridden = origin == topology::ValueOrigin::Override;
    const catalog::EntryValue* fromEntry = entry ? entry->parameter(def.name) : nullptr;
    if (fromEntry) {
      state.fallback = &fromEntry->value;
      state.fallbackSource = catalogSourceWords(topology.catalog(), fromEntry->source.ref);
    } else if (def.defaultValue) {
      state.fallback = &*def.defaultValue;
      state.fallbackSource = tr("kind's default");
    }
    if (const auto* mark = calibration::holdingMark(topology, node->id + "." + def.name))
      state.calibrated =
          tr("calibrated %1 from %n measurement(s)", nullptr, static_cast<int>(mark->from.size()))
              .arg(QString::fromStdString(mark->date));
    // A disk's empty rate: the one the solver works out in its place.
    if (!state.value) state.derived = derivedRate(topology, *node, def.name);
    field->setState(state);
  }
}

ParameterField* InspectorDock::field(const QString& parameter) const {
  for (ParameterField* field : m_fields)
    if (QString::fromStdString(field->definition().name) == parameter) return field;
  return nullptr;
}

bool InspectorDock::scrollTo(const QString& parameter) {
  ParameterField* shown = field(parameter);
  if (!shown) return false;
  // Down to it only: a wide page (a long catalog name in a list) keeps its left edge in view.
  m_scroll->widget()->layout()->activate();
  m_scroll->verticalScrollBar()->setValue(shown->mapTo(m_scroll->widget(), QPoint()).y() - 80);
  return true;
}

void InspectorDock::onChanged(const Change& change) {
  if (m_shown == Shown::Nothing) {
    // Undo of an objective, or one set elsewhere: the fields follow the document.
    if (change.type == Change::Type::DocumentChanged && m_objectives) m_objectives->refresh();
    return;
  }
  const bool removed = change.type == Change::Type::NodeRemoved ||
                       change.type == Change::Type::LinkRemoved ||
                       change.type == Change::Type::JobRemoved;
  if (change.id == m_id && removed) return showNothing();
  if (change.id == m_id || change.type == Change::Type::DocumentChanged ||
      (m_shown == Shown::Job && change.type != Change::Type::NodeMoved))
    refreshFields();
}

void InspectorDock::refreshFields() {
  switch (m_shown) {
  case Shown::Node: refreshNodeFields(); break;
  case Shown::Link: refreshLinkFields(); break;
  case Shown::Job:
    if (m_jobForm) m_jobForm->refresh();
    break;
  case Shown::Nothing: break;
  }
}

void InspectorDock::offerWhatIf(ParameterField* field, const catalog::ParameterDef& def) {
  using catalog::ParamType;
  if (def.type != ParamType::Quantity && def.type != ParamType::Number &&
      def.type != ParamType::Integer)
    return;
  const auto addWhatIf = [this, name = QString::fromStdString(def.name)](QMenu& menu) {
    const QString owner = QString::fromStdString(m_id);
    menu.addAction(tr("Sweep This Figure…"), this,
                   [this, owner, name] { emit sweepRequested(owner, name); });
    menu.addAction(tr("Pin to Tuner"), this,
                   [this, owner, name] { emit pinRequested(owner, name); });
  };
  // On the figure's name and frame.
  field->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(field, &QWidget::customContextMenuRequested, this, [field, addWhatIf](const QPoint& at) {
    QMenu menu;
    addWhatIf(menu);
    menu.exec(field->mapToGlobal(at));
  });
  // And on the value itself, after its own editing actions (issue 40: only the name offered
  // them, and the value is where people right-click).
  auto* line = qobject_cast<QLineEdit*>(field->editor());
  if (!line && field->editor()) line = field->editor()->findChild<QLineEdit*>();
  if (!line) return;
  line->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(line, &QWidget::customContextMenuRequested, this, [line, addWhatIf](const QPoint& at) {
    const std::unique_ptr<QMenu> menu(line->createStandardContextMenu());
    menu->setObjectName(QStringLiteral("valueMenu"));
    menu->addSeparator();
    addWhatIf(*menu);
    menu->exec(line->mapToGlobal(at));
  });
}

} // namespace tapeflow::editor
