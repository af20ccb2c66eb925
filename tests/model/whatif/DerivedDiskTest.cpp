// The what-if tools on a disk that states no sequential rate (solver/UnstatedDiskRate.h): its
// sensitivity is read at the derived capacity, its figure's present value is the derived rate,
// the tornado scales that rate (an array's member rate when the array states no limit of its
// own), calibration frees it when it holds a measured job, and the advisor offers the next
// faster disk.
//
// The system (the solver tests' catalog): t-disk (or four of them in RAID-5) behind RAID
// controller `raid`, a 500 MB/s tape drive on its own HBA, a 1 GB/s bus; one backup job of the
// 100 GB volume. t-disk derives 6.75 pi = 21.21 MB/s (DiskMediaRateTest.cpp), which holds the
// job; the RAID-5 set reads 3 x 21.21 = 63.62 MB/s and writes 4 x 21.21 / (4/3) = 63.62 MB/s.

#include "solver/SolverFixture.h"

#include "calibration/Calibrate.h"
#include "whatif/Advisor.h"
#include "whatif/Figures.h"
#include "whatif/Sensitivity.h"
#include "whatif/Tornado.h"

#include <numbers>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double kDisk = 6.75 * std::numbers::pi * MB;

Diagram& onDisk(Diagram& d, const std::string& entry) {
  return d.onDisk(entry).job("j", "vol", "drive");
}

// The backup (or restore) run time with `figure` of `store` stated as `value`.
double runWith(topology::Topology copy, const std::string& figure, double value,
               solver::DirectionMode mode) {
  REQUIRE(copy.setParameter("store", figure, catalog::Value{value, {}, {}}));
  return whatif::figuresOf(solver::solve(copy, whatif::advisorSolveOptions(mode)),
                           copy.objectives())
      .runSeconds;
}

const whatif::TornadoBar* barOf(const whatif::TornadoData& data, const std::string& parameter) {
  for (const auto& bar : data.bars)
    if (bar.owner == "store" && bar.parameter == parameter) return &bar;
  return nullptr;
}

} // namespace

TEST_CASE("a derived-rate disk's sensitivity is read at its derived capacity") {
  // The disk holds the one job: its capacity is the derived 21.21 MB/s, and the run moves with
  // it one for one (elasticity 1, d rate / d capacity 1).
  Diagram d;
  onDisk(d, "t-disk");
  const auto options = whatif::advisorSolveOptions(solver::DirectionMode::Backup);
  const auto run = solver::solve(d.topology(), options);
  const auto list = whatif::sensitivities(d.topology(), run, options.flow);
  REQUIRE_FALSE(list.empty());
  const auto& s = list.front();
  CHECK(s.key == "disk:store:read");
  CHECK(s.parameter == "read_rate");
  CHECK(s.capacity == Approx(kDisk));
  CHECK(s.dRate == Approx(1.0));
  CHECK(s.elasticity == Approx(1.0));
}

TEST_CASE("a derived-rate disk's figures have the derived rate as their present value") {
  Diagram d;
  onDisk(d, "t-disk");
  for (const char* name : {"read_rate", "write_rate"}) {
    INFO(name);
    const auto figure = whatif::findFigure(d.topology(), "store", name);
    REQUIRE(figure);
    REQUIRE(figure->value);
    CHECK(*figure->value == Approx(kDisk));
    CHECK(figure->derived);
  }
  // A stated figure is not derived; one the solver puts nothing in place of has no value.
  const auto rpm = whatif::findFigure(d.topology(), "store", "rpm");
  REQUIRE(rpm);
  CHECK_FALSE(rpm->derived);
  const auto iops = whatif::findFigure(d.topology(), "store", "access_time");
  REQUIRE(iops);
  CHECK_FALSE(iops->value);

  // Set through the figure, the rate is stated and the job runs at it: 10 MB/s.
  auto figure = whatif::findFigure(d.topology(), "store", "read_rate");
  REQUIRE(whatif::setFigure(d.topology(), *figure, 10 * MB));
  CHECK_FALSE(whatif::findFigure(d.topology(), "store", "read_rate")->derived);
  CHECK(d.solve().job("j")->rate == Approx(10 * MB));

  // An array's member rates are its member disk's.
  Diagram a;
  onDisk(a, "t-raid5-of-disks");
  const auto member = whatif::findFigure(a.topology(), "store", "member_read_rate");
  REQUIRE(member);
  CHECK(member->value == Approx(kDisk));
  CHECK(member->derived);
}

TEST_CASE("the tornado scales a derived rate from its derived value") {
  // The disk's bar: backup at 50 % and 150 % of 21.21 MB/s, as solves with that rate stated
  // (the job takes 100 GB / rate: twice and two thirds the time). The document keeps no rate.
  Diagram d;
  onDisk(d, "t-disk");
  const auto& document = d.topology();
  const auto data = whatif::tornado(document);
  const auto* bar = barOf(data, "read_rate");
  REQUIRE(bar);
  CHECK(bar->error.empty());
  using enum solver::DirectionMode;
  CHECK(bar->lowBackup.runSeconds == Approx(runWith(document, "read_rate", kDisk * 0.5, Backup)));
  CHECK(bar->highBackup.runSeconds == Approx(runWith(document, "read_rate", kDisk * 1.5, Backup)));
  CHECK(bar->lowBackup.runSeconds == Approx(2 * data.backup.runSeconds).epsilon(0.01));
  // The restore writes at the same media rate: its own bar, scaled the same way.
  const auto* write = barOf(data, "write_rate");
  REQUIRE(write);
  CHECK(write->lowRestore.runSeconds ==
        Approx(runWith(document, "write_rate", kDisk * 0.5, Restore)));
  CHECK(write->highRestore.runSeconds > 0.0);
  CHECK(write->highRestore.runSeconds < data.restore.runSeconds);
  CHECK_FALSE(document.parameter(*document.node("store"), "read_rate"));
}

TEST_CASE("the tornado scales an array's member rate when the array states no limit") {
  // The RAID-5 set reads 3 x 21.21 MB/s from its member disk's derived rate and states no read
  // limit: its bar scales the member read rate (50 %: the backup takes twice as long).
  Diagram d;
  onDisk(d, "t-raid5-of-disks");
  const auto& document = d.topology();
  const auto data = whatif::tornado(document);
  const auto* bar = barOf(data, "member_read_rate");
  REQUIRE(bar);
  CHECK(bar->error.empty());
  using enum solver::DirectionMode;
  CHECK(bar->lowBackup.runSeconds ==
        Approx(runWith(document, "member_read_rate", kDisk * 0.5, Backup)));
  CHECK(bar->highBackup.runSeconds ==
        Approx(runWith(document, "member_read_rate", kDisk * 1.5, Backup)));
  CHECK(bar->lowBackup.runSeconds == Approx(2 * data.backup.runSeconds).epsilon(0.01));
  CHECK(bar->highBackup.runSeconds < data.backup.runSeconds);
  CHECK_FALSE(barOf(data, "read_rate"));
}

TEST_CASE("calibration frees a derived-rate disk that holds a measured job, and fits it") {
  // The job was measured at 17 MB/s; the disk that holds it is free, from its derived 21.21 MB/s,
  // and the fit states it at 17 MB/s.
  Diagram d;
  onDisk(d, "t-disk");
  calibration::JobMeasurement measured;
  measured.job = "j";
  measured.rate = 17 * MB;
  measured.uncertainty = 0.02;
  const std::vector<calibration::JobMeasurement> measurements{measured};
  const auto free = calibration::defaultFreeFigures(d.topology(), measurements);
  const auto found = std::find_if(free.begin(), free.end(),
                                  [](const auto& f) { return f.key() == "store.read_rate"; });
  REQUIRE(found != free.end());
  CHECK(found->value == Approx(kDisk));
  const auto fit = calibration::calibrate(d.topology(), measurements, {*found});
  REQUIRE(fit);
  REQUIRE(fit->figures.size() == 1);
  CHECK(fit->figures.front().before == Approx(kDisk));
  CHECK(fit->figures.front().after == Approx(17 * MB).epsilon(1e-4));
}

TEST_CASE("the advisor offers the next faster disk when the disk's rate is derived") {
  // t-disk-2010 is t-disk of 2010 (1600 kbit/in, outer zone 0.9, format 0.7): it derives
  // 1,600,000 x 0.9 x pi x 3 x 100 x 0.7 / 8 = 37.8 pi = 118.75 MB/s, the next faster disk
  // drive of the catalog. Put in, the backup runs at it (the drive takes 500 MB/s).
  Diagram d;
  onDisk(d, "t-disk");
  const auto result = whatif::advise(d.topology());
  const auto upgrade =
      std::find_if(result.advice.begin(), result.advice.end(), [](const whatif::Advice& a) {
        return a.change.kind == whatif::ChangeKind::Upgrade && a.change.node == "store";
      });
  REQUIRE(upgrade != result.advice.end());
  CHECK(upgrade->change.entry == "t-disk-2010");
  CHECK(upgrade->backup.steadyRate == Approx(37.8 * std::numbers::pi * MB));
  CHECK(upgrade->backupGain > 0.0);
}
