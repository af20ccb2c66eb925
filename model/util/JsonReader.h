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

  // "a number", "an array", ... for messages.
  [[nodiscard]] static std::string typeName(const Json& value);

private:
  const Json* member(const Json& object, const std::string& pointer, std::string_view key,
                     bool required) const;

  std::string m_file;
  Diagnostics& m_diagnostics;
};

// Parses `text` as JSON; on a syntax error reports line and column and returns nullopt.
[[nodiscard]] std::optional<Json> parseJsonText(std::string_view text, const std::string& file,
                                                Diagnostics& diagnostics);

// Reads and parses a JSON file, refusing files larger than `maxBytes` before reading them.
inline constexpr std::size_t kMaxJsonFileBytes = 64u * 1024u * 1024u;
[[nodiscard]] std::optional<Json> readJsonFile(const std::string& path, Diagnostics& diagnostics,
                                               std::size_t maxBytes = kMaxJsonFileBytes);

} // namespace tapeflow
