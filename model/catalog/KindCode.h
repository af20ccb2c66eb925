#pragma once

// A kind of component by its code: the kinds the model gives meaning to (Kinds.def), so that
// code asks "is this a tape drive" by code, never by comparing the kind's name.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tapeflow::catalog {

enum class KindCode : std::uint8_t {
  Other, // a kind the model gives no meaning to (a user catalog's own)
#define TAPEFLOW_KIND(code, name, rules) code,
#include "catalog/Kinds.def"
#undef TAPEFLOW_KIND
};

namespace detail {
inline constexpr std::array kKindNames{
    std::string_view(),
#define TAPEFLOW_KIND(code, name, rules) std::string_view(name),
#include "catalog/Kinds.def"
#undef TAPEFLOW_KIND
};
} // namespace detail

// The code of the kind called `name` in the catalog; Other for a name the list lacks.
[[nodiscard]] KindCode kindCode(std::string_view name);
// The catalog name of `code` ("" for Other).
[[nodiscard]] constexpr std::string_view kindName(KindCode code) {
  const auto i = static_cast<std::size_t>(code);
  return i < detail::kKindNames.size() ? detail::kKindNames[i] : std::string_view();
}
// Whether the kind called `kind` is `code`: one comparison of names, as cheap as comparing with
// a literal, but the name comes from the list.
[[nodiscard]] constexpr bool isKind(std::string_view kind, KindCode code) {
  return code != KindCode::Other && kind == kindName(code);
}

} // namespace tapeflow::catalog
