"""Programs built by `sycl-lift build`, original against rewritten, under the real SYCL runtime on
Intel's OpenCL CPU runtime (issue 15).

    python benchmarks/build_speed.py [--rounds 7] [-o benchmarks/results/build_speed.json]

For each program: the original host and device IR built as they are ("original"), built a second
time ("control", the A/A check: same program, separate binary), and the default rewrite for
`--target cpu` built ("rewritten"; the fuse_* programs with `--enable fuse-kernels` too: their
built program launches each fused chain once).  Rounds alternate original, rewritten, control, so
drift hits all three alike.  Measured per run:
  - end-to-end wall time of the process (start to exit: runtime start-up, JIT of the SPIR-V image,
    host work, kernels);
  - for bench_launches, the host-side kernel submission time the program prints (median per launch:
    from before `submit` to its return), the cost a launch's arguments add to;
  - the time a program prints for its own work ("... 12.3 ms": the image pipeline's frames);
  - the kernel argument count per launch, from one run under SYCL_UR_TRACE=2.
Printed: per program the median of each, rewritten/original and control/original ratios (the
control's distance from 1.0 is the noise floor), and the geomean of the end-to-end ratios.
"""
from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sycl_lift  # noqa: E402
from lift.reader import stored_file  # noqa: E402
from sycl_lift.build import build_program, program_environment, traced_launches  # noqa: E402

PROGRAMS = {  # name: (host IR, device IR, arguments); the IR as named, stored compressed or not
    "bench_launches": ("benchmarks/programs/bench_launches/host.O2.ll", "benchmarks/programs/bench_launches/device.ll",
                       ["--particles", "256", "--steps", "20000"]),
    "bench_gemm": ("benchmarks/programs/bench_gemm/host.O2.ll", "benchmarks/programs/bench_gemm/device.ll", []),
    "bench_jacobi": ("benchmarks/programs/bench_jacobi/host.O2.ll", "benchmarks/programs/bench_jacobi/device.ll", []),
    "bench_tiled": ("benchmarks/programs/bench_tiled/host.O2.ll", "benchmarks/programs/bench_tiled/device.ll", []),
    "harness_gemm": ("samples/harness_gemm/2026.2.0/host.O2.ll", "samples/harness_gemm/device.ll",
                     ["--size", "512", "--iterations", "5"]),
    "harness_2mm": ("samples/harness_2mm/2026.2.0/host.O2.ll", "samples/harness_2mm/device.ll",
                    ["--ni", "256", "--nj", "256", "--nk", "256", "--nl", "256", "--repeats", "5"]),
    "harness_matvec": ("samples/harness_matvec/2026.2.0/host.O2.ll", "samples/harness_matvec/device.ll",
                       ["--rows", "2048", "--cols", "2048", "--repeats", "10"]),
    "harness_stencil": ("samples/harness_stencil/2026.2.0/host.O2.ll", "samples/harness_stencil/device.ll",
                        ["--rows", "512", "--cols", "512", "--depth", "16", "--sweeps", "20"]),
    # the programs launch reshaping is for (the pass is for --target gpu: on the CPU they get the rest)
    "reshape_matvec": ("samples/reshape_matvec/2026.2.0/host.O2.ll", "samples/reshape_matvec/device.ll",
                       ["--rows=2048", "--cols=2048", "--iterations=10"]),
    "reshape_correlation": ("samples/reshape_correlation/2026.2.0/host.O2.ll", "samples/reshape_correlation/device.ll",
                            ["512", "2"]),
    "reshape_colstats": ("samples/reshape_colstats/2026.2.0/host.O2.ll", "samples/reshape_colstats/device.ll",
                         ["--rows", "1024", "--cols", "1024", "--iterations", "10"]),
    # kernel fusion: the built program launches each fused chain once (the image pipeline times its frames)
    "fuse_image_1080": ("samples/fuse_image/2026.2.0/host.O2.ll", "samples/fuse_image/device.ll",
                        ["--width", "1920", "--height", "1080", "--frames", "20"]),
    "fuse_image_4k": ("samples/fuse_image/2026.2.0/host.O2.ll", "samples/fuse_image/device.ll",
                      ["--width", "3840", "--height", "2160", "--frames", "10"]),
    "fuse_stats": ("samples/fuse_stats/2026.2.0/host.O2.ll", "samples/fuse_stats/device.ll",
                   ["--samples", "4096", "--features", "1024", "--repeats", "10"]),
    "fuse_blocked": ("samples/fuse_blocked/2026.2.0/host.O2.ll", "samples/fuse_blocked/device.ll",
                     ["--size", "4194304", "--rounds", "10"]),
}
REWRITE_OPTIONS = {name: ["--enable", "fuse-kernels"] for name in PROGRAMS if name.startswith("fuse_")}
SUBMIT = re.compile(r"submit_us_per_launch ([0-9.]+)")
OWN_TIME = re.compile(r"\b([0-9.]+) ms\b")  # the time a program prints for its own work


def run_once(program: Path, args: list, env: dict) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run([str(program), *args], env=env, capture_output=True, text=True, timeout=600)
    wall = time.perf_counter() - start
    if done.returncode != 0 or "PASS" not in done.stdout:
        raise SystemExit(f"{program} failed (exit {done.returncode}): {done.stdout[-500:]} {done.stderr[-500:]}")
    return wall, done.stdout


def argument_count(program: Path, args: list) -> int:
    launches, _ = traced_launches(str(program), args, timeout=600)
    return sum(map(sum, launches.values()))


def build_three(name: str, host: Path, device: Path, folder: Path) -> dict:
    programs = {"original": folder / f"{name}.original", "control": folder / f"{name}.control",
                "rewritten": folder / f"{name}.rewritten"}
    build_program(str(host), str(device), str(programs["original"]))
    build_program(str(host), str(device), str(programs["control"]))
    rc = sycl_lift.main(["rewrite", str(host), str(device), "-o", str(folder / f"{name}.rw"), "-q", "--no-opencl",
                         "--target", "cpu", *REWRITE_OPTIONS.get(name, []), "--build", str(programs["rewritten"])])
    if rc != 0:
        raise SystemExit(f"{name}: rewrite failed")
    return programs


def median(values: list) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--only", nargs="*", help="program names (default: all)")
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    results = {}
    with tempfile.TemporaryDirectory(prefix="sycl-lift-build-speed-") as tmp:
        for name, (host, device, argv) in PROGRAMS.items():
            if args.only and name not in args.only:
                continue
            programs = build_three(name, stored_file(ROOT / host), stored_file(ROOT / device), Path(tmp))
            env = program_environment(str(programs["original"]))
            walls = {k: [] for k in programs}
            submits = {k: [] for k in programs}
            owns = {k: [] for k in programs}
            for _ in range(args.rounds):
                for kind in ("original", "rewritten", "control"):
                    wall, out = run_once(programs[kind], argv, env)
                    walls[kind].append(wall)
                    m = SUBMIT.search(out)
                    if m:
                        submits[kind].append(float(m.group(1)))
                    m = OWN_TIME.search(out)
                    if m:
                        owns[kind].append(float(m.group(1)))
            row = {"arguments": argv,
                   "kernel_arguments": {k: argument_count(programs[k], argv) for k in ("original", "rewritten")},
                   "wall_s": {k: round(median(v), 4) for k, v in walls.items()}}
            row["wall_ratio"] = round(row["wall_s"]["rewritten"] / row["wall_s"]["original"], 3)
            row["wall_control"] = round(row["wall_s"]["control"] / row["wall_s"]["original"], 3)
            if submits["original"]:
                row["submit_us"] = {k: round(median(v), 3) for k, v in submits.items()}
                row["submit_ratio"] = round(row["submit_us"]["rewritten"] / row["submit_us"]["original"], 3)
                row["submit_control"] = round(row["submit_us"]["control"] / row["submit_us"]["original"], 3)
            if owns["original"]:
                row["own_ms"] = {k: round(median(v), 3) for k, v in owns.items()}
                row["own_ratio"] = round(row["own_ms"]["rewritten"] / row["own_ms"]["original"], 3)
                row["own_control"] = round(row["own_ms"]["control"] / row["own_ms"]["original"], 3)
            results[name] = row
            if "own_ms" in row:
                print(f"{name:16} its own timer {row['own_ms']['original']:.1f} -> {row['own_ms']['rewritten']:.1f} ms "
                      f"(x{row['own_ratio']}, A/A x{row['own_control']})", flush=True)
            extra = (f"  submit/launch {row['submit_us']['original']:.2f} -> {row['submit_us']['rewritten']:.2f} us "
                     f"(x{row['submit_ratio']}, A/A x{row['submit_control']})" if "submit_us" in row else "")
            print(f"{name:16} args {row['kernel_arguments']['original']:5} -> {row['kernel_arguments']['rewritten']:5}  "
                  f"wall {row['wall_s']['original']:.3f} -> {row['wall_s']['rewritten']:.3f} s (x{row['wall_ratio']}, "
                  f"A/A x{row['wall_control']}){extra}", flush=True)
    ratios = [r["wall_ratio"] for r in results.values()]
    summary = {"rounds": args.rounds, "programs": results,
               "wall_geomean": round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 3) if ratios else None,
               "wall_control_geomean": round(math.exp(sum(math.log(r["wall_control"]) for r in results.values())
                                                      / len(results)), 3) if results else None}
    print(f"end-to-end rewritten/original geomean x{summary['wall_geomean']} (A/A x{summary['wall_control_geomean']})")
    if args.output:
        args.output.write_text(json.dumps(summary, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
