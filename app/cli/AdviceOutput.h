#pragma once

// How 'advise' prints the advisor's result (model/whatif/Advisor.h): a ranked list for people,
// or JSON.

#include "whatif/Advisor.h"

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
[[nodiscard]] nlohmann::ordered_json adviceJson(const whatif::AdvisorResult& result,
                                                const AdviceView& view);

} // namespace tapeflow::cli
