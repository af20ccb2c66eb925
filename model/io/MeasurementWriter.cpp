// Writing "measurements" and "calibrated" (format version 3, issue 23): members in a fixed
// order, empty ones left out.

#include "io/JsonForms.h"

namespace tapeflow::io {

Ordered measurementsJson(const topology::Topology& document) {
  Ordered list = Ordered::array();
  for (const auto& measurement : document.measurements()) {
    Ordered json;
    json["id"] = measurement.id;
    if (!measurement.job.empty()) {
      json["job"] = measurement.job;
      json["direction"] = std::string(topology::directionName(measurement.direction));
    }
    for (const auto& [key, text] :
         {std::pair{"figure", &measurement.figure}, std::pair{"value", &measurement.value},
          std::pair{"bytes", &measurement.bytes}, std::pair{"duration", &measurement.duration},
          std::pair{"uncertainty", &measurement.uncertainty}, std::pair{"date", &measurement.date},
          std::pair{"note", &measurement.note}})
      if (!text->empty()) json[key] = *text;
    list.push_back(std::move(json));
  }
  return list;
}

Ordered calibratedJson(const topology::Topology& document) {
  Ordered list = Ordered::array();
  for (const auto& figure : document.calibrated()) {
    Ordered json;
    json["figure"] = figure.figure;
    json["value"] = figure.value;
    json["from"] = figure.from;
    if (!figure.date.empty()) json["date"] = figure.date;
    list.push_back(std::move(json));
  }
  return list;
}

} // namespace tapeflow::io
