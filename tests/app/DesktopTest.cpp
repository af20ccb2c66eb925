// At home on a Linux desktop (issue 17): the toolbar has icons where the desktop has no icon
// theme, F1 opens the user manual and every link and picture in it resolves, and the German
// translation loads (last: it stays installed for the rest of the run).

#include "TestSupport.h"
#include "Translations.h"
#include "help/ManualWindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QToolBar>
#include <QUrl>

using namespace tapeflow;

namespace {

// Every link and picture of a Markdown page, as written.
QStringList targetsOf(const QString& markdown) {
  QTextDocument document;
  document.setMarkdown(markdown);
  QStringList targets;
  for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
    for (auto it = block.begin(); !it.atEnd(); ++it) {
      const QTextCharFormat format = it.fragment().charFormat();
      if (format.isAnchor()) targets << format.anchorHref();
      if (format.isImageFormat()) targets << format.toImageFormat().name();
    }
  return targets;
}

QString readResource(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class DesktopTest : public QObject {
  Q_OBJECT

private slots:
  void toolbarHasIconsWithoutAnIconTheme() {
    QIcon::setThemeName(QStringLiteral("no-such-theme"));
    QIcon::setFallbackThemeName(QStringLiteral("no-such-theme"));
    editor::MainWindow window(test::fixtureCatalog());
    auto* bar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(bar);
    int buttons = 0;
    for (QAction* action : bar->actions()) {
      if (action->isSeparator()) continue;
      ++buttons;
      QVERIFY2(!action->icon().isNull(), qPrintable(action->objectName()));
      QVERIFY2(!action->icon().pixmap(24).isNull(), qPrintable(action->objectName()));
    }
    QVERIFY(buttons >= 9);
  }

  void f1OpensTheManualAtItsContents() {
    editor::MainWindow window(test::fixtureCatalog());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window); // F1 is a shortcut of the active window
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_F1);
    auto* manual = window.findChild<editor::ManualWindow*>();
    QVERIFY(manual);
    QTRY_VERIFY(manual->isVisible());
    QTextBrowser* browser = manual->browser();
    QCOMPARE(browser->source(), editor::ManualWindow::contentsUrl());
    QVERIFY(browser->toPlainText().startsWith(QStringLiteral("Tapeflow User Manual")));
    // Its screenshot fits the page (issue 40: shown at full size, wider than the window).
    const QVariant picture = browser->document()->resource(
        QTextDocument::ImageResource, editor::ManualWindow::contentsUrl().resolved(
                                          QUrl(QStringLiteral("images/main-window.png"))));
    QVERIFY(picture.isValid());
    const QImage shown = picture.value<QImage>();
    QVERIFY(!shown.isNull());
    QVERIFY2(
        shown.width() <= browser->viewport()->width(),
        qPrintable(QStringLiteral("%1 > %2").arg(shown.width()).arg(browser->viewport()->width())));
    // A link followed as a click follows it: relative to the page, as Markdown.
    browser->setSource(browser->source().resolved(QUrl(QStringLiteral("solver.md"))));
    QVERIFY(browser->toPlainText().startsWith(QStringLiteral("How the solver decides")));
    browser->backward();
    QCOMPARE(browser->source(), editor::ManualWindow::contentsUrl());
    // F1 again raises the same window.
    QTest::keyClick(&window, Qt::Key_F1);
    QCOMPARE(window.findChildren<editor::ManualWindow*>().size(), 1);
  }

  void everyLinkAndPictureOfTheManualResolves() {
    const QDir manual(QStringLiteral(":/manual"));
    const QStringList pages = manual.entryList({QStringLiteral("*.md")});
    QVERIFY(pages.size() >= 8);
    int local = 0;
    for (const QString& page : pages) {
      const QString text = readResource(manual.filePath(page));
      QVERIFY2(!text.isEmpty(), qPrintable(page));
      const QUrl base = QUrl(QStringLiteral("qrc:/manual/") + page);
      for (const QString& target : targetsOf(text)) {
        const QUrl url = base.resolved(QUrl(target));
        if (url.scheme() != QLatin1String("qrc")) continue; // a web link
        ++local;
        QVERIFY2(QFile::exists(QLatin1Char(':') + url.path()),
                 qPrintable(page + QStringLiteral(": ") + target));
      }
      // Every page but the contents leads back to it.
      if (page != QLatin1String("index.md"))
        QVERIFY2(targetsOf(text).contains(QStringLiteral("index.md")), qPrintable(page));
    }
    QVERIFY(local > pages.size()); // links and pictures were found, not skipped
    // The pictures are real screenshots: PNGs of a window's size.
    for (const QString& picture : QDir(QStringLiteral(":/manual/images")).entryList()) {
      const QImage image(QStringLiteral(":/manual/images/") + picture);
      QVERIFY2(image.width() >= 800 && image.height() >= 500, qPrintable(picture));
    }
  }

  void germanTranslationLoadsWithQtsOwn() {
    QVERIFY(editor::installTranslations(QLocale(QLocale::German, QLocale::Germany)));
    QCOMPARE(QCoreApplication::translate("tapeflow::editor::MainWindow", "&File"),
             QStringLiteral("&Datei"));
    // A number form: German has two.
    QCOMPARE(QCoreApplication::translate("tapeflow::editor::EditController", "Delete %n item(s)",
                                         nullptr, 3),
             QStringLiteral("3 Elemente löschen"));
    editor::MainWindow window(test::fixtureCatalog());
    QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&Datei"));
    QAction* manual = window.findChild<QAction*>(QStringLiteral("manual"));
    QVERIFY(manual);
    QCOMPARE(manual->text(), QStringLiteral("&Benutzerhandbuch"));
    // Qt's own words (its standard buttons) come from Qt's translation, when installed
    // (Debian: qt6-translations-l10n).
    if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                       QStringLiteral("/qtbase_de.qm")))
      QSKIP("Qt's German translation (qtbase_de.qm) is not installed");
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
  }
};

QTEST_MAIN(DesktopTest)
#include "DesktopTest.moc"
