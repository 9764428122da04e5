#!/usr/bin/env python3
"""Score `coupling` on a package against the target dependencies its own manifest declares.

Python 3.11, standard library only. The truth is SwiftPM's own reading of `Package.swift`
(`swift package dump-package`, which runs the manifest: constants, helper functions and all), not
coupling's; so a manifest that names its targets with constants (`name: Targets.core`) is scored
against what SwiftPM makes of it. The scan is `coupling scan ROOT --no-cache --format json`, whose
components are the root Package.swift's target folders.

Only dependencies on targets of the package itself count (`.target(name:)`, or a plain name that is a
target). Found edges are compared between target folders; precision is given twice, against the
declared dependencies and against their transitive closure (a file may use a dependency's own
dependency without declaring it).

  scripts/score-declared-targets.py ../KSCrash --coupling .build/release/coupling

Exits 0 and says so when ROOT or its Package.swift is absent (third-party code is never committed).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path


COMPILE_TIME = {"import", "symbol", "extension", "category"}


def declared(root: Path) -> tuple[dict[str, str], set[tuple[str, str]]]:
    """(target → its folder relative to root, declared dependencies between targets)."""
    dump = subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, capture_output=True, text=True, timeout=600, check=True)
    package = json.loads(dump.stdout)
    folders: dict[str, str] = {}
    for target in package["targets"]:
        if target["type"] in ("binary", "system", "plugin", "macro"):
            continue
        default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        folder = (target.get("path") or default).strip("/")
        if (root / folder).is_dir():
            folders[target["name"]] = folder
    edges: set[tuple[str, str]] = set()
    for target in package["targets"]:
        if target["name"] not in folders:
            continue
        for dependency in target.get("dependencies", []):
            name = None
            if "target" in dependency:
                name = dependency["target"][0]
            elif "byName" in dependency:
                name = dependency["byName"][0]
            if name in folders and name != target["name"]:
                edges.add((target["name"], name))
    return folders, edges


def closure(edges: set[tuple[str, str]]) -> set[tuple[str, str]]:
    result = set(edges)
    while True:
        more = {(a, d) for (a, b) in result for (c, d) in result if b == c and a != d} - result
        if not more:
            return result
        result |= more


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", help="the package's checkout")
    parser.add_argument("--coupling", default="coupling", help="the coupling binary (default: on PATH)")
    args = parser.parse_args()
    root = Path(args.root)
    if not (root / "Package.swift").is_file():
        print(f"skipped: no {root}/Package.swift (bring the package first; see docs/real-code-scoring.md)")
        return 0
    folders, truth = declared(root)
    scan = subprocess.run(
        [args.coupling, "scan", str(root), "--no-cache", "--format", "json"], capture_output=True, text=True, check=False)
    if scan.returncode not in (0, 1):
        print(scan.stderr, file=sys.stderr)
        return 2
    report = json.loads(scan.stdout)
    # A component is a target's folder; its name is the folder's (unique) last segment or its path.
    target_of: dict[str, str] = {}
    for component in report["components"]:
        for target, folder in folders.items():
            if component.get("path") == folder or component["name"] == folder:
                target_of[component["name"]] = target
    found = {
        (target_of[e["from"]], target_of[e["to"]])
        for e in report["edges"]
        # (Compile-time evidence only: run-time edges are scored by score-runtime.py.)
        if e["from"] in target_of and e["to"] in target_of and COMPILE_TIME & set(e["kinds"])
    }
    transitive = closure(truth)
    hits = found & truth
    print(f"targets with folders: {len(folders)}; declared dependencies between them: {len(truth)}; found edges between them: {len(found)}")
    if found:
        print(f"precision {100 * len(hits) / len(found):.1f}% against the declared dependencies, "
              f"{100 * len(found & transitive) / len(found):.1f}% against their transitive closure")
    if truth:
        print(f"recall {100 * len(hits) / len(truth):.1f}% ({len(hits)} of {len(truth)})")
    for a, b in sorted(found - truth):
        print(f"  found, not declared{' (declared transitively)' if (a, b) in transitive else ''}: {a} -> {b}")
    for a, b in sorted(truth - found):
        print(f"  declared, not found: {a} -> {b}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
