#include "SetRateUnitCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

SetRateUnitCommand::SetRateUnitCommand(Document* document, std::string unit, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_unit(std::move(unit)),
      m_previous(document->topology().view().rateUnit) {
  setText(
      QCoreApplication::translate("Undo", "Show rates in %1").arg(QString::fromStdString(m_unit)));
}

void SetRateUnitCommand::redo() { apply(m_unit); }
void SetRateUnitCommand::undo() { apply(m_previous); }

void SetRateUnitCommand::apply(const std::string& unit) {
  auto view = m_document->topology().view();
  view.rateUnit = unit;
  m_document->topology().setView(std::move(view));
}

} // namespace tapeflow::editor
