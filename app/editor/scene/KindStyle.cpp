#include "KindStyle.h"

#include <QFile>
#include <QHash>
#include <QPainter>
#include <QPixmapCache>
#include <QSvgRenderer>

namespace tapeflow::editor {

QString KindStyle::iconPath(std::string_view kind) {
  const QString path =
      QStringLiteral(":/icons/kinds/%1.svg")
          .arg(QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size())));
  return QFile::exists(path) ? path : QStringLiteral(":/icons/kinds/generic.svg");
}

// Drawn once per kind, size and colour and then found in the pixmap cache: every card drew its
// icon from the SVG file on every paint, a quarter of painting a 10,000-node diagram (issue 18).
QPixmap KindStyle::pixmap(std::string_view kind, int size, const QColor& colour,
                          qreal devicePixelRatio) {
  const int pixels = qRound(size * devicePixelRatio);
  const QString key = QStringLiteral("tapeflow-kind:%1:%2:%3:%4")
                          .arg(QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size())))
                          .arg(pixels)
                          .arg(colour.rgba())
                          .arg(devicePixelRatio);
  QPixmap result;
  if (QPixmapCache::find(key, &result)) return result;
  result = QPixmap(pixels, pixels);
  result.fill(Qt::transparent);
  QSvgRenderer renderer(iconPath(kind));
  QPainter painter(&result);
  painter.setRenderHint(QPainter::Antialiasing);
  renderer.render(&painter, QRectF(0, 0, pixels, pixels));
  // Keep the drawing's alpha, take the colour from the palette.
  painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
  painter.fillRect(result.rect(), colour);
  painter.end();
  result.setDevicePixelRatio(devicePixelRatio);
  QPixmapCache::insert(key, result);
  return result;
}

QIcon KindStyle::icon(std::string_view kind, const QColor& colour) {
  QIcon icon;
  for (const int size : {16, 24, 32, 48}) icon.addPixmap(pixmap(kind, size, colour));
  return icon;
}

QColor KindStyle::groupAccent(std::string_view group) {
  static const QHash<QString, QColor> accents{
      {QStringLiteral("Servers"), QColor(0x3b, 0x82, 0xc4)},
      {QStringLiteral("Buses & adapters"), QColor(0x2a, 0x9d, 0x8f)},
      {QStringLiteral("Storage"), QColor(0xd0, 0x8c, 0x34)},
      {QStringLiteral("Networks"), QColor(0x8e, 0x6c, 0xc8)},
      {QStringLiteral("Tape"), QColor(0x4c, 0xa2, 0x4a)},
      {QStringLiteral("Backup targets"), QColor(0xc0, 0x5a, 0x6e)},
  };
  return accents.value(QString::fromUtf8(group.data(), static_cast<qsizetype>(group.size())),
                       QColor(0x88, 0x88, 0x88));
}

QColor KindStyle::portColour(std::string_view portType) {
  // A stable hue per type id, mid saturation so it reads on light and dark backgrounds.
  const auto hash = qHash(QByteArray(portType.data(), static_cast<qsizetype>(portType.size())));
  return QColor::fromHsv(static_cast<int>(hash % 360u), 150, 200);
}

} // namespace tapeflow::editor
