#pragma once

#include <QDoubleSpinBox>

namespace tapeflow::editor {

// The backup window the run must fit in, in hours, "none" at zero: asked in the charts dock
// (drawn on the timeline) and in the Export Report dialog. It is the user's question, not a
// figure of the diagram, so it is not saved in the file.
class BackupWindowBox : public QDoubleSpinBox {
  Q_OBJECT

public:
  explicit BackupWindowBox(QWidget* parent = nullptr);

  [[nodiscard]] double seconds() const { return value() * 3600.0; } // 0: none
  void setSeconds(double seconds) { setValue(seconds / 3600.0); }
};

} // namespace tapeflow::editor
