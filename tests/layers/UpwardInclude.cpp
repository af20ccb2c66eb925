// Built as if it were a source of model/units (tests/layers/CMakeLists.txt): the units sit below
// the solver, so this include must fail to compile.
#include "solver/Solver.h"
