#pragma once

#include "whatif/Figures.h"

#include <QDockWidget>
#include <QPointer>

#include <vector>

class QLabel;
class QSlider;
class QVBoxLayout;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

class Document;

// The tuner (issue 19): figures pinned as sliders. Dragging one edits the document live (one
// undo step per drag), so the canvas, the results and the verdicts above the sliders follow the
// slider; the solver runner keeps only the latest value's solve, dropping older ones, so the
// numbers never lag behind the handle. A slider spans a quarter to four times the figure's
// value when pinned (whole numbers: every value from 1), within what the document accepts.
class TunerDock : public QDockWidget {
  Q_OBJECT

public:
  explicit TunerDock(QWidget* parent = nullptr);

  void setDocument(Document* document);
  // Pins `owner`'s figure `name`; false when there is no such figure or it has no value yet.
  bool pin(const std::string& owner, const std::string& name);
  void unpin(std::size_t index);
  [[nodiscard]] std::size_t count() const { return m_pins.size(); }
  [[nodiscard]] QSlider* slider(std::size_t index) const { return m_pins.at(index).slider; }
  [[nodiscard]] QLabel* valueLabel(std::size_t index) const { return m_pins.at(index).value; }
  [[nodiscard]] QLabel* verdicts() const { return m_verdicts; }
  // The run's verdicts above the sliders; `stale` while a solve is running.
  void showResults(const solver::SolveResult* backup, const solver::SolveResult* restore,
                   bool stale);

private:
  struct Pin {
    whatif::Figure figure;
    double lo = 0.0;
    double hi = 0.0;
    QWidget* row = nullptr;
    QSlider* slider = nullptr;
    QLabel* value = nullptr;
    int gesture = 0;
  };
  [[nodiscard]] double numberAt(const Pin& pin, int position) const;
  [[nodiscard]] int positionOf(const Pin& pin, double number) const;
  void moved(Pin& pin, int position);
  void apply(const Pin& pin, double number);
  void follow(); // the pins' values from the document (undo, other edits, removed owners)

  QPointer<Document> m_document;
  std::vector<Pin> m_pins;
  QVBoxLayout* m_rows = nullptr;
  QLabel* m_verdicts = nullptr;
  QLabel* m_hint = nullptr;
};

} // namespace tapeflow::editor
