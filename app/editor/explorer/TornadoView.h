#pragma once

#include "whatif/Tornado.h"

#include <QWidget>

#include <memory>

namespace tapeflow::editor {

// The tornado chart (issue 19, "Advisor"): for each busy component, the backup run's time with
// its figure at half and at one and a half times its value, as a bar around the run's time
// today; the widest swings first, so what the run is most sensitive to is on top. Painted with
// the widget's palette; names are plain text.
class TornadoView : public QWidget {
  Q_OBJECT

public:
  explicit TornadoView(QWidget* parent = nullptr);
  void setData(std::shared_ptr<const whatif::TornadoData> data);
  [[nodiscard]] const whatif::TornadoData* data() const { return m_data.get(); }

protected:
  void paintEvent(QPaintEvent* event) override;

private:
  std::shared_ptr<const whatif::TornadoData> m_data;
};

} // namespace tapeflow::editor
