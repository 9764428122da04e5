#!/usr/bin/env python3
"""Regenerate swift-sdk-names.txt: names that the Swift standard library and Apple's SDKs
declare at top level, as a Swift file sees them.

Sources, each skipped with a message (exit status stays 0) when absent:

  (a) toolchain  - this machine's Swift toolchain: `swift-symbolgraph-extract` over the
                   modules in <toolchain>/usr/lib/swift/linux (Swift, _Concurrency,
                   _StringProcessing, Foundation*, Dispatch, Observation, RegexBuilder,
                   Synchronization, Distributed, XCTest, Testing, Cxx).  Kept: top-level
                   public/open struct, class (actors are reported as classes), enum, protocol,
                   typealias, func, var, macro; not operators, not SPI, not unconditionally
                   unavailable, no name starting with "_".
  (b) ios-swift  - an iOS SDK's textual .swiftinterface files (public, not .private), read from
                   a bare git mirror of an SDK (default: danpashin/sdks, fetched with the search
                   tool's `fetch`) or from a plain SDK folder (--sdk-dir).  Public frameworks only
                   (System/Library/Frameworks, System/Cryptexes/OS/System/Library/Frameworks,
                   usr/lib/swift, Developer/Library/Frameworks), PrivateFrameworks skipped.
                   Cross-import overlays (_MapKit_SwiftUI, ...) are included.  A small
                   lexer tracks braces/strings/comments; a declaration at brace depth 0 whose
                   modifiers include `public` or `open` is kept (same kinds as (a)); `@_spi` and
                   `@available(*, unavailable...)` declarations are skipped.
  (c) ios-objc   - the same SDK's public Objective-C/C framework headers, as Swift imports them:
                   @interface (not categories), @protocol (not forward declarations),
                   NS_ENUM/NS_OPTIONS/NS_CLOSED_ENUM/NS_ERROR_ENUM/CF_ENUM/CF_OPTIONS,
                   NS_TYPED_(EXTENSIBLE_)ENUM / NS_(EXTENSIBLE_)STRING_ENUM typedefs, typedef'd
                   structs, CF `...Ref` types (as `CFString` etc.).  A top-level NS_SWIFT_NAME(X)
                   or an .apinotes `SwiftName: X` renames the declaration; a dotted Swift name
                   (nested type), NS_SWIFT_UNAVAILABLE, NS_REFINED_FOR_SWIFT, `SwiftPrivate` or
                   `Availability: nonswift` removes it.  Heuristic (no preprocessor).

Outputs (in --out-dir, default: this script's folder):
  swift-sdk-names.txt     merged names, sorted, unique, `# source:` header lines
  swift-sdk-names.tsv     name, kind, module, source (one row per distinct tuple)
  by-source/<source>.txt  the names of each source alone

Only names are written: no declarations, signatures or documentation.

Usage:
  scripts/generate-sdk-names.py [--toolchain DIR] [--sdk-git BARE_GIT_DIR_OF_danpashin/sdks]
              [--sdk-rev HEAD] [--sdk-dir DIR] [--no-objc] [--out-dir DIR] [--swift-out FILE]

  --swift-out (default Sources/CouplingKit/Resolution/SwiftSDKNames+List.swift) receives the
  names and their modules packed into one string, as the Swift source coupling is built with. A source that is absent is
  skipped; with no source at all nothing is written.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

TOOLCHAIN_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Observation", "RegexBuilder", "Synchronization", "Distributed", "XCTest", "Testing", "Cxx",
]
# Clang modules of the toolchain read the same way, under the name Swift code imports: the C
# library (POSIX names such as `errno`, `sockaddr_in6`, `stat`), which Foundation brings along on
# Linux as Darwin does on Apple's systems.
TOOLCHAIN_CLANG_MODULES = {"SwiftGlibc": "Glibc"}
SYMBOLGRAPH_KINDS = {
    "swift.struct": "struct", "swift.class": "class", "swift.enum": "enum",
    "swift.protocol": "protocol", "swift.typealias": "typealias", "swift.func": "func",
    "swift.var": "var", "swift.macro": "macro", "swift.actor": "actor",
}
IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


def log(msg):
    print(msg, file=sys.stderr)


def keep_name(name):
    return bool(IDENT.match(name))  # excludes "_"-prefixed, operators, backquoted oddities


# --------------------------------------------------------------------------- (a) toolchain
def source_toolchain(toolchain):
    tool = None
    for cand in (os.path.join(toolchain, "usr/bin/swift-symbolgraph-extract"),
                 shutil.which("swift-symbolgraph-extract") or ""):
        if cand and os.access(cand, os.X_OK):
            tool = cand
            break
    libdir = os.path.join(toolchain, "usr/lib/swift/linux")
    if tool is None or not os.path.isdir(libdir):
        log(f"skip (a) toolchain: no swift-symbolgraph-extract or {libdir}")
        return None
    version = subprocess.run([os.path.join(os.path.dirname(tool), "swift"), "--version"],
                             capture_output=True, text=True).stdout.splitlines()
    version = version[0].strip() if version else "unknown"
    target = "x86_64-unknown-linux-gnu"
    if os.uname().machine in ("aarch64", "arm64"):
        target = "aarch64-unknown-linux-gnu"
    rows = set()
    used = []
    with tempfile.TemporaryDirectory() as tmp:
        for mod in TOOLCHAIN_MODULES + list(TOOLCHAIN_CLANG_MODULES):
            if mod not in TOOLCHAIN_CLANG_MODULES and not os.path.exists(os.path.join(libdir, mod + ".swiftmodule")):
                log(f"  (a) {mod}: not in {libdir}, skipped")
                continue
            out = os.path.join(tmp, mod)
            os.mkdir(out)
            p = subprocess.run([tool, "-module-name", mod, "-target", target, "-output-dir", out,
                                "-minimum-access-level", "public"], capture_output=True, text=True)
            if p.returncode != 0:
                log(f"  (a) {mod}: symbolgraph-extract failed: {p.stderr.strip()[:200]}")
                continue
            used.append(mod)
            for fn in sorted(os.listdir(out)):
                with open(os.path.join(out, fn)) as f:
                    graph = json.load(f)
                # "_Concurrency@Swift" holds _Concurrency's own top-level declarations (the
                # underscored implicit modules are presented as part of Swift).
                owner = fn.split(".symbols.json")[0].split("@")[0]
                owner = TOOLCHAIN_CLANG_MODULES.get(owner, owner)
                for s in graph["symbols"]:
                    if len(s["pathComponents"]) != 1:
                        continue
                    kind = SYMBOLGRAPH_KINDS.get(s["kind"]["identifier"])
                    if kind is None or s.get("accessLevel") not in ("public", "open"):
                        continue
                    if s.get("spi"):
                        continue
                    if any(a.get("isUnconditionallyUnavailable") for a in s.get("availability", [])):
                        continue
                    name = s["pathComponents"][0].split("(")[0]  # "print(_:separator:terminator:)"
                    if keep_name(name):
                        rows.add((name, kind, owner))
    header = (f"toolchain: {version}, swift-symbolgraph-extract -target {target} "
              f"-minimum-access-level public; modules: {' '.join(used)}")
    return header, rows


# --------------------------------------------------------------------------- SDK access
class SDK:
    """Read an SDK from a bare git mirror (git show) or from a folder."""

    def __init__(self, git_dir=None, rev="HEAD", folder=None):
        self.git_dir, self.rev, self.folder = git_dir, rev, folder
        if git_dir:
            self.commit = subprocess.run(["git", "--git-dir", git_dir, "rev-parse", rev],
                                         capture_output=True, text=True, check=True).stdout.strip()
            out = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only",
                                  self.commit], capture_output=True, text=True, check=True).stdout
            self.files = out.splitlines()
            self.origin = self._origin()
        else:
            self.commit = None
            self.files = []
            for root, _, names in os.walk(folder):
                for n in names:
                    self.files.append(os.path.relpath(os.path.join(root, n), folder))
            self.origin = folder
        self._cat = None

    def _origin(self):
        # a mirror folder named <owner>+<name> (…/<owner>+<name>/repo) -> owner/name
        parts = os.path.abspath(self.git_dir).split(os.sep)
        for p in reversed(parts):
            if "+" in p:
                return p.replace("+", "/", 1)
        return self.git_dir

    def read(self, path):
        if self.folder:
            with open(os.path.join(self.folder, path), "rb") as f:
                return f.read().decode("utf-8", "replace")
        if self._cat is None:
            self._cat = subprocess.Popen(["git", "--git-dir", self.git_dir, "cat-file", "--batch"],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._cat.stdin.write(f"{self.commit}:{path}\n".encode())
        self._cat.stdin.flush()
        header = self._cat.stdout.readline().decode().split()
        if len(header) < 3 or header[1] == "missing":
            return ""
        size = int(header[2])
        data = self._cat.stdout.read(size)
        self._cat.stdout.read(1)
        return data.decode("utf-8", "replace")

    def version(self):
        for name in ("SDKSettings.json",):
            if name in self.files:
                try:
                    d = json.loads(self.read(name))
                    return f"{d.get('DisplayName', '?')} ({d.get('CanonicalName', '?')})"
                except ValueError:
                    pass
        return "unknown SDK version"


PUBLIC_ROOTS = ("System/Library/Frameworks/", "System/Cryptexes/OS/System/Library/Frameworks/",
                "usr/lib/swift/", "Developer/Library/Frameworks/")


def is_public(path):
    return path.startswith(PUBLIC_ROOTS) and "PrivateFrameworks" not in path


# --------------------------------------------------------------------------- (b) swiftinterface
DECL_KINDS = {"struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let",
              "macro"}
MODIFIERS = {"public", "open", "final", "indirect", "nonisolated", "dynamic", "static",
             "override", "convenience", "required", "mutating", "nonmutating", "lazy", "weak",
             "unowned", "optional", "borrowing", "consuming", "distributed", "package",
             "internal", "fileprivate", "private", "isolated", "sending", "__consuming",
             "prefix", "postfix", "infix"}


def strip_swift(text):
    """Return text with comments and string/character contents blanked (newlines kept),
    so that braces can be counted.  Handles //, nested /* */, "...", \"\"\"...\"\"\",
    #"..."# raw strings and string interpolation well enough for .swiftinterface files."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth += 1; j += 2
                elif text.startswith("*/", j):
                    depth -= 1; j += 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            hashes = 0
            while text[i + hashes] == "#":
                hashes += 1
            j = i + hashes
            multi = text.startswith('"""', j)
            quote = '"""' if multi else '"'
            close = quote + "#" * hashes
            j += len(quote)
            while j < n:
                if text[j] == "\\" and hashes == 0:
                    j += 2
                    continue
                if text.startswith(close, j):
                    j += len(close)
                    break
                if text[j] == "\n" and not multi:
                    break
                j += 1
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"' if j - i >= 2 else text[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


DECL_RE = re.compile(
    r"(?<![\w.@])(struct|class|enum|protocol|actor|typealias|func|var|let|macro)\s+`?([A-Za-z_][A-Za-z0-9_]*)`?")


DECL_KW_RE = re.compile(r"(?<![\w.@])(struct|class|enum|protocol|actor|typealias|func|var|let|macro|"
                        r"extension|init|subscript|operator|precedencegroup|import)\b")


def parse_swiftinterface(text):
    """Yield (name, kind) of top-level public declarations."""
    clean = strip_swift(text)
    depth = 0
    paren = 0
    pending_attrs = []  # attribute text seen at depth 0 since the last declaration
    for raw in clean.split("\n"):
        line = raw
        if depth == 0 and paren == 0:
            s = line.strip()
            if s.startswith("#"):  # #if / #else / #endif
                continue
            if s.startswith("import ") or s.startswith("@_exported import"):
                pending_attrs = []
            elif s.startswith("@") and not DECL_KW_RE.search(s):
                pending_attrs.append(s)
            elif s:
                m = DECL_RE.search(s)
                if m and not s.startswith("extension ") and not s.startswith("precedencegroup"):
                    prefix = s[:m.start()]
                    bare = prefix
                    while True:
                        reduced = re.sub(r"\([^()]*\)", "", bare)
                        if reduced == bare:
                            break
                        bare = reduced
                    words = set(re.findall(r"(?<![@\w.])([a-z_]+)\b", bare))
                    attrs = " ".join(pending_attrs) + " " + prefix
                    public = ("public" in words or "open" in words)
                    bad_words = words - MODIFIERS
                    if (public and not bad_words and "@_spi" not in attrs
                            and not re.search(r"@available\(\s*\*\s*,\s*unavailable", attrs)):
                        kind = m.group(1)
                        yield m.group(2), ("var" if kind == "let" else kind)
                pending_attrs = []
        for ch in line:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth = max(0, depth - 1)
            elif ch == "(" and depth == 0:
                paren += 1
            elif ch == ")" and depth == 0:
                paren = max(0, paren - 1)


def interface_module(path):
    m = re.search(r"([^/]+)\.swiftmodule/[^/]+\.swiftinterface$", path)
    return m.group(1) if m else None


def pick_interfaces(files):
    """One .swiftinterface per module: arm64e-apple-ios, else arm64-apple-ios, else any."""
    by_module = collections.defaultdict(list)
    for p in files:
        if p.endswith(".swiftinterface") and not p.endswith(".private.swiftinterface") and is_public(p):
            mod = interface_module(p)
            if mod:
                by_module[(mod, p.split(".swiftmodule/")[0])].append(p)
    chosen = {}
    for (mod, _), paths in sorted(by_module.items()):
        paths.sort(key=lambda p: (0 if p.endswith("/arm64e-apple-ios.swiftinterface") else
                                  1 if p.endswith("/arm64-apple-ios.swiftinterface") else 2, p))
        chosen.setdefault(mod, []).append(paths[0])
    return chosen


def module_label(mod):
    # _MapKit_SwiftUI -> MapKit+SwiftUI (cross-import overlay)
    m = re.match(r"^_([A-Za-z0-9]+)_([A-Za-z0-9]+)$", mod)
    return f"{m.group(1)}+{m.group(2)}" if m else mod


def source_ios_swift(sdk):
    chosen = pick_interfaces(sdk.files)
    if not chosen:
        log("skip (b) ios-swift: no .swiftinterface files in the SDK")
        return None
    rows = set()
    compilers = set()
    for mod, paths in chosen.items():
        for p in paths:
            text = sdk.read(p)
            m = re.search(r"swift-compiler-version: (.*)", text)
            if m:
                compilers.add(m.group(1).strip())
            for name, kind in parse_swiftinterface(text):
                if keep_name(name):
                    rows.add((name, kind, module_label(mod)))
    where = f"{sdk.origin}@{sdk.commit}" if sdk.commit else sdk.origin
    header = (f"ios-swift: {where}, {sdk.version()}, {sum(len(v) for v in chosen.values())} "
              f"public .swiftinterface files (arm64e-apple-ios preferred) of {len(chosen)} modules; "
              f"compiler: {'; '.join(sorted(compilers))}")
    return header, rows


# --------------------------------------------------------------------------- (c) ObjC headers
def strip_c_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


SWIFT_NAME_RE = re.compile(r"\b(?:NS_SWIFT_NAME|CF_SWIFT_NAME|__swift_name__|swift_name)\s*\(\s*\"?([^)\"]*)\"?\s*\)")
NO_SWIFT_RE = re.compile(r"\b(NS_SWIFT_UNAVAILABLE|CF_SWIFT_UNAVAILABLE|NS_REFINED_FOR_SWIFT|CF_REFINED_FOR_SWIFT|API_UNAVAILABLE\(\s*swift|__swift_private__|NS_SWIFT_UNAVAILABLE_FROM_ASYNC_PLACEHOLDER)")


def swift_rename(context):
    """From text around a declaration: ('drop', None), ('rename', X) or (None, None)."""
    if NO_SWIFT_RE.search(context):
        return "drop", None
    m = SWIFT_NAME_RE.search(context)
    if m:
        target = m.group(1).strip()
        if "." in target or "(" in target or not target:
            return "drop", None  # nested in Swift, or a function rename
        return "rename", target
    return None, None


def parse_objc_header(text):
    """Yield (name, kind, rename_context)."""
    t = strip_c_comments(text)
    # classes
    for m in re.finditer(r"@interface\s+(\w+)\s*(<[^>]*>)?\s*(\()?", t):
        if m.group(3):
            continue  # category / class extension
        before = t[max(0, m.start() - 400):m.start()]
        cut = max(before.rfind(";"), before.rfind("@end"), before.rfind("}"))
        yield m.group(1), "class", before[cut + 1:]
    # protocols (not forward declarations)
    for m in re.finditer(r"@protocol\s+(\w+)\s*([;,])?", t):
        if m.group(2):
            continue
        before = t[max(0, m.start() - 400):m.start()]
        cut = max(before.rfind(";"), before.rfind("@end"), before.rfind("}"))
        yield m.group(1), "protocol", before[cut + 1:]
    # NS_ENUM & co: the Swift name may follow the closing brace
    for m in re.finditer(r"\b(?:typedef\s+)?(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM|CF_ENUM|"
                         r"CF_OPTIONS|CF_CLOSED_ENUM)\s*\(\s*[^,()]+(?:\([^)]*\))?\s*,\s*(\w+)\s*\)", t):
        end = t.find(";", m.end())
        tail = t[m.end():end if end >= 0 else m.end() + 2000]
        # the declaration's own attributes come after the last closing brace of its body
        brace = tail.rfind("}")
        after = tail[brace + 1:] if brace >= 0 else tail
        before = t[max(0, m.start() - 200):m.start()]
        cut = max(before.rfind(";"), before.rfind("}"))
        name = m.group(2)
        if m.group(1) == "NS_ERROR_ENUM":
            # imported as struct <Name minus "Code"> with a nested Code enum
            name = name[:-4] if name.endswith("Code") and len(name) > 4 else name
            yield name, "struct", before[cut + 1:] + " " + after
            continue
        yield name, "enum", before[cut + 1:] + " " + after
    # typed string/int enums: typedef NSString *Name NS_TYPED_ENUM;
    for m in re.finditer(r"\btypedef\s+[\w\s]*?\*?\s*\b(\w+)\s+((?:\w+(?:\([^)]*\))?\s+)*?)"
                         r"(NS_TYPED_ENUM|NS_TYPED_EXTENSIBLE_ENUM|NS_STRING_ENUM|NS_EXTENSIBLE_STRING_ENUM|"
                         r"CF_TYPED_ENUM|CF_TYPED_EXTENSIBLE_ENUM|CF_STRING_ENUM|CF_EXTENSIBLE_STRING_ENUM)\b([^;]*);", t):
        yield m.group(1), "struct", m.group(2) + " " + m.group(4)
    # CF object types: typedef const struct CF_BRIDGED_TYPE(...) __CFString * CFStringRef;
    for m in re.finditer(r"\btypedef\s+(?:const\s+)?struct\s+(?:\w+\s*\([^)]*\)\s*)*__(\w+)\s*\*\s*(\w+)Ref\b([^;]*);", t):
        yield m.group(2), "class", m.group(3)
    # structs: struct CG_BOXABLE CGPoint { ... };  typedef struct { ... } Name;
    for m in re.finditer(r"\bstruct\s+(?:\w+\s+)*?(\w+)\s*\{", t):
        if m.group(1).startswith("_"):
            continue
        yield m.group(1), "struct", ""
    for m in re.finditer(r"\btypedef\s+struct\s*(?:\w+\s*)?\{", t):
        depth, j = 0, m.end() - 1
        while j < len(t):
            if t[j] == "{":
                depth += 1
            elif t[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        end = t.find(";", j)
        tail = t[j + 1:end] if end > j else ""
        nm = re.match(r"\s*(?:\w+\s*\([^)]*\)\s*)*(\w+)", tail)
        if nm:
            yield nm.group(1), "struct", tail


def parse_apinotes(text):
    """Return {name: ('rename', X) | ('drop', None)} for Classes/Protocols/Tags/Typedefs."""
    result = {}
    section = None
    item_indent = None
    current = None
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        s = line.strip()
        if indent == 0 and s.endswith(":") and not s.startswith("-"):
            section = s[:-1]
            item_indent = None
            current = None
            if section == "SwiftVersions":
                break
            continue
        if section not in ("Classes", "Protocols", "Tags", "Typedefs"):
            continue
        m = re.match(r"-\s+Name:\s*'?\"?([\w]+)", s)
        if m and (item_indent is None or indent == item_indent):
            item_indent = indent
            current = m.group(1)
            continue
        if current is None or indent != (item_indent or 0) + 2:
            continue
        m = re.match(r"SwiftName:\s*'?\"?([^'\"]*)", s)
        if m:
            target = m.group(1).strip()
            if not target or "." in target or "(" in target:
                result[current] = ("drop", None)
            else:
                result[current] = ("rename", target)
        elif re.match(r"SwiftPrivate:\s*true", s) or re.match(r"Availability:\s*nonswift", s):
            result[current] = ("drop", None)
    return result


def framework_of(path):
    m = re.search(r"([^/]+)\.framework/", path)
    return m.group(1) if m else None


def source_ios_objc(sdk):
    headers = [p for p in sdk.files if p.endswith(".h") and is_public(p) and "/Headers/" in p
               and p.count(".framework/") == 1]
    if not headers:
        log("skip (c) ios-objc: no public framework headers in the SDK")
        return None
    notes = {}
    for p in sdk.files:
        if p.endswith(".apinotes") and is_public(p) and "/Headers/" in p and p.count(".framework/") == 1:
            notes.setdefault(framework_of(p), {}).update(parse_apinotes(sdk.read(p)))
    rows = set()
    frameworks = set()
    for p in headers:
        fw = framework_of(p)
        frameworks.add(fw)
        fw_notes = notes.get(fw, {})
        for name, kind, ctx in parse_objc_header(sdk.read(p)):
            action, target = swift_rename(ctx)
            if name in fw_notes:
                action, target = fw_notes[name]
            if action == "drop":
                continue
            final = target if action == "rename" else name
            if keep_name(final):
                rows.add((final, kind, fw))
    where = f"{sdk.origin}@{sdk.commit}" if sdk.commit else sdk.origin
    header = (f"ios-objc: {where}, {sdk.version()}, {len(headers)} public framework headers of "
              f"{len(frameworks)} frameworks, {len(notes)} .apinotes (heuristic, Swift-renamed)")
    return header, rows


# --------------------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    swift = shutil.which("swift")
    default_toolchain = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(swift)))) if swift else ""
    ap.add_argument("--toolchain", default=os.environ.get("SWIFT_TOOLCHAIN", default_toolchain))
    ap.add_argument("--sdk-git", default=None,
                    help="bare git directory of an iOS SDK repository (github.com/danpashin/sdks)")
    ap.add_argument("--sdk-rev", default="HEAD")
    ap.add_argument("--sdk-dir", help="a plain SDK folder instead of --sdk-git")
    ap.add_argument("--no-objc", action="store_true", help="leave out source (c)")
    ap.add_argument("--out-dir", default=os.path.join(tempfile.gettempdir(), "coupling-sdk-names"))
    ap.add_argument("--swift-out", default=os.path.join(
        os.path.dirname(HERE), "Sources", "CouplingKit", "Resolution", "SwiftSDKNames+List.swift"))
    args = ap.parse_args()

    sources = {}
    r = source_toolchain(args.toolchain)
    if r:
        sources["toolchain"] = r
    sdk = None
    if args.sdk_dir and os.path.isdir(args.sdk_dir):
        sdk = SDK(folder=args.sdk_dir)
    elif args.sdk_git and os.path.isdir(args.sdk_git):
        sdk = SDK(git_dir=args.sdk_git, rev=args.sdk_rev)
    else:
        log(f"skip (b) ios-swift and (c) ios-objc: no SDK at {args.sdk_dir or args.sdk_git} "
            "(fetch github:danpashin/sdks with the search tool, or pass --sdk-dir)")
    if sdk:
        r = source_ios_swift(sdk)
        if r:
            sources["ios-swift"] = r
        if not args.no_objc:
            r = source_ios_objc(sdk)
            if r:
                sources["ios-objc"] = r
    if not sources:
        log("no source available: nothing written")
        return 0

    os.makedirs(os.path.join(args.out_dir, "by-source"), exist_ok=True)
    merged = set()
    lines = []
    for key, (header, rows) in sources.items():
        names = sorted({r[0] for r in rows})
        merged.update(names)
        lines.append(f"# source: {header}; {len(names)} names")
        with open(os.path.join(args.out_dir, "by-source", key + ".txt"), "w") as f:
            f.write(f"# source: {header}\n")
            f.write("".join(n + "\n" for n in names))
        log(f"{key}: {len(names)} names")
    with open(os.path.join(args.out_dir, "swift-sdk-names.txt"), "w") as f:
        f.write("# Top-level names declared by the Swift standard library and Apple SDKs, as Swift\n")
        f.write("# sees them. Generated by generate.py; names only.\n")
        f.write("".join(l + "\n" for l in lines))
        f.write(f"# total: {len(merged)} unique names\n")
        f.write("".join(n + "\n" for n in sorted(merged)))
    with open(os.path.join(args.out_dir, "swift-sdk-names.tsv"), "w") as f:
        f.write("name\tkind\tmodule\tsource\n")
        for key, (_, rows) in sources.items():
            for name, kind, mod in sorted(rows):
                f.write(f"{name}\t{kind}\t{mod}\t{key}\n")
    log(f"merged: {len(merged)} names -> {os.path.join(args.out_dir, 'swift-sdk-names.txt')}")
    write_swift(args.swift_out, sources, lines)
    return 0


def write_swift(path, sources, header_lines):
    """The names with their modules, packed: one record `Name:m1,m2` per name (module indices),
    records sorted by the names' UTF-8 bytes and separated by single spaces, in one static string that
    coupling searches by bisection (no table to build when it starts)."""
    by_module = collections.defaultdict(set)
    for _, rows in sources.values():
        for name, _, module in rows:
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", module):
                by_module[module].add(name)
    write_packed_swift(path, sorted(by_module), by_module, header_lines)


def write_packed_swift(path, modules, by_module, header_lines, per_line=100):
    modules_of = collections.defaultdict(list)
    for index, module in enumerate(modules):
        for name in by_module[module]:
            modules_of[name.encode()].append(index)
    records = [f"{name.decode()}:{','.join(map(str, sorted(found)))}" for name, found in sorted(modules_of.items())]
    pairs = sum(len(found) for found in modules_of.values())
    out = ["// Generated by scripts/generate-sdk-names.py: do not edit. Names only.",
           *("// " + line.lstrip("# ") for line in header_lines),
           "extension SwiftSDKNames {",
           "    /// Module names; the records of `packedNames` index this list.",
           "    static let moduleNames: [StaticString] = [",
           *("        " + " ".join(f'"{m}",' for m in modules[i:i + 8]) for i in range(0, len(modules), 8)),
           "    ]",
           "    /// `Name:m1,m2` for every name (the indices of the modules declaring it), sorted by the",
           "    /// names' UTF-8 bytes, separated by single spaces.",
           '    static let packedNames: StaticString = """',
           # A line ends with ` \` (the next continues it), but the last: a literal's last line cannot.
           *("        " + " ".join(records[i:i + per_line]) + ("" if i + per_line >= len(records) else " \\")
             for i in range(0, len(records), per_line)),
           '        """',
           "}", ""]
    with open(path, "w") as f:
        f.write("\n".join(out))
    log(f"swift: {pairs} names of {len(modules)} modules ({len(records)} distinct) -> {path}")


if __name__ == "__main__":
    sys.exit(main())
