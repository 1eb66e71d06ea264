"""Coarsening shapes against each other: the rewrite with `coarsen` at R rows x C columns per
work-item (R = 2, 4, 8, 16 rows alone; 4 x 2, 4 x 4, 8 x 2 blocks) and without it (1 x 1), timed by
`sycl-lift replay --time` on one device.

    python benchmarks/coarsen_factors.py roots DIR --target cpu [--programs harness_gemm,harness_2mm]
        [--shapes 1x1,4x1,4x4]
    python benchmarks/coarsen_factors.py measure DIR --device intel-cpu [--sizes benchmarks/harness_sizes.json]
        [--shapes ...] [-o benchmarks/results/coarsen_intel_cpu.json]

`roots` writes DIR/<shape>/<program>/ (sycl-lift rewrite's output folders: device.ll, kernels.cl,
...; shape R<r> for rows alone, R<r>xC<c> for blocks), so that a GPU machine without llvmlite can
`measure` them.  `measure` runs replay_speedup.py's replay for each shape and prints, per kernel
that any shape coarsened, the speed-up over the original kernels at each shape and the ratio to R1
(the rewrite without coarsening), with the A/A control's geomean per shape; the JSON keeps those
figures.
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

SHAPES = "1x1,2x1,4x1,8x1,16x1,4x2,4x4,8x2"
PROGRAMS = "harness_gemm,harness_2mm"


def parse_shapes(text: str) -> list[tuple[int, int]]:
    return [tuple(int(n) for n in shape.split("x")) for shape in text.split(",")]


def label(rows: int, columns: int) -> str:
    return f"R{rows}" if columns == 1 else f"R{rows}xC{columns}"


def make_roots(out: Path, target: str, programs: list[str], shapes: list) -> None:
    import sycl_lift
    from lift.reader import stored_file
    from passes import DEFAULT_PIPELINE, pipeline
    from passes.transforms.coarsen import Coarsen

    without = ",".join(p for p in DEFAULT_PIPELINE if p != "coarsen")
    for rows, columns in shapes:
        pipeline.PASSES["coarsen"] = functools.partial(Coarsen, factor=rows, columns=columns)
        for program in programs:
            argv = ["rewrite", "-q", "--target", target, "-o", str(out / label(rows, columns) / program),
                    str(stored_file(ROOT / "samples" / program / "2026.2.0" / "host.O2.ll")),
                    str(stored_file(ROOT / "samples" / program / "device.ll"))]
            sycl_lift.main(argv + (["--enable", "coarsen"] if rows * columns > 1 else ["--passes", without]))
    pipeline.PASSES["coarsen"] = Coarsen


def coarsened_kernels(roots: Path, programs: list[str], shapes: list) -> set:
    found = set()
    for shape in shapes:
        for program in programs:
            report = json.loads((roots / label(*shape) / program / "report.json").read_text())
            found |= {(program, k["name"]) for k in report["kernels"] if k.get("coarsen", {}).get("coarsened")}
    return found


def measure(roots: Path, device: str, programs: list[str], shapes: list, sizes: dict, repeat: int, rounds: int) -> dict:
    from replay_speedup import geomean, programs as all_programs, replay

    known = all_programs()
    wanted = coarsened_kernels(roots, programs, shapes)
    figures: dict = {}
    controls = {}
    for shape in shapes:
        ratios = []
        for program in programs:
            host, dev = known[program]
            report = replay(host, dev, device, roots / label(*shape) / program, repeat, rounds, sizes.get(program))
            if report.get("exit") != 0:
                raise SystemExit(f"{program} at {label(*shape)}: the replay disagrees or failed (exit {report.get('exit')})")
            for t in report.get("timing", {}).get("kernels", []):
                if "speedup" not in t:
                    continue
                ratios.append(t["control_ratio"])
                if (program, t["kernel"]) in wanted:
                    figures.setdefault(f"{program}:{t['kernel']}", {})[label(*shape)] = t["speedup"]
        controls[label(*shape)] = geomean(ratios)
    return {"device": device, "programs": programs, "speedup_over_original": figures, "aa_control_geomean": controls}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("roots", "measure"))
    parser.add_argument("dir", type=Path)
    parser.add_argument("--target", default="cpu")
    parser.add_argument("--device", choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--programs", default=PROGRAMS)
    parser.add_argument("--shapes", default=SHAPES, help="R x C per work-item, comma-separated (1x1: no coarsening)")
    parser.add_argument("--sizes", type=Path, default=ROOT / "benchmarks" / "harness_sizes.json")
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    programs, shapes = args.programs.split(","), parse_shapes(args.shapes)
    if args.mode == "roots":
        make_roots(args.dir, args.target, programs, shapes)
        return 0
    sizes = json.loads(args.sizes.read_text())
    result = measure(args.dir, args.device, programs, shapes, sizes, args.repeat, args.rounds)
    for kernel, by_shape in result["speedup_over_original"].items():
        base = by_shape.get("R1")
        cells = "  ".join(f"{name} {by_shape[name]:.2f}x ({by_shape[name] / base:.2f})" for name in map(label, *zip(*shapes))
                          if name in by_shape and base)
        print(f"{kernel[:70]:70}  {cells}")
    print("A/A control geomean:", {k: round(v, 3) for k, v in result["aa_control_geomean"].items() if v})
    if args.output:
        args.output.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
