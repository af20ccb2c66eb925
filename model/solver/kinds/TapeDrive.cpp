// A tape drive at the end of a route: its media, which take the bytes after the drive's own
// compression, and its host interface, which carries them before; and the streaming model of the
// drive (speed matching, buffer, repositioning) the streaming stage needs.

#include "solver/kinds/Rules.h"

#include <algorithm>
#include <utility>

namespace tapeflow::solver::kinds {

namespace {

// A read uses the drive's read figure where it states one, else the write figure.
names::Figure forDirection(const Parameters& p, bool backup, names::Figure write,
                           names::Figure read) {
  return backup || !p.has(read) ? write : read;
}

TapeModel tapeModel(const NodeVisit& visit, std::size_t media, double mediaPerByte) {
  const auto& p = visit.figures;
  const bool backup = visit.backup;
  TapeModel tape;
  tape.resource = media;
  tape.node = visit.node.id;
  tape.mediaPerHostByte = visit.job.tapeOverhead / visit.job.hardwareRatio;
  tape.feed = visit.job.feed;
  tape.feedScale = mediaPerByte;
  tape.feedBytes = visit.job.bytes * mediaPerByte;
  tape.reading = !backup;
  tape.locateTime = p.number(n::kLocateTime, 0.0);
  auto& s = tape.streaming;
  s.maxRate = p.number(forDirection(p, backup, n::kNativeRate, n::kNativeReadRate), kUnlimited);
  const std::string mode = p.text(n::kStreamingMode);
  if (mode == "range") s.minRate = p.number(n::kMinStreamingRate, 0.0);
  if (mode == "steps") {
    s.steps = p.list(n::kSpeedSteps);
    std::sort(s.steps.begin(), s.steps.end());
    if (s.steps.empty() || s.steps.back() < s.maxRate) s.steps.push_back(s.maxRate);
  }
  s.bufferBytes = p.number(n::kBufferSize, 0.0);
  s.repositionTime =
      p.number(forDirection(p, backup, n::kRepositionTime, n::kReadRepositionTime), 0.0);
  s.streamingEfficiency =
      p.number(forDirection(p, backup, n::kStreamingEfficiency, n::kReadStreamingEfficiency), 1.0);
  return tape;
}

} // namespace

void addTapeDrive(const NodeVisit& visit) {
  if (!visit.isTarget) return;
  const auto& here = visit.node;
  const auto& p = visit.figures;
  const bool backup = visit.backup;
  const auto rateName = forDirection(p, backup, n::kNativeRate, n::kNativeReadRate);
  // Streaming at the top speed the drive moves its native rate times its streaming
  // efficiency (format overhead, speed-matching tracking).
  const double efficiency =
      p.number(forDirection(p, backup, n::kStreamingEfficiency, n::kReadStreamingEfficiency), 1.0);
  const std::size_t media =
      visit.resource({{ResourceTag::Tape, 0, visit.index()},
                      [&] { return "tape:" + here.id; },
                      [&] { return here.name; },
                      ResourceKind::TapeMedia,
                      [&] { return p.number(rateName, kUnlimited) * efficiency; },
                      rateName});
  // The media take the bytes after the drive's own compression (and the application's
  // headers); the interface carries them before.
  const auto& job = visit.job;
  const double written = visit.base * job.tapeOverhead / job.hardwareRatio;
  // A synchronous filemark or flush of a backup empties the buffer and stops the tape, which then
  // takes its reposition time to start again; a restore out of tape order first locates to each
  // file, the drive's average locate (between two files at random the tape travels a third of
  // its length against half from the beginning, but a locate also pays a stop, a wrap change and
  // a start again: the datasheet's average stands for it). Each stop of `seconds` every
  // `interval` logical bytes (0: none) holds the drive that much longer, counted here as the
  // media bytes it could have moved meanwhile. It streams in between.
  const double streaming = p.number(rateName, kUnlimited) * efficiency;
  const auto stops = [&](names::Figure seconds, double interval) {
    if (!(interval > 0.0) || !std::isfinite(streaming)) return 0.0; // the figure is not looked up
    return p.number(seconds, 0.0) * streaming / (interval * written);
  };
  const double mediaPerByte = written * (1.0 + stops(n::kRepositionTime, job.flushInterval) +
                                         stops(n::kLocateTime, job.locateInterval));
  visit.add(media, mediaPerByte);
  const auto hostName = forDirection(p, backup, n::kMaxHostRate, n::kMaxHostReadRate);
  if (p.has(hostName))
    visit.add({{ResourceTag::TapeInterface, 0, visit.index()},
               [&] { return "tape-if:" + here.id; },
               [&] { return here.name + " host interface"; },
               ResourceKind::TapeInterface,
               [&] { return p.number(hostName, kUnlimited); },
               hostName},
              visit.base * job.tapeOverhead);
  visit.registerTape(media, [&] { return tapeModel(visit, media, mediaPerByte); });
}

} // namespace tapeflow::solver::kinds
