// `@` includes (IncludeStream.h) on files in memory: anywhere a token may stand, with wildcards,
// relative paths, cycles, commands, and the limits on what one read may take.

#include "BareosTestSupport.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::bareos;
using test::errors;
using test::names;

TEST_CASE("the classic layout: bareos-dir.conf including bareos-dir.d/*/*.conf") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.conf", "@/etc/bareos/bareos-dir.d/*/*.conf\n");
  files.add("/etc/bareos/bareos-dir.d/job/b.conf", "Job { Name = b }");
  files.add("/etc/bareos/bareos-dir.d/job/a.conf", "Job { Name = a }");
  files.add("/etc/bareos/bareos-dir.d/client/c-fd.conf", "Client { Name = c-fd }");
  files.add("/etc/bareos/bareos-dir.d/client/c-fd.conf.example", "Client { Name = example }");
  files.add("/etc/bareos/bareos-dir.d/README", "not read");
  const auto read = readConfig("/etc/bareos/bareos-dir.conf", files);
  CHECK(read.diagnostics.empty());
  CHECK(names(read.config) == std::vector<std::string>{"c-fd", "a", "b"});
  CHECK(read.config.resources[1].file == "/etc/bareos/bareos-dir.d/job/a.conf");
  CHECK(read.config.resources[1].daemon == Daemon::Director);
}

TEST_CASE("an include stands for its tokens inside a resource and inside a value") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.conf", "Job {\n"
                                           "  Name = j\n"
                                           "  @/etc/bareos/common.conf\n"
                                           "  Password = @/etc/bareos/secret\n"
                                           "  Client = c-fd\n"
                                           "}\n");
  files.add("/etc/bareos/common.conf", "Type = Backup\nLevel = Full");
  files.add("/etc/bareos/secret", "\"s3cret\"\n");
  const auto read = readConfig("/etc/bareos/bareos-dir.conf", files);
  CHECK(read.diagnostics.empty());
  const Resource& job = read.config.resources.at(0);
  CHECK(job.first("type") == "Backup");
  CHECK(job.find("level")->file == "/etc/bareos/common.conf");
  CHECK(job.find("level")->line == 2);
  CHECK(job.first("password") == "s3cret");
  CHECK(job.first("client") == "c-fd");
}

TEST_CASE("a relative include is read from the working directory, else the configuration's") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.conf", "@extra/clients.conf\n");
  files.add("/etc/bareos/extra/clients.conf", "Client { Name = etc-fd }");
  files.add("/var/lib/bareos/extra/clients.conf", "Client { Name = var-fd }");

  const auto guessed = readConfig("/etc/bareos/bareos-dir.conf", files);
  CHECK(names(guessed.config) == std::vector<std::string>{"etc-fd"});
  CHECK(test::lines(guessed.diagnostics) ==
        std::vector<std::string>{
            "/etc/bareos/bareos-dir.conf: line 1: warning: the relative include "
            "'extra/clients.conf' is read as '/etc/bareos/extra/clients.conf'; Bareos reads it "
            "from its working directory"});

  ReadOptions options;
  options.workingDirectory = "/var/lib/bareos";
  const auto told = readConfig("/etc/bareos/bareos-dir.conf", files, options);
  CHECK(told.diagnostics.empty());
  CHECK(names(told.config) == std::vector<std::string>{"var-fd"});
}

TEST_CASE("a missing file is an error, a pattern that matches nothing is not") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.conf", "@/etc/bareos/none/*.conf\n"
                                           "@/etc/bareos/missing.conf\n"
                                           "@\"/etc/bareos/a folder\"\n"
                                           "@\n"
                                           "Job { Name = j }\n");
  files.add("/etc/bareos/a folder/x.conf", "Job { Name = x }");
  const auto read = readConfig("/etc/bareos/bareos-dir.conf", files);
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            "/etc/bareos/bareos-dir.conf: line 2: error: cannot read the included file "
            "'/etc/bareos/missing.conf': no such file",
            "/etc/bareos/bareos-dir.conf: line 3: error: cannot read the included file "
            "'/etc/bareos/a folder': it is a folder",
            "/etc/bareos/bareos-dir.conf: line 4: error: expected a file name after '@'"});
  CHECK(names(read.config) == std::vector<std::string>{"j"});
}

TEST_CASE("an include cycle is reported with its chain and not followed") {
  MemoryFileSystem files;
  files.add("/c/bareos-dir.conf", "Job { Name = top }\n@/c/a.conf\n");
  files.add("/c/a.conf", "Job { Name = a }\n@/c/b.conf\n");
  files.add("/c/b.conf", "Job { Name = b }\n@/c/./a.conf\n@/c/self.conf\n");
  files.add("/c/self.conf", "@/c/self.conf\n");
  const auto read = readConfig("/c/bareos-dir.conf", files);
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            "/c/b.conf: line 2: error: include cycle: /c/a.conf -> /c/b.conf -> /c/a.conf; not "
            "followed",
            "/c/self.conf: line 1: error: include cycle: /c/self.conf -> /c/self.conf; not "
            "followed"});
  CHECK(names(read.config) == std::vector<std::string>{"top", "a", "b"});
}

TEST_CASE("the same file may be included twice, one after the other") {
  MemoryFileSystem files;
  files.add("/c/bareos-dir.conf", "FileSet { Name = a\n Include { @/c/opts.conf } }\n"
                                  "FileSet { Name = b\n Include { @/c/opts.conf } }\n");
  files.add("/c/opts.conf", "Options { Compression = LZ4 }\n");
  const auto read = readConfig("/c/bareos-dir.conf", files);
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 2);
  for (const auto& fileset : read.config.resources)
    CHECK(fileset.blocks("include").at(0)->blocks("options").at(0)->first("compression") == "LZ4");
}

TEST_CASE("the output of a command is not read, and no program is run") {
  MemoryFileSystem files;
  files.add("/c/bareos-dir.conf", "@|\"sh -c 'touch /tmp/tapeflow-ran'\"\nJob { Name = j }\n");
  const auto read = readConfig("/c/bareos-dir.conf", files);
  CHECK_FALSE(read.diagnostics.hasErrors());
  CHECK(test::lines(read.diagnostics) ==
        std::vector<std::string>{"/c/bareos-dir.conf: line 1: warning: the output of the "
                                 "command 'sh -c 'touch /tmp/tapeflow-ran'' is not read: a "
                                 "configuration is read without running programs"});
  CHECK(names(read.config) == std::vector<std::string>{"j"});
}

TEST_CASE("includes nest at most the depth the options allow") {
  MemoryFileSystem files;
  for (int i = 0; i < 30; ++i)
    files.add("/c/f" + std::to_string(i) + ".conf", "Job { Name = j" + std::to_string(i) +
                                                        " }\n@/c/f" + std::to_string(i + 1) +
                                                        ".conf\n");
  ReadOptions options;
  options.maxIncludeDepth = 5;
  const auto read = readConfig("/c/f0.conf", files, options);
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{"/c/f4.conf: line 2: error: includes nested more than 5 files "
                                 "deep; '/c/f5.conf' is not read"});
  CHECK(names(read.config) == std::vector<std::string>{"j0", "j1", "j2", "j3", "j4"});
}

TEST_CASE("a file included over and over stops at the limit of files read") {
  // Each file includes the next one ten times: f6 would be read a million times if nothing
  // stopped it.
  MemoryFileSystem files;
  for (int i = 0; i < 6; ++i) {
    std::string text = "Job { Name = j" + std::to_string(i) + " }\n";
    for (int k = 0; k < 10; ++k) text += "@/c/f" + std::to_string(i + 1) + ".conf\n";
    files.add("/c/f" + std::to_string(i) + ".conf", text);
  }
  files.add("/c/f6.conf", "Job { Name = j6 }\n");
  ReadOptions options;
  options.maxFiles = 50;
  const auto read = readConfig("/c/f0.conf", files, options);
  CHECK(read.config.resources.size() == 50);
  REQUIRE(read.diagnostics.errorCount() == 1);
  CHECK(read.diagnostics.all()[0].message.find("reads more than 50 files") != std::string::npos);
}

TEST_CASE("text beyond the limit of bytes read is not read") {
  MemoryFileSystem files;
  files.add("/c/bareos-dir.conf", "Job { Name = a }\n@/c/big.conf\nJob { Name = b }\n");
  files.add("/c/big.conf", "Job { Name = big }\n" + std::string(200, '#') + "\n");
  ReadOptions options;
  options.maxBytes = 100;
  const auto read = readConfig("/c/bareos-dir.conf", files, options);
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{"/c/bareos-dir.conf: line 2: error: cannot read the included "
                                 "file '/c/big.conf': it is larger than the 53 bytes left to "
                                 "read"});
  CHECK(names(read.config) == std::vector<std::string>{"a", "b"});
}
