"""Coarsening factors against each other: the rewrite with `coarsen` at R = 2, 4, 8, 16 rows per
work-item and without it (R = 1), timed by `sycl-lift replay --time` on one device.

    python benchmarks/coarsen_factors.py roots DIR --target cpu [--programs harness_gemm,harness_2mm]
    python benchmarks/coarsen_factors.py measure DIR --device intel-cpu [--sizes benchmarks/harness_sizes.json]
        [-o benchmarks/results/coarsen_intel_cpu.json]

`roots` writes DIR/R<r>/<program>/ (sycl-lift rewrite's output folders: device.ll, kernels.cl, ...),
so that a GPU machine without llvmlite can `measure` them.  `measure` runs replay_speedup.py's
replay for each factor and prints, per kernel that any factor coarsened, the speed-up over the
original kernels at each R and the ratio to R = 1 (the rewrite without coarsening), with the A/A
control's geomean per factor; the JSON keeps those figures.
"""
from __future__ import annotations

import argparse
import functools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

FACTORS = (1, 2, 4, 8, 16)
PROGRAMS = "harness_gemm,harness_2mm"


def make_roots(out: Path, target: str, programs: list[str]) -> None:
    import sycl_lift
    from passes import DEFAULT_PIPELINE, pipeline
    from passes.transforms.coarsen import Coarsen

    without = ",".join(p for p in DEFAULT_PIPELINE if p != "coarsen")
    for factor in FACTORS:
        pipeline.PASSES["coarsen"] = functools.partial(Coarsen, factor=factor)
        for program in programs:
            argv = ["rewrite", "-q", "--target", target, "-o", str(out / f"R{factor}" / program),
                    str(ROOT / "samples" / program / "2026.2.0" / "host.O2.ll"), str(ROOT / "samples" / program / "device.ll")]
            sycl_lift.main(argv + (["--enable", "coarsen"] if factor > 1 else ["--passes", without]))
    pipeline.PASSES["coarsen"] = Coarsen


def coarsened_kernels(roots: Path, programs: list[str]) -> set:
    found = set()
    for factor in FACTORS[1:]:
        for program in programs:
            report = json.loads((roots / f"R{factor}" / program / "report.json").read_text())
            found |= {(program, k["name"]) for k in report["kernels"] if k.get("coarsen", {}).get("coarsened")}
    return found


def measure(roots: Path, device: str, programs: list[str], sizes: dict, repeat: int, rounds: int) -> dict:
    from replay_speedup import geomean, programs as all_programs, replay

    known = all_programs()
    wanted = coarsened_kernels(roots, programs)
    figures: dict = {}
    controls = {}
    for factor in FACTORS:
        ratios = []
        for program in programs:
            host, dev = known[program]
            report = replay(host, dev, device, roots / f"R{factor}" / program, repeat, rounds, sizes.get(program))
            if report.get("exit") != 0:
                raise SystemExit(f"{program} at R = {factor}: the replay disagrees or failed (exit {report.get('exit')})")
            for t in report.get("timing", {}).get("kernels", []):
                if "speedup" not in t:
                    continue
                ratios.append(t["control_ratio"])
                if (program, t["kernel"]) in wanted:
                    figures.setdefault(f"{program}:{t['kernel']}", {})[f"R{factor}"] = t["speedup"]
        controls[f"R{factor}"] = geomean(ratios)
    return {"device": device, "programs": programs, "speedup_over_original": figures, "aa_control_geomean": controls}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("roots", "measure"))
    parser.add_argument("dir", type=Path)
    parser.add_argument("--target", default="cpu")
    parser.add_argument("--device", choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--programs", default=PROGRAMS)
    parser.add_argument("--sizes", type=Path, default=ROOT / "benchmarks" / "harness_sizes.json")
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    programs = args.programs.split(",")
    if args.mode == "roots":
        make_roots(args.dir, args.target, programs)
        return 0
    sizes = json.loads(args.sizes.read_text())
    result = measure(args.dir, args.device, programs, sizes, args.repeat, args.rounds)
    for kernel, by_factor in result["speedup_over_original"].items():
        base = by_factor.get("R1")
        cells = "  ".join(f"R{f} {by_factor[f'R{f}']:.2f}x ({by_factor[f'R{f}'] / base:.2f})" for f in FACTORS
                          if f"R{f}" in by_factor and base)
        print(f"{kernel[:70]:70}  {cells}")
    print("A/A control geomean:", {k: round(v, 3) for k, v in result["aa_control_geomean"].items() if v})
    if args.output:
        args.output.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
