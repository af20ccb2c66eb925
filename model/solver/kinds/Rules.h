#pragma once

// The resource rules of each kind of component, one small file each in this folder, chosen by
// the kind's code from the one list of kinds (catalog/Kinds.def). A rule adds the resources one
// visit of a route to a node of its kind touches (NodeVisit.h); the links and shared channels
// around the node are the flow builder's (FlowResources.cpp).

#include "catalog/KindCode.h"
#include "solver/kinds/NodeVisit.h"

namespace tapeflow::solver::kinds {

using Rules = void (*)(const NodeVisit&);

// A kind whose nodes hold no resource of their own (a volume, a library, a profile).
inline void noResources(const NodeVisit&) {}

#define TAPEFLOW_KIND(code, name, rules) void rules(const NodeVisit& visit);
#include "catalog/Kinds.def"
#undef TAPEFLOW_KIND

// The rules of the kind `code` (noResources for Other).
[[nodiscard]] Rules rulesFor(catalog::KindCode code);

} // namespace tapeflow::solver::kinds
