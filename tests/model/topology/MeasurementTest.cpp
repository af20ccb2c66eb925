// Measurements in the document (issue 23): what a measurement must hold, the value it measures
// in base units, and the document refusing a list that is not valid.

#include "topology/Measurement.h"
#include "TestCatalog.h"
#include "topology/Topology.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using topology::Measurement;

namespace {

Measurement jobRate(std::string id, std::string value) {
  Measurement measurement;
  measurement.id = std::move(id);
  measurement.job = "backup";
  measurement.value = std::move(value);
  return measurement;
}

} // namespace

TEST_CASE("a job's measured rate is its value, or its bytes over its duration") {
  CHECK(*topology::measuredValue(jobRate("m1", "36 GB/h")) == Approx(10e6));
  Measurement logged = jobRate("m2", "");
  logged.bytes = "1.2 TB";
  logged.duration = "2 h";
  CHECK(*topology::measuredValue(logged) == Approx(1.2e12 / 7200));
  Measurement figure;
  figure.id = "m3";
  figure.figure = "lto.native_rate";
  figure.value = "141 MB/s";
  CHECK(*topology::measuredValue(figure) == Approx(141e6));
  figure.uncertainty = "5 %";
  CHECK(*topology::measuredUncertainty(figure) == Approx(0.05));
  CHECK(topology::checkMeasurement(figure));
}

TEST_CASE("a measurement that cannot be read is refused, saying which and why") {
  const auto refused = [](const Measurement& measurement) {
    const Status ok = topology::checkMeasurement(measurement);
    REQUIRE_FALSE(ok);
    return ok.error().message;
  };
  CHECK_THAT(refused(jobRate("m1", "2 h")), Catch::Contains("'2 h' is not a rate"));
  CHECK_THAT(refused(jobRate("m1", "0 MB/s")), Catch::Contains("not a positive rate"));
  Measurement both = jobRate("m1", "10 MB/s");
  both.figure = "lto.native_rate";
  CHECK_THAT(refused(both), Catch::Contains("either a job or a figure"));
  Measurement neither = jobRate("m1", "");
  CHECK_THAT(refused(neither), Catch::Contains("needs a rate, or bytes and a duration"));
  Measurement noDuration = jobRate("m1", "");
  noDuration.bytes = "1 TB";
  CHECK_THAT(refused(noDuration), Catch::Contains("needs a rate, or bytes and a duration"));
  Measurement badDuration = noDuration;
  badDuration.duration = "soon";
  CHECK_THAT(refused(badDuration), Catch::Contains("measurement 'm1': "));
  Measurement badUncertainty = jobRate("m1", "10 MB/s");
  badUncertainty.uncertainty = "150 %";
  CHECK_THAT(refused(badUncertainty), Catch::Contains("between 0 and 100 %"));
  Measurement notAFigure = jobRate("m1", "10 MB/s");
  notAFigure.job.clear();
  notAFigure.figure = "lto";
  CHECK_THAT(refused(notAFigure), Catch::Contains("is not a figure"));
}

TEST_CASE("the document refuses an invalid list whole and returns the previous one") {
  topology::Topology document(test::testCatalog());
  REQUIRE(document.setMeasurements({jobRate("m1", "10 MB/s")}));
  const auto duplicate =
      document.setMeasurements({jobRate("m1", "10 MB/s"), jobRate("m1", "20 MB/s")});
  REQUIRE_FALSE(duplicate);
  CHECK_THAT(duplicate.error().message, Catch::Contains("two measurements have the id 'm1'"));
  CHECK(document.measurements() == std::vector{jobRate("m1", "10 MB/s")});
  const auto previous = document.setMeasurements({});
  REQUIRE(previous);
  CHECK(*previous == std::vector{jobRate("m1", "10 MB/s")});

  REQUIRE(document.setCalibrated({{"lto.native_rate", "139 MB/s", {"m1"}, "2026-11-24"}}));
  CHECK_FALSE(document.setCalibrated({{"lto", "139 MB/s", {}, ""}}));
  CHECK_FALSE(document.setCalibrated(
      {{"lto.native_rate", "1 MB/s", {}, ""}, {"lto.native_rate", "2 MB/s", {}, ""}}));
  CHECK(document.calibrated().size() == 1);
}
