#include "ScenarioOption.h"

#include "util/Text.h"

#include <ostream>

namespace tapeflow::cli {

std::shared_ptr<const topology::Topology>
documentToSolve(std::optional<std::string_view> name, const Io& io, std::string_view command,
                std::shared_ptr<const topology::Topology> base, int& status) {
  if (!name) return base;
  if (!base->scenario(*name)) {
    io.err << "tapeflow-cli " << command << ": the file has no scenario " << quote(*name) << '\n';
    status = kExitUsage;
    return nullptr;
  }
  auto document = topology::scenarioDocument(*base, *name);
  if (!document) {
    io.err << "tapeflow-cli " << command << ": " << document.error().message << '\n';
    status = kExitInvalidInput;
    return nullptr;
  }
  return std::make_shared<const topology::Topology>(std::move(document).value());
}

} // namespace tapeflow::cli
