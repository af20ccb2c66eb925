#pragma once

#include "catalog/Parameter.h"

#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QToolButton;

namespace tapeflow::editor {

// One parameter in the inspector: its label (marked when the value is overridden), an editor
// that fits its type (text with units for quantities and numbers, a list for enums and refs, a
// check box for flags), the catalog figure it falls back to, a reset button, and the reason a
// typed value was refused.
class ParameterField : public QWidget {
  Q_OBJECT

public:
  // A rate the node leaves empty and the solver works out (a disk's, UnstatedDiskRate.h): shown
  // muted in place of the value, with where it comes from.
  struct Derived {
    std::optional<double> rate; // base units; none: it limits nothing
    QString basis;              // under the field: "derived from 10,000 rpm, 3.5-inch, 1999"
    QString toolTip;            // the whole of it, in words
  };
  struct State {
    const catalog::Value* value = nullptr;    // the effective value (null: none)
    const catalog::Value* fallback = nullptr; // the catalog or default figure under an override
    QString fallbackSource;                   // "catalog", "kind default", ...
    bool overridden = false;
    QString calibrated; // "calibrated 2026-11-24 from 2 measurements"; empty when it is not
    std::optional<Derived> derived; // shown only when there is no value
  };
  // `choices` lists (id, label) for enum and ref parameters.
  ParameterField(const catalog::ParameterDef& def, QList<QPair<QString, QString>> choices,
                 std::string rateUnit, QWidget* parent = nullptr);

  [[nodiscard]] const catalog::ParameterDef& definition() const { return m_def; }
  [[nodiscard]] QWidget* editor() const { return m_editor; }
  [[nodiscard]] QLabel* label() const { return m_label; }
  [[nodiscard]] QLabel* errorLabel() const { return m_error; }
  // The line under the editor: where the value comes from, or what an empty one means.
  [[nodiscard]] QLabel* noteLabel() const { return m_fallback; }
  [[nodiscard]] QToolButton* resetButton() const { return m_reset; }
  // Shows `state` (unless the user is typing in the field).
  void setState(const State& state);
  // Shows why the document refused the value just edited (empty: clears it).
  void showRefusal(const QString& reason) { showError(reason); }

signals:
  // A new value (nullopt: reset to the catalog figure).
  void edited(const std::optional<tapeflow::catalog::Value>& value);

private:
  void commitText();
  void showError(const QString& text);
  [[nodiscard]] QString labelText() const;
  [[nodiscard]] QString shown(const catalog::Value& value) const;
  void showDerived(const Derived* derived);

  catalog::ParameterDef m_def;
  std::string m_rateUnit;
  QString m_emptyMeaning; // what the figure left empty means, for the note under it
  QLabel* m_label = nullptr;
  QWidget* m_editor = nullptr;
  QToolButton* m_reset = nullptr;
  QLabel* m_fallback = nullptr;
  QLabel* m_error = nullptr;
  QString m_placeholder; // the editor's own placeholder and tool tip, under a derived rate's
  QString m_editorTip;
  bool m_updating = false;
};

} // namespace tapeflow::editor
