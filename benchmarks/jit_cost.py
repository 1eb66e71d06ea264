#!/usr/bin/env python3
"""What the rewrite costs a program at start-up on Intel's OpenCL CPU runtime: the time the runtime
takes to build (JIT-compile) each kernel's SPIR-V, original against the `--target cpu` rewrite.

    python benchmarks/jit_cost.py [--programs harness_2mm,poly_syrk] [--rounds 12] [-o FILE]

A SYCL program's runtime builds its whole device image at the first launch of one of its kernels,
inside the program's run time (docs/measurements.md "Built programs"), so a rewrite that makes a
kernel larger costs every run of the program.  Each kernel is built alone (a module holding it and
whatever else the module defines but the other kernels), one build per round per version in turn
in one process, after one build of each to warm up; printed: the median per kernel and the
rewritten / original ratio.
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sycl_lift  # noqa: E402
from lift.reader import stored_file  # noqa: E402
from sycl_lift.replay import devices  # noqa: E402
from sycl_lift.spirv import spirv_from_llvm_ir  # noqa: E402

RELEASE = "2026.2.0"
PROGRAMS = ("harness_2mm", "harness_gemm", "poly_gemm", "poly_syrk")
KERNEL = re.compile(r"^define [^\n]*spir_kernel [^\n]*@(\S+?)\(.*?^}\n", re.S | re.M)


def kernel_modules(text: str) -> dict:
    """kernel name -> the module without the other kernels' definitions."""
    kernels = list(KERNEL.finditer(text))
    modules = {}
    for kept in kernels:
        modules[kept.group(1)] = "".join(
            piece for piece in _pieces(text, [k for k in kernels if k is not kept]))
    return modules


def _pieces(text: str, removed: list):
    at = 0
    for match in removed:
        yield text[at:match.start()]
        at = match.end()
    yield text[at:]


def build_times(spirv: dict, rounds: int) -> dict:
    """key -> median seconds of Intel's build of that SPIR-V, builds interleaved round by round."""
    import pyopencl as cl

    ctx = devices.context("intel-cpu")
    times = {key: [] for key in spirv}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for data in spirv.values():
            cl.Program(ctx, data).build()
        for _ in range(rounds):
            for key, data in spirv.items():
                start = time.perf_counter()
                cl.Program(ctx, data).build()
                times[key].append(time.perf_counter() - start)
    return {key: statistics.median(v) for key, v in times.items()}


def measure(name: str, rounds: int, folder: Path) -> list:
    host = stored_file(ROOT / "samples" / name / RELEASE / "host.O2.ll")
    device = stored_file(ROOT / "samples" / name / "device.ll")
    out = folder / name
    if sycl_lift.main(["rewrite", str(host), str(device), "-o", str(out), "-q", "--no-opencl", "--target", "cpu"]):
        raise SystemExit(f"{name}: rewrite failed")
    versions = {"original": device.read_text() if device.suffix == ".ll" else stored_file(device).read_text(),
                "rewritten": (out / "device.ll").read_text()}
    spirv = {(version, kernel): bytes(spirv_from_llvm_ir(module))
             for version, text in versions.items() for kernel, module in kernel_modules(text).items()}
    medians = build_times(spirv, rounds)
    rows = []
    for (version, kernel), seconds in medians.items():
        if version == "original" and ("rewritten", kernel) in medians:
            rows.append({"program": name, "kernel": kernel, "original_ms": round(seconds * 1e3, 1),
                         "rewritten_ms": round(medians["rewritten", kernel] * 1e3, 1),
                         "ratio": round(medians["rewritten", kernel] / seconds, 2)})
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", default=",".join(PROGRAMS))
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("-o", "--output", type=Path)
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="sycl-lift-jit-") as tmp:
        for name in args.programs.split(","):
            rows += measure(name, args.rounds, Path(tmp))
    print("| program | kernel | original ms | rewritten ms | rewritten / original |")
    print("| --- | --- | ---: | ---: | ---: |")
    for r in rows:
        print(f"| {r['program']} | {r['kernel'][-40:]} | {r['original_ms']} | {r['rewritten_ms']} | x{r['ratio']} |")
    if args.output:
        args.output.write_text(json.dumps({"rounds": args.rounds, "kernels": rows}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
