#include "ComponentProofOutput.h"

#include "Columns.h"

#include "io/TopologyFile.h"
#include "units/Format.h"
#include "validation/ComponentProof.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace tapeflow::cli {
namespace {

namespace fs = std::filesystem;
using validation::GroupProof;

std::string pct(double value) { return units::format(value / 100.0, "%", 3); }

bool loadSet(const std::shared_ptr<const catalog::Catalog>& catalog, const fs::path& dir,
             std::vector<validation::ProofDocument>& set, const Io& io) {
  std::vector<fs::path> files;
  for (const auto& item : fs::directory_iterator(dir))
    if (item.path().extension() == ".tapeflow") files.push_back(item.path());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    auto loaded = io::loadTopologyFile(file.string(), catalog);
    if (!loaded.topology || loaded.diagnostics.hasErrors()) {
      io.err << loaded.diagnostics.toString();
      return false;
    }
    set.push_back({file.filename().string(), std::move(*loaded.topology)});
  }
  return true;
}

const char* verdict(calibration::Identified identified) {
  switch (identified) {
  case calibration::Identified::Yes: return "fitted";
  case calibration::Identified::NoMeasurement: return "not fitted: no component row depends on it";
  case calibration::Identified::OnlyTogether: return "moved only together with others";
  }
  return "";
}

void printGroup(const GroupProof& proof, std::ostream& out) {
  out << proof.group.paper << ", " << proof.group.name << ":\n";
  for (const auto& figure : proof.figures)
    out << "  " << padded(figure.entry + "." + figure.parameter, 44) << " x"
        << units::formatExact(std::round(figure.ratio * 1000.0) / 1000.0) << "  "
        << verdict(figure.identified) << '\n';
  const auto rows = [&](const char* what, const auto& before, const auto& after) {
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i)
      out << "  " << what << ' ' << padded(before[i].record.id, 36) << " error "
          << padded(pct(before[i].errorPercent), 9) << " -> " << pct(after[i].errorPercent) << '\n';
  };
  rows("component  ", proof.componentsBefore, proof.componentsAfter);
  rows("application", proof.applicationsBefore, proof.applicationsAfter);
}

nlohmann::json rowsJson(const std::vector<validation::Row>& before,
                        const std::vector<validation::Row>& after) {
  auto list = nlohmann::json::array();
  for (std::size_t i = 0; i < before.size() && i < after.size(); ++i)
    list.push_back({{"id", before[i].record.id},
                    {"measured", before[i].measured},
                    {"error_percent_before", before[i].errorPercent},
                    {"error_percent_after", after[i].errorPercent}});
  return list;
}

nlohmann::json toJson(const std::vector<GroupProof>& groups,
                      const std::vector<validation::PaperProof>& papers) {
  nlohmann::json json;
  for (const auto& proof : groups) {
    nlohmann::json g{{"paper", proof.group.paper}, {"name", proof.group.name}};
    for (const auto& figure : proof.figures)
      g["figures"].push_back({{"entry", figure.entry},
                              {"parameter", figure.parameter},
                              {"ratio", figure.ratio},
                              {"identified", verdict(figure.identified)}});
    g["components"] = rowsJson(proof.componentsBefore, proof.componentsAfter);
    g["applications"] = rowsJson(proof.applicationsBefore, proof.applicationsAfter);
    json["groups"].push_back(std::move(g));
  }
  for (const auto& paper : papers)
    json["papers"].push_back({{"paper", paper.paper},
                              {"rows", paper.before.count},
                              {"median_before", paper.before.medianPercent},
                              {"p90_before", paper.before.p90Percent},
                              {"median_after", paper.after.medianPercent},
                              {"p90_after", paper.after.p90Percent}});
  return json;
}

void printPapers(const std::vector<validation::PaperProof>& papers, std::ostream& out) {
  out << "\npaper          rows  median before  p90 before  median after  p90 after\n";
  for (const auto& paper : papers)
    out << padded(paper.paper, 14) << ' ' << padded(std::to_string(paper.before.count), 5) << ' '
        << padded(pct(paper.before.medianPercent), 14) << ' '
        << padded(pct(paper.before.p90Percent), 11) << ' '
        << padded(pct(paper.after.medianPercent), 13) << ' ' << pct(paper.after.p90Percent)
        << (paper.after.medianPercent > paper.before.medianPercent + 1e-9 ? "  WORSE" : "") << '\n';
}

} // namespace

int runComponentProof(const std::shared_ptr<const catalog::Catalog>& catalog, bool json,
                      const Io& io) {
  const fs::path dir = fs::path(catalog::defaultResourceDir()) / "validation";
  std::ifstream file(dir / "component-proof.json");
  std::stringstream text;
  text << file.rdbuf();
  const auto groups = validation::readProofGroups(text.str());
  if (!groups) {
    io.err << "tapeflow-cli validate: component-proof.json: " << groups.error().message << '\n';
    return kExitInvalidInput;
  }
  std::vector<validation::ProofDocument> set;
  if (!loadSet(catalog, dir, set, io)) return kExitInvalidInput;
  std::vector<GroupProof> proofs;
  for (const auto& group : *groups) {
    auto proof = validation::proveGroup(group, set);
    if (!proof) {
      io.err << "tapeflow-cli validate: " << group.name << ": " << proof.error().message << '\n';
      return kExitInvalidInput;
    }
    proofs.push_back(std::move(*proof));
  }
  const auto papers = validation::byPaper(proofs);
  if (json) {
    io.out << toJson(proofs, papers).dump(2) << '\n';
  } else {
    for (const auto& proof : proofs) printGroup(proof, io.out);
    printPapers(papers, io.out);
  }
  const bool worse = std::any_of(papers.begin(), papers.end(), [](const auto& paper) {
    return paper.after.medianPercent > paper.before.medianPercent + 1e-9;
  });
  return worse ? kExitThresholds : kExitOk;
}

} // namespace tapeflow::cli
