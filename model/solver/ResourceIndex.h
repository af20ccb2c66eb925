#pragma once

// The flow builder's index of the resources it has made, by key (ResourceKey.h): an
// open-addressing table in one array, kept from one part of a solve to the next. A node-based
// hash map allocated and freed a node for every resource of every solve (issue 18), and its
// clear() cost its whole room; here emptying it is one counter, and a key is found by probing
// the slots after its hash.

#include "solver/ResourceKey.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tapeflow::solver {

class ResourceIndex {
public:
  // The number stored for `key`, or `value` stored for it when absent; true when added.
  std::pair<std::size_t, bool> tryEmplace(const ResourceKey& key, std::size_t value) {
    if (2 * (m_count + 1) > m_slots.size()) grow();
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = ResourceKeyHash{}(key)&mask;; i = (i + 1) & mask) {
      Slot& slot = m_slots[i];
      if (slot.stamp != m_stamp) {
        slot = {key, static_cast<std::uint32_t>(value), m_stamp};
        ++m_count;
        return {value, true};
      }
      if (slot.key == key) return {slot.value, false};
    }
  }

  // Forgets every key and keeps the room: the slots of an earlier stamp count as empty.
  void clear() {
    m_count = 0;
    if (++m_stamp == 0) { // wrapped: no slot may look filled
      for (Slot& slot : m_slots) slot.stamp = 0;
      m_stamp = 1;
    }
  }

  [[nodiscard]] std::size_t size() const { return m_count; }

private:
  // 48 bytes: a resource's number fits 32 bits (a model of 4 billion resources would not fit
  // in memory anyway), which keeps a slot within the key's padding.
  struct Slot {
    ResourceKey key{ResourceTag::Bus, 0, 0};
    std::uint32_t value = 0;
    std::uint32_t stamp = 0; // filled when it equals the index's stamp
  };

  // Twice the room, every key placed again: the table is at most half full.
  void grow() {
    std::vector<Slot> old = std::move(m_slots);
    m_slots.assign(old.empty() ? 64 : 2 * old.size(), Slot{});
    const std::uint32_t was = m_stamp;
    m_stamp = 1;
    m_count = 0;
    for (const Slot& slot : old)
      if (slot.stamp == was) tryEmplace(slot.key, slot.value);
  }

  std::vector<Slot> m_slots; // a power of two of them
  std::size_t m_count = 0;
  std::uint32_t m_stamp = 1;
};

} // namespace tapeflow::solver
