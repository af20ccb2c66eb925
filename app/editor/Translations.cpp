#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace tapeflow::editor {
namespace {

bool install(const QLocale& locale, const QString& name, const QString& folder) {
  auto* translator = new QTranslator(QCoreApplication::instance());
  if (translator->load(locale, name, QStringLiteral("_"), folder) &&
      QCoreApplication::installTranslator(translator))
    return true;
  delete translator;
  return false;
}

} // namespace

bool installTranslations(const QLocale& locale) {
  // Qt's own first: the words of its dialogs (Save, Cancel, the file dialog) follow the locale
  // even where Tapeflow has no translation of its own.
  install(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  if (install(locale, QStringLiteral("tapeflow"), QStringLiteral(":/i18n"))) return true;
  // Any language Tapeflow does not speak (and the C locale) reads English, with its plural forms
  // ("1 node", "2 nodes") rather than the source text's "%n node(s)".
  install(QLocale(QLocale::English), QStringLiteral("tapeflow"), QStringLiteral(":/i18n"));
  return false;
}

} // namespace tapeflow::editor
