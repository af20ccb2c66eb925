#pragma once

// The cores this process may run on: its CPU affinity where the system says (a process pinned
// with taskset, or a container limited to some cores), else the machine's. What a default of "one
// thread per core" means.

namespace tapeflow::util {

[[nodiscard]] unsigned usableCores();

} // namespace tapeflow::util
