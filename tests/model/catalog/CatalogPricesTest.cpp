// Prices (issue 40): the shipped catalog's are published prices with their basis, currency,
// date and source; a user's are a bare number in an entry of their own or prices.json in their
// catalog folder, which replaces the shipped price and sets aside prices in another currency.

#include "catalog/CatalogPrices.h"
#include "TestCatalog.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <unistd.h>

using namespace tapeflow;
using catalog::Catalog;

namespace {

// The test catalog's kinds and one source, with `entries` added as the shipped (user = false)
// or a user's catalog.
std::shared_ptr<Catalog> withEntries(const std::string& entries, bool user,
                                     Diagnostics& diagnostics) {
  auto catalog = std::make_shared<Catalog>(test::testCatalog()->kindRegistry());
  catalog->addSources(Json::parse(R"({"format":"tapeflow-sources","version":1,
                                      "sources":{"shop":{"title":"A shop's page"}}})"),
                      "sources.json", diagnostics);
  catalog->addEntries(
      Json::parse(R"({"format":"tapeflow-catalog","version":1,"entries":[)" + entries + "]}"),
      "entries.json", user, diagnostics);
  catalog->crossCheck(diagnostics);
  return catalog;
}

const std::string kPublished =
    R"({"id": "drive", "kind": "null-device", "class": "A drive",
        "price": {"amount": 4999.5, "currency": "USD", "basis": "street", "date": "2023-03",
                  "source": {"ref": "shop", "note": "an external drive of the same generation"}}})";

} // namespace

TEST_CASE("a published price is read with its basis, currency, date and source") {
  Diagnostics diagnostics;
  const auto catalog = withEntries(kPublished, false, diagnostics);
  INFO(diagnostics.toString());
  CHECK_FALSE(diagnostics.hasErrors());
  const auto& price = catalog->entry("drive")->price;
  REQUIRE(price);
  CHECK(price->amount == 4999.5);
  CHECK(price->currency == "USD");
  CHECK(price->basis == "street");
  CHECK(price->source.ref == "shop");
  CHECK(catalog::priceText(*price) == "4,999.50 USD");
  CHECK(catalog::priceWords(*price) == "4,999.50 USD (street price, 2023-03)");
  CHECK(catalog::priceText(catalog::Price{1234567.0, "", "user", {}, {}}) == "1,234,567");
  CHECK(catalog::priceWords(catalog::Price{}) == "nothing to buy");
}

TEST_CASE("a shipped price needs its source, currency and date; a user's may be a number") {
  const auto refused = [](const std::string& price, bool user) {
    Diagnostics diagnostics;
    (void)withEntries(R"({"id": "x", "kind": "null-device", "class": "X", "price": )" + price + "}",
                      user, diagnostics);
    return diagnostics.hasErrors() ? diagnostics.toString() : std::string();
  };
  CHECK_THAT(refused("100", false), Catch::Contains("published"));
  CHECK(refused("100", true).empty());
  CHECK_THAT(refused("-1", true), Catch::Contains("/price") && Catch::Contains("from 0 to"));
  CHECK_THAT(refused("1e300", true), Catch::Contains("from 0 to"));
  CHECK_THAT(refused(R"({"amount": 1, "basis": "list", "currency": "USD", "date": "2024"})", false),
             Catch::Contains("source"));
  CHECK_THAT(refused(R"({"amount": 1, "basis": "list", "date": "2024", "source": {"ref": "shop"}})",
                     false),
             Catch::Contains("'currency' and 'date'"));
  CHECK_THAT(refused(R"({"amount": 1, "basis": "rumour"})", true), Catch::Contains("rumour"));
  CHECK_THAT(refused(R"({"amount": 1, "basis": "list", "currency": "USD", "date": "2024",
                         "source": {"ref": "nowhere"}})",
                     false),
             Catch::Contains("unknown source 'nowhere'"));
}

TEST_CASE("the user's prices.json replaces prices and sets aside other currencies") {
  namespace fs = std::filesystem;
  const fs::path root =
      fs::temp_directory_path() / ("tapeflow-prices-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "shipped");
  fs::create_directories(root / "user");
  fs::copy_file(std::string(TAPEFLOW_TEST_DATA_DIR) + "/catalog/kinds.json",
                root / "shipped" / "kinds.json");
  std::ofstream(root / "shipped" / "sources.json")
      << R"({"format":"tapeflow-sources","version":1,"sources":{"shop":{"title":"t"}}})";
  std::ofstream(root / "shipped" / "entries.json")
      << R"({"format":"tapeflow-catalog","version":1,"entries":[)" << kPublished << R"(,
            {"id": "other", "kind": "null-device", "class": "Other",
             "price": {"amount": 80, "currency": "USD", "basis": "list", "date": "2020",
                       "source": {"ref": "shop"}}},
            {"id": "third", "kind": "null-device", "class": "Third"}]})";
  const auto load = [&](const std::string& prices, Diagnostics& diagnostics) {
    std::ofstream(root / "user" / "prices.json") << prices;
    return Catalog::load((root / "shipped").string(), (root / "user").string(), diagnostics);
  };

  Diagnostics same;
  auto catalog = load(R"({"format": "tapeflow-prices", "version": 1, "currency": "USD",
                          "prices": {"drive": 4200, "ghost": 1}})",
                      same);
  REQUIRE(catalog);
  CHECK_FALSE(same.hasErrors());
  CHECK_THAT(same.toString(), Catch::Contains("'ghost'")); // a warning, not an abort
  CHECK(catalog->entry("drive")->price->amount == 4200);
  CHECK(catalog->entry("drive")->price->basis == "user");
  CHECK(catalog->entry("other")->price->amount == 80); // same currency: kept

  Diagnostics euros;
  catalog = load(R"({"format": "tapeflow-prices", "version": 1, "currency": "EUR",
                     "prices": {"third": 15.5}})",
                 euros);
  REQUIRE(catalog);
  CHECK_FALSE(euros.hasErrors());
  CHECK_FALSE(catalog->entry("drive")->price); // dollars are not compared with euros
  CHECK_FALSE(catalog->entry("other")->price);
  CHECK(catalog::priceText(*catalog->entry("third")->price) == "15.50 EUR");

  Diagnostics bad;
  catalog = load(R"({"format": "tapeflow-prices", "version": 1, "currency": "USD",
                     "prices": {"drive": "cheap"}})",
                 bad);
  REQUIRE(catalog);
  CHECK_THAT(bad.toString(), Catch::Contains("/prices/drive"));
  CHECK(catalog->entry("drive")->price->amount == 4999.5); // the bad figure changed nothing
  fs::remove_all(root);
}
