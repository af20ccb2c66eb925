#pragma once

// Ids for the nodes and jobs of an imported document, made from the names a configuration
// gives them: a topology id holds letters, digits, '-', '_' and '.', so other characters become
// '-', and a name taken before gets "-2", "-3", ... ("web server" and "web-server" both exist).

#include <string>
#include <unordered_set>

namespace tapeflow::siteimport {

class DocumentIds {
public:
  std::string take(const std::string& wanted) {
    std::string id;
    id.reserve(wanted.size());
    for (const char c : wanted) {
      const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                         (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
      id += plain ? c : '-';
    }
    if (id.empty()) id = "item";
    std::string unique = id;
    for (int n = 2; !m_taken.insert(unique).second; ++n) unique = id + "-" + std::to_string(n);
    return unique;
  }

private:
  std::unordered_set<std::string> m_taken;
};

} // namespace tapeflow::siteimport
