#include "util/JsonReader.h"

#include "util/Text.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unordered_set>
#include <vector>

namespace tapeflow {

void JsonReader::error(const std::string& pointer, std::string message) const {
  m_diagnostics.error(m_file, pointer, std::move(message));
}

void JsonReader::warning(const std::string& pointer, std::string message) const {
  m_diagnostics.warning(m_file, pointer, std::move(message));
}

std::string JsonReader::typeName(const Json& value) {
  switch (value.type()) {
  case Json::value_t::null: return "null";
  case Json::value_t::object: return "an object";
  case Json::value_t::array: return "an array";
  case Json::value_t::string: return "a string";
  case Json::value_t::boolean: return "true/false";
  case Json::value_t::number_integer:
  case Json::value_t::number_unsigned: return "an integer";
  case Json::value_t::number_float: return "a number";
  default: return "an unsupported value";
  }
}

const Json* JsonReader::member(const Json& object, const std::string& pointer, std::string_view key,
                               bool required) const {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  if (it == object.end()) {
    if (required) error(pointer, "missing required member " + quote(key));
    return nullptr;
  }
  return &*it;
}

std::optional<std::string> JsonReader::string(const Json& object, const std::string& pointer,
                                              std::string_view key, bool required) const {
  const Json* value = member(object, pointer, key, required);
  if (!value) return std::nullopt;
  if (!value->is_string()) {
    error(jsonPointer(pointer, std::string(key)), "expected a string, found " + typeName(*value));
    return std::nullopt;
  }
  return value->get<std::string>();
}

std::optional<double> JsonReader::number(const Json& object, const std::string& pointer,
                                         std::string_view key, bool required) const {
  const Json* value = member(object, pointer, key, required);
  if (!value) return std::nullopt;
  if (!value->is_number()) {
    error(jsonPointer(pointer, std::string(key)), "expected a number, found " + typeName(*value));
    return std::nullopt;
  }
  const double number = value->get<double>();
  if (!std::isfinite(number)) {
    error(jsonPointer(pointer, std::string(key)), "the number is not finite");
    return std::nullopt;
  }
  return number;
}

std::optional<long long> JsonReader::integer(const Json& object, const std::string& pointer,
                                             std::string_view key, bool required) const {
  const Json* value = member(object, pointer, key, required);
  if (!value) return std::nullopt;
  if (!value->is_number_integer()) {
    error(jsonPointer(pointer, std::string(key)), "expected an integer, found " + typeName(*value));
    return std::nullopt;
  }
  if (value->is_number_unsigned() &&
      value->get<unsigned long long>() > static_cast<unsigned long long>(LLONG_MAX)) {
    error(jsonPointer(pointer, std::string(key)), "the integer is too large");
    return std::nullopt;
  }
  return value->get<long long>();
}

std::optional<bool> JsonReader::boolean(const Json& object, const std::string& pointer,
                                        std::string_view key, bool required) const {
  const Json* value = member(object, pointer, key, required);
  if (!value) return std::nullopt;
  if (!value->is_boolean()) {
    error(jsonPointer(pointer, std::string(key)),
          "expected true or false, found " + typeName(*value));
    return std::nullopt;
  }
  return value->get<bool>();
}

const Json* JsonReader::object(const Json& object, const std::string& pointer, std::string_view key,
                               bool required) const {
  const Json* value = member(object, pointer, key, required);
  if (!value) return nullptr;
  if (!value->is_object()) {
    error(jsonPointer(pointer, std::string(key)), "expected an object, found " + typeName(*value));
    return nullptr;
  }
  return value;
}

const Json* JsonReader::array(const Json& object, const std::string& pointer, std::string_view key,
                              bool required) const {
  const Json* value = member(object, pointer, key, required);
  if (!value) return nullptr;
  if (!value->is_array()) {
    error(jsonPointer(pointer, std::string(key)), "expected an array, found " + typeName(*value));
    return nullptr;
  }
  return value;
}

void JsonReader::stoppedReading(const std::string& pointer, std::size_t at, std::size_t size,
                                bool badRun) const {
  error(pointer, "stopped reading after " +
                     (badRun ? std::to_string(kMaxBadRun) + " bad elements in a row"
                             : std::to_string(Diagnostics::kMaxKept) + " errors") +
                     "; " + std::to_string(size - at) + " of its " + std::to_string(size) +
                     " elements were not read");
}

bool JsonReader::expectObject(const Json& value, const std::string& pointer,
                              std::string_view what) const {
  if (value.is_object()) return true;
  error(pointer, "expected " + std::string(what) + " (an object), found " + typeName(value));
  return false;
}

void JsonReader::warnUnknownKeys(const Json& object, const std::string& pointer,
                                 std::initializer_list<std::string_view> known) const {
  if (!object.is_object()) return;
  for (const auto& [key, value] : object.items()) {
    if (std::find(known.begin(), known.end(), key) == known.end())
      warning(jsonPointer(pointer, key), "unknown member " + quote(key) + " is ignored");
  }
}

bool JsonReader::checkHeader(const Json& document, std::string_view format,
                             int supportedVersion) const {
  if (!expectObject(document, "", "a " + std::string(format) + " document")) return false;
  const auto actual = string(document, "", "format", true);
  if (!actual) return false;
  if (*actual != format) {
    error("/format", "this is a " + quote(*actual) + " file, expected " + quote(format));
    return false;
  }
  const auto version = integer(document, "", "version", true);
  if (!version) return false;
  if (*version > supportedVersion) {
    error("/version", "the file is version " + std::to_string(*version) +
                          ", written by a newer Tapeflow; this version reads up to " +
                          std::to_string(supportedVersion));
    return false;
  }
  if (*version < 1) {
    error("/version", "invalid version " + std::to_string(*version));
    return false;
  }
  return true;
}

namespace {

// The DOM parser of nlohmann::json, followed event by event to know where it is, so that a
// member given twice (JSON leaves that to the reader; the DOM keeps the last) is reported at its
// JSON Pointer. A SAX handler rather than a parser callback: nlohmann's callback parser takes
// quadratic time over an array of objects (20,000 empty objects: 21 s).
class CheckedDomParser {
public:
  CheckedDomParser(Json& result, const std::string& file, Diagnostics& diagnostics)
      : m_dom(result, true), m_file(file), m_diagnostics(diagnostics) {}

  bool null() { return value(m_dom.null()); }
  bool boolean(bool v) { return value(m_dom.boolean(v)); }
  bool number_integer(Json::number_integer_t v) { return value(m_dom.number_integer(v)); }
  bool number_unsigned(Json::number_unsigned_t v) { return value(m_dom.number_unsigned(v)); }
  bool number_float(Json::number_float_t v, const Json::string_t& text) {
    return value(m_dom.number_float(v, text));
  }
  bool string(Json::string_t& v) { return value(m_dom.string(v)); }
  bool binary(Json::binary_t& v) { return value(m_dom.binary(v)); }
  bool start_object(std::size_t size) {
    if (tooDeep()) return false;
    m_frames.emplace_back();
    return m_dom.start_object(size);
  }
  bool key(Json::string_t& name) {
    Frame& top = m_frames.back();
    top.key = name;
    if (!top.keys.insert(name).second)
      m_diagnostics.warning(m_file, pointer(),
                            "member " + quote(name) +
                                " is given more than once; the last one counts");
    return m_dom.key(name);
  }
  bool end_object() {
    m_frames.pop_back();
    return value(m_dom.end_object());
  }
  bool start_array(std::size_t size) {
    if (tooDeep()) return false;
    m_frames.emplace_back().array = true;
    return m_dom.start_array(size);
  }
  bool end_array() {
    m_frames.pop_back();
    return value(m_dom.end_array());
  }
  template <class Exception>
  bool parse_error(std::size_t position, const std::string& token, const Exception& failure) {
    return m_dom.parse_error(position, token, failure); // throws it, as Json::parse does
  }

  // The nesting went past kMaxJsonDepth: parsing stopped there, with an error.
  [[nodiscard]] bool stopped() const { return m_stopped; }

private:
  // Refuses nesting deeper than any Tapeflow file has, at its place, before building it: a file
  // of 60 MB of '[' took 5.3 GB to build as nested arrays (issue 37).
  bool tooDeep() {
    if (m_frames.size() < kMaxJsonDepth) return false;
    m_diagnostics.error(m_file, pointer(),
                        "nested deeper than " + std::to_string(kMaxJsonDepth) +
                            " levels; no Tapeflow file needs more (reading stopped here)");
    m_stopped = true;
    return true;
  }

  struct Frame {
    bool array = false;
    std::size_t index = 0;
    std::string key;
    std::unordered_set<std::string> keys;
  };
  // A value is complete: the next one in its array has the next index.
  bool value(bool result) {
    if (!m_frames.empty() && m_frames.back().array) ++m_frames.back().index;
    return result;
  }
  [[nodiscard]] std::string pointer() const {
    std::string result;
    for (const Frame& frame : m_frames)
      result = frame.array ? jsonPointer(result, frame.index) : jsonPointer(result, frame.key);
    return result;
  }

  nlohmann::detail::json_sax_dom_parser<Json> m_dom;
  const std::string& m_file;
  Diagnostics& m_diagnostics;
  std::vector<Frame> m_frames;
  bool m_stopped = false;
};

} // namespace

std::optional<Json> parseJsonText(std::string_view text, const std::string& file,
                                  Diagnostics& diagnostics) {
  try {
    Json result;
    CheckedDomParser parser(result, file, diagnostics);
    Json::sax_parse(text.begin(), text.end(), &parser);
    if (parser.stopped()) return std::nullopt;
    return result;
  } catch (const Json::parse_error& failure) {
    // Turn the byte offset into line and column, which is what an editor shows.
    const std::size_t offset = std::min<std::size_t>(failure.byte, text.size());
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i + 1 < offset; ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    std::string what = failure.what();
    // nlohmann prefixes "[json.exception.parse_error.101] parse error at line 1, column 2: ".
    if (const auto colon = what.find(": ", what.find("parse error")); colon != std::string::npos)
      what = what.substr(colon + 2);
    // The message quotes the bytes last read, which may be anything (invalid UTF-8 included).
    diagnostics.error(file, "",
                      "malformed JSON at line " + std::to_string(line) + ", column " +
                          std::to_string(column) + ": " + printable(what));
    return std::nullopt;
  } catch (const Json::exception& failure) {
    // Out-of-range numbers (1e999) and invalid UTF-8 surface as other exception types.
    std::string what = failure.what();
    if (const auto bracket = what.find("] "); bracket != std::string::npos)
      what = what.substr(bracket + 2);
    diagnostics.error(file, "", "unreadable JSON: " + printable(what));
    return std::nullopt;
  }
}

std::optional<std::string> readTextFile(const std::string& path, Diagnostics& diagnostics,
                                        std::size_t maxBytes) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) {
    diagnostics.error(path, "", "cannot read the file: " + ec.message());
    return std::nullopt;
  }
  if (size > maxBytes) {
    diagnostics.error(path, "",
                      "the file is " + std::to_string(size / (1024 * 1024)) + " MiB; files over " +
                          std::to_string(maxBytes / (1024 * 1024)) + " MiB are refused");
    return std::nullopt;
  }
  std::ifstream stream(path, std::ios::binary);
  if (!stream) {
    diagnostics.error(path, "", "cannot open the file");
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << stream.rdbuf();
  return buffer.str();
}

std::optional<Json> readJsonFile(const std::string& path, Diagnostics& diagnostics,
                                 std::size_t maxBytes) {
  const auto text = readTextFile(path, diagnostics, maxBytes);
  if (!text) return std::nullopt;
  return parseJsonText(*text, path, diagnostics);
}

} // namespace tapeflow
