#pragma once

#include "calibration/BottleneckGuide.h"

#include <QCoreApplication>
#include <QString>

namespace tapeflow::editor {

// The bottleneck guide in words (issue 23): what each step measures and with which tools, its
// state, what its result says, the verdict and how it compares with the model. Names come from
// the document: show every text here as plain text.
class GuideWords {
  Q_DECLARE_TR_FUNCTIONS(GuideWords)

public:
  // `rateUnit`: the unit the document shows rates in ("MB/s").
  explicit GuideWords(QString rateUnit) : m_unit(std::move(rateUnit)) {}

  [[nodiscard]] QString rate(double bytesPerSecond) const;
  [[nodiscard]] static QString what(const calibration::GuideStep& step,
                                    topology::Direction direction);
  [[nodiscard]] static QString state(calibration::StepState state);
  [[nodiscard]] QString finding(const calibration::GuideStep& step, double jobRate) const;
  [[nodiscard]] QString verdict(const calibration::BottleneckGuide& guide) const;
  [[nodiscard]] QString model(const calibration::BottleneckGuide& guide) const;

private:
  QString m_unit;
};

} // namespace tapeflow::editor
