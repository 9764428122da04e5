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

The parts live in scripts/action_runner/ (see its __init__.py).
"""


import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # importing the parts below must leave no __pycache__ in the repository
sys.path.insert(0, str(Path(__file__).resolve().parent))  # they are found from any current folder

try:
    import yaml  # noqa: F401 (the runner reads action.yml with it)
except ImportError:
    print("check-action: the Python package `PyYAML` is missing; run: pip install -r scripts/requirements-ci.txt",
          file=sys.stderr)
    sys.exit(2)

from action_runner import Unsupported  # noqa: E402
from action_runner.scenarios import Checks, git_status, run_scenarios  # noqa: E402


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
    tree_before = git_status()
    scratch = Path(tempfile.mkdtemp(prefix="check-action-"))
    checks = Checks()
    try:
        run_scenarios(scratch, options, checks)
    except Unsupported as error:
        print(f"check-action: action.yml uses what this script does not model: {error}", file=sys.stderr)
        return 2
    finally:
        if options.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    checks.that(git_status() == tree_before, "the repository's tree is as it was")
    if checks.failed:
        print(f"check-action: {len(checks.failed)} of {checks.passed + len(checks.failed)} checks failed:")
        for what in checks.failed:
            print(f"  {what}")
        return 1
    print(f"check-action: {checks.passed} checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
