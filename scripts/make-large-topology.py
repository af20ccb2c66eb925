#!/usr/bin/env python3
"""Writes a large topology for benchmarks: COPIES copies of an example's diagram side by side
(ids and names suffixed, positions shifted), each an independent backup server with its jobs,
as a large site's diagram of separate servers is. With --one-lan, every copy's switch is also
linked to one core switch above the copies: one LAN, as a site's network is wired.

Usage: scripts/make-large-topology.py [--one-lan] COPIES OUT [EXAMPLE]
       (EXAMPLE: resources/examples/default.tapeflow; its switch is the node "sw")
"""
import json
import sys
from pathlib import Path


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--one-lan"]
    one_lan = len(args) != len(sys.argv) - 1
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 1
    copies, out = int(args[0]), Path(args[1])
    root = Path(__file__).resolve().parent.parent
    example = Path(args[2]) if len(args) > 2 else root / "resources/examples/default.tapeflow"
    base = json.loads(example.read_text(encoding="utf-8"))
    xs = [n["position"][0] for n in base["nodes"]]
    ys = [n["position"][1] for n in base["nodes"]]
    width, height = max(xs) - min(xs) + 400, max(ys) - min(ys) + 300
    per_row = max(1, int(copies ** 0.5))
    doc = {key: base[key] for key in ("format", "version")}
    doc["name"] = f"{copies} copies of {base.get('name', example.stem)}"
    doc["nodes"], doc["links"], doc["jobs"] = [], [], []
    for c in range(copies):
        dx, dy = (c % per_row) * width, (c // per_row) * height
        suffix = f"-{c}"
        for node in base["nodes"]:
            copy = json.loads(json.dumps(node))
            copy["id"] += suffix
            copy["name"] = f"{node.get('name', node['id'])} {c}"
            copy["position"] = [node["position"][0] + dx, node["position"][1] + dy]
            doc["nodes"].append(copy)
        for link in base["links"]:
            copy = json.loads(json.dumps(link))
            copy["id"] += suffix
            for end in ("from", "to"):
                node, port = copy[end].split(":")
                copy[end] = f"{node}{suffix}:{port}"
            doc["links"].append(copy)
        for job in base["jobs"]:
            copy = json.loads(json.dumps(job))
            copy["id"] += suffix
            copy["name"] = f"{job.get('name', job['id'])} {c}"
            copy["source"] += suffix
            copy["target"] += suffix
            doc["jobs"].append(copy)
    if one_lan:
        link_to_core(doc, copies, base, per_row * width)
    out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"{out}: {len(doc['nodes'])} nodes, {len(doc['links'])} links, {len(doc['jobs'])} jobs")
    return 0


def link_to_core(doc, copies, base, width):
    """A core switch above the copies with a port for each copy's switch (at most 1,024)."""
    if copies > 1024:
        raise SystemExit("--one-lan: at most 1,024 copies (the core switch's ports)")
    free = 1 + max(int(link[end].split(":")[1].removeprefix("eth"))
                   for link in base["links"] for end in ("from", "to")
                   if link[end].startswith("sw:eth"))
    doc["nodes"].append({"id": "core", "entry": "generic-switch-100g", "name": "Core switch",
                         "position": [width / 2, -400],
                         "parameters": {"ethernet_ports": copies}})
    for c in range(copies):
        doc["links"].append({"id": f"uplink-{c}", "from": f"sw-{c}:eth{free}",
                             "to": f"core:eth{c + 1}"})
    doc["name"] = doc["name"] + " on one LAN"


if __name__ == "__main__":
    sys.exit(main())
