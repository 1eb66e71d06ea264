"""`sycl-lift survey`: commands over a corpus of programs (sycl_lift.survey)."""
from __future__ import annotations

import sys

from sycl_lift.common import EXIT_ERROR, EXIT_OK


def cmd_survey(args) -> int:
    """Run commands over a corpus: every program (a folder with one device module) x host module
    under the DIRs is a job of its own, in a child process with a time and a memory limit, here
    (--jobs) or on a Dask cluster (--scheduler).  Writes OUT/survey.json (one record per job) and
    OUT/survey.html; run again, it reuses the records of unchanged inputs.  With diff: two DIRs, OLD
    and NEW.  Exit 0 when every job finished without an error, 1 otherwise."""
    from sycl_lift.survey import survey

    data = survey(args.dirs, args.output, args.commands, args.jobs, args.scheduler, args.timeout, args.memory,
                  args.retries, args.target, args.replay_device, args.hosts, args.fresh,
                  say=(lambda text: None) if args.quiet else (lambda text: sys.stderr.write(text + "\n")))
    return EXIT_OK if all(r["status"] == "done" for r in data["records"]) else EXIT_ERROR


def _add_survey(sub):
    from passes import TARGETS
    from sycl_lift.survey import DEFAULT_COMMANDS, parse_commands

    p = sub.add_parser("survey", help="run commands over a corpus of programs, in isolated processes or on Dask",
                       description=cmd_survey.__doc__)
    p.add_argument("dirs", nargs="+", metavar="DIR", help="a program folder, or a folder of them")
    p.add_argument("-o", "--output", required=True, help="the folder for survey.json and survey.html")
    p.add_argument("--commands", type=parse_commands, default=list(DEFAULT_COMMANDS),
                   help="comma list of raise, coverage, rewrite, diff, replay (default: "
                        + ",".join(DEFAULT_COMMANDS) + ")")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=1, help="jobs at once on this machine (default 1)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="run the jobs on this Dask scheduler (tcp://HOST:PORT)")
    p.add_argument("--retries", type=int, default=1,
                   help="with --scheduler: Dask's retries of a task that raised (default 1)")
    p.add_argument("--timeout", type=float, default=600, help="seconds a job may take (default 600)")
    p.add_argument("--memory", type=float, default=8, metavar="GIB", help="address space a job may use, GiB (0: no "
                                                                          "limit; default 8)")
    p.add_argument("--hosts", metavar="PATTERN", help="only host modules whose path in their program folder, without "
                                                      ".xz/.gz, matches this glob ('2026.2.0/host.O2.ll')")
    p.add_argument("--target", choices=TARGETS, default="any", help="the rewrite's --target (default any)")
    p.add_argument("--replay-device", choices=("pocl", "intel-cpu", "nvidia", "oclgrind"), default="pocl",
                   help="the replay's --device (default pocl)")
    p.add_argument("--fresh", action="store_true", help="run every job again, whatever survey.json holds")
    p.set_defaults(func=cmd_survey)
