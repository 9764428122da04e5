#!/usr/bin/env python3
"""Runs the repository's GitHub Action (action.yml) here, step by step as a runner would, and checks it.

    scripts/check-action.py [--binary PATH] [--keep] [--quiet]

GitHub's own actions cannot run outside GitHub, so this script plays the runner. It parses action.yml,
evaluates its `${{ }}` expressions (inputs with their defaults and overrides, github.*, runner.*,
env.*, steps.<id>.outputs.*, hashFiles(), format(), the status functions), runs each `run:` step in
bash as the runner does (`bash --noprofile --norc -eo pipefail`, in the workspace or its
`working-directory`) with the files and variables a runner provides (GITHUB_OUTPUT, GITHUB_ENV,
GITHUB_PATH, GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE, GITHUB_ACTION_PATH, GITHUB_ACTIONS=true,
RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, ...), honours `if:` (`success() &&` added when no status
function is named), and stands in for the actions the steps use:

  actions/cache/restore@v4    a local store of tar archives (made with the flags actions/cache uses,
  actions/cache/save@v4       so times are kept): the exact key, then each restore key (exact, else
                              the newest entry it prefixes); `cache-hit` set only on a match, as the
                              real action does; saving a key that exists is a warning, not a failure
  github/codeql-action/upload-sarif@v3
                              the file must exist and pass scripts/validate-sarif.py

An expression, context, property, input, output, action, step key or shell it does not know is an
error (exit 2): action.yml cannot grow something this script would quietly get wrong.

The scenario, on copies of Fixtures/layered-architecture (three violations, no cycle; its
configuration outside the scanned folder `repo`):
  1. main, commit A, fail-on violations: builds coupling (or takes --binary), the gate fails with
     exit 1 after the SARIF (the golden one, valid) is uploaded, the annotations are the golden
     `github` report's, and the scan cache is saved;
  2. a pull request, commit B, in a checkout at another path and a new runner temp folder, fail-on
     cycles: the binary comes from the cache (no build), the scan cache is main's (restore-key
     prefix), coupling reads no source file (their access times stay), the gate passes;
  3. the pull request's job again, with a baseline of the violations, fail-on violations, extra
     arguments with quotes, upload-sarif false: the scan cache is an exact hit (not saved again),
     the gate passes, nothing is uploaded;
  4. a usage error (fail-on bogus, scan-cache false): exit 2, no SARIF, no upload, the job fails.
Every run: the outputs are set and the scanned checkout holds no new or changed file.

--binary PATH seeds the binary cache with a coupling you built (CI passes its debug build), so the
first run restores it instead of building; without it the first run builds a release binary in the
action's folder, as on a runner (about 2 minutes on 2 cores). Everything is written in a temporary
folder (--keep keeps it). Exit status: 0 every check passed, 1 a check failed, 2 usage, or an
action.yml this script cannot run.
"""

import argparse
import fnmatch
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

try:
    import yaml
except ImportError:
    print("check-action: the Python package `PyYAML` is missing; run: pip install -r scripts/requirements-ci.txt",
          file=sys.stderr)
    sys.exit(2)

REPO = Path(__file__).resolve().parent.parent
FIXTURE = REPO / "Fixtures" / "layered-architecture"
ACTION_REPOSITORY = "OWNER/coupling"  # the repository's published name is not known yet
ACTION_REF = "v1"


class Unsupported(Exception):
    """action.yml uses something this script does not model: fix the script with the action."""


# MARK: - Expressions


class Token:
    def __init__(self, kind, value, position):
        self.kind, self.value, self.position = kind, value, position


TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<string>'(?:[^']|'')*')
  | (?P<number>-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))
  | (?P<name>[A-Za-z_][A-Za-z0-9_-]*)
  | (?P<op>&&|\|\||==|!=|<=|>=|[<>!()\[\].,*])
""", re.VERBOSE)


def tokenize(text):
    tokens, position = [], 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise Unsupported(f"cannot read the expression `{text}` at `{text[position:]}`")
        kind = match.lastgroup
        if kind != "space":
            tokens.append(Token(kind, match.group(kind), position))
        position = match.end()
    tokens.append(Token("end", "", position))
    return tokens


class Parser:
    """GitHub's expression grammar: literals, contexts with `.name` and `[expr]`, calls, `!`,
    comparisons, `==`/`!=`, `&&`, `||`, parentheses. Nodes are tuples."""

    def __init__(self, text):
        self.text, self.tokens, self.index = text, tokenize(text), 0

    def parse(self):
        node = self.disjunction()
        if self.peek().kind != "end":
            self.fail("an operator or the end")
        return node

    def peek(self):
        return self.tokens[self.index]

    def take(self, value=None):
        token = self.tokens[self.index]
        if value is not None and token.value != value:
            self.fail(f"`{value}`")
        self.index += 1
        return token

    def fail(self, wanted):
        token = self.peek()
        raise Unsupported(f"in `{self.text}`: expected {wanted} at `{self.text[token.position:] or 'the end'}`")

    def binary(self, operators, operand):
        node = operand()
        while self.peek().kind == "op" and self.peek().value in operators:
            operator = self.take().value
            node = (operator, node, operand())
        return node

    def disjunction(self):
        return self.binary(("||",), self.conjunction)

    def conjunction(self):
        return self.binary(("&&",), self.equality)

    def equality(self):
        return self.binary(("==", "!="), self.comparison)

    def comparison(self):
        return self.binary(("<", "<=", ">", ">="), self.unary)

    def unary(self):
        if self.peek().kind == "op" and self.peek().value == "!":
            self.take()
            return ("!", self.unary())
        return self.postfix()

    def postfix(self):
        node = self.primary()
        while self.peek().kind == "op" and self.peek().value in (".", "["):
            if self.take().value == ".":
                token = self.take()
                if token.kind != "name":
                    if token.value == "*":
                        raise Unsupported(f"in `{self.text}`: object filters (`.*`) are not modelled")
                    self.fail("a property name")
                node = ("property", node, token.value)
            else:
                index = self.disjunction()
                self.take("]")
                node = ("index", node, index)
        return node

    def primary(self):
        token = self.take()
        if token.kind == "string":
            return ("literal", token.value[1:-1].replace("''", "'"))
        if token.kind == "number":
            return ("literal", float(int(token.value, 16)) if "x" in token.value.lower() else float(token.value))
        if token.kind == "name":
            if token.value in ("true", "false"):
                return ("literal", token.value == "true")
            if token.value == "null":
                return ("literal", None)
            if self.peek().value == "(":
                self.take("(")
                arguments = []
                if self.peek().value != ")":
                    arguments.append(self.disjunction())
                    while self.peek().value == ",":
                        self.take(",")
                        arguments.append(self.disjunction())
                self.take(")")
                return ("call", token.value, arguments)
            return ("context", token.value)
        if token.value == "(":
            node = self.disjunction()
            self.take(")")
            return node
        self.index -= 1
        self.fail("a value")


STATUS_FUNCTIONS = ("success", "failure", "always", "cancelled")


def names_status_function(node):
    if node[0] == "call" and node[1] in STATUS_FUNCTIONS:
        return True
    return any(names_status_function(child) for child in node[1:] if isinstance(child, tuple)) or any(
        names_status_function(argument) for child in node[1:] if isinstance(child, list) for argument in child)


class Strict:
    """A context whose properties are known: any other is an error, not an empty string."""

    def __init__(self, name, values, refusal=None):
        self.name, self.values, self.refusal = name, values, refusal

    def get(self, key):
        for known in self.values:
            if known.lower() == key.lower():
                return self.values[known]
        raise Unsupported(self.refusal or f"`{self.name}.{key}` is not modelled (known: {', '.join(sorted(self.values))})")


def number(value):
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, float):
        return value
    if isinstance(value, str):
        text = value.strip()
        if text == "":
            return 0.0
        try:
            return float(int(text, 16)) if text.lower().startswith("0x") else float(text)
        except ValueError:
            return float("nan")
    return float("nan")


def truthy(value):
    if value is None or value is False:
        return False
    if isinstance(value, float):
        return value == value and value != 0
    if isinstance(value, str):
        return value != ""
    return True


def equal(a, b):
    if type(a) is type(b):
        if isinstance(a, str):
            return a.casefold() == b.casefold()
        return a == b
    return number(a) == number(b)


def text_of(value):
    """How the runner writes a value into a string."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return str(int(value)) if value == int(value) else repr(value)
    if isinstance(value, str):
        return value
    raise Unsupported(f"a {type(value).__name__} written into a string")


class Evaluator:
    def __init__(self, contexts, functions, status):
        self.contexts, self.functions, self.status = contexts, functions, status

    def evaluate(self, node):
        kind = node[0]
        if kind == "literal":
            return node[1]
        if kind == "context":
            if node[1] not in self.contexts:
                raise Unsupported(f"the context `{node[1]}` is not modelled (known: {', '.join(sorted(self.contexts))})")
            return self.contexts[node[1]]
        if kind in ("property", "index"):
            target = self.evaluate(node[1])
            key = node[2] if kind == "property" else text_of(self.evaluate(node[2]))
            if isinstance(target, Strict):
                return target.get(key)
            if isinstance(target, dict):
                return target.get(key)
            if target is None:
                return None
            raise Unsupported(f"`{key}` of a {type(target).__name__}")
        if kind == "!":
            return not truthy(self.evaluate(node[1]))
        if kind == "&&":
            left = self.evaluate(node[1])
            return self.evaluate(node[2]) if truthy(left) else left
        if kind == "||":
            left = self.evaluate(node[1])
            return left if truthy(left) else self.evaluate(node[2])
        if kind in ("==", "!="):
            same = equal(self.evaluate(node[1]), self.evaluate(node[2]))
            return same if kind == "==" else not same
        if kind in ("<", "<=", ">", ">="):
            a, b = self.evaluate(node[1]), self.evaluate(node[2])
            if not (isinstance(a, str) and isinstance(b, str)):
                a, b = number(a), number(b)
            else:
                a, b = a.casefold(), b.casefold()
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[kind]
        if kind == "call":
            name, arguments = node[1], node[2]
            if name in STATUS_FUNCTIONS:
                if arguments:
                    raise Unsupported(f"{name}() takes no arguments")
                return self.status(name)
            function = self.functions.get(name)
            if function is None:
                raise Unsupported(f"the function `{name}()` is not modelled (known: "
                                  f"{', '.join(sorted(list(self.functions) + list(STATUS_FUNCTIONS)))})")
            return function(*[self.evaluate(argument) for argument in arguments])
        raise Unsupported(f"expression node {kind}")


def split_template(text):
    """The literal parts and `${{ }}` expressions of a string, in order; `}}` inside a quoted string
    does not close an expression."""
    parts, position = [], 0
    while True:
        start = text.find("${{", position)
        if start < 0:
            parts.append(("text", text[position:]))
            return parts
        parts.append(("text", text[position:start]))
        index, quoted = start + 3, False
        while index < len(text):
            if text[index] == "'":
                quoted = not quoted
            elif not quoted and text.startswith("}}", index):
                break
            index += 1
        else:
            raise Unsupported(f"an unclosed `${{{{` in `{text}`")
        parts.append(("expression", text[start + 3:index].strip()))
        position = index + 2


# MARK: - Functions the runner offers


def github_format(template, *arguments):
    template = text_of(template)

    def replace(match):
        if match.group(0) == "{{":
            return "{"
        if match.group(0) == "}}":
            return "}"
        index = int(match.group(1))
        if index >= len(arguments):
            raise Unsupported(f"format(): no argument {index} for `{template}`")
        return text_of(arguments[index])

    return re.sub(r"\{\{|\}\}|\{(\d+)\}", replace, template)


def contains(search, item):
    if isinstance(search, list):
        return any(equal(element, item) for element in search)
    return text_of(item).casefold() in text_of(search).casefold()


def hash_files_in(workspace):
    def hash_files(*patterns):
        """As the runner: patterns relative to the workspace, files outside it ignored. A pattern set
        that matches nothing is an error here (the runner gives '', which makes a cache key that
        never changes: an action's own files, outside the workspace, are the usual cause)."""
        root = Path(workspace).resolve()
        included, excluded = set(), set()
        for pattern in map(text_of, patterns):
            negate = pattern.startswith("!")
            pattern = pattern[1:] if negate else pattern
            if ".." in Path(pattern).parts or "/./" in pattern:
                raise Unsupported(f"hashFiles('{pattern}'): the runner refuses `.` and `..` segments")
            base = Path(pattern) if Path(pattern).is_absolute() else root / pattern
            matches = {p.resolve() for p in Path("/").glob(str(base).lstrip("/")) if p.is_file()}
            matches = {p for p in matches if root in p.parents}
            (excluded if negate else included).update(matches)
        files = sorted(included - excluded)
        if not files:
            raise Unsupported(f"hashFiles({', '.join(map(repr, map(text_of, patterns)))}) matches no file under "
                              f"the workspace; the runner would give '' (it hashes only files in GITHUB_WORKSPACE)")
        digest = hashlib.sha256()
        for file in files:
            digest.update(hashlib.sha256(file.read_bytes()).digest())
        return digest.hexdigest()
    return hash_files


# MARK: - The stand-ins for `uses:` actions


class CacheStore:
    """actions/cache's service, on disk: archives made and unpacked with tar as the action does
    (`tar --posix -cf … -P -C $GITHUB_WORKSPACE` with paths relative to the workspace), so modification
    times survive a round trip as on GitHub, to the nanosecond (pax headers)."""

    def __init__(self, folder):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.index_file = self.folder / "index.json"
        if not self.index_file.exists():
            self.index_file.write_text("[]")

    def entries(self):
        return json.loads(self.index_file.read_text())

    @staticmethod
    def version(paths):
        """The service's version of an entry: its paths as given (and the compression, one here)."""
        return hashlib.sha256("|".join(paths).encode()).hexdigest()

    def find(self, paths, key, restore_keys):
        version = self.version(paths)
        entries = [e for e in self.entries() if e["version"] == version]
        # As the service: for the key, then each restore key, an exact match, else the newest it prefixes.
        for candidate in [key] + restore_keys:
            exact = [e for e in entries if e["key"].casefold() == candidate.casefold()]
            prefixed = [e for e in entries if e["key"].startswith(candidate)]
            if exact or prefixed:
                return (exact or prefixed)[-1]
        return None

    def save(self, paths, key, workspace):
        if any(e["key"] == key and e["version"] == self.version(paths) for e in self.entries()):
            return f"Unable to reserve cache with key {key}, another job may be creating this cache."
        existing = [p for p in paths if Path(p).exists()]
        if not existing:
            return ("Path Validation Error: Path(s) specified in the action for caching do(es) not exist, "
                    "hence no cache is being saved.")
        archive = self.folder / f"{uuid.uuid4().hex}.tar"
        relative = [os.path.relpath(p, workspace) for p in existing]
        subprocess.run(["tar", "--posix", "-cf", str(archive), "-P", "-C", str(workspace), *relative], check=True)
        entries = self.entries()
        entries.append({"key": key, "version": self.version(paths), "archive": archive.name, "paths": paths})
        self.index_file.write_text(json.dumps(entries, indent=1))
        return None

    def restore(self, entry, workspace):
        subprocess.run(["tar", "-xf", str(self.folder / entry["archive"]), "-P", "-C", str(workspace)], check=True)


def cache_paths(value, workspace):
    paths = []
    for line in text_of(value).splitlines():
        line = line.strip()
        if not line:
            continue
        if any(c in line for c in "*?[") or line.startswith("!"):
            raise Unsupported(f"actions/cache path `{line}`: patterns are not modelled, only files and folders")
        line = os.path.expanduser(line)
        paths.append(os.path.normpath(line if os.path.isabs(line) else os.path.join(workspace, line)))
    if not paths:
        raise Unsupported("actions/cache: `path` is empty")
    return paths


def check_cache_key(key):
    if not key:
        raise Unsupported("actions/cache: `key` is empty")
    if len(key) > 512 or "," in key:
        raise Unsupported(f"actions/cache: key `{key}` is over 512 characters or has a comma, which the service refuses")


def cache_restore(job, step, inputs):
    paths = cache_paths(inputs["path"], job.workspace)
    key = text_of(inputs["key"])
    check_cache_key(key)
    restore_keys = [line.strip() for line in text_of(inputs.get("restore-keys", "")).splitlines() if line.strip()]
    outputs = {"cache-primary-key": key}
    seed = job.seeds.pop(step.get("id"), None)
    if seed and not job.store.find(paths, key, []):
        # --binary: the binary cache as a job that built this coupling would have left it.
        target = Path(paths[0]) / "coupling"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(seed, target)
        job.store.save(paths, key, job.workspace)
        shutil.rmtree(paths[0])
        job.say(f"seeded the cache with {seed} under {key}")
    entry = job.store.find(paths, key, restore_keys)
    if not entry:
        if text_of(inputs.get("fail-on-cache-miss", "false")) == "true":
            job.say(f"Failed to restore cache entry. Exiting as fail-on-cache-miss is set. Input key: {key}")
            return False, outputs
        job.say(f"Cache not found for input keys: {', '.join([key] + restore_keys)}")
        return True, outputs
    if text_of(inputs.get("lookup-only", "false")) != "true":
        job.store.restore(entry, job.workspace)
    job.say(f"Cache restored from key: {entry['key']}")
    outputs["cache-matched-key"] = entry["key"]
    outputs["cache-hit"] = "true" if entry["key"].casefold() == key.casefold() else "false"
    return True, outputs


def cache_save(job, step, inputs):
    paths = cache_paths(inputs["path"], job.workspace)
    key = text_of(inputs["key"])
    check_cache_key(key)
    problem = job.store.save(paths, key, job.workspace)
    if problem:
        job.annotations.append(("warning", {}, problem))
        job.say(f"warning: {problem}")
    else:
        job.say(f"Cache saved with key: {key}")
    return True, {}


def upload_sarif(job, step, inputs):
    given = text_of(inputs.get("sarif_file", "../results"))
    path = Path(given if os.path.isabs(given) else os.path.join(job.workspace, given))
    files = sorted(path.glob("**/*.sarif")) if path.is_dir() else [path]
    if not path.exists() or not files:
        job.say(f"Path does not exist: {given}")
        return False, {}
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "validate-sarif.py"), *map(str, files)],
                            capture_output=True, text=True)
    job.say((result.stdout + result.stderr).strip())
    if result.returncode != 0:
        return False, {}
    job.uploads.append({"files": [str(f) for f in files], "category": text_of(inputs.get("category", ""))})
    return True, {"sarif-id": uuid.uuid4().hex}


USES = {
    # action@major: (handler, inputs it takes, outputs it sets)
    "actions/cache/restore@v4": (cache_restore, {"path", "key", "restore-keys", "fail-on-cache-miss", "lookup-only",
                                                 "enableCrossOsArchive"},
                                 {"cache-hit", "cache-primary-key", "cache-matched-key"}),
    "actions/cache/save@v4": (cache_save, {"path", "key", "upload-chunk-size", "enableCrossOsArchive"}, set()),
    "github/codeql-action/upload-sarif@v3": (upload_sarif, {"sarif_file", "checkout_path", "ref", "sha", "token",
                                                           "matrix", "category", "wait-for-processing"},
                                             {"sarif-id"}),
}

STEP_KEYS = {"name", "id", "if", "run", "shell", "env", "working-directory", "uses", "with"}


# MARK: - The runner


def scalar_text(value):
    """A YAML scalar as the runner reads it: a string (`true` is 'true')."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def load_action(path):
    action = yaml.safe_load(Path(path).read_text())
    unknown = set(action) - {"name", "description", "author", "branding", "inputs", "outputs", "runs"}
    if unknown:
        raise Unsupported(f"action.yml: unknown keys {sorted(unknown)}")
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        raise Unsupported("action.yml: only `using: composite` is modelled")
    ids = [step.get("id") for step in runs.get("steps", []) if step.get("id")]
    if len(ids) != len(set(ids)):
        raise Unsupported(f"action.yml: step ids repeat: {ids}")
    for number, step in enumerate(runs.get("steps", []), 1):
        unknown = set(step) - STEP_KEYS
        if unknown:
            raise Unsupported(f"step {number} ({step.get('name')}): keys not modelled: {sorted(unknown)}")
        if ("run" in step) == ("uses" in step):
            raise Unsupported(f"step {number} ({step.get('name')}): needs one of `run` and `uses`")
        if "run" in step and step.get("shell") != "bash":
            raise Unsupported(f"step {number} ({step.get('name')}): shell `{step.get('shell')}` is not modelled (bash is)")
        if "uses" in step and step["uses"] not in USES:
            raise Unsupported(f"step {number}: `uses: {step['uses']}` is not modelled (known: {', '.join(USES)})")
        if "uses" in step:
            unknown = set(step.get("with") or {}) - USES[step["uses"]][1]
            if unknown:
                raise Unsupported(f"step {number}: {step['uses']} takes no input {sorted(unknown)}")
    for name, spec in (action.get("inputs") or {}).items():
        unknown = set(spec or {}) - {"description", "required", "default", "deprecationMessage"}
        if unknown:
            raise Unsupported(f"input {name}: keys not modelled: {sorted(unknown)}")
    return action


class Job:
    """One run of the action in a job: its steps in order, then its outputs."""

    def __init__(self, action, *, action_path, workspace, runner_temp, store, github, inputs, seeds, quiet):
        self.action, self.action_path, self.workspace = action, Path(action_path), Path(workspace)
        self.runner_temp, self.store, self.github = Path(runner_temp), store, github
        self.seeds, self.quiet = seeds, quiet
        self.steps = {}         # id -> {"outcome", "outputs", "ran", "log"}
        self.annotations = []   # (level, properties, message) from workflow commands and the stand-ins
        self.uploads = []
        self.env = {}           # GITHUB_ENV
        self.path = []          # GITHUB_PATH, newest first
        self.failed = False
        declared = self.action.get("inputs") or {}
        unknown = set(inputs) - set(declared)
        if unknown:
            raise Unsupported(f"no such inputs: {sorted(unknown)}")
        self.inputs = {}
        for name, spec in declared.items():
            spec = spec or {}
            if name in inputs:
                self.inputs[name] = scalar_text(inputs[name])
            elif "default" in spec:
                self.inputs[name] = scalar_text(spec["default"])
            elif spec.get("required"):
                raise Unsupported(f"input {name} is required")
            else:
                self.inputs[name] = ""
        self.runner = {"os": {"Linux": "Linux", "Darwin": "macOS"}.get(platform.system(), platform.system()),
                       "arch": {"x86_64": "X64", "amd64": "X64", "aarch64": "ARM64", "arm64": "ARM64"}.get(
                           platform.machine().lower(), platform.machine()),
                       "temp": str(self.runner_temp), "tool_cache": str(self.runner_temp.parent / "tool-cache"),
                       "name": "check-action", "environment": "self-hosted"}

    def say(self, text):
        for line in text.splitlines() or [""]:
            print(f"      {line}")

    # The contexts, rebuilt for each evaluation so that they show what has run so far.
    def contexts(self, position):
        steps_list = self.action["runs"]["steps"]
        steps = {}
        for index, step in enumerate(steps_list):
            step_id = step.get("id")
            if not step_id:
                continue
            if index >= position:
                steps[step_id] = Strict(f"steps.{step_id}", {}, f"step `{step_id}` is read before it runs")
                continue
            state = self.steps.get(step_id, {"outcome": "skipped", "outputs": {}})
            known = self.known_outputs(step)
            outputs = {name: state["outputs"].get(name) for name in known}
            steps[step_id] = Strict(f"steps.{step_id}", {
                "outputs": Strict(f"steps.{step_id}.outputs", outputs),
                "outcome": state["outcome"], "conclusion": state["outcome"]})
        return {
            "inputs": Strict("inputs", dict(self.inputs)),
            "github": Strict("github", self.github | {"action_path": str(self.action_path),
                                                      "workspace": str(self.workspace)}),
            "runner": Strict("runner", self.runner),
            "steps": Strict("steps", steps),
            "env": dict(self.env),
        }

    @staticmethod
    def known_outputs(step):
        """The outputs a step can set: a `uses:` action's declared ones; for a bash step, every
        `NAME=` or `NAME<<` its script writes (so that a misspelt reference is an error)."""
        if "uses" in step:
            return USES[step["uses"]][2]
        return set(re.findall(r"(?m)(?:^|[\s\"'])([A-Za-z_][A-Za-z0-9_-]*)(?:=|<<)", step["run"]))

    def evaluator(self, position):
        return Evaluator(
            self.contexts(position),
            {"format": github_format, "contains": contains,
             "startsWith": lambda a, b: text_of(a).casefold().startswith(text_of(b).casefold()),
             "endsWith": lambda a, b: text_of(a).casefold().endswith(text_of(b).casefold()),
             "hashFiles": hash_files_in(self.workspace)},
            self.status)

    def status(self, name):
        return {"success": not self.failed, "failure": self.failed, "always": True, "cancelled": False}[name]

    def expand(self, value, position):
        """`${{ }}` in a string, as the runner substitutes them."""
        if not isinstance(value, str):
            return scalar_text(value)
        out = []
        for kind, part in split_template(value):
            if kind == "text":
                out.append(part)
            else:
                out.append(text_of(self.evaluator(position).evaluate(Parser(part).parse())))
        return "".join(out)

    def condition(self, step, position):
        text = step.get("if")
        if text is None:
            return self.status("success")
        text = scalar_text(text).strip()
        if text.startswith("${{") and text.endswith("}}") and len(split_template(text)) == 3:
            text = text[3:-2].strip()
        node = Parser(text).parse()
        if not names_status_function(node):
            node = ("&&", ("call", "success", []), node)
        return truthy(self.evaluator(position).evaluate(node))

    def run(self):
        steps = self.action["runs"]["steps"]
        for position, step in enumerate(steps):
            step_id = step.get("id") or f"__{position}"
            name = step.get("name") or step.get("uses") or step_id
            if not self.condition(step, position):
                print(f"    - {name}: skipped")
                self.steps[step_id] = {"outcome": "skipped", "outputs": {}, "ran": False, "log": ""}
                continue
            started = time.monotonic()
            print(f"    > {name}")
            if "run" in step:
                ok, outputs, log = self.run_bash(step, position)
            else:
                inputs = {key: self.expand(value, position) for key, value in (step.get("with") or {}).items()}
                handler = USES[step["uses"]][0]
                ok, outputs = handler(self, step, inputs)
                log = ""
            self.steps[step_id] = {"outcome": "success" if ok else "failure", "outputs": outputs, "ran": True,
                                   "log": log}
            if not ok:
                self.failed = True
            print(f"      ({'ok' if ok else 'FAILED'}, {time.monotonic() - started:.1f} s)")
        self.outputs = {name: self.expand(spec.get("value", ""), len(steps))
                        for name, spec in (self.action.get("outputs") or {}).items()}
        self.conclusion = "failure" if self.failed else "success"
        return self

    def run_bash(self, step, position):
        script = self.expand(step["run"], position)
        files = self.runner_temp / "_runner_file_commands"
        files.mkdir(parents=True, exist_ok=True)
        command_files = {name: files / f"{name.lower()}_{uuid.uuid4().hex}" for name in
                         ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY", "GITHUB_STATE")}
        for file in command_files.values():
            file.touch()
        script_file = self.runner_temp / f"{uuid.uuid4()}.sh"
        script_file.write_text(script)
        environment = {k: v for k, v in os.environ.items()
                       if not k.startswith(("GITHUB_", "RUNNER_", "INPUT_", "ACTIONS_"))}
        environment.update(self.env)
        environment.update({
            "CI": "true", "GITHUB_ACTIONS": "true",
            "GITHUB_WORKSPACE": str(self.workspace), "GITHUB_ACTION_PATH": str(self.action_path),
            "GITHUB_ACTION_REPOSITORY": ACTION_REPOSITORY, "GITHUB_ACTION_REF": ACTION_REF,
            "GITHUB_SHA": self.github["sha"], "GITHUB_REF": self.github["ref"],
            "GITHUB_EVENT_NAME": self.github["event_name"], "GITHUB_REPOSITORY": self.github["repository"],
            "GITHUB_RUN_ID": self.github["run_id"], "GITHUB_SERVER_URL": "https://github.com",
            "RUNNER_OS": self.runner["os"], "RUNNER_ARCH": self.runner["arch"], "RUNNER_TEMP": self.runner["temp"],
            "RUNNER_TOOL_CACHE": self.runner["tool_cache"], "RUNNER_NAME": self.runner["name"],
        })
        environment.update({name: str(file) for name, file in command_files.items()})
        for key, value in (step.get("env") or {}).items():
            environment[key] = self.expand(value, position)
        if self.path:
            environment["PATH"] = os.pathsep.join(self.path + [environment.get("PATH", "")])
        directory = self.expand(step.get("working-directory", ""), position) or str(self.workspace)
        directory = directory if os.path.isabs(directory) else str(self.workspace / directory)
        process = subprocess.Popen(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script_file)],
                                   cwd=directory, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True, errors="replace")
        log = []
        for line in process.stdout:
            line = line.rstrip("\n")
            log.append(line)
            self.workflow_command(line)
            if not self.quiet:
                print(f"      | {line}")
        status = process.wait()
        script_file.unlink()
        outputs = parse_file_command(command_files["GITHUB_OUTPUT"].read_text())
        self.env.update(parse_file_command(command_files["GITHUB_ENV"].read_text()))
        self.path = [p for p in command_files["GITHUB_PATH"].read_text().splitlines() if p] + self.path
        if status != 0:
            print(f"      | Error: Process completed with exit code {status}.")
        return status == 0, outputs, "\n".join(log)

    def workflow_command(self, line):
        match = re.match(r"^::([a-z-]+)(?: ([^:]*))?::(.*)$", line)
        if not match:
            return
        command, properties, message = match.groups()
        if command in ("set-output", "save-state"):
            raise Unsupported(f"`::{command}::` is disabled on GitHub; write to $GITHUB_OUTPUT / $GITHUB_STATE")
        if command in ("error", "warning", "notice"):
            props = dict(p.split("=", 1) for p in (properties or "").split(",") if "=" in p)
            self.annotations.append((command, props, message))


def parse_file_command(text):
    """`NAME=value` lines and `NAME<<DELIMITER` blocks, as in GITHUB_OUTPUT and GITHUB_ENV."""
    values, lines, index = {}, text.split("\n"), 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line:
            continue
        heredoc = re.match(r"^([^=<]+)<<(.+)$", line)
        if heredoc and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter, block = heredoc.group(1), heredoc.group(2), []
            while index < len(lines) and lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            if index >= len(lines):
                raise Unsupported(f"file command: no closing `{delimiter}` for {name}")
            index += 1
            values[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        else:
            raise Unsupported(f"file command: cannot read `{line}`")
    return values


# MARK: - The scenario


class Checks:
    def __init__(self):
        self.passed, self.failed = 0, []

    def that(self, condition, what):
        if condition:
            self.passed += 1
            print(f"    ok    {what}")
        else:
            self.failed.append(what)
            print(f"    FAIL  {what}")
        return condition


def snapshot(folder):
    """Every file and folder under FOLDER with its size, modification time and content hash."""
    result = {}
    for root, folders, files in os.walk(folder):
        for name in folders:
            result[os.path.relpath(os.path.join(root, name), folder) + "/"] = None
        for name in files:
            path = os.path.join(root, name)
            stat = os.lstat(path)
            result[os.path.relpath(path, folder)] = (stat.st_size, stat.st_mtime_ns,
                                                     hashlib.sha256(Path(path).read_bytes()).hexdigest())
    return result


def differences(before, after):
    added = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    changed = sorted(p for p in set(before) & set(after) if before[p] != after[p])
    return [f"new {p}" for p in added] + [f"gone {p}" for p in removed] + [f"changed {p}" for p in changed]


def age_access_times(folder):
    """Sets every file's access time an hour before its modification time, so that a read moves it
    (relatime updates an access time older than the modification or change time)."""
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            stat = os.stat(path)
            os.utime(path, ns=(stat.st_mtime_ns - 3600 * 10**9, stat.st_mtime_ns))


def files_read(folder):
    read = []
    for root, _, files in os.walk(folder):
        for name in files:
            stat = os.stat(os.path.join(root, name))
            if stat.st_atime_ns != stat.st_mtime_ns - 3600 * 10**9:
                read.append(os.path.relpath(os.path.join(root, name), folder))
    return sorted(read)


def copy_action(destination):
    """The action as a runner downloads it: the repository's files (tracked and new, not ignored)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file() and not source.is_symlink():
            target = destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def golden_annotations():
    return [line for line in (FIXTURE / "expected" / "report.github").read_text().splitlines()
            if line.startswith("::error")]


def sarif_results(path):
    log = json.loads(Path(path).read_text())
    return [r for run in log["runs"] for r in run.get("results", [])]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="a coupling build to seed the binary cache with (skips the release build)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument("--quiet", action="store_true", help="do not print the steps' output")
    options = parser.parse_args(argv[1:])
    if options.binary and not os.access(options.binary, os.X_OK):
        print(f"check-action: --binary {options.binary} is not an executable", file=sys.stderr)
        return 2
    sys.stdout.reconfigure(line_buffering=True)
    git_status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=REPO,
                                capture_output=True, text=True).stdout
    scratch = Path(tempfile.mkdtemp(prefix="check-action-"))
    started = time.monotonic()
    checks = Checks()
    try:
        action = load_action(REPO / "action.yml")
        store = CacheStore(scratch / "cache-service")
        # A hosted runner's layout: the same temp and actions folders for every job, emptied between
        # jobs; a checkout under work/REPO/REPO. Checkout B, the pull request's, is at another path
        # with the same files and times as checkout A.
        runner = scratch / "runner"
        checkout_a, checkout_b = runner / "work" / "app" / "app", runner / "work" / "app-pull-1" / "app"
        checkout_a.mkdir(parents=True)
        # A name of its own, so that a cache coupling would keep in its default place can be found.
        scanned = f"scanned-{uuid.uuid4().hex[:8]}"
        shutil.copytree(FIXTURE / "repo", checkout_a / scanned)
        shutil.copy2(FIXTURE / "coupling.yml", checkout_a / "coupling.yml")
        an_hour_ago = time.time_ns() - 3600 * 10**9  # checked out a while ago: times coupling trusts
        for root, folders, files in os.walk(checkout_a):
            for name in files + folders:
                os.utime(os.path.join(root, name), ns=(an_hour_ago, an_hour_ago))
        shutil.copytree(checkout_a, checkout_b, copy_function=shutil.copy2)
        sha_a, sha_b = "a" * 40, "b" * 40
        jobs = []

        def run(title, checkout, github, inputs, seeds=None):
            number = len(jobs) + 1
            print(f"\nrun {number}: {title}")
            action_path = runner / "_actions" / ACTION_REPOSITORY / ACTION_REF
            runner_temp = runner / "_temp"
            for folder in (action_path, runner_temp):
                shutil.rmtree(folder, ignore_errors=True)
            copy_action(action_path)
            runner_temp.mkdir(parents=True)
            before = snapshot(checkout)
            age_access_times(checkout / scanned)
            began = time.monotonic()
            job = Job(action, action_path=action_path, workspace=checkout, runner_temp=runner_temp, store=store,
                      github={"repository": "OWNER/app", "run_id": str(number), **github},
                      inputs=inputs, seeds=seeds or {}, quiet=options.quiet).run()
            job.seconds = time.monotonic() - began
            job.read = files_read(checkout / scanned)
            jobs.append(job)
            print(f"  run {number} took {job.seconds:.1f} s, {job.conclusion}; outputs: {json.dumps(job.outputs)}")
            problems = differences(before, snapshot(checkout))
            checks.that(not problems, f"run {number}: the checkout holds no new or changed file"
                        + (f" ({'; '.join(problems)})" if problems else ""))
            strays = sorted(default_cache.glob(f"{scanned}-*")) if default_cache else []
            checks.that(not strays, f"run {number}: nothing in coupling's default cache folder" +
                        (f" (removed {', '.join(map(str, strays))})" if strays else ""))
            for stray in strays:
                shutil.rmtree(stray, ignore_errors=True)
            return job

        def ran(job, step_id):
            return job.steps[step_id]["ran"]

        def out(job, step_id, name):
            return job.steps[step_id]["outputs"].get(name)

        def saved(key):
            return any(entry["key"] == key for entry in store.entries())

        main_push = {"sha": sha_a, "ref": "refs/heads/main", "event_name": "push"}
        pull_request = {"sha": sha_b, "ref": "refs/pull/1/merge", "event_name": "pull_request"}
        common = {"path": scanned, "config": "coupling.yml"}
        xdg = os.environ.get("XDG_CACHE_HOME", "")
        home = os.environ.get("HOME", "")
        default_cache = (Path(xdg) / "coupling" if xdg.startswith("/") else
                         Path(home) / ("Library/Caches" if platform.system() == "Darwin" else ".cache") / "coupling"
                         if home else None)

        # 1. main: build (or the seeded binary); the gate fails on the fixture's violations.
        seeds = {"restore-binary": str(Path(options.binary).resolve())} if options.binary else {}
        one = run("main, fail-on violations: the gate fails", checkout_a, main_push,
                  common | {"fail-on": "violations"}, seeds)
        binary_key = out(one, "restore-binary", "cache-primary-key") or ""
        if options.binary:
            checks.that(out(one, "restore-binary", "cache-hit") == "true" and not ran(one, "build"),
                        "run 1: the seeded binary is restored from the cache, no build")
        else:
            checks.that(out(one, "restore-binary", "cache-hit") is None and one.steps["build"]["outcome"] == "success",
                        "run 1: a cache miss, the binary is built")
            checks.that(ran(one, "save-binary") and saved(binary_key), "run 1: the binary is saved under its key")
        checks.that(f"-{one.runner['os']}-" in binary_key and re.search(r"-swift\d+\.\d+", binary_key) is not None,
                    f"run 1: the binary key names the runner OS and the Swift version ({binary_key})")
        checks.that(out(one, "restore-scan-cache", "cache-matched-key") is None, "run 1: no scan cache yet")
        checks.that(one.outputs["exit-code"] == "1" and one.outputs["result"] == "failed",
                    "run 1: outputs exit-code 1, result failed")
        checks.that(one.conclusion == "failure" and one.steps["gate"]["outcome"] == "failure",
                    "run 1: the Gate step fails the job")
        sarif = one.outputs["sarif-file"]
        checks.that(bool(sarif) and Path(sarif).is_file() and Path(sarif).is_relative_to(one.runner_temp),
                    "run 1: output sarif-file names the SARIF, in the runner's temp folder")
        checks.that(bool(sarif) and Path(sarif).read_bytes() == (FIXTURE / "expected" / "report.sarif").read_bytes(),
                    "run 1: the SARIF is the fixture's golden report.sarif")
        checks.that([upload["category"] for upload in one.uploads] == ["coupling"],
                    "run 1: the SARIF is validated and uploaded although the gate failed")
        annotations = [line for line in one.steps["scan"]["log"].splitlines() if line.startswith("::error")]
        checks.that(annotations == golden_annotations(),
                    f"run 1: the Scan step writes the golden `github` annotations ({len(annotations)} errors)")
        checks.that(saved(out(one, "restore-scan-cache", "cache-primary-key") or "-")
                    and out(one, "restore-scan-cache", "cache-primary-key").endswith(sha_a),
                    "run 1: the scan cache is saved under main's commit")
        checks.that(bool(one.outputs["binary"]) and os.access(one.outputs["binary"], os.X_OK),
                    "run 1: output binary is the coupling binary")
        binary_time = os.stat(one.outputs["binary"]).st_mtime_ns
        if options.binary:
            checks.that(binary_time == os.stat(options.binary).st_mtime_ns,
                        "run 1: the restored binary has the seeded one's modification time, to the nanosecond")
        else:
            checks.that(binary_time % 10**9 == 0, "run 1: the built binary's modification time is a whole second")
        atimes = bool(one.read)
        if atimes:
            checks.that(len(one.read) == 5, f"run 1 (cold): coupling read the 5 source files ({len(one.read)})")
        else:
            print("    note  this file system keeps no access times: which files coupling read is not checked")

        # 2. A pull request, in a checkout at another path: both caches are reused.
        two = run("pull request, fail-on cycles: the gate passes", checkout_b, pull_request,
                  common | {"fail-on": "cycles"})
        checks.that(out(two, "restore-binary", "cache-hit") == "true" and not ran(two, "build")
                    and not ran(two, "save-binary"), "run 2: the binary cache hits; no build, no save")
        checks.that(os.stat(two.outputs["binary"]).st_mtime_ns == binary_time,
                    "run 2: the restored binary has run 1's modification time (part of the scan cache's key)")
        checks.that(out(two, "restore-scan-cache", "cache-hit") == "false"
                    and out(two, "restore-scan-cache", "cache-matched-key") == out(one, "restore-scan-cache",
                                                                                   "cache-primary-key"),
                    "run 2: the scan cache restored is main's, by the restore-key prefix")
        if atimes:
            checks.that(two.read == [], f"run 2: coupling took the restored cache, reading no source file {two.read}")
        checks.that(two.outputs["exit-code"] == "0" and two.outputs["result"] == "passed"
                    and two.conclusion == "success", "run 2: exit-code 0, result passed, the job passes")
        checks.that(len(two.uploads) == 1 and len(sarif_results(two.outputs["sarif-file"])) == 3,
                    "run 2: the SARIF (3 results) is uploaded")
        checks.that(saved(out(two, "restore-scan-cache", "cache-primary-key"))
                    and out(two, "restore-scan-cache", "cache-primary-key").endswith(sha_b),
                    "run 2: the scan cache is saved under the pull request's commit")

        # 3. The pull request's job again, with a baseline and extra arguments.
        subprocess.run([two.outputs["binary"], "baseline", scanned, "--config", "coupling.yml", "--no-cache",
                        "-o", "coupling-baseline.json"], cwd=checkout_b, check=True, capture_output=True)
        three = run("the same pull request again: a baseline, args, no upload", checkout_b, pull_request,
                    common | {"fail-on": "violations", "baseline": "coupling-baseline.json", "upload-sarif": "false",
                              "args": "--exclude 'Storage/**' --exclude \"No Such Folder/**\" --jobs 2"})
        checks.that(out(three, "restore-scan-cache", "cache-hit") == "true" and not ran(three, "save-scan-cache"),
                    "run 3: the scan cache hits exactly and is not saved again")
        if atimes:
            checks.that(three.read == [], f"run 3: coupling read no source file {three.read}")
        checks.that(three.outputs["exit-code"] == "0" and three.conclusion == "success",
                    "run 3: the baselined violations do not trip the gate")
        results = sarif_results(three.outputs["sarif-file"]) if three.outputs["sarif-file"] else []
        checks.that(len(results) == 1 and results[0].get("baselineState") == "unchanged",
                    "run 3: the quoted args reached coupling (Storage excluded: 1 result, baselined)")
        checks.that(not [a for a in three.annotations if a[0] == "error"], "run 3: no error annotation")
        checks.that(not three.uploads and not ran(three, "upload"), "run 3: upload-sarif false uploads nothing")

        # 4. A usage error.
        four = run("a usage error: fail-on bogus, scan-cache false", checkout_b, pull_request,
                   common | {"fail-on": "bogus", "scan-cache": "false"})
        checks.that(four.outputs["exit-code"] == "2" and four.outputs["result"] == "error"
                    and four.outputs["sarif-file"] == "", "run 4: exit-code 2, result error, no sarif-file")
        checks.that(not ran(four, "restore-scan-cache") and not ran(four, "upload")
                    and not ran(four, "save-scan-cache"), "run 4: no scan cache, no upload")
        checks.that(four.conclusion == "failure" and four.steps["gate"]["outcome"] == "failure"
                    and any("exited 2" in a[2] for a in four.annotations), "run 4: the job fails with an error annotation")

        print("\ntimes: " + ", ".join(f"run {n} {j.seconds:.1f} s" for n, j in enumerate(jobs, 1))
              + f"; in all {time.monotonic() - started:.1f} s")
    except Unsupported as error:
        print(f"check-action: action.yml uses what this script does not model: {error}", file=sys.stderr)
        return 2
    finally:
        if options.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    after = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=REPO,
                           capture_output=True, text=True).stdout
    checks.that(after == git_status, "the repository's tree is as it was")
    if checks.failed:
        print(f"check-action: {len(checks.failed)} of {checks.passed + len(checks.failed)} checks failed:")
        for what in checks.failed:
            print(f"  {what}")
        return 1
    print(f"check-action: {checks.passed} checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
