#include "PlainText.h"

#include <QLabel>

namespace tapeflow::editor {

QLabel* plainLabel(const QString& text, QWidget* parent) {
  auto* label = new QLabel(parent);
  label->setTextFormat(Qt::PlainText); // before the text: it is never laid out as HTML
  label->setText(text);
  return label;
}

QString plainToolTip(const QString& text) {
  if (!Qt::mightBeRichText(text)) return text;
  return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(text.toHtmlEscaped());
}

QString htmlLiteral(const QString& text) { return text.toHtmlEscaped(); }

void makePlain(QMessageBox& box) {
  box.setTextFormat(Qt::PlainText);
  // The informative text has a label of its own, which setTextFormat leaves as it is.
  for (QLabel* label : box.findChildren<QLabel*>()) label->setTextFormat(Qt::PlainText);
}

QMessageBox::StandardButton plainMessage(QWidget* parent, QMessageBox::Icon icon,
                                         const QString& title, const QString& text,
                                         QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton) {
  QMessageBox box(icon, title, text, buttons, parent);
  box.setDefaultButton(defaultButton);
  makePlain(box);
  return static_cast<QMessageBox::StandardButton>(box.exec());
}

} // namespace tapeflow::editor
