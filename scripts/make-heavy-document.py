#!/usr/bin/env python3
"""Writes the week example with many scenarios, measurements or schedule days, for the load
benchmark (scripts/bench-load.sh; issue 37: loading 5,000 scenarios took 83 s, cubic in their
number). Usage: make-heavy-document.py EXAMPLE OUT --scenarios N --measurements N --days N"""
import argparse
import json

parser = argparse.ArgumentParser()
parser.add_argument("example")
parser.add_argument("out")
parser.add_argument("--scenarios", type=int, default=0)
parser.add_argument("--measurements", type=int, default=0)
parser.add_argument("--days", type=int, default=0)
args = parser.parse_args()

with open(args.example, encoding="utf-8") as f:
    document = json.load(f)
node = document["nodes"][0]["id"]
jobs = [job["id"] for job in document["jobs"]]
if args.scenarios:
    document["scenarios"] = [
        {"name": f"Scenario {i}",
         "changes": [{"change": "node-renamed", "node": node, "to": f"Renamed {i}"}]}
        for i in range(args.scenarios)]
if args.measurements:
    document["measurements"] = [
        {"id": f"m{i}", "job": jobs[i % len(jobs)], "value": f"{100 + i % 50} MB/s"}
        for i in range(args.measurements)]
if args.days:
    levels = ["full", "incremental", "differential"]
    document["schedule"] = {"days": [
        {"name": f"Day {d + 1}", "jobs": {job: levels[(d + k) % 3] if d else "full"
                                          for k, job in enumerate(jobs)}}
        for d in range(args.days)]}
with open(args.out, "w", encoding="utf-8") as f:
    json.dump(document, f, indent=1)
