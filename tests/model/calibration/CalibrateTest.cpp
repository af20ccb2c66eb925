// Calibration (issue 23): a diagram whose true figures are known is "measured" by solving it,
// its free figures are put wrong, and the fit brings back every figure the measurements
// identify, to 1e-6 relative; figures no measurement depends on, or that only act together,
// are reported as such and left where they were.

#include "calibration/Calibrate.h"
#include "calibration/JobCsv.h"
#include "solver/Solver.h"
#include "whatif/WhatifFixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace tapeflow;
using namespace tapeflow::calibration;

namespace {

JobMeasurement measured(const std::string& job, double rate, double uncertainty = 0) {
  JobMeasurement measurement;
  measurement.job = job;
  measurement.rate = rate;
  measurement.uncertainty = uncertainty;
  return measurement;
}

std::vector<JobMeasurement> measure(const topology::Topology& truth,
                                    const std::vector<std::string>& jobs) {
  const auto result = solver::solve(truth);
  std::vector<JobMeasurement> measurements;
  for (const auto& id : jobs) measurements.push_back(measured(id, result.job(id)->rate, 0.02));
  return measurements;
}

// The document with each free figure multiplied by `factor`, and the figures as they are then.
std::pair<topology::Topology, std::vector<whatif::Figure>>
perturbed(const topology::Topology& truth, const std::vector<whatif::Figure>& free, double factor) {
  topology::Topology wrong = truth;
  std::vector<whatif::Figure> moved;
  for (const auto& figure : free) {
    REQUIRE(whatif::setFigure(wrong, figure, *figure.value * factor));
    moved.push_back(*whatif::findFigure(wrong, figure.owner, figure.name));
  }
  return {std::move(wrong), std::move(moved)};
}

double relative(double a, double b) { return std::abs(a / b - 1.0); }

} // namespace

TEST_CASE("the fit recovers the figures the measurements identify") {
  const auto truth = test::shippedExample("default");
  const auto measurements = measure(truth, {"local", "remote"});
  const auto free = defaultFreeFigures(truth, measurements);
  REQUIRE_FALSE(free.empty());
  for (const double factor : {0.7, 0.9, 1.15}) {
    INFO("figures put at " << factor << " of their truth");
    const auto [wrong, start] = perturbed(truth, free, factor);
    const auto fit = calibrate(wrong, measurements, start);
    REQUIRE(fit);
    CHECK(fit->converged);
    int identified = 0;
    for (std::size_t f = 0; f < free.size(); ++f) {
      const auto& fitted = fit->figures[f];
      INFO(fitted.figure.title() << ": " << fitted.before << " -> " << fitted.after << ", truth "
                                 << *free[f].value);
      if (fitted.identified != Identified::Yes) continue;
      ++identified;
      CHECK(relative(fitted.after, *free[f].value) < 1e-6);
    }
    CHECK(identified >= 1);
    for (const auto& residual : fit->residuals) {
      INFO(residual.job << ": measured " << residual.measured << ", before " << residual.before
                        << ", after " << residual.after);
      CHECK(relative(residual.after, residual.measured) < 1e-6);
    }
  }
}

TEST_CASE("a fit that stops at a figure's bound says so") {
  // Issue 37: one absurd row dragged a drive's rate to its bound while the fit said "fitted".
  const auto truth = test::shippedExample("default");
  auto measurements = measure(truth, {"local", "remote"});
  const auto free = defaultFreeFigures(truth, measurements);
  const auto sane = calibrate(truth, measurements, free);
  REQUIRE(sane);
  for (const auto& fitted : sane->figures) CHECK_FALSE(fitted.atBound);
  measurements[0].rate /= 1000.0; // a rate in MB/s typed as KB/s
  const auto dragged = calibrate(truth, measurements, free);
  REQUIRE(dragged);
  for (const auto& fitted : dragged->figures)
    UNSCOPED_INFO(fitted.figure.title() << ": " << fitted.before << " -> " << fitted.after);
  // The figures that carry the job cannot go below 1/16 of their value: the fit stops there.
  CHECK(std::any_of(dragged->figures.begin(), dragged->figures.end(),
                    [](const FittedFigure& fitted) { return fitted.atBound; }));
}

TEST_CASE("a figure no measurement depends on is reported and left alone") {
  const auto truth = test::shippedExample("default");
  // The remote job's array does not carry the local job's data.
  const auto measurements = measure(truth, {"local"});
  const auto remoteArray = whatif::findFigure(truth, "cligroup", "member_read_rate");
  REQUIRE(remoteArray);
  const auto fit = calibrate(truth, measurements, {*remoteArray});
  INFO((fit ? std::string() : fit.error().message));
  REQUIRE(fit);
  REQUIRE(fit->figures.size() == 1);
  CHECK(fit->figures[0].identified == Identified::NoMeasurement);
  CHECK(fit->figures[0].after == fit->figures[0].before);
}

TEST_CASE("bad measurements are refused with the job's name") {
  const auto truth = test::shippedExample("default");
  CHECK(calibrate(truth, {measured("nobody", 1e8)}, {}).error().message ==
        "no job nobody in the document for a measurement");
  CHECK(calibrate(truth, {measured("local", -5)}, {}).error().message ==
        "the measured rate of 'File share' is not a positive rate");
}

TEST_CASE("figures that act only together are reported, not guessed") {
  const auto truth = test::shippedExample("default");
  const auto measurements = measure(truth, {"local"});
  // The local job is tape-bound: its logical rate is the drive's native rate times the
  // compression its data get, so one measurement fixes the product, not each.
  const auto native = whatif::findFigure(truth, "lto", "native_rate");
  const auto compression = whatif::findFigure(truth, "vol", "compressibility");
  REQUIRE(native);
  REQUIRE(compression);
  const auto fit = calibrate(truth, measurements, {*native, *compression});
  INFO((fit ? std::string() : fit.error().message));
  REQUIRE(fit);
  for (const auto& fitted : fit->figures) {
    INFO(fitted.figure.title());
    CHECK(fitted.identified == Identified::OnlyTogether);
  }
  CHECK(fit->figures[0].together == std::vector<std::string>{compression->key()});

  // Measured 10 % faster than predicted: both move up (the minimum-norm step splits the change
  // in proportion to each one's effect), and the prediction meets the measurement.
  auto faster = measurements;
  faster[0].rate *= 1.1;
  const auto moved = calibrate(truth, faster, {*native, *compression});
  REQUIRE(moved);
  const double nativeRatio = moved->figures[0].after / moved->figures[0].before;
  const double compressionRatio = moved->figures[1].after / moved->figures[1].before;
  CHECK(nativeRatio > 1.001);
  CHECK(compressionRatio > 1.001);
  CHECK(relative(moved->residuals[0].after, faster[0].rate) < 1e-6);
}

TEST_CASE("job statistics from CSV become measurements of the named jobs") {
  const auto document = test::shippedExample("default");
  const auto read = readJobCsv("Job,Bytes,Start,End,Direction,Uncertainty\n"
                               "File share,\"1,000,000,000,000\",x,y,backup,\n"
                               "File share,1 TB,2026-11-20 22:00:00,2026-11-20T23:00,backup,5 %\n"
                               "\n"
                               "Application server,500000000000,2026-11-20 22:00,2026-11-21 "
                               "00:00:00,,\n",
                               "jobs.csv", document);
  REQUIRE(read.measurements.size() == 2);
  CHECK(read.measurements[0].job == "local");
  CHECK(read.measurements[0].rate == Approx(1e12 / 3600));
  CHECK(read.measurements[0].uncertainty == Approx(0.05));
  CHECK(read.measurements[1].job == "remote");
  CHECK(read.measurements[1].rate == Approx(5e11 / 7200)); // across midnight
  // The first row: a quoted field with commas is one field, but not a number of bytes.
  const auto& all = read.diagnostics.all();
  REQUIRE(all.size() == 3);
  CHECK(all[0].message ==
        "line 2, column 2 (bytes): expected a size such as 1.5 TB or a number of bytes, not "
        "'1,000,000,000,000'");
  CHECK(all[1].message == "line 2, column 3 (start): expected a time such as 2026-11-20 "
                          "22:00:00, not 'x'");
  CHECK(all[2].message == "line 2, column 4 (end): expected a time such as 2026-11-20 "
                          "22:00:00, not 'y'");
}

TEST_CASE("a CSV row says what is wrong where") {
  const auto document = test::shippedExample("default");
  const auto read = readJobCsv("name,bytes,duration,direction\n"
                               "Nobody,1 TB,1:00:00,backup\n"
                               "File share,1 TB,1:00:00,restore\n"
                               "File share,1 TB,soon,backup\n"
                               "File share,1 TB,\"80 min\",backup\n",
                               "jobs.csv", document);
  REQUIRE(read.measurements.size() == 1);
  CHECK(read.measurements[0].rate == Approx(1e12 / 4800));
  const auto& all = read.diagnostics.all();
  REQUIRE(all.size() == 3);
  CHECK(all[0].message == "line 2, column 1 (job): no job named 'Nobody' in the document");
  CHECK(all[1].message == "line 3, column 4 (direction): 'File share' is a backup job");
  CHECK(all[2].message == "line 4, column 3 (duration): expected a duration such as 1:20:05, "
                          "80 min or seconds, not 'soon'");
  const auto noColumns = readJobCsv("job,size\nFile share,1 TB\n", "jobs.csv", document);
  CHECK(noColumns.measurements.empty());
  REQUIRE(noColumns.diagnostics.all().size() == 2);
  CHECK(noColumns.diagnostics.all()[0].message == "line 1: no column named 'bytes'");
}

TEST_CASE("a CSV from a spreadsheet reads as RFC 4180 says, and doubtful columns are refused") {
  // Issue 37: a byte-order mark (Excel's "CSV UTF-8") hid the first column; a quoted field with a
  // line break was refused; a second column of one name was used silently; inf and nan passed.
  const auto document = test::shippedExample("default");
  const auto bom = readJobCsv("\xef\xbb\xbfjob,bytes,duration\nFile share,1 TB,1:00:00\n",
                              "excel.csv", document);
  INFO(bom.diagnostics.toString());
  CHECK(bom.measurements.size() == 1);
  CHECK_FALSE(bom.diagnostics.hasErrors());

  const auto multiline = readJobCsv("job,bytes,duration,note\n"
                                    "File share,1 TB,1:00:00,\"first line\nsecond line\"\n"
                                    "Nobody,1 TB,1:00:00,\n",
                                    "notes.csv", document);
  REQUIRE(multiline.measurements.size() == 1);
  CHECK(multiline.measurements[0].note == "first line\nsecond line");
  REQUIRE(multiline.diagnostics.all().size() == 1);
  CHECK(multiline.diagnostics.all()[0].message ==
        "line 4, column 1 (job): no job named 'Nobody' in the document"); // lines counted right

  const auto twice =
      readJobCsv("job,bytes,duration,bytes\nFile share,1 TB,1:00:00,1 GB\n", "twice.csv", document);
  CHECK(twice.measurements.empty());
  REQUIRE(twice.diagnostics.hasErrors());
  CHECK(twice.diagnostics.all()[0].message ==
        "line 1: column 4 is a second column named 'bytes' (the first is column 2); rename or "
        "remove one");

  const auto infinite = readJobCsv("job,bytes,duration\nFile share,inf,1:00:00\n"
                                   "File share,1 TB,nan\n",
                                   "odd.csv", document);
  CHECK(infinite.measurements.empty());
  REQUIRE(infinite.diagnostics.all().size() == 2);
  CHECK(infinite.diagnostics.all()[0].file == "odd.csv");
  CHECK_THAT(infinite.diagnostics.all()[0].message, Catch::StartsWith("line 2, column 2 (bytes)"));
  CHECK_THAT(infinite.diagnostics.all()[1].message,
             Catch::StartsWith("line 3, column 3 (duration)"));
}

TEST_CASE("a paper's measured backup and restore rates calibrate the drive of its set-up") {
  // Compaq Table 1, image backup, one card and one drive: 34.38 GB/h backup, 21.89 GB/h
  // restore, each against its own run.
  const auto document = test::shippedExample("validation/compaq-t1-image-1c1d");
  const auto measurements = recordedMeasurements(document);
  REQUIRE(measurements.size() == 2);
  CHECK(measurements[0].direction == topology::Direction::Backup);
  CHECK(measurements[0].rate == Approx(34.38e9 / 3600));
  CHECK(measurements[1].direction == topology::Direction::Restore);
  const auto free = defaultFreeFigures(document, measurements);
  REQUIRE_FALSE(free.empty());
  const auto fit = calibrate(document, measurements, free);
  REQUIRE(fit);
  CHECK(fit->converged);
  // Every measurement is met at least as well as before (least squares cannot do worse).
  double before = 0, after = 0;
  for (const auto& residual : fit->residuals) {
    before += std::pow(residual.before / residual.measured - 1, 2);
    after += std::pow(residual.after / residual.measured - 1, 2);
  }
  CHECK(after <= before);
}
