#pragma once

// What sets a stream's own ceiling (FlowLimits.cpp, FlowTiers.cpp), kept as figures and the
// names concerned, and the words for it. The words are made only where a ceiling is named
// (describeLimit(), for a stream it holds or nearly holds): a steady solve made them for every
// stream, a twentieth of its time at 10,000 nodes (issue 18).

#include "catalog/Catalog.h"

#include <string>

namespace tapeflow::solver {

struct CeilingCause {
  enum class Kind : unsigned char {
    None,
    FileSystem,     // one reader (writer) of `profile` with files of `size`
    Compression,    // software compression on one core of `name`
    BlockCommand,   // one `size` block per command to `name`
    NetworkStream,  // a single network stream through `name`
    BlockRoundTrip, // one `size` block per network round trip
    StoreWindow,    // `parts` x a `size` TCP window per `seconds` round trip to `name`
    StoreRequest,   // `parts` connections to `name`, each at its `rate` per request
    Requests,       // `parts` requests of `size` in flight, each taking `seconds` (to `name`)
    LargestFile,    // a file of `size` restored `parts` requests of `request` at a time, each
                    // taking `seconds` (from `name`)
    Connection,     // the one connection to `name` that a stream's requests share, at `rate`
  };
  Kind kind = Kind::None;
  bool writing = false;
  // Held by the document or the catalog, which outlive the solve that names the ceiling.
  const std::string* name = nullptr;
  const catalog::CatalogEntry* profile = nullptr;
  double size = 0.0;  // bytes: a block, a mean file (0: not known), a TCP window
  double parts = 0.0; // requests, or readers of a file system reading files at once
  double seconds = 0.0;
  double request = 0.0; // bytes: a request within the largest file (LargestFile)
  double rate = 0.0;    // bytes/s: the store's rate per request (StoreRequest), or one
                        // connection's (Connection)
  double window = 0.0;  // bytes: the connection's TCP window, when a request needs several
                        // round trips (Requests; 0: one round trip)
};

// "one reader of NTFS with files of 64 kB", "one 64 KiB block per command to LTO-3", ...
[[nodiscard]] std::string ceilingWords(const CeilingCause& cause);

} // namespace tapeflow::solver
