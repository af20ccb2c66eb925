// The choice of rules by kind (model/solver/kinds/Rules.h): every kind of the one list of kinds
// (catalog/Kinds.def) whose nodes can hold a resource has rules that add some, the table of
// rules follows the list, and a kind the list lacks adds none.

#include "solver/kinds/Rules.h"
#include "catalog/KindCode.h"
#include "catalog/KindRegistry.h"
#include "units/Units.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace tapeflow;
using catalog::KindCode;
namespace kinds = solver::kinds;

namespace {

// A kind whose nodes can hold a resource: one drawn on the diagram (not a profile) that states a
// rate, a figure in bytes a second. Such a figure limits what passes through the node, and only
// a resource can make it do so. Drawn kinds without one (a volume: its size and its feed, which
// the timeline paces; a tape library: its robot's exchange time; a RAIT group: its stripe) hold
// none.
bool holdsResource(const catalog::KindDef& kind) {
  return kind.isNode &&
         std::any_of(kind.parameters.begin(), kind.parameters.end(), [](const auto& parameter) {
           return parameter.type == catalog::ParamType::Quantity &&
                  parameter.unit.dimension == units::Dimension::Rate;
         });
}

} // namespace

TEST_CASE("every drawn kind that can hold a resource has rules that add some") {
  Diagnostics diagnostics;
  const auto shipped = catalog::KindRegistry::load(
      std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog/kinds.json", diagnostics);
  REQUIRE(shipped);
  int holding = 0;
#define TAPEFLOW_KIND(code, name, rules)                                                           \
  {                                                                                                \
    INFO(name);                                                                                    \
    const auto* kind = shipped->kind(name);                                                        \
    REQUIRE(kind);                                                                                 \
    if (holdsResource(*kind)) {                                                                    \
      ++holding;                                                                                   \
      CHECK(kinds::rulesFor(KindCode::code) != &kinds::noResources);                               \
    }                                                                                              \
  }
#include "catalog/Kinds.def"
#undef TAPEFLOW_KIND
  // The 21 drawn kinds less the volume, the tape library and the RAIT group.
  CHECK(holding == 18);
}

TEST_CASE("the rules of each kind are those its line in the list of kinds names"){
#define TAPEFLOW_KIND(code, name, rules)                                                           \
  {                                                                                                \
    INFO(name);                                                                                    \
    CHECK(kinds::rulesFor(KindCode::code) == &kinds::rules);                                       \
  }
#include "catalog/Kinds.def"
#undef TAPEFLOW_KIND
}

TEST_CASE("a kind the list lacks adds no resources") {
  CHECK(kinds::rulesFor(KindCode::Other) == &kinds::noResources);
  // A code past the end of the list (a corrupt number) is treated the same.
  CHECK(kinds::rulesFor(static_cast<KindCode>(200)) == &kinds::noResources);
}
