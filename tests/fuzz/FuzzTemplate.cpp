// libFuzzer target: set-up templates (resources/templates). The input is read as a template and,
// when it reads, expanded with its own presets over the shipped catalog, as Edit ▸ Add Set-Up
// does. Diagnostics, never a crash (issue 37: every reader the product has is fuzzed).

#include "FuzzSupport.h"
#include "io/SetUpTemplate.h"
#include "util/JsonReader.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tapeflow::Diagnostics diagnostics;
  const auto json = tapeflow::parseJsonText(text, "fuzz.json", diagnostics);
  if (!json) return 0;
  const auto read = tapeflow::io::readSetUpTemplate(*json, "fuzz.json");
  if (read.setUp)
    (void)tapeflow::io::expandSetUpTemplate(*read.setUp, {}, tapeflow::fuzz::shippedCatalog());
  return 0;
}
