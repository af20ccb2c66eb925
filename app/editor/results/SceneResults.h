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

// The flow (bytes/s) drawn at a link's full width: the busiest link's rounded up to 1, 2 or 5
// times a power of ten. An edit that leaves the busiest flow within its step redraws only the
// links whose flow changed; scaled to the busiest flow itself, every link of a 10,000-node
// diagram changed width (and the whole canvas was painted again, half a second) whenever the
// busiest one did.
[[nodiscard]] double linkWidthScale(double busiestFlow);

} // namespace tapeflow::editor
