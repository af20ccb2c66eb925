#pragma once

// Several files of one backup read at once from one spinning disk. A disk streams one file at its
// media rate; two readers' requests alternate, and the heads move between the files for each
// request (Linux's default scheduler for a single-queue disk, mq-deadline, does not wait for the
// next request of the same file; BFQ, which does, would save most of the seeks and is not
// modelled), so each read of `size` bytes costs an access (a seek and half a rotation) besides
// its transfer: the disk's bytes of streaming per byte read are 1 + access x rate / size. Flash
// has no heads to move. A job's per-file times overlap the same way, so its file-system ceiling
// counts `files` readers.
//
// Other work on the disk (its background load, a share `busy` of its time: other file systems on
// the same RAID set, other users) sends the heads away too. Its I/Os are taken to be random and
// small, an access each (an assumption: a user's I/Os are rarely one long run). A reader with one
// read outstanding comes back to its place after each of them: when they outnumber its reads,
// every read pays an access and the reader gets (1 - busy) x size / (size / rate + access); when
// its reads outnumber them, each costs it one access more, and it gets rate x (1 - 2 busy). Its
// time is the larger of the two (perByteUnderOtherWork()). With the time share alone (what a
// background load meant before), half a disk's time taken by other users left a dump half the
// disk; with the seeks it is left a few per cent.

#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>

namespace tapeflow::solver {

inline constexpr std::size_t kNoResource = std::numeric_limits<std::size_t>::max();

// More random I/Os a second than any spindle turns (15,000 rpm: about 200): a device stating
// more is flash, whose reads do not wait for heads.
inline constexpr double kSpindleIops = 1000.0;

struct InterleavedReads {
  double files = 1.0; // files read at once
  double size = 0.0;  // bytes of one read: the application's, at least the kernel's read-ahead
  std::size_t disk = kNoResource; // the read resource of the spinning disk that pays the accesses
  double access = 0.0;            // that disk's (or array member's) access time, seconds
  double busy = 0.0;              // the share of that disk's time other work takes

  [[nodiscard]] bool interleave() const { return files > 1.0 && size > 0.0; }
  // Bytes of streaming a disk spends per byte read when its heads take `seconds` to another
  // file and it reads at `rate` (its own, or the array member's whose heads move).
  [[nodiscard]] double perByte(double seconds, double rate) const {
    return interleave() && seconds > 0.0 && rate > 0.0 && std::isfinite(rate)
               ? 1.0 + seconds * rate / size
               : 1.0;
  }
};

// Bytes of streaming a disk spends per byte a reader reads in `size`-byte reads when other work
// takes `busy` of its time and its heads take `access` seconds back at `rate`: the time left
// ((1 - busy) of the rate, BackgroundLoad.h) over what the reader gets of it; 1 when nothing is
// busy, the disk is flash (no access) or the read size is not known.
[[nodiscard]] double perByteUnderOtherWork(double busy, double access, double rate, double size);

// The time a spinning disk's heads take to reach another file's data: its access time if stated,
// else one random I/O (1 / random IOPS); 0 when the device is flash (a spindle speed of 0, or more
// random I/Os than kSpindleIops) or neither figure is known.
[[nodiscard]] double spindleAccess(std::optional<double> rpm, std::optional<double> access,
                                   std::optional<double> iops);

// "<disk label>, 2 files read at once in 512 KiB reads, each after a 12.4 ms access", or with
// other work on the disk "<disk label>, 50 % busy with other work, whose I/Os send the heads away
// from the backup's 128 KiB reads (12.4 ms an access)".
[[nodiscard]] std::string interleavedWords(const std::string& diskLabel,
                                           const InterleavedReads& reads);

} // namespace tapeflow::solver
