#include "ScriptHooks.h"

#include "MainWindow.h"
#include "autosave/Autosaver.h"
#include "document/Document.h"
#include "undo/AddNodeCommand.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <string>

namespace tapeflow::app {

namespace {

// Adds "Scripted edit N" beside the diagram, with the catalog entry of the first node (so it is
// a node of a kind the file already uses).
void addScriptedNode(editor::Document& document, int n) {
  const auto& nodes = document.topology().nodes();
  if (nodes.empty()) return;
  topology::Node node;
  node.entry = nodes.front().entry;
  node.kind = nodes.front().kind;
  node.name = "Scripted edit " + std::to_string(n);
  node.position = {40.0 * (n % 25), 600.0 + 80.0 * (n / 25)};
  (void)document.push(new editor::AddNodeCommand(&document, std::move(node)));
}

void startScriptedEdits(editor::MainWindow& window, int everyMs) {
  auto* timer = new QTimer(&window);
  const auto edits = std::make_shared<int>(0);
  QObject::connect(timer, &QTimer::timeout, &window,
                   [&window, edits] { addScriptedNode(*window.document(), ++*edits); });
  // The autosave holds every edit made before it was written (the event loop runs one at a time).
  QObject::connect(window.autosaver(), &editor::Autosaver::saved, &window, [edits] {
    std::printf("tapeflow: autosaved scripted edit %d\n", *edits);
    std::fflush(stdout);
  });
  timer->start(everyMs);
}

} // namespace

std::optional<editor::RecoveryDialog::Choice> scriptedRecoveryAnswer() {
  const QString answer = qEnvironmentVariable("TAPEFLOW_RECOVERY_ANSWER");
  using Choice = editor::RecoveryDialog::Choice;
  if (answer == QStringLiteral("recover")) return Choice::Recover;
  if (answer == QStringLiteral("discard")) return Choice::Discard;
  if (answer == QStringLiteral("later")) return Choice::Later;
  return std::nullopt;
}

void startScriptHooks(editor::MainWindow& window) {
  bool ok = false;
  const int everyMs = qEnvironmentVariableIntValue("TAPEFLOW_SCRIPTED_EDITS", &ok);
  if (ok && everyMs > 0) startScriptedEdits(window, everyMs);
  if (qEnvironmentVariableIsSet("TAPEFLOW_SAVE_AND_QUIT")) {
    auto* document = window.document();
    const bool saved = document->isModified() && !document->filePath().isEmpty() &&
                       window.saveTo(document->filePath());
    std::fprintf(saved ? stdout : stderr, "tapeflow: %s %s\n", saved ? "saved" : "did not save",
                 qUtf8Printable(document->filePath()));
    QTimer::singleShot(0, &window, [saved] { QApplication::exit(saved ? 0 : 3); });
  }
}

} // namespace tapeflow::app
