#pragma once

#include "calibration/Calibrate.h"

#include <QString>

#include <memory>

class QUndoCommand;

namespace tapeflow::editor {

class Document;

// The one undo step that applies a fit (issue 23): every figure it moved set to its fitted value
// (each as the inspector would set it), and the marks of the calibrated figures with the
// measurements they came from, dated `date`. Null, with `error` set, when the document refuses
// a fitted value (then nothing may be pushed).
[[nodiscard]] std::unique_ptr<QUndoCommand>
applyCalibrationCommand(Document* document, const calibration::Calibration& fit,
                        const std::string& date, QString* error);

} // namespace tapeflow::editor
