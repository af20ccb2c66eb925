// The HP bottleneck determination on a diagram (issue 23, BottleneckGuide.h). The diagram is the
// shipped start-here example: "File share" backs up a RAID-6 group through the backup server to
// an LTO-9 drive in two streams; "Application server" comes over 10 GbE. Each case keeps one job
// (so that no other job shares the drive) and reasons by hand from the job's measured rate R:
// a part whose rate for the job is within 15 % above R holds it, one further above is ruled out,
// a NULL device run near R rules the drive out and one well above points at the drive.

#include "calibration/BottleneckGuide.h"
#include "calibration/ComponentRate.h"
#include "solver/Solver.h"
#include "whatif/Figures.h"
#include "whatif/WhatifFixture.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tapeflow;
using namespace tapeflow::calibration;

namespace {

topology::Measurement jobRate(std::string id, std::string job, double rate) {
  topology::Measurement measurement;
  measurement.id = std::move(id);
  measurement.job = std::move(job);
  measurement.value = std::to_string(rate) + " B/s";
  return measurement;
}

topology::Measurement figureValue(std::string id, const whatif::Figure& figure, double value) {
  topology::Measurement measurement;
  measurement.id = std::move(id);
  measurement.figure = figure.key();
  measurement.value = std::to_string(value) + " B/s";
  return measurement;
}

// The example with only the job `keep`.
topology::Topology oneJob(const std::string& keep) {
  auto document = test::shippedExample("default");
  for (const auto& job : std::vector<topology::Job>(document.jobs()))
    if (job.id != keep) REQUIRE(document.removeJob(job.id));
  return document;
}

// A NULL device on the backup server and a job from the file share to it.
void addNullJob(topology::Topology& document) {
  topology::Node null;
  null.id = "null";
  null.entry = "null-device";
  null.kind = "null-device";
  null.name = "NULL device";
  REQUIRE(document.addNode(null));
  topology::Link link;
  link.a = {"srv", "local"};
  link.b = {"null", "host"};
  REQUIRE(document.addLink(link));
  topology::Job job;
  job.id = "tonull";
  job.name = "File share to NULL";
  job.source = "vol";
  job.target = "null";
  job.options.streams = 2;
  REQUIRE(document.addJob(job));
}

double relative(double a, double b) { return std::abs(a / b - 1.0); }

BottleneckGuide guideOf(const topology::Topology& document, const std::string& job) {
  auto guide = bottleneckGuide(document, job);
  INFO((guide ? std::string() : guide.error().message));
  REQUIRE(guide);
  return *guide;
}

// The drive's native rate at which the drive leaves the job `rate`: its rate for the job is
// proportional to its native rate when no other job shares it.
double nativeFor(const topology::Topology& document, const BottleneckGuide& guide, double rate) {
  const auto native = whatif::findFigure(document, "lto", "native_rate");
  REQUIRE(native);
  const auto* drive = guide.step(GuideStage::Drive);
  REQUIRE(drive);
  REQUIRE(drive->predicted);
  return *native->value * rate / *drive->predicted;
}

} // namespace

TEST_CASE("with nothing measured the job's own rate is the next step") {
  const auto document = test::shippedExample("default");
  const auto guide = guideOf(document, "local");
  CHECK(guide.jobName == "File share");
  CHECK(guide.verdict == GuideVerdict::NeedJobRate);
  REQUIRE(guide.steps.size() == 4); // no network: the file share is on the backup server
  CHECK(guide.steps[0].stage == GuideStage::WholeJob);
  CHECK(guide.steps[0].state == StepState::Next);
  CHECK(guide.steps[0].subject == "job:local");
  CHECK(guide.steps[1].stage == GuideStage::Drive);
  CHECK(guide.steps[1].component == "LTO-9 HH");
  CHECK(guide.steps[1].subject == "figure:lto.native_rate");
  CHECK(guide.steps[1].state == StepState::ToDo);
  CHECK(guide.steps[2].stage == GuideStage::Storage);
  CHECK(guide.steps[2].component == "RAID-6 (10 HDD)");
  CHECK(guide.steps[2].subject == "figure:group.member_read_rate"); // it has no read_rate
  CHECK(guide.steps[3].stage == GuideStage::NullDevice);
  CHECK(guide.steps[3].state == StepState::NeedsJob);
  CHECK(guide.steps[3].component == "File share (1 TB)");
  for (const auto& step : guide.steps) CHECK(step.finding == Finding::None);
  // The model's prediction is the run's.
  const auto run = solver::solve(document, {});
  CHECK(relative(guide.predictedRate, run.job("local")->rate) < 1e-9);
  CHECK(guide.predictedBottleneck.key == run.job("local")->bottleneck.key);
}

TEST_CASE("the part the model names as the bottleneck leaves the job its predicted rate") {
  // Two jobs share the drive: what the drive leaves one job is its capacity less the other's
  // load, which at the solution is exactly this job's rate when the drive holds both.
  const auto document = test::shippedExample("default");
  for (const char* job : {"local", "remote"}) {
    const auto guide = guideOf(document, job);
    INFO(job << ": " << guide.predictedBottleneck.label);
    if (guide.predictedPart == PathPart::Drive) {
      REQUIRE(guide.step(GuideStage::Drive)->predicted);
      CHECK(relative(*guide.step(GuideStage::Drive)->predicted, guide.predictedRate) < 1e-6);
    }
    // No part leaves a job less than the model gives it.
    for (const auto& step : guide.steps)
      if (step.predicted && step.stage != GuideStage::NullDevice)
        CHECK(*step.predicted >= guide.predictedRate * (1 - 1e-9));
  }
}

TEST_CASE("a drive near the job's measured rate is the bottleneck and ends the walk") {
  auto document = oneJob("local");
  const double rate = 200e6; // R: the backup tool's log
  const auto before = guideOf(document, "local");
  const auto native = whatif::findFigure(document, "lto", "native_rate");
  REQUIRE(document.setMeasurements(
      {jobRate("log", "local", rate),
       figureValue("tape", *native, nativeFor(document, before, rate * 1.05))}));
  const auto guide = guideOf(document, "local");
  const auto* drive = guide.step(GuideStage::Drive);
  REQUIRE(drive->measured);
  CHECK(relative(*drive->measured, rate * 1.05) < 1e-9);
  CHECK(drive->state == StepState::Done);
  CHECK(drive->measurement == "tape");
  CHECK(drive->finding == Finding::Bottleneck);
  CHECK(guide.verdict == GuideVerdict::Found);
  CHECK(guide.part == PathPart::Drive);
  CHECK(guide.component == "LTO-9 HH");
  // Nothing else can be slower than the job: the other steps are not needed, not even a NULL job.
  CHECK(guide.step(GuideStage::Storage)->state == StepState::NotNeeded);
  CHECK(guide.step(GuideStage::NullDevice)->state == StepState::NotNeeded);
  CHECK(guide.next() == nullptr);
}

TEST_CASE("a drive well above the job's rate is ruled out and the disk test is next") {
  auto document = oneJob("local");
  const double rate = 200e6;
  const auto before = guideOf(document, "local");
  const auto native = whatif::findFigure(document, "lto", "native_rate");
  REQUIRE(document.setMeasurements(
      {jobRate("log", "local", rate),
       figureValue("tape", *native, nativeFor(document, before, rate * 1.6))}));
  const auto guide = guideOf(document, "local");
  CHECK(guide.step(GuideStage::Drive)->finding == Finding::RuledOut);
  CHECK(guide.verdict == GuideVerdict::NotYet);
  CHECK(!guide.part);
  REQUIRE(guide.next());
  CHECK(guide.next()->stage == GuideStage::Storage);
  CHECK(guide.step(GuideStage::NullDevice)->state == StepState::NeedsJob);

  SECTION("a drive slower alone than the job ran says the test was not the job's") {
    REQUIRE(document.setMeasurements(
        {jobRate("log", "local", rate),
         figureValue("tape", *native, nativeFor(document, before, rate * 0.5))}));
    const auto slow = guideOf(document, "local");
    CHECK(slow.step(GuideStage::Drive)->finding == Finding::BelowJob);
    CHECK(slow.verdict == GuideVerdict::NotYet);
  }
}

TEST_CASE("a NULL device run rules the drive in or out") {
  auto document = oneJob("local");
  const double predictedAlone = guideOf(document, "local").predictedRate;
  addNullJob(document);
  const double rate = 150e6;
  SECTION("near the job's rate: the drive is ruled out, the disk is next") {
    REQUIRE(document.setMeasurements(
        {jobRate("log", "local", rate), jobRate("null", "tonull", rate * 1.02)}));
    const auto guide = guideOf(document, "local");
    // The NULL job is a test run on its own, not a job sharing the disk with this one.
    CHECK(relative(guide.predictedRate, predictedAlone) < 1e-9);
    const auto* null = guide.step(GuideStage::NullDevice);
    CHECK(null->component == "File share to NULL");
    CHECK(null->subject == "job:tonull");
    CHECK(null->finding == Finding::DriveRuledOut);
    CHECK(guide.step(GuideStage::Drive)->state == StepState::NotNeeded);
    CHECK(guide.next()->stage == GuideStage::Storage);
    CHECK(guide.verdict == GuideVerdict::NotYet);
  }
  SECTION("well above the job's rate: the drive is left, and its own test is next") {
    REQUIRE(document.setMeasurements(
        {jobRate("log", "local", rate), jobRate("null", "tonull", rate * 2)}));
    const auto guide = guideOf(document, "local");
    CHECK(guide.step(GuideStage::NullDevice)->finding == Finding::UpstreamRuledOut);
    CHECK(guide.verdict == GuideVerdict::DriveByElimination);
    CHECK(guide.component == "LTO-9 HH");
    CHECK(guide.next()->stage == GuideStage::Drive);
    CHECK(guide.step(GuideStage::Storage)->state == StepState::NotNeeded);
  }
  SECTION("every step taken, every part well above: what no step measures alone") {
    const auto before = guideOf(document, "local");
    const auto native = whatif::findFigure(document, "lto", "native_rate");
    const auto member = whatif::findFigure(document, "group", "member_read_rate");
    REQUIRE(document.setMeasurements(
        {jobRate("log", "local", rate), jobRate("null", "tonull", rate * 1.02),
         figureValue("tape", *native, nativeFor(document, before, rate * 1.6)),
         figureValue("disk", *member, *member->value)}));
    const auto guide = guideOf(document, "local");
    // The disk as the catalog has it leaves the job at least its predicted rate, far above R.
    CHECK(guide.step(GuideStage::Storage)->finding == Finding::RuledOut);
    CHECK(guide.verdict == GuideVerdict::Elsewhere);
    CHECK(guide.part == PathPart::Servers);
    CHECK(guide.next() == nullptr);
  }
}

TEST_CASE("one stream's measured rate through the client's NIC holds a network job") {
  // Two streams of 1 Gb/s each (125 MB/s): 250 MB/s for the job, 4 % above R = 240 MB/s.
  auto document = oneJob("remote");
  const auto stream = whatif::findFigure(document, "clinic", "stream_rate");
  REQUIRE(stream);
  REQUIRE(document.setMeasurements(
      {jobRate("log", "remote", 240e6), figureValue("iperf", *stream, 125e6)}));
  const auto guide = guideOf(document, "remote");
  const auto* network = guide.step(GuideStage::Network);
  REQUIRE(network);
  CHECK(network->component == "App server NIC");
  REQUIRE(network->measured);
  CHECK(relative(*network->measured, 250e6) < 1e-9);
  CHECK(network->finding == Finding::Bottleneck);
  CHECK(guide.verdict == GuideVerdict::Found);
  CHECK(guide.part == PathPart::Network);
  CHECK(guide.component == "App server NIC");
}

TEST_CASE("a job the document does not have has no guide") {
  const auto document = test::shippedExample("default");
  CHECK(!bottleneckGuide(document, "nope"));
}
