#!/usr/bin/env bash
# CI check of the SwiftPM plugins (README, "SwiftPM and Xcode plugins") on Examples/PluginSample, whose
# expected findings are written by hand in Examples/PluginSample/expected/. It works on a copy of the
# sample, so the repository gains no .build, Package.resolved or .swiftpm, and checks that:
#   - `swift package coupling scan` prints every edge of expected/edges.txt and writes nothing into the package;
#   - `swift package coupling check` fails (the sample's one violation) naming the file:line;
#   - `swift build` runs the build-tool plugin, whose error lines are expected/check.xcode (absolute
#     paths) and fail the build; with the rule's severity lowered to warning the build passes, showing
#     the warning; a second build with nothing changed does not run the check again.
# One build of coupling (debug, no swift-syntax; a few minutes) serves every step.
#
#   scripts/check-plugins.sh                     # in a temporary folder, removed at exit
#   scripts/check-plugins.sh --scratch-path DIR  # keep the build in DIR (e.g. .build-plugins) for the next run
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch=""
if [[ ${1:-} == --scratch-path && -n ${2:-} ]]; then
    mkdir -p "$2"
    scratch="$(cd "$2" && pwd)"
elif [[ $# -gt 0 ]]; then
    echo "usage: scripts/check-plugins.sh [--scratch-path DIR]" >&2
    exit 2
else
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
fi
sample="$scratch/PluginSample"
build="$scratch/build"
expected="$repo/Examples/PluginSample/expected"
log="$scratch/last-output.txt"
started=$SECONDS

fail() {
    echo "check-plugins: FAIL: $*" >&2
    if [[ -f $log ]]; then
        echo "--- output of the last command (last 40 lines):" >&2
        tail -n 40 "$log" >&2
    fi
    exit 1
}
step() { echo "check-plugins: $* ($((SECONDS - started)) s)"; }
# Runs a command with its output (both streams) in $log; sets $status.
run() {
    status=0
    "$@" >"$log" 2>&1 || status=$?
}

repo_state() { git -C "$repo" status --porcelain --untracked-files=all -- Examples 2>/dev/null || true; }
before_repo="$(repo_state)"

# The copy depends on this checkout by absolute path (the sample's `../..` means nothing from here).
rm -rf "$sample"
cp -R "$repo/Examples/PluginSample" "$sample"
manifest="$sample/Package.swift"
sed "s|path: \"../..\"|path: \"$repo\"|" "$manifest" >"$manifest.new" && mv "$manifest.new" "$manifest"
grep -qF "path: \"$repo\"" "$manifest" || fail "could not point the sample's Package.swift at $repo"
package() { swift package --package-path "$sample" --scratch-path "$build" "$@"; }

# 1. The command plugin: scan. Every hand-written edge is in the text report; the cache is in the plugin
#    work directory; the package gains no file (SwiftPM's own Package.resolved aside).
files_before="$(cd "$sample" && find . -type f ! -name Package.resolved | sort)"
step "swift package coupling scan (builds coupling for the host the first time)"
run package coupling scan --all
[[ $status == 0 ]] || fail "swift package coupling scan exited $status, expected 0"
edge_line='^([A-Za-z]+) -> ([A-Za-z]+) :'
while IFS= read -r line; do
    [[ $line =~ $edge_line ]] || continue
    edge="${BASH_REMATCH[1]} → ${BASH_REMATCH[2]}"
    grep -qF "  $edge (weight" "$log" || fail "swift package coupling scan does not print the edge $edge (expected/edges.txt)"
done <"$expected/edges.txt"
grep -q "^coupling .*: 3 components, 3 files, 3 edges, 0 cycle groups, 1 new violation$" "$log" ||
    fail "swift package coupling scan: the summary line is not the sample's (3 components, 3 edges, 1 violation)"
ls "$build"/plugins/CouplingCommandPlugin/outputs/cache/*.facts >/dev/null 2>&1 ||
    fail "the scan left no cache under the plugin work directory ($build/plugins/CouplingCommandPlugin/outputs/cache)"
files_after="$(cd "$sample" && find . -type f ! -name Package.resolved ! -path './.swiftpm/*' | sort)"
[[ $files_before == "$files_after" ]] || fail "swift package coupling scan wrote into the package: $(diff <(echo "$files_before") <(echo "$files_after") | grep '^>' | tr '\n' ' ')"

# 2. The command plugin: check fails on the violation and says where.
step "swift package coupling check"
run package coupling check
[[ $status != 0 ]] || fail "swift package coupling check exited 0; the sample's forbidden Feed → Storage must fail it"
grep -q '^Sources/Feed/FeedModel.swift:8:26: error: `Feed` must not depend on `Storage`.*\[forbidden\]$' "$log" ||
    fail "swift package coupling check does not name Sources/Feed/FeedModel.swift:8:26 (the forbidden reference)"
grep -q "the gate tripped" "$log" || fail "swift package coupling check does not say that the gate tripped"

# 3. The build-tool plugin: `swift build` runs coupling check; its xcode lines name the reference, and
#    the error fails the build.
step "swift build (the build-tool plugin, severity error)"
run swift build --package-path "$sample" --scratch-path "$build"
[[ $status != 0 ]] || fail "swift build succeeded; the build-tool plugin's error (forbidden Feed → Storage) must fail it"
grep -q "coupling check PluginSample" "$log" || fail "swift build did not run the build-tool plugin's command (coupling check PluginSample)"
diff <(grep '\[forbidden\]$' "$log" | sed "s|^$sample/||") "$expected/check.xcode" >"$scratch/diff.txt" ||
    fail "swift build: the plugin's diagnostics differ from expected/check.xcode (paths made relative):
$(cat "$scratch/diff.txt")"

# 4. Severity warning: the build passes and shows the warning; a build with no change does not check again.
config="$sample/.coupling.yml"
awk '/^      comment:/ { print "      severity: warning" } { print }' "$config" >"$config.new" && mv "$config.new" "$config"
grep -q "severity: warning" "$config" || fail "could not lower the sample rule's severity"
step "swift build (severity warning)"
run swift build --package-path "$sample" --scratch-path "$build"
[[ $status == 0 ]] || fail "swift build failed (exit $status) although the sample's rule is only a warning now"
grep -qF "$sample/Sources/Feed/FeedModel.swift:8:26: warning: \`Feed\` must not depend on \`Storage\`" "$log" ||
    fail "swift build does not show the plugin's warning at $sample/Sources/Feed/FeedModel.swift:8:26"
step "swift build (nothing changed)"
run swift build --package-path "$sample" --scratch-path "$build"
[[ $status == 0 ]] || fail "the second swift build failed (exit $status)"
if grep -q "coupling check PluginSample" "$log"; then fail "a build with no input changed ran coupling check again"; fi

[[ "$(repo_state)" == "$before_repo" ]] || fail "the repository's Examples/ changed: $(repo_state)"
echo "check-plugins: both plugins checked on Examples/PluginSample in $((SECONDS - started)) s"
