"""`sycl-lift survey`: run commands over a corpus of programs, each program x host module a job of its
own, and write what they found (OUT/survey.json) and a page of it (OUT/survey.html).

    discover.py  programs (a folder with one device module) and their host modules -> jobs
    work.py      one job in a child process with a time and a memory limit -> its record
    cluster.py   the jobs here, N at a time, or on a Dask distributed cluster
    store.py     survey.json: records keyed by the inputs' hashes and sycl-lift's version (resuming)
    summary.py   totals, failures grouped by reason, recurring differences
    page.py      survey.html: self-contained, a sortable table

Assumes: every job's inputs stay as they were while it runs (each job checks the hashes it was made
with).  Proves: each record holds what the commands found for exactly the inputs it names, or why
they found nothing (an error in the input, a crash, a timeout, memory); one job's failure never
changes another's record; a survey run again with the same inputs and sycl-lift gives the same
figures, wherever its jobs ran (store.figures).
"""
from __future__ import annotations

import os
from typing import Callable, Optional

from lift import LiftError
from lift.output import write_output

from sycl_lift.survey.work import COMMANDS, DEFAULT_COMMANDS

__all__ = ["COMMANDS", "DEFAULT_COMMANDS", "parse_commands", "survey"]


def parse_commands(text: str) -> list:
    """`--commands`: a comma list of COMMANDS, in the order a job runs them."""
    import argparse

    names = [c.strip() for c in text.split(",") if c.strip()]
    unknown = [c for c in names if c not in COMMANDS] or ([] if names else [text])
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown command {unknown[0]!r} (commands: {', '.join(COMMANDS)})")
    return [c for c in COMMANDS if c in names]


def survey(roots: list, output: str, commands=DEFAULT_COMMANDS, jobs: int = 1, scheduler: Optional[str] = None,
           timeout: float = 600.0, memory_gib: float = 8.0, retries: int = 1, target: str = "any",
           replay_device: str = "pocl", hosts: Optional[str] = None, fresh: bool = False,
           say: Callable[[str], None] = lambda text: None) -> dict:
    """Run the survey; returns what survey.json holds.  `jobs`: at once here; `scheduler`: the
    address of a Dask scheduler to run them on instead; `hosts`: an fnmatch pattern of the host
    modules' paths in their program folders; `fresh`: ignore stored results; `say`: progress lines."""
    from sycl_lift.survey import cluster
    from sycl_lift.survey.discover import make_jobs
    from sycl_lift.survey.page import render
    from sycl_lift.survey.store import Store, job_key, version

    unknown = [c for c in commands if c not in COMMANDS]
    if unknown or not commands:
        raise LiftError(f"unknown command {unknown[0] if unknown else 'list: empty'} (commands: {', '.join(COMMANDS)})",
                        "sycl-lift survey")
    commands = [c for c in COMMANDS if c in commands]
    for name, value, least in (("--jobs", jobs, 1), ("--timeout", timeout, 1e-3), ("--memory", memory_gib, 0),
                               ("--retries", retries, 0)):
        if value < least:
            raise LiftError(f"{name} {value:g}: at least {least:g}", "sycl-lift survey")
    if "replay" in commands:
        from sycl_lift.replay import run

        run.require_opencl()
    options = {"target": target, "replay_device": replay_device}
    sycl_lift_version = version()
    work = {}
    for job in make_jobs([os.path.normpath(r) for r in roots], commands, options, hosts):
        job["key"] = job_key(job, sycl_lift_version)
        work.setdefault(job["key"], job)  # the same program twice (two roots holding one copy): once
    store = Store(output, fresh)
    todo = []
    for key, job in work.items():
        record = store.reusable(job, timeout, memory_gib)
        if record is None:
            todo.append(job)
        else:
            store.put(record)
    header = {"sycl_lift": sycl_lift_version, "roots": list(roots), "commands": commands, "options": options,
              "limits": {"timeout": timeout, "memory_gib": memory_gib},
              "runner": f"Dask scheduler {scheduler}" if scheduler else f"{jobs} at a time"}
    keys = list(work)
    say(f"survey: {len(keys)} jobs, {len(keys) - len(todo)} done before, {len(todo)} to run")
    store.save(header, keys, complete=not todo)
    done = [0]

    def on_record(record: dict) -> None:
        store.put(record)
        store.save(header, keys, complete=False)
        done[0] += 1
        say(f"[{done[0]}/{len(todo)}] {record['program']} {record['host']}: {record['status']}, "
            f"{record['seconds']:.1f} s" + (f" ({record['why']})" if record["why"] else ""))

    if scheduler:
        cluster.run_dask(todo, scheduler, timeout, memory_gib, retries, on_record, say)
    else:
        cluster.run_local(todo, jobs, timeout, memory_gib, on_record)
    data = store.save(header, keys, complete=True)
    write_output(os.path.join(output, "survey.html"), render(data))
    return data
