// Each kind of bad lmm-system input gets an error naming the file, the line and the reason.

#include "maxmin/SystemReader.h"

#include <catch2/catch.hpp>

#include <string>

using namespace tapeflow::maxmin;

namespace {

// The error for `text`, which must be refused.
std::string errorFor(const std::string& text) {
  const auto result = parseSystem(text, "bad.lmm");
  REQUIRE_FALSE(result.hasValue());
  return result.error().message;
}

const std::string kGood = "lmm-system 1\n"
                          "c 0 8\n"
                          "v 0 1 -1\n"
                          "v 1 3 0\n"
                          "e 0 0 1\n"
                          "e 0 1 1\n";

} // namespace

TEST_CASE("the good file parses, records in any order, comments and CRLF allowed") {
  // The worked example shuffled, with a comment, CRLF line ends and a repeated pair (1 + 2).
  const auto p = parseSystem("lmm-system 1\r\n# made by hand\r\ne 0 1 1\r\nv 1 3 0\r\ne 0 0 1\r\n"
                             "c 0 8\r\nv 0 1 -1\r\ne 0 1 2\r\n",
                             "ok.lmm");
  REQUIRE(p.hasValue());
  CHECK(p->constraintCount() == 1);
  CHECK(p->variableCount() == 2);
  CHECK(p->elementCount() == 2);
  CHECK(p->coefficient[p->columnStart[1]] == 3);
  CHECK(parseSystem(kGood, "good.lmm").hasValue());
}

TEST_CASE("missing or wrong header") {
  CHECK(errorFor("") == "bad.lmm:1: missing or wrong header: expected 'lmm-system 1'");
  CHECK(errorFor("c 0 8\n").find("bad.lmm:1: missing or wrong header") == 0);
  CHECK(errorFor("lmm-system 2\nc 0 8\n").find("bad.lmm:1: missing or wrong header") == 0);
  CHECK(errorFor("lmm-solution 1\n").find("bad.lmm:1:") == 0);
}

TEST_CASE("unknown record") {
  CHECK(errorFor(kGood + "x 0 1\n") == "bad.lmm:7: unknown record 'x' (expected c, v, e or #)");
}

TEST_CASE("ids out of range or repeated") {
  CHECK(errorFor(kGood + "c 5 1\n").find("bad.lmm:7: constraint id 5 is out of range") == 0);
  CHECK(errorFor(kGood + "c 0 1\n").find("bad.lmm:7: constraint id 0 repeated (first on line 2)") ==
        0);
  CHECK(errorFor(kGood + "v -1 1 0\n").find("bad.lmm:7: variable id -1 is out of range") == 0);
  CHECK(errorFor(kGood + "v 1 1 0\n").find("bad.lmm:7: variable id 1 repeated") == 0);
  CHECK(errorFor(kGood + "e 1 0 1\n") == "bad.lmm:7: constraint 1 does not exist");
  CHECK(errorFor(kGood + "e 0 2 1\n") == "bad.lmm:7: variable 2 does not exist");
  CHECK(errorFor(kGood + "e 0 99999999999 1\n").find("bad.lmm:7: variable id") == 0);
}

TEST_CASE("non-positive capacity, weight or coefficient") {
  CHECK(errorFor("lmm-system 1\nc 0 0\n") == "bad.lmm:2: capacity must be > 0, not 0");
  CHECK(errorFor("lmm-system 1\nc 0 -2\n") == "bad.lmm:2: capacity must be > 0, not -2");
  CHECK(errorFor("lmm-system 1\nc 0 1\nv 0 0 -1\n") == "bad.lmm:3: weight must be > 0, not 0");
  CHECK(errorFor("lmm-system 1\nc 0 1\nv 0 1 -1\ne 0 0 -0.5\n") ==
        "bad.lmm:4: coefficient must be > 0, not -0.5");
}

TEST_CASE("NaN or infinity") {
  CHECK(errorFor("lmm-system 1\nc 0 nan\n") == "bad.lmm:2: capacity must be finite, not nan");
  CHECK(errorFor("lmm-system 1\nc 0 inf\n") == "bad.lmm:2: capacity must be finite, not inf");
  CHECK(errorFor("lmm-system 1\nc 0 1\nv 0 1 -inf\n") ==
        "bad.lmm:3: bound must be finite, not -inf");
  CHECK(errorFor("lmm-system 1\nc 0 1\nv 0 infinity 1\n") ==
        "bad.lmm:3: weight must be finite, not infinity");
  CHECK(errorFor("lmm-system 1\nc 0 1\nv 0 1 1\ne 0 0 NaN\n") ==
        "bad.lmm:4: coefficient must be finite, not NaN");
}

TEST_CASE("a variable with no element") {
  CHECK(errorFor(kGood + "v 2 1 0\n") == "bad.lmm:7: variable 2 has no 'e' line");
}

TEST_CASE("a number or field that does not parse") {
  CHECK(errorFor("lmm-system 1\nc 0 8x\n") == "bad.lmm:2: capacity '8x' is not a number");
  CHECK(errorFor("lmm-system 1\nc 0 1e999\n") == "bad.lmm:2: capacity '1e999' is not a number");
  CHECK(errorFor("lmm-system 1\nc zero 8\n") ==
        "bad.lmm:2: constraint id 'zero' is not an integer");
  CHECK(errorFor("lmm-system 1\nc 1.0 8\n") == "bad.lmm:2: constraint id '1.0' is not an integer");
  CHECK(errorFor("lmm-system 1\nc 0\n") == "bad.lmm:2: expected 'c <id> <capacity>'");
  CHECK(errorFor("lmm-system 1\nc 0 8 9\n") == "bad.lmm:2: expected 'c <id> <capacity>'");
  CHECK(errorFor("lmm-system 1\nc 0 8\nv 0 1\n") ==
        "bad.lmm:3: expected 'v <id> <weight> <bound>'");
}

TEST_CASE("a file that cannot be read") {
  const auto result = readSystemFile("/nonexistent/dir/none.lmm");
  REQUIRE_FALSE(result.hasValue());
  CHECK(result.error().message.find("/nonexistent/dir/none.lmm: cannot open") == 0);
}
