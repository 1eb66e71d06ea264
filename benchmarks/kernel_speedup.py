#!/usr/bin/env python3
"""Original vs specialised kernels.cl on the same OpenCL device: per-kernel speed-up and geomean.

For each benchmark program (benchmarks/programs/: GEMM, Jacobi stencil, tiled GEMM with local
memory, real DPC++ IR made by regenerate.sh there), `sycl-lift rewrite` specialises the device
module; both the original and the rewritten module are written as OpenCL C (write-opencl) and run
on the same device with the same inputs.  The outputs must agree (bit for bit); the time is the
fastest device time (OpenCL profiling events) of --repeat launches, taken in rounds that alternate
between the two versions.

speed-up = time(original) / time(specialised); > 1 means the specialised kernel is faster.

Devices: pocl, intel-cpu (Intel's vectorizer on, as in production) and nvidia (on a machine with
/usr/local/nvidia/lib64/libnvidia-opencl.so.1).

usage: python benchmarks/kernel_speedup.py [--devices pocl,intel-cpu] [--repeat 30] [--json FILE]
       python benchmarks/kernel_speedup.py --export k.pickle      (here: rewrite + write OpenCL C)
       python benchmarks/kernel_speedup.py --load k.pickle --devices nvidia   (on the GPU machine)
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("CL_CONFIG_USE_VECTORIZER", "True")  # measure what users get (the tests turn it off)

import pickle  # noqa: E402
from dataclasses import dataclass  # noqa: E402

import numpy as np  # noqa: E402

from harness import opencl as ocl  # noqa: E402  (sets up the OpenCL ICD loader first)
from harness.sample_launches import Launch, build_args, kept_parameters  # noqa: E402

DEFAULT_PASSES = "raise-host,link,propagate-ndrange,propagate-accessors,loop-hints,loop-barriers,dae"
# the rewrite --target each device gets, as a user would pick it
DEVICE_TARGET = {"pocl": "pocl", "intel-cpu": "cpu", "nvidia": "gpu", "oclgrind": "any"}

F4 = np.float32
PROGRAMS = {
    "bench_gemm": ("_ZTS9BenchGemm", Launch((512, 512), [((512, 512), F4)] * 3)),
    "bench_jacobi": ("_ZTS11BenchJacobi", Launch((2048, 2048), [((2048, 2048), F4)] * 2)),
    "bench_tiled": ("_ZTS10BenchTiled", Launch((512, 512), [((512, 512), F4), ((16, 16), F4), ((16, 16), F4),
                                                             ((512, 512), F4), ((512, 512), F4)], local=(16, 16))),
}


@dataclass
class Prepared:
    """One benchmark kernel, ready to run without sycl-lift (so it can travel to a GPU machine)."""

    kernel: str
    spec: Launch
    params: list  # harness Params of the original kernel
    original: tuple  # (OpenCL C source, build options)
    specialised: tuple
    kept: list  # which original arguments the specialised kernel still takes


def prepare(program: str, passes: str, target: str) -> Prepared:
    import lift
    from passes import device_model, pipeline
    from passes.opencl.writer import write_opencl_program

    kernel, spec = PROGRAMS[program]
    folder = ROOT / "benchmarks" / "programs" / program
    device = lift.parse_file(folder / "device.ll")
    result = pipeline.rewrite(lift.parse_file(folder / "host.O2.ll"), lift.parse_file(folder / "device.ll"),
                              pipeline.parse_pipeline(passes), target=target)
    original, specialised = (write_opencl_program(m) for m in (device, lift.parse_text(result.device, "rewritten")))
    before = device_model.read_omit_args(device.get_function(kernel))
    (entry,) = [k for k in result.report["kernels"] if k["name"] == kernel]
    kept = kept_parameters(before, entry["omitted"])
    return Prepared(kernel, spec, ocl.kernel_params(device, kernel), (original.source, " ".join(original.build_options)),
                    (specialised.source, " ".join(specialised.build_options)), kept)


def measure(ctx, p: Prepared, repeat: int, rounds: int = 10):
    """Fastest device time of the original, the specialised kernel and a second build of the
    original (the A/A control), the per-round speed-ups, and the outputs of the two versions.

    All run on the SAME device buffers, in alternating rounds: where a buffer lands in memory moves
    a memory-bound kernel's time by up to 10% (cache-set conflicts between input and output), and
    drift in the machine's load must hit all alike.  The minimum, not the median: on a shared
    machine interference only ever adds time.  The per-round ratios (fastest original over fastest
    specialised launch of one round) are paired in time, so their median is the steadier figure.
    The control times the original against itself: how far from 1.00x its ratios land is the noise
    of the measurement on this machine (on a 2-core VM up to 5%), so a speed-up inside that band is
    no speed-up and no slow-down."""
    import pyopencl as cl

    full = build_args(p.params, p.spec, seed=1)
    gsize = ocl.opencl_size(p.spec.launch)
    lsize = ocl.opencl_size(p.spec.local) if p.spec.local else None
    programs = [ocl.build(ctx, source, options) for source, options in (p.original, p.specialised)]
    outputs = [ocl.run_kernel(ctx, prog, p.kernel, args, gsize, lsize)
               for prog, args in zip(programs, (full, [full[j] for j in p.kept]))]
    programs.append(ocl.build(ctx, p.original[0] + "\n// control\n", p.original[1]))  # a separate binary
    flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
    shared = [cl.Buffer(ctx, flags, hostbuf=a) if isinstance(a, np.ndarray) else a for a in full]
    versions = [shared, [shared[j] for j in p.kept], shared]
    best = [math.inf] * 3
    round_ratios, round_controls = [], []
    for _ in range(rounds):
        this_round = []
        for prog, args in zip(programs, versions):
            times: list = []
            ocl.run_kernel(ctx, prog, p.kernel, args, gsize, lsize, timings=times, repeat=max(1, repeat // rounds))
            this_round.append(min(times))
        best = [min(b, t) for b, t in zip(best, this_round)]
        round_ratios.append(this_round[0] / this_round[1])
        round_controls.append(this_round[0] / this_round[2])
    return best, sorted(round_ratios), sorted(round_controls), outputs


def _median(sorted_values: list) -> float:
    n = len(sorted_values)
    return (sorted_values[(n - 1) // 2] + sorted_values[n // 2]) / 2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--devices", default="pocl,intel-cpu")
    parser.add_argument("--repeat", type=int, default=30, help="timed launches per kernel version")
    parser.add_argument("--rounds", type=int, default=10, help="alternating rounds the launches are split into")
    parser.add_argument("--json", help="also write the results here")
    parser.add_argument("--passes", default=DEFAULT_PASSES,
                        help="the rewrite pipeline (e.g. without loop-hints, to see what it is for)")
    parser.add_argument("--target", choices=("any", "cpu", "pocl", "gpu"), default=None,
                        help="rewrite --target for every device (default: pocl for pocl, cpu for intel-cpu, "
                             "gpu for nvidia)")
    parser.add_argument("--programs", default=",".join(PROGRAMS), help="which benchmark programs")
    parser.add_argument("--export", help="write the prepared kernels here (a pickle) and stop")
    parser.add_argument("--load", help="run kernels prepared by --export (no sycl-lift needed: for a GPU machine)")
    args = parser.parse_args()
    if args.load:
        with open(args.load, "rb") as f:
            prepared = pickle.load(f)  # {target: {program: Prepared}}
    else:
        targets = {args.target or DEVICE_TARGET.get(kind, "any") for kind in args.devices.split(",")}
        prepared = {t: {name: prepare(name, args.passes, t) for name in args.programs.split(",")} for t in targets}
    if args.export:
        with open(args.export, "wb") as f:
            pickle.dump(prepared, f)
        return 0
    rows = []
    for kind in args.devices.split(","):
        ctx = ocl.context(kind)
        device_name = f"{ctx.devices[0].platform.name.strip()} / {ctx.devices[0].name.strip()}"
        target = args.target or DEVICE_TARGET.get(kind, "any")
        if target not in prepared:
            target = next(iter(prepared))  # a --load pickle made for one target
        ratios = []
        for name, p in prepared[target].items():
            (t_orig, t_spec, t_control), per_round, controls, (out_orig, out_spec) = measure(
                ctx, p, args.repeat, args.rounds)
            same = all(a.tobytes() == b.tobytes() for a, b in zip(out_orig, out_spec))
            ratio, control = t_orig / t_spec, t_orig / t_control
            ratios.append(ratio)
            rows.append({"device": kind, "device_name": device_name, "target": target, "kernel": name,
                         "original_ms": t_orig * 1e3, "specialised_ms": t_spec * 1e3, "speedup": ratio,
                         "control_ms": t_control * 1e3, "control_ratio": control,
                         "round_speedups": per_round, "round_controls": controls,
                         "median_round_speedup": _median(per_round), "median_round_control": _median(controls),
                         "same_output": same})
            print(f"{kind:10} {name:13} original {t_orig * 1e3:9.3f} ms  specialised {t_spec * 1e3:9.3f} ms  "
                  f"speed-up {ratio:5.2f}x  (A/A control {control:.2f}x; per round: median {_median(per_round):.2f}x, "
                  f"A/A {_median(controls):.2f}x)  {'same output' if same else 'OUTPUT DIFFERS'}", flush=True)
        geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        rows.append({"device": kind, "device_name": device_name, "kernel": "geomean", "speedup": geomean})
        print(f"{kind:10} {'geomean':13} {geomean:.2f}x   ({device_name}, rewrite --target {target})", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")
    return 0 if all(r.get("same_output", True) for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
