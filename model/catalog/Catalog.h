#pragma once

// The component catalog: every real product and generic class a node can be made from, with its
// figures and where each figure comes from. Loaded from resources/catalog/ and the user's own
// catalog folder; read-only once loaded (an edited user entry means a reload, and every node
// made from it follows, except the figures the node overrides).

#include "catalog/KindRegistry.h"
#include "catalog/Parameter.h"
#include "util/Diagnostics.h"
#include "util/StringMap.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tapeflow::catalog {

// Where a figure comes from.
struct Source {
  std::string ref;   // a sources.json id ("compaq-1997", "hwf-10"); empty for an assumption
  std::string where; // "Table 7", "section 2.3"; for calibrated figures the tables fitted
  std::string basis; // datasheet | measured | physical | calibrated | assumption
  std::string note;
};

struct EntryValue {
  Value value;
  Source source;
};

// What one unit of a product costs, and on what authority (issue 40: the advisor ranks changes
// by time saved per price). The shipped catalog's prices are published prices in US dollars,
// each with its source and date; a user's prices (a bare number in an entry of their own, or
// prices.json in their catalog folder) are in whatever currency they keep.
struct Price {
  double amount = 0.0;
  std::string currency; // "USD"; empty: the user's own currency (a bare number)
  std::string basis;    // "list" (the vendor's list price), "street" (a published street price),
                        // "user" (the user's own figure)
  std::string date;     // when the source gave it: "2023-03", "2021"
  Source source;        // ref, where, note (basis unused)
};

struct CatalogEntry {
  std::string id;
  std::string kind;
  std::string vendor;
  std::string model;
  std::string productClass; // "class" in the file: a generic entry's description
  std::string summary;
  std::string file; // where it was read from
  bool user = false;
  // What one unit costs (optional). The advisor ranks changes by gain per price with it.
  std::optional<Price> price;
  std::map<std::string, EntryValue, std::less<>> parameters;

  // "Quantum DLT 7000 (35/70 GB)" or the class for generic entries.
  [[nodiscard]] std::string displayName() const;
  [[nodiscard]] const EntryValue* parameter(std::string_view name) const;
};

struct SourceInfo {
  std::string id;
  std::string title;
  std::string file;
  std::string url;
};

class Catalog {
public:
  // Loads kinds.json, sources.json and every other *.json of `shippedFolder`, then every *.json
  // of `userFolder` if it is given and exists. Problems are collected in `diagnostics`; a bad
  // entry is skipped, the rest loads. Returns nullptr only without a usable kinds.json.
  static std::shared_ptr<const Catalog>
  load(const std::string& shippedFolder, const std::string& userFolder, Diagnostics& diagnostics);

  [[nodiscard]] const KindRegistry& kinds() const { return *m_kinds; }
  [[nodiscard]] std::shared_ptr<const KindRegistry> kindRegistry() const { return m_kinds; }
  [[nodiscard]] const CatalogEntry* entry(std::string_view id) const;
  [[nodiscard]] const std::vector<CatalogEntry>& entries() const { return m_entries; }
  [[nodiscard]] const SourceInfo* source(std::string_view id) const;
  // Why an entry of this id was left out of the catalog for an error in it ("file: /entries/3/
  // parameters/x: error: ..."), or nullptr when none was: a document that uses the entry can
  // then say why it is unknown (issue 37).
  [[nodiscard]] const std::string* refusal(std::string_view id) const;
  // Why `id` cannot name an entry of kind `kind` (a profile reference such as a server's
  // backup_app), in words, or nothing when it can: another kind's entry, one left out for its
  // error, or none here, perhaps in a user catalog not installed (issue 41: an unknown profile
  // lacked the hint an unknown node entry has).
  [[nodiscard]] std::optional<std::string> referenceProblem(std::string_view id,
                                                            std::string_view kind) const;
  [[nodiscard]] const std::map<std::string, SourceInfo, std::less<>>& sources() const {
    return m_sources;
  }

  // Building blocks for load(), also used by tests with in-memory documents.
  explicit Catalog(std::shared_ptr<const KindRegistry> kinds) : m_kinds(std::move(kinds)) {}
  void addSources(const Json& document, const std::string& file, Diagnostics& diagnostics);
  void addEntries(const Json& document, const std::string& file, bool user,
                  Diagnostics& diagnostics);
  // The user's own prices (prices.json of their catalog folder): {"format": "tapeflow-prices",
  // "version": 1, "currency": "EUR", "prices": {"<entry id>": 4200, ...}}. Each replaces the
  // entry's price. Prices in another currency than the file's are set aside, so that no ranking
  // compares dollars with euros.
  void addUserPrices(const Json& document, const std::string& file, Diagnostics& diagnostics);
  // Checks what can only be checked once everything is in: refs to other entries, source ids.
  void crossCheck(Diagnostics& diagnostics) const;

private:
  std::shared_ptr<const KindRegistry> m_kinds;
  std::vector<CatalogEntry> m_entries;
  StringMap<std::size_t> m_index;                            // entry id -> position
  std::map<std::string, std::string, std::less<>> m_refused; // entry id -> its first error
  std::map<std::string, SourceInfo, std::less<>> m_sources;
};

// The folder of the shipped data (catalog/, examples/, schema/, validation/), in this order:
// $TAPEFLOW_RESOURCE_DIR when set; the source tree's resources/ when the running program lies in
// the build tree it was built in; <program's folder>/../share/tapeflow (the install layout, so a
// moved prefix still works); the configured CMAKE_INSTALL_FULL_DATADIR/tapeflow. See DataDir.cpp.
[[nodiscard]] std::string defaultResourceDir();

} // namespace tapeflow::catalog
