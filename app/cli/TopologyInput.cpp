#include "TopologyInput.h"

#include "util/JsonReader.h"

#include <iostream>
#include <string>

namespace tapeflow::cli {

io::LoadResult loadTopologyArgument(std::string_view file,
                                    std::shared_ptr<const catalog::Catalog> catalog, const Io& io) {
  if (file != "-") return io::loadTopologyFile(std::string(file), std::move(catalog));
  // Stop reading once past what a topology may hold: the loader then says it is too large,
  // without an endless pipe filling the memory first.
  std::istream& input = io.in ? *io.in : std::cin;
  std::string text;
  char chunk[65536];
  while (text.size() <= kMaxJsonFileBytes && input.read(chunk, sizeof chunk).gcount() > 0)
    text.append(chunk, static_cast<std::size_t>(input.gcount()));
  return io::loadTopologyText(text, std::string(kStandardInputName), std::move(catalog));
}

std::string_view shownName(std::string_view file) {
  return file == "-" ? kStandardInputName : file;
}

} // namespace tapeflow::cli
