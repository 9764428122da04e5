#!/usr/bin/env bash
# Differential check of the fast C-family declaration extractor (LexerDeclarationExtractor)
# against libclang (ClangDeclarationExtractor) on real headers, plus a speed comparison.
#
#   scripts/differential-cfamily.sh [--bench] [DIR...]
#
# Runs both extractors over every header (.h .hh .hpp .hxx .pch, any case) of each DIR and
# prints, per DIR: the declarations of each, agreement both ways by (path, name, kind) and by
# (path, name), and the differences by category with examples. The full list of differences
# goes to $WORK/differences.tsv (override with COUPLING_DIFF_OUT), the summary to
# $WORK/summary.txt.
#
# With no DIR: firebase-ios-sdk at /tmp/firebase-ios-sdk (see scripts/fetch-objc-corpus.md)
# and the Swift package copies at /tmp/coupling-bench/corpus/swift-packages
# (`scripts/benchmark.sh --corpus-only` assembles them); an absent corpus is skipped.
# Exits 0 with a message when no corpus or no libclang is there.
#
# Builds the tool (Tools/CFamilyFrontendDiff) in release in a scratch package ($WORK/pkg,
# symlinks into this repository: CouplingModel, CLibclang, CouplingFrontendClang only), so the
# main package is untouched and no swift-syntax is compiled. COUPLING_LIBCLANG picks libclang.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${COUPLING_DIFF_WORK:-/tmp/coupling-diff-cfamily}"
bench=0
if [[ "${1:-}" == "--bench" ]]; then bench=1; shift; fi

dirs=()
if [[ $# -eq 0 ]]; then
    for d in /tmp/firebase-ios-sdk /tmp/coupling-bench/corpus/swift-packages; do
        if [[ -d "$d" ]]; then dirs+=("$d"); else echo "differential-cfamily: $d absent, skipped" >&2; fi
    done
else
    for d in "$@"; do
        if [[ -e "$d" ]]; then dirs+=("$d"); else echo "differential-cfamily: $d absent, skipped" >&2; fi
    done
fi
if [[ ${#dirs[@]} -eq 0 ]]; then
    echo "differential-cfamily: no corpus to compare (skipped)"
    exit 0
fi

pkg="$WORK/pkg"
mkdir -p "$pkg/Sources"
for t in CouplingModel CLibclang CouplingFrontendClang; do
    ln -sfn "$repo/Sources/$t" "$pkg/Sources/$t"
done
ln -sfn "$repo/Tools/CFamilyFrontendDiff" "$pkg/Sources/CFamilyFrontendDiff"
cat > "$pkg/Package.swift" <<'PKG'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "coupling-diff-cfamily",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "CouplingModel"),
        .target(name: "CLibclang", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "CouplingFrontendClang", dependencies: ["CouplingModel", "CLibclang"]),
        .executableTarget(name: "CFamilyFrontendDiff", dependencies: ["CouplingModel", "CouplingFrontendClang"]),
    ],
    swiftLanguageModes: [.v6]
)
PKG
echo "building the comparison tool (release) in $pkg ..." >&2
swift build -c release --package-path "$pkg" --product CFamilyFrontendDiff >&2
tool="$(swift build -c release --package-path "$pkg" --show-bin-path)/CFamilyFrontendDiff"
out="${COUPLING_DIFF_OUT:-$WORK/differences.tsv}"
"$tool" compare "${dirs[@]}" --out "$out" | tee "$WORK/summary.txt"
if [[ $bench -eq 1 ]]; then
    "$tool" bench "${dirs[@]}"
fi
echo "summary written to $WORK/summary.txt" >&2
