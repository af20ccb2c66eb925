#pragma once

// A Bareos or Bacula configuration as written: its resources (`Job { ... }`), each with its
// directives in the order of the file and its nested blocks (a FileSet's `Include { Options {
// ... } }`, a Job's `RunScript { ... }`, `Addresses = { ip = { ... } }`). Nothing is interpreted
// here: every directive is kept, known or not, with its values as text, so the code that maps a
// configuration to a diagram decides what a value means (ConfigUnits.h reads sizes and times).
//
// Keywords are compared as Bareos and Bacula compare them: case and spaces do not count, so
// "Maximum Concurrent Jobs", "MaximumConcurrentJobs" and "maximum concurrent jobs" are one key.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::bareos {

// The program whose configuration a resource belongs to, known from the file or folder it was
// read from (bareos-dir.d/, bacula-sd.conf, ...); Unknown for a file named otherwise.
enum class Daemon { Unknown, Director, StorageDaemon, FileDaemon };

// "director", "storage daemon", "file daemon", "unknown".
[[nodiscard]] std::string_view daemonName(Daemon daemon);

// A keyword as the daemons compare it: lower case (ASCII), without spaces or tabs.
[[nodiscard]] std::string normalizeKey(std::string_view keyword);

struct Directive {
  std::string key;          // normalised: "maximumconcurrentjobs"
  std::string keyAsWritten; // "Maximum Concurrent Jobs"
  // The values separated by commas, each as written with quotes removed and escapes resolved:
  // `Command ACL = !sqlquery, "*all*"` gives "!sqlquery" and "*all*". The words of one value are
  // joined by one space where the file had any: `Run = Full 1st sat at 21:00` is one value.
  std::vector<std::string> values;
  // The whole value as one text, commas included ("status, .status"): a Run line's days may be
  // separated by commas.
  std::string text;
  std::string file;
  std::size_t line = 0;
};

struct Resource {
  std::string type;    // as written: "JobDefs", or for a nested block "Include", "Options"
  std::string typeKey; // normalised: "jobdefs"
  std::string name;    // the first value of its first Name directive; empty when it has none
  Daemon daemon = Daemon::Unknown;
  std::string file;
  std::size_t line = 0; // of the type keyword
  std::vector<Directive> directives;
  std::vector<Resource> children; // nested blocks, in the order of the file

  // The first directive with `key` (compared as normalizeKey() gives it), or null.
  [[nodiscard]] const Directive* find(std::string_view key) const;
  // The first value of the first directive with `key`.
  [[nodiscard]] std::optional<std::string> first(std::string_view key) const;
  // Every value of every directive with `key`, in order: `File =` written three times gives three.
  [[nodiscard]] std::vector<std::string> all(std::string_view key) const;
  // The nested blocks of a type ("Include", "options").
  [[nodiscard]] std::vector<const Resource*> blocks(std::string_view blockType) const;
};

struct Config {
  std::vector<Resource> resources; // in the order read

  // The resources of a type ("Job", "jobdefs", "File Set"), in order.
  [[nodiscard]] std::vector<const Resource*> ofType(std::string_view type) const;
  // The resource of a type with `name`, or null. Names are compared exactly: the daemons do.
  [[nodiscard]] const Resource* find(std::string_view type, std::string_view name) const;
};

} // namespace tapeflow::bareos
