#!/usr/bin/env python3
"""Score `coupling` against real code whose dependency graph is known independently.

Python 3.11, standard library only.  See docs/real-code-scoring.md for the method.

Corpora
  * Swift packages kept as bare git repositories under /opt/swift-packages/OWNER/NAME.git
    (a tag is extracted with `git archive`).  The scan root is the package's `Sources/`
    folder: each of its top-level folders is a component.
  * An Objective-C tree (`--objc-root PATH --objc-name NAME`): the scan root is PATH (or a
    copy of it without the folders given by `--objc-exclude`).  How to get the corpus used
    in docs/real-code-scoring.md is in scripts/fetch-objc-corpus.md.

Truths
  * manifest : `Package.swift` target dependencies (text parse, Swift is never run), between
               targets whose folder is a direct child of `Sources/`.
  * imports  : the import statements of the tree (Swift `import`, `@import`, `#import` and
               `#include` that resolve into another component).
  * manifest-projected (ObjC tree with a Package.swift only): SwiftPM target dependencies
               projected onto top-level folders (secondary, informative).

Runs
  * normal   : `coupling scan ROOT --format json -o report.json`; every compile-time edge counts (import, symbol,
               extension, category evidence; run-time edges are scored by score-runtime.py).
  * stripped : (Swift packages) the same tree with every import of an in-tree module blanked
               out, as if all folders were one app target; only edges with `symbol` or
               `extension` evidence count; scored against the ORIGINAL import truth.

Example
  scripts/score-real-code.py                       # all four Swift packages
  scripts/score-real-code.py --only swift-nio --truth-only --show-truth
  scripts/score-real-code.py --objc-root /tmp/firebase-ios-sdk --objc-name firebase-ios-sdk
  scripts/score-real-code.py --report swift-nio:normal=/tmp/fake.json --only swift-nio --no-stripped
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import io
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

SWIFT_PACKAGES = Path("/opt/swift-packages")

DEFAULT_CORPORA = [
    # (name, owner/repo, tag)
    ("swift-nio", "apple/swift-nio", "2.101.3"),
    ("swift-syntax", "swiftlang/swift-syntax", "603.0.1"),
    ("vapor", "vapor/vapor", "4.122.3"),
    ("grpc-swift-2", "grpc/grpc-swift-2", "2.4.3"),
]

# Top-level folders of firebase-ios-sdk that are not product components (tooling, docs,
# sample apps, dummy SwiftPM wrappers, empty folders).  Used when --objc-name is
# firebase-ios-sdk and --objc-exclude is not given.
OBJC_PRESETS = {
    "firebase-ios-sdk": [
        "Example", "scripts", "docs", "cmake", "ReleaseTooling", "IntegrationTesting",
        "SwiftPMTests", "SymbolCollisionTest", "SwiftPM-PlatformExclude",
        "FirebaseDataConnect", "FirebaseDynamicLinks",
    ],
}

# Folders the scanner skips by default (docs/design.md §3); the truth walker skips them too.
SKIP_DIRS = {"Pods", "Carthage", ".build", "DerivedData", "build", "vendor", "node_modules"}
SKIP_DIR_SUFFIXES = (".xcassets", ".xcodeproj", ".xcworkspace", ".lproj")
SWIFT_EXT = {".swift"}
C_EXT = {".h", ".hh", ".hpp", ".hxx", ".m", ".mm", ".c", ".cc", ".cpp", ".cxx"}
SCORED_STRIPPED_KINDS_DEFAULT = "symbol,extension"


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------
# Lexers: blank out comments (and string literals) keeping offsets and newlines.
# --------------------------------------------------------------------------------------

def _blank(s: str) -> str:
    return "".join("\n" if c == "\n" else " " for c in s)


_SWIFT_CODE_RE = re.compile(r'//|/\*|(#*)("""|")|[()]')


def swift_mask(text: str) -> tuple[str, str]:
    """Return (code_only, no_comments): same length as text, comments blanked in both,
    string literal contents also blanked in code_only.  Handles nested block comments,
    raw strings (#"..."#), multi-line strings and interpolation \\( ... )."""
    n = len(text)
    code = list(text)
    noc = list(text)
    i = 0
    # stack of states for interpolation: each entry is the paren depth inside an
    # interpolation whose string is described by (hashes, multiline)
    interp: list[list] = []  # [depth, hashes, multiline]

    def blank(lst, a, b):
        for k in range(a, b):
            if lst[k] != "\n":
                lst[k] = " "

    def scan_string(start_body: int, hashes: int, multi: bool) -> tuple[int, bool]:
        """Scan a string body from start_body; return (index after end, entered_interp)."""
        close = ('"""' if multi else '"') + "#" * hashes
        esc = "\\" + "#" * hashes
        j = start_body
        while j < n:
            c = text[j]
            if text.startswith(esc, j):
                k = j + len(esc)
                if k < n and text[k] == "(":
                    blank(code, start_body, j)
                    return k + 1, True
                j = k + 1
                continue
            if text.startswith(close, j):
                blank(code, start_body, j)
                return j + len(close), False
            if c == "\n" and not multi:
                blank(code, start_body, j)
                return j, False  # unterminated single-line string
            j += 1
        blank(code, start_body, n)
        return n, False

    while i < n:
        m = _SWIFT_CODE_RE.search(text, i)
        if not m:
            break
        tok = m.group(0)
        s = m.start()
        if tok == "//":
            e = text.find("\n", s)
            e = n if e < 0 else e
            blank(code, s, e)
            blank(noc, s, e)
            i = e
        elif tok == "/*":
            depth, j = 1, s + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                else:
                    j += 1
            blank(code, s, j)
            blank(noc, s, j)
            i = j
        elif tok == "(":
            if interp:
                interp[-1][0] += 1
            i = m.end()
        elif tok == ")":
            i = m.end()
            if interp:
                interp[-1][0] -= 1
                if interp[-1][0] == 0:
                    _, hashes, multi = interp.pop()
                    i, entered = scan_string(i, hashes, multi)
                    if entered:
                        interp.append([1, hashes, multi])
        else:  # string start
            hashes = len(m.group(1))
            multi = m.group(2) == '"""'
            i, entered = scan_string(m.end(), hashes, multi)
            if entered:
                interp.append([1, hashes, multi])
    return "".join(code), "".join(noc)


_C_TOKEN_RE = re.compile(r'//|/\*|\bR"([^()\\ \n]{0,16})\(|"|\'')


def c_mask(text: str) -> str:
    """Blank C/ObjC/C++ comments (string and char literals are skipped, not blanked, so
    that `#import "X.h"` survives)."""
    n = len(text)
    out = list(text)
    i = 0
    while i < n:
        m = _C_TOKEN_RE.search(text, i)
        if not m:
            break
        tok = m.group(0)
        s = m.start()
        if tok == "//":
            e = s
            while True:  # line continuation with backslash
                e = text.find("\n", e)
                if e < 0:
                    e = n
                    break
                if e > 0 and text[e - 1] == "\\":
                    e += 1
                    continue
                break
            for k in range(s, e):
                if out[k] != "\n":
                    out[k] = " "
            i = e
        elif tok == "/*":
            e = text.find("*/", s + 2)
            e = n if e < 0 else e + 2
            for k in range(s, e):
                if out[k] != "\n":
                    out[k] = " "
            i = e
        elif tok.startswith("R"):
            close = ")" + m.group(1) + '"'
            e = text.find(close, m.end())
            i = n if e < 0 else e + len(close)
        else:
            q = tok
            j = m.end()
            while j < n:
                c = text[j]
                if c == "\\":
                    j += 2
                    continue
                if c == q or c == "\n":
                    break
                j += 1
            i = j + 1
    return "".join(out)


# --------------------------------------------------------------------------------------
# Package.swift text parser
# --------------------------------------------------------------------------------------

@dataclass
class Target:
    name: str
    kind: str  # target, executableTarget, testTarget, macro, plugin, systemLibrary, binaryTarget
    path: str | None
    deps: list[tuple[str, str, bool]] = field(default_factory=list)  # (kind, name, conditional)
    deps_all_nontest: bool = False
    line: int = 0

    @property
    def folder(self) -> str:
        if self.path is not None:
            return self.path.strip().rstrip("/")
        base = {"testTarget": "Tests", "plugin": "Plugins"}.get(self.kind, "Sources")
        return f"{base}/{self.name}"


@dataclass
class Manifest:
    targets: dict[str, Target]
    notes: list[str]


def c99name(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return "_" + s if s and s[0].isdigit() else s


def _match_close(code: str, i: int) -> int:
    """code[i] is an opening bracket; return index of its matching closer."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for j in range(i, len(code)):
        c = code[j]
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            if not stack or stack[-1] != c:
                return -1
            stack.pop()
            if not stack:
                return j
    return -1


def _split_top(code: str, src: str, a: int, b: int) -> list[str]:
    """Split src[a:b] on top-level commas (structure read from code)."""
    parts, depth, start = [], 0, a
    for j in range(a, b):
        c = code[j]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(src[start:j])
            start = j + 1
    parts.append(src[start:b])
    return [p.strip() for p in parts if p.strip()]


def _labeled(args: list[str]) -> dict[str, str]:
    out = {}
    for a in args:
        m = re.match(r"^([A-Za-z_]\w*)\s*:\s*(.*)$", a, re.S)
        if m:
            out[m.group(1)] = m.group(2).strip()
    return out


_STR_RE = re.compile(r'^"((?:[^"\\]|\\.)*)"$', re.S)
_DECL_RE = re.compile(r"\.(target|executableTarget|testTarget|macro|plugin|systemLibrary|binaryTarget)\s*\(")
_DEPVAR_RE = re.compile(r"\blet\s+([A-Za-z_]\w*)\s*:\s*(?:PackageDescription\.)?Target\.Dependency\s*=\s*")
_DEPLISTVAR_RE = re.compile(r"\blet\s+([A-Za-z_]\w*)\s*:\s*\[\s*(?:PackageDescription\.)?Target\.Dependency\s*\]\s*=\s*")


def _expr_end(code: str, i: int) -> int:
    """End of an expression starting at i (stops at newline/`,`/`;` at depth 0)."""
    j = i
    while j < len(code):
        c = code[j]
        if c in "([{":
            k = _match_close(code, j)
            if k < 0:
                return len(code)
            j = k + 1
            continue
        if c in "\n;,)]}":
            return j
        j += 1
    return j


def parse_dep_entry(entry: str, variables: dict[str, str], notes: list[str], where: str):
    """Return list of (kind, name, conditional) where kind in target|byName|product."""
    e = entry.strip()
    m = _STR_RE.match(e)
    if m:
        return [("byName", m.group(1), False)]
    m = re.match(r"^\.(target|byName|product)\s*\((.*)\)$", e, re.S)
    if m:
        code, _ = swift_mask(m.group(2))
        args = _labeled(_split_top(code, m.group(2), 0, len(m.group(2))))
        nm = _STR_RE.match(args.get("name", ""))
        if not nm:
            notes.append(f"{where}: dependency name not a literal: {e[:80]!r}")
            return []
        cond = "condition" in args
        if m.group(1) == "product":
            return [("product", nm.group(1), cond)]
        return [(m.group(1), nm.group(1), cond)]
    if re.match(r"^[A-Za-z_]\w*$", e):
        if e in variables:
            return parse_dep_entry(variables[e], variables, notes, f"{where} (via `{e}`)")
        notes.append(f"{where}: unknown dependency variable {e!r}")
        return []
    notes.append(f"{where}: could not parse dependency {e[:100]!r}")
    return []


def parse_manifest(text: str) -> Manifest:
    code, src = swift_mask(text)  # src: comments blanked, strings kept
    notes: list[str] = []
    variables: dict[str, str] = {}
    list_variables: dict[str, str] = {}
    skip_spans: list[tuple[int, int]] = []
    for rx, store in ((_DEPVAR_RE, variables), (_DEPLISTVAR_RE, list_variables)):
        for m in rx.finditer(code):
            e = _expr_end(code, m.end())
            store[m.group(1)] = src[m.end():e].strip()
            skip_spans.append((m.start(), e))
    targets: dict[str, Target] = {}
    pos = 0
    while True:
        m = _DECL_RE.search(code, pos)
        if not m:
            break
        if any(a <= m.start() < b for a, b in skip_spans):
            pos = m.end()
            continue
        open_i = m.end() - 1
        close_i = _match_close(code, open_i)
        if close_i < 0:
            notes.append(f"line {text.count(chr(10), 0, m.start()) + 1}: unbalanced .{m.group(1)}(")
            break
        line = text.count("\n", 0, m.start()) + 1
        args = _labeled(_split_top(code, src, open_i + 1, close_i))
        nm = _STR_RE.match(args.get("name", ""))
        if not nm:
            # e.g. `.target(name: x)` as a dependency outside a declaration
            notes.append(f"line {line}: .{m.group(1)}( without a literal name: skipped")
            pos = close_i + 1
            continue
        t = Target(name=nm.group(1), kind=m.group(1), path=None, line=line)
        if "path" in args:
            pm = _STR_RE.match(args["path"])
            if pm:
                t.path = pm.group(1)
            else:
                notes.append(f"line {line}: target {t.name}: path is not a literal ({args['path'][:60]!r}); using default")
        where = f"line {line} target {t.name}"
        if "dependencies" in args:
            dv = args["dependencies"].strip()
            if dv in list_variables:
                dv = list_variables[dv]
            if dv.startswith("[") and dv.endswith("]"):
                dcode, dsrc = swift_mask(dv)
                for entry in _split_top(dcode, dsrc, 1, len(dv) - 1):
                    t.deps.extend(parse_dep_entry(entry, variables, notes, where))
            elif re.match(r"^package\.targets\s*\.\s*compactMap", dv) and ".byName(name: $0.name)" in dv \
                    and "type == .test" in dv:
                t.deps_all_nontest = True
                notes.append(f"{where}: dependencies computed as every non-test target of the package "
                             "(package.targets.compactMap …) — interpreted as such")
            else:
                notes.append(f"{where}: could not parse dependencies expression {dv[:100]!r}")
        if t.name in targets:
            notes.append(f"{where}: target declared twice; keeping the first")
        else:
            targets[t.name] = t
        pos = close_i + 1
    for t in targets.values():
        if t.deps_all_nontest:
            t.deps = [("byName", o.name, False) for o in targets.values()
                      if o.kind != "testTarget" and o.name != t.name]
    return Manifest(targets, notes)


def sources_component(folder: str, sources_prefix: str = "Sources") -> tuple[str | None, bool]:
    """(component, is_direct_child) for a target folder under Sources/."""
    parts = [p for p in folder.split("/") if p not in ("", ".")]
    if len(parts) >= 2 and parts[0] == sources_prefix:
        return parts[1], len(parts) == 2
    return None, False


def manifest_truth(man: Manifest, sources_dir: Path) -> tuple[set[tuple[str, str]], list[str], dict]:
    notes = []
    comp_of: dict[str, str] = {}
    for t in man.targets.values():
        if t.kind == "testTarget":
            continue
        comp, direct = sources_component(t.folder)
        if comp is None:
            notes.append(f"target {t.name} ({t.kind}) lives in {t.folder}: not under Sources/, not a component")
            continue
        if not direct:
            notes.append(f"target {t.name} lives in {t.folder}: not a direct child of Sources/, dropped")
            continue
        if not (sources_dir / comp).is_dir():
            notes.append(f"target {t.name}: folder {t.folder} missing in the tree")
        comp_of[t.name] = comp
    edges = set()
    stats = {"internal": 0, "external": 0, "conditional": 0, "dropped": 0}
    for t in man.targets.values():
        if t.name not in comp_of:
            continue
        for kind, name, cond in t.deps:
            if kind == "product":
                stats["external"] += 1
                continue
            if name not in man.targets:
                stats["external"] += 1
                if kind == "target":
                    notes.append(f"target {t.name}: .target(name: {name!r}) is not declared")
                continue
            if name not in comp_of:
                stats["dropped"] += 1
                continue
            stats["internal"] += 1
            stats["conditional"] += cond
            a, b = comp_of[t.name], comp_of[name]
            if a != b:
                edges.add((a, b))
    return edges, notes, stats


# --------------------------------------------------------------------------------------
# Import truth
# --------------------------------------------------------------------------------------

_SWIFT_IMPORT_RE = re.compile(
    r"^[ \t]*(?:@[A-Za-z_]\w*(?:\([^)\n]*\))?[ \t]*)*"
    r"(?:(?:public|package|internal|fileprivate|private|open)[ \t]+)?"
    r"import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?"
    r"([A-Za-z_]\w*)", re.M)
_CANIMPORT_RE = re.compile(r"\bcanImport\s*\(\s*([A-Za-z_]\w*)")
_C_INCLUDE_RE = re.compile(r'^[ \t]*#[ \t]*(import|include|include_next)[ \t]*([<"])([^>"\n]+)[>"]', re.M)
_AT_IMPORT_RE = re.compile(r"^[ \t]*@import[ \t]+([A-Za-z_]\w*)", re.M)


def walk_components(root: Path):
    """Yield (component, relpath, path) for every source file of every component of root."""
    for top in sorted(os.listdir(root)):
        p = root / top
        if not p.is_dir() or p.is_symlink() or top.startswith(".") or top in SKIP_DIRS \
                or top.endswith(SKIP_DIR_SUFFIXES):
            continue
        for dirpath, dirnames, filenames in os.walk(p, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS
                                 and not d.endswith(SKIP_DIR_SUFFIXES)
                                 and not os.path.islink(os.path.join(dirpath, d)))
            for f in sorted(filenames):
                ext = os.path.splitext(f)[1].lower()
                if ext in SWIFT_EXT or ext in C_EXT:
                    fp = Path(dirpath) / f
                    if fp.is_symlink():
                        continue
                    yield top, fp.relative_to(root).as_posix(), fp


def read_text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace")


def swift_imports(text: str, with_canimport: bool):
    """[(module, line)] of import statements outside comments and strings."""
    if "import" not in text and "canImport" not in text:
        return []
    code, _ = swift_mask(text)
    out = [(m.group(1), code.count("\n", 0, m.start()) + 1) for m in _SWIFT_IMPORT_RE.finditer(code)]
    if with_canimport:
        out += [(m.group(1), code.count("\n", 0, m.start()) + 1) for m in _CANIMPORT_RE.finditer(code)]
    return out


class HeaderIndex:
    def __init__(self, files: list[tuple[str, str]]):
        self.comp_of_rel = {rel: comp for comp, rel in files}
        self.by_base = defaultdict(list)
        for comp, rel in files:
            self.by_base[rel.rsplit("/", 1)[-1]].append(rel)

    def suffix(self, p: str) -> list[str]:
        base = p.rsplit("/", 1)[-1]
        return [r for r in self.by_base.get(base, []) if r == p or r.endswith("/" + p)]


def _norm(rel: str) -> str | None:
    parts = []
    for x in rel.split("/"):
        if x in ("", "."):
            continue
        if x == "..":
            if not parts:
                return None
            parts.pop()
        else:
            parts.append(x)
    return "/".join(parts)


def resolve_include(idx: HeaderIndex, modules: dict[str, str], including_rel: str, quote: str, p: str):
    """Return (kind, comps): kind in resolved|ambiguous|unresolved; comps: set of components."""
    cands: list[str] = []
    if quote == '"':
        d = including_rel.rsplit("/", 1)[0] if "/" in including_rel else ""
        r = _norm(f"{d}/{p}" if d else p)
        if r and r in idx.comp_of_rel:
            return "resolved", {idx.comp_of_rel[r]}
    r = _norm(p)
    if r and r in idx.comp_of_rel:  # relative to the scan (repo) root, as header search path
        return "resolved", {idx.comp_of_rel[r]}
    if "/" in p:
        cands = idx.suffix(p)
    elif quote == '"':
        cands = idx.by_base.get(p, [])
    fw = p.split("/", 1)[0] if "/" in p else None
    if cands:
        comps = {idx.comp_of_rel[c] for c in cands}
        if len(comps) == 1:
            return "resolved", comps
        if fw in modules and modules[fw] in comps:  # <Framework/H.h>: the framework's own copy
            return "resolved", {modules[fw]}
        return "ambiguous", comps
    if fw in modules:
        # header not in the tree (generated -Swift.h, binary or external framework): the
        # framework name alone decides
        return "by-module-name", {modules[fw]}
    return "unresolved", set()


def import_truth(root: Path, modules: dict[str, str], with_canimport: bool = False):
    """Edges (from, to) -> [evidence] computed from the import statements of root."""
    files = list(walk_components(root))
    idx = HeaderIndex([(c, r) for c, r, _ in files])
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    ambiguous: list[dict] = []
    unresolved = defaultdict(int)
    counts = defaultdict(int)
    for comp, rel, path in files:
        text = read_text(path)
        ext = path.suffix.lower()
        found: list[tuple[str, int, set]] = []
        if ext in SWIFT_EXT:
            counts["swift_files"] += 1
            for mod, line in swift_imports(text, with_canimport):
                counts["swift_imports"] += 1
                if mod in modules:
                    found.append((f"import {mod}", line, {modules[mod]}))
                else:
                    unresolved[mod] += 1
        else:
            counts["c_files"] += 1
            if "#" not in text and "@import" not in text:
                continue
            code = c_mask(text)
            for m in _C_INCLUDE_RE.finditer(code):
                counts["c_includes"] += 1
                line = code.count("\n", 0, m.start()) + 1
                kind, comps = resolve_include(idx, modules, rel, m.group(2), m.group(3).strip())
                if kind in ("resolved", "by-module-name"):
                    tag = " [module-name fallback]" if kind == "by-module-name" else ""
                    close = ">" if m.group(2) == "<" else '"'
                    found.append((f"#{m.group(1)} {m.group(2)}{m.group(3)}{close}{tag}", line, comps))
                elif kind == "ambiguous":
                    if comp in comps:
                        continue  # own header wins
                    ambiguous.append({"file": rel, "line": line, "include": m.group(3), "candidates": sorted(comps)})
                else:
                    key = m.group(3).split("/", 1)[0] if "/" in m.group(3) else m.group(3)
                    unresolved[key] += 1
            for m in _AT_IMPORT_RE.finditer(code):
                counts["at_imports"] += 1
                mod = m.group(1)
                line = code.count("\n", 0, m.start()) + 1
                if mod in modules:
                    found.append((f"@import {mod}", line, {modules[mod]}))
                else:
                    unresolved[mod] += 1
        for what, line, comps in found:
            for c in comps:
                if c != comp:
                    edges[(comp, c)].append(f"{rel}:{line} {what}")
    return dict(edges), ambiguous, dict(unresolved), dict(counts)


# --------------------------------------------------------------------------------------
# Stripped copy
# --------------------------------------------------------------------------------------

def strip_in_tree_imports(src_root: Path, dst_root: Path, in_tree: set[str], removed_modules: set[str] | None = None) -> int:
    """Copy src_root to dst_root, blanking Swift import lines of in-tree modules (also
    a preceding line made only of attributes such as `@_exported`).  Line numbers are kept.
    The modules whose imports were removed are added to `removed_modules` when given."""
    if dst_root.exists():
        shutil.rmtree(dst_root)
    shutil.copytree(src_root, dst_root, symlinks=True)
    removed = 0
    for dirpath, _, filenames in os.walk(dst_root):
        for f in filenames:
            if not f.endswith(".swift"):
                continue
            p = Path(dirpath) / f
            text = read_text(p)
            if "import" not in text:
                continue
            code, _ = swift_mask(text)
            lines = text.split("\n")
            clines = code.split("\n")
            kill = set()
            for m in _SWIFT_IMPORT_RE.finditer(code):
                if m.group(1) in in_tree:
                    if removed_modules is not None:
                        removed_modules.add(m.group(1))
                    ln = code.count("\n", 0, m.start())
                    kill.add(ln)
                    k = ln - 1
                    while k >= 0 and re.fullmatch(r"[ \t]*(@[A-Za-z_]\w*(\([^)]*\))?[ \t]*)+", clines[k] or "x"):
                        kill.add(k)
                        k -= 1
            if kill:
                removed += len([k for k in kill if "import" in clines[k]])
                for k in kill:
                    lines[k] = ""
                p.write_text("\n".join(lines), encoding="utf-8")
    return removed


# --------------------------------------------------------------------------------------
# C++ namespace members reached from Swift, Objective-C or C
# --------------------------------------------------------------------------------------

_NAMESPACE_RE = re.compile(r"\bnamespace\b(\s+[A-Za-z_][\w:]*)?\s*\{|\{|\}")


def namespace_lines(path: Path) -> list[bool]:
    """For each line of a C-family file: whether it lies inside a `namespace ... {` block.
    Comments, strings and preprocessor lines are blanked first (an independent, simple reading)."""
    text = c_mask(read_text(path))
    lines = text.split("\n")
    inside = []
    stack: list[bool] = []
    for line in lines:
        inside.append(any(stack))
        if line.lstrip().startswith("#"):
            continue
        for m in _NAMESPACE_RE.finditer(line):
            tok = m.group(0)
            if tok == "}":
                if stack:
                    stack.pop()
            else:
                stack.append(tok.startswith("namespace"))
        inside[-1] = inside[-1] or any(stack)
    return inside


def cxx_namespace_edges(report: dict, root: Path) -> list[str]:
    """Evidence from a Swift, Objective-C or C file whose target declaration lies inside a C++
    namespace: what the tool must never produce."""
    cache: dict[str, list[bool]] = {}
    found = []
    for edge in report.get("edges", []):
        for ev in edge.get("evidence") or []:
            loc, target = ev.get("location") or {}, ev.get("target")
            if not target or ev.get("kind") == "import":
                continue
            if Path(loc.get("path", "")).suffix not in (".swift", ".m", ".c"):
                continue
            tpath = target.get("path", "")
            if tpath not in cache:
                p = root / tpath
                cache[tpath] = namespace_lines(p) if p.is_file() else []
            flags = cache[tpath]
            line = target.get("line", 0)
            if 0 < line <= len(flags) and flags[line - 1]:
                found.append(f"{loc.get('path')}:{loc.get('line')} {ev.get('symbol')} -> {tpath}:{line}")
    if found:
        log(f"  C++ namespace members reached from Swift/Objective-C/C: {len(found)}")
        for f in found[:20]:
            log(f"    {f}")
    return found


# --------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------

# What the compiler sees. Run-time edges (class names, registries, routes, events: strings) are no
# imports; scripts/score-runtime.py scores them against truths of their own.
COMPILE_TIME_KINDS = {"import", "symbol", "extension", "category"}


def report_edges(report: dict, kinds: set[str] | None):
    out = {}
    for e in report.get("edges", []):
        if e.get("from") == e.get("to"):
            continue
        if kinds is not None:
            k = e.get("kinds", {}) or {}
            if not any(k.get(x, 0) > 0 for x in kinds):
                continue
        out[(e["from"], e["to"])] = e
    return out


def fmt_evidence(ev: dict) -> str:
    loc = ev.get("location", {}) or {}
    return f"{loc.get('path', '?')}:{loc.get('line', '?')} {ev.get('symbol', '?')} {ev.get('kind', '?')}"


def score(pred: dict, truth: set, truth_evidence: dict | None = None) -> dict:
    p = set(pred)
    tp, fp, fn = p & truth, p - truth, truth - p
    prec = len(tp) / len(p) if p else None
    rec = len(tp) / len(truth) if truth else None
    f1 = 2 * prec * rec / (prec + rec) if prec and rec else (0.0 if prec is not None and rec is not None else None)
    return {
        "tp": len(tp), "fp": len(fp), "fn": len(fn),
        "precision": prec, "recall": rec, "f1": f1,
        "false_positives": [
            {"from": a, "to": b, "weight": pred[(a, b)].get("weight"), "kinds": pred[(a, b)].get("kinds"),
             "evidence": [fmt_evidence(ev) for ev in (pred[(a, b)].get("evidence") or [])[:3]]}
            for a, b in sorted(fp)],
        "false_negatives": [
            {"from": a, "to": b, "truth_evidence": (truth_evidence or {}).get((a, b), [])[:3]}
            for a, b in sorted(fn)],
        "fp_member_uses_through_loaded_modules": [f"{a} -> {b}" for a, b in member_uses_through_loaded_modules(pred, fp, truth)],
    }


def member_uses_through_loaded_modules(pred: dict, fp: set, truth: set) -> list[tuple[str, str]]:
    """False positives whose every evidence is a member that an extension adds to a type
    (`DependencyValues.apiClient`, the evidence of a key path) declared by a module that the source
    loads through its imports (the transitive closure of the import truth). Swift lets a file use
    such members without importing their module (unless MemberImportVisibility is on), so these are
    real uses that a truth made of import lines cannot list."""
    graph: dict[str, set[str]] = {}
    for a, b in truth:
        graph.setdefault(a, set()).add(b)

    def loads(a: str) -> set[str]:
        seen, stack = set(), [a]
        while stack:
            for nxt in graph.get(stack.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        return seen

    found = []
    for a, b in sorted(fp):
        evidence = pred[(a, b)].get("evidence") or []
        if evidence and all(ev.get("kind") == "symbol" and "." in (ev.get("symbol") or "") for ev in evidence) \
                and b in loads(a):
            found.append((a, b))
    return found


def pct(x):
    return "—" if x is None else f"{100 * x:.1f}%"


# --------------------------------------------------------------------------------------
# Corpus handling
# --------------------------------------------------------------------------------------

def extract_tag(repo: Path, tag: str, dest: Path) -> None:
    marker = dest / ".extracted"
    if marker.exists() and marker.read_text().strip() == tag:
        return
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    data = subprocess.run(["git", "-C", str(repo), "archive", tag], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tf:
        tf.extractall(dest, filter="data")
    marker.write_text(tag + "\n")


def materialize_links(root: Path, within: Path) -> int:
    """Replace every symbolic link under root whose target lies inside `within` with a copy of that
    target, as SwiftPM reads a target folder made of links (RxSwift's `Sources/RxSwift` links to
    `RxSwift/`). Links leading elsewhere stay (the scan reports them). Returns how many were replaced."""
    inside = within.resolve()
    replaced = 0
    for _ in range(8):  # a copied folder may hold links itself
        links = []
        for dirpath, dirnames, filenames in os.walk(root):
            for name in dirnames + filenames:
                path = Path(dirpath) / name
                if path.is_symlink():
                    links.append(path)
        changed = 0
        for link in links:
            target = link.resolve()
            if not target.exists() or not target.is_relative_to(inside):
                continue
            link.unlink()
            if target.is_dir():
                shutil.copytree(target, link, symlinks=True)
            else:
                shutil.copy2(target, link)
            changed += 1
        replaced += changed
        if not changed:
            break
    return replaced


def find_coupling(arg: str | None) -> Path | None:
    if arg:
        return Path(arg)
    repo = Path(__file__).resolve().parent.parent
    for c in (repo / ".build/release/coupling", repo / ".build/debug/coupling"):
        if c.exists() and os.access(c, os.X_OK):
            return c
    return None


def every_evidence(binary) -> list[str]:
    """`--evidence all` when the binary has it (from schema 4 on the JSON report cuts evidence lists),
    so the scores see every reference; older binaries wrote them all anyway."""
    r = subprocess.run([str(binary), "scan", "--help"], capture_output=True, text=True)
    return ["--evidence", "all"] if "--evidence" in r.stdout else []


def run_coupling(binary: Path, root: Path, out: Path, extra: list[str]) -> tuple[dict | None, str]:
    if out.exists():
        out.unlink()
    cmd = [str(binary), "scan", str(root), "--format", "json", "-o", str(out)] + every_evidence(binary) + extra
    log("  $ " + " ".join(shlex.quote(c) for c in cmd))
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode not in (0, 1) or not out.exists():
        return None, f"exit {r.returncode}: {r.stderr.strip()[-2000:]}"
    try:
        return json.loads(out.read_text()), ""
    except json.JSONDecodeError as e:
        return None, f"report is not JSON: {e}"


def load_report(path: Path) -> tuple[dict | None, str]:
    try:
        return json.loads(path.read_text()), ""
    except (OSError, json.JSONDecodeError) as e:
        return None, str(e)


def edge_list(edges) -> list[str]:
    return [f"{a} -> {b}" for a, b in sorted(edges)]


def parse_module_sources_objc(root: Path, top_folders: set[str], notes: list[str]):
    """Module name -> top-level folder, from Package.swift, *.podspec and folder names."""
    cand: dict[str, dict[str, str]] = defaultdict(dict)  # module -> {folder: source}
    man = None
    pkg = root / "Package.swift"
    if pkg.exists():
        man = parse_manifest(read_text(pkg))
        for t in man.targets.values():
            if t.path is None:
                continue
            top = t.path.strip("/").split("/")[0]
            if top in top_folders:
                cand[c99name(t.name)].setdefault(top, "Package.swift")
    for ps in sorted(root.glob("*.podspec")):
        text = read_text(ps)
        nm = re.search(r"""\.name\s*=\s*['"]([^'"]+)['"]""", text)
        mm = re.search(r"""\.module_name\s*=\s*['"]([^'"]+)['"]""", text)
        sf = re.search(r"""\.source_files\s*=\s*(\[[^\]]*\]|['"][^'"]+['"])""", text)
        if not nm or not sf:
            continue
        # string variables such as `base_dir = "FirebaseFoo/Sources/"`
        svars = dict(re.findall(r"""^\s*([a-z_]\w*)\s*=\s*['"]([^'"]+)['"]""", text, re.M))
        body = sf.group(1).strip()
        if body.startswith("["):
            body = body[1:-1]
        # a podspec can list other pods' private headers; its own folder is the first entry
        top = None
        for tok in body.split(","):
            tok = tok.strip()
            if not tok:
                continue
            g = "".join(svars.get(x.strip(), "") if not re.match(r"""^\s*['"]""", x) else x.strip()[1:-1]
                        for x in tok.split("+"))
            if "#{" in g or not g:
                continue
            t0 = g.strip("/").split("/")[0]
            if t0 in top_folders:
                top = t0
                break
        if top:
            for mod in {nm.group(1), (mm.group(1) if mm else nm.group(1))}:
                cand[c99name(mod)].setdefault(top, ps.name)
    for f in top_folders:
        cand[c99name(f)].setdefault(f, "folder")
    modules = {}
    for mod, folders in sorted(cand.items()):
        if len(folders) == 1:
            modules[mod] = next(iter(folders))
        else:
            # the folder of the same name wins, then Package.swift
            if mod in folders:
                pick = mod
            else:
                pm = [f for f, s in folders.items() if s == "Package.swift"]
                pick = sorted(pm or folders)[0]
            notes.append(f"module {mod} maps to several folders {dict(sorted(folders.items()))}; using {pick}")
            modules[mod] = pick
    return modules, man


def project_manifest_objc(man: Manifest, top_folders: set[str]) -> set[tuple[str, str]]:
    top_of = {}
    for t in man.targets.values():
        if t.path:
            top = t.path.strip("/").split("/")[0]
            if top in top_folders:
                top_of[t.name] = top
    edges = set()
    for t in man.targets.values():
        if t.name not in top_of:
            continue
        for kind, name, _ in t.deps:
            if kind != "product" and name in top_of and top_of[name] != top_of[t.name]:
                edges.add((top_of[t.name], top_of[name]))
    return edges


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--coupling", help="coupling binary (default: .build/release/coupling, then .build/debug/coupling)")
    ap.add_argument("--extra-args", default="", help="extra arguments passed to `coupling scan` (one string)")
    ap.add_argument("--work-dir", default="/tmp/coupling-score")
    ap.add_argument("--packages-dir", default=str(SWIFT_PACKAGES), help="where OWNER/NAME.git live")
    ap.add_argument("--only", action="append", default=[], help="corpus name (repeatable or comma-separated)")
    ap.add_argument("--corpus", action="append", default=[], metavar="NAME=OWNER/REPO@TAG",
                    help="replace the default Swift corpora (repeatable)")
    ap.add_argument("--objc-root", help="scan root of an Objective-C tree (its top-level folders are components)")
    ap.add_argument("--objc-name", help="name of the Objective-C corpus")
    ap.add_argument("--objc-exclude", help="comma-separated top-level folders left out of the ObjC scan root "
                    "(default for firebase-ios-sdk: a preset; '' for none)")
    ap.add_argument("--no-stripped", action="store_true", help="skip the single-target and stripped runs")
    ap.add_argument("--also-stripped", action="store_true",
                    help="also the stripped run: every in-tree import removed, C modules too")
    ap.add_argument("--stripped-kinds", default=SCORED_STRIPPED_KINDS_DEFAULT,
                    help="evidence kinds that make an edge count in the stripped run")
    ap.add_argument("--canimport-is-import", action="store_true",
                    help="count `#if canImport(X)` as an import of X in the import truth")
    ap.add_argument("--truth-only", action="store_true", help="compute and print the truths; do not run coupling")
    ap.add_argument("--show-truth", action="store_true", help="print the truth edge lists on stderr")
    ap.add_argument("--report", action="append", default=[], metavar="CORPUS:RUN=FILE",
                    help="score this existing report instead of running coupling (RUN: normal|single-target|stripped)")
    ap.add_argument("--json-out", help="details file (default: WORK/score.json)")
    ap.add_argument("--fail-under", type=float, help="exit 1 when an import-truth precision is below this")
    args = ap.parse_args()

    work = Path(args.work_dir)
    work.mkdir(parents=True, exist_ok=True)
    only = {x for o in args.only for x in o.split(",") if x}
    given_reports = {}
    for r in args.report:
        k, _, f = r.partition("=")
        given_reports[k] = Path(f)
    extra = shlex.split(args.extra_args)
    stripped_kinds = {k for k in args.stripped_kinds.split(",") if k}

    corpora = []
    if args.corpus:
        for c in args.corpus:
            m = re.match(r"^([^=]+)=([^@]+)@(.+)$", c)
            if not m:
                log(f"error: --corpus {c!r}: expected NAME=OWNER/REPO@TAG")
                return 2
            corpora.append(m.groups())
    else:
        corpora = list(DEFAULT_CORPORA)

    pk = Path(args.packages_dir)
    if not pk.is_dir() and not args.objc_root:
        log(f"skip: {pk} is absent: no Swift package corpora on this machine (and no --objc-root)")
        return 0

    binary = None
    if not args.truth_only:
        binary = find_coupling(args.coupling)
        needs_binary = any(f"{n}:normal" not in given_reports for n, *_ in corpora if not only or n in only)
        if binary is None or not binary.exists():
            if needs_binary and not given_reports:
                log("error: no coupling binary (build it, or give --coupling PATH); use --truth-only to check truths")
                return 2

    rows: list[dict] = []
    details: dict = {"corpora": {}}

    def get_report(cname: str, run: str, root: Path, out: Path, more: list[str] | None = None):
        key = f"{cname}:{run}"
        if key in given_reports:
            return load_report(given_reports[key])
        if binary is None or not binary.exists():
            return None, "no coupling binary and no --report for this run"
        return run_coupling(binary, root, out, (more or []) + extra)

    def add_rows(cname, run, rep, truths: list[tuple[str, set, dict]], kinds):
        pred = report_edges(rep, kinds)
        out = {"kinds_counted": sorted(kinds) if kinds else "all", "predicted": edge_list(pred), "scores": {}}
        for tname, tset, tev in truths:
            s = score(pred, tset, tev)
            out["scores"][tname] = s
            rows.append({"corpus": cname, "run": run, "truth": tname, **{k: s[k] for k in
                         ("tp", "fp", "fn", "precision", "recall", "f1")}})
            if s["false_positives"] or s["false_negatives"]:
                log(f"  [{cname} {run} vs {tname}] FP {s['fp']}, FN {s['fn']}")
                for x in s["false_positives"]:
                    log(f"    FP {x['from']} -> {x['to']}  kinds={x['kinds']}")
                    for ev in x["evidence"]:
                        log(f"         {ev}")
                for x in s["false_negatives"]:
                    log(f"    FN {x['from']} -> {x['to']}" + (f"   e.g. {x['truth_evidence'][0]}" if x["truth_evidence"] else ""))
                loaded = s["fp_member_uses_through_loaded_modules"]
                if loaded:
                    counted = (s["tp"] + len(loaded)) / (s["tp"] + s["fp"])
                    log(f"    {len(loaded)} of the FP edges only use extension members of modules the source loads through"
                        f" its imports (a use Swift allows without an import): precision counting them true {pct(counted)}")
        return out

    # ---------------- Swift packages ----------------
    if not pk.is_dir():
        log(f"skip: {pk} is absent: no Swift package corpora on this machine")
    else:
        for cname, repo, tag in corpora:
            if only and cname not in only:
                continue
            gitdir = pk / f"{repo}.git"
            if not gitdir.is_dir():
                log(f"skip {cname}: {gitdir} is absent")
                continue
            ok = subprocess.run(["git", "-C", str(gitdir), "rev-parse", "-q", "--verify", f"refs/tags/{tag}"],
                                capture_output=True).returncode == 0
            if not ok:
                log(f"skip {cname}: tag {tag} not in {gitdir}")
                continue
            log(f"== {cname} {tag}")
            cdir = work / cname
            src = cdir / "src"
            extract_tag(gitdir, tag, src)
            sources = src / "Sources"
            linked = materialize_links(sources, src)
            if linked:
                log(f"  {linked} symbolic links under Sources/ replaced by what they point to (as SwiftPM reads them)")
            man = parse_manifest(read_text(src / "Package.swift"))
            mtruth, mnotes, mstats = manifest_truth(man, sources)
            modules: dict[str, str] = {}
            in_tree: set[str] = set()
            for t in man.targets.values():
                comp, direct = sources_component(t.folder)
                if comp is None:
                    continue
                in_tree.add(c99name(t.name))
                if direct:
                    modules[c99name(t.name)] = comp
            for d in sources.iterdir():
                if d.is_dir():
                    in_tree.add(c99name(d.name))
                    modules.setdefault(c99name(d.name), d.name)
            # C modules: in-tree modules whose folder holds no Swift file (SwiftPM C targets,
            # system libraries). A single-target variant keeps their imports, as an app keeps
            # `import CZlib` of its vendored C module.
            c_modules = {m for m, comp in modules.items()
                         if (sources / comp).is_dir() and not any((sources / comp).rglob("*.swift"))}
            itruth_ev, amb, unres, counts = import_truth(sources, modules, args.canimport_is_import)
            itruth = set(itruth_ev)
            for n in man.notes + mnotes:
                log(f"  note: {n}")
            log(f"  targets: {len(man.targets)}; components: "
                f"{len([d for d in sources.iterdir() if d.is_dir()])}; manifest truth {len(mtruth)} edges; "
                f"import truth {len(itruth)} edges; manifest deps {mstats}")
            if args.show_truth or args.truth_only:
                log(f"  manifest truth ({len(mtruth)}):")
                for e in edge_list(mtruth):
                    log(f"    {e}")
                log(f"  import truth ({len(itruth)}):")
                for (a, b) in sorted(itruth):
                    log(f"    {a} -> {b}   ({len(itruth_ev[(a, b)])} imports, e.g. {itruth_ev[(a, b)][0]})")
                log(f"  in manifest, not imported: {edge_list(mtruth - itruth)}")
                log(f"  imported, not in manifest: {edge_list(itruth - mtruth)}")
            cd = {
                "repo": repo, "tag": tag, "scan_root": str(sources),
                "manifest_notes": man.notes + mnotes, "manifest_dep_stats": mstats,
                "targets": {t.name: {"kind": t.kind, "folder": t.folder, "deps": t.deps} for t in man.targets.values()},
                "modules": modules,
                "truth": {"manifest": edge_list(mtruth), "imports": edge_list(itruth)},
                "import_truth_evidence": {f"{a} -> {b}": v[:5] for (a, b), v in sorted(itruth_ev.items())},
                "import_counts": counts, "ambiguous_includes": amb,
                "unresolved_modules": dict(sorted(unres.items(), key=lambda kv: -kv[1])[:50]),
                "runs": {},
            }
            details["corpora"][cname] = cd
            rows.append({"corpus": cname, "run": "truth", "truth": "manifest", "edges": len(mtruth)})
            rows.append({"corpus": cname, "run": "truth", "truth": "imports", "edges": len(itruth)})
            if args.truth_only:
                continue
            rep, err = get_report(cname, "normal", sources, cdir / "report.json")
            if rep is None:
                log(f"  normal run failed: {err}")
                cd["runs"]["normal"] = {"error": err}
            else:
                cd["runs"]["normal"] = add_rows(cname, "normal", rep,
                                                [("manifest", mtruth, {}), ("imports", itruth, itruth_ev)], COMPILE_TIME_KINDS)
            if args.no_stripped:
                continue
            tdir = cdir / "single-target" / "Sources"
            removed = strip_in_tree_imports(sources, tdir, in_tree - c_modules)
            log(f"  single-target copy: {removed} import lines of in-tree Swift modules removed, "
                f"C modules kept: {', '.join(sorted(c_modules)) or 'none'} ({tdir})")
            rep, err = get_report(cname, "single-target", tdir, cdir / "report-single-target.json")
            if rep is None:
                log(f"  single-target run failed: {err}")
                cd["runs"]["single-target"] = {"error": err, "removed_imports": removed}
            else:
                cd["runs"]["single-target"] = add_rows(cname, "single-target", rep,
                                                       [("imports", itruth, itruth_ev)], COMPILE_TIME_KINDS)
                cd["runs"]["single-target"]["removed_imports"] = removed
                cd["runs"]["single-target"]["kept_c_modules"] = sorted(c_modules)
            if not args.also_stripped:
                continue
            sdir = cdir / "stripped" / "Sources"
            removed = strip_in_tree_imports(sources, sdir, in_tree)
            log(f"  stripped copy: {removed} import lines of in-tree modules removed ({sdir})")
            rep, err = get_report(cname, "stripped", sdir, cdir / "report-stripped.json")
            if rep is None:
                log(f"  stripped run failed: {err}")
                cd["runs"]["stripped"] = {"error": err, "removed_imports": removed}
            else:
                cd["runs"]["stripped"] = add_rows(cname, "stripped", rep,
                                                  [("imports", itruth, itruth_ev)], stripped_kinds)
                cd["runs"]["stripped"]["removed_imports"] = removed

    # ---------------- Objective-C tree ----------------
    if args.objc_root and (not only or (args.objc_name or "objc") in only):
        cname = args.objc_name or Path(args.objc_root).name
        oroot = Path(args.objc_root)
        if not oroot.is_dir():
            log(f"skip {cname}: {oroot} is absent (see scripts/fetch-objc-corpus.md)")
        else:
            log(f"== {cname} (objc-tree) {oroot}")
            excl = OBJC_PRESETS.get(cname, []) if args.objc_exclude is None else \
                [x for x in args.objc_exclude.split(",") if x]
            scan_root = oroot
            if excl:
                scan_root = work / cname / "root"
                if scan_root.exists():
                    shutil.rmtree(scan_root)
                scan_root.mkdir(parents=True)
                for ent in sorted(os.listdir(oroot)):
                    p = oroot / ent
                    if ent in excl or ent.startswith(".") or p.is_symlink():
                        continue
                    if p.is_dir():
                        shutil.copytree(p, scan_root / ent, symlinks=True)
                    else:
                        shutil.copy2(p, scan_root / ent)
                log(f"  scan root {scan_root} (copy of {oroot} without {', '.join(excl)})")
            tops = {d.name for d in scan_root.iterdir() if d.is_dir() and not d.name.startswith(".")
                    and d.name not in SKIP_DIRS and not d.is_symlink()}
            onotes: list[str] = []
            modules, man = parse_module_sources_objc(scan_root, tops, onotes)
            itruth_ev, amb, unres, counts = import_truth(scan_root, modules, args.canimport_is_import)
            itruth = set(itruth_ev)
            ptruth = project_manifest_objc(man, tops) if man else None
            fallback_only = sorted(f"{a} -> {b}" for (a, b), v in itruth_ev.items()
                                   if all("[module-name fallback]" in x for x in v))
            for n in onotes + (man.notes if man else []):
                log(f"  note: {n}")
            log(f"  components: {len(tops)}; modules known: {len(modules)}; import truth {len(itruth)} edges; "
                f"ambiguous includes (not counted): {len(amb)}; counts {counts}")
            log(f"  edges resting only on a framework name whose header is not in the tree: {fallback_only}")
            if args.show_truth or args.truth_only:
                log(f"  import truth ({len(itruth)}):")
                for (a, b) in sorted(itruth):
                    log(f"    {a} -> {b}   ({len(itruth_ev[(a, b)])} refs, e.g. {itruth_ev[(a, b)][0]})")
                if ptruth is not None:
                    log(f"  Package.swift projected ({len(ptruth)}): {edge_list(ptruth)}")
                for a in amb[:30]:
                    log(f"  ambiguous: {a}")
            cd = {
                "kind": "objc-tree", "root": str(oroot), "scan_root": str(scan_root), "excluded": excl,
                "components": sorted(tops), "modules": modules, "notes": onotes,
                "edges_by_module_name_only": fallback_only,
                "truth": {"imports": edge_list(itruth)},
                "import_truth_evidence": {f"{a} -> {b}": v[:5] for (a, b), v in sorted(itruth_ev.items())},
                "import_counts": counts, "ambiguous_includes": amb,
                "unresolved": dict(sorted(unres.items(), key=lambda kv: -kv[1])[:80]), "runs": {},
            }
            if ptruth is not None:
                cd["truth"]["manifest-projected"] = edge_list(ptruth)
            details["corpora"][cname] = cd
            rows.append({"corpus": cname, "run": "truth", "truth": "imports", "edges": len(itruth)})
            if ptruth is not None:
                rows.append({"corpus": cname, "run": "truth", "truth": "manifest-projected", "edges": len(ptruth)})
            if not args.truth_only:
                (work / cname).mkdir(parents=True, exist_ok=True)
                # The truth is between top-level folders: say so in a configuration outside the tree
                # (a root Package.swift would otherwise make its targets' folders the components).
                top_level = work / cname / "top-level.yml"
                top_level.write_text('version: 1\ncomponents: ["/*"]\n')
                more = ["--config", str(top_level)]
                rep, err = get_report(cname, "normal", scan_root, work / cname / "report.json", more)
                if rep is None:
                    log(f"  normal run failed: {err}")
                    cd["runs"]["normal"] = {"error": err}
                else:
                    truths = [("imports", itruth, itruth_ev)]
                    if ptruth is not None:
                        truths.append(("manifest-projected", ptruth, {}))
                    cd["runs"]["normal"] = add_rows(cname, "normal", rep, truths, COMPILE_TIME_KINDS)
                    cd["runs"]["normal"]["cxx_namespace_edges"] = cxx_namespace_edges(rep, scan_root)
                if not args.no_stripped:
                    # One target: every in-tree Swift module import deleted; includes stay (they
                    # are how C-family files see each other, in one target as in many). The
                    # tree's manifests would still make modules of its folders, so the target is
                    # stated (every folder, one app), and its Swift sees the Objective-C of the
                    # modules it imported through a bridging header, as an app merging them
                    # would: `#import <M/M.h>` where that umbrella header is in M's folder,
                    # `@import M;` otherwise. The header lies outside every folder (no edges).
                    swift_modules = {m for m, comp in modules.items() if any((scan_root / comp).rglob("*.swift"))}
                    tdir = work / cname / "single-target"
                    unimported: set[str] = set()
                    removed = strip_in_tree_imports(scan_root, tdir, swift_modules, unimported)
                    bridged = []
                    for m in sorted(unimported):
                        umbrella = next((h for h in (tdir / modules[m]).rglob(f"{m}.h") if h.is_file()), None)
                        if not any((tdir / modules[m]).rglob("*.h")):
                            continue  # Swift only: nothing to bridge
                        bridged.append(f"#import <{m}/{m}.h>" if umbrella else f"@import {m};")
                    (tdir / "SingleTarget-Bridging-Header.h").write_text("\n".join(bridged) + "\n")
                    one = work / cname / "single-target.yml"
                    one.write_text('version: 1\ncomponents: ["/*"]\ntargets:\n'
                                   '  - {name: App, kind: app, components: ["*"], bridging_header: SingleTarget-Bridging-Header.h}\n')
                    log(f"  single-target copy: {removed} import lines of in-tree Swift modules removed, "
                        f"{len(bridged)} modules bridged ({tdir})")
                    rep, err = get_report(cname, "single-target", tdir, work / cname / "report-single-target.json",
                                          ["--config", str(one)])
                    if rep is None:
                        log(f"  single-target run failed: {err}")
                        cd["runs"]["single-target"] = {"error": err}
                    else:
                        cd["runs"]["single-target"] = add_rows(
                            cname, "single-target", rep, [("imports", itruth, itruth_ev)], COMPILE_TIME_KINDS)
                        cd["runs"]["single-target"]["cxx_namespace_edges"] = cxx_namespace_edges(rep, tdir)
                        cd["runs"]["single-target"]["removed_imports"] = removed

    # ---------------- output ----------------
    truth_rows = [r for r in rows if r["run"] == "truth"]
    score_rows = [r for r in rows if r["run"] != "truth"]
    print("| corpus | truth | truth edges |")
    print("|---|---|---:|")
    for r in truth_rows:
        print(f"| {r['corpus']} | {r['truth']} | {r['edges']} |")
    if score_rows:
        print()
        print("| corpus | run | truth | TP | FP | FN | precision | recall | F1 |")
        print("|---|---|---|---:|---:|---:|---:|---:|---:|")
        for r in score_rows:
            print(f"| {r['corpus']} | {r['run']} | {r['truth']} | {r['tp']} | {r['fp']} | {r['fn']} | "
                  f"{pct(r['precision'])} | {pct(r['recall'])} | {pct(r['f1'])} |")
    details["rows"] = rows
    details["coupling"] = str(binary) if binary else None
    details["extra_args"] = extra
    jout = Path(args.json_out) if args.json_out else work / "score.json"
    jout.parent.mkdir(parents=True, exist_ok=True)
    jout.write_text(json.dumps(details, indent=2, sort_keys=True, default=list) + "\n")
    log(f"details: {jout}")

    if args.fail_under is not None:
        bad = [r for r in score_rows if r["truth"] == "imports" and r["precision"] is not None
               and r["precision"] < args.fail_under]
        for r in bad:
            log(f"FAIL: {r['corpus']} {r['run']} import-truth precision {pct(r['precision'])} < {pct(args.fail_under)}")
        if bad:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
