#pragma once

// The text of a PDF as poppler's pdftotext reads it: the report tests check what a reader of
// the PDF sees, not what the code meant to draw. pdftotext comes with poppler-utils
// (scripts/lib/common.sh installs it); without it the tests fail with that message.

#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <optional>

namespace tapeflow::test {

inline QString pdftotextMissing() {
  return QStringLiteral("pdftotext not found on PATH: install poppler-utils");
}

// The text of `pdf` (pages `first` to `last`, 1-based, 0 for all), with -layout when asked;
// nullopt when pdftotext is missing or fails.
inline std::optional<QString> pdfText(const QString& pdf, bool layout = true, int first = 0,
                                      int last = 0) {
  const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
  if (tool.isEmpty()) return std::nullopt;
  QStringList arguments;
  if (layout) arguments << QStringLiteral("-layout");
  if (first > 0) arguments << QStringLiteral("-f") << QString::number(first);
  if (last > 0) arguments << QStringLiteral("-l") << QString::number(last);
  arguments << pdf << QStringLiteral("-");
  QProcess process;
  process.start(tool, arguments);
  if (!process.waitForFinished(60000) || process.exitCode() != 0) return std::nullopt;
  return QString::fromUtf8(process.readAllStandardOutput());
}

// Pages of `pdf` as pdftotext splits them (form feeds).
inline QStringList pdfPages(const QString& text) {
  QStringList pages = text.split(QLatin1Char('\f'));
  if (!pages.isEmpty() && pages.last().trimmed().isEmpty()) pages.removeLast();
  return pages;
}

} // namespace tapeflow::test
