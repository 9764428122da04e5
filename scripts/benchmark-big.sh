#!/usr/bin/env bash
# The biggest trees: `coupling` on a mixed tree of 140 MB or more and on four copies of it side by side,
# text and JSON measured apart, against `rg -o '[A-Za-z_][A-Za-z0-9_]*'` over the same files in the same run.
#
#   scripts/benchmark-big.sh --coupling PATH [--add DIR]... [--work DIR] [--reps N] [--no-4x]
#
# The tree: the two corpora of scripts/benchmark.sh (the Swift packages and firebase-ios-sdk, assembled by
# `scripts/benchmark.sh --corpus-only --work WORK` when absent) and every `--add DIR` (say a checkout with
# large vendored C or C++), each copied with its source files only, under WORK/big/1x/NAME. Components are
# the folders two levels down (`*/*`: a package, a top-level folder of firebase...), given by a
# configuration outside the tree. The 4x tree holds four copies (`*/*/*`).
#
# Measured (median of --reps, default 3; the 4x tree once): rg; cold text and JSON (`--no-cache`, and with an
# empty cache that the run fills: the default first run); warm text
# and JSON (the cache filled, nothing changed); one Swift file edited before each run; the tree and its
# cache copied to another path with new file times (what restoring `actions/cache` into a fresh checkout
# gives), text and JSON; peak RSS of each; the size of each report. Not a test: it prints numbers and
# fails only when a report differs where it must not (cold vs warm vs restored, --jobs 1 vs default).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=/tmp/coupling-bench
COUPLING=
REPS=3
FOUR=1
ADD=()
while [ $# -gt 0 ]; do
    case "$1" in
        --coupling) COUPLING=$2; shift 2 ;;
        --work) WORK=$2; shift 2 ;;
        --reps) REPS=$2; shift 2 ;;
        --add) ADD+=("$2"); shift 2 ;;
        --no-4x) FOUR=0; shift ;;
        -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
        *) echo "benchmark-big: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ -x "$COUPLING" ] || { echo "benchmark-big: give a release build with --coupling PATH" >&2; exit 2; }
command -v rg >/dev/null || { echo "benchmark-big: rg is missing (apt-get install ripgrep)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "benchmark-big: GNU time is missing (apt-get install time)" >&2; exit 1; }
say() { printf '[big %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

EXTS=(swift h hh hpp hxx pch m mm c cc cpp cxx)
RG_GLOBS=()
for e in "${EXTS[@]}"; do RG_GLOBS+=(--iglob "*.$e"); done

# copy_sources SRC DEST: the source files coupling and rg both read (no hidden or skipped folders, no links).
copy_sources() {
    local src=$1 dest=$2 names=() e
    for e in "${EXTS[@]}"; do names+=(-o -iname "*.$e"); done
    mkdir -p "$dest"
    (cd "$src" && find . -mindepth 1 -type d \( -name '.*' -o -name Pods -o -name Carthage -o -name DerivedData -o -name build \
        -o -name vendor -o -name node_modules -o -name '*.xcodeproj' -o -name '*.framework' -o -name '*.bundle' \
        -o -name '*.xcassets' -o -name '*.docc' \) -prune -o -type f \( -false "${names[@]}" \) ! -name '.*' -print0 |
        tar --null -T - -cf -) | tar -xf - -C "$dest"
}

BIG=$WORK/big
if [ ! -d "$BIG/1x" ]; then
    [ -d "$WORK/corpus/swift-packages" ] || "$REPO/scripts/benchmark.sh" --corpus-only --work "$WORK" --no-growth
    mkdir -p "$BIG/1x"
    for corpus in "$WORK"/corpus/swift-packages "$WORK"/corpus/firebase-ios-sdk "${ADD[@]}"; do
        [ -d "$corpus" ] || { say "no $corpus; left out"; continue; }
        say "copying $(basename "$corpus")"
        copy_sources "$corpus" "$BIG/1x/$(basename "$corpus")"
    done
fi
# (Made when asked for, also after runs with --no-4x that made the 1x tree alone.)
if [ "$FOUR" = 1 ] && [ ! -d "$BIG/4x" ]; then
    for i in 1 2 3 4; do mkdir -p "$BIG/4x/copy$i" && cp -r "$BIG/1x/." "$BIG/4x/copy$i/"; done
fi
printf 'version: 1\ncomponents: ["*/*"]\n' >"$BIG/one.yml"
printf 'version: 1\ncomponents: ["*/*/*"]\n' >"$BIG/four.yml"

RAW=$BIG/raw.tsv
: >"$RAW"
# measure TREE WHAT -- command...: seconds and peak RSS (KiB) into raw.tsv.
measure() {
    local tree=$1 what=$2 out rc=0
    shift 3
    out=$(mktemp)
    /usr/bin/time -o "$out" -f '%e %M' "$@" >/dev/null 2>"$BIG/last-stderr" || rc=$?
    [ $rc -le 1 ] || say "  $what exited $rc: $(tail -2 "$BIG/last-stderr" | tr '\n' ' ')"
    printf '%s\t%s\t%s\n' "$tree" "$what" "$(tail -1 "$out" | tr ' ' '\t')" >>"$RAW"
    say "  $tree $what: $(tail -1 "$out")"
    rm -f "$out"
}
scan() { # scan TREE-ROOT CONFIG FORMAT OUT [flags...]
    local root=$1 config=$2 format=$3 out=$4
    shift 4
    "$COUPLING" scan "$root" --config "$config" --format "$format" -o "$out" "$@"
}
same() { cmp -s "$1" "$2" || { echo "benchmark-big: $1 and $2 differ" >&2; exit 1; }; }

run_tree() { # run_tree NAME CONFIG REPS
    local name=$1 config=$2 reps=$3 root=$BIG/$1 r f
    local reports=$BIG/reports/$name cache=$BIG/cache/$name
    mkdir -p "$reports"
    rm -rf "$cache"
    local bytes files
    files=$(rg --files --no-ignore "${RG_GLOBS[@]}" "$root" | wc -l)
    bytes=$(rg --files --no-ignore "${RG_GLOBS[@]}" "$root" -0 | xargs -0 cat | wc -c)
    printf '%s\t%s\t%s\n' "$name" "$files" "$bytes" >"$BIG/stats-$name.tsv"
    say "$name: $files files, $((bytes / 1048576)) MiB"
    rg --files --no-ignore "${RG_GLOBS[@]}" "$root" -0 | xargs -0 cat >/dev/null # page cache, for everyone
    for ((r = 1; r <= reps; r++)); do
        measure "$name" rg -- rg -o --no-ignore "${RG_GLOBS[@]}" '[A-Za-z_][A-Za-z0-9_]*' "$root"
        for f in text json; do measure "$name" "cold $f" -- "$COUPLING" scan "$root" --config "$config" --format $f -o "$reports/cold.$f" --no-cache; done
        # The default first run: no cache yet, one filled (references kept encoded until resolved).
        for f in text json; do
            rm -rf "$cache-first"
            measure "$name" "cold, cache filled $f" -- "$COUPLING" scan "$root" --config "$config" --format $f -o "$reports/first.$f" --cache-dir "$cache-first"
        done
    done
    rm -rf "$cache-first"
    same "$reports/cold.json" "$reports/first.json"
    same "$reports/cold.text" "$reports/first.text"
    [ "$name" = 4x ] && return 0
    scan "$root" "$config" json "$reports/fill.json" --cache-dir "$cache" || true
    for ((r = 1; r <= reps; r++)); do
        for f in text json; do measure "$name" "warm $f" -- "$COUPLING" scan "$root" --config "$config" --format $f -o "$reports/warm.$f" --cache-dir "$cache"; done
    done
    # One file edited before each run: a line appended to the first Swift file (a new line each time).
    local touched
    touched=$(rg --files --no-ignore --iglob '*.swift' "$root" | sort | sed -n 1p)
    cp "$touched" "$BIG/touched.orig"
    for ((r = 1; r <= reps; r++)); do
        for f in text json; do
            printf '// edit %s %s\n' "$r" "$f" >>"$touched"
            measure "$name" "one file edited $f" -- "$COUPLING" scan "$root" --config "$config" --format $f -o "$reports/edit.$f" --cache-dir "$cache"
        done
    done
    cp "$BIG/touched.orig" "$touched"
    scan "$root" "$config" json "$reports/back.json" --cache-dir "$cache" || true
    # The cache carried to another checkout: the tree at another path, files with new times, the cache copied.
    local moved=$BIG/moved-$name
    rm -rf "$moved" "$cache-moved"
    cp -r "$root" "$moved"
    cp -r "$cache" "$cache-moved"
    for ((r = 1; r <= reps; r++)); do
        for f in text json; do
            rm -rf "$cache-run" && cp -r "$cache-moved" "$cache-run"
            measure "$name" "restored cache $f" -- "$COUPLING" scan "$moved" --config "$config" --format $f -o "$reports/restored.$f" --cache-dir "$cache-run"
        done
    done
    same "$reports/cold.json" "$reports/warm.json"
    same "$reports/cold.json" "$reports/restored.json"
    same "$reports/cold.json" "$reports/back.json"
    same "$reports/cold.text" "$reports/restored.text"
    scan "$root" "$config" json "$reports/jobs1.json" --no-cache --jobs 1 || true
    same "$reports/cold.json" "$reports/jobs1.json"
    rm -rf "$moved" "$cache-moved" "$cache-run"
}

run_tree 1x "$BIG/one.yml" "$REPS"
[ "$FOUR" = 1 ] && run_tree 4x "$BIG/four.yml" 1

python3 - "$RAW" "$BIG" <<'EOF'
import collections, os, statistics, sys
raw, big = sys.argv[1], sys.argv[2]
rows = collections.defaultdict(list)
for line in open(raw):
    tree, what, secs, rss = line.rstrip("\n").split("\t")
    rows[(tree, what)].append((float(secs), int(rss)))
sizes = {}
for tree in ("1x", "4x"):
    folder = os.path.join(big, "reports", tree)
    for name in ("cold.text", "cold.json"):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            sizes[(tree, "cold " + name.split(".")[1])] = os.path.getsize(path)
print("| tree | measurement | median s | × rg | peak RSS MiB | report MB |")
print("|---|---|---:|---:|---:|---:|")
for tree in ("1x", "4x"):
    stats = os.path.join(big, f"stats-{tree}.tsv")
    # (A tree measured in an earlier run, not this one, as with --no-4x: left out.)
    if not os.path.exists(stats) or (tree, "rg") not in rows:
        continue
    _, files, nbytes = open(stats).read().split()
    rg = statistics.median(s for s, _ in rows[(tree, "rg")])
    print(f"| {tree} ({files} files, {int(nbytes) / 2**20:.0f} MiB) | rg | {rg:.2f} | 1.00 | "
          f"{max(r for _, r in rows[(tree, 'rg')]) / 1024:.0f} | |")
    for (t, what), values in rows.items():
        if t != tree or what == "rg":
            continue
        secs = statistics.median(s for s, _ in values)
        rss = max(r for _, r in values) / 1024
        size = sizes.get((tree, what))
        print(f"| {tree} | {what} | {secs:.2f} | {secs / rg:.2f} | {rss:.0f} | "
              f"{'' if size is None else f'{size / 1e6:.2f}'} |")
EOF
