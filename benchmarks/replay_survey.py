#!/usr/bin/env python3
"""Does the replay check everything, and truthfully?  `sycl-lift replay` on every sample, variant and
benchmark program, per program: launches that agree, differ, go out of bounds, fail or are skipped.

    python benchmarks/replay_survey.py --device pocl [--programs vadd,time_loop] [--against-self]
        [--args benchmarks/replay_args.json] [-o benchmarks/results/replay_survey_pocl.json]

Each program is replayed with the rewrite for the device's target (or, with --against-self, the
original against a second build of itself: a control that must agree), for any command line (the
replay chooses the values the host leaves open) and, for the programs that read their command line
(benchmarks/replay_args.json: program -> arguments), once more with that command line (`--args`).
Prints one line per program and replay, and the totals; exit 1 when any replay does not agree.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from replay_speedup import programs, replay  # noqa: E402

COLUMNS = ("agree", "differ", "out_of_bounds", "failed", "skipped", "not_reached")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", required=True, choices=("pocl", "intel-cpu", "nvidia", "oclgrind"))
    parser.add_argument("--programs", help="comma list of program names (default: all)")
    parser.add_argument("--against-self", action="store_true")
    parser.add_argument("--args", type=Path, default=HERE / "replay_args.json",
                        help="JSON: program -> its command line, replayed with --args too")
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    command_lines = json.loads(args.args.read_text()) if args.args and args.args.exists() else {}
    chosen = programs()
    if args.programs:
        chosen = {n: chosen[n] for n in args.programs.split(",")}
    extra = ("--against-self",) if args.against_self else ()
    rows, totals = [], dict.fromkeys(COLUMNS, 0)
    print(f"{'program':28s} {'command line':28s} " + " ".join(f"{c.replace('_', ' '):>13s}" for c in COLUMNS) + "  exit")
    for name, (host, device) in chosen.items():
        for line in [None] + ([command_lines[name]] if name in command_lines else []):
            rep = replay(host, device, args.device, None, extra=extra + (("--args", line) if line else ()))
            counts = rep.get("counts", {})
            row = {"program": name, "args": line, "exit": rep.get("exit"), "error": rep.get("error"),
                   **{c: counts.get(c, 0) for c in COLUMNS},
                   "not_agreeing": [{"launch": launch["name"], "status": launch["status"], "why": launch.get("why"),
                                     "defaulted": launch.get("defaulted")}
                                    for launch in rep.get("launches", []) if launch["status"] != "agree"]}
            rows.append(row)
            for c in COLUMNS:
                totals[c] += row[c]
            print(f"{name:28s} {(line or 'any')[:28]:28s} " + " ".join(f"{row[c]:13d}" for c in COLUMNS)
                  + f"  {row['exit']}" + (f"  {row['error'][:80]}" if row["error"] else ""), flush=True)
    bad = [r for r in rows if r["exit"] != 0]
    print(f"{'total':57s} " + " ".join(f"{totals[c]:13d}" for c in COLUMNS)
          + f"  {len(rows) - len(bad)} of {len(rows)} replays agree")
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps({"device": args.device, "against_self": args.against_self,
                                           "totals": totals, "replays": rows}, indent=2) + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
