#!/usr/bin/env bash
# The acceptance checks of hostile input that need root and strace (apt-get install strace):
#
#   scripts/hostile-check.sh [COUPLING]      (default: .build/debug/coupling)
#
# 1. In a scratch folder, `-o` at a device node of its own (the null device), a FIFO (with a
#    reader), a symbolic link and a scanned source file: each stays what it was (the device and
#    the FIFO are written through), and each refusal exits 2.
# 2. A tree full of links (to /etc, out of the tree, loops, a linked .coupling) and of headers that
#    name files outside it (absolute, `..`, pasted `__has_include`, `#pragma GCC dependency`), scanned
#    under `strace -f -e trace=%file` with each Swift and C-family frontend: every call that could
#    create or change a file (open for writing, mkdir, rename, unlink, link, chmod, truncate, utime)
#    is listed, and any outside the tree and its cache folder is a failure. Files read outside the
#    tree (the toolchain's, libclang's probes) are counted, not failures.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
tool="$(cd "$(dirname "${1:-$repo/.build/debug/coupling}")" && pwd)/$(basename "${1:-coupling}")"
[[ -x "$tool" ]] || { echo "no coupling at $tool (swift build first)" >&2; exit 2; }
[[ "$(id -u)" == 0 ]] || { echo "run as root: the checks make a device node" >&2; exit 2; }
command -v strace >/dev/null || { echo "strace is missing: apt-get install strace" >&2; exit 2; }
work="$(mktemp -d /tmp/coupling-hostile.XXXXXX)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
describe() { stat -c '%F %s bytes' "$1" 2>/dev/null || echo missing; }

mkdir -p "$work/tree/App" "$work/tree/Core" "$work/outside"
echo 'public final class Session {}' > "$work/tree/Core/Session.swift"
echo 'let session = Session()' > "$work/tree/App/App.swift"
echo 'keep me' > "$work/outside/target.json"

echo "== -o at a device, a FIFO, a link, a source file (as root)"
mknod "$work/outside/null" c 1 3
mkfifo "$work/outside/pipe"
ln -s "$work/outside/target.json" "$work/outside/link.json"
for target in outside/null outside/pipe outside/link.json tree/Core/Session.swift; do
    path="$work/$target"
    before="$(describe "$path"; [[ -f "$path" && ! -L "$path" ]] && md5sum < "$path" || true)"
    [[ -L "$path" ]] && before="link to $(readlink "$path"), target $(md5sum < "$(readlink "$path")")"
    [[ "$target" == outside/pipe ]] && { timeout 30 cat "$path" > "$work/received" & }
    set +e
    "$tool" scan "$work/tree" --no-cache --format json -o "$path" 2> "$work/stderr"
    status=$?
    set -e
    wait 2>/dev/null || true
    after="$(describe "$path"; [[ -f "$path" && ! -L "$path" ]] && md5sum < "$path" || true)"
    [[ -L "$path" ]] && after="link to $(readlink "$path"), target $(md5sum < "$(readlink "$path")")"
    echo "$target: exit $status; before: $before; after: $after; $(head -c 200 "$work/stderr")"
    [[ "$before" == "$after" ]] || fail "$target changed"
    case "$target" in
    outside/null) [[ $status == 0 ]] || fail "the device was not written through" ;;
    outside/pipe) [[ $status == 0 && -s "$work/received" ]] || fail "the FIFO was not written through"
        echo "   the reader got $(wc -c < "$work/received") bytes" ;;
    *) [[ $status == 2 ]] || fail "$target: exit $status, not 2" ;;
    esac
done

echo "== nothing created or changed outside the tree and its cache, under strace"
scan="$work/scan"
mkdir -p "$scan/tree/App" "$scan/tree/Core" "$scan/outside"
mkfifo "$scan/outside/trap.h"
echo '#define EVIL 1' > "$scan/outside/evil.h"
echo 'public final class Session {}' > "$scan/tree/Core/Session.swift"
echo 'let session = Session()' > "$scan/tree/App/App.swift"
cat > "$scan/tree/Core/Core.h" <<EOF
#include "$scan/outside/trap.h"
#import "../../outside/evil.h"
#include <stdio.h>
#define CAT(a, b) a##b
#if CAT(__has_, include)("$scan/outside/trap.h")
#endif
#pragma GCC dependency "$scan/outside/trap.h"
@interface CoreThing
@end
EOF
printf '#import "Core.h"\nstatic CoreThing *thing;\n' > "$scan/tree/App/App.m"
ln -s /etc "$scan/tree/App/etc"
ln -s "$scan/outside/evil.h" "$scan/tree/App/Evil.h"
ln -s "$scan/outside/trap.h" "$scan/tree/App/Trap.h"
ln -s "$scan/tree/App" "$scan/tree/App/loop"
ln -s "$scan/outside/evil.h" "$scan/tree/Core/Outside.swift"
for swift in lexer syntax; do
    for objc in lexer clang; do
        for cache in inside linked; do
            rm -rf "$scan/tree/.coupling" "$scan/elsewhere" && mkdir -p "$scan/elsewhere"
            [[ $cache == linked ]] && ln -s "$scan/elsewhere" "$scan/tree/.coupling"
            log="$work/strace-$swift-$objc-$cache.txt"
            set +e
            # The cache kept in the tree (a --cache-dir there): what a link must not redirect.
            timeout 300 strace -f -qq -e trace=%file -o "$log" "$tool" scan "$scan/tree" --swift-frontend "$swift" \
                --objc-frontend "$objc" --format json --cache-dir "$scan/tree/.coupling/cache" > "$work/report.json" 2> "$work/stderr"
            status=$?
            set -e
            python3 - "$log" "$scan/tree" "$status" "$swift/$objc, cache $cache" <<'PY' || failures=$((failures + 1))
import re, sys
log, tree, status, label = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
writes, outside_reads, total = [], set(), 0
for line in open(log):
    m = re.match(r'\d+\s+(\w+)\((.*)\)\s+=\s+(-?\d+)', line)
    if not m:
        continue
    call, args, result = m.group(1), m.group(2), int(m.group(3))
    total += 1
    paths = re.findall(r'"([^"]*)"', args)
    if not paths or result < 0:
        continue
    changes = call in ('mkdir', 'mkdirat', 'rename', 'renameat', 'renameat2', 'unlink', 'unlinkat', 'rmdir',
                       'link', 'linkat', 'symlink', 'symlinkat', 'chmod', 'fchmodat', 'truncate', 'utimensat',
                       'chown', 'fchownat', 'lchown', 'creat', 'mknod', 'mknodat')
    if call in ('open', 'openat', 'openat2') and re.search(r'O_WRONLY|O_RDWR|O_CREAT|O_TRUNC', args):
        changes = True
    for path in paths:
        if not path.startswith('/'):
            continue
        inside = path == tree or path.startswith(tree + '/')
        if changes:
            writes.append((call, path, inside))
        elif not inside:
            outside_reads.add(path)
bad = [w for w in writes if not w[2]]
print(f"{label}: exit {status}; {total} file calls; {len(writes)} create/change calls, "
      f"{len(bad)} outside the tree; {len(outside_reads)} paths read outside the tree")
for call, path, _ in bad:
    print(f"   outside: {call} {path}")
sys.exit(1 if bad or status != 0 else 0)
PY
            [[ $cache == linked && -n "$(ls -A "$scan/elsewhere")" ]] && fail "the linked cache was written through"
            grep -q '"from" : "App"' "$work/report.json" || fail "$swift/$objc: App's edge is missing"
        done
    done
done
echo "libclang changes nothing and reads no header outside the tree:"
grep -h -E 'outside/(trap|evil)\.h' "$work"/strace-*-clang-*.txt | grep -v -E 'lstat|newfstatat|readlink|statx' | sed 's/^/   /' || echo "   (no open of outside/trap.h or outside/evil.h)"
[[ $failures == 0 ]] && echo "all checks passed" || { echo "$failures failures"; exit 1; }
