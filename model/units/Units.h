#pragma once

// The one place where numbers meet units. Everything inside Tapeflow is a double in base units:
// bytes, seconds, bytes per second. Text crosses this module on the way in (catalogs, files,
// the inspector) and on the way out (tables, reports), so decimal and binary prefixes, bits and
// bytes, per-second and per-hour are never mixed silently: the reference papers quote decimal
// GB/h, the HP paper counts MB as 2^20 bytes, networks count bits.

#include "util/Expected.h"

#include <string>
#include <string_view>

namespace tapeflow::units {

enum class Dimension {
  Dimensionless, // a plain number, a ratio ("2:1") or a percentage ("80 %")
  Bytes,
  Seconds,
  Rate, // bytes per second
};

[[nodiscard]] std::string_view dimensionName(Dimension dimension);

// A unit as text names it: a dimension and the factor that turns one of it into base units.
// symbol is the canonical spelling used when formatting ("MB/s", "GiB", "Mb/s", "min").
struct Unit {
  std::string symbol;
  Dimension dimension = Dimension::Dimensionless;
  double factor = 1.0;
};

// A number in base units with its dimension.
struct Quantity {
  double value = 0.0;
  Dimension dimension = Dimension::Dimensionless;
};

// Parses a unit on its own: "MB/s", "GB/h", "Gb/s", "Mbps", "KiB", "ms", "h", "%", "" (none).
// Prefixes k/K M G T P E are decimal (1000^n), Ki Mi Gi Ti Pi Ei binary (1024^n); B is a byte,
// b a bit. A bare prefix ("K", "Mi") is a dimensionless multiplier (engineering notation).
[[nodiscard]] Expected<Unit> parseUnit(std::string_view text);

// Parses "160 MB/s", "54 GB/h", "1 Gb/s", "256 KiB", "1.5e3 B", "2:1", "80 %", "42".
// Rejects anything else with a message quoting the text and saying what is wrong.
[[nodiscard]] Expected<Quantity> parseQuantity(std::string_view text);

// Parses text that must have the dimension of `defaultUnit`. A number with no unit, or with only
// a multiplier ("256K", "1.5 M"), is taken in `defaultUnit` (so "160" in a MB/s field is
// 160 MB/s). Returns the value in base units.
[[nodiscard]] Expected<double> parseAs(std::string_view text, const Unit& defaultUnit);

// Finite, and not so large or small that it can only be a typing slip. Checked by parse*.
inline constexpr double kLargestMagnitude = 1e30;

} // namespace tapeflow::units
