// MainWindow's what-if docks (issue 19): the sweep and the advisor beside the charts, the tuner
// beside the inspector, and the inspector's "Sweep This Figure…" and "Pin to Tuner".

#include "MainWindow.h"

#include "PlainText.h"
#include "calibration/BottleneckGuideDock.h"
#include "calibration/CalibrationDialog.h"
#include "calibration/MeasurementsDock.h"
#include "charts/ChartsDock.h"
#include "document/Document.h"
#include "explorer/AdvisorDock.h"
#include "explorer/ScenariosDock.h"
#include "explorer/SweepDock.h"
#include "explorer/TunerDock.h"
#include "inspector/InspectorDock.h"

#include <QStatusBar>

namespace tapeflow::editor {

void MainWindow::createWhatIfDocks() {
  m_sweeps = new SweepDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_sweeps);
  tabifyDockWidget(m_charts, m_sweeps);
  m_advisor = new AdvisorDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_advisor);
  tabifyDockWidget(m_sweeps, m_advisor);
  m_scenarios = new ScenariosDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_scenarios);
  tabifyDockWidget(m_advisor, m_scenarios);
  connect(m_scenarios, &ScenariosDock::switchRequested, this, &MainWindow::showScenario);
  m_measurements = new MeasurementsDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_measurements);
  tabifyDockWidget(m_scenarios, m_measurements);
  connect(m_measurements, &MeasurementsDock::calibrateRequested, this, [this] {
    CalibrationDialog dialog(m_document.get(), this);
    dialog.exec();
  });
  m_guide = new BottleneckGuideDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_guide);
  tabifyDockWidget(m_measurements, m_guide);
  connect(m_measurements, &MeasurementsDock::guideRequested, this, [this] {
    m_guide->show();
    m_guide->raise();
  });
  connect(m_guide, &BottleneckGuideDock::measureRequested, m_measurements,
          &MeasurementsDock::measure);
  m_tuner = new TunerDock(this);
  addDockWidget(Qt::RightDockWidgetArea, m_tuner);
  tabifyDockWidget(m_inspector, m_tuner);

  connect(m_sweeps, &SweepDock::addToReportRequested, this,
          [this](std::shared_ptr<const whatif::SweepResult> sweep, const QStringList& titles) {
            m_reportSweeps.push_back({std::move(sweep), titles});
            statusBar()->showMessage(
                tr("The next report shows %n sweep(s).", nullptr, int(m_reportSweeps.size())),
                5000);
          });
  connect(m_inspector, &InspectorDock::sweepRequested, this,
          [this](const QString& owner, const QString& name) {
            m_sweeps->show();
            m_sweeps->raise();
            if (!m_sweeps->prepare(owner.toStdString(), name.toStdString()))
              statusBar()->showMessage(tr("This figure cannot be swept."), 5000);
          });
  connect(m_inspector, &InspectorDock::pinRequested, this,
          [this](const QString& owner, const QString& name) {
            if (!m_tuner->pin(owner.toStdString(), name.toStdString())) {
              statusBar()->showMessage(tr("Only a figure with a value can be pinned."), 5000);
              return;
            }
            m_tuner->show();
            m_tuner->raise();
          });
}

bool MainWindow::showScenario(const QString& name) {
  if (name == m_document->scenario()) return true;
  QString error;
  auto next = m_document->switchedTo(name, &error);
  if (!next) {
    plainMessage(this, QMessageBox::Warning, tr("Scenarios"),
                 tr("The scenario cannot be shown: %1").arg(error));
    return false;
  }
  m_switchingScenario = true;
  setDocument(std::move(next));
  m_switchingScenario = false;
  statusBar()->showMessage(name.isEmpty()
                               ? tr("Showing the base diagram")
                               : tr("Showing scenario “%1”: edits become its changes").arg(name),
                           8000);
  return true;
}

} // namespace tapeflow::editor
