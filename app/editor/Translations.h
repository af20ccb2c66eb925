#pragma once

// The program in the user's language: Tapeflow's own translation (translations/*.ts, compiled
// into the program) and Qt's for its standard dialogs and buttons (qtbase_*.qm of the Qt
// installation; Debian's qt6-translations-l10n), both for the same locale.

#include <QLocale>

namespace tapeflow::editor {

// Installs both translations for `locale` (its uiLanguages: LANGUAGE=de, LANG=de_DE.UTF-8) into
// the running application; a language Tapeflow does not speak gets English's plural forms.
// Returns true when Tapeflow has a translation for the locale (English has one: its plurals).
bool installTranslations(const QLocale& locale = QLocale());

} // namespace tapeflow::editor
