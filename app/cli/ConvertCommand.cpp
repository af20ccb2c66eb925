// tapeflow-cli convert: the units module from the shell ("how much is 54 GB/h in MB/s?").

#include "CommandDefinition.h"

#include "units/Format.h"
#include "units/Units.h"

#include <array>
#include <ostream>

namespace tapeflow::cli {
namespace {

struct ConvertArguments {
  std::vector<std::string> values;
  std::string to;
  bool bits = false;
  bool perHour = false;
  const CLI::Option* toOption = nullptr;
};

int runConvert(const ConvertArguments& args, const Io& io) {
  int status = kExitOk;
  for (const auto& text : args.values) {
    const auto quantity = units::parseQuantity(text);
    if (!quantity) {
      io.err << "tapeflow-cli convert: " << quantity.error().message << '\n';
      status = kExitInvalidInput;
      continue;
    }
    if (given(args.toOption)) {
      const auto unit = units::parseUnit(args.to);
      if (!unit) {
        io.err << "tapeflow-cli convert: " << unit.error().message << '\n';
        return kExitInvalidInput;
      }
      if (unit->dimension != quantity->dimension) {
        io.err << "tapeflow-cli convert: '" << text << "' is "
               << units::dimensionName(quantity->dimension) << " and '" << args.to << "' is "
               << units::dimensionName(unit->dimension) << "; they do not convert\n";
        status = kExitInvalidInput;
        continue;
      }
      io.out << units::format(quantity->value, *unit, 6) << '\n';
    } else {
      units::AutoStyle style;
      style.bits = args.bits;
      style.perHour = args.perHour;
      style.significant = 6;
      io.out << units::formatAuto(quantity->value, quantity->dimension, style) << '\n';
    }
  }
  return status;
}

Runner defineConvert(CLI::App& app) {
  auto args = std::make_shared<ConvertArguments>();
  app.description("Converts each VALUE (a number with a unit, e.g. '160 MB/s', '54 GB/h', "
                  "'1 Gb/s',\n'256 KiB') to UNIT, or to a readable unit chosen automatically.");
  addArguments(app, "VALUE", args->values, "VALUE",
               "a number with its unit, for example '160 MB/s'")
      ->required();
  args->toOption = addValue(app, "--to", args->to, "UNIT", "the unit to express the value in");
  addFlag(app, "--bits", args->bits, "with no --to: show bits instead of bytes");
  addFlag(app, "--per-hour", args->perHour, "with no --to: show rates per hour");
  app.footer("Prefixes k M G T P E are powers of 1000, Ki Mi Gi Ti Pi Ei powers of 1024;\n"
             "B is a byte and b a bit; rates are per s, min or h ('MB/s', 'GB/h', 'Mbps').");
  return [args](const Io& io) { return runConvert(*args, io); };
}

} // namespace

extern const Command kConvertCommand;
const Command kConvertCommand{
    "convert",
    "convert between units (MB/s, GB/h, Gb/s, KiB, ...)",
    &defineConvert,
};

} // namespace tapeflow::cli
