"""Stand-ins for the actions that action.yml `uses:`, which cannot run outside GitHub: actions/cache
(restore and save, on a local store of tar archives) and github/codeql-action/upload-sarif."""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

from . import REPO, Unsupported


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


def cache_request(inputs, workspace):
    """The paths (absolute) and the key of a cache step, refused where the action or its service would be."""
    paths = []
    for line in inputs.get("path", "").splitlines():
        line = line.strip()
        if not line:
            continue
        if any(c in line for c in "*?[") or line.startswith("!"):
            raise Unsupported(f"actions/cache path `{line}`: patterns are not modelled, only files and folders")
        line = os.path.expanduser(line)
        paths.append(os.path.normpath(line if os.path.isabs(line) else os.path.join(workspace, line)))
    if not paths:
        raise Unsupported("actions/cache: `path` is empty")
    key = inputs.get("key", "")
    if not key:
        raise Unsupported("actions/cache: `key` is empty")
    if len(key) > 512 or "," in key:
        raise Unsupported(f"actions/cache: key `{key}` is over 512 characters or has a comma, which the service refuses")
    return paths, key


# A handler takes the job, the step and its `with:` inputs (expanded: strings); it returns whether the
# step succeeded and the outputs it sets.


def cache_restore(job, step, inputs):
    paths, key = cache_request(inputs, job.workspace)
    restore_keys = [line.strip() for line in inputs.get("restore-keys", "").splitlines() if line.strip()]
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
        if inputs.get("fail-on-cache-miss", "false") == "true":
            job.say(f"Failed to restore cache entry. Exiting as fail-on-cache-miss is set. Input key: {key}")
            return False, outputs
        job.say(f"Cache not found for input keys: {', '.join([key] + restore_keys)}")
        return True, outputs
    if inputs.get("lookup-only", "false") != "true":
        job.store.restore(entry, job.workspace)
    job.say(f"Cache restored from key: {entry['key']}")
    outputs["cache-matched-key"] = entry["key"]
    outputs["cache-hit"] = "true" if entry["key"].casefold() == key.casefold() else "false"
    return True, outputs


def cache_save(job, step, inputs):
    paths, key = cache_request(inputs, job.workspace)
    problem = job.store.save(paths, key, job.workspace)
    if problem:
        job.annotations.append(("warning", {}, problem))
        job.say(f"warning: {problem}")
    else:
        job.say(f"Cache saved with key: {key}")
    return True, {}


def upload_sarif(job, step, inputs):
    given = inputs.get("sarif_file", "../results")
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
    job.uploads.append({"files": [str(f) for f in files], "category": inputs.get("category", "")})
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
