"""Specialization constants folded by sycl-lift against a run-time variable and a literal (issue 14).

    python benchmarks/spec_constant_speed.py --device pocl|intel-cpu|nvidia [--size 1048576]
        [--rewritten DIR] [--repeat 20 --rounds 10] [-o benchmarks/results/spec_constants_pocl.json]

samples/spec_constants has the optimization guide's trio: the same loop reading its trip count from
a captured run-time variable (LoopRuntime), from a specialization constant the host sets (LoopSpec),
and from a literal (LoopLiteral).  `sycl-lift replay --time` runs the launches of its 2026.2.0 -O2
host module on the device, original against the default rewrite, with every kernel timed in
alternating rounds against an A/A control (sycl_lift/replay/timing.py).  The rewrite folds LoopSpec's
constant to the value the host proves (fold-spec-constants); the run-time variable stays a kernel
argument.  Printed, from the rewritten program: each kernel's time, folded/literal (goal: 1.0 within
the control's spread) and runtime/folded (> 1 where the device rewards a constant), and the largest
A/A deviation of the three kernels' controls.  DPC++ itself gets LoopSpec's literal only by JIT
compilation at run time; sycl-lift's is in the kernel before the program runs.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from lift.reader import stored_file  # noqa: E402
from replay_speedup import replay  # noqa: E402

SAMPLE = ROOT / "samples" / "spec_constants"
TRIO = ("LoopRuntime", "LoopSpec", "LoopLiteral")


def kernel_row(timing: dict, name: str) -> dict:
    """The timing of the user kernel `name` (not its range-rounding wrapper)."""
    for row in timing.get("kernels", []):
        kernel = row["kernel"]
        if kernel.endswith(f"{len(name)}{name}") and "wrapper" not in kernel and "RoundedRange" not in kernel:
            return row
    raise SystemExit(f"no timing for kernel {name}: {[r['kernel'] for r in timing.get('kernels', [])]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", required=True, choices=("pocl", "intel-cpu", "nvidia"))
    parser.add_argument("--size", type=int, default=1 << 20, help="elements per buffer (the sample's argv size)")
    parser.add_argument("--rewritten", type=Path, help="a rewrite output folder (made elsewhere)")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    report = replay(stored_file(SAMPLE / "2026.2.0" / "host.O2.ll"), stored_file(SAMPLE / "device.ll"), args.device,
                    args.rewritten, args.repeat, args.rounds, {"?2": args.size})
    if report.get("exit") not in (0, None) or "timing" not in report:
        print(json.dumps({k: report.get(k) for k in ("exit", "error", "counts", "first_difference")}, indent=2))
        return 1
    rows = {name: kernel_row(report["timing"], name) for name in TRIO}
    runtime, folded, literal = (rows[n]["rewritten_ms"] for n in TRIO)
    spread = max(abs(1 - rows[n]["control_ratio"]) for n in TRIO)
    result = {"device": args.device, "device_name": report.get("device_name"), "size": args.size,
              "ms": {n: rows[n]["rewritten_ms"] for n in TRIO},
              "original_ms": {n: rows[n]["original_ms"] for n in TRIO},
              "folded_over_literal": folded / literal, "runtime_over_folded": runtime / folded,
              "control_spread": spread, "kernels": rows}
    print(f"{args.device} ({report.get('device_name')}), {args.size} elements, rewritten program:")
    for n in TRIO:
        print(f"  {n:12s} {rows[n]['rewritten_ms']:9.4f} ms   (original {rows[n]['original_ms']:.4f} ms)")
    print(f"  folded / literal  = {folded / literal:.3f}   (A/A spread {spread:.3f}: "
          f"{'at literal speed' if abs(folded / literal - 1) <= max(spread, 0.02) else 'NOT at literal speed'})")
    print(f"  runtime / folded  = {runtime / folded:.3f}")
    if args.output:
        args.output.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
