// Loading catalog documents: the fixture loads cleanly; each kind of mistake in an entry is
// reported at its JSON Pointer and the entry is left out.

#include "TestCatalog.h"

#include <catch2/catch.hpp>

#include <filesystem>

#include <unistd.h>

using namespace tapeflow;
using catalog::Catalog;

namespace {

// Adds one entries document (given as JSON text) to a copy of the test catalog's kinds.
Diagnostics addEntries(const std::string& entries, const Catalog** out = nullptr) {
  static std::shared_ptr<Catalog> holder;
  holder = std::make_shared<Catalog>(test::testCatalog()->kindRegistry());
  Diagnostics diagnostics;
  holder->addSources(Json::parse(R"({"format":"tapeflow-sources","version":1,
                                     "sources":{"paper":{"title":"t"}}})"),
                     "sources.json", diagnostics);
  holder->addEntries(
      Json::parse(R"({"format":"tapeflow-catalog","version":1,"entries":[)" + entries + "]}"),
      "entries.json", false, diagnostics);
  holder->crossCheck(diagnostics);
  if (out) *out = holder.get();
  return diagnostics;
}

const std::string kSource = R"("source":{"ref":"paper","basis":"datasheet"})";

} // namespace

TEST_CASE("the fixture catalog loads with no diagnostics") {
  const auto catalog = test::testCatalog();
  CHECK(catalog->entries().size() == 11);
  const auto* dlt = catalog->entry("test-dlt");
  REQUIRE(dlt);
  CHECK(dlt->displayName() == "Quantum DLT 7000");
  CHECK(dlt->parameter("native_rate")->value.number() == Approx(5e6));
  CHECK(dlt->parameter("native_rate")->source.where == "Table 7");
  CHECK(dlt->parameter("speed_steps")->value.list() == std::vector<double>{5e6, 4e6});
  CHECK(catalog->entry("test-switch")->displayName() == "8-port switch");
  CHECK(catalog->source("paper")->title == "A test paper");
}

TEST_CASE("kind definitions carry types, units, ranges, defaults and ports") {
  const auto& kinds = test::testCatalog()->kinds();
  const auto* drive = kinds.kind("tape-drive");
  REQUIRE(drive);
  const auto* rate = drive->parameter("native_rate");
  REQUIRE(rate);
  CHECK(rate->type == catalog::ParamType::Quantity);
  CHECK(rate->unit.symbol == "MB/s");
  CHECK(*rate->min == Approx(1e4));
  CHECK(rate->required);
  CHECK(drive->parameter("hardware_compression")->defaultValue->flag());
  CHECK(kinds.kind("filesystem")->isNode == false);
  CHECK(kinds.linkRule("scsi-target", "scsi-initiator")->medium == "scsi");
  CHECK(kinds.linkRule("ethernet", "scsi-target") == nullptr);
}

TEST_CASE("an entry of an unknown kind is refused at its pointer") {
  const auto d = addEntries(R"({"id":"x","kind":"tape-drvie","class":"X"})");
  REQUIRE(d.errorCount() == 1);
  CHECK(d.all()[0].pointer == "/entries/0/kind");
  CHECK_THAT(d.all()[0].message, Catch::Contains("unknown kind 'tape-drvie'"));
}

TEST_CASE("a missing required parameter leaves the entry out") {
  const Catalog* catalog = nullptr;
  const auto d = addEntries(R"({"id":"x","kind":"tape-drive","model":"X"})", &catalog);
  REQUIRE(d.hasErrors());
  CHECK_THAT(d.toString(), Catch::Contains("required parameter 'native_rate'"));
  CHECK(catalog->entry("x") == nullptr);
}

TEST_CASE("an entry left out for an error says why when a document uses it") {
  // Issue 37: the app said only "unknown catalog entry 'my-lto9' (is it in a user catalog that
  // is not installed here?)", and the entry's own error was on standard error alone.
  const Catalog* catalog = nullptr;
  const auto d = addEntries(R"({"id":"my-lto9","kind":"tape-drive","model":"X"})", &catalog);
  REQUIRE(d.hasErrors());
  REQUIRE(catalog->refusal("my-lto9"));
  CHECK_THAT(*catalog->refusal("my-lto9"), Catch::Contains("entries.json: /entries/0: error") &&
                                               Catch::Contains("required parameter 'native_rate'"));
  CHECK(catalog->refusal("test-dlt") == nullptr);
}

TEST_CASE("values with a wrong unit, a wrong type or out of range are refused") {
  SECTION("a rate given as a size") {
    const auto d = addEntries(R"({"id":"x","kind":"tape-drive","model":"X","parameters":{
        "native_rate":{"value":"5 MB",)" +
                              kSource + "}}}");
    CHECK(d.all()[0].pointer == "/entries/0/parameters/native_rate/value");
    CHECK_THAT(d.all()[0].message, Catch::Contains("an amount of data, expected a data rate"));
  }
  SECTION("a negative rate") {
    const auto d = addEntries(R"({"id":"x","kind":"tape-drive","model":"X","parameters":{
        "native_rate":{"value":"-5 MB/s",)" +
                              kSource + "}}}");
    CHECK_THAT(d.toString(), Catch::Contains("it must be positive"));
  }
  SECTION("an absurd rate") {
    const auto d = addEntries(R"({"id":"x","kind":"tape-drive","model":"X","parameters":{
        "native_rate":{"value":"5 PB/s",)" +
                              kSource + "}}}");
    CHECK_THAT(d.toString(), Catch::Contains("above the maximum"));
  }
  SECTION("a number where a quantity string is expected") {
    const auto d = addEntries(R"({"id":"x","kind":"tape-drive","model":"X","parameters":{
        "native_rate":{"value":5,)" +
                              kSource + "}}}");
    CHECK_THAT(d.toString(), Catch::Contains("expects a quantity with its unit"));
  }
  SECTION("an enum value that is not listed") {
    const auto d = addEntries(R"({"id":"x","kind":"disk-array","class":"X","parameters":{
        "read_rate":{"value":"5 MB/s",)" +
                              kSource + R"(},
        "raid_level":{"value":"6",)" +
                              kSource + "}}}");
    CHECK_THAT(d.toString(), Catch::Contains("'6' is not one of 0, 1, 5, 10"));
  }
  SECTION("a parameter the kind does not have") {
    const auto d = addEntries(R"({"id":"x","kind":"null-device","class":"X","parameters":{
        "speed":{"value":"5 MB/s",)" +
                              kSource + "}}}");
    CHECK_THAT(d.toString(), Catch::Contains("has no parameter 'speed'"));
  }
}

TEST_CASE("sources must be complete and known") {
  SECTION("unknown basis") {
    const auto d = addEntries(R"({"id":"x","kind":"volume","class":"X","parameters":{
        "data_size":{"value":"5 GB","source":{"ref":"paper","basis":"guess"}}}})");
    CHECK_THAT(d.toString(), Catch::Contains("basis 'guess' is not one of"));
  }
  SECTION("an assumption without a note") {
    const auto d = addEntries(R"({"id":"x","kind":"volume","class":"X","parameters":{
        "data_size":{"value":"5 GB","source":{"basis":"assumption"}}}})");
    CHECK_THAT(d.toString(), Catch::Contains("needs a 'note'"));
  }
  SECTION("a reference to a source that does not exist") {
    const auto d = addEntries(R"({"id":"x","kind":"volume","class":"X","parameters":{
        "data_size":{"value":"5 GB","source":{"ref":"nowhere","basis":"datasheet"}}}})");
    CHECK_THAT(d.toString(), Catch::Contains("unknown source 'nowhere'"));
  }
}

TEST_CASE("duplicate ids and bad ids are refused") {
  const auto d = addEntries(R"({"id":"a","kind":"null-device","class":"X"},
                               {"id":"a","kind":"null-device","class":"Y"},
                               {"id":"Bad Id","kind":"null-device","class":"Z"})");
  CHECK(d.errorCount() == 2);
  CHECK_THAT(d.toString(), Catch::Contains("duplicate catalog id 'a'"));
  CHECK_THAT(d.toString(), Catch::Contains("'Bad Id' must be lower-case"));
}

TEST_CASE("a ref parameter must name an entry of the right kind") {
  const auto d = addEntries(R"({"id":"s","kind":"server","class":"S","parameters":{
      "cpu_cores":{"value":2,)" +
                            kSource + R"(},
      "filesystem":{"value":"n","source":{"ref":"paper","basis":"datasheet"}}}},
      {"id":"n","kind":"null-device","class":"N"})");
  CHECK_THAT(d.toString(), Catch::Contains("'n' is a null-device, expected a filesystem"));
}

TEST_CASE("unknown members are warnings, not errors") {
  const auto d = addEntries(R"({"id":"a","kind":"null-device","class":"X","colour":"red"})");
  CHECK_FALSE(d.hasErrors());
  REQUIRE(d.all().size() == 1);
  CHECK(d.all()[0].severity == Severity::Warning);
  CHECK(d.all()[0].pointer == "/entries/0/colour");
}

TEST_CASE("a catalog from a newer version is refused with a message saying so") {
  Catalog catalog(test::testCatalog()->kindRegistry());
  Diagnostics d;
  catalog.addEntries(Json::parse(R"({"format":"tapeflow-catalog","version":7,"entries":[]})"),
                     "new.json", false, d);
  CHECK_THAT(d.toString(), Catch::Contains("newer Tapeflow"));
}

TEST_CASE("a missing catalog folder is an error, not a crash") {
  Diagnostics d;
  CHECK(Catalog::load("/nonexistent/catalog", "", d) == nullptr);
  CHECK_THAT(d.toString(), Catch::Contains("kinds.json"));
}

TEST_CASE("a user catalog folder that cannot be examined is a warning, not an abort") {
  // Issue 21: a symlink loop made std::filesystem::is_directory throw, and the app exit 134.
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("tapeflow-catalog-loop-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path loop = dir / "loop";
  fs::remove(loop);
  fs::create_directory_symlink(loop, loop);
  Diagnostics diagnostics;
  const auto catalog =
      Catalog::load(std::string(TAPEFLOW_TEST_DATA_DIR) + "/catalog", loop.string(), diagnostics);
  REQUIRE(catalog);
  CHECK(catalog->entries().size() == 11); // the shipped catalog, whole
  CHECK_FALSE(diagnostics.hasErrors());
  CHECK_THAT(diagnostics.toString(), Catch::Contains("cannot examine the user catalog folder"));
  // A folder that does not exist is no user catalog, and no news.
  Diagnostics quiet;
  REQUIRE(Catalog::load(std::string(TAPEFLOW_TEST_DATA_DIR) + "/catalog", (dir / "absent").string(),
                        quiet));
  CHECK(quiet.empty());
  fs::remove_all(dir);
}
