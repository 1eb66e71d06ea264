#!/usr/bin/env python3
"""Launch reshaping: per kernel, the original / today's rewrite (the default pipeline without the
launch changes: without reshape-launches, coarsen keeping its launch) / the reshaped rewrite (with --fp-reassociate where the program's kernels are
sums), timed by `sycl-lift replay --time` in
one replay each (ratios against the original of the same replay, A/A control beside them), and the
reshaped kernel's effective GFLOP/s or GB/s against the device's peak; for a program whose reshaped
form also fuses kernels (`enable`), the whole launch sequence as the device runs it (first kernel's
start to the last one's end, `replay --time`'s program timing), original against rewrite.

usage: python benchmarks/reshape_speed.py --device nvidia [--rewritten-root .gpu-runs] [-o DIR]
       python benchmarks/reshape_speed.py --from DIR        (print the table of earlier replays)
       python benchmarks/reshape_speed.py --write-rewrites ROOT [--vary CONSTANT=V1,V2 ...]

Without --rewritten-root the two rewrites are made here with `--target gpu` (that needs llvmlite,
which the GPU machine lacks: make them on the CPU machine into ROOT/NAME_today and
ROOT/NAME_reshaped with --write-rewrites, see docs/replay-and-build.md).  Replays are written to
DIR/NAME_{today,reshaped}.json.  `--vary` also writes reshaped variants of the reduction programs,
one per combination of the values given to constants of passes/transforms/reshape_launches.py
(`--vary LANE_LOADS_AHEAD=0,16 --vary COLUMN_GROUP=8x64,16x64`: 8x64 is the tuple (8, 64); another
module of passes/transforms by its name: `coarsen.SHRINK_GROUP=4x32,16x16`, `coarsen.SHRUNK_COLUMNS=gpu:2`
for a dictionary) into
ROOT/NAME_reshaped_CONSTANT-VALUE..., which a replay with --rewritten-root then times beside the
default ("variant" column).
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lift.reader import stored_file  # noqa: E402
from timed_replay import timed_replay  # noqa: E402

RELEASE = "2026.2.0"  # reshape-launches rewrites the range call of DPC++ 2026's headers

TODAY = (("coarsen.SHRINK_ON", ()),)  # today's rewrite: coarsen keeps the launch (its work-items past the blocks idle)
GEMM = "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_E11HarnessGemm"
MATVEC = "_ZTSZZN13MatrixKernels3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_E13HarnessMatVec"

# what one launch of a kernel does: ("GFLOP/s", floating-point operations) or ("GB/s", bytes it must move)
PRODUCT = ("GFLOP/s", lambda n: 2 * n ** 3)  # an n x n x n matrix product: a multiply and an add per term
MATVEC_BYTES = ("GB/s", lambda n: 4 * (n * n + 2 * n))  # the matrix once, the vector, the result
GEMM_WORK = {GEMM: PRODUCT, MATVEC: MATVEC_BYTES}
COLUMN_STATISTICS = {"_ZTS7ColMean": ("GB/s", lambda n: 4 * (n * n + n)),
                     "_ZTS9ColStdDev": ("GB/s", lambda n: 4 * (n * n + 2 * n))}
# the two launches of the column statistics as one sequence: the matrix once, the two results
COLUMN_SEQUENCE = ("ColMean + ColStdDev", ("GB/s", lambda n: 4 * (n * n + 2 * n)))

# program -> its sample (when not its name), its command line, whether the rewrite may reassociate
# float sums, and per kernel what one launch does
PROGRAMS = {
    "reshape_correlation": {
        "args": ("1024", "1"), "reassociate": False,
        # a dot product of n + 1 terms per pair j > i
        "work": {"_ZTS11Correlation": ("GFLOP/s", lambda n: n * (n - 1) // 2 * (n + 1) * 2)},
    },
    "reshape_matvec": {
        "args": ("--rows=4096", "--cols=4096", "--iterations=1"), "reassociate": True,
        # the matrix once, the vector, the result
        "work": {"_ZTS9RowMatVec": MATVEC_BYTES, "_ZTS12ColumnMatVec": MATVEC_BYTES},
    },
    # the same program without --fp-reassociate: the sums keep their order (the row walk in small
    # work-groups; the column walk staged by loop-internalize, its loads issued ahead)
    "reshape_matvec_exact": {
        "sample": "reshape_matvec", "args": ("--rows=4096", "--cols=4096", "--iterations=1"), "reassociate": False,
        "work": {"_ZTS9RowMatVec": MATVEC_BYTES, "_ZTS12ColumnMatVec": MATVEC_BYTES},
    },
    # GEMM-like kernels: coarsen's blocks of 4 x 4 outputs launched one work-item per block (today:
    # 4 x 2 per work-item, the launch kept: the work-items past the blocks idle)
    "harness_gemm": {
        "args": ("--size", "1024", "--iterations", "1"), "reassociate": False, "work": GEMM_WORK,
    },
    "harness_gemm_2048": {
        "sample": "harness_gemm", "args": ("--size", "2048", "--iterations", "1"), "reassociate": False,
        "work": GEMM_WORK,
    },
    "harness_2mm": {
        "args": ("--ni", "1024", "--nj", "1024", "--nk", "1024", "--nl", "1024", "--wg", "16", "--repeats", "1"),
        "reassociate": False,
        "work": {"_ZTSZZN5TwoMM14second_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15ScaleAccumulate": PRODUCT,
                 # nd_range over the range rounded up to the work-group, behind `if (i >= NI || j >= NJ) return`
                 "_ZTSZZN5TwoMM13first_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E13ScaledProduct": PRODUCT},
    },
    "poly_gemm": {
        "args": ("--ni", "1024", "--nj", "1024", "--nk", "1024", "--wg", "16", "--repeats", "1"),
        "reassociate": False,
        "work": {"_ZTSZZN9GemmRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E15GemmRangeKernel": PRODUCT,
                 "_ZTSZZN11GemmNdRange11submit_gemmERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E17GemmNdRangeKernel": PRODUCT},
    },
    # triangular updates behind an entry guard `if (j > i) return` (blocks of outputs across it run
    # them one by one): SYRK and SYR2K, n = 1024, m = 1024
    "poly_syrk": {
        "args": ("--n=1024", "--m=1024", "--repeats=1"), "reassociate": False,
        "work": {"_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower":
                 ("GFLOP/s", lambda n: n * (n + 1) * n),
                 "_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower":
                 ("GFLOP/s", lambda n: 2 * n * (n + 1) * n)},
    },
    "reshape_colstats": {
        "args": ("--rows", "1024", "--cols", "1024", "--iterations", "1"), "reassociate": True,
        "work": COLUMN_STATISTICS, "sequence": COLUMN_SEQUENCE,
    },
    # the same with the mean and the deviation fused into one launch (fuse-kernels: the members
    # reshaped alike, a barrier between them), timed as the launch sequence the program makes
    "reshape_colstats_fused": {
        "sample": "reshape_colstats", "args": ("--rows", "1024", "--cols", "1024", "--iterations", "1"),
        "reassociate": True, "enable": ("fuse-kernels",), "work": COLUMN_STATISTICS,
        "sequence": COLUMN_SEQUENCE,
    },
    # a layer norm's row statistics (one layer of 4096 rows of 1024): two row walks reshaped into 128
    # lanes a row and fused, then the element-wise standardisation; the rewrite is made for this
    # command line (`specialise`: only with it does the raise prove the tensors apart from the
    # statistics, which the reshape needs)
    "reshape_rowstats": {
        "args": ("rows=4096", "cols=1024", "layers=1"), "reassociate": True, "enable": ("fuse-kernels",),
        "specialise": True,
        "work": {"_ZTS7RowMean": ("GB/s", lambda n: 4 * (n * 1024 + n)),
                 "_ZTS11RowVariance": ("GB/s", lambda n: 4 * (n * 1024 + 2 * n))},
        # the tensor read and the output written once, the statistics
        "sequence": ("RowMean + RowVariance + Standardise", ("GB/s", lambda n: 4 * (2 * n * 1024 + 2 * n))),
    },
    # the same at 4096 x 4096, where the launch itself weighs less (at 1024 it is most of what is left)
    "reshape_colstats_4096": {
        "sample": "reshape_colstats", "args": ("--rows", "4096", "--cols", "4096", "--iterations", "1"),
        "reassociate": True, "work": COLUMN_STATISTICS,
    },
}
PEAKS = {"H100": {"GFLOP/s": 67_000, "GB/s": 3_350}, "H200": {"GFLOP/s": 67_000, "GB/s": 4_800}}  # SXM, fp32 without tensor cores


def size_of(args: tuple) -> int:
    """The programs' n: the first number of the command line."""
    return int(next(a.split("=")[-1] for a in args if a.split("=")[-1].isdigit()))


def sample_ir(name: str) -> tuple[Path, Path]:
    """(host IR, device IR) files of a program's sample, compressed or not."""
    name = PROGRAMS[name].get("sample", name)
    return stored_file(ROOT / "samples" / name / RELEASE / "host.O2.ll"), stored_file(ROOT / "samples" / name / "device.ll")


def replay(name: str, variant: str, rewritten: Path, device: str, out: Path) -> dict:
    return timed_replay(*sample_ir(name), rewritten, device, PROGRAMS[name]["args"], out / f"{name}_{variant}.json")


def rewrite(name: str, variant: str, root: Path, settings: tuple = ()) -> Path:
    """The `--target gpu` rewrite of program `name` into root/name_variant; `settings`: (constant of
    passes.transforms.reshape_launches -- or MODULE.CONSTANT of another module there --, value)
    pairs set for this rewrite (a variant)."""
    from passes import DEFAULT_PIPELINE

    out = root / f"{name}_{variant}"
    passes = [p for p in DEFAULT_PIPELINE if variant.startswith("reshaped") or p != "reshape-launches"]
    settings = tuple(settings) + (TODAY if variant == "today" else ())
    extra = ["--fp-reassociate"] if PROGRAMS[name]["reassociate"] else []
    if variant.startswith("reshaped"):  # (passes off by default that the reshaped form builds on)
        extra += [a for p in PROGRAMS[name].get("enable", ()) for a in ("--enable", p)]
    if PROGRAMS[name].get("specialise"):
        extra += ["--args", " ".join(PROGRAMS[name]["args"])]
    command = ["rewrite", *map(str, sample_ir(name)), "--target", "gpu", "--passes", ",".join(passes), *extra,
               "-o", str(out)]
    code = ("import sys, importlib; import sycl_lift; "
            + "".join(f"importlib.import_module('passes.transforms.{m}').{k} = {v!r}; "
                      for m, k, v in ((*(c.split(".") if "." in c else ("reshape_launches", c)), v) for c, v in settings))
            + f"sys.exit(sycl_lift.main({command!r}))")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return out


def variants(vary: list) -> dict:
    """variant name -> settings ((constant, value), ...) for every combination of `vary`'s
    CONSTANT=V1,V2 values (NxM: the tuple (N, M))."""
    import itertools

    axes = []
    for item in vary:
        constant, _, values = item.partition("=")
        axes.append([(constant, _value(v), v) for v in values.split(",")])
    return {"reshaped_" + "_".join(re.sub(r"[^\w-]", "", f"{c.lower().replace('.', '-')}-{label}") for c, _, label in combo): tuple((c, v) for c, v, _ in combo)
            for combo in itertools.product(*axes) if combo}


def _value(text: str):
    """A --vary value: 8 -> 8, 8x64 -> (8, 64), gpu:2 -> {"gpu": 2}."""
    if ":" in text:
        key, _, value = text.partition(":")
        return {key: _value(value)}
    return tuple(map(int, text.split("x"))) if "x" in text else int(text)


def table(results: dict) -> str:
    """results: (program, variant) -> (today's replay, the reshaped variant's replay)."""
    lines = ["| program | variant | kernel | original ms | today's rewrite | reshaped | A/A | reshaped rate (of peak) | device |",
             "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for (name, variant), (today, reshaped) in results.items():
        device = reshaped.get("device_name") or reshaped.get("device")
        peak = next((v for k, v in PEAKS.items() if k in (device or "")), {})
        before = {t["kernel"]: t for t in today.get("timing", {}).get("kernels", [])}
        n = size_of(PROGRAMS[name]["args"])
        for t in reshaped.get("timing", {}).get("kernels", []):
            work = PROGRAMS[name]["work"].get(t["kernel"])
            if work is None or "rewritten_ms" not in t:
                continue
            unit, amount = work
            rate = amount(n) / (t["rewritten_ms"] * 1e-3) / 1e9
            of_peak = f" ({rate / peak[unit]:.1%})" if unit in peak else ""
            old = before.get(t["kernel"], {})
            lines.append(f"| {name} | {variant.removeprefix('reshaped_') if variant != 'reshaped' else 'default'} "
                         f"| {t['kernel']} | {t['original_ms']:.3f} | {old.get('speedup', float('nan')):.2f}x "
                         f"| {t['speedup']:.1f}x | {t['control_ratio']:.2f}x | {rate:,.0f} {unit}{of_peak} | {device} |")
        sequence = PROGRAMS[name].get("sequence")
        whole, before = reshaped.get("timing", {}).get("program", {}), today.get("timing", {}).get("program", {})
        if sequence and "device_speedup" in whole:
            label, (unit, amount) = sequence
            rate = amount(n) / (whole["rewritten_device_ms"] * 1e-3) / 1e9
            of_peak = f" ({rate / peak[unit]:.1%})" if unit in peak else ""
            lines.append(f"| {name} | {variant.removeprefix('reshaped_') if variant != 'reshaped' else 'default'} "
                         f"| {label}: the sequence, {whole['launches']} launches -> {whole['rewritten_launches']} "
                         f"| {whole['original_device_ms']:.3f} | {before.get('device_speedup', float('nan')):.2f}x "
                         f"| {whole['device_speedup']:.1f}x | {whole['device_control_ratio']:.2f}x "
                         f"| {rate:,.0f} {unit}{of_peak} | {device} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--device", default="nvidia")
    ap.add_argument("--rewritten-root", type=Path)
    ap.add_argument("-o", "--output", type=Path, default=Path("out/reshape_speed"))
    ap.add_argument("--from", dest="source", type=Path, help="print the table of the replays in this folder")
    ap.add_argument("--write-rewrites", type=Path, metavar="ROOT", help="only write the rewrites into ROOT")
    ap.add_argument("--programs", default=",".join(PROGRAMS), help="the programs to run, comma-separated")
    ap.add_argument("--vary", action="append", default=[], metavar="CONSTANT=V1,V2",
                    help="reduction variants: values of a constant of reshape_launches (repeatable: every combination)")
    args = ap.parse_args()
    extra = variants(args.vary)
    if args.write_rewrites:
        for name in args.programs.split(","):
            for variant in ("today", "reshaped"):
                rewrite(name, variant, args.write_rewrites)
            if PROGRAMS[name]["reassociate"] or any("." in c for settings in extra.values() for c, _ in settings):
                for variant, settings in extra.items():
                    rewrite(name, variant, args.write_rewrites, settings)
        return 0
    results = {}
    for name in args.programs.split(","):
        if args.source:
            for reshaped in sorted(args.source.glob(f"{name}_reshaped*.json")):
                today = args.source / f"{name}_today.json"
                if today.exists():
                    results[name, reshaped.stem[len(name) + 1:]] = (json.loads(today.read_text()), json.loads(reshaped.read_text()))
            continue
        args.output.mkdir(parents=True, exist_ok=True)
        root = args.rewritten_root or args.output
        found = ["today", "reshaped"] + (sorted(p.name[len(name) + 1:] for p in root.glob(f"{name}_reshaped_*"))
                                        if args.rewritten_root else [])
        runs = {v: replay(name, v, root / f"{name}_{v}" if args.rewritten_root else rewrite(name, v, root),
                          args.device, args.output) for v in found}
        for v in found[1:]:
            results[name, v] = (runs["today"], runs[v])
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
