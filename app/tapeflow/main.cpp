// The Tapeflow desktop application. Kept thin: options are parsed, then the editor library's
// main window takes over. Options that need no window (a screenshot for headless machines, the
// PDF report) are handled before any window is shown.

#include "AppCatalog.h"
#include "MainWindow.h"
#include "ScriptHooks.h"
#include "Translations.h"
#include "Version.h"
#include "explorer/SweepDock.h"
#include "explorer/TunerDock.h"
#include "files/AtomicWrite.h"
#include "inspector/InspectorDock.h"
#include "report/ReportExport.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLabel>
#include <QPixmap>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// With no display at all, Qt's xcb platform would abort; fall back to the offscreen platform for
// the options that do not need a screen (help, version, a screenshot, the PDF report), so they
// work on servers, in CI and in a terminal over ssh.
bool wantsHeadless(int argc, char* argv[]) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg(argv[i]);
    if (arg == "--help" || arg == "-h" || arg == "-?" || arg == "--help-all" ||
        arg == "--version" || arg == "-v" || arg.starts_with("--screenshot") ||
        arg.starts_with("--export-pdf"))
      return true;
  }
  return false;
}

// Without XDG_RUNTIME_DIR (over ssh, from cron, in a container) Qt falls back to a private
// /tmp/runtime-USER folder and warns on standard error at every start, even for --help (issue
// 40). Make the same folder, owner-only as Qt would, and name it, so Qt has nothing to say.
void ensureRuntimeDir() {
  if (std::getenv("XDG_RUNTIME_DIR") != nullptr) return;
  const char* user = std::getenv("USER");
  const std::string folder =
      "/tmp/runtime-" + (user && *user ? std::string(user) : std::to_string(::getuid()));
  struct stat info {};
  const bool ours = ::stat(folder.c_str(), &info) == 0 && S_ISDIR(info.st_mode) &&
                    info.st_uid == ::getuid() && (info.st_mode & 077) == 0;
  if (ours || ::mkdir(folder.c_str(), 0700) == 0) ::setenv("XDG_RUNTIME_DIR", folder.c_str(), 0);
}

bool hasDisplay() {
  return std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
}

void fail(const QString& message) {
  std::fprintf(stderr, "tapeflow: %s\n", qUtf8Printable(message));
}

// tapeflow --export-pdf OUT FILE: the report the window's File ▸ Export Report writes, with no
// window. Exit status as tapeflow-cli's: 0 written, 1 usage error, 2 bad input or unwritable.
int exportReport(const QCommandLineParser& parser, const QCommandLineOption& exportPdf,
                 const QCommandLineOption& pageSize, const QCommandLineOption& backupWindow,
                 const QCommandLineOption& sweep) {
  const QStringList files = parser.positionalArguments();
  if (files.size() != 1) {
    fail(QApplication::translate("main", "--export-pdf needs exactly one topology FILE"));
    return 1;
  }
  tapeflow::editor::ReportOptions options;
  options.pageSize = tapeflow::editor::defaultPageSize();
  if (parser.isSet(pageSize)) {
    const QString size = parser.value(pageSize).toLower();
    if (size == QStringLiteral("a4"))
      options.pageSize = QPageSize::A4;
    else if (size == QStringLiteral("letter"))
      options.pageSize = QPageSize::Letter;
    else {
      fail(QApplication::translate("main", "--page-size: \"%1\" is neither A4 nor Letter")
               .arg(parser.value(pageSize)));
      return 1;
    }
  }
  if (parser.isSet(backupWindow)) {
    const auto seconds = tapeflow::units::parseAs(parser.value(backupWindow).toStdString(),
                                                  *tapeflow::units::parseUnit("h"));
    if (!seconds || !(*seconds > 0.0)) {
      fail(QApplication::translate("main", "--backup-window: \"%1\" is not a duration")
               .arg(parser.value(backupWindow)));
      return 1;
    }
    options.backupWindow = *seconds;
    options.backupWindowText = parser.value(backupWindow).trimmed();
  }
  options.sweepSpecs = parser.values(sweep);
  if (options.sweepSpecs.size() > 2) {
    fail(QApplication::translate("main", "--sweep: one figure, or two for a heat map"));
    return 1;
  }
  QStringList catalogMessages;
  const auto catalog = tapeflow::editor::loadAppCatalog(&catalogMessages);
  for (const QString& message : std::as_const(catalogMessages)) fail(message);
  const QString out = parser.value(exportPdf);
  const auto outcome =
      tapeflow::editor::exportReportFile(files.constFirst(), out, catalog, options);
  if (!outcome.ok) {
    fail(outcome.error);
    fail(QApplication::translate("main", "no report written for %1").arg(files.constFirst()));
    return 2;
  }
  std::fprintf(stdout, "tapeflow: wrote %s (%d pages)\n", qUtf8Printable(out), outcome.pages);
  return 0;
}

} // namespace

int main(int argc, char* argv[]) {
  ensureRuntimeDir();
  if (wantsHeadless(argc, argv) && !hasDisplay() && std::getenv("QT_QPA_PLATFORM") == nullptr)
    qputenv("QT_QPA_PLATFORM", "offscreen");

  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Tapeflow"));
  QApplication::setOrganizationName(QStringLiteral("Tapeflow"));
  QApplication::setOrganizationDomain(QStringLiteral("tapeflow.org"));
  QApplication::setApplicationVersion(QString::fromUtf8(tapeflow::kVersion));
  QApplication::setDesktopFileName(QStringLiteral("org.tapeflow.Tapeflow"));
  tapeflow::editor::installTranslations();

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
  const QCommandLineOption inspect(
      QStringLiteral("inspect"),
      QApplication::translate("main", "With --screenshot and --select: scroll the inspector to "
                                      "the figure <name> (\"read_rate\")."),
      QStringLiteral("name"));
  parser.addOption(inspect);
  const QCommandLineOption sweep(
      QStringLiteral("sweep"),
      QApplication::translate("main", "Run a sweep in the What-if dock once the file is open: "
                                      "OWNER.NAME=FROM:TO[:N[:log]] or OWNER.NAME=A,B,C; twice "
                                      "for a heat map."),
      QStringLiteral("spec"));
  parser.addOption(sweep);
  const QCommandLineOption pin(
      QStringLiteral("pin"),
      QApplication::translate("main", "Pin a figure (OWNER.NAME) to the Tuner; may be repeated."),
      QStringLiteral("figure"));
  parser.addOption(pin);
  const QCommandLineOption exportPdf(
      QStringLiteral("export-pdf"),
      QApplication::translate("main", "Write the PDF report of FILE to <pdf> and exit, without a "
                                      "window (works with no display)."),
      QStringLiteral("pdf"));
  parser.addOption(exportPdf);
  const QCommandLineOption pageSize(
      QStringLiteral("page-size"),
      QApplication::translate("main", "With --export-pdf: paper <size>, A4 or Letter (default: "
                                      "the locale's)."),
      QStringLiteral("size"));
  parser.addOption(pageSize);
  const QCommandLineOption backupWindow(
      QStringLiteral("backup-window"),
      QApplication::translate("main", "With --export-pdf: the backup window to check the run "
                                      "against, e.g. \"6 h\" or \"90 min\"."),
      QStringLiteral("duration"));
  parser.addOption(backupWindow);
  parser.addPositionalArgument(QStringLiteral("file"),
                               QApplication::translate("main", "A topology file to open."),
                               QStringLiteral("[FILE]"));
  parser.process(app);

  if (parser.isSet(exportPdf))
    return exportReport(parser, exportPdf, pageSize, backupWindow, sweep);

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
  bool sweeping = false;
  if (parser.isSet(sweep)) {
    window.sweeps()->show();
    window.sweeps()->raise();
    sweeping = window.sweeps()->runSpecs(parser.values(sweep));
    if (!sweeping)
      std::fprintf(stderr, "tapeflow: %s\n", qUtf8Printable(window.sweeps()->message()->text()));
  }
  for (const QString& figure : parser.values(pin)) {
    const auto dot = figure.lastIndexOf(QLatin1Char('.'));
    if (!window.tuner()->pin(figure.left(dot).toStdString(), figure.mid(dot + 1).toStdString()))
      std::fprintf(stderr, "tapeflow: cannot pin %s\n", qUtf8Printable(figure));
    window.tuner()->show();
    window.tuner()->raise();
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
    // Let the first layout and paint happen (and a sweep finish) before grabbing.
    const QString figure = parser.value(inspect);
    const auto grab = [&window, path, figure] {
      QTimer::singleShot(200, &window, [&window, path, figure] {
        if (!figure.isEmpty() && !window.inspector()->scrollTo(figure))
          std::fprintf(stderr, "tapeflow: the inspector shows no figure %s\n",
                       qUtf8Printable(figure));
        tapeflow::editor::AtomicWrite file(path);
        if (file.open() && !window.grab().save(&file.device(), "PNG"))
          file.abandon(QStringLiteral("the image could not be written"));
        const bool ok = file.commit();
        if (ok)
          std::fprintf(stdout, "tapeflow: wrote %s\n", qUtf8Printable(path));
        else
          std::fprintf(stderr, "tapeflow: %s could not be written: %s\n", qUtf8Printable(path),
                       qUtf8Printable(file.error()));
        QApplication::exit(ok ? 0 : 2);
      });
    };
    if (sweeping)
      QObject::connect(window.sweeps(), &tapeflow::editor::SweepDock::sweepFinished, &window, grab);
    else
      grab();
    return QApplication::exec();
  }
  window.show();
  // Once the window is up: the catalog's problems, what an unclean exit left behind, then the
  // scripts' hooks.
  QTimer::singleShot(0, &window, [&window, catalogMessages] {
    window.showCatalogProblems(catalogMessages);
    window.offerRecovery(tapeflow::app::scriptedRecoveryAnswer());
    tapeflow::app::startScriptHooks(window);
  });
  return QApplication::exec();
}
