// Broken histories: every problem is reported with the file and its line, the jobs around it are
// still read, nothing is guessed, and a text of no known form gets one error naming the forms.

#include "Samples.h"

#include <string>

using namespace tapeflow;
using namespace tapeflow::jobhistory;
using tapeflow::jobhistory::test::messages;
using tapeflow::jobhistory::test::readSample;

namespace {

// The kept diagnostics of `severity`, as "file: line N: error: ..." strings.
std::vector<std::string> said(const History& history, Severity severity) {
  std::vector<std::string> lines;
  for (const auto& diagnostic : history.diagnostics.all())
    if (diagnostic.severity == severity) lines.push_back(diagnostic.toString());
  return lines;
}

const std::string kRuler = "+-------+------+----------+\n";
const std::string kHeader = "| jobid | name | jobbytes |\n";

} // namespace

TEST_CASE("a table cut in its last row: the rows before it are read, the cut one reported") {
  const auto history = readSample("cut-row.txt");
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[1].name == "BackupCatalog");
  const auto errors = said(history, Severity::Error);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0] == "cut-row.txt: line 7: error: the row does not end with '|': it is cut short "
                     "or wrapped");
  const auto warnings = said(history, Severity::Warning);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].starts_with("cut-row.txt: line 7: warning: the table has no closing ruler"));
}

TEST_CASE("bad numbers are reported by line and column, and their jobs left out") {
  const auto history = readSample("bad-number.txt");
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[0].jobId == 998);
  CHECK(history.jobs[1].jobId == 1003);
  const auto errors = said(history, Severity::Error);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] == "bad-number.txt: line 5: error: jobbytes: expected a whole number such as "
                     "1,234,567, not '841,22,0134'");
  CHECK(errors[1] == "bad-number.txt: line 6: error: jobfiles: expected a whole number such as "
                     "1,234,567, not '1x'");
}

TEST_CASE("a text of no known form gets one error naming the forms accepted") {
  const auto history = readSample("unknown.txt");
  CHECK(history.jobs.empty());
  CHECK(history.format.empty());
  REQUIRE(history.diagnostics.all().size() == 1);
  const auto& error = history.diagnostics.all()[0];
  CHECK(error.severity == Severity::Error);
  CHECK(error.pointer == "line 1");
  for (const char* form : {"'list jobs'", "'llist jobs'", "CSV", "'.api 2'"}) {
    INFO(form);
    CHECK(error.message.find(form) != std::string::npos);
  }
}

TEST_CASE("an empty text and a tab-separated export are of no known form") {
  const auto empty = readJobHistory("", "empty.txt");
  CHECK(empty.diagnostics.errorCount() == 1);
  const auto tabs = readJobHistory("\n\njobid\tname\tjobbytes\n1\ta\t5\n", "tabs.tsv");
  REQUIRE(tabs.diagnostics.all().size() == 1);
  CHECK(tabs.diagnostics.all()[0].pointer == "line 3");
  CHECK(tabs.diagnostics.all()[0].message.find("separated by tabs") != std::string::npos);
}

TEST_CASE("a row wrapped onto two lines is reported on both, the next row still read") {
  const auto history = readJobHistory(kRuler + kHeader + kRuler + "| 1     | a    |\n" +
                                          "10 |\n| 2     | b    | 20       |\n" + kRuler,
                                      "wrapped.txt");
  REQUIRE(history.jobs.size() == 1);
  CHECK(history.jobs[0].name == "b");
  const auto errors = said(history, Severity::Error);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0].starts_with("wrapped.txt: line 4: error: the row has 2 cells, the header of "
                              "line 2 has 3"));
  CHECK(errors[1].starts_with("wrapped.txt: line 5: error: not a row of the table"));
}

TEST_CASE("rows without their table's top are reported, not taken for a header") {
  const auto history = readJobHistory("| 1     | a    | 10       |\n" + kRuler, "top.txt");
  CHECK(history.jobs.empty());
  CHECK(history.diagnostics.hasErrors());
  CHECK(said(history, Severity::Error)[0].starts_with("top.txt: line 1: error: a row outside"));
}

TEST_CASE("a header without a name or a jobbytes column reads no rows") {
  const auto history = readJobHistory("+----+-------+\n| id | bytes |\n+----+-------+\n"
                                      "| 1  | 10    |\n+----+-------+\n",
                                      "header.txt");
  CHECK(history.jobs.empty());
  const auto errors = said(history, Severity::Error);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] == "header.txt: line 2: error: the header has no 'name' column (nor 'job'): "
                     "the jobs cannot be named");
  CHECK(errors[1] == "header.txt: line 2: error: the header has no 'jobbytes' column");
}

TEST_CASE("a header without its ruler, and a header of a million columns, read no rows") {
  const auto unruled =
      readJobHistory(kRuler + kHeader + "| 1 | a | 10 |\n" + kRuler, "unruled.txt");
  CHECK(unruled.jobs.empty());
  REQUIRE(unruled.diagnostics.errorCount() == 1);
  CHECK(unruled.diagnostics.all()[0].toString() ==
        "unruled.txt: line 3: error: a ruler (+---+) should follow the header of line 2; its "
        "rows are not read");

  const auto wide = readJobHistory(kRuler + "|" + std::string(1000000, '|') + "\n", "wide.txt");
  REQUIRE(wide.diagnostics.errorCount() == 1);
  CHECK(wide.diagnostics.all()[0].message ==
        "the table's header has 1000000 columns, more than any listing of jobs has");
}

TEST_CASE("missing columns are said once, with what is assumed instead") {
  const auto history = readJobHistory(
      kRuler + kHeader + kRuler + "| 1 | a | 10 |\n" + "| 2 | b | 20 |\n" + kRuler, "few.txt");
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[0].type == 'B');
  CHECK(history.jobs[0].status == 'T');
  CHECK(history.jobs[0].level == JobLevel::Other);
  const auto warnings = said(history, Severity::Warning);
  INFO(messages(history));
  REQUIRE(warnings.size() == 5); // no run time, type, level, jobstatus, jobfiles
  CHECK(warnings[3] == "few.txt: line 2: warning: the text gives no 'jobstatus': every job is "
                       "taken as terminated normally (T)");
}

TEST_CASE("an llist block cut at the top, and one without its bytes") {
  const auto history = readJobHistory("        name: a\n    jobbytes: 10\n\n"
                                      "       jobid: 2\n        name: b\n\n"
                                      "       jobid: 3\n        name: c\n    jobbytes: 30\n",
                                      "llist.txt");
  REQUIRE(history.jobs.size() == 1);
  CHECK(history.jobs[0].name == "c");
  const auto errors = said(history, Severity::Error);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0].starts_with("llist.txt: line 1: error: 'name' comes before any jobid"));
  CHECK(errors[1] == "llist.txt: line 4: error: the job gives no 'jobbytes'");
}

TEST_CASE("a job that ends before it starts is reported") {
  const auto history = readJobHistory("jobid: 1\nname: a\nstarttime: 2024-05-01 21:00:03\n"
                                      "endtime: 2024-05-01 20:00:00\njobbytes: 1\n",
                                      "clock.txt");
  CHECK(history.jobs.empty());
  REQUIRE(history.diagnostics.all().size() == 1);
  CHECK(history.diagnostics.all()[0].toString() ==
        "clock.txt: line 1: error: the job ends (endtime) before it starts (starttime)");
}

TEST_CASE("CSV: a column named twice, and rows of the wrong width") {
  const auto twice = readJobHistory("jobid,name,JobBytes,jobbytes\n1,a,2,3\n", "twice.csv");
  CHECK(twice.jobs.empty());
  REQUIRE(twice.diagnostics.errorCount() == 1);
  CHECK(twice.diagnostics.all()[0].message ==
        "column 4 is a second column of 'jobbytes'; rename or remove one");

  const auto width =
      readJobHistory("jobid,name,jobbytes\n1,a\n2,b,5\n3,c,6,7\n4,\"d\n", "width.csv");
  REQUIRE(width.jobs.size() == 1);
  CHECK(width.jobs[0].name == "b");
  const auto errors = said(width, Severity::Error);
  REQUIRE(errors.size() == 3);
  CHECK(errors[0].starts_with("width.csv: line 2: error: the row has 2 fields, the header has 3"));
  CHECK(errors[1].starts_with("width.csv: line 4: error: the row has 4 fields"));
  CHECK(errors[2].starts_with("width.csv: line 5: error: a quote is not closed"));
}

TEST_CASE("malformed JSON, and JSON that is not a list of jobs") {
  const auto malformed = readJobHistory(
      "{\"result\": {\"jobs\": [\n{\"name\": \"a\", \"jobbytes\": \"1\"},\n{\"name\": ]}}",
      "bad.json");
  REQUIRE(malformed.jobs.size() == 1); // the job before the fault is whole
  REQUIRE(malformed.diagnostics.errorCount() == 1);
  CHECK(malformed.diagnostics.all()[0].pointer == "line 3");
  CHECK(malformed.diagnostics.all()[0].message.starts_with("malformed JSON: "));

  const auto other = readJobHistory(R"({"jsonrpc": "2.0", "result": {"clients": []}})", "o.json");
  REQUIRE(other.diagnostics.errorCount() == 1);
  CHECK(other.diagnostics.all()[0].message.find("no result.jobs") != std::string::npos);

  const auto failed = readJobHistory(
      R"({"jsonrpc": "2.0", "id": null, "error": {"code": 1, "message": "failed"}})", "e.json");
  REQUIRE(failed.diagnostics.errorCount() == 1);
  CHECK(failed.diagnostics.all()[0].message == "the JSON is bconsole's error reply, not a list of "
                                               "jobs");
}

TEST_CASE("a text of many bad rows stops once the diagnostics are full") {
  std::string text = kRuler + kHeader + kRuler;
  for (int i = 0; i < 5000; ++i) text += "| 1 | a | lots |\n";
  const auto history = readJobHistory(text, "many.txt");
  CHECK(history.jobs.empty());
  CHECK(history.diagnostics.full());
  CHECK(history.diagnostics.errorCount() == Diagnostics::kMaxKept);
}

TEST_CASE("NULL where the bytes should be is a missing value, reported") {
  const auto history =
      readJobHistory(kRuler + kHeader + kRuler + "| 1 | a | NULL |\n" + kRuler, "null.txt");
  CHECK(history.jobs.empty());
  REQUIRE(history.diagnostics.errorCount() == 1);
  CHECK(history.diagnostics.all()[0].toString() ==
        "null.txt: line 4: error: the job gives no 'jobbytes'");
}

TEST_CASE("text a value cannot hold is quoted printable in the message") {
  const auto history = readJobHistory("jobid: 1\nname: a\njobbytes: 1\x1b[31m\n", "escape.txt");
  REQUIRE(history.diagnostics.errorCount() == 1);
  CHECK(history.diagnostics.all()[0].message ==
        "jobbytes: expected a whole number such as 1,234,567, not '1\\x1b[31m'");
}
