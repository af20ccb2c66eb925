// Built as if it were a source of model/units (tests/layers/CMakeLists.txt): the units build on
// util, so these includes compile.
#include "units/Units.h"
#include "util/Diagnostics.h"
