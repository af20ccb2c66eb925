#!/usr/bin/env python3
"""Writes the field group of the validation set (issue 39 item 7): one topology file per case of
shared/field-reports/cases.json, resources/validation/field-<case id>-<slug>.tapeflow, each with
the case's measured figure in its `validation` section (paper "field-reports", table = case id).

Each set-up is drawn from the case's own description only, as a new user would, from the shipped
catalog (hardware entries and the software profiles of issue 39); whatever the case does not
state is an assumption written into the file's description. Nothing is tuned to the measurement.
A case the model cannot express still gets a file, as close as the model allows, with the gap
stated in its description.

    python3 scripts/validation/make-field-set.py    # then: tapeflow-cli validate
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from topo import Topo, write_set  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "resources", "validation")
CASES = os.path.normpath(os.path.join(ROOT, "..", "shared", "field-reports", "cases.json"))
PAPER = "field-reports"

cases = {c["id"]: c for c in json.load(open(CASES))["cases"]}
files = {}


def emit(case_id, slug, topo):
    name = "field-%s-%s.tapeflow" % (case_id.lower(), slug)
    assert name not in files, name
    files[name] = topo


def describe(case_id, setup, model, assumptions, gap=None):
    """The file's description: source, set-up, exact quote, what the model draws and assumes."""
    c = cases[case_id]
    text = "%s: %s (%s, %s). Set-up: %s Measured: \"%s\". Model: %s Assumptions: %s" % (
        case_id, c["source_title"], c["source_url"], c["date"], setup,
        c["measured"]["exact quote"], model, assumptions)
    if gap:
        text += " Not expressed by the model: " + gap
    return text


def measured(t, case_id, slug, value, job, direction="backup", bottleneck=None, note=None,
             quantity="job-rate"):
    """The case's measured figure; the note is the exact quote (and how the value was read)."""
    c = cases[case_id]
    quote = c["measured"]["exact quote"]
    t.measured("field-%s-%s" % (case_id.lower(), slug), quantity, value, PAPER, case_id,
               c["source_title"], direction=direction, job=job, bottleneck=bottleneck,
               note="\"%s\"%s" % (quote, " " + note if note else ""))


# --------------------------------------------------------------------------------------------
# Building blocks.

def server(t, id, name, row, bus="generic-pcie-4-x8", slots=4, **params):
    """A server with one PCIe bus of `slots` slots (each slot takes one card)."""
    t.node(id, "generic-linux-server", name, row, **params)
    b = t.node(id + "bus", bus, name + " PCIe", row + 1, slots=slots)
    t.link(id + ":bus1", b + ":host")
    if not hasattr(t, "slots"):
        t.slots = {}
    t.slots[b] = 0
    return id


def slot(t, host):
    bus = host + "bus"
    t.slots[bus] += 1
    return "%s:slot%d" % (bus, t.slots[bus])


def card(t, host, id, entry, name, row):
    t.node(id, entry, name, row)
    t.link(slot(t, host), id + ":card")
    return id


def nvme(t, host, id, name, row, entry="micron-7500"):
    t.node(id, entry, name, row)
    t.link(slot(t, host), id + ":nvme1")
    return id


def lan(t, a, b, **params):
    t.link(a + ":eth1", b, **params)


def memory_volume(t, host, id, name, row, **params):
    """Data the host makes in memory (a generator, a RAM disk): a volume on the server itself."""
    t.node(id, "volume-file-server", name, row, **params)
    t.link(host + ":local", id + ":on")
    return id


def raid_volume(t, host, prefix, name, row, array="generic-raid6-group", **params):
    """Data on a RAID group of HDDs behind a 12 Gb SAS RAID controller of `host`."""
    ctl = card(t, host, prefix + "raid", "generic-sas-12g-raid-8", name + " RAID controller", row)
    grp = t.node(prefix + "array", array, name + " disks", row + 1)
    t.link(ctl + ":sas1", grp + ":sas1", lanes=4)
    vol = t.node(prefix + "vol", "volume-file-server", name, row + 2, **params)
    t.link(grp + ":volumes", vol + ":on")
    return vol


# --------------------------------------------------------------------------------------------
# LTFS on LTO (F01, F02, F05, F06).

def ltfs_lto6(case_id):
    t = Topo("Field %s: LTFS %s of a 10 GiB random file, LTO-6 HH on 8 Gb FC" %
             (case_id, "write" if case_id == "F01" else "read-back"),
             describe(case_id,
                      "Ubuntu 22.04.5 host, LTFS 2.5.0.0 (sg backend, -o direct_io, sync_type=unmount), "
                      "QLogic QLE2562 8 Gb FC HBA, IBM ULT3580-HH6 (LTO-6 half height, FC) in a Dell "
                      "TL2000, fresh Quantum LTO-6 cartridge; one 10 GiB file of /dev/urandom written "
                      "with dd bs=512K oflag=direct onto the LTFS mount%s." %
                      ("" if case_id == "F01" else ", then read back with dd bs=512K iflag=direct to "
                       "/dev/null (read stopped after 6.5 GiB); the drive kept seeking"),
                      "a Linux server with the LTFS profile (512 KiB blocks), an 8 Gb FC HBA, the IBM "
                      "LTO-6 HH drive switched to its FC interface, a 2-drive 24-slot library; the data "
                      "is one 10 GiB incompressible file made in memory, written (read back) as one job "
                      "of 512 KiB blocks.",
                      "host CPU and bus not stated: the generic 32-core server on PCIe 2.0 x8 (the QLE2562's "
                      "slot generation is not in the sources); the TL2000 is the generic small library "
                      "(2 drives, 24 slots); the rate dd makes /dev/urandom at is not modelled (taken as "
                      "no limit).",
                      None if case_id == "F01" else
                      "why the drive kept seeking (the maintainer says LTFS issued no LOCATE; drive or "
                      "media suspected, unresolved)."))
    server(t, "srv", "Ubuntu host", 0, bus="generic-pcie-2-x8", slots=2, backup_app="ltfs-2-4",
           operating_system="linux")
    hba = card(t, "srv", "hba", "generic-fc-8g-hba-2", "QLE2562 8 Gb FC", 2)
    t.node("lto", "ibm-lto-6-hh", "IBM ULT3580-HH6 (FC)", 3, interface="fc", fc_ports=1, sas_ports=0,
           interface_rate="800 MB/s")
    t.link(hba + ":fc1", "lto:fc1")
    t.node("lib", "generic-small-library", "Dell TL2000", 4)
    t.link("lib:bay1", "lto:library")
    memory_volume(t, "srv", "data", "10 GiB from /dev/urandom", 2, data_size="10 GiB", file_count=1,
                  compressibility=1)
    t.job("dd", "dd onto LTFS", "data", "lto", block_size="512 KiB")
    if case_id == "F01":
        measured(t, "F01", "ltfs-write", "162 MB/s", "dd")
        emit("F01", "ltfs-lto6-write", t)
    else:
        measured(t, "F02", "ltfs-read", "31.4 MB/s", "dd", direction="restore")
        emit("F02", "ltfs-lto6-read", t)


def ltfs_lto8(case_id):
    write = case_id == "F05"
    t = Topo("Field %s: LTFS %s of 50-500 MB files, LTO-8 drive with M8 media" %
             (case_id, "write" if write else "read-back"),
             describe(case_id,
                      "Debian 10, LTFS master, Xeon 2155, 256 GB RAM, enterprise NVMe drives, HPE LTO-8 "
                      "autoloader with LTO-7 Type M (M8, 9 TB, 300 MB/s native) media; files of 50-500 MB "
                      "copied with ltfs_ordered_copy and the reporter's own copier%s." %
                      ("" if write else ", then read back to NVMe"),
                      "a Linux server (LTFS profile, 512 KiB blocks) with one PCIe 4.0 NVMe drive holding "
                      "the files, a 12 Gb SAS HBA and an LTO-8 half-height drive (300 MB/s native, the M8 "
                      "rate the case states) in a one-drive autoloader; one job.",
                      "the Xeon 2155 taken as a Xeon W-2155 (10 cores); the NVMe drives as one Micron "
                      "7500 class drive; the HBA is not stated (HPE LTO-8 autoloader drives are SAS: a 12 "
                      "Gb SAS HBA); HPE's LTO-8 drive is not in the catalog: IBM's LTO-8 HH stands in; "
                      "amount of data not stated: 1 TB, files of 275 MB (the middle of 50-500 MB); "
                      "compressibility not stated: taken as 1:1 (incompressible).",
                      None if write else
                      "LOCATEs when the kernel page cache reads ahead out of order (LTFS reads one 512 KiB "
                      "block at a time and locates on any non-sequential read; maintainer's advice "
                      "-o direct_io)."))
    server(t, "srv", "Debian host", 0, bus="generic-pcie-3-x8", slots=2, backup_app="ltfs-2-4",
           operating_system="linux", cpu_cores=10, memory="256 GB")
    disk = nvme(t, "srv", "nvme", "Enterprise NVMe", 2)
    t.node("vol", "volume-file-server", "Files of 50-500 MB", 3, data_size="1 TB",
           mean_file_size="275 MB", file_count=3636, compressibility=1)
    t.link(disk + ":volumes", "vol:on")
    hba = card(t, "srv", "hba", "generic-sas-12g-hba-8", "SAS HBA", 2)
    t.node("lto", "ibm-lto-8-hh", "LTO-8 drive (M8 media)", 3)
    t.link(hba + ":sas1", "lto:sas1")
    t.node("lib", "generic-small-library", "HPE LTO-8 autoloader", 4, drive_bays=1, slots=8)
    t.link("lib:bay1", "lto:library")
    t.job("copy", "ltfs_ordered_copy", "vol", "lto", block_size="512 KiB")
    if write:
        measured(t, "F05", "ltfs-write", "277.5 MB/s", "copy", bottleneck="Tape",
                 note="The case gives 275-280 MB/s: the midpoint is recorded.")
        emit("F05", "ltfs-lto8-write", t)
    else:
        measured(t, "F06", "ltfs-read", "210 MB/s", "copy", direction="restore",
                 note="The case gives 210 MB/s +/- 10 MB/s.")
        emit("F06", "ltfs-lto8-read", t)


# --------------------------------------------------------------------------------------------
# Bareos / Bacula (F09, F10).

def f09():
    t = Topo("Field F09: Bareos btape fill of an LTO-9 cartridge, 1 MiB blocks",
             describe("F09",
                      "Bareos 23.0.5 storage daemon on Linux; btape 'fill' to the end of an LTO-9 "
                      "cartridge in drive 2 of a 2-drive autochanger, Minimum = Maximum = Label Block Size "
                      "1 MiB, drive encryption on (set by a changer script), Maximum File Size left at its "
                      "1 GB default; 17.83 TB written.",
                      "a Linux server with the Bareos 23 profile, a 12 Gb SAS HBA and an LTO-9 half-height "
                      "drive in a 2-drive library; btape's data made in memory, 17.83 TB, one job of 1 MiB "
                      "blocks.",
                      "HBA and interface not stated: 12 Gb SAS; a 2-drive autochanger holds half-height "
                      "drives: IBM's LTO-9 HH (300 MB/s native) stands in; 17.83 TB fitted on an 18 TB "
                      "cartridge, so the data is taken as incompressible; library slots not stated (24).",
                      "the filemark the storage daemon writes every Maximum File Size (1 GB: about 17,800 "
                      "drive stops over the tape; no per-filemark time is in the sources) and the drive's "
                      "encryption (the LTO Program expects under 1 %)."))
    server(t, "srv", "Bareos storage daemon", 0, slots=2, backup_app="bareos-23",
           operating_system="linux")
    hba = card(t, "srv", "hba", "generic-sas-12g-hba-8", "SAS HBA", 2)
    t.node("lto", "ibm-lto-9-hh", "LTO-9 drive 2", 3)
    t.link(hba + ":sas1", "lto:sas1")
    t.node("lib", "generic-small-library", "2-drive autochanger", 4)
    t.link("lib:bay2", "lto:library")
    memory_volume(t, "srv", "data", "btape fill data", 2, data_size="17.83 TB", content="image",
                  file_count=0, compressibility=1)
    t.job("fill", "btape fill", "data", "lto", mode="image", block_size="1 MiB")
    measured(t, "F09", "btape-fill", "121.6 MB/s", "fill", bottleneck="Tape (a filemark every 1 GB)")
    emit("F09", "bareos-btape-lto9", t)


def f10():
    t = Topo("Field F10: Bacula job spooled to disk and despooled to LTO-4",
             describe("F10",
                      "Bacula (2009) job of 112.6 GB of large, already gzipped files from a remote file "
                      "system, client to storage daemon over the network (GbE implied by the author), "
                      "data spooled to the SD's disk with Maximum Job Spool Size = 8 GB and despooled to "
                      "LTO-4; the same job's spooling and despooling alternate.",
                      "a client (Bareos 23 profile standing in for the 2009 Bacula file daemon) reading "
                      "from a RAID-6 array, 1 GbE through a switch to the storage daemon's server, whose "
                      "staging pool spools (despool 'while', 8 GB spool) and a copy job to an LTO-4 drive "
                      "in 64,512 B blocks; the despool rate is the copy job's.",
                      "client and SD hardware not stated: generic 32-core servers, the client's data on "
                      "a 10-disk RAID-6, the spool on the catalog's 12-HDD staging pool; GbE on both "
                      "(the case only implies it); block size not stated: Bacula's 64,512 B default "
                      "(the Bareos source's shared DEFAULT_BLOCK_SIZE); files of 1 GB; data 1:1 (gzipped). "
                      "The drive: the catalog's IBM LTO-4 full-height entry (120 MB/s native, 240 MB/s "
                      "compressed, 800 GB; its other timings are the LTO-5 drive's).",
                      "Bacula's order within one job (the job's data waits while its full spool is "
                      "despooled, so spooling and despooling alternate): the model's spool lets the copy "
                      "run while the backup fills it."))
    server(t, "cli", "Bacula client", 0, slots=3, backup_app="bareos-23", operating_system="linux")
    vol = raid_volume(t, "cli", "c", "Gzipped files", 2, data_size="112.6 GB", file_count=112,
                      mean_file_size="1 GB", compressibility=1)
    card(t, "cli", "clinic", "generic-nic-1g", "Client 1 GbE", 2)
    server(t, "sd", "Bacula storage daemon", 0, slots=3, backup_app="bareos-23",
           operating_system="linux")
    card(t, "sd", "sdnic", "generic-nic-1g", "SD 1 GbE", 2)
    t.node("sw", "generic-switch-1g", "Gigabit switch", 3)
    lan(t, "clinic", "sw:eth1")
    lan(t, "sdnic", "sw:eth2")
    t.node("spool", "generic-staging-pool-12-hdd", "SD spool area", 3, despool="while",
           spool_size="8 GB", high_water="8 GB", low_water="0 B")
    t.link("sd:local", "spool:on")
    hba = card(t, "sd", "hba", "generic-sas-6g-hba-8", "SAS HBA", 2)
    t.node("lto", "ibm-lto-4-fh", "LTO-4 drive", 3)
    t.link(hba + ":sas1", "lto:sas1")
    t.job("spool", "Backup into the spool", vol, "spool")
    t.job("despool", "Despool to LTO-4", "spool", "lto", mode="image", block_size="64512 B")
    measured(t, "F10", "despool", "73.07 MB/s", "despool",
             note="Recorded: the despool rate (the case's measured figure). Same source: 'Reported "
                  "speed: 40.58MB/s', 'Spooling speed: 112.6GB/1234s => 91.25MB/s'.")
    emit("F10", "bacula-spool-lto4", t)


# --------------------------------------------------------------------------------------------
# dd to LTO-7 (F13).

def f13():
    t = Topo("Field F13: dd from a RAM disk to a tabletop LTO-7 on FreeBSD",
             describe("F13",
                      "FreeBSD server with a PCIe SCSI HBA and an external cable to a tabletop LTO-7 "
                      "drive; large archive files staged on a RAM disk (filled over Ethernet from the "
                      "hosts backed up) written with dd in 128 kB blocks.",
                      "a server (tar/dd profile) with the archives in memory, a 12 Gb SAS HBA and IBM's "
                      "LTO-7 half-height SAS drive, standalone; one job of 128 KiB blocks.",
                      "FreeBSD is not in the catalog: the Linux profile stands in; the HBA is called SCSI "
                      "in the case, LTO-7 tabletop drives are SAS: a 12 Gb SAS HBA; dd's '128 kB' read as "
                      "128 KiB; amount of data not stated: 100 GB in files of 10 GB; compressibility not "
                      "stated: 1:1; host CPU not stated: the generic 32-core server."))
    server(t, "srv", "FreeBSD tape server", 0, slots=2, backup_app="gnu-tar-dd",
           operating_system="linux")
    memory_volume(t, "srv", "ram", "RAM disk of archive files", 2, data_size="100 GB",
                  file_count=10, compressibility=1)
    hba = card(t, "srv", "hba", "generic-sas-12g-hba-8", "PCIe HBA", 2)
    t.node("lto", "ibm-lto-7-hh", "Tabletop LTO-7", 3)
    t.link(hba + ":sas1", "lto:sas1")
    t.node("enc", "generic-standalone-drive", "Tabletop enclosure", 4)
    t.link("enc:bay1", "lto:library")
    t.job("dd", "dd to tape", "ram", "lto", block_size="128 KiB")
    measured(t, "F13", "dd-write", "300 MB/s", "dd")
    emit("F13", "dd-lto7-freebsd", t)


# --------------------------------------------------------------------------------------------
# restic (F16, F17, F19, F21).

def restic_s3(case_id):
    f16 = case_id == "F16"
    cores, vcpus, disks, itype = (16, 32, 4, "i3.8xlarge") if f16 else (8, 16, 2, "i3.4xlarge")
    t = Topo("Field %s: restic restore from S3 in the same region to NVMe RAID-0, 32 workers (%s)" %
             (case_id, "2018" if f16 else "2019 re-test"),
             describe(case_id,
                      ("EC2 i3.8xlarge, restic master after PR #1719 with workerCount raised from 8 to "
                       "32, restoring from an S3 bucket in the same region (us-west-1), 'theoretical "
                       "10gbit/sec' to S3, to 4 x 1.9 TB NVMe striped (LVM RAID-0, XFS); 228k files, "
                       "median 8 KB, largest 364 GB. rclone --transfers=32 moved 5636 Mbit/s from the "
                       "same bucket.") if f16 else
                      ("EC2 i3.4xlarge, restic branch out-of-order-restore-no-progress, 32 workers and "
                       "32 connections, restoring the reporter's test repository from S3 (us-east-2, 'up "
                       "to 10 Gbps') to 2 x NVMe RAID-0; 0.81 GB/s with the redundant blob hash check "
                       "disabled."),
                      "an %s-sized Linux server (%d cores) with the restic 0.9 profile, a 10 GbE NIC to "
                      "S3 Standard in its region (1 ms round trip, 30 ms first byte, both assumed in the "
                      "catalog), %d NVMe drives striped under one XFS volume whose largest file is "
                      "364 GB; one job with 32 requests in flight; the measured figure is its "
                      "restore.%s" % (itype, cores, disks,
                                      " The profile's restorer fetches one pack of a file at a time, "
                                      "in file order." if f16 else
                                      " The branch restores out of order: a file's packs are fetched "
                                      "by all 32 workers (restore requests per file 32 on the "
                                      "server)."),
                      "%d vCPUs of an %s taken as %d cores (hyper-threads do not count); the instance's "
                      "NVMe drives as Micron 7500 class; total data not stated: 400 GB (the largest file "
                      "364 GB plus the rest) in 228,000 files%s." %
                      (vcpus, itype, cores, "" if f16 else ", as the reporter's repository of F16"),
                      ("what else the 2018 restorer spends per pack (it writes each blob at its "
                       "place in the file, and caches packs it cannot use yet).") if f16 else
                      ("AES-256-CTR + Poly1305 decryption per byte (not found), so the restore core rate "
                       "covers the SHA-256 check only.")))
    server(t, "ec2", "EC2 %s" % itype, 0, slots=disks + 1, backup_app="restic-0-9",
           operating_system="linux", filesystem="xfs-linux", cpu_cores=cores)
    if not f16:
        t.set("ec2", **{"backup_app.restore_requests_per_file": 32})
    nic = card(t, "ec2", "nic", "generic-nic-10g", "10 Gb/s to S3", 2)
    t.node("s3", "aws-s3-standard-in-region", "S3 bucket, same region", 3)
    lan(t, nic, "s3:wan")
    t.node("vol", "volume-file-server", "Restored files (XFS)", 4, data_size="400 GB",
           file_count=228000, largest_file="364 GB", compressibility=1, filesystem="xfs-linux")
    for i in range(disks):
        d = nvme(t, "ec2", "nvme%d" % (i + 1), "NVMe %d" % (i + 1), 3)
        t.link(d + ":volumes", "vol:on")
    t.job("restic", "restic backup / restore", "vol", "s3", requests_in_flight=32)
    if f16:
        measured(t, "F16", "restic-restore", "160 Mbit/s", "restic", direction="restore",
                 bottleneck="application (restic's restorer)")
        emit("F16", "restic-s3-restore-2018", t)
    else:
        measured(t, "F17", "restic-restore", "0.68 GB/s", "restic", direction="restore",
                 bottleneck="CPU")
        emit("F17", "restic-s3-restore-2019", t)


def f19():
    t = Topo("Field F19: restic backup of 12.5 TiB to an SFTP repository over 1 GbE",
             describe("F19",
                      "New primary server (2017, 64 GB RAM) backing up /data/bigstore, 12.516 TiB in "
                      "3,341,778 items, with restic 0.7.0 (patched constants: pack sizes 128/512 MiB, "
                      "100 max pack files, raised maxConcurrency) to a repository over SFTP on host "
                      "'almodovar', which has only a 1 Gb/s connection.",
                      "the server (restic 0.9 profile: the nearest version in the catalog) reading a "
                      "RAID-6 array, 1 GbE to a switch, the repository host as a 4-HDD pool behind one "
                      "Gigabit port; one job with the profile's 5 packs of 5 MiB in flight.",
                      "server CPU and disks not stated: the generic 32-core server and a 10-disk RAID-6; "
                      "the client's link not stated: 1 GbE like the repository host's; the repository "
                      "host's disks not stated: the catalog's 4-disk NAS entry; data 1:1 (restic 0.7 "
                      "does not compress).",
                      "restic 0.7.0 and its patched pack sizes and concurrency (a diagram cannot set a "
                      "profile's request size; the 0.9 figures are used)."))
    server(t, "srv", "Primary server", 0, slots=3, backup_app="restic-0-9", operating_system="linux",
           memory="64 GB")
    vol = raid_volume(t, "srv", "d", "/data/bigstore", 2, data_size="12.516 TiB",
                      file_count=3341778, compressibility=1)
    nic = card(t, "srv", "nic", "generic-nic-1g", "1 GbE", 2)
    t.node("sw", "generic-switch-1g", "Gigabit switch", 3)
    lan(t, nic, "sw:eth1")
    t.node("repo", "generic-nas-4-hdd", "almodovar (SFTP repository)", 4)
    t.link("repo:eth1", "sw:eth2")
    t.job("restic", "restic backup", vol, "repo")
    measured(t, "F19", "restic-backup", "100.443 MiB/s", "restic", bottleneck="network")
    emit("F19", "restic-sftp-1gbe", t)


def f21():
    t = Topo("Field F21: restic backup of 2.2 TiB to a USB 3.0 hard disk",
             describe("F21",
                      "Ubuntu 16.04.3, restic 0.8.1 with its defaults, backing up /data/data0 (828,226 "
                      "files in 53,385 directories, mainly big video files plus ~200 GB of small files, "
                      "2.185 TiB) to a repository on a 4 TB USB 3.0 external drive (ext4); top showed "
                      "72.8 % iowait and a load average of ~33.",
                      "a server (restic 0.9 profile: nearest version) reading one 7200 rpm HDD, the "
                      "repository on a one-disk pool attached to the server; one job with the profile's "
                      "figures: its two files read at once in 512 KiB reads interleave on the disk, each "
                      "read after a 12.4 ms access.",
                      "host CPU not stated: the generic 32-core server; the source disks not stated: one "
                      "7200 rpm HDD behind a SAS HBA; the USB drive as the catalog's external USB 3.0 HDD "
                      "(one 5400 rpm desktop-class disk, 190 MB/s, 13.8 ms a random read; the case does "
                      "not name the drive in the enclosure) with the case's 4 TB; data 1:1 (video; "
                      "restic 0.8 does not compress).",
                      "the USB 3.0 link as a resource of its own (the entry's pool rate stands for it), "
                      "restic 0.8.1's archiver (before the 0.9 rewrite: ten files read at once, "
                      "maxConcurrency in internal/archiver/archiver.go at v0.8.1; two interleave as "
                      "ten do, an access a read), the local backend's fsync of each pack before the "
                      "next is saved (internal/backend/local/local.go at v0.8.1); which kernel ran "
                      "(Ubuntu 16.04's own 4.4 read at most its 128 KiB read-ahead at a time, later "
                      "ones the whole 512 KiB: not stated, today's is modelled); what caused the "
                      "iowait (not diagnosed in the case)."))
    server(t, "srv", "Ubuntu host", 0, slots=2, backup_app="restic-0-9", operating_system="linux",
           filesystem="ext4")
    hba = card(t, "srv", "hba", "generic-sas-12g-hba-8", "SAS HBA", 2)
    t.node("hdd", "generic-hdd-7200", "Data disk", 3)
    t.link(hba + ":sas1", "hdd:sas1")
    t.node("vol", "volume-file-server", "/data/data0", 4, data_size="2.185 TiB", file_count=828226,
           directory_count=53385, compressibility=1, filesystem="ext4")
    t.link("hdd:volumes", "vol:on")
    t.node("usb", "usb3-external-hdd-8tb", "4 TB USB 3.0 drive (repository)", 2, capacity="4 TB")
    t.link("srv:local", "usb:on")
    t.job("restic", "restic backup", "vol", "usb")
    measured(t, "F21", "restic-backup", "10.637 MiB/s", "restic")
    emit("F21", "restic-usb-hdd", t)


# --------------------------------------------------------------------------------------------
# Kopia (F24).

def f24():
    t = Topo("Field F24: kopia restore of a 23 GB volume of small files from S3, 32 in parallel",
             describe("F24",
                      "Kubernetes node restoring a 23 GB PVC (Loki data, many small files) from a remote "
                      "S3-compatible bucket with the kopia CLI after '--parallel=32' (Velero's default "
                      "took 1 hour); the target volume writes 150 MB/s random (fio); a single 20 GB file "
                      "backed up at ~70 MB/s and restored at ~30 MB/s.",
                      "a Linux node (kopia profile) with a 10 GbE NIC to a cloud bucket (the catalog's "
                      "generic S3 cloud: 20 ms round trip, 30 ms first byte, assumed), the PVC on a disk "
                      "writing 150 MB/s; one job with 32 requests in flight; the measured figure is its "
                      "restore.",
                      "node CPU and NIC not stated: the generic 32-core server, 10 GbE; the bucket's "
                      "distance not stated (the catalog's 20 ms); the PVC's disk as a SATA SSD written at "
                      "the case's 150 MB/s; file count not stated: 100,000 (230 kB each); the kopia "
                      "version of Velero (2023) is older than the 0.17 profile.",
                      "a small file is one request of its own size (the profile's request is a 4 MiB "
                      "content), and per-file metadata requests."))
    server(t, "node", "Kubernetes node", 0, slots=2, backup_app="kopia-0-17",
           operating_system="linux")
    nic = card(t, "node", "nic", "generic-nic-10g", "Node NIC", 2)
    t.node("s3", "generic-s3-cloud", "Remote S3-compatible bucket", 3)
    lan(t, nic, "s3:wan")
    hba = card(t, "node", "hba", "generic-sas-12g-hba-8", "Storage adapter", 2)
    t.node("pvdisk", "generic-sata-ssd", "PVC storage", 3, write_rate="150 MB/s")
    t.link(hba + ":sas1", "pvdisk:sas1")
    t.node("pvc", "volume-file-server", "Loki PVC", 4, data_size="23 GB", file_count=100000,
           compressibility=1)
    t.link("pvdisk:volumes", "pvc:on")
    t.job("kopia", "kopia snapshot / restore", "pvc", "s3", requests_in_flight=32)
    measured(t, "F24", "kopia-restore", "28 MB/s", "kopia", direction="restore",
             bottleneck="network (S3 download latency)")
    emit("F24", "kopia-s3-restore", t)


# --------------------------------------------------------------------------------------------
# s3-benchmark against MinIO (F25, F26).

def s3bench(case_id):
    smb = case_id == "F26"
    t = Topo("Field %s: s3-benchmark, 1 thread, 2 MB objects, MinIO on %s over 1 GbE" %
             (case_id, "an SMB share" if smb else "NVMe"),
             describe(case_id,
                      "chinglinwen/s3-benchmark with 2 MB objects (-z 2M) against a standalone 'minio "
                      "server' %s over 1 Gb Ethernet, at 1, 10 and %s threads; the 1-thread upload is "
                      "recorded.%s" % (
                          "whose backing store is an SMB share (dd writes ~50 MB/s to it)" if smb else
                          "backed by an NVMe SSD", "50" if smb else "100",
                          " 50 threads reached 37.44 MB/s." if smb else
                          " 10 threads: 107.88 MB/s up, 105.19 down ('The 10-thread test maxes out the "
                          "link')."),
                      "a client (s3-benchmark profile: one request in flight, 2 MiB objects) with its "
                      "data in memory, 1 GbE to a switch, the catalog's single-node MinIO on NVMe (0.5 ms "
                      "round trip and 2 ms first byte, both assumed)%s; one job of one stream." %
                      (", its write limit set to the share's 50 MB/s" if smb else ""),
                      "client CPU not stated: the generic server; one switch between client and server; "
                      "the tool's 'M' is 2^20 bytes (its source), so '2 MB' objects are 2 MiB and its "
                      "rates MiB/s.",
                      ("the share's latency per object (MinIO writes each object and its metadata to the "
                       "share and syncs before it answers): no figure for it is in the sources, so the "
                       "MinIO entry's assumed first-byte time is kept.") if smb else None))
    server(t, "cli", "Benchmark client", 0, slots=1, backup_app="s3-benchmark",
           operating_system="linux")
    memory_volume(t, "cli", "data", "Random objects in memory", 2, data_size="6 GiB", content="image",
                  file_count=0, compressibility=1)
    nic = card(t, "cli", "nic", "generic-nic-1g", "1 GbE", 2)
    t.node("sw", "generic-switch-1g", "1 Gb switch", 3)
    lan(t, nic, "sw:eth1")
    if smb:
        t.node("minio", "minio-single-node-nvme", "MinIO on an SMB share", 4, ingest_rate="50 MB/s")
    else:
        t.node("minio", "minio-single-node-nvme", "MinIO on NVMe", 4)
    t.link("minio:wan", "sw:eth2", speed="1 Gb/s")
    t.job("put", "s3-benchmark PUT, 1 thread", "data", "minio", mode="image", requests_in_flight=1)
    note = ("The case prints 'MB/s'; s3-benchmark divides by bytefmt.MEGABYTE = 2^20 "
            "(sources sw-s3-benchmark-code, sw-bytefmt), so the value is recorded in MiB/s.")
    if smb:
        measured(t, "F26", "s3bench-put-1t", "4.68 MiB/s", "put", note=note)
        emit("F26", "s3bench-minio-smb", t)
    else:
        measured(t, "F25", "s3bench-put-1t", "68.69 MiB/s", "put", note=note)
        emit("F25", "s3bench-minio-nvme", t)


# --------------------------------------------------------------------------------------------
# Proxmox Backup Server (F30, F31, F34).

def pbs_restore(case_id):
    hdd = case_id == "F31"
    t = Topo("Field %s: Proxmox VM restore from PBS, one chunk fetch at a time, %s datastore" %
             (case_id, "HDD RAID-10" if hdd else "NVMe"),
             describe(case_id,
                      ("Restore of a 60 GiB VM backup with proxmox-backup-qemu from a PBS datastore on "
                       "'Spinner Raid10 with 6 disks, 2 NVME special devices' (ZFS) over a 10G link, same "
                       "switch; fetch concurrency 1 (current) to 20. 16 fetches: 436 MB/s; 20: 448 MB/s.")
                      if hdd else
                      ("Restore of a 60 GiB VM backup with proxmox-backup-qemu from a PBS VM whose "
                       "datastore is on 'a fast NVME SSD', over a local bridge ('not real limit'); fetch "
                       "concurrency 1 (current) to 20. 12 fetches: 1642 MB/s, CPU use rising with it "
                       "(3-4 runtime threads)."),
                      "the PVE host (proxmox-backup-qemu before 2.0.1: one chunk fetch in flight, 4 MiB "
                      "chunks) holding the VM disk on NVMe, the PBS host with its datastore (%s) on its "
                      "own; %s; one job, the VM image backed up into the datastore, whose restore is "
                      "recorded." % (
                          "the catalog's HDD chunk store: 6 disks in mirrors, 285 MB/s each, 12.4 ms per "
                          "random chunk read" if hdd else
                          "the catalog's NVMe chunk store, 0.15 ms per chunk read (assumed)",
                          "10 GbE through one switch" if hdd else
                          "the bridge drawn as a direct 100 GbE link so it does not limit"),
                      "CPUs not stated: generic 32-core servers; the VM disk's storage on the PVE host "
                      "not stated: one NVMe drive; image data at the catalog's 2:1 (PBS stores chunks "
                      "compressed; the request size counts logical bytes)%s." %
                      ("" if hdd else "; the local bridge's rate and latency are not stated (100 GbE, "
                       "the default 50 us one way)"),
                      ("the 2 NVMe special devices (ZFS metadata) and ZFS's 128 KiB records (a 4 MiB "
                       "chunk file may need several seeks).") if hdd else None))
    server(t, "pve", "PVE host", 0, slots=2, backup_app="proxmox-backup-qemu-1",
           operating_system="linux")
    d = nvme(t, "pve", "pvenvme", "VM storage (NVMe)", 2)
    t.node("vm", "volume-file-server", "VM disk (60 GiB)", 3, content="image", data_size="60 GiB",
           file_count=0)
    t.link(d + ":volumes", "vm:on")
    nicent = "generic-nic-10g" if hdd else "generic-nic-100g"
    card(t, "pve", "pvenic", nicent, "PVE NIC", 2)
    server(t, "pbs", "PBS host" if hdd else "PBS VM", 0, slots=1, operating_system="linux")
    card(t, "pbs", "pbsnic", nicent, "PBS NIC", 2)
    if hdd:
        t.node("sw", "generic-switch-10g", "10G switch", 3)
        lan(t, "pvenic", "sw:eth1")
        lan(t, "pbsnic", "sw:eth2")
        t.node("store", "generic-chunk-store-6-hdd-raid10", "Datastore (6 HDD RAID-10)", 2)
    else:
        lan(t, "pvenic", "pbsnic:eth1")
        t.node("store", "generic-chunk-store-nvme", "Datastore (NVMe)", 2)
    t.link("pbs:local", "store:on")
    t.job("vm", "VM backup / restore", "vm", "store", mode="image")
    if hdd:
        measured(t, "F31", "pbs-restore-1", "83 MB/s", "vm", direction="restore",
                 bottleneck="disk (per-chunk latency of the HDD datastore)",
                 note="Recorded: concurrency 1 (739 s for the 60 GiB backup).")
        emit("F31", "pbs-restore-hdd", t)
    else:
        measured(t, "F30", "pbs-restore-1", "557 MB/s", "vm", direction="restore",
                 bottleneck="application (sequential chunk fetching)",
                 note="Recorded: concurrency 1 (110 s for the 60 GiB backup).")
        emit("F30", "pbs-restore-nvme", t)


def f34():
    t = Topo("Field F34: PBS backup to a remote datastore across a 150 ms WAN",
             describe("F34",
                      "Proxmox client backing up to a remote PBS datastore across a WAN of ~150 ms round "
                      "trip (e.g. Canada-Frankfurt) that iperf3 shows carries over 1 Gbit/s; 4 MB fixed "
                      "chunks; one HTTP/2-over-TLS connection with one chunk in flight (as the blog "
                      "states).",
                      "the client (PBS client profile, 4 MiB chunks) on 10 GbE to a site switch, a WAN "
                      "link of 75 ms one way and 1 Gb/s between two switches, the remote PBS host with a "
                      "datastore; one job with 1 request in flight (the case's statement; the profile's "
                      "own figure is 8, from the 32 MiB HTTP/2 window).",
                      "hosts, NICs and the datastore not stated: generic 32-core servers, 10 GbE, the "
                      "catalog's HDD chunk store (writes pay no access time); the WAN taken at 1 Gb/s "
                      "(iperf3: 'over 1 Gbit/s'); amount of data not stated: 100 GB of VM image at 2:1.",
                      "the congestion window after losses on a long path (the blog's second cause "
                      "beyond the window the hosts' socket buffers allow, which the model counts: "
                      "Linux's 3 MiB makes each 4 MiB chunk two round trips)."))
    server(t, "cli", "PVE / PBS client", 0, slots=2, backup_app="proxmox-backup-client-3",
           operating_system="linux")
    d = nvme(t, "cli", "clinvme", "VM storage", 2)
    t.node("vm", "volume-file-server", "VM disks", 3, content="image", data_size="100 GB",
           file_count=0)
    t.link(d + ":volumes", "vm:on")
    card(t, "cli", "clinic", "generic-nic-10g", "Client 10 GbE", 2)
    t.node("sw1", "generic-switch-10g", "Site switch", 3)
    t.node("sw2", "generic-switch-10g", "Remote site switch", 3)
    lan(t, "clinic", "sw1:eth1")
    t.link("sw1:eth2", "sw2:eth2", speed="1 Gb/s", latency="75 ms")
    server(t, "pbs", "Remote PBS", 0, slots=1, operating_system="linux")
    card(t, "pbs", "pbsnic", "generic-nic-10g", "PBS 10 GbE", 2)
    lan(t, "pbsnic", "sw2:eth1")
    t.node("store", "generic-chunk-store-6-hdd-raid10", "Remote datastore", 4)
    t.link("pbs:local", "store:on")
    t.job("pbs", "PBS backup over the WAN", "vm", "store", mode="image", requests_in_flight=1)
    measured(t, "F34", "pbs-wan-backup", "55.5 Mbit/s", "pbs",
             bottleneck="application (one chunk per round trip)",
             note="The case gives 44-67 Mbit/s: the midpoint is recorded.")
    emit("F34", "pbs-wan-backup", t)


# --------------------------------------------------------------------------------------------
# zfs send (F40).

def f40():
    t = Topo("Field F40: zfs send of 6 GiB from an NVMe pool to /dev/null",
             describe("F40",
                      "Linux, ZFS on Linux 0.8 era: 'zfs send' of a 6.06 GiB dataset on an NVMe drive "
                      "through pv to /dev/null (the send measured here); received into a spinning-disk "
                      "pool it ran at 8.90 KiB/s (cause open).",
                      "a server (zfs send profile: one stream of blocks, no per-file work) with the "
                      "dataset on one NVMe drive, sent as an image to the NULL device.",
                      "CPU not stated: the generic 32-core server; the NVMe drive as a Micron 7500 class "
                      "drive; the dataset's compression not stated (the stream is the same bytes either "
                      "way).",
                      "pv's pipe stage between send and /dev/null (the profile's stream limit, 1.244 "
                      "GiB/s, was measured with one pipe stage, into cat), and the receive side."))
    server(t, "srv", "ZoL host", 0, slots=1, backup_app="zfs-send", operating_system="linux",
           filesystem="zfs")
    d = nvme(t, "srv", "nvme", "NVMe pool", 2)
    t.node("ds", "volume-file-server", "Dataset (6.06 GiB)", 3, content="image",
           data_size="6.06 GiB", file_count=0, filesystem="zfs")
    t.link(d + ":volumes", "ds:on")
    t.node("null", "null-device", "/dev/null (via pv)", 3)
    t.link("srv:local", "null:host")
    t.job("send", "zfs send | pv > /dev/null", "ds", "null", mode="image")
    measured(t, "F40", "zfs-send", "642 MiB/s", "send")
    emit("F40", "zfs-send-nvme", t)


def main():
    ltfs_lto6("F01")
    ltfs_lto6("F02")
    ltfs_lto8("F05")
    ltfs_lto8("F06")
    f09()
    f10()
    f13()
    restic_s3("F16")
    restic_s3("F17")
    f19()
    f21()
    f24()
    s3bench("F25")
    s3bench("F26")
    pbs_restore("F30")
    pbs_restore("F31")
    f34()
    f40()
    missing = set(cases) - {name.split("-")[1].upper() for name in files}
    assert not missing, "cases without a file: %s" % sorted(missing)
    # Only this script's own files: the papers' are make-validation-set.py's.
    write_set(files, OUT, lambda name: name.startswith("field-"))

if __name__ == "__main__":
    main()
