#include "ProfileFiguresBox.h"

#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace tapeflow::editor {

ProfileFiguresBox::ProfileFiguresBox(const QString& title, std::function<void(QVBoxLayout*)> fill,
                                     QWidget* parent)
    : QWidget(parent), m_title(title), m_fill(std::move(fill)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 4);
  layout->setSpacing(4);
  m_header = new QToolButton(this);
  m_header->setObjectName(QStringLiteral("profileFiguresHeader"));
  m_header->setCheckable(true);
  m_header->setAutoRaise(true);
  m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  m_header->setArrowType(Qt::RightArrow);
  m_header->setToolTip(tr("The figures of the %1 this node names, from the catalog; a value "
                          "typed here holds for this node only.")
                           .arg(title.toLower()));
  layout->addWidget(m_header);
  m_body = new QWidget(this);
  m_bodyLayout = new QVBoxLayout(m_body);
  m_bodyLayout->setContentsMargins(12, 0, 0, 0);
  m_bodyLayout->setSpacing(6);
  m_body->setVisible(false);
  layout->addWidget(m_body);
  connect(m_header, &QToolButton::toggled, this, &ProfileFiguresBox::setExpanded);
  setOverrides(0);
}

bool ProfileFiguresBox::isExpanded() const { return m_header->isChecked(); }

void ProfileFiguresBox::setExpanded(bool expanded) {
  if (expanded && !std::exchange(m_filled, true)) m_fill(m_bodyLayout);
  m_header->setChecked(expanded); // re-enters once through toggled(), then changes nothing
  m_header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
  m_body->setVisible(expanded);
}

void ProfileFiguresBox::setOverrides(int count) {
  m_header->setText(count > 0 ? tr("%1: its figures (%n set here)", nullptr, count).arg(m_title)
                              : tr("%1: its figures").arg(m_title));
}

} // namespace tapeflow::editor
