#pragma once

// The JSON form of the document's elements, shared by the writer of the document and the writer
// of scenarios (a node a scenario adds is written as a node of the document is).

#include "topology/Topology.h"

#include <nlohmann/json.hpp>

namespace tapeflow::io {

using Ordered = nlohmann::ordered_json;

// A size for a file: whole binary or decimal units when exact ("256 KiB", "2 TB"), else bytes.
[[nodiscard]] std::string sizeText(double bytes);
// A parameter value through its definition, so quantities keep their unit and spelling.
[[nodiscard]] Ordered valueJson(const catalog::Value& value, const catalog::ParameterDef& def);
// The definition of a link parameter of `medium`, or nullptr.
[[nodiscard]] const catalog::ParameterDef*
linkParameterDef(const catalog::Catalog& catalog, std::string_view medium, std::string_view name);

[[nodiscard]] Ordered nodeJson(const topology::Topology& document, const topology::Node& node);
// `medium` types the link's parameters.
[[nodiscard]] Ordered linkJson(const topology::Topology& document, const topology::Link& link,
                               std::string_view medium);
[[nodiscard]] Ordered jobJson(const topology::Job& job);
// One field of a job as "set" of a job-changed record holds it: a partial job object.
void addJobField(Ordered& partialJob, const topology::Job& job, topology::JobField field);

// The document's scenarios as the "scenarios" member (format version 2).
[[nodiscard]] Ordered scenariosJson(const topology::Topology& document);
// MeasurementWriter.cpp: "measurements" and "calibrated" (format version 3).
[[nodiscard]] Ordered measurementsJson(const topology::Topology& document);
[[nodiscard]] Ordered calibratedJson(const topology::Topology& document);

} // namespace tapeflow::io
