#pragma once

// Random max-min systems for the property tests (PropertyTest.cpp, ResolveTest.cpp).

#include "maxmin/Problem.h"

#include <random>

namespace tapeflow::maxmin::test {

struct RandomShape {
  bool ties = false;   // small integers everywhere, so that levels coincide often
  double scale = 1.0;  // of every capacity and bound
  int constraints = 6; // at most; at least minConstraints
  int variables = 10;  // at most; at least minVariables
  int minConstraints = 1;
  int minVariables = 1;
};

// A random system of the shape's size, each variable on 1 to 4 of its constraints; about three
// variables in ten have a bound.
[[nodiscard]] Problem randomSystem(std::mt19937_64& rng, const RandomShape& shape);

} // namespace tapeflow::maxmin::test
