"""What the rewrite's own shrunk GEMM kernel lacks against the hand-written form of its layout: the
kernel as `sycl-lift rewrite --target gpu` wrote it (OpenCL C, launched shrunk: one work-item per
block of 4 x 4 outputs, work-groups of 16 x 16) and edited copies of it, timed by OpenCL profiling
events (best of 12, C reset before each) beside gemm_forms.py's `staged44_shrunk`.

    python benchmarks/reshape_speed.py --write-rewrites .gpu-runs --programs harness_gemm
    python benchmarks/gemm_variants.py --rewritten .gpu-runs/harness_gemm_reshaped --device nvidia

Copies: `consts` (the work-group's shape as constants: what a kernel compiled for the shrunk launch
alone would know), `u32` (32-bit index arithmetic), both, `selects` (the shape as a select on
get_work_dim(), as one kernel for both launches could say it), `reqd` (the kernel as written with
reqd_work_group_size(16, 16, 1): the compiler then knows a group has 256 work-items, not up to
1,024, which bounds how many registers each may take), `consts + reqd`, `hint`
(work_group_size_hint instead); and the hand-written form without its reqd_work_group_size.  Results are checked against the
hand-written form's.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import gemm_forms  # noqa: E402  (beside this script)
import hand_forms  # noqa: E402

GROUP = {"get_local_size(0)": "16", "get_local_size(1)": "16", "get_local_size(2)": "1", "get_local_id(2)": "0"}


def copies(kernel: str) -> dict:
    """label -> the kernel's text edited that way."""
    consts = kernel
    for call, value in GROUP.items():
        consts = consts.replace(call, value)
    selects = kernel
    for call, value in GROUP.items():
        selects = selects.replace(call, f"(get_work_dim() == 3 ? {value} : {call})")
    narrow = lambda text: re.sub(r"\bulong\b", "uint", text)  # noqa: E731
    sized = lambda text, attribute: text.replace("__kernel void", f"__kernel {attribute} void", 1)  # noqa: E731
    return {"as written": kernel, "consts": consts, "u32": narrow(kernel), "consts + u32": narrow(consts),
            "selects": selects, "reqd": sized(kernel, REQD), "consts + reqd": sized(consts, REQD),
            "hint": sized(kernel, HINT)}


# the work-group size stated for the compiler: required (then no other launch is legal) or a hint
REQD = "__attribute__((reqd_work_group_size(16, 16, 1)))"
HINT = "__attribute__((work_group_size_hint(16, 16, 1)))"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rewritten", type=Path, required=True, help="a `sycl-lift rewrite --target gpu` folder of harness_gemm")
    parser.add_argument("--device", default="nvidia", choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--sizes", default="1024,2048")
    args = parser.parse_args()
    import pyopencl as cl

    source = (args.rewritten / "kernels.cl").read_text()
    name = re.search(r"__kernel void (\w+E11HarnessGemm)\(", source).group(1)
    start = source.index(f"__kernel void {name}(")
    end = source.index("\n}\n", start) + 3
    ctx, queue, hand, _ = hand_forms.profiling_queue(args.device, gemm_forms.SOURCE)
    unsized = cl.Program(ctx, gemm_forms.SOURCE.replace(REQD, "")).build()
    programs = {label: cl.Program(ctx, source[:start] + text + source[end:]).build()
                for label, text in copies(source[start:end]).items()}
    for n in (int(s) for s in args.sizes.split(",")):
        da, db, dc, c0 = gemm_forms.operands(ctx, n)
        runs = [("hand-written staged44_shrunk", cl.Kernel(hand, "staged44_shrunk"), (da, db, dc, np.int32(n)), 2),
                ("the same without its reqd size", cl.Kernel(unsized, "staged44_shrunk"), (da, db, dc, np.int32(n)), 2)]
        runs += [(label, cl.Kernel(program, name), ((np.uint32 if "u32" in label else np.uint64)(n), dc, da, db), 3)
                 for label, program in programs.items()]
        want = None
        for label, kernel, kernel_args, dims in runs:
            kernel.set_args(*kernel_args)
            ms, got = gemm_forms.timed(queue, kernel, dc, c0, (n // 4, n // 4, 1)[:dims], (16, 16, 1)[:dims])
            want = got if want is None else want
            print(f"N={n:5d} {label:30s} {ms:8.3f} ms (max difference {float(np.max(np.abs(got - want))):.1e})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
