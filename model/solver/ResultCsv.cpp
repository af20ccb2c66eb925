#include "solver/ResultCsv.h"

#include "util/CsvField.h"

#include "units/Format.h"

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

namespace tapeflow::solver {
namespace {

std::string number(double value) { return units::formatExact(value); }

// What a resource's capacity and load count: most carry bytes, a CPU cores, an array's random
// I/Os operations.
std::string_view unitOf(ResourceKind kind) {
  if (kind == ResourceKind::Cpu) return "cores";
  if (kind == ResourceKind::DiskOps) return "operations/s";
  return "bytes/s";
}

} // namespace

void printJobsCsvHeader(std::ostream& out) {
  out << "run,job,direction,rate_bytes_per_second,bytes,start_seconds,end_seconds,"
         "duration_seconds,cartridge_changes,bottleneck,bottleneck_category,next_bottleneck,"
         "next_rate_bytes_per_second,error,job_id\n";
}

void printJobsCsv(std::string_view run, const SolveResult& result, std::ostream& out) {
  for (const auto& job : result.jobs) {
    out << run << ',' << csvField(job.name) << ',' << topology::directionName(job.direction) << ',';
    if (job.error.empty())
      out << number(job.rate) << ',' << number(job.bytes) << ',' << number(job.start) << ','
          << number(job.end) << ',' << number(job.end - job.start) << ',' << job.cartridgeChanges
          << ',' << csvField(job.bottleneck.label) << ',' << csvField(job.bottleneck.category)
          << ',' << csvField(job.next.label) << ','
          << (job.next.key.empty() ? std::string() : number(job.next.rate)) << ',';
    else
      out << ",,,,,,,,,,";
    out << csvField(job.error) << ',' << csvField(job.id) << '\n';
  }
}

void printResourcesCsvHeader(std::ostream& out) {
  out << "run,resource,kind,unit,capacity,effective_capacity,load,utilisation,parameter,key\n";
}

void printResourcesCsv(std::string_view run, const SolveResult& result, std::ostream& out) {
  std::vector<const ResourceUse*> used;
  for (const auto& r : result.resources)
    if (r.load > 0.0) used.push_back(&r);
  std::stable_sort(used.begin(), used.end(),
                   [](const auto* a, const auto* b) { return a->utilisation > b->utilisation; });
  for (const auto* r : used)
    out << run << ',' << csvField(r->label) << ','
        << csvField(std::string(resourceKindName(r->kind))) << ',' << unitOf(r->kind) << ','
        << number(r->capacity) << ',' << number(r->effective) << ',' << number(r->load) << ','
        << number(r->utilisation) << ',' << csvField(r->parameter) << ',' << csvField(r->key)
        << '\n';
}

} // namespace tapeflow::solver
