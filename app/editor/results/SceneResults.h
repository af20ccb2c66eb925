#pragma once

namespace tapeflow::solver {
struct SolveResult;
}
namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

class DiagramScene;

// Shows `backup`'s results on the canvas: each node's busiest resource as its utilisation bar,
// the bottlenecks outlined, each link's width and label from the logical rate that crosses it.
// Null clears them. The window and the PDF report's diagram both go through here.
void showResultsOnScene(DiagramScene& scene, const topology::Topology& topology,
                        const solver::SolveResult* backup);

} // namespace tapeflow::editor
