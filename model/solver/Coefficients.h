#pragma once

// A stream's coefficients (resource index -> bytes per logical byte) in one flat array sorted by
// resource. A stream touches a dozen or two resources, so a sorted vector is found and filled
// faster than a std::map, and costs one allocation instead of one per entry (issue 18: the
// map's nodes were a tenth of a steady solve). It keeps std::map's order and its
// "operator[] starts at 0.0", so sums come out bit for bit as before.

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace tapeflow::solver {

class Coefficients {
public:
  using value_type = std::pair<std::size_t, double>;
  using const_iterator = std::vector<value_type>::const_iterator;

  // The coefficient of `resource`, added as 0.0 when absent.
  double& operator[](std::size_t resource) {
    const auto it = lowerBound(resource);
    if (it != m_entries.end() && it->first == resource) return it->second;
    return m_entries.insert(it, {resource, 0.0})->second;
  }
  [[nodiscard]] const_iterator find(std::size_t resource) const {
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), resource, before);
    return it != m_entries.end() && it->first == resource ? it : m_entries.end();
  }
  [[nodiscard]] std::size_t count(std::size_t resource) const {
    return find(resource) == m_entries.end() ? 0 : 1;
  }
  [[nodiscard]] const_iterator begin() const { return m_entries.begin(); }
  [[nodiscard]] const_iterator end() const { return m_entries.end(); }
  [[nodiscard]] std::size_t size() const { return m_entries.size(); }
  [[nodiscard]] bool empty() const { return m_entries.empty(); }
  // Empties it and keeps its storage, for a builder's scratch.
  void clear() { m_entries.clear(); }

private:
  static bool before(const value_type& entry, std::size_t resource) {
    return entry.first < resource;
  }
  std::vector<value_type>::iterator lowerBound(std::size_t resource) {
    // Entries are mostly added in rising order: look at the end first.
    if (m_entries.empty() || m_entries.back().first < resource) return m_entries.end();
    return std::lower_bound(m_entries.begin(), m_entries.end(), resource, before);
  }

  std::vector<value_type> m_entries;
};

} // namespace tapeflow::solver
