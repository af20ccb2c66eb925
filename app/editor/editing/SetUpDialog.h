#pragma once

#include "io/SetUpTemplate.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace tapeflow::editor {

// Edit ▸ Add Set-Up…: picks a set-up template (resources/templates) and fills in its counts
// and choices. Every change expands the template at once, so the dialog says what will be added
// ("32 nodes, 4 backup jobs") or why it cannot be ("'Autoloader' has no port 'bay3'") before
// the user confirms.
class SetUpDialog : public QDialog {
  Q_OBJECT

public:
  SetUpDialog(std::vector<std::unique_ptr<io::SetUpTemplate>> templates,
              std::shared_ptr<const catalog::Catalog> catalog, QWidget* parent = nullptr);

  // The set-up as filled in; null while the input cannot make one.
  [[nodiscard]] const topology::Topology* setUp() const { return m_expanded.topology.get(); }
  // "Backup server, clients over a switch, tape library (4 clients, 2 tape drives)": the undo
  // text of adding it.
  [[nodiscard]] QString description() const;

  [[nodiscard]] QSpinBox* countBox(const QString& id) const;
  [[nodiscard]] QComboBox* choiceBox(const QString& id) const;

private:
  void showTemplate(int index);
  void expand();
  [[nodiscard]] const io::SetUpTemplate& current() const;

  std::vector<std::unique_ptr<io::SetUpTemplate>> m_templates;
  std::shared_ptr<const catalog::Catalog> m_catalog;
  QComboBox* m_templateBox = nullptr;
  QLabel* m_title = nullptr;
  QLabel* m_summary = nullptr;
  QFormLayout* m_form = nullptr;
  QLabel* m_outcome = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  std::vector<std::pair<std::string, QSpinBox*>> m_counts;
  std::vector<std::pair<std::string, QComboBox*>> m_choices;
  io::LoadResult m_expanded;
};

} // namespace tapeflow::editor
