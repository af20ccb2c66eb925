#!/usr/bin/env python3
"""Compare two `tapeflow-cli validate --json` outputs: the rows whose prediction or bottleneck
moved, and the median and 90th percentile of each calibration group before and after.

    tapeflow-cli validate --json > before.json   # on the old build
    tapeflow-cli validate --json > after.json    # on the new one
    scripts/validation/compare-validate.py before.json after.json
"""
import json
import sys


def groups(doc):
    return {g["id"]: g for g in doc["groups"]}


def main(before_path, after_path, threshold=0.05):
    before = json.load(open(before_path))
    after = json.load(open(after_path))
    old_rows = {r["id"]: r for r in before["rows"]}
    moved = []
    for row in after["rows"]:
        old = old_rows.get(row["id"])
        if old is None:
            continue
        a, b = old["abs_error_percent"], row["abs_error_percent"]
        bottleneck_moved = old["solver_bottleneck_label"] != row["solver_bottleneck_label"]
        if abs(a - b) >= threshold or bottleneck_moved:
            moved.append((row, a, b, old["solver_bottleneck_label"], bottleneck_moved))
    print(f"rows moved (|error| changed by {threshold} points or more, or bottleneck renamed):"
          f" {len(moved)}")
    for row, a, b, old_label, renamed in sorted(moved, key=lambda m: m[0]["id"]):
        group = "calibrated" if row["own_calibration"] else "independent"
        line = f"  {row['id']:45s} {group:11s} |error| {a:6.2f} -> {b:6.2f} %"
        if renamed:
            line += f"  bottleneck {old_label!r} -> {row['solver_bottleneck_label']!r}"
        print(line)
    g_old, g_new = groups(before), groups(after)
    for gid in ("all", "calibrated", "independent"):
        o, n = g_old[gid], g_new[gid]
        print(f"{gid:11s} n={n['count']:3d}  median {o['median_abs_error_percent']:.2f} -> "
              f"{n['median_abs_error_percent']:.2f} %   p90 {o['p90_abs_error_percent']:.2f} -> "
              f"{n['p90_abs_error_percent']:.2f} %   bottleneck {n['bottleneck_agree']}/"
              f"{n['bottleneck_rows']}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
