#pragma once

#include "AutosaveStore.h"

#include <QDialog>

#include <vector>

class QTreeWidget;

namespace tapeflow::editor {

// Offered at start-up after an unclean exit: the autosaved documents that no running instance
// owns, each with its name, where its file is (or that it was never saved) and when it was last
// autosaved. Recover opens the selected one, Discard deletes the selected ones, Later keeps them
// all for the next start. Every text from the sidecars is shown as plain text.
class RecoveryDialog : public QDialog {
  Q_OBJECT

public:
  enum class Choice { Recover, Discard, Later };

  explicit RecoveryDialog(const std::vector<AutosaveEntry>& entries, QWidget* parent = nullptr);

  [[nodiscard]] Choice choice() const { return m_choice; }
  // Indices into the entries given, in the list's order.
  [[nodiscard]] std::vector<std::size_t> selected() const;
  [[nodiscard]] QTreeWidget* list() const { return m_list; }

private:
  void finish(Choice choice);

  QTreeWidget* m_list = nullptr;
  Choice m_choice = Choice::Later;
};

} // namespace tapeflow::editor
