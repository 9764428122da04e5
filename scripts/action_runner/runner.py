"""The runner: action.yml read and checked against what is modelled, then a job's steps run in order, with
the contexts, files (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, ...) and variables a GitHub runner gives them."""

import os
import platform
import re
import subprocess
import time
import uuid
from pathlib import Path

import yaml

from . import Unsupported
from .expressions import (Evaluator, Parser, Strict, names_status_function, runner_functions, split_template,
                          text_of, truthy)
from .simulated_actions import USES

ACTION_REPOSITORY = "OWNER/coupling"  # the repository's published name is not known yet
ACTION_REF = "v1"
STEP_KEYS = {"name", "id", "if", "run", "shell", "env", "working-directory", "uses", "with"}

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
        self.functions = runner_functions(self.workspace)

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
        return Evaluator(self.contexts(position), self.functions, self.status)

    def status(self, name):
        return {"success": not self.failed, "failure": self.failed, "always": True, "cancelled": False}[name]

    def expand(self, value, position):
        """`${{ }}` in a string, as the runner substitutes them."""
        if not isinstance(value, str):
            return scalar_text(value)
        evaluator = self.evaluator(position)
        return "".join(part if kind == "text" else text_of(evaluator.evaluate(Parser(part).parse()))
                       for kind, part in split_template(value))

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
