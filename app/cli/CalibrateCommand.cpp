// tapeflow-cli calibrate: fit the figures that the user's measurements (of jobs, or of single
// figures) can pin down, and print them with their change, the residual of every measurement
// and what the data cannot identify (issue 23).

#include "CatalogOptions.h"
#include "Columns.h"
#include "CommandDefinition.h"
#include "TopologyInput.h"

#include "calibration/Calibrate.h"
#include "calibration/JobCsv.h"
#include "units/Format.h"
#include "util/JsonReader.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <ostream>
#include <span>

namespace tapeflow::cli {
namespace {

using calibration::Identified;

std::string percent(double ratio) {
  char text[32];
  const double change = (ratio - 1.0) * 100.0;
  // Not "-0.0 %" for a change that rounds to nothing.
  std::snprintf(text, sizeof text, "%+.1f %%", std::abs(change) < 0.05 ? 0.0 : change);
  return text;
}

std::string identifiedText(const calibration::FittedFigure& fitted,
                           const std::vector<calibration::FittedFigure>& all) {
  if (fitted.identified == Identified::Yes)
    return fitted.atBound ? "fitted, but stopped at its bound: check the measurements" : "fitted";
  if (fitted.identified == Identified::NoMeasurement)
    return "not fitted: no measurement depends on it";
  std::string text = "only together with";
  for (std::size_t i = 0; i < fitted.together.size(); ++i)
    for (const auto& other : all)
      if (other.figure.key() == fitted.together[i]) text += (i ? ", " : " ") + other.figure.title();
  return text + " (moved together; the split between them is not known)";
}

void printText(const calibration::Calibration& fit, const topology::Topology& topology,
               std::ostream& out) {
  out << padded("Figure", 46) << padded("Before", 14) << padded("After", 14) << padded("Change", 10)
      << "\n";
  for (const auto& fitted : fit.figures)
    out << padded(fitted.figure.title(), 46) << padded(fitted.figure.format(fitted.before), 14)
        << padded(fitted.figure.format(fitted.after), 14)
        << padded(percent(fitted.after / fitted.before), 10) << identifiedText(fitted, fit.figures)
        << "\n";
  out << "\n"
      << padded("Measured", 46) << padded("Run", 9) << padded("Value", 14) << padded("Before", 20)
      << "After\n";
  for (const auto& residual : fit.residuals) {
    const auto value = [&](double v) { return calibration::formatMeasured(topology, residual, v); };
    out << padded(calibration::measuredSubject(topology, residual), 46)
        << padded(residual.figure.empty() ? std::string(topology::directionName(residual.direction))
                                          : std::string("-"),
                  9)
        << padded(value(residual.measured), 14)
        << padded(value(residual.before) + " " + percent(residual.before / residual.measured), 20)
        << value(residual.after) << " " << percent(residual.after / residual.measured) << "\n";
  }
  out << "\n"
      << (fit.converged ? "Converged" : "Stopped without converging") << " after " << fit.iterations
      << " iteration" << (fit.iterations == 1 ? "" : "s") << ".\n";
}

nlohmann::ordered_json toJson(const calibration::Calibration& fit,
                              const topology::Topology& topology) {
  nlohmann::ordered_json json;
  json["converged"] = fit.converged;
  json["iterations"] = fit.iterations;
  json["figures"] = nlohmann::ordered_json::array();
  for (const auto& fitted : fit.figures) {
    nlohmann::ordered_json figure;
    figure["key"] = fitted.figure.key();
    figure["title"] = fitted.figure.title();
    figure["before"] = fitted.before;
    figure["after"] = fitted.after;
    figure["identified"] = fitted.identified == Identified::Yes             ? "yes"
                           : fitted.identified == Identified::NoMeasurement ? "no-measurement"
                                                                            : "only-together";
    figure["at_bound"] = fitted.atBound;
    figure["together"] = fitted.together;
    figure["measured_by"] = fitted.measuredBy;
    json["figures"].push_back(std::move(figure));
  }
  json["measurements"] = nlohmann::ordered_json::array();
  for (const auto& residual : fit.residuals) {
    nlohmann::ordered_json row;
    if (!residual.id.empty()) row["id"] = residual.id;
    if (residual.figure.empty()) {
      row["job"] = residual.job;
      row["direction"] = topology::directionName(residual.direction);
    } else {
      row["figure"] = residual.figure;
    }
    row["name"] = calibration::measuredSubject(topology, residual);
    row["measured"] = residual.measured;
    row["before"] = residual.before;
    row["after"] = residual.after;
    json["measurements"].push_back(std::move(row));
  }
  return json;
}

// The measured jobs of a CSV file; nullopt (after saying why) when it has any error.
std::optional<std::vector<calibration::JobMeasurement>>
readCsv(std::string_view path, const topology::Topology& topology, const Io& io) {
  Diagnostics read;
  const auto text = readTextFile(std::string(path), read);
  if (!text) {
    io.err << read.toString();
    return std::nullopt;
  }
  auto csv = calibration::readJobCsv(*text, std::string(path), topology);
  io.err << csv.diagnostics.toString();
  if (csv.diagnostics.hasErrors()) return std::nullopt;
  if (csv.measurements.empty()) {
    io.err << path << ": no measured job\n";
    return std::nullopt;
  }
  return std::move(csv.measurements);
}

// What the fit compares with: the document's measurements (those that no longer apply are named
// on the error stream), else the job rates its validation records hold; and the CSV's jobs.
std::optional<calibration::MeasurementSet> measurementsOf(const topology::Topology& topology,
                                                          std::string_view file,
                                                          const std::string& csvFile,
                                                          const Io& io) {
  auto set = calibration::documentMeasurements(topology);
  for (const auto& skipped : set.skipped) io.err << shownName(file) << ": " << skipped << '\n';
  if (set.empty()) set.jobs = calibration::recordedMeasurements(topology);
  if (!csvFile.empty()) {
    const auto csv = readCsv(csvFile, topology, io);
    if (!csv) return std::nullopt;
    set.jobs.insert(set.jobs.end(), csv->begin(), csv->end());
  }
  if (set.empty()) {
    io.err << shownName(file)
           << ": holds no measurement that applies; give a CSV file of measured jobs\n";
    return std::nullopt;
  }
  return set;
}

// The figures named by --free OWNER.NAME, or the default ones for the measurements.
std::optional<std::vector<whatif::Figure>>
freeFigures(const std::vector<std::string>& named, const topology::Topology& topology,
            const calibration::MeasurementSet& measurements, const Io& io) {
  if (named.empty()) return calibration::defaultFreeFigures(topology, measurements);
  std::vector<whatif::Figure> free;
  for (const auto& key : named) {
    const auto figure = whatif::findFigure(topology, key);
    if (!figure) {
      io.err << "tapeflow-cli calibrate: --free " << key
             << ": no such figure (NODE.PARAMETER, as 'sweep --list' shows)\n";
      return std::nullopt;
    }
    free.push_back(*figure);
  }
  return free;
}

struct CalibrateArguments {
  std::string file;
  std::string measurements; // the CSV file of measured jobs; none when empty
  std::vector<std::string> free;
  bool json = false;
  CatalogOptions catalog;
};

int runCalibrate(const CalibrateArguments& args, const Io& io) {
  const auto catalog = loadCatalog(args.catalog, io, "calibrate");
  if (!catalog) return kExitInvalidInput;
  const auto loaded = loadTopologyArgument(args.file, catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  const auto measurements = measurementsOf(*loaded.topology, args.file, args.measurements, io);
  if (!measurements) return kExitInvalidInput;
  const auto free = freeFigures(args.free, *loaded.topology, *measurements, io);
  if (!free) return kExitUsage;
  const auto fit = calibration::calibrate(*loaded.topology, *measurements, *free);
  if (!fit) {
    io.err << "tapeflow-cli calibrate: " << fit.error().message << '\n';
    return kExitInvalidInput;
  }
  if (args.json)
    io.out << toJson(*fit, *loaded.topology).dump(2) << '\n';
  else
    printText(*fit, *loaded.topology, io.out);
  return kExitOk;
}

Runner defineCalibrate(CLI::App& app) {
  auto args = std::make_shared<CalibrateArguments>();
  app.description(
      "Fits figures of the topology FILE so that its predicted job rates match the rates\n"
      "measured in MEASUREMENTS.csv (one row per job run: job, bytes, duration or start and\n"
      "end; optional direction, uncertainty, date, note), or the job rates FILE records in its\n"
      "\"validation\" list (backup and restore, each against its own run). Prints each figure\n"
      "before and after with its change, each measurement against the prediction before and\n"
      "after, and the figures the measurements cannot identify. The file is not changed.");
  addTopologyFile(app, args->file);
  addArgument(app, "MEASUREMENTS.csv", args->measurements, kCsvKind,
              "the measured job runs, unless FILE records its own");
  addRepeated(app, "--free", args->free, "NODE.PARAMETER",
              "a figure the fit may move (repeatable); default: the drive, disk array and NIC "
              "rates on the measured jobs' paths");
  addFlag(app, "--json", args->json, "the same as JSON (rates in bytes/s)");
  args->catalog.define(app);
  return [args](const Io& io) { return runCalibrate(*args, io); };
}

} // namespace

extern const Command kCalibrateCommand;
const Command kCalibrateCommand{
    "calibrate",
    "fit the model's figures to measured job rates",
    &defineCalibrate,
};

} // namespace tapeflow::cli
