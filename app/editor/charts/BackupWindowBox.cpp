#include "BackupWindowBox.h"

namespace tapeflow::editor {

BackupWindowBox::BackupWindowBox(QWidget* parent) : QDoubleSpinBox(parent) {
  setRange(0.0, 24.0 * 14); // up to two weeks: a weekend full backup fits with room to spare
  setDecimals(1);
  setSingleStep(0.5);
  setSuffix(tr(" h"));
  setSpecialValueText(tr("none"));
  setToolTip(tr("The backup window the run must fit in, drawn on the timeline"));
}

} // namespace tapeflow::editor
