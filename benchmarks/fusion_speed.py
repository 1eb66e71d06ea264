#!/usr/bin/env python3
"""Kernel fusion: each program's whole launch sequence, timed by `sycl-lift replay --time` (the
original DPC++ kernels, as DPC++ runs them, against a rewrite), once with the rewrite for the
device's target and once with the same rewrite plus `--enable fuse-kernels`; the ratio of the two
speed-ups (each against the original of its own replay) is what fusion alone gives.  Times are the
device's (first kernel's start to last kernel's end, the gaps between launches included), the host
clock's speed-up beside them; each replay carries its own A/A control (a second build of the
original), and for the image pipeline the fused sequence's effective bandwidth (RGB in, one plane
out: 16 bytes a pixel) against the device's peak.

usage: python benchmarks/fusion_speed.py --device nvidia [--rewritten-root .gpu-runs] [-o DIR]
       python benchmarks/fusion_speed.py --from DIR        (print the table of earlier replays)

Without --rewritten-root the rewrites are made here (into DIR/NAME_{unfused,fused}); on a machine
without llvmlite make them elsewhere into ROOT/NAME_unfused and ROOT/NAME_fused with the commands
`rewrite_command` prints (docs/replay-and-build.md, "Running on the GPU machine").
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lift.reader import stored_file  # noqa: E402
from timed_replay import timed_replay  # noqa: E402

RELEASE = "2026.2.0"
TARGETS = {"nvidia": "gpu", "intel-cpu": "cpu", "pocl": "pocl", "oclgrind": "any"}
# program -> its sample, its command line, and the bytes the fused sequence must move at least
PROGRAMS = {
    "image_4k": {"sample": "fuse_image", "args": ("--width", "3840", "--height", "2160", "--frames", "1"),
                 "bytes": 3840 * 2160 * 16},
    "image_1080p": {"sample": "fuse_image", "args": ("--width", "1920", "--height", "1080", "--frames", "1"),
                    "bytes": 1920 * 1080 * 16},
    "signal_chains": {"sample": "fuse_blocked", "args": ("--size", "4194304", "--rounds", "1"), "bytes": None},
    # two independent column walks over one table (horizontal), then a kernel reading both (vertical)
    "feature_stats": {"sample": "fuse_stats", "args": ("--samples", "4096", "--features", "1024", "--repeats", "1"),
                      "bytes": None},
    "colstats": {"sample": "reshape_colstats", "args": ("--rows", "1024", "--cols", "1024", "--iterations", "1"),
                 "bytes": None},
}
VARIANTS = ("unfused", "fused")
PEAK_GBS = {"H100": 3_350, "H200": 4_800}


def sample_ir(name: str) -> tuple[Path, Path]:
    sample = PROGRAMS[name]["sample"]
    return stored_file(ROOT / "samples" / sample / RELEASE / "host.O2.ll"), stored_file(ROOT / "samples" / sample / "device.ll")


def rewrite_command(name: str, variant: str, device: str, out: Path) -> list[str]:
    extra = ["--enable", "fuse-kernels"] if variant == "fused" else []
    return [sys.executable, "-m", "sycl_lift", "rewrite", *map(str, sample_ir(name)), "--target", TARGETS[device],
            "--args", " ".join(PROGRAMS[name]["args"]), *extra, "-o", str(out)]


def replay(name: str, variant: str, rewritten: Path, device: str, out: Path) -> dict:
    return timed_replay(*sample_ir(name), rewritten, device, PROGRAMS[name]["args"], out / f"{name}_{variant}.json")


def table(results: dict) -> str:
    lines = ["| program | launches (fused) | original ms | rewrite | rewrite + fusion | fusion alone | A/A | "
             "host clock: + fusion (A/A) | fused rate (of peak) | agree | device |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |"]
    for name, (unfused, fused) in results.items():
        a, b = (r.get("timing", {}).get("program", {}) for r in (unfused, fused))
        if "device_speedup" not in a or "device_speedup" not in b:
            lines.append(f"| {name} | | | {a.get('error', '?')} | {b.get('error', '?')} | | | | | | |")
            continue
        device = fused.get("device_name") or fused.get("device")
        peak = next((v for k, v in PEAK_GBS.items() if k in (device or "")), None)
        moved = PROGRAMS[name]["bytes"]
        gbs = moved / (b["rewritten_device_ms"] * 1e-3) / 1e9 if moved else None
        rate = (f"{gbs:,.0f} GB/s" + (f" ({gbs / peak:.0%})" if peak else "")) if gbs else "-"
        agree = "yes" if all(r["counts"]["differ"] == 0 and r["counts"]["failed"] == 0 and
                             r["counts"]["out_of_bounds"] == 0 for r in (unfused, fused)) else "NO"
        lines.append(f"| {name} | {b['launches']} ({b.get('rewritten_launches', b['launches'])}) | "
                     f"{b['original_device_ms']:.3f} | {a['device_speedup']:.2f}x | {b['device_speedup']:.2f}x | "
                     f"{b['device_speedup'] / a['device_speedup']:.2f}x | {b['device_control_ratio']:.2f}x | "
                     f"{b['speedup']:.2f}x ({b['control_ratio']:.2f}x) | {rate} | {agree} | {device} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--device", default="nvidia", choices=sorted(TARGETS))
    ap.add_argument("--rewritten-root", type=Path, help="rewrites made elsewhere: ROOT/NAME_unfused, ROOT/NAME_fused")
    ap.add_argument("-o", "--output", type=Path, default=Path("out/fusion_speed"))
    ap.add_argument("--from", dest="source", type=Path, help="print the table of the replays in this folder")
    ap.add_argument("--only", nargs="*", choices=sorted(PROGRAMS), help="these programs only")
    args = ap.parse_args()
    results = {}
    for name in args.only or PROGRAMS:
        if args.source:
            files = [args.source / f"{name}_{v}.json" for v in VARIANTS]
            if all(f.exists() for f in files):
                results[name] = tuple(json.loads(f.read_text()) for f in files)
            continue
        args.output.mkdir(parents=True, exist_ok=True)
        pair = []
        for variant in VARIANTS:
            rewritten = (args.rewritten_root or args.output) / f"{name}_{variant}"
            if not args.rewritten_root:
                subprocess.run(rewrite_command(name, variant, args.device, rewritten), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, check=True)
            pair.append(replay(name, variant, rewritten, args.device, args.output))
        results[name] = tuple(pair)
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
