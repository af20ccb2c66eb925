#pragma once

// Which resource a route visit touches, as numbers: the flow builder finds a resource it has made
// already by this key, so a visit builds no string (issue 18: the "bus:pci0"-style keys were
// built, hashed and freed on every visit, most of them for resources made long before). The
// resource's own key and label text are made once, when the resource is first made.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

namespace tapeflow::solver {

// One per form of resource key (ResourceInfo::key's prefix), not per ResourceKind: a NIC has a
// card and a port, both ResourceKind::Nic.
enum class ResourceTag : std::uint8_t {
  Channel,
  Disk,
  DiskOps,
  Stream,
  Card,
  Bus,
  Memory,
  NicCard,
  Nic,
  Hub,
  Switch,
  Loop,
  Bridge,
  Tape,
  TapeInterface,
  Null,
  Link,
  JobLimit,
  Cpu,
  Tier, // disk pool, deduplicating target, object store (FlowTiers.cpp; variant: which)
};

struct ResourceKey {
  ResourceKey(ResourceTag tag_, std::uint32_t variant_, std::size_t owner_, std::size_t detail_ = 0,
              std::string_view name_ = {})
      : tag(tag_), variant(variant_), owner(owner_), detail(detail_), name(name_) {}

  ResourceTag tag = ResourceTag::Bus;
  std::uint32_t variant = 0; // read or write, up or down, send or receive, half duplex, stream
  std::size_t owner = 0;     // node index, link index (Link) or job index in the model (JobLimit)
  std::size_t detail = 0;    // the node a link is entered from, the job of a one-stream resource
  std::string_view name;     // a channel's port, a per-job limit's parameter (not owned)

  bool operator==(const ResourceKey&) const = default;
};

struct ResourceKeyHash {
  std::size_t operator()(const ResourceKey& key) const noexcept {
    // Most keys have no name: hashing an empty one still cost a library call per visit.
    std::uint64_t h = key.name.empty() ? 0 : std::hash<std::string_view>{}(key.name);
    // The numbers packed and multiplied (odd constants), the high bits folded down: a handful
    // of instructions, and every bit of the fields reaches the low bits a table masks.
    h ^= (std::uint64_t(key.tag) << 56 | std::uint64_t(key.variant) << 24) + key.detail;
    h = (h ^ key.owner * 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL;
    return static_cast<std::size_t>(h ^ (h >> 31));
  }
};

} // namespace tapeflow::solver
