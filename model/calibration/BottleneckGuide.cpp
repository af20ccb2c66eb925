// The steps of the HP bottleneck determination for one job, with what the document's
// measurements say of each (BottleneckGuide.h).

#include "calibration/BottleneckGuide.h"

#include "calibration/Calibrate.h"
#include "calibration/ComponentRate.h"
#include "calibration/MeasuredRuns.h"
#include "catalog/KindCode.h"
#include "util/Text.h"
#include "whatif/Figures.h"

#include <algorithm>

namespace tapeflow::calibration {
namespace {

bool toNullDevice(const topology::Topology& topology, const topology::Job& job) {
  const auto* target = topology.node(job.target);
  return target && catalog::isKind(target->kind, catalog::KindCode::NullDevice);
}

// What the guide reads: the job, the document's measurements, and the run of the job's
// direction without the other jobs to a NULL device: those are test runs, taken on their own,
// not jobs that share the path with this one.
struct Context {
  const topology::Topology& document;
  const topology::Job& job;
  MeasurementSet measurements;
  topology::Topology production;
  solver::SolveResult run;
  JobRates predictedOthers; // the other jobs at their predicted rates
  JobRates measuredOthers;  // at their measured rates where they were measured
};

topology::Topology withoutTestJobs(const topology::Topology& document, const topology::Job& job) {
  topology::Topology production = document;
  for (const auto& other : document.jobs())
    if (other.id != job.id && toNullDevice(document, other)) (void)production.removeJob(other.id);
  return production;
}

// The latest measurement of the job in `direction`.
const JobMeasurement* jobMeasured(const MeasurementSet& set, std::string_view job,
                                  topology::Direction direction) {
  const JobMeasurement* found = nullptr;
  for (const auto& measured : set.jobs)
    if (measured.job == job && measured.direction == direction) found = &measured;
  return found;
}

const FigureMeasurement* figureMeasured(const MeasurementSet& set, std::string_view key) {
  const FigureMeasurement* found = nullptr;
  for (const auto& measured : set.figures)
    if (measured.figure == key) found = &measured;
  return found;
}

void fillOthers(Context& context) {
  for (const auto& other : context.run.jobs) {
    if (other.id == context.job.id || !other.error.empty()) continue;
    context.predictedOthers[other.id] = other.rate;
    const auto* measured = jobMeasured(context.measurements, other.id, context.job.direction);
    context.measuredOthers[other.id] = measured ? measured->rate : other.rate;
  }
}

// The first of `names` the node has a value for: the figure a test of it measures.
std::optional<whatif::Figure> testedFigure(const topology::Topology& topology,
                                           const std::string& node,
                                           std::initializer_list<const char*> names) {
  for (const char* name : names)
    if (auto figure = whatif::findFigure(topology, node, name); figure && figure->value)
      return figure;
  return std::nullopt;
}

std::optional<whatif::Figure> testedFigure(const topology::Topology& topology,
                                           const topology::Node& node, bool backup) {
  if (catalog::isKind(node.kind, catalog::KindCode::TapeDrive))
    return backup ? testedFigure(topology, node.id, {"native_rate"})
                  : testedFigure(topology, node.id, {"native_read_rate", "native_rate"});
  if (catalog::isKind(node.kind, catalog::KindCode::DiskArray))
    return backup ? testedFigure(topology, node.id, {"read_rate", "member_read_rate"})
                  : testedFigure(topology, node.id, {"write_rate", "member_write_rate"});
  if (catalog::isKind(node.kind, catalog::KindCode::DiskDrive))
    return testedFigure(topology, node.id, {backup ? "read_rate" : "write_rate", "read_rate"});
  if (catalog::isKind(node.kind, catalog::KindCode::Nic))
    return testedFigure(topology, node.id, {"stream_rate"});
  return std::nullopt;
}

// The nodes of the job's path a step tests, in the order the step prefers them.
std::vector<const topology::Node*> testedNodes(const Context& context, const solver::JobResult& job,
                                               GuideStage stage) {
  std::vector<const topology::Node*> nodes;
  for (const auto& id : job.path) {
    const auto* node = context.production.node(id);
    if (!node) continue;
    const bool drive = catalog::isKind(node->kind, catalog::KindCode::TapeDrive);
    const bool storage = catalog::isKind(node->kind, catalog::KindCode::DiskArray) ||
                         catalog::isKind(node->kind, catalog::KindCode::DiskDrive);
    if ((stage == GuideStage::Drive && drive) || (stage == GuideStage::Storage && storage) ||
        (stage == GuideStage::Network && catalog::isKind(node->kind, catalog::KindCode::Nic)))
      nodes.push_back(node);
  }
  // The storage a read test measures is the one nearest the job's data: first in a backup's
  // path, last in a restore's.
  if (context.job.direction == topology::Direction::Restore)
    std::reverse(nodes.begin(), nodes.end());
  return nodes;
}

// The rate `node` leaves the job with the measured figure put into the model.
std::optional<double> measuredRate(const Context& context, const whatif::Figure& figure,
                                   const FigureMeasurement& measured) {
  topology::Topology copy = context.production;
  if (!whatif::setFigure(copy, figure, measured.value)) return std::nullopt;
  return componentRate(copy, context.job.direction, context.job.id, figure.owner,
                       context.measuredOthers);
}

// A step that tests one component alone: the first tested node is offered; a measurement of any
// of them counts, the lowest rate it leaves the job if several were measured.
GuideStep componentStep(const Context& context, const solver::JobResult& job, GuideStage stage) {
  GuideStep step;
  step.stage = stage;
  const bool backup = context.job.direction == topology::Direction::Backup;
  for (const auto* node : testedNodes(context, job, stage)) {
    const auto figure = testedFigure(context.production, *node, backup);
    const auto predicted = componentRate(context.production, context.job.direction, context.job.id,
                                         node->id, context.predictedOthers);
    if (step.component.empty()) {
      step.component = node->name;
      if (figure) step.subject = "figure:" + figure->key();
      step.predicted = predicted;
    } else if (predicted && (!step.predicted || *predicted < *step.predicted)) {
      step.predicted = predicted;
    }
    const auto* measured = figure ? figureMeasured(context.measurements, figure->key()) : nullptr;
    if (!measured) continue;
    const auto rate = measuredRate(context, *figure, *measured);
    if (step.measurement.empty() || (rate && (!step.measured || *rate < *step.measured))) {
      step.component = node->name;
      step.subject = "figure:" + figure->key();
      step.measurement = measured->id;
      step.measured = rate;
    }
  }
  return step;
}

GuideStep wholeJobStep(const Context& context, const solver::JobResult& job) {
  GuideStep step;
  step.stage = GuideStage::WholeJob;
  step.component = context.job.name;
  step.subject = "job:" + context.job.id;
  step.predicted = job.rate;
  if (const auto* measured =
          jobMeasured(context.measurements, context.job.id, context.job.direction)) {
    step.measurement = measured->id;
    step.measured = measured->rate;
  }
  return step;
}

// The job to a NULL device from the same source, the one measured if any; its predicted rate in
// the run where it takes this job's place.
GuideStep nullDeviceStep(const Context& context) {
  GuideStep step;
  step.stage = GuideStage::NullDevice;
  const topology::Job* chosen = nullptr;
  const JobMeasurement* measured = nullptr;
  for (const auto& other : context.document.jobs()) {
    if (other.source != context.job.source || other.direction != context.job.direction ||
        !toNullDevice(context.document, other) || (chosen && measured))
      continue;
    const auto* m = jobMeasured(context.measurements, other.id, context.job.direction);
    if (!chosen || m) {
      chosen = &other;
      measured = m;
    }
  }
  if (!chosen) {
    const auto* source = context.document.node(context.job.source);
    step.component = source ? source->name : context.job.source;
    step.state = StepState::NeedsJob;
    return step;
  }
  step.component = chosen->name;
  step.subject = "job:" + chosen->id;
  if (measured) {
    step.measurement = measured->id;
    step.measured = measured->rate;
  }
  topology::Topology test = withoutTestJobs(context.document, *chosen);
  (void)test.removeJob(context.job.id);
  const auto run = solver::solve(test, runOptions(context.job.direction));
  if (const auto* result = run.job(chosen->id); result && result->error.empty())
    step.predicted = result->rate;
  return step;
}

PathPart partOf(GuideStage stage) {
  switch (stage) {
  case GuideStage::Drive: return PathPart::Drive;
  case GuideStage::Storage: return PathPart::Storage;
  case GuideStage::Network: return PathPart::Network;
  case GuideStage::WholeJob:
  case GuideStage::NullDevice: break;
  }
  return PathPart::Servers;
}

// Where the solver's limit is, by the broad class of the resource that holds the job.
PathPart partOf(const solver::Limit& limit) {
  if (limit.category == "tape" || limit.category == "null") return PathPart::Drive;
  if (limit.category == "disk" || limit.category == "file-system") return PathPart::Storage;
  if (limit.category == "network") return PathPart::Network;
  return PathPart::Servers;
}

bool isComponentStage(GuideStage stage) {
  return stage == GuideStage::Drive || stage == GuideStage::Storage || stage == GuideStage::Network;
}

// What each measured step says against the job's measured rate `rate`.
void judge(BottleneckGuide& guide, double rate) {
  std::vector<GuideStep*> near;
  for (auto& step : guide.steps) {
    if (!step.measured) continue;
    const double ratio = *step.measured / rate;
    if (step.stage == GuideStage::NullDevice)
      step.finding = ratio <= 1 + kNear ? Finding::DriveRuledOut : Finding::UpstreamRuledOut;
    if (!isComponentStage(step.stage)) continue;
    step.finding = ratio < 1 - kNear    ? Finding::BelowJob
                   : ratio <= 1 + kNear ? Finding::Close
                                        : Finding::RuledOut;
    if (step.finding == Finding::Close) near.push_back(&step);
  }
  if (near.empty()) return;
  auto* lowest = *std::min_element(near.begin(), near.end(), [](const auto* a, const auto* b) {
    return *a->measured < *b->measured;
  });
  lowest->finding = Finding::Bottleneck;
  guide.verdict = GuideVerdict::Found;
  guide.part = partOf(lowest->stage);
  guide.component = lowest->component;
}

GuideStep* stepOf(BottleneckGuide& guide, GuideStage stage) {
  for (auto& step : guide.steps)
    if (step.stage == stage) return &step;
  return nullptr;
}

bool taken(const GuideStep& step) { return !step.measurement.empty(); }

// With nothing near the job's rate: the NULL device run may point at the drive; else the steps
// not taken remain, or, all taken, what no step measures alone.
void eliminate(BottleneckGuide& guide) {
  const auto* null = stepOf(guide, GuideStage::NullDevice);
  auto* drive = stepOf(guide, GuideStage::Drive);
  if (null && null->finding == Finding::UpstreamRuledOut && drive && !taken(*drive)) {
    guide.verdict = GuideVerdict::DriveByElimination;
    guide.part = PathPart::Drive;
    guide.component = drive->component;
    return;
  }
  const bool driveOut = null && null->finding == Finding::DriveRuledOut;
  const bool open = std::any_of(guide.steps.begin(), guide.steps.end(), [&](const auto& step) {
    return !taken(step) && !(driveOut && step.stage == GuideStage::Drive);
  });
  guide.verdict = open ? GuideVerdict::NotYet : GuideVerdict::Elsewhere;
  if (!open) guide.part = PathPart::Servers;
}

// Done, not needed, or still to do (the first of those in order is next).
void setStates(BottleneckGuide& guide) {
  const auto* null = stepOf(guide, GuideStage::NullDevice);
  const bool driveOut = null && null->finding == Finding::DriveRuledOut;
  bool nextGiven = false;
  for (auto& step : guide.steps) {
    if (taken(step)) {
      step.state = StepState::Done;
      continue;
    }
    const bool settled = guide.verdict == GuideVerdict::Found;
    const bool elimination = guide.verdict == GuideVerdict::DriveByElimination;
    if (settled || (elimination && step.stage != GuideStage::Drive) ||
        (driveOut && step.stage == GuideStage::Drive))
      step.state = StepState::NotNeeded;
    else if (step.state == StepState::NeedsJob)
      continue;
    else
      step.state = nextGiven ? StepState::ToDo : StepState::Next;
    nextGiven = nextGiven || step.state == StepState::Next;
  }
}

} // namespace

const GuideStep* BottleneckGuide::step(GuideStage stage) const {
  for (const auto& s : steps)
    if (s.stage == stage) return &s;
  return nullptr;
}

const GuideStep* BottleneckGuide::next() const {
  for (const auto& s : steps)
    if (s.state == StepState::Next) return &s;
  return nullptr;
}

Expected<BottleneckGuide> bottleneckGuide(const topology::Topology& topology,
                                          std::string_view jobId) {
  const auto* job = topology.job(jobId);
  if (!job) return Error{"there is no job " + quote(jobId)};
  Context context{
      topology, *job, documentMeasurements(topology), withoutTestJobs(topology, *job), {}, {}, {}};
  context.run = solver::solve(context.production, runOptions(job->direction));
  const auto* result = context.run.job(job->id);
  if (!result || !result->error.empty())
    return Error{"the job " + quote(job->name) + " cannot run" +
                 (result ? ": " + result->error : std::string())};
  fillOthers(context);
  BottleneckGuide guide;
  guide.job = job->id;
  guide.jobName = job->name;
  guide.direction = job->direction;
  guide.predictedRate = result->rate;
  guide.predictedBottleneck = result->bottleneck;
  guide.predictedPart = partOf(result->bottleneck);
  guide.steps.push_back(wholeJobStep(context, *result));
  const bool testJob = toNullDevice(topology, *job);
  for (const auto stage : {GuideStage::Drive, GuideStage::Storage, GuideStage::Network})
    if (!testJob || stage != GuideStage::Drive)
      if (auto step = componentStep(context, *result, stage); !step.component.empty())
        guide.steps.push_back(std::move(step));
  // A restore has no NULL device run: HP's restore tables compare the tape read and disk write
  // tests with the restore alone.
  if (!testJob && job->direction == topology::Direction::Backup)
    guide.steps.push_back(nullDeviceStep(context));
  if (const auto& whole = guide.steps.front(); whole.measured) {
    judge(guide, *whole.measured);
    if (guide.verdict != GuideVerdict::Found) eliminate(guide);
  }
  setStates(guide);
  return guide;
}

} // namespace tapeflow::calibration
