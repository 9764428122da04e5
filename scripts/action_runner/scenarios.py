"""The scenario: the action run four times on copies of Fixtures/layered-architecture, each run checked."""

import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import time
import uuid
from pathlib import Path

from . import REPO
from .runner import ACTION_REF, ACTION_REPOSITORY, Job, load_action
from .simulated_actions import CacheStore

FIXTURE = REPO / "Fixtures" / "layered-architecture"


class Checks:
    """The checks' tally: each prints `ok` or `FAIL` as it is made."""

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


AN_HOUR = 3600 * 10**9  # nanoseconds


def age_access_times(folder):
    """Sets every file's access time an hour before its modification time, so that a read moves it
    (relatime updates an access time older than the modification or change time)."""
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            stat = os.stat(path)
            os.utime(path, ns=(stat.st_mtime_ns - AN_HOUR, stat.st_mtime_ns))


def files_read(folder):
    """The files under FOLDER read since age_access_times."""
    read = []
    for root, _, files in os.walk(folder):
        for name in files:
            stat = os.stat(os.path.join(root, name))
            if stat.st_atime_ns != stat.st_mtime_ns - AN_HOUR:
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


def git_status():
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=REPO,
                          capture_output=True, text=True).stdout


def coupling_default_cache():
    """Where coupling keeps a cache it is not told where to keep."""
    xdg, home = os.environ.get("XDG_CACHE_HOME", ""), os.environ.get("HOME", "")
    if xdg.startswith("/"):
        return Path(xdg) / "coupling"
    if not home:
        return None
    return Path(home) / ("Library/Caches" if platform.system() == "Darwin" else ".cache") / "coupling"


def golden_annotations():
    return [line for line in (FIXTURE / "expected" / "report.github").read_text().splitlines()
            if line.startswith("::error")]


def sarif_results(path):
    log = json.loads(Path(path).read_text())
    return [r for run in log["runs"] for r in run.get("results", [])]


def ran(job, step_id):
    return job.steps[step_id]["ran"]


def out(job, step_id, name):
    return job.steps[step_id]["outputs"].get(name)


class Scenario:
    """What the four runs share: a hosted runner's layout (the same temp and actions folders for every
    job, emptied between jobs; a checkout under work/REPO/REPO), the cache service, two checkouts of the
    fixture (B, the pull request's, at another path with the same files and times as A)."""

    def __init__(self, scratch, options, checks):
        self.options, self.checks, self.jobs = options, checks, []
        self.action = load_action(REPO / "action.yml")
        self.store = CacheStore(scratch / "cache-service")
        self.runner = scratch / "runner"
        self.checkout_a = self.runner / "work" / "app" / "app"
        self.checkout_b = self.runner / "work" / "app-pull-1" / "app"
        self.checkout_a.mkdir(parents=True)
        # A name of its own, so that a cache coupling would keep in its default place can be found.
        self.scanned = f"scanned-{uuid.uuid4().hex[:8]}"
        shutil.copytree(FIXTURE / "repo", self.checkout_a / self.scanned)
        shutil.copy2(FIXTURE / "coupling.yml", self.checkout_a / "coupling.yml")
        an_hour_ago = time.time_ns() - AN_HOUR  # checked out a while ago: times coupling trusts
        for root, folders, files in os.walk(self.checkout_a):
            for name in files + folders:
                os.utime(os.path.join(root, name), ns=(an_hour_ago, an_hour_ago))
        shutil.copytree(self.checkout_a, self.checkout_b, copy_function=shutil.copy2)
        self.default_cache = coupling_default_cache()

    def run(self, title, checkout, github, inputs, seeds=None):
        """One job: the action downloaded afresh, run, then the checks every run gets."""
        number = len(self.jobs) + 1
        print(f"\nrun {number}: {title}")
        action_path = self.runner / "_actions" / ACTION_REPOSITORY / ACTION_REF
        runner_temp = self.runner / "_temp"
        for folder in (action_path, runner_temp):
            shutil.rmtree(folder, ignore_errors=True)
        copy_action(action_path)
        runner_temp.mkdir(parents=True)
        before = snapshot(checkout)
        age_access_times(checkout / self.scanned)
        began = time.monotonic()
        job = Job(self.action, action_path=action_path, workspace=checkout, runner_temp=runner_temp,
                  store=self.store, github={"repository": "OWNER/app", "run_id": str(number), **github},
                  inputs={"path": self.scanned, "config": "coupling.yml"} | inputs, seeds=seeds or {},
                  quiet=self.options.quiet).run()
        job.seconds = time.monotonic() - began
        job.read = files_read(checkout / self.scanned)
        self.jobs.append(job)
        print(f"  run {number} took {job.seconds:.1f} s, {job.conclusion}; outputs: {json.dumps(job.outputs)}")
        problems = differences(before, snapshot(checkout))
        self.checks.that(not problems, f"run {number}: the checkout holds no new or changed file"
                         + (f" ({'; '.join(problems)})" if problems else ""))
        strays = sorted(self.default_cache.glob(f"{self.scanned}-*")) if self.default_cache else []
        self.checks.that(not strays, f"run {number}: nothing in coupling's default cache folder" +
                         (f" (removed {', '.join(map(str, strays))})" if strays else ""))
        for stray in strays:
            shutil.rmtree(stray, ignore_errors=True)
        return job

    def saved(self, key):
        return any(entry["key"] == key for entry in self.store.entries())


MAIN_PUSH = {"sha": "a" * 40, "ref": "refs/heads/main", "event_name": "push"}
PULL_REQUEST = {"sha": "b" * 40, "ref": "refs/pull/1/merge", "event_name": "pull_request"}


def run_scenarios(scratch, options, checks):
    """The four runs in order, each checked; raises Unsupported where action.yml outgrows this model."""
    started = time.monotonic()
    scenario = Scenario(scratch, options, checks)
    one, binary_time = main_fails(scenario)
    atimes = bool(one.read)  # else the file system keeps none
    two = pull_request_passes(scenario, one, binary_time, atimes)
    rerun_with_baseline(scenario, two, atimes)
    usage_error(scenario)
    print("\ntimes: " + ", ".join(f"run {n} {j.seconds:.1f} s" for n, j in enumerate(scenario.jobs, 1))
          + f"; in all {time.monotonic() - started:.1f} s")


def main_fails(s):
    """1. main: build (or the seeded binary); the gate fails on the fixture's violations."""
    checks, options = s.checks, s.options
    seeds = {"restore-binary": str(Path(options.binary).resolve())} if options.binary else {}
    one = s.run("main, fail-on violations: the gate fails", s.checkout_a, MAIN_PUSH, {"fail-on": "violations"}, seeds)
    binary_key = out(one, "restore-binary", "cache-primary-key") or ""
    if options.binary:
        checks.that(out(one, "restore-binary", "cache-hit") == "true" and not ran(one, "build"),
                    "run 1: the seeded binary is restored from the cache, no build")
    else:
        checks.that(out(one, "restore-binary", "cache-hit") is None and one.steps["build"]["outcome"] == "success",
                    "run 1: a cache miss, the binary is built")
        checks.that(ran(one, "save-binary") and s.saved(binary_key), "run 1: the binary is saved under its key")
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
    scan_key = out(one, "restore-scan-cache", "cache-primary-key")
    checks.that(s.saved(scan_key or "-") and scan_key.endswith(MAIN_PUSH["sha"]),
                "run 1: the scan cache is saved under main's commit")
    checks.that(bool(one.outputs["binary"]) and os.access(one.outputs["binary"], os.X_OK),
                "run 1: output binary is the coupling binary")
    # Run 1's binary goes with its temp folder: later runs compare their restored one with this time.
    binary_time = os.stat(one.outputs["binary"]).st_mtime_ns
    if options.binary:
        checks.that(binary_time == os.stat(options.binary).st_mtime_ns,
                    "run 1: the restored binary has the seeded one's modification time, to the nanosecond")
    else:
        checks.that(binary_time % 10**9 == 0, "run 1: the built binary's modification time is a whole second")
    if one.read:
        checks.that(len(one.read) == 5, f"run 1 (cold): coupling read the 5 source files ({len(one.read)})")
    else:
        print("    note  this file system keeps no access times: which files coupling read is not checked")
    return one, binary_time


def pull_request_passes(s, one, binary_time, atimes):
    """2. A pull request, in a checkout at another path: both caches are reused."""
    checks = s.checks
    two = s.run("pull request, fail-on cycles: the gate passes", s.checkout_b, PULL_REQUEST, {"fail-on": "cycles"})
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
    scan_key = out(two, "restore-scan-cache", "cache-primary-key")
    checks.that(s.saved(scan_key) and scan_key.endswith(PULL_REQUEST["sha"]),
                "run 2: the scan cache is saved under the pull request's commit")
    return two


def rerun_with_baseline(s, two, atimes):
    """3. The pull request's job again, with a baseline and extra arguments."""
    checks = s.checks
    # The baseline, made with run 2's binary while its temp folder is still there.
    subprocess.run([two.outputs["binary"], "baseline", s.scanned, "--config", "coupling.yml", "--no-cache",
                    "-o", "coupling-baseline.json"], cwd=s.checkout_b, check=True, capture_output=True)
    three = s.run("the same pull request again: a baseline, args, no upload", s.checkout_b, PULL_REQUEST,
                  {"fail-on": "violations", "baseline": "coupling-baseline.json", "upload-sarif": "false",
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


def usage_error(s):
    """4. A usage error: the job fails before any cache or upload."""
    checks = s.checks
    four = s.run("a usage error: fail-on bogus, scan-cache false", s.checkout_b, PULL_REQUEST,
                 {"fail-on": "bogus", "scan-cache": "false"})
    checks.that(four.outputs["exit-code"] == "2" and four.outputs["result"] == "error"
                and four.outputs["sarif-file"] == "", "run 4: exit-code 2, result error, no sarif-file")
    checks.that(not ran(four, "restore-scan-cache") and not ran(four, "upload")
                and not ran(four, "save-scan-cache"), "run 4: no scan cache, no upload")
    checks.that(four.conclusion == "failure" and four.steps["gate"]["outcome"] == "failure"
                and any("exited 2" in a[2] for a in four.annotations), "run 4: the job fails with an error annotation")
