#pragma once

// Reading prices: an entry's "price" (a bare number: the user's own currency; or an object with
// amount, currency, basis, date and source, as the shipped catalog gives them) and the user's
// prices.json (Catalog::addUserPrices). docs/catalog-format.md describes both.

#include "catalog/Catalog.h"
#include "util/JsonReader.h"

#include <optional>
#include <string>

namespace tapeflow::catalog {

// The price at `pointer`; errors go to `reader` and give nullopt.
[[nodiscard]] std::optional<Price> readPrice(const JsonReader& reader, const Json& json,
                                             const std::string& pointer);

// "5,000 USD", "4,200" (the user's own currency), "129.99 USD".
[[nodiscard]] std::string priceText(const Price& price);
// Where it comes from, in words: "street price, 2023-03", "list price, 2020", "your price".
[[nodiscard]] std::string priceBasisText(const Price& price);

// Both: "5,000 USD (street price, 2023-03)"; a price with no basis (a setting, which costs
// nothing) is "nothing to buy".
[[nodiscard]] std::string priceWords(const Price& price);

// The file name of a user's prices in their catalog folder.
inline constexpr const char* kUserPricesFile = "prices.json";

} // namespace tapeflow::catalog
