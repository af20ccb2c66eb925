#pragma once

#include "ParameterField.h"

#include <QWidget>

#include <functional>

class QToolButton;
class QVBoxLayout;

namespace tapeflow::topology {
class Topology;
struct Node;
} // namespace tapeflow::topology

namespace tapeflow::editor {

// What the field of the profile figure `def` ("backup_app.request_size") of `node` shows: the
// node's override, else the figure of the entry the reference names, with where that comes
// from, else the referenced kind's default.
[[nodiscard]] ParameterField::State profileFigureState(const topology::Topology& topology,
                                                       const topology::Node& node,
                                                       const catalog::ParameterDef& def);

// A folding section of the inspector under a reference field ("Backup application"): the
// figures of the profile the node references, each of which the node may override (issue 39
// item 5: "kopia with 16 parallel uploads" without a catalog of one's own). Folded until
// opened, or open when the node already overrides one of them; its fields are made the first
// time it opens, since an application has dozens and most pages never show them.
class ProfileFiguresBox : public QWidget {
  Q_OBJECT

public:
  // `title` names the reference ("Backup application"); `fill` makes the fields in the body.
  ProfileFiguresBox(const QString& title, std::function<void(QVBoxLayout*)> fill,
                    QWidget* parent = nullptr);

  [[nodiscard]] QToolButton* header() const { return m_header; }
  [[nodiscard]] bool isExpanded() const;
  void setExpanded(bool expanded);
  // How many of the figures the node overrides, said in the header.
  void setOverrides(int count);

private:
  QString m_title;
  std::function<void(QVBoxLayout*)> m_fill;
  bool m_filled = false;
  QToolButton* m_header = nullptr;
  QWidget* m_body = nullptr;
  QVBoxLayout* m_bodyLayout = nullptr;
};

} // namespace tapeflow::editor
