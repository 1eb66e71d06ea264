#!/usr/bin/env python3
"""Survey throughput: programs per minute of `sycl-lift survey` over the bundled samples, run here
with --jobs 1, 2 and 4 and on a Dask LocalCluster of 2 worker processes (one thread each) on this
machine.  Every run starts from nothing (--fresh); the cluster is started before its run is timed
(its start-up is printed apart).  The runs must give the same figures (sycl_lift.survey.store.figures):
exit 1 when they do not, or when a job did not finish.

    python benchmarks/survey_throughput.py [--hosts '2026.2.0/host.O2.ll'] [--commands raise,coverage,rewrite]
        [--jobs 1,2,4] [--dask-workers 2] [-o benchmarks/results/survey_throughput.json]
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sycl_lift.survey import DEFAULT_COMMANDS, parse_commands, survey  # noqa: E402
from sycl_lift.survey.store import figures  # noqa: E402


def timed_survey(out: Path, hosts: str, commands: list, **where) -> tuple[dict, float]:
    start = time.monotonic()
    data = survey([str(ROOT / "samples")], str(out), commands, hosts=hosts, fresh=True, **where)
    return data, time.monotonic() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hosts", default="2026.2.0/host.O2.ll", help="the host modules (survey --hosts)")
    parser.add_argument("--commands", type=parse_commands, default=list(DEFAULT_COMMANDS))
    parser.add_argument("--jobs", default="1,2,4", help="comma list of --jobs values")
    parser.add_argument("--dask-workers", type=int, default=2, help="LocalCluster worker processes (0: none)")
    parser.add_argument("-o", "--output", type=Path, help="write the figures as JSON here")
    args = parser.parse_args()

    runs = []
    with tempfile.TemporaryDirectory(prefix="survey-throughput-") as scratch:
        for n in (int(x) for x in args.jobs.split(",")):
            data, seconds = timed_survey(Path(scratch) / f"jobs{n}", args.hosts, args.commands, jobs=n)
            runs.append((f"--jobs {n}", data, seconds, None))
        if args.dask_workers:
            from dask.distributed import LocalCluster

            start = time.monotonic()
            with LocalCluster(n_workers=args.dask_workers, threads_per_worker=1, processes=True,
                              dashboard_address=":0") as cluster:
                started = time.monotonic() - start
                data, seconds = timed_survey(Path(scratch) / "dask", args.hosts, args.commands,
                                             scheduler=cluster.scheduler_address)
            runs.append((f"Dask LocalCluster, {args.dask_workers} workers x 1 thread", data, seconds, started))

    reference = [figures(r) for r in runs[0][1]["records"]]
    rows, failed = [], False
    for name, data, seconds, started in runs:
        jobs = len(data["records"])
        same = [figures(r) for r in data["records"]] == reference
        done = sum(1 for r in data["records"] if r["status"] == "done")
        failed |= not same or done != jobs
        rows.append({"run": name, "jobs": jobs, "done": done, "seconds": round(seconds, 1),
                     "programs_per_minute": round(jobs / seconds * 60, 1), "same_figures": same,
                     **({"cluster_start_seconds": round(started, 1)} if started is not None else {})})
    print(f"survey of samples/ ({args.hosts}), commands {','.join(args.commands)}, "
          f"{rows[0]['jobs']} programs x host modules")
    print(f"{'run':44} {'seconds':>8} {'programs/min':>13}  figures")
    for row in rows:
        started = row.get("cluster_start_seconds")
        extra = f" (cluster start {started} s, not counted)" if started is not None else ""
        print(f"{row['run']:44} {row['seconds']:8.1f} {row['programs_per_minute']:13.1f}  "
              f"{'same' if row['same_figures'] else 'DIFFER'}, {row['done']}/{row['jobs']} done{extra}")
    if args.output:
        result = {"hosts": args.hosts, "commands": args.commands, "runs": rows}
        args.output.write_text(json.dumps(result, indent=2) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
