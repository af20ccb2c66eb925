// Set-up templates (issue 22, item 10): the shipped template expands, for its presets and for
// every option, into a document whose counts, ports and jobs are what a hand count gives; input
// the chosen models cannot hold is refused with the topology reader's words; a template with a
// wrong placeholder does not load.

#include "io/SetUpTemplate.h"
#include "io/TemplatePlaceholders.h"

#include "catalog/Catalog.h"
#include "whatif/WhatifFixture.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::io;

namespace {

const SetUpTemplate& lanTemplate() {
  static const auto load = loadSetUpTemplate(std::string(TAPEFLOW_RESOURCE_DIR) +
                                             "/templates/lan-backup-to-library.json");
  INFO(load.diagnostics.toString());
  REQUIRE(load.setUp);
  return *load.setUp;
}

std::string linkTo(const topology::Topology& topology, const std::string& node,
                   const std::string& port) {
  for (const auto* link : topology.linksOf(node)) {
    if (link->a.node == node && link->a.port == port) return link->b.node + ":" + link->b.port;
    if (link->b.node == node && link->b.port == port) return link->a.node + ":" + link->a.port;
  }
  return {};
}

std::string firstError(const LoadResult& result) {
  for (const auto& diagnostic : result.diagnostics.all())
    if (diagnostic.severity == Severity::Error) return diagnostic.message;
  return {};
}

Json parse(const char* text) { return Json::parse(text); }

} // namespace

TEST_CASE("the shipped set-up template expands its presets as counted by hand") {
  const auto& setUp = lanTemplate();
  const auto result = expandSetUpTemplate(setUp, {}, test::shippedCatalog());
  INFO(result.diagnostics.toString());
  REQUIRE(result.topology);
  const auto& topology = *result.topology;
  // 6 nodes once, 1 per drive (2), 6 per client (4); 4 links once, 2 per drive, 6 per client.
  CHECK(topology.nodes().size() == 6 + 2 + 6 * 4);
  CHECK(topology.links().size() == 4 + 2 * 2 + 6 * 4);
  REQUIRE(topology.jobs().size() == 4);
  // Clients take the drives in turn; the switch's first port is the backup server's.
  const std::vector<std::string> targets{"drive1", "drive2", "drive1", "drive2"};
  for (std::size_t i = 0; i < 4; ++i) {
    const auto& job = topology.jobs()[i];
    CHECK(job.name == "Client " + std::to_string(i + 1));
    CHECK(job.source == "clivol" + std::to_string(i + 1));
    CHECK(job.target == targets[i]);
  }
  CHECK(linkTo(topology, "sw", "eth1") == "srvnic:eth1");
  CHECK(linkTo(topology, "sw", "eth4") == "clinic3:eth1");
  CHECK(linkTo(topology, "lib", "bay2") == "drive2:library");
  CHECK(topology.node("drive2")->name == "LTO-9 HH 2");
  CHECK(topology.node("sw")->entry == "generic-switch-10g");
  // Copies a step apart: client 2 is 600 to the right of client 1, client 6 a row below client 1.
  const auto input = TemplateInput{{{"clients", 6}}, {}};
  const auto six = expandSetUpTemplate(setUp, input, test::shippedCatalog());
  REQUIRE(six.topology);
  CHECK(six.topology->node("cli2")->position.x - six.topology->node("cli1")->position.x == 600);
  CHECK(six.topology->node("cli6")->position.x == six.topology->node("cli1")->position.x);
  CHECK(six.topology->node("cli6")->position.y - six.topology->node("cli1")->position.y == 760);
}

TEST_CASE("every option of the shipped template makes a valid document") {
  const auto& setUp = lanTemplate();
  for (const auto& choice : setUp.choices)
    for (std::size_t option = 0; option < choice.options.size(); ++option) {
      INFO(choice.label << ": " << choice.options[option].label);
      TemplateInput input;
      input.choices[choice.id] = static_cast<int>(option);
      const auto result = expandSetUpTemplate(setUp, input, test::shippedCatalog());
      INFO(result.diagnostics.toString());
      CHECK(result.topology);
    }
}

TEST_CASE("a set-up the chosen models cannot hold is refused in the names of its nodes") {
  const auto& setUp = lanTemplate();
  SECTION("three drives in a two-bay autoloader") {
    const auto small = expandSetUpTemplate(setUp, {{{"drives", 3}}, {}}, test::shippedCatalog());
    CHECK_FALSE(small.topology);
    CHECK(firstError(small) == "'Autoloader' has no port 'bay3' (its ports: bay1, bay2)");
    const auto large =
        expandSetUpTemplate(setUp, {{{"drives", 3}}, {{"library", 1}}}, test::shippedCatalog());
    CHECK(large.topology);
  }
  SECTION("a 24-port switch holds the backup server and 23 clients") {
    const auto fits =
        expandSetUpTemplate(setUp, {{{"clients", 23}}, {{"network", 0}}}, test::shippedCatalog());
    CHECK(fits.topology);
    const auto over =
        expandSetUpTemplate(setUp, {{{"clients", 24}}, {{"network", 0}}}, test::shippedCatalog());
    CHECK_FALSE(over.topology);
    CHECK_THAT(firstError(over),
               Catch::StartsWith("'1 GbE switch' has no port 'eth25' (its ports"));
  }
  SECTION("counts outside their range are held to it") {
    const auto result =
        expandSetUpTemplate(setUp, {{{"drives", 50}}, {{"library", 1}}}, test::shippedCatalog());
    REQUIRE(result.topology);
    CHECK(result.topology->node("drive8"));
    CHECK_FALSE(result.topology->node("drive9"));
  }
}

TEST_CASE("placeholders number copies, count in turn and fill in words") {
  PlaceholderValues values;
  values.index = 5;
  values.counts = {{"drives", 2}};
  values.words = {{"drive", "ibm-lto-9-hh"}};
  CHECK(substitutePlaceholders("cli{i}", values).text == "cli5");
  CHECK(substitutePlaceholders("sw:eth{i+1}", values).text == "sw:eth6");
  CHECK(substitutePlaceholders("{i-4}", values).text == "1");
  CHECK(substitutePlaceholders("drive{i%drives}", values).text == "drive1");
  CHECK(substitutePlaceholders("{drives} x {drive}", values).text == "2 x ibm-lto-9-hh");
  CHECK(substitutePlaceholders("no placeholder", values).text == "no placeholder");
  CHECK(substitutePlaceholders("{disk}", values).error == "unknown placeholder '{disk}'");
  CHECK(substitutePlaceholders("{i+x}", values).error ==
        "'{i+x}': expected a whole number after 'i+'");
  CHECK(substitutePlaceholders("a{i", values).error == "a '{' without its '}' in 'a{i'");
  values.index.reset();
  CHECK(substitutePlaceholders("{i}", values).error == "'{i}' is only known in a repeated part");
}

TEST_CASE("a template with a wrong placeholder or count does not load") {
  const auto wrong = readSetUpTemplate(parse(R"({
    "format": "tapeflow-template", "version": 1, "name": "t",
    "counts": [{"id": "n", "label": "N", "min": 1, "max": 4, "preset": 2}],
    "parts": [{"nodes": [{"id": "x{i}", "entry": "e", "name": "X"}]},
              {"repeat": "m", "nodes": [{"id": "y{n}{disk}", "entry": "e", "name": "Y"}]}]
  })"),
                                       "t.json");
  CHECK_FALSE(wrong.setUp);
  const auto& all = wrong.diagnostics.all();
  REQUIRE(all.size() == 3);
  CHECK(all[0].pointer == "/parts/0/nodes/0/id");
  CHECK(all[0].message == "'{i}' is only known in a repeated part");
  CHECK(all[1].pointer == "/parts/1/repeat");
  CHECK(all[2].message == "unknown placeholder '{disk}'");

  const auto badCount = readSetUpTemplate(parse(R"({
    "format": "tapeflow-template", "version": 1, "name": "t",
    "counts": [{"id": "n", "label": "N", "min": 3, "max": 2, "preset": 2}], "parts": []
  })"),
                                          "t.json");
  CHECK_FALSE(badCount.setUp);
  CHECK(badCount.diagnostics.all().front().pointer == "/counts/0");

  const auto unevenChoice = readSetUpTemplate(parse(R"({
    "format": "tapeflow-template", "version": 1, "name": "t",
    "choices": [{"id": "c", "label": "C", "options": [
      {"label": "a", "values": {"x": "1"}}, {"label": "b", "values": {"y": "1"}}]}],
    "parts": []
  })"),
                                              "t.json");
  CHECK_FALSE(unevenChoice.setUp);
  CHECK(unevenChoice.diagnostics.all().front().pointer == "/choices/0/options/1");
}

TEST_CASE("the shipped templates folder loads without a problem") {
  Diagnostics problems;
  const auto templates =
      loadSetUpTemplates(std::string(TAPEFLOW_RESOURCE_DIR) + "/templates", problems);
  INFO(problems.toString());
  CHECK(problems.empty());
  CHECK_FALSE(templates.empty());
}
