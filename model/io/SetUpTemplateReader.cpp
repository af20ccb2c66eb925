// Reading set-up templates: the counts, the choices and the parts, each problem at its JSON
// Pointer. Every placeholder of every part is checked here, with the presets, so that a template
// that loads expands for any input (what the input makes is the topology reader's to check).

#include "io/SetUpTemplate.h"

#include "io/TemplatePlaceholders.h"
#include "util/Text.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace tapeflow::io {
namespace {

constexpr int kTemplateFormatVersion = 1;
constexpr int kMaxCount = 1000; // copies of one part: beyond it a diagram is not drawn by hand

class TemplateReader {
public:
  TemplateReader(const std::string& file, Diagnostics& diagnostics)
      : m_reader(file, diagnostics), m_setUp(std::make_unique<SetUpTemplate>()) {
    m_setUp->file = file;
  }

  std::unique_ptr<SetUpTemplate> read(const Json& document) {
    if (!m_reader.checkHeader(document, "tapeflow-template", kTemplateFormatVersion))
      return nullptr;
    m_reader.warnUnknownKeys(
        document, "",
        {"format", "version", "name", "summary", "counts", "choices", "parts", "$comment"});
    m_setUp->name = m_reader.string(document, "", "name", true).value_or("");
    m_setUp->summary = m_reader.string(document, "", "summary", false).value_or("");
    if (const Json* counts = m_reader.array(document, "", "counts", false))
      m_reader.forEachElement(*counts, "/counts", [&](const Json& json, const std::string& at) {
        readCount(json, at);
      });
    if (const Json* choices = m_reader.array(document, "", "choices", false))
      m_reader.forEachElement(*choices, "/choices", [&](const Json& json, const std::string& at) {
        readChoice(json, at);
      });
    if (const Json* parts = m_reader.array(document, "", "parts", true)) {
      m_setUp->parts = *parts;
      m_reader.forEachElement(
          *parts, "/parts", [&](const Json& json, const std::string& at) { checkPart(json, at); });
    }
    if (m_reader.diagnostics().hasErrors()) return nullptr;
    return std::move(m_setUp);
  }

private:
  bool freshId(const std::string& id, const std::string& at) {
    if (m_names.insert(id).second) return true;
    m_reader.error(at, quote(id) + " is already the name of a count or a word");
    return false;
  }

  void readCount(const Json& json, const std::string& at) {
    if (!m_reader.expectObject(json, at, "a count")) return;
    m_reader.warnUnknownKeys(json, at, {"id", "label", "help", "min", "max", "preset"});
    TemplateCount count;
    const auto id = m_reader.string(json, at, "id", true);
    const auto label = m_reader.string(json, at, "label", true);
    const auto min = m_reader.integer(json, at, "min", true);
    const auto max = m_reader.integer(json, at, "max", true);
    const auto preset = m_reader.integer(json, at, "preset", true);
    if (!id || !label || !min || !max || !preset || !freshId(*id, jsonPointer(at, "id"))) return;
    if (*min < 0 || *max > kMaxCount || *min > *max || *preset < *min || *preset > *max) {
      m_reader.error(at, "expected 0 <= min <= preset <= max <= " + std::to_string(kMaxCount));
      return;
    }
    count.id = *id;
    count.label = *label;
    count.help = m_reader.string(json, at, "help", false).value_or("");
    count.min = static_cast<int>(*min);
    count.max = static_cast<int>(*max);
    count.preset = static_cast<int>(*preset);
    m_setUp->counts.push_back(std::move(count));
  }

  std::optional<TemplateOption> readOption(const Json& json, const std::string& at) {
    if (!m_reader.expectObject(json, at, "an option")) return std::nullopt;
    m_reader.warnUnknownKeys(json, at, {"label", "values"});
    const auto label = m_reader.string(json, at, "label", true);
    const Json* values = m_reader.object(json, at, "values", true);
    if (!label || !values) return std::nullopt;
    TemplateOption option{*label, {}};
    for (const auto& [key, value] : values->items()) {
      if (!value.is_string()) {
        m_reader.error(jsonPointer(jsonPointer(at, "values"), key), "expected a string");
        return std::nullopt;
      }
      option.values.emplace(key, value.get<std::string>());
    }
    return option;
  }

  void readChoice(const Json& json, const std::string& at) {
    if (!m_reader.expectObject(json, at, "a choice")) return;
    m_reader.warnUnknownKeys(json, at, {"id", "label", "preset", "options"});
    const auto id = m_reader.string(json, at, "id", true);
    const auto label = m_reader.string(json, at, "label", true);
    const Json* options = m_reader.array(json, at, "options", true);
    if (!id || !label || !options) return;
    if (!m_choiceIds.insert(*id).second)
      return m_reader.error(jsonPointer(at, "id"), "there is another choice " + quote(*id));
    TemplateChoice choice{*id, *label, {}, 0};
    const std::string list = jsonPointer(at, "options");
    m_reader.forEachElement(*options, list, [&](const Json& element, const std::string& where) {
      if (auto option = readOption(element, where)) choice.options.push_back(std::move(*option));
    });
    if (choice.options.size() != options->size()) return;
    if (choice.options.empty()) return m_reader.error(list, "a choice needs at least one option");
    // Every option fills the same words, so a placeholder means something whatever is chosen.
    for (std::size_t i = 1; i < choice.options.size(); ++i)
      if (!std::equal(choice.options[i].values.begin(), choice.options[i].values.end(),
                      choice.options[0].values.begin(), choice.options[0].values.end(),
                      [](const auto& a, const auto& b) { return a.first == b.first; }))
        return m_reader.error(jsonPointer(list, i),
                              "every option must give the same words as the first");
    for (const auto& [word, text] : choice.options.front().values)
      if (!freshId(word, jsonPointer(jsonPointer(list, std::size_t{0}), "values"))) return;
    choice.preset = static_cast<int>(m_reader.integer(json, at, "preset", false).value_or(0));
    if (choice.preset < 0 || choice.preset >= static_cast<int>(choice.options.size()))
      return m_reader.error(jsonPointer(at, "preset"), "there is no option " +
                                                           std::to_string(choice.preset) +
                                                           " (the first is 0)");
    m_setUp->choices.push_back(std::move(choice));
  }

  PlaceholderValues presets(bool repeated) const {
    PlaceholderValues values;
    if (repeated) values.index = 1;
    for (const auto& count : m_setUp->counts) values.counts[count.id] = std::max(count.preset, 1);
    for (const auto& choice : m_setUp->choices)
      for (const auto& [word, text] : choice.options.front().values) values.words[word] = text;
    return values;
  }

  // Every string in `json`, at any depth, must substitute.
  void checkStrings(const Json& json, const std::string& at, const PlaceholderValues& values) {
    if (json.is_string()) {
      const auto result = substitutePlaceholders(json.get<std::string>(), values);
      if (!result.error.empty()) m_reader.error(at, result.error);
    } else if (json.is_object()) {
      for (const auto& [key, value] : json.items())
        checkStrings(value, jsonPointer(at, key), values);
    } else if (json.is_array()) {
      for (std::size_t i = 0; i < json.size(); ++i)
        checkStrings(json[i], jsonPointer(at, i), values);
    }
  }

  bool checkStep(const Json& json, const std::string& at, const char* key) {
    if (!json.contains(key)) return true;
    const Json& step = json[key];
    const bool ok =
        step.is_array() && step.size() == 2 && step[0].is_number() && step[1].is_number();
    if (!ok) m_reader.error(jsonPointer(at, key), "expected [x, y]");
    return ok;
  }

  void checkPart(const Json& json, const std::string& at) {
    if (!m_reader.expectObject(json, at, "a part")) return;
    m_reader.warnUnknownKeys(json, at,
                             {"repeat", "step", "per_row", "row_step", "nodes", "links", "jobs"});
    const auto repeat = m_reader.string(json, at, "repeat", false);
    if (repeat && std::none_of(m_setUp->counts.begin(), m_setUp->counts.end(),
                               [&](const auto& count) { return count.id == *repeat; }))
      m_reader.error(jsonPointer(at, "repeat"), "there is no count " + quote(*repeat));
    checkStep(json, at, "step");
    checkStep(json, at, "row_step");
    if (const auto perRow = m_reader.integer(json, at, "per_row", false); perRow && *perRow < 1)
      m_reader.error(jsonPointer(at, "per_row"), "expected at least 1");
    for (const char* list : {"nodes", "links", "jobs"})
      if (const Json* elements = m_reader.array(json, at, list, false))
        checkStrings(*elements, jsonPointer(at, list), presets(repeat.has_value()));
  }

  JsonReader m_reader;
  std::unique_ptr<SetUpTemplate> m_setUp;
  std::set<std::string> m_names; // count ids and choice words: one namespace of placeholders
  std::set<std::string> m_choiceIds;
};

} // namespace

TemplateLoad readSetUpTemplate(const Json& document, const std::string& file) {
  TemplateLoad load;
  load.setUp = TemplateReader(file, load.diagnostics).read(document);
  return load;
}

TemplateLoad loadSetUpTemplate(const std::string& path) {
  TemplateLoad load;
  if (const auto document = readJsonFile(path, load.diagnostics))
    load.setUp = TemplateReader(path, load.diagnostics).read(*document);
  return load;
}

std::vector<std::unique_ptr<SetUpTemplate>> loadSetUpTemplates(const std::string& folder,
                                                               Diagnostics& problems) {
  namespace fs = std::filesystem;
  std::error_code error;
  std::vector<fs::path> files;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
    if (it->path().extension() == ".json") files.push_back(it->path());
  std::sort(files.begin(), files.end());
  std::vector<std::unique_ptr<SetUpTemplate>> templates;
  for (const auto& file : files) {
    auto load = loadSetUpTemplate(file.string());
    problems.append(load.diagnostics);
    if (load.setUp) templates.push_back(std::move(load.setUp));
  }
  return templates;
}

} // namespace tapeflow::io
