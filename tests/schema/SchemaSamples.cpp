// tapeflow-schema-samples OUT_DIR: writes the topology files Tapeflow itself writes, for the
// schema test to check with a real JSON Schema validator (validate-schema.py). For every shipped
// example and validation file: the file saved again ("saved-NAME"), and saved with every figure
// of every component given as an override the way the inspector types it: a quantity with its
// unit ("160 MB/s"), a list item by item ("overrides-NAME"). Exit 0 when all were written.

#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "units/Format.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <variant>

namespace fs = std::filesystem;
using namespace tapeflow;

namespace {

// The value as the inspector stores what a person typed: quantities keep their spelling.
catalog::Value asTyped(catalog::Value value, const catalog::ParameterDef& def) {
  if (def.type == catalog::ParamType::Quantity && value.text.empty())
    value.text = units::format(value.number(), def.unit);
  if (def.type == catalog::ParamType::List && value.itemTexts.empty())
    for (const double item : value.list()) value.itemTexts.push_back(units::format(item, def.unit));
  return value;
}

// Every figure of every node as an override; returns how many were set.
int overrideEverything(topology::Topology& topology) {
  int count = 0;
  const auto nodes = topology.nodes(); // a copy: setParameter changes the nodes
  for (const auto& node : nodes) {
    const auto* kind = topology.catalog().kinds().kind(node.kind);
    if (!kind) continue;
    for (const auto& def : kind->parameters) {
      const auto* value = topology.parameter(node, def.name);
      if (!value) continue;
      if (topology.setParameter(node.id, def.name, asTyped(*value, def))) ++count;
    }
  }
  return count;
}

bool write(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

} // namespace

int main(int argc, char* argv[]) {
  if (argc != 2) {
    std::cerr << "usage: tapeflow-schema-samples OUT_DIR\n";
    return 1;
  }
  const fs::path outDir = argv[1];
  fs::create_directories(outDir);
  const fs::path resources = TAPEFLOW_RESOURCE_DIR;
  Diagnostics diagnostics;
  const auto catalog = catalog::Catalog::load((resources / "catalog").string(), "", diagnostics);
  if (!catalog || diagnostics.hasErrors()) {
    std::cerr << diagnostics.toString();
    return 2;
  }
  int files = 0, overrides = 0;
  for (const auto* folder : {"examples", "validation"}) {
    for (const auto& item : fs::directory_iterator(resources / folder)) {
      if (item.path().extension() != ".tapeflow") continue;
      auto loaded = io::loadTopologyFile(item.path().string(), catalog);
      if (!loaded.topology) {
        std::cerr << loaded.diagnostics.toString();
        return 2;
      }
      const std::string name = std::string(folder) + "-" + item.path().filename().string();
      if (!write(outDir / ("saved-" + name), io::saveTopologyText(*loaded.topology))) return 2;
      overrides += overrideEverything(*loaded.topology);
      if (!write(outDir / ("overrides-" + name), io::saveTopologyText(*loaded.topology))) return 2;
      files += 2;
    }
  }
  std::cout << "wrote " << files << " files with " << overrides << " overrides to "
            << outDir.string() << '\n';
  return files > 0 && overrides > 0 ? 0 : 2;
}
