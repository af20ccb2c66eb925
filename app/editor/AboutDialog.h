#pragma once

#include <QDialog>

namespace tapeflow::editor {

// Help ▸ About Tapeflow: name, version, what it is for, licence and the libraries it stands on.
class AboutDialog : public QDialog {
  Q_OBJECT

public:
  explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace tapeflow::editor
