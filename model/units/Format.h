#pragma once

// Turning base-unit numbers back into text for tables, reports and files.

#include "units/Units.h"

#include <string>

namespace tapeflow::units {

// `value` (base units) expressed in `unit` with `significant` significant digits and no
// trailing zeros: format(160e6, MB/s) == "160 MB/s". A unit with an empty symbol gives the
// number alone. Non-finite values print as "n/a" rather than "inf" or "nan".
[[nodiscard]] std::string format(double value, const Unit& unit, int significant = 4);

// Same as format() for a unit given by its text; the unit must parse (asserted: callers pass
// literals or units that already went through parseUnit).
[[nodiscard]] std::string format(double value, std::string_view unitText, int significant = 4);

// Chooses the prefix itself so that the number shown is at least 1 and below 1000 (1024 for
// binary): formatAuto(2.5e12, Bytes) == "2.5 TB".
struct AutoStyle {
  bool binary = false;  // KiB, MiB, ... instead of kB, MB, ...
  bool bits = false;    // b instead of B (links and network speeds)
  bool perHour = false; // rates per hour instead of per second
  int significant = 4;
};
[[nodiscard]] std::string formatAuto(double value, Dimension dimension, AutoStyle style = {});

// A duration for people: "45 s", "12 min 30 s", "6 h 05 min", "2 d 3 h".
[[nodiscard]] std::string formatDuration(double seconds);

// The shortest decimal text that reads back to exactly `value` (for files: no precision lost).
[[nodiscard]] std::string formatExact(double value);

} // namespace tapeflow::units
