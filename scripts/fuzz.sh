#!/usr/bin/env bash
# Fuzzes the readers of hostile input with libFuzzer (Linux toolchain; `-sanitize=fuzzer`):
#   swift-fast     the fast Swift frontend (lexer, recogniser) and the nesting measure before swift-syntax
#   cfamily        the C-family lexer, declaration scanner, reference scanner, included-macro table and
#                  the filter of what libclang may read
#   configuration  the .coupling.yml loader
#
#   scripts/fuzz.sh [--seconds N] [--executions N] [--runs N] [--max-len N] [--timeout S] [TARGET...]
#
# Each target runs --runs times (default 1) for --seconds each (default 60) or --executions inputs
# (libFuzzer's -runs, default no limit), whichever ends first, one after the other,
# with -timeout=S (default 1: an input slower than a second is a failure; on a loaded machine pass a
# larger S and re-time the slow units libFuzzer reports, alone, afterwards); the corpus grows in
# $WORK/corpus/TARGET, seeded from Fixtures/. Crashes, timeouts and out-of-memory inputs land in
# $WORK/artifacts/; turn each into a test of the normal suite (Tests/.../BadInput*). Builds the
# targets in a scratch package ($WORK/pkg, symlinks into this repository: the main package is
# untouched), optimised, with only coupling's own modules instrumented. Not part of CI.
# Prints, per run, the executions, the crashes found and the slowest input.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${COUPLING_FUZZ_WORK:-/tmp/coupling-fuzz}"
seconds=60
executions=-1
runs=1
max_len=16384
timeout=1
targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --executions) executions="$2"; shift 2 ;;
    --max-len) max_len="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
    esac
done
[[ ${#targets[@]} -eq 0 ]] && targets=(swift-fast cfamily configuration)

pkg="$WORK/pkg"
mkdir -p "$pkg/Sources" "$WORK/artifacts"
for t in CouplingModel CouplingGraph CLibclang CouplingFrontendClang CouplingFrontendSwift CouplingFrontendSwiftFast CouplingKit; do
    ln -sfn "$repo/Sources/$t" "$pkg/Sources/$t"
done
for t in FuzzSwiftFast FuzzCFamily FuzzConfiguration; do
    ln -sfn "$repo/Tools/Fuzz/$t" "$pkg/Sources/$t"
done
cat > "$pkg/Package.swift" <<'PKG'
// swift-tools-version:6.0
import PackageDescription
// coupling's modules, optimised and instrumented for libFuzzer; their dependencies are not. Each
// target is a static library linked by hand with libFuzzer's main (SwiftPM renames an executable's
// entry point, which libFuzzer does not provide).
let fuzz: [SwiftSetting] = [.unsafeFlags(["-O", "-sanitize=fuzzer"])]
let package = Package(
    name: "coupling-fuzz",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FuzzSwiftFast", type: .static, targets: ["FuzzSwiftFast"]),
        .library(name: "FuzzCFamily", type: .static, targets: ["FuzzCFamily"]),
        .library(name: "FuzzConfiguration", type: .static, targets: ["FuzzConfiguration"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "CouplingModel", swiftSettings: fuzz),
        .target(name: "CouplingGraph", swiftSettings: fuzz),
        .target(name: "CLibclang", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "CouplingFrontendClang", dependencies: ["CouplingModel", "CLibclang"], swiftSettings: fuzz),
        .target(name: "CouplingFrontendSwift", dependencies: [
            "CouplingModel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(name: "CouplingFrontendSwiftFast", dependencies: ["CouplingModel"], swiftSettings: fuzz),
        .target(name: "CouplingKit", dependencies: [
            "CouplingModel", "CouplingGraph", "CouplingFrontendSwift", "CouplingFrontendSwiftFast",
            "CouplingFrontendClang", .product(name: "Yams", package: "Yams"),
        ], swiftSettings: fuzz),
        .target(name: "FuzzSwiftFast", dependencies: ["CouplingFrontendSwiftFast", "CouplingModel"], swiftSettings: fuzz),
        .target(name: "FuzzCFamily", dependencies: ["CouplingFrontendClang", "CouplingModel"], swiftSettings: fuzz),
        .target(name: "FuzzConfiguration", dependencies: ["CouplingKit"], swiftSettings: fuzz),
    ],
    swiftLanguageModes: [.v6]
)
PKG

product() {
    case "$1" in
    swift-fast) echo FuzzSwiftFast ;;
    cfamily) echo FuzzCFamily ;;
    configuration) echo FuzzConfiguration ;;
    *) echo "unknown target $1 (swift-fast, cfamily, configuration)" >&2; exit 2 ;;
    esac
}

seed() {
    local corpus="$WORK/corpus/$1"
    mkdir -p "$corpus"
    [[ -n "$(ls -A "$corpus")" ]] && return
    case "$1" in
    swift-fast) find "$repo/Fixtures" "$repo/Tests" -name '*.swift' -size -64k ;;
    cfamily) find "$repo/Fixtures" -name '*.[hmc]' -o -name '*.mm' -o -name '*.hpp' -o -name '*.cpp' ;;
    configuration) find "$repo/Fixtures" -name '*.yml' ;;
    esac | while read -r f; do cp "$f" "$corpus/$(echo "$f" | md5sum | cut -c1-16)"; done
    if [[ "$1" == configuration ]]; then
        # The README's examples: every key.
        awk '/^```yaml/{on=1; n++; next} /^```/{on=0} on{print > "'"$corpus"'/readme-" n}' "$repo/README.md"
    fi
}

for target in "${targets[@]}"; do
    name="$(product "$target")"
    echo "building $name ..." >&2
    swift build --package-path "$pkg" --product "$name" >&2
    bin="$WORK/$name"
    swiftc -sanitize=fuzzer "$(swift build --package-path "$pkg" --show-bin-path)/lib$name.a" -o "$bin" >&2
    seed "$target"
    for run in $(seq 1 "$runs"); do
        log="$WORK/$target-run$run.log"
        SWIFT_BACKTRACE=enable=no SWIFT_DETERMINISTIC_HASHING=1 "$bin" -max_total_time="$seconds" -runs="$executions" -timeout="$timeout" -report_slow_units=1 -rss_limit_mb=2048 -max_len="$max_len" \
            -print_final_stats=1 -artifact_prefix="$WORK/artifacts/$target-" "$WORK/corpus/$target" >"$log" 2>&1 || true
        ran=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
        crashes=$(grep -c -E '^==[0-9]+== ERROR: libFuzzer' "$log" || true)
        echo "$target run $run: ${ran:-?} executions, $crashes crashes, timeouts or out-of-memory ($log)"
    done
    # The slowest input of the corpus, timed one by one (libFuzzer's own statistic is in whole seconds).
    slowest=$(find "$WORK/corpus/$target" -type f -print0 | SWIFT_BACKTRACE=enable=no xargs -0 -n 500 "$bin" -timeout=1 2>&1 |
        sed -n 's/^Executed \(.*\) in \([0-9]*\) ms$/\2 \1/p' | sort -n | tail -n 1)
    echo "$target: corpus of $(find "$WORK/corpus/$target" -type f | wc -l) inputs; slowest: ${slowest:-?} (ms, input)"
done
ls "$WORK/artifacts" 2>/dev/null | sed 's/^/artifact: /' || true
