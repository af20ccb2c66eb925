#pragma once

// The colours of a utilisation, shared by the canvas, the results, the charts and the report:
// one scale everywhere, so a yellow card on the canvas is a yellow row in the results.

#include <QColor>

namespace tapeflow::editor {

// Colour of a utilisation (0..1+) on a colour-blind-safe scale (viridis-like: dark blue for
// idle through green to yellow at saturation).
[[nodiscard]] QColor utilisationColour(double utilisation);
// Text that reads on utilisationColour(utilisation).
[[nodiscard]] QColor utilisationTextColour(double utilisation);

} // namespace tapeflow::editor
