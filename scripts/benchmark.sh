#!/usr/bin/env bash
# Speed benchmark of `coupling` against the physical floor (`rg` splitting the same bytes into identifiers).
#
#   scripts/benchmark.sh                      # build release, assemble the corpus, measure, print the table
#   scripts/benchmark.sh --coupling PATH      # use this binary, skip the build
#
# Not a test: it prints numbers, it never fails on them. See docs/performance.md for what is measured and why.
#
# Options
#   --coupling PATH     coupling binary to measure (skips the release build)
#   --work DIR          work folder for the corpus, reports and raw timings (default /tmp/coupling-bench)
#   --reps N            timings per measurement; the median is reported (default 3)
#   --jobs N            pass --jobs N to coupling (default: its own default, all cores)
#   --precise-flags "…" flags selecting the precise frontends
#                       (default: --swift-frontend syntax --objc-frontend clang, each only if --help lists it)
#   --growth-base NAME  base tree of the growth series: all (Swift packages + firebase), swift, firebase (default all)
#   --no-growth         skip the 1x/2x/4x growth series
#   --only LIST         comma-separated corpora to measure: swift-packages, firebase-ios-sdk, growth (default all)
#   --corpus-only       assemble the corpus and stop (no build, no timing)
#   --append            add to WORK/raw.tsv instead of starting it again (e.g. after --only on other corpora)
#   --rebuild-corpus    assemble the corpus again even if the work folder already holds one
#   --firebase DIR      the firebase-ios-sdk tree (default /tmp/firebase-ios-sdk; skipped when absent)
#   --packages DIR      the bare Swift package repositories (default /opt/swift-packages; exit 0 when absent)
#
# Output: a table on stdout, and WORK/results.tsv, WORK/results.md (the same table in Markdown), WORK/raw.tsv.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=/tmp/coupling-bench
COUPLING=
REPS=3
JOBS=
PRECISE_FLAGS=
PRECISE_SET=0
GROWTH_BASE=all
GROWTH=1
ONLY=swift-packages,firebase-ios-sdk,growth
REBUILD=0
CORPUS_ONLY=0
APPEND=0
FIREBASE=/tmp/firebase-ios-sdk
PACKAGES=/opt/swift-packages

while [ $# -gt 0 ]; do
    case "$1" in
        --coupling) COUPLING=$2; shift 2 ;;
        --work) WORK=$2; shift 2 ;;
        --reps) REPS=$2; shift 2 ;;
        --jobs) JOBS=$2; shift 2 ;;
        --precise-flags) PRECISE_FLAGS=$2; PRECISE_SET=1; shift 2 ;;
        --growth-base) GROWTH_BASE=$2; shift 2 ;;
        --no-growth) GROWTH=0; shift ;;
        --only) ONLY=$2; shift 2 ;;
        --rebuild-corpus) REBUILD=1; shift ;;
        --corpus-only) CORPUS_ONLY=1; shift ;;
        --append) APPEND=1; shift ;;
        --firebase) FIREBASE=$2; shift 2 ;;
        --packages) PACKAGES=$2; shift 2 ;;
        -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
        *) echo "benchmark: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

trap 'echo "benchmark: failed at line $LINENO (exit $?)" >&2' ERR

say() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

# ---------------------------------------------------------------------------------------------- prerequisites
if [ ! -d "$PACKAGES" ]; then
    echo "benchmark: $PACKAGES is absent (the bare Swift package repositories); nothing to measure, skipping."
    exit 0
fi
if ! command -v rg >/dev/null 2>&1; then
    echo "benchmark: ripgrep (rg) is missing; install it: apt-get install -y ripgrep (macOS: brew install ripgrep)" >&2
    exit 1
fi
if [ ! -x /usr/bin/time ]; then
    echo "benchmark: GNU time (/usr/bin/time) is missing; install it: apt-get install -y time (macOS: brew install gnu-time)" >&2
    exit 1
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "benchmark: python3 is needed for the table" >&2
    exit 1
fi

# ---------------------------------------------------------------------------------------------- build
if [ "$CORPUS_ONLY" = 1 ]; then
    COUPLING=/bin/true # not run
elif [ -z "$COUPLING" ]; then
    # The release build README.md recommends: on Linux, with the Swift libraries linked in.
    STATIC=()
    [ "$(uname -s)" = Linux ] && STATIC=(--static-swift-stdlib)
    say "building release (swift build -c release --product coupling --scratch-path .build-release ${STATIC[*]-}; ~10 min when cold)"
    (cd "$REPO" && swift build -c release --product coupling --scratch-path .build-release ${STATIC[@]+"${STATIC[@]}"} >&2)
    COUPLING="$(cd "$REPO" && swift build -c release --scratch-path .build-release ${STATIC[@]+"${STATIC[@]}"} --show-bin-path)/coupling"
fi
if [ ! -x "$COUPLING" ]; then
    echo "benchmark: no coupling binary at $COUPLING" >&2
    exit 1
fi
COUPLING=$(cd "$(dirname "$COUPLING")" && pwd)/$(basename "$COUPLING")

# Which flags this binary has: adapt instead of failing on a flag it does not know.
HELP=$("$COUPLING" scan --help 2>&1 || true)
has_flag() { grep -q -- "$1\b" <<<"$HELP"; }
COMMON=()
[ -n "$JOBS" ] && COMMON+=(--jobs "$JOBS")
CACHE=0
if has_flag --no-cache; then CACHE=1; fi
CACHE_DIR_FLAG=
if has_flag --cache-dir; then CACHE_DIR_FLAG=--cache-dir; fi
if [ "$PRECISE_SET" = 0 ]; then
    # (The swift-syntax reader is in builds with `--traits SwiftSyntaxReader` only.)
    empty=$(mktemp -d)
    has_flag --swift-frontend && "$COUPLING" scan "$empty" --no-cache --swift-frontend syntax >/dev/null 2>&1 &&
        PRECISE_FLAGS+=" --swift-frontend syntax"
    rmdir "$empty"
    has_flag --objc-frontend && PRECISE_FLAGS+=" --objc-frontend clang"
fi
read -r -a PRECISE <<<"$PRECISE_FLAGS"
say "coupling: $COUPLING (version $("$COUPLING" --version 2>/dev/null | head -1 || true))"
say "cache flags: $([ $CACHE = 1 ] && echo "--no-cache${CACHE_DIR_FLAG:+ $CACHE_DIR_FLAG}" || echo 'none (no cache: warm runs skipped)')"
say "precise frontends: ${PRECISE_FLAGS:-(no frontend flags: precise = default)}"

# ---------------------------------------------------------------------------------------------- corpus
# Extensions coupling reads (Sources/CouplingModel/Language.swift + .pch), compared case-insensitively.
EXTS=(swift h hh hpp hxx pch m mm c cc cpp cxx)
RG_GLOBS=()
for e in "${EXTS[@]}"; do RG_GLOBS+=(--iglob "*.$e"); done
# Folders coupling never descends into (DiscoverFilesPass.skippedFolders / skippedFolderExtensions).
SKIP_NAMES=(Pods Carthage DerivedData build vendor node_modules xcuserdata)
SKIP_EXTS=(xcassets xcodeproj xcworkspace framework xcframework bundle lproj dSYM playground xcdatamodeld docc)

# Leaves only what both coupling and rg read: source files, outside hidden and skipped folders, no links.
prune() {
    local d=$1 expr=() e
    find "$d" -type l -delete
    find "$d" -type f -name Package.swift -delete # a manifest for coupling, not a source file
    expr=(-name '.*')
    for e in "${SKIP_NAMES[@]}"; do expr+=(-o -name "$e"); done
    for e in "${SKIP_EXTS[@]}"; do expr+=(-o -name "*.$e"); done
    find "$d" -mindepth 1 -type d \( "${expr[@]}" \) -prune -exec rm -rf {} +
    expr=(-iname "*.${EXTS[0]}")
    for e in "${EXTS[@]:1}"; do expr+=(-o -iname "*.$e"); done
    # keep source files that are not hidden: delete hidden files and files with another extension
    find "$d" -type f \( -name '.*' -o -not \( "${expr[@]}" \) \) -delete
    find "$d" -mindepth 1 -depth -type d -empty -delete
}

CORPUS=$WORK/corpus
mkdir -p "$CORPUS"

assemble_packages() {
    local dest=$CORPUS/swift-packages tmp=$CORPUS/swift-packages.tmp
    if [ -d "$dest" ] && [ "$REBUILD" = 0 ]; then say "reusing $dest"; return; fi
    say "assembling the Swift packages of $PACKAGES into $dest (Sources/ of the highest tag, one component each)"
    rm -rf "$tmp" "$dest"
    mkdir -p "$tmp"
    : >"$WORK/swift-packages.manifest"
    # One repository per case-insensitive name (attaswift/BigInt.git and attaswift/bigint.git, apple/ and
    # swiftlang/swift-syntax.git are the same package): prefer a spelling with capitals, then the first path.
    local repo name tag
    while IFS=$'\t' read -r name repo; do
        tag=$(git -C "$repo" tag --sort=-v:refname 2>/dev/null | head -1 || true)
        local ref=${tag:-HEAD}
        mkdir -p "$tmp/$name"
        if git -C "$repo" cat-file -e "$ref:Sources" 2>/dev/null; then
            git -C "$repo" archive "$ref" Sources | tar -x -C "$tmp/$name"
            printf '%s\t%s\t%s\tSources/\n' "$name" "$repo" "$ref" >>"$WORK/swift-packages.manifest"
        else
            # No Sources/ (FlyingFox/Sources, SwiftCSV/, Source/): the whole tree without its test and example
            # folders and manifests.
            git -C "$repo" archive "$ref" | tar -x -C "$tmp/$name"
            find "$tmp/$name" -mindepth 1 -type d \( -name Tests -o -name '*Tests' -o -name Test -o -name Example \
                -o -name Examples -o -name Fixtures -o -name Benchmarks -o -name Demo \) -prune -exec rm -rf {} +
            find "$tmp/$name" -type f -name 'Package*.swift' -delete
            printf '%s\t%s\t%s\twhole tree without tests (no Sources/)\n' "$name" "$repo" "$ref" \
                >>"$WORK/swift-packages.manifest"
        fi
    done < <(find "$PACKAGES" -mindepth 2 -maxdepth 2 -type d -name '*.git' | python3 -c '
import sys, os
best = {}
for path in sorted(l.strip() for l in sys.stdin if l.strip()):
    name = os.path.basename(path)[:-4]
    key = name.lower()
    rank = (0 if name != name.lower() else 1, path)
    if key not in best or rank < best[key][0]:
        best[key] = (rank, name, path)
for key in sorted(best):
    print(best[key][1] + "\t" + best[key][2])
')
    prune "$tmp"
    mv "$tmp" "$dest"
}

# firebase-ios-sdk: its own corpus, each top-level product folder a component (as in score-real-code.py, the
# folders that are not product components are left out: tooling, docs, sample apps, SwiftPM wrappers).
FIREBASE_EXCLUDE=(Example scripts docs cmake ReleaseTooling IntegrationTesting SwiftPMTests SymbolCollisionTest
    SwiftPM-PlatformExclude FirebaseDataConnect FirebaseDynamicLinks)
assemble_firebase() {
    local dest=$CORPUS/firebase-ios-sdk tmp=$CORPUS/firebase-ios-sdk.tmp
    if [ -d "$dest" ] && [ "$REBUILD" = 0 ]; then say "reusing $dest"; return; fi
    say "copying the sources of $FIREBASE into $dest"
    rm -rf "$tmp" "$dest"
    mkdir -p "$tmp"
    local top skip x
    for top in "$FIREBASE"/*/; do
        top=$(basename "$top")
        skip=0
        for x in "${FIREBASE_EXCLUDE[@]}"; do [ "$top" = "$x" ] && skip=1; done
        [ $skip = 1 ] && continue
        cp -r "$FIREBASE/$top" "$tmp/$top"
    done
    prune "$tmp"
    mv "$tmp" "$dest"
}

# Growth: N copies of the base tree, components renamed copyK-<name>, so bytes and files grow linearly.
assemble_growth() {
    local factor=$1 dest=$CORPUS/growth-${1}x k src c
    if [ -d "$dest" ] && [ "$REBUILD" = 0 ] && [ "$(cat "$dest.base" 2>/dev/null)" = "$GROWTH_BASE" ]; then
        say "reusing $dest"
        return
    fi
    say "generating $dest ($factor copies of the '$GROWTH_BASE' base)"
    rm -rf "$dest" "$dest.tmp"
    mkdir -p "$dest.tmp"
    local bases=()
    case "$GROWTH_BASE" in
        all) bases=("$CORPUS/swift-packages"); [ -d "$CORPUS/firebase-ios-sdk" ] && bases+=("$CORPUS/firebase-ios-sdk") ;;
        swift) bases=("$CORPUS/swift-packages") ;;
        firebase) bases=("$CORPUS/firebase-ios-sdk") ;;
        *) echo "benchmark: --growth-base must be all, swift or firebase" >&2; exit 2 ;;
    esac
    for ((k = 1; k <= factor; k++)); do
        for src in "${bases[@]}"; do
            for c in "$src"/*/; do
                c=$(basename "$c")
                cp -r "$src/$c" "$dest.tmp/copy$k-$c"
            done
        done
    done
    mv "$dest.tmp" "$dest"
    echo "$GROWTH_BASE" >"$dest.base"
}

want() { [[ ",$ONLY," == *",$1,"* ]]; }

CORPORA=()
assemble_packages
want swift-packages && CORPORA+=(swift-packages)
if [ -d "$FIREBASE" ]; then
    assemble_firebase
    want firebase-ios-sdk && CORPORA+=(firebase-ios-sdk)
else
    say "no firebase-ios-sdk at $FIREBASE (see scripts/fetch-objc-corpus.md): the Objective-C corpus is skipped"
fi
if [ "$GROWTH" = 1 ] && want growth; then
    for f in 1 2 4; do assemble_growth $f; CORPORA+=("growth-${f}x"); done
fi

if [ "$CORPUS_ONLY" = 1 ]; then say "corpus ready under $CORPUS"; exit 0; fi

# ---------------------------------------------------------------------------------------------- measuring
RAW=$WORK/raw.tsv
STATS=$WORK/corpora.tsv
if [ "$APPEND" = 0 ]; then
    : >"$RAW"
    : >"$STATS"
fi
mkdir -p "$WORK/reports" "$WORK/cache"

# time_it CORPUS MEASUREMENT REP -- command...: appends "corpus measurement rep seconds rssKB exit" to raw.tsv
time_it() {
    local corpus=$1 what=$2 rep=$3 out
    shift 4
    out=$(mktemp)
    local rc=0
    /usr/bin/time -o "$out" -f '%e %M' "$@" >/dev/null 2>"$WORK/last-stderr" || rc=$?
    local secs rss
    read -r secs rss < <(tail -1 "$out")
    rm -f "$out"
    if [ $rc != 0 ]; then
        say "  $what on $corpus exited $rc: $(tail -3 "$WORK/last-stderr" | tr '\n' ' ')"
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$corpus" "$what" "$rep" "$secs" "$rss" "$rc" >>"$RAW"
    say "  $corpus $what #$rep: ${secs}s $((rss / 1024)) MiB"
}

coupling_cmd() { # coupling_cmd ROOT REPORT [extra flags...]
    local root=$1 report=$2
    shift 2
    local cmd=("$COUPLING" scan "$root" --format json -o "$report" ${COMMON[@]+"${COMMON[@]}"})
    [ -n "$CACHE_DIR_FLAG" ] && cmd+=("$CACHE_DIR_FLAG" "$WORK/cache/$(basename "$root")")
    cmd+=("$@")
    printf '%s\0' "${cmd[@]}"
}

run_coupling() { # run_coupling CORPUS MEASUREMENT REP [flags...]
    local corpus=$1 what=$2 rep=$3
    shift 3
    local cmd=()
    while IFS= read -r -d '' a; do cmd+=("$a"); done < <(coupling_cmd "$CORPUS/$corpus" "$WORK/reports/$corpus-$what.json" "$@")
    time_it "$corpus" "$what" "$rep" -- "${cmd[@]}"
}

NOCACHE=()
[ $CACHE = 1 ] && NOCACHE=(--no-cache)

for corpus in "${CORPORA[@]}"; do
    root=$CORPUS/$corpus
    files=$(rg --files --no-ignore "${RG_GLOBS[@]}" "$root" | wc -l)
    bytes=$(rg --files --no-ignore "${RG_GLOBS[@]}" "$root" -0 | xargs -0 cat | wc -c)
    components=$(find "$root" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | wc -l)
    swiftbytes=$(rg --files --no-ignore --iglob '*.swift' "$root" -0 | xargs -0 cat | wc -c)
    printf '%s\t%s\t%s\t%s\t%s\n' "$corpus" "$files" "$bytes" "$components" "$swiftbytes" >>"$STATS"
    say "corpus $corpus: $components components, $files files, $((bytes / 1048576)) MiB"
    # Page cache: read everything once so that every tool below starts from the same (warm) state.
    rg --files --no-ignore "${RG_GLOBS[@]}" "$root" -0 | xargs -0 cat >/dev/null
    growth=0
    [[ $corpus == growth-* ]] && growth=1
    for ((r = 1; r <= REPS; r++)); do
        time_it "$corpus" rg "$r" -- rg -o --no-ignore "${RG_GLOBS[@]}" '[A-Za-z_][A-Za-z0-9_]*' "$root"
        run_coupling "$corpus" cold "$r" ${NOCACHE[@]+"${NOCACHE[@]}"}
        if [ $growth = 0 ] && [ -n "$PRECISE_FLAGS" ]; then
            run_coupling "$corpus" cold-precise "$r" ${NOCACHE[@]+"${NOCACHE[@]}"} "${PRECISE[@]}"
        fi
    done
    if [ $growth = 0 ] && [ $CACHE = 1 ]; then
        run_coupling "$corpus" fill-cache 0 # not reported: fills the cache
        for ((r = 1; r <= REPS; r++)); do run_coupling "$corpus" warm "$r"; done
        touched=$(rg --files --no-ignore --iglob '*.swift' "$root" | sort | sed -n 1p) # sed, not head: no SIGPIPE
        if [ -n "$touched" ]; then
            cp -p "$touched" "$WORK/touched.orig"
            for ((r = 1; r <= REPS; r++)); do
                cp -p "$WORK/touched.orig" "$touched"
                printf '\n// benchmark touch %s %s\n' "$r" "$$" >>"$touched" # new content each time: a cache miss
                run_coupling "$corpus" warm-1-changed "$r"
            done
            # A change to what the file declares: every file's resolution may change with it.
            for ((r = 1; r <= REPS; r++)); do
                cp -p "$WORK/touched.orig" "$touched"
                printf '\nfunc couplingBenchmarkTouch%s_%s() {}\n' "$r" "$$" >>"$touched"
                run_coupling "$corpus" warm-1-declaration "$r"
            done
            cp -p "$WORK/touched.orig" "$touched"
        fi
    fi
    # The reports must describe the same files rg read.
    python3 - "$WORK/reports/$corpus-cold.json" "$files" "$corpus" <<'EOF' >&2 || true
import json, sys
try:
    report = json.load(open(sys.argv[1]))
except Exception as error:
    print(f"[bench] {sys.argv[3]}: no readable report ({error})"); sys.exit()
n = sum(c.get("files", 0) for c in report.get("components", []))
if n != int(sys.argv[2]):
    print(f"[bench] WARNING {sys.argv[3]}: coupling analysed {n} files, rg read {sys.argv[2]}")
EOF
done

# ---------------------------------------------------------------------------------------------- table
COMMIT=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
DIRTY=$(git -C "$REPO" status --porcelain 2>/dev/null | grep -qv '^??' && echo "+local changes" || true)
python3 - "$RAW" "$STATS" "$WORK" "$COUPLING" "$COMMIT$DIRTY" "$REPS" "$PRECISE_FLAGS" <<'EOF'
import sys, statistics, os, platform, datetime, subprocess
raw, stats, work, binary, commit, reps, precise = sys.argv[1:8]
rows = [l.rstrip("\n").split("\t") for l in open(raw) if l.strip()]
corpora = [l.rstrip("\n").split("\t") for l in open(stats) if l.strip()]
med, rss, failed = {}, {}, set()
by = {}
for corpus, what, rep, secs, kb, rc in rows:
    if what == "fill-cache": continue
    by.setdefault((corpus, what), []).append((float(secs), int(kb), int(rc)))
for key, values in by.items():
    med[key] = statistics.median(v[0] for v in values)
    rss[key] = max(v[1] for v in values) / 1024
    if any(v[2] for v in values): failed.add(key)
order = ["rg", "cold", "cold-precise", "warm", "warm-1-changed", "warm-1-declaration"]
label = {"rg": "rg identifiers", "cold": "coupling cold, default frontends", "cold-precise": "coupling cold, precise frontends",
         "warm": "coupling warm (nothing changed)", "warm-1-changed": "coupling warm, 1 .swift file changed (a comment)",
         "warm-1-declaration": "coupling warm, 1 .swift file changed (a new declaration)"}
lines = []
lines.append(f"| corpus | components | files | MiB (Swift MiB) | measurement | median s | × rg | peak RSS MiB |")
lines.append("|---|---:|---:|---:|---|---:|---:|---:|")
for corpus, files, nbytes, comps, swiftbytes in corpora:
    base = med.get((corpus, "rg"))
    first = True
    for what in order:
        if (corpus, what) not in med: continue
        s = med[(corpus, what)]
        ratio = f"{s / base:.2f}" if base else "-"
        mark = " (exit≠0)" if (corpus, what) in failed else ""
        head = (f"| {corpus} | {comps} | {files} | {int(nbytes)/1048576:.1f} ({int(swiftbytes)/1048576:.1f}) "
                if first else "| | | | ")
        first = False
        lines.append(f"{head}| {label[what]}{mark} | {s:.2f} | {ratio} | {rss[(corpus, what)]:.0f} |")
growth = []
for what in ["rg", "cold"]:
    one = med.get(("growth-1x", what))
    if not one: continue
    two, four = med.get(("growth-2x", what)), med.get(("growth-4x", what))
    growth.append(f"| {label[what]} | {one:.2f} | {two:.2f} | {four:.2f} | {two/one:.2f} | {four/one:.2f} |")
out = []
out.append(f"coupling: {binary}")
out.append(f"commit {commit}; {os.cpu_count()} cores; {platform.platform()}; {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; "
           f"median of {reps}; precise flags: {precise.strip() or '(none: the default is the precise frontend)'}")
out.append("")
out += lines
if growth:
    out.append("")
    out.append("| growth | 1× s | 2× s | 4× s | 2×/1× | 4×/1× |")
    out.append("|---|---:|---:|---:|---:|---:|")
    out += growth
text = "\n".join(out) + "\n"
open(os.path.join(work, "results.md"), "w").write(text)
with open(os.path.join(work, "results.tsv"), "w") as f:
    f.write("corpus\tmeasurement\tmedian_s\tratio_to_rg\tpeak_rss_mib\n")
    for (corpus, what), s in sorted(med.items()):
        base = med.get((corpus, "rg"))
        f.write(f"{corpus}\t{what}\t{s:.3f}\t{(s / base) if base else 0:.3f}\t{rss[(corpus, what)]:.0f}\n")
print(text)
EOF
say "raw timings: $RAW; table: $WORK/results.md"
