// tapeflow-cli validate --from-components (issue 23's proof on the papers): every set-up of
// resources/validation/component-proof.json is calibrated from its component rows and its
// application rows predicted, before and after; the table has one line per paper, and the exit
// status says whether any paper's median error got worse.

#include "RunCli.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using tapeflow::test::run;

namespace {

// The groups the proof reads, straight from its file: what the output must account for.
nlohmann::json proofGroups() {
  std::ifstream file(std::string(TAPEFLOW_RESOURCE_DIR) + "/validation/component-proof.json");
  std::stringstream text;
  text << file.rdbuf();
  return nlohmann::json::parse(text.str())["groups"];
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

} // namespace

TEST_CASE("validate --from-components prints every group and one line per paper") {
  const auto groups = proofGroups();
  REQUIRE(groups.size() > 0);
  std::vector<std::string> papers; // in order of first appearance, as the table lists them
  std::map<std::string, std::size_t> applications;
  for (const auto& group : groups) {
    const std::string paper = group["paper"];
    if (!applications.count(paper)) papers.push_back(paper);
    applications[paper] += group["applications"].size();
  }

  const auto result = run({"validate", "--from-components"});
  INFO(result.err);
  CHECK(result.status == 0); // no paper's median is worse after the calibration
  CHECK(result.err.empty());
  const auto out = lines(result.out);
  // Each group: its heading, then its rows, component rows before application rows.
  std::size_t headings = 0;
  for (const auto& group : groups) {
    const std::string heading =
        group["paper"].get<std::string>() + ", " + group["name"].get<std::string>() + ":";
    headings += std::count(out.begin(), out.end(), heading) == 1 ? 1 : 0;
  }
  CHECK(headings == groups.size());
  std::size_t applicationRows = 0;
  for (const auto& [paper, rows] : applications) applicationRows += rows;
  CHECK(count(result.out, "  application ") == applicationRows);
  CHECK(count(result.out, " -> ") >= applicationRows);

  // The table: its header, then exactly one line per paper with its number of application rows
  // and four percentages (median and p90, before and after), none marked WORSE.
  const auto header =
      std::find(out.begin(), out.end(),
                "paper          rows  median before  p90 before  median after  p90 after");
  REQUIRE(header != out.end());
  const std::vector<std::string> table(header + 1, out.end());
  REQUIRE(table.size() == papers.size());
  for (std::size_t i = 0; i < papers.size(); ++i) {
    INFO(table[i]);
    std::istringstream fields(table[i]);
    std::string paper;
    std::size_t rows = 0;
    fields >> paper >> rows;
    CHECK(paper == papers[i]);
    CHECK(rows == applications[papers[i]]);
    CHECK(count(table[i], "%") == 4);
    CHECK(table[i].find("WORSE") == std::string::npos);
  }
}

TEST_CASE("validate --from-components --json has every group's rows and each paper's summary") {
  const auto groups = proofGroups();
  const auto result = run({"validate", "--from-components", "--json"});
  INFO(result.err);
  REQUIRE(result.status == 0);
  const auto json = nlohmann::json::parse(result.out);
  REQUIRE(json["groups"].size() == groups.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const auto& out = json["groups"][g];
    INFO(out["name"]);
    CHECK(out["paper"] == groups[g]["paper"]);
    CHECK(out["name"] == groups[g]["name"]);
    CHECK(out["components"].size() == groups[g]["components"].size());
    CHECK(out["applications"].size() == groups[g]["applications"].size());
    for (const auto& row : out["applications"]) {
      CHECK(row["measured"].get<double>() > 0);
      CHECK(row.contains("error_percent_before"));
      CHECK(row.contains("error_percent_after"));
    }
  }
  REQUIRE(json["papers"].size() >= 1);
  for (const auto& paper : json["papers"]) {
    INFO(paper["paper"]);
    CHECK(paper["rows"].get<std::size_t>() > 0);
    // The exit status's promise, paper by paper.
    CHECK(paper["median_after"].get<double>() <= paper["median_before"].get<double>() + 1e-9);
  }
}

TEST_CASE("validate --from-components refuses an unknown option as a usage error") {
  const auto result = run({"validate", "--from-components", "--frobnicate"});
  CHECK(result.status == 1);
  CHECK(result.err.find("unknown option '--frobnicate'") != std::string::npos);
}
