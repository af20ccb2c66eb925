// Each form of job history read from a sample written from the documentation and the directors'
// listing code: the jobs, their fields, where each was read, and that nothing is said when the
// text gives everything.

#include "Samples.h"

using namespace tapeflow;
using namespace tapeflow::jobhistory;
using tapeflow::jobhistory::test::messages;
using tapeflow::jobhistory::test::readSample;

TEST_CASE("Bareos's list jobs gives every field, the duration included") {
  const auto history = readSample("bareos-list-jobs.txt");
  INFO(messages(history));
  CHECK(history.format == "bconsole list jobs");
  CHECK(history.diagnostics.empty());
  REQUIRE(history.jobs.size() == 5);

  const JobRecord& first = history.jobs[0];
  CHECK(first.name == "backup-bareos-fd");
  CHECK(first.client == "bareos-fd");
  CHECK(first.jobId == 1);
  CHECK(first.type == 'B');
  CHECK(first.level == JobLevel::Full);
  CHECK(first.status == 'T');
  REQUIRE(first.start);
  CHECK(*first.start == 1714597203.0); // 2024-05-01 21:00:03 UTC
  REQUIRE(first.seconds);
  CHECK(*first.seconds == 128.0);
  CHECK(first.files == 45811.0);
  CHECK(first.bytes == 1731298124.0);
  CHECK(first.line == 7);

  const JobRecord& incremental = history.jobs[2];
  CHECK(incremental.level == JobLevel::Incremental);
  CHECK(incremental.status == 'W');
  CHECK(incremental.bytes == 912345678901.0);
  REQUIRE(incremental.seconds);
  CHECK(*incremental.seconds == 86400.0 + 2 * 3600 + 3 * 60 + 4);

  CHECK(history.jobs[3].type == 'R');
  CHECK(history.jobs[4].level == JobLevel::Differential);
  CHECK(history.jobs[4].status == 'R');
}

TEST_CASE("Bacula's list jobs has no run time: bytes are read and rates are said to need more") {
  const auto history = readSample("bacula-list-jobs.txt");
  CHECK(history.format == "bconsole list jobs");
  REQUIRE(history.jobs.size() == 4);
  CHECK(history.jobs[1].jobId == 1001); // Bacula separates thousands in JobId too
  CHECK(history.jobs[1].name == "BackupClient1");
  CHECK(history.jobs[1].level == JobLevel::Incremental);
  CHECK(history.jobs[1].bytes == 841220134.0);
  CHECK(history.jobs[1].client.empty());
  CHECK(history.jobs[3].status == 'f');
  for (const auto& job : history.jobs) {
    CHECK(job.start);
    CHECK_FALSE(job.seconds);
  }
  REQUIRE(history.diagnostics.all().size() == 1);
  const Diagnostic& said = history.diagnostics.all()[0];
  CHECK(said.severity == Severity::Warning);
  CHECK(said.toString().starts_with(
      "bacula-list-jobs.txt: line 7: warning: the text gives no endtime nor duration"));
  CHECK(said.message.find("'llist jobs'") != std::string::npos);
}

TEST_CASE("the table of an old manual: Lvl, JobStat and start times without seconds") {
  // Bareos's bscan chapter (Appendix/BareosPrograms.rst) shows list jobs so.
  const auto history = readJobHistory(
      "+-------+----------+------------------+------+-----+----------+----------+---------+\n"
      "| JobId | Name     | StartTime        | Type | Lvl | JobFiles | JobBytes | JobStat |\n"
      "+-------+----------+------------------+------+-----+----------+----------+---------+\n"
      "| 1     | usersave | 2002-10-07 14:59 | B    | F   | 84       | 4180207  | T       |\n"
      "| 2     | usersave | 2002-10-07 15:00 | B    | I   | 15       | 2170314  | E       |\n"
      "+-------+----------+------------------+------+-----+----------+----------+---------+\n",
      "bscan.txt");
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[1].level == JobLevel::Incremental);
  CHECK(history.jobs[1].status == 'E');
  REQUIRE(history.jobs[0].start);
  REQUIRE(history.jobs[1].start);
  CHECK(*history.jobs[1].start - *history.jobs[0].start == 60.0);
  CHECK(history.jobs[0].files == 84.0);
}

TEST_CASE("two tables in one text are both read") {
  const std::string table = "+----+------+----------+\n"
                            "| id | name | jobbytes |\n"
                            "+----+------+----------+\n"
                            "| 1  | a    | 10       |\n"
                            "+----+------+----------+\n";
  const auto history = readJobHistory("*list jobs\n" + table + "*list jobs\n" + table, "two.txt");
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[1].line == 11);
}

TEST_CASE("Bareos's llist jobs: one block a job, the run time from its end and start") {
  const auto history = readSample("bareos-llist-jobs.txt");
  INFO(messages(history));
  CHECK(history.format == "bconsole llist jobs");
  CHECK(history.diagnostics.empty());
  REQUIRE(history.jobs.size() == 3);

  const JobRecord& first = history.jobs[0];
  CHECK(first.line == 4);
  CHECK(first.jobId == 1);
  CHECK(first.job == "backup-bareos-fd.2024-05-01_21.00.00_03");
  CHECK(first.name == "backup-bareos-fd");
  CHECK(first.client == "bareos-fd");
  CHECK(first.clientId == 1);
  REQUIRE(first.seconds);
  CHECK(*first.seconds == 128.0);
  CHECK(first.bytes == 1731298124.0);

  REQUIRE(history.jobs[1].seconds);
  CHECK(*history.jobs[1].seconds == 86400.0 + 2 * 3600 + 3 * 60 + 4);
  // Still running: no end time, and the duration so far is what the director gave.
  const JobRecord& running = history.jobs[2];
  CHECK(running.status == 'R');
  REQUIRE(running.seconds);
  CHECK(*running.seconds == 47 * 60 + 10);
}

TEST_CASE("Bacula's llist jobs names the client clientname") {
  const auto history = readSample("bacula-llist-jobs.txt");
  INFO(messages(history));
  CHECK(history.format == "bconsole llist jobs");
  CHECK(history.diagnostics.empty());
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[0].client == "bacula-fd");
  CHECK(history.jobs[1].jobId == 1001);
  REQUIRE(history.jobs[0].seconds);
  CHECK(*history.jobs[0].seconds == 3600 + 36 * 60 + 23); // 23:05:02 to 00:41:25
  CHECK(history.jobs[0].bytes == 52610392077.0);
}

TEST_CASE("llist blocks without blank lines between them are still one job each") {
  const auto history = readJobHistory("jobid: 1\nname: a\njobbytes: 5\n"
                                      "jobid: 2\nname: b\njobbytes: 6\n",
                                      "tight.txt");
  REQUIRE(history.jobs.size() == 2);
  CHECK(history.jobs[1].name == "b");
  CHECK(history.jobs[1].line == 4);
}

TEST_CASE("the catalog's Job table as CSV, its clients as ids") {
  const auto history = readSample("catalog.csv");
  INFO(messages(history));
  CHECK(history.format == "catalog CSV");
  CHECK(history.diagnostics.empty());
  REQUIRE(history.jobs.size() == 4);
  CHECK(history.jobs[1].name == "backup-fileserver");
  CHECK(history.jobs[1].client.empty());
  CHECK(history.jobs[1].clientId == 2);
  CHECK(history.jobs[1].line == 3);
  REQUIRE(history.jobs[1].seconds);
  CHECK(*history.jobs[1].seconds == 93784.0);
  // A running job's endtime is empty in psql's CSV: no run time, and no complaint.
  CHECK(history.jobs[3].status == 'R');
  CHECK_FALSE(history.jobs[3].seconds);
}

TEST_CASE("a CSV with only the unique job names the jobs from it") {
  const auto history =
      readJobHistory("JobId,Job,JobBytes\n7,nightly.2024-05-01_21.00.00_03,100\n", "x.csv");
  REQUIRE(history.jobs.size() == 1);
  CHECK(history.jobs[0].name == "nightly");
  CHECK(history.jobs[0].job == "nightly.2024-05-01_21.00.00_03");
}

TEST_CASE("Bareos's JSON reply to list jobs, each job with the line its object starts on") {
  const auto history = readSample("bareos-list-jobs.json");
  INFO(messages(history));
  CHECK(history.format == "bconsole JSON");
  CHECK(history.diagnostics.empty());
  REQUIRE(history.jobs.size() == 3);
  CHECK(history.jobs[0].line == 6);
  CHECK(history.jobs[1].line == 18);
  CHECK(history.jobs[2].line == 30);
  CHECK(history.jobs[1].name == "backup-fileserver");
  CHECK(history.jobs[1].client == "fileserver-fd");
  CHECK(history.jobs[1].bytes == 912345678901.0);
  REQUIRE(history.jobs[1].seconds);
  CHECK(*history.jobs[1].seconds == 93784.0);
  CHECK(history.jobs[2].type == 'R');
}

TEST_CASE("JSON numbers and nulls are read as the strings Bareos writes would be") {
  const auto history = readJobHistory(
      R"({"result": {"meta": {"range": {"limit": 1}}, "jobs": [{"jobid": 9, "name": "n",)"
      R"( "jobbytes": 2048, "endtime": null, "starttime": "2024-05-01 21:00:03",)"
      R"( "files": [1, 2], "jobfiles": 3}]}})",
      "compact.json");
  INFO(messages(history));
  REQUIRE(history.jobs.size() == 1);
  CHECK(history.jobs[0].jobId == 9);
  CHECK(history.jobs[0].bytes == 2048.0);
  CHECK(history.jobs[0].files == 3.0);
  CHECK(history.jobs[0].line == 1);
  CHECK_FALSE(history.jobs[0].seconds);
}

TEST_CASE("a byte-order mark and Windows line ends change nothing") {
  const auto history =
      readJobHistory("\xef\xbb\xbfjobid: 1\r\nname: a\r\njobbytes: 1,024\r\n\r\n", "windows.txt");
  REQUIRE(history.jobs.size() == 1);
  CHECK(history.format == "bconsole llist jobs");
  CHECK(history.jobs[0].name == "a");
  CHECK(history.jobs[0].bytes == 1024.0);
}
