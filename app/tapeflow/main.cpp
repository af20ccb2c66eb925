// The Tapeflow desktop application. Kept thin: options are parsed, then the editor library's
// main window takes over. Options that need no window (a screenshot for headless machines) are
// handled before any window is shown.

#include "AppCatalog.h"
#include "MainWindow.h"
#include "Version.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

// With no display at all, Qt's xcb platform would abort; fall back to the offscreen platform for
// the options that do not need a screen, so they work on servers and in CI.
bool wantsHeadless(int argc, char* argv[]) {
  for (int i = 1; i < argc; ++i)
    if (std::string_view(argv[i]) == "--screenshot") return true;
  return false;
}

bool hasDisplay() {
  return std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
}

} // namespace

int main(int argc, char* argv[]) {
  if (wantsHeadless(argc, argv) && !hasDisplay() && std::getenv("QT_QPA_PLATFORM") == nullptr)
    qputenv("QT_QPA_PLATFORM", "offscreen");

  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Tapeflow"));
  QApplication::setOrganizationName(QStringLiteral("Tapeflow"));
  QApplication::setOrganizationDomain(QStringLiteral("tapeflow.org"));
  QApplication::setApplicationVersion(QString::fromUtf8(tapeflow::kVersion));
  QApplication::setDesktopFileName(QStringLiteral("org.tapeflow.Tapeflow"));

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QApplication::translate("main", "What-if explorer for backup and restore throughput."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption screenshot(
      QStringLiteral("screenshot"),
      QApplication::translate("main", "Render the main window to PNG file <png> and exit."),
      QStringLiteral("png"));
  parser.addOption(screenshot);
  const QCommandLineOption select(
      QStringLiteral("select"),
      QApplication::translate("main",
                              "With --screenshot: select the node, link or job <id> first."),
      QStringLiteral("id"));
  parser.addOption(select);
  const QCommandLineOption linkPreview(
      QStringLiteral("link-preview"),
      QApplication::translate("main", "With --screenshot: show a link being dragged from port "
                                      "<from> to port <to> (\"node:port,node:port\")."),
      QStringLiteral("from,to"));
  parser.addOption(linkPreview);
  parser.addPositionalArgument(QStringLiteral("file"),
                               QApplication::translate("main", "A topology file to open."),
                               QStringLiteral("[FILE]"));
  parser.process(app);

  QStringList catalogMessages;
  tapeflow::editor::MainWindow window(tapeflow::editor::loadAppCatalog(&catalogMessages));
  for (const QString& message : std::as_const(catalogMessages))
    std::fprintf(stderr, "tapeflow: %s\n", qUtf8Printable(message));
  window.setQuiet(parser.isSet(screenshot));
  if (!parser.positionalArguments().isEmpty()) {
    const QString file = parser.positionalArguments().constFirst();
    if (!window.openFile(file, false)) {
      for (const QString& message : window.lastLoadMessages())
        std::fprintf(stderr, "tapeflow: %s\n", qUtf8Printable(message));
    }
  }
  if (parser.isSet(screenshot)) {
    const QString path = parser.value(screenshot);
    if (parser.isSet(select)) window.selectById(parser.value(select));
    window.show();
    if (parser.isSet(linkPreview)) {
      // A link drag in progress, as the user sees it before releasing the mouse.
      const QStringList ends = parser.value(linkPreview).split(QLatin1Char(','));
      const auto from = tapeflow::topology::PortRef::parse(ends.value(0).toStdString());
      const auto to = tapeflow::topology::PortRef::parse(ends.value(1).toStdString());
      auto* target = to ? window.scene()->nodeItem(to->node) : nullptr;
      if (from && target) {
        window.scene()->linkTool().begin(*from);
        window.scene()->linkTool().move(target->portScenePos(to->port));
      }
    }
    // Let the first layout and paint happen before grabbing.
    QTimer::singleShot(200, &window, [&window, path] {
      const bool ok = window.grab().save(path, "PNG");
      std::fprintf(ok ? stdout : stderr,
                   ok ? "tapeflow: wrote %s\n" : "tapeflow: cannot write %s\n",
                   qUtf8Printable(path));
      QApplication::exit(ok ? 0 : 2);
    });
    return QApplication::exec();
  }
  window.show();
  return QApplication::exec();
}
