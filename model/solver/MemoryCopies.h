#pragma once

// The backup server under concurrency: memory copies (issue 20). Every byte a host passes on
// crosses its memory twice by DMA: in from the disk controller or the adapter, out to the tape
// drive or the adapter. A byte the software copies in memory on the way costs the bus more: a
// buffered file read or a socket receive copies from the kernel's buffer into the application's,
// a socket send copies back out, and an application whose reader and writer are separate
// processes may copy between them. A CPU copy reads the source line, reads the destination line
// for ownership and writes it back later: 2-3 times the bytes copied (lmbench's bw_mem(8), source
// `lmbench-bw-mem`), 3 for processors without streaming stores. So a byte costs the host bus
//   2 + copies x crossings_per_copy   bytes,
// with `copies` the figure of the host's backup application (memory_copies) and
// `crossings_per_copy` the server's (copy_crossings). Many concurrent jobs share that one bus,
// so it can hold them before the drives do. The CPU time of the copies is in the calibrated
// per-byte core rates already (they were measured with the copies being made), so it is not
// counted again.

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {

// Bytes of host-bus traffic per byte a host passes on.
[[nodiscard]] inline double hostBusCrossings(double copies, double crossingsPerCopy) {
  const double extra = std::isfinite(copies) && std::isfinite(crossingsPerCopy)
                           ? std::max(0.0, copies) * std::max(0.0, crossingsPerCopy)
                           : 0.0;
  return 2.0 + extra;
}

} // namespace tapeflow::solver
