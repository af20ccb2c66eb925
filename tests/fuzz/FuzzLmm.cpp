// libFuzzer target: the lmm-system reader, and the max-min solve of what it accepts when the
// system is small enough to solve many times a second. A message, never a crash.

#include "maxmin/MaxMin.h"
#include "maxmin/SystemReader.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto problem = tapeflow::maxmin::parseSystem(text, "fuzz.lmm");
  if (problem && size < 4096) (void)tapeflow::maxmin::solve(*problem);
  return 0;
}
