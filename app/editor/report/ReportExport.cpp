#include "ReportExport.h"

#include "document/Document.h"
#include "results/SceneResults.h"
#include "results/SolverRunner.h"
#include "scene/DiagramScene.h"
#include "whatif/Figures.h"
#include "whatif/Sweep.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tapeflow::editor {

ReportInput reportInput(const Document& document, DiagramScene* scene,
                        const solver::SolveResult* backup, const solver::SolveResult* restore) {
  ReportInput input;
  input.topology = &document.topology();
  const std::string& name = document.topology().name();
  input.name = name.empty() ? document.displayName() : QString::fromStdString(name);
  input.filePath = document.filePath();
  input.scene = scene;
  input.backup = backup;
  input.restore = restore;
  input.rateUnit = QString::fromStdString(document.topology().view().rateUnit);
  return input;
}

namespace {

// The sweep of `specs` ("OWNER.NAME=FROM:TO[:N[:log]]", one or two) over `topology`, with the
// words for its axes; the parser's message, naming the figure, when a spec is wrong.
Expected<ReportInput::Sweep> runSweepSpecs(const topology::Topology& topology,
                                           const QStringList& specs) {
  std::vector<whatif::SweepAxis> axes;
  QStringList titles;
  for (const QString& spec : specs) {
    auto axis = whatif::parseAxis(topology, spec.toStdString());
    if (!axis) return Error{"--sweep " + spec.toStdString() + ": " + axis.error().message};
    const auto figure = whatif::findFigure(topology, axis->owner, axis->name);
    titles << QString::fromStdString(figure ? figure->title() : axis->ownerName + " " + axis->name);
    axes.push_back(std::move(*axis));
  }
  return ReportInput::Sweep{
      std::make_shared<const whatif::SweepResult>(whatif::runSweep(topology, std::move(axes))),
      titles};
}

} // namespace

ExportOutcome exportReportFile(const QString& file, const QString& pdf,
                               std::shared_ptr<const catalog::Catalog> catalog,
                               const ReportOptions& options) {
  ExportOutcome outcome;
  if (!catalog) {
    outcome.error = QCoreApplication::translate("Report", "no component catalog could be loaded");
    return outcome;
  }
  auto loaded = Document::load(file, std::move(catalog));
  if (!loaded.document) {
    // The reader's messages already name the file and the place in it.
    outcome.error = loaded.messages.isEmpty()
                        ? QCoreApplication::translate("Report", "%1: cannot be read").arg(file)
                        : loaded.messages.join(QLatin1Char('\n'));
    return outcome;
  }
  Document& document = *loaded.document;
  if (document.filePath().isEmpty()) document.setFilePath(QFileInfo(file).absoluteFilePath());
  DiagramScene scene;
  scene.setDocument(&document);
  const auto results = SolverRunner::compute(document.topology());
  showResultsOnScene(scene, document.topology(), results.backup.get());
  ReportInput input = reportInput(document, &scene, results.backup.get(), results.restore.get());
  if (!options.sweepSpecs.isEmpty()) {
    auto sweep = runSweepSpecs(document.topology(), options.sweepSpecs);
    if (!sweep) {
      outcome.error = QString::fromStdString(sweep.error().message);
      scene.clearItems();
      return outcome;
    }
    input.sweeps.push_back(std::move(*sweep));
  }
  outcome.ok = writeReport(pdf, input, options, &outcome.error, &outcome.pages);
  scene.clearItems(); // the items read the document, which goes first
  return outcome;
}

} // namespace tapeflow::editor
