#pragma once

// tapeflow-cli validate --from-components: issue 23's proof on the papers (see
// model/validation/ComponentProof.h and docs/validation.md), as a table or JSON.

#include "CommandLine.h"

#include "catalog/Catalog.h"

#include <memory>

namespace tapeflow::cli {

// Exit 0 when no paper's median error of its application rows is worse after the calibration
// from its component rows, 3 when one is, 2 when the set or the groups cannot be read.
[[nodiscard]] int runComponentProof(const std::shared_ptr<const catalog::Catalog>& catalog,
                                    bool json, const Io& io);

} // namespace tapeflow::cli
