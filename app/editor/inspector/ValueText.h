#pragma once

#include "catalog/Parameter.h"
#include "util/Expected.h"

#include <QString>

namespace tapeflow::editor {

// Text typed into a parameter field, read through the model's units module: "2 Gb/s", "256K",
// "1.5 TB", "40, 60, 80" for a list. A bad entry gives the reason, quoting what was typed; a
// value out of the parameter's range gives the model's own message.
[[nodiscard]] Expected<catalog::Value> parseValue(const QString& text,
                                                  const catalog::ParameterDef& def);

// The unit a field of `def` is read and shown in ("MB/s"), empty for plain numbers.
[[nodiscard]] QString unitText(const catalog::ParameterDef& def);

} // namespace tapeflow::editor
