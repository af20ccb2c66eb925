// libFuzzer target: the topology reader. Any input must give a document or diagnostics, never a
// crash, and a document must survive its own file format: load, save, reload, save gives the
// same text twice (what the app writes, it can read back unchanged).

#include "FuzzSupport.h"
#include "io/TopologyFile.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto& catalog = tapeflow::fuzz::shippedCatalog();
  const auto loaded = tapeflow::io::loadTopologyText(text, "fuzz", catalog);
  if (!loaded.topology) return 0;
  const std::string saved = tapeflow::io::saveTopologyText(*loaded.topology);
  const auto reloaded = tapeflow::io::loadTopologyText(saved, "saved", catalog);
  if (!reloaded.topology) {
    std::fprintf(stderr, "a saved document does not load again:\n%s\n--- saved text:\n%s\n",
                 reloaded.diagnostics.toString().c_str(), saved.c_str());
    std::abort();
  }
  const std::string again = tapeflow::io::saveTopologyText(*reloaded.topology);
  if (again != saved) {
    std::fprintf(stderr, "save, reload, save changed the text:\n--- first:\n%s\n--- second:\n%s\n",
                 saved.c_str(), again.c_str());
    std::abort();
  }
  return 0;
}
