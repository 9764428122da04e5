#!/usr/bin/env bash
# CI check of scripts/install: installs into a scratch prefix with the given binary and checks that the
# man page renders the commands, and that the completions complete --format values and subcommands.
#
#   scripts/check-install.sh BINARY
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
binary="$1"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
"$repo/scripts/install" --prefix "$prefix" --binary "$binary"
fail() { echo "check-install: $*" >&2; exit 1; }

[[ -x $prefix/bin/coupling ]] || fail "no bin/coupling"
"$prefix/bin/coupling" --version >/dev/null || fail "the installed binary does not run"
page="$prefix/share/man/man1/coupling.1"
grep -q '^\.Dt COUPLING 1' "$page" || fail "coupling.1 is not an mdoc page"
for command in scan check explain baseline diff init passes rules; do
    grep -q "$command" "$page" || fail "the man page does not mention \`$command\`"
done
if command -v man >/dev/null 2>&1; then
    MANWIDTH=100 man -l "$page" 2>/dev/null | grep -q "coupling scan" || fail "man cannot render coupling.1"
fi

# bash: ask the completion function what `coupling scan --format ` and `coupling sc` complete to.
completions=$(bash -c '
    source "$1"
    COMP_WORDS=(coupling scan --format ""); COMP_CWORD=3; COMP_LINE="coupling scan --format "; COMP_POINT=${#COMP_LINE}
    _coupling coupling "" --format; printf "%s\n" "${COMPREPLY[@]}"
    COMP_WORDS=(coupling sc); COMP_CWORD=1; COMP_LINE="coupling sc"; COMP_POINT=${#COMP_LINE}
    _coupling coupling sc coupling; printf "%s\n" "${COMPREPLY[@]}"
' _ "$prefix/share/bash-completion/completions/coupling")
for word in json sarif xcode scan; do
    grep -qx "$word" <<<"$completions" || fail "bash completion lacks \`$word\` (got: $(tr '\n' ' ' <<<"$completions"))"
done
grep -q "cycles" "$prefix/share/zsh/site-functions/_coupling" || fail "zsh completion lacks the --fail-on values"
grep -q "sarif" "$prefix/share/fish/vendor_completions.d/coupling.fish" || fail "fish completion lacks the --format values"
echo "check-install: binary, man page and completions installed and checked"
