// Changes of a job's own settings (CandidateSources.h): more streams when it is held by its own
// ceiling, bigger blocks when the network, the tape or the application holds it, software
// compression on when a wire or a disk holds compressible data, off when the CPU holds it.

#include "whatif/CandidateSources.h"

#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>

namespace tapeflow::whatif {
namespace {

constexpr int kMostStreams = 16;
constexpr double kMostBlock = 8.0 * 1024 * 1024;
constexpr double kSuggestedBlock = 256.0 * 1024;

Candidate jobChange(ChangeKind kind, const topology::Job& job, const std::string& reason) {
  Candidate c;
  c.kind = kind;
  c.job = job.id;
  c.reason = reason;
  c.price = catalog::Price{}; // a setting costs nothing to change
  return c;
}

double compressibilityOf(const topology::Topology& topology, const topology::Job& job) {
  if (job.options.compressibility) return *job.options.compressibility;
  const auto* volume = topology.node(job.source);
  const auto* value = volume ? topology.parameter(*volume, "compressibility") : nullptr;
  return value ? value->number() : 1.0;
}

} // namespace

void addJobChanges(const topology::Topology& topology, const solver::JobResult& result,
                   std::vector<Candidate>& out) {
  const auto* job = topology.job(result.id);
  if (!job || !result.error.empty()) return;
  const auto& o = job->options;
  const std::string& category = result.bottleneck.category;
  const std::string reason = "limited by " + result.bottleneck.label;
  if (result.bottleneck.key.starts_with("ceiling:") && o.streams < kMostStreams) {
    auto c = jobChange(ChangeKind::Streams, *job, reason);
    c.streams = std::min(kMostStreams, 2 * o.streams);
    c.description = "Raise streams of job " + quote(job->name) + " from " +
                    std::to_string(o.streams) + " to " + std::to_string(c.streams);
    out.push_back(std::move(c));
  }
  if (category == "network" || category == "tape" || category == "application") {
    auto c = jobChange(ChangeKind::BlockSize, *job, reason);
    c.blockSize = o.blockSize ? std::min(kMostBlock, 2 * *o.blockSize) : kSuggestedBlock;
    const std::string to = units::format(c.blockSize, "KiB");
    c.description = o.blockSize ? "Raise the block size of job " + quote(job->name) + " from " +
                                      units::format(*o.blockSize, "KiB") + " to " + to
                                : "Set the block size of job " + quote(job->name) + " to " + to;
    if (!o.blockSize || c.blockSize > *o.blockSize) out.push_back(std::move(c));
  }
  const bool wire =
      category == "network" || category == "tape" || category == "bus" || category == "disk";
  if ((!o.softwareCompression && wire && compressibilityOf(topology, *job) > 1.0) ||
      (o.softwareCompression && category == "cpu")) {
    auto c = jobChange(ChangeKind::Compression, *job, reason);
    c.compression = !o.softwareCompression;
    c.description = (c.compression ? "Enable" : "Disable") +
                    std::string(" software compression for job ") + quote(job->name);
    out.push_back(std::move(c));
  }
}

} // namespace tapeflow::whatif
