// libFuzzer target: the calibration CSV of job logs (File ▸ Import Measurements, `tapeflow-cli
// calibrate --csv`). The input is read against the week example's jobs, with the named columns
// and with a mapping of the first columns, as the column-mapping dialog gives one. Diagnostics
// by line and column, never a crash (issue 37).

#include "FuzzSupport.h"
#include "calibration/JobCsv.h"
#include "io/TopologyFile.h"

#include <cstdlib>
#include <string_view>

namespace {

const tapeflow::topology::Topology& weekExample() {
  static const auto loaded = tapeflow::io::loadTopologyFile(std::string(TAPEFLOW_RESOURCE_DIR) +
                                                                "/examples/library-week.tapeflow",
                                                            tapeflow::fuzz::shippedCatalog());
  if (!loaded.topology) std::abort();
  return *loaded.topology;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tapeflow::calibration;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)readJobCsv(text, "fuzz.csv", weekExample());
  ColumnMapping mapping;
  mapping[CsvRole::Job] = 0;
  mapping[CsvRole::Bytes] = 1;
  mapping[CsvRole::Duration] = 2;
  mapping[CsvRole::Direction] = 3;
  (void)readJobCsv(text, "fuzz.csv", weekExample(), mapping);
  return 0;
}
