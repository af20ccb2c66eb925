#pragma once

// The resource types the Bareos and Bacula manuals define, for every daemon and console. The
// parser keeps a resource of any type; it uses this list to warn about a type no daemon knows
// and to see a resource written inside another one: in this grammar a resource only stands at
// the top of a file, so `Pool {` inside a Storage resource means the Storage's '}' is missing.

#include <string_view>

namespace tapeflow::bareos {

// `typeKey` as normalizeKey() gives it ("jobdefs", "filedaemon").
[[nodiscard]] bool isResourceType(std::string_view typeKey);

} // namespace tapeflow::bareos
