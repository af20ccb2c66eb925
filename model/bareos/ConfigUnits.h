#pragma once

// Sizes, times and speeds as Bareos and Bacula write them in a directive's value
// ("Customizing the Configuration", data types SIZE64, TIME and SPEED). A value is one or more
// parts, each a decimal number and a modifier, with or without blank space between them
// ("10G", "10 GB", "2 hours 30 min", "1 week 2 days"); a part without a modifier is bytes or
// seconds. A modifier may be any leading part of one the manuals list, upper or lower case, and
// the first one of the list that fits is taken, as the daemons do:
//   size:  k 1024, kb 1000, m 1024^2, mb 1000^2, g, gb, t, tb, p, pb, e, eb (t to eb are
//          Bareos's; Bacula's manual lists k to gb, with the same meanings);
//   time:  seconds, minutes (also "mins", and "n"), hours, days, weeks, months (30 days),
//          quarters (91 days), years (365 days): "m" is months, "min" minutes, "s" seconds;
//   speed: k/s 1024, kb/s 1000, m/s 1024^2, mb/s 1000^2 bytes a second.
// A fraction of a byte is dropped, as the daemons drop it; a fraction of a second is rounded,
// as the manual says. A value that is not of this form, or does not fit in 64 bits, gives none.

#include <cstdint>
#include <optional>
#include <string_view>

namespace tapeflow::bareos {

[[nodiscard]] std::optional<std::uint64_t> parseSize(std::string_view text);  // bytes
[[nodiscard]] std::optional<std::uint64_t> parseTime(std::string_view text);  // seconds
[[nodiscard]] std::optional<std::uint64_t> parseSpeed(std::string_view text); // bytes/s

} // namespace tapeflow::bareos
