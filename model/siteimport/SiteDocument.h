#pragma once

// Draws a site (Site.h) as a topology document (docs/topology-format.md): each client a server
// with a NIC, a RAID controller, a RAID-10 group and a volume per backup job; one switch; each
// storage daemon a server with its drives on SAS HBAs, its autochangers as libraries, its disk
// devices and spool areas as disk pools; the jobs, their schedule and the objectives. The
// result is JSON, read by the topology reader like any file, so an import can never make what a
// file could not hold. What the site does not say is taken from the choices and added to the
// site's assumptions.

#include "siteimport/Site.h"

#include <nlohmann/json.hpp>

namespace tapeflow::siteimport {

// The document; `site.assumptions` gains what the drawing assumed (the clients' disks, the
// network, the storage daemons' hardware).
[[nodiscard]] nlohmann::ordered_json siteDocument(Site& site, const ImportChoices& choices);

// The catalog entries of an Ethernet of `bitsPerSecond` (the nearest the catalog has at or
// below it): the NIC, the switch and the words for it ("10 GbE").
struct NetworkEntries {
  const char* nic;
  const char* switchEntry;
  const char* label;
  int switchPorts; // ports of the catalog's switch
  double portBitsPerSecond;
};
[[nodiscard]] NetworkEntries networkEntries(double bitsPerSecond);

} // namespace tapeflow::siteimport
