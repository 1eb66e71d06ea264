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
(work_group_size_hint instead); on a rewrite that wrote the loop over a tile's 16 iterations as a
do-while over k = kt .. kt + 16 (before loop-internalize wrote `for (t = 0; t < 16; t++)`, marked to
be unrolled) also `unroll` (`#pragma unroll` on it), `from 0` (it as that `for` loop), and
combinations; and the hand-written form without its reqd_work_group_size.  Results
are checked against the hand-written form's.  `--ptx DIR` writes what the driver compiled each
form to (NVIDIA: PTX) into DIR, for reading.
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
            "hint": sized(kernel, HINT),
            **(tile_loop_copies(kernel, consts, sized) if _TILE_LOOP.search(kernel) else {})}


def tile_loop_copies(kernel: str, consts: str, sized) -> dict:
    """The tile loop edited, where the rewrite wrote it as a do-while over k = kt .. kt + 16 (before
    loop-internalize wrote `for (t = 0; t < 16; t++)`, marked to be unrolled)."""
    return {"unroll": tile_loop(kernel, unroll=True),
            "from 0": tile_loop(kernel, from_zero=True), "from 0 + unroll": tile_loop(kernel, True, True),
            "consts + unroll": tile_loop(consts, unroll=True), "consts + from 0": tile_loop(consts, from_zero=True),
            "consts + reqd + unroll": sized(tile_loop(consts, unroll=True), REQD),
            "consts + reqd + from 0 + unroll": sized(tile_loop(consts, True, True), REQD),
            "from 0 + unroll hint": tile_loop(kernel, True, True, "__attribute__((opencl_unroll_hint))")}


# the loop over one tile's iterations as loop-internalize writes it: k = kt .. kt + 16
_TILE_LOOP = re.compile(r"(?P<pad>\n\s*)(?P<k>lt_k_\d+) = lt_kt;\n\s*do \{\n\s*lt_t = (?P=k) - lt_kt;\n"
                        r"(?P<body>.*?)\n\s*(?P=k)\+\+;\n\s*\} while \((?P=k) != lt_end\);", re.S)


def tile_loop(kernel: str, from_zero: bool = False, unroll: bool = False, spelling: str = "#pragma unroll") -> str:
    """`kernel` with its tile loops marked for unrolling (`spelling`) and/or counting 0 .. 15."""
    def edit(m: re.Match) -> str:
        pad, k, body = m.group("pad"), m.group("k"), m.group("body")
        pragma = f"{pad}{spelling}" if unroll else ""
        if from_zero:
            return f"{pragma}{pad}for (lt_t = 0; lt_t < 16; lt_t++) {{\n{body}{pad}}}{pad}{k} = lt_end;"
        return f"{pad}{k} = lt_kt;{pragma}{pad}do {{{pad}    lt_t = {k} - lt_kt;\n{body}{pad}    {k}++;{pad}}} while ({k} != lt_end);"
    edited, count = _TILE_LOOP.subn(edit, kernel)
    if not count:
        raise SystemExit("gemm_variants: no tile loop in the rewritten kernel (loop-internalize wrote it otherwise)")
    return edited


# the work-group size stated for the compiler: required (then no other launch is legal) or a hint
REQD = "__attribute__((reqd_work_group_size(16, 16, 1)))"
HINT = "__attribute__((work_group_size_hint(16, 16, 1)))"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rewritten", type=Path, required=True, help="a `sycl-lift rewrite --target gpu` folder of harness_gemm")
    parser.add_argument("--device", default="nvidia", choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--sizes", default="1024,2048")
    parser.add_argument("--ptx", type=Path, help="write each form as the driver compiled it here")
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
    if args.ptx:
        args.ptx.mkdir(parents=True, exist_ok=True)
        for label, program in [("hand-written", hand), ("hand-written without reqd", unsized), *programs.items()]:
            (args.ptx / (re.sub(r"\W+", "_", label) + ".ptx")).write_bytes(program.get_info(cl.program_info.BINARIES)[0])
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
