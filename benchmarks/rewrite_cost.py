#!/usr/bin/env python3
"""What the loop model costs a rewrite: `sycl-lift rewrite --target gpu --fp-reassociate` of the largest
samples, best of N wall-clock runs, with this checkout and (`--against DIR`) another checkout of the
project -- the ratio is the slowdown the issue bounds by 1.5x -- and, from this checkout's
`--time-passes`, the loop model's (isl's) seconds for its slowest kernel.  An A/A row (this checkout
against itself, timed twice) shows the noise.

usage: python benchmarks/rewrite_cost.py [--against DIR] [--repeat 3] [--samples a,b,...]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lift.reader import stored_file  # noqa: E402

SAMPLES = ("harness_suite", "reshape_correlation", "reshape_colstats", "poly_gemm", "harness_2mm", "fuse_image")


def best_seconds(repo: Path, sample: str, repeat: int, timed: bool = False):
    """(best wall-clock seconds, the report of the last run) of one rewrite with the code of `repo`."""
    host = stored_file(ROOT / "samples" / sample / "2026.2.0" / "host.O2.ll")
    device = ROOT / "samples" / sample / "device.ll"
    best, report = None, {}
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as out:
            command = [sys.executable, "-m", "sycl_lift", "rewrite", str(host), str(device), "-o", out, "-q",
                       "--target", "gpu", "--fp-reassociate", "--no-opencl"] + (["--time-passes"] if timed else [])
            started = time.perf_counter()
            done = subprocess.run(command, cwd=repo, capture_output=True, text=True)
            seconds = time.perf_counter() - started
            if done.returncode != 0:
                raise SystemExit(f"{repo}: {sample}: rewrite failed\n{done.stderr[-2000:]}")
            report = json.loads((Path(out) / "report.json").read_text())
        best = seconds if best is None else min(best, seconds)
    return best, report


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", type=Path, help="another checkout of the project (the baseline)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--samples", default=",".join(SAMPLES))
    opts = ap.parse_args()
    print("| sample | this checkout s | A/A | " + ("baseline s | ratio | " if opts.against else "")
          + "loop model, slowest kernel ms |")
    print("| --- | ---: | ---: | " + ("---: | ---: | " if opts.against else "") + "---: |")
    for sample in opts.samples.split(","):
        mine, report = best_seconds(ROOT, sample, opts.repeat, timed=True)
        again, _ = best_seconds(ROOT, sample, opts.repeat)
        model = max(report.get("timing", {}).get("loop_model", {}).values(), default=0.0)
        cells = [f"{mine:.2f}", f"{again / mine:.2f}x"]
        if opts.against:
            base, _ = best_seconds(opts.against, sample, opts.repeat)
            cells += [f"{base:.2f}", f"{mine / base:.2f}x"]
        print(f"| {sample} | " + " | ".join(cells) + f" | {1000 * model:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
