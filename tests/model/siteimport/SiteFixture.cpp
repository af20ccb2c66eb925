#include "SiteFixture.h"

namespace tapeflow::test {

siteimport::SiteDevice lto8(const std::string& name) {
  siteimport::SiteDevice drive;
  drive.name = name;
  drive.mediaType = "LTO-8";
  drive.entry = "ibm-lto-8-hh";
  return drive;
}

siteimport::Site autochangerSite(std::size_t clients) {
  using namespace siteimport;
  Site site;
  site.product = "Bareos";
  SiteStorage storage;
  storage.name = "sd1";
  storage.address = "sd1.example.com";
  for (int d = 0; d < 4; ++d) {
    storage.devices.push_back(lto8("Drive " + std::to_string(d)));
    storage.devices.back().changer = 0;
  }
  SiteDevice disk;
  disk.name = "FileStorage";
  disk.mediaType = "File";
  disk.disk = true;
  storage.devices.push_back(disk);
  storage.changers.push_back({"Changer", {0, 1, 2, 3}});
  site.storages.push_back(std::move(storage));
  for (std::size_t c = 1; c <= clients; ++c) {
    const std::string name = "client" + std::to_string(c);
    site.clients.push_back({name, name + ".example.com"});
    SiteJob job;
    job.name = name + "-backup";
    job.fileSet = "LinuxAll";
    job.client = c - 1;
    job.target = c == 2 ? SiteTarget{0, false, 4} : SiteTarget{0, true, 0};
    job.spool = c == 3;
    site.jobs.push_back(std::move(job));
  }
  return site;
}

} // namespace tapeflow::test
