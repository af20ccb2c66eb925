#include "ParameterField.h"
#include "PlainText.h"

#include "ValueText.h"
#include "scene/NodeFigure.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QToolButton>

namespace tapeflow::editor {

using catalog::ParamType;

namespace {

// What an optional figure left empty means, from its help ("Empty: the application's default
// concurrency.", "...; equals the read rate if not given."); a rate without such words limits
// nothing. Issue 40: the inspector said "not set: see the name's tooltip".
QString emptyMeaning(const catalog::ParameterDef& def) {
  const QString help = QString::fromStdString(def.help);
  static const QRegularExpression said(
      QStringLiteral("(?:^|\\.\\s)Empty(?: means)?:?\\s+([^.]+)\\."));
  static const QRegularExpression after(QStringLiteral("When not given, ([^.;]+)"));
  static const QRegularExpression before(
      QStringLiteral("(?:^|[;,.]\\s*)([^;,.]+?)\\s+(?:when|if) not given"));
  for (const auto* pattern : {&said, &after, &before})
    if (const auto match = pattern->match(help); match.hasMatch())
      return match.captured(1).trimmed();
  if (def.type == ParamType::Quantity && def.unit.dimension == units::Dimension::Rate)
    return ParameterField::tr("no limit of its own");
  return {};
}

} // namespace

ParameterField::ParameterField(const catalog::ParameterDef& def,
                               QList<QPair<QString, QString>> choices, std::string rateUnit,
                               QWidget* parent)
    : QWidget(parent), m_def(def), m_rateUnit(std::move(rateUnit)) {
  setObjectName(QStringLiteral("field_%1").arg(QString::fromStdString(def.name)));
  m_emptyMeaning = emptyMeaning(def);
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(0, 2, 0, 2);
  grid->setHorizontalSpacing(6);
  grid->setVerticalSpacing(1);
  const QString labelText = QString::fromStdString(def.label.empty() ? def.name : def.label);
  m_label = new QLabel(this);
  m_label->setTextFormat(Qt::PlainText); // before the text: the catalog's words, as they are
  m_label->setText(labelText);
  m_label->setToolTip(plainToolTip(QString::fromStdString(def.help))); // the catalog's words
  m_label->setMinimumWidth(110);
  m_label->setWordWrap(true);

  if (def.type == ParamType::Flag) {
    auto* box = new QCheckBox(this);
    connect(box, &QCheckBox::toggled, this, [this](bool on) {
      if (!m_updating) emit edited(catalog::Value{on, {}, {}});
    });
    m_editor = box;
  } else if (def.type == ParamType::Enum || def.type == ParamType::Ref) {
    auto* combo = new QComboBox(this);
    for (const auto& [id, text] : choices) combo->addItem(text, id);
    // As wide as the column, not as its longest catalog name (which widened the whole page past
    // the dock); the open list shows the names whole.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(8);
    combo->view()->setMinimumWidth(combo->view()->sizeHintForColumn(0) + 24);
    connect(combo, &QComboBox::activated, this, [this, combo](int index) {
      if (!m_updating)
        emit edited(catalog::Value{combo->itemData(index).toString().toStdString(), {}, {}});
    });
    m_editor = combo;
  } else {
    auto* line = new QLineEdit(this);
    const QString unit = unitText(def);
    line->setPlaceholderText(unit.isEmpty() ? tr("number") : tr("value in %1").arg(unit));
    line->setToolTip(tr("Units and engineering notation are understood: “2 Gb/s”, “256K”, "
                        "“1.5 TB”."));
    connect(line, &QLineEdit::editingFinished, this, &ParameterField::commitText);
    connect(line, &QLineEdit::textEdited, this, [this] { showError({}); });
    m_editor = line;
  }
  m_editor->setObjectName(QStringLiteral("editor"));
  m_editor->setToolTip(m_editor->toolTip().isEmpty()
                           ? plainToolTip(QString::fromStdString(def.help))
                           : m_editor->toolTip());
  m_editorTip = m_editor->toolTip();
  if (auto* line = qobject_cast<QLineEdit*>(m_editor)) m_placeholder = line->placeholderText();
  m_reset = new QToolButton(this);
  m_reset->setObjectName(QStringLiteral("reset"));
  m_reset->setText(QStringLiteral("↺"));
  m_reset->setAutoRaise(true);
  m_reset->setToolTip(tr("Reset to the catalog figure"));
  connect(m_reset, &QToolButton::clicked, this, [this] { emit edited(std::nullopt); });

  m_fallback = new QLabel(this);
  m_fallback->setTextFormat(Qt::PlainText); // quotes catalog figures and their sources
  m_error = new QLabel(this);
  m_error->setTextFormat(Qt::PlainText); // quotes what was typed
  m_error->setObjectName(QStringLiteral("error"));
  m_error->setWordWrap(true);
  m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
  m_error->hide();
  QFont small = m_fallback->font();
  small.setPointSizeF(small.pointSizeF() * 0.88);
  m_fallback->setFont(small);
  m_error->setFont(small);
  m_fallback->setEnabled(false); // muted text colour of the palette
  m_fallback->setWordWrap(true); // "calibrated … from 2 measurements; catalog: …" is long

  grid->addWidget(m_label, 0, 0, Qt::AlignTop | Qt::AlignLeft);
  grid->addWidget(m_editor, 0, 1);
  grid->addWidget(m_reset, 0, 2);
  grid->addWidget(m_fallback, 1, 1, 1, 2);
  grid->addWidget(m_error, 2, 1, 1, 2);
  grid->setColumnStretch(1, 1);
}

QString ParameterField::labelText() const {
  return QString::fromStdString(m_def.label); // the catalog makes one when a kind gives none
}

QString ParameterField::shown(const catalog::Value& value) const {
  if (m_def.type == ParamType::Quantity)
    return QString::fromStdString(catalog::displayText(value, m_def));
  return NodeFigure::valueText(value, m_def, m_rateUnit);
}

void ParameterField::setState(const State& state) {
  m_updating = true;
  if (auto* line = qobject_cast<QLineEdit*>(m_editor)) {
    if (!line->hasFocus() || m_error->isHidden())
      line->setText(state.value ? shown(*state.value) : QString());
  } else if (auto* combo = qobject_cast<QComboBox*>(m_editor)) {
    combo->setCurrentIndex(
        state.value ? combo->findData(QString::fromStdString(state.value->string())) : -1);
  } else if (auto* box = qobject_cast<QCheckBox*>(m_editor)) {
    box->setChecked(state.value && state.value->flag());
  }
  QFont font = m_label->font();
  font.setBold(state.overridden);
  m_label->setFont(font);
  const QString name = labelText();
  m_label->setText(state.overridden ? tr("%1 ●").arg(name) : name);
  m_reset->setEnabled(state.overridden);
  m_reset->setVisible(true);
  if (state.overridden)
    m_fallback->setText(state.fallback
                            ? tr("%1: %2").arg(state.fallbackSource, shown(*state.fallback))
                            : tr("not in the catalog"));
  else
    // An optional figure left empty means something (its help says what, in the tooltip).
    m_fallback->setText(state.value                ? tr("from the %1").arg(state.fallbackSource)
                        : m_def.required           ? tr("no value: enter one")
                        : m_emptyMeaning.isEmpty() ? tr("not set")
                                                   : tr("not set: %1").arg(m_emptyMeaning));
  // A fitted figure says so first: where the value came from matters more than what it hides.
  if (!state.calibrated.isEmpty())
    m_fallback->setText(tr("%1; %2").arg(state.calibrated, m_fallback->text()));
  showDerived(!state.value && state.derived ? &*state.derived : nullptr);
  m_updating = false;
}

// A derived rate reads as not stated: the empty editor shows it greyed as its placeholder, the
// line under it says in italics where it comes from (or that there is none), the tool tip why.
void ParameterField::showDerived(const Derived* derived) {
  auto* line = qobject_cast<QLineEdit*>(m_editor);
  QFont font = m_fallback->font();
  font.setItalic(derived != nullptr);
  m_fallback->setFont(font);
  m_fallback->setToolTip(derived ? plainToolTip(derived->toolTip) : QString());
  m_editor->setToolTip(derived ? plainToolTip(derived->toolTip) : m_editorTip);
  if (line)
    line->setPlaceholderText(
        !derived        ? m_placeholder
        : derived->rate ? tr("%1 (derived)").arg(shown(catalog::Value{*derived->rate, {}, {}}))
                        : tr("no rate"));
  if (derived) m_fallback->setText(derived->basis);
}

void ParameterField::commitText() {
  auto* line = qobject_cast<QLineEdit*>(m_editor);
  if (!line || m_updating || !line->isModified()) return;
  const auto value = parseValue(line->text(), m_def);
  if (!value) return showError(QString::fromStdString(value.error().message));
  showError({});
  line->setModified(false);
  emit edited(*value);
}

void ParameterField::showError(const QString& text) {
  m_error->setText(text);
  m_error->setVisible(!text.isEmpty());
  m_editor->setStyleSheet(
      text.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 1px solid #c62828; }"));
}

} // namespace tapeflow::editor
