#pragma once

// Reading a JSON document that a person wrote: every accessor knows where it is (a JSON Pointer)
// and reports a precise diagnostic instead of throwing when a key is missing or has the wrong
// type. Unknown keys become warnings, so a typo is seen rather than silently ignored.

#include "util/Diagnostics.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace tapeflow {

using Json = nlohmann::json;

class JsonReader {
public:
  JsonReader(std::string file, Diagnostics& diagnostics)
      : m_file(std::move(file)), m_diagnostics(diagnostics) {}

  [[nodiscard]] const std::string& file() const { return m_file; }
  [[nodiscard]] Diagnostics& diagnostics() const { return m_diagnostics; }

  void error(const std::string& pointer, std::string message) const;
  void warning(const std::string& pointer, std::string message) const;

  // The member `key` of `object` if present and of the right type; a missing required member or
  // a wrong type is an error (reported once), and the result is nullopt.
  [[nodiscard]] std::optional<std::string> string(const Json& object, const std::string& pointer,
                                                  std::string_view key, bool required) const;
  [[nodiscard]] std::optional<double> number(const Json& object, const std::string& pointer,
                                             std::string_view key, bool required) const;
  [[nodiscard]] std::optional<long long> integer(const Json& object, const std::string& pointer,
                                                 std::string_view key, bool required) const;
  [[nodiscard]] std::optional<bool> boolean(const Json& object, const std::string& pointer,
                                            std::string_view key, bool required) const;
  // Object or array members: returns nullptr when absent (error if required) or of another type.
  [[nodiscard]] const Json* object(const Json& object, const std::string& pointer,
                                   std::string_view key, bool required) const;
  [[nodiscard]] const Json* array(const Json& object, const std::string& pointer,
                                  std::string_view key, bool required) const;

  // Checks that `value` is an object; reports an error naming what was expected otherwise.
  bool expectObject(const Json& value, const std::string& pointer, std::string_view what) const;

  // Warns about every member of `object` whose key is not in `known`.
  void warnUnknownKeys(const Json& object, const std::string& pointer,
                       std::initializer_list<std::string_view> known) const;

  // Checks "format" and "version" of a document; false (with an error) when it is not a
  // `format` document or its version is newer than `supportedVersion`.
  bool checkHeader(const Json& document, std::string_view format, int supportedVersion) const;

  // Reads every element of `array` (found at `pointer`) with read(element, elementPointer).
  // Stops early, saying how many elements were left unread, once the diagnostics are full or
  // after kMaxBadRun elements in a row that each added an error: past that, a file is not a
  // document with mistakes but something else, and reading on only costs time and memory.
  static constexpr std::size_t kMaxBadRun = 100;
  template <class Read>
  void forEachElement(const Json& array, const std::string& pointer, Read read) const {
    std::size_t badRun = 0;
    for (std::size_t i = 0; i < array.size(); ++i) {
      const bool stop = m_diagnostics.full() || badRun >= kMaxBadRun;
      if (stop) {
        stoppedReading(pointer, i, array.size(), badRun >= kMaxBadRun);
        return;
      }
      const std::size_t errorsBefore = m_diagnostics.errorCount();
      read(array[i], jsonPointer(pointer, i));
      badRun = m_diagnostics.errorCount() != errorsBefore ? badRun + 1 : 0;
    }
  }

  // "a number", "an array", ... for messages.
  [[nodiscard]] static std::string typeName(const Json& value);

private:
  void stoppedReading(const std::string& pointer, std::size_t at, std::size_t size,
                      bool badRun) const;
  const Json* member(const Json& object, const std::string& pointer, std::string_view key,
                     bool required) const;

  std::string m_file;
  Diagnostics& m_diagnostics;
};

// The deepest nesting of arrays and objects a JSON file may have: the formats need about ten.
inline constexpr std::size_t kMaxJsonDepth = 64;

// Parses `text` as JSON; on a syntax error reports line and column and returns nullopt; nesting
// deeper than kMaxJsonDepth is refused at its place before it is built.
[[nodiscard]] std::optional<Json> parseJsonText(std::string_view text, const std::string& file,
                                                Diagnostics& diagnostics);

// Reads a whole text file, refusing one larger than `maxBytes` before reading it (a file must
// not make a reader take gigabytes); nullopt, with an error for `path`, when it cannot.
inline constexpr std::size_t kMaxJsonFileBytes = 64u * 1024u * 1024u;
[[nodiscard]] std::optional<std::string> readTextFile(const std::string& path,
                                                      Diagnostics& diagnostics,
                                                      std::size_t maxBytes = kMaxJsonFileBytes);

// Reads and parses a JSON file, refusing files larger than `maxBytes` before reading them.
[[nodiscard]] std::optional<Json> readJsonFile(const std::string& path, Diagnostics& diagnostics,
                                               std::size_t maxBytes = kMaxJsonFileBytes);

} // namespace tapeflow
