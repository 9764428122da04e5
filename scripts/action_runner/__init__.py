"""The parts of scripts/check-action.py, which runs action.yml here as a GitHub runner would and checks it:

    expressions.py        `${{ }}` and `if:`: the parser, the evaluator, the functions the runner offers
    runner.py             action.yml read and checked, a job's steps run with the runner's files and variables
    simulated_actions.py  the stand-ins for the `uses:` actions (actions/cache, upload-sarif)
    scenarios.py          the four runs on copies of a fixture, and their checks
"""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


class Unsupported(Exception):
    """action.yml uses something this script does not model: fix the script with the action."""
