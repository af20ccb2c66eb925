#pragma once

#include "calibration/Calibrate.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace tapeflow::editor {

class Document;

// Calibrate (issue 23): fits the figures the user ticks as free (offered: the figures of the
// measured jobs and of the components on their paths; ticked at first: the ones the measurements
// pin down, the measured figures, and on each measured job's path its bottleneck and the
// sustained rates of its drive, array and NIC), fits again whenever the choice changes, and shows
// each figure before and after with its change, which ones the data cannot identify, and every
// measurement's residual before and after. Apply makes the fit one undo step and marks the fitted
// figures as calibrated.
class CalibrationDialog : public QDialog {
  Q_OBJECT

public:
  CalibrationDialog(Document* document, QWidget* parent = nullptr);

  // Whether there was a fit to show (else message() says why).
  [[nodiscard]] bool fitted() const { return m_fit.has_value(); }
  // Pushes the fit as one undo step; false (with the reason shown) when it is refused.
  bool apply();

  [[nodiscard]] QListWidget* freeFigures() const { return m_free; }
  [[nodiscard]] QTableWidget* figures() const { return m_figures; }
  [[nodiscard]] QTableWidget* residuals() const { return m_residuals; }
  [[nodiscard]] QLabel* message() const { return m_message; }

private:
  void offerFigures();
  [[nodiscard]] std::vector<whatif::Figure> chosenFigures() const;
  void fill();

  Document* m_document;
  std::optional<calibration::Calibration> m_fit;
  calibration::MeasurementSet m_measurements;
  std::vector<whatif::Figure> m_offered;
  QListWidget* m_free = nullptr;
  QTableWidget* m_figures = nullptr;
  QTableWidget* m_residuals = nullptr;
  QLabel* m_message = nullptr;
  QPushButton* m_apply = nullptr;
};

} // namespace tapeflow::editor
