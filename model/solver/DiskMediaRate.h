#pragma once

// Disks without a datasheet rate (issue 20, mechanism 5). A spinning disk reads one track per
// revolution. Its outermost track is pi x D long on a platter of diameter D and holds the peak
// linear density rho times the outer zone's share z of it (zoned recording keeps the outer zones
// a little below the peak); a sustained read delivers the share f of those bits as user data
// (servo wedges, sector headers, ECC, the channel code and head and track switches take the
// rest). So the outer zone's sustained rate, the rate a datasheet quotes, is
//
//   R = rho x z x pi x D x (rpm / 60) x f / 8        bytes/s (rho in bit/in, D in inches)
//
// rho, z and f are the recording era's of the drive's year (catalog kind `recording-era`: rho
// grows geometrically between two eras, z and f linearly; after the last era its figures hold;
// before the first there is no rate); D is the platter of its form factor and spindle speed
// (kind `platter-size`: the smallest `max_rpm` at or above the drive's). A linear density or
// platter diameter the drive states wins over the table's, and a sequential rate it states wins
// over all of this. A write streams at the read's media rate.
//
// Worked example (the catalog's 1999 era, IBM's Ultrastar 36LZX): 352 kbit/in x 0.87 x pi x
// 75 mm (2.953 in) x 10,000 / 60 rev/s = 473.5 Mbit/s at the outer zone, x 0.609 / 8 = 36.0 MB/s
// (datasheet: 21-36 MB/s).

#include "catalog/Catalog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::solver {

struct RecordingEra {
  double year = 0;
  double linearDensity = 0; // bits per inch (the catalog states kbit/in)
  double outerZoneRatio = 1;
  double formatEfficiency = 1;
};

struct PlatterSize {
  std::string formFactor;
  double maxRpm = 0;
  double diameter = 0; // mm
};

// The catalog's recording eras (by year) and platter sizes (by form factor, then spindle speed).
struct DiskMediaTable {
  std::vector<RecordingEra> eras;
  std::vector<PlatterSize> platters;

  [[nodiscard]] static DiskMediaTable fromCatalog(const catalog::Catalog& catalog);
  // The era of `year`: between two eras, interpolated; after the last, the last. Before the
  // first, its density falls back at the rate it grew from the first era to the second, for at
  // most as many years as lie between those two (earliestYear()): a rule drawn from two eras is
  // not carried further back than it spans. None earlier (or without eras).
  [[nodiscard]] std::optional<RecordingEra> era(double year) const;
  // The first year era() gives a rate for; 0 without eras.
  [[nodiscard]] double earliestYear() const;
  // The era whose linear density (bits per inch) is `density`: for a drive that states its density
  // and no year, its outer zone and format come from when that density was recorded (between two
  // eras, interpolated as era() does; outside them, the nearest era's). None without eras.
  [[nodiscard]] std::optional<RecordingEra> eraOfDensity(double density) const;
  // The diameter (mm) of the smallest-rpm platter of `formFactor` that runs at `rpm`.
  [[nodiscard]] std::optional<double> platterDiameter(std::string_view formFactor,
                                                      double rpm) const;
};

// What a disk drive states that the rule reads (a node's figures or an array's member disk's).
struct DiskFigures {
  std::optional<double> readRate;  // bytes/s
  std::optional<double> writeRate; // bytes/s
  double rpm = 0;
  std::string formFactor;
  std::optional<double> year;
  std::optional<double> linearDensity;   // kbit/in, as the catalog states it
  std::optional<double> platterDiameter; // mm
};

// The outer zone's sustained rate (bytes/s) worked out from the drive's spindle speed, form
// factor and year (or its own linear density and platter diameter); none for a drive that does
// not spin or whose figures do not determine one.
[[nodiscard]] std::optional<double> derivedMediaRate(const DiskFigures& disk,
                                                     const DiskMediaTable& table);

// The drive's sequential rate: for a write its stated write rate, else its stated read rate,
// else the derived media rate; none when nothing determines one.
[[nodiscard]] std::optional<double> sequentialRate(const DiskFigures& disk, bool write,
                                                   const DiskMediaTable& table);

} // namespace tapeflow::solver
