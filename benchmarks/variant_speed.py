#!/usr/bin/env python3
"""The variant matrix on a GPU: each spelling of benchmarks/variant_matrix.py (the row sum and the row
scaling), rewritten with `--target gpu --fp-reassociate --args ROWS COLS`, timed against its original by
`sycl-lift replay --time` (one replay per spelling, an A/A control beside each ratio); printed per
kernel with its speed-up against the first spelling's (the issue's measure: every spelling within 10%
of the first).

usage: python benchmarks/variant_speed.py --write-rewrites ROOT --inputs DIR [--args "4096 1024"]
           (CPU machine: copies each compiled spelling's IR into DIR/NAME, rewrites it into ROOT/NAME)
       python benchmarks/variant_speed.py --device nvidia --inputs DIR --rewritten-root ROOT [-o OUT]
           (the machine with the device: replays each, writes OUT/NAME.json and prints the table)
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timed_replay import timed_replay  # noqa: E402
from variant_matrix import SPELLINGS  # noqa: E402

ARGS = "4096 1024"
KERNELS = {"_ZTS7RowSums": "RowSums", "_ZTS8RowScale": "RowScale"}


def write_rewrites(root: Path, inputs: Path, compiled: Path, args: str) -> None:
    for name in SPELLINGS:
        source = compiled / name
        if not (source / "host.O2.ll").exists():
            raise SystemExit(f"{source}: not compiled (run benchmarks/variant_matrix.py first)")
        (inputs / name).mkdir(parents=True, exist_ok=True)
        for file in ("host.O2.ll", "device.ll"):
            shutil.copyfile(source / file, inputs / name / file)
        done = subprocess.run([sys.executable, "-m", "sycl_lift", "rewrite", str(inputs / name / "host.O2.ll"),
                               str(inputs / name / "device.ll"), "-o", str(root / name), "-q", "--target", "gpu",
                               "--fp-reassociate", "--args", args], cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"{name}: rewrite failed\n{done.stderr[-2000:]}")
        print(f"{name}: rewritten into {root / name}")


def measure(device: str, inputs: Path, rewritten: Path, out: Path, args: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    rows = {}
    for name in SPELLINGS:
        if not (rewritten / name).exists():
            continue
        report = timed_replay(inputs / name / "host.O2.ll", inputs / name / "device.ll", rewritten / name, device,
                              tuple(args.split()), out / f"{name}.json")
        counts = report.get("counts", {})
        timings = {t["kernel"]: t for t in report.get("timing", {}).get("kernels", []) if t["kernel"] in KERNELS}
        rows[name] = (counts, timings)
    first = next(iter(rows), None)
    print(f"| spelling | launches agree | " + " | ".join(f"{k} speed-up (A/A) | vs {first}" for k in KERNELS.values()) + " |")
    print("| --- | --- |" + " ---: | ---: |" * len(KERNELS))
    for name, (counts, timings) in rows.items():
        cells = []
        for kernel in KERNELS:
            t, base = timings.get(kernel), rows[first][1].get(kernel)
            if t is None:
                cells += ["-", "-"]
                continue
            cells.append(f"{t['speedup']:.2f}x ({t['control_ratio']:.2f}x)")
            cells.append(f"{t['speedup'] / base['speedup']:.2f}" if base else "-")
        print(f"| {name} | {counts.get('agree', 0)} of {counts.get('replayed', 0)} | "
              + " | ".join(cells) + " |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write-rewrites", type=Path)
    ap.add_argument("--inputs", type=Path, required=True)
    ap.add_argument("--compiled", type=Path, default=Path.home() / ".cache" / "sycl-lift-variant-matrix")
    ap.add_argument("--device", default="nvidia")
    ap.add_argument("--rewritten-root", type=Path)
    ap.add_argument("-o", "--output", type=Path, default=Path("variant-speed"))
    ap.add_argument("--args", default=ARGS)
    opts = ap.parse_args()
    if opts.write_rewrites:
        write_rewrites(opts.write_rewrites, opts.inputs, opts.compiled, opts.args)
    else:
        measure(opts.device, opts.inputs, opts.rewritten_root, opts.output, opts.args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
