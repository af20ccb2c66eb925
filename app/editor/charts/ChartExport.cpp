#include "ChartExport.h"
#include "files/AtomicWrite.h"
#include "files/Settings.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QMessageBox>
#include <QPainter>
#include <QSvgGenerator>

namespace tapeflow::editor {
namespace {

// The words of these functions, translated in the context "ChartExport".
struct Words {
  Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

// The chart alone, without the view's frame or scroll bars, in scene coordinates.
QRectF chartArea(const QChartView* view) { return view->chart()->sceneBoundingRect(); }

void paintChart(const QChartView* view, QPainter& painter, const QRectF& target) {
  painter.setRenderHint(QPainter::Antialiasing);
  view->scene()->render(&painter, target, chartArea(view));
}

bool hasChart(const QChartView* view, QString* error) {
  if (view->chart() && !chartArea(view).isEmpty()) return true;
  if (error) *error = Words::tr("the chart is empty");
  return false;
}

// The folder the last chart was saved to, so a series of charts lands together.
QString folderKey() { return QStringLiteral("charts/exportFolder"); }

void saveWithDialog(QChartView* view, const QString& format) {
  const QString title = view->chart() ? view->chart()->title() : QString();
  const QString base = title.isEmpty() ? Words::tr("chart") : title;
  const QString folder = readSetting(folderKey(), QDir::homePath()).toString();
  const QString filter = format == QLatin1String("svg") ? Words::tr("SVG drawing (*.svg)")
                                                        : Words::tr("PNG image (*.png)");
  QString path =
      QFileDialog::getSaveFileName(view, Words::tr("Save Chart"),
                                   QDir(folder).filePath(base + QLatin1Char('.') + format), filter);
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + format;
  storeSetting(folderKey(), QFileInfo(path).absolutePath());
  QString error;
  const bool ok = format == QLatin1String("svg") ? saveChartSvg(view, path, &error)
                                                 : saveChartPng(view, path, &error);
  if (!ok) {
    QMessageBox box(
        QMessageBox::Warning, Words::tr("Save Chart"),
        Words::tr("The chart was not saved to %1: %2").arg(QDir::toNativeSeparators(path), error),
        QMessageBox::Ok, view);
    box.setTextFormat(Qt::PlainText); // the path and the chart's names come from the user
    box.exec();
  }
}

QAction* addSaveAction(QChartView* view, const QString& name, const QString& text,
                       const QString& format) {
  auto* action = new QAction(text, view);
  action->setObjectName(name);
  QObject::connect(action, &QAction::triggered, view,
                   [view, format] { saveWithDialog(view, format); });
  view->addAction(action);
  return action;
}

} // namespace

bool saveChartPng(const QChartView* view, const QString& path, QString* error) {
  if (!hasChart(view, error)) return false;
  const QSizeF size = chartArea(view).size() * 2.0;
  QImage image(size.toSize(), QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(2.0);
  image.fill(Qt::transparent); // the chart paints its own background, if it has one
  {
    QPainter painter(&image);
    paintChart(view, painter, QRectF(QPointF(0, 0), size / 2.0));
  }
  AtomicWrite file(path);
  if (file.open()) {
    QImageWriter writer(&file.device(), "png");
    if (!writer.write(image)) file.abandon(writer.errorString());
  }
  if (file.commit()) return true;
  if (error) *error = file.error();
  return false;
}

bool saveChartSvg(const QChartView* view, const QString& path, QString* error) {
  if (!hasChart(view, error)) return false;
  const QSize size = chartArea(view).size().toSize();
  AtomicWrite file(path);
  if (!file.open()) {
    if (error) *error = file.error();
    return false;
  }
  QSvgGenerator svg;
  svg.setOutputDevice(&file.device());
  svg.setSize(size);
  svg.setViewBox(QRect(QPoint(0, 0), size));
  svg.setResolution(view->logicalDpiX()); // text keeps its size against the lines
  svg.setTitle(view->chart()->title());
  svg.setDescription(Words::tr("A chart made by Tapeflow"));
  QPainter painter;
  if (painter.begin(&svg)) {
    paintChart(view, painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end(); // writes the closing tags
  } else {
    file.abandon(Words::tr("the drawing could not be started"));
  }
  if (file.commit()) return true;
  if (error) *error = file.error();
  return false;
}

void enableChartExport(QChartView* view) {
  addSaveAction(view, QStringLiteral("savePng"), Words::tr("Save as &PNG…"), QStringLiteral("png"));
  addSaveAction(view, QStringLiteral("saveSvg"), Words::tr("Save as &SVG…"), QStringLiteral("svg"));
  view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace tapeflow::editor
