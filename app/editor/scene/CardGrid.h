#pragma once

// Where the cards of the diagram are, in square cells: what a link looks up to find the cards in
// its way (LinkRoute.h). QGraphicsScene::items() took about 30 us a query; with one query per
// link, opening a 10,000-node diagram took 300 ms more.

#include <QRectF>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace tapeflow::editor {

class NodeItem;

class CardGrid {
public:
  // Puts a card where it is now (a new card, or one that moved or changed size).
  void place(const NodeItem* item, const QRectF& card);
  void remove(const NodeItem* item);
  void clear();
  // The scene rectangles of the cards that meet `area`.
  [[nodiscard]] std::vector<QRectF> cardsIn(const QRectF& area) const;

private:
  static constexpr qreal kCell = 256.0;
  struct Cells {
    int left, top, right, bottom;
  };
  [[nodiscard]] static Cells cellsOf(const QRectF& rect);
  [[nodiscard]] static std::uint64_t key(int x, int y);

  std::unordered_map<std::uint64_t, std::vector<const NodeItem*>> m_cells;
  std::unordered_map<const NodeItem*, QRectF> m_cards;
};

} // namespace tapeflow::editor
