#pragma once

// Disjoint sets over 0..n-1 (union by size, path halving): which items end up connected. Used
// to split a diagram into its connected parts and a sharing system into its independent
// components.

#include <cstddef>
#include <numeric>
#include <utility>
#include <vector>

namespace tapeflow {

class UnionFind {
public:
  UnionFind() = default;
  explicit UnionFind(std::size_t size) { reset(size); }

  // Every item of 0..size-1 alone again, keeping the storage (a solve splits thousands of small
  // parts one after another).
  void reset(std::size_t size) {
    m_parent.resize(size);
    std::iota(m_parent.begin(), m_parent.end(), std::size_t{0});
    m_size.assign(size, 1);
  }

  // The representative of x's set.
  std::size_t find(std::size_t x) {
    while (m_parent[x] != x) x = m_parent[x] = m_parent[m_parent[x]];
    return x;
  }

  void join(std::size_t a, std::size_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return;
    if (m_size[a] < m_size[b]) std::swap(a, b);
    m_parent[b] = a;
    m_size[a] += m_size[b];
  }

private:
  std::vector<std::size_t> m_parent;
  std::vector<std::size_t> m_size;
};

} // namespace tapeflow
