#include "ManualWindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QImage>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tapeflow::editor {
namespace {

QToolButton* navigationButton(const QString& text, const QString& icon, QWidget* parent) {
  auto* button = new QToolButton(parent);
  button->setText(text);
  button->setIcon(QIcon::fromTheme(icon));
  button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  button->setAutoRaise(true);
  return button;
}

// The manual's pages, with pictures no wider than the page (issue 40: a screenshot was shown at
// its full size, wider than the window).
class ManualBrowser : public QTextBrowser {
public:
  using QTextBrowser::QTextBrowser;

  QVariant loadResource(int type, const QUrl& name) override {
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource) return resource;
    QImage image;
    if (resource.canConvert<QImage>()) image = resource.value<QImage>();
    if (image.isNull()) image.loadFromData(resource.toByteArray());
    // The page's width once a long page has its scroll bar.
    const int bar = verticalScrollBar()->isVisible() ? 0 : verticalScrollBar()->sizeHint().width();
    const int room =
        std::max(200, viewport()->width() - bar - 2 * int(document()->documentMargin()) - 4);
    if (image.isNull() || image.width() <= room) return resource;
    return image.scaledToWidth(room, Qt::SmoothTransformation);
  }
};

} // namespace

QUrl ManualWindow::contentsUrl() { return QUrl(QStringLiteral("qrc:/manual/index.md")); }

ManualWindow::ManualWindow(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("manualWindow"));
  setWindowTitle(tr("Tapeflow User Manual"));
  setWindowFlag(Qt::Window); // a window of its own, beside the main window, not over it
  setAttribute(Qt::WA_DeleteOnClose, false);
  m_browser = new ManualBrowser(this);
  m_browser->setObjectName(QStringLiteral("manualBrowser"));
  m_browser->setOpenExternalLinks(true); // web links go to the browser, the manual's own stay
  auto* back = navigationButton(tr("&Back"), QStringLiteral("go-previous"), this);
  auto* forward = navigationButton(tr("&Forward"), QStringLiteral("go-next"), this);
  auto* contents = navigationButton(tr("&Contents"), QStringLiteral("go-home"), this);
  back->setEnabled(false);
  forward->setEnabled(false);
  connect(back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
  connect(forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
  connect(contents, &QToolButton::clicked, m_browser, &QTextBrowser::home);
  connect(m_browser, &QTextBrowser::backwardAvailable, back, &QWidget::setEnabled);
  connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QWidget::setEnabled);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* navigation = new QHBoxLayout;
  navigation->addWidget(back);
  navigation->addWidget(forward);
  navigation->addWidget(contents);
  navigation->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(navigation);
  layout->addWidget(m_browser, 1);
  layout->addWidget(buttons);
  resize(820, 760);
  layout->activate(); // the page's width, before its pictures load
  m_browser->setSource(contentsUrl(), QTextDocument::MarkdownResource);
}

ManualWindow* ManualWindow::showFor(QWidget* owner) {
  auto* manual = owner->findChild<ManualWindow*>(QStringLiteral("manualWindow"));
  if (!manual) manual = new ManualWindow(owner);
  manual->show();
  manual->raise();
  manual->activateWindow();
  return manual;
}

QAction* ManualWindow::addTo(QMenu* help, QWidget* owner) {
  QAction* manual = help->addAction(QIcon::fromTheme(QStringLiteral("help-contents")),
                                    tr("User &Manual"), owner, [owner] { showFor(owner); });
  manual->setObjectName(QStringLiteral("manual"));
  manual->setShortcut(QKeySequence::HelpContents);
  owner->addAction(manual); // F1 works with the menu closed, wherever the focus is
  return manual;
}

} // namespace tapeflow::editor
