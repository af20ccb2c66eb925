// The figures a person can vary: every numeric parameter of nodes and links and every numeric
// job option, with its present value and range; setFigure() changes exactly that figure through
// the document's operations and is refused where the document refuses.

#include "RandomTopology.h"

#include "whatif/Figures.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tapeflow;

namespace {

topology::Topology document() {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 2;
  shape.clients = 1;
  shape.lan = true;
  test::buildRandomTopology(t, 3, shape);
  return t;
}

} // namespace

TEST_CASE("the figures are the numeric parameters of nodes and links and the job options") {
  const topology::Topology t = document();
  const auto figures = whatif::variableFigures(t);
  const auto* drive = t.node("srv0-drive1");
  REQUIRE(drive);
  const auto rate = std::find_if(figures.begin(), figures.end(), [](const whatif::Figure& f) {
    return f.key() == "srv0-drive1.native_rate";
  });
  REQUIRE(rate != figures.end());
  CHECK(rate->ownerName == drive->name);
  CHECK(rate->hasUnit);
  REQUIRE(rate->value);
  CHECK(*rate->value == t.parameter(*drive, "native_rate")->number());
  // No flags, enums or references: only what can be set to a number.
  for (const auto& figure : figures)
    if (figure.target == whatif::AxisTarget::NodeParameter) {
      const auto* def = t.kindOf(*t.node(figure.owner))->parameter(figure.name);
      CHECK((def->type == catalog::ParamType::Quantity || def->type == catalog::ParamType::Number ||
             def->type == catalog::ParamType::Integer));
    }
  const auto streams = whatif::findFigure(t, t.jobs().front().id, "streams");
  REQUIRE(streams);
  CHECK(streams->integer);
  CHECK(streams->value == double(t.jobs().front().options.streams));
  CHECK(streams->title() == t.jobs().front().name + " ▸ Streams");
  const auto model = whatif::findFigure(t, "srv0-drive1", "entry");
  REQUIRE(model);
  CHECK(model->target == whatif::AxisTarget::NodeEntry);
  CHECK_FALSE(model->value);
  CHECK(model->title() == drive->name + " ▸ Model");
  CHECK_FALSE(whatif::findFigure(t, "srv0-drive1", "no_such_figure"));
  CHECK_FALSE(whatif::findFigure(t, "nobody", "native_rate"));
}

TEST_CASE("setFigure changes that figure alone, rounds whole numbers and is refused out of range") {
  topology::Topology t = document();
  const auto rate = whatif::findFigure(t, "srv0-drive1", "native_rate");
  REQUIRE(rate);
  REQUIRE(whatif::setFigure(t, *rate, 123e6));
  CHECK(t.parameter(*t.node("srv0-drive1"), "native_rate")->number() == 123e6);
  CHECK(t.node("srv0-drive1")->overrides.size() == 1);

  const std::string job = t.jobs().front().id;
  const auto streams = whatif::findFigure(t, job, "streams");
  REQUIRE(streams);
  REQUIRE(whatif::setFigure(t, *streams, 2.6));
  CHECK(t.job(job)->options.streams == 3);
  CHECK_FALSE(whatif::setFigure(t, *streams, 5000)); // more than a job may have
  CHECK(t.job(job)->options.streams == 3);
  CHECK_FALSE(whatif::setFigure(t, *rate, -1.0));
  CHECK_FALSE(whatif::setFigure(t, *whatif::findFigure(t, "srv0-drive1", "entry"), 1.0));
  CHECK(t.parameter(*t.node("srv0-drive1"), "native_rate")->number() == 123e6);
}

TEST_CASE("a figure of a profile a node references is found by name, not listed, and set") {
  topology::Topology t = document();
  const std::string key = "backup_app.requests_in_flight";
  const auto figure = whatif::findFigure(t, "srv0", key);
  REQUIRE(figure);
  CHECK(figure->target == whatif::AxisTarget::NodeParameter);
  CHECK(figure->integer);
  CHECK(figure->title() == t.node("srv0")->name + " ▸ Backup application: Requests in flight");
  // By its key, split where the owner is the node.
  const auto byKey = whatif::findFigure(t, "srv0." + key);
  REQUIRE(byKey);
  CHECK(byKey->name == key);
  const auto figures = whatif::variableFigures(t);
  CHECK(std::none_of(figures.begin(), figures.end(),
                     [&](const whatif::Figure& f) { return f.name == key; }));
  REQUIRE(whatif::setFigure(t, *figure, 4.0));
  CHECK(t.node("srv0")->overrides.at(key).integer() == 4);
  CHECK(whatif::findFigure(t, "srv0", key)->value == 4.0);
  CHECK_FALSE(whatif::findFigure(t, "srv0", "backup_app.colour"));
}

TEST_CASE("a job's option is found under an id a node also has") {
  // Nodes and jobs have ids of their own; findFigure() looks at every owner of that id.
  topology::Topology t = document();
  auto job = t.jobs().front();
  job.id = "srv0-drive1";
  job.name = "Same id as the drive";
  REQUIRE(t.addJob(job));
  const auto option = whatif::findFigure(t, "srv0-drive1", "requests_in_flight");
  REQUIRE(option);
  CHECK(option->target == whatif::AxisTarget::JobOption);
  CHECK(option->ownerName == "Same id as the drive");
  CHECK(whatif::findFigure(t, "srv0-drive1", "native_rate")->target ==
        whatif::AxisTarget::NodeParameter);
}
