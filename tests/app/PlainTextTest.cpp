// docs/architecture.md, "Where an edit goes": text that comes from a file is shown as plain text.
// Qt renders a string that looks like HTML as rich text, and rich text loads the files its <img>
// tags name (issue 21: a node named <img src="/dev/zero"> made the window and the headless export
// read /dev/zero until they aborted). Here a topology whose document, node and job names hold an
// <img> of a picture, a link and a style sheet is opened in the window, fails to open (a bad id
// quoted in the message box), and is exported as a PDF in-process and by `tapeflow
// --export-pdf`. The picture is watched with inotify and must never be opened; every label,
// tool tip, chart label and the PDF show the markup literally.

#include "PdfText.h"
#include "TestSupport.h"
#include "charts/ChartsDock.h"
#include "document/Document.h"
#include "inspector/InspectorDock.h"
#include "jobs/JobsModel.h"
#include "report/ReportExport.h"
#include "results/ResultsDock.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>

#include <sys/inotify.h>
#include <unistd.h>

using namespace tapeflow;

namespace {

// Counts the times a file is opened, by anyone (this process or a child), with inotify.
class OpenWatch {
public:
  explicit OpenWatch(const QString& path)
      : m_fd(inotify_init1(IN_NONBLOCK | IN_CLOEXEC)),
        m_wd(m_fd < 0 ? -1
                      : inotify_add_watch(m_fd, QFile::encodeName(path).constData(), IN_OPEN)) {}
  ~OpenWatch() {
    if (m_fd >= 0) ::close(m_fd);
  }
  OpenWatch(const OpenWatch&) = delete;
  OpenWatch& operator=(const OpenWatch&) = delete;

  [[nodiscard]] bool valid() const { return m_wd >= 0; }
  // Opens since the last call.
  int opens() {
    int count = 0;
    alignas(inotify_event) char buffer[4096];
    for (ssize_t size; (size = ::read(m_fd, buffer, sizeof buffer)) > 0;)
      for (ssize_t at = 0; at < size;) {
        const auto* event = reinterpret_cast<const inotify_event*>(buffer + at);
        if (event->mask & IN_OPEN) ++count;
        at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
      }
    return count;
  }

private:
  int m_fd;
  int m_wd;
};

// Rich text as Qt shows it, without loading anything it names.
class NoResources : public QTextDocument {
protected:
  QVariant loadResource(int, const QUrl&) override { return {}; }
};

// What a tool tip shows: QToolTip renders text that Qt::mightBeRichText as HTML.
QString shownToolTip(const QString& tip) {
  if (!Qt::mightBeRichText(tip)) return tip;
  NoResources document;
  document.setHtml(tip);
  return document.toPlainText();
}

QString flat(QString text) {
  return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

QJsonObject readJson(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  return QJsonDocument::fromJson(file.readAll()).object();
}

bool writeJson(const QString& path, const QJsonObject& json) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(json).toJson()) > 0;
}

} // namespace

class PlainTextTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString m_picture; // the file the markup names; opening it is the failure
  std::unique_ptr<OpenWatch> m_watch;

  [[nodiscard]] QString img() const { return QStringLiteral("<img src=\"%1\">").arg(m_picture); }
  static QString link() { return QStringLiteral("<a href=\"https://example.org/\">here</a>"); }
  static QString style() { return QStringLiteral("<style>*{color:red}</style>"); }

  // `topology` with markup in its name, description, every node's name and every job's name.
  [[nodiscard]] QJsonObject marked(QJsonObject topology) const {
    topology[QStringLiteral("name")] = img() + QStringLiteral("Report ") + link();
    topology[QStringLiteral("description")] = style() + img();
    QJsonArray nodes = topology[QStringLiteral("nodes")].toArray();
    for (qsizetype i = 0; i < nodes.size(); ++i) {
      QJsonObject node = nodes[i].toObject();
      const QString name =
          node[QStringLiteral("name")].toString(node[QStringLiteral("id")].toString());
      node[QStringLiteral("name")] = (i % 2 ? style() : link()) + img() + name;
      nodes[i] = node;
    }
    topology[QStringLiteral("nodes")] = nodes;
    QJsonArray jobs = topology[QStringLiteral("jobs")].toArray();
    for (qsizetype i = 0; i < jobs.size(); ++i) {
      QJsonObject job = jobs[i].toObject();
      job[QStringLiteral("name")] = img() + QStringLiteral("Job %1 ").arg(i) + link();
      jobs[i] = job;
    }
    topology[QStringLiteral("jobs")] = jobs;
    return topology;
  }

  [[nodiscard]] QString markedFixture() const {
    const QString path = m_dir.filePath(QStringLiteral("marked.tapeflow"));
    if (!writeJson(path, marked(readJson(test::localBackupPath())))) qFatal("cannot write");
    return path;
  }

private slots:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             qPrintable(test::pdftotextMissing()));
    m_picture = m_dir.filePath(QStringLiteral("seen.png"));
    QImage picture(16, 16, QImage::Format_RGB32);
    picture.fill(Qt::red);
    QVERIFY(picture.save(m_picture));
    m_watch = std::make_unique<OpenWatch>(m_picture);
    QVERIFY(m_watch->valid());
    // The watch itself can fail: an open is seen.
    QFile probe(m_picture);
    QVERIFY(probe.open(QIODevice::ReadOnly));
    probe.close();
    QCOMPARE(m_watch->opens(), 1);
  }

  void windowShowsFileTextLiterally() {
    const QString file = markedFixture();
    m_watch->opens();
    auto window = std::make_unique<editor::MainWindow>(test::fixtureCatalog());
    window->setQuiet(true);
    QVERIFY(window->openFile(file, false));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const auto& topology = window->document()->topology();

    // Every part of the window on screen: each node and the job in the inspector, each tab of
    // the results and the charts, every tool tip shown for real.
    QStringList toolTips;
    for (const auto& node : topology.nodes()) {
      window->selectById(QString::fromStdString(node.id));
      QVERIFY(!window->grab().isNull());
      if (auto* item = window->scene()->nodeItem(node.id)) toolTips << item->toolTip();
    }
    for (const auto& job : topology.jobs()) {
      window->selectById(QString::fromStdString(job.id));
      window->inspector()->showJob(job.id);
      QVERIFY(!window->grab().isNull());
    }
    QList<QTreeWidgetItem*> warnings;
    auto* results = window->findChild<editor::ResultsDock*>();
    QVERIFY(results);
    results->raise();
    for (auto* tree : results->findChildren<QTreeWidget*>()) {
      for (int i = 0; i < tree->topLevelItemCount(); ++i)
        for (int c = 0; c < tree->columnCount(); ++c)
          if (!tree->topLevelItem(i)->toolTip(c).isEmpty())
            toolTips << tree->topLevelItem(i)->toolTip(c);
      if (tree->objectName() == QStringLiteral("resultsWarnings"))
        for (int i = 0; i < tree->topLevelItemCount(); ++i) warnings << tree->topLevelItem(i);
    }
    for (auto* tabs : results->findChildren<QTabWidget*>())
      for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QVERIFY(!window->grab().isNull());
      }
    auto* table = window->findChild<QAbstractItemView*>(QStringLiteral("jobsTable"));
    QVERIFY(table && table->model());
    const QAbstractItemModel& jobs = *table->model();
    for (int r = 0; r < jobs.rowCount(); ++r)
      for (int c = 0; c < jobs.columnCount(); ++c)
        toolTips << jobs.data(jobs.index(r, c), Qt::ToolTipRole).toString();
    window->charts()->raise();
    for (auto* tabs : window->charts()->findChildren<QTabWidget*>())
      for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QVERIFY(!window->grab().isNull());
      }
    for (const QString& tip : std::as_const(toolTips)) {
      if (tip.isEmpty()) continue;
      QToolTip::showText(window->mapToGlobal(QPoint(200, 200)), tip, window.get());
      QCoreApplication::processEvents();
    }
    QToolTip::hideText();
    QCOMPARE(m_watch->opens(), 0);

    // The status line: the run's bottleneck is the DLT drive, by its marked name.
    auto* summary = window->statusBar()->findChild<QLabel*>(QStringLiteral("summary"));
    QVERIFY(summary);
    QCOMPARE(summary->textFormat(), Qt::PlainText);
    window->statusBar()->clearMessage();    // beside "Opened ..." it keeps only its verdicts
    window->resize(2400, window->height()); // a narrow window leaves out the run's end
    QCoreApplication::processEvents();
    QVERIFY2(summary->toolTip().contains(QString::fromStdString(topology.node("dlt")->name)),
             qPrintable(summary->toolTip()));
    QVERIFY2(summary->text().contains(QString::fromStdString(topology.node("dlt")->name)),
             qPrintable(summary->text()));
    // Every label that holds markup shows it as it is.
    for (const QLabel* label : window->findChildren<QLabel*>())
      if (label->text().contains(img()) || label->text().contains(style()))
        QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->text()));
    // Tool tips: a node card's names its node as it is (or there is none: a node no job uses),
    // a warning's says its text.
    for (const auto& node : topology.nodes()) {
      const QString name = QString::fromStdString(node.name);
      const QString tip = shownToolTip(window->scene()->nodeItem(node.id)->toolTip());
      QVERIFY2(tip.isEmpty() || tip.contains(name), qPrintable(tip));
    }
    QVERIFY(!warnings.isEmpty());
    for (const QTreeWidgetItem* item : std::as_const(warnings))
      QCOMPARE(shownToolTip(item->toolTip(1)), item->text(1));
    for (int r = 0; r < jobs.rowCount(); ++r)
      for (int c = 0; c < jobs.columnCount(); ++c) {
        const QVariant tip = jobs.data(jobs.index(r, c), Qt::ToolTipRole);
        if (!tip.isNull())
          QCOMPARE(shownToolTip(tip.toString()), jobs.data(jobs.index(r, c)).toString());
      }
    // The charts: QtCharts draws its labels as rich text; the job's name reads as it is.
    QString chartText;
    for (const QChartView* view : window->charts()->findChildren<QChartView*>())
      for (const QGraphicsItem* item : view->scene()->items())
        if (const auto* text = qgraphicsitem_cast<const QGraphicsTextItem*>(item))
          chartText += text->toPlainText() + QLatin1Char('\n');
    QVERIFY2(!chartText.contains(QChar::ObjectReplacementCharacter), qPrintable(chartText));
    // (Long labels are elided: their start is what must read as written.)
    QVERIFY2(chartText.contains(QStringLiteral("<img src=")), qPrintable(chartText));
    window.reset();
    QCOMPARE(m_watch->opens(), 0);
  }

  void loadFailureMessageIsPlain() {
    // An id may not hold markup, and a parameter of that name does not exist: the messages
    // quote both.
    QJsonObject bad = readJson(test::localBackupPath());
    QJsonArray nodes = bad[QStringLiteral("nodes")].toArray();
    QJsonObject node = nodes[0].toObject();
    node[QStringLiteral("id")] = img();
    node[QStringLiteral("parameters")] = QJsonObject{{link(), 1}};
    nodes[0] = node;
    bad[QStringLiteral("nodes")] = nodes;
    const QString file = m_dir.filePath(QStringLiteral("bad.tapeflow"));
    QVERIFY(writeJson(file, bad));
    m_watch->opens();

    editor::MainWindow window(test::fixtureCatalog());
    window.setQuiet(false); // the message box is the point
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList shown, notPlain;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return;
      poll.stop();
      box->grab(); // lays its labels out: rich text would load the picture here
      for (const QLabel* label : box->findChildren<QLabel*>()) {
        shown << label->text();
        if (!label->text().isEmpty() && label->textFormat() != Qt::PlainText)
          notPlain << label->text();
      }
      box->done(QMessageBox::Ok);
    });
    poll.start();
    QVERIFY(!window.openFile(file, false));
    poll.stop();
    QCOMPARE(m_watch->opens(), 0);
    QVERIFY2(notPlain.isEmpty(), qPrintable(notPlain.join(QLatin1Char('\n'))));
    const QString all = shown.join(QLatin1Char('\n'));
    // The reader stops at the bad id; its message quotes it as it is.
    QVERIFY2(all.contains(img()), qPrintable(all));
  }

  void reportShowsFileTextLiterally() {
    const QString file = markedFixture();
    const QString pdf = m_dir.filePath(QStringLiteral("marked.pdf"));
    m_watch->opens();
    editor::ReportOptions options;
    options.backupWindow = 3600.0;
    const auto outcome = editor::exportReportFile(file, pdf, test::fixtureCatalog(), options);
    QVERIFY2(outcome.ok, qPrintable(outcome.error));
    QCOMPARE(m_watch->opens(), 0);
    checkPdf(pdf, readJson(file));
  }

  void headlessExportShowsFileTextLiterally() {
    // The real binary on a shipped example with marked names, as `tapeflow --export-pdf` runs
    // on a server.
    const QString example = QString::fromStdString(catalog::defaultResourceDir()) +
                            QStringLiteral("/examples/default.tapeflow");
    const QString file = m_dir.filePath(QStringLiteral("marked-example.tapeflow"));
    QVERIFY(writeJson(file, marked(readJson(example))));
    const QString pdf = m_dir.filePath(QStringLiteral("marked-example.pdf"));
    m_watch->opens();
    QProcess app;
    app.start(QStringLiteral(TAPEFLOW_APP), {QStringLiteral("--export-pdf"), pdf, file});
    QVERIFY(app.waitForFinished(120000));
    QVERIFY2(app.exitStatus() == QProcess::NormalExit && app.exitCode() == 0,
             app.readAllStandardError().constData());
    QCOMPARE(m_watch->opens(), 0);
    checkPdf(pdf, readJson(file));
  }

private:
  // The PDF of `topology` names the document, its first node and its first job as they are.
  void checkPdf(const QString& pdf, const QJsonObject& topology) {
    const auto text = test::pdfText(pdf, false);
    QVERIFY2(text, qPrintable(test::pdftotextMissing()));
    const QString all = flat(*text);
    const QString document = topology[QStringLiteral("name")].toString();
    const QString job = topology[QStringLiteral("jobs")]
                            .toArray()
                            .at(0)
                            .toObject()[QStringLiteral("name")]
                            .toString();
    // Names are wrapped and elided on the page: their first words read as written.
    for (const QString& expected : {document, job})
      QVERIFY2(all.contains(flat(expected).left(30)),
               qPrintable(expected + QLatin1Char('\n') + all));
    int nodes = 0;
    for (const auto& node : topology[QStringLiteral("nodes")].toArray())
      nodes +=
          all.contains(flat(node.toObject()[QStringLiteral("name")].toString()).left(30)) ? 1 : 0;
    QVERIFY(nodes > 0);
  }
};

QTEST_MAIN(PlainTextTest)
#include "PlainTextTest.moc"
