// libFuzzer target: the units parser. Any text parses or gets a message; a quantity that parses
// formats, and that text parses again to the same dimension.

#include "units/Format.h"
#include "units/Units.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  using namespace tapeflow::units;
  (void)parseUnit(text);
  if (const auto unit = parseUnit("MB/s")) (void)parseAs(text, *unit);
  const auto quantity = parseQuantity(text);
  if (!quantity) return 0;
  const std::string shown = formatAuto(quantity->value, quantity->dimension);
  const std::string exact = formatExact(quantity->value);
  (void)shown;
  const auto again = parseQuantity(exact);
  if (!again) {
    std::fprintf(stderr, "'%s' parsed, but its exact form '%s' does not: %s\n",
                 std::string(text).c_str(), exact.c_str(), again.error().message.c_str());
    std::abort();
  }
  return 0;
}
