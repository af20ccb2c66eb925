#pragma once

// Arrays of the max-min core that can be large, on 2 MiB pages where the system offers them.
//
// Why: the filling reads columns, variable records and rows at random. At 100,000 variables
// those arrays span about 12 MiB, some 3,000 pages of 4 KiB, beyond the reach of the data TLB
// (about 2,000 entries), so many of the filling's cache misses add a page walk. On 2 MiB pages
// the same arrays take a few TLB entries. Linux gives an anonymous mapping 2 MiB pages
// (transparent huge pages) when the mapping is 2 MiB aligned and, under the default "madvise"
// policy, marked with madvise(MADV_HUGEPAGE); that is all this allocator does, for blocks of at
// least 1 MiB, each a fresh mapping (a page already touched would stay small) rounded up to
// whole 2 MiB pages. The cost is memory: the last page of a block is resident whole once
// touched (peak RSS of parse + solve + write on xl-wb 51 -> 57 MiB), and the kernel may compact
// memory to find a 2 MiB page. Smaller blocks, other systems, or a kernel that declines get
// ordinary pages: only the speed differs. xl-wb (100,000 variables) solves about 5 % faster;
// systems that fit the cache do not change.

#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

// Under AddressSanitizer the blocks come from operator new like the small ones, so that reads
// past their ends are still caught (a mapping of its own is invisible to it).
#if defined(__SANITIZE_ADDRESS__)
#define TAPEFLOW_HUGE_PAGES 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TAPEFLOW_HUGE_PAGES 0
#endif
#endif
#if !defined(TAPEFLOW_HUGE_PAGES) && defined(__linux__)
#include <sys/mman.h>
#if defined(MADV_HUGEPAGE)
#define TAPEFLOW_HUGE_PAGES 1
#endif
#endif
#if !defined(TAPEFLOW_HUGE_PAGES)
#define TAPEFLOW_HUGE_PAGES 0
#endif

namespace tapeflow::maxmin {

// Whether blocks of 1 MiB or more get mappings of their own, 2 MiB aligned and marked for huge
// pages (Linux, without AddressSanitizer).
inline constexpr bool kLargeBlocksMapped = TAPEFLOW_HUGE_PAGES != 0;

template <class T>
class HugePageAllocator {
public:
  using value_type = T;

  HugePageAllocator() = default;
  template <class U>
  constexpr HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

  [[nodiscard]] T* allocate(std::size_t n) {
    const std::size_t bytes = n * sizeof(T);
    if (!kLargeBlocksMapped || bytes < kLargeBlock) return static_cast<T*>(::operator new(bytes));
#if TAPEFLOW_HUGE_PAGES
    // A fresh mapping trimmed to 2 MiB alignment.
    const std::size_t size = roundedUp(bytes);
    void* const mapped = ::mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(mapped);
    const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
    if (aligned > start) ::munmap(mapped, aligned - start);
    const std::size_t tail = start + kHugePage - aligned;
    if (tail > 0) ::munmap(reinterpret_cast<void*>(aligned + size), tail);
    ::madvise(reinterpret_cast<void*>(aligned), size, MADV_HUGEPAGE); // advice: may be declined
    return reinterpret_cast<T*>(aligned);
#else
    return nullptr; // not reached
#endif
  }
  void deallocate(T* p, std::size_t n) noexcept {
    const std::size_t bytes = n * sizeof(T);
    if (!kLargeBlocksMapped || bytes < kLargeBlock) {
      ::operator delete(p);
      return;
    }
#if TAPEFLOW_HUGE_PAGES
    ::munmap(p, roundedUp(bytes));
#endif
  }

  template <class U>
  bool operator==(const HugePageAllocator<U>&) const noexcept {
    return true;
  }

private:
  static constexpr std::size_t kHugePage = std::size_t(2) << 20;
  static constexpr std::size_t kLargeBlock = std::size_t(1) << 20;
  static std::size_t roundedUp(std::size_t bytes) {
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
  }
};

// A std::vector whose large blocks go on 2 MiB pages (see above).
template <class T>
using LargeArray = std::vector<T, HugePageAllocator<T>>;

} // namespace tapeflow::maxmin
