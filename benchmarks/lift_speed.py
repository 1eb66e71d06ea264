#!/usr/bin/env python3
"""Lifter speed and memory against LLVM's own parser, on every sample and the device libraries.

Prints, per input group and in total:
  eager / llvm   time to lift every function body (lift.parse_text(lazy=False))
                 over llvmlite.binding.parse_assembly(text).verify()        target <= 5x
  lazy rt / llvm time of a lazy lift + print (the round trip)              target <= 1x
  peak / input   peak memory allocated by an eager lift (tracemalloc) over the input's size,
                 measured in a separate run                               target <= 10x
Times are the best of --repeat runs of each input, summed over inputs.

usage: python benchmarks/lift_speed.py [--repeat N]
"""
from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import llvmlite.binding as llvm  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

import lift  # noqa: E402
from lift.reader import read_path, stored_file, stored_files  # noqa: E402


def inputs() -> dict[str, list[tuple[str, str]]]:
    groups = defaultdict(list)
    # each file's text as the lifter gets it (decompressed where stored compressed), read before any timing
    for path in stored_files(ROOT / "samples", "*/*/host.*.ll"):
        groups[f"host {path.name[5:7]}"].append((str(path), read_path(str(path))[0]))
    for path in stored_files(ROOT / "samples", "*/device*.ll"):
        groups["device typed" if "typed" in path.name else "device"].append((str(path), read_path(str(path))[0]))
    for path in sorted((ROOT / "tests" / "data" / "devicelibs").glob("*.bc")):
        groups["device libs (.bc)"].append((str(path), read_path(str(path))[0]))
    return groups


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def measure(text: str, repeat: int) -> dict:
    llvm_t = best(lambda: llvm.parse_assembly(text, context=llvm.create_context()).verify(), repeat)
    eager_t = best(lambda: lift.parse_text(text, lazy=False), repeat)
    lazy_t = best(lambda: lift.parse_text(text).print(), repeat)
    assert lift.parse_text(text).print() == text
    gc.collect()
    tracemalloc.start()
    module = lift.parse_text(text, lazy=False)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del module
    return {"lines": text.count("\n"), "bytes": len(text.encode()), "llvm": llvm_t, "eager": eager_t,
            "lazy": lazy_t, "peak": peak}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    console = Console()
    table = Table(title="sycl-lift lifter vs llvmlite parse+verify (LLVM 22)")
    for col in ("inputs", "files", "lines", "llvm s", "eager / llvm", "lazy rt / llvm", "peak / input"):
        table.add_column(col, justify="right" if col != "inputs" else "left")
    total = defaultdict(float)
    worst_peak = 0.0
    lift.parse_file(stored_file(ROOT / "samples" / "vadd" / "device.ll"), lazy=False).print()  # warm up imports
    for group, files in inputs().items():
        acc = defaultdict(float)
        for _, text in files:
            m = measure(text, args.repeat)
            for k, v in m.items():
                acc[k] += v
            worst_peak = max(worst_peak, m["peak"] / m["bytes"])
        for k, v in acc.items():
            total[k] += v
        table.add_row(group, str(len(files)), f"{int(acc['lines']):,}", f"{acc['llvm']:.3f}",
                      f"{acc['eager'] / acc['llvm']:.2f}x", f"{acc['lazy'] / acc['llvm']:.2f}x",
                      f"{acc['peak'] / acc['bytes']:.1f}x")
    table.add_row("all", "", f"{int(total['lines']):,}", f"{total['llvm']:.3f}",
                  f"{total['eager'] / total['llvm']:.2f}x", f"{total['lazy'] / total['llvm']:.2f}x",
                  f"{total['peak'] / total['bytes']:.1f}x", style="bold")
    console.print(table)
    console.print(f"eager lift: {total['lines'] / total['eager']:,.0f} lines/s; "
                  f"llvm: {total['lines'] / total['llvm']:,.0f} lines/s; worst single-file peak/input: {worst_peak:.1f}x")
    print(f"RATIO eager/llvm {total['eager'] / total['llvm']:.2f} (target <= 5)")
    print(f"RATIO lazy-roundtrip/llvm {total['lazy'] / total['llvm']:.2f} (target <= 1)")
    print(f"RATIO peak-memory/input {total['peak'] / total['bytes']:.1f} (target <= 10)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
