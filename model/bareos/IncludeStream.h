#pragma once

// The tokens of a configuration file with its `@` includes followed, as the daemons follow them:
// an include stands for the tokens of the files it names, wherever it is (inside a resource,
// even inside a value). A path with wildcards names every file that matches, read in sorted
// order; a pattern that matches nothing is no error (Bareos says nothing either), a plain path
// that is missing is. `@|command` is reported and not run: reading a configuration must never
// start a program.
//
// A file that includes itself, directly or through others, is reported with the chain of files
// and not followed. The limits of ReadOptions hold across all files of one read (ReadBudget).

#include "bareos/ConfigLexer.h"
#include "bareos/ConfigToken.h"
#include "bareos/FileSystem.h"
#include "bareos/ReadOptions.h"
#include "util/Diagnostics.h"

#include <deque>
#include <memory>
#include <vector>

namespace tapeflow::bareos {

// What the files of one read have used of the limits.
struct ReadBudget {
  std::size_t files = 0;
  std::size_t bytes = 0;
  bool exhaustedReported = false;
};

class IncludeStream final : public TokenSource {
public:
  // Relative includes are read from `includeFolder`.
  IncludeStream(const FileSystem& files, const ReadOptions& options, std::string includeFolder,
                ReadBudget& budget, Diagnostics& diagnostics);

  // Starts with the file at `path`; false, reported, when it cannot be read.
  bool open(const std::string& path);
  Token next() override;

private:
  // The files one include names, read in turn; the stack of frames is the chain of includes.
  struct Frame {
    std::vector<std::string> paths;
    std::size_t index = 0;
    Token at; // the include; no file for the first frame
    std::string text;
    std::unique_ptr<ConfigLexer> lexer;
  };

  void include(const Token& at);
  void pushFrame(std::vector<std::string> paths, const Token& at);
  // Opens the frame's files from `index` on until one can be read; false when none can.
  bool startNext(Frame& frame);
  bool admit(const std::string& path, const Token& at); // the depth, cycle and budget checks
  [[nodiscard]] std::string cycle(const std::string& path) const;
  void error(const Token& at, std::string message);

  const FileSystem& m_files;
  const ReadOptions& m_options;
  std::string m_includeFolder;
  ReadBudget& m_budget;
  Diagnostics& m_diagnostics;
  std::vector<std::unique_ptr<Frame>> m_stack;
  std::deque<std::string> m_names; // every file read, for the tokens that point at them
};

} // namespace tapeflow::bareos
