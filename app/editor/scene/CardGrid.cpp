#include "CardGrid.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {

CardGrid::Cells CardGrid::cellsOf(const QRectF& rect) {
  return {static_cast<int>(std::floor(rect.left() / kCell)),
          static_cast<int>(std::floor(rect.top() / kCell)),
          static_cast<int>(std::floor(rect.right() / kCell)),
          static_cast<int>(std::floor(rect.bottom() / kCell))};
}

std::uint64_t CardGrid::key(int x, int y) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) |
         static_cast<std::uint32_t>(y);
}

void CardGrid::place(const NodeItem* item, const QRectF& card) {
  remove(item);
  m_cards.emplace(item, card);
  const Cells c = cellsOf(card);
  for (int x = c.left; x <= c.right; ++x)
    for (int y = c.top; y <= c.bottom; ++y) m_cells[key(x, y)].push_back(item);
}

void CardGrid::remove(const NodeItem* item) {
  const auto it = m_cards.find(item);
  if (it == m_cards.end()) return;
  const Cells c = cellsOf(it->second);
  for (int x = c.left; x <= c.right; ++x)
    for (int y = c.top; y <= c.bottom; ++y) {
      const auto cell = m_cells.find(key(x, y));
      if (cell == m_cells.end()) continue;
      auto& items = cell->second;
      items.erase(std::remove(items.begin(), items.end(), item), items.end());
      if (items.empty()) m_cells.erase(cell);
    }
  m_cards.erase(it);
}

void CardGrid::clear() {
  m_cells.clear();
  m_cards.clear();
}

std::vector<QRectF> CardGrid::cardsIn(const QRectF& area) const {
  std::vector<const NodeItem*> found;
  const Cells c = cellsOf(area);
  const auto cells =
      (static_cast<double>(c.right) - c.left + 1) * (static_cast<double>(c.bottom) - c.top + 1);
  if (cells > static_cast<double>(m_cells.size())) {
    // An area wider than the diagram's cells: every card is looked at once.
    for (const auto& [item, card] : m_cards)
      if (card.intersects(area)) found.push_back(item);
  } else {
    for (int x = c.left; x <= c.right; ++x)
      for (int y = c.top; y <= c.bottom; ++y)
        if (const auto cell = m_cells.find(key(x, y)); cell != m_cells.end())
          for (const NodeItem* item : cell->second)
            if (m_cards.at(item).intersects(area)) found.push_back(item);
    // A card over several cells was met in each.
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
  }
  std::vector<QRectF> cards;
  cards.reserve(found.size());
  for (const NodeItem* item : found) cards.push_back(m_cards.at(item));
  return cards;
}

} // namespace tapeflow::editor
