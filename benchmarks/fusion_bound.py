#!/usr/bin/env python3
"""What bounds the fused image pipeline on a CPU: the fused kernel of `rewrite --target cpu --enable
fuse-kernels` (fuse_image at 3840 x 2160: RGB in, one plane out, `pow` per pixel), timed as Intel's
CPU runtime runs it (SPIR-V from the rewritten device.ll, vectorizer on, OpenCL profiling events,
best of 30 in alternating rounds) beside the same kernel with its `pow` call replaced by a multiply
(the same loads and stores: what the memory traffic alone costs), and with `--prefetch D` the
kernel with OpenCL's `prefetch` of the frame's pixel D ahead before its reads.  The results of the
variants are not the pipeline's (the prefetch's are); they only time.

    python benchmarks/fusion_bound.py [--rounds 5] [--prefetch 128,8192] [-o benchmarks/results/fusion_bound_intel_cpu.json]

What it calibrates: the fused kernel's share of memory traffic and of `pow`, which no exact rewrite
removes -- against the original four kernels' time (benchmarks/fusion_speed.py), the ratio fusion
can reach on the machine.
"""
from __future__ import annotations

import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import hand_forms  # noqa: E402  (beside this script)
from lift.reader import stored_file  # noqa: E402
from sycl_lift.spirv import spirv_from_llvm_ir  # noqa: E402  (each module in a fresh process of its own)

KERNEL = "sycl_lift_fused_ToGray_Normalise_Gamma_Clamp"
WIDTH, HEIGHT, GAMMA = 3840, 2160, 2.2
POW = re.compile(r"(%[\w.]+) = tail call spir_func noundef float @_Z15__spirv_ocl_powff\(float noundef (%[\w.]+), "
                 r"float noundef (%[\w.]+)\)[^\n]*")


def fused_device_ir(folder: Path) -> str:
    """The rewritten device module of the image pipeline (fused) for the 4K command line."""
    sample = ROOT / "samples" / "fuse_image"
    subprocess.run([sys.executable, "-m", "sycl_lift", "rewrite", "-q", str(stored_file(sample / "2026.2.0" / "host.O2.ll")),
                    str(stored_file(sample / "device.ll")), "--target", "cpu", "--enable", "fuse-kernels",
                    "--args", f"--width {WIDTH} --height {HEIGHT} --frames 1", "-o", str(folder)], check=True)
    return (folder / "device.ll").read_text()


def without_pow(text: str) -> str:
    """`text` with the fused kernel's pow(x, g) replaced by x * g."""
    start = text.index(f"@{KERNEL}(")
    end = text.index("\n}\n", start)
    body, count = POW.subn(lambda m: f"{m.group(1)} = fmul float {m.group(2)}, {m.group(3)}", text[start:end])
    if count != 1:
        raise SystemExit(f"fusion_bound: expected one pow call in {KERNEL}, found {count}")
    return text[:start] + body + text[end:]


def with_prefetch(text: str, ahead: int) -> str:
    """`text` with the fused kernel prefetching the frame's pixel `ahead` pixels on (3 floats each)
    before it reads its own."""
    start = text.index(f"@{KERNEL}(")
    first = re.compile(r"\n  (%[\w.]+) = load float, ptr addrspace\(1\) (%[\w.]+), align 4").search(text, start)
    pointer = first.group(2)
    call = (f"\n  %prefetch.at = getelementptr float, ptr addrspace(1) {pointer}, i64 {3 * ahead}"
            f"\n  call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) %prefetch.at, i64 3)")
    return (text[:first.start()] + call + text[first.start():]
            + "\ndeclare spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1), i64)\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--prefetch", default="", help="pixels ahead to prefetch, comma-separated (variants)")
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    os.environ.setdefault("CL_CONFIG_USE_VECTORIZER", "True")  # as users run Intel's runtime
    from sycl_lift.replay import devices
    import pyopencl as cl

    with tempfile.TemporaryDirectory() as tmp:
        text = fused_device_ir(Path(tmp) / "fused")
    forms = {"fused kernel": spirv_from_llvm_ir(text), "the same without pow": spirv_from_llvm_ir(without_pow(text)),
             **{f"prefetch {d} ahead": spirv_from_llvm_ir(with_prefetch(text, int(d)))
                for d in filter(None, args.prefetch.split(","))}}
    ctx = devices.context("intel-cpu")
    queue = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
    pixels = WIDTH * HEIGHT
    rgb = np.random.default_rng(1).random(pixels * 3, dtype=np.float32)
    mf = cl.mem_flags
    frame = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=rgb)
    plane = cl.Buffer(ctx, mf.WRITE_ONLY, pixels * 4)
    levels = np.frombuffer(struct.pack("ff", 0.0, 1.0), np.uint8)  # black level, scale
    gamma = np.frombuffer(struct.pack("f", GAMMA), np.uint8)
    kernels = {}
    for label, program in forms.items():
        kernels[label] = cl.Kernel(devices.build(ctx, program), KERNEL)
        kernels[label].set_args(np.uint64(WIDTH), frame, levels, gamma, plane)
    times = {label: [] for label in forms}
    for _ in range(args.rounds):
        for label, kernel in kernels.items():
            for _ in range(6):
                event = cl.enqueue_nd_range_kernel(queue, kernel, (WIDTH, HEIGHT), None)
                event.wait()
                times[label].append((event.profile.end - event.profile.start) * 1e-6)
    best = {label: min(t) for label, t in times.items()}
    out = {"device": ctx.devices[0].name, "size": [WIDTH, HEIGHT], "best_ms": best,
           "memory_share": best["the same without pow"] / best["fused kernel"]}
    for label, ms in best.items():
        print(f"{label:24s} {ms:7.3f} ms")
    print(f"memory traffic alone: {out['memory_share']:.0%} of the fused kernel's time")
    hand_forms.save(out, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
