// LargeArray: a std::vector whose blocks of 1 MiB or more are 2 MiB aligned mappings (huge
// pages where the system gives them; operator new under AddressSanitizer). Whatever the pages,
// it must behave as a vector.

#include "maxmin/LargeArray.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <numeric>

using namespace tapeflow::maxmin;

namespace {

// 2 MiB aligned where large blocks are mapped; anywhere otherwise.
bool alignedTo2MiB(const void* p) {
  return !kLargeBlocksMapped ||
         reinterpret_cast<std::uintptr_t>(p) % (std::uintptr_t(2) << 20) == 0;
}

} // namespace

TEST_CASE("a large array keeps its values through growth, copies and shrinking") {
  LargeArray<std::int32_t> a(1000); // small: ordinary allocation
  std::iota(a.begin(), a.end(), 0);
  for (std::int32_t i = 1000; i < 3'000'000; ++i) a.push_back(i); // grows past 1 MiB, 8 MiB
  REQUIRE(a.size() == 3'000'000u);
  CHECK(alignedTo2MiB(a.data()));
  bool inOrder = true;
  for (std::size_t i = 0; i < a.size(); ++i) inOrder &= a[i] == std::int32_t(i);
  CHECK(inOrder);

  LargeArray<std::int32_t> copy = a;
  CHECK(copy == a);
  CHECK(alignedTo2MiB(copy.data()));
  copy.resize(10);
  copy.shrink_to_fit(); // back to an ordinary allocation
  CHECK(copy.size() == 10u);
  CHECK(copy[9] == 9);
  CHECK(a.back() == 2'999'999);
}

TEST_CASE("a block just under and just over the large size is usable to its last byte") {
  for (const std::size_t bytes :
       {(std::size_t(1) << 20) - 8, std::size_t(1) << 20, (std::size_t(2) << 20) + 8}) {
    LargeArray<double> a(bytes / sizeof(double), 1.5);
    a.back() = 2.5;
    CHECK(a.front() == 1.5);
    CHECK(a.back() == 2.5);
    if (bytes >= (std::size_t(1) << 20)) CHECK(alignedTo2MiB(a.data()));
  }
}
