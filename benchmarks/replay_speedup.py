"""Speed-up of sycl-lift's rewrite, measured by `sycl-lift replay --time` on every program.

    python benchmarks/replay_speedup.py --device pocl [--programs bench_gemm,vadd] [--repeat 40 --rounds 20]
        [--sizes benchmarks/harness_sizes.json] [--rewritten-root DIR] [-o benchmarks/results/replay_speedup_pocl.json]

For each sample, variant and benchmark program (host IR: the sample's 2026.2.0 -O2 module, a
variant's or benchmark program's host.O2.ll) it replays the launches on the device, checks that the
rewritten kernels agree with the original ones, and times every kernel (alternating rounds, fastest
launch and per-round median, A/A control: see sycl_lift/replay/timing.py).  The rewrite is the default
pipeline with the device's target (pocl -> pocl, intel-cpu -> cpu, nvidia -> gpu), or the folders
under --rewritten-root/<program> (made elsewhere, e.g. for a GPU machine without llvmlite).
Prints a table (per kernel, per program geomean, overall geomean with the control's) and writes
the JSON; exit 1 if any replay disagrees.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def programs() -> dict[str, tuple[Path, Path]]:
    """name -> (host IR, device IR)."""
    from lift.reader import stored_file, stored_files

    found = {}
    for device in stored_files(ROOT / "samples", "*/device.ll"):
        found[device.parent.name] = (stored_file(device.parent / "2026.2.0" / "host.O2.ll"), device)
    for device in stored_files(ROOT / "samples", "variants/*/device.ll") + \
            stored_files(ROOT / "benchmarks", "programs/*/device.ll"):
        found[device.parent.name] = (stored_file(device.parent / "host.O2.ll"), device)
    return found


def replay(host: Path, device: Path, kind: str, rewritten: Path | None, repeat: int = 0, rounds: int = 0,
           sets: dict | None = None, range_local: str | None = None, extra: tuple = ()) -> dict:
    """The JSON report of `sycl-lift replay` (with its exit code as "exit"); timed when `repeat`;
    `extra`: more options (--args, --against-self)."""
    import sycl_lift

    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        argv = ["replay", str(host), str(device), "--device", kind, "-o", str(report), "-q", *extra]
        if repeat:
            argv += ["--time", "--repeat", str(repeat), "--rounds", str(rounds)]
        if rewritten is not None:
            argv += ["--rewritten", str(rewritten)]
        for name, value in (sets or {}).items():
            argv += ["--set", f"{name}={value}"]
        if range_local:
            argv += ["--range-local", range_local]
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = sycl_lift.main(argv)
        if not report.exists():
            return {"exit": code, "error": err.getvalue().strip()[-500:]}
        out = json.loads(report.read_text())
        out["exit"] = code
        return out


def geomean(values: list) -> float | None:
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def main() -> int:
    from sycl_lift.replay.run import NOT_RUN_BY_DPCPP

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", required=True, choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--programs", help="comma list of program names (default: all)")
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--rewritten-root", type=Path)
    parser.add_argument("--sizes", type=Path, help="JSON: program -> {symbol: value} (replay --set), e.g. "
                        "benchmarks/harness_sizes.json; its programs are the default selection")
    parser.add_argument("--range-local", metavar="L0[,L1[,L2]]",
                        help="work-group size for range launches (replay --range-local); default: the runtime's")
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    sizes = json.loads(args.sizes.read_text()) if args.sizes else {}
    sizes = {k: v for k, v in sizes.items() if not k.startswith("_")}
    chosen = programs()
    if args.programs or sizes:
        chosen = {n: chosen[n] for n in (args.programs.split(",") if args.programs else sizes)}
    results, failed = {}, []
    for name, (host, device) in chosen.items():
        rewritten = args.rewritten_root / name if args.rewritten_root else None
        rep = replay(host, device, args.device, rewritten, args.repeat, args.rounds, sizes.get(name), args.range_local)
        results[name] = rep
        agree = rep.get("exit") == 0
        if not agree:
            failed.append(name)
        kernels = rep.get("timing", {}).get("kernels", [])
        print(f"{name}: replay {'agrees' if agree else 'FAILS (exit %s) %s' % (rep.get('exit'), rep.get('error', ''))}")
        for k in kernels:
            if "speedup" in k:
                print(f"  {k['kernel'][:60]:60s} {k['original_ms']:9.3f} ms -> {k['rewritten_ms']:9.3f} ms  "
                      f"{k['speedup']:.2f}x (median {k['median_round_speedup']:.2f}x, A/A {k['median_round_control']:.2f}x)"
                      + ("" if k.get("runtime_runs", True) else NOT_RUN_BY_DPCPP))
            else:
                print(f"  {k['kernel'][:60]:60s} not timed: {k.get('error')}")
    timed = [k for r in results.values() for k in r.get("timing", {}).get("kernels", []) if "speedup" in k]
    overall = {"kernels": len(timed), "geomean_speedup": geomean([k["speedup"] for k in timed]),
               "geomean_median_round_speedup": geomean([k["median_round_speedup"] for k in timed]),
               "geomean_control": geomean([k["control_ratio"] for k in timed]),
               "geomean_median_round_control": geomean([k["median_round_control"] for k in timed]),
               "disagree": failed}
    run_by_dpcpp = [k for k in timed if k.get("runtime_runs", True)]
    overall.update(kernels_run_by_dpcpp=len(run_by_dpcpp),
                   geomean_speedup_run_by_dpcpp=geomean([k["speedup"] for k in run_by_dpcpp]))
    if timed:
        print(f"overall: {len(timed)} kernels, geomean {overall['geomean_speedup']:.2f}x (per-round median "
              f"{overall['geomean_median_round_speedup']:.2f}x; A/A control {overall['geomean_median_round_control']:.2f}x)"
              + (f"; the {len(run_by_dpcpp)} DPC++ runs at these sizes {overall['geomean_speedup_run_by_dpcpp']:.2f}x"
                 if run_by_dpcpp and len(run_by_dpcpp) < len(timed) else ""))
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps({"device": args.device, "overall": overall, "programs": results}, indent=2) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
