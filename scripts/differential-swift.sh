#!/usr/bin/env bash
# Differential check of the fast Swift frontend (CouplingFrontendSwiftFast) against the precise
# one (CouplingFrontendSwift, swift-syntax) on real Swift code, plus a speed comparison.
#
#   scripts/differential-swift.sh [--bench] [DIR...]
#
# With no DIR, extracts swift-nio 2.101.3, swift-syntax 603.0.1, vapor 4.122.3 and
# grpc-swift-2 2.4.3 from the local mirrors in /opt/swift-packages into $WORK/src.
# Builds the comparison tool (Tools/SwiftFrontendDiff) in release in a scratch package
# ($WORK/pkg, symlinks into this repository) so the main package is untouched. Release,
# because swift-syntax parses ~50x slower in debug; the first build takes ~10 minutes.
# Writes the summary to $WORK/summary.txt (override with COUPLING_DIFF_OUT).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${COUPLING_DIFF_WORK:-/tmp/coupling-diff}"
bench=0
if [[ "${1:-}" == "--bench" ]]; then bench=1; shift; fi
mkdir -p "$WORK/src" "$WORK/pkg/Sources"

dirs=("$@")
if [[ ${#dirs[@]} -eq 0 ]]; then
    mirrors=/opt/swift-packages
    for spec in "apple/swift-nio.git 2.101.3 nio" "swiftlang/swift-syntax.git 603.0.1 swift-syntax" \
                "vapor/vapor.git 4.122.3 vapor" "grpc/grpc-swift-2.git 2.4.3 grpc-swift-2"; do
        set -- $spec
        if [[ ! -d "$WORK/src/$3" ]]; then
            mkdir -p "$WORK/src/$3"
            git -C "$mirrors/$1" archive "$2" | tar -x -C "$WORK/src/$3"
        fi
        dirs+=("$WORK/src/$3")
    done
fi

# COUPLING_DIFF_PKG: use an existing package that has the SwiftFrontendDiff product instead.
pkg="${COUPLING_DIFF_PKG:-$WORK/pkg}"
if [[ -z "${COUPLING_DIFF_PKG:-}" ]]; then
for t in CouplingModel CouplingFrontendSwift CouplingFrontendSwiftFast; do
    ln -sfn "$repo/Sources/$t" "$pkg/Sources/$t"
done
ln -sfn "$repo/Tools/SwiftFrontendDiff" "$pkg/Sources/SwiftFrontendDiff"
cat > "$pkg/Package.swift" <<'PKG'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "coupling-diff",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")],
    targets: [
        .target(name: "CouplingModel"),
        .target(name: "CouplingFrontendSwift", dependencies: [
            "CouplingModel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], swiftSettings: [.define("SwiftSyntaxReader")]),  // (the trait of the main package)
        .target(name: "CouplingFrontendSwiftFast", dependencies: ["CouplingModel"]),
        .executableTarget(name: "SwiftFrontendDiff",
                          dependencies: ["CouplingModel", "CouplingFrontendSwift", "CouplingFrontendSwiftFast"]),
    ],
    swiftLanguageModes: [.v6]
)
PKG
fi
echo "building the comparison tool (release) in $pkg ..." >&2
swift build -c release --package-path "$pkg" --product SwiftFrontendDiff >&2
tool="$(swift build -c release --package-path "$pkg" --show-bin-path)/SwiftFrontendDiff"
out="${COUPLING_DIFF_OUT:-$WORK/summary.txt}"
"$tool" compare "${dirs[@]}" --out "$out"
if [[ $bench -eq 1 ]]; then
    "$tool" bench "${dirs[@]}"
fi
echo "summary written to $out" >&2
