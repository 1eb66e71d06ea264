"""The results of a survey, kept in OUT/survey.json so that a survey can be resumed.

A record is stored under its job's key: the SHA-256 of sycl-lift's version, the commands, the options
that change what they find (`--target`; the replay's device), the program's and host module's names
and the SHA-256 of every input's bytes.  Re-running a survey reuses each record whose key it computes
again and runs only the rest: a changed module, another command set or another sycl-lift version
makes new keys.  A record that ran out of time or memory is run again when the limit it had is lower
than the one given now (a crash or an error is a result: it is kept).  Where a record's inputs are
found now (root and paths) is taken from the current job, so a corpus can move.

survey.json is written whole after every job that ends (lift.output.write_output: never
half-written), with `complete: false` until the last one, so an interrupted survey keeps what it did.
The fields `VOLATILE` names are measured, not computed: they differ from run to run (`figures`
leaves them out, to compare two runs).
"""
from __future__ import annotations

import hashlib
import json
import os
from typing import Optional

from lift import LiftError
from lift.output import write_output

FILE = "survey.json"
VOLATILE = ("seconds", "peak_memory_mib", "limits")  # measured per run, and the limits it ran under
LOCATION = ("root", "old_root", "inputs")  # where the inputs were found
RETRIED = {"timeout": "timeout", "memory": "memory_gib"}  # statuses a larger limit may change


def version() -> str:
    from importlib.metadata import PackageNotFoundError, version as installed

    try:
        return installed("sycl-lift")
    except PackageNotFoundError:
        return "unknown"


def job_key(job: dict, sycl_lift_version: str) -> str:
    """The key a job's record is stored under (see the module docstring)."""
    options = dict(job["options"])
    if "replay" not in job["commands"]:
        options.pop("replay_device", None)
    identity = {"version": sycl_lift_version, "commands": sorted(job["commands"]), "options": options,
                "program": job["program"], "host": job["host"], "unpaired": job.get("unpaired"),
                "inputs": {role: entry["sha256"] for role, entry in job["inputs"].items()}}
    return hashlib.sha256(json.dumps(identity, sort_keys=True).encode()).hexdigest()


def figures(record: dict) -> dict:
    """A record without what is measured or where the inputs were (VOLATILE, LOCATION, and the
    seconds of each command): what two runs of one survey must agree on."""
    kept = {k: v for k, v in record.items() if k not in VOLATILE + LOCATION}
    kept["results"] = {command: {k: v for k, v in result.items() if k != "seconds"}
                       for command, result in record.get("results", {}).items()}
    return kept


class Store:
    """The records of OUT/survey.json by key, and writing it again."""

    def __init__(self, folder: str, fresh: bool = False):
        self.path = os.path.join(folder, FILE)
        self.records: dict = {}
        if fresh or not os.path.exists(self.path):
            return
        try:
            with open(self.path) as f:
                stored = json.load(f)
            self.records = {r["key"]: r for r in stored["records"]}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise LiftError(f"cannot resume from it ({exc}); remove it or run with --fresh", self.path) from None

    def reusable(self, job: dict, timeout: float, memory_gib: float) -> Optional[dict]:
        """The stored record of `job` when it can stand (see the module docstring), with the job's
        current locations."""
        record = self.records.get(job["key"])
        if record is None:
            return None
        limit = RETRIED.get(record["status"])
        if limit is not None:
            now, then = {"timeout": timeout, "memory_gib": memory_gib}[limit], record["limits"][limit]
            if (now == 0 and then != 0) or now > then:  # 0: no memory limit
                return None
        return {**record, **{k: job[k] for k in LOCATION if k in job}}

    def put(self, record: dict) -> None:
        self.records[record["key"]] = record

    def save(self, header: dict, keys: list, complete: bool) -> dict:
        """Write survey.json: `header`, the records of `keys` that are done so far in that order, and
        the summary of them (sycl_lift.survey.summary).  Returns what was written."""
        from sycl_lift.survey.summary import summarize

        records = [self.records[k] for k in keys if k in self.records]
        data = {**header, "complete": complete, "summary": summarize(records), "records": records}
        write_output(self.path, json.dumps(data, indent=1) + "\n")
        return data
