#include "whatif/DriveCount.h"

#include "catalog/KindCode.h"
#include "util/Text.h"
#include "whatif/Cards.h"

#include <cmath>
#include <vector>

namespace tapeflow::whatif {
namespace {

// Part `k` of `parts` of `job` on `drive`: its share of the data and whole files.
topology::Job partOf(const topology::Topology& topology, const topology::Job& job, long long k,
                     long long parts, const std::string& drive) {
  const auto [bytes, files] = volumeOf(topology, job);
  topology::Job part = job;
  if (k > 0) {
    part.id.clear();
    part.name = job.name + " (" + std::to_string(k + 1) + ")";
  }
  part.target = drive;
  const long long total = std::llround(files);
  if (total >= parts) {
    const long long mine = total / parts + (k < total % parts ? 1 : 0);
    part.options.dataSize = bytes * double(mine) / double(total);
    part.options.fileCount = mine;
    part.options.meanFileSize.reset();
  } else {
    part.options.dataSize = bytes / double(parts);
  }
  return part;
}

Status spreadJobs(topology::Topology& topology, const std::string& drive,
                  const std::vector<std::string>& drives) {
  std::vector<topology::Job> jobs;
  for (const auto& job : topology.jobs())
    if (job.target == drive) jobs.push_back(job);
  const auto n = static_cast<long long>(drives.size());
  if (static_cast<long long>(jobs.size()) >= n) {
    for (std::size_t i = 0; i < jobs.size(); ++i) {
      jobs[i].target = drives[i % drives.size()];
      if (const auto updated = topology.updateJob(jobs[i]); !updated) return updated.error();
    }
    return Done{};
  }
  for (const auto& job : jobs)
    for (long long k = 0; k < n; ++k) {
      auto part = partOf(topology, job, k, n, drives[std::size_t(k)]);
      if (k == 0) {
        if (const auto updated = topology.updateJob(std::move(part)); !updated)
          return updated.error();
      } else if (const auto added = topology.addJob(std::move(part)); !added) {
        return added.error();
      }
    }
  return Done{};
}

} // namespace

Status setDriveCount(topology::Topology& topology, const std::string& drive, long long count) {
  const auto* original = topology.node(drive);
  if (!original) return Error{"there is no node " + quote(drive)};
  if (!catalog::isKind(original->kind, catalog::KindCode::TapeDrive))
    return Error{quote(original->name) + " is not a tape drive"};
  if (count < 1 || count > 64) return Error{"a count of drives is from 1 to 64"};
  std::vector<std::string> drives{drive};
  for (long long k = 2; k <= count; ++k) {
    const topology::Node& model = *topology.node(drive);
    topology::Node copy = copyBeside(model, model.entry);
    copy.name = model.name + " (" + std::to_string(k) + ")";
    copy.position = {model.position.x + 60.0 * double(k - 1),
                     model.position.y + 60.0 * double(k - 1)};
    const auto id = topology.addNode(std::move(copy));
    if (!id) return id.error();
    if (const auto linked = linkBeside(topology, drive, *id); !linked) return linked.error();
    drives.push_back(*id);
  }
  return spreadJobs(topology, drive, drives);
}

} // namespace tapeflow::whatif
