#pragma once

// How 'advise' prints the advisor's result (model/whatif/Advisor.h): a ranked list for people,
// or JSON.

#include "whatif/Advisor.h"
#include "whatif/Tornado.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace tapeflow::cli {

struct AdviceView {
  bool backup = true;  // show the backup run
  bool restore = true; // show the restore run
  std::size_t top = 10;
  bool byCost = false;
};

void printAdvice(const whatif::AdvisorResult& result, const AdviceView& view, std::ostream& out);
// The tornado chart's data as a table: each figure at -50 % and +50 % and the run times then.
void printTornado(const whatif::TornadoData& data, const topology::Topology& topology,
                  const AdviceView& view, std::ostream& out);
[[nodiscard]] nlohmann::ordered_json tornadoJson(const whatif::TornadoData& data);
[[nodiscard]] nlohmann::ordered_json adviceJson(const whatif::AdvisorResult& result,
                                                const AdviceView& view);

} // namespace tapeflow::cli
