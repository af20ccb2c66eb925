#pragma once

// The catalog's Job columns that a history is read for, whatever the form: a table's header
// cell, an llist key, a CSV header field or a JSON member all name one of these (or something
// Tapeflow does not read, such as poolname or schedtime).

#include <array>
#include <bitset>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tapeflow::jobhistory {

enum class Field {
  JobId,
  Job,
  Name,
  Client,
  ClientId,
  Type,
  Level,
  Status,
  Start,
  End,
  Duration,
  Files,
  Bytes
};
inline constexpr std::size_t kFieldCount = 13;

using FieldSet = std::bitset<kFieldCount>;

// The field a column name stands for, without case: "JobBytes", "jobbytes"; also the names of
// older or other listings ("Lvl" and "JobStat" in Bareos's bscan chapter, "clientname" in
// Bacula's llist, "JobLevel" in its `list jobs last`).
[[nodiscard]] std::optional<Field> fieldNamed(std::string_view name);

// The name messages use for a field, as PostgreSQL prints the column: "jobbytes".
[[nodiscard]] std::string_view fieldName(Field field);

// One job as a form gives it: the text of each field it names, before any is checked.
struct RawJob {
  std::array<std::optional<std::string>, kFieldCount> values;
  std::size_t line = 0; // where the job starts in the text

  [[nodiscard]] std::optional<std::string>& operator[](Field field) {
    return values[static_cast<std::size_t>(field)];
  }
  [[nodiscard]] const std::optional<std::string>& operator[](Field field) const {
    return values[static_cast<std::size_t>(field)];
  }
};

} // namespace tapeflow::jobhistory
