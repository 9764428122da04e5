#!/usr/bin/env bash
# Reads the Xcode projects and XcodeGen specs of real checkouts with the xcode-projects pass and
# writes a summary of their targets (name, kind, module, files, folders, headers, dependencies).
#
#   scripts/read-xcode-projects.sh CHECKOUT...
#
# A CHECKOUT is a work tree, or a bare git repository (its HEAD is extracted into $WORK first).
# A CHECKOUT that does not exist is skipped with a line saying so. Summaries go to
# $WORK/<name>.txt (WORK defaults to /tmp/coupling-xcode). Nothing of the checkouts is run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${COUPLING_XCODE_WORK:-/tmp/coupling-xcode}"
if [[ $# -eq 0 ]]; then
    echo "read-xcode-projects: no checkout given; nothing to read" >&2
    exit 0
fi
mkdir -p "$WORK"
cd "$repo"
swift build --build-tests >/dev/null
status=0
for checkout in "$@"; do
    if [[ ! -d "$checkout" ]]; then
        echo "skipped: $checkout (absent)"
        continue
    fi
    name="$(basename "$checkout")"
    [[ "$name" == "repo" || "$name" == ".git" ]] && name="$(basename "$(dirname "$checkout")")"
    tree="$checkout"
    if [[ "$(git -C "$checkout" rev-parse --is-bare-repository 2>/dev/null || true)" == "true" ]]; then
        tree="$WORK/src/$name"
        if [[ ! -d "$tree" ]]; then
            mkdir -p "$tree"
            git -C "$checkout" archive HEAD | tar -x -C "$tree"
        fi
    fi
    summary="$WORK/$name.txt"
    if COUPLING_XCODE_CHECKOUT="$tree" COUPLING_XCODE_SUMMARY="$summary" \
        swift test --skip-build --filter RealXcodeProjectsTests >"$WORK/$name.log" 2>&1; then
        echo "$name: $(grep -c '^target ' "$summary") targets in $(grep -c '^project ' "$summary") project files; summary $summary"
    else
        echo "$name: FAILED, see $WORK/$name.log"
        status=1
    fi
done
exit $status
