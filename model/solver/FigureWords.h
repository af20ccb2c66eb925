#pragma once

// Figures in the solver's words (limits, warnings, explanations): three significant figures,
// decimal units, and binary ones for a block or a window ("64 KiB"). One place, so that every
// message writes a rate or a size alike.

#include "units/Format.h"

#include <string>

namespace tapeflow::solver {

[[nodiscard]] inline std::string rateWords(double bytesPerSecond) {
  return units::formatAuto(bytesPerSecond, units::Dimension::Rate, {false, false, false, 3});
}

[[nodiscard]] inline std::string bytesWords(double bytes) {
  return units::formatAuto(bytes, units::Dimension::Bytes, {false, false, false, 3});
}

[[nodiscard]] inline std::string binaryBytesWords(double bytes) {
  return units::formatAuto(bytes, units::Dimension::Bytes, {true, false, false, 3});
}

} // namespace tapeflow::solver
