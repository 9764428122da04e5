#!/usr/bin/env python3
"""Scores coupling's run-time edges against hand-verified truth on public code.

The truth is a TSV (columns: repo path kind user_component user_file:line key provider_component
provider_file:line mechanism verdict note) whose rows were read by hand at both ends; the trees live
under CORPORA/<repo>/. Third-party code never enters this repository: when the truth or a tree is
absent the script says so and exits 0.

For every repository it runs `coupling scan CORPORA/<repo>/<path> --format json --no-cache`, takes the
evidence of run-time kinds from the report's edges, and compares:
  recall    per kind: truth rows with verdict `edge` that the tool reports (same user component,
            provider component and kind, use in the same file within LINE_SLACK lines);
  precision on the tool's output: each run-time evidence item whose use and key match a truth row is
            right when the row is an `edge` between the same components, wrong otherwise (a
            `same-component`, `dangling` or `system` row, or another provider); the rest are listed
            for checking by hand.

usage: score-runtime.py --truth TRUTH.tsv --corpora DIR [--coupling BIN] [--out DIR] [--only REPO,...]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

RUNTIME_KINDS = {"runtime-class", "registry", "target-action", "route", "event"}
LINE_SLACK = 3


def read_truth(path):
    rows = []
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        for line in handle:
            if not line.strip():
                continue
            values = line.rstrip("\n").split("\t")
            rows.append(dict(zip(header, values + [""] * (len(header) - len(values)))))
    return rows


def split_place(place):
    file, _, line = place.rpartition(":")
    return file, int(line) if line.isdigit() else 0


def every_evidence(binary) :
    """`--evidence all` when the binary has it (from schema 4 on the JSON report cuts evidence lists),
    so the scores see every reference; older binaries wrote them all anyway."""
    r = subprocess.run([str(binary), "scan", "--help"], capture_output=True, text=True)
    return ["--evidence", "all"] if "--evidence" in r.stdout else []


def scan(coupling, root, out):
    result = subprocess.run(
        [coupling, "scan", root, "--format", "json", "--no-cache", "-o", out] + every_evidence(coupling),
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode not in (0, 1):
        print(f"  scan failed ({result.returncode}): {result.stderr.strip()[:300]}", file=sys.stderr)
        return None
    with open(out, encoding="utf-8") as handle:
        return json.load(handle)


def runtime_evidence(report, prefix):
    """(from, to, kind, file relative to the repository, line, symbol, strength)."""
    items = []
    for edge in report["edges"]:
        for evidence in edge["evidence"]:
            if evidence["kind"] not in RUNTIME_KINDS:
                continue
            location = evidence["location"]
            path = location["path"] if prefix in ("", ".") else f"{prefix}/{location['path']}"
            strength = evidence.get("runtime", {}).get("strength", "hard")
            items.append((edge["from"], edge["to"], evidence["kind"], path, location["line"], evidence["symbol"], strength))
    return items


def near(item_file, item_line, row_place):
    file, line = split_place(row_place)
    return item_file == file and abs(item_line - line) <= LINE_SLACK


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--truth", required=True)
    parser.add_argument("--corpora", required=True)
    parser.add_argument("--coupling", default=".build/debug/coupling")
    parser.add_argument("--out", default="/tmp/coupling-runtime-score")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    if not os.path.isfile(args.truth):
        print(f"no truth at {args.truth}: skipped")
        return 0
    if not os.access(args.coupling, os.X_OK):
        print(f"no coupling binary at {args.coupling}: build it first")
        return 2
    os.makedirs(args.out, exist_ok=True)
    rows = read_truth(args.truth)
    only = set(filter(None, args.only.split(",")))
    by_repo = collections.OrderedDict()
    for row in rows:
        if only and row["repo"] not in only:
            continue
        by_repo.setdefault((row["repo"], row["path"]), []).append(row)

    recall = collections.defaultdict(lambda: [0, 0])  # kind -> [found, total]
    right, wrong, unchecked = [], [], []
    for (repo, prefix), repo_rows in by_repo.items():
        root = os.path.join(args.corpora, repo, prefix)
        if not os.path.isdir(root):
            print(f"{repo}: tree absent at {root}: skipped")
            continue
        print(f"{repo}: scanning {prefix}", file=sys.stderr)
        report = scan(args.coupling, root, os.path.join(args.out, f"{repo}.json"))
        if report is None:
            continue
        items = runtime_evidence(report, prefix)
        for row in repo_rows:
            if row["verdict"] != "edge":
                continue
            kind = row["kind"]
            recall[kind][1] += 1
            hit = any(
                i[0] == row["user_component"] and i[1] == row["provider_component"] and i[2] == kind
                and near(i[3], i[4], row["user_file:line"]) for i in items)
            if hit:
                recall[kind][0] += 1
            else:
                print(f"  missed {kind}: {row['user_component']} -> {row['provider_component']} "
                      f"{row['user_file:line']} {row['key']}")
        for item in items:
            # The truth row of this use: same place (within LINE_SLACK lines) and same key.
            matches = [r for r in repo_rows if near(item[3], item[4], r["user_file:line"]) and r["key"] == item[5]]
            if any(r["verdict"] == "edge" and r["user_component"] == item[0] and r["provider_component"] == item[1]
                   for r in matches):
                right.append((repo,) + item)
            elif matches:
                wrong.append((repo,) + item + (matches[0]["verdict"],))
            else:
                unchecked.append((repo,) + item)

    print("\nrecall of verified edges, per kind:")
    for kind in sorted(recall):
        found, total = recall[kind]
        print(f"  {kind:14} {found}/{total} = {found / total:.2f}" if total else f"  {kind:14} -")
    checked = len(right) + len(wrong)
    print(f"\nprecision on output checked against the truth: {len(right)}/{checked}"
          + (f" = {len(right) / checked:.2f}" if checked else ""))
    for item in wrong:
        print("  wrong:", " ".join(map(str, item)))
    print(f"output not in the truth (check by hand): {len(unchecked)}")
    with open(os.path.join(args.out, "unchecked.tsv"), "w", encoding="utf-8") as handle:
        for item in unchecked:
            handle.write("\t".join(map(str, item)) + "\n")
    print(f"  listed in {os.path.join(args.out, 'unchecked.tsv')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
