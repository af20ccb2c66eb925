#pragma once

// docs/architecture.md, "Where an edit goes": text that comes from a file (names, ids, quoted
// values, messages, catalog entries) is shown as plain text everywhere. Qt guesses otherwise: a
// QLabel, a QMessageBox or a tool tip renders a string that Qt::mightBeRichText as HTML, QtCharts
// always renders its labels as HTML, and HTML loads the files its <img> tags name (issue 21: a node
// named <img src="/dev/zero"> read /dev/zero until the window and the headless export aborted).
// These helpers take the guess away; HTML that the app builds itself escapes each part that
// comes from a file with QString::toHtmlEscaped().

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

namespace tapeflow::editor {

// A label that shows `text`, and whatever it is given later, as it is.
[[nodiscard]] QLabel* plainLabel(const QString& text = {}, QWidget* parent = nullptr);

// `text` as a tool tip shows it as it is. QToolTip renders a text that Qt::mightBeRichText as
// HTML: such a text becomes an HTML paragraph of its escaped self (spaces and line breaks kept);
// any other text is returned unchanged.
[[nodiscard]] QString plainToolTip(const QString& text);

// `text` for a place that always renders HTML: QtCharts' titles, axis and category labels,
// legend entries and bar labels.
[[nodiscard]] QString htmlLiteral(const QString& text);

// Makes every text of `box` show as it is (QMessageBox shows Qt::AutoText, and so do the static
// QMessageBox::warning, question and critical). Call it once the texts are set: the informative
// text's label is made when that text is first set.
void makePlain(QMessageBox& box);

// QMessageBox::warning, question and critical, with their texts shown as they are.
QMessageBox::StandardButton
plainMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text,
             QMessageBox::StandardButtons buttons = QMessageBox::Ok,
             QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

} // namespace tapeflow::editor
