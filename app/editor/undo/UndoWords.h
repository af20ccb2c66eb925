#pragma once

// The words of undo entries: what a command changed, named as the user sees it on the canvas
// and in the inspector (node names, port labels, parameter labels), never by internal ids.

#include "topology/Topology.h"

#include <QString>

namespace tapeflow::editor::undo {

// "LTO-9 HH sas1": the node's name and the port's label.
[[nodiscard]] QString portWords(const topology::Topology& topology, const topology::PortRef& port);

// "SAS 12G HBA sas1 – LTO-9 HH sas1".
[[nodiscard]] QString linkWords(const topology::Topology& topology, const topology::Link& link);

// "Sustained rate of PCI bus 0", or for a link "Speed of link NIC eth1 – switch port3".
[[nodiscard]] QString nodeParameterWords(const topology::Topology& topology,
                                         const std::string& nodeId, const std::string& parameter);
[[nodiscard]] QString linkParameterWords(const topology::Topology& topology,
                                         const std::string& linkId, const std::string& parameter);

} // namespace tapeflow::editor::undo
