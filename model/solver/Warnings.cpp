// The words stage: warnings, each naming the component it concerns, in the names people see.
// Made after every number is known, and only when the caller asks for them.

#include "solver/SolveStages.h"

#include "catalog/KindCode.h"
#include "solver/DatabaseRestore.h"
#include "solver/FigureWords.h"
#include "solver/VaryingFeed.h"
#include "streaming/TapeStreaming.h"
#include "topology/Plausibility.h"
#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver::detail {
namespace {

// The lowest speed a drive streams at without stopping.
double lowestStreamingRate(const streaming::DriveStreaming& s) {
  return !s.steps.empty() ? s.steps.front() : s.minRate > 0.0 ? s.minRate : s.maxRate;
}

// A drive warns when its tape stops and restarts in a way that matters: fed below the slowest
// speed it streams at (shoe-shining proper), or between two speed steps with a buffer too small
// to bridge a reposition, so the host waits. A feed inside the range that the buffer absorbs
// (the next step up drains it now and then, the host never waits) moves everything it is fed:
// no warning, which would otherwise contradict its own figures.
void underfedDrives(const Stages& stages, const BaseShares& base, std::vector<Warning>& warnings) {
  for (std::size_t t = 0; t < stages.model.tapes.size(); ++t) {
    const auto& tape = stages.model.tapes[t];
    const double feed = base.offered[t];
    const auto& s = tape.streaming;
    // A varying feed has its own words (VaryingFeed.h): its mean is not what the drive sees.
    if (tape.feed.varies() || !(feed > 0.0) || !streaming::shoeShines(s, feed)) continue;
    const double low = lowestStreamingRate(s);
    const double achieved = streaming::achievedRate(s, feed);
    const bool loses = achieved < feed * 0.999;
    const std::string moves = loses ? " and moves only " + rateWords(achieved) : std::string();
    if (feed < low)
      warnings.push_back({tape.node, "drive underfed: fed " + rateWords(feed) +
                                         " of media data, below the slowest speed it streams at (" +
                                         rateWords(low) + "), so it stops and restarts " +
                                         "(shoe-shining)" + moves});
    else if (loses)
      warnings.push_back(
          {tape.node, "drive fed " + rateWords(feed) + " of media data runs at its next speed " +
                          "step, " + rateWords(s.speedFor(feed)) +
                          ", and its buffer cannot bridge a reposition, so it stops and restarts" +
                          moves});
  }
}

// A job whose data enter a host by a bus and leave it by the same bus, where that costs: a
// shared bus carries each byte twice. A full-duplex bus (PCIe) has lanes each way, so crossing
// it twice costs nothing and says nothing (issue 40: every client on PCIe was warned, in words
// about tape traffic a client does not have).
void crossedTwice(const Stages& stages, std::vector<Warning>& warnings) {
  for (const auto& jm : stages.model.jobs)
    for (const auto& nodeId : jm.crossedTwice) {
      const auto* node = stages.topology.node(nodeId);
      const auto* duplex =
          node ? stages.topology.parameter(*node, names::kFullDuplex.name) : nullptr;
      if (duplex && duplex->flag()) continue;
      warnings.push_back({nodeId, "job " + quote(jm.name) + " crosses " +
                                      (node ? quote(node->name) : nodeId) +
                                      " twice, into the host and out again: the shared bus "
                                      "carries each of its bytes twice"});
    }
}

void doubleCompression(const Stages& stages, const JobModel& jm, const topology::Job& job,
                       std::vector<Warning>& warnings) {
  if (!job.options.softwareCompression || jm.drives.empty()) return;
  const auto* drive = stages.topology.node(jm.drives.front());
  const auto* compression = drive ? stages.topology.parameter(*drive, "compression") : nullptr;
  if (compression && compression->string() != "none")
    warnings.push_back({drive->id, "job " + quote(jm.name) +
                                       " compresses in software and the drive compresses "
                                       "again: the drive gains nothing and may expand the data"});
}

// Calls `each` with every tape drive job `jm` uses whose top speed is known.
template <class Each>
void forJobTapes(const Stages& stages, const JobModel& jm, Each&& each) {
  for (const auto& tape : stages.model.tapes) {
    const auto& s = tape.streaming;
    if (std::find(jm.drives.begin(), jm.drives.end(), tape.node) != jm.drives.end() &&
        s.maxRate > 0.0 && std::isfinite(s.maxRate))
      each(tape);
  }
}

// The share of a drive's time that stops of `seconds`, one every `interval` logical bytes of job
// `jm`, take: the drive streams those bytes' media bytes at its top speed in between.
double stoppedShare(const TapeModel& tape, const JobModel& jm, double seconds, double interval) {
  const double moving = interval * jm.mediaPerByte / tape.streaming.maxRate;
  return seconds / (moving + seconds);
}

std::string driveName(const Stages& stages, const TapeModel& tape) {
  const auto* drive = stages.topology.node(tape.node);
  return quote(drive ? drive->name : tape.node);
}

// A backup whose application writes a synchronous filemark every so many bytes stops its drive
// each time (TapeDrive.cpp counts the reposition on the drive): say how much of the drive's time
// that takes, so the figure to raise is named (Bareos: Maximum File Size).
void flushStops(const Stages& stages, const JobModel& jm, std::vector<Warning>& warnings) {
  if (!(jm.flushInterval > 0.0)) return;
  forJobTapes(stages, jm, [&](const TapeModel& tape) {
    const double reposition = tape.streaming.repositionTime;
    if (tape.reading || !(reposition > 0.0)) return;
    warnings.push_back(
        {tape.node,
         "job " + quote(jm.name) + " writes a filemark every " + bytesWords(jm.flushInterval) +
             ", and each stops " + driveName(stages, tape) + " for its " +
             units::formatDuration(reposition) + " reposition: " +
             units::format(stoppedShare(tape, jm, reposition, jm.flushInterval), "%", 3) +
             " of the drive's time (raise the application's flush interval)"});
  });
}

// A restore that asks for its files out of tape order sends its drive to each file first
// (TapeDrive.cpp counts the locates on the drive): say how much of the drive's time that takes
// and what avoids it.
void locateStops(const Stages& stages, const JobModel& jm, std::vector<Warning>& warnings) {
  if (!(jm.locateInterval > 0.0)) return; // only a restore out of tape order has one
  forJobTapes(stages, jm, [&](const TapeModel& tape) {
    if (!(tape.locateTime > 0.0)) {
      warnings.push_back({tape.node, "job " + quote(jm.name) +
                                         " restores its files out of tape order, but " +
                                         driveName(stages, tape) +
                                         " states no locate time: its locates are not counted"});
      return;
    }
    warnings.push_back(
        {tape.node,
         "job " + quote(jm.name) + " restores its files out of tape order: " +
             driveName(stages, tape) + " locates to each file of " + bytesWords(jm.locateInterval) +
             " (" + units::formatDuration(tape.locateTime) + " on average), " +
             units::format(stoppedShare(tape, jm, tape.locateTime, jm.locateInterval), "%", 3) +
             " of the drive's time (read them in the order they lie on tape: "
             "ltfs_ordered_copy, or the backup application's own restore)"});
  });
}

void singleStreamHeld(const JobModel& jm, const topology::Job& job, const JobResult& jr,
                      std::vector<Warning>& warnings) {
  if (job.options.streams == 1 && jr.bottleneck.key.rfind("ceiling:", 0) == 0 &&
      jr.next.rate > jr.rate * 1.2)
    warnings.push_back({jm.drives.empty() ? std::string() : jm.drives.front(),
                        "job " + quote(jm.name) + ": one stream is held by " + jr.bottleneck.label +
                            " at " + rateWords(jr.rate) + "; parallel streams could reach " +
                            rateWords(jr.next.rate)});
}

// Two constraints within a few per cent of each other both limit: say so, with their
// utilisations, so that lifting one alone is not expected to buy much.
void closeLimits(const JobModel& jm, const JobResult& jr, std::vector<Warning>& warnings) {
  if (jr.close.size() < 2) return;
  std::string text;
  for (const auto& c : jr.close)
    text += (text.empty() ? "" : ", ") + c.limit.label + " " + units::format(c.utilisation, "%", 3);
  warnings.push_back({jr.bottleneck.node, "job " + quote(jm.name) +
                                              " is held by constraints within a few per cent of "
                                              "each other (" +
                                              text + "): lifting one alone buys little"});
}

void networkSlowerThanDrive(const Stages& stages, const JobModel& jm, const JobResult& jr,
                            std::vector<Warning>& warnings) {
  const bool networkBound = jr.bottleneck.key.rfind("nic:", 0) == 0 ||
                            jr.bottleneck.key.rfind("hub:", 0) == 0 ||
                            jr.bottleneck.key.rfind("link:", 0) == 0;
  if (jm.hosts.size() <= 1 || !networkBound || jm.drives.empty()) return;
  for (const auto& tape : stages.model.tapes) {
    if (tape.node != jm.drives.front()) continue;
    if (jr.rate * tape.mediaPerHostByte < lowestStreamingRate(tape.streaming))
      warnings.push_back({tape.node, "the network path (" + jr.bottleneck.label + ", " +
                                         rateWords(jr.rate) +
                                         ") is slower than the drive can stream"});
  }
}

void waitsForSlots(const Stages& stages, const std::vector<double>& waits,
                   const SolveResult& result, std::vector<Warning>& warnings) {
  for (std::size_t j = 0; j < waits.size(); ++j) {
    if (!(waits[j] > 0.0)) continue;
    const JobModel& jm = stages.model.jobs[j];
    if (!jm.library.library.empty()) { // a drive pool (LibraryUse.h)
      const auto* library = stages.topology.node(jm.library.library);
      const std::size_t drives = jm.library.drives.size();
      warnings.push_back(
          {jm.library.library,
           "job " + quote(result.jobs[j].name) + " waits " + units::formatDuration(waits[j]) +
               " for a drive: the " + std::to_string(drives) + " drive" + (drives == 1 ? "" : "s") +
               " of " + quote(library ? library->name : jm.library.library) + " are busy"});
      continue;
    }
    const auto* device = stages.topology.node(jm.device);
    warnings.push_back({jm.device, "job " + quote(result.jobs[j].name) + " waits " +
                                       units::formatDuration(waits[j]) +
                                       " for a free slot: " + jm.deviceApp + " runs at most " +
                                       std::to_string(jm.deviceSlots) + " job" +
                                       (jm.deviceSlots == 1 ? "" : "s") + " into " +
                                       quote(device ? device->name : jm.device) + " at once"});
  }
}

// A disk drive that states no sequential rate, and whose spindle speed, form factor and year
// give none (DiskMediaRate.h), limits nothing: say so, once a disk, rather than let its figures
// pass for a prediction.
void unratedDisks(const Stages& stages, std::vector<Warning>& warnings) {
  const std::string* last = nullptr;
  for (const auto& r : stages.model.resources) {
    if (r.kind != ResourceKind::Disk || std::isfinite(r.capacity)) continue;
    const auto* node = stages.topology.node(r.node);
    if (!node || !catalog::isKind(node->kind, catalog::KindCode::DiskDrive) ||
        (last && *last == r.node))
      continue;
    last = &r.node;
    warnings.push_back({r.node, quote(node->name) +
                                    " states no sequential rate, and its spindle speed, form "
                                    "factor and year do not give one: it limits nothing here"});
  }
}

// A volume whose largest file is larger than all its data: a slip, which the largest-file limit
// of a restore then leaves out (FlowLimits.cpp). Said once a volume.
void largestFileBeyondData(const Stages& stages, const topology::Job& job,
                           std::vector<std::string>& said, std::vector<Warning>& warnings) {
  const auto* volume = stages.topology.node(job.source);
  if (!volume || std::find(said.begin(), said.end(), volume->id) != said.end()) return;
  const auto* largest = stages.topology.parameter(*volume, names::kLargestFile.name);
  const auto* data = stages.topology.parameter(*volume, names::kDataSize.name);
  if (!largest || !data || !(largest->number() > data->number())) return;
  said.push_back(volume->id);
  warnings.push_back({volume->id, quote(volume->name) + ": its largest file (" +
                                      units::format(largest->number(), "GB", 4) +
                                      ") is larger than all its data (" +
                                      units::format(data->number(), "GB", 4) +
                                      "); a restore's largest-file limit leaves it out"});
}

} // namespace

void addWarnings(const Stages& stages, const BaseShares& base, const std::vector<double>& waits,
                 SolveResult& result) {
  std::vector<Warning>& warnings = result.warnings;
  underfedDrives(stages, base, warnings);
  feedWarnings(stages, result, warnings);
  despoolStarved(stages, base, result, warnings);
  crossedTwice(stages, warnings);
  unratedDisks(stages, warnings);
  std::vector<std::string> volumesSaid;
  for (std::size_t j = 0; j < stages.model.jobs.size(); ++j) {
    const JobModel& jm = stages.model.jobs[j];
    const auto* job = stages.topology.job(jm.id);
    if (!job || jm.streams.empty()) continue;
    for (const auto& figure : topology::implausibleFigures(*job))
      warnings.push_back({job->source, "job " + quote(jm.name) + ": " + figure.message});
    doubleCompression(stages, jm, *job, warnings);
    largestFileBeyondData(stages, *job, volumesSaid, warnings);
    flushStops(stages, jm, warnings);
    locateStops(stages, jm, warnings);
    singleStreamHeld(jm, *job, result.jobs[j], warnings);
    networkSlowerThanDrive(stages, jm, result.jobs[j], warnings);
    closeLimits(jm, result.jobs[j], warnings);
    if (jm.database)
      warnings.push_back({job->source, databaseRestoreWords(*jm.database, jm.name,
                                                            std::max(1, job->options.streams))});
  }
  for (const auto& host : result.hosts)
    if (host.utilisation > 0.8)
      warnings.push_back(
          {host.node, host.name + " above 80 % (" + units::format(host.utilisation, "%", 3) + ")"});
  for (const auto& job : result.jobs)
    if (!job.error.empty()) warnings.push_back({{}, "job " + quote(job.name) + ": " + job.error});
  waitsForSlots(stages, waits, result, warnings);
}

} // namespace tapeflow::solver::detail
