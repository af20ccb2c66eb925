#pragma once

// Sites for the import tests (issue 42), built in code so each test states what it changes.

#include "siteimport/Site.h"
#include "whatif/WhatifFixture.h" // shippedCatalog()

#include <memory>
#include <string>

namespace tapeflow::test {

// `clients` clients ("client1", ...) with a backup job each ("client1-backup"), one storage
// daemon "sd1" with an autochanger "Changer" of four LTO-8 drives and a disk device
// "FileStorage". Job 1 writes to the changer, job 2 (when there are two clients) to the disk
// device, job 3 to the changer with spooling, the others to the changer.
siteimport::Site autochangerSite(std::size_t clients);

// A device of an LTO-8 half-height drive.
siteimport::SiteDevice lto8(const std::string& name);

} // namespace tapeflow::test
