// libFuzzer target: the catalog loader. The input is a catalog entries document added to the
// shipped kinds and sources, then cross-checked, as a user's catalog file is; the same text read
// as a user's prices.json over those entries, every price then put in words; and the same text
// read as a kinds document. Diagnostics, never a crash.

#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogPrices.h"
#include "catalog/KindRegistry.h"
#include "util/JsonReader.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tapeflow::Diagnostics diagnostics;
  const auto json = tapeflow::parseJsonText(text, "fuzz.json", diagnostics);
  if (!json) return 0;
  const auto& shipped = tapeflow::fuzz::shippedCatalog();
  tapeflow::catalog::Catalog catalog(shipped->kindRegistry());
  catalog.addEntries(*json, "fuzz.json", true, diagnostics);
  catalog.crossCheck(diagnostics);
  catalog.addUserPrices(*json, "prices.json", diagnostics);
  for (const auto& entry : catalog.entries())
    if (entry.price) (void)tapeflow::catalog::priceWords(*entry.price);
  (void)tapeflow::catalog::KindRegistry::fromJson(*json, "fuzz-kinds.json", diagnostics);
  return 0;
}
