#pragma once

#include "whatif/SweepAxis.h"

#include <QStringList>

#include <vector>

namespace tapeflow::editor {

// Where each value of a sweep axis sits along a plot's axis, from 0 to 1: by value (linear, or
// logarithmic when the values grow by a constant ratio), or evenly spaced with the labels as
// categories when they are not numbers in order (a list of catalog models, a shuffled list).
class SweepScale {
public:
  enum class Kind { Linear, Logarithmic, Category };
  SweepScale(const whatif::SweepAxis& axis, QString title);

  [[nodiscard]] Kind kind() const { return m_kind; }
  [[nodiscard]] std::size_t size() const { return m_position.size(); }
  // The position of value `index`, 0..1.
  [[nodiscard]] double position(std::size_t index) const { return m_position[index]; }
  // The indices whose labels to print: at most `most`, spread along the axis.
  [[nodiscard]] std::vector<std::size_t> labelled(std::size_t most) const;
  [[nodiscard]] QString label(std::size_t index) const;
  // A category's label without the words every category shares at its start and end
  // ("IBM LTO-9 half-height (IBM, SAS)" among IBM drives: "LTO-9 half-height").
  // Numbers keep their whole label.
  [[nodiscard]] QString shortLabel(std::size_t index) const;
  // "Drive 1 ▸ Native rate": what the axis varies, for people.
  [[nodiscard]] QString title() const { return m_title; }

private:
  Kind m_kind = Kind::Linear;
  std::vector<double> m_position;
  QStringList m_labels;
  QStringList m_short;
  QString m_title;
};

} // namespace tapeflow::editor
