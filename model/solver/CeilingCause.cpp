#include "solver/CeilingCause.h"

#include "solver/FigureWords.h"
#include "solver/RequestPlan.h"
#include "units/Format.h"
#include "util/Concat.h"

#include <string>

namespace tapeflow::solver {

namespace {

std::string oneBlock(double block) { return "one " + binaryBytesWords(block); }

// A round trip or a request's time: milliseconds below a second ("32.7 ms", not "0.0327 s").
std::string shortTime(double seconds) {
  return seconds < 1.0 ? units::format(seconds, "ms", 3) : units::formatDuration(seconds);
}

} // namespace

std::string ceilingWords(const CeilingCause& cause) {
  using Kind = CeilingCause::Kind;
  static const std::string kNobody;
  const std::string& name = cause.name ? *cause.name : kNobody;
  switch (cause.kind) {
  case Kind::None: return {};
  case Kind::FileSystem:
    // `parts` readers at once (files read at once); 0 or 1: one.
    return concat(cause.parts > 1.0 ? units::formatExact(cause.parts) : std::string("one"), " ",
                  cause.writing ? "writer" : "reader", cause.parts > 1.0 ? "s" : "", " of ",
                  cause.profile ? cause.profile->displayName() : std::string(),
                  cause.size > 0.0 ? " with files of " : "",
                  cause.size > 0.0 ? bytesWords(cause.size) : std::string());
  case Kind::Compression: return concat("software compression on one core of ", name);
  case Kind::BlockCommand: return concat(oneBlock(cause.size), " block per command to ", name);
  case Kind::NetworkStream: return concat("a single network stream through ", name);
  case Kind::BlockRoundTrip: return concat(oneBlock(cause.size), " block per network round trip");
  case Kind::StoreWindow: {
    const double rate = cause.parts * cause.size / cause.seconds;
    return concat("TCP window over the round trip to ", name, " (", units::formatExact(cause.parts),
                  " x ", binaryBytesWords(cause.size), " per ", shortTime(cause.seconds), ", ",
                  rateWords(rate), ")");
  }
  case Kind::StoreRequest:
    return concat(units::formatExact(cause.parts),
                  cause.parts == 1.0 ? " connection" : " connections", " to ", name, " at its ",
                  rateWords(cause.rate), " per request (", rateWords(cause.parts * cause.rate),
                  ")");
  case Kind::Requests: {
    const double rate = cause.parts * cause.size / cause.seconds;
    const double trips = roundTripsThrough(cause.size, cause.window);
    const std::string windows = trips > 1.0
                                    ? concat(", ", units::formatExact(trips), " round trips of a ",
                                             binaryBytesWords(cause.window), " TCP window")
                                    : std::string();
    return concat(units::formatExact(cause.parts), cause.parts == 1.0 ? " request" : " requests",
                  " of ", binaryBytesWords(cause.size), " in flight to ", name, ", ",
                  shortTime(cause.seconds), " each", windows, " (", rateWords(rate), ")");
  }
  case Kind::LargestFile: {
    const double rate = cause.parts * cause.request / cause.seconds;
    return concat("the largest file, ", bytesWords(cause.size), ", restored ",
                  units::formatExact(cause.parts), cause.parts == 1.0 ? " request" : " requests",
                  " of ", binaryBytesWords(cause.request), " at a time from ", name, ", ",
                  shortTime(cause.seconds), " each (", rateWords(rate), " for it)");
  }
  case Kind::Connection: return concat("one connection to ", name, " at ", rateWords(cause.rate));
  }
  return {};
}

} // namespace tapeflow::solver
