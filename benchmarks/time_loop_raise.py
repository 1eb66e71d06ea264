#!/usr/bin/env python3
"""What the raise lists of a time loop under --args, and what it costs: samples/harness_suite
(2026.2.0, -O2) raised with `--size=64 --num-runs=R --steps=S` for several step counts.  Per step
count: the launches the program makes (each run: a GEMM, a mat-vec, 3 launches a step, 2 for the
reduction), those listed exactly (unconditional, every capture a number), those listed for the
later steps of a loop past the limit (conditional), the instructions interpreted, the seconds.

usage: python benchmarks/time_loop_raise.py [--steps 6,100,373,1000,5000] [--runs 3]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import lift  # noqa: E402
from lift.reader import read_path  # noqa: E402
from passes.host.patterns import detect_release, pattern_set  # noqa: E402
from passes.host.raise_host import raise_module  # noqa: E402

HOST = ROOT / "samples" / "harness_suite" / "2026.2.0" / "host.O2.ll.xz"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", default="6,100,373,1000,5000")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    text = read_path(str(HOST))[0]
    print(f"{'steps':>6} {'made':>7} {'exact':>7} {'later':>6} {'instructions':>13} {'seconds':>8}  warnings")
    for steps in map(int, args.steps.split(",")):
        module = lift.parse_text(text, str(HOST))
        detection = detect_release(module)
        command = ("--size=64", f"--num-runs={args.runs}", f"--steps={steps}")
        start = time.perf_counter()
        program = raise_module(module, pattern_set(detection.family), detection, program_args=command)
        seconds = time.perf_counter() - start
        launches = program.to_json()["launches"]
        later = [op for op in program.ops if getattr(op, "kernel", None) and op.conditional]
        exact = [k for k in launches if k["args"]]
        made = args.runs * (1 + 1 + 3 * steps + 2)
        notes = "; ".join(str(w)[:70] for w in program.warnings if "loop" in str(w) or "stopped" in str(w))
        print(f"{steps:>6} {made:>7} {len(exact) - len(later):>7} {len(later):>6} "
              f"{program.instructions:>13,} {seconds:>8.1f}  {notes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
