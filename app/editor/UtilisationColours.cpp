#include "UtilisationColours.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace tapeflow::editor {

QColor utilisationColour(double utilisation) {
  // Five stops of the viridis map (perceptually uniform, readable with colour-blindness).
  static constexpr std::array<std::array<int, 3>, 5> kStops{
      {{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}}};
  const double u = std::clamp(std::isfinite(utilisation) ? utilisation : 0.0, 0.0, 1.0) * 4.0;
  const auto i = static_cast<std::size_t>(std::min(3.0, std::floor(u)));
  const double f = u - static_cast<double>(i);
  const auto mix = [&](int c) {
    return static_cast<int>(std::lround(kStops[i][static_cast<std::size_t>(c)] * (1 - f) +
                                        kStops[i + 1][static_cast<std::size_t>(c)] * f));
  };
  return QColor(mix(0), mix(1), mix(2));
}

QColor utilisationTextColour(double utilisation) {
  return utilisation < 0.6 ? QColor(Qt::white) : QColor(Qt::black);
}

} // namespace tapeflow::editor
