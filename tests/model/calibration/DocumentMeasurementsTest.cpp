// Calibrating from the measurements the document holds (issue 23): a figure measured on its own
// pins that figure, and separates figures that a job's rate only fixes together; measurements
// that no longer apply are listed with the reason; applying a fit leaves calibrated marks that
// hold until the figure is edited by hand.

#include "calibration/Calibrate.h"
#include "io/TopologyFile.h"
#include "solver/Solver.h"
#include "whatif/WhatifFixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string_view>

using namespace tapeflow;
using namespace tapeflow::calibration;

namespace {

topology::Measurement jobMeasurement(std::string id, std::string job, double rate) {
  topology::Measurement measurement;
  measurement.id = std::move(id);
  measurement.job = std::move(job);
  measurement.value = std::to_string(rate) + " B/s";
  return measurement;
}

topology::Measurement figureMeasurement(std::string id, std::string figure, std::string value) {
  topology::Measurement measurement;
  measurement.id = std::move(id);
  measurement.figure = std::move(figure);
  measurement.value = std::move(value);
  return measurement;
}

// std::regex trips GCC 12's -Wmaybe-uninitialized at -O1 (the sanitizer preset).
std::string replaceAll(std::string text, std::string_view from, std::string_view to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

double relative(double a, double b) { return std::abs(a / b - 1.0); }

} // namespace

TEST_CASE("a drive measured on its own separates what a job's rate fixes only together") {
  auto document = test::shippedExample("default");
  const auto native = whatif::findFigure(document, "lto", "native_rate");
  const auto compression = whatif::findFigure(document, "vol", "compressibility");
  REQUIRE(native);
  REQUIRE(compression);
  // The truth: the drive streams 10 % below its catalog rate, the data compress 20 % better.
  auto truth = document;
  REQUIRE(whatif::setFigure(truth, *native, *native->value * 0.9));
  REQUIRE(whatif::setFigure(truth, *compression, *compression->value * 1.2));
  const double localRate = solver::solve(truth).job("local")->rate;
  REQUIRE(document.setMeasurements(
      {jobMeasurement("m1", "local", localRate),
       figureMeasurement("m2", "lto.native_rate",
                         std::to_string(*native->value * 0.9 / 1e6) + " MB/s")}));

  const auto measurements = documentMeasurements(document);
  REQUIRE(measurements.jobs.size() == 1);
  REQUIRE(measurements.figures.size() == 1);
  CHECK(measurements.skipped.empty());
  const auto fit = calibrate(document, measurements, {*native, *compression});
  INFO((fit ? std::string() : fit.error().message));
  REQUIRE(fit);
  REQUIRE(fit->figures.size() == 2);
  for (const auto& fitted : fit->figures) CHECK(fitted.identified == Identified::Yes);
  CHECK(relative(fit->figures[0].after, *native->value * 0.9) < 1e-6);
  CHECK(relative(fit->figures[1].after, *compression->value * 1.2) < 1e-6);
  // The drive's rate depends on both measurements, the compression only on the job's.
  CHECK(fit->figures[0].measuredBy == std::vector<std::string>{"m1", "m2"});
  CHECK(fit->figures[1].measuredBy == std::vector<std::string>{"m1"});
  REQUIRE(fit->residuals.size() == 2);
  CHECK(fit->residuals[1].figure == "lto.native_rate");
  CHECK(fit->residuals[1].id == "m2");
  CHECK(relative(fit->residuals[1].after, fit->residuals[1].measured) < 1e-6);

  SECTION("applying it marks the figures it moved, until one is edited by hand") {
    REQUIRE(applyCalibration(document, *fit));
    REQUIRE(document.setCalibrated(calibratedMarks(document, *fit, "2026-11-24")));
    REQUIRE(document.calibrated().size() == 2);
    CHECK(document.calibrated()[0].figure == "lto.native_rate");
    CHECK(document.calibrated()[0].from == std::vector<std::string>{"m1", "m2"});
    CHECK(holdingMark(document, "lto.native_rate"));
    CHECK(holdingMark(document, "vol.compressibility"));
    const auto edited = whatif::findFigure(document, "lto", "native_rate");
    REQUIRE(whatif::setFigure(document, *edited, 100e6));
    CHECK_FALSE(holdingMark(document, "lto.native_rate"));
    CHECK(holdingMark(document, "vol.compressibility"));
    // A later fit of the compression alone drops the stale mark and keeps no other.
    Calibration later;
    REQUIRE(document.setCalibrated(calibratedMarks(document, later, "2026-11-25")));
    REQUIRE(document.calibrated().size() == 1);
    CHECK(document.calibrated()[0].figure == "vol.compressibility");
  }
}

TEST_CASE("measurements that no longer apply are listed with the reason") {
  auto document = test::shippedExample("default");
  REQUIRE(document.setMeasurements(
      {jobMeasurement("m1", "gone", 1e6), figureMeasurement("m2", "nowhere.native_rate", "1 MB/s"),
       figureMeasurement("m3", "lto.native_rate", "3 h"), jobMeasurement("m4", "local", 1e8)}));
  const auto measurements = documentMeasurements(document);
  CHECK(measurements.jobs.size() == 1);
  CHECK(measurements.figures.empty());
  REQUIRE(measurements.skipped.size() == 3);
  CHECK(measurements.skipped[0] == "Measurement m1: there is no job 'gone'");
  CHECK(measurements.skipped[1] ==
        "Measurement m2: the diagram has no figure 'nowhere.native_rate'");
  CHECK_THAT(measurements.skipped[2], Catch::Contains("'3 h' is not in the unit of"));
  // The measured figure is free by default, with what the job's rate pins.
  const auto free = defaultFreeFigures(document, measurements);
  CHECK_FALSE(free.empty());
}

TEST_CASE("a figure of a node whose id holds a dot is found by its key") {
  // Ids may hold dots, parameter names never do: the key splits at its last dot.
  std::ifstream file(std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow");
  std::stringstream text;
  text << file.rdbuf();
  const std::string renamed =
      replaceAll(replaceAll(text.str(), "\"lto\"", "\"lto.a\""), "\"lto:", "\"lto.a:");
  auto loaded =
      io::loadTopologyText(renamed, "dotted", test::shippedExample("default").catalogPtr());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  REQUIRE(
      loaded.topology->setMeasurements({figureMeasurement("m1", "lto.a.native_rate", "280 MB/s")}));
  const auto measurements = documentMeasurements(*loaded.topology);
  CHECK(measurements.skipped.empty());
  REQUIRE(measurements.figures.size() == 1);
  CHECK(measurements.figures[0].value == Approx(280e6));
  calibration::Residual residual;
  residual.figure = "lto.a.native_rate";
  CHECK(measuredSubject(*loaded.topology, residual) == "LTO-9 HH ▸ Native rate");
}

TEST_CASE("the figures a user may free are those of the measured jobs' paths") {
  auto document = test::shippedExample("default");
  REQUIRE(document.setMeasurements({jobMeasurement("m1", "local", 200e6)}));
  const auto measurements = documentMeasurements(document);
  const auto offered = fittableFigures(document, measurements);
  const auto has = [&](std::string_view key) {
    return std::any_of(offered.begin(), offered.end(),
                       [&](const auto& figure) { return figure.key() == key; });
  };
  // On the file share's path: its drive, its disks, its data, the job's own options.
  CHECK(has("lto.native_rate"));
  CHECK(has("group.member_read_rate"));
  CHECK(has("vol.compressibility"));
  // Off it: the application server's disks and NIC move no measurement.
  CHECK(!has("cligroup.member_read_rate"));
  CHECK(!has("clinic.stream_rate"));
  for (const auto& figure : defaultFreeFigures(document, measurements)) CHECK(has(figure.key()));
  for (const auto& figure : offered) {
    CHECK(!figure.integer);
    CHECK(figure.value);
  }
}
