#pragma once

// The values of a job history's fields, each read exactly: a text that is not what the catalog
// writes is refused (nullopt), so that the reader reports it instead of guessing.

#include "jobhistory/JobHistory.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace tapeflow::jobhistory {

// A whole number as bconsole prints it, with thousands separators ("1,234,567", groups of three
// after the first) or without ("1234567"). Nothing else: no sign, no fraction, no unit.
[[nodiscard]] std::optional<std::uint64_t> parseCount(std::string_view text);

// "2024-05-01 21:00:03" (or with a T, without seconds as old listings print it, with a
// fraction) as seconds since 1970-01-01 UTC. The catalog stores local time without a zone; it is
// read as UTC, which is the same offset for a job's start and end, so its duration is right. A
// zone given after the time ("Z", "+02", "-05:00", "+0530") is applied.
[[nodiscard]] std::optional<double> parseTimestamp(std::string_view text);

// A run time: "01:02:03", "1 day 02:03:04", "3 days" (PostgreSQL's interval, which Bareos's
// duration column is), "26:03:04" (MySQL's TIMEDIFF), or a number of seconds ("3723", "3723.5").
[[nodiscard]] std::optional<double> parseDuration(std::string_view text);

// F, D, I (as the catalog stores a level) or the words Full, Differential, Incremental, in any
// case. Every other single letter is a level of the catalog too (f VirtualFull, B Base, C, V, O,
// d, A verify levels, S Since): Other. Empty (restores and admin jobs have none): Other.
[[nodiscard]] std::optional<JobLevel> parseLevel(std::string_view text);

// A job's type or status: one ASCII letter ("B", "T", "f").
[[nodiscard]] std::optional<char> parseLetter(std::string_view text);

// The job name in a catalog's unique job, "backup-bareos-fd.2024-05-01_21.00.00_03" (the
// director appends ".YYYY-MM-DD_HH.MM.SS_NN" to the name); nullopt when `job` does not end so.
[[nodiscard]] std::optional<std::string_view> nameOfUniqueJob(std::string_view job);

} // namespace tapeflow::jobhistory
