#pragma once

// What-if results kept per scenario (issue 40: advice vanished when switching scenario, and a
// sweep's chart stayed up after an edit with nothing saying so). A dock keeps its results under
// the file and scenario they answered, with a digest of the diagram they were computed from;
// shown again, they are marked out of date when the diagram is no longer that one.

#include "document/Document.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <functional>
#include <optional>

namespace tapeflow::editor {

// A digest of the diagram `document` shows (the base or a scenario's variant), as far as the
// results depend on it.
[[nodiscard]] QByteArray diagramDigest(const Document& document);

// After an edit, whether shown results still answer the diagram is asked once per event-loop
// turn (a digest costs a copy of the diagram): `check` runs at the next turn unless a check is
// already `pending` for it.
void checkStaleSoon(QObject* context, bool& pending, std::function<void()> check);

template <class Result>
class KeptResults {
public:
  struct Kept {
    Result result;
    bool stale = false; // out of date: the diagram changed since
  };

  // Keeps `result`, computed from a diagram of digest `digest`, for `document`'s file and
  // scenario. An untitled document keeps nothing: another untitled one is another diagram.
  void keep(const Document& document, Result result, QByteArray digest, bool stale) {
    if (document.filePath().isEmpty()) return;
    m_kept.insert(key(document), Entry{std::move(result), std::move(digest), stale});
  }
  // What was kept for `document`'s file and scenario, marked stale when its diagram differs now.
  [[nodiscard]] std::optional<Kept> find(const Document& document) const {
    const auto it = m_kept.constFind(key(document));
    if (it == m_kept.constEnd() || document.filePath().isEmpty()) return std::nullopt;
    return Kept{it->result, it->stale || it->digest != diagramDigest(document)};
  }

private:
  struct Entry {
    Result result;
    QByteArray digest;
    bool stale = false;
  };
  static QString key(const Document& document) {
    return document.filePath() + QLatin1Char('\n') + document.scenario();
  }
  QHash<QString, Entry> m_kept;
};

} // namespace tapeflow::editor
