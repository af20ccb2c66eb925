#!/usr/bin/env python3
"""Writes a large topology for benchmarks: COPIES copies of an example's diagram side by side
(ids and names suffixed, positions shifted), each an independent backup server with its jobs,
as a large site's diagram of separate servers is.

Usage: scripts/make-large-topology.py COPIES OUT [EXAMPLE]   (EXAMPLE: resources/examples/default.tapeflow)
"""
import json
import sys
from pathlib import Path


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 1
    copies, out = int(sys.argv[1]), Path(sys.argv[2])
    root = Path(__file__).resolve().parent.parent
    example = Path(sys.argv[3]) if len(sys.argv) > 3 else root / "resources/examples/default.tapeflow"
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
    out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"{out}: {len(doc['nodes'])} nodes, {len(doc['links'])} links, {len(doc['jobs'])} jobs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
