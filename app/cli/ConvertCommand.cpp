// tapeflow-cli convert: the units module from the shell ("how much is 54 GB/h in MB/s?").

#include "CommandLine.h"

#include "units/Format.h"
#include "units/Units.h"

#include <array>
#include <ostream>

namespace tapeflow::cli {
namespace {

int runConvert(const Arguments& args, const Io& io) {
  static constexpr std::array<std::string_view, 1> kValued{"--to"};
  static constexpr std::array<std::string_view, 3> kKnown{"--to", "--bits", "--per-hour"};
  if (const auto unknown = args.unknownOption(kKnown)) {
    io.err << "tapeflow-cli convert: unknown option '" << *unknown << "'\n";
    return kExitUsage;
  }
  bool missing = false;
  const auto to = args.value("--to", &missing);
  if (missing) {
    io.err << "tapeflow-cli convert: --to needs a unit, for example --to GB/h\n";
    return kExitUsage;
  }
  const auto values = args.positional(kValued);
  if (values.empty()) {
    io.err << "tapeflow-cli convert: give a value to convert, for example '160 MB/s'\n";
    return kExitUsage;
  }

  int status = kExitOk;
  for (const auto text : values) {
    const auto quantity = units::parseQuantity(text);
    if (!quantity) {
      io.err << "tapeflow-cli convert: " << quantity.error().message << '\n';
      status = kExitInvalidInput;
      continue;
    }
    if (to) {
      const auto unit = units::parseUnit(*to);
      if (!unit) {
        io.err << "tapeflow-cli convert: " << unit.error().message << '\n';
        return kExitInvalidInput;
      }
      if (unit->dimension != quantity->dimension) {
        io.err << "tapeflow-cli convert: '" << text << "' is "
               << units::dimensionName(quantity->dimension) << " and '" << *to << "' is "
               << units::dimensionName(unit->dimension) << "; they do not convert\n";
        status = kExitInvalidInput;
        continue;
      }
      io.out << units::format(quantity->value, *unit, 6) << '\n';
    } else {
      units::AutoStyle style;
      style.bits = args.has("--bits");
      style.perHour = args.has("--per-hour");
      style.significant = 6;
      io.out << units::formatAuto(quantity->value, quantity->dimension, style) << '\n';
    }
  }
  return status;
}

} // namespace

extern const Command kConvertCommand;
const Command kConvertCommand{
    "convert",
    "convert VALUE... [--to UNIT | --bits | --per-hour]",
    "convert between units (MB/s, GB/h, Gb/s, KiB, ...)",
    "Converts each VALUE (a number with a unit, e.g. '160 MB/s', '54 GB/h', '1 Gb/s',\n"
    "'256 KiB') to UNIT, or to a readable unit chosen automatically.\n\n"
    "Prefixes k M G T P E are powers of 1000, Ki Mi Gi Ti Pi Ei powers of 1024;\n"
    "B is a byte and b a bit; rates are per s, min or h ('MB/s', 'GB/h', 'Mbps').\n\n"
    "Options:\n"
    "  --to UNIT     the unit to express the value in\n"
    "  --bits        with no --to: show bits instead of bytes\n"
    "  --per-hour    with no --to: show rates per hour\n",
    &runConvert,
};

} // namespace tapeflow::cli
