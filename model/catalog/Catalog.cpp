#include "catalog/Catalog.h"

#include "catalog/CatalogPrices.h"
#include "util/Text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>

namespace tapeflow::catalog {
namespace {

constexpr int kCatalogVersion = 1;
constexpr std::array<std::string_view, 5> kBases{"datasheet", "measured", "physical", "calibrated",
                                                 "assumption"};

bool validId(std::string_view id) {
  if (id.empty() || id.size() > 80) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_';
  });
}

std::optional<Source> readSource(const JsonReader& reader, const Json& json,
                                 const std::string& pointer) {
  if (!reader.expectObject(json, pointer, "a source")) return std::nullopt;
  reader.warnUnknownKeys(json, pointer, {"ref", "where", "basis", "note"});
  Source source;
  source.basis = reader.string(json, pointer, "basis", true).value_or("");
  source.ref = reader.string(json, pointer, "ref", false).value_or("");
  source.where = reader.string(json, pointer, "where", false).value_or("");
  source.note = reader.string(json, pointer, "note", false).value_or("");
  if (std::find(kBases.begin(), kBases.end(), source.basis) == kBases.end()) {
    reader.error(jsonPointer(pointer, "basis"),
                 "basis " + quote(source.basis) +
                     " is not one of datasheet, measured, physical, calibrated, assumption");
    return std::nullopt;
  }
  if (source.basis != "assumption" && source.ref.empty())
    reader.error(pointer, "a " + source.basis + " figure needs a 'ref' to its source");
  if (source.basis == "assumption" && source.note.empty())
    reader.error(pointer, "an assumption needs a 'note' saying why the value is reasonable");
  return source;
}

} // namespace

std::string CatalogEntry::displayName() const {
  if (!model.empty()) return vendor.empty() ? model : vendor + " " + model;
  return productClass.empty() ? id : productClass;
}

const EntryValue* CatalogEntry::parameter(std::string_view name) const {
  const auto it = parameters.find(name);
  return it == parameters.end() ? nullptr : &it->second;
}

const CatalogEntry* Catalog::entry(std::string_view id) const {
  const auto it = m_index.find(id);
  return it == m_index.end() ? nullptr : &m_entries[it->second];
}

const std::string* Catalog::refusal(std::string_view id) const {
  const auto it = m_refused.find(id);
  return it == m_refused.end() ? nullptr : &it->second;
}

std::optional<std::string> Catalog::referenceProblem(std::string_view id,
                                                     std::string_view kind) const {
  const std::string name = quote(std::string(id));
  if (const auto* target = entry(id))
    return target->kind == kind
               ? std::nullopt
               : std::optional<std::string>(name + " is a " + target->kind +
                                            " catalog entry, not a " + std::string(kind));
  if (const std::string* refused = refusal(id))
    return "catalog entry " + name + " was left out of the catalog for an error in it: " + *refused;
  return "unknown " + std::string(kind) + " catalog entry " + name +
         " (is it in a user catalog that is not installed here?)";
}

const SourceInfo* Catalog::source(std::string_view id) const {
  const auto it = m_sources.find(id);
  return it == m_sources.end() ? nullptr : &it->second;
}

void Catalog::addSources(const Json& document, const std::string& file, Diagnostics& diagnostics) {
  const JsonReader reader(file, diagnostics);
  if (!reader.checkHeader(document, "tapeflow-sources", kCatalogVersion)) return;
  reader.warnUnknownKeys(document, "", {"format", "version", "sources", "$comment"});
  const Json* sources = reader.object(document, "", "sources", true);
  if (!sources) return;
  for (const auto& [id, json] : sources->items()) {
    const std::string pointer = jsonPointer("/sources", id);
    if (!reader.expectObject(json, pointer, "a source")) continue;
    reader.warnUnknownKeys(json, pointer, {"title", "file", "url", "note"});
    SourceInfo info{id, reader.string(json, pointer, "title", true).value_or(""),
                    reader.string(json, pointer, "file", false).value_or(""),
                    reader.string(json, pointer, "url", false).value_or("")};
    m_sources[id] = std::move(info);
  }
}

void Catalog::addEntries(const Json& document, const std::string& file, bool user,
                         Diagnostics& diagnostics) {
  const JsonReader reader(file, diagnostics);
  if (!reader.checkHeader(document, "tapeflow-catalog", kCatalogVersion)) return;
  reader.warnUnknownKeys(document, "", {"format", "version", "entries", "$comment", "description"});
  const Json* entries = reader.array(document, "", "entries", true);
  if (!entries) return;

  // The first error reported inside the entry at `pointer`, for refusal().
  const auto firstError = [&](const std::string& pointer) {
    for (const Diagnostic& item : diagnostics.all())
      if (item.severity == Severity::Error && item.file == file &&
          item.pointer.starts_with(pointer))
        return item.toString();
    return std::string("the entry has errors");
  };
  reader.forEachElement(*entries, "/entries", [&](const Json& json, const std::string& pointer) {
    if (!reader.expectObject(json, pointer, "a catalog entry")) return;
    reader.warnUnknownKeys(
        json, pointer,
        {"id", "kind", "vendor", "model", "class", "summary", "price", "parameters", "notes"});
    CatalogEntry entry;
    entry.file = file;
    entry.user = user;
    const auto id = reader.string(json, pointer, "id", true);
    const auto kindId = reader.string(json, pointer, "kind", true);
    if (!id || !kindId) return;
    entry.id = *id;
    entry.kind = *kindId;
    if (!validId(entry.id)) {
      reader.error(jsonPointer(pointer, "id"),
                   "id " + quote(entry.id) +
                       " must be lower-case letters, digits, '-', '.' or '_' (at most 80)");
      return;
    }
    const auto leaveOut = [&] { m_refused.try_emplace(entry.id, firstError(pointer)); };
    if (const CatalogEntry* existing = entry.id.empty() ? nullptr : this->entry(entry.id)) {
      reader.error(jsonPointer(pointer, "id"), "duplicate catalog id " + quote(entry.id) +
                                                   " (first defined in " + existing->file + ")");
      return;
    }
    const KindDef* kind = m_kinds->kind(entry.kind);
    if (!kind) {
      reader.error(jsonPointer(pointer, "kind"), "unknown kind " + quote(entry.kind));
      leaveOut();
      return;
    }
    entry.vendor = reader.string(json, pointer, "vendor", false).value_or("");
    entry.model = reader.string(json, pointer, "model", false).value_or("");
    entry.productClass = reader.string(json, pointer, "class", false).value_or("");
    entry.summary = reader.string(json, pointer, "summary", false).value_or("");
    if (const auto price = json.find("price"); price != json.end()) {
      entry.price = readPrice(reader, *price, jsonPointer(pointer, "price"));
      if (entry.price && !user && entry.price->basis == "user")
        reader.error(
            jsonPointer(pointer, "price"),
            "a shipped price is a published one: give its basis, currency, date and source");
    }
    if (entry.model.empty() && entry.productClass.empty())
      reader.error(pointer, "an entry needs a 'model' (a real product) or a 'class' (generic)");

    bool ok = true;
    if (const Json* params = reader.object(json, pointer, "parameters", false)) {
      const std::string paramsPointer = jsonPointer(pointer, "parameters");
      for (const auto& [name, valueJson] : params->items()) {
        const std::string paramPointer = jsonPointer(paramsPointer, name);
        const ParameterDef* def = kind->parameter(name);
        if (!def) {
          reader.error(paramPointer,
                       "kind " + quote(kind->id) + " has no parameter " + quote(name));
          ok = false;
          continue;
        }
        if (!reader.expectObject(valueJson, paramPointer, "{\"value\": ..., \"source\": {...}}")) {
          ok = false;
          continue;
        }
        reader.warnUnknownKeys(valueJson, paramPointer, {"value", "source"});
        const auto valueIt = valueJson.find("value");
        if (valueIt == valueJson.end()) {
          reader.error(paramPointer, "missing required member 'value'");
          ok = false;
          continue;
        }
        auto value = readValue(reader, *valueIt, jsonPointer(paramPointer, "value"), *def);
        std::optional<Source> source;
        if (const Json* sourceJson = reader.object(valueJson, paramPointer, "source", true))
          source = readSource(reader, *sourceJson, jsonPointer(paramPointer, "source"));
        if (!value || !source) {
          ok = false;
          continue;
        }
        entry.parameters[name] = EntryValue{std::move(*value), std::move(*source)};
      }
    }
    for (const auto& def : kind->parameters)
      if (def.required && !def.defaultValue && !entry.parameter(def.name)) {
        reader.error(pointer, "required parameter " + quote(def.name) + " of a " + kind->label +
                                  " is missing");
        ok = false;
      }
    if (!ok) { // a half-valid entry would give wrong numbers: leave it out entirely
      leaveOut();
      return;
    }
    m_index[entry.id] = m_entries.size();
    m_entries.push_back(std::move(entry));
  });
}

void Catalog::crossCheck(Diagnostics& diagnostics) const {
  for (const auto& entry : m_entries) {
    const KindDef* kind = m_kinds->kind(entry.kind);
    if (entry.price && !entry.price->source.ref.empty() && !source(entry.price->source.ref))
      diagnostics.error(entry.file, "/entries[id=" + entry.id + "]/price/source/ref",
                        "unknown source " + quote(entry.price->source.ref) + " (see sources.json)");
    for (const auto& [name, param] : entry.parameters) {
      const std::string pointer = "/entries[id=" + entry.id + "]/parameters/" + name;
      const ParameterDef* def = kind->parameter(name);
      if (def->type == ParamType::Ref) {
        const CatalogEntry* target = this->entry(param.value.string());
        if (!target)
          diagnostics.error(entry.file, pointer,
                            "refers to unknown catalog entry " + quote(param.value.string()));
        else if (target->kind != def->refKind)
          diagnostics.error(entry.file, pointer,
                            quote(target->id) + " is a " + target->kind + ", expected a " +
                                def->refKind);
      }
      if (!param.source.ref.empty() && !source(param.source.ref))
        diagnostics.error(entry.file, pointer + "/source/ref",
                          "unknown source " + quote(param.source.ref) + " (see sources.json)");
    }
  }
}

std::shared_ptr<const Catalog> Catalog::load(const std::string& shippedFolder,
                                             const std::string& userFolder,
                                             Diagnostics& diagnostics) {
  namespace fs = std::filesystem;
  const fs::path shipped(shippedFolder);
  auto kinds = KindRegistry::load((shipped / "kinds.json").string(), diagnostics);
  if (!kinds) return nullptr;
  auto catalog = std::make_shared<Catalog>(kinds);
  if (const auto sources = readJsonFile((shipped / "sources.json").string(), diagnostics))
    catalog->addSources(*sources, (shipped / "sources.json").string(), diagnostics);

  // Files in name order, so that "first defined in" messages do not depend on the file system.
  // Only the non-throwing file-system calls: a folder that cannot be examined (a symlink loop,
  // no permission) is a warning, and the catalog goes on without it.
  const auto entryFiles = [&](const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
      const auto name = it->path().filename().string();
      if (it->path().extension() == ".json" && name != "kinds.json" && name != "sources.json" &&
          name != kUserPricesFile)
        files.push_back(it->path());
    }
    if (ec)
      diagnostics.warning(folder.string(), "",
                          "cannot list the catalog folder (" + ec.message() +
                              "); its entries are left out");
    std::sort(files.begin(), files.end());
    return files;
  };
  for (const auto& file : entryFiles(shipped))
    if (const auto document = readJsonFile(file.string(), diagnostics))
      catalog->addEntries(*document, file.string(), false, diagnostics);
  if (!userFolder.empty()) {
    std::error_code ec;
    const bool folder = fs::is_directory(userFolder, ec);
    if (ec && ec != std::errc::no_such_file_or_directory)
      diagnostics.warning(userFolder, "",
                          "cannot examine the user catalog folder (" + ec.message() +
                              "); going on with the shipped catalog");
    else if (folder) {
      for (const auto& file : entryFiles(userFolder))
        if (const auto document = readJsonFile(file.string(), diagnostics))
          catalog->addEntries(*document, file.string(), true, diagnostics);
      const fs::path prices = fs::path(userFolder) / kUserPricesFile;
      if (fs::exists(prices, ec))
        if (const auto document = readJsonFile(prices.string(), diagnostics))
          catalog->addUserPrices(*document, prices.string(), diagnostics);
    }
  }
  catalog->crossCheck(diagnostics);
  return catalog;
}

} // namespace tapeflow::catalog
