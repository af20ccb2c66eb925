#pragma once

#include <QWidget>

#include <string>

class QComboBox;
class QLabel;

namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// The inspector's "Model" of a node (issue 40): the catalog entries of its kind, the node's own
// selected; a model whose ports cannot hold the node's links is greyed, with the reason as its
// tooltip. Choosing one emits `chosen`; the inspector pushes the undo step. Under it, the
// model's price with its source.
class ModelChoiceBox : public QWidget {
  Q_OBJECT

public:
  explicit ModelChoiceBox(QWidget* parent = nullptr);

  // Lists the models `nodeId` can become, again after every change of the document.
  void fill(const topology::Topology& topology, const std::string& nodeId);
  [[nodiscard]] QComboBox* comboBox() const { return m_combo; }
  // Under the box: what the node's model costs and on what authority (issue 40).
  [[nodiscard]] QLabel* priceLabel() const { return m_price; }

signals:
  void chosen(const QString& entryId);

private:
  void showPrice(const topology::Topology& topology, const std::string& nodeId);

  QComboBox* m_combo = nullptr;
  QLabel* m_price = nullptr;
  bool m_filling = false;
};

} // namespace tapeflow::editor
