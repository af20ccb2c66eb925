#include "catalog/CatalogPrices.h"

#include "util/Text.h"

#include <cmath>

namespace tapeflow::catalog {
namespace {

// A trillion in any currency is no unit price; the bound keeps the cents of priceText exact.
constexpr double kMostPrice = 1e12;

bool validAmount(const JsonReader& reader, double amount, const std::string& pointer) {
  if (amount >= 0.0 && amount <= kMostPrice) return true; // false for NaN too
  reader.error(pointer, "a price is a number from 0 to 1e12");
  return false;
}

} // namespace

std::optional<Price> readPrice(const JsonReader& reader, const Json& json,
                               const std::string& pointer) {
  if (json.is_number()) { // a user's own figure, in their own currency
    const double amount = json.get<double>();
    if (!validAmount(reader, amount, pointer)) return std::nullopt;
    return Price{amount, {}, "user", {}, {}};
  }
  if (!reader.expectObject(json, pointer, "a price: a number, or {\"amount\": ..., ...}"))
    return std::nullopt;
  reader.warnUnknownKeys(json, pointer, {"amount", "currency", "basis", "date", "source"});
  Price price;
  const auto amount = reader.number(json, pointer, "amount", true);
  if (!amount || !validAmount(reader, *amount, jsonPointer(pointer, "amount"))) return std::nullopt;
  price.amount = *amount;
  price.currency = reader.string(json, pointer, "currency", false).value_or("");
  price.basis = reader.string(json, pointer, "basis", false).value_or("user");
  price.date = reader.string(json, pointer, "date", false).value_or("");
  if (price.basis != "list" && price.basis != "street" && price.basis != "user") {
    reader.error(jsonPointer(pointer, "basis"),
                 "basis " + quote(price.basis) + " is not one of list, street, user");
    return std::nullopt;
  }
  if (const Json* source = reader.object(json, pointer, "source", price.basis != "user")) {
    const std::string at = jsonPointer(pointer, "source");
    reader.warnUnknownKeys(*source, at, {"ref", "where", "note"});
    price.source.ref = reader.string(*source, at, "ref", price.basis != "user").value_or("");
    price.source.where = reader.string(*source, at, "where", false).value_or("");
    price.source.note = reader.string(*source, at, "note", false).value_or("");
  }
  // A published price says when: prices move, and a reader must be able to judge its age.
  if (price.basis != "user" && (price.currency.empty() || price.date.empty())) {
    reader.error(pointer, "a " + price.basis + " price needs its 'currency' and 'date'");
    return std::nullopt;
  }
  return price;
}

std::string priceText(const Price& price) {
  const long long cents = std::llround(price.amount * 100.0);
  std::string whole = std::to_string(cents / 100);
  for (auto at = static_cast<std::ptrdiff_t>(whole.size()) - 3; at > 0; at -= 3)
    whole.insert(static_cast<std::size_t>(at), ",");
  if (cents % 100 != 0) {
    const long long rest = cents % 100;
    whole += (rest < 10 ? ".0" : ".") + std::to_string(rest);
  }
  return price.currency.empty() ? whole : whole + " " + price.currency;
}

std::string priceBasisText(const Price& price) {
  if (price.basis == "user") return "your price";
  std::string words = price.basis + " price";
  return price.date.empty() ? words : words + ", " + price.date;
}

std::string priceWords(const Price& price) {
  if (price.basis.empty()) return "nothing to buy";
  return priceText(price) + " (" + priceBasisText(price) + ")";
}

void Catalog::addUserPrices(const Json& document, const std::string& file,
                            Diagnostics& diagnostics) {
  JsonReader reader(file, diagnostics);
  if (!reader.checkHeader(document, "tapeflow-prices", 1)) return;
  reader.warnUnknownKeys(document, "", {"format", "version", "currency", "prices", "$comment"});
  const std::string currency = reader.string(document, "", "currency", true).value_or("");
  const Json* prices = reader.object(document, "", "prices", true);
  if (currency.empty() || !prices) return;
  // One currency for every price the advisor compares: the shipped ones in another are set aside.
  for (auto& entry : m_entries)
    if (entry.price && !entry.price->currency.empty() && entry.price->currency != currency)
      entry.price.reset();
  for (const auto& [id, value] : prices->items()) {
    const std::string pointer = jsonPointer("/prices", id);
    const auto it = m_index.find(id);
    if (it == m_index.end()) {
      reader.warning(pointer, "no catalog entry " + quote(id) + "; its price is left out");
      continue;
    }
    if (!value.is_number()) {
      reader.error(pointer, "a price is a number (in " + currency + ")");
      continue;
    }
    const double amount = value.get<double>();
    if (!validAmount(reader, amount, pointer)) continue;
    m_entries[it->second].price = Price{amount, currency, "user", {}, {}};
  }
}

} // namespace tapeflow::catalog
