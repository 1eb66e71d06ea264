"""Kernel fusion in built programs: the image pipeline as `sycl-lift build` makes it, original against
the rewrite with `--enable fuse-kernels` (the built program launches the fused kernel once a frame),
under the real SYCL runtime on Intel's OpenCL CPU runtime.

    python benchmarks/fusion_built.py [--rounds 7] [-o benchmarks/results/fusion_built_intel_cpu.json]
    python benchmarks/fusion_built.py --survey [-o FILE]

--survey: every sample whose rewrite fuses something, at -O0 and -O2 (DPC++ 2026.2.0 host IR), built
as it is and from `rewrite --enable fuse-kernels`, both run without arguments: whether the host
launches the fused kernels, the outputs agree (timings aside), and the runtime's trace shows each
fused kernel launched and no member launched but where it runs outside its chain.

The program times its own frame loop; the first frame also pays the runtime's JIT of the image, so
each program runs with FEW and MANY frames and the cost of one frame is the difference over the
frames between (the marginal cost: start-up and JIT cancel).  Rounds alternate original, fused and
the original built a second time (the A/A control).  Printed per size: ms per frame, fused/original
and control/original.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_speed import OWN_TIME, PROGRAMS, ROOT, build_three, median, run_once, stored_file  # noqa: E402
import sycl_lift  # noqa: E402
from sycl_lift.build import build_program, program_environment, run_program, timings_masked, traced_launches  # noqa: E402

SIZES = {"1920 x 1080": ("1920", "1080"), "3840 x 2160": ("3840", "2160")}
FEW, MANY = 2, 32  # (the JIT differs from run to run by milliseconds: many frames outweigh it)


def survey(folder: Path) -> list[dict]:
    rows = []
    for sample in sorted(p.name for p in (ROOT / "samples").iterdir() if stored_file(p / "device.ll").exists()):
        for opt in ("O0", "O2"):
            host = ROOT / "samples" / sample / "2026.2.0" / f"host.{opt}.ll"
            if not stored_file(host).exists():
                continue
            out = folder / f"{sample}.{opt}"
            device = stored_file(ROOT / "samples" / sample / "device.ll")
            if sycl_lift.main(["rewrite", str(stored_file(host)), str(device), "-o", str(out / "rw"), "-q", "--no-opencl",
                               "--enable", "fuse-kernels"]) != 0:
                continue  # (a sample the rewrite refuses: not a fusion question)
            fusions = json.loads((out / "rw" / "report.json").read_text()).get("fusions", [])
            if not fusions:
                continue
            build_program(str(stored_file(host)), str(device), str(out / "original"))
            build_program(str(out / "rw" / "host.ll"), str(out / "rw" / "device.ll"), str(out / "fused"))
            first, second = (run_program(str(out / p), [], capture_output=True, text=True, timeout=300)
                             for p in ("original", "fused"))
            launches, _ = traced_launches(str(out / "fused"), [])
            members = {k for f in fusions for k in f["kernels"]}
            row = {"program": sample, "opt": opt, "fusions": len(fusions),
                   "host_launches_fused": sum(f["host"].startswith("launches") for f in fusions),
                   "fused_kernels_launched": sum(f["kernel"] in launches for f in fusions),
                   "members_launched": sorted(members & launches.keys()),
                   "same_output": first.returncode == second.returncode == 0
                   and timings_masked(first.stdout) == timings_masked(second.stdout)}
            rows.append(row)
            print(f"{sample:20} {opt}  fusions {row['fusions']}, host launches {row['host_launches_fused']}, "
                  f"launched {row['fused_kernels_launched']}, members launched {row['members_launched'] or '-'}, "
                  f"{'PASS' if row['same_output'] else 'FAIL'}", flush=True)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--survey", action="store_true")
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    if args.survey:
        with tempfile.TemporaryDirectory(prefix="sycl-lift-fusion-survey-") as tmp:
            rows = survey(Path(tmp))
        if args.output:
            args.output.write_text(json.dumps(rows, indent=2) + "\n")
        return 0
    host, device, _ = PROGRAMS["fuse_image_4k"]
    results = {}
    with tempfile.TemporaryDirectory(prefix="sycl-lift-fusion-built-") as tmp:
        programs = build_three("fuse_image_4k", stored_file(ROOT / host), stored_file(ROOT / device), Path(tmp))
        env = program_environment(str(programs["original"]))
        for size, (width, height) in SIZES.items():
            per_frame = {kind: [] for kind in programs}
            for _ in range(args.rounds):
                for kind in ("original", "rewritten", "control"):
                    times = []
                    for frames in (FEW, MANY):
                        _, out = run_once(programs[kind], ["--width", width, "--height", height, "--frames", str(frames)], env)
                        times.append(float(OWN_TIME.search(out).group(1)))
                    per_frame[kind].append((times[1] - times[0]) / (MANY - FEW))
            row = {kind: round(median(v), 3) for kind, v in per_frame.items()}
            row["fused_speedup"] = round(row["original"] / row["rewritten"], 2)
            row["control"] = round(row["original"] / row["control"], 2)
            results[size] = row
            print(f"{size}: {row['original']:.2f} -> {row['rewritten']:.2f} ms a frame ({row['fused_speedup']}x, "
                  f"A/A {row['control']}x)", flush=True)
    if args.output:
        args.output.write_text(json.dumps({"rounds": args.rounds, "frames": [FEW, MANY], "sizes": results}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
