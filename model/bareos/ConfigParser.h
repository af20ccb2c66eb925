#pragma once

// Reads resources from tokens (ConfigToken.h), by the grammar of the Bareos and Bacula manuals:
//
//   file      := { resource | end-of-statement }
//   resource  := keyword '{' body '}'                    a line break may come before '{'
//   body      := { directive | block | end-of-statement }
//   directive := keyword '=' value { ',' value } end     end: a line break, ';' or the '}'
//   block     := keyword '{' body '}'  |  keyword '=' '{' body '}'
//   keyword   := word { word }                           "Maximum Concurrent Jobs"
//   value     := (word | quoted | '=') { word | quoted | '=' }
//
// A value may hold '=': a Messages destination (`mail = root = all, !skipped`) and a Run line
// (`Run = Level=Full sun at 2:05`) have them. Nothing is checked against the directives a
// daemon knows: every directive and block is kept as written.
//
// Every problem is reported with its file and line ("line 7"), and reading goes on: a directive
// without '=' or value is left out, a stray '{' or ',' is passed over, and a resource written
// inside one whose '}' is missing (ResourceTypes.h) closes that one and starts afresh, so a
// broken file still gives every resource that can be read. Blocks nest at most kMaxBlockDepth
// deep; a deeper one is skipped, so no input can exhaust the stack.

#include "bareos/BareosConfig.h"
#include "bareos/ConfigToken.h"
#include "util/Diagnostics.h"

#include <vector>

namespace tapeflow::bareos {

inline constexpr std::size_t kMaxBlockDepth = 16; // a resource is depth 1

// The resources of `tokens`, each marked as `daemon`'s. Stops early once `diagnostics` is full.
[[nodiscard]] std::vector<Resource> parseResources(TokenSource& tokens, Daemon daemon,
                                                   Diagnostics& diagnostics);

} // namespace tapeflow::bareos
