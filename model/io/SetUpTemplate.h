#pragma once

// Set-up templates (resources/templates/*.json, format "tapeflow-template"): a common set-up,
// such as a backup server with N clients over a switch to a library with M drives, written once
// as data and filled in by the user's counts and choices (issue 22). A template has parts: one
// part is added once, a repeated part once per unit of a count, its ids, names and ports numbered
// by placeholders. Expanding gives an ordinary topology document, read by the topology reader,
// so a template can never make what a file could not hold. docs/templates.md describes the
// format.

#include "io/TopologyFile.h"
#include "util/JsonReader.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tapeflow::io {

// A number the user picks, such as how many clients.
struct TemplateCount {
  std::string id; // used by placeholders: {clients}, {i%clients}
  std::string label;
  std::string help;
  int min = 1;
  int max = 1;
  int preset = 1; // the value the dialog starts with
};

// One way to fill a choice: the words its placeholders stand for.
struct TemplateOption {
  std::string label;
  std::map<std::string, std::string> values; // placeholder name -> text, e.g. drive -> entry id
};

// A list to pick from, such as the network or the drive model.
struct TemplateChoice {
  std::string id;
  std::string label;
  std::vector<TemplateOption> options;
  int preset = 0;
};

struct SetUpTemplate {
  std::string file;
  std::string name;
  std::string summary;
  std::vector<TemplateCount> counts;
  std::vector<TemplateChoice> choices;
  Json parts; // checked when read; expanded by expandSetUpTemplate
};

// What the user filled in: a value for every count and an option index for every choice, by id.
// Missing ones take their preset.
struct TemplateInput {
  std::map<std::string, int> counts;
  std::map<std::string, int> choices;
};

struct TemplateLoad {
  std::unique_ptr<SetUpTemplate> setUp; // null on any error
  Diagnostics diagnostics;
};

[[nodiscard]] TemplateLoad loadSetUpTemplate(const std::string& path);
[[nodiscard]] TemplateLoad readSetUpTemplate(const Json& document, const std::string& file);

// The set-up as a topology document named after the template; its diagnostics say what the
// input cannot make (a count beyond a port count of the chosen model, say), in the names the
// set-up's nodes carry.
[[nodiscard]] LoadResult expandSetUpTemplate(const SetUpTemplate& setUp, const TemplateInput& input,
                                             std::shared_ptr<const catalog::Catalog> catalog);

// The templates in `folder` (*.json), read in file-name order; ones that fail are left out and
// their diagnostics appended to `problems`.
[[nodiscard]] std::vector<std::unique_ptr<SetUpTemplate>>
loadSetUpTemplates(const std::string& folder, Diagnostics& problems);

} // namespace tapeflow::io
