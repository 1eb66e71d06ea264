#!/usr/bin/env python3
"""Does the replay check everything, and truthfully?  `sycl-lift replay` on every sample, variant and
benchmark program, per program: launches that agree, differ, go out of bounds, fail or are skipped.

    python benchmarks/replay_survey.py --device pocl [--programs vadd,time_loop] [--against-self]
        [--args benchmarks/replay_args.json] [-o benchmarks/results/replay_survey_pocl.json]
    python benchmarks/replay_survey.py --markdown POCL.json INTEL.json    # the docs' table from two runs

Each program is replayed with the rewrite for the device's target (or, with --against-self, the
original against a second build of itself: a control that must agree), for any command line (the
replay chooses the values the host leaves open: a program that relates its sizes in ways the raise
does not follow may then go out of bounds, which the replay says) and, for the programs whose `main`
reads its command line, once more with one (`--args`): the arguments benchmarks/replay_args.json
gives it, else none (the program's own defaults).  Prints one line per program and replay and the
totals; a program's verdict is its replay with a command line where it reads one, else its only
one.  Exit 1 when such a verdict is not "agrees, nothing skipped".
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from replay_speedup import programs, replay  # noqa: E402

COLUMNS = ("agree", "differ", "out_of_bounds", "failed", "skipped", "not_reached")
READS_ARGV = re.compile(r"^define [^\n]*@main\(i32 [^\n]*ptr ", re.M)


def reads_command_line(host: Path) -> bool:
    return bool(READS_ARGV.search(host.read_text(errors="replace")))


def counts_text(row: dict) -> str:
    shown = [f"{row[c]} {c.replace('_', ' ')}" for c in COLUMNS if row[c] and c != "agree"]
    return f"{row['agree']} agree" + "".join(f", {t}" for t in shown) + (" (error)" if row["error"] else "")


def markdown(runs: list[dict]) -> str:
    """A table: per program, each run's replay with a command line (where the program reads one)
    and for any command line."""
    head = "| program | command line | " + " | ".join(
        f"{r['device']}{' (against itself)' if r['against_self'] else ''}, with it | {r['device']}, any"
        for r in runs) + " |"
    lines = [head, "| --- | --- |" + " --- | --- |" * len(runs)]
    programs = list(dict.fromkeys(row["program"] for row in runs[0]["replays"]))
    for name in programs:
        cells, line = [], None
        for r in runs:
            rows = [row for row in r["replays"] if row["program"] == name]
            given = next((row for row in rows if row["args"] is not None), None)
            anyline = next(row for row in rows if row["args"] is None)
            line = given["args"] if given else line
            cells += [counts_text(given) if given else "", counts_text(anyline)]
        shown = "" if line is None else f"`{line}`" if line else "(none)"
        lines.append(f"| {name} | {shown} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--markdown", nargs="+", type=Path, metavar="JSON",
                        help="print the table of these runs' JSON outputs and exit")
    parser.add_argument("--device", choices=("pocl", "intel-cpu", "nvidia", "oclgrind"))
    parser.add_argument("--programs", help="comma list of program names (default: all)")
    parser.add_argument("--against-self", action="store_true")
    parser.add_argument("--args", type=Path, default=HERE / "replay_args.json",
                        help="JSON: program -> its command line, replayed with --args too")
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    if args.markdown:
        print(markdown([json.loads(p.read_text()) for p in args.markdown]))
        return 0
    if not args.device:
        parser.error("--device is required")
    command_lines = json.loads(args.args.read_text()) if args.args and args.args.exists() else {}
    chosen = programs()
    if args.programs:
        chosen = {n: chosen[n] for n in args.programs.split(",")}
    extra = ("--against-self",) if args.against_self else ()
    rows, totals, verdicts = [], dict.fromkeys(COLUMNS, 0), {}
    print(f"{'program':28s} {'command line':28s} " + " ".join(f"{c.replace('_', ' '):>13s}" for c in COLUMNS) + "  exit")
    for name, (host, device) in chosen.items():
        for line in [None] + ([command_lines.get(name, "")] if reads_command_line(host) else []):
            rep = replay(host, device, args.device, None, extra=extra + (("--args", line) if line is not None else ()))
            counts = rep.get("counts", {})
            row = {"program": name, "args": line, "exit": rep.get("exit"), "error": rep.get("error"),
                   **{c: counts.get(c, 0) for c in COLUMNS},
                   "not_agreeing": [{"launch": launch["name"], "status": launch["status"], "why": launch.get("why"),
                                     "defaulted": launch.get("defaulted")}
                                    for launch in rep.get("launches", []) if launch["status"] != "agree"]}
            rows.append(row)
            verdicts[name] = row  # (the one with a command line, where the program reads one)
            for c in COLUMNS:
                totals[c] += row[c]
            print(f"{name:28s} {'any' if line is None else (line or '(none)')[:28]:28s} " + " ".join(f"{row[c]:13d}" for c in COLUMNS)
                  + f"  {row['exit']}" + (f"  {row['error'][:80]}" if row["error"] else ""), flush=True)
    bad = [r for r in verdicts.values() if r["exit"] != 0 or r["skipped"]]
    print(f"{'total':57s} " + " ".join(f"{totals[c]:13d}" for c in COLUMNS)
          + f"  {len(rows) - sum(r['exit'] != 0 for r in rows)} of {len(rows)} replays agree")
    print(f"programs: {len(verdicts) - len(bad)} of {len(verdicts)} agree with nothing skipped"
          + (f"; not: {', '.join(r['program'] for r in bad)}" if bad else ""))
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps({"device": args.device, "against_self": args.against_self,
                                           "totals": totals, "replays": rows,
                                           "not_agreeing": [r["program"] for r in bad]}, indent=2) + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
