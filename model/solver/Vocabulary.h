#pragma once

// The figures the solver gives meaning to, by name and number, made from the one list of them
// (Figures.def). What each figure is (type, unit, range, default, help text) is data in
// resources/catalog/kinds.json; this file is the contract between that data and the physics in
// this folder.

#include <cstddef>
#include <string_view>

namespace tapeflow::solver::names {

// A figure's name with its number (its place in Figures.def): the solver reads a node's figures
// by that number from a table resolved once per catalog entry (FigureTable.h), not by name.
struct Figure {
  std::string_view name;
  std::size_t id;
  constexpr operator std::string_view() const { return name; } // NOLINT: used as a name
  friend constexpr bool operator==(Figure a, Figure b) { return a.id == b.id; }
};

namespace number {
enum : std::size_t {
#define TAPEFLOW_FIGURE(constant, name) constant,
#include "solver/Figures.def"
#undef TAPEFLOW_FIGURE
  Count
};
} // namespace number

#define TAPEFLOW_FIGURE(constant, name) inline constexpr Figure constant{name, number::constant};
#include "solver/Figures.def"
#undef TAPEFLOW_FIGURE

inline constexpr std::size_t kFigureCount = number::Count;

} // namespace tapeflow::solver::names
